"""``tcgkit view``: a local web page that steps through a scenario or a saved game, as one
player may see it. See ``docs/view.md``."""

from __future__ import annotations

from .model import Step, Walkthrough, load, parse_player, rule_info
from .server import ViewServer

__all__ = ["Step", "ViewServer", "Walkthrough", "load", "parse_player", "rule_info"]
