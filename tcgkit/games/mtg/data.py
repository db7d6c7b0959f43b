"""What a Magic game keeps in a state besides objects, zones and players: the combat in
progress and the creatures state-based actions must look at."""

from __future__ import annotations

from ...core.serial import Record


class Combat(Record):
    """Who is in combat: attackers as (object id, incarnation) pairs, blocks as
    (blocker id, its incarnation, attacker id), each attacker's damage assignment order,
    and the combat damage assigned so far as (source, target object or -1, target player
    or -1, amount); ``walkers`` are the attackers that attack a planeswalker or a battle
    rather than the defending player, as (attacker id, planeswalker or battle id, its
    incarnation) (CR 508.1b); ``defenders``, with more than two players, the player each
    other attacker attacks, as (attacker id, player) (CR 506.2)."""

    __slots__ = ("assigned", "attackers", "blocks", "defenders", "order", "walkers")

    attackers: tuple[tuple[int, int], ...]
    blocks: tuple[tuple[int, int, int], ...]
    order: tuple[tuple[int, tuple[int, ...]], ...]
    assigned: tuple[tuple[int, int, int, int], ...]
    walkers: tuple[tuple[int, int, int], ...]
    defenders: tuple[tuple[int, int], ...]

    def __init__(self, attackers: tuple[tuple[int, int], ...],
                 blocks: tuple[tuple[int, int, int], ...] = (),
                 order: tuple[tuple[int, tuple[int, ...]], ...] = (),
                 assigned: tuple[tuple[int, int, int, int], ...] = (),
                 walkers: tuple[tuple[int, int, int], ...] = (),
                 defenders: tuple[tuple[int, int], ...] = ()) -> None:
        self.attackers = attackers
        self.blocks = blocks
        self.order = order
        self.assigned = assigned
        self.walkers = walkers
        self.defenders = defenders


class MtgData(Record):
    """``state.data`` of a Magic game: the current combat, if creatures are attacking, the
    creatures noted for state-based actions since the last cleanup (dealt damage, given
    counters, arriving with toughness 0 or less), and, while a spell whose payment
    activated a mana ability that draws is being cast, the cards drawn face down so far
    (``face_down_draws``: ``None`` when no such casting is under way; CR 121.8)."""

    __slots__ = ("combat", "face_down_draws", "watched")

    combat: Combat | None
    watched: tuple[int, ...]
    face_down_draws: tuple[int, ...] | None

    def __init__(self, combat: Combat | None = None, watched: tuple[int, ...] = (),
                 face_down_draws: tuple[int, ...] | None = None) -> None:
        self.combat = combat
        self.watched = watched
        self.face_down_draws = face_down_draws
