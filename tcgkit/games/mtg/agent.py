"""A scripted Magic player that plays obviously better than random.

It keeps an opening hand of two to five lands, makes its land drop, casts the most
expensive creature or planeswalker it can, aims removal and burn at the opponent's best
creature (burn at the opponent's face when it is lethal or nothing is worth it), counters
the opponent's spells, pumps its creatures in combat, attacks with a creature no
untapped blocker would kill for free (with everything when that is lethal), blocks when
its blocker survives or trades up, gangs two blockers on an attacker they kill together,
and chump-blocks only when the damage would kill it.
It reads only what its player may see (see :mod:`tcgkit.agents.scoring`).
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import TYPE_CHECKING, cast

from ...agents.scoring import ScoringAgent, seen, seen_in
from ...core.abilities import SpellEffect, declared
from ...core.decision import Decision, Option
from ...core.pending import opponents
from ...core.procedure import Use
from .characteristics import has_keyword, power, toughness
from .combat import attacking, declared_so_far
from .zones import BATTLEFIELD, HAND, STACK

if TYPE_CHECKING:
    from ...core.abilities import Ability
    from ...core.objects import GameObject
    from ...core.state import GameState
    from .card import MtgCard, MtgObject

HARMFUL = frozenset(("damage", "destroy", "counter", "exile", "negate", "sacrifice",
                     "discard", "tap", "bounce", "mill"))
"""What an effect declares that makes its targets the opponent's things."""
BURN = 3
"""The damage a burn spell is taken to deal when its card does not say (an X spell)."""


_card: Callable[[GameObject], MtgCard] = attrgetter("card")
"""An object's card, as the game's own card type (read for every option scored)."""


def _pt(state: GameState, o: GameObject) -> tuple[int, int]:
    m = cast("MtgObject", o)
    return power(state, m), toughness(state, m)


def _creatures(state: GameState, player: int, viewer: int) -> list[GameObject]:
    return [o for o in seen_in(state, BATTLEFIELD[player], viewer) if _card(o).is_creature]


def _spell(card: MtgCard) -> tuple[frozenset[str], int, bool]:
    """What a card's spell ability declares, the damage it deals, and whether it
    targets."""
    for a in card.abilities:
        if isinstance(a, SpellEffect):
            amount = max((getattr(x, "amount", 0) for x in a.effect
                          if "damage" in x.declares), default=0)
            return declared(a.effect), amount or BURN, bool(a.targets)
    return frozenset(), 0, False


def _effect_in_use(state: GameState, me: int) -> Ability | None:
    """The spell or ability ``me`` is casting or activating now (the procedure waiting
    for this decision): only its object and the ability chosen are read, never the
    procedure's snapshot of the game."""
    step = state.work[-1] if state.work else None
    if not isinstance(step, Use) or step.player != me:
        return None
    source = seen(state, step.obj, me)
    if source is None:
        return None
    plan = dict(step.plan)
    abilities = _card(source).abilities
    index = plan.get("ability")
    if isinstance(index, int) and 0 <= index < len(abilities):
        return abilities[index]
    return next((a for a in abilities if isinstance(a, SpellEffect)), None)


class GreedyAgent(ScoringAgent):
    """The Magic scripted player: see the module's description."""

    def scores(self, state: GameState, d: Decision) -> list[float]:
        """One score per option: see the module's description."""
        me = d.player
        kind = d.kind
        if kind == "declare_attackers":
            return self._attack(state, me, d.options)
        if kind == "declare_blockers":
            return self._block(state, me, d.options)
        if kind == "mulligan":
            return self._mulligan(state, me, d.options)
        if kind == "target":
            return self._target(state, me, d.options)
        return [self._score(state, me, o) for o in d.options]

    # ------------------------------------------------------------------ the game's start

    def _mulligan(self, state: GameState, me: int, options: tuple[Option, ...]) -> list[float]:
        hand = seen_in(state, HAND[me], me)
        lands = sum(1 for o in hand if _card(o).is_land)
        keep = len(hand) <= 5 or 2 <= lands <= 5
        return [(1.0 if keep else -1.0) if o.kind == "keep_hand" else 0.0 for o in options]

    def _keep_value(self, state: GameState, me: int, o: GameObject) -> float:
        """How much a card in the hand is worth keeping: lands while it has few, else
        the cheaper spells first."""
        lands = sum(1 for x in seen_in(state, BATTLEFIELD[me], me) if _card(x).is_land)
        c = _card(o)
        if c.is_land:
            return 50.0 if lands < 5 else 5.0
        return 40.0 - c.mana_value

    # ------------------------------------------------------------------ priority

    def _score(self, state: GameState, me: int, o: Option) -> float:
        kind = o.kind
        if kind == "play":
            return 1000.0
        if kind == "cast":
            card = seen(state, o.obj, me)
            return self._cast(state, me, _card(card)) if card is not None else 0.0
        if kind == "loyalty":
            return 40.0 + (5.0 if str(o.arg).startswith("+") else 0.0)
        if kind == "add_mana":
            return -1.0  # mana floated with nothing to pay is lost: casting pays its own
        if kind in ("yes", "apply", "keep_hand"):
            return 10.0
        if kind == "x":
            return float(o.arg)  # as much X as it can pay
        if kind in ("discard", "put_on_bottom"):
            card = seen(state, o.obj, me)
            return -self._keep_value(state, me, card) if card is not None else 0.0
        if kind in ("keep", "pile_to_hand"):
            card = seen(state, o.obj, me)
            return _card(card).mana_value if card is not None else 0.0
        if kind == "sacrifice":
            card = seen(state, o.obj, me)
            return -sum(_pt(state, card)) if card is not None else 0.0
        # "pass", "no", "done", manual mana, activated abilities and the rare choices:
        # nothing to gain (an activated ability of the demo decks is a mana ability).
        return 0.0

    def _cast(self, state: GameState, me: int, card: MtgCard) -> float:
        foes = opponents(state, me)
        if card.is_creature:
            pt = card.pt or (0, 0)
            return 100.0 + 10 * card.mana_value + pt[0]
        if card.permanent:
            return 90.0 + 10 * card.mana_value
        does, amount, targets = _spell(card)
        theirs = [c for p in foes for c in _creatures(state, p, me)]
        if "counter" in does:
            stack = seen_in(state, STACK, me)
            return 150.0 if stack and stack[-1].controller != me else -1.0
        lethal = "damage" in does and any(state.players[p].life <= amount for p in foes)
        if state.active == me and state.phase == "beginning" and not lethal:
            return -1.0  # its mana is for the main phase's creatures first
        if "destroy" in does:
            return 80.0 + max((_pt(state, c)[0] for c in theirs), default=-100)
        if "damage" in does:
            killable = [c for c in theirs if _pt(state, c)[1] <= amount]
            if lethal or killable:
                return 120.0 if lethal else 70.0
            # At the face, with the mana nothing else will use this turn.
            late = state.step == "main2" or (state.step == "end" and state.active != me)
            return 20.0 if late else -1.0
        if "draw" in does:
            return 50.0
        if targets:  # a pump spell: in combat, on a creature that fights
            return 70.0 if attacking(state) and state.step in ("declare_blockers",) else -1.0
        # An untargeted sorcery (Overrun): before combat, with creatures to attack.
        ready = [c for c in _creatures(state, me, me) if not c.tapped]
        return 60.0 if len(ready) >= 2 and state.step != "end" else -1.0

    # ------------------------------------------------------------------ targets

    def _target(self, state: GameState, me: int, options: tuple[Option, ...]) -> list[float]:
        ability = _effect_in_use(state, me)
        effect = getattr(ability, "effect", ()) if ability is not None else ()
        does = declared(effect)
        amount = max((getattr(x, "amount", 0) for x in effect if "damage" in x.declares),
                     default=0) or BURN
        # A creature is aimed at when the effect harms it (a pump is for one's own); a
        # player unless the effect draws cards (Jace's "target player mills" is harm).
        harmful = bool(does & HARMFUL) or ability is None
        harms_player = "draw" not in does
        foes = opponents(state, me)
        lethal = "damage" in does and any(state.players[p].life <= amount for p in foes)
        out: list[float] = []
        for o in options:
            if o.kind == "target_player":
                theirs = o.arg in foes
                life = state.players[o.arg].life
                if theirs == harms_player:
                    out.append((200.0 if lethal else 10.0) + 1 / max(life, 1))
                else:
                    out.append(-10.0)
                continue
            obj = seen(state, o.obj, me)
            if obj is None:
                out.append(0.0)
                continue
            mine = obj.controller == me
            value: float = _card(obj).mana_value
            if _card(obj).is_creature and obj.zone in BATTLEFIELD:
                p, t = _pt(state, obj)
                value = p + t / 10
                if "damage" in does and not mine:
                    value = 20.0 + p if t <= amount else 1.0
                if not harmful and mine and obj.id in attacking(state):
                    value += 20.0
            out.append(value + 10 if mine != harmful else -value)
        return out

    # ------------------------------------------------------------------ combat

    def _attack(self, state: GameState, me: int, options: tuple[Option, ...]) -> list[float]:
        foes = opponents(state, me)
        # Each possible blocker once: its power, toughness and whether it stops fliers.
        blockers = [(*_pt(state, c), has_keyword(state, c, "Flying")
                     or has_keyword(state, c, "Reach"))
                    for p in foes for c in _creatures(state, p, me) if not c.tapped]
        ready: dict[int, GameObject] = {}
        for o in options:
            obj = seen(state, o.obj, me)
            if obj is not None and o.kind != "done":
                ready[obj.id] = obj
        chosen = {a if isinstance(a, int) else a[0] for a in declared_so_far(state)}
        # Copies alike are one option: every untapped one of them may attack too.
        cards = {o.card for o in ready.values()}
        able = [c for c in _creatures(state, me, me)
                if c.id in chosen or (not c.tapped and c.card in cards)]
        powers = sorted((_pt(state, c)[0] for c in able), reverse=True)
        # Lethal even if each untapped blocker stops one of the strongest attackers.
        lethal = sum(powers[len(blockers):]) >= min(state.players[p].life for p in foes)
        out: list[float] = []
        for o in options:
            obj = ready.get(o.obj) if o.kind != "done" else None
            if obj is None:
                out.append(0.0)
                continue
            p, t = _pt(state, obj)
            flying = has_keyword(state, obj, "Flying")
            # A blocker that kills it and survives makes the attack a gift.
            bad = any(bp >= t and bt > p for bp, bt, up in blockers if up or not flying)
            score = 100.0 + p if lethal else (-5.0 if bad or p <= 0 else 50.0 + p)
            if o.kind == "attack_player":
                score += 1 / max(state.players[int(o.arg)].life, 1)
            elif o.kind != "attack":
                score -= 5.0  # a planeswalker or a battle: the player first
            out.append(score)
        return out

    def _block(self, state: GameState, me: int, options: tuple[Option, ...]) -> list[float]:
        attackers = [a for a in (seen(state, x, me) for x in attacking(state)) if a is not None]
        # The power already blocking each attacker, by the blocks declared so far.
        blocked: dict[int, int] = {}
        for pair in declared_so_far(state):
            if isinstance(pair, tuple) and len(pair) == 2:
                other = seen(state, pair[0], me)
                strength = _pt(state, other)[0] if other is not None else 0
                blocked[pair[1]] = blocked.get(pair[1], 0) + strength
        incoming = sum(_pt(state, a)[0] for a in attackers if a.id not in blocked)
        free = {o.obj: _pt(state, b)[0] for o in options if o.kind == "block"
                for b in (seen(state, o.obj, me),) if b is not None}
        lethal = incoming >= state.players[me].life
        out: list[float] = []
        for o in options:
            b = seen(state, o.obj, me)
            a = seen(state, o.arg, me) if o.kind == "block" and isinstance(o.arg, int) else None
            if b is None or a is None:
                out.append(0.0)  # "done"
                continue
            bp, bt = _pt(state, b)
            ap, at = _pt(state, a)
            if has_keyword(state, a, "Deathtouch") and ap > 0:
                ap = max(ap, bt)
            if has_keyword(state, b, "Deathtouch") and bp > 0:
                bp = max(bp, at)
            survives, kills = bt > ap, bp >= at
            if a.id in blocked:
                # A second blocker only to finish off an attacker worth more than it.
                ganged = blocked[a.id] < at <= blocked[a.id] + bp
                score = 35.0 + ap if ganged and ap + at >= bp + bt else -30.0
            elif survives and kills:
                score = 100.0 + ap
            elif survives:
                score = 60.0 + ap
            elif kills and ap + at >= bp + bt:
                score = 40.0 + ap  # a trade up
            elif ap + at > bp + bt and any(p + bp >= at for k, p in free.items() if k != b.id):
                score = 30.0 + ap  # the first of two blockers that kill it together
            elif lethal:
                score = 30.0 + ap  # a chump block that keeps it alive
            else:
                score = -20.0
            out.append(score)
        return out
