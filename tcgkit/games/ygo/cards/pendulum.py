"""Real Pendulum Monsters, with their OCG names, passcodes and Pendulum Scales.

Their effects (Pendulum effects and monster effects) are not implemented yet: in tcgkit
they are Pendulum Monsters without effects, which is enough to set the scales and
Pendulum Summon with them (``pendulum.py``)."""

from __future__ import annotations

from ..vocab import pendulum_monster

STARGAZER_MAGICIAN = pendulum_monster("Stargazer Magician", jp="星読みの魔術師",
                                      passcode="94415058", level=5, scale=1,
                                      attribute="DARK", race="Spellcaster", atk=1200,
                                      defense=2400)
TIMEGAZER_MAGICIAN = pendulum_monster("Timegazer Magician", jp="時読みの魔術師",
                                      passcode="20409757", level=3, scale=8,
                                      attribute="DARK", race="Spellcaster", atk=1200,
                                      defense=600)

ALL = (STARGAZER_MAGICIAN, TIMEGAZER_MAGICIAN)
"""Every Pendulum Monster tcgkit knows."""
