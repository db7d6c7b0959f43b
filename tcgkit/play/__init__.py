"""Playing in the terminal against an agent (``tcgkit play``): the session
(:class:`PlaySession`) and the board drawn from a player's observation
(:func:`board`)."""

from __future__ import annotations

from .board import board
from .session import HELP, PlaySession, stream_reader

__all__ = ["HELP", "PlaySession", "board", "stream_reader"]
