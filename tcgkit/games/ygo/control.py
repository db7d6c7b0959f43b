"""Control of a card on the field (コントロール).

A card on the field is controlled by the player whose zone it is in; an effect that
"takes control" of a monster moves it, as the same card (it does not leave the field:
its position, face, materials and status stay), into a Main Monster Zone of the taker
(``"control"`` events, :func:`perform_control`). Taking control needs a free Main Monster
Zone of the taker, checked as the card is activated and again as it resolves (with none,
nothing happens). "Until the End Phase" is a :data:`CONTROL_UNTIL` record in the state:
as the End Phase begins (UNCONFIRMED: tcgkit returns it before anything is activated in
the End Phase) control returns to the player who had it
(:func:`return_control`); if that player has no free Main Monster Zone then, the monster
is sent to its owner's GY. A monster taken from an Extra Monster Zone goes to a Main
Monster Zone and returns to one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action, Ctx, TargetSpec
from ...core.continuous import PERMANENT, Continuous
from ...core.events import Event
from ...core.resolve import targeted_object
from ...core.steps import Step
from .zones import (
    GRAVEYARD,
    MONSTER_ZONE,
    MONSTER_ZONE_SIZE,
    in_monster_zone,
)

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import mut, objects

R_CONTROL = "YGO rule: control (taking and returning control)"
CONTROL_UNTIL = "control_until_end_phase"
"""The record of a control change "until the End Phase": ``controller`` the taker,
``target`` the monster (and its incarnation), ``value`` the player to return it to."""


def free_main_column(state: GameState, player: int) -> int:
    """The leftmost Main Monster Zone of ``player`` no monster is in, or -1 if all are
    taken (a monster placed without a column counts in the zone's capacity)."""
    zone = state.zones[MONSTER_ZONE[player]]
    if len(zone) >= MONSTER_ZONE_SIZE:
        return -1
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    taken = {objs[oid].column for oid in zone}
    return next(c for c in range(MONSTER_ZONE_SIZE) if c not in taken)


def perform_control(state: GameState, ev: Event) -> Event | None:
    """A monster's control passes to ``ev.player``: it moves, as the same card, to that
    player's leftmost free Main Monster Zone. Nothing happens if it is no longer on the
    field, is already theirs, or no Main Monster Zone of theirs is free."""
    oid, player = ev.obj, ev.player
    if oid is None or player is None:
        return None
    o = state.objects[oid]
    frm = o.zone
    if not (in_monster_zone(frm, 0) or in_monster_zone(frm, 1)) or o.controller == player:
        return None
    column = free_main_column(state, player)
    if column < 0:
        return None
    to = MONSTER_ZONE[player]
    state.relocate(oid, to, same_object=True)
    if TYPE_CHECKING:
        m = mut(state, oid)
    else:
        m = state.mut(oid)
    m.controller = player
    m.column = column
    shown = o.card.name if not o.face_down else "a face-down monster"
    if ev.reason == "return":
        state.log_rule(ev.rule or R_CONTROL, "Control of {} returns to {}", shown,
                       state.players[player].name)
    else:
        state.log_rule(ev.rule or R_CONTROL, "{} takes control of {}",
                       state.players[player].name, shown)
    return ev if ev.frm == frm else ev.replace(frm=frm, to=to)


def monster_your_opponent_controls(state: GameState, ctx: Ctx, oid: int) -> bool:
    """"1 monster your opponent controls" (face-up or face-down)."""
    return state.objects[oid].controller != ctx.controller


YOUR_OPPONENTS_MONSTER = TargetSpec("1 monster your opponent controls",
                                    monster_your_opponent_controls,
                                    zones=("monster_zone", "extra_monster_zone"))


@dataclass(frozen=True)
class TakeControlOfTarget(Action):
    """"Take control of that target until the End Phase": the target moves to a free
    Main Monster Zone of the effect's controller (there must be one as it is activated,
    and as it resolves), and a :data:`CONTROL_UNTIL` record returns it in the End
    Phase."""

    declares = ("control",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = targeted_object(state, ctx)
        if oid is None:
            return
        p = ctx.controller
        o = state.objects[oid]
        if o.controller == p:
            return
        if free_main_column(state, p) < 0:
            state.log_rule(R_CONTROL, "{} has no free Main Monster Zone: control of {} does "
                           "not change", state.players[p].name, o.card.name)
            return
        was = o.controller
        state.emit(Event("control", obj=oid, player=p, frm=o.zone, to=MONSTER_ZONE[p],
                         source=ctx.source, rule=R_CONTROL))
        state.add_continuous(Continuous(CONTROL_UNTIL, controller=p, source=ctx.source,
                                        target=(oid, o.incarnation), value=was,
                                        duration=PERMANENT))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return free_main_column(state, ctx.controller) >= 0

    @property
    def text(self) -> str:
        return "take control of that target until the End Phase"


def return_control(state: GameState) -> None:
    """As the End Phase begins, each control change "until the End Phase" ends: a
    monster still on the field under the taker returns to the player it was taken from
    (to their leftmost free Main Monster Zone), or, with none free, is sent to its
    owner's GY. A record whose monster left the field just ends."""
    records = [c for c in state.continuous if c.kind == CONTROL_UNTIL]
    if not records:
        return
    state.continuous = [c for c in state.continuous if c.kind != CONTROL_UNTIL]
    state.version += 1
    objs = state.objects
    for rec in records:
        oid, inc = rec.target
        o = objs[oid]
        if o.incarnation != inc or not in_monster_zone(o.zone, rec.controller):
            continue
        back = int(rec.value)
        if free_main_column(state, back) < 0:
            state.log_rule(R_CONTROL, "It is the End Phase: control of {} would return to {}, "
                           "who has no free Main Monster Zone: it is sent to the GY",
                           o.card.name,
                           state.players[back].name)
            state.move(oid, GRAVEYARD[o.owner], reason="rule", cause="rule", rule=R_CONTROL)
            continue
        state.emit(Event("control", obj=oid, player=back, frm=o.zone, to=MONSTER_ZONE[back],
                         reason="return", rule=R_CONTROL))


# ---------------------------------------------------------------------- into their zone

R_PENDULUM_ZONE = "YGO rule: Pendulum Zones"


def _in_their_pendulum_zone(state: GameState, ctx: Ctx, oid: int) -> bool:
    from .pendulum import PENDULUM_COLUMNS

    o = state.objects[oid]
    return o.controller != ctx.controller and getattr(o, "column", -1) in PENDULUM_COLUMNS


THEIR_PENDULUM_ZONE_CARD = TargetSpec("1 card in your opponent's Pendulum Zone",
                                      _in_their_pendulum_zone, zones=("spell_trap_zone",))
"""A target: "1 card in your opponent's Pendulum Zone"."""


@dataclass(frozen=True)
class DestroyTargetThenMoveThisThere(Action):
    """"Destroy that target, and if you do, move this card to your opponent's Pendulum
    Zone" (the one the target was in): from then on the opponent controls this card, as
    the player whose zone it is in."""

    declares = ("destroy",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = targeted_object(state, ctx)
        if oid is None or ctx.source is None:
            return
        o = state.objects[oid]
        # Read before the move: a card moved may be changed in place.
        then = _MoveThisThere(ctx.source, state.objects[ctx.source].incarnation, oid,
                              o.incarnation, o.zone, getattr(o, "column", -1))
        state.move(oid, GRAVEYARD[o.owner], source=ctx.source, reason="destroy",
                   cause="effect", rule=R_CONTROL)
        state.push(then)

    @property
    def text(self) -> str:
        return "destroy that target, and if you do, move this card to your opponent's " \
               "Pendulum Zone"


class _MoveThisThere(Step):
    """The "and if you do" of :class:`DestroyTargetThenMoveThisThere`: if the target was
    destroyed (it left its zone) and this card is still where it was, it moves to the
    zone (and column) the target was in."""

    __slots__ = ("column", "inc", "obj", "target", "target_inc", "zone")

    def __init__(self, obj: int, inc: int, target: int, target_inc: int, zone: int,
                 column: int) -> None:
        self.obj = obj
        self.inc = inc
        self.target = target
        self.target_inc = target_inc
        self.zone = zone
        self.column = column

    def run(self, state: GameState) -> None:
        from .pendulum import PlaceInColumn

        objs = state.objects
        if objs[self.target].incarnation == self.target_inc:
            return  # not destroyed: nothing more
        me = objs[self.obj]
        if me.incarnation != self.inc or state.full(self.zone):
            return
        player = state.rules.zones.owner_of[self.zone]
        state.log_rule(R_PENDULUM_ZONE, "{} moves to {}'s Pendulum Zone, who controls it "
                       "from now on", me.card.name,
                       state.players[player if player is not None else 0].name)
        state.move(self.obj, self.zone, player=player, reason="move", cause="effect",
                   rule=R_CONTROL)
        state.push(PlaceInColumn(self.obj, self.column))


__all__ = [
    "CONTROL_UNTIL",
    "R_CONTROL",
    "THEIR_PENDULUM_ZONE_CARD",
    "YOUR_OPPONENTS_MONSTER",
    "DestroyTargetThenMoveThisThere",
    "TakeControlOfTarget",
    "perform_control",
    "return_control",
]
