"""``tcgkit view FILE``: serve a step-by-step view of a scenario or a saved game."""

from __future__ import annotations

import argparse
import re
import sys
import threading


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``view`` command."""
    view = sub.add_parser(
        "view", help="a local web page stepping through a scenario or a saved game",
        description="Serve, on 127.0.0.1, a page that steps through a scenario (YAML) or a "
        "game saved with 'duel --save' (JSON) forward and back: both boards, the hand the "
        "chosen player may see, what waits to resolve, and each step's log with its rules.")
    view.add_argument("file", metavar="FILE", help="a scenario file or a saved game")
    view.add_argument("--port", type=int, default=0,
                      help="the port to listen on (default 0: any free port; the address is "
                      "printed)")
    view.add_argument("--player", default="1", metavar="N",
                      help="whose eyes to see the game through: 1 (p1, the default) or 2 ...; "
                      "the other players' hands are shown face down")
    view.set_defaults(handler=run)


_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _shown(text: str) -> str:
    """``text`` for the terminal: a control character from the file (an escape sequence
    in a title, say) is written as ``\\x1b``, never obeyed; tabs and line ends stay."""
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


def run(args: argparse.Namespace) -> int:
    """Load the game, serve it until interrupted (Ctrl-C)."""
    from ..view import ViewServer, load, parse_player

    walk = load(args.file, parse_player(args.player))
    server = ViewServer(walk, args.port)
    try:
        # Inside the try: a Ctrl-C as soon as the address is printed still stops cleanly.
        if walk.error:
            print(f"tcgkit view: {_shown(walk.error)}", file=sys.stderr)
        n = len(walk.steps)
        print(f"tcgkit view: {_shown(walk.title)} ({n} step{'' if n == 1 else 's'}) at "
              f"{server.url}  (Ctrl-C to stop)", flush=True)
        threading.Event().wait()
    except KeyboardInterrupt:
        pass
    finally:
        server.close()
    return 0
