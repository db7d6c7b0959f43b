"""The contract between the kernel and a game's rules module.

A game subclasses :class:`Rules` once: its zones, turn structure, card pool, object and
player types, pending-resolution policy and starting life; how its own events are
performed; how a game is set up; and how options read as text. The kernel calls nothing
else of a game.
"""

from __future__ import annotations

import pickle
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from .cards import CardDef, CardPool
from .decision import KERNEL_OPTION_KINDS, Option, OptionKind, option_fault
from .errors import MalformedInput
from .events import Event
from .limits import Limit
from .objects import GameObject, PlayerState
from .pending import PendingItem, Policy, StackPolicy, next_seat, seats_from
from .perform import KERNEL_PERFORMERS, Performer
from .serial import Record
from .turns import BeginTurn, TurnStructure
from .zones import ZoneTable

if TYPE_CHECKING:
    from .abilities import Ref
    from .decision import Decision
    from .state import GameState


class NoData(Record):
    """The game-specific part of a state, for a game that has none."""

    __slots__ = ()
    KEY = "core.NoData"


_KNOWN: dict[str, Rules] = {}
"""Rules found under their name, for pickling: every state pickles its rules, and
:func:`tcgkit.games.get_rules` imports. A name, once known, keeps its game
(:func:`tcgkit.games.register` refuses a second one)."""


def _known_rules(name: str, players: int = 2) -> Rules:
    """The rules known under ``name`` (how pickled rules load), for ``players``."""
    rules = _KNOWN.get(name)
    if rules is None:
        from ..games import get_rules

        rules = _KNOWN[name] = get_rules(name)
    return rules if players == 2 else rules.for_players(players)


def seated_table(table: ZoneTable, players: int) -> ZoneTable:
    """``table``'s zones for ``players`` players (2 to 8), laid out so that the first two
    players' zone ids are those of the two-player table and each further player's zones
    come after them: a game's zone-id constants, taken from the eight-player table, hold
    for any number of players, and a two-player game keeps its ids."""
    out = ZoneTable(table.specs, 2)
    if players == 2:
        return out
    ids = {name: list(v) for name, v in out.ids.items()}
    for p in range(2, players):
        for spec in out.specs:
            if spec.per_player:
                ids[spec.name].append(len(out.spec_of))
                out.spec_of.append(spec)
                out.owner_of.append(p)
                out.capacity.append(spec.capacity)
            else:
                ids[spec.name].append(ids[spec.name][0])
    out.ids = {name: tuple(v) for name, v in ids.items()}
    out.players = players
    out.index()
    return out


def plain_view(obj: GameObject, viewer: int) -> dict[str, Any]:
    """The kernel's view of an object for ``viewer``, who may look into its zone: its id
    and card name, and whether it is tapped or face down and its counters; only the id
    and ``face_down`` for a face-down card another player controls."""
    if obj.face_down and viewer != obj.controller:
        return {"id": obj.id, "face_down": True}
    view: dict[str, Any] = {"id": obj.id, "name": obj.card.name}
    if obj.tapped:
        view["tapped"] = True
    if obj.face_down:
        view["face_down"] = True
    if obj.counters:
        view["counters"] = dict(obj.counters)
    return view


class Rules:
    """A game's rules. One instance per game, shared by all its states."""

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    zones: ClassVar[ZoneTable]
    structure: ClassVar[TurnStructure]
    object_type: ClassVar[type[GameObject]] = GameObject
    player_type: ClassVar[type[PlayerState]] = PlayerState
    starting_life: ClassVar[int] = 20
    default_zones: ClassVar[tuple[str, ...]] = ()
    library: ClassVar[str] = "library"
    hand: ClassVar[str] = "hand"
    graveyard: ClassVar[str] = "graveyard"
    turn_rule: ClassVar[str] = ""
    concede_rule: ClassVar[str] = "concession"
    """The rule a concession cites."""
    variant_options: ClassVar[dict[str, tuple[Any, ...]]] = {}
    """Options a game accepts, each with its allowed values (the first is the default)."""
    max_players: ClassVar[int] = 2
    """How many players a game of it may have (2: two-player only)."""
    player_limits: ClassVar[dict[str, Limit]] = {}
    """The game's per-player allowances by name (land play, Normal Summon, mana charge)."""
    data_type: ClassVar[type[Record]] = NoData
    """The record type of ``state.data``: what a game keeps in a state besides objects,
    zones and players (Magic's combat), each field typed, built with no arguments for a
    new game and replaced, never changed, as the game goes on."""

    def __init__(self) -> None:
        self.pool = CardPool(self.name)
        self.policy: Policy = StackPolicy()
        self.performers: dict[str, Performer] = dict(KERNEL_PERFORMERS)
        self.library_ids = self.zones.ids[self.library]
        self.hand_ids = self.zones.ids[self.hand]
        # The rules of each player count, these among them, shared by all of them.
        self._seated: dict[int, Rules] = {self.zones.players: self}

    def for_players(self, players: int) -> Rules:
        """These rules for a game of ``players`` players: the same rules with a zone table
        for that many (one instance per count, shared by its states); two players: these
        very rules. A count the game does not allow is refused naming the game."""
        if players == self.zones.players:
            return self
        found = self._seated.get(players) if type(players) is int else None
        if found is None:
            if type(players) is not int or not 2 <= players <= self.max_players:
                allowed = "2" if self.max_players == 2 else f"2 to {self.max_players}"
                raise MalformedInput(f"{self.title or self.name} is played by {allowed} "
                                     f"players, not {players!r}")
            # Not copy.copy: that goes through __reduce__, which names the known rules.
            found = object.__new__(type(self))
            found.__dict__.update(self.__dict__)
            # An instance's own table, in place of the class's (a class variable).
            vars(found)["zones"] = seated_table(self.zones, players)
            found.library_ids = found.zones.ids[self.library]
            found.hand_ids = found.zones.ids[self.hand]
            found._seated = self._seated
            found.seat(players)
            self._seated[players] = found
        return found

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle as a reference to the game known under :attr:`name`: one instance is
        shared by all of a game's states, and its pool holds functions that cannot be
        pickled. Only a game that :func:`tcgkit.games.get_rules` finds can be pickled."""
        players = self.zones.players
        if players != 2:
            return (_known_rules, (self.name, players))
        if _KNOWN.get(self.name) is not self:
            from ..games import get_rules

            try:
                known = get_rules(self.name)
            except MalformedInput:
                known = None
            if known is not self:
                raise pickle.PicklingError(f"the rules of {self.name!r} are not the game "
                                           "known under that name (see tcgkit.games.register)")
            _KNOWN[self.name] = self
        return (_known_rules, (self.name,))

    # ----------------------------------------------------------------- starting a game

    def new_game(self, *, seed: int = 0, decks: Sequence[Sequence[str]] | str | None = None,
                 options: dict[str, Any] | None = None, names: tuple[str, ...] | None = None,
                 automations: Iterable[str] | None = None, players: int = 2) -> GameState:
        """A new game between ``players`` players (two unless the game allows more),
        run to its first decision.

        ``decks`` are one list of card names (English or Japanese) per player, or the
        name of a pair of demo decks (:meth:`deck_sets`); the game's default pair when
        omitted (with more than two players, the pair's decks in turn).
        ``options`` selects variant rules. ``automations`` names the decisions the engine
        may take for the players (see :mod:`tcgkit.core.automation`; ``None``: all of them,
        ``()``: none, every decision is asked).
        """
        from .automation import automations as automation_set
        from .state import GameState

        chosen = automation_set(automations)

        rules = self.for_players(players)
        opts = self.check_options(options or {})
        self.check_players(players, opts)
        if decks is None or isinstance(decks, str):
            pair = self.demo_decks(decks)
            decks = [pair[i % 2] for i in range(players)]
        if len(decks) != players:
            raise MalformedInput(f"{self.name}: expected {players} decks, got {len(decks)}")
        if names is not None and len(names) != players:
            raise MalformedInput(f"{self.name}: expected {players} names, got {len(names)}")
        cards = [[self.pool.get(n) for n in deck] for deck in decks]
        for i, deck in enumerate(cards):
            self.validate_deck(deck, player=i)
        state = GameState(rules, seed=seed, options=opts, names=names, automations=chosen)
        rules.setup(state, cards)
        return state.start()

    def seat(self, players: int) -> None:
        """Adjust these rules, a copy made by :meth:`for_players`, to ``players`` players
        (what a game keeps per player besides zones; nothing by default)."""

    def check_players(self, players: int, options: dict[str, Any]) -> None:
        """Refuse a player count the chosen options do not allow (nothing by default:
        :meth:`for_players` checks the game's range)."""

    def check_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """Validate variant options and fill in defaults."""
        for key, value in options.items():
            allowed = self.variant_options.get(key)
            if allowed is None:
                raise MalformedInput(f"{self.name}: unknown option {key!r}; known options: "
                                     + (", ".join(self.variant_options) or "none"))
            if value not in allowed:
                raise MalformedInput(f"{self.name}: option {key!r} must be one of "
                                     f"{', '.join(map(repr, allowed))}, not {value!r}")
        return {k: options.get(k, v[0]) for k, v in self.variant_options.items()}

    def setup(self, state: GameState, decks: list[list[CardDef]], *, first: int | None = None,
              shuffle: bool = True) -> None:
        """Choose who goes first, create the players' cards and shuffle them, deal what
        each player starts with (:meth:`deal`), schedule turn one.

        ``first`` fixes who goes first (chosen at random otherwise); ``shuffle=False``
        keeps each deck in the order given, first card on top (for scenarios).
        """
        first = self.choose_first(state, first, self.first_rule)
        for p in range(len(state.players)):
            self.create_deck(state, p, decks[p], shuffle=shuffle)
        self.deal(state, first)
        state.push(BeginTurn(first))

    opening_hand: ClassVar[int] = 0
    """How many cards each player draws before the first turn."""
    first_rule: ClassVar[str] = ""
    """The rule cited for who goes first."""
    opening_rule: ClassVar[str] = ""
    """The rule cited for the opening hands."""

    def deal(self, state: GameState, first: int) -> None:
        """Deal what the players start with: their opening hands, the first player first
        (a game with more to deal, such as shields, extends this)."""
        for p in seats_from(state, first):
            state.emit(Event("draws", player=p, amount=self.opening_hand,
                             reason="opening_hand", rule=self.opening_rule))

    def choose_first(self, state: GameState, first: int | None, rule: str) -> int:
        """The player who goes first: ``first`` if given, else chosen at random."""
        if first is None:
            first = state.rng.below(len(state.players))
            state.log_rule(rule, "{} is chosen at random to go first", state.players[first].name)
        else:
            state.log_rule(rule, "{} goes first", state.players[first].name)
        state.first_player = first
        return first

    def deck_sets(self) -> dict[str, tuple[list[str], list[str]]]:
        """The named pairs of demo decks this game ships (two lists of card names that
        make a playable game each), its default pair first."""
        raise NotImplementedError

    def demo_decks(self, name: str | None = None) -> tuple[list[str], list[str]]:
        """The pair of demo decks called ``name`` (the default pair if ``None``); an
        unknown name is refused with the names there are."""
        sets = self.deck_sets()
        if name is None:
            return next(iter(sets.values()))
        found = sets.get(name)
        if found is None:
            raise MalformedInput(f"{self.name}: no demo decks named {name!r}; known: "
                                 + ", ".join(sets))
        return found

    deck_size: ClassVar[tuple[int, int | None]] = (0, None)
    """The smallest and largest legal deck (``None``: no upper limit)."""
    max_copies: ClassVar[int | None] = None
    """How many cards of one name a deck may hold."""
    deck_rule: ClassVar[str] = ""
    """The rule cited when a deck is refused."""

    def limited(self, card: CardDef) -> bool:
        """Whether ``max_copies`` applies to ``card`` (basic lands are exempt in Magic)."""
        return True

    extra_deck_size: ClassVar[int] = 0
    """How many cards of a deck list may be outside the deck proper, in a pile of their
    own that :meth:`in_extra_deck` names (Yu-Gi-Oh!'s Extra Deck: 15). Deck files count
    them apart from ``deck_size``."""

    def in_extra_deck(self, card: CardDef) -> bool:
        """Whether ``card``, listed in a deck, starts the game outside the deck proper (a
        Yu-Gi-Oh! Fusion, Synchro, Xyz or Link Monster); none does by default."""
        return False

    def validate_deck(self, deck: list[CardDef], *, player: int) -> None:
        """Raise :class:`MalformedInput` if ``deck`` is not legal for this game: its size,
        and how many copies of a card it holds."""
        low, high = self.deck_size
        where = f" ({self.deck_rule})" if self.deck_rule else ""
        if len(deck) < low or (high is not None and len(deck) > high):
            size = f"exactly {low}" if high == low else f"{low} to {high}" if high else \
                f"at least {low}"
            raise MalformedInput(f"player {player + 1}'s deck has {len(deck)} cards; a deck "
                                 f"has {size}{where}")
        if self.max_copies is not None:
            for card, n in Counter(deck).items():
                if n > self.max_copies and self.limited(card):
                    raise MalformedInput(f"player {player + 1}'s deck has {n} copies of "
                                         f"{card.name}; at most {self.max_copies} are "
                                         f"allowed{where}")

    def create_deck(self, state: GameState, player: int, deck: list[CardDef], *,
                    shuffle: bool = True) -> None:
        """Create ``deck``'s objects in ``player``'s library in a random order.

        Object ids are dealt from a shuffled copy of the list, then the library itself
        is shuffled, so an object's id tells nothing about its place in the deck list or
        in the library. Without ``shuffle`` the first card of ``deck`` is on top.
        """
        if not shuffle:
            for card in reversed(deck):
                state.create(card, player, self.library)
            return
        order = list(deck)
        state.rng.shuffle(order)
        zid = self.library_ids[player]
        state.create_many(order, player, zid)
        state.perform(Event("shuffle", player=player, to=zid, rule=self.shuffle_rule))

    shuffle_rule: ClassVar[str] = ""

    def prepare(self, state: GameState) -> None:
        """Bring a game's own bookkeeping in line with a state assembled by hand (a
        scenario's board), as events would have (nothing by default)."""

    # ----------------------------------------------------------------- turn hooks

    def begin_turn(self, state: GameState) -> None:
        """Turn-start bookkeeping before the first step (nothing by default)."""

    def end_turn(self, state: GameState) -> None:
        """Turn-end bookkeeping after the last step (nothing by default)."""

    def next_player(self, state: GameState) -> int:
        """Whose turn comes next: the next player in turn order still in the game (CR
        101.4, 800.4a); with two players, the other player."""
        return next_seat(state, state.active)

    def player_left(self, state: GameState, player: int) -> None:
        """A player lost while others play on (CR 800.4a): what leaves the game with them
        (nothing by default)."""

    def team(self, state: GameState, player: int) -> int:
        """The team ``player`` plays on, as a number its players share (its first seat).
        Players of one team take their turns together, share a life total and win or
        lose as one (a Two-Headed Giant team); by default every player plays alone."""
        return player

    def teammates(self, state: GameState, player: int) -> tuple[int, ...]:
        """The other players of ``player``'s team (:meth:`team`), in seat order."""
        mine = self.team(state, player)
        return tuple(q for q in range(len(state.players))
                     if q != player and self.team(state, q) == mine)

    team_life_rule: ClassVar[str] = ""
    """The rule a team's shared life total cites (Magic's CR 810.9)."""
    team_loss_rule: ClassVar[str] = ""
    """The rule a team losing as one cites (Magic's CR 810.8a)."""

    def game_over(self, state: GameState) -> None:
        """Log the result when the game has ended."""
        w = state.winner
        if w is None:
            state.log_rule(self.draw_rule, "Game over: a draw")
            return
        team = [p.name for p in state.players if not p.lost]
        if len(team) > 1:  # a team wins together
            state.log_rule(self.win_rule, "Game over: {} win", " and ".join(team))
        else:
            state.log_rule(self.win_rule, "Game over: {} wins", state.players[w].name)

    win_rule: ClassVar[str] = ""
    draw_rule: ClassVar[str] = ""

    def effect_draw_rule(self, count: int) -> str:
        """The rule cited when an effect makes a player draw ``count`` cards."""
        return ""

    def drew_from_empty(self, state: GameState, player: int, event: Event) -> None:
        """What it means to draw from an empty library (nothing by default)."""

    # ----------------------------------------------------------------- responding, resolving

    cite: ClassVar[dict[str, str]] = {}
    """The rules the resolution engine cites, by moment: ``"resolve"`` (``"resolve_spell"``
    for a card, if it differs), ``"fizzle"`` (all
    targets illegal), ``"condition"`` (an intervening "if" no longer true), ``"may"``
    (an optional effect declined), ``"trigger"`` (a trigger put into pending),
    ``"no_target"`` (a trigger removed for want of a target)."""
    pending_name: ClassVar[str] = "the stack"
    """How the log names ``state.pending`` ("the stack", "the chain")."""
    words: ClassVar[dict[str, str]] = {
        "ability": "ability", "triggered ability": "triggered ability",
        "graveyard": "graveyard", "life": "life",
        "goes on": "{0}'s {1} goes on {2}{3}",
        "hidden goes on": "A hidden card's {1} goes on {2}{3}",
    }
    """How the kernel's log lines say things in the game's own terms (Yu-Gi-Oh!'s
    "effect", "GY", "LP"): the words, and the line of an item put into pending (``{0}``
    the card, ``{1}`` what it is, ``{2}`` :attr:`pending_name`, ``{3}`` its targets,
    ``{4}`` how many items pending holds then, ``"hidden goes on"`` when others may not
    see the card). A game gives them all."""
    logs_moves: ClassVar[bool] = False
    """Whether the game's move performer logs each move that cites a rule (Magic's
    does): the kernel's own steps (``ToGraveyard``) then leave the line to it, so that
    a move is logged once, as it happened."""

    def abilities_lost(self, state: GameState, oid: int, left: Event | None = None) -> bool:
        """Whether object ``oid`` has lost its card's abilities to an effect (Magic's
        "loses all abilities", CR 613.1f): none of its indexed abilities functions
        (:meth:`GameState.functions`). With
        ``left``, the move by which it left a zone: whether it had lost them just before
        (a leaves-the-battlefield ability looks back, CR 603.10a). Asked only while
        continuous effects exist, or static abilities that negate others (never, by
        default)."""
        return False

    def state_checks(self, state: GameState) -> bool:
        """Perform the checks due before a player may respond (Magic's state-based
        actions); whether anything happened (nothing by default)."""
        return False

    def response_options(self, state: GameState, player: int) -> tuple[Option, ...]:
        """What ``player`` could do now when asked to respond, besides passing (nothing
        by default)."""
        return ()

    def respond(self, state: GameState, player: int, option: Option) -> None:
        """Carry out a response option (cast, activate): schedule its procedure."""
        raise NotImplementedError(f"{self.name} has no responses")

    def resolve(self, state: GameState, item: PendingItem) -> None:
        """Resolve a pending item: an ability by the kernel's engine, a card by
        :meth:`resolve_card`."""
        from .resolve import resolve_ability

        if item.ability is not None and item.kind != "spell":
            resolve_ability(state, item)
        else:
            self.resolve_card(state, item)

    def resolve_card(self, state: GameState, item: PendingItem) -> None:
        """Resolve a pending card (a spell): its spell ability's effect."""
        from .resolve import resolve_effect

        assert item.ability is not None
        resolve_effect(state, item, item.ability)

    # ----------------------------------------------------------------- damage

    player_damage_rule: ClassVar[str] = ""
    """The rule cited for damage to a player and the life it costs ("": the damage
    event's own rule)."""

    zero_damage_rule: ClassVar[str] = ""
    """The rule cited when a source would deal 0 damage, which is no damage ("": not
    logged)."""

    def damage_player(self, state: GameState, ev: Event) -> None:
        """The results of damage dealt to a player, each an event: by default the player
        loses that much life."""
        assert ev.player is not None
        state.emit(Event("life", player=ev.player, amount=-ev.amount, source=ev.source,
                         reason="damage", cause=ev.cause,
                         rule=self.player_damage_rule or ev.rule))

    def damage_object(self, state: GameState, ev: Event) -> Event | None:
        """Deal damage to an object (a creature, a planeswalker); returns what was done.
        Games where objects are not dealt damage keep this default: nothing happens."""
        return None

    def log_damage(self, state: GameState, ev: Event) -> None:
        """Log damage dealt to a player."""
        assert ev.player is not None
        state.log_rule(self.player_damage_rule or ev.rule, "{} deals {} damage to {}",
                       self.source_text(state, ev.source), ev.amount,
                       state.players[ev.player].name)

    def source_text(self, state: GameState, source: int | None) -> str:
        """How the log names what deals damage or causes an event."""
        return state.objects[source].card.name if source is not None else "An effect"

    # ----------------------------------------------------------------- citations

    def first_replacement(self, state: GameState, event: Event,
                          candidates: Sequence[Ref]) -> Ref | None:
        """Which of several replacement effects that could apply to ``event`` applies
        first, where the game's rules say so without a choice; ``None`` (the default,
        CR 616.1): the affected player chooses."""
        return None

    def replacement_rule(self, state: GameState, event: Event) -> str:
        """The rule cited when a replacement effect applies to ``event``."""
        return ""

    def modifier_rule(self, event: Event) -> str:
        """The rule cited when a count modifier changes ``event``."""
        return ""

    def prohibition_rule(self, event: Event) -> str:
        """The rule cited when a prohibition stops ``event``."""
        return ""

    def event_text(self, state: GameState, event: Event) -> str:
        """A short text for an event, for the log."""
        who = state.players[event.player].name if event.player is not None else ""
        if event.kind == "draw":
            return f"{who}'s draw"
        if event.kind == "draws":
            return f"{who}'s draw of {event.amount}"
        if event.kind == "life":
            return f"{who}'s {'gain' if event.amount > 0 else 'loss'} of {abs(event.amount)} life"
        if event.kind == "lose":
            why = f" ({event.data[0]})" if event.data else ""
            return f"{who}'s loss of the game{why}"
        if event.obj is not None:
            return f"{event.kind} of {state.objects[event.obj].card.name}"
        return f"{event.kind} ({who})" if who else event.kind

    # ----------------------------------------------------------------- options as text

    option_kinds: ClassVar[Mapping[str, OptionKind]] = KERNEL_OPTION_KINDS
    """Every kind of option the game lists, by name: what each one's ``obj`` and ``arg``
    are (the kernel's kinds by default; a game declares its own in its ``options``
    module). Read by tests, documents and tools, never while playing."""

    def option_fault(self, option: object, state: GameState | None = None) -> str | None:
        """Why ``option`` does not conform to its kind as :attr:`option_kinds` declares
        it, or ``None`` if it does; with ``state``, its ``obj`` must be one of the
        state's objects."""
        return option_fault(self.option_kinds, option,
                            None if state is None else len(state.objects))

    def describe(self, state: GameState, option: Option, lang: str = "en", *,
                 detail: bool = False) -> str:
        """The text form of an option (``lang`` ``"jp"`` uses Japanese card names).
        ``detail`` asks for a longer form that tells apart options whose short forms are
        the same (a monster's position, say)."""
        k = option.kind
        if k in ("target", "target_player"):
            from .resolve import describe_target

            return describe_target(state, option, lang)
        if k == "trigger":
            return f"put {self.card_name(state, option.obj, lang)}'s ability " \
                   f"{'#' + str(option.arg) if detail else 'first'}"
        if option.obj < 0:
            return k if option.arg is None else f"{k} {option.arg}"
        return f"{k} {self.card_name(state, option.obj, lang)}"

    def card_name(self, state: GameState, oid: int, lang: str = "en") -> str:
        """An object's card name in ``lang``, as option texts name it: a face-down card
        the deciding player does not control (a Set card, a face-down monster) is "a
        face-down card" to them, so that no option text tells them what it is."""
        o = state.objects[oid]
        d = state._decision
        if o.face_down and d is not None and d.player != o.controller:
            return "裏向きのカード" if lang == "jp" else "a face-down card"
        card = o.card
        return (card.jp or card.name) if lang == "jp" else card.name

    def explain(self, state: GameState, decision: Decision, option: Option) -> str | None:
        """Why ``option`` is not legal now, if the rules can tell (``None`` otherwise)."""
        return None

    def conceivable(self, state: GameState, decision: Decision) -> list[Option]:
        """Options a player might try at this decision, legal or not (every card in
        hand cast, every creature attacking ...), so that a refused text can be
        recognised and explained. Used only when an answer is refused."""
        return []

    # ----------------------------------------------------------------- views

    view_zones: ClassVar[tuple[str, ...] | None] = None
    """The zones (by name) in which the game's :meth:`object_view` shows more of an object
    than :func:`plain_view`; in the others an observation builds the plain view itself,
    with no call per object (most visible cards are in hands and graveyards). ``None``:
    every zone asks :meth:`object_view`, the safe choice for a game that overrides it."""

    def object_view(self, state: GameState, obj: GameObject, viewer: int) -> dict[str, Any]:
        """What ``viewer`` sees of an object in a zone they may look into (the kernel's
        :func:`plain_view`; a game adds its own fields in its :attr:`view_zones`)."""
        return plain_view(obj, viewer)

    def viewed_by_game(self) -> tuple[bool, ...]:
        """Per zone id of this game's table, whether an observation asks
        :meth:`object_view` for the objects there (see :attr:`view_zones`)."""
        table = self.zones
        cached = self.__dict__.get("_viewed_by_game")
        # Keyed by the table: rules seated for more players copy this instance's
        # attributes but have a table of their own.
        if cached is not None and cached[0] is table:
            known: tuple[bool, ...] = cached[1]
            return known
        if type(self).object_view is Rules.object_view:
            asks = (False,) * len(table)
        elif self.view_zones is None:
            asks = (True,) * len(table)
        else:
            named = set(self.view_zones)
            asks = tuple(spec.name in named for spec in table.spec_of)
        self.__dict__["_viewed_by_game"] = (table, asks)
        return asks

    def player_view(self, state: GameState, player: PlayerState) -> dict[str, Any]:
        """The public facts about a player, with how much of each per-player allowance
        (land play, Normal Summon, mana charge) they have left."""
        view: dict[str, Any] = {"name": player.name, "life": player.life, "lost": player.lost}
        if self.player_limits:
            view["left"] = {name: limit.count - limit.used(state, player.index)
                            for name, limit in self.player_limits.items()}
        return view

    def pending_view(self, state: GameState, item: PendingItem, viewer: int) -> dict[str, Any]:
        """What ``viewer`` sees of an item waiting to resolve."""
        view: dict[str, Any] = {"kind": item.kind, "controller": item.controller}
        if item.obj is not None and state.visible_to(item.obj, viewer):
            # An ability of a card in a hidden zone (a Ninja Strike in the hand) does not
            # name the card to those who cannot see it.
            view["source"] = state.objects[item.obj].card.name
        return view
