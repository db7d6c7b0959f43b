"""The text an environment renders: a player's observation, read by a person."""

from __future__ import annotations

from typing import Any

from .encoding import Encoder


def _card_text(view: dict[str, Any]) -> str:
    name = view.get("name", "(face down)")
    marks = [k for k in ("tapped", "face_down", "summoning_sick", "attacking") if view.get(k)]
    for key in ("power", "toughness", "atk", "def", "position"):
        if key in view:
            marks.append(f"{key} {view[key]}")
    return f"{name} [{', '.join(marks)}]" if marks else str(name)


def _fact(key: str, value: Any) -> str:
    """A player's public fact as a person reads it: a flag by its name when set (nothing
    when not), a mapping or list by its items, an empty text not at all."""
    if isinstance(value, bool) or value == "":
        return key if value is True else ""
    if isinstance(value, dict):
        return f"{key} ({', '.join(f'{k} {v}' for k, v in value.items())})" if value else ""
    if isinstance(value, (list, tuple)):
        return f"{key} ({', '.join(map(str, value))})" if value else ""
    return f"{key} {value}"


def render_observation(obs: dict[str, Any], page: int, encoder: Encoder) -> str:
    """``obs`` (``state.observation(player)``) as lines of text: the turn, both players'
    public facts, every zone (counted where hidden) and, when the player decides, the
    options shown on ``page`` with their action numbers."""
    me = obs["you"]
    lines = [f"{obs['game']} turn {obs['turn']}, {obs['step']}; you are player {me + 1}"
             + (" (active)" if obs["active"] == me else "")]
    if obs["over"]:
        winner = obs["winner"]
        lines.append("game over: " + ("a draw" if winner is None else
                                      "you won" if winner == me else "you lost"))
    for i, view in enumerate(obs["players"]):
        facts = ", ".join(filter(None, (_fact(k, v) for k, v in view.items() if k != "name")))
        lines.append(f"{'you' if i == me else 'opponent'} ({view.get('name', i)}): {facts}")
    for label, content in obs["zones"].items():
        if isinstance(content, int):
            if content:
                lines.append(f"  {label}: {content} card(s)")
        elif content:
            lines.append(f"  {label}: " + "; ".join(_card_text(v) for v in content))
    decision = obs.get("decision")
    if decision is not None and decision.get("player") == me and decision.get("options"):
        labels = decision["options"]
        pages = encoder.pages(len(labels))
        lines.append(f"your decision: {decision['kind']}"
                     + (f" (page {page + 1} of {pages})" if pages > 1 else ""))
        for slot in range(encoder.max_actions):
            index = encoder.slot_option(len(labels), page, slot)
            if index is not None:
                lines.append(f"  {slot}: " + ("next page" if index == -1 else labels[index]))
    elif decision is not None:
        lines.append(f"player {decision['player'] + 1} is deciding")
    return "\n".join(lines) + "\n"
