"""Paying mana costs with lands (CR 601.2g-h, 605, 106).

A "cast" option is offered only when the cost can be paid. With the ``mana`` automation
the engine picks which untapped lands to tap (:func:`plan_payment`); without it the
player taps them one at a time, offered only lands that leave the rest of the cost
payable (:func:`tap_options`). Either way the lands tapped are logged.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from itertools import product
from typing import TYPE_CHECKING, ClassVar

from ...core.abilities import Ability
from ...core.decision import Option, one_per_card
from ...core.events import Event, new_event
from ...core.objects import game_has
from ...core.payment import Source, completable, tap_choices
from .card import COLORS, MtgCard
from .characteristics import has_keyword
from .layers import types_of
from .zones import BATTLEFIELD, GRAVEYARD

if TYPE_CHECKING:
    from ...core.state import GameState
    from .card import MtgObject
    from .typed import data, mut_player, objects, players


@dataclass(frozen=True, kw_only=True)
class ManaAbility(Ability):
    """A permanent's mana ability of the form "{1}, {T}, sacrifice it: add one mana of any
    color, then draw N cards" (Chromatic Sphere). A mana ability does not use the stack
    and may be activated while a cost is being paid (CR 605.1a, 605.3a): a player paying
    by hand is offered it, with a color, beside the lands (:func:`mana_ability_options`),
    then taps a land for its {1}.

    ``draws`` is the number of cards drawn after the mana is added. It has no role in the
    event pipeline: only the payment stage looks for it."""

    draws: int = 0
    ROLE: ClassVar[str] = ""


def mana_abilities(state: GameState, player: int) -> list[tuple[int, ManaAbility]]:
    """The untapped permanents ``player`` controls with a :class:`ManaAbility`, with it.
    Asked only while a cost is paid by hand, never on the option-listing paths."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    out = []
    for oid in state.zones[BATTLEFIELD[player]]:
        o = objs[oid]
        if o.tapped or o.controller != player:
            continue
        for ab in o.card.abilities:
            if isinstance(ab, ManaAbility):
                out.append((oid, ab))
                break
    return out


def mana_ability_options(state: GameState, player: int, generic: int, pips: tuple[str, ...],
                         tapped: tuple[int, ...], added: tuple[str, ...]) -> list[Option]:
    """The mana abilities ``player`` may activate next for a cost paid by hand, one option
    per permanent and color (``Option("mana_ability", oid, color)``): only those whose own
    cost some untapped land can pay and after which the rest of the cost can still be
    paid, so that a manual payment never gets stuck (CR 601.2g-h, 605.3a)."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    found = mana_abilities(state, player)
    if not found:
        return []
    free = [oid for oid in untapped_lands(state, player) if oid not in tapped]
    hybrids = hybrid_pips(pips)
    paid = [paying(objs[oid].card.produces, hybrids) for oid in tapped] \
        + [paying(color, hybrids) for color in added]
    total = generic + len(pips)
    out: list[Option] = []
    seen: set[object] = set()
    for oid, _ab in found:
        card = objs[oid].card
        if card in seen:  # identical permanents are one choice
            continue
        seen.add(card)
        # The ability's own {1} takes a land, and which one matters to the rest (a land
        # of a needed color should be kept): a color is offered if leaving out some land
        # still lets the rest be paid.
        # Mana the pool kept (of colors the cost did not take) pays it without a land.
        pooled = len(pool_of(state, player))
        # The other mana abilities may each turn one more source into any color.
        others = len(found) - 1
        for color in COLORS:
            with_it = [*paid, paying(color, hybrids)]
            if pooled and completable_with(with_it, [paying(objs[f].card.produces, hybrids)
                                                     for f in free], pips, total,
                                           others, pooled - 1):
                out.append(Option("mana_ability", oid, color))
                continue
            for land in free:
                rest = [paying(objs[f].card.produces, hybrids) for f in free if f != land]
                if completable_with(with_it, rest, pips, total, others, pooled):
                    out.append(Option("mana_ability", oid, color))
                    break
    return out


def completable_with(paid: Sequence[Source], free: Sequence[Source], needs: Sequence[str],
                     total: int, abilities: int, pooled: int = 0) -> bool:
    """:func:`~tcgkit.core.payment.completable`, when ``abilities`` mana abilities of the
    form "{1}, {T}, sacrifice it: add one mana of any color" (Chromatic Sphere) may still
    be activated for the payment: each turns one source into mana of any color, its {1}
    paid by one of ``free`` or by one of the ``pooled`` mana its player's pool kept (the
    colors the cost did not take), and that mana then pays like a source of any color
    (CR 605.3a, 601.2g). The cost of a spell that needs a color only such an ability can
    make is thus payable, and a manual payment is offered the choices that keep it so."""
    if completable(paid, free, needs, total):
        return True
    if abilities <= 0:
        return False
    if pooled and completable_with(paid, [*free, COLORS], needs, total, abilities - 1,
                                   pooled - 1):
        return True
    tried: set[frozenset[str]] = set()
    for i, src in enumerate(free):
        kind = frozenset(src)
        if kind in tried:
            continue
        tried.add(kind)
        rest = [*free[:i], *free[i + 1:], COLORS]
        if completable_with(paid, rest, needs, total, abilities - 1, pooled):
            return True
    return False


def mana_ability_of(card: MtgCard) -> ManaAbility | None:
    """The card's :class:`ManaAbility`, if it has one."""
    for ab in card.abilities:
        if isinstance(ab, ManaAbility):
            return ab
    return None


def has_mana_ability_cards(state: GameState) -> bool:
    """Whether any card of the game has a :class:`ManaAbility` (see :func:`game_has`:
    most games have none, and pay one comparison for the question)."""
    return state.cache.get(_MANA_ABILITY_CARDS) != len(state.objects) \
        and game_has(state, _MANA_ABILITY_CARDS, _has_mana_ability)


_MANA_ABILITY_CARDS = "cards with a mana ability that costs mana"


def _has_mana_ability(card: MtgCard) -> bool:
    return mana_ability_of(card) is not None


def priority_mana_ability_options(state: GameState, player: int) -> list[Option]:
    """The mana abilities ``player`` may activate with priority (CR 605.3a), one option
    per distinct permanent and color (``Option("mana_ability", oid, color)``): an
    untapped permanent of theirs whose own {1} the mana in their pool or one of their
    untapped lands can pay. Its mana goes to the pool (CR 106.4)."""
    found = mana_abilities(state, player)
    if not found or not (pool_of(state, player) or untapped_lands(state, player)):
        return []
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    out: list[Option] = []
    seen: set[object] = set()
    for oid, _ab in found:
        card = objs[oid].card
        if card not in seen:
            seen.add(card)
            out.extend(Option("mana_ability", oid, color) for color in COLORS)
    return out


def why_not_mana_ability(state: GameState, player: int, oid: int, arg: object) -> str | None:
    """Why ``player`` cannot activate the mana ability of ``oid`` ("{1}, {T}, sacrifice
    it: add one mana of any color") for mana of the color ``arg`` with priority now, or
    ``None`` if they can: an untapped permanent they control with such an ability, a
    color, and its {1} payable from their mana pool or by an untapped land (CR 605.3a,
    602.2b). Whether the player has priority is the caller's test."""
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    c = o.card
    if mana_ability_of(c) is None or o.zone != BATTLEFIELD[player] or o.controller != player:
        return f"{c.name} is not a permanent you control with a mana ability (CR 605.1a)"
    if o.tapped:
        return f"{c.name} is tapped: its mana ability's cost includes {{T}} (CR 602.2b)"
    if type(arg) is not str or arg not in COLORS:
        return f"{c.name} adds one mana of a color: W, U, B, R or G, not {arg!r} (CR 106.1)"
    if not pool_of(state, player) and not untapped_lands(state, player):
        return f"the {{1}} of {c.name}'s mana ability cannot be paid: no mana in your pool " \
               f"and no untapped land (CR 602.2b)"
    return None


def pool_add(state: GameState, player: int, color: str) -> str:
    """Add one mana of ``color`` to ``player``'s mana pool, where it waits (CR 106.4);
    the pool's mana afterwards."""
    if TYPE_CHECKING:
        p = mut_player(state, player)
        d = data(state)
    else:
        p = state.mut_player(player)
        d = state.data
    p.pool += color
    if not d.pooled:
        state.data = d.replace(pooled=True)
    state.version += 1  # the mana a player has changed: the option lists are asked anew
    return p.pool


def pool_spend(state: GameState, player: int, color: str) -> None:
    """Spend one mana of ``color`` from ``player``'s mana pool (it holds one)."""
    if TYPE_CHECKING:
        p = mut_player(state, player)
    else:
        p = state.mut_player(player)
    assert color in p.pool
    p.pool = p.pool.replace(color, "", 1)
    state.version += 1


def why_not_pay_mana(state: GameState, player: int, option: Option) -> str | None:
    """Why ``option`` (a land to tap, a mana ability to activate) is not offered at the
    payment of a cost by hand now, or ``None`` (the refusal's reason: the option list
    offers exactly the choices after which the rest can still be paid)."""
    if TYPE_CHECKING:
        o = objects(state)[option.obj]
    else:
        o = state.objects[option.obj]
    name = o.card.name
    if o.zone != BATTLEFIELD[player] or o.controller != player:
        return f"{name} is not a permanent you control (CR 605.1a)"
    if o.tapped:
        return f"{name} is tapped: its mana ability's cost includes {{T}} (CR 602.2b)"
    if option.kind == "tap" and not o.card.produces:
        return f"{name} has no mana ability that taps it for mana (CR 605.1a)"
    return f"{'tapping' if option.kind == 'tap' else 'activating'} {name} now would leave " \
           f"the rest of the cost unpayable (CR 601.2g-h)"


def pool_options(state: GameState, player: int) -> list[Option]:
    """The mana of ``player``'s pool that may pay a mana ability's {1}, one option per
    color (``Option("spend_mana", -1, color)``)."""
    return [Option("spend_mana", -1, color) for color in dict.fromkeys(pool_of(state, player))]


def ability_land_options(state: GameState, player: int, generic: int, pips: tuple[str, ...],
                         tapped: tuple[int, ...], added: tuple[str, ...]) -> list[Option]:
    """The lands ``player`` may tap to pay {1} of a mana ability's own cost while paying
    another cost by hand (the ability's mana, ``added[-1]``, already counted): those after
    which the rest of that cost can still be paid."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    free = [oid for oid in untapped_lands(state, player) if oid not in tapped]
    hybrids = hybrid_pips(pips)
    paid = [paying(objs[oid].card.produces, hybrids) for oid in tapped] \
        + [paying(color, hybrids) for color in added]
    total = generic + len(pips)
    # The ability being activated is still untapped: the others may follow it.
    others = len(mana_abilities(state, player)) - 1
    pooled = len(pool_of(state, player))
    out: list[Option] = []
    seen: set[object] = set()
    for land in free:
        card = objs[land].card
        if card in seen:
            continue
        rest = [paying(objs[f].card.produces, hybrids) for f in free if f != land]
        if completable_with(paid, rest, pips, total, others, pooled):
            seen.add(card)
            out.append(Option("tap", land))
    return out


def untapped_lands(state: GameState, player: int) -> list[int]:
    """The player's untapped lands that make mana, and their creatures that do ("{T}:
    Add {G}", Llanowar Elves) unless summoning sick (CR 302.6)."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    out = []
    for oid in state.zones[BATTLEFIELD[player]]:
        o = objs[oid]
        if not o.tapped and o.controller == player and o.card.produces \
                and not (o.card.is_creature and summoning_sick(state, o)):
            out.append(oid)
    return out


def improvisers(state: GameState, player: int) -> list[int]:
    """The untapped artifacts ``player`` controls, each of which may be tapped for
    improvise (CR 702.126a: any untapped artifact). One with a mana ability of its own (a
    Treasure, a Chromatic Sphere) may be tapped either way: for improvise it pays {1} of
    the cost, and its mana ability, whose cost includes {T}, can't then be activated (CR
    602.2b) — the counts below never count one permanent both ways. A summoning-sick
    artifact creature may be tapped too: improvise is not its own {T} ability (CR
    302.6). Whether it is an artifact is read through the layers (a land Liquimetal
    Coating made an artifact is one, CR 613.1d)."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    out = []
    for oid in state.zones[BATTLEFIELD[player]]:
        o = objs[oid]
        if not o.tapped and o.controller == player and (
                "Artifact" in types_of(state, o) if state.continuous
                else o.card.is_a("Artifact")):
            out.append(oid)
    return out


def improvise_rank(card: MtgCard) -> int:
    """How much an artifact is worth keeping untapped rather than tapping it for
    improvise: 0 one with no mana ability (it has no other use in a payment), 1 one whose
    mana ability converts mana (Chromatic Sphere: tapped for improvise it pays {1},
    which its mana ability, itself costing {1}, never adds), 2 one that makes mana (a
    Treasure: its mana pays a generic {1} as well as improvise does, and a colored one
    too)."""
    if card.produces:
        return 2
    return 1 if mana_ability_of(card) is not None else 0


def counts_without(state: GameState, counts: dict[str, int],
                   oids: Collection[int]) -> dict[str, int]:
    """:func:`mana_counts` ``counts`` with the mana of the untapped permanents ``oids``
    left out (they are being tapped for improvise instead, CR 702.126a)."""
    if not oids:
        return counts
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    out = dict(counts)
    for oid in oids:
        card = objs[oid].card
        produces = card.produces
        if produces:
            out["total"] -= 1
            if len(produces) == 5 and "any" in out:
                out["any"] -= 1
            else:
                for color in produces:
                    out[color] = out.get(color, 0) - 1
        elif mana_ability_of(card) is not None and out.get("convert", 0):
            out["convert"] -= 1
    return out


def improvised_rest(state: GameState, player: int, counts: dict[str, int], generic: int,
                    pips: tuple[str, ...], without: Collection[int] = ()) -> int | None:
    """The generic mana left for ``player``'s mana (``counts``) to pay once artifacts
    tapped for improvise pay what they can of a cost of ``generic`` and ``pips`` (each
    one {1}, CR 702.126a), or ``None`` if the mana and the artifacts together can't pay
    it. ``without``: artifacts already chosen to be tapped for it, neither counted as
    mana nor as artifacts still to tap. Artifacts with no mana ability all help;
    Chromatic Spheres help as many as needed (each tapped one pays {1} but converts no
    mana); a Treasure never needs to (its mana pays as much)."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    counts = counts_without(state, counts, without)
    plain = spheres = 0
    for oid in improvisers(state, player):
        if oid not in without:
            rank = improvise_rank(objs[oid].card)
            if rank == 0:
                plain += 1
            elif rank == 1:
                spheres += 1
    rest = max(0, generic - plain)
    for k in range(min(spheres, rest) + 1):
        tried = counts if not k else {**counts,
                                      "convert": max(0, counts.get("convert", 0) - k)}
        if affordable(tried, rest - k, pips):
            return rest - k
    return None


def summoning_sick(state: GameState, obj: MtgObject) -> bool:
    """Whether a creature's {T} abilities cannot be activated yet: it has not been under
    its controller's control since their most recent turn began, and has no haste (CR
    302.6)."""
    return obj.entered >= state.turn and not has_keyword(state, obj, "Haste")


def mana_counts(state: GameState, player: int) -> dict[str, int]:
    """How many untapped lands make each color, and their ``"total"``; a source of
    mana of any color (Awakened Skyclave) is counted under ``"any"``, not under each
    color, so that :func:`affordable` does not count it five times; the untapped
    permanents with a mana ability that turns {1} into mana of any color (Chromatic
    Sphere) under ``"convert"``: they add no mana, but each may change one mana's
    color."""
    counts = {"total": 0}
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    total = 0
    # Asked once, not per land: most games have no source of any color (game_has's
    # usual answer read first).
    any_color = state.cache.get(_ANY_COLOR) != len(objs) \
        and game_has(state, _ANY_COLOR, _makes_any_color)
    for oid in state.zones[BATTLEFIELD[player]]:
        o = objs[oid]
        produces = o.card.produces
        if produces and not o.tapped and o.controller == player \
                and not (o.card.is_creature and summoning_sick(state, o)):
            total += 1
            if any_color and len(produces) == 5:
                counts["any"] = counts.get("any", 0) + 1
                continue
            for color in produces:
                counts[color] = counts.get(color, 0) + 1
    pool = pool_of(state, player)
    if pool:  # mana waiting in the pool pays like an untapped land of its color
        total += len(pool)
        for color in pool:
            counts[color] = counts.get(color, 0) + 1
    counts["total"] = total
    if state.cache.get(_MANA_ABILITY_CARDS) != len(objs) and has_mana_ability_cards(state):
        convert = len(mana_abilities(state, player))
        if convert:
            counts["convert"] = convert
    return counts


_ANY_COLOR = "sources of any color"


def _makes_any_color(card: MtgCard) -> bool:
    """Whether a card makes mana of any color on either face (Invasion of Zendikar's back
    face does: a transformed object's card changes, so its back is asked too)."""
    back = card.back
    return len(card.produces) == 5 or (back is not None and len(back.produces) == 5)


_NEEDS: dict[tuple[str, ...], tuple[tuple[str, int], ...]] = {}
"""Each cost's pips counted by color, in the order they first appear (a few dozen
costs in a game, each asked at every priority: :func:`affordable` reads them here)."""


def affordable(counts: dict[str, int], generic: int, pips: tuple[str, ...]) -> bool:
    """Whether lands with these counts can pay the cost (exact for one-color lands); a
    hybrid pip (CR 107.4e) may take either of its colors."""
    if counts["total"] < generic + len(pips):
        return False
    spare = counts.get("any", 0)  # sources of any color cover what the others lack
    convert = counts.get("convert", 0)
    if convert:
        # A Chromatic Sphere turns a source whose color the cost does not need into one
        # of any color (CR 605.3a): its {1} is paid by that source, its mana pays a pip.
        spare += min(convert, sum(max(0, counts.get(c, 0) - pips.count(c)) for c in COLORS))
    needs = _NEEDS.get(pips)
    if needs is None:
        needs = _NEEDS[pips] = tuple((color, pips.count(color)) for color in dict.fromkeys(pips))
    for color, n in needs:
        short = n - counts.get(color, 0)
        if short > 0:
            if "/" in color:
                # A hybrid pip is counted under no land's color: try its colors (a cost
                # without one fails here as before, at no extra cost).
                return any(affordable(counts, generic, one)
                           for one in single_color_choices(pips, counts))
            if short > spare:
                return False
            spare -= short
    return True


def hybrid_pips(pips: tuple[str, ...]) -> tuple[str, ...]:
    """The hybrid pips of a cost (``"W/U"``: one mana of either color, CR 107.4e)."""
    return tuple(p for p in pips if "/" in p)


def paying(produces: str, hybrids: tuple[str, ...]) -> Collection[str]:
    """What a source making ``produces`` can pay of a cost with the hybrid pips
    ``hybrids``: its own colors, and each hybrid pip one of whose colors it makes
    (CR 107.4e). Without hybrid pips, just its colors."""
    if not hybrids:
        return produces
    extra = tuple(h for h in hybrids if h[0] in produces or h[2] in produces)
    return (*produces, *extra) if extra else produces


def single_color_choices(pips: tuple[str, ...],
                         counts: dict[str, int]) -> list[tuple[str, ...]]:
    """The one-color costs a cost with hybrid pips can be paid as (each hybrid pip
    taking one of its colors, CR 107.4e), the colors with more untapped sources
    first."""
    options = [tuple(sorted(p.split("/"), key=lambda c: -counts.get(c, 0))) if "/" in p
               else (p,) for p in pips]
    return list(dict.fromkeys(product(*options)))


def plan_payment(state: GameState, player: int, generic: int,
                 pips: tuple[str, ...], without: Collection[int] = ()) -> tuple[int, ...] | None:
    """Which lands to tap for the cost, or ``None`` if it cannot be paid.

    Colored pips take lands of their color; generic mana takes, one at a time, a land
    making the color with most untapped lands left (ties in WUBRG order), keeping the
    scarcer colors for later spells. The lands ``without`` are left out (they pay a mana
    ability's own cost in the same plan: :func:`plan_with_abilities`).
    """
    if hybrid_pips(pips):
        # Each way of paying the hybrid pips with one of their colors, the colors with
        # more untapped lands first: the first that can be paid is planned.
        counts = mana_counts(state, player)
        for one in single_color_choices(pips, counts):
            planned = plan_payment(state, player, generic, one, without)
            if planned is not None:
                return planned
        return None
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    by_color: dict[str, list[int]] = {}
    for oid in untapped_lands(state, player):
        if oid not in without:
            by_color.setdefault(objs[oid].card.produces, []).append(oid)
    chosen: list[int] = []
    for pip in pips:
        lands = _lands_for(by_color, pip)
        if not lands:
            return None
        chosen.append(lands.pop())
    for _ in range(generic):
        best: list[int] = []
        for color in COLORS:
            lands = by_color.get(color)
            if lands and len(lands) > len(best):
                best = lands
        if not best:
            best = next((lands for lands in by_color.values() if lands), [])
            if not best:
                return None
        chosen.append(best.pop())
    return tuple(chosen)


Activation = tuple[int, str, int | None]
"""A mana ability in a payment plan: the permanent, the color it adds, and the land
tapped for its {1} (``None``: the last mana of the pool pays it)."""


def plan_with_abilities(state: GameState, player: int, generic: int, pips: tuple[str, ...],
                        at_least: int = 0
                        ) -> tuple[tuple[Activation, ...], tuple[int, ...]] | None:
    """The ``mana`` automation's payment of a cost: the mana abilities to activate first
    (Chromatic Sphere, for a color no land can make), then the lands to tap for the rest;
    ``None`` if it cannot be paid. Lands alone pay whenever they can (no card is drawn
    nor permanent sacrificed that the cost does not need). Each choice is one a player
    paying by hand is offered at that point (:func:`mana_ability_options`, then
    :func:`ability_land_options` or the pool, then :func:`tap_options`), so the
    automation never pays differently from a legal manual payment. ``at_least`` mana
    abilities are activated even if the lands could pay: the cards they draw pay a
    "discard a card" (``draws_needed``, :func:`.costs.draws_to_discard`)."""
    lands = plan_payment(state, player, generic, pips) if not at_least else None
    if lands is not None:
        return (), lands
    if not has_mana_ability_cards(state):
        return None
    found = [oid for oid, _ab in mana_abilities(state, player)]
    if not found:
        return None
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    pool = list(pool_of(state, player))
    free = untapped_lands(state, player)
    hybrids = hybrid_pips(pips)
    total = generic + len(pips)
    added: list[str] = []
    used: list[int] = []
    acts: list[Activation] = []
    for i, oid in enumerate(found):
        left = len(found) - i - 1
        avail = [f for f in free if f not in used]
        chosen: tuple[str, int | None] | None = None
        for color in _colors_needed(pips, [objs[f].card.produces for f in avail]):
            with_it = [paying(c, hybrids) for c in (*added, color)]
            sources = [paying(objs[f].card.produces, hybrids) for f in avail]
            # Mana the pool kept pays the ability's {1} first, as with priority.
            if pool and completable_with(with_it, sources, pips, total, left, len(pool) - 1):
                chosen = (color, None)
                break
            for land in sorted(avail, key=lambda f: _keep_for(objs[f].card.produces, pips)):
                rest = [paying(objs[f].card.produces, hybrids) for f in avail if f != land]
                if completable_with(with_it, rest, pips, total, left, len(pool)):
                    chosen = (color, land)
                    break
            if chosen is not None:
                break
        if chosen is None:
            return None
        color, payer = chosen
        if payer is None:
            pool.pop()
        else:
            used.append(payer)
        added.append(color)
        acts.append((oid, color, payer))
        if len(acts) < at_least:
            continue
        rest_generic, rest_pips = _after_added(generic, pips, added)
        lands = plan_payment(state, player, rest_generic, rest_pips, used)
        if lands is not None:
            return tuple(acts), lands
    return None


def _colors_needed(pips: tuple[str, ...], sources: list[str]) -> list[str]:
    """The colors to ask a mana ability of any color for: those of the cost's pips that
    the sources make least of first, then the others in WUBRG order."""
    wanted = [c for p in pips for c in p.split("/")]
    short = sorted(dict.fromkeys(wanted),
                   key=lambda c: sum(c in s for s in sources) - wanted.count(c))
    return [*short, *(c for c in COLORS if c not in short)]


def _keep_for(produces: str, pips: tuple[str, ...]) -> int:
    """How much a land is worth keeping for the cost's pips (the lowest is spent first
    on a mana ability's {1})."""
    return sum(1 for p in pips if any(c in produces for c in p.split("/")))


def _after_added(generic: int, pips: tuple[str, ...],
                 added: list[str]) -> tuple[int, tuple[str, ...]]:
    """What is left of a cost once mana of the colors ``added`` paid for it: each pays a
    pip of its color (or a hybrid pip that takes it) if one is left, else generic mana."""
    rest = list(pips)
    for color in added:
        if color in rest:
            rest.remove(color)
            continue
        hybrid = next((p for p in rest if "/" in p and color in p.split("/")), None)
        if hybrid is not None:
            rest.remove(hybrid)
        elif generic:
            generic -= 1
    return generic, tuple(rest)


def _lands_for(by_color: dict[str, list[int]], pip: str) -> list[int] | None:
    """The untapped lands that can make ``pip``: those of that color first, then lands
    that make it among others."""
    lands = by_color.get(pip)
    if lands:
        return lands
    return next((ls for produces, ls in by_color.items() if ls and pip in produces), None)


def tap_options(state: GameState, player: int, generic: int, pips: tuple[str, ...],
                tapped: tuple[int, ...], added: tuple[str, ...] = ()) -> list[Option]:
    """The lands ``player`` may tap next for the cost, having tapped ``tapped`` for it:
    one option per distinct land (two untapped Forests are one choice), and only lands
    after which the rest of the cost can still be paid (colored pips by lands making
    that color, generic mana by any land), so that a manual payment never gets stuck.
    ``added`` is the mana mana abilities added for the cost so far (one color each)."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    # A land still untapped though it was chosen (its tap replaced) has paid already.
    free = [oid for oid in untapped_lands(state, player) if oid not in tapped]
    hybrids = hybrid_pips(pips)
    makes: dict[int, Collection[str]] = {oid: paying(objs[oid].card.produces, hybrids)
                                         for oid in (*tapped, *free)}
    if added:
        # Mana a mana ability added pays like a land that was tapped: negative keys,
        # which no object has, stand for it.
        for i, color in enumerate(added):
            makes[-1 - i] = paying(color, hybrids)
        tapped = (*tapped, *(-1 - i for i in range(len(added))))
    abilities = len(mana_abilities(state, player)) if has_mana_ability_cards(state) else 0
    if not abilities:
        return tap_choices(state, free, tapped, makes, pips, generic + len(pips))
    # A Chromatic Sphere still to be activated may make a color no land makes: a land
    # is offered if the rest can be paid with its help (CR 605.3a).
    pooled = len(pool_of(state, player))
    paid = [makes[oid] for oid in tapped]
    out: list[Option] = []
    for option in one_per_card(state, free, "tap"):
        rest = [makes[oid] for oid in free if oid != option.obj]
        if completable_with([*paid, makes[option.obj]], rest, pips, generic + len(pips),
                            abilities, pooled):
            out.append(option)
    return out


# ---------------------------------------------------------------------- the mana pool
#
# Mana added outside a payment (a mana ability activated with priority) waits in its
# player's mana pool (CR 106.4) until it is spent or the step or phase ends (CR 500.5).
# A cost is paid from the pool first, then by tapping lands for the rest (CR 601.2g-h).
# Games where no mana is ever added with priority never look at the pools: the game's
# data says whether a pool may hold mana (``pooled``).

def pool_of(state: GameState, player: int) -> str:
    """The mana in ``player``'s mana pool, one letter each (``"GGR"``; CR 106.4)."""
    if TYPE_CHECKING:
        return players(state)[player].pool
    else:
        return state.players[player].pool


def sources_for_mana(state: GameState, player: int) -> list[tuple[int, str]]:
    """The mana ``player`` could add now with priority, one (source, color) pair per
    distinct source card and color: their untapped lands and mana creatures that are not
    summoning sick (CR 605.1a, 302.6)."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    out: list[tuple[int, str]] = []
    seen: set[object] = set()
    for oid in untapped_lands(state, player):
        card = objs[oid].card
        if card in seen:
            continue
        seen.add(card)
        out.extend((oid, color) for color in card.produces)
    return out


def why_not_add_mana(state: GameState, player: int, oid: int, arg: object) -> str | None:
    """Why ``player`` cannot activate the mana ability of ``oid`` for mana of the color
    ``arg`` now, or ``None`` if they can: an untapped permanent they control that makes
    that color, a creature only once it is not summoning sick (CR 605.1a, 605.3a, 302.6).
    Whether the player has priority is the caller's test."""
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    c = o.card
    if not c.produces or o.zone != BATTLEFIELD[player] or o.controller != player:
        return f"{c.name} is not a permanent you control with a mana ability (CR 605.1a)"
    if o.tapped:
        return f"{c.name} is tapped: its mana ability's cost is {{T}} (CR 605.3a, 602.2b)"
    if c.is_creature and summoning_sick(state, o):
        return f"{c.name} has summoning sickness: its {{T}} ability can't be activated " \
               f"(CR 302.6)"
    if type(arg) is not str or len(arg) != 1 or arg not in c.produces:
        return f"{c.name} does not make {arg!r} mana (CR 106.1, 605.1a)"
    return None


def add_mana(state: GameState, player: int, oid: int, color: str) -> None:
    """Activate the mana ability of ``oid`` with priority: tap it and add its mana to
    ``player``'s mana pool, where it waits (CR 605.3a, 106.4). A mana ability does not
    use the stack (CR 605.3b)."""
    state.emit(new_event("tap", obj=oid, reason="cost", rule="CR 605.3a"))
    pool = pool_add(state, player, color)
    state.log_rule("CR 106.4", "{} taps {} for {{{}}}: their mana pool holds {}",
                   state.players[player].name, state.objects[oid].card.name, color,
                   pool_text(pool))


MANA_TAPS = frozenset({"CR 605.3a", "CR 601.2g"})
"""The rules a ``tap`` event cites when a permanent is tapped for its mana (activating a
mana ability, with priority or while paying a cost)."""


def perform_tap(state: GameState, ev: Event) -> Event | None:
    """Tap an untapped permanent (the kernel's performer, written out: every land tapped
    for mana passes here); one whose mana ability costs "{T}, Sacrifice this" (a
    Treasure), tapped for its mana, is sacrificed as part of the same cost (CR 602.2b,
    605.3a)."""
    oid = ev.obj
    assert oid is not None
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    if o.tapped:
        return None
    state.mut(oid).tapped = True
    if o.card.sacrificed_for_mana and ev.rule in MANA_TAPS:
        state.move(oid, GRAVEYARD[o.owner], player=o.controller, reason="sacrifice",
                   cause="cost", rule="CR 701.21a")
    return ev


def pool_text(pool: str) -> str:
    """The mana of a pool as mana symbols (``"{G}{G}"``)."""
    return "".join(f"{{{m}}}" for m in pool) or "no mana"


def empty_pools(state: GameState) -> None:
    """A step or phase ended: every player's unspent mana empties from their pool (CR
    500.5). Asked as each step begins; only a game in which mana was added with priority
    has anything to do."""
    if TYPE_CHECKING:
        d = data(state)
    else:
        d = state.data
    if not d.pooled:
        return
    for i in range(len(state.players)):
        if pool_of(state, i):
            if TYPE_CHECKING:
                p = mut_player(state, i)
            else:
                p = state.mut_player(i)
            state.log_rule("CR 500.5", "{}'s unspent mana ({}) empties from their mana pool: "
                           "the step or phase it was added in has ended", p.name,
                           pool_text(p.pool))
            p.pool = ""
            state.version += 1
    state.data = d.replace(pooled=False)


def split_pool(pool: str, generic: int,
               pips: tuple[str, ...]) -> tuple[int, tuple[str, ...], str, str]:
    """How the mana ``pool`` pays a cost first (CR 601.2h): each colored pip (a hybrid
    pip: either color) takes mana of its color, generic mana takes what is left, first
    the colors the rest of the cost does not need. Returns the part of the cost still to
    pay, the mana spent and the mana left in the pool."""
    left = list(pool)
    spent: list[str] = []
    rest: list[str] = []
    for pip in pips:
        for m in left:
            if m == pip or ("/" in pip and m in pip.split("/")):
                left.remove(m)
                spent.append(m)
                break
        else:
            rest.append(pip)
    needed = "".join(rest)
    left.sort(key=lambda m: m in needed)
    take = min(generic, len(left))
    spent.extend(left[:take])
    return generic - take, tuple(rest), "".join(spent), "".join(left[take:])


def pay_from_pool(state: GameState, player: int, generic: int,
                  pips: tuple[str, ...]) -> tuple[int, tuple[str, ...], str]:
    """Spend the mana in ``player``'s pool on a cost first (:func:`split_pool`): returns
    the part of the cost still to pay and the mana spent."""
    pool = pool_of(state, player)
    if not pool:
        return generic, pips, ""
    generic, pips, spent, left = split_pool(pool, generic, pips)
    if TYPE_CHECKING:
        p = mut_player(state, player)
    else:
        p = state.mut_player(player)
    p.pool = left
    state.version += 1
    return generic, pips, spent
