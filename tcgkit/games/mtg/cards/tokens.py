"""Token definitions (CR 111.4): what the effects that create them say they are. They
are in the rules' card pool so a state names them, but in no deck."""

from __future__ import annotations

from ..vocab import token

ORC_ARMY = token("Orc Army", types="Creature — Orc Army", color="B", pt=(0, 0))
"""Amass Orcs' token: a 0/0 black Orc Army creature (CR 701.47a)."""

ZOMBIE_ARMY = token("Zombie Army", types="Creature — Zombie Army", color="B", pt=(0, 0))
"""War of the Spark's amass token: a 0/0 black Zombie Army creature (CR 701.47a, as it
read then)."""

TREASURE = token("Treasure", types="Artifact — Treasure", color="", mana="WUBRG",
                 sacrificed_for_mana=True)
"""A Treasure: a colorless artifact token with "{T}, Sacrifice this artifact: Add one mana
of any color" (CR 111.10a)."""

ALL = (ORC_ARMY, ZOMBIE_ARMY, TREASURE)
