"""Psychic creatures (サイキック・クリーチャー) and the hyperspatial zone (超次元ゾーン).

- A psychic creature is not in the deck: it waits face up in its owner's hyperspatial
  zone (public, outside the deck) until an effect puts it into the battle zone (a
  "put a psychic creature of cost N or less from your hyperspatial zone" effect:
  :class:`~tcgkit.games.dm.tamaseed.PutOut` with ``zone="hyperspatial"``). Put out by
  an effect, it is not used (DM-USE-11).
- Whenever it would leave the battle zone, for any zone (destroyed, returned to the
  hand, put into the mana zone or the shields ...), it goes to its owner's hyperspatial
  zone instead: a replacement effect every psychic creature carries
  (:data:`BACK_TO_HYPERSPATIAL`), carried by the kernel's event pipeline, so "when this
  is destroyed" abilities see a move to the hyperspatial zone, not a destruction into
  the graveyard.

- **Awakening** (覚醒) and **release** (解除): a double-sided psychic creature flips to its
  higher-cost side when its awakening condition holds (:func:`awaken`: a triggered
  ability, "flip this creature to its higher-cost side"), and its awakened side carries
  "when this would leave the battle zone, flip it to its lower-cost side instead"
  (:func:`release`). Each side is a card of the pool (the object's card changes to the
  named other side); flipping is not leaving or coming out: the creature keeps its
  tapped state, its summoning sickness or lack of it, what is crossed onto it and the
  effects on it (:func:`flip`).

- **In a deck list**: the psychic creatures listed with a deck are not part of it: they
  start face up in the hyperspatial zone, at most 8 of them and at most 4 of a name
  (:func:`check_hyperspatial`). A double-sided card is listed by its lower-cost side, the
  side it starts on.

Left out: psychic links (覚醒リンク).

Rule citations give the comprehensive rules' section on the hyperspatial zone
(``DM 117``, 超次元ゾーン); awakening and release keep named labels: their section
numbers are not in our sources.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import Ability, Action, Ctx, Pattern, Replacement, Triggered
from ...core.errors import MalformedInput
from .card import DmCard
from .zones import BATTLE, HYPERSPATIAL

if TYPE_CHECKING:
    from ...core.events import Event
    from ...core.state import GameState

R_PSYCHIC = "DM 117"
R_AWAKEN = "DM rule: awakening"
R_RELEASE = "DM rule: release"
HYPERSPATIAL_SIZE = 8
HYPERSPATIAL_COPIES = 4


def _this_leaves_for_elsewhere(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source and event.frm in BATTLE and event.to not in BATTLE \
        and event.to not in HYPERSPATIAL


def _to_hyperspatial(state: GameState, event: Event, ctx: Ctx) -> Event:
    assert event.obj is not None
    return event.replace(to=HYPERSPATIAL[state.objects[event.obj].owner])


BACK_TO_HYPERSPATIAL = Replacement(
    "(When this psychic creature would leave the battle zone, it goes to your "
    "hyperspatial zone instead.)",
    would=Pattern("move", where=_this_leaves_for_elsewhere), modify=_to_hyperspatial,
    rule=R_PSYCHIC)
"""The rule every psychic creature carries: leaving the battle zone for any zone, it
returns to its owner's hyperspatial zone."""


def is_psychic(c: object) -> bool:
    """Whether card ``c`` is a psychic creature."""
    return BACK_TO_HYPERSPATIAL in getattr(c, "abilities", ())


def psychic_creature(name: str, *, jp: str, civilization: str | Sequence[str], cost: int,
                     power: int, race: str, abilities: Sequence[Ability] = ()) -> DmCard:
    """A psychic creature card: it waits in the hyperspatial zone and returns there when
    it leaves the battle zone (:data:`BACK_TO_HYPERSPATIAL`)."""
    civs = (civilization,) if isinstance(civilization, str) else tuple(civilization)
    return DmCard(name=name, jp=jp, kind="creature", civilizations=civs, cost=cost,
                  power=power, race=race, abilities=(*abilities, BACK_TO_HYPERSPATIAL))


def awakened_side(c: object) -> bool:
    """Whether card ``c`` is the awakened (higher-cost) side of a psychic creature: the
    side that carries release (解除)."""
    return any(isinstance(ab, Replacement) and ab.rule == R_RELEASE
               for ab in getattr(c, "abilities", ()))


def check_hyperspatial(names: Sequence[str], psychic: Sequence[bool],
                       awakened: Sequence[bool]) -> None:
    """The psychic creatures a deck list holds for the hyperspatial zone: at most 8, at
    most 4 of a name, each listed by the side it starts on, its lower-cost one
    (``psychic`` and ``awakened``: for each card, whether it is a psychic creature, and
    whether it is an awakened side)."""
    if len(names) > HYPERSPATIAL_SIZE:
        raise MalformedInput(f"a hyperspatial zone starts with at most {HYPERSPATIAL_SIZE} "
                             f"cards, not {len(names)} ({R_PSYCHIC})")
    for name, is_psychic_card, is_awakened in zip(names, psychic, awakened, strict=True):
        if not is_psychic_card:
            raise MalformedInput(f"{name} is not a psychic creature: only psychic "
                                 f"creatures start in the hyperspatial zone ({R_PSYCHIC})")
        if is_awakened:
            raise MalformedInput(f"{name} is the awakened side of a psychic creature: list "
                                 f"the card by its lower-cost side ({R_PSYCHIC})")
        if names.count(name) > HYPERSPATIAL_COPIES:
            raise MalformedInput(f"at most {HYPERSPATIAL_COPIES} copies of {name} in a "
                                 f"hyperspatial zone ({R_PSYCHIC})")


def psychic_of_cost_at_most(most: int, civilization: str = "") -> str:
    """Register and name the :class:`~tcgkit.games.dm.tamaseed.PutOut` test "a
    (``civilization``) psychic creature of cost ``most`` or less"."""
    from .tamaseed import CARD_TESTS

    name = f"{civilization + ' ' if civilization else ''}psychic creature of cost {most} " \
        "or less"

    def test(state: GameState, ctx: Ctx, oid: int) -> bool:
        c = state.objects[oid].card
        return is_psychic(c) and getattr(c, "cost", 0) <= most \
            and (not civilization or civilization in getattr(c, "civilizations", ()))

    CARD_TESTS.setdefault(name, test)
    return name


# ---------------------------------------------------------------------- awakening, release

def flip(state: GameState, oid: int, to: str, rule: str) -> None:
    """Turn psychic creature ``oid`` in the battle zone over to its side named ``to``. The
    object changes card in place: tcgkit takes it out of the battle zone's list and back
    without an event (so that the abilities that function are the new side's), and keeps
    its tapped state, the turn it came out and what is linked to it (seal.py's
    :func:`~tcgkit.games.dm.seal.rekey`)."""
    from .seal import rekey  # seal builds on the battle zone's rules, as this module does

    o = state.objects[oid]
    if o.zone not in BATTLE:
        return
    new_card = state.rules.pool.get(to)
    old_name, zone, tapped, entered, inc = o.card.name, o.zone, o.tapped, o.entered, o.incarnation
    owner = o.owner
    state.relocate(oid, HYPERSPATIAL[owner])
    state.mut(oid).card = new_card
    state.relocate(oid, zone)
    back = state.mut(oid)
    back.tapped = tapped
    back.entered = entered
    rekey(state, oid, inc)
    state.log_rule(rule, "{} is turned over: it is now {}", old_name, new_card.name)


@dataclass(frozen=True)
class FlipThis(Action):
    """"Turn this creature over to its <higher / lower>-cost side" (the side ``to``)."""

    to: str = ""
    rule: str = R_AWAKEN

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.source is not None and state.objects[ctx.source].zone in BATTLE:
            flip(state, ctx.source, self.to, self.rule)

    @property
    def text(self) -> str:
        return f"turn this creature over ({self.to})"


def awaken(condition: str, on: Pattern, to: str) -> Triggered:
    """覚醒: "Awaken — <condition>, turn this creature over to its higher-cost side
    (``to``)"."""
    return Triggered(f"Awaken — {condition}, turn this creature over to its higher-cost "
                     "side.", on=on, effect=(FlipThis(to, R_AWAKEN),))


def _this_would_leave(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source and event.frm in BATTLE and event.to not in BATTLE


def release(to: str) -> Replacement:
    """解除: "when this creature would leave the battle zone, turn it over to its lower-cost
    side (``to``) instead"."""
    return Replacement("Release (When this creature would leave the battle zone, turn it "
                       "over to its lower-cost side instead.)",
                       would=Pattern("move", where=_this_would_leave),
                       instead=(FlipThis(to, R_RELEASE),), rule=R_RELEASE)


def _this_wins(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source


WINS_A_BATTLE = Pattern("battle_win", where=_this_wins)
""""When this creature wins a battle" (バトルに勝った時)."""
