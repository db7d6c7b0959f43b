"""The named pairs of demo decks (40 cards, at most 4 of a card, Hall of Fame cards
respected): real cards with abilities (the default), and real vanilla creatures."""

from __future__ import annotations


def _deck(*entries: tuple[int, str]) -> list[str]:
    return [name for n, name in entries for _ in range(n)]


FIRE_NATURE_LIGHT = _deck(
    (4, "Immortal Baron, Vorg"), (4, "Burning Mane"), (4, "Reusol, the Oracle"),
    (4, "Explosive Dude Joe"), (4, "Fear Fang"), (4, "Forest Hornet"),
    (4, "Lok, Vizier of Hunting"), (4, "Tri-horn Shepherd"), (4, "Lah, Purification Enforcer"),
    (4, "Meteorage Lizard"),
)
"""Forty cards of the fire, nature and light civilizations, costs 2 to 6."""

WATER_DARKNESS_LIGHT = _deck(
    (4, "Aqua Vehicle"), (4, "Writhing Bone Ghoul"), (4, "Iere, Vizier of Bullets"),
    (4, "Reso Pacos, Clear Sky Guardian"), (4, "Scissor Eye"),
    (4, "Skeleton Soldier, the Defiled"), (4, "Lok, Vizier of Hunting"),
    (4, "Hang Worm, Fetid Larva"), (4, "Ryuso Kigo Va Gerard"),
    (4, "Lah, Purification Enforcer"),
)
"""Forty cards of the water, darkness and light civilizations, costs 2 to 5."""

VANILLA_DECKS = (FIRE_NATURE_LIGHT, WATER_DARKNESS_LIGHT)


WATER_LIGHT_DARKNESS = _deck(
    (4, "La Ura Giga, Sky Guardian"), (4, "Aqua Vehicle"),
    (2, "Starman's Heavenly Sea Orb"), (2, "Spiral Gate"),
    (1, "Undersea Demon-Face Castle"),
    (1, "Hayabusamaru, Shining Fang Ninja"), (3, "Sonicmaru, Shining Fang Ninja"),
    (4, "Aqua Hulcus"), (2, "Dia Nork, Moonlight Guardian"),
    (2, "Lionel Star, Emperor of Justice"), (4, "Crystal Lancer"),
    (2, "Holy Awe"), (1, "Memento Shrine, Prison of D"), (4, "Terror Pit"),
    (4, "Zagaan, Knight of Darkness"),
)
"""Blockers and Shield Triggers around Crystal Lancer, evolved from Aqua Vehicle or Aqua
Hulcus (Liquid People), Zagaan's W-Breaker, and shinobi whose Ninja Strike is declared
during the opponent's attacks (windows.py), a castle fortified on a shield and a D2
field deployed (fortify.py, field.py) — Hayabusamaru, the castle and the field are Hall
of Fame cards, one copy each (restricted.py) —, a Tamaseed
that Lionel Star may go on (Sinkalize) and Lionel Star's star evolution
(tamaseed.py, star.py)."""

FIRE_NATURE = _deck(
    (4, "Deadly Fighter Braid Claw"), (4, "Sniper Mosquito"), (4, "Burning Mane"),
    (4, "Bronze-Arm Tribe"), (4, "Fear Fang"), (4, "Ochappi, Pure Hearted Faerie"),
    (4, "Tornado Flame"), (4, "Fighter Dual Fang"), (4, "Natural Snare"),
    (4, "Twin-Cannon Skyterror"),
)
"""Fast attackers (Braid Claw attacks each turn if able, Sniper Mosquito's attack
trigger), Fighter Dual Fang evolved from the Beast Folk, Shield Triggers, a Speed
Attacker W-Breaker, and Ochappi's S-Back (nature) as nature shields are broken
(windows.py)."""

DEMO_DECKS = (WATER_LIGHT_DARKNESS, FIRE_NATURE)
"""The default pair: real cards with abilities."""


FIRE_NATURE_SUPER_GR = _deck(
    (4, "Deadly Fighter Braid Claw"), (4, "Sniper Mosquito"), (4, "Burning Mane"),
    (4, "Gachadaman"), (4, "Fear Fang"), (4, "Ochappi, Pure Hearted Faerie"),
    (4, "Tornado Flame"), (4, "Fighter Dual Fang"), (4, "Hyperspatial Bolshack Hole"),
    (4, "Twin-Cannon Skyterror"),
    # The super-GR: 12 GR creatures, 2 of a name but Duzaiko GR (any number);
    # Tutanmechanen is Premium Hall of Fame (restricted.py): none.
    (2, "The Kappura Otoko"), (2, "Zagaan GR, Knight of Darkness"),
    (8, "Duzaiko GR, Fallen Demon"),
    # The hyperspatial zone: psychic creatures, listed by their lower-cost side.
    (2, "Bolshack Dragon, Flame of Time"),
)
"""A deck list with a super-GR and a hyperspatial zone beside its 40 cards: the fire and
nature demo deck with Gachadaman (GR summon) for Bronze-Arm Tribe, and Hyperspatial
Bolshack Hole for Natural Snare, which puts the psychic creatures out. The 12 GR
creatures start face down in the super-GR zone, the 2 psychic creatures face up in the
hyperspatial zone (rules.py's ``create_deck``). Not a default: tests and ``--deck`` files
use it."""
