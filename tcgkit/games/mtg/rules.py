"""Magic: The Gathering, by the Comprehensive Rules (2023-11-17, as translated in the
Japanese CR the project's seeds quote)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from ...core.abilities import Activated
from ...core.automation import MANA
from ...core.cards import CardDef
from ...core.decision import Decision, Option
from ...core.errors import MalformedInput
from ...core.events import DESTROY, Event, new_event
from ...core.limits import Limit
from ...core.objects import GameObject, PlayerState
from ...core.pending import PendingItem, StackPolicy
from ...core.perform import perform_counter as kernel_perform_counter
from ...core.perform import perform_marker
from ...core.perform import perform_move as kernel_perform_move
from ...core.rules import Rules, plain_view
from . import cards, options
from .battles import battle_entered, protector, why_not_attack_battle, why_not_protector
from .card import MtgCard, MtgObject, MtgPlayer
from .characteristics import (
    WITHOUT_ABILITIES,
    has_keyword,
    lost_abilities,
    power,
    toughness,
    watch,
)
from .combat import (
    assigned_player,
    assigning,
    attacking,
    combat,
    conceivable_assignments,
    declared_so_far,
    walkers_of,
    why_not_assign,
    why_not_attack,
    why_not_attack_planeswalker,
    why_not_attack_player,
    why_not_block,
    why_not_done_blocking,
)
from .costs import conceivable_payers, why_not_additional, why_not_improvise, why_not_x
from .damage import (
    DEFENSE,
    LOYALTY,
    damage_object,
    damage_player,
    damage_rule,
    perform_poison,
)
from .data import MtgData
from .decks import DEMO_DECKS, VANILLA_DECKS
from .effects import (
    apnap_order,
    next_player,
    why_not_hand_on_bottom,
    why_not_pile,
    why_not_return,
    why_not_separator,
)
from .faces import front_up_on_leaving
from .layers import after_move, sync_markers
from .loyalty import LoyaltyAbility, cost_text
from .mana import mana_ability_of, perform_tap, why_not_mana_ability, why_not_pay_mana
from .miracle import why_not_may_cast
from .modes import modes_of, perform_control
from .mulligan import start_mulligans, why_not_bottom, why_not_mulligan
from .play import (
    LAND_PLAY,
    perform_draw,
    priority_options,
    resolve_card,
    respond,
    state_based_actions,
    why_not_activate,
    why_not_add_mana_now,
    why_not_cast,
    why_not_loyalty_option,
    why_not_mode_option,
    why_not_play,
    why_not_target,
)
from .tokens import ENTERS_TAPPED, perform_cease
from .turn import STRUCTURE, SeatedTurnStructure
from .vocab import why_not_decline_damage, why_not_may_draw
from .zones import BATTLEFIELD, EXILE, HAND, MAX_PLAYERS, STACK, ZONES

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import data, mut_player, objects

_PRIORITY_ACTIONS: dict[str, Callable[[GameState, int, int, Any], str | None]] = {
    "play": why_not_play, "cast": why_not_cast, "activate": why_not_activate,
    "loyalty": why_not_loyalty_option, "add_mana": why_not_add_mana_now}
"""The check of each action taken with priority, by option kind."""


def perform_counter(state: GameState, ev: Event) -> Event | None:
    """Put or remove counters; a creature whose counters change may now have toughness 0
    or lethal damage, so state-based actions look at it."""
    did = kernel_perform_counter(state, ev)
    if did is not None and ev.obj is not None:
        watch(state, ev.obj)
        if ev.rule:
            o = state.objects[ev.obj]
            state.log_rule(ev.rule, "{} {} {} {} counter(s) ({})", o.card.name,
                           "gets" if did.amount > 0 else "loses", abs(did.amount), ev.data[0],
                           o.counter(ev.data[0]))
    return did


def perform_move(state: GameState, ev: Event) -> Event | None:
    """Move an object. Destroying is moving to the graveyard (CR 701.8a), which an
    indestructible permanent is not (CR 702.12b); a creature that changes zones leaves
    combat with it."""
    assert ev.obj is not None and ev.to is not None
    if TYPE_CHECKING:
        o = objects(state)[ev.obj]
    else:
        o = state.objects[ev.obj]
    if ev.reason == DESTROY:
        if o.zone != BATTLEFIELD[o.controller] or (ev.frm is not None and ev.frm != o.zone):
            return None
        if has_keyword(state, o, "Indestructible"):
            state.log_rule("CR 702.12b", "{} is indestructible and is not destroyed",
                           o.card.name)
            return None
        state.log_rule(ev.rule or "CR 701.8a", "{} is destroyed", o.card.name)
    # A card moved between zones the opponent cannot see (library to hand) keeps its
    # name from them in the log too.
    # Hidden zones hide alike from every other player: the next seat stands for them.
    other = (o.owner + 1) % len(state.players)
    seen = not ev.rule or ev.reason == DESTROY or state.visible_to(ev.obj, other)
    frm = o.zone
    had = o.card.abilities  # the face it showed (a back face may turn front up below)
    lost = had and frm in BATTLEFIELD and lost_abilities(state, o)
    did = kernel_perform_move(state, ev)
    if did is None:
        return None
    if lost:
        did = did.replace(data=(*did.data, WITHOUT_ABILITIES))
    if o.card.front is not None:  # a double-faced card back face up
        front_up_on_leaving(state, ev.obj, frm, ev.to)
        if TYPE_CHECKING:
            o = objects(state)[ev.obj]
        else:
            o = state.objects[ev.obj]
    if (had or o.card.abilities) and (ev.to in BATTLEFIELD or frm in BATTLEFIELD):
        after_move(state)  # its static effects begin or end (CR 613.7a)
    if ev.to in BATTLEFIELD:
        pt = o.card.pt
        if pt is not None and pt[1] <= 0:
            watch(state, ev.obj)
        card = o.card
        if ENTERS_TAPPED in ev.data:  # "create a tapped Treasure token"
            state.mut(ev.obj).tapped = True
        if card.loyalty is not None:  # CR 306.5b
            state.emit(new_event("counter", obj=ev.obj, amount=card.loyalty, data=(LOYALTY,),
                                 reason="enter", rule="CR 306.5b"))
        if card.defense is not None:  # CR 310.4b
            state.emit(new_event("counter", obj=ev.obj, amount=card.defense, data=(DEFENSE,),
                                 reason="enter", rule="CR 310.4b"))
            battle_entered(state, ev.obj)
    if ev.rule and ev.reason != DESTROY:
        if seen or state.visible_to(ev.obj, other):
            state.log_rule(ev.rule, "{} is put into {}", o.card.name, state.zone_text(ev.to))
        else:
            state.log_rule(ev.rule, "{} is put into {}", o.card.name, state.zone_text(ev.to),
                           private=o.owner, public="A card is put into {1}")
    return did


class MtgStackPolicy(StackPolicy):
    """Magic's stack (the kernel's :class:`StackPolicy`), with the groups of waiting
    triggered abilities put in APNAP order as Magic's rules give it: with shared team
    turns (Two-Headed Giant) each player of the active team, then those of the other
    team (CR 805.6, 603.3b); otherwise from the active player in turn order (CR 101.4)."""

    def trigger_groups(self, state: GameState,
                       waiting: list[PendingItem]) -> list[tuple[int, tuple[PendingItem, ...]]]:
        if len(state.players) == 2:  # APNAP is the kernel's: a two-player game pays nothing
            return super().trigger_groups(state, waiting)
        out = []
        for p in apnap_order(state):
            mine = tuple(t for t in waiting if t.controller == p)
            if mine:
                out.append((p, mine))
        return out


class MtgRules(Rules):
    """The rules of Magic: The Gathering, for two players or a multiplayer game of up to
    eight (free-for-all, CR 806; Two-Headed Giant with option ``variant: 2hg``, CR 810)."""

    name: ClassVar[str] = "mtg"
    title: ClassVar[str] = "Magic: The Gathering"
    zones = ZONES
    structure = STRUCTURE
    object_type = MtgObject
    player_type = MtgPlayer
    starting_life = 20
    default_zones = ("battlefield",)
    library = "library"
    hand = "hand"
    turn_rule = "CR 500.1"
    shuffle_rule = "CR 103.3"
    first_rule = "CR 103.1"
    opening_hand = 7
    opening_rule = "CR 103.5"
    concede_rule = "CR 104.3a"
    win_rule = "CR 104.2a"
    draw_rule = "CR 104.4a"
    player_damage_rule = "CR 120.3a"
    zero_damage_rule = "CR 120.8"
    logs_moves = True  # perform_move logs each move that cites a rule, as it happened
    cite: ClassVar[dict[str, str]] = {
        "resolve": "CR 608.2", "fizzle": "CR 608.2b", "condition": "CR 603.4",
        "may": "CR 603.5", "trigger": "CR 603.3", "no_target": "CR 603.3d",
    }

    max_players = MAX_PLAYERS
    variant_options: ClassVar[dict[str, tuple[Any, ...]]] = {"variant": ("duel", "2hg")}
    """``variant``: ``"duel"`` (two players, or free-for-all with more, CR 806) or
    ``"2hg"``, Two-Headed Giant (four players in two teams, CR 810)."""

    deck_size = (60, None)
    max_copies = 4
    deck_rule = "CR 100.2a"
    player_limits: ClassVar[dict[str, Limit]] = {"land play": LAND_PLAY}
    data_type = MtgData
    option_kinds = options.OPTION_KINDS

    def __init__(self) -> None:
        super().__init__()
        self.policy = MtgStackPolicy()
        self.pool.add(*cards.ALL)
        # Back faces are in the pool so that a state names the face up (a saved game, a
        # scenario's transformed permanent); no deck holds one (validate_deck).
        self.pool.add(*(c.back for c in cards.ALL if c.back is not None))
        self.performers.update({
            "move": perform_move,
            "counter": perform_counter,
            "cast": perform_marker, "activate": perform_marker, "attack": perform_marker,
            "block": perform_marker,
            "poison": perform_poison,
            "draw": perform_draw,
            "reveal": perform_marker,
            "cease": perform_cease,
            "control": perform_control,
            "tap": perform_tap,
        })
        self.pool.add(*cards.TOKENS)  # created by effects, never in a deck (validate_deck)

    # ------------------------------------------------------------------ setup

    def deck_sets(self) -> dict[str, tuple[list[str], list[str]]]:
        return {"demo": DEMO_DECKS, "vanilla": VANILLA_DECKS}

    def deal(self, state: GameState, first: int) -> None:
        """The opening hands of seven, then the London mulligan's declarations in turn
        order from the starting player (CR 103.5)."""
        if state.options.get("variant") == "2hg":
            for p in range(len(state.players)):
                state.mut_player(p).life = 30
            state.log_rule("CR 810.4", "Each team's shared life total starts at 30")
        super().deal(state, first)
        start_mulligans(state, first)

    def seat(self, players: int) -> None:
        """A multiplayer game's turn markers exist for every player."""
        vars(self)["structure"] = SeatedTurnStructure(STRUCTURE.steps, players)

    def check_players(self, players: int, options: dict[str, Any]) -> None:
        """Two-Headed Giant is played by two teams of two (CR 810.1)."""
        if options.get("variant") == "2hg" and players != 4:
            raise MalformedInput(f"Two-Headed Giant is played by 4 players (two teams of "
                                 f"two, CR 810.1), not {players}")

    def team(self, state: GameState, player: int) -> int:
        """Two-Headed Giant: seats 1 and 3 against seats 2 and 4 (CR 810.1)."""
        if state.options.get("variant") == "2hg":
            return player % 2
        return player

    team_life_rule = "CR 810.9"
    team_loss_rule = "CR 810.8a"

    def next_player(self, state: GameState) -> int:
        """Whose turn comes next: an extra turn's player first (CR 500.7)."""
        if TYPE_CHECKING:
            extra = data(state).extra_turns
        else:
            extra = state.data.extra_turns
        if extra:
            return next_player(state, super().next_player(state))
        return super().next_player(state)

    def player_left(self, state: GameState, player: int) -> None:
        """A player who lost leaves the game and the others play on (CR 800.4a): the
        objects they own leave the game with them, spells and abilities they control on
        the stack cease to exist, and objects of others they control are exiled. Their
        library and hand leave with them unseen; what was public goes to no zone."""
        state.log_rule("CR 800.4a", "{} leaves the game", state.players[player].name)
        nowhere = self.zones.ids["nowhere"][0]
        gone = [it for it in state.pending.items if it.controller == player]
        if gone:
            state.pending.items = [it for it in state.pending.items
                                   if it.controller != player]
            for it in gone:
                if it.obj is not None:
                    name = state.objects[it.obj].card.name
                    state.log_rule("CR 800.4a", "{} on the stack ceases to exist",
                                   name if it.kind == "spell" else f"{name}'s ability")
        if any(t.controller == player for t in state.triggered):
            state.triggered = [t for t in state.triggered if t.controller != player]
        ids = self.zones.ids
        battlefields = ids["battlefield"]
        for zid in (*battlefields, STACK, *ids["graveyard"], *ids["exile"]):
            for oid in list(state.zones[zid]):
                o = state.objects[oid]
                if o.owner == player:
                    state.relocate(oid, nowhere)
                elif o.controller == player and (zid == STACK or zid in battlefields):
                    state.relocate(oid, EXILE[o.owner])

    def validate_deck(self, deck: list[CardDef], *, player: int) -> None:
        """Also: a back face is no card of its own, the card is its front face's (CR
        712.8a)."""
        for card in set(deck):  # the distinct cards: a dozen or two, not sixty
            assert isinstance(card, MtgCard)  # the pool holds Magic cards only
            if card.front is not None:
                raise MalformedInput(f"player {player + 1}'s deck lists {card.name}, the "
                                     f"back face of {card.front.name} (CR 712.8a)")
            if card.token:
                raise MalformedInput(f"player {player + 1}'s deck lists {card.name}, a token "
                                     f"(CR 111.1: tokens are created by effects)")
        super().validate_deck(deck, player=player)

    def limited(self, card: CardDef) -> bool:
        """Basic lands are exempt from the four-copy limit (CR 100.2a)."""
        assert isinstance(card, MtgCard)  # the pool holds Magic cards only
        return "Basic" not in card.supertypes

    # ------------------------------------------------------------------ rules hooks

    # The engine asks these at every priority: the game's functions themselves, with no
    # method call around them.
    state_checks = staticmethod(state_based_actions)
    """State-based actions, performed whenever a player would receive priority (CR
    704.3)."""
    response_options = staticmethod(priority_options)
    """What a player with priority may do besides passing."""
    respond = staticmethod(respond)
    resolve_card = staticmethod(resolve_card)

    def abilities_lost(self, state: GameState, oid: int, left: Event | None = None) -> bool:
        """Whether an effect made the object lose all abilities (layer 6, CR 613.1f); as
        it left the battlefield, if ``left`` (its move) says so (CR 603.10a)."""
        if left is not None:
            return WITHOUT_ABILITIES in left.data
        return lost_abilities(state, state.objects[oid])

    def damage_object(self, state: GameState, ev: Event) -> Event | None:
        """Damage to a permanent: its results by its types and the source's keywords
        (CR 120.3c-h, see :mod:`.damage`); state-based actions then look at it."""
        assert ev.obj is not None
        if state.objects[ev.obj].zone not in BATTLEFIELD:
            return None
        damage_object(state, ev)
        return None  # recorded by damage_object, before its results

    def damage_player(self, state: GameState, ev: Event) -> None:
        """Damage to a player: life loss or poison counters, toxic's poison counters and
        lifelink's life gain (CR 120.3a, b, f, g)."""
        damage_player(state, ev)

    def log_damage(self, state: GameState, ev: Event) -> None:
        assert ev.player is not None
        state.log_rule(damage_rule(state, ev), "{} deals {} damage to {}",
                       self.source_text(state, ev.source), ev.amount,
                       state.players[ev.player].name)

    def prepare(self, state: GameState) -> None:
        """Creatures placed with damage or counters are watched by state-based actions,
        as if the damage had been dealt."""
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        for zid in state.rules.zones.ids["battlefield"]:
            for oid in state.zones[zid]:
                o = objs[oid]
                pt = o.card.pt
                if o.damage or o.counters or (pt is not None and pt[1] <= 0) \
                        or o.card.loyalty is not None or o.card.defense is not None:
                    watch(state, oid)
        sync_markers(state)  # the static effects of the permanents placed (CR 613.7a)

    def effect_draw_rule(self, count: int) -> str:
        """Drawing one card (CR 121.1); drawing several, one at a time (CR 121.2)."""
        return "CR 121.2" if count > 1 else "CR 121.1"

    def drew_from_empty(self, state: GameState, player: int, event: Event) -> None:
        """The player loses at the next state-based action check (CR 121.4, 704.5b)."""
        if TYPE_CHECKING:
            drawer = mut_player(state, player)
        else:
            drawer = state.mut_player(player)
        drawer.drew_from_empty = True

    def replacement_rule(self, state: GameState, event: Event) -> str:
        if event.kind == "draw":
            if event.player is not None and not state.zones[self.library_ids[event.player]]:
                return "CR 121.6a"
            return "CR 121.6"
        if event.kind == "draws":
            return "CR 121.2a"  # a replacement of "draw N" applies before any single draw
        if event.kind == "damage":
            return "CR 120.4b"
        return "CR 614.1"

    def event_text(self, state: GameState, event: Event) -> str:
        """Damage reads "Shock's 2 damage to Player 2"; other events as the kernel says."""
        if event.kind == "damage":
            to = state.players[event.player].name if event.player is not None else \
                state.objects[event.obj].card.name if event.obj is not None else "?"
            return f"{self.source_text(state, event.source)}'s {event.amount} damage to {to}"
        return super().event_text(state, event)

    def modifier_rule(self, event: Event) -> str:
        return "CR 121.2a" if event.kind == "draws" else "CR 613"

    def prohibition_rule(self, event: Event) -> str:
        if event.kind == "draw":
            return "CR 121.2b"
        if event.kind == "life":
            return "CR 119.8" if event.amount < 0 else "CR 119.7"
        return "CR 101.2"

    # ------------------------------------------------------------------ options as text

    def describe(self, state: GameState, option: Option, lang: str = "en", *,
                 detail: bool = False) -> str:
        k = option.kind
        name = self.card_name(state, option.obj, lang) if option.obj >= 0 else ""
        if k == "discard" and 0 <= option.obj < len(state.objects) \
                and state.objects[option.obj].face_down:
            # Drawn while a spell is being cast: named to no one (CR 121.8).
            return "discard a face-down card"
        if k == "x":  # X announced while casting (costs.py)
            return f"announce X = {option.arg}"
        if k == "pass":
            return "pass"
        if k == "done":
            return "done"
        if k in ("yes", "no"):
            return k
        if k == "attack":
            return f"attack with {name}"
        if k == "attack_planeswalker":
            walker = self.card_name(state, option.arg, lang)
            if len(state.players) > 2:  # planeswalkers of the same name, told by owner
                walker = f"{state.players[state.objects[option.arg].controller].name}'s {walker}"
            if detail:  # two planeswalkers with the same name: say which
                walker += f"@{option.arg}"
            return f"attack {walker} with {name}"
        if k == "attack_battle":
            battle = self.card_name(state, option.arg, lang)
            if len(state.players) > 2:  # battles of the same name, told by protector
                who = protector(state, option.arg)
                battle = f"{battle} protected by {state.players[who].name}" if who >= 0 \
                    else battle
            if detail:  # two battles with the same name: say which
                battle += f"@{option.arg}"
            return f"attack {battle} with {name}"
        if k == "protector" and type(option.arg) is int \
                and 0 <= option.arg < len(state.players):
            return f"{state.players[option.arg].name} protects it"
        if k == "separator" and type(option.arg) is int \
                and 0 <= option.arg < len(state.players):
            return f"{state.players[option.arg].name} separates the piles"
        if k == "draw_first" and type(option.arg) is int \
                and 0 <= option.arg < len(state.players):
            return f"{state.players[option.arg].name} draws first"
        if k == "attack_player" and type(option.arg) is int \
                and 0 <= option.arg < len(state.players):
            return f"attack {state.players[option.arg].name} with {name}"
        if k == "block":
            attacker = self.card_name(state, option.arg, lang)
            if detail:  # two attackers with the same name: say which
                attacker += f"@{option.arg}"
            return f"block {attacker} with {name}"
        if k == "assign":
            if detail:  # two blockers with the same name: say which
                name += f"@{option.obj}"
            return f"assign {option.arg} damage to {name}"
        if k == "assign_player":  # trample: to the player the attacker attacks
            under_way = assigning(state)
            whom = state.players[assigned_player(state, under_way)].name if under_way \
                else "the player"
            return f"assign {option.arg} damage to {whom}"
        if k == "activate":
            return f"activate {name}"
        if k == "loyalty":  # a loyalty ability, named by its cost
            return f"activate {name}: {option.arg}"
        if k == "tap":  # a land tapped to pay a cost by hand
            return f"tap {name} for mana" if detail else f"tap {name}"
        if k == "mode" and type(option.arg) is int \
                and 0 <= option.arg < len(state.objects[option.obj].card.abilities):
            return f"choose {state.objects[option.obj].card.abilities[option.arg].text}"
        if k == "add_mana":  # a mana ability activated with priority
            return f"tap {name} for {{{option.arg}}}"
        if k == "mana_ability":  # a mana ability that costs mana (Chromatic Sphere)
            return f"activate {name} for {option.arg}"
        if k == "spend_mana":  # its {1} paid from the mana pool
            return f"spend {{{option.arg}}} from your mana pool"
        if k == "put_on_top":
            return f"put {name} on top"
        if k == "keep_legend":
            if detail:  # two of the name: say which, by what sets them apart
                o = state.objects[option.obj]
                marks = [f"{n} {c}" for c, n in sorted((o.counters or {}).items())]
                marks += ["tapped"] if o.tapped else []
                return f"keep {name} ({', '.join(marks) or 'untapped'})"
            return f"keep {name}"
        if k == "put_on_bottom":
            return f"put {name} on the bottom"
        if k == "return_to_hand":
            return f"return {name}"
        if k == "card_kind":
            return f"choose {option.arg}"
        if k == "pile":
            return f"put {name} into pile {option.arg}"
        if k == "pile_to_hand":
            return f"take pile {option.arg}"
        if k == "keep_hand":
            return "keep hand"
        if k == "pay_life":
            return f"pay {option.arg} life for {name}"
        if k == "keep":
            return f"keep {name}"
        if k == "source":
            return f"choose {name}"
        if k == "trigger":
            return f"put {name}'s trigger on the stack"
        if k in ("replacement", "apply"):
            return f"apply {name}"
        if k == "decline":
            return f"decline {name}"
        return super().describe(state, option, lang, detail=detail)

    def explain(self, state: GameState, decision: Decision, option: Option) -> str | None:
        """Why a play, cast, activation or combat declaration is not legal now, citing
        the rule: whether the decision is one where it is made is checked here, the rest
        by the action's own check (``why_not_play`` ... ``why_not_block``), the same that
        builds the options."""
        k = option.kind
        p = decision.player
        if k in ("mulligan", "keep_hand"):
            return why_not_mulligan(state, p)
        if decision.kind == "additional_cost":  # costs.py: discard or sacrifice to pay
            return why_not_additional(state, p, option)
        if decision.kind == "improvise":  # costs.py: artifacts tapped for generic mana
            return why_not_improvise(state, p, option)
        if decision.kind == "choose_x":
            return why_not_x(state, p, option)
        if decision.kind == "may" and k == "yes":
            # "you may draw" under "can't draw"; "you may cast it" (miracle) that can't be
            return why_not_may_draw(state, p) or why_not_may_cast(state, p)
        if decision.kind == "may" and k == "no":
            # Browbeat's last player may not decline into a draw a prohibition stops
            return why_not_decline_damage(state, p)
        if k in ("target", "target_player") and decision.kind == "target":
            return why_not_target(state, p, option)
        if k == "mode" and decision.kind == "mode":
            return why_not_mode_option(state, p, option)
        if k in ("assign", "assign_player") and decision.kind == "assign_damage":
            return why_not_assign(state, p, option)
        if k == "done" and decision.kind == "declare_blockers":  # menace (CR 702.111b)
            return why_not_done_blocking(state, p, declared_so_far(state))
        if k == "separator":  # Fact or Fiction's opponent, chosen by its controller
            return why_not_separator(state, p, option.arg)
        if option.obj < 0 or option.obj >= len(state.objects):
            return None
        if k == "return_to_hand":
            return why_not_return(state, p, option.obj)
        if k in ("pile", "pile_to_hand"):
            return why_not_pile(state, p, option)
        if k == "put_on_bottom" and decision.kind == "hand_on_bottom":
            return why_not_hand_on_bottom(state, p, option.obj)
        if k == "put_on_bottom":
            return why_not_bottom(state, p, option.obj)
        if k == "add_mana" and MANA in state.automations:
            return "with the mana automation, lands and creatures are tapped for mana as " \
                   "costs are paid (CR 605.3a)"
        if k == "mana_ability" and decision.kind == "priority":
            return why_not_mana_ability(state, p, option.obj, option.arg)
        if k in ("tap", "mana_ability") and decision.kind == "pay_mana":
            return why_not_pay_mana(state, p, option)
        if k in _PRIORITY_ACTIONS:
            if decision.kind != "priority":
                return f"{state.players[p].name} does not have priority (CR 117.1)"
            return _PRIORITY_ACTIONS[k](state, p, option.obj, option.arg)
        if k == "attack":
            if decision.kind != "declare_attackers":
                return "attackers are declared only in the declare attackers step (CR 508.1)"
            if len(state.players) > 2:
                return "with more than two players, an attacker attacks the opponent you " \
                       "name (attack_player; CR 506.1, 508.1b)"
            return why_not_attack(state, p, option.obj, option.arg, declared_so_far(state))
        if k == "attack_player":
            if decision.kind != "declare_attackers":
                return "attackers are declared only in the declare attackers step (CR 508.1)"
            return why_not_attack_player(state, p, option.obj, option.arg,
                                         declared_so_far(state))
        if k == "attack_planeswalker":
            if decision.kind != "declare_attackers":
                return "attackers are declared only in the declare attackers step (CR 508.1)"
            return why_not_attack_planeswalker(state, p, option.obj, option.arg,
                                               declared_so_far(state))
        if k == "attack_battle":
            if decision.kind != "declare_attackers":
                return "attackers are declared only in the declare attackers step (CR 508.1)"
            return why_not_attack_battle(state, p, option.obj, option.arg,
                                         declared_so_far(state))
        if k == "protector":
            if decision.kind != "protector":
                return "a Siege's protector is chosen as it enters, or when it has none " \
                       "(CR 310.11a, 704.5w)"
            return why_not_protector(state, p, option.obj, option.arg)
        if k == "block":
            if decision.kind != "declare_blockers":
                return "blockers are declared only in the declare blockers step (CR 509.1)"
            return why_not_block(state, p, option.obj, option.arg, declared_so_far(state))
        return None

    def conceivable(self, state: GameState, decision: Decision) -> list[Option]:
        p = decision.player
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        if decision.kind == "priority":
            out = [Option("play" if objs[o].card.is_land else "cast", o)
                   for o in state.zones[HAND[p]]]
            if MANA not in state.automations:  # else the payments make the mana
                out += [Option("add_mana", o, color) for o in state.zones[BATTLEFIELD[p]]
                        for color in objs[o].card.produces]
            out += [Option("mana_ability", o, color) for o in state.zones[BATTLEFIELD[p]]
                    if mana_ability_of(objs[o].card) is not None for color in "WUBRG"]
            # Every permanent's abilities, another player's too: a refusal may name the
            # ability of a creature that was stolen and has returned (CR 602.2).
            out += [Option("loyalty", o, cost_text(a)) if isinstance(a, LoyaltyAbility)
                    else Option("activate", o, i)
                    for zid in state.rules.zones.ids["battlefield"] for o in state.zones[zid]
                    for i, a in enumerate(objs[o].card.abilities) if isinstance(a, Activated)]
            return out
        if decision.kind == "target":
            # Every object in a public zone and every player, for a refusal to name.
            out = [Option("target", o) for zid in (*state.rules.zones.ids["battlefield"], STACK)
                   for o in state.zones[zid]]
            return out + [Option("target_player", -1, i) for i in range(len(state.players))]
        if decision.kind == "additional_cost":
            return conceivable_payers(state, p)
        if decision.kind == "mode":  # every mode of the card, for a refusal to name
            step = state.work[-1] if state.work else None
            oid = getattr(step, "obj", -1)
            if not 0 <= oid < len(objs):
                return []
            return [Option("mode", oid, i) for i in modes_of(objs[oid].card)]
        if decision.kind == "choose_x":  # values a refusal may name (costs.py)
            return [Option("x", -1, n) for n in range(100)]
        if decision.kind == "may":
            return [Option("yes"), Option("no")]
        if decision.kind == "pay_mana":  # any of the player's permanents, for a refusal
            # Untapped first: "tap Mountain" names an untapped one if there is one.
            mine = sorted(state.zones[BATTLEFIELD[p]], key=lambda o: objs[o].tapped)
            return [Option("tap", o) for o in mine] + [
                Option("mana_ability", o, color) for o in mine
                if mana_ability_of(objs[o].card) is not None for color in "WUBRG"]
        if decision.kind == "improvise":  # any of the player's permanents, and "done"
            mine = sorted(state.zones[BATTLEFIELD[p]], key=lambda o: objs[o].tapped)
            return [*(Option("tap", o) for o in mine), Option("done")]
        if decision.kind == "assign_damage":  # every split a refusal may name
            return conceivable_assignments(state)
        if decision.kind == "put_on_bottom":
            return [Option("put_on_bottom", o) for o in state.zones[HAND[p]]] \
                + [Option("mulligan"), Option("keep_hand")]
        if decision.kind == "split_piles":  # Fact or Fiction: any revealed card is named
            cards = getattr(state.work[-1], "cards", ()) if state.work else ()
            return [Option("pile", o, k) for o in cards for k in (1, 2)]
        if decision.kind == "choose_separator":  # Fact or Fiction: any player is named
            return [Option("separator", -1, q) for q in range(len(state.players))]
        if decision.kind == "return_to_hand":  # Words of Wind: any permanent is named
            return [Option("return_to_hand", o) for z in self.zones.ids["battlefield"]
                    for o in state.zones[z]]
        if decision.kind == "hand_on_bottom":  # Teferi's Puzzle Box
            return [Option("put_on_bottom", o) for o in state.zones[HAND[p]]]
        if decision.kind == "declare_attackers":
            mine = [o for o in state.zones[BATTLEFIELD[p]] if objs[o].card.is_creature]
            foes = [q for q in range(len(state.players)) if q != p] \
                if len(state.players) > 2 else []
            return [Option("attack", o) for o in mine] + [
                Option("attack_player", o, q) for o in mine for q in foes] + [
                Option("attack_planeswalker", o, w) for o in mine
                for w in (*walkers_of(state, p), *state.zones[BATTLEFIELD[p]])
                if objs[w].card.is_a("Planeswalker")] + [
                Option("attack_battle", o, b) for o in mine
                for zid in self.zones.ids["battlefield"] for b in state.zones[zid]
                if objs[b].card.is_a("Battle")]
        if decision.kind == "declare_blockers":
            return [Option("block", b, a) for b in state.zones[BATTLEFIELD[p]]
                    for a in attacking(state) if objs[b].card.is_creature] + [Option("done")]
        return []

    # ------------------------------------------------------------------ views

    view_zones = ("hand", "battlefield")

    def object_view(self, state: GameState, obj: GameObject, viewer: int) -> dict[str, Any]:
        """The kernel's view, with a creature's power, toughness, damage and combat role
        on the battlefield; a face-down card in a hand shows nothing."""
        if obj.face_down and obj.zone in HAND:
            # Drawn while a spell is being cast: no characteristics, for its owner too,
            # until the casting ends (CR 121.8).
            return {"id": obj.id, "face_down": True}
        view = plain_view(obj, viewer)
        assert isinstance(obj, MtgObject)  # the rules' object_type
        if obj.card.pt is not None and obj.zone in BATTLEFIELD:
            view["power"] = power(state, obj)
            view["toughness"] = toughness(state, obj)
            if obj.damage:
                view["damage"] = obj.damage
            if obj.entered >= state.turn:
                view["summoning_sick"] = True
            fight = combat(state)
            if fight is not None:
                if obj.id in attacking(state):
                    view["attacking"] = True
                blocked = [a for b, inc, a in fight.blocks
                           if b == obj.id and inc == obj.incarnation]
                if blocked:
                    view["blocking"] = blocked  # the ids of the attackers it blocks
        return view

    def player_view(self, state: GameState, player: PlayerState) -> dict[str, Any]:
        view = super().player_view(state, player)
        assert isinstance(player, MtgPlayer)  # the rules' player_type
        view["poison"] = player.poison
        view["pool"] = player.pool  # public: no player's mana is hidden (CR 106.4)
        return view

    def pending_view(self, state: GameState, item: PendingItem, viewer: int) -> dict[str, Any]:
        view = super().pending_view(state, item, viewer)
        if item.ability is not None:
            view["text"] = state.ability(item.ability).text
        if item.modes and item.obj is not None:  # a modal spell's chosen modes (CR 700.2)
            abilities = state.objects[item.obj].card.abilities
            view["modes"] = [abilities[i].text for i in item.modes]
        return view
