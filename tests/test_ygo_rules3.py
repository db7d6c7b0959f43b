"""Yu-Gi-Oh!: the "properly summoned" rule read from the history, and a pledge made by a
cost (Skull Flame) undone by a negated activation and carried through copies."""

from __future__ import annotations

from tcgkit.core.events import Event
from tcgkit.core.state import GameState
from tcgkit.games.ygo.chain import NO_BATTLE, PLEDGE
from tcgkit.games.ygo.inherent import properly_summoned, why_not_special_summon
from tcgkit.games.ygo.zones import EXTRA_DECK, GRAVEYARD, HAND, MONSTER_ZONE
from tests.helpers import assert_round_trips, ygo_main_phase


def _answer(state: GameState, *texts: str) -> None:
    for text in texts:
        d = state.decision
        assert d is not None
        state.apply(d.find(text))


def _find(state: GameState, name: str, zone: int) -> int:
    return next(oid for oid in state.zones[zone] if state.objects[oid].card.name == name)


def test_a_link_monster_summoned_then_returned_to_the_extra_deck_must_be_summoned_again():
    """Link Summoned (properly), then back in the Extra Deck and sent to the GY from
    there: it forgets its proper Summon, and Monster Reborn's check refuses it."""
    state = ygo_main_phase("{monster_zone: [Celtic Guardian], extra_deck: [Link Spider], "
                           "deck: [Battle Ox x5]}")
    _answer(state, "link summon Link Spider",
            "the left Extra Monster Zone")
    spider = next(oid for oid, o in enumerate(state.objects) if o.card.name == "Link Spider")
    assert properly_summoned(state, spider)
    state.move(spider, GRAVEYARD[0], player=0, reason="destroy", cause="effect")
    assert why_not_special_summon(state, spider) is None
    state.move(spider, EXTRA_DECK[0], player=0, reason="return", cause="effect")
    state.move(spider, GRAVEYARD[0], player=0, reason="send", cause="effect")
    assert not properly_summoned(state, spider)
    reason = why_not_special_summon(state, spider)
    assert reason is not None and "was not properly Special Summoned by a Link Summon" in reason


def test_a_ritual_monster_in_the_hand_is_special_summoned_only_by_a_ritual_summon():
    state = ygo_main_phase("{hand: [Black Luster Soldier], deck: [Battle Ox x5]}")
    bls = _find(state, "Black Luster Soldier", HAND[0])
    reason = why_not_special_summon(state, bls)
    assert reason is not None and "only by a Ritual Summon" in reason


def test_a_monster_revived_another_way_stays_properly_summoned():
    """Properly Link Summoned, destroyed, revived by an effect (not its proper Summon),
    destroyed again: it may be revived again."""
    state = ygo_main_phase("{monster_zone: [Celtic Guardian], extra_deck: [Link Spider], "
                           "deck: [Battle Ox x5]}")
    _answer(state, "link summon Link Spider",
            "the left Extra Monster Zone")
    spider = next(oid for oid, o in enumerate(state.objects) if o.card.name == "Link Spider")
    state.move(spider, GRAVEYARD[0], player=0, reason="destroy", cause="effect")
    state.emit(Event("summon", player=0, obj=spider, frm=GRAVEYARD[0], to=MONSTER_ZONE[0],
                     reason="special", rule="YGO rule: card effects", data=("attack", False)))
    state.move(spider, GRAVEYARD[0], player=0, reason="destroy", cause="effect")
    assert properly_summoned(state, spider)


def test_skull_flames_pledge_round_trips_mid_chain_and_is_undone_by_the_negation():
    state = ygo_main_phase(
        "{monster_zone: [{card: Skull Flame, column: 0}, {card: Battle Ox, column: 1}], "
        "hand: [Burning Skull Head], deck: [Battle Ox x5]}",
        "{spell_trap_zone: [{card: Solemn Strike, face_down: true}], deck: [Battle Ox x5]}")
    _answer(state, "activate Skull Flame's effect")
    assert state.data.no_battle
    pledges = [c for c in state.continuous if c.kind == PLEDGE]
    assert len(pledges) == 1 and pledges[0].value[0] == NO_BATTLE and pledges[0].value[2] > 0
    assert_round_trips(state)  # Player 2 may respond: the pledge is on the chain link
    _answer(state, "activate Solemn Strike")  # the passes that follow are automated
    assert state.decision is not None and state.decision.kind == "main_phase"
    assert not state.data.no_battle
    assert not [c for c in state.continuous if c.kind == PLEDGE]
    assert_round_trips(state)
