"""Duel Masters by its comprehensive game rules (総合ゲームルール), with the Duel Masters
Play's variant selectable.

Log entries cite the rules by their numbers (``DM 502.1``; a section where no finer
number is known: ``DM 603``, triggered abilities), or the seed requirement IDs
(``DM-USE-05``) where the seeds state the rule. A rule whose number none of our sources
gives keeps a named label (``DM rule: extra turn``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, cast

from ...core.continuous import FLOATING
from ...core.decision import Decision, Option
from ...core.errors import MalformedInput
from ...core.events import DESTROY, Event, new_event
from ...core.limits import Limit
from ...core.objects import GameObject
from ...core.pending import OrderedTriggersPolicy
from ...core.perform import perform_draw, perform_marker
from ...core.perform import perform_move as kernel_perform_move
from ...core.rules import Rules, plain_view
from ...core.steps import EndResolution, RunActions
from . import cards, options
from .attack import must_attack, power, why_not_attack, why_not_block
from .decks import DEMO_DECKS, VANILLA_DECKS
from .evolution import ONTO, leave_with, onto_after_move, put_on
from .field import is_d2, upside_down, why_not_switch
from .fortify import link_set_up_castles, perform_fortify, shield_left
from .gr import R_GR, SUPER_GR_SIZE, check_super_gr, left_battle
from .outcome import WIN_KEY, deck_out, extra_win
from .play import (
    MANA_CHARGE,
    PLAYS,
    PLAYS_MAX_CREATURES,
    R_PLAYS_BATTLE_ZONE,
    additional_conceivable,
    explain_additional,
    explain_mode,
    plays,
    why_not_cast,
    why_not_cast_free,
    why_not_charge,
    why_not_cross,
    why_not_deploy,
    why_not_fortify,
    why_not_generate,
    why_not_summon,
    why_not_summon_free,
    why_not_summon_from_mana,
    why_not_use_aura,
    why_not_use_tamaseed,
)
from .psychic import HYPERSPATIAL_SIZE, awakened_side, check_hyperspatial, is_psychic
from .restricted import check_restricted
from .seal import after_enter
from .turn import STRUCTURE, until_end_of
from .usecost import ALL_MODES
from .vocab import ENTERS_TAPPED
from .windows import explain_declare, explain_s_back
from .zones import BATTLE, CASTLE, DECK, GRAVEYARD, HAND, MANA, SHIELD, SUPER_GR, UNDER, ZONES

if TYPE_CHECKING:
    from ...core.abilities import Ref
    from ...core.cards import CardDef
    from ...core.state import GameState
    from .typed import DmObject, objects

_TIMING: dict[str, tuple[str, str, Callable[[GameState, int, int, Any], str | None]]] = {
    "charge": ("mana_charge", "a card is put into the mana zone in your mana charge step "
                              "(DM 503.1)", why_not_charge),
    "summon": ("main_step", "creatures are summoned in your main step (DM 504.1)",
               why_not_summon),
    "cast": ("main_step", "spells are cast in your main step (DM 504.1)", why_not_cast),
    "summon_mana": ("main_step", "creatures are summoned in your main step (DM 504.1)",
                    why_not_summon_from_mana),
    "summon_free": ("main_step", "a G-Zero or other permission waives the cost only: "
                                 "creatures are still summoned in your main step (DM-USE-09, "
                                 "DM 504.1)", why_not_summon_free),
    "cast_free": ("main_step", "a permission waives the cost only: spells are still cast in "
                               "your main step (DM-USE-09, DM 504.1)", why_not_cast_free),
    "generate": ("main_step", "Cross Gears are generated in your main step (DM 504.1)",
                 why_not_generate),
    "cross": ("main_step", "Cross Gears are crossed in your main step (DM 303)",
              why_not_cross),
    "fortify": ("main_step", "castles are fortified in your main step (DM 504.1)",
                why_not_fortify),
    "deploy": ("main_step", "D2 fields are deployed in your main step (DM 504.1)",
               why_not_deploy),
    "use_tamaseed": ("main_step", "Tamaseeds are used in your main step (DM 504.1)",
                     why_not_use_tamaseed),
    "use_aura": ("main_step", "auras are used in your main step (DM 504.1)", why_not_use_aura),
    "attack": ("attack", "creatures attack in your attack step (DM 505.1)", why_not_attack),
    "block": ("block", "creatures block in the block step, when an opponent's creature "
                       "attacks (DM 507.1)", why_not_block),
}
"""Per action: the decision it is taken at, why it is refused at any other, and the one
check of its legality there."""

_USES = frozenset(("summon", "cast", "generate", "summon_mana", "summon_free", "cast_free",
                   "fortify", "deploy", "use_tamaseed", "use_aura"))
_MID_RESOLUTION = "cards cannot be used in the middle of an effect's resolution, unless the " \
                  "one-shot effect being resolved instructs it (DM-USE-08)"


def _resolving(state: GameState) -> bool:
    """Whether an effect is being resolved: its next actions, or the end of its
    resolution once the last one has started, are on the work stack."""
    return any(isinstance(s, (RunActions, EndResolution)) for s in state.work)

PLAYS_MAX_HAND = 10
R_PLAYS_HAND = "DMP rule: at most 10 cards in hand"
SHIELDS = 5
R_DECK_OUT = "DM 104.2b"
"""A player whose deck reaches 0 cards loses: at once, or, when an effect emptied it, once
that effect has resolved, together with any other player whose deck ran out in it
(outcome.py)."""


def _won(state: GameState, ev: Event) -> None:
    """A shield or a card arrived: an extra win may be met (outcome.py)."""
    extra_win(state, by_effect=ev.cause == "effect" or ev.reason == "effect")


def _deck_out(state: GameState, player: int, ev: Event | None = None) -> None:
    # In the middle of an effect the loss waits for the effect's end, where decks that
    # ran out together lose together (outcome.py).
    if not state.zones[DECK[player]] and not state.players[player].lost:
        deck_out(state, player, by_effect=ev is not None
                 and (ev.cause == "effect" or ev.reason == "effect"))


def _overflow(state: GameState, oid: int) -> None:
    """Duel Masters Play's: a hand holds at most 10 cards; a card beyond that goes to the
    graveyard (a move event, so that what watches cards leaving a hand sees it)."""
    o = state.objects[oid]
    if plays(state) and o.zone in HAND and len(state.zones[o.zone]) > PLAYS_MAX_HAND:
        state.log_rule(R_PLAYS_HAND, "{}'s hand is full: {} goes to the graveyard",
                       state.players[o.owner].name, o.card.name)
        state.move(oid, GRAVEYARD[o.owner], player=o.owner, reason="overflow", cause="rule",
                   rule=R_PLAYS_HAND)


def perform_draw_dm(state: GameState, ev: Event) -> Event | None:
    """Draw; a player whose deck becomes empty loses (outcome.py says when)."""
    did = perform_draw(state, ev)
    # _deck_out's and _overflow's first tests read first: every draw asks them.
    if ev.player is not None and not state.zones[DECK[ev.player]]:
        _deck_out(state, ev.player, ev)
    if did is not None and did.obj is not None and state.options.get("variant") == PLAYS:
        _overflow(state, did.obj)
    return did


def _no_room(state: GameState, ev: Event) -> Event | None:
    """Duel Masters Play's: a battle zone holds at most 7 cards (creatures, Cross Gears,
    Tamaseeds and fields alike; the cards under an evolution creature are not counted).
    A card that would come out when 7 are there comes out by no way at all (summoned,
    put out by an effect, generated): it goes to its owner's graveyard instead, and so
    never "comes out". A psychic or GR creature cannot be in the graveyard: it stays in
    its hyperspatial zone or super-GR. Returns the move that replaces ``ev``, or ``None``
    when nothing moves."""
    assert ev.obj is not None
    o = state.objects[ev.obj]
    c = o.card
    name = state.players[o.owner].name
    if getattr(c, "gr", False):
        # The super-GR is hidden: the card is not named.
        state.log_rule(R_PLAYS_BATTLE_ZONE, "{}'s battle zone is full: the GR creature stays "
                       "in their super-GR", name)
        return None
    if is_psychic(c):
        state.log_rule(R_PLAYS_BATTLE_ZONE, "{}'s battle zone is full: {} stays in their "
                       "hyperspatial zone", name, c.name)
        return None
    state.log_rule(R_PLAYS_BATTLE_ZONE, "{}'s battle zone is full: {} goes to the graveyard "
                   "instead", name, c.name)
    return new_event("move", obj=ev.obj, frm=o.zone, to=GRAVEYARD[o.owner], player=ev.player,
                     reason=ev.reason, cause="rule", rule=R_PLAYS_BATTLE_ZONE, source=ev.source)


def _full(state: GameState, ev: Event) -> bool:
    """Whether ``ev`` would bring one more card into a Duel Masters Play's battle zone
    that already holds 7 (an evolution creature put on top of one there takes its
    place: it needs no room)."""
    return ev.to in BATTLE and ev.target is None and plays(state) \
        and len(state.zones[ev.to]) >= PLAYS_MAX_CREATURES \
        and state.objects[ev.obj or 0].zone not in BATTLE


def perform_move(state: GameState, ev: Event) -> Event | None:
    """Move a card. Destroying puts a creature in the battle zone into its owner's
    graveyard. A multicolored card enters the mana zone tapped; a player whose deck
    becomes empty loses (outcome.py says when)."""
    assert ev.obj is not None and ev.to is not None
    if TYPE_CHECKING:
        o = objects(state)[ev.obj]
    else:
        o = state.objects[ev.obj]
    if ev.reason == DESTROY:
        if o.zone not in BATTLE or (ev.frm is not None and ev.frm != o.zone):
            return None
        state.log_rule(ev.rule, "{} is destroyed", o.card.name)
    elif ev.to in BATTLE and _full(state, ev):
        full = _no_room(state, ev)
        return None if full is None else perform_move(state, full)
    inc = o.incarnation
    did = kernel_perform_move(state, ev)
    if did is None:
        return None
    if did.frm in BATTLE and state.zones[UNDER[o.owner]]:
        leave_with(state, did, inc)  # the cards under an evolution creature go with it
    if ev.reason == ONTO:
        onto_after_move(state, did)  # Invasion: on top of the attacking creature
    if did.frm in SHIELD and state.zones[CASTLE[o.owner]]:
        shield_left(state, ev.obj, inc)  # a castle on this shield goes to the graveyard
    if o.card.gr and (did.frm in BATTLE or did.frm in UNDER):
        left_battle(state, ev.obj, ev.to)  # a GR creature returns to its super-GR
    if did.to in BATTLE and state.zones[UNDER[o.owner]]:
        after_enter(state, ev.obj)  # a Command removes a seal of its civilization
    if ev.to in MANA and o.card.multicolored:
        state.mut(ev.obj).tapped = True
        state.log_rule("DM 107", "{} enters the mana zone tapped (multicolored)", o.card.name)
    if did.to in BATTLE and ev.data and ENTERS_TAPPED in ev.data:
        _enters_tapped(state, ev.obj)
    if did.frm in DECK:
        _deck_out(state, o.owner, ev)
    if WIN_KEY in state.statics and (did.to in SHIELD or did.to in BATTLE):
        _won(state, ev)  # after the deck-out: settled before it all the same
    if state.options.get("variant") == PLAYS:  # _overflow's first test: every move asks
        _overflow(state, ev.obj)
    return did


def perform_summon(state: GameState, ev: Event) -> Event | None:
    """Put a summoned creature into the battle zone (a zone change too); an evolution
    creature goes on the creature the event names as its target (DM 801)."""
    assert ev.obj is not None and ev.to is not None
    if _full(state, ev):
        # A summon the use procedure let through (the room is checked as the card is
        # declared) finds the battle zone filled meanwhile: the card does not come out.
        full = _no_room(state, ev)
        return None if full is None else perform_move(state, full)
    frm = state.objects[ev.obj].zone
    state.relocate(ev.obj, ev.to)
    if ev.target is not None and state.objects[ev.target].zone == ev.to:
        put_on(state, ev.obj, ev.target)
    if state.zones[UNDER[state.objects[ev.obj].owner]]:
        after_enter(state, ev.obj)  # a Command removes a seal of its civilization
    if ev.data and ENTERS_TAPPED in ev.data:
        _enters_tapped(state, ev.obj)
    if WIN_KEY in state.statics:
        _won(state, ev)
    return ev.replace(frm=frm)


def _enters_tapped(state: GameState, oid: int) -> None:
    """A creature put into the battle zone tapped, as an effect changed its coming out
    (``ENTERS_TAPPED``: Ryusei Kaiser's "your opponent's creatures come out tapped")."""
    state.mut(oid).tapped = True
    state.log_rule("DM 110", "{} enters the battle zone tapped", state.objects[oid].card.name)


_OPTION_TEXT = {
    "charge": "charge {name}", "skip": "no charge", "summon": "summon {name}",
    "summon_mana": "summon {name} from mana", "summon_free": "summon {name} for free",
    "cast_free": "cast {name} for free",
    "choose": "choose {name}", "none": "choose none", "cast": "cast {name}",
    "generate": "generate {name}", "destroy": "destroy {name}",
    "tap": "tap {name} for mana",  # a mana card tapped to pay a cost by hand
    "block": "block with {name}", "no_block": "no block", "evolve": "evolve from {name}",
    "declare": "declare {name}", "no_declare": "declare nothing",
    "fortify": "fortify {name}", "deploy": "deploy {name}", "switch": "D Switch {name}",
    "use_tamaseed": "use {name}", "use_aura": "use aura {name}",
    "attach": "attach to {name}", "attach_gr": "GR summon and attach",
}
"""The text of each option kind that says only its verb and its card."""


def _switches(state: GameState, player: int) -> list[Option]:
    """A D Switch is used only as its trigger resolves: asked for at any other decision,
    it is refused naming why (once in the game, or its timing)."""
    objs = state.objects
    return [Option("switch", f) for f in state.zones[BATTLE[player]] if is_d2(objs[f].card)]


class DmRules(Rules):
    """The rules of Duel Masters for two players."""

    name: ClassVar[str] = "dm"
    title: ClassVar[str] = "Duel Masters"
    zones = ZONES
    structure = STRUCTURE
    starting_life = 0
    default_zones = ("battle",)
    library = "deck"
    hand = "hand"
    turn_rule = "DM 500.1"
    shuffle_rule = "DM 103.2"
    first_rule = "DM 103.4"
    opening_hand = 5
    opening_rule = "DM 103.3"
    concede_rule = "DM rule: concession"
    win_rule = "DM 104.1"
    draw_rule = "DM 104.1"
    pending_name = "the waiting abilities"
    cite: ClassVar[dict[str, str]] = {
        "resolve": "DM 603", "resolve_spell": "DM-USE-07",
        "fizzle": "DM 110", "condition": "DM 110",
        "may": "DM 603", "trigger": "DM 603",
        "no_target": "DM 110",
    }
    variant_options: ClassVar[dict[str, tuple[Any, ...]]] = {
        "variant": ("tcg", "plays"),
    }
    """``variant: plays`` follows Duel Masters Play's where it differs in the basics:
    civilizations unlocked by any mana-zone card, at most 10 cards in hand and 7
    creatures in the battle zone."""

    deck_size = (40, 40)
    max_copies = 4
    deck_rule = "DM 100.2"
    player_limits: ClassVar[dict[str, Limit]] = {"mana charge": MANA_CHARGE}
    option_kinds = options.OPTION_KINDS

    def __init__(self) -> None:
        super().__init__()
        self.policy = OrderedTriggersPolicy()
        self.pool.add(*cards.ALL)
        self.performers.update({
            "draw": perform_draw_dm, "move": perform_move, "summon": perform_summon,
            "use": perform_marker, "attack": perform_marker, "keyword": perform_marker,
            "attack_end": perform_marker, "cross": perform_marker, "block": perform_marker,
            "battle_win": perform_marker, "shield_break": perform_marker,
            "declare": perform_marker,
            "fortify": perform_fortify,
        })

    # ------------------------------------------------------------------ setup

    def deck_sets(self) -> dict[str, tuple[list[str], list[str]]]:
        return {"demo": DEMO_DECKS, "vanilla": VANILLA_DECKS}

    def prepare(self, state: GameState) -> None:
        """A scenario's board: castles set up in the castle zone fortify their player's
        shields in order (:func:`~tcgkit.games.dm.fortify.link_set_up_castles`)."""
        if any(state.zones[z] for z in CASTLE):
            link_set_up_castles(state)

    extra_deck_size = SUPER_GR_SIZE + HYPERSPATIAL_SIZE
    """A deck file counts its super-GR and its hyperspatial zone apart from the 40 cards
    (each checked on its own by :meth:`validate_deck`)."""

    def in_extra_deck(self, card: CardDef) -> bool:
        """A deck list's GR creatures are its super-GR (超GR), and its psychic creatures
        its hyperspatial zone (超次元ゾーン): both outside the deck proper."""
        return bool(getattr(card, "gr", False)) or is_psychic(card)

    def limited(self, card: CardDef) -> bool:
        """A card that says a deck may hold any number of it (Duzaiko GR) is exempt from
        the 4 copies of a name."""
        return not getattr(card, "any_number", False)

    def validate_deck(self, deck: list[CardDef], *, player: int) -> None:
        """The deck proper is checked as every deck is (40 cards, 4 of a name); the GR
        creatures of the list are its super-GR: none, or exactly 12 with at most 2 of a
        name (DM 118). A card no deck may hold (``DmCard.not_in_decks``: a Dragheart's
        creature side) is refused, saying why: scenarios set it up, deck lists may not;
        so is more of a Hall of Fame card than its list allows (restricted.py)."""
        check_restricted((c.name for c in deck), player)
        distinct = dict.fromkeys(deck)  # a deck's dozen cards, each asked once
        for card in distinct:
            why = getattr(card, "not_in_decks", "")
            if why:
                raise MalformedInput(f"player {player + 1}'s deck lists {card.name}: {why}; "
                                     f"only scenarios may set it up ({self.deck_rule})")
        if not any(self.in_extra_deck(c) for c in distinct):
            super().validate_deck(deck, player=player)
            return
        gr = [c for c in deck if getattr(c, "gr", False)]
        psychic = [c for c in deck if is_psychic(c)]
        super().validate_deck([c for c in deck if not self.in_extra_deck(c)], player=player)
        check_super_gr([c.name for c in gr], [True] * len(gr),
                       any_number=frozenset(c.name for c in gr if getattr(c, "any_number", 0)))
        check_hyperspatial([c.name for c in psychic], [True] * len(psychic),
                           [awakened_side(c) for c in psychic])

    def create_deck(self, state: GameState, player: int, deck: list[CardDef], *,
                    shuffle: bool = True) -> None:
        """The deck proper goes into the deck; the GR creatures of the list, shuffled,
        face down into the super-GR zone (DM 118): neither player knows its order; its
        psychic creatures face up into the hyperspatial zone, on their lower-cost side."""
        if not any(self.in_extra_deck(c) for c in dict.fromkeys(deck)):
            super().create_deck(state, player, deck, shuffle=shuffle)
            return
        gr = [c for c in deck if getattr(c, "gr", False)]
        super().create_deck(state, player, [c for c in deck if not self.in_extra_deck(c)],
                            shuffle=shuffle)
        for card in deck:
            if is_psychic(card):
                state.create(card, player, "hyperspatial")
        if not gr:
            return
        if shuffle:
            state.rng.shuffle(gr)
        for card in reversed(gr):
            state.create(card, player, "super_gr")
        if shuffle:
            # Ids are dealt in list order: the pile is shuffled again, so that an id tells
            # nothing about a card's place in it.
            state.perform(new_event("shuffle", player=player, to=SUPER_GR[player], rule=R_GR))

    def end_turn(self, state: GameState) -> None:
        """Effects that last until the end of the turn end with it, and so do those made
        for this turn by an earlier one ("next turn, ...": their duration names it)."""
        if not state.continuous:
            return
        now = until_end_of(state.turn)
        created_ends = any(c.kind == FLOATING and c.duration in ("turn", now)
                           for c in state.continuous)
        state.end_continuous("turn")
        state.end_continuous(now)
        if created_ends:
            # A player kept from losing ("you don't lose the game") whose deck is empty
            # loses as that effect ends: the empty deck is a state, checked again.
            for p in range(len(state.players)):
                _deck_out(state, p)

    def effect_draw_rule(self, count: int) -> str:
        """An effect's draw is a draw all the same (DM 502.1's drawing: the top card of
        the deck into the hand)."""
        return "DM 114"

    def replacement_rule(self, state: GameState, event: Event) -> str:
        return "DM 609"

    def first_replacement(self, state: GameState, event: Event,
                          candidates: Sequence[Ref]) -> Ref | None:
        """Of several replacement effects of creatures in one battle zone, the one of the
        creature placed first there applies (seed 002: "by the order of the two in the
        battle zone"); the other stays unused. Otherwise the affected player chooses."""
        objs = state.objects
        zone = objs[candidates[0][0]].zone
        if zone not in BATTLE or any(objs[oid].zone != zone for oid, _ in candidates):
            return None
        order = state.zones[zone]
        first = min(candidates, key=lambda ref: order.index(ref[0]))
        state.log_rule("DM 609", "{} is first in the battle zone: its "
                       "replacement effect applies", objs[first[0]].card.name)
        return first

    def prohibition_rule(self, event: Event) -> str:
        """An effect that says something does not happen (離れない, Gorgini en Gels)."""
        return "DM 110"

    def next_player(self, state: GameState) -> int:
        """The other player, unless the turn player has an extra turn coming (taken, it
        is used up)."""
        p = state.active
        if state.continuous:
            for eff in state.continuous:
                if eff.kind == "extra_turn" and eff.target == ("player", p):
                    state.continuous = [e for e in state.continuous if e is not eff]
                    state.version += 1
                    state.log_rule("DM rule: extra turn", "{} takes an extra turn",
                                   state.players[p].name)
                    return p
        return 1 - p

    def deal(self, state: GameState, first: int) -> None:
        """Five shields from the top of each deck, then the opening hands (DM 103.3)."""
        for p in (first, 1 - first):
            state.log_rule("DM 103.3", "{} puts the top {} cards of their deck face down as "
                           "shields", state.players[p].name, SHIELDS)
            for _ in range(SHIELDS):
                state.move(state.zones[DECK[p]][-1], SHIELD[p], player=p, reason="setup",
                           cause="rule")
        super().deal(state, first)

    # ------------------------------------------------------------------ options as text

    def describe(self, state: GameState, option: Option, lang: str = "en", *,
                 detail: bool = False) -> str:
        k = option.kind
        name = self.card_name(state, option.obj, lang) if option.obj >= 0 else ""
        template = _OPTION_TEXT.get(k)
        if template is not None:
            return template.format(name=name)
        if k == "cross":
            return f"cross {name} onto {self.card_name(state, option.arg, lang)}"
        if k == "s_back":
            return f"S-Back {name} discarding {self.card_name(state, option.arg, lang)}"
        if k == "fortify_on":
            return f"fortify shield {option.arg + 1}"
        if k == "end":
            return "end attacks" if state.step == "attack" else "end main step"
        if k == "attack":
            if option.arg < 0:
                return f"attack the player with {name}"
            return f"attack {self.card_name(state, option.arg, lang)} with {name}"
        if k == "break":
            return f"break shield {option.arg + 1}"
        if k == "mode":
            return "choose every mode" if option.arg == ALL_MODES \
                else f"choose mode {option.arg + 1}"
        return super().describe(state, option, lang, detail=detail)

    def explain(self, state: GameState, decision: Decision, option: Option) -> str | None:
        """Why a charge, summon, cast or attack is not legal now: the decision says
        whether this is the time for it, and the action's own check (the one behind the
        option list) says the rest."""
        k = option.kind
        if k == "end" and decision.kind == "attack":
            return must_attack(state, decision.player)
        if k == "declare":
            return explain_declare(state, decision, option)
        if k == "s_back":
            return explain_s_back(state, decision, option)
        if k == "additional":
            return explain_additional(state, decision, option)
        if k == "mode":
            return explain_mode(state, decision, option)
        timing = _TIMING.get(k)
        oid, arg = option.obj, option.arg
        if type(oid) is not int or not 0 <= oid < len(state.objects):
            return None
        if k == "switch":
            return why_not_switch(state, decision.player, oid, arg)
        if timing is None:
            return None
        kind, when, check = timing
        if k == "charge":
            # A charge already made this turn is the reason at any decision (a player who
            # tries a second one in the main step learns why); the step, only otherwise.
            reason = check(state, decision.player, oid, arg)
            return reason if reason is not None or decision.kind == kind else when
        if decision.kind != kind:
            if k in _USES and _resolving(state):
                return _MID_RESOLUTION
            return when
        if k == "attack" and (type(arg) is not int or not -1 <= arg < len(state.objects)):
            return None  # not even a target: nothing the rules can say
        return check(state, decision.player, oid, arg)

    def conceivable(self, state: GameState, decision: Decision) -> list[Option]:
        p = decision.player
        if decision.kind == "additional_cost":
            return additional_conceivable(state, decision)
        if decision.kind == "mode":
            return [Option("mode", -1, ALL_MODES)]  # "every mode": refused with its reason
        if decision.kind == "mana_charge":
            return [*(Option("charge", o) for o in state.zones[HAND[p]]),
                    *_switches(state, p)]
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        # Using a card is conceivable at any decision of the player's but the attack
        # step's own, so that a use at the wrong time (a shield break, the middle of an
        # effect) is refused naming the rule (DM 504.1, DM-USE-08, DM-USE-09) rather than
        # as an unknown option.
        hand = state.zones[HAND[p]]
        verb = {"creature": "summon", "spell": "cast", "cross_gear": "generate",
                "castle": "fortify", "d2_field": "deploy", "tamaseed": "use_tamaseed",
                "aura": "use_aura"}
        mine = state.zones[BATTLE[p]]
        uses = [*(Option(verb[objs[o].card.kind], o) for o in hand),
                *(Option("cross", g, c) for g in mine for c in mine
                  if objs[g].card.kind == "cross_gear"),
                *(Option("summon_mana", o) for o in state.zones[MANA[p]]),
                *(Option("summon_free", o) for o in hand),
                *(Option("cast_free", o) for o in hand), *_switches(state, p)]
        if not MANA_CHARGE.available(state, p):
            # A second charge, tried at any decision, is refused for being the second.
            uses += [Option("charge", o) for o in hand]
        # Any card of the hand may be named for a declaration, to be refused with the rule
        # (a window's options hold only those that may be declared; DM 506.3b).
        declares = [Option("declare", o) for o in hand]
        if decision.kind == "declare":
            return declares
        if decision.kind == "s_back":
            return [Option("s_back", o, b) for o in hand for b in hand]
        if decision.kind == "block":
            # Every card in the defender's battle zone may be named, to be refused with
            # the rule (DM 507.1).
            return [Option("block", o) for o in mine]
        if decision.kind == "attack":
            # Cards under the opponent's creatures too (a sealed creature is named to be
            # refused, DM 116).
            targets = [-1, *state.zones[BATTLE[1 - p]], *state.zones[UNDER[1 - p]]]
            return [*(Option("attack", o, t) for o in mine for t in targets), Option("end"),
                    *declares]
        return uses + declares

    # ------------------------------------------------------------------ views

    view_zones = ("battle",)

    def object_view(self, state: GameState, obj: GameObject, viewer: int) -> dict[str, Any]:
        """The kernel's view, with a creature's power in the battle zone, whether it is
        summoning sick, and a Dragheart Fortress turned upside down."""
        view = plain_view(obj, viewer)
        # A castle's view does not say which shield it fortifies: shields are told apart
        # by place, and the observation must not change when the hidden shields are
        # ordered otherwise (the log says where it was fortified).
        if obj.zone in BATTLE and is_d2(obj.card) and upside_down(state, obj.id):
            view["upside_down"] = True
        if obj.zone in BATTLE and getattr(obj.card, "kind", "") == "creature":
            # A Duel Masters object is a plain GameObject whose card is a DmCard (a Cross
            # Gear in the battle zone has no power and cannot attack).
            view["power"] = power(state, cast("DmObject", obj))
            if obj.entered >= state.turn:
                view["summoning_sick"] = True
        return view

    def player_view(self, state: GameState, player: Any) -> dict[str, Any]:
        view = super().player_view(state, player)
        del view["life"]  # Duel Masters has shields, not life
        view["shields"] = len(state.zones[SHIELD[player.index]])
        view["deck"] = len(state.zones[DECK[player.index]])
        return view
