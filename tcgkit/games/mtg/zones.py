"""Magic's zones (CR 400.1) and their ids."""

from __future__ import annotations

from ...core.rules import seated_table
from ...core.zones import HIDDEN, OWNER, ZoneSpec, ZoneTable

ZONES = ZoneTable((
    ZoneSpec("library", ordered=True, visibility=HIDDEN, jp="ライブラリー"),
    ZoneSpec("hand", visibility=OWNER, jp="手札"),
    ZoneSpec("battlefield", jp="戦場"),
    ZoneSpec("graveyard", ordered=True, jp="墓地"),
    ZoneSpec("exile", jp="追放"),
    ZoneSpec("stack", per_player=False, ordered=True, jp="スタック"),
))

MAX_PLAYERS = 8
"""The most players a game of Magic here seats (a multiplayer game, CR 100.1)."""
SEATED = seated_table(ZONES, MAX_PLAYERS)
"""The zone ids of eight players: each game's table (two players: :data:`ZONES`) is a
prefix of it, so the constants below, indexed by player, hold in every game. To go
over every player's zone of a kind, use the game's own table
(``state.rules.zones.ids``), not these eight."""

LIBRARY = SEATED.ids["library"]
HAND = SEATED.ids["hand"]
BATTLEFIELD = SEATED.ids["battlefield"]
GRAVEYARD = SEATED.ids["graveyard"]
EXILE = SEATED.ids["exile"]
STACK = SEATED.ids["stack"][0]
