"""Yu-Gi-Oh!'s zones (Master Rule, 2020 revision) and their ids."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.zones import HIDDEN, OWNER, ZoneSpec, ZoneTable

if TYPE_CHECKING:
    from ...core.state import GameState

ZONES = ZoneTable((
    ZoneSpec("deck", ordered=True, visibility=HIDDEN, jp="デッキ"),
    ZoneSpec("hand", visibility=OWNER, jp="手札"),
    ZoneSpec("extra_deck", visibility=OWNER, jp="エクストラデッキ"),
    ZoneSpec("monster_zone", capacity=5, jp="モンスターゾーン"),
    ZoneSpec("spell_trap_zone", capacity=5, jp="魔法＆罠ゾーン"),
    ZoneSpec("field_zone", capacity=1, jp="フィールドゾーン"),
    ZoneSpec("graveyard", ordered=True, jp="墓地"),
    ZoneSpec("banished", jp="除外"),
    # The two Extra Monster Zones sit between the players' Main Monster Zones and either
    # player may use them: each player's zone holds that player's monsters there, and a
    # monster's ``column`` (0 left, 1 right, as its controller sees them) says which of
    # the two it is in. Declared last so that the other zones keep their ids.
    ZoneSpec("extra_monster_zone", capacity=2, jp="エクストラモンスターゾーン"),
    # Xyz Materials attached to an Xyz Monster (overlay units): face-up, under the
    # monster (``YgoObject.under`` names it), part of no zone of the field. Declared
    # after the others so that their ids stay.
    ZoneSpec("overlay", jp="エクシーズ素材"),
))

DECK = ZONES.ids["deck"]
HAND = ZONES.ids["hand"]
EXTRA_DECK = ZONES.ids["extra_deck"]
MONSTER_ZONE = ZONES.ids["monster_zone"]
SPELL_TRAP_ZONE = ZONES.ids["spell_trap_zone"]
FIELD_ZONE = ZONES.ids["field_zone"]
GRAVEYARD = ZONES.ids["graveyard"]
BANISHED = ZONES.ids["banished"]
EXTRA_MONSTER_ZONE = ZONES.ids["extra_monster_zone"]
OVERLAY = ZONES.ids["overlay"]
MONSTER_ZONES = tuple(frozenset((MONSTER_ZONE[p], EXTRA_MONSTER_ZONE[p])) for p in (0, 1))
"""Per player, the ids of their Main and Extra Monster Zones (where their monsters are)."""
MONSTER_ZONE_SIZE = 5
EXTRA_MONSTER_ZONE_SIZE = 2


def monsters(state: GameState, player: int) -> list[int]:
    """The monsters ``player`` controls: those in their Main Monster Zones, then the one
    in an Extra Monster Zone (the list itself when there is none: no copy)."""
    zones = state.zones
    main = zones[MONSTER_ZONE[player]]
    extra = zones[EXTRA_MONSTER_ZONE[player]]
    return main + extra if extra else main


def in_monster_zone(zone: int, player: int) -> bool:
    """Whether ``zone`` is one of ``player``'s Monster Zones (Main or Extra)."""
    return zone in MONSTER_ZONES[player]
