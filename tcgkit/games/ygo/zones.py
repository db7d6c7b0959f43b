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
))

DECK = ZONES.ids["deck"]
HAND = ZONES.ids["hand"]
EXTRA_DECK = ZONES.ids["extra_deck"]
MONSTER_ZONE = ZONES.ids["monster_zone"]
SPELL_TRAP_ZONE = ZONES.ids["spell_trap_zone"]
FIELD_ZONE = ZONES.ids["field_zone"]
GRAVEYARD = ZONES.ids["graveyard"]
BANISHED = ZONES.ids["banished"]
MONSTER_ZONE_SIZE = 5
