"""Duel Masters' "once per turn / once per game" families (ターン1, DM-T1-01..15) as
building blocks for the card vocabulary.

Nothing here keeps a flag on a card. Each form is one of two things:

- a question to the history: "the first time each turn X" and "the 2nd / 3rd time this
  turn" are triggers whose pattern asks which X of the turn this event is
  (:func:`nth_time`): a card that arrives after the first X finds its X is not the first
  and does not trigger, and one that was declined already had its first X;
- a :class:`~tcgkit.core.limits.Limit` on the ability, spent when the form says:

  ============================================  =====================================
  printed form                                  limit
  ============================================  =====================================
  TCG "once each turn, you may ..."             :func:`each_turn` (spent only if used)
  static permission / replacement, "once"       :func:`each_turn` (spent when applied)
  keyword "if you haven't used <keyword> ..."   :func:`keyword_once` (first to resolve)
  TCG "once per game" (unnamed / named)         :func:`per_game` / ``named=True``
  Duel Masters Play's "(activates only once     :func:`plays_once`: spent when it
  per turn / per game)"                         triggers, even if it then does nothing
  ============================================  =====================================

The limits count per card and per ability line (two copies, two uses), or per name for
the named forms ("your <Name>'s"), for that player only (DM-T1-09, DM-T1-13). Each
factory gives its limit the rule a spent use is logged under (DM-T1-05, 07, 08, 09, 10,
11, 13, 15).

Duel Masters Play's prints its annotations on cards whose TCG text has none (King
Alcadeus, Cantabile ...): :func:`by_variant` writes such an ability as its TCG line and
its Play's line, each gated by the game's ``variant`` option inside the ability's own
condition, so only cards printed differently pay for the check.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from ...core.abilities import Ability, Ctx, Pattern, Permission, Replacement, Triggered
from ...core.events import Event
from ...core.limits import (
    AT_RESOLUTION,
    ATTACK,
    GAME,
    KEYWORD,
    NAME,
    OBJECT,
    ON_TRIGGER,
    SOURCE,
    TURN,
    WHEN_APPLIED,
    Limit,
)
from .zones import BATTLE, GRAVEYARD, MANA

if TYPE_CHECKING:
    from ...core.state import GameState

EventTest = Callable[["GameState", Event, Ctx], bool]
"""Whether an event is one of the X a trigger counts, seen from the ability's context."""

R_TURN1 = "DM-T1-01"
""""Turn 1" (ターン1): once per turn, not the first turn."""


def nth_time(n: int, kind: str, test: EventTest, *, game: bool = False) -> Pattern:
    """"The ``n``-th time this turn X" (``game``: this game): a trigger pattern on events
    of ``kind`` that pass ``test`` and are the ``n``-th such event in the history (every
    zone change counts where ``test`` says so: a summon is a move into the battle zone).
    The count is the turn's, not the card's: a card that arrives after the first X does
    not see a first X again (DM-T1-02, DM-T1-04)."""

    def where(state: GameState, event: Event, ctx: Ctx) -> bool:
        if not test(state, event, ctx):
            return False
        return state.history.ordinal(event, game=game,
                                     where=lambda e: test(state, e, ctx)) == n

    return Pattern(kind, where=where)


def first_time(kind: str, test: EventTest) -> Pattern:
    """"The first time each turn X" (各ターン、はじめて…した時; DM-T1-02)."""
    return nth_time(1, kind, test)


R_EACH_TURN = "DM-T1-05"
"""An optional "once each turn": spent only when used."""
R_STATIC_ONCE = "DM-T1-07"
"""A static "once each turn" permission: spent when it is applied."""
R_APPLIED_ONCE = "DM-T1-10"
"""A once-per-turn replacement (or Duel Masters Play's static ability): spent only when
it actually applies."""
R_PLAYS_ONCE = "DM-T1-08"
"""Duel Masters Play's "(this effect activates only once per turn)": spent as it triggers."""
R_PLAYS_NAMED = "DM-T1-09"
"""Its named form, "(your <Name>'s this effect ...)": shared by the name."""
R_KEYWORD_ONCE = "DM-T1-11"
"""A keyword's "if you haven't used <keyword> in this period"."""
R_PER_GAME = "DM-T1-13"
"""The TCG's "once per game", unnamed (per object) or named (per name, per player)."""
R_PLAYS_PER_GAME = "DM-T1-15"
"""Duel Masters Play's "(this effect activates only once per game)"."""

FINAL_DECLARATION = "Final Declaration"
"""終極宣言 (our translation, unofficial): "usable once in the game", named: one use per
player per game, whichever card of theirs has it (DM-T1-13: Gorgini en Gels, Bolshack
Voljaak)."""


def each_turn(*, named: bool = False, rule: str = R_EACH_TURN) -> Limit:
    """A TCG "once each turn" (各ターンに一度): optional triggers spend it only when their
    controller uses them (declining leaves it available, DM-T1-05); static permissions
    (``rule=R_STATIC_ONCE``) and replacements (``rule=R_APPLIED_ONCE``) only when
    applied (DM-T1-07, DM-T1-10). A spent use is logged under ``rule``."""
    return Limit(per=TURN, shared=NAME if named else OBJECT, spent=WHEN_APPLIED, rule=rule)


def static_once(*, named: bool = False) -> Limit:
    """A static permission's "once each turn" (DM-T1-07): spent when it is applied."""
    return each_turn(named=named, rule=R_STATIC_ONCE)


def applied_once(*, named: bool = False, lines: str = "", per: str = TURN) -> Limit:
    """A replacement's (or Duel Masters Play's static ability's) once per turn: spent only
    when it actually applies, not when it could have but did not (DM-T1-10). ``lines``
    names an effect that tcgkit writes as several ability lines (a creature coming out
    by a summon, or put out otherwise): one count for all of those lines of the card,
    or, ``named``, of the player's lines of that name, whichever copy of the card has
    them. ``per=GAME``: Duel Masters Play's "(... activates only once per game)" on a
    static ability (DM-T1-15)."""
    if per == GAME:
        return Limit(per=GAME, shared=NAME if named else OBJECT, spent=WHEN_APPLIED,
                     rule=R_PLAYS_PER_GAME)
    if lines:
        return Limit(per=TURN, shared=KEYWORD if named else SOURCE, name=lines,
                     spent=WHEN_APPLIED, rule=R_APPLIED_ONCE)
    return each_turn(named=named, rule=R_APPLIED_ONCE)


def per_game(*, named: bool = False, keyword: str = "") -> Limit:
    """"Once per game" (ゲーム中に一度): per object when unnamed, per name (or keyword) for
    that player when named; the opponent's use does not count (DM-T1-13)."""
    if keyword:
        return Limit(per=GAME, shared=KEYWORD, name=keyword, spent=WHEN_APPLIED,
                     rule=R_PER_GAME)
    return Limit(per=GAME, shared=NAME if named else OBJECT, spent=WHEN_APPLIED,
                 rule=R_PER_GAME)


def keyword_once(keyword: str, *, per: str = TURN) -> Limit:
    """"If you haven't used <keyword> this turn / during this attack": any number may
    trigger; the first to resolve spends the period's use and the rest do nothing
    (DM-T1-11)."""
    return Limit(per=per, shared=KEYWORD, name=keyword, spent=WHEN_APPLIED,
                 rule=R_KEYWORD_ONCE)


NINJA_STRIKE_LIMIT = keyword_once("Ninja Strike", per=ATTACK)
"""Ninja Strike: once during each attack, whichever shinobi resolves first."""


def plays_once(*, per: str = TURN, named: bool = False) -> Limit:
    """Duel Masters Play's "(this effect activates only once per turn / game)": the
    trigger resolves the first time its condition is met, whichever event of the turn
    that is, and never triggers again in the period even if it did nothing (its "if" was
    false, its "you may" declined) — the use is spent when it triggers (DM-T1-08).
    ``named``: "(your <Name>'s this effect ...)", shared by all your cards of that name,
    copies that left and came back included (DM-T1-09, DM-T1-15). The spent use is
    logged under DM-T1-15 for a game, DM-T1-09 when named, DM-T1-08 otherwise."""
    rule = R_PLAYS_PER_GAME if per == GAME else R_PLAYS_NAMED if named else R_PLAYS_ONCE
    return Limit(per=per, shared=NAME if named else OBJECT, spent=ON_TRIGGER, rule=rule)


def resolves_once() -> Limit:
    """A limit checked and spent as the ability resolves (its "if" false: not spent)."""
    return Limit(spent=AT_RESOLUTION)


# ---------------------------------------------------------------------- event tests

def into_your_mana(state: GameState, event: Event, ctx: Ctx) -> bool:
    """A card put into the ability controller's mana zone, by any means."""
    return event.to == MANA[ctx.controller] and event.frm != event.to


def into_battle(state: GameState, event: Event, ctx: Ctx) -> bool:
    """A creature put into a battle zone (either player's), summoned or not."""
    return event.frm is not None and event.to in BATTLE and event.frm not in BATTLE


def this_taps(state: GameState, event: Event, ctx: Ctx) -> bool:
    """This creature becomes tapped."""
    return event.kind == "tap" and event.obj == ctx.source


def your_attack(state: GameState, event: Event, ctx: Ctx) -> bool:
    """An attack by one of the ability controller's creatures."""
    return event.kind == "attack" and event.player == ctx.controller


def from_your_graveyard(state: GameState, event: Event, ctx: Ctx) -> bool:
    """A card leaving the ability controller's graveyard."""
    return event.frm == GRAVEYARD[ctx.controller] and event.to != event.frm


# ---------------------------------------------------------------------- TCG or Play's

PLAYS_VARIANT = "plays"
"""The ``variant`` option value of Duel Masters Play's (as :data:`~.play.PLAYS`)."""


def _in_variant(state: GameState, plays: bool) -> bool:
    return (state.options.get("variant") == PLAYS_VARIANT) is plays


def only_in(ability: Ability, *, plays: bool) -> Ability:
    """``ability`` as a line that functions only in the TCG (``plays=False``) or only in
    Duel Masters Play's: the gate joins the ability's own condition (a trigger's
    intervening "if", a replacement's condition, a permission's test), which the kernel
    asks before the usage limit, so the other variant's line never triggers, applies or
    spends anything. Only cards that print the two texts differently pay for it."""
    if isinstance(ability, Triggered):
        cond = ability.condition

        def trig(state: GameState, ctx: Ctx) -> bool:
            return _in_variant(state, plays) and (cond is None or cond(state, ctx))

        return replace(ability, condition=trig)
    if isinstance(ability, Replacement):
        rcond = ability.condition

        def repl(state: GameState, event: Event, ctx: Ctx) -> bool:
            return _in_variant(state, plays) and (rcond is None or rcond(state, event, ctx))

        return replace(ability, condition=repl)
    if isinstance(ability, Permission):
        test = ability.test

        def permit(state: GameState, ctx: Ctx, oid: int) -> bool:
            return _in_variant(state, plays) and (test is None or test(state, ctx, oid))

        return replace(ability, test=permit)
    raise TypeError(f"no variant gate for {type(ability).__name__}")


Lines = Ability | Sequence[Ability] | None
"""One ability line, the several lines tcgkit writes one printed ability as, or none."""


def by_variant(*, tcg: Lines, plays: Lines) -> tuple[Ability, ...]:
    """One printed ability whose text differs between the TCG and Duel Masters Play's
    (Play's "(this effect activates only once per turn)" annotations, DM-T1-08..10, 15):
    the lines of each, functioning only in its variant (``None``: the variant has no
    such line). Spread into the card's abilities: ``*by_variant(tcg=..., plays=...)``."""
    out: list[Ability] = []
    for lines, p in ((tcg, False), (plays, True)):
        if lines is None:
            continue
        for a in (lines,) if isinstance(lines, Ability) else lines:
            out.append(only_in(a, plays=p))
    return tuple(out)
