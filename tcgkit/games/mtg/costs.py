"""Casting with more than a mana cost: X (CR 107.3, 601.2b), hybrid mana (CR 107.4e, in
:mod:`.mana`), additional costs ("as an additional cost to cast this spell, discard a
card / sacrifice a creature": CR 601.2b, 601.2f, 601.2h), and the static abilities that
make spells cost more or less (:class:`SpellCostChange`: increases, then reductions of
generic mana, the total locked in before anything is paid, CR 601.2f).

A card whose casting asks any of these (``MtgCard.extra_costs``) is cast by the
``mtg.cast_costs`` procedure: the plain casting's stages with two more, the value of X
announced after the card is put on the stack (CR 601.2b) and the additional costs paid
with the mana (CR 601.2h). Every other card keeps the plain ``mtg.cast``, which pays
nothing for this module.

What is offered keeps the casting legal: X no larger than the mana the player could
pay, an additional cost only when something can pay it (:func:`why_not_costs`, asked by
``why_not_cast``; a "discard a card" may count on the card a Chromatic Sphere draws while
the mana is paid, CR 121.8). A casting that turns out illegal all the same (Notion Thief
takes the card that Sphere was to draw) is reversed: the procedure keeps a snapshot from
before the announcement, and the kernel returns to it and logs the rule for illegal
actions (CR 732.1). CR 732.1 does not reverse an action that moved a card out of a
library: a mana ability that drew one stays activated (``play._kept_if_reversed``
carries it into the snapshot, and it is activated again as it was).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ...core.abilities import Ability, Action, CostModifier, Ctx
from ...core.automation import MANA
from ...core.decision import Decision, Option, one_per_card
from ...core.errors import IllegalAction
from ...core.events import Event
from ...core.limits import spend_for
from ...core.procedure import Procedure, Stage, Use, register
from ...core.resolve import targeted
from .card import MtgCard, format_cost
from .characteristics import is_creature
from .mana import (
    affordable,
    counts_without,
    improvise_rank,
    improvised_rest,
    improvisers,
    mana_counts,
)
from .zones import BATTLEFIELD, GRAVEYARD, HAND

if TYPE_CHECKING:
    from ...core.state import GameState
    from .card import MtgObject
    from .typed import objects


# ---------------------------------------------------------------------- cost changes

@dataclass(frozen=True, kw_only=True)
class SpellCostChange(CostModifier):
    """"<Spells of a kind> cost {N} more / less to cast" (Thalia, Guardian of Thraben;
    Helm of Awakening): a static ability that changes the generic part of a spell's total
    cost as it is determined (CR 601.2f). ``amount`` is positive for an increase,
    negative for a reduction; a reduction takes only generic mana, never below {0}, and
    never a colored pip (CR 601.2f). Increases apply before reductions (CR
    601.2f: the mana cost plus increases, minus reductions), so {R} under Thalia and Helm
    of Awakening costs {R}, not {1}{R}."""

    amount: int = 0


def spells_cost(text: str, amount: int,
                which: Callable[[int, int, MtgCard], bool]) -> SpellCostChange:
    """"<Spells ``which`` accepts> cost {``amount``} more (or less, if negative) to
    cast". ``which(controller, caster, card)`` is asked with the modifier's controller,
    the player casting the spell (the card's controller as it is cast from their hand)
    and the spell's card."""

    def change(state: GameState, ctx: Ctx, oid: int, generic: int) -> int:
        o = state.objects[oid]
        card = o.card
        assert isinstance(card, MtgCard)
        if not which(ctx.controller, o.controller, card):
            return generic
        # A reduction stops at {0} (CR 601.2f): the caller clamps too.
        return max(0, generic + amount)

    return SpellCostChange(text, applies_to="cast", amount=amount, change=change)


def any_spell(controller: int, caster: int, card: MtgCard) -> bool:
    """Every spell ("Spells cost {1} less to cast")."""
    return True


def noncreature_spell(controller: int, caster: int, card: MtgCard) -> bool:
    """A noncreature spell (Thalia, Guardian of Thraben)."""
    return not card.is_creature


def your_spells_of_colors(colors: str) -> Callable[[int, int, MtgCard], bool]:
    """"<Color> spells and <color> spells you cast": a spell of any of ``colors`` its
    controller casts (a spell of two of them is changed once, not twice)."""

    def which(controller: int, caster: int, card: MtgCard) -> bool:
        return caster == controller and any(c in card.colors for c in colors)

    return which


def cost_change_text(state: GameState, ref: tuple[int, int]) -> str:
    """How one cost modifier changed a total cost, for the log: its source and the
    amount ("Thalia, Guardian of Thraben: {1} more")."""
    ab = state.ability(ref)
    name = state.objects[ref[0]].card.name
    if isinstance(ab, SpellCostChange):
        more = "more" if ab.amount > 0 else "less"
        return f"{name}: {{{abs(ab.amount)}}} {more}"
    return name


def increases_first(state: GameState,
                    refs: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    """The cost modifiers in the order CR 601.2f applies them: increases (and modifiers
    that do not say which they are) first, then reductions, each group in the order the
    game indexed them (the reductions' order changes nothing while they take only
    generic mana)."""
    if len(refs) < 2:
        return refs
    return tuple(sorted(refs, key=lambda ref: _is_reduction(state.ability(ref))))


def _is_reduction(ab: Ability) -> bool:
    return isinstance(ab, SpellCostChange) and ab.amount < 0


def log_total_cost(state: GameState, oid: int, generic: int, pips: tuple[str, ...],
                   used: tuple[tuple[int, int], ...]) -> None:
    """Log the total cost that is locked in when cost modifiers changed it (CR
    601.2f)."""
    if not used:
        return
    state.log_rule("CR 601.2f", "The total cost of {} is {} ({}); it is locked in",
                   state.objects[oid].card.name, format_cost(generic, pips),
                   ", ".join(cost_change_text(state, ref) for ref in used))


# ---------------------------------------------------------------------- additional costs

@dataclass(frozen=True, kw_only=True)
class AdditionalCost(Ability):
    """"As an additional cost to cast this spell, <discard a card | sacrifice a
    creature>" (CR 601.2b: the player announces they will pay it; CR 601.2h: paid with
    the rest of the total cost).

    ``verb`` is ``"discard"`` (a card from the hand) or ``"sacrifice"`` (a permanent its
    caster controls); ``card_type`` and ``color``, if given, are what the card or
    permanent must be ("a land card", "a red card", "a creature"); ``color`` may name
    several colors, any of which will do ("RG": "a red or green card"). A characteristic is
    read from the card as it is: a card drawn face down while casting has none (CR
    121.8), so it pays a plain "discard a card" and nothing that names a type or color.
    """

    verb: str = "discard"
    card_type: str | None = None
    color: str | None = None
    what: str = "a card"
    """The cost's object as the card says it ("a land card")."""
    ADDITIONAL_COST: ClassVar[bool] = True
    """Marks the ability for ``MtgCard.extra_costs``."""


def discard_as_cost(text: str, *, card_type: str | None = None, color: str | None = None,
                    what: str = "a card") -> AdditionalCost:
    """"As an additional cost to cast this spell, discard <what>"."""
    return AdditionalCost(text, verb="discard", card_type=card_type, color=color, what=what)


def sacrifice_as_cost(text: str, *, card_type: str = "Creature",
                      what: str = "a creature") -> AdditionalCost:
    """"As an additional cost to cast this spell, sacrifice <what>"."""
    return AdditionalCost(text, verb="sacrifice", card_type=card_type, what=what)


def additional_costs(card: MtgCard) -> tuple[AdditionalCost, ...]:
    """The card's additional costs, in the order printed."""
    return tuple(a for a in card.abilities if isinstance(a, AdditionalCost))


def why_not_pay_with(state: GameState, player: int, cost: AdditionalCost, oid: int,
                     spell: int) -> str | None:
    """Why object ``oid`` cannot pay ``cost`` for ``player``'s spell ``spell``, or
    ``None`` if it can. Never names a face-down card: the reason says only that it has
    no characteristics (CR 121.8)."""
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    if oid == spell:
        return "a spell being cast cannot pay its own cost: it is on the stack (CR 601.2a)"
    if cost.verb == "discard":
        if o.zone != HAND[player]:
            return f"only a card in your hand can be discarded to pay 'discard " \
                   f"{cost.what}' (CR 601.2h)"
        if o.face_down and (cost.card_type is not None or cost.color is not None):
            return f"a card drawn while this spell is being cast stays face down, without " \
                   f"characteristics, until the casting ends (CR 121.8): it is not " \
                   f"{cost.what} and cannot pay 'discard {cost.what}' (CR 601.2h)"
    elif o.zone != BATTLEFIELD[player] or o.controller != player:
        return "only a permanent you control can be sacrificed to pay it (CR 601.2h)"
    if not _matches(state, o, cost):
        return f"{o.card.name} is not {cost.what} and cannot pay " \
               f"'{cost.verb} {cost.what}' (CR 601.2h)"
    return None


def _matches(state: GameState, o: MtgObject, cost: AdditionalCost) -> bool:
    card = o.card
    if cost.card_type == "Creature":
        if not is_creature(state, o):
            return False
    elif cost.card_type is not None and not card.is_a(cost.card_type):
        return False
    # ``color`` may name several ("RG": a red or green card): any one of them will do.
    return cost.color is None or any(c in card.colors for c in cost.color)


def payers(state: GameState, player: int, cost: AdditionalCost, spell: int,
           taken: tuple[int, ...] = ()) -> list[int]:
    """The objects that could pay ``cost`` for ``player``'s spell ``spell`` now, beside
    those already chosen for its other costs (``taken``)."""
    zone = HAND[player] if cost.verb == "discard" else BATTLEFIELD[player]
    return [oid for oid in state.zones[zone] if oid not in taken
            and why_not_pay_with(state, player, cost, oid, spell) is None]


def _card(state: GameState, oid: int) -> MtgCard:
    card = state.objects[oid].card
    assert isinstance(card, MtgCard)
    return card


def why_not_costs(state: GameState, player: int, oid: int) -> str | None:
    """The part of ``why_not_cast`` for a card with additional costs: why they cannot be
    paid now, or ``None`` (CR 601.2f-h: a spell is cast only if its total cost can be
    paid). X needs no check: 0 is always a value to announce. A "discard a card" that no
    card in the hand is left to pay may be paid with a card that a mana ability drawing
    cards (Chromatic Sphere) draws while the mana is paid: face down, it pays a cost
    that names no characteristic (CR 121.8, 601.2g-h); see :func:`draws_to_discard`."""
    taken: tuple[int, ...] = ()
    drawn = 0
    for cost in additional_costs(_card(state, oid)):
        found = payers(state, player, cost, oid, taken)
        if not found:
            if _plain_discard(cost):
                drawn += 1
                continue
            return f"its additional cost cannot be paid: nothing to {cost.verb} as " \
                   f"{cost.what} (CR 601.2f, 601.2h)"
        taken = (*taken, found[0])
    if drawn and drawn > _drawing_mana_abilities(state, player, oid):
        return "its additional cost cannot be paid: nothing to discard, and no mana " \
               "ability that draws a card while its cost is paid (CR 601.2f, 601.2h, 121.8)"
    return None


def _plain_discard(cost: AdditionalCost) -> bool:
    """Whether a face-down drawn card can pay ``cost``: "discard a card", which names no
    characteristic (CR 121.8)."""
    return cost.verb == "discard" and cost.card_type is None and cost.color is None


def draws_to_discard(state: GameState, player: int, oid: int) -> int:
    """How many of the card's "discard a card" costs only cards drawn while it is cast
    can pay (no card in the hand is left for them): so many drawing mana abilities must
    be activated as its mana is paid (:func:`why_not_costs` checked that they can be)."""
    taken: tuple[int, ...] = ()
    drawn = 0
    for cost in additional_costs(_card(state, oid)):
        found = payers(state, player, cost, oid, taken)
        if found:
            taken = (*taken, found[0])
        elif _plain_discard(cost):
            drawn += 1
    return drawn


def _drawing_mana_abilities(state: GameState, player: int, oid: int) -> int:
    """How many mana abilities that draw a card (Chromatic Sphere) ``player`` could
    activate while paying for the card ``oid``, each for one of the cost's mana (its
    mana must pay the spell: the payment stage offers it that way), and each drawing from
    a library that still has a card."""
    from .mana import has_mana_ability_cards, mana_abilities, pool_of
    from .zones import LIBRARY

    if not has_mana_ability_cards(state):
        return 0
    card = _card(state, oid)
    drawing = sum(1 for _oid, ab in mana_abilities(state, player) if ab.draws)
    # The pool pays first (CR 601.2h): what it holds leaves fewer of the cost's mana.
    room = card.generic + len(card.pips) - len(pool_of(state, player))
    return max(0, min(drawing, len(state.zones[LIBRARY[player]]), room))


# ---------------------------------------------------------------------- X

def mana_value(state: GameState, oid: int) -> int:
    """An object's mana value: X counts as the announced value while it is a spell on the
    stack, and as 0 everywhere else (its ``x`` is 0 off the stack; CR 202.3e)."""
    o = state.objects[oid]
    card = o.card
    assert isinstance(card, MtgCard)
    return card.mana_value + card.x_symbols * getattr(o, "x", 0)


def largest_x(state: GameState, player: int, oid: int) -> int:
    """The largest X ``player`` could pay for the card ``oid`` with the mana they have:
    the options for X are 0 to this, so no unpayable X is offered and the list stays as
    short as the mana (CR 601.2b, 601.2f-h)."""
    card = state.objects[oid].card
    assert isinstance(card, MtgCard)
    generic, pips = _base_cost(state, player, oid, 0)
    counts = mana_counts(state, player)
    most = max(0, (counts["total"] - generic - len(pips)) // max(1, card.x_symbols))
    while most > 0 and not affordable(counts, _base_cost(state, player, oid, most)[0], pips):
        most -= 1
    return most


def _base_cost(state: GameState, player: int, oid: int,
               x: int) -> tuple[int, tuple[str, ...]]:
    """The total cost with ``x`` for X, changed by cost modifiers (CR 601.2f: the mana
    cost with X is what increases and reductions apply to)."""
    generic, pips, _used = _modified(state, player, oid, x)
    return generic, pips


def _modified(state: GameState, player: int, oid: int, x: int,
              ) -> tuple[int, tuple[str, ...], tuple[tuple[int, int], ...]]:
    from .play import modified_cost  # play imports this module

    return modified_cost(state, player, oid, x=x)


def _ask_x(state: GameState, use: Use) -> Decision | None:
    """CR 601.2b: the caster announces the value of X, one of 0 to the largest they
    could pay."""
    card = state.objects[use.obj].card
    assert isinstance(card, MtgCard)
    if not card.x_symbols or use.get("x") is not None:
        return None
    most = largest_x(state, use.player, use.obj)
    return Decision(use.player, "choose_x", [Option("x", -1, n) for n in range(most + 1)],
                    f"Announce X for {card.name} ({card.cost}): 0 to {most}", state)


def why_not_x(state: GameState, player: int, option: Option) -> str | None:
    """Why ``option`` (an ``x`` answer) is not a value X may be announced as now, or
    ``None`` if it is: a whole number from 0 to the most the player could pay."""
    step = state.work[-1] if state.work else None
    if not (isinstance(step, Use) and step.proc == CAST_COSTS) or option.kind != "x":
        return None
    x = option.arg
    if type(x) is not int or x < 0:
        return f"X is a whole number of 0 or more, not {x!r} (CR 107.3a)"
    most = largest_x(state, player, step.obj)
    if x > most:
        generic, pips = _base_cost(state, player, step.obj, x)
        return f"with X = {x} the total cost would be {format_cost(generic, pips)}, more " \
               f"than the mana you can pay: X can be at most {most} (CR 601.2f, 601.2h)"
    return None


def _record_x(state: GameState, use: Use, option: Option) -> Use:
    return use.with_plan("x", option.arg)


def _x_announced(state: GameState, use: Use) -> Use | None:
    card = state.objects[use.obj].card
    assert isinstance(card, MtgCard)
    if not card.x_symbols:
        return None
    x = use.get("x", 0)
    if x > largest_x(state, use.player, use.obj):
        raise IllegalAction(f"X = {x} cannot be paid", rule="CR 601.2h")
    state.mut(use.obj).x = x  # type: ignore[attr-defined]  # an MtgObject's field
    state.log_rule("CR 601.2b", "{} announces X = {} for {}", state.players[use.player].name,
                   x, card.name)
    return None


def _total_cost(state: GameState, use: Use) -> Use:
    """CR 601.2f: the total cost is locked in, X included; cost modifiers that changed
    it spend their uses."""
    generic, pips, used = _modified(state, use.player, use.obj, use.get("x", 0))
    for ref in used:
        ab = state.ability(ref)
        assert isinstance(ab, CostModifier)
        spend_for(ab.limit, state, state.controller_of(ref), ref)
    log_total_cost(state, use.obj, generic, pips, used)
    use = use.with_plan("cost", (generic, pips))
    drawn = draws_to_discard(state, use.player, use.obj)
    if drawn:
        # A "discard a card" only a card drawn while paying can pay: the payment
        # activates so many drawing mana abilities (play._ask_tap, plan_with_abilities).
        use = use.with_plan("draws_needed", drawn)
    return use


# ---------------------------------------------------------------------- paying them

def _ask_additional(state: GameState, use: Use) -> Decision | None:
    """CR 601.2h: the caster chooses what pays each additional cost, one at a time:
    offered only what can pay it (a face-down drawn card pays no cost that names a
    characteristic, CR 121.8)."""
    card = state.objects[use.obj].card
    assert isinstance(card, MtgCard)
    costs = additional_costs(card)
    chosen: tuple[int, ...] = use.get("paid_with", ())
    if len(chosen) >= len(costs):
        return None
    cost = costs[len(chosen)]
    found = payers(state, use.player, cost, use.obj, chosen)
    if not found:
        return None  # the stage finds the cost unpayable and the casting is reversed
    kind = "discard" if cost.verb == "discard" else "sacrifice"
    seen: set[object] = set()
    options = []
    for oid in found:
        o = state.objects[oid]
        key = (o.card, o.face_down, o.tapped)
        if key not in seen:  # identical cards are one choice
            seen.add(key)
            options.append(Option(kind, oid))
    return Decision(use.player, "additional_cost", options,
                    f"Pay {card.name}'s additional cost: {cost.verb} {cost.what}", state)


def why_not_additional(state: GameState, player: int, option: Option) -> str | None:
    """Why ``option`` (a ``discard`` or ``sacrifice`` answer) cannot pay the additional
    cost being paid now, or ``None`` if it can (the refusal's reason, never naming a
    face-down card)."""
    step = state.work[-1] if state.work else None
    if not (isinstance(step, Use) and step.proc == CAST_COSTS):
        return None
    card = state.objects[step.obj].card
    assert isinstance(card, MtgCard)
    costs = additional_costs(card)
    chosen: tuple[int, ...] = step.get("paid_with", ())
    if len(chosen) >= len(costs):
        return None
    cost = costs[len(chosen)]
    if option.kind != ("discard" if cost.verb == "discard" else "sacrifice"):
        return f"the cost being paid is '{cost.verb} {cost.what}' (CR 601.2h)"
    if option.obj in chosen:
        return "that card already pays another of the spell's costs (CR 601.2h)"
    return why_not_pay_with(state, player, cost, option.obj, step.obj)


def conceivable_payers(state: GameState, player: int) -> list[Option]:
    """Every card in the hand discarded and every permanent sacrificed, for a refusal at
    an additional cost to name."""
    return [Option("discard", o) for o in state.zones[HAND[player]]] \
        + [Option("sacrifice", o) for o in state.zones[BATTLEFIELD[player]]]


def _record_additional(state: GameState, use: Use, option: Option) -> Use:
    return use.with_plan("paid_with", (*use.get("paid_with", ()), option.obj))


def _pay_additional(state: GameState, use: Use) -> Use | None:
    """CR 601.2h: the additional costs are paid with what the caster chose. Checked
    again as they are paid: a cost that cannot be paid now makes the casting illegal,
    and it is reversed (CR 732.1, by the procedure)."""
    card = state.objects[use.obj].card
    assert isinstance(card, MtgCard)
    costs = additional_costs(card)
    chosen: tuple[int, ...] = use.get("paid_with", ())
    if len(chosen) < len(costs):
        cost = costs[len(chosen)]
        raise IllegalAction(f"{card.name}'s additional cost cannot be paid: nothing to "
                            f"{cost.verb} as {cost.what}", rule="CR 601.2h")
    who = state.players[use.player].name
    for cost, oid in zip(costs, chosen, strict=True):
        why = why_not_pay_with(state, use.player, cost, oid, use.obj)
        if why is not None:
            raise IllegalAction(why)  # the reason cites its rules
    for cost, oid in zip(costs, chosen, strict=True):
        o = state.objects[oid]
        if cost.verb == "discard":
            # Discarded face down or not, it is a new object in the graveyard, face up:
            # only then is it named.
            state.move(oid, GRAVEYARD[o.owner], player=use.player, reason="discard",
                       cause="cost")
            state.log_rule("CR 601.2h", "{} discards {} to pay the additional cost of {}", who,
                           state.objects[oid].card.name, card.name)
        else:
            state.log_rule("CR 601.2h", "{} sacrifices {} to pay the additional cost of {}", who,
                           o.card.name, card.name)
            state.move(oid, GRAVEYARD[o.owner], player=use.player, reason="sacrifice",
                       cause="cost")
    return None


# ---------------------------------------------------------------------- effects

@dataclass(frozen=True)
class DealXDamage(Action):
    """"<This> deals X damage to <target>": X is the value announced as the spell was cast
    (CR 107.3a), read from the spell on the stack as it resolves."""

    target: int = 0
    declares = ("damage",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        aim = targeted(state, ctx, self.target)
        if aim is None or ctx.source is None:
            return
        what, which = aim
        amount = getattr(state.objects[ctx.source], "x", 0)
        state.emit_for(ctx, Event("damage", source=ctx.source, amount=amount,
                                  obj=which if what == "object" else None,
                                  player=which if what == "player" else None,
                                  reason="effect", cause="effect", rule="CR 120.3"))

    @property
    def text(self) -> str:
        return "deal X damage"


# ---------------------------------------------------------------------- improvise

def _improvising(state: GameState, use: Use) -> bool:
    """Whether artifacts may still be tapped for the card's improvise: it has improvise,
    generic mana is left to pay and the caster has not said they are done."""
    generic, _ = use.get("cost")
    return bool(generic) and _card(state, use.obj).improvise \
        and not use.get("improvise_done", False)


def _payable(state: GameState, player: int, generic: int, pips: tuple[str, ...]) -> bool:
    """Whether the player's mana can pay the rest of the cost: the check the cast option
    was offered by (``why_not_cast``)."""
    return affordable(mana_counts(state, player), generic, pips)


def _ask_improvise(state: GameState, use: Use) -> Decision | None:
    """CR 702.126a, 601.2h, paying by hand (without the ``mana`` automation): the caster
    taps untapped artifacts, each paying one generic mana, or is done. Any untapped
    artifact is offered — one with a mana ability too (a Treasure, a Chromatic Sphere),
    which then can't also make mana — while the mana and the other artifacts can still
    pay the rest; "done" only when the mana can pay all of it."""
    if MANA in state.automations or not _improvising(state, use):
        return None
    found = improvisers(state, use.player)
    if not found:
        return None
    generic, pips = use.get("cost")
    counts = mana_counts(state, use.player)
    options = one_per_card(state, [o for o in found if improvised_rest(
        state, use.player, counts, generic - 1, pips, (o,)) is not None], "tap")
    if affordable(counts, generic, pips):
        options.append(Option("done"))
    return Decision(use.player, "improvise", options,
                    f"Improvise: tap an artifact to pay {{1}} of "
                    f"{format_cost(generic, pips)}, or done", state)


def _record_improvise(state: GameState, use: Use, option: Option) -> Use:
    if option.kind == "done":
        return use.with_plan("improvise_done", True)
    return _tap_for_improvise(state, use, option.obj)


def _tap_for_improvise(state: GameState, use: Use, oid: int) -> Use:
    """Tap artifact ``oid`` to pay one generic mana of the cost (CR 702.126a): not a mana
    ability, so nothing else of it happens (a Treasure tapped this way is not
    sacrificed, a Chromatic Sphere draws no card)."""
    generic, pips = use.get("cost")
    state.emit(Event("tap", obj=oid, reason="cost", rule="CR 702.126a"))
    state.log_rule("CR 702.126a", "{} taps {} to pay {{1}} (improvise)",
                   state.players[use.player].name, state.objects[oid].card.name)
    return use.with_plan("cost", (generic - 1, pips))


def _improvise(state: GameState, use: Use) -> Use | None:
    """With the ``mana`` automation: artifacts are tapped while the lands (and the mana
    pool) fall short of the rest — those with no mana ability first, then Chromatic
    Spheres (tapped for improvise, each pays a {1} its mana ability would not add), then
    Treasures (tapped for improvise rather than sacrificed for a generic mana the lands
    can't make: the Treasure stays) — each of them an artifact a player paying by hand
    would be offered then (:func:`_ask_improvise`)."""
    if MANA not in state.automations or not _improvising(state, use):
        return None
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    while _improvising(state, use):
        generic, pips = use.get("cost")
        counts = mana_counts(state, use.player)
        found = sorted(improvisers(state, use.player),
                       key=lambda o: improvise_rank(objs[o].card))
        treasures = [o for o in found if improvise_rank(objs[o].card) == 2]
        if affordable(counts_without(state, counts, treasures), generic, pips):
            break
        pick = next((o for o in found if improvised_rest(
            state, use.player, counts, generic - 1, pips, (o,)) is not None), None)
        if pick is None:
            break
        use = _tap_for_improvise(state, use, pick)
    return use.with_plan("improvise_done", True)


def why_not_improvise(state: GameState, player: int, option: Option) -> str | None:
    """Why ``option`` is not a choice at the improvise payment being made now: an
    artifact must be an untapped one the caster controls, and leave the rest payable by
    the mana and the other artifacts; "done" needs the mana to pay all that is left (CR
    702.126a, 601.2h)."""
    step = state.work[-1] if state.work else None
    if not isinstance(step, Use):
        return None
    generic, pips = step.get("cost")
    if option.kind == "done":
        if not _payable(state, player, generic, pips):
            return f"the mana you have can't pay the rest, {format_cost(generic, pips)}: " \
                   f"tap more artifacts for improvise (CR 702.126a, 601.2h)"
        return None
    if option.kind != "tap":
        return None
    if option.obj not in improvisers(state, player):
        return "only an untapped artifact you control may be tapped for improvise " \
               "(CR 702.126a)"
    if improvised_rest(state, player, mana_counts(state, player), generic - 1, pips,
                       (option.obj,)) is None:
        return f"the mana and the other artifacts you have could not pay the rest of " \
               f"{format_cost(generic, pips)} (CR 601.2h)"
    return None


# ---------------------------------------------------------------------- the procedure

CAST_COSTS = "mtg.cast_costs"
"""The procedure that casts a card with X or an additional cost."""


def register_casting() -> None:
    """Register ``mtg.cast_costs``: the plain casting's stages (play.py) with X and the
    additional costs. Called once, by :mod:`.play` when it is imported."""
    from . import play

    register(CAST_COSTS, Procedure("casting", (
        Stage("announce", "CR 601.2a", do=play._announce),
        Stage("X", "CR 601.2b", do=_x_announced, ask=_ask_x, record=_record_x),
        Stage("targets", "CR 601.2c", do=play._targets_chosen, ask=play._ask_target,
              record=play._record_target),
        Stage("total cost", "CR 601.2f", do=_total_cost),
        Stage("mana pool", "CR 601.2h", do=play.spend_pool),
        Stage("improvise", "CR 702.126a", do=_improvise, ask=_ask_improvise,
              record=_record_improvise),
        Stage("pay", "CR 601.2h", do=play._pay, ask=play._ask_tap, record=play._record_tap),
        Stage("additional costs", "CR 601.2h", do=_pay_additional, ask=_ask_additional,
              record=_record_additional),
        Stage("cast", "CR 601.2i", do=play._became_cast),
    ), rewind_rule="CR 732.1"))
