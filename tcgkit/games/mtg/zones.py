"""Magic's zones (CR 400.1) and their ids."""

from __future__ import annotations

from ...core.zones import HIDDEN, OWNER, ZoneSpec, ZoneTable

ZONES = ZoneTable((
    ZoneSpec("library", ordered=True, visibility=HIDDEN, jp="ライブラリー"),
    ZoneSpec("hand", visibility=OWNER, jp="手札"),
    ZoneSpec("battlefield", jp="戦場"),
    ZoneSpec("graveyard", ordered=True, jp="墓地"),
    ZoneSpec("exile", jp="追放"),
    ZoneSpec("stack", per_player=False, ordered=True, jp="スタック"),
))

LIBRARY = ZONES.ids["library"]
HAND = ZONES.ids["hand"]
BATTLEFIELD = ZONES.ids["battlefield"]
GRAVEYARD = ZONES.ids["graveyard"]
EXILE = ZONES.ids["exile"]
STACK = ZONES.ids["stack"][0]
