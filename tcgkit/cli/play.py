"""``tcgkit play``: a person plays a game against an agent in the terminal."""

from __future__ import annotations

import argparse
from typing import Any

from ..agents import AGENT_NAMES
from ..games import GAMES


def register(sub: Any) -> None:
    """Add the ``play`` command to the ``tcgkit`` parser's sub-parsers."""
    p = sub.add_parser(
        "play", help="play a game in the terminal against an agent",
        description="Play against an agent: the board as you see it, the log with the rule "
        "of each step, your options numbered. Answer with a number or an option's text; "
        "'why TEXT' says why an action is not allowed (the rule or the card), 'undo' takes "
        "back your last answer, 'save FILE' writes the game for tcgkit replay and tcgkit "
        "view, 'help' lists the commands, 'quit' (or end of input) leaves.")
    p.add_argument("--game", choices=GAMES, required=True,
                   help="the game to play: " + ", ".join(GAMES))
    p.add_argument("--seed", type=int, default=0,
                   help="seed of the shuffles and of the agent (default 0)")
    p.add_argument("--agent", choices=AGENT_NAMES, default="greedy",
                   help="who plays against you (default greedy, the game's scripted player; "
                   "random if the game has none)")
    p.add_argument("--seat", type=int, choices=(1, 2), default=1,
                   help="your seat: 1 (Player 1) or 2 (Player 2); default 1")
    p.add_argument("--decks", nargs=2, metavar=("DECK1", "DECK2"),
                   help="deck files for Player 1 and Player 2 (any format tcgkit duel "
                   "reads); the game's demo decks if omitted")
    p.add_argument("--deck-set", metavar="NAME",
                   help="a pair of the game's demo decks by name (e.g. 'vanilla')")
    p.add_argument("--variant", metavar="NAME", action="append",
                   help="variant rules by name, repeatable, as for tcgkit duel")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Set up the game and play it with the person at ``args.seat``."""
    from ..core.errors import MalformedInput
    from ..decks import read_deck
    from ..games import get_rules
    from ..play import PlaySession
    from ..replay import Recorder
    from .main import _variant_options

    rules = get_rules(args.game)
    if args.decks and args.deck_set:
        raise MalformedInput("give either --decks or --deck-set, not both")
    options = _variant_options(rules, args.variant or [])
    rules.check_options(options)  # an unknown variant is refused before decks are read
    decks: list[list[str]] | str | None = args.deck_set
    if args.decks:
        decks = [read_deck(f, rules, player=p) for p, f in enumerate(args.decks)]
    human = args.seat - 1
    agent, name = _agent(args.agent, args.game, args.seed)
    seats = [name, name]
    seats[human] = "human"
    recorder = Recorder.start(args.game, seed=args.seed, decks=decks, players=2,
                              options=options, agents=seats)
    return PlaySession(recorder, agent, human, agent_name=name).run()


def _agent(name: str, game: str, seed: int) -> tuple[Any, str]:
    """The agent called ``name``; "greedy" falls back to "random" for a game without a
    scripted player of its own."""
    from ..agents import make_agent

    try:
        return make_agent(name, game=game, seed=seed), name
    except ImportError:
        if name != "greedy":
            raise
        return make_agent("random", game=game, seed=seed), "random"
