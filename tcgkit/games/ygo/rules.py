"""Yu-Gi-Oh! OCG under the Master Rule (2020 revision) and the seed's normal-draw rulings.

The OCG has no numbered comprehensive rules; log entries cite the seed requirement IDs
(``YGO-ND-xx``) where the seed states the rule, and otherwise the rule by name
(``YGO rule: Tribute Summon``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from ...core.abilities import NEGATES
from ...core.cards import CardDef
from ...core.decision import Decision, Option
from ...core.errors import MalformedInput
from ...core.events import DESTROY, Event
from ...core.limits import Limit
from ...core.objects import GameObject, PlayerState
from ...core.pending import PendingItem
from ...core.perform import perform_life, perform_marker
from ...core.perform import perform_move as kernel_perform_move
from ...core.resolve import ToGraveyard, resolve_effect
from ...core.rules import Rules, plain_view
from ...core.steps import Step
from . import cards, options
from .battle import R_BATTLE, atk, defense, why_not_attack
from .card import ATTACK, DEFENSE, FRESH_TURN, YgoData, YgoObject
from .chain import (
    EFFECT_CHOICE,
    R_FIZZLE,
    R_MANDATORY,
    R_NEGATE,
    Choice,
    Effect,
    YgoChainPolicy,
    activate,
    activated_as_effect,
    choice_indexes,
    conceivable_targets,
    describe_effect,
    effect_options,
    negated_as_it_resolves,
    resolve_link,
    why_not_card,
    why_not_choice,
    why_not_target,
)
from .control import perform_control
from .decks import DEMO_DECKS, VANILLA_DECKS
from .duel import CHOOSE, GO_FIRST, choose_first, describe_first
from .extra import R_EXTRA_ZONES, SUMMON_NAME, why_not_extra_summon, zone_text
from .inherent import perform_gemini_summon
from .leaving import LEFT_FACE_UP, ON_FIELD
from .negation import negated_by_a_card
from .pendulum import (
    R_PENDULUM_EXTRA,
    R_PENDULUM_SUMMON,
    face_up_extra,
    is_pendulum,
    resolve_scale,
    scales,
    why_not_pendulum_pick,
    why_not_pendulum_summon,
)
from .play import (
    NORMAL_SUMMON,
    R_ACTIVATE,
    R_CHAIN,
    R_FLIP,
    R_PHASES,
    R_POSITION,
    R_SET,
    R_SUMMON,
    MainPhase,
    why_not_activate,
    why_not_battle,
    why_not_change,
    why_not_flip,
    why_not_set,
    why_not_summon,
)
from .spells import SettleEquip, after_move, perform_face_down
from .turn import STRUCTURE
from .vocab import end_next_draws
from .xyz_effect import effects_negated
from .zones import (
    DECK,
    EXTRA_DECK,
    EXTRA_MONSTER_ZONE,
    FIELD_ZONE,
    GRAVEYARD,
    HAND,
    MONSTER_ZONE,
    OVERLAY,
    SPELL_TRAP_ZONE,
    ZONES,
    monsters,
)

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import mut, objects

R_LP = "YGO rule: LP 0"
R_DECK_OUT = "YGO rule: deck-out"
R_EXTRA_DECK = "YGO rule: the Extra Deck"
R_DESTROY = "YGO rule: destruction"
R_XYZ_MATERIAL = "YGO rule: Xyz Materials"
MAIN_DECK_SIZE = (40, 60)
EXTRA_DECK_SIZE = (0, 15)

_TIMING: dict[str, tuple[str, str, Callable[[GameState, int, int, Any], str | None]]] = {
    "summon": ("main_phase", f"monsters are Normal Summoned only in your Main Phase ({R_SUMMON})",
               why_not_summon),
    "set": ("main_phase", f"monsters are Set only in your Main Phase ({R_SET})", why_not_set),
    "flip": ("main_phase", f"monsters are Flip Summoned only in your Main Phase ({R_FLIP})",
             why_not_flip),
    "change": ("main_phase", f"battle positions are changed by choice only in your Main Phase "
                             f"({R_POSITION})", why_not_change),
    "activate": ("main_phase", f"a Normal Spell is activated in your own Main Phase (so are "
                               f"Continuous, Field and Equip Spells), never in response "
                               f"(Spell Speed 1; {R_ACTIVATE})", why_not_activate),
    "extra": ("main_phase", f"monsters are summoned from the Extra Deck by procedure only in "
                            f"your Main Phase ({R_EXTRA_ZONES})", why_not_extra_summon),
    "attack": ("battle_step", f"attacks are declared only in the Battle Step of your Battle "
                              f"Phase ({R_BATTLE})", why_not_attack),
}
"""Per action: the decision it is taken at, why it is refused at any other, and the one
check of its legality there."""


def perform_summon(state: GameState, ev: Event) -> Event | None:
    """Put a monster on the field: face-up Attack Position, or Set face-down in Defense.
    A summon is also a zone change: what watches cards leaving the hand sees it."""
    assert ev.obj is not None and ev.to is not None
    if state.full(ev.to):
        return None
    position, face_down = ev.data
    frm = state.objects[ev.obj].zone
    state.relocate(ev.obj, ev.to)
    if TYPE_CHECKING:
        o = mut(state, ev.obj)
    else:
        o = state.mut(ev.obj)
    o.position = position
    o.face_down = face_down
    # A card on the field is controlled by the player whose zone it is in (a monster
    # Special Summoned from the opponent's GY is its summoner's).
    zone_player = ZONES.owner_of[ev.to]
    o.controller = zone_player if zone_player is not None else o.owner
    if ev.at >= 0:  # the zone the player chose (links.py); -1 (TOP) when none was chosen
        o.column = ev.at
    elif ev.to in MONSTER_ZONE:
        # No zone was chosen: the leftmost Main Monster Zone no placed monster is in, so
        # that Link Arrows and summons from the Extra Deck see which zones are taken.
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        taken = [objs[m].column for m in state.zones[ev.to] if m != ev.obj]
        column = 0
        while column in taken:
            column += 1
        o.column = column
    return ev if ev.frm == frm else ev.replace(frm=frm)


def perform_flip_summon(state: GameState, ev: Event) -> Event | None:
    """Flip Summon: a face-down Defense monster becomes face-up Attack Position."""
    assert ev.obj is not None
    if TYPE_CHECKING:
        o = mut(state, ev.obj)
    else:
        o = state.mut(ev.obj)
    o.face_down = False
    o.position = ATTACK
    o.changed = state.turn
    state.log_rule(ev.rule, "{} Flip Summons {}", state.players[o.controller].name, o.card.name)
    return ev


def perform_position(state: GameState, ev: Event) -> Event | None:
    """Change a face-up monster's battle position."""
    assert ev.obj is not None
    if TYPE_CHECKING:
        o = mut(state, ev.obj)
    else:
        o = state.mut(ev.obj)
    o.position = DEFENSE if o.position == ATTACK else ATTACK
    o.changed = state.turn
    state.log_rule(ev.rule, "{} changes {} to {} Position", state.players[o.controller].name,
                   o.card.name, o.position.capitalize())
    return ev


def perform_flip(state: GameState, ev: Event) -> Event | None:
    """A face-down monster is flipped face-up (its position stays)."""
    assert ev.obj is not None
    o = state.mut(ev.obj)
    o.face_down = False
    state.log_rule(ev.rule, "The face-down monster is flipped face-up: {}", o.card.name)
    return ev


def perform_move(state: GameState, ev: Event) -> Event | None:
    """Move a card. Destroying sends a card on the field to its owner's Graveyard; a card
    no longer on the field is not destroyed. An Extra Deck monster that would go to the
    hand or the Deck goes to its owner's Extra Deck instead. A card that leaves the field
    face-up says so in the event's ``data`` (:data:`~.leaving.LEFT_FACE_UP`): the card it
    becomes elsewhere cannot tell ("if this face-up card leaves the field")."""
    if ev.obj is not None and not ev.data and ev.frm in ON_FIELD and ev.to not in ON_FIELD \
            and not state.objects[ev.obj].face_down:
        ev = ev.replace(data=LEFT_FACE_UP)
    if ev.to in HAND or ev.to in DECK:
        assert ev.obj is not None
        if getattr(state.objects[ev.obj].card, "extra", ""):
            owner = state.objects[ev.obj].owner
            state.log_rule(R_EXTRA_DECK, "{} returns to the Extra Deck", state.objects[
                ev.obj].card.name)
            ev = ev.replace(to=EXTRA_DECK[owner])
    elif ev.to in GRAVEYARD and ev.obj is not None and is_pendulum(state.objects[ev.obj].card):
        o = state.objects[ev.obj]
        if o.zone in MONSTER_ZONE or o.zone in SPELL_TRAP_ZONE or o.zone in EXTRA_MONSTER_ZONE:
            state.log_rule(R_PENDULUM_EXTRA, "{} would go to the GY from the field: it is placed "
                           "face-up in the Extra Deck instead", o.card.name)
            ev = ev.replace(to=EXTRA_DECK[o.owner])
    if ev.reason == DESTROY:
        assert ev.obj is not None
        o = state.objects[ev.obj]
        if (o.zone not in MONSTER_ZONE and o.zone not in SPELL_TRAP_ZONE
                and o.zone not in FIELD_ZONE and o.zone not in EXTRA_MONSTER_ZONE) \
                or (ev.frm is not None and ev.frm != o.zone):
            return None
        state.log_rule(ev.rule or R_DESTROY, "{} is destroyed{}", o.card.name,
                       " by battle" if ev.cause == "battle" else "")
    did = kernel_perform_move(state, ev)
    if did is not None and ev.to in ON_FIELD and ev.obj is not None:
        # On the field, the player whose zone it is in controls it.
        zone_player = ZONES.owner_of[ev.to]
        if zone_player is not None and state.objects[ev.obj].controller != zone_player:
            state.mut(ev.obj).controller = zone_player
    if did is not None and state.continuous:
        after_move(state, did)  # Equip Cards follow their monster (spells.py)
    if did is not None and ev.obj is not None:
        card = state.objects[ev.obj].card
        if getattr(card, "extra", "") == "xyz":
            _xyz_moved(state, ev)
        if ev.reason == "attach" and ev.target is not None:  # an Xyz Monster too (Rank-Up)
            if TYPE_CHECKING:
                mut(state, ev.obj).under = ev.target
            else:
                state.mut(ev.obj).under = ev.target
    return did


def _xyz_moved(state: GameState, ev: Event) -> None:
    """An Xyz Monster that went anywhere but a Monster Zone leaves its Xyz Materials: they
    are sent to the GY (not by an effect, so nothing they did ever "detaches")."""
    if ev.to in MONSTER_ZONE or ev.to in EXTRA_MONSTER_ZONE:
        return
    assert ev.obj is not None
    objs = state.objects
    for p in (0, 1):
        for m in list(state.zones[OVERLAY[p]]):
            if getattr(objs[m], "under", -1) == ev.obj:
                state.log_rule(R_XYZ_MATERIAL, "{}, an Xyz Material of {}, is sent to the GY",
                               objs[m].card.name, objs[ev.obj].card.name)
                state.move(m, GRAVEYARD[objs[m].owner], reason="detached", cause="rule",
                           rule=R_XYZ_MATERIAL)


def perform_lp(state: GameState, ev: Event) -> Event | None:
    """Change LP. LP do not go below 0: a loss larger than what is left takes the player
    to 0, and a player whose LP become 0 loses."""
    if ev.player is not None and ev.amount < -state.players[ev.player].life:
        ev = ev.replace(amount=-state.players[ev.player].life)
    did = perform_life(state, ev)
    if did is not None and ev.player is not None and state.players[ev.player].life <= 0:
        if ev.batch:  # part of a change to several players' LP at once: lost together
            return did  # (duel.LoseAtZeroLP, scheduled by the effect after all its parts)
        state.lose(ev.player, rule=R_LP, why="LP reached 0")
    return did


def _from_hand(state: GameState, oid: int) -> str:
    """What tells a material or Tribute apart from a copy elsewhere (Fusion Material
    and Ritual Tributes come from the hand too): ``" from the hand"``, ``" (face-down)"``
    or nothing for a face-up monster on the field."""
    o = state.objects[oid]
    if o.zone in HAND:
        return " from the hand"
    return " (face-down)" if o.face_down else ""


class YgoRules(Rules):
    """The rules of the Yu-Gi-Oh! OCG for two players."""

    name: ClassVar[str] = "ygo"
    title: ClassVar[str] = "Yu-Gi-Oh! OCG"
    zones = ZONES
    structure = STRUCTURE
    object_type = YgoObject
    starting_life = 8000
    default_zones = ("monster_zone", "spell_trap_zone", "field_zone", "extra_monster_zone")
    library = "deck"
    hand = "hand"
    turn_rule = "YGO rule: turn structure"
    shuffle_rule = "YGO rule: starting the Duel"
    first_rule = "YGO rule: starting the Duel"
    opening_hand = 5
    opening_rule = "YGO-ND-03"
    concede_rule = "YGO rule: surrender"
    win_rule = "YGO rule: winning the Duel"
    draw_rule = "YGO rule: draw"
    pending_name = "the chain"
    words: ClassVar[dict[str, str]] = {
        "ability": "effect", "triggered ability": "trigger effect", "graveyard": "GY",
        "life": "LP", "goes on": "Chain Link {4}: {0}{3}",
        "hidden goes on": "Chain Link {4}: a face-down card{3}",
    }
    """The log's words are the OCG's: a chain link reads "Chain Link 2: <card>", with its
    targets, whether activated or triggered."""
    cite: ClassVar[dict[str, str]] = {
        "resolve": "YGO rule: chain", "fizzle": R_FIZZLE, "condition": "YGO rule: chain",
        "may": "YGO rule: optional effects", "trigger": "YGO rule: chain",
        "no_target": "YGO rule: chain",
    }
    variant_options: ClassVar[dict[str, tuple[Any, ...]]] = {
        "normal_draw": ("standard", "hand_and_field_5", "hand_5"),
        "first_player": ("random", CHOOSE),
    }

    deck_size = (40, 60)
    extra_deck_size = EXTRA_DECK_SIZE[1]
    max_copies = 3
    deck_rule = "YGO rule: the Deck"
    player_limits: ClassVar[dict[str, Limit]] = {"Normal Summon": NORMAL_SUMMON}
    data_type = YgoData
    option_kinds = options.OPTION_KINDS

    def __init__(self) -> None:
        super().__init__()
        self.policy = YgoChainPolicy()
        self.pool.add(*cards.ALL)
        self.performers.update({
            "summon": perform_summon, "flip_summon": perform_flip_summon,
            "position": perform_position, "flip": perform_flip, "move": perform_move,
            "life": perform_lp, "attack": perform_marker, "face_down": perform_face_down,
            "gemini_summon": perform_gemini_summon, "control": perform_control,
        })

    # ------------------------------------------------------------------ setup

    def setup(self, state: GameState, decks: list[list[CardDef]], *, first: int | None = None,
              shuffle: bool = True) -> None:
        """As the kernel's, except with the variant ``first_player: choose``: the winner
        of the coin toss (or ``first``, the winner of the previous game) decides whether
        to go first or second (``duel.py``) before the opening hands are drawn."""
        if state.options.get("first_player") != CHOOSE:
            super().setup(state, decks, first=first, shuffle=shuffle)
            return
        for p in range(len(state.players)):
            self.create_deck(state, p, decks[p], shuffle=shuffle)
        choose_first(state, first)

    def deck_sets(self) -> dict[str, tuple[list[str], list[str]]]:
        return {"demo": DEMO_DECKS, "vanilla": VANILLA_DECKS}

    def in_extra_deck(self, card: CardDef) -> bool:
        """Fusion, Synchro, Xyz and Link Monsters are the Extra Deck."""
        return bool(getattr(card, "extra", ""))

    def validate_deck(self, deck: list[CardDef], *, player: int) -> None:
        """A deck list is the Main Deck and the Extra Deck together: its Fusion, Synchro,
        Xyz and Link Monsters are the Extra Deck. The Main Deck holds 40 to 60 cards, the
        Extra Deck 0 to 15, and no more than 3 cards of one name are in the two together;
        the error says which part is wrong and by how much."""
        who = f"player {player + 1}"
        main = [c for c in deck if not self.in_extra_deck(c)]
        extra = len(deck) - len(main)
        low, high = MAIN_DECK_SIZE
        if not low <= len(main) <= high:
            raise MalformedInput(f"{who}'s Main Deck has {len(main)} cards; a Main Deck has "
                                 f"{low} to {high} ({self.deck_rule})")
        low, high = EXTRA_DECK_SIZE
        if extra > high:
            raise MalformedInput(f"{who}'s Extra Deck has {extra} cards (its Fusion, Synchro, "
                                 f"Xyz and Link Monsters); an Extra Deck has {low} to {high} "
                                 f"({R_EXTRA_DECK})")
        for name, n in Counter(c.name for c in deck).items():
            if n > 3:
                raise MalformedInput(f"{who}'s deck has {n} copies of {name} (Main and Extra "
                                     f"Deck together); at most 3 are allowed ({self.deck_rule})")

    def create_deck(self, state: GameState, player: int, deck: list[CardDef], *,
                    shuffle: bool = True) -> None:
        """The Main Deck is shuffled into the Deck; the Extra Deck monsters of the list
        start in the Extra Deck (face-down, known to their owner)."""
        extra = [c for c in deck if self.in_extra_deck(c)]
        if not extra:
            super().create_deck(state, player, deck, shuffle=shuffle)
            return
        super().create_deck(state, player, [c for c in deck if not self.in_extra_deck(c)],
                            shuffle=shuffle)
        for card in extra:
            state.create(card, player, "extra_deck")

    def begin_turn(self, state: GameState) -> None:
        state.data = FRESH_TURN

    def end_turn(self, state: GameState) -> None:
        """Effects that last "for the rest of this turn" end with it, and so do those of
        "your next Draw Phase" once that Draw Phase's turn is over."""
        state.end_continuous("turn")
        if state.continuous:
            end_next_draws(state)

    def response_options(self, state: GameState, player: int) -> tuple[Option, ...]:
        """The effects and Set cards ``player`` could activate in response now."""
        if not state.statics.get("activate:ability"):
            return ()
        return tuple(effect_options(state, player))

    def respond(self, state: GameState, player: int, option: Option) -> None:
        """Activate an effect or a Set card as the next chain link."""
        activate(state, player, option.obj)

    def resolve(self, state: GameState, item: PendingItem) -> None:
        """A chain link resolves: an activated effect or card by the chain's rules of
        negation and fizzling (:func:`~.chain.resolve_link`), others as the kernel does."""
        if item.ability is not None and isinstance(state.ability(item.ability), Effect):
            resolve_link(state, item)
        else:
            super().resolve(state, item)

    def resolve_card(self, state: GameState, item: PendingItem) -> None:
        """A Spell's chain link resolves; a Normal Spell then goes to the GY, a
        Continuous or Field Spell stays face-up on the field, where its effects apply, and
        an Equip Spell stays equipped or, not equipped, is sent to the GY. A link
        whose activation or effect was negated does nothing (a Normal Spell still goes
        to the GY; a negated activation's card was already destroyed by the negation)."""
        if item.ability is None:
            resolve_scale(state, item)  # a Pendulum Scale's activation: no effect of its own
            return
        assert item.obj is not None
        card = state.objects[item.obj].card
        kind = getattr(card, "spell_type", "")
        after: Step | None = ToGraveyard(item.obj, "spell_trap_zone", R_CHAIN) \
            if kind in ("normal", "ritual") else SettleEquip(item.obj) if kind == "equip" else None
        negated = next((s for s in item.status if s.endswith("_negated")), None)
        if negated is None and negated_as_it_resolves(state, item):
            negated = "effect_negated"  # by a continuous effect (Freed the Matchless General)
        if negated is not None:
            state.log_rule(R_NEGATE, "{}: its {} was negated; it does nothing", card.name,
                           "activation" if negated == "activation_negated" else "effect")
            if after is not None:
                state.push(after)
            return
        resolve_effect(state, item, item.ability, after=after)

    def drew_from_empty(self, state: GameState, player: int, event: Event) -> None:
        """A player who must draw from an empty Deck loses."""
        state.lose(player, rule=R_DECK_OUT, why="had to draw from an empty Deck")

    def log_damage(self, state: GameState, ev: Event) -> None:
        """"Player 2 takes 500 battle damage"."""
        assert ev.player is not None
        state.log_rule(ev.rule, "{} takes {} {}damage", state.players[ev.player].name,
                       ev.amount, "battle " if ev.cause == "battle" else "")

    def effect_draw_rule(self, count: int) -> str:
        return "YGO rule: draw"

    def modifier_rule(self, event: Event) -> str:
        return "YGO-ND-04" if event.reason == "normal_draw" else "YGO rule: continuous effects"

    def replacement_rule(self, state: GameState, event: Event) -> str:
        return "YGO rule: replacement effects"

    def prohibition_rule(self, event: Event) -> str:
        return "YGO rule: continuous effects"

    # ------------------------------------------------------------------ options as text

    def describe(self, state: GameState, option: Option, lang: str = "en", *,
                 detail: bool = False) -> str:
        k = option.kind
        name = self.card_name(state, option.obj, lang) if option.obj >= 0 else ""
        if k == "summon":  # a Tribute Summon is a Normal Summon: one text for both
            return f"summon {name}"
        if k == "set":
            return f"set {name}"
        if k == "tribute":
            return f"tribute {name}{_from_hand(state, option.obj)}"
        if k == "extra":
            kind = getattr(state.objects[option.obj].card, "extra", "")
            return f"{SUMMON_NAME.get(kind, kind + ' summon').lower()} {name}"
        if k == "material":
            return f"use {name}{_from_hand(state, option.obj)} as material"
        if k == "choose" and detail and option.obj >= 0:
            # Copies of a card in two zones (a procedure's cost from the hand or the GY,
            # an Xyz Monster from the Extra Deck or the GY) are told apart by the zone.
            zone = state.objects[option.obj].zone
            where = "hand" if zone in HAND else "Extra Deck" if zone in EXTRA_DECK \
                else "GY" if zone in GRAVEYARD else ""
            if where:
                return f"choose {name} from the {where}"
        if k == "flip":
            return f"flip summon {name}"
        if k == "activate":
            return f"activate {name}"
        if k == "effect":
            return describe_effect(state, option, lang)
        if k in ("top", "bottom"):
            return f"put it on the {k} of the Deck"
        if k == "zone":
            d = state.decision
            if d is not None and d.kind == "pendulum":
                return f"pendulum summon {name} to {zone_text(option.arg)}"
            return zone_text(option.arg)
        if k == "pendulum":
            return "pendulum summon"
        if k == "done":
            return "finish choosing"
        if k == "declare":
            return f"declare {option.arg}"
        if k == "mode":
            ab = state.objects[option.obj].card.abilities[option.arg] \
                if type(option.arg) is int and 0 <= option.arg < len(
                    state.objects[option.obj].card.abilities) else None
            return f"choose {ab.label}" if isinstance(ab, Choice) else f"choose {option.arg}"
        if (k == "yes" or k == "no") and state.decision is not None \
                and state.decision.kind == GO_FIRST:
            return describe_first(option)
        if k == "change":
            return f"change position of {name}"
        if k == "battle":
            return "go to Battle Phase"
        if k == "end":
            if state.phase == "battle":
                return "end Battle Phase"
            return "go to End Phase"
        if k == "attack":
            if option.arg < 0:
                return f"attack directly with {name}"
            target = state.objects[option.arg]
            if target.face_down:
                shown = f"face-down monster @{target.id}"
            else:
                shown = self.card_name(state, option.arg, lang)
                if detail:  # two of a name: which one (the same attacker may face both)
                    shown += f"@{target.id} in {target.position.capitalize()} Position"
            return f"attack {shown} with {name}"
        return super().describe(state, option, lang, detail=detail)

    def event_text(self, state: GameState, event: Event) -> str:
        """A short text for an event, for the log: a destruction and a Summon in the
        card texts' words."""
        if event.obj is not None:
            o = state.objects[event.obj]
            # A Set card whose destruction is prevented or replaced stays Set: unnamed.
            name = "a face-down card" if o.face_down else o.card.name
            if event.kind == "move" and event.reason == DESTROY:
                return f"the destruction of {name}"
            if event.kind == "summon":
                return f"the Summon of {name}"
        return super().event_text(state, event)

    def explain(self, state: GameState, decision: Decision, option: Option) -> str | None:
        """Why a summon, Set, Flip Summon, position change, activation or attack is not
        legal now: the decision says whether this is the time for it, and the action's
        own check (the one behind the option list) says the rest."""
        k = option.kind
        if k == "pass" and decision.kind == "priority" and decision.options \
                and all(o.kind == "effect" for o in decision.options):
            # Only a mandatory effect is offered (chain.PhaseWindow): it must be activated.
            return f"{self.card_name(state, decision.options[0].obj)}'s effect is mandatory: " \
                   f"it must be activated now ({R_MANDATORY})"
        if k == "effect":
            oid = option.obj
            if type(oid) is not int or not 0 <= oid < len(state.objects):
                return None
            if decision.kind not in ("priority", "main_phase"):
                return f"effects are activated when you could respond, in your Main Phase or " \
                       f"in an open window of the Draw Phase ({R_CHAIN})"
            return why_not_card(state, decision.player, oid)[1]
        if k == "mode" and decision.kind == EFFECT_CHOICE:
            step = state.work[-1] if state.work else None
            index = getattr(step, "index", -1)
            if option.obj != getattr(step, "obj", None):
                return None
            return why_not_choice(state, decision.player, option.obj, index, option.arg)
        if k == "target" and decision.kind == "target":
            oid = option.obj
            if type(oid) is not int or not 0 <= oid < len(state.objects):
                return None
            return why_not_target(state, oid)
        if k == "battle":
            step = state.work[-1] if state.work else None
            if decision.kind == "main_phase" and isinstance(step, MainPhase):
                return why_not_battle(state, step.phase)
            return why_not_battle(state, "main1") or "the turn player goes to the Battle " \
                f"Phase from Main Phase 1, with no chain open ({R_PHASES})"
        if k == "choose" and decision.kind == "pendulum":
            oid = option.obj
            if type(oid) is not int or not 0 <= oid < len(state.objects):
                return None
            return why_not_pendulum_pick(state, decision.player, oid)
        if k == "pendulum":
            if decision.kind != "main_phase":
                return f"a Pendulum Summon is made in your own Main Phase ({R_PENDULUM_SUMMON})"
            return why_not_pendulum_summon(state, decision.player)
        if k == "position":
            return "a Special Summoned monster is placed face-up in Attack or Defense " \
                   "Position, chosen only when both are possible: a Link Monster is always " \
                   "in Attack Position (YGO rule: Special Summon position)"
        timing = _TIMING.get(k)
        oid, arg = option.obj, option.arg
        if timing is None or type(oid) is not int or not 0 <= oid < len(state.objects):
            return None
        kind, when, check = timing
        if decision.kind != kind:
            return when
        if k == "attack" and (type(arg) is not int or not -1 <= arg < len(state.objects)):
            return None  # not even a target: nothing the rules can say
        return check(state, decision.player, oid, arg)

    def conceivable(self, state: GameState, decision: Decision) -> list[Option]:
        p = decision.player
        effects = [Option("effect", oid) for oid in dict.fromkeys(
            ref[0] for ref in state.statics.get("activate:ability", ())
            if state.objects[ref[0]].controller == p)]
        if decision.kind == "main_phase":
            # A Spell with an activation condition or cost is activated as an effect
            # (its "effect" option), not by the Spell check.
            out = [Option(k, o) for o in state.zones[HAND[p]]
                   for k in ("summon", "set", "activate")
                   if k != "activate" or not activated_as_effect(state.objects[o].card)]
            out += [Option("extra", o) for o in state.zones[EXTRA_DECK[p]]]
            out += [Option("extra", o) for o in state.zones[HAND[p]]  # own procedures
                    if getattr(state.objects[o].card, "procedure", None) is not None]
            out += [Option("extra", o) for o in state.zones[GRAVEYARD[p]]  # "or GY"
                    if getattr(getattr(state.objects[o].card, "procedure", None), "from_gy",
                               False)]
            out += [Option("summon", o) for o in monsters(state, p)  # Gemini Summons
                    if getattr(state.objects[o].card, "gemini", False)]
            out += [Option(k, o) for o in monsters(state, p) for k in ("flip", "change")]
            held = scales(state, p)
            if held:
                out.append(Option("pendulum", next(iter(held.values()))))
            return [*out, *effects, Option("battle")]
        if decision.kind == "priority":
            # A Spell in the hand is conceivable here, to be refused for its Spell Speed.
            # So is a pass, to be refused where a mandatory effect must be activated.
            return [*effects, *(Option("activate", o) for o in state.zones[HAND[p]]
                                if not activated_as_effect(state.objects[o].card)),
                    Option("pass")]
        if decision.kind == "pendulum":
            return [Option("choose", o) for o in state.zones[HAND[p]]]
        if decision.kind == "target":
            return conceivable_targets(state)
        if decision.kind == EFFECT_CHOICE:
            step = state.work[-1]
            oid, index = getattr(step, "obj", -1), getattr(step, "index", -1)
            return [Option("mode", oid, i)
                    for i in choice_indexes(state.objects[oid].card, index)]
        if decision.kind == "battle_step":
            targets = [*monsters(state, 1 - p), -1]
            return [Option("attack", o, t) for o in monsters(state, p) for t in targets]
        return []

    def abilities_lost(self, state: GameState, oid: int, left: Event | None = None) -> bool:
        """A monster whose effects an effect negated (``xyz_effect.EFFECTS_NEGATED``), or
        a card whose effects a face-up card negates (``negation.NegatesEffects``: Jinzo's
        Traps on the field); as it leaves the field, the incarnation that left, where it
        was."""
        o = state.objects[oid]
        if effects_negated(state, oid, o.incarnation - 1 if left is not None
                           else o.incarnation):
            return True
        return bool(state.statics.get(NEGATES)) and negated_by_a_card(
            state, oid, left.frm if left is not None and left.frm is not None else o.zone)

    # ------------------------------------------------------------------ views

    def pending_view(self, state: GameState, item: PendingItem, viewer: int) -> dict[str, Any]:
        """An item of the chain, with the effect chosen as it was activated (public:
        it was announced)."""
        view = super().pending_view(state, item, viewer)
        if item.modes and item.obj is not None:
            view["choice"] = state.objects[item.obj].card.abilities[item.modes[0]].text
        return view

    def player_view(self, state: GameState, player: PlayerState) -> dict[str, Any]:
        """The public facts about a player, with the face-up Pendulum Monsters in their
        Extra Deck, which both players see (the Extra Deck's other cards are hidden)."""
        view = super().player_view(state, player)
        faceup = face_up_extra(state, player.index)
        if faceup:
            view["extra_deck_face_up"] = [state.objects[o].card.name for o in faceup]
        return view

    view_zones = ("monster_zone", "extra_monster_zone")

    def object_view(self, state: GameState, obj: GameObject, viewer: int) -> dict[str, Any]:
        """The kernel's view, with a monster's position and, face up, its ATK and DEF."""
        view = plain_view(obj, viewer)
        assert isinstance(obj, YgoObject)  # the rules' object_type
        if obj.zone in MONSTER_ZONE or obj.zone in EXTRA_MONSTER_ZONE:
            view["position"] = obj.position
            if "name" in view:
                view["atk"] = atk(state, obj)
                view["def"] = defense(state, obj)
        return view
