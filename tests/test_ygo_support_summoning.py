"""Yu-Gi-Oh! effects of the summoning cards (cards/summoning.py) once left out: Number 39:
Utopia's attack negation and its destruction when attacked with no material, Dark Armed
Dragon's "banish 1 DARK monster from your GY; destroy 1 card on the field", and
Utopia Beyond's "banish an Xyz Monster you control, Special Summon a Utopia". Random
play with them keeps every option legal and every state round-tripping (also while the
banish cost is being chosen), and the effects happen; the checks refuse what they must."""

from __future__ import annotations

import pytest

from tcgkit.agents import RandomAgent
from tcgkit.core.errors import IllegalAction
from tcgkit.games import get_rules
from tcgkit.games.ygo.zones import BANISHED, GRAVEYARD, MONSTER_ZONE
from tests.helpers import assert_round_trips, checked_play, ygo_main_phase

_MAIN = (["Dark Armed Dragon"] * 3 + ["Archfiend Soldier"] * 3 + ["Vorse Raider"] * 3
         + ["Summoned Skull"] * 3 + ["Battle Ox"] * 3 + ["Celtic Guardian"] * 3
         + ["Luster Dragon"] * 3 + ["Mystical Elf"] * 3 + ["Giant Soldier of Stone"] * 3
         + ["Gene-Warped Warwolf"] * 3 + ["Dark Hole", "Monster Reborn"]
         + ["Mirror Force"] * 2 + ["Sakuretsu Armor"] * 2 + ["Mystical Space Typhoon"] * 2
         + ["Rank-Up-Magic Astral Force"] * 2)
_EXTRA = ["Number 39: Utopia"] * 3 + ["Number 39: Utopia Beyond"] * 2
DECK = _MAIN + _EXTRA
"""A legal deck (40 + 5) that Xyz Summons Utopia (and Utopia Beyond, Rank 6, with 2
Summoned Skulls) and fills the GY with DARK monsters. Rank-Up-Magic Astral Force's pledge
started from the GY once made the original state list an Xyz Summon its copy did not
(the Extra Deck options were kept past the lock): the random play here checks it."""


def test_the_deck_is_legal() -> None:
    rules = get_rules("ygo")
    assert len(_MAIN) == 40
    rules.validate_deck([rules.pool.get(n) for n in DECK], player=0)


@pytest.mark.parametrize("seed", range(4))
def test_random_play_with_utopia_and_dark_armed_dragon(seed: int) -> None:
    """Every listed option conforms; the state round-trips at each new kind of decision
    and at every choice of a card to banish or detach as a cost."""
    state = get_rules("ygo").new_game(seed=seed, decks=[DECK, DECK])
    agent = RandomAgent(seed)
    kinds: set[str] = set()
    for n, d in checked_play(state, agent):
        if d.kind not in kinds or d.kind == "choose" or n % 41 == 0:
            kinds.add(d.kind)
            assert_round_trips(state)
    assert state.is_over


def test_the_effects_happen_in_random_play() -> None:
    """Over a few random Duels Utopia negates an attack and Dark Armed Dragon banishes a
    DARK monster to destroy a card (the effects are reachable, not only scripted)."""
    seen: set[str] = set()
    for seed in range(12):
        state = get_rules("ygo").new_game(seed=seed, decks=[DECK, DECK])
        agent = RandomAgent(seed)
        while not state.is_over:
            state.apply(agent.choose(state))
        for entry in state.log:
            text = entry.text
            if "Number 39: Utopia negates the attack of" in text:
                seen.add("negate")
            if "from the GY as a cost" in text and "banishes" in text:
                seen.add("banish")
        if seen == {"negate", "banish"}:
            break
    assert seen == {"negate", "banish"}


def test_dark_armed_dragon_may_target_itself() -> None:
    """"1 card on the field" includes Dark Armed Dragon itself (its only possible
    target here); the DARK monster is banished as the cost before the target is chosen
    and stays banished. The single choices and passes are taken by the automations."""
    state = ygo_main_phase("{monster_zone: [Dark Armed Dragon], graveyard: [Vorse Raider], "
                           "deck: [Battle Ox x5]}")
    state.apply("activate Dark Armed Dragon's effect")
    texts = [e.text for e in state.log]
    cost = texts.index("Player 1 banishes Vorse Raider from the GY as a cost")
    link = texts.index("Chain Link 1: Dark Armed Dragon targeting Dark Armed Dragon")
    assert cost < link
    assert [state.objects[oid].card.name for oid in state.zones[BANISHED[0]]] \
        == ["Vorse Raider"]
    assert [state.objects[oid].card.name for oid in state.zones[GRAVEYARD[0]]] \
        == ["Dark Armed Dragon"]


def test_dark_armed_dragon_refused_with_only_non_dark_monsters_in_the_gy() -> None:
    state = ygo_main_phase("{monster_zone: [Dark Armed Dragon], graveyard: [Luster Dragon], "
                           "deck: [Battle Ox x5]}", "{monster_zone: [Battle Ox], "
                           "deck: [Battle Ox x5]}")
    before = state.to_json()
    with pytest.raises(IllegalAction, match=r"banish 1 DARK monster from your GY"):
        state.apply("activate Dark Armed Dragon's effect")
    assert state.to_json() == before
    assert [state.objects[oid].card.name for oid in state.zones[GRAVEYARD[0]]] \
        == ["Luster Dragon"]


def test_utopia_beyond_once_per_turn() -> None:
    """Utopia Beyond's effect banishes another Xyz Monster (Utopia on the field) and
    Special Summons a Utopia from the GY; Beyond stays, and a second activation that
    turn is refused by its usage limit, the state left as it was."""
    state = ygo_main_phase(
        "{monster_zone: [{card: Summoned Skull, column: 0}, {card: Summoned Skull, column: 1}, "
        "{card: 'Number 39: Utopia', column: 2}], graveyard: ['Number 39: Utopia'], "
        "extra_deck: ['Number 39: Utopia Beyond'], deck: [Battle Ox x5]}")
    state.apply("xyz summon Number 39: Utopia Beyond")
    d = state.decision
    assert d is not None and d.kind == "material"
    state.apply(d.options[0])  # the other Summoned Skull is then the only choice
    for answer in ("Main Monster Zone 4", "position attack",
                   "activate Number 39: Utopia Beyond's effect"):
        state.apply(answer)
    d = state.decision
    assert d is not None and d.kind == "target"
    assert sorted(state.describe(o) for o in d.options) \
        == ["target Number 39: Utopia", "target Number 39: Utopia Beyond"]
    state.apply("target Number 39: Utopia")
    state.apply("position attack")
    assert [state.objects[oid].card.name for oid in state.zones[BANISHED[0]]] \
        == ["Number 39: Utopia"]
    assert sorted(state.objects[oid].card.name for oid in state.zones[MONSTER_ZONE[0]]) \
        == ["Number 39: Utopia", "Number 39: Utopia Beyond"]
    assert state.players[0].life == 9250
    before = state.to_json()
    with pytest.raises(IllegalAction, match=r"Number 39: Utopia Beyond's effect was already "
                       r"used as often as it may be this turn"):
        state.check("activate Number 39: Utopia Beyond's effect")
    assert state.to_json() == before
