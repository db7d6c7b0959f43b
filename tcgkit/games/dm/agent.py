"""A scripted Duel Masters player that plays obviously better than random.

It charges mana until it can use what it holds, uses the most expensive card it can pay
for, attacks the opponent's shields unless a Blocker would win the battle, attacks tapped
creatures it beats, keeps its Blockers home while the opponent's creatures outnumber its
shields, blocks an attack it wins or one that would end the game, and says yes to
optional effects. It reads only what its player may see (see
:mod:`tcgkit.agents.scoring`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ...agents.scoring import ScoringAgent, seen, seen_in
from ...core.decision import Decision, Option
from .attack import BLOCKER, BlockStep, breaks_of
from .static import has_keyword, power
from .zones import BATTLE, HAND, MANA, SHIELD

if TYPE_CHECKING:
    from ...core.objects import GameObject
    from ...core.state import GameState
    from .card import DmCard
    from .typed import DmObject

MANA_ENOUGH = 7
"""Mana beyond which a card is charged only from a full hand: most cards cost less."""

_USE_KINDS = {"summon": 100.0, "cast": 95.0, "generate": 70.0, "fortify": 70.0,
              "deploy": 70.0, "use_tamaseed": 70.0, "use_aura": 80.0,
              "summon_mana": 100.0, "summon_free": 110.0, "cast_free": 105.0,
              "cross": 60.0}
"""The base score of using a card, by option kind; the card's cost is added, so the
most expensive card it can pay for is used first (the best use of the mana)."""


def _power(state: GameState, o: GameObject, attacking: bool = False) -> int:
    return power(state, cast("DmObject", o), attacking=attacking)


class GreedyAgent(ScoringAgent):
    """The Duel Masters scripted player: see the module's description."""

    def scores(self, state: GameState, d: Decision) -> list[float]:
        """One score per option: see the module's description."""
        me = d.player
        kind = d.kind
        if kind == "mana_charge":
            return self._charge(state, me, d.options)
        if kind == "attack":
            return self._attack(state, me, d.options)
        if kind == "block":
            return self._block(state, me, d.options)
        return [self._score(state, me, o) for o in d.options]

    def _charge(self, state: GameState, me: int, options: tuple[Option, ...]) -> list[float]:
        mana = seen_in(state, MANA[me], me)
        have = {c for o in mana for c in cast("DmCard", o.card).civilizations}
        held = [cast("DmCard", o.card) for o in seen_in(state, HAND[me], me)]
        # Skip with mana enough and few cards, or when it can already pay for each card.
        enough = (len(mana) >= MANA_ENOUGH and len(held) < 4) or (
            len(mana) >= 5 and all(c.cost <= len(mana) for c in held))
        out: list[float] = []
        for o in options:
            card = seen(state, o.obj, me)
            if card is None:  # "skip"
                out.append(20.0 if enough else 0.0)
                continue
            c = cast("DmCard", card.card)
            # Charge what cannot be used soon, and keep what the charge lets it use now.
            usable_now = c.cost <= len(mana) + 1
            score = 10.0 + (c.cost if not usable_now else -c.cost / 2)
            if not have.issuperset(c.civilizations):
                score += 3.0  # a civilization the mana zone lacks
            if BLOCKER in c._keywords:
                score -= 5.0  # a Blocker is kept to defend the shields
            out.append(score)
        return out

    def _attack(self, state: GameState, me: int, options: tuple[Option, ...]) -> list[float]:
        foe = 1 - me
        shields = len(state.zones[SHIELD[foe]])
        creatures = seen_in(state, BATTLE[foe], me)
        blockers = [_power(state, b) for b in creatures
                    if not b.tapped and has_keyword(state, b.id, BLOCKER)]
        # Its own Blockers stay home while the opponent's creatures could break every
        # shield it has left and attack it directly next turn.
        danger = len(creatures) > len(state.zones[SHIELD[me]])
        out: list[float] = []
        for o in options:
            a = seen(state, o.obj, me)
            if o.kind != "attack" or a is None:
                out.append(0.0)  # "end"
                continue
            mine = _power(state, a, attacking=True)
            if o.arg == -1 and shields == 0:
                out.append(1000.0 if not blockers else 300.0)  # the winning attack
                continue
            if danger and has_keyword(state, a.id, BLOCKER):
                out.append(-10.0)
                continue
            if o.arg == -1:
                score = 50.0 + 5 * min(breaks_of(state, a.id), shields)
                if any(b >= mine for b in blockers):
                    score -= 60.0  # a Blocker would destroy it for nothing
                out.append(score)
                continue
            target = seen(state, o.arg, me)
            theirs = _power(state, target) if target is not None else mine
            if mine > theirs:
                out.append(80.0 + theirs / 1000)  # destroys it and survives
            elif mine == theirs:
                out.append(15.0)
            else:
                out.append(-50.0)
        return out

    def _block(self, state: GameState, me: int, options: tuple[Option, ...]) -> list[float]:
        step = state.work[-1] if state.work else None
        attacker = seen(state, step.attacker, me) if isinstance(step, BlockStep) else None
        theirs = _power(state, attacker, attacking=True) if attacker is not None else 0
        lethal = (isinstance(step, BlockStep) and step.target == -1
                  and len(state.zones[SHIELD[me]]) == 0)
        out: list[float] = []
        for o in options:
            b = seen(state, o.obj, me)
            if o.kind != "block" or b is None:
                out.append(0.0)  # "no block"
                continue
            mine = _power(state, b)
            if lethal:
                out.append(200.0 + mine / 1000)
            elif mine > theirs:
                out.append(100.0 + mine / 1000)
            elif mine == theirs:
                out.append(10.0)
            else:
                out.append(-20.0)
        return out

    def _score(self, state: GameState, me: int, o: Option) -> float:
        kind = o.kind
        base = _USE_KINDS.get(kind)
        if base is not None:
            card = seen(state, o.obj, me)
            cost = cast("DmCard", card.card).cost if card is not None else 0
            return base + cost
        if kind in ("yes", "declare", "s_back", "apply", "attach_gr"):
            return 10.0
        if kind in ("choose", "destroy", "attach", "evolve"):
            obj = seen(state, o.obj, me)
            if obj is None:
                return 0.0
            c = cast("DmCard", obj.card)
            value = c.cost + (_power(state, obj) / 1000 if obj.zone in BATTLE else 0)
            if kind == "attach":
                return value  # an aura on its strongest GR creature
            if kind == "evolve":
                return -value  # put the evolution creature on its weakest creature
            if obj.zone == BATTLE[me] or obj.zone == SHIELD[me]:
                return -value  # its own creature, for an effect's cost or harm
            return value  # the opponent's creature, or a card to get back
        return 0.0  # "end", "no", "none", "break" (the shields are alike) ...
