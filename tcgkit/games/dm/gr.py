"""GR creatures (GRクリーチャー), the super-GR (超GR) and GR summon (GR召喚).

- A player's GR creatures are not in their deck: they lie face down in the super-GR zone,
  a pile like a deck whose order neither player may look at (the zone is hidden from
  both: an observation shows only how many cards it holds). Using a super-GR is optional;
  one that is used holds exactly 12 cards, at most 2 of a name, shuffled before the game.
  A super-GR that runs out changes nothing.
- GR summon: "summon the top card of your super-GR as if its cost were paid". It is a
  summon (a ``summon`` event: what watches summons sees it) but not a use of a card: no
  use procedure, no ``use`` event. With an empty super-GR, or no room for a creature
  (Duel Masters Play's), nothing is summoned.
- A GR creature that leaves the battle zone for any other zone goes there first (so "when
  this creature is destroyed" sees it destroyed), then at once to the bottom of its
  owner's super-GR, face down.

Rule citations give the comprehensive rules' section on the super-GR zone (``DM 118``,
超GRゾーン); GR summon keeps a named label (``DM rule: GR summon``): its section number
is not in our sources.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Ability, Action, Ctx
from ...core.errors import MalformedInput
from ...core.events import BOTTOM, Event
from ...core.steps import Step
from .card import DmCard
from .zones import BATTLE, SUPER_GR, UNDER

if TYPE_CHECKING:
    from ...core.state import GameState

R_GR = "DM 118"
R_GR_SUMMON = "DM rule: GR summon"
SUPER_GR_SIZE = 12
SUPER_GR_COPIES = 2


def check_super_gr(names: Sequence[str], gr: Sequence[bool], *,
                   any_number: frozenset[str] = frozenset()) -> None:
    """A super-GR is empty or exactly 12 GR creatures, at most 2 of a name (``gr``: for
    each card, whether it is a GR creature), but for the names in ``any_number``, whose
    cards say they may be put in a super-GR more than twice (Duzaiko GR)."""
    if not names:
        return
    if len(names) != SUPER_GR_SIZE:
        raise MalformedInput(f"a super-GR holds exactly {SUPER_GR_SIZE} cards (or none), "
                             f"not {len(names)} ({R_GR})")
    for name, is_gr in zip(names, gr, strict=True):
        if not is_gr:
            raise MalformedInput(f"{name} is not a GR creature: only GR creatures go in the "
                                 f"super-GR ({R_GR})")
        if name not in any_number and names.count(name) > SUPER_GR_COPIES:
            raise MalformedInput(f"at most {SUPER_GR_COPIES} copies of {name} in a super-GR "
                                 f"({R_GR})")


def gr_summon(state: GameState, player: int, source: int | None) -> None:
    """GR summon once for ``player``: the top card of their super-GR is summoned as if its
    cost were paid."""
    pile = state.zones[SUPER_GR[player]]
    if not pile:
        state.log_rule(R_GR_SUMMON, "{}'s super-GR is empty: nothing is GR summoned",
                       state.players[player].name)
        return
    from .play import PLAYS_MAX_CREATURES, plays  # play builds on the card types
    if plays(state) and len(state.zones[BATTLE[player]]) >= PLAYS_MAX_CREATURES:
        state.log_rule(R_GR_SUMMON, "{} has no room for another creature: nothing is GR "
                       "summoned", state.players[player].name)
        return
    top = pile[-1]
    state.log_rule(R_GR_SUMMON, "{} GR summons {} (the top card of their super-GR)",
                   state.players[player].name, state.objects[top].card.name)
    state.emit(Event("summon", player=player, obj=top, to=BATTLE[player], source=source,
                     reason="gr_summon", rule=R_GR_SUMMON))


@dataclass(frozen=True)
class GRSummon(Action):
    """"GR summon" (GR召喚), ``times`` times: one at a time, each the super-GR's top card
    as it is then."""

    times: int = 1

    def start(self, state: GameState, ctx: Ctx) -> None:
        # Each summon is its own step, so that the next one sees the pile after the last.
        for _ in range(self.times):
            state.push(GRSummonStep(ctx.controller, ctx.source))

    @property
    def text(self) -> str:
        return "GR summon" if self.times == 1 else f"GR summon {self.times} times"


class GRSummonStep(Step):
    """One GR summon, run from the work stack."""

    __slots__ = ("player", "source")

    def __init__(self, player: int, source: int | None) -> None:
        self.player = player
        self.source = source

    def run(self, state: GameState) -> None:
        gr_summon(state, self.player, self.source)


def left_battle(state: GameState, oid: int, to: int) -> None:
    """For the move performer: GR creature ``oid`` has left the battle zone (or gone with
    an evolution creature from under it) for zone ``to``; unless that is the battle zone,
    the cards under a creature or the super-GR itself, it goes on to the bottom of its
    owner's super-GR."""
    if to in BATTLE or to in UNDER or to in SUPER_GR:
        return
    o = state.objects[oid]
    state.log_rule(R_GR, "{} is a GR creature: it goes to the bottom of {}'s super-GR",
                   o.card.name, state.players[o.owner].name)
    state.move(oid, SUPER_GR[o.owner], player=o.owner, reason="gr_return", cause="rule",
                rule=R_GR, at=BOTTOM)


def gr_creature(name: str, *, jp: str, civilization: str | Sequence[str], cost: int,
                power: int, race: str, abilities: Sequence[Ability] = (),
                any_number: bool = False) -> DmCard:
    """A GR creature card (GRクリーチャー; ``civilization="colorless"``: 無色). It belongs in
    a super-GR, not a deck, and comes out by GR summon. ``any_number``: "this card may be
    put in a super-GR more than twice"."""
    civs = () if civilization == "colorless" else \
        (civilization,) if isinstance(civilization, str) else tuple(civilization)
    return DmCard(name=name, jp=jp, kind="creature", civilizations=civs, cost=cost,
                  power=power, race=race, abilities=tuple(abilities), gr=True,
                  any_number=any_number)
