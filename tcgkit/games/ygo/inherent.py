"""Summons that are neither a plain Normal Summon nor an Extra Deck procedure.

- **Special Summon by its own procedure** (an inherent Special Summon, 特殊召喚ルール): "if
  <condition>, you can Special Summon this card (from your hand)" (Cyber Dragon). It is a
  player action like a Normal Summon: it does not use the Normal Summon, starts no chain
  and cannot be responded to as an activation, but as a Summon it can be negated
  (Solemn Judgment, Solemn Strike). Offered in the Main Phase as the ``extra`` option
  ("summon it by its procedure") of a monster in the hand. A procedure with a cost
  (:class:`BanishProcedure`: "by banishing 3 "Infernoid" monsters from your hand and/or
  GY"; "by banishing 1 LIGHT monster from your GY") has its cards chosen after the
  announcement, banished as the monster is summoned; "you can only Special Summon it this
  way once per turn" is the procedure's own usage limit (``BanishProcedure.limit``).
- **Summoning conditions**: "Cannot be Normal Summoned/Set. Must be Special Summoned by
  <its procedure>" (:data:`~.card.SPECIAL_ONLY`): never Normal Summoned or Set, and an
  effect can Special Summon it only once it was properly Special Summoned by its
  procedure (:func:`why_not_special_summon`); "this card cannot be Special Summoned"
  (:data:`~.card.NO_SPECIAL`): no effect Special Summons it.
- **Properly summoned** (正規の方法で特殊召喚): a Fusion, Synchro, Xyz, Link or Ritual
  Monster is Special Summoned from the GY or banishment by another effect only once it
  was properly summoned by its own kind of Summon, and not since returned to a hand, Deck
  or Extra Deck (:func:`properly_summoned`, read from the history of its summons and
  moves); a Ritual Monster is Special Summoned from the hand or Deck only by a Ritual
  Summon.
- **FLIP effects** (リバース効果): a Flip monster's effect triggers whenever it is flipped
  face-up: by a Flip Summon, by being attacked face-down (flipped at damage calculation)
  or by an effect. It is a mandatory Trigger Effect unless it says "you can".
- **Gemini monsters** (デュアル): a Normal Monster while face-up on the field or in the GY;
  a second Normal Summon of the face-up monster (a Gemini Summon, the ``summon`` option of
  a monster on the field) uses the turn's Normal Summon, needs no Tribute, starts no
  chain, can be negated as a Summon, and makes it an Effect Monster with its effects
  (``gemini_summoned`` on the object, lost as it leaves the field or is turned
  face-down).
- **Additional Normal Summons** ("you can conduct 2 Normal Summons/Sets this turn, not
  just 1"): a floating effect of the turn that raises the allowance the kernel's
  ``Normal Summon`` limit is checked against (``play.normal_summons``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ...core.abilities import Ability, Action, Ctx, Pattern, TargetSpec, Triggered
from ...core.continuous import PERMANENT, Continuous
from ...core.decision import Decision, Option, one_per_card
from ...core.errors import IllegalAction
from ...core.events import Event
from ...core.limits import Limit
from ...core.procedure import Procedure, Stage, Use, register
from ...core.steps import Ask
from .card import ATTACK, FUSION_ONLY, NO_SPECIAL, SPECIAL_ONLY, SpecialProcedure, YgoCard
from .chain import begin_summon, why_summon_forbidden
from .extra import ask_position, log_position, record_position, special_summon
from .zones import (
    BANISHED,
    DECK,
    EXTRA_DECK,
    EXTRA_MONSTER_ZONE,
    GRAVEYARD,
    HAND,
    MONSTER_ZONE,
    MONSTER_ZONES,
    monsters,
)

if TYPE_CHECKING:
    from ...core.state import GameState
    from .card import YgoObject
    from .typed import mut, objects

R_PROCEDURE = "YGO rule: Special Summon by its own procedure"
R_CONDITION = "YGO rule: summoning conditions"
R_GEMINI = "YGO rule: Gemini Summon"
R_MORE_SUMMONS = "YGO rule: additional Normal Summons"

MORE_NORMAL_SUMMONS = "normal_summons"
"""The kind of floating effect that lets its controller conduct more Normal Summons/Sets
this turn (``value``: how many in all)."""



def _objs(state: GameState) -> list[YgoObject]:
    if TYPE_CHECKING:
        return objects(state)
    return state.objects


# ---------------------------------------------------------------------- card constructors

def _no_further_condition(state: GameState, player: int) -> bool:
    return True


PROCEDURE_LINE = -1
"""The ability line a procedure's own usage limit is counted under: its card's effects
count theirs under their own lines (0, 1 ...), and "you can only Special Summon it this
way once per turn" is not one of its effects."""


@dataclass(frozen=True, kw_only=True)
class BanishProcedure(SpecialProcedure):
    """A procedure with a cost: "... by banishing ``count`` <what> from your hand and/or
    GY" (Infernoid Onuncu), or "from your GY" only (``from_hand`` false: Black Dragon
    Collapserpent). ``test`` says which cards may be banished (never the monster being
    summoned); they are chosen one by one after the announcement and banished as the
    monster is summoned, so the procedure is offered only while enough of them exist.
    ``condition``: what else it asks (by default nothing). ``limit``: "you can only
    Special Summon <name> this way once per turn" (shared by the copies of the name,
    spent as the Summon is attempted)."""

    condition: Callable[[GameState, int], bool] = _no_further_condition
    count: int = 3
    what: str = ""
    test: Callable[[YgoCard], bool] = lambda card: True
    from_hand: bool = True
    limit: Limit | None = None


def banishable(state: GameState, player: int, oid: int, proc: BanishProcedure,
               chosen: tuple[int, ...] = ()) -> list[int]:
    """The cards ``player`` may still choose to banish for ``oid``'s procedure: in their
    hand (if it allows) or GY, passing its test, not ``oid`` itself, not already chosen."""
    objs = _objs(state)
    zones = (HAND[player], GRAVEYARD[player]) if proc.from_hand else (GRAVEYARD[player],)
    return [c for z in zones for c in state.zones[z]
            if c != oid and c not in chosen and proc.test(objs[c].card)]


def procedure_monster(name: str, *, jp: str, passcode: str, level: int, attribute: str,
                      race: str, atk: int, defense: int, procedure: SpecialProcedure,
                      condition: str = "", abilities: Sequence[Ability] = ()) -> YgoCard:
    """A monster with a procedure of its own to Special Summon it from the hand
    (``condition``: its summoning condition, :data:`~.card.SPECIAL_ONLY` ...; ``""``: it
    can be Normal Summoned too)."""
    return YgoCard(name=name, jp=jp, passcode=passcode, level=level, attribute=attribute,
                   race=race, atk=atk, defense=defense, procedure=procedure,
                   summoning_condition=condition, abilities=tuple(abilities))


def flip_monster(name: str, *, jp: str, passcode: str, level: int, attribute: str, race: str,
                 atk: int, defense: int, text: str, effect: Sequence[Action],
                 targets: Sequence[TargetSpec] = (), optional: bool = False) -> YgoCard:
    """A Flip monster: "FLIP: <effect>" triggers when it is flipped face-up
    (:class:`FlipEffect`; mandatory unless ``optional``)."""
    return YgoCard(name=name, jp=jp, passcode=passcode, level=level, attribute=attribute,
                   race=race, atk=atk, defense=defense, flip=True,
                   abilities=(FlipEffect(text, on=FLIPPED, effect=tuple(effect),
                                         targets=tuple(targets), optional=optional),))


def gemini_monster(name: str, *, jp: str, passcode: str, level: int, attribute: str,
                   race: str, atk: int, defense: int, abilities: Sequence[Ability]) -> YgoCard:
    """A Gemini monster: its ``abilities`` apply only once it was Gemini Summoned (each
    effect's condition says :func:`gemini_summoned`)."""
    return YgoCard(name=name, jp=jp, passcode=passcode, level=level, attribute=attribute,
                   race=race, atk=atk, defense=defense, gemini=True,
                   abilities=tuple(abilities))


# ---------------------------------------------------------------------- summoning conditions

R_PROPER = "YGO rule: properly Special Summoned (正規の方法で特殊召喚)"

_SUMMON_NAMES = {"fusion": "a Fusion Summon", "synchro": "a Synchro Summon",
                 "xyz": "an Xyz Summon", "link": "a Link Summon", "ritual": "a Ritual Summon",
                 "procedure": "its own procedure"}
_HOME = frozenset((*HAND, *DECK, *EXTRA_DECK))
"""Where a card forgets that it was properly summoned: back in a hand, a Deck or an
Extra Deck it must be properly summoned again."""
_STARTS_ON_FIELD = frozenset((*MONSTER_ZONE, *EXTRA_MONSTER_ZONE))


def proper_summon(card: YgoCard) -> str:
    """How ``card`` must be properly Special Summoned before an effect can Special Summon
    it from the GY or banishment, as the ``summon`` event's ``reason`` says it
    (``"fusion"``, ``"synchro"``, ``"xyz"``, ``"link"``, ``"ritual"``, ``"procedure"``
    for "must be Special Summoned by" its procedure), or ``""``: no such rule for it."""
    if card.summoning_condition == SPECIAL_ONLY:
        return "procedure"
    if card.extra:
        return card.extra
    return "ritual" if card.ritual else ""


def properly_summoned(state: GameState, oid: int) -> bool:
    """Whether card ``oid`` was properly Special Summoned (:func:`proper_summon`) since it
    was last in a hand, Deck or Extra Deck: the history of its summons and moves, read
    back from now. Summoned another way since (Monster Reborn) it stays so; a Summon
    that was negated never happened (the monster went to the GY from where it was).

    A card the Duel found where it is (a scenario's setup places cards without their
    past) counts as properly summoned if it started on the field, in the GY or
    banished: the board a setup stands for was reached by the rules, and an Extra Deck
    or Ritual Monster gets there by its summon. Not one that must be Special Summoned
    by its own procedure and started in the GY or banished: a setup summons it by its
    procedure to say so."""
    o = _objs(state)[oid]
    how = proper_summon(o.card)
    start = o.zone
    for e in reversed(state.history.events):
        if e.obj != oid or (e.kind != "summon" and e.kind != "move"):
            continue
        if e.kind == "summon" and e.reason == how:
            return True
        if e.to in _HOME:
            return False
        start = e.frm if e.frm is not None else start
    if start in _HOME:
        return False
    return how != "procedure" or start in _STARTS_ON_FIELD


def why_not_special_summon(state: GameState, oid: int) -> str | None:
    """Why an effect cannot Special Summon card ``oid`` (its summoning condition, or the
    rule that it must first be properly summoned), or ``None``. A Fusion, Synchro, Xyz,
    Link or Ritual Monster, or one that "must be Special Summoned by" its procedure, is
    Special Summoned by an effect from the GY or banishment only once it was properly
    summoned (and not since returned to a hand, Deck or Extra Deck); a Ritual Monster or
    such a procedure monster never from the hand or Deck (only by a Ritual Summon or its
    procedure). From the Extra Deck the effect itself says it may."""
    o = _objs(state)[oid]
    card = o.card
    condition = card.summoning_condition
    if not condition and not card.extra and not card.ritual:
        return None  # most monsters: nothing to look at
    if condition == NO_SPECIAL:
        return f"{card.name} cannot be Special Summoned ({card.name}'s summoning " \
               f"condition, {R_CONDITION})"
    if condition == FUSION_ONLY:
        return f"{card.name} can only be Special Summoned by Fusion Summon ({card.name}'s " \
               f"summoning condition, {R_CONDITION})"
    how = proper_summon(card)
    if o.zone in GRAVEYARD or o.zone in BANISHED:
        if properly_summoned(state, oid):
            return None
        if how == "procedure":
            return f"{card.name} must first be Special Summoned by its own procedure before " \
                   f"an effect can Special Summon it ({R_CONDITION})"
        return f"{card.name} was not properly Special Summoned by {_SUMMON_NAMES[how]} " \
               f"first: an effect cannot Special Summon it from the " \
               f"{'GY' if o.zone in GRAVEYARD else 'banishment'} ({R_PROPER})"
    if o.zone in HAND or o.zone in DECK:
        if how == "procedure":
            return f"{card.name} must first be Special Summoned by its own procedure before " \
                   f"an effect can Special Summon it ({R_CONDITION})"
        if how == "ritual":
            where = "hand" if o.zone in HAND else "Deck"
            return f"{card.name} is Special Summoned from the {where} only by a Ritual " \
                   f"Summon ({R_PROPER})"
    return None


# ---------------------------------------------------------------------- Special Summon by procedure

_NOT_IN_HAND = f"the card is not in your hand ({R_PROCEDURE})"
_NOT_IN_HAND_OR_GY = f"the card is not in your hand or GY ({R_PROCEDURE})"


def why_not_procedure(state: GameState, player: int, oid: int, arg: object = None) -> str | None:
    """Why ``player`` cannot Special Summon ``oid`` from the hand by its own procedure now,
    or ``None``: a monster in their hand with such a procedure, whose condition holds, and
    a free Main Monster Zone. Whether it is their Main Phase is the decision's to say."""
    o = _objs(state)[oid]
    card = o.card
    proc = card.procedure
    if o.zone != HAND[player] and not (proc is not None and proc.from_gy
                                       and o.zone == GRAVEYARD[player]):
        return _NOT_IN_HAND if proc is None or not proc.from_gy else _NOT_IN_HAND_OR_GY
    if proc is None:
        return f"{card.name} has no procedure of its own to Special Summon it ({R_PROCEDURE})"
    if state.full(MONSTER_ZONE[player]):
        return f"your Main Monster Zones are full ({R_PROCEDURE})"
    if not proc.condition(state, player):
        return f"{card.name} cannot be Special Summoned by its procedure now: {proc.text} " \
               f"({R_PROCEDURE})"
    if isinstance(proc, BanishProcedure):
        if proc.limit is not None and not proc.limit.available(state, player, oid,
                                                               PROCEDURE_LINE):
            return f"{card.name} was already Special Summoned by its procedure this turn: " \
                   f"you can only do so once per turn ({card.name}, {R_PROCEDURE})"
        if len(banishable(state, player, oid, proc)) < proc.count:
            return f"{card.name} cannot be Special Summoned by its procedure now: there " \
                   f"is no {proc.what} to banish for it ({proc.text}, {R_PROCEDURE})" \
                   if proc.count == 1 else \
                   f"{card.name} cannot be Special Summoned by its procedure now: there " \
                   f"are not {proc.count} {proc.what}s to banish for it ({proc.text}, " \
                   f"{R_PROCEDURE})"
    if state.prohibitions.get("summon"):  # a lock on Special Summons, rarely any
        return why_summon_forbidden(state, player, oid, "procedure")
    return None


def _announce(state: GameState, use: Use) -> Use | None:
    reason = why_not_procedure(state, use.player, use.obj)
    if reason is not None:
        raise IllegalAction(reason)
    return None


def _ask_banish(state: GameState, use: Use) -> Decision | None:
    proc = _objs(state)[use.obj].card.procedure
    if not isinstance(proc, BanishProcedure):
        return None
    chosen: tuple[int, ...] = use.get("banish", ())
    if len(chosen) >= proc.count:
        return None
    cards = banishable(state, use.player, use.obj, proc, chosen)
    # Copies in one zone are one choice; the hand and the GY are told apart.
    zones = (HAND[use.player], GRAVEYARD[use.player]) if proc.from_hand \
        else (GRAVEYARD[use.player],)
    options = [o for z in zones
               for o in one_per_card(state, [c for c in cards if state.objects[c].zone == z],
                                     "choose")]
    return Decision(use.player, "choose", options,
                    f"Choose 1 {proc.what} to banish ({len(chosen) + 1} of {proc.count})",
                    state)


def _record_banish(state: GameState, use: Use, option: Option) -> Use:
    return use.with_plan("banish", (*use.get("banish", ()), option.obj))


def _summon(state: GameState, use: Use) -> Use | None:
    p, oid = use.player, use.obj
    card = _objs(state)[oid].card
    proc = card.procedure
    assert proc is not None
    frm = _objs(state)[oid].zone
    state.log_rule(R_PROCEDURE, "{} Special Summons {} from the {} by its own procedure ({})",
                   state.players[p].name, card.name, "hand" if frm == HAND[p] else "GY",
                   proc.text)
    who = state.players[p].name
    if isinstance(proc, BanishProcedure) and proc.limit is not None:
        # Spent by the attempt: a Summon negated afterwards was still done "this way".
        proc.limit.spend(state, p, oid, PROCEDURE_LINE)
    for c in use.get("banish", ()):
        # The procedure's cost: banished as the monster is summoned.
        state.log_rule(R_PROCEDURE, "{} banishes {} from the {}", who, _objs(state)[c].card.name,
                       "hand" if _objs(state)[c].zone == HAND[p] else "GY")
        state.move(c, BANISHED[p], player=p, source=oid, reason="banish", cause="cost",
                   rule=R_PROCEDURE)
    position: str = use.get("position") or ATTACK
    log_position(state, oid, position)
    # A Summon, not an activation: it can be negated (chain.SummonWindow), not chained to.
    begin_summon(state, Event("summon", player=p, obj=oid, frm=frm, to=MONSTER_ZONE[p],
                              rule=R_PROCEDURE, reason="procedure", data=(position, False)),
                 special=True)
    return None


# Legality is checked in full before the option is offered, and the position is a free
# choice: nothing can go wrong half-way.
register("ygo.procedure", Procedure("Special Summon by its own procedure", (
    Stage("announce", R_PROCEDURE, do=_announce),
    Stage("banish", R_PROCEDURE, ask=_ask_banish, record=_record_banish),
    Stage("position", R_PROCEDURE, ask=ask_position, record=record_position),
    Stage("summon", R_PROCEDURE, do=_summon),
), rewind_rule=R_PROCEDURE, checked_in_advance=True))


# ---------------------------------------------------------------------- FLIP

def _flipped_this(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source


@dataclass(frozen=True, slots=True)
class FlipPattern(Pattern):
    """"When this card is flipped face-up": a Flip Summon (``flip_summon``) or a flip
    face-up by battle or by an effect (``flip``)."""

    KINDS: ClassVar[tuple[str, ...]] = ("flip_summon", "flip")

    def matches(self, state: GameState, event: Event, ctx: Ctx) -> bool:
        return event.kind in self.KINDS and event.obj == ctx.source


FLIPPED = FlipPattern("flip")
"""The moment of a FLIP effect."""


@dataclass(frozen=True, kw_only=True)
class FlipEffect(Triggered):
    """"FLIP: <effect>": a Trigger Effect of this card when it is flipped face-up, however
    that happens (both event kinds of :class:`FlipPattern`)."""

    def kinds(self) -> tuple[str, ...]:
        return FlipPattern.KINDS


# ---------------------------------------------------------------------- Gemini

def gemini_summoned(state: GameState, ctx: Ctx) -> bool:
    """The condition of a Gemini monster's effects: it is face-up on the field, Gemini
    Summoned (an Effect Monster now)."""
    if ctx.source is None:
        return False
    o = _objs(state)[ctx.source]
    return o.gemini_summoned and not o.face_down and o.zone in MONSTER_ZONES[o.controller]


def treated_as_normal(state: GameState, oid: int) -> bool:
    """Whether card ``oid`` is a Normal Monster where it is: a Normal Monster card, or a
    Gemini monster in the GY or face-up on the field and not Gemini Summoned."""
    o = _objs(state)[oid]
    card = o.card
    if card.normal:
        return True
    if not card.gemini:
        return False
    if o.zone in GRAVEYARD:
        return True
    return o.zone in MONSTER_ZONES[o.controller] and not o.face_down \
        and not o.gemini_summoned


_NOT_GEMINI = f"only a Gemini monster is Normal Summoned again on the field ({R_GEMINI})"


def why_not_gemini(state: GameState, player: int, oid: int, left: bool) -> str | None:
    """Why ``player`` cannot Gemini Summon ``oid`` (a second Normal Summon of a face-up
    Gemini monster they control) now, or ``None``; ``left``: whether a Normal Summon is
    left this turn."""
    o = _objs(state)[oid]
    if not o.card.gemini:
        return _NOT_GEMINI
    if o.zone not in MONSTER_ZONES[player]:
        return f"only a Gemini monster you control can be Gemini Summoned ({R_GEMINI})"
    if o.face_down:
        return f"a face-down Gemini monster is Flip Summoned, not Gemini Summoned ({R_GEMINI})"
    if o.gemini_summoned:
        return f"{o.card.name} was already Gemini Summoned: it is an Effect Monster now " \
               f"({R_GEMINI})"
    if not left:
        return f"a Gemini Summon is a Normal Summon, and you have already Normal Summoned or " \
               f"Set this turn ({R_GEMINI})"
    return None


def gemini_summon(state: GameState, player: int, oid: int) -> None:
    """Gemini Summon ``oid``: the turn's Normal Summon is used and the Summon can be
    negated like any other; once it succeeds (``gemini_summon`` event) the monster is an
    Effect Monster. No Tribute, even for a Level 5 or higher one."""
    from .play import NORMAL_SUMMON

    NORMAL_SUMMON.spend(state, player)
    state.log_rule(R_GEMINI, "{} Normal Summons {} again on the field (a Gemini Summon)",
                   state.players[player].name, _objs(state)[oid].card.name)
    begin_summon(state, Event("gemini_summon", player=player, obj=oid, rule=R_GEMINI,
                              reason="gemini"))


def perform_gemini_summon(state: GameState, ev: Event) -> Event | None:
    """A Gemini Summon succeeds: the monster is an Effect Monster with its effects."""
    assert ev.obj is not None
    o = _objs(state)[ev.obj]
    if o.face_down or o.zone not in MONSTER_ZONES[o.controller]:
        return None
    if TYPE_CHECKING:
        m = mut(state, ev.obj)
    else:
        m = state.mut(ev.obj)
    m.gemini_summoned = True
    m.entered = state.turn  # Normal Summoned this turn: its position stays as it is
    state.log_rule(R_GEMINI, "{} is Gemini Summoned: it is an Effect Monster with its effects",
                   o.card.name)
    return ev


# ---------------------------------------------------------------------- additional Normal Summons

@dataclass(frozen=True)
class ConductNormalSummons(Action):
    """"You can conduct ``total`` Normal Summons/Sets this turn, not just 1" (Double
    Summon): a floating effect of the turn; two such effects do not add up."""

    total: int = 2
    duel: bool = False
    """"For the rest of this Duel ... per turn" (Time-Tearing Morganite), not this turn."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.controller
        if self.duel:
            state.add_continuous(Continuous(MORE_NORMAL_SUMMONS, controller=p,
                                            target=("player", p), value=self.total,
                                            source=ctx.source, duration=PERMANENT))
            state.log_rule(R_MORE_SUMMONS, "{} can conduct {} Normal Summons/Sets each turn "
                           "for the rest of the Duel", state.players[p].name, self.total)
            return
        state.add_continuous(Continuous(MORE_NORMAL_SUMMONS, controller=p,
                                        target=("player", p), value=self.total,
                                        source=ctx.source))
        state.log_rule(R_MORE_SUMMONS, "{} can conduct {} Normal Summons/Sets this turn",
                       state.players[p].name, self.total)

    @property
    def text(self) -> str:
        if self.duel:
            return f"you can conduct {self.total} Normal Summons/Sets per turn for the rest " \
                   f"of this Duel"
        return f"you can conduct {self.total} Normal Summons/Sets this turn, not just 1"


# ---------------------------------------------------------------------- Special Summon by effect

@dataclass(frozen=True)
class SpecialSummonFromHandOrGY(Action):
    """"Special Summon 1 <what> from your hand or GY" (the monster chosen as it resolves;
    summoning conditions apply: :func:`why_not_special_summon`)."""

    what: str
    test: Callable[[YgoCard], bool]
    declares = ("special_summon",)

    def candidates(self, state: GameState, player: int) -> tuple[int, ...]:
        """The monsters of ``player``'s hand and GY it could Special Summon."""
        objs = _objs(state)
        return tuple(oid for zone in (HAND[player], GRAVEYARD[player])
                     for oid in state.zones[zone]
                     if objs[oid].card.kind == "monster" and self.test(objs[oid].card)
                     and why_not_special_summon(state, oid) is None)

    def start(self, state: GameState, ctx: Ctx) -> None:
        found = self.candidates(state, ctx.controller)
        if found and not state.full(MONSTER_ZONE[ctx.controller]):
            state.push(ChooseToSpecialSummon(ctx, found, self.what))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return not state.full(MONSTER_ZONE[ctx.controller]) \
            and bool(self.candidates(state, ctx.controller))

    @property
    def text(self) -> str:
        return f"Special Summon 1 {self.what} from your hand or GY"


class ChooseToSpecialSummon(Ask):
    """The controller chooses the monster an effect Special Summons (from the hand or
    the GY: the options say where)."""

    __slots__ = ("cards", "ctx", "what")

    def __init__(self, ctx: Ctx, cards: tuple[int, ...], what: str) -> None:
        self.ctx = ctx
        self.cards = cards
        self.what = what

    def decide(self, state: GameState) -> Decision:
        return Decision(self.ctx.controller, "choose", one_per_card(state, self.cards, "choose"),
                        f"Choose 1 {self.what} to Special Summon", state)

    def answer(self, state: GameState, option: Option) -> None:
        p, oid = self.ctx.controller, option.obj
        o = _objs(state)[oid]
        state.log_rule("YGO rule: card effects", "{} Special Summons {} from the {}",
                       state.players[p].name, o.card.name,
                       "hand" if o.zone == HAND[p] else "GY")
        special_summon(state, Event("summon", player=p, obj=oid, frm=o.zone, to=MONSTER_ZONE[p],
                                    rule="YGO rule: card effects", reason="special",
                                    source=self.ctx.source, data=(ATTACK, False)))


def controls_no_monster(state: GameState, player: int) -> bool:
    """Cyber Dragon's condition, first half: ``player`` controls no monster."""
    return not monsters(state, player)
