"""Answers that are not quite options: values equal to a listed option but of other types,
players that do not exist, and refusals that must not tell a player about cards they may
not see. Each is refused with :class:`IllegalAction` (or carried out as the listed option)
and leaves the state exactly as it was."""

from __future__ import annotations

from typing import Any

import pytest

from tcgkit.agents import RandomAgent
from tcgkit.core.decision import Option
from tcgkit.core.errors import IllegalAction
from tcgkit.core.state import GameState
from tcgkit.games import GAMES, get_rules


class Id(int):
    """An int of another type (as an enum or a NumPy-like wrapper would be)."""


class Odd:
    """A value that refuses to be compared or hashed."""

    def __eq__(self, other: object) -> bool:
        raise ValueError("no comparing me")

    __hash__ = None  # type: ignore[assignment]


def decisions(game: str, seed: int, every: int, limit: int = 300):
    """The states of a seeded random game at every ``every``-th decision (copies)."""
    state = get_rules(game).new_game(seed=seed)
    agent = RandomAgent(seed)
    for n in range(limit):
        if state.is_over:
            return
        if n % every == 0:
            yield state.copy()
        state.apply(agent.choose(state))


def variants(option: Option) -> list[tuple[Option, bool]]:
    """Options equal to ``option`` with other types, each with whether it stands for the
    listed one (an int subclass does; floats and bools do not)."""
    out: list[tuple[Option, bool]] = []
    kind, obj, arg = option
    if obj >= 0:
        out += [(Option(kind, float(obj), arg), False), (Option(kind, Id(obj), arg), True)]
        if obj in (0, 1):
            out.append((Option(kind, bool(obj), arg), False))
    if type(arg) is int:
        out += [(Option(kind, obj, float(arg)), False), (Option(kind, obj, Id(arg)), True)]
        if arg in (0, 1):
            out.append((Option(kind, obj, bool(arg)), False))
    return out


@pytest.mark.parametrize("game", GAMES)
def test_equal_options_of_other_types_are_refused_or_stand_for_the_listed_one(game):
    tried = refused = 0
    for state in decisions(game, seed=21, every=7, limit=250):
        before = state.to_json()
        d = state.decision  # read first: apply then takes its fast path for listed options
        for option in d.options[::max(1, len(d.options) // 6)]:
            for odd, stands in variants(option):
                tried += 1
                trial = state.copy()
                assert trial.decision.options == d.options
                if not stands:
                    with pytest.raises(IllegalAction, match=r"other types|object id"):
                        trial.apply(odd)
                    assert trial.to_json() == before
                    assert trial.decision is not None and trial.decision.options == d.options
                    assert not trial.can(odd)
                    refused += 1
                    continue
                trial.apply(odd)
                listed = state.copy()
                listed.apply(option)
                assert trial.to_json() == listed.to_json()
    assert tried >= 30 and refused >= 15


@pytest.mark.parametrize("game", GAMES)
def test_a_float_or_a_bool_for_an_object_is_refused_whatever_the_decision(game):
    for state in decisions(game, seed=4, every=11):
        d = state.decision
        before = state.to_json()
        for option in (Option(d.options[0].kind, 77.0, None), Option("charge", True, None),
                       Option("attack", 1.0, -1), Option(d.options[0].kind, Id(10_000))):
            with pytest.raises(IllegalAction):
                state.apply(option)
            assert not state.can(option)
        assert state.to_json() == before
        state.to_json()  # still serializable: nothing odd was stored


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("who", [7, 2, -1, "x", "p1", True, False, 1.0, Id(9)])
def test_no_such_player_is_refused_and_can_says_no(game, who: Any):
    state = get_rules(game).new_game(seed=3)
    before = state.to_json()
    option = state.decision.options[0]
    assert state.can(option, player=who) is False
    for act in (state.check, state.apply):
        with pytest.raises(IllegalAction, match=r"^there is no player"):
            act(option, player=who)
    assert state.to_json() == before
    assert state.can(option, player=state.decision.player)


def test_the_deciding_player_by_index_is_accepted_and_the_other_refused():
    state = get_rules("ygo").new_game(seed=3)
    d = state.decision
    with pytest.raises(IllegalAction, match="decision"):
        state.check(d.options[0], player=1 - d.player)
    assert state.check(d.options[0], player=d.player) is d.options[0]


def hidden_and_mine(state: GameState) -> tuple[int, list[int], list[int]]:
    """The deciding player, ids of objects they may not see (the opponent's hand, deck,
    shields; their own deck) and ids of objects of theirs they see."""
    p = state.decision.player
    hidden = [o.id for o in state.objects if not state.visible_to(o.id, p)]
    mine = [o.id for o in state.objects if o.controller == p and state.visible_to(o.id, p)]
    return p, hidden, mine


def refusal(state: GameState, option: Any) -> str:
    """The message of ``state.check(option)``'s :class:`IllegalAction`."""
    with pytest.raises(IllegalAction) as err:
        state.check(option)
    return str(err.value)


KINDS = {"mtg": ("attack", "block", "cast", "play", "activate"),
         "ygo": ("attack", "summon", "set", "flip", "change"),
         "dm": ("attack", "summon", "charge", "break")}
"""Option kinds the odd-values test tries."""


@pytest.mark.parametrize("game", GAMES)
def test_a_refusal_says_nothing_about_a_card_the_player_cannot_see(game):
    # The kinds whose arg is an object (an attacked creature, a blocked attacker): a
    # hidden card's id there is refused alike, whatever the card.
    kinds = [k.name for k in get_rules(game).option_kinds.values() if k.arg_is_object]
    assert kinds
    checked = 0
    for state in decisions(game, seed=9, every=13):
        before = state.to_json()
        _, hidden, mine = hidden_and_mine(state)
        listed = set(state.decision.options)
        for kind in kinds:
            for obj in [*mine[:4], -1]:
                texts = {}
                for h in hidden[::7]:
                    option = Option(kind, obj, h)
                    if option in listed:
                        continue
                    msg = refusal(state, option)
                    card = state.objects[h].card
                    for name in (card.name, card.jp):
                        if name and name not in "; ".join(state.decision.labels):
                            assert name not in msg, f"{msg!r} names hidden {name!r}"
                    # Whatever the card, the refusal reads the same: it tells nothing.
                    texts[msg.replace(repr(option), "OPTION")] = h
                    checked += 1
                assert len(texts) <= 1, f"refusals tell hidden cards apart: {list(texts)}"
            for h in hidden[::11]:
                msg = refusal(state, Option(kind, h, None))
                assert state.objects[h].card.name not in msg.split("; the options are")[0]
        assert state.to_json() == before
    assert checked > 100


@pytest.mark.parametrize("game", GAMES)
def test_attacking_or_blocking_a_hidden_card_is_refused_without_its_name(game):
    state = get_rules(game).new_game(seed=12)
    p, hidden, mine = hidden_and_mine(state)
    opponent = 1 - p
    zones = {"mtg": ("library", "hand"), "ygo": ("deck", "hand"), "dm": ("deck", "hand", "shield")}
    targets = [state.zone(z, opponent)[-1] for z in zones[game] if state.zone(z, opponent)]
    assert targets and all(t in hidden for t in targets)
    me = mine[0]
    before = state.to_json()
    for target in targets:
        card = state.objects[target].card
        for kind in ("attack", "block"):
            msg = refusal(state, Option(kind, me, target))
            assert card.name not in msg.split("; the options are")[0]
            if card.jp:
                assert card.jp not in msg
    assert state.to_json() == before


@pytest.mark.parametrize("game", GAMES)
def test_a_text_naming_a_hidden_card_is_refused_like_one_naming_no_card(game):
    for state in decisions(game, seed=5, every=17):
        _, hidden, mine = hidden_and_mine(state)
        name = state.objects[mine[0]].card.name if mine else "x"
        seen: set[str] = set()
        visible = {state.objects[o].card.name for o in range(len(state.objects))
                   if state.visible_to(o, state.decision.player)}
        for h in hidden[::5]:
            hidden_name = state.objects[h].card.name
            if hidden_name in visible:
                continue  # the text names a card the player sees too: it may be explained
            for text in (f"attack {hidden_name} with {name}", f"block {hidden_name} with {name}",
                         f"attack {name} with {hidden_name}"):
                msg = refusal(state, text)
                seen.add(msg.replace(repr(text), "TEXT"))
        assert len(seen) <= 1


ODD_ARGS: list[Any] = ["x", "", (1, 2), (), 3.5, [1], {"a": 1}, Odd(), (Odd(),), b"7", -5,
                       10**30, float("nan"), Option("pass")]
"""Arguments no option has (``None`` is every argless option's)."""


@pytest.mark.parametrize("game", GAMES)
def test_odd_values_are_refused_with_illegal_action_only(game):
    for state in decisions(game, seed=2, every=19):
        _, _, mine = hidden_and_mine(state)
        before = state.to_json()
        objs = [*mine[:2], -1, 10**30, -7, "3", None, Odd()]
        kinds = [*KINDS[game], "pass", "", "x" * 1000]
        for kind in kinds:
            for obj in objs:
                for arg in ODD_ARGS:
                    option = Option(kind, obj, arg)
                    with pytest.raises(IllegalAction):
                        state.check(option)
                    assert state.can(option) is False
        for odd in (Odd(), [1, 2, 3], ("attack",), ("a", "b", "c", "d"), 42, None, (1, 2, 3),
                    (Odd(), 1, None), b"pass"):
            assert state.can(odd) is False
            with pytest.raises(IllegalAction):
                state.apply(odd)
        assert state.to_json() == before


@pytest.mark.parametrize("game", GAMES)
def test_a_huge_answer_is_quoted_shortened_in_its_refusal(game):
    state = get_rules(game).new_game(seed=3)
    before = state.to_json()
    huge = "Summon " + "x" * 1_000_000
    for answer in (huge, Option(huge, -1, None), Option("pass", 10**5000, None),
                   ("attack", 1, "y" * 1_000_000), 10**5000):
        with pytest.raises(IllegalAction) as refused:
            state.apply(answer)
        assert len(str(refused.value)) < 5000
        explained = state.explain(answer)
        assert not explained.allowed and len(explained.reason) < 5000
    with pytest.raises(IllegalAction, match=r"^there is no player <int>$"):
        state.check(state.decision.options[0], player=10**5000)
    assert state.to_json() == before


def test_a_short_answer_is_quoted_whole():
    state = get_rules("dm").new_game(seed=3)
    with pytest.raises(IllegalAction, match=r"^'no such thing' is not a legal option now"):
        state.apply("no such thing")
