"""The combat phase (CR 506-511): declaring attackers and blockers, and combat damage,
divided among blockers as the Comprehensive Rules have it since the Foundations update of
November 2024 (no damage assignment order)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...core.abilities import Ability
from ...core.continuous import UNTIL_END_OF_COMBAT
from ...core.decision import Decision, Option, option_of
from ...core.events import new_event
from ...core.objects import GameObject, game_has
from ...core.pending import opponents, seats_from, team
from ...core.steps import Ask, Step
from .battles import battles_of
from .characteristics import has_keyword, is_creature, power
from .damage import lethal_damage
from .data import Combat
from .layers import colors_of, types_of
from .zones import BATTLEFIELD

if TYPE_CHECKING:
    from ...core.state import GameState
    from .card import MtgCard, MtgObject
    from .typed import data, objects


def set_combat(state: GameState, fight: Combat | None) -> None:
    """Record the current combat (``None``: creatures leave combat)."""
    if TYPE_CHECKING:
        state.data = data(state).replace(combat=fight)
    else:
        state.data = state.data.replace(combat=fight)


def combat(state: GameState) -> Combat | None:
    """The current combat, if creatures are attacking."""
    if TYPE_CHECKING:
        return data(state).combat
    else:
        return state.data.combat


def in_play(state: GameState, ref: tuple[int, int]) -> bool:
    """Whether the object is still the same object on the battlefield."""
    o = state.objects[ref[0]]
    return o.incarnation == ref[1] and o.zone == BATTLEFIELD[o.controller]


def attacking(state: GameState) -> list[int]:
    """Ids of the creatures still attacking."""
    if TYPE_CHECKING:
        c = data(state).combat
    else:
        c = state.data.combat
    if not c:
        return []
    # in_play written out: asked at every step of a combat.
    objs = state.objects
    return [a for a, inc in c.attackers
            if objs[a].incarnation == inc and objs[a].zone == BATTLEFIELD[objs[a].controller]]


def defending_player(state: GameState, c: Combat, attacker: int) -> int:
    """The player ``attacker`` attacks, or who controls the planeswalker it attacks: its
    defending player (CR 506.2; with two players, the active player's opponent)."""
    if len(state.players) == 2:
        return 1 - state.active
    for a, p in c.defenders:
        if a == attacker:
            return p
    for a, w, _ in c.walkers:
        if a == attacker:
            # A battle's protector defends it; a planeswalker's controller defends it
            # (CR 506.2, 310.8d).
            if TYPE_CHECKING:
                o = objects(state)[w]
            else:
                o = state.objects[w]
            return o.protector if o.card.is_a("Battle") else o.controller
    return opponents(state, state.active)[0]


def defending_players(state: GameState) -> list[int]:
    """The players attacked, or whose planeswalkers are attacked, in turn order from the
    active player (APNAP): who declare blockers, one after another (CR 506.2, 509.1)."""
    c = combat(state)
    if c is None:
        return []
    # A team (Two-Headed Giant) declares one combined block, asked of its first player
    # in turn order, with both players' creatures (CR 805.10d); else each player alone.
    attacked = {team(state, defending_player(state, c, a)) for a in attacking(state)}
    out: list[int] = []
    for p in seats_from(state, state.active):
        t = team(state, p)
        if t in attacked:
            attacked.discard(t)
            out.append(p)
    return out


def blocking(state: GameState, attacker: int) -> list[int]:
    """Ids of the creatures still blocking ``attacker``."""
    c = combat(state)
    return [b for b, inc, a in c.blocks if a == attacker and in_play(state, (b, inc))] if c else []


# ---------------------------------------------------------------------- legality
#
# One check per declaration, saying why it is not legal now (citing the rule) or
# ``None``: the declare attackers and blockers options are built by asking it, and a
# refused answer is explained by it (MtgRules.explain). Those decisions belong to the
# active and the defending player, in their steps: the explanation checks that first.

def _teammates_zone(state: GameState, player: int, zid: int) -> bool:
    """Whether ``zid`` is the battlefield of ``player``'s teammate in Two-Headed Giant,
    whose team attacks and blocks as one: its players declare for both (CR 805.10d-e)."""
    return len(state.players) == 4 and zid == BATTLEFIELD[(player + 2) % 4] \
        and state.options.get("variant") == "2hg"


def team_creatures(state: GameState, player: int) -> list[int]:
    """The permanents whose creatures ``player`` declares attackers or blockers with:
    their own, and in Two-Headed Giant their teammate's too (CR 805.10d-e)."""
    mine = state.zones[BATTLEFIELD[player]]
    if len(state.players) == 4 and state.options.get("variant") == "2hg":
        return [*mine, *state.zones[BATTLEFIELD[(player + 2) % 4]]]
    return mine


def why_not_attack(state: GameState, player: int, oid: int, arg: object = None,
                   declared: tuple[int, ...] = ()) -> str | None:
    """Why ``player`` cannot declare ``oid`` as an attacker now, having declared
    ``declared`` so far, or ``None`` if they can: an untapped creature they control that
    has been under their control since their turn began, or has haste (CR 508.1a,
    302.6), and without defender (CR 702.3b)."""
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    c = o.card
    # is_creature's own first test, made here: the candidates asked are creature cards.
    if not (c.is_creature or is_creature(state, o)) or (
            o.zone != BATTLEFIELD[player] and not _teammates_zone(state, player, o.zone)):
        return f"{c.name} is not a creature you control on the battlefield (CR 508.1a)"
    if arg is not None:
        return f"attacking with {c.name} takes no argument, not {arg!r}"
    if player != state.active:
        return "only the active player declares attackers (CR 508.1)"
    if oid in declared:
        return f"{c.name} is already declared as an attacker (CR 508.1a)"
    if o.tapped:
        return f"{c.name} is tapped (CR 508.1a)"
    if o.entered >= state.turn and not has_keyword(state, o, "Haste"):
        return f"{c.name} has summoning sickness (CR 302.6)"
    if has_keyword(state, o, "Defender"):
        return f"{c.name} has defender and can't attack (CR 702.3b)"
    return None


def why_not_attack_planeswalker(state: GameState, player: int, oid: int, arg: object,
                                declared: tuple[int, ...] = ()) -> str | None:
    """Why ``player`` cannot declare ``oid`` as an attacker of the planeswalker ``arg``
    now, or ``None`` if they can: a creature that could attack (:func:`why_not_attack`),
    and a planeswalker the defending player controls (CR 508.1b)."""
    why = why_not_attack(state, player, oid, None, declared)
    if why is not None:
        return why
    if type(arg) is not int or not 0 <= arg < len(state.objects):
        return f"{arg!r} is not a planeswalker (CR 508.1b)"
    if TYPE_CHECKING:
        o = objects(state)[arg]
    else:
        o = state.objects[arg]
    if not (o.card.is_a("Planeswalker") and team(state, o.controller) != team(state, player)
            and not state.players[o.controller].lost and o.zone == BATTLEFIELD[o.controller]):
        return f"{o.card.name} is not a planeswalker the defending player controls " \
               f"(CR 508.1b)"
    return None


def why_not_attack_player(state: GameState, player: int, oid: int, arg: object,
                          declared: tuple[int, ...] = ()) -> str | None:
    """Why ``player`` cannot declare ``oid`` as an attacker of the player ``arg`` now, or
    ``None`` if they can: a creature that could attack (:func:`why_not_attack`), and an
    opponent still in the game (CR 506.1, 508.1b)."""
    if len(state.players) == 2:
        return "with two players, an attacker attacks the defending player: declare it " \
               "with attack (CR 508.1)"
    why = why_not_attack(state, player, oid, None, declared)
    if why is not None:
        return why
    if type(arg) is not int or arg not in opponents(state, player):
        who = state.players[arg].name if type(arg) is int and 0 <= arg < len(state.players) \
            else repr(arg)
        return f"{who} is not an opponent still in the game to attack (CR 508.1b)"
    return None


def walkers_of(state: GameState, player: int) -> list[int]:
    """The planeswalkers ``player``'s creatures may attack: those their opponents control
    (CR 508.1b)."""
    if not game_has(state, "planeswalker cards", _is_planeswalker):
        return []
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    if len(state.players) == 2:
        return [oid for oid in state.zones[BATTLEFIELD[1 - player]]
                if objs[oid].card.is_a("Planeswalker")]
    return [oid for q in opponents(state, player) for oid in state.zones[BATTLEFIELD[q]]
            if objs[oid].card.is_a("Planeswalker")]


def _is_planeswalker(card: MtgCard) -> bool:
    return card.is_a("Planeswalker")


def why_not_block(state: GameState, player: int, oid: int, arg: object,
                  declared: tuple[tuple[int, int], ...] = ()) -> str | None:
    """Why ``player`` cannot declare ``oid`` as a blocker of the attacking creature
    ``arg`` now, having declared the (blocker, attacker) pairs ``declared`` so far, or
    ``None`` if they can: an untapped creature they control, blocking one attacker
    (CR 509.1a), a creature with flying only if it has flying or reach (CR 702.9b)."""
    why = _why_not_blocker(state, player, oid, declared) or _why_not_blocked(state, arg)
    if why is None:
        assert isinstance(arg, int)  # the id of an attacking creature, then
        c = combat(state)
        if len(state.players) > 2 and c is not None \
                and team(state, defending_player(state, c, arg)) != team(state, player):
            return f"{state.objects[arg].card.name} attacks another player: only the player " \
                   f"it attacks blocks it (CR 509.1a, 506.2)"
        why = _why_not_block_evasion(state, oid, arg) \
            or _why_not_block_menace(state, player, oid, arg, declared)
    return why


def _prints_menace(card: Any) -> bool:
    return bool(card.has("Menace"))


def _menace_short(state: GameState, declared: tuple[tuple[int, int], ...]) -> int | None:
    """The attacker with menace that the blocks ``declared`` so far give exactly one
    blocker, if any: the declaration is not legal until another creature blocks it (CR
    702.111b, 509.1b-c). Blocks are asked one at a time, so at most one is short."""
    if not declared or (not state.continuous
                        and not game_has(state, "menace cards", _prints_menace)):
        return None
    objs = state.objects
    for i, (_, a) in enumerate(declared):
        if has_keyword(state, objs[a], "Menace") \
                and not any(att == a for j, (_, att) in enumerate(declared) if j != i):
            return a
    return None


def _why_not_block_menace(state: GameState, player: int, oid: int, attacker: int,
                          declared: tuple[tuple[int, int], ...]) -> str | None:
    """Why ``oid`` cannot block ``attacker`` for menace (CR 702.111b): while an attacker
    with menace has one blocker only, the next block must be another of its blockers; and
    a first blocker of an attacker with menace must leave another creature able to join
    it, so that the declaration can be completed legally (CR 509.1b-c)."""
    if not state.continuous and not game_has(state, "menace cards", _prints_menace):
        return None  # no creature has menace, printed or granted
    short = _menace_short(state, declared)
    objs = state.objects
    if short is not None:
        if short != attacker:
            return f"{objs[short].card.name} has menace and one blocker so far: declare " \
                   f"another creature blocking it first (CR 702.111b, 509.1b)"
        return None
    if not has_keyword(state, objs[attacker], "Menace") \
            or any(a == attacker for _, a in declared):
        return None
    after = (*declared, (oid, attacker))
    for other in team_creatures(state, player):
        if other != oid and _why_not_blocker(state, player, other, after) is None \
                and _why_not_block_evasion(state, other, attacker) is None:
            return None
    return f"{objs[attacker].card.name} has menace: it can't be blocked except by two or " \
           f"more creatures, and no other creature of yours can block it (CR 702.111b)"


def why_not_done_blocking(state: GameState, player: int,
                          declared: tuple[tuple[int, int], ...]) -> str | None:
    """Why ``player`` cannot end their declaration of blockers with the blocks
    ``declared``, or ``None`` if they can: an attacker with menace blocked by one
    creature only (CR 702.111b, 509.1b)."""
    short = _menace_short(state, declared)
    if short is None:
        return None
    return f"{state.objects[short].card.name} has menace and is blocked by one creature " \
           f"only: it can't be blocked except by two or more creatures (CR 702.111b)"


# The three parts of why_not_block, so that the declare blockers options can ask each
# once per blocker, per attacker and per pair rather than all of them per pair.

def _why_not_blocker(state: GameState, player: int, oid: int,
                     declared: tuple[tuple[int, int], ...]) -> str | None:
    """Why ``oid`` cannot block at all now (CR 509.1, 509.1a)."""
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    c = o.card
    # is_creature's own first test, made here: the candidates asked are creature cards.
    if not (c.is_creature or is_creature(state, o)) or (
            o.zone != BATTLEFIELD[player] and not _teammates_zone(state, player, o.zone)):
        return f"{c.name} is not a creature you control on the battlefield (CR 509.1a)"
    if player == state.active or (len(state.players) > 2
                                  and team(state, player) == team(state, state.active)):
        return "only the defending player declares blockers (CR 509.1)"
    for b, _ in declared:
        if b == oid:
            return f"{c.name} is already declared as a blocker (CR 509.1a)"
    if o.tapped:
        return f"{c.name} is tapped (CR 509.1a)"
    return None


def _why_not_blocked(state: GameState, arg: object) -> str | None:
    """Why ``arg`` cannot be blocked: it is not an attacking creature (CR 509.1a)."""
    if type(arg) is int and arg in attacking(state):
        return None
    what = state.objects[arg].card.name if type(arg) is int and 0 <= arg < len(state.objects) \
        else repr(arg)
    return f"{what} is not an attacking creature (CR 509.1a)"


def _why_not_block_evasion(state: GameState, oid: int, attacker: int) -> str | None:
    """Why ``oid`` cannot block the attacking creature ``attacker`` although each could
    block and be blocked: its evasion (CR 702.9b), or a restriction of the attacker's
    own on what may block it (CR 509.1b)."""
    o = state.objects
    if has_keyword(state, o[attacker], "Flying") and not (
            has_keyword(state, o[oid], "Flying") or has_keyword(state, o[oid], "Reach")):
        return f"{o[oid].card.name} cannot block a creature with flying (CR 702.9b)"
    # game_has's usual answer read first: a call per block checked costs more.
    if state.cache.get(_RESTRICTED) != len(state.objects) \
            and game_has(state, _RESTRICTED, _restricts_blockers):
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = o
        for ab in objs[attacker].card.abilities:
            if isinstance(ab, CantBeBlockedBy) and ab.blocker is not None \
                    and ab.blocker(state, objs[oid]):
                return f"{objs[attacker].card.name} can't be blocked by {ab.what}, and " \
                       f"{objs[oid].card.name} is one ({ab.rule})"
    return None


@dataclass(frozen=True, kw_only=True)
class CantBeBlockedBy(Ability):
    """"<This creature> can't be blocked by <creatures of a kind>" (Questing Beast: "by
    creatures with power 2 or less"): a restriction on blocking, checked as blockers are
    declared (CR 509.1b). ``blocker`` says whether a creature is of that kind, read as it
    is now (its power with every effect on it); ``what`` says the kind in words."""

    blocker: Callable[[GameState, MtgObject], bool] | None = None
    what: str = ""
    rule: str = "CR 509.1b"
    """The rule a refused block cites: an evasion keyword's own (fear: CR 702.36b)."""


def power_2_or_less(state: GameState, obj: MtgObject) -> bool:
    """A creature with power 2 or less."""
    return power(state, obj) <= 2


def neither_artifact_nor_black(state: GameState, obj: MtgObject) -> bool:
    """A creature that is not an artifact and not black, as it is now (its types and
    colors with every effect on it: layers 4 and 5)."""
    return "Artifact" not in types_of(state, obj) and "B" not in colors_of(state, obj)


FEAR = CantBeBlockedBy("Fear (This creature can't be blocked except by artifact creatures "
                       "and/or black creatures.)", blocker=neither_artifact_nor_black,
                       what="creatures that are neither artifact nor black",
                       rule="CR 702.36b")
"""Fear (CR 702.36): an evasion ability, a restriction on which creatures may block."""

_RESTRICTED = "cards restricting their blockers"


def _restricts_blockers(card: Any) -> bool:
    return any(isinstance(a, CantBeBlockedBy) for a in card.abilities)


def declared_so_far(state: GameState) -> tuple[Any, ...]:
    """What the pending declaration has declared so far: the attackers chosen at a
    declare attackers decision, the (blocker, attacker) pairs at a declare blockers
    decision, nothing otherwise. The step asking a decision waits on top of the work
    stack."""
    step = state.work[-1] if state.work else None
    if isinstance(step, DeclareAttackers):
        return step.chosen
    if isinstance(step, DeclareBlockers):
        return step.blocks
    return ()


def _key(state: GameState, o: GameObject) -> tuple[Any, ...]:
    """Objects with equal keys are interchangeable for a combat choice: same card, same
    status, same counters, and the same effects on them (two Grizzly Bears differ once
    one is damaged, pumped or summoning sick)."""
    return (o.card, getattr(o, "damage", 0), o.tapped,
            tuple(sorted(o.counters.items())) if o.counters else (), o.entered >= state.turn,
            state.effects_key(o.id) if state.continuous else ())


DONE = Option("done")


_ATTACK_CANDIDATES = "attack candidates"


def _attack_candidates(state: GameState, p: int) -> list[tuple[int, tuple[Any, ...]]]:
    """The creatures ``p`` could declare as attackers with nothing declared yet, with
    their :func:`_key`, in battlefield order. What has been declared so far only adds
    why_not_attack's "already declared" test, so the answer is kept while the state
    (its version) and the turn stay: a declaration asks it once per attacker chosen."""
    key = (state.version, state.turn, p)
    cached = state.cache.get(_ATTACK_CANDIDATES)
    if cached is not None and cached[0] == key:
        found: list[tuple[int, tuple[Any, ...]]] = cached[1]
        return found
    found = []
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    animated = bool(state.continuous)  # only then can a noncreature card be a creature
    for oid in team_creatures(state, p) if len(state.players) == 4 \
            else state.zones[BATTLEFIELD[p]]:
        o = objs[oid]
        # The candidates are creatures (one of why_not_attack's tests, without writing
        # out why each of the others is refused: lands are most of a battlefield).
        if not (o.card.is_creature or (animated and is_creature(state, o))):
            continue
        if why_not_attack(state, p, oid) is None:
            found.append((oid, _key(state, o)))
    state.cache[_ATTACK_CANDIDATES] = (key, found)
    return found


class DeclareAttackers(Ask):
    """The active player chooses attackers one at a time (CR 508.1), each attacking the
    defending player or a planeswalker they control (``walkers``: (attacker,
    planeswalker) pairs; CR 508.1b), then says done. With more than two players each
    attacker attacks an opponent it names (``defenders``: (attacker, player) pairs; CR
    506.1, 508.1b)."""

    __slots__ = ("chosen", "defenders", "walkers")

    def __init__(self, chosen: tuple[int, ...] = (),
                 walkers: tuple[tuple[int, int], ...] = (),
                 defenders: tuple[tuple[int, int], ...] = ()) -> None:
        self.chosen = chosen
        self.walkers = walkers
        self.defenders = defenders

    def _eligible(self, state: GameState) -> list[Option]:
        seen: set[tuple[Any, ...]] = set()
        out = []
        p = state.active
        # game_has's usual answers read first (no planeswalker, no battle card): asked
        # at every attacker chosen.
        n = len(state.objects)
        cache = state.cache
        walkers = walkers_of(state, p) if cache.get("planeswalker cards") != n else []
        battles = battles_of(state, p) if cache.get("battle cards") != n else []
        foes = opponents(state, p) if len(state.players) > 2 else None
        chosen = self.chosen
        for oid, k in _attack_candidates(state, p):
            if oid in chosen:
                continue
            if k not in seen:
                seen.add(k)
                if foes is None:
                    out.append(option_of(("attack", oid, None)))
                else:
                    out.extend([Option("attack_player", oid, q) for q in foes])
                if walkers:
                    out.extend([Option("attack_planeswalker", oid, w) for w in walkers])
                if battles:
                    out.extend([Option("attack_battle", oid, b) for b in battles])
        return out

    def decide(self, state: GameState) -> Decision | None:
        eligible = self._eligible(state)
        if not eligible and not self.chosen:
            return None
        return Decision(state.active, "declare_attackers", [*eligible, DONE],
                        "Choose a creature to attack with, or done", state)

    def run(self, state: GameState) -> None:
        state.log_rule("CR 508.8", "{} declares no attackers", state.players[state.active].name)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "attack":
            state.push(DeclareAttackers(self.chosen + (option.obj,), self.walkers))
            return
        if option.kind in ("attack_planeswalker", "attack_battle"):
            state.push(DeclareAttackers(self.chosen + (option.obj,),
                                        self.walkers + ((option.obj, option.arg),),
                                        self.defenders))
            return
        if option.kind == "attack_player":
            state.push(DeclareAttackers(self.chosen + (option.obj,), self.walkers,
                                        self.defenders + ((option.obj, option.arg),)))
            return
        objs = state.objects
        walkers = dict(self.walkers) if self.walkers else {}
        # Combat's fields in order (no blocks, nothing assigned yet): a class called with
        # keywords first gathers them into a dictionary.
        fight = Combat(tuple((a, objs[a].incarnation) for a in self.chosen), (), (),
                       tuple([(a, w, objs[w].incarnation) for a, w in self.walkers]),
                       self.defenders)
        set_combat(state, fight)
        for a in self.chosen:
            state.attack_id = state.next_id()
            w = walkers.get(a)
            defender = defending_player(state, fight, a)
            if w is None:
                state.log_rule("CR 508.1", "{} attacks {}", objs[a].card.name,
                               state.players[defender].name)
            else:
                state.log_rule("CR 508.1b", "{} attacks {}", objs[a].card.name,
                               objs[w].card.name)
            if not has_keyword(state, state.objects[a], "Vigilance"):
                state.emit(new_event("tap", obj=a, reason="attack", rule="CR 508.1f"))
            else:
                state.log_rule("CR 702.20b", "{} has vigilance: it attacks without tapping",
                               objs[a].card.name)
            state.emit(new_event("attack", obj=a, player=defender, target=w, rule="CR 508.1m"))


_BLOCK_CANDIDATES = "block candidates"


def _block_candidates(state: GameState, p: int, own: bool) -> tuple[
        list[tuple[int, tuple[Any, ...]]], list[tuple[int, tuple[Any, ...], frozenset[int]]]]:
    """What ``p``'s declare blockers options are built from, kept while the state (its
    version), the turn and the combat stay: a declaration asks it once per blocker
    chosen. The attacking creatures ``p`` may block (``own``: only those attacking
    ``p``'s team, else all), each with its :func:`_key`; and the creatures ``p`` could
    block with, nothing declared yet, each with its key and the attackers its evasion
    rules let it block (:func:`_why_not_block_evasion`)."""
    fight = combat(state)
    key = (state.version, state.turn, p, own)
    cached = state.cache.get(_BLOCK_CANDIDATES)
    if cached is not None and cached[0] == key and cached[1] is fight:
        found: tuple[list[tuple[int, tuple[Any, ...]]],
                     list[tuple[int, tuple[Any, ...], frozenset[int]]]] = cached[2]
        return found
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    candidates = attacking(state)
    if own:
        assert fight is not None
        candidates = [a for a in candidates
                      if team(state, defending_player(state, fight, a)) == team(state, p)]
    animated = bool(state.continuous)  # only then can a noncreature card be a creature
    blockers = []
    for oid in team_creatures(state, p) if len(state.players) == 4 \
            else state.zones[BATTLEFIELD[p]]:
        o = objs[oid]
        # The creature test first, as for attackers.
        if not (o.card.is_creature or (animated and is_creature(state, o))):
            continue
        if _why_not_blocker(state, p, oid, ()) is None:
            blockers.append((oid, _key(state, o), frozenset(
                a for a in candidates if _why_not_block_evasion(state, oid, a) is None)))
    found = ([(a, _key(state, objs[a])) for a in candidates], blockers)
    state.cache[_BLOCK_CANDIDATES] = (key, fight, found)
    return found


class DeclareBlockers(Ask):
    """The defending player assigns blockers one at a time (CR 509.1), then says done.
    With more than two players, ``player`` is one of the defending players (each in turn
    order), blocking only the creatures that attack them or their planeswalkers (CR
    509.1a, 506.2); -1: the active player's opponent."""

    __slots__ = ("blocks", "player")

    def __init__(self, blocks: tuple[tuple[int, int], ...] = (), player: int = -1) -> None:
        self.blocks = blocks
        self.player = player

    def _options(self, state: GameState) -> list[Option]:
        # Identical blockers are the same choice, and so are identical attackers blocked
        # by the same number of creatures so far.
        blocked = [a for _, a in self.blocks]
        attackers = []
        kinds: set[tuple[Any, ...]] = set()
        p = 1 - state.active if self.player < 0 else self.player
        candidates, blockers = _block_candidates(state, p, self.player >= 0)
        for a, key in candidates:
            k = (key, blocked.count(a))
            if k not in kinds:
                kinds.add(k)
                attackers.append(a)
        seen: set[tuple[Any, ...]] = set()
        out = []
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        # Menace restricts blocks only in a combat with an attacker that has it.
        menace = any(has_keyword(state, objs[a], "Menace") for a in attackers)
        declared = {b for b, _ in self.blocks}
        for oid, mine, blockable in blockers:
            # why_not_block by its parts: the blocker once (with nothing declared: the
            # creatures declared so far are left out here), the attackers are the
            # attacking creatures, then each pair.
            if oid in declared:
                continue
            for a in attackers:
                if a in blockable and (
                        not menace or _why_not_block_menace(state, p, oid, a,
                                                            self.blocks) is None):
                    k = (mine, a)
                    if k not in seen:
                        seen.add(k)
                        out.append(option_of(("block", oid, a)))
        return out

    def decide(self, state: GameState) -> Decision | None:
        options = self._options(state)
        if not options and not self.blocks:
            return None
        p = 1 - state.active if self.player < 0 else self.player
        if why_not_done_blocking(state, p, self.blocks) is None:
            options.append(DONE)
        return Decision(p, "declare_blockers", options,
                        "Choose a creature to block with, or done", state)

    def run(self, state: GameState) -> None:
        self._finish(state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "block":
            state.push(DeclareBlockers(self.blocks + ((option.obj, option.arg),), self.player))
        else:
            self._finish(state)

    def _finish(self, state: GameState) -> None:
        c = combat(state)
        assert c is not None
        if not self.blocks:
            state.log_rule("CR 509.1", "{} declares no blockers",
                           state.players[1 - state.active if self.player < 0
                                         else self.player].name)
        for b, a in self.blocks:
            state.log_rule("CR 509.1", "{} blocks {}", state.objects[b].card.name,
                           state.objects[a].card.name)
            state.emit(new_event("block", obj=b, source=a, rule="CR 509.1i"))
        # Each defending player adds their blocks (one of them with two players).
        set_combat(state, c.replace(blocks=c.blocks + tuple(
            (b, state.objects[b].incarnation, a) for b, a in self.blocks)))
        # No damage assignment order: the blockers of an attacker are not put in line,
        # and its damage is divided among them as the combat damage step begins
        # (CR 510.1c; damage assignment order, the former 509.2, was removed by the
        # Magic: The Gathering Foundations update of November 2024).


def _strikes_first(state: GameState, o: GameObject) -> bool:
    return has_keyword(state, o, "First strike") or has_keyword(state, o, "Double strike")


def _prints_first_strike(card: Any) -> bool:
    return bool(card.has("First strike") or card.has("Double strike"))


def first_strike_in_combat(state: GameState) -> bool:
    """Whether an attacking or blocking creature has first strike or double strike as the
    combat damage step begins: then it is a first-strike combat damage step, and a second
    one follows (CR 510.4). Without a card that has either printed, only an effect could
    grant them (game_has's answer, then whether any effect lasts at all)."""
    if not state.continuous and not game_has(state, "first strike cards", _prints_first_strike):
        return False
    objs = state.objects
    for a in attacking(state):
        if _strikes_first(state, objs[a]):
            return True
        for b in blocking(state, a):
            if _strikes_first(state, objs[b]):
                return True
    return False


ALL_DAMAGE, FIRST_STRIKE_DAMAGE, SECOND_DAMAGE = 0, 1, 2
"""Which creatures a :class:`CombatDamage` step has assign damage: all (no creature in
combat strikes first), those with first strike or double strike, or the others and those
with double strike (CR 510.4)."""


class CombatDamage(Step):
    """Assign combat damage (CR 510.1), then deal it all at once (CR 510.2). ``which``
    says which creatures assign it: in a first-strike combat damage step only those with
    first strike or double strike, in the second combat damage step those that did not
    assign any in the first and those with double strike (CR 510.4, 702.4b, 702.7b)."""

    __slots__ = ("which",)

    def __init__(self, which: int = ALL_DAMAGE) -> None:
        self.which = which

    def _deals(self, state: GameState, c: Combat, oid: int) -> bool:
        if self.which == FIRST_STRIKE_DAMAGE:
            return _strikes_first(state, state.objects[oid])
        return oid not in c.struck or has_keyword(state, state.objects[oid], "Double strike")

    def run(self, state: GameState) -> None:
        c = combat(state)
        assert c is not None
        if self.which == FIRST_STRIKE_DAMAGE:
            # The creatures that assign damage now; they assign none in the second step
            # unless they have double strike (CR 702.7b), even if they lose first strike.
            c = c.replace(struck=tuple(
                oid for a in attacking(state) for oid in (a, *blocking(state, a))
                if _strikes_first(state, state.objects[oid])))
            set_combat(state, c)
        which = self.which
        two = len(state.players) == 2
        defender = 1 - state.active
        assigned: list[tuple[int, int, int, int]] = []
        asks: list[Step] = []
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        attackers = attacking(state)
        walkers = {a: (w, inc) for a, w, inc in c.walkers} if c.walkers else {}
        for a in attackers:
            if which and not self._deals(state, c, a):
                continue
            amount = power(state, objs[a])
            if not two:
                defender = defending_player(state, c, a)
                if state.players[defender].lost and a not in walkers:
                    # The player it attacked left the game: no one to deal damage to
                    # unless blocked (CR 800.4a, 506.4).
                    continue
            # What it attacks: the defending player (-1), a planeswalker (its id), or a
            # planeswalker that left the battlefield (None): no one to deal damage to
            # unless blocked (CR 506.4).
            walker: int | None = -1
            if a in walkers:
                walker = walkers[a][0] if in_play(state, walkers[a]) else None
            if not any(att == a for _, _, att in c.blocks):
                # Unblocked (CR 510.1b).
                if walker == -1:
                    assigned.append((a, -1, defender, amount))
                elif walker is not None:
                    assigned.append((a, walker, -1, amount))
                continue
            alive = blocking(state, a)  # a blocked creature stays blocked (CR 509.1h)
            # A trampler may assign past its blockers, to what it attacks, and with none
            # left it assigns all there (CR 702.19b-c); others deal no damage without
            # blockers (CR 510.1c), and all of it to a single one: no choice to ask.
            trample = has_keyword(state, objs[a], "Trample")
            if len(alive) == 1 and not trample:
                assigned.append((a, alive[0], -1, amount))
            elif alive or trample:
                asks.append(AssignDamage(a, tuple(alive), amount,
                                         defender if trample and walker == -1 else -1,
                                         walker if trample and walker is not None else -1))
        for a in attackers:
            for b in blocking(state, a):
                if not which or self._deals(state, c, b):
                    assigned.append((b, a, -1, power(state, objs[b])))
        set_combat(state, c.replace(assigned=tuple(assigned)))
        state.push(*asks, DealCombatDamage())


class AssignDamage(Ask):
    """The attacking player divides a blocked attacker's combat damage among the creatures
    blocking it as they choose: any split, with no creature owed lethal damage before
    another gets some (CR 510.1c; the damage assignment order that once required it was
    removed by the Foundations update). Asked a part at a time: each answer assigns some
    of what is left (``left``) to one blocker, ``given`` the (recipient, amount) parts
    so far (recipient -1: the player attacked), until all is assigned.

    An attacker with trample (``player``: the player it attacks, or ``walker``: the
    planeswalker or battle it attacks; -1 without trample) may assign damage there too,
    but only once every blocker has been assigned lethal damage; what is left after that
    goes as its controller chooses among the blockers and what it attacks (CR 702.19b).
    With no blocker left it assigns all there (CR 702.19c). Lethal damage counts damage
    already marked and, from a source with deathtouch, is 1 (CR 120.6, 702.2c)."""

    __slots__ = ("attacker", "blockers", "given", "left", "player", "walker")

    def __init__(self, attacker: int, blockers: tuple[int, ...], left: int,
                 player: int = -1, walker: int = -1,
                 given: tuple[tuple[int, int], ...] = ()) -> None:
        self.attacker = attacker
        self.blockers = blockers
        self.left = left
        self.player = player
        self.walker = walker
        self.given = given

    def given_to(self, recipient: int) -> int:
        """The damage assigned so far to ``recipient`` (a blocker's id; -1: the player)."""
        return sum(n for r, n in self.given if r == recipient)

    def short_of_lethal(self, state: GameState) -> list[int]:
        """The blockers not yet assigned lethal damage: while there are any, a trampler
        assigns nothing to what it attacks (CR 702.19b)."""
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        deathtouch = has_keyword(state, objs[self.attacker], "Deathtouch")
        return [b for b in self.blockers
                if self.given_to(b) < lethal_damage(state, objs[b], deathtouch)]

    def decide(self, state: GameState) -> Decision | None:
        if self.left <= 0 or not self.blockers:
            return None  # nothing to assign, or a trampler with no blocker left
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        amounts = range(1, self.left + 1)
        options: list[Option] = []
        seen: set[tuple[Any, ...]] = set()
        for b in self.blockers:
            # Interchangeable blockers given the same so far are the same choice.
            k = (_key(state, objs[b]), self.given_to(b))
            if k not in seen:
                seen.add(k)
                options += [Option("assign", b, n) for n in amounts]
        if (self.player >= 0 or self.walker >= 0) and not self.short_of_lethal(state):
            if self.walker >= 0:
                options += [Option("assign", self.walker, n) for n in amounts]
            else:
                options += [Option("assign_player", -1, n) for n in amounts]
        return Decision(state.active, "assign_damage", options,
                        f"Assign {objs[self.attacker].card.name}'s combat damage "
                        f"({self.left} left to assign)", state)

    def run(self, state: GameState) -> None:
        # Asked of no one: a trampler whose blockers have all left combat assigns all its
        # damage to what it attacks (CR 702.19c).
        if self.left > 0 and not self.blockers and (self.player >= 0 or self.walker >= 0):
            self._finish(state, ((self.walker if self.walker >= 0 else -1, self.left),))

    def answer(self, state: GameState, option: Option) -> None:
        to = -1 if option.kind == "assign_player" else option.obj
        given = (*self.given, (to, option.arg))
        left = self.left - option.arg
        if left > 0:
            state.push(AssignDamage(self.attacker, self.blockers, left, self.player,
                                    self.walker, given))
        else:
            self._finish(state, given)

    def _finish(self, state: GameState, given: tuple[tuple[int, int], ...]) -> None:
        """Record the damage assigned, one amount per recipient however many parts it
        was assigned in: each recipient is dealt it as one event (CR 510.2)."""
        c = combat(state)
        assert c is not None
        objs = state.objects
        totals: dict[int, int] = {}
        for r, n in given:
            totals[r] = totals.get(r, 0) + n
        recipients = [*self.blockers, *([self.walker] if self.walker >= 0 else []), -1]
        parts = []
        records = []
        for r in recipients:
            n = totals.get(r, 0)
            if not n:
                continue
            if r >= 0:
                records.append((self.attacker, r, -1, n))
                parts.append(f"{n} to {objs[r].card.name}")
            else:
                records.append((self.attacker, -1, self.player, n))
                parts.append(f"{n} to {state.players[self.player].name}")
        set_combat(state, c.replace(assigned=c.assigned + tuple(records)))
        if self.blockers:
            trample = self.player >= 0 or self.walker >= 0
            state.log_rule("CR 702.19b" if trample else "CR 510.1c",
                           "{} assigns its combat damage: {}", objs[self.attacker].card.name,
                           ", ".join(parts))


def assigning(state: GameState) -> AssignDamage | None:
    """The combat damage assignment under way: the step asking it waits on top of the
    work stack."""
    step = state.work[-1] if state.work else None
    return step if isinstance(step, AssignDamage) else None


def assigned_player(state: GameState, step: AssignDamage) -> int:
    """The player an attacker being assigned damage attacks (or whose planeswalker or
    battle it attacks): the one an ``assign_player`` option names."""
    if step.player >= 0:
        return step.player
    c = combat(state)
    return defending_player(state, c, step.attacker) if c is not None else 1 - state.active


def why_not_assign(state: GameState, player: int, option: Option) -> str | None:
    """Why ``player`` cannot assign ``option.arg`` of the attacker's combat damage to
    ``option.obj`` (``assign``) or to the player it attacks (``assign_player``) now, or
    ``None`` if they can: the attacking player, a whole amount no larger than what is
    left, to a creature blocking it (CR 510.1c), and with trample to what it attacks once
    every blocker has been assigned lethal damage (CR 702.19b)."""
    step = assigning(state)
    if step is None:
        return "combat damage is assigned only in the combat damage step (CR 510.1)"
    if player != state.active:
        return "the attacking player assigns the attacking creatures' combat damage " \
               "(CR 510.1)"
    objs = state.objects
    name = objs[step.attacker].card.name
    n = option.arg
    if type(n) is not int or n < 1:
        return f"assign {name}'s combat damage in whole amounts of at least 1 (CR 510.1c)"
    if n > step.left:
        return f"{name} has only {step.left} combat damage left to assign (CR 510.1a)"
    if option.kind == "assign" and option.obj in step.blockers:
        return None
    to_player = option.kind == "assign_player"
    if (to_player and step.player >= 0) or (option.kind == "assign"
                                            and option.obj == step.walker >= 0):
        short = step.short_of_lethal(state)
        if not short:
            return None
        what = state.players[step.player].name if to_player else objs[step.walker].card.name
        return f"{name} has trample, but {' and '.join(objs[b].card.name for b in short)} " \
               f"{'is' if len(short) == 1 else 'are'} not yet assigned lethal damage: no " \
               f"damage can be assigned to {what} until every blocker is (CR 702.19b)"
    if to_player:
        who = state.players[assigned_player(state, step)].name
        if step.walker >= 0:
            return f"{name} attacks {objs[step.walker].card.name}: damage it tramples over " \
                   f"its blockers goes there, not to {who} (CR 702.19b)"
        return f"{name} is blocked and has no trample: it assigns its combat damage only " \
               f"to the creatures blocking it, not to {who} (CR 510.1c)"
    what = objs[option.obj].card.name if 0 <= option.obj < len(objs) else repr(option.obj)
    return f"{what} is not blocking {name}: a blocked creature assigns its combat damage " \
           f"among the creatures blocking it (CR 510.1c)"


def conceivable_assignments(state: GameState) -> list[Option]:
    """The assignments a player might try at an ``assign_damage`` decision, legal or not
    (amounts up to twice the attacker's damage, to each blocker, to what it attacks and
    to the player), so that a refused one is recognised and explained."""
    step = assigning(state)
    if step is None:
        return []
    amounts = range(1, 2 * (step.left + sum(n for _, n in step.given)) + 1)
    targets = [*step.blockers, *([step.walker] if step.walker >= 0 else [])]
    return [*(Option("assign", t, n) for t in targets for n in amounts),
            *(Option("assign_player", -1, n) for n in amounts)]


class DealCombatDamage(Step):
    """All assigned combat damage is dealt at the same time (CR 510.2)."""

    __slots__ = ()

    def run(self, state: GameState) -> None:
        c = combat(state)
        assert c is not None
        for source, obj, player, amount in c.assigned:
            state.emit(new_event("damage", source=source, obj=None if obj < 0 else obj,
                                 player=None if player < 0 else player, amount=amount,
                                 reason="combat", cause="combat", rule="CR 510.2"))


class EndCombat(Step):
    """Creatures leave combat at the end of the end of combat step, and "until end of
    combat" effects end (CR 511.2)."""

    __slots__ = ()

    def run(self, state: GameState) -> None:
        set_combat(state, None)
        if state.continuous:
            for eff in state.continuous:
                if eff.duration == UNTIL_END_OF_COMBAT and eff.kind == "animate":
                    # Said, because what it leaves behind (marked damage) outlives it.
                    state.log_rule("CR 511.2", "{} stops being a creature (end of combat)",
                                   state.objects[eff.target[0]].card.name)
            state.end_continuous(UNTIL_END_OF_COMBAT)
