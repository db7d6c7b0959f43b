"""Duel Masters' zones and their ids."""

from __future__ import annotations

from ...core.zones import HIDDEN, OWNER, ZoneSpec, ZoneTable

ZONES = ZoneTable((
    ZoneSpec("deck", ordered=True, visibility=HIDDEN, jp="山札"),
    ZoneSpec("hand", visibility=OWNER, jp="手札"),
    ZoneSpec("mana", jp="マナゾーン"),
    ZoneSpec("battle", jp="バトルゾーン"),
    ZoneSpec("shield", ordered=True, visibility=HIDDEN, jp="シールドゾーン"),
    ZoneSpec("graveyard", ordered=True, jp="墓地"),
))

DECK = ZONES.ids["deck"]
HAND = ZONES.ids["hand"]
MANA = ZONES.ids["mana"]
BATTLE = ZONES.ids["battle"]
SHIELD = ZONES.ids["shield"]
GRAVEYARD = ZONES.ids["graveyard"]
NOWHERE = ZONES.ids["nowhere"][0]
