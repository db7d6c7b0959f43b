"""Battles (CR 310): the protector, attacking a battle, and a Siege's defeat.

A battle enters with its printed defense in defense counters (CR 310.4b, done where
every permanent enters: :func:`.rules.perform_move`), damage dealt to it removes that
many (CR 120.3h, :mod:`.damage`), and with none left it is put into its owner's
graveyard unless it is the source of an ability waiting to go on or on the stack (CR
704.5v, :mod:`.play`). This module adds the rest:

- the protector: as a Siege enters, its controller chooses one of their opponents to
  protect it (CR 310.8, 310.11a); with two players that is the opponent, no choice;
- attacking a battle: any player but its protector may attack it, the protector being
  the defending player for the creatures that do (CR 310.8b, 506.2, 508.1b);
- defeat: a Siege has the intrinsic ability "When the last defense counter is removed
  from this permanent, exile it, then you may cast it transformed without paying its
  mana cost" (CR 310.11b): a Siege is a double-faced card (:mod:`.faces`), cast back
  face up from exile, and its back face enters the battlefield as the spell resolves.

A game without battle cards pays nothing for these: the attack options ask
:func:`battles_of`, which one cached test (``game_has``) answers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action, Ctx, Pattern, Triggered
from ...core.decision import Decision, Option
from ...core.events import Event
from ...core.objects import game_has
from ...core.pending import opponents, team
from ...core.procedure import Use
from ...core.resolve import NO, YES
from ...core.steps import Ask
from .zones import BATTLEFIELD, EXILE

if TYPE_CHECKING:
    from ...core.state import GameState
    from .card import MtgCard, MtgObject
    from .typed import data, mut, objects

DEFENSE = "defense"
"""Defense counters (CR 122.1, 310.4)."""


def is_battle(card: MtgCard) -> bool:
    """Whether ``card`` is a battle card (CR 310.1), on either face: ``game_has`` asks it
    of the faces up now, and a Siege cast transformed is front face up again once it
    leaves the battlefield (CR 712.8a)."""
    front = card.front
    return card.is_a("Battle") or (front is not None and front.is_a("Battle"))


def is_siege(card: MtgCard) -> bool:
    """Whether ``card`` is a Siege, the battle type whose protector is an opponent of
    its controller (CR 310.11)."""
    return card.is_a("Battle") and "Siege" in card.subtypes


def _obj(state: GameState, oid: int) -> MtgObject:
    if TYPE_CHECKING:
        return objects(state)[oid]
    return state.objects[oid]


def set_protector(state: GameState, oid: int, player: int, rule: str) -> None:
    """Make ``player`` the protector of the battle ``oid`` (CR 310.8) and say so."""
    if TYPE_CHECKING:
        mut(state, oid).protector = player
    else:
        state.mut(oid).protector = player
    state.log_rule(rule, "{} protects {}", state.players[player].name,
                   state.objects[oid].card.name)


def battle_entered(state: GameState, oid: int) -> None:
    """A battle entered the battlefield: a Siege's controller chooses its protector among
    their opponents as it enters (CR 310.11a), asked only when there is more than one."""
    o = _obj(state, oid)
    if not is_siege(o.card):
        return  # no battle of another type is printed (CR 310.8a is not needed yet)
    foes = opponents(state, o.controller)
    if len(foes) == 1:
        set_protector(state, oid, foes[0], "CR 310.11a")
    elif foes:
        state.push(ChooseProtector(oid, o.incarnation))


class ChooseProtector(Ask):
    """A Siege's controller chooses which opponent protects it, as it enters (CR
    310.11a), in a game of more than two players, or a new one when it has none (CR
    704.5w, ``rule``)."""

    __slots__ = ("battle", "incarnation", "rule")

    def __init__(self, battle: int, incarnation: int, rule: str = "CR 310.11a") -> None:
        self.battle = battle
        self.incarnation = incarnation
        self.rule = rule

    def _here(self, state: GameState) -> bool:
        o = _obj(state, self.battle)
        return o.incarnation == self.incarnation and o.zone == BATTLEFIELD[o.controller]

    def decide(self, state: GameState) -> Decision | None:
        if not self._here(state):
            return None
        o = _obj(state, self.battle)
        return Decision(o.controller, "protector",
                        [Option("protector", self.battle, q)
                         for q in opponents(state, o.controller)],
                        f"Choose the opponent who protects {o.card.name}", state)

    def answer(self, state: GameState, option: Option) -> None:
        assert type(option.arg) is int
        set_protector(state, self.battle, option.arg, self.rule)


# ---------------------------------------------------------------------- a new protector

def without_protector(state: GameState) -> list[int]:
    """The battles that need a new protector, as a state-based action (CR 704.5w): a
    Siege on the battlefield whose protector has left the game, or never was chosen, or
    is now its controller (a Siege is protected by an opponent of its controller, CR
    310.11a), and which no creature is attacking (one being attacked keeps its protector
    until the combat is over with it). A game without battle cards asks nothing more."""
    if not game_has(state, "battle cards", is_battle):
        return []
    if TYPE_CHECKING:
        objs = objects(state)
        combat = data(state).combat
    else:
        objs = state.objects
        combat = state.data.combat
    attacked = {w for _, w, _ in combat.walkers} if combat is not None else set()
    out = []
    for zid in state.rules.zones.ids["battlefield"]:
        for oid in state.zones[zid]:
            o = objs[oid]
            if not is_siege(o.card) or oid in attacked:
                continue
            p = o.protector
            if p < 0 or state.players[p].lost or team(state, p) == team(state, o.controller):
                if opponents(state, o.controller):
                    out.append(oid)
    return out


def choose_new_protectors(state: GameState, battles: list[int]) -> None:
    """Each battle of ``battles`` gets a new protector chosen by its controller among
    their opponents (CR 704.5w): the one opponent left, or the controller's choice."""
    for oid in battles:
        o = _obj(state, oid)
        foes = opponents(state, o.controller)
        if len(foes) == 1:
            set_protector(state, oid, foes[0], "CR 704.5w")
        else:
            if TYPE_CHECKING:
                mut(state, oid).protector = -1
            else:
                state.mut(oid).protector = -1
            state.push(ChooseProtector(oid, o.incarnation, "CR 704.5w"))


def why_not_protector(state: GameState, player: int, oid: int, arg: object) -> str | None:
    """Why ``player`` cannot choose ``arg`` to protect the Siege ``oid``: the protector of
    a Siege is one of its controller's opponents (CR 310.11a)."""
    if type(arg) is not int or arg not in opponents(state, player):
        return f"{state.objects[oid].card.name}'s protector is chosen among its " \
               f"controller's opponents (CR 310.11a)"
    return None


def protector(state: GameState, oid: int) -> int:
    """The protector of the battle ``oid`` (-1 if it has none)."""
    return _obj(state, oid).protector


def battles_of(state: GameState, player: int) -> list[int]:
    """The battles ``player``'s creatures may attack: those on the battlefield whose
    protector is an opponent still in the game, whoever controls them (a Siege's
    controller attacks it: CR 310.8b, 508.1b)."""
    if not game_has(state, "battle cards", is_battle):
        return []
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    mine = team(state, player)
    out = []
    for zid in state.rules.zones.ids["battlefield"]:
        for oid in state.zones[zid]:
            o = objs[oid]
            if o.card.is_a("Battle") and o.protector >= 0 \
                    and team(state, o.protector) != mine and not state.players[o.protector].lost:
                out.append(oid)
    return out


def why_not_attack_battle(state: GameState, player: int, oid: int, arg: object,
                          declared: tuple[int, ...] = ()) -> str | None:
    """Why ``player`` cannot declare ``oid`` as an attacker of the battle ``arg`` now, or
    ``None`` if they can: a creature that could attack, and a battle on the battlefield
    whose protector is an opponent: a battle's protector cannot attack it (CR 310.8b,
    508.1b)."""
    from .combat import why_not_attack

    why = why_not_attack(state, player, oid, None, declared)
    if why is not None:
        return why
    if type(arg) is not int or not 0 <= arg < len(state.objects) \
            or not _obj(state, arg).card.is_a("Battle"):
        return f"{arg!r} is not a battle (CR 508.1b)"
    b = _obj(state, arg)
    if b.zone not in BATTLEFIELD:
        return f"{b.card.name} is not a battle on the battlefield (CR 508.1b)"
    if b.protector < 0 or team(state, b.protector) == team(state, player):
        return f"{b.card.name} is protected by {_who(state, b.protector)}: a battle's " \
               f"protector cannot attack it (CR 310.8b)"
    if state.players[b.protector].lost:
        return f"{b.card.name}'s protector has left the game (CR 508.1b)"
    return None


def _who(state: GameState, player: int) -> str:
    return state.players[player].name if player >= 0 else "no one"


# ---------------------------------------------------------------------- defeat

def _last_defense_removed(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj is not None and event.obj == ctx.source and event.amount < 0 \
        and event.data[:1] == (DEFENSE,) and not _obj(state, event.obj).counter(DEFENSE)


DEFEATED = Pattern("counter", where=_last_defense_removed)
""""When this Siege is defeated": the last defense counter is removed from it (CR
310.11b). A battle that never had one is not defeated: it only goes to the graveyard
(CR 704.5v)."""


@dataclass(frozen=True)
class ExileDefeatedSiege(Action):
    """Exile the defeated Siege (CR 310.11b)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        assert ctx.source is not None
        o = _obj(state, ctx.source)
        if o.zone not in BATTLEFIELD:
            return  # it left the battlefield: nothing to exile
        state.move(ctx.source, EXILE[o.owner], reason="effect", rule="CR 310.11b")
        # The exiled card is a new object (CR 400.7): "it" below is that one.
        state.set_var(ctx, "exiled", _obj(state, ctx.source).incarnation)

    @property
    def text(self) -> str:
        return "exile it"


@dataclass(frozen=True)
class MayCastTransformed(Action):
    """"Then you may cast it transformed without paying its mana cost" (CR 310.11b): the
    card this ability exiled, still in exile, may be cast back face up, for no mana, as
    the ability resolves (its timing is the ability's, CR 608.2g)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        assert ctx.source is not None
        o = _obj(state, ctx.source)
        # The very card this ability exiled (a later zone change makes it a new object
        # the ability cannot find, CR 400.7), and a double-faced one.
        if state.var(ctx, "exiled") != o.incarnation or o.zone != EXILE[o.owner] \
                or o.card.back is None:
            return
        state.push(CastTransformedChoice(ctx.controller, ctx.source, o.incarnation))

    @property
    def text(self) -> str:
        return "then you may cast it transformed without paying its mana cost"


class CastTransformedChoice(Ask):
    """The defeated Siege's controller chooses whether to cast it transformed (CR
    310.11b)."""

    __slots__ = ("incarnation", "obj", "player")

    def __init__(self, player: int, obj: int, incarnation: int) -> None:
        self.player = player
        self.obj = obj
        self.incarnation = incarnation

    def decide(self, state: GameState) -> Decision | None:
        o = _obj(state, self.obj)
        if o.incarnation != self.incarnation:
            return None
        back = o.card.back
        assert back is not None  # checked as the action started
        return Decision(self.player, "may", [YES, NO],
                        f"Cast {o.card.name} transformed, as {back.name}, without paying "
                        f"its mana cost?", state)

    def answer(self, state: GameState, option: Option) -> None:
        name = state.players[self.player].name
        card = _obj(state, self.obj).card
        if option.kind == "no":
            state.log_rule("CR 310.11b", "{} chooses not to cast {}; it stays in exile",
                           name, card.name)
            return
        state.push(Use("mtg.cast", self.player, self.obj,
                       plan=(("alternative", (0, (), "without paying its mana cost")),
                             ("transformed", "CR 310.11b"))))


SIEGE_DEFEAT = Triggered(
    "(When this Siege is defeated, exile it, then you may cast it transformed without "
    "paying its mana cost.)",
    on=DEFEATED, effect=(ExileDefeatedSiege(), MayCastTransformed()))
"""The intrinsic triggered ability of every Siege (CR 310.11b)."""
