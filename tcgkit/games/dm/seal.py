"""Seals (封印): a face-down card on top of a creature, which is ignored while sealed.

- **Putting a seal on** a creature (封印を付ける): the top card of its owner's deck is put
  face down on it (a ``move`` of reason :data:`SEAL` from the deck, so emptying the deck
  loses the game as any move from it does). A face-down seal has no characteristics.
- **A sealed creature is ignored** by both players (両プレイヤーはそのクリーチャーを無視す
  る): tcgkit keeps it, with its seals, in its owner's ``under`` zone, linked by a
  permanent ``seal`` record (the creature in its incarnation there, its seals, the tapped
  state and turn it had). Out of the battle zone's list, nothing can attack, block,
  choose, count or be changed by it, and its abilities do not function; going there is not
  a zone change the rules see (no "when this leaves" trigger), as the creature does not
  leave the battle zone.
- **Removing a seal** (封印を外す): when a Command creature (a race containing "Command",
  コマンド) comes out, its owner puts one of their own seals that lies on a card sharing a
  civilization with that Command into the graveyard (a rule, done as the Command
  arrives; a choice when several seals qualify). Effects may remove seals too (Dokindam
  Area's D Switch). A creature whose last seal is removed is no longer ignored: it is
  back in the battle zone with the tapped state it had, without coming out (no "when this
  comes out" trigger) and without summoning sickness it did not have.
- **Dokindam Area** (Dの禁断 ドキンダムエリア): "when one of your creatures would leave the
  battle zone, put a seal on it instead" (:func:`seal_instead`).

Sources: DM Wiki 封印 (the reminder text and its rules). UNCONFIRMED: whether a creature
coming back from its seals keeps its per-object "once each turn" uses (tcgkit makes it a
new object, as any zone change does), and what the owner of a face-down seal may look at
(the observation shows a face-down card to its controller). Rule citations give the
comprehensive rules' section on seals (``DM 116``, 封印).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action, Ctx, Pattern, Replacement
from ...core.continuous import PERMANENT, Continuous
from ...core.decision import Decision, Option, one_per_card
from ...core.events import Event
from ...core.steps import Ask, Step
from .zones import BATTLE, DECK, GRAVEYARD, UNDER

if TYPE_CHECKING:
    from ...core.state import GameState

R_SEAL = "DM 116"
SEAL = "seal"
"""The ``reason`` of the move that puts a seal from the deck onto a creature, and the kind
of the record linking a sealed creature and its seals."""
UNSEAL = "unseal"
"""The ``reason`` of the move that puts a removed seal into the graveyard."""


def seal_record(state: GameState, oid: int) -> Continuous | None:
    """The record of sealed creature ``oid`` (in the ``under`` zone), or ``None``."""
    if not state.continuous:
        return None
    inc = state.objects[oid].incarnation
    for e in state.continuous:
        if e.kind == SEAL and e.target == (oid, inc):
            return e
    return None


def sealed(state: GameState, player: int) -> list[int]:
    """``player``'s sealed creatures (whatever seals them)."""
    if not state.zones[UNDER[player]] or not state.continuous:
        return []
    objs = state.objects
    return [int(e.target[0]) for e in state.continuous
            if e.kind == SEAL and objs[e.target[0]].owner == player
            and objs[e.target[0]].incarnation == e.target[1]]


def seals_on(state: GameState, oid: int) -> tuple[int, ...]:
    """The seals on sealed creature ``oid`` (none if it is not sealed)."""
    rec = seal_record(state, oid)
    return tuple(rec.value[0]) if rec is not None else ()


def put_seal(state: GameState, oid: int, *, source: int | None, rule: str = R_SEAL) -> None:
    """Put a seal on creature ``oid`` (in the battle zone, or already sealed): the top card
    of its owner's deck, face down. Nothing if that deck is empty."""
    o = state.objects[oid]
    p = o.owner
    deck = state.zones[DECK[p]]
    if not deck:
        return
    seal = deck[-1]
    state.log_rule(rule, "{} is sealed: the top card of {}'s deck is put face down on it",
                   o.card.name, state.players[p].name)
    state.move(seal, UNDER[p], player=p, reason=SEAL, cause="effect", source=source,
               rule=rule)
    state.push(FinishSeal(oid, o.incarnation, seal))


class FinishSeal(Step):
    """After the seal's move: the seal lies face down, and the creature (if it is still
    where it was, in the battle zone or already sealed) is ignored from now on."""

    __slots__ = ("creature", "incarnation", "seal")

    def __init__(self, creature: int, incarnation: int, seal: int) -> None:
        self.creature = creature
        self.incarnation = incarnation
        self.seal = seal

    def run(self, state: GameState) -> None:
        objs = state.objects
        if objs[self.seal].zone not in UNDER:
            return  # the seal went elsewhere (a replacement): nothing is sealed
        state.mut(self.seal).face_down = True
        c = objs[self.creature]
        if c.incarnation != self.incarnation:
            return
        rec = seal_record(state, self.creature)
        if rec is not None:  # one more seal on a creature already sealed
            state.continuous = [e.replace(value=((*e.value[0], self.seal), *e.value[1:]))
                                if e is rec else e for e in state.continuous]
            state.version += 1
            return
        if c.zone not in BATTLE:
            return
        tapped, entered = c.tapped, c.entered
        state.relocate(self.creature, UNDER[c.owner])
        rekey(state, self.creature, self.incarnation)
        c = objs[self.creature]
        state.add_continuous(Continuous(SEAL, controller=c.owner,
                                        target=(self.creature, c.incarnation),
                                        value=((self.seal,), tapped, entered),
                                        duration=PERMANENT))


def rekey(state: GameState, oid: int, old: int) -> None:
    """Keep what is linked to creature ``oid`` linked across a move tcgkit makes for a rule
    that does not take it out of the battle zone (a seal, an awakening): the records naming
    it in its incarnation ``old`` (the cards under it, floating effects on it, a Cross Gear
    crossed onto it) now name it as it is."""
    new = state.objects[oid].incarnation
    if not state.continuous or new == old:
        return
    was = (oid, old)
    if not any(e.target == was or (e.kind == "cross" and tuple(e.value) == was)
               for e in state.continuous):
        return
    state.continuous = [e.replace(target=(oid, new)) if e.target == was
                        else e.replace(value=(oid, new))
                        if e.kind == "cross" and tuple(e.value) == was else e
                        for e in state.continuous]
    state.version += 1


def remove_seal(state: GameState, oid: int, *, cause: str, source: int | None = None,
                rule: str = R_SEAL) -> None:
    """Remove one seal from sealed creature ``oid`` (``cause``: ``"rule"`` for a Command's
    arrival, ``"effect"``): it goes to its owner's graveyard; with no seal left, the
    creature is back in the battle zone (not coming out), tapped as it was."""
    rec = seal_record(state, oid)
    if rec is None:
        return
    seals, tapped, entered = rec.value
    seal = seals[-1]
    rest = tuple(seals[:-1])
    objs = state.objects
    c = objs[oid]
    state.log_rule(rule, "A seal on {} is removed: it goes to {}'s graveyard{}", c.card.name,
                   state.players[objs[seal].owner].name,
                   "" if rest else f"; {c.card.name} is no longer sealed")
    state.continuous = [e for e in state.continuous if e is not rec]
    state.version += 1
    if rest:
        state.continuous.append(rec.replace(value=(rest, tapped, entered)))
    else:
        inc = c.incarnation
        state.relocate(oid, BATTLE[c.owner])
        rekey(state, oid, inc)
        back = state.mut(oid)
        back.tapped = tapped
        back.entered = entered
    state.move(seal, GRAVEYARD[objs[seal].owner], player=objs[seal].owner, reason=UNSEAL,
               cause=cause, source=source, rule=rule)


# ---------------------------------------------------------------------- the Command rule

def is_command(c: object) -> bool:
    """Whether card ``c`` is a Command (コマンド: a race that contains "Command")."""
    return "Command" in getattr(c, "race", "")


def unsealable(state: GameState, command: int) -> list[int]:
    """The sealed creatures of ``command``'s owner that share a civilization with it (a
    seal on one of them is removed as the Command comes out)."""
    o = state.objects[command]
    civs = set(getattr(o.card, "civilizations", ()))
    return [s for s in sealed(state, o.owner)
            if civs & set(getattr(state.objects[s].card, "civilizations", ()))]


def after_enter(state: GameState, oid: int) -> None:
    """For the move and summon performers: a Command that just came into the battle zone
    makes its owner remove one seal from their own card of its civilization (asked when
    several qualify). Callers check first that the owner's ``under`` zone holds a card."""
    o = state.objects[oid]
    if o.zone not in BATTLE or not is_command(o.card):
        return
    found = unsealable(state, oid)
    if not found:
        return
    if len(found) == 1:
        remove_seal(state, found[0], cause="rule", source=oid)
    else:
        state.push(ChooseSeal(o.owner, oid, 1, True))


class ChooseSeal(Ask):
    """``player`` chooses a sealed creature of theirs to remove one seal from: for a
    Command that came out (``command``: one of its civilization, ``must``), or for an
    effect's "up to ``count`` of your seals" (``command`` -1; may stop)."""

    __slots__ = ("command", "count", "must", "player")

    def __init__(self, player: int, command: int, count: int, must: bool) -> None:
        self.player = player
        self.command = command
        self.count = count
        self.must = must

    def _candidates(self, state: GameState) -> list[int]:
        if self.command >= 0:
            return unsealable(state, self.command)
        return sealed(state, self.player)

    def decide(self, state: GameState) -> Decision:
        options = one_per_card(state, self._candidates(state), "choose")
        if not self.must:
            options.append(Option("none"))
        return Decision(self.player, "choose", options,
                        "Choose a sealed card to remove a seal from", state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind != "choose":
            return
        if self.command >= 0:
            remove_seal(state, option.obj, cause="rule", source=self.command)
        else:
            remove_seal(state, option.obj, cause="effect")
        if self.count > 1 and sealed(state, self.player):
            state.push(ChooseSeal(self.player, self.command, self.count - 1, self.must))


# ---------------------------------------------------------------------- card vocabulary

def _your_creature_leaves(state: GameState, event: Event, ctx: Ctx) -> bool:
    if event.obj is None or event.frm not in BATTLE or event.to in BATTLE:
        return False
    o = state.objects[event.obj]
    return o.controller == ctx.controller and getattr(o.card, "kind", "") == "creature" \
        and bool(state.zones[DECK[o.owner]])


@dataclass(frozen=True)
class SealIt(Action):
    """"Put a seal on that creature instead" (the creature whose move is replaced)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.event is None or ctx.event.obj is None:
            return
        put_seal(state, ctx.event.obj, source=ctx.source)

    @property
    def text(self) -> str:
        return "put a seal on that creature"


def seal_instead() -> Replacement:
    """"When one of your creatures would leave the battle zone, put a seal on it instead"
    (Dokindam Area). With an empty deck there is no card to seal with: it leaves."""
    return Replacement("When one of your creatures would leave the battle zone, put a seal "
                       "on that creature instead.",
                       would=Pattern("move", where=_your_creature_leaves),
                       instead=(SealIt(),), rule=R_SEAL)


@dataclass(frozen=True)
class RemoveYourSeals(Action):
    """"You may put up to ``count`` of your seals into the graveyard" (one at a time, each
    from a sealed creature you choose)."""

    count: int = 6

    def start(self, state: GameState, ctx: Ctx) -> None:
        if sealed(state, ctx.controller):
            state.push(ChooseSeal(ctx.controller, -1, self.count, False))

    @property
    def text(self) -> str:
        return f"you may put up to {self.count} of your seals into your graveyard"
