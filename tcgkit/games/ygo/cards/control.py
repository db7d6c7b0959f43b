"""Cards that take control of a monster (``control.py``). Texts are our paraphrases; what
a definition leaves out, or a fact not confirmed, is said next to it."""

from __future__ import annotations

from ..vocab import YOUR_OPPONENTS_MONSTER, TakeControlOfTarget, normal_spell

CHANGE_OF_HEART = normal_spell(
    # Not in cards.md (the card the scenarios of a control change need): Normal Spell,
    # passcode 04031928, OCG name 心変わり — as ygopro's card script for that passcode
    # names and defines it (a targeted control change until the End Phase).
    "Change of Heart", jp="心変わり", passcode="04031928",
    text="Target 1 monster your opponent controls; take control of it until the End Phase.",
    targets=[YOUR_OPPONENTS_MONSTER], effect=[TakeControlOfTarget()])

ALL = (CHANGE_OF_HEART,)
