"""Duel Masters deck lists with a super-GR (12 GR creatures) and a hyperspatial zone
(psychic creatures): accepted from a deck file, built into their own zones, refused
with the rule when they break its counts; and random play with such a deck."""

from __future__ import annotations

from collections import Counter

import pytest

import tcgkit
from tcgkit.agents import RandomAgent
from tcgkit.core.errors import MalformedInput
from tcgkit.decks import check_deck, parse
from tcgkit.games import dm
from tcgkit.games.dm.decks import FIRE_NATURE_SUPER_GR, WATER_LIGHT_DARKNESS
from tcgkit.games.dm.psychic import is_psychic
from tcgkit.games.dm.zones import BATTLE, DECK, HAND, HYPERSPATIAL, SHIELD, SUPER_GR, UNDER


def _text(names: list[str]) -> str:
    return "\n".join(f"{n} {name}" for name, n in Counter(names).items())


def _with(extra: list[str]) -> list[str]:
    """The 40 cards of the test deck with ``extra`` as its super-GR and hyperspatial
    zone."""
    base = [n for n in FIRE_NATURE_SUPER_GR if not dm.RULES.in_extra_deck(dm.RULES.pool.get(n))]
    assert len(base) == 40
    return base + extra


def test_a_deck_file_with_a_super_gr_and_psychic_creatures_is_built_into_their_zones() -> None:
    checked = check_deck(parse(_text(FIRE_NATURE_SUPER_GR), "plain", "d.txt"), dm.RULES)
    assert checked.problems == []
    names = checked.names()
    assert len(names) == 54
    state = dm.new_game(seed=3, decks=[names, WATER_LIGHT_DARKNESS])
    gr = [state.objects[o].card.name for o in state.zones[SUPER_GR[0]]]
    assert Counter(gr) == {"The Kappura Otoko": 2, "Zagaan GR, Knight of Darkness": 2,
                           "Duzaiko GR, Fallen Demon": 8}
    assert [state.objects[o].card.name for o in state.zones[HYPERSPATIAL[0]]] == \
        ["Bolshack Dragon, Flame of Time"] * 2
    # The deck proper is the 40 cards: shields, hand and deck hold no GR or psychic card.
    proper = [*state.zones[DECK[0]], *state.zones[HAND[0]], *state.zones[SHIELD[0]]]
    assert len(proper) == 40
    assert not any(dm.RULES.in_extra_deck(state.objects[o].card) for o in proper)
    assert not state.zones[SUPER_GR[1]] and not state.zones[HYPERSPATIAL[1]]
    for viewer in (0, 1):
        zones = state.observation(viewer)["zones"]
        assert zones["p1.super_gr"] == 12  # hidden from both: a count only
        # The hyperspatial zone is public: both players see its cards.
        assert [c["name"] for c in zones["p1.hyperspatial"]] == \
            ["Bolshack Dragon, Flame of Time"] * 2


@pytest.mark.parametrize("extra, message", [
    (["Zagaan GR, Knight of Darkness"] * 3 + ["Duzaiko GR, Fallen Demon"] * 9,
     r"at most 2 copies of Zagaan GR, Knight of Darkness in a super-GR \(DM 118\)"),
    (["Duzaiko GR, Fallen Demon"] * 11, r"exactly 12 cards \(or none\)"),
    (["Bolshack Moebius, Awakened One of Victory"],
     r"the awakened side of a psychic creature: list the card by its lower-cost side"),
])
def test_a_super_gr_or_hyperspatial_zone_that_breaks_the_rules_is_refused(
        extra: list[str], message: str) -> None:
    with pytest.raises(MalformedInput, match=message):
        dm.new_game(seed=1, decks=[_with(extra), WATER_LIGHT_DARKNESS])


def test_hall_of_fame_cards_are_limited_and_premium_ones_refused() -> None:
    # The default deck holds one Undersea Demon-Face Castle, a Hall of Fame card: a
    # second is refused, naming the card and its list; so is any Premium Hall of Fame
    # card, in the super-GR too. The state of the refused game never exists.
    two_castles = list(WATER_LIGHT_DARKNESS)
    two_castles[two_castles.index("Aqua Vehicle")] = "Undersea Demon-Face Castle"
    with pytest.raises(MalformedInput, match=r"player 1's deck lists 2 Undersea Demon-Face "
                       r"Castle: it is a Hall of Fame card \(殿堂入り\): at most 1 copy "
                       r"\(DM 100.2\)"):
        dm.new_game(seed=1, decks=[two_castles, FIRE_NATURE_SUPER_GR])
    with pytest.raises(MalformedInput, match=r"player 2's deck lists 1 Tutanmechanen: it is "
                       r"a Premium Hall of Fame card"):
        dm.new_game(seed=1, decks=[WATER_LIGHT_DARKNESS, _with(
            ["Tutanmechanen"] + ["Duzaiko GR, Fallen Demon"] * 11)])
    dm.new_game(seed=1, decks=[WATER_LIGHT_DARKNESS, FIRE_NATURE_SUPER_GR])


def test_at_most_eight_psychic_creatures_and_four_of_a_name() -> None:
    from tcgkit.games.dm import psychic

    name = "Bolshack Dragon, Flame of Time"
    with pytest.raises(MalformedInput, match=r"at most 8 cards, not 9"):
        psychic.check_hyperspatial([name] * 9, [True] * 9, [False] * 9)
    with pytest.raises(MalformedInput, match=r"at most 4 copies of Bolshack Dragon"):
        psychic.check_hyperspatial([name] * 5, [True] * 5, [False] * 5)
    with pytest.raises(MalformedInput, match=r"Fear Fang is not a psychic creature"):
        psychic.check_hyperspatial(["Fear Fang"], [False], [False])
    psychic.check_hyperspatial([name] * 4, [True] * 4, [False] * 4)


def test_duzaiko_gr_any_number_in_a_super_gr_but_not_another_gr_creature() -> None:
    # Duzaiko GR says a super-GR may hold more than 2 of it; the copies limit of a
    # deck (4 of a name) does not apply to it either.
    ok = _with(["Duzaiko GR, Fallen Demon"] * 12)
    assert check_deck(parse(_text(ok), "plain", "d.txt"), dm.RULES).problems == []
    dm.new_game(seed=1, decks=[ok, WATER_LIGHT_DARKNESS])
    with pytest.raises(MalformedInput, match="at most 2 copies of The Kappura Otoko"):
        dm.new_game(seed=1, decks=[_with(["The Kappura Otoko"] * 3
                                         + ["Duzaiko GR, Fallen Demon"] * 9),
                                   WATER_LIGHT_DARKNESS])


@pytest.mark.parametrize("variant", ["tcg", "plays"])
def test_random_play_with_a_super_gr_deck(variant: str) -> None:
    gr_summoned = 0
    for seed in range(1, 6):
        state = dm.new_game(seed=seed, decks=[FIRE_NATURE_SUPER_GR, WATER_LIGHT_DARKNESS],
                            options={"variant": variant})
        agent = RandomAgent(seed)
        for n in range(3000):
            if state.is_over:
                break
            if n % 11 == 0:
                assert tcgkit.load_game(state.to_json()).to_json() == state.to_json()
                for option in state.decision.options:
                    state.copy().apply(option)
            state.apply(agent.choose(state))
            gr_summoned = max(gr_summoned, sum(state.objects[o].card.gr
                                               for o in state.zones[BATTLE[0]]))
        assert state.is_over
        # A GR creature is only ever in the super-GR or the battle zone (or under a
        # creature there); a psychic creature, in the hyperspatial or the battle zone.
        for o in state.objects:
            if o.card.gr:
                assert o.zone in (SUPER_GR[0], BATTLE[0], UNDER[0]), o.card.name
            elif is_psychic(o.card):
                assert o.zone in (HYPERSPATIAL[0], BATTLE[0]), o.card.name
    assert gr_summoned > 0, "no GR creature was ever GR summoned in these games"
