"""Improvise with artifacts that have mana abilities (CR 702.126a: any untapped artifact
may be tapped for it): in random games, paying by hand offers Treasures and Chromatic
Spheres for improvise and every offered choice can be completed; and the ``mana``
automation's improvise taps are, one after another, choices a player paying by hand is
offered (issue 8: "never decides differently from a legal manual payment")."""

from __future__ import annotations

from collections import Counter

from tcgkit.agents import RandomAgent
from tcgkit.core.decision import Option
from tcgkit.core.state import GameState
from tcgkit.games import mtg
from tests.helpers import assert_round_trips, checked_play


def _deck(*entries: tuple[int, str]) -> list[str]:
    return [name for n, name in entries for _ in range(n)]


DECK = _deck((16, "Mountain"), (6, "Island"), (4, "Bottle-Cap Blast"), (4, "Chromatic Sphere"),
             (4, "Perilous Myr"), (4, "Grizzly Bears"), (4, "Hill Giant"), (4, "Gray Ogre"),
             (4, "Craw Wurm"), (4, "Walking Corpse"), (4, "Giant Spider"), (2, "Shock"))
"""Sixty cards: Bottle-Cap Blast (improvise, and Treasures from its excess damage) with
artifacts to improvise with, with and without mana abilities, and creatures to aim at."""


def _improvise_taps(state: GameState, since: int) -> list[str]:
    """The names of the artifacts tapped for improvise in the log after entry ``since``."""
    out = []
    for e in state.log[since:]:
        if e.rule == "CR 702.126a" and "to pay {1} (improvise)" in e.text:
            name = e.text.split(" taps ", 1)[1].split(" to pay", 1)[0]
            out.append(name)
    return out


def _automation_is_a_manual_payment(state: GameState, cast: Option) -> list[str]:
    """Cast ``cast`` on a copy with every automation and on a copy without any, the same
    targets in both: each artifact the automation taps for improvise is offered, in its
    turn, to the player paying by hand, and "done" is offered where it stops. Returns the
    artifacts it tapped."""
    auto = state.copy()
    mark = len(auto.log)
    auto.apply(cast)
    targets: list[Option] = []
    while auto.decision is not None and auto.decision.kind == "target":
        targets.append(auto.decision.options[0])
        auto.apply(targets[-1])
    tapped = _improvise_taps(auto, mark)
    manual = state.copy()
    manual.automations = frozenset()
    manual.apply(cast)
    while manual.decision is not None and manual.decision.kind == "target":
        # The one target a single-option automation chose in the other copy, or the same.
        options = manual.decision.options
        if not targets:
            assert len(options) == 1, manual.decision.labels
        manual.apply(targets.pop(0) if targets else options[0])
    objs = manual.objects
    for name in tapped:
        d = manual.decision
        assert d is not None and d.kind == "improvise", (name, d)
        offered = [o for o in d.options if o.kind == "tap" and objs[o.obj].card.name == name]
        assert offered, f"{name} is not among {d.labels}"
        manual.apply(offered[0])
    d = manual.decision
    if d is not None and d.kind == "improvise":
        assert Option("done") in d.options, d.labels
    return tapped


class KeepsManaArtifacts(RandomAgent):
    """A random player who, with priority, never activates a mana ability (which random
    play would otherwise do to most Chromatic Spheres long before a Bottle-Cap Blast)."""

    def choose(self, state: GameState) -> Option:
        d = state.decision
        assert d is not None
        if d.kind == "priority":
            rest = [o for o in d.options if o.kind not in ("mana_ability", "add_mana")]
            return rest[self.rng.below(len(rest))]
        return super().choose(state)


def test_manual_improvise_with_mana_artifacts_in_random_play() -> None:
    kinds: Counter[str] = Counter()
    for seed in range(1, 13):
        state = mtg.RULES.new_game(seed=seed, decks=[DECK, DECK], automations=())
        for n, d in checked_play(state, KeepsManaArtifacts(seed)):
            if d.kind == "improvise":
                if n % 3 == 0:
                    assert_round_trips(state)
                for o in d.options:
                    if o.kind == "tap":
                        kinds[state.objects[o.obj].card.name] += 1
    assert kinds["Treasure"] and kinds["Chromatic Sphere"] and kinds["Perilous Myr"], kinds


def test_the_automation_improvises_as_a_manual_player_could() -> None:
    tapped: Counter[str] = Counter()
    checked = 0
    for seed in range(1, 13):
        state = mtg.RULES.new_game(seed=seed, decks=[DECK, DECK])
        agent = KeepsManaArtifacts(seed)
        while not state.is_over:
            d = state.decision
            assert d is not None
            if d.kind == "priority":
                for o in d.options:
                    if o.kind == "cast" and state.objects[o.obj].card.name == "Bottle-Cap Blast":
                        tapped.update(_automation_is_a_manual_payment(state, o))
                        checked += 1
            state.apply(agent.choose(state))
    assert checked and tapped["Perilous Myr"] and tapped["Chromatic Sphere"], tapped
