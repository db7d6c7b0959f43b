"""Real creatures with the combat keywords of first strike (CR 702.7), double strike (CR
702.4), menace (CR 702.111) and defender (CR 702.3), each with no other rules text, to
test the combat rules with. Each docstring gives the card's facts in the manner of
cards.md (mana cost, type line, power/toughness, printed keywords, a set it was printed
in) and where they were checked."""

from __future__ import annotations

from ..vocab import DEFENDER, DOUBLE_STRIKE, FIRST_STRIKE, MENACE, creature

FENCING_ACE = creature(
    "Fencing Ace", cost="{1}{W}", types="Creature — Human Soldier", pt=(1, 1),
    abilities=[DOUBLE_STRIKE])
"""{1}{W} Creature — Human Soldier 1/1; double strike; Return to Ravnica (uncommon).
Facts: pojo.com Card of the Day, 2012-11-07 ("a two mana White 1/1 human soldier with
Double Strike")."""

WALL_OF_SPEARS = creature(
    "Wall of Spears", cost="{3}", types="Artifact Creature — Wall", pt=(2, 3),
    abilities=[DEFENDER, FIRST_STRIKE])
"""{3} Artifact Creature — Wall 2/3; defender, first strike; Eighth Edition. Facts:
articles.zero-static.xyz, "Wall of Spears: defender-driven combo strategies" ("a
3-mana artifact creature ... a sturdy 2/3 body with Defender and First Strike")."""

BOGGART_BRUTE = creature(
    "Boggart Brute", cost="{2}{R}", types="Creature — Goblin Warrior", pt=(3, 2),
    abilities=[MENACE])
"""{2}{R} Creature — Goblin Warrior 3/2; menace; Magic Origins. Facts from memory: not
confirmed in the reference corpora."""

ALL = (FENCING_ACE, WALL_OF_SPEARS, BOGGART_BRUTE)
