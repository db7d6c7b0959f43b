"""A scripted Yu-Gi-Oh! player that plays obviously better than random.

It Normal Summons its strongest monster (Setting it instead when the opponent shows a
stronger one), activates its Spells (a field wipe only when it is behind), Sets its
Traps and activates them when it can, Summons from the Extra Deck only a monster strong
enough to be worth its materials, attacks directly, or attacks the monsters it beats,
and Tributes or uses as materials its weakest monsters. It reads only what its player may see (see
:mod:`tcgkit.agents.scoring`): a face-down monster of the opponent's is an unknown.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import TYPE_CHECKING, cast

from ...agents.scoring import ScoringAgent, named_card, seen, seen_in
from ...core.abilities import Triggered, declared
from ...core.decision import Decision, Option
from .battle import atk, defense
from .card import ATTACK, DEFENSE
from .zones import EXTRA_MONSTER_ZONE, GRAVEYARD, MONSTER_ZONE

if TYPE_CHECKING:
    from ...core.objects import GameObject
    from ...core.state import GameState
    from .card import YgoCard, YgoObject

UNKNOWN_DEF = 1500
"""What a face-down monster of the opponent's is taken to defend with."""
EXTRA_WORTH = 2300
"""The ATK an Extra Deck monster must have to be worth the monsters it uses."""


_card: Callable[[GameObject], YgoCard] = attrgetter("card")
"""An object's card, as the game's own card type (read for every option scored)."""


def _atk(state: GameState, o: GameObject) -> int:
    return atk(state, cast("YgoObject", o))


def _def(state: GameState, o: GameObject) -> int:
    return defense(state, cast("YgoObject", o))


def _monsters(state: GameState, player: int, viewer: int) -> list[GameObject]:
    return (seen_in(state, MONSTER_ZONE[player], viewer)
            + seen_in(state, EXTRA_MONSTER_ZONE[player], viewer))


def _declares(card: object) -> tuple[frozenset[str], bool]:
    """What the first effect a card activates declares it does, and whether it targets
    (a triggered ability, Axe of Despair's return to the Deck, is not what it is
    activated for)."""
    for a in getattr(card, "abilities", ()):
        effect = None if isinstance(a, Triggered) else getattr(a, "effect", None)
        if effect:
            return declared(effect), bool(getattr(a, "targets", ()))
    return frozenset(), False


FRIENDLY = frozenset(("equip", "stats", "special_summon"))
"""What an effect declares that makes its targets one's own (Axe of Despair, Rush
Recklessly) or the best of a GY (Monster Reborn)."""


def _value(o: GameObject) -> float:
    """A card's worth in the hand or the Deck: a monster by its ATK, others alike."""
    c = _card(o)
    return c.atk / 100 if c.kind == "monster" else 15.0


class GreedyAgent(ScoringAgent):
    """The Yu-Gi-Oh! scripted player: see the module's description."""

    def scores(self, state: GameState, d: Decision) -> list[float]:
        """One score per option: see the module's description."""
        me = d.player
        foe = 1 - me
        if d.kind == "battle_step":
            return [self._attack(state, me, o) for o in d.options]
        # The strongest face-up monster the opponent shows: what its own must beat (read
        # only where summons and positions are chosen).
        threat = max((_atk(state, m) for m in _monsters(state, foe, me)
                      if cast("YgoObject", m).position == ATTACK),
                     default=0) if d.kind == "main_phase" else 0
        return [self._score(state, d, me, threat, o) for o in d.options]

    def _attack(self, state: GameState, me: int, o: Option) -> float:
        a = seen(state, o.obj, me)
        if o.kind != "attack" or a is None:
            return 0.0  # "end the Battle Phase"
        mine = _atk(state, a)
        if o.arg == -1:
            return (1000.0 if mine >= state.players[1 - me].life else 100.0) + mine / 100
        target = seen(state, o.arg, me)
        if target is None:  # face-down: an unknown defender
            return 40.0 if mine > UNKNOWN_DEF else -10.0
        if cast("YgoObject", target).position == DEFENSE:
            guard = _def(state, target)
            return 60.0 + guard / 100 if mine > guard else 0.0 if mine == guard else -30.0
        theirs = _atk(state, target)
        if mine > theirs:
            return 90.0 + theirs / 100
        return 10.0 if mine == theirs else -50.0

    def _score(self, state: GameState, d: Decision, me: int, threat: int,
               o: Option) -> float:
        kind = o.kind
        obj = seen(state, o.obj, me)
        card = _card(obj) if obj is not None else None
        if kind == "summon" and card is not None:
            mine = card.atk
            ours = sorted(_atk(state, m) for m in _monsters(state, me, me))
            if card.tributes and card.tributes <= len(ours) \
                    and mine - sum(ours[:card.tributes]) < 500:
                return -5.0  # not worth the monsters it Tributes
            return (100.0 if mine >= threat else 80.0) + mine / 100
        if kind == "set" and card is not None:
            if card.kind == "monster":
                if card.tributes:
                    return -5.0
                return (95.0 if card.atk < threat else 60.0) + card.defense / 100
            return 40.0 if card.kind == "trap" or card.spell_type == "quick" else -1.0
        if kind in ("activate", "effect") and card is not None and card.kind == "spell":
            does, targets = _declares(card)
            if "destroy" in does and not targets:  # Dark Hole: only when it is behind
                own = sum(_atk(state, m) for m in _monsters(state, me, me))
                other = sum(_atk(state, m) for m in _monsters(state, 1 - me, me))
                return 70.0 if other > own else -1.0
        if kind in ("activate", "pendulum"):
            return 70.0
        if kind == "effect":
            return 50.0 if d.kind == "main_phase" else 20.0
        if kind == "extra" and card is not None:
            return 65.0 + card.atk / 100 if card.atk >= EXTRA_WORTH else -1.0
        if kind == "flip" and obj is not None:
            return 80.0 + _atk(state, obj) / 100 if _atk(state, obj) >= threat else 5.0
        if kind == "change" and obj is not None:
            mine = _atk(state, obj)
            if cast("YgoObject", obj).position == ATTACK:
                return 25.0 if mine < threat else -1.0
            return 75.0 if mine > threat and mine >= _def(state, obj) else -1.0
        if kind == "battle":
            ready = any(cast("YgoObject", m).position == ATTACK
                        for m in _monsters(state, me, me))
            return 30.0 if ready else -1.0
        if kind in ("yes", "apply"):
            return 10.0
        if kind == "position":
            return 1.0 if o.arg == "attack" else 0.0
        if kind in ("tribute", "material", "discard") and obj is not None:
            worth = _atk(state, obj) if obj.zone in (MONSTER_ZONE[me], EXTRA_MONSTER_ZONE[me]) \
                else _value(obj) * 100
            return -worth / 100
        if kind == "target":
            return self._target(state, d, me, o)
        if kind in ("choose", "add", "banish") and obj is not None:
            return _value(obj)
        return 0.0  # "pass", "end", "no", "zone", "mode", "declare", "done" ...

    def _target(self, state: GameState, d: Decision, me: int, o: Option) -> float:
        obj = seen(state, o.obj, me)
        if obj is None:
            # A face-down card: the opponent's is worth destroying, one's own is not.
            other = state.objects[o.obj] if 0 <= o.obj < len(state.objects) else None
            return 8.0 if other is not None and other.controller != me else -5.0
        c = _card(obj)
        worth = (_atk(state, obj) if obj.zone in (MONSTER_ZONE[obj.controller],
                                                  EXTRA_MONSTER_ZONE[obj.controller])
                 else c.atk) / 100 if c.kind == "monster" else 10.0
        if obj.zone in GRAVEYARD:
            return 5.0 + worth  # brought back: the strongest
        source = named_card(state, d.prompt)
        friendly = source is not None and bool(_declares(source)[0] & FRIENDLY)
        if (obj.controller == me) == friendly:
            return 10.0 + worth
        return -worth
