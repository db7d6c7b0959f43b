"""Yu-Gi-Oh!'s zones (Master Rule, 2020 revision) and their ids."""

from __future__ import annotations

from ...core.zones import HIDDEN, OWNER, ZoneSpec, ZoneTable

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
MONSTER_ZONE_SIZE = 5
EXTRA_MONSTER_ZONE_SIZE = 2
