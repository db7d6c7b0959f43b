"""Pickling: a game state pickles at any decision, loads as the same game (its JSON, its
play from there on), owns its objects, and shares card definitions and rules with the
process it is loaded in."""

from __future__ import annotations

import pickle

import pytest

import tcgkit
from tcgkit.agents import RandomAgent
from tcgkit.core.cards import CardDef
from tcgkit.core.errors import EngineError
from tcgkit.core.events import Event
from tcgkit.core.serial import Record
from tcgkit.core.state import GameState
from tcgkit.games import GAMES, get_rules
from tests.helpers import clone_agent, finish, midgame


def round_trip(state: GameState, protocol: int | None = None) -> GameState:
    """``state`` through ``pickle.dumps`` and ``pickle.loads``."""
    loaded = pickle.loads(pickle.dumps(state, protocol))
    assert isinstance(loaded, GameState)
    return loaded


def assert_owns_its_objects(state: GameState) -> None:
    """Every object and player is the state's own (written in place, never cloned), and
    what is not part of the game starts empty."""
    assert all(o._token is state._token for o in state.objects)
    assert all(p._token is state._token for p in state.players)
    assert state.cache == {} and state._sched == [] and state._applied == ()


@pytest.mark.parametrize("game", GAMES)
def test_random_play_pickles_exactly_at_many_decisions(game):
    rules = get_rules(game)
    for seed in (1, 2, 3):
        state = rules.new_game(seed=seed)
        agent = RandomAgent(seed)
        n = 0
        while not state.is_over and n < 400:
            if n % 9 == 0:
                loaded = round_trip(state)
                assert loaded.to_json() == state.to_json()
                assert loaded.rules is state.rules
                assert loaded.pending.policy is state.rules.policy
                assert all(a.card is b.card
                           for a, b in zip(loaded.objects, state.objects, strict=True))
                assert_owns_its_objects(loaded)
                assert loaded.decision.labels == state.decision.labels
            state.apply(agent.choose(state))
            n += 1


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("decisions", [0, 7, 40, 90])
def test_a_loaded_state_plays_on_to_the_same_log_and_json(game, decisions):
    state, agent = midgame(game, seed=decisions + 3, decisions=decisions)
    loaded = round_trip(state, pickle.HIGHEST_PROTOCOL)
    twin = clone_agent(agent)
    assert finish(loaded, twin) == finish(state, agent)
    assert loaded.to_json() == state.to_json()


@pytest.mark.parametrize("protocol", range(2, pickle.HIGHEST_PROTOCOL + 1))
def test_every_protocol_from_2_works(protocol):
    state, _ = midgame("ygo", seed=4, decisions=30)
    assert round_trip(state, protocol).to_json() == state.to_json()


def test_pickling_leaves_the_state_alone_and_the_over_game_pickles_too():
    state, agent = midgame("dm", seed=2, decisions=25)
    before = state.to_json()
    pickle.dumps(state)
    assert state.to_json() == before
    finish(state, agent)
    loaded = round_trip(state)
    assert loaded.is_over and loaded.winner == state.winner
    assert loaded.to_json() == state.to_json()


def test_copies_pickled_together_share_nothing_once_loaded():
    state, agent = midgame("mtg", seed=6, decisions=30)
    twin = state.copy()
    mine, theirs = pickle.loads(pickle.dumps((state, twin)))
    assert not {id(o) for o in mine.objects} & {id(o) for o in theirs.objects}
    assert_owns_its_objects(mine)
    assert_owns_its_objects(theirs)
    frozen = theirs.to_json()
    finish(mine, clone_agent(agent))
    assert theirs.to_json() == frozen  # playing one did not touch the other


def test_a_procedure_and_its_snapshot_pickle_and_rewind_alike():
    from tcgkit.core.procedure import Use
    from tcgkit.games import register
    from tests.kernel_game import RULES, VANILLA, new_state
    from tests.test_procedure import Stop

    register(RULES)
    state = new_state(deck=0)
    oid = state.create(VANILLA, 0, "hand")
    state.push(Use("test.fragile", 0, oid), Stop())
    state.start()
    snapshot = next(s.snapshot for s in state.work if isinstance(s, Use))
    assert snapshot is not None
    loaded = round_trip(state)
    assert loaded.to_json() == state.to_json()
    inner = next(s.snapshot for s in loaded.work if isinstance(s, Use))
    assert inner is not None and not {id(o) for o in inner.objects} & {
        id(o) for o in loaded.objects}
    for s in (state, loaded):
        s.apply(s.decision.find("no"))  # the stage refuses: back to the snapshot
    assert loaded.to_json() == state.to_json()
    assert loaded.zone_name(oid) == "hand"


def test_cards_and_rules_pickle_as_references():
    rules = get_rules("ygo")
    card = next(iter(rules.pool))
    assert pickle.loads(pickle.dumps(card)) is card
    assert pickle.loads(pickle.dumps(rules)) is rules
    assert len(pickle.dumps(card)) < 200  # a name, not the abilities
    with pytest.raises(pickle.PicklingError, match="no game's card pool"):
        pickle.dumps(CardDef(name="Loose Card"))
    with pytest.raises(pickle.PicklingError, match="not the game known"):
        pickle.dumps(type(rules)())


def test_a_state_in_the_middle_of_a_step_does_not_pickle():
    from tests.test_decisions import Note

    state, _ = midgame("dm", seed=1, decisions=5)
    state.push(Note())
    with pytest.raises(EngineError, match="middle of a step"):
        pickle.dumps(state)
    state._sched.clear()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("seed", "decisions"), [(8, 0), (3, 25), (5, 80), (2, 160), (6, 400)])
def test_a_pickle_loads_as_json_would(game, seed, decisions):
    state, agent = midgame(game, seed=seed, decisions=decisions)
    by_json = tcgkit.load_game(state.to_json())
    by_pickle = round_trip(state)
    assert by_pickle.to_json() == by_json.to_json()
    assert by_pickle.history.events == by_json.history.events
    assert by_pickle.log == by_json.log
    for player in (0, 1, None):
        assert by_pickle.log_for(player) == by_json.log_for(player)
        if player is not None:
            assert by_pickle.observation(player) == by_json.observation(player)
    if not state.is_over:
        assert by_pickle.decision.labels == by_json.decision.labels
    assert finish(by_pickle, clone_agent(agent)) == finish(by_json, clone_agent(agent))
    assert by_pickle.to_json() == by_json.to_json()


@pytest.mark.parametrize("game", GAMES)
def test_a_state_loaded_from_json_pickles_alike(game):
    # Its events, strings and markers are its own, not shared with the rules.
    state, _ = midgame(game, seed=4, decisions=120)
    loaded = tcgkit.load_game(state.to_json())
    assert round_trip(loaded).to_json() == state.to_json()
    assert round_trip(round_trip(loaded)).to_json() == state.to_json()


def test_markers_load_as_the_rules_own_events():
    state, _ = midgame("ygo", seed=3, decisions=60)
    structure = state.rules.structure
    shared = {id(m) for pair in structure.markers for m in pair}
    shared |= {id(m) for pair in structure.turn_markers.values() for m in pair}
    for s in (state, round_trip(state), round_trip(round_trip(state))):
        markers = [e for e in s.history.events if e.kind in ("step", "turn")]
        assert markers and all(id(e) in shared for e in markers)


def test_unusual_objects_and_events_pickle_as_they_are():
    state, _ = midgame("mtg", seed=5, decisions=40)
    ygo_card = next(iter(get_rules("ygo").pool))
    state.mut(3).card = ygo_card  # no card of this game's pool by that name
    state.history.events += [Event("step", player=1, rule="made anew", data=("upkeep",)),
                             NotedEvent("draw", player=0, obj=2)]
    loaded = round_trip(state)
    assert loaded.objects[3].card is ygo_card
    assert [vars_of(o) for o in loaded.objects] == [vars_of(o) for o in state.objects]
    assert loaded.history.events == state.history.events
    assert type(loaded.history.events[-1]) is NotedEvent
    assert_owns_its_objects(loaded)


def vars_of(o: object) -> dict[str, object]:
    """The field values of an object or player."""
    return {f: getattr(o, f) for f in type(o).FIELDS}


def test_records_pickle_by_their_builder_unless_they_have_more_than_fields():
    event = Event("damage", player=1, source=4, amount=3, data=("x", (1, 2)))
    for protocol in range(2, pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps(event, protocol)) == event
    assert event.__reduce_ex__(2)[0] is Event._unpickle
    for cls in (Plain, Private, Hooked, Loose):
        item = cls()
        item.x = 1
        loaded = pickle.loads(pickle.dumps(item))
        assert type(loaded) is cls and loaded.x == 1
        assert (item.__reduce_ex__(2)[0] is Plain._unpickle) == (cls is Plain)
    assert pickle.loads(pickle.dumps(Hooked())).hooked
    private = Private()  # a subclass of a record that has a builder
    private.x, private._y = 1, 2
    assert pickle.loads(pickle.dumps(private))._y == 2


def test_pickling_leaves_the_garbage_collector_as_it_was():
    import gc

    state, _ = midgame("dm", seed=3, decisions=60)
    assert gc.isenabled()
    round_trip(state)
    assert gc.isenabled()
    gc.disable()
    try:
        round_trip(state)
        assert not gc.isenabled()
    finally:
        gc.enable()


class NotedEvent(Event):
    """An event of a class of its own (history rows are for plain events)."""

    __slots__ = ()


class Plain(Record):
    """A record with one field (pickled by its generated builder)."""

    __slots__ = ("x",)


class Private(Plain):
    """A record with a private slot besides its fields (pickled the default way)."""

    __slots__ = ("_y",)


class Hooked(Plain):
    """A record with a pickling hook of its own."""

    __slots__ = ("hooked",)

    def __reduce__(self) -> tuple[object, ...]:
        return (_hooked, (getattr(self, "x", None),))


def _hooked(x: object) -> Hooked:
    item = Hooked()
    item.x, item.hooked = x, True
    return item


class Loose(Plain):
    """A record whose instances have a ``__dict__``."""


def test_record_fields_never_clash_with_replaces_own_names():
    """A field named like a local of the generated ``replace`` would silently build a
    broken record: ``n`` (the name it once used) now works, ``self`` is refused."""

    class Counted(Record):
        """A record with a field named ``n``."""

        __slots__ = ("n", "x")
        KEY = "tests.Counted"

        def __init__(self, n: int, x: int) -> None:
            self.n = n
            self.x = x

    r = Counted(2, 3).replace(n=5)
    assert (r.n, r.x) == (5, 3)
    with pytest.raises(EngineError, match="may not be named self"):
        type("Clashing", (Record,), {"__slots__": ("self",), "KEY": "tests.Clashing"})
