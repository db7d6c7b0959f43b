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
  mana cost" (CR 310.11b). The back faces of Sieges are not implemented: the defeated
  Siege is exiled and stays there.

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
from ...core.steps import Ask
from .zones import BATTLEFIELD, EXILE

if TYPE_CHECKING:
    from ...core.state import GameState
    from .card import MtgCard, MtgObject
    from .typed import mut, objects

DEFENSE = "defense"
"""Defense counters (CR 122.1, 310.4)."""


def is_battle(card: MtgCard) -> bool:
    """Whether ``card`` is a battle card (CR 310.1)."""
    return card.is_a("Battle")


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
    310.11a), in a game of more than two players."""

    __slots__ = ("battle", "incarnation")

    def __init__(self, battle: int, incarnation: int) -> None:
        self.battle = battle
        self.incarnation = incarnation

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
        set_protector(state, self.battle, option.arg, "CR 310.11a")


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
    """Exile the defeated Siege (CR 310.11b). Casting it transformed is not implemented
    (no back face is modelled), so it stays in exile."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        assert ctx.source is not None
        o = _obj(state, ctx.source)
        if o.zone not in BATTLEFIELD:
            return  # it left the battlefield: nothing to exile
        state.move(ctx.source, EXILE[o.owner], reason="effect", rule="CR 310.11b")


SIEGE_DEFEAT = Triggered(
    "(When this Siege is defeated, exile it, then you may cast it transformed without "
    "paying its mana cost. The back face is not implemented: it stays in exile.)",
    on=DEFEATED, effect=(ExileDefeatedSiege(),))
"""The intrinsic triggered ability of every Siege (CR 310.11b)."""
