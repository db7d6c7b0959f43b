"""The Main Phase: Normal Summon and Set (with Tributes), Flip Summon, changing battle
positions, and moving on to the Battle Phase or the End Phase."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.decision import Decision, Option, option_of
from ...core.errors import IllegalAction
from ...core.events import Event
from ...core.limits import AT_ACTIVATION, PLAYER, Limit
from ...core.procedure import Procedure, Stage, Use, register
from ...core.steps import Ask
from .card import ATTACK, DEFENSE, YgoCard
from .zones import GRAVEYARD, HAND, MONSTER_ZONE, MONSTER_ZONE_SIZE

if TYPE_CHECKING:
    from ...core.state import GameState

NORMAL_SUMMON = Limit(name="Normal Summon", shared=PLAYER, spent=AT_ACTIVATION)
"""One Normal Summon or Set per turn, a player-shared usage limit."""

R_SUMMON = "YGO rule: Normal Summon"
R_TRIBUTE = "YGO rule: Tribute Summon"
R_SET = "YGO rule: Set"
R_FLIP = "YGO rule: Flip Summon"
R_POSITION = "YGO rule: changing battle position"
R_PHASES = "YGO rule: turn structure"


def _card(state: GameState, oid: int) -> YgoCard:
    c: YgoCard = state.objects[oid].card  # type: ignore[assignment]
    return c


def can_normal_summon(state: GameState, player: int, oid: int) -> bool:
    """A monster in hand whose Tributes are on the field, with a Normal Summon left and
    room in the Monster Zone once the Tributes are gone."""
    return NORMAL_SUMMON.available(state, player) and _summonable(state, player, oid)


def _summonable(state: GameState, player: int, oid: int) -> bool:
    c = _card(state, oid)
    if c.kind != "monster":
        return False
    mine = len(state.zones[MONSTER_ZONE[player]])
    return mine >= c.tributes and mine - c.tributes < MONSTER_ZONE_SIZE


def can_flip_summon(state: GameState, oid: int) -> bool:
    """Face-down, and neither Set nor moved this turn."""
    o = state.objects[oid]
    return o.face_down and o.entered < state.turn and o.changed != state.turn  # type: ignore[attr-defined]


def can_change_position(state: GameState, oid: int) -> bool:
    """Face-up, not summoned this turn, not moved this turn, has not attacked this turn."""
    o = state.objects[oid]
    t = state.turn
    return (not o.face_down and o.entered < t and o.changed != t  # type: ignore[attr-defined]
            and o.attacked != t)  # type: ignore[attr-defined]


TO_BATTLE = Option("battle")
TO_END = Option("end")


class MainPhase(Ask):
    """The turn player acts in a Main Phase until they move on (``phase``: ``"main1"`` or
    ``"main2"``)."""

    __slots__ = ("phase",)
    OPEN = True

    def __init__(self, phase: str) -> None:
        self.phase = phase

    def decide(self, state: GameState) -> Decision:
        p = state.active
        objs = state.objects
        options: list[Option] = []
        mine = state.zones[MONSTER_ZONE[p]]
        if NORMAL_SUMMON.available(state, p):
            seen: set[Any] = set()
            room = len(mine)
            for oid in state.zones[HAND[p]]:
                c = objs[oid].card
                if c in seen:
                    continue
                seen.add(c)
                t = c.tributes  # type: ignore[attr-defined]
                if c.kind == "monster" and room >= t and room - t < MONSTER_ZONE_SIZE:  # type: ignore[attr-defined]
                    options.append(option_of(("summon", oid, None)))
                    options.append(option_of(("set", oid, None)))
        turn = state.turn
        for oid in mine:
            o = objs[oid]
            if o.entered >= turn or o.changed == turn:  # type: ignore[attr-defined]
                continue
            if o.face_down:
                options.append(option_of(("flip", oid, None)))
            elif o.attacked != turn:  # type: ignore[attr-defined]
                options.append(option_of(("change", oid, None)))
        if self.phase == "main1" and battle_phase_allowed(state):
            options.append(TO_BATTLE)
        options.append(TO_END)
        return Decision(p, "main_phase", options, "Main Phase: act, or move on", state)

    def answer(self, state: GameState, option: Option) -> None:
        p = state.active
        k = option.kind
        if k in ("summon", "set"):
            state.push(Use("ygo.summon", p, option.obj, plan=(("set", k == "set"),)), self)
        elif k == "flip":
            state.emit(Event("flip_summon", player=p, obj=option.obj, rule=R_FLIP))
            state.push(self)
        elif k == "change":
            state.emit(Event("position", player=p, obj=option.obj, rule=R_POSITION))
            state.push(self)
        elif k == "battle":
            state.log_rule(R_PHASES, "{} enters the Battle Phase", state.players[p].name)
        else:
            if self.phase == "main1":
                state.extra["no_battle"] = True
            state.log_rule(R_PHASES, "{} moves to the End Phase", state.players[p].name)


def battle_phase_allowed(state: GameState) -> bool:
    """The player who goes first cannot conduct a Battle Phase in the first turn."""
    return state.turn > 1


# ---------------------------------------------------------------------- Normal Summon / Set

def _announce(state: GameState, use: Use) -> Use | None:
    if state.objects[use.obj].zone != HAND[use.player]:
        raise IllegalAction("the card is not in your hand", rule=R_SUMMON)
    return None


def _ask_tributes(state: GameState, use: Use) -> Decision | None:
    chosen: tuple[int, ...] = use.get("tributes", ())
    if len(chosen) >= _card(state, use.obj).tributes:
        return None
    options = [Option("tribute", oid) for oid in state.zones[MONSTER_ZONE[use.player]]
               if oid not in chosen]
    return Decision(use.player, "tribute", options,
                    f"Choose a monster to Tribute for {_card(state, use.obj).name}", state)


def _record_tribute(state: GameState, use: Use, option: Option) -> Use:
    return use.with_plan("tributes", (*use.get("tributes", ()), option.obj))


def _summon(state: GameState, use: Use) -> Use | None:
    p = use.player
    name = state.players[p].name
    tributes: tuple[int, ...] = use.get("tributes", ())
    is_set = use.get("set")
    NORMAL_SUMMON.spend(state, p)
    for t in tributes:
        state.log_rule(R_TRIBUTE, "{} Tributes {}", name, state.objects[t].card.name)
        state.move(t, GRAVEYARD[state.objects[t].owner], player=p, reason="tribute",
                   cause="cost")
    if is_set:
        rule = R_SET
        state.log_rule(rule, "{} Sets a monster", name, private=None)
    else:
        rule = R_TRIBUTE if tributes else R_SUMMON
        state.log_rule(rule, "{} {} {}", name,
                       "Tribute Summons" if tributes else "Normal Summons",
                       state.objects[use.obj].card.name)
    state.emit(Event("summon", player=p, obj=use.obj, to=MONSTER_ZONE[p], rule=rule,
                     reason="set" if is_set else "tribute" if tributes else "normal",
                     data=(DEFENSE if is_set else ATTACK, bool(is_set))))
    return None


# Tributes and room are checked before the option is offered, and only monsters you
# control are offered as Tributes: nothing can go wrong half-way.
register("ygo.summon", Procedure("Normal Summon", (
    Stage("announce", R_SUMMON, do=_announce),
    Stage("tributes", R_TRIBUTE, ask=_ask_tributes, record=_record_tribute),
    Stage("summon", R_SUMMON, do=_summon),
), rewind_rule=R_SUMMON, checked_in_advance=True))
