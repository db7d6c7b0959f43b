"""The board as one player sees it, drawn with rich from ``state.observation(player)``.

Everything drawn comes from the observation, which holds only what that player may see:
the opponent's hand and every deck are counts, a face-down card the player does not
control has no name. The drawing knows no game: zones are laid out by their names
(``p1.hand`` ...), each card with the facts its view gives (tapped, position, ATK/DEF,
counters).
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

__all__ = ["board", "card_text", "zone_title"]

_SKIPPED_ZONES = frozenset({"nowhere"})
"""Zones that are bookkeeping, never a place a player looks at."""

_FIRST = ("hand", "battlefield", "battle", "monster_zone", "extra_monster_zone",
          "spell_trap_zone", "field_zone", "mana", "shield")
"""Zones drawn first, in this order, where a game has them; the rest follow as listed."""

_PLAYER_SKIPPED = frozenset({"name", "lost"})


def zone_title(name: str) -> str:
    """A zone's name for people: ``spell_trap_zone`` is "spell trap zone"."""
    return name.replace("_", " ")


def card_text(view: Any) -> Text:
    """One card as its view describes it: the name (or "face-down card") and, in
    brackets, its other facts (tapped, position, ATK/DEF, counters ...)."""
    if not isinstance(view, dict):
        return Text(str(view))
    name = view.get("name")
    text = Text(str(name) if name is not None else "face-down card",
                style="bold" if name is not None else "dim")
    facts: list[str] = []
    if "atk" in view or "def" in view:
        facts.append(f"{view.get('atk', '?')}/{view.get('def', '?')}")
    if "power" in view and "toughness" in view:
        facts.append(f"{view['power']}/{view['toughness']}")
    for key, value in view.items():
        if key in ("id", "name", "atk", "def", "power", "toughness"):
            continue
        if key == "face_down" and name is None:
            continue  # already said by "face-down card"
        if value is True:
            facts.append(zone_title(key))
        elif value in (False, None, "", [], {}):
            continue
        elif isinstance(value, dict):
            facts.append(", ".join(f"{k} {v}" for k, v in value.items()))
        elif isinstance(value, list):
            facts.append(f"{zone_title(key)}: " + ", ".join(map(str, value)))
        else:
            facts.append(f"{zone_title(key)} {value}")
    if facts:
        text.append(f" [{'; '.join(facts)}]", style="cyan")
    return text


def _zone_cell(content: Any) -> Text:
    if isinstance(content, int):
        return Text(f"{content} card{'s' if content != 1 else ''}", style="dim")
    if not content:
        return Text("-", style="dim")
    out = Text()
    for i, view in enumerate(content):
        if i:
            out.append(", ")
        out.append_text(card_text(view))
    return out


def _player_facts(view: dict[str, Any]) -> str:
    facts: list[str] = []
    for key, value in view.items():
        if key in _PLAYER_SKIPPED or value in ("", None, [], {}):
            continue
        if isinstance(value, dict):
            facts += [f"{k} left {v}" if key == "left" else f"{k} {v}"
                      for k, v in value.items()]
        elif isinstance(value, list):
            facts.append(f"{zone_title(key)}: {', '.join(map(str, value))}")
        else:
            facts.append(f"{zone_title(key)} {value}")
    return " · ".join(facts)


def _zone_order(name: str) -> tuple[int, str]:
    return (_FIRST.index(name) if name in _FIRST else len(_FIRST), name)


def _player_panel(obs: dict[str, Any], index: int, you: int) -> Panel:
    view = obs["players"][index]
    prefix = f"p{index + 1}."
    zones = {name[len(prefix):]: content for name, content in obs["zones"].items()
             if name.startswith(prefix)}
    table = Table.grid(padding=(0, 1))
    table.add_column(style="bold magenta", no_wrap=True)
    table.add_column()
    for name in sorted(zones, key=_zone_order):
        content = zones[name]
        if name in _SKIPPED_ZONES or (not content and name not in _FIRST):
            continue  # an empty zone of little interest (exile, overlay ...)
        table.add_row(zone_title(name), _zone_cell(content))
    who = "you" if index == you else "opponent"
    title = Text(f"{view.get('name', f'Player {index + 1}')} ({who})",
                 style="bold green" if index == you else "bold red")
    if view.get("lost"):
        title.append(" - lost", style="bold")
    return Panel(table, title=title, title_align="left", subtitle=_player_facts(view),
                 subtitle_align="left")


def _pending_text(item: Any) -> Text:
    if not isinstance(item, dict):
        return Text(str(item))
    source = item.get("source") or item.get("name") or "a hidden card"
    text = Text(str(source), style="bold")
    rest = [f"{zone_title(k)} {v}" for k, v in item.items()
            if k not in ("source", "name", "id") and v not in (None, "", [], {})]
    if rest:
        text.append(f" [{'; '.join(map(str, rest))}]", style="cyan")
    return text


def board(obs: dict[str, Any]) -> RenderableType:
    """The whole board of an observation: the turn, each player's zones (the opponents
    first, the viewer last, nearest the prompt), and what waits to resolve (the stack,
    the chain, waiting abilities)."""
    you = int(obs.get("you", 0))
    head = Text(f"Turn {obs.get('turn')}", style="bold")
    players = obs.get("players", [])
    active = obs.get("active")
    if isinstance(active, int) and 0 <= active < len(players):
        head.append(f" · {players[active].get('name', '')}'s turn")
    step = obs.get("step") or obs.get("phase")
    if step:
        head.append(f" · {zone_title(str(step))}")
    parts: list[RenderableType] = [head]
    order = [i for i in range(len(players)) if i != you] + [you]
    shared = {name: content for name, content in obs.get("zones", {}).items()
              if not name.startswith("p") or "." not in name}
    for i in order[:-1]:
        parts.append(_player_panel(obs, i, you))
    for name, content in shared.items():
        if name in _SKIPPED_ZONES or not content:
            continue
        parts.append(Text.assemble((zone_title(name) + ": ", "bold yellow"), _zone_cell(content)))
    pending = obs.get("pending") or []
    if pending:
        waiting = Text("waiting to resolve (last first): ", style="bold yellow")
        for i, item in enumerate(reversed(pending)):
            if i:
                waiting.append(" <- ")
            waiting.append_text(_pending_text(item))
        parts.append(waiting)
    parts.append(_player_panel(obs, you, you))
    return Group(*parts)
