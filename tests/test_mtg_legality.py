"""One legality check per Magic action: the option lists, the refusals (Rules.explain,
``state.check``/``can``) and the procedures all ask ``why_not_play``, ``why_not_cast``,
``why_not_activate``, ``why_not_attack`` and ``why_not_block``. For every conceivable
option of a few board positions, the option is legal exactly when it is listed (or is an
identical copy of a listed card), and a refusal carries the check's reason and rule."""

from __future__ import annotations

import re

import pytest

from tcgkit.core.abilities import Activated, Keyword
from tcgkit.core.decision import Option, _about_hidden
from tcgkit.core.errors import EngineError, IllegalAction
from tcgkit.core.limits import AT_ACTIVATION, Limit
from tcgkit.core.procedure import Use
from tcgkit.core.state import GameState
from tcgkit.games import mtg
from tcgkit.games.mtg import play
from tcgkit.games.mtg.card import MtgCard
from tcgkit.games.mtg.combat import why_not_attack, why_not_block
from tcgkit.games.mtg.vocab import GainUntilEndOfTurn, PayLife
from tcgkit.games.mtg.zones import BATTLEFIELD, GRAVEYARD, HAND
from tcgkit.scenario import build, parse, parse_scenario

ADEPT = MtgCard(name="Legality Test Adept", type_line="Creature — Human Wizard", cost="{1}",
                pt=(1, 1), abilities=(
    Activated("Pay 1 life: this gains indestructible until end of turn. Activate only as a "
              "sorcery and only once each turn.", cost=(PayLife(1),),
              effect=(GainUntilEndOfTurn("Indestructible"),), speed="sorcery",
              limit=Limit(spent=AT_ACTIVATION)),))
HASTY = MtgCard(name="Legality Test Hasty", type_line="Creature — Goblin", cost="{R}",
                pt=(1, 1), abilities=(Keyword("Haste", name="Haste"),))
REACHER = MtgCard(name="Legality Test Reacher", type_line="Creature — Spider", cost="{1}{G}",
                  pt=(1, 3), abilities=(Keyword("Reach", name="Reach"),))
for card in (ADEPT, HASTY, REACHER):
    if card.name not in mtg.RULES.pool:
        mtg.RULES.pool.add(card)


def game(setup: str) -> GameState:
    """The game a scenario setup describes, at its first decision."""
    text = f"title: legality\ngame: mtg\ncovers: []\nsetup:\n{setup}\nscript: []\n"
    return build(parse_scenario(parse(text, "legality.yaml")))


def obj(state: GameState, zone: tuple[int, ...], player: int, name: str) -> int:
    """The first object named ``name`` in the player's zone."""
    return next(o for o in state.zones[zone[player]] if state.objects[o].card.name == name)


def refusals(state: GameState) -> dict[str, str]:
    """Check the decision's conceivable options against its listed ones, and return the
    reason of each refused one by its text.

    Legal (``state.can``) exactly when listed, or when it is an identical copy of a listed
    card, which ``state.check`` takes for that option; refused with the reason the
    rules' explanation gives, which cites a rule and is what the refusal says.
    """
    d = state.decision
    assert d is not None
    rules = state.rules
    conceivable = rules.conceivable(state, d)
    assert conceivable
    kinds = {o.kind for o in conceivable}
    assert {o for o in d.options if o.kind in kinds} <= set(conceivable)
    before = state.to_json()
    found: dict[str, str] = {}
    for option in conceivable:
        reason = rules.explain(state, d, option)
        assert state.can(option) == (reason is None), (option, reason)
        if option in d.options:
            assert reason is None, (option, reason)
        elif reason is None:
            same = state.check(option)
            assert same in d.options and same.obj != option.obj
            assert state.objects[same.obj].card is state.objects[option.obj].card
        else:
            assert re.search(r"\(CR \d{3}\.\d", reason), reason
            with pytest.raises(IllegalAction) as err:
                state.check(option)
            # The kernel gives no reason for an option with a number that is also the id
            # of a card the player may not see (an ability's index can be one).
            if not _about_hidden(state, option, d.player):
                assert reason in str(err.value)
            found[rules.describe(state, option)] = reason
    assert state.to_json() == before  # asking changes nothing
    return found


MAIN = """\
  turn: 3
  step: main1
  p1:
    life: {life}
    used: {{land play: {lands}}}
    hand: [Forest, Island, Grizzly Bears, Grizzly Bears, Craw Wurm, Python, Shock,
           Divination, Brainstorm]
    battlefield: [Forest, Mountain, Island, Underrealm Lich, Legality Test Adept]
    graveyard: [Hill Giant]
    library: [Forest x5]
  p2:
    battlefield: [Horned Turtle]
    library: [Forest x5]"""


def test_in_the_main_phase_every_card_and_ability_is_asked_of_its_one_check():
    state = game(MAIN.format(life=20, lands=0))
    assert state.decision.kind == "priority"
    why = refusals(state)
    assert set(state.decision.labels) >= {
        "play Forest", "play Island", "cast Grizzly Bears", "cast Shock", "cast Divination",
        "cast Brainstorm", "activate Underrealm Lich", "activate Legality Test Adept"}
    assert why == {
        "cast Craw Wurm": "not enough mana: {4}{G}{G} needs 6 mana, 3 untapped land(s) "
                          "available (CR 601.2h)",
        "cast Python": "not enough mana of the right color: {1}{B}{B} needs {B} that the "
                       "untapped lands do not make (CR 601.2h)",
    }


def test_used_allowances_and_unpayable_costs_are_refused_with_their_rules():
    state = game(MAIN.format(life=3, lands=1))
    why = refusals(state)
    assert why["play Forest"] == why["play Island"] \
        == "you have already played a land this turn (CR 305.2)"
    assert why["activate Underrealm Lich"] == "the cost of Underrealm Lich's ability cannot " \
                                              "be paid now (pay 4 life) (CR 602.2b)"
    assert "activate Legality Test Adept" not in why  # 1 life of 3 can be paid
    state.apply("activate Legality Test Adept")
    # On the stack, the ability waits; only instants may be cast now.
    why = refusals(state)
    assert why["activate Legality Test Adept"].endswith("only as a sorcery: in your main "
                                                        "phase with an empty stack (CR 602.5d)")
    assert why["cast Grizzly Bears"] == "Grizzly Bears can be cast only in your main phase " \
                                        "with an empty stack (CR 307.1)"
    state.apply("pass")  # it resolves; main phase, empty stack again
    assert state.decision.player == 0 and not state.pending.items
    why = refusals(state)
    assert why["activate Legality Test Adept"] == "Legality Test Adept's ability cannot be " \
                                                  "activated again: its limit is used up " \
                                                  "(CR 602.1b)"


def test_the_opponent_with_priority_is_asked_the_same_checks():
    state = game("""\
  turn: 3
  step: main1
  p1:
    hand: [Grizzly Bears]
    battlefield: [Forest, Forest]
    library: [Forest x5]
  p2:
    hand: [Shock, Hill Giant, Mountain]
    battlefield: [Mountain]
    library: [Forest x5]""")
    state.apply("cast Grizzly Bears")
    d = state.decision
    assert (d.player, d.kind) == (1, "priority")
    assert refusals(state) == {
        "cast Hill Giant": "Hill Giant can be cast only in your main phase with an empty "
                           "stack (CR 307.1)",
        "play Mountain": "a land can be played only in your main phase with an empty stack "
                         "(CR 305.1)",
    }
    assert "cast Shock" in d.labels


def test_cards_outside_the_hand_and_wrong_kinds_are_refused_by_the_same_checks():
    state = game(MAIN.format(life=20, lands=0))
    d = state.decision
    giant = obj(state, GRAVEYARD, 0, "Hill Giant")
    forest = obj(state, HAND, 0, "Forest")
    turtle = obj(state, BATTLEFIELD, 1, "Horned Turtle")
    lich = obj(state, BATTLEFIELD, 0, "Underrealm Lich")
    cases = {
        Option("cast", giant): "the card is not in your hand (CR 601.2a)",
        Option("play", obj(state, BATTLEFIELD, 0, "Forest")):
            "the card is not in your hand (CR 305.1)",
        Option("cast", forest): "Forest is a land: it is played, not cast (CR 305.1)",
        Option("activate", turtle, 0): "Horned Turtle has no activated ability 0 (CR 602.1)",
        Option("activate", lich, 0): "Underrealm Lich has no activated ability 0 (CR 602.1)",
        Option("attack", lich): "attackers are declared only in the declare attackers step "
                                "(CR 508.1)",
    }
    for option, reason in cases.items():
        assert state.rules.explain(state, d, option) == reason
        with pytest.raises(IllegalAction) as err:
            state.check(option)
        if not _about_hidden(state, option, d.player):  # see refusals()
            assert reason in str(err.value)
    with pytest.raises(IllegalAction, match=re.escape("not enough mana: {4}{G}{G}")):
        state.apply("cast Craw Wurm")  # a text is refused with the same reason


def test_the_procedures_check_again_as_they_begin():
    state = game(MAIN.format(life=3, lands=0))
    before = state.to_json()
    wurm = obj(state, HAND, 0, "Craw Wurm")
    with pytest.raises(IllegalAction, match=re.escape("not enough mana: {4}{G}{G}")):
        play._announce(state, Use("mtg.cast", 0, wurm))
    lich = obj(state, BATTLEFIELD, 0, "Underrealm Lich")
    index = next(i for i, a in enumerate(state.objects[lich].card.abilities)
                 if isinstance(a, Activated))
    with pytest.raises(IllegalAction, match=re.escape("(pay 4 life) (CR 602.2b)")):
        play._announce_ability(state, Use("mtg.activate", 0, lich, plan=(("ability", index),)))
    assert state.to_json() == before
    # A casting that was never offered fails as an engine error, naming the reason.
    with pytest.raises(EngineError) as err:
        Use("mtg.cast", 0, wurm).run(state)
    assert "not enough mana" in str(err.value.__cause__)


ATTACK = """\
  turn: 3
  step: declare_attackers
  p1:
    battlefield:
      - Forest
      - Grizzly Bears
      - Consecrated Sphinx
      - {card: Hill Giant, entered_this_turn: true}
      - {card: Craw Wurm, tapped: true}
      - {card: Legality Test Hasty, entered_this_turn: true}
    library: [Forest x5]
  p2:
    battlefield:
      - Island
      - Horned Turtle
      - Legality Test Reacher
      - {card: Coral Merfolk, tapped: true}
    library: [Forest x5]"""


def test_attackers_are_offered_and_refused_by_one_check():
    state = game(ATTACK)
    assert state.decision.kind == "declare_attackers"
    assert refusals(state) == {
        "attack with Hill Giant": "Hill Giant has summoning sickness (CR 302.6)",
        "attack with Craw Wurm": "Craw Wurm is tapped (CR 508.1a)",
    }
    state.apply("attack with Grizzly Bears")
    why = refusals(state)
    assert why["attack with Grizzly Bears"] == "Grizzly Bears is already declared as an " \
                                               "attacker (CR 508.1a)"
    assert "attack with Legality Test Hasty" not in why  # haste
    bears = obj(state, BATTLEFIELD, 0, "Grizzly Bears")
    forest = obj(state, BATTLEFIELD, 0, "Forest")
    assert why_not_attack(state, 0, forest) == "Forest is not a creature you control on the " \
                                               "battlefield (CR 508.1a)"
    assert why_not_attack(state, 1, bears) is not None  # not Player 2's to declare


def test_blockers_are_offered_and_refused_by_one_check():
    state = game(ATTACK)
    for text in ("attack with Grizzly Bears", "attack with Consecrated Sphinx", "done"):
        state.apply(text)
    d = state.decision
    assert (d.player, d.kind) == (1, "declare_blockers")
    why = refusals(state)
    assert why == {
        "block Consecrated Sphinx with Horned Turtle":
            "Horned Turtle cannot block a creature with flying (CR 702.9b)",
        "block Grizzly Bears with Coral Merfolk": "Coral Merfolk is tapped (CR 509.1a)",
        "block Consecrated Sphinx with Coral Merfolk": "Coral Merfolk is tapped (CR 509.1a)",
    }
    state.apply("block Consecrated Sphinx with Legality Test Reacher")  # reach
    why = refusals(state)
    assert why["block Grizzly Bears with Legality Test Reacher"] == \
        "Legality Test Reacher is already declared as a blocker (CR 509.1a)"
    turtle = obj(state, BATTLEFIELD, 1, "Horned Turtle")
    giant = obj(state, BATTLEFIELD, 0, "Hill Giant")
    assert why_not_block(state, 1, turtle, giant) == "Hill Giant is not an attacking " \
                                                     "creature (CR 509.1a)"
    with pytest.raises(IllegalAction, match=re.escape("not an attacking creature (CR 509.1a)")):
        state.check(Option("block", turtle, giant))
    with pytest.raises(IllegalAction, match=re.escape("does not have priority (CR 117.1)")):
        state.check(Option("cast", obj(state, BATTLEFIELD, 1, "Island")))
