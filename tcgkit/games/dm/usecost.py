"""Additional costs and modes inside the use procedure (seed 003: 使う, steps 2, 3 and 5).

A card that has an additional cost (追加コスト) has the player declare in step 2 whether,
and how often, it is paid (DM-USE-03); the total cost of step 3 adds it to the cost the
increases and reductions give (DM-USE-04), and step 4 pays it all (DM-USE-05). A card
that has modes (モード: "choose one of the following") has its mode chosen in step 5, as
it is used (DM-USE-06), and the card does what that mode says as it resolves.

Both are written on the card (:class:`Buzzrenda`, :class:`Modes`); the use procedure in
:mod:`tcgkit.games.dm.play` asks about them only for a card that has them, so a card
without either costs the procedure nothing. What was declared is carried by the ``use``
event of step 5 (``amount``: additional payments, ``data``: the modes chosen), where the
resolving card finds it again (:func:`declared`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action, Ctx, Keyword, SpellEffect
from ...core.errors import EngineError
from ...core.steps import Step
from .zones import BATTLE

if TYPE_CHECKING:
    from ...core.cards import CardDef
    from ...core.state import GameState

R_ADDITIONAL = "DM-USE-03"
R_MODES = "DM-USE-06"


@dataclass(frozen=True, kw_only=True)
class Buzzrenda(Keyword):
    """バズレンダ (Buzzrenda), an additional cost: "when you pay this card's cost, you may
    pay ``extra`` more (colorless) any number of times; its BR ability is used once, and
    once more for each additional payment". The BR ability is the card's
    :class:`BR` instruction."""

    name: str = "Buzzrenda"
    extra: int = 1


def buzzrenda(card: CardDef) -> Buzzrenda | None:
    """The card's Buzzrenda, if it has one (asked only as a card is used)."""
    for ab in card.abilities:
        if isinstance(ab, Buzzrenda):
            return ab
    return None


@dataclass(frozen=True)
class Modes(Action):
    """"Choose one of the following" on a spell: the mode is chosen as the card is used,
    in step 5 of the procedure (DM-USE-06), and only the chosen mode's instructions are
    carried out as it resolves, in the order they are written."""

    modes: tuple[tuple[str, tuple[Action, ...]], ...] = ()
    double: bool = False
    """爆進ダブル (Bakushin Double): with an evolution creature of the user's in the battle
    zone, every mode may be chosen, carried out in the order written."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        chosen = declared(state, ctx)[1]
        if chosen:
            state.push(RunModes(ctx, chosen, 0, 0))

    @property
    def text(self) -> str:
        return "choose one: " + " / ".join(text for text, _ in self.modes)


ALL_MODES = -1
"""The ``mode`` option's argument for "every mode" (爆進ダブル)."""


R_DOUBLE = "DM-USE-06 (Bakushin Double)"


def why_not_all_modes(state: GameState, player: int, spec: Modes) -> str | None:
    """Why ``player`` may not choose every mode of ``spec``, or ``None`` if they may
    (爆進ダブル: they have an evolution creature in the battle zone)."""
    if not spec.double:
        return f"only one mode of the card may be chosen ({R_MODES})"
    objs = state.objects
    if any(getattr(objs[oid].card, "evolution", False) for oid in state.zones[BATTLE[player]]):
        return None
    return f"Bakushin Double lets you choose every mode only with an evolution creature of " \
           f"yours in the battle zone ({R_DOUBLE})"


def modes_of(card: CardDef) -> Modes | None:
    """The modes of a spell card, if it has them."""
    for ab in card.abilities:
        if isinstance(ab, SpellEffect):
            for action in ab.effect:
                if isinstance(action, Modes):
                    return action
    return None


def declared(state: GameState, ctx: Ctx) -> tuple[int, tuple[int, ...]]:
    """What was declared as the resolving card was used: the number of additional
    payments (step 2) and the modes chosen (step 5), read off the card's ``use`` event
    (none: ``(0, ())``). Only the use that brought it where it is counts: looking back,
    a zone change of the card before any use of it means it got there otherwise (a
    creature put into the battle zone by an effect was not used, whatever an earlier use
    of the same card declared). Its summon, and a spell's resolution, come after the
    use without a zone change between."""
    src = ctx.source
    if src is None:
        return 0, ()
    for ev in reversed(state.history.events):
        if ev.obj != src:
            continue
        if ev.kind == "use":
            return ev.amount, tuple(ev.data)
        if ev.kind == "move":
            break
    return 0, ()


class RunModes(Step):
    """The chosen modes' instructions, one after another: instruction ``sub`` of mode
    ``chosen[at]``, then the rest (each finishing, with its choices, before the next).
    The modes are those of the resolving ability (a spell's :class:`Modes`, an
    ability's "choose N times"), looked up there, so the step holds only numbers."""

    __slots__ = ("at", "chosen", "ctx", "sub")

    def __init__(self, ctx: Ctx, chosen: tuple[int, ...], at: int, sub: int) -> None:
        self.ctx = ctx
        self.chosen = chosen
        self.at = at
        self.sub = sub

    def run(self, state: GameState) -> None:
        if self.at >= len(self.chosen):
            return
        actions = _resolving_modes(state, self.ctx)[self.chosen[self.at]][1]
        # Steps run in the order they are pushed: the rest comes after what this
        # instruction schedules.
        actions[self.sub].start(state, self.ctx)
        if self.sub + 1 < len(actions):
            state.push(RunModes(self.ctx, self.chosen, self.at, self.sub + 1))
        elif self.at + 1 < len(self.chosen):
            state.push(RunModes(self.ctx, self.chosen, self.at + 1, 0))


def _resolving_modes(state: GameState, ctx: Ctx) -> tuple[tuple[str, tuple[Action, ...]], ...]:
    """The modes (text, actions) of the ability resolving in ``ctx``."""
    assert ctx.ability is not None
    for action in getattr(state.ability(ctx.ability), "effect", ()):
        modes: tuple[tuple[str, tuple[Action, ...]], ...] | None = getattr(action, "modes", None)
        if modes is not None:
            return modes
    raise EngineError(f"{state.ability(ctx.ability).text!r} has no modes")


@dataclass(frozen=True)
class BR(Action):
    """The BR ability of a Buzzrenda card: its instructions, carried out once and once
    more for each additional payment declared as the card was used (DM-USE-03)."""

    actions: tuple[Action, ...] = ()

    def start(self, state: GameState, ctx: Ctx) -> None:
        times = 1 + declared(state, ctx)[0]
        if times > 1 and ctx.source is not None:
            state.log_rule(R_ADDITIONAL, "{}'s BR ability is used {} times (once, and once "
                           "for each additional payment)", state.objects[ctx.source].card.name,
                           times)
        if self.actions:
            state.push(RunBR(ctx, times, 0))

    @property
    def text(self) -> str:
        return "BR: " + "; ".join(a.text for a in self.actions)


def _br_of(card: CardDef) -> BR:
    """The BR instruction of a card's spell effect (its instructions are looked up on the
    card, so the steps below hold only numbers)."""
    for ab in card.abilities:
        for action in getattr(ab, "effect", ()):
            if isinstance(action, BR):
                return action
    raise LookupError(f"{card.name} has no BR ability")


class RunBR(Step):
    """The BR instructions: instruction ``sub`` and the rest of this round, then
    ``times - 1`` more rounds."""

    __slots__ = ("ctx", "sub", "times")

    def __init__(self, ctx: Ctx, times: int, sub: int) -> None:
        self.ctx = ctx
        self.times = times
        self.sub = sub

    def run(self, state: GameState) -> None:
        assert self.ctx.source is not None
        actions = _br_of(state.objects[self.ctx.source].card).actions
        actions[self.sub].start(state, self.ctx)
        if self.sub + 1 < len(actions):
            state.push(RunBR(self.ctx, self.times, self.sub + 1))
        elif self.times > 1:
            state.push(RunBR(self.ctx, self.times - 1, 0))
