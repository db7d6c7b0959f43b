"""Rank-Up: an Xyz Summon that uses an Xyz Monster as its material (Rank-Up-Magic Spells).

"Special Summon from your Extra Deck 1 Xyz Monster that is <n> Ranks higher than that
target (with <what it must share>), by using it as material": the Xyz Monster used goes
under the new one as an Xyz Material, and its own Xyz Materials become the new monster's
(they are transferred, never sent to the GY). The summon counts as an Xyz Summon (its
``summon`` event has ``reason`` ``"xyz"``), so the new monster was properly summoned.
It is a Special Summon by a resolving effect: nothing can negate it as a Summon.

:func:`rank_up` is the procedure itself, for any card whose effect ends in one (Astral
Force's ``RankUp`` here; The Seventh One's "then Xyz Summon ... using it as material").
The order on resolution: the monster to summon is chosen (:class:`ChooseRankUp`), the
materials are transferred and the old monster attached, then the zone and the battle
position are chosen and the monster is Special Summoned.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Action, Ctx, TargetSpec
from ...core.decision import Decision, Option, one_per_card
from ...core.events import Event
from ...core.steps import Ask
from .card import ATTACK, YgoCard
from .extra import R_XYZ, destinations, special_summon, zone_text
from .zones import (
    EXTRA_DECK,
    EXTRA_MONSTER_ZONE,
    GRAVEYARD,
    MONSTER_ZONE,
    MONSTER_ZONE_SIZE,
    OVERLAY,
    monsters,
)

if TYPE_CHECKING:
    from ...core.state import GameState
    from .card import YgoObject
    from .typed import mut, objects

R_RANK_UP = "YGO rule: Rank-Up (an Xyz Summon using an Xyz Monster as material)"

Kin = Callable[[YgoCard, YgoCard], bool]
"""What the new Xyz Monster must share with the one used as material (its Type and
Attribute ...): ``kin(material, new)``."""


def _objs(state: GameState) -> list[YgoObject]:
    if TYPE_CHECKING:
        return objects(state)
    return state.objects


def same_type_and_attribute(material: YgoCard, new: YgoCard) -> bool:
    """The new monster has the same Type and Attribute as the one used as material."""
    return new.race == material.race and new.attribute == material.attribute


def attached_to(state: GameState, oid: int) -> list[int]:
    """The Xyz Materials attached to monster ``oid``."""
    objs = _objs(state)
    return [m for p in (0, 1) for m in state.zones[OVERLAY[p]] if objs[m].under == oid]


def rank_up_candidates(state: GameState, player: int, material: int, ranks: int,
                       kin: Kin | None = None) -> list[int]:
    """The Xyz Monsters in ``player``'s Extra Deck that could be Special Summoned by
    using the face-up Xyz Monster ``material`` they control: ``ranks`` Ranks higher,
    sharing what ``kin`` asks, with a zone to go to once ``material`` has left."""
    objs = _objs(state)
    base = objs[material].card
    if base.extra != "xyz" or objs[material].face_down:
        return []
    want = base.rank + ranks
    out = []
    for oid in state.zones[EXTRA_DECK[player]]:
        c = objs[oid].card
        if c.extra == "xyz" and c.rank == want and (kin is None or kin(base, c)) \
                and destinations(state, player, c, (material,)):
            out.append(oid)
    return out


def highest_rank_xyz(state: GameState, ctx: Ctx, oid: int) -> bool:
    """A face-up Xyz Monster ``ctx``'s controller controls with the highest Rank among
    those they control (one of them, when several share it)."""
    objs = _objs(state)
    o = objs[oid]
    if o.controller != ctx.controller or o.face_down or o.card.extra != "xyz":
        return False
    top = max((objs[m].card.rank for m in monsters(state, ctx.controller)
               if not objs[m].face_down and objs[m].card.extra == "xyz"), default=0)
    return o.card.rank == top


HIGHEST_RANK_XYZ = TargetSpec("the Xyz Monster you control with the highest Rank",
                              highest_rank_xyz,
                              zones=("monster_zone", "extra_monster_zone"))
"""Astral Force's target."""


@dataclass(frozen=True)
class RankUp(Action):
    """"Special Summon from your Extra Deck 1 Xyz Monster ``ranks`` Ranks higher than the
    target (sharing what ``kin`` asks), by using it as material; its materials go with
    it; this counts as an Xyz Summon". It can be activated only if some qualifying target
    has such a monster in the Extra Deck and a zone for it."""

    ranks: int = 2
    kin: Kin | None = None
    declares = ("special_summon", "special_summon_from_extra_deck")

    def start(self, state: GameState, ctx: Ctx) -> None:
        target = ctx.targets[0][0] if ctx.targets and ctx.targets[0][0] >= 0 else None
        if target is None:
            return
        found = rank_up_candidates(state, ctx.controller, target, self.ranks, self.kin)
        if not found:
            state.log_rule(R_RANK_UP, "{} has no Xyz Monster in the Extra Deck to Rank-Up {} "
                           "into", state.players[ctx.controller].name,
                           _objs(state)[target].card.name)
            return
        state.push(ChooseRankUp(ctx, target, tuple(found)))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        p = ctx.controller
        return any(rank_up_candidates(state, p, m, self.ranks, self.kin)
                   for m in monsters(state, p) if highest_rank_xyz(state, ctx, m))

    @property
    def text(self) -> str:
        return f"Special Summon from your Extra Deck 1 Xyz Monster {self.ranks} Ranks higher " \
               f"than that target by using it as material"


class ChooseRankUp(Ask):
    """The controller chooses which Xyz Monster of their Extra Deck the Rank-Up summons
    (``cards``: the candidates; copies are one choice)."""

    __slots__ = ("cards", "ctx", "material")

    def __init__(self, ctx: Ctx, material: int, cards: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.material = material
        self.cards = cards

    def decide(self, state: GameState) -> Decision:
        name = _objs(state)[self.material].card.name
        return Decision(self.ctx.controller, "choose", one_per_card(state, self.cards, "choose"),
                        f"Choose the Xyz Monster to Special Summon by using {name} as "
                        f"material", state)

    def answer(self, state: GameState, option: Option) -> None:
        rank_up(state, self.ctx.controller, self.material, option.obj, self.ctx.source)


def rank_up(state: GameState, player: int, material: int, new: int,
            source: int | None = None) -> None:
    """Special Summon ``new`` from ``player``'s Extra Deck by using the Xyz Monster
    ``material`` as its material: ``material``'s Xyz Materials are transferred to
    ``new``, ``material`` itself is attached under it, then its zone and battle position
    are chosen and it is summoned (an Xyz Summon, ``reason`` ``"xyz"``)."""
    objs = _objs(state)
    who = state.players[player].name
    old, card = objs[material].card, objs[new].card
    state.log_rule(R_RANK_UP, "{} Xyz Summons {} (Rank {}) by using {} (Rank {}) as material",
                   who, card.name, card.rank, old.name, old.rank)
    # Transferred first: an Xyz Monster leaving the field sends the materials still under
    # it to the GY (rules.perform_move), and these are the new monster's now.
    for m in attached_to(state, material):
        if TYPE_CHECKING:
            mut(state, m).under = new
        else:
            state.mut(m).under = new
        state.log_rule(R_RANK_UP, "{}, an Xyz Material of {}, becomes an Xyz Material of {}",
                       objs[m].card.name, old.name, card.name)
    o = objs[material]
    state.emit(Event("move", obj=material, frm=o.zone, to=OVERLAY[o.owner], player=player,
                     source=new, target=new, reason="attach", cause="effect", rule=R_RANK_UP))
    state.push(RankUpZone(player, new, source))


class RankUpZone(Ask):
    """Where the Rank-Up's new Xyz Monster goes: a zone an Extra Deck monster may go to
    (the material's zone is free now); then its battle position, and the summon."""

    __slots__ = ("new", "player", "source")

    def __init__(self, player: int, new: int, source: int | None) -> None:
        self.player = player
        self.new = new
        self.source = source

    def decide(self, state: GameState) -> Decision | None:
        card = _objs(state)[self.new].card
        codes = destinations(state, self.player, card)
        if not codes:
            return None  # no zone (the materials stay attached to nothing: see run)
        return Decision(self.player, "zone", [Option("zone", self.new, c) for c in codes],
                        f"Choose the zone to Special Summon {card.name} to", state)

    def run(self, state: GameState) -> None:
        state.log_rule(R_RANK_UP, "{} has no zone to go to: it stays in the Extra Deck",
                       _objs(state)[self.new].card.name)

    def answer(self, state: GameState, option: Option) -> None:
        p, code = self.player, option.arg
        if code >= MONSTER_ZONE_SIZE:
            to, column = EXTRA_MONSTER_ZONE[p], code - MONSTER_ZONE_SIZE
        else:
            to, column = MONSTER_ZONE[p], code
        state.log_rule(R_XYZ, "{} goes to {}", _objs(state)[self.new].card.name, zone_text(code))
        special_summon(state, Event("summon", player=p, obj=self.new, frm=EXTRA_DECK[p], to=to,
                                    at=column, rule=R_XYZ, reason="xyz", source=self.source,
                                    data=(ATTACK, False)))


def xyz_candidates(state: GameState, player: int, material: int, kin: Kin) -> list[int]:
    """The Xyz Monsters in ``player``'s Extra Deck that could be Special Summoned by
    using the face-up Xyz Monster ``material`` as material, whatever their Rank: those
    ``kin`` accepts, with a zone to go to once ``material`` has left (Shining Draw's "a
    "Utopia" monster with a different name", The Seventh One's "the "Number C" with the
    same number")."""
    objs = _objs(state)
    base = objs[material].card
    if base.extra != "xyz" or objs[material].face_down:
        return []
    return [oid for oid in state.zones[EXTRA_DECK[player]]
            if objs[oid].card.extra == "xyz" and kin(base, objs[oid].card)
            and destinations(state, player, objs[oid].card, (material,))]


TargetTest = Callable[["GameState", Ctx, int], bool]
"""Which monster an effect may target: ``test(state, ctx, oid)``."""


@dataclass(frozen=True)
class RankUpTargetInto(Action):
    """"Special Summon from your Extra Deck 1 <what> by using that target as material
    (this counts as an Xyz Summon)", for any Rank ``kin`` accepts (Shining Draw). It can
    be activated only if a monster ``target`` accepts has such a monster in the Extra
    Deck and a zone for it."""

    what: str = "Xyz Monster"
    kin: Kin = same_type_and_attribute
    target: TargetTest = highest_rank_xyz
    declares = ("special_summon", "special_summon_from_extra_deck")

    def start(self, state: GameState, ctx: Ctx) -> None:
        material = ctx.targets[0][0] if ctx.targets and ctx.targets[0][0] >= 0 else None
        if material is None:
            return
        _rank_up_chosen(state, ctx, material, self.kin, self.what)

    def can(self, state: GameState, ctx: Ctx) -> bool:
        p = ctx.controller
        return any(xyz_candidates(state, p, m, self.kin)
                   for m in monsters(state, p) if self.target(state, ctx, m))

    @property
    def text(self) -> str:
        return f"Special Summon from your Extra Deck 1 {self.what} by using that target as " \
               f"material"


def _rank_up_chosen(state: GameState, ctx: Ctx, material: int, kin: Kin, what: str) -> None:
    """Ask which monster ``kin`` accepts from the Extra Deck to Xyz Summon on ``material``
    (logged, and nothing more, if there is none)."""
    found = xyz_candidates(state, ctx.controller, material, kin)
    if not found:
        state.log_rule(R_RANK_UP, "{} has no {} in the Extra Deck to summon by using {}",
                       state.players[ctx.controller].name, what,
                       _objs(state)[material].card.name)
        return
    state.push(ChooseRankUp(ctx, material, tuple(found)))


def summoned_by(state: GameState, ctx: Ctx) -> int | None:
    """The monster the resolving effect of ``ctx`` Special Summoned last this turn, if it
    is still face-up on its controller's field (what "then ... using it" refers to)."""
    objs = _objs(state)
    last = None
    for e in state.history.select("summon", player=ctx.controller, turn=state.turn,
                                  where=lambda e: e.source == ctx.source):
        last = e.obj
    if last is None or last not in monsters(state, ctx.controller) or objs[last].face_down:
        return None
    return last


@dataclass(frozen=True)
class ThenRankUpIt(Action):
    """"Then Xyz Summon from your Extra Deck 1 <what> by using that summoned monster as
    material" (The Seventh One): the monster the earlier part of this effect Special
    Summoned is Ranked Up into one ``kin`` accepts (this counts as an Xyz Summon). If the
    earlier part summoned nothing, or no such monster is in the Extra Deck, nothing more
    happens."""

    what: str = "Xyz Monster"
    kin: Kin = same_type_and_attribute
    declares = ("special_summon", "special_summon_from_extra_deck")

    def start(self, state: GameState, ctx: Ctx) -> None:
        material = summoned_by(state, ctx)
        if material is None:
            return
        _rank_up_chosen(state, ctx, material, self.kin, self.what)

    @property
    def text(self) -> str:
        return f"then Xyz Summon 1 {self.what} from your Extra Deck by using it as material"


R_ATTACH = "YGO rule: Xyz Materials"


def _xyz_you_control(state: GameState, player: int, oid: int) -> bool:
    o = _objs(state)[oid]
    return oid in monsters(state, player) and not o.face_down and o.card.extra == "xyz"


def attachable_xyz(state: GameState, player: int, target: int) -> list[int]:
    """The Xyz Monsters in ``player``'s Extra Deck and GY that could be attached to
    ``target`` (never ``target`` itself)."""
    objs = _objs(state)
    return [oid for z in (EXTRA_DECK[player], GRAVEYARD[player]) for oid in state.zones[z]
            if oid != target and objs[oid].card.extra == "xyz"]


@dataclass(frozen=True)
class AttachXyzFromExtraDeckOrGY(Action):
    """"Attach 1 Xyz Monster from your Extra Deck or GY to that target as material"
    (Zexal Field): the player chooses which; nothing happens if the target is no longer a
    face-up Xyz Monster they control."""

    declares = ("attach",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        target = ctx.targets[0][0] if ctx.targets and ctx.targets[0][0] >= 0 else None
        if target is None or not _xyz_you_control(state, ctx.controller, target):
            return
        cards = attachable_xyz(state, ctx.controller, target)
        if cards:
            state.push(ChooseToAttach(ctx, target, tuple(cards)))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        p = ctx.controller
        return any(attachable_xyz(state, p, m) for m in monsters(state, p)
                   if _xyz_you_control(state, p, m))

    @property
    def text(self) -> str:
        return "attach 1 Xyz Monster from your Extra Deck or GY to that target as material"


class ChooseToAttach(Ask):
    """The controller chooses the Xyz Monster to attach (copies in one zone are one
    choice; the Extra Deck and the GY are told apart)."""

    __slots__ = ("cards", "ctx", "target")

    def __init__(self, ctx: Ctx, target: int, cards: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.target = target
        self.cards = cards

    def decide(self, state: GameState) -> Decision:
        p = self.ctx.controller
        options = [o for z in (EXTRA_DECK[p], GRAVEYARD[p])
                   for o in one_per_card(state, [c for c in self.cards
                                                 if state.objects[c].zone == z], "choose")]
        return Decision(p, "choose", options,
                        f"Choose the Xyz Monster to attach to "
                        f"{_objs(state)[self.target].card.name}", state)

    def answer(self, state: GameState, option: Option) -> None:
        objs = _objs(state)
        oid, p = option.obj, self.ctx.controller
        state.log_rule(R_ATTACH, "{} attaches {} to {} as an Xyz Material",
                       state.players[p].name, objs[oid].card.name, objs[self.target].card.name)
        state.emit(Event("move", obj=oid, frm=objs[oid].zone, to=OVERLAY[objs[oid].owner],
                         player=p, source=self.ctx.source, target=self.target,
                         reason="attach", cause="effect", rule=R_ATTACH))
