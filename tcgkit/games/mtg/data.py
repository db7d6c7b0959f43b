"""What a Magic game keeps in a state besides objects, zones and players: the combat in
progress and the creatures state-based actions must look at."""

from __future__ import annotations

from ...core.serial import Record


class Combat(Record):
    """Who is in combat: attackers as (object id, incarnation) pairs, blocks as
    (blocker id, its incarnation, attacker id), the combat damage assigned so far as
    (source, target object or -1, target player or -1, amount); ``walkers`` are the
    attackers that attack a planeswalker or a battle rather than the defending player,
    as (attacker id, planeswalker or battle id, its incarnation) (CR 508.1b);
    ``defenders``, with more than two players, the player each other attacker attacks,
    as (attacker id, player) (CR 506.2); ``struck``, the creatures that assigned combat
    damage in a first-strike combat damage step, which deal none in the second unless
    they have double strike (CR 510.4, 702.4b, 702.7b)."""

    __slots__ = ("assigned", "attackers", "blocks", "defenders", "struck", "walkers")

    attackers: tuple[tuple[int, int], ...]
    blocks: tuple[tuple[int, int, int], ...]
    assigned: tuple[tuple[int, int, int, int], ...]
    walkers: tuple[tuple[int, int, int], ...]
    defenders: tuple[tuple[int, int], ...]
    struck: tuple[int, ...]

    def __init__(self, attackers: tuple[tuple[int, int], ...],
                 blocks: tuple[tuple[int, int, int], ...] = (),
                 assigned: tuple[tuple[int, int, int, int], ...] = (),
                 walkers: tuple[tuple[int, int, int], ...] = (),
                 defenders: tuple[tuple[int, int], ...] = (),
                 struck: tuple[int, ...] = ()) -> None:
        self.attackers = attackers
        self.blocks = blocks
        self.assigned = assigned
        self.walkers = walkers
        self.defenders = defenders
        self.struck = struck


class MtgData(Record):
    """``state.data`` of a Magic game: the current combat, if creatures are attacking, the
    creatures noted for state-based actions since the last cleanup (dealt damage, given
    counters, arriving with toughness 0 or less), and, while a spell whose payment
    activated a mana ability that draws is being cast, the cards drawn face down so far
    (``face_down_draws``: ``None`` when no such casting is under way; CR 121.8), and the
    tokens created in the game that still exist (``tokens``: state-based actions look
    only at them for CR 704.5d), and whether a player's mana pool may hold mana
    (``pooled``: only then do the steps' ends look at the pools, CR 500.5), and the extra
    turns still to take (``extra_turns``: the player of each, the most recently created
    last, which is taken first, CR 500.7), and what each Aura is attached to
    (``attached``: (Aura, its incarnation, the object, its incarnation): an Aura or an
    object that changed zones is a new object, and the pair no longer holds, CR 400.7)."""

    __slots__ = ("attached", "combat", "extra_turns", "face_down_draws", "pooled", "tokens",
                 "watched")

    combat: Combat | None
    watched: tuple[int, ...]
    face_down_draws: tuple[int, ...] | None
    tokens: tuple[int, ...]
    pooled: bool
    extra_turns: tuple[int, ...]
    attached: tuple[tuple[int, int, int, int], ...]

    def __init__(self, combat: Combat | None = None, watched: tuple[int, ...] = (),
                 face_down_draws: tuple[int, ...] | None = None,
                 tokens: tuple[int, ...] = (), pooled: bool = False,
                 extra_turns: tuple[int, ...] = (),
                 attached: tuple[tuple[int, int, int, int], ...] = ()) -> None:
        self.combat = combat
        self.watched = watched
        self.face_down_draws = face_down_draws
        self.tokens = tokens
        self.pooled = pooled
        self.extra_turns = extra_turns
        self.attached = attached
