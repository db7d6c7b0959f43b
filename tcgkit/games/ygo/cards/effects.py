"""Cards with effects that go through the chain: a Spell that draws and a monster whose
own effect triggers as it is sent to the GY. Texts are our paraphrases."""

from __future__ import annotations

from ..vocab import (
    SENT_FROM_FIELD_TO_GY,
    THAT_NAME,
    CannotActivateThatName,
    Draw,
    Limit,
    SearchDeck,
    Triggered,
    created_lock,
    effect_monster,
    normal_spell,
)

POT_OF_GREED = normal_spell(
    "Pot of Greed", jp="強欲な壺", passcode="55144522",
    text="Draw 2 cards.", effect=[Draw(2)])

SANGAN = effect_monster(
    "Sangan", jp="クリッター", passcode="26202165", level=3, attribute="DARK", race="Fiend",
    atk=1000, defense=600,
    abilities=[
        # The current text (cards.md A.49): a hard once per turn, spent as it is
        # activated (put on the chain), even if it is negated.
        Triggered("If this card is sent from the field to the GY: Add 1 monster with 1500 or "
                  "less ATK from your Deck to your hand, but for the rest of this turn, you "
                  "cannot activate cards, or the effects of cards, with that name. You can "
                  "only use this effect of \"Sangan\" once per turn.",
                  on=SENT_FROM_FIELD_TO_GY,
                  limit=Limit(shared="name", spent="activation",
                              rule="YGO rule: hard once per turn"),
                  effect=(SearchDeck(max_atk=1500), CannotActivateThatName())),
        created_lock("For the rest of this turn, you cannot activate cards, or the effects "
                     "of cards, with that name.", forbids=THAT_NAME),
    ])

ALL = (POT_OF_GREED, SANGAN)
