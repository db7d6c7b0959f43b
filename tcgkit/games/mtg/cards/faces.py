"""Transforming double-faced cards (CR 712): a front face, cast and played as usual, and
a back face that the permanent turns to as it transforms (CR 701.28)."""

from __future__ import annotations

from ..card import MtgCard
from ..faces import TransformThis
from ..vocab import AtBeginningOf, LoseLife, Triggered, back_face, creature

UNHOLY_FIEND = back_face(
    "Unholy Fiend", color="B", types="Creature — Horror", pt=(3, 3),
    abilities=[
        Triggered("At the beginning of your end step, you lose 1 life.",
                  on=AtBeginningOf("end"), effect=(LoseLife(1),)),
    ])
"""Cloistered Youth's back face: a black (color indicator) 3/3 Horror that costs its
controller 1 life each end step."""

CLOISTERED_YOUTH = creature(
    "Cloistered Youth", cost="{1}{W}", types="Creature — Human", pt=(1, 1),
    back=UNHOLY_FIEND,
    abilities=[
        Triggered("At the beginning of your upkeep, you may transform Cloistered Youth.",
                  on=AtBeginningOf("upkeep"), optional=True, effect=(TransformThis(),)),
    ])
"""A 1/1 Human for {1}{W} that may turn into Unholy Fiend at the beginning of its
controller's upkeep."""

ALL: tuple[MtgCard, ...] = (CLOISTERED_YOUTH,)
"""The transforming double-faced cards (their front faces; the back faces come with
them)."""
