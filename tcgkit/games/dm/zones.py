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
    # The cards under an evolution creature (進化元): part of that creature in the
    # battle zone, not creatures of their own, so they are kept apart from it.
    ZoneSpec("under", ordered=True, jp="進化元"),
    # A castle (城) lies face up on the shield it fortifies: kept apart from the shields
    # so that it is neither counted nor broken as one (tcgkit.games.dm.fortify).
    ZoneSpec("castle", ordered=True, jp="城"),
    # The super-GR (超GR): a face-down pile like a deck whose order neither player
    # knows, top first (tcgkit.games.dm.gr).
    ZoneSpec("super_gr", ordered=True, visibility=HIDDEN, jp="超GRゾーン"),
    # The hyperspatial zone (超次元ゾーン): psychic creatures wait here face up, outside
    # the deck, and return here whenever they leave the battle zone
    # (tcgkit.games.dm.psychic).
    ZoneSpec("hyperspatial", jp="超次元ゾーン"),
))

DECK = ZONES.ids["deck"]
HAND = ZONES.ids["hand"]
MANA = ZONES.ids["mana"]
BATTLE = ZONES.ids["battle"]
SHIELD = ZONES.ids["shield"]
GRAVEYARD = ZONES.ids["graveyard"]
UNDER = ZONES.ids["under"]
CASTLE = ZONES.ids["castle"]
SUPER_GR = ZONES.ids["super_gr"]
HYPERSPATIAL = ZONES.ids["hyperspatial"]
NOWHERE = ZONES.ids["nowhere"][0]
