"""Automations: the decisions the engine may take for a player, each by name.

By default the engine decides nothing a player could decide differently; a caller names
the automations it wants (PokerKit's idea), and everything not named is asked:

- ``single_option``: a decision with a single legal option is answered with it.
- ``pass_priority``: a player who could do nothing but pass is not asked for priority
  (this tells the other player that the engine found nothing they could do).
- ``order_identical_triggers``: triggers of the same ability of the same object are put
  in the order they triggered, without asking.
- ``mana``: costs are paid by the engine's payment plan (which lands or mana cards to
  tap), never differently from a legal manual payment in what the payment achieves.

One more is known but never part of the default set, because it makes a choice a player
could make differently in what it achieves; a caller names it to have it:

- ``keep_opening_hand``: every opening hand is kept, without a mulligan (Magic's London
  mulligan, CR 103.5), for callers that want to study the game after the deal.
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import MalformedInput

SINGLE_OPTION = "single_option"
PASS_PRIORITY = "pass_priority"
ORDER_IDENTICAL_TRIGGERS = "order_identical_triggers"
MANA = "mana"
KEEP_OPENING_HAND = "keep_opening_hand"

ALL = frozenset((SINGLE_OPTION, PASS_PRIORITY, ORDER_IDENTICAL_TRIGGERS, MANA))
"""The default automations: what ``new_game`` uses unless told otherwise."""

KNOWN = ALL | {KEEP_OPENING_HAND}
"""Every automation a caller may name: the default ones and the opt-in ones."""


def automations(names: Iterable[str] | None) -> frozenset[str]:
    """The automation set for ``names`` (``None``: all of them); an unknown name is a
    :class:`MalformedInput` listing the known ones."""
    if names is None:
        return ALL
    if isinstance(names, str):
        raise MalformedInput("automations must be a collection of names, not one string")
    chosen = frozenset(names)
    unknown = sorted(str(n) for n in chosen - KNOWN)
    if unknown:
        raise MalformedInput(f"unknown automation(s) {', '.join(unknown)}; known: "
                             f"{', '.join(sorted(KNOWN))}")
    return chosen
