"""The steps a viewer walks through: a scenario or a saved game, seen by one player.

Each :class:`Step` holds only what the viewing player may know at that point: the game's
``observation(player)``, the log entries they may read (the same entries, in the same
form, as ``log_for(player)``), and a label for the answer that led there, which names the
chosen option only when the viewer chose it (another player's answer may name a card
they set face down or put back from their hand; what it did publicly is in the log).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..core.errors import IllegalAction, MalformedInput
from ..core.rules import Rules
from ..core.state import GameState

GAME_NAMES = {"mtg": "Magic", "ygo": "Yu-Gi-Oh!", "dm": "Duel Masters"}
"""Short names of the games, for a saved game's title."""

MAX_STEPS = 20_000
"""The most steps a viewer keeps: several times the longest real games (a few thousand
answers with every decision asked), and loaded in seconds (about a millisecond a step)."""


@dataclass
class Step:
    """One point of the game, as the viewer may see it."""

    label: str
    """What led here ("setup", "p1: cast Brainstorm", "Player 2 answers")."""
    actor: int | None
    """The player whose answer led here (``None``: the setup or the deal)."""
    log: list[tuple[str, str]]
    """The log entries new at this step that the viewer may read: (rule, text)."""
    observation: dict[str, Any]
    note: str = ""
    """A remark on the step (an answer refused, expectations that held)."""

    def to_json(self, index: int) -> dict[str, Any]:
        """The step as the viewer's JSON API sends it."""
        return {"index": index, "label": self.label, "actor": self.actor, "note": self.note,
                "log": [{"rule": rule, "text": text} for rule, text in self.log],
                "observation": self.observation}


@dataclass
class Walkthrough:
    """A game's steps as one player sees them, with what the page needs to draw them."""

    title: str
    game: str
    kind: str
    """``"scenario"`` or ``"saved game"``."""
    file: str
    player: int
    names: list[str]
    steps: list[Step] = field(default_factory=list)
    description: str = ""
    stopped: str | None = None
    """Why the steps end before the game or script does (shown on the page)."""
    error: str | None = None
    """The full error behind :attr:`stopped`, for the terminal only: an expectation's
    failure may list cards the viewer may not see."""
    cards: dict[str, dict[str, Any]] = field(default_factory=dict)
    """The printed facts of every card the viewer sees at some step, by English name."""

    def summary(self) -> dict[str, Any]:
        """The game's description for the page: title, players, step count and labels."""
        return {"title": self.title, "game": self.game, "kind": self.kind,
                "file": Path(self.file).name, "player": self.player, "names": self.names,
                "count": len(self.steps), "description": self.description,
                "stopped": self.stopped, "labels": [s.label for s in self.steps]}

    def step_json(self, index: int) -> dict[str, Any]:
        """Step ``index`` as the API sends it, with the printed facts of the cards it
        shows (only those: a card seen later is not announced earlier)."""
        data = self.steps[index].to_json(index)
        data["cards"] = {name: self.cards[name] for name in _names_in(data["observation"])}
        return data


class _Collector:
    """Turns live game states into steps, reading only what the viewer may see."""

    def __init__(self, walk: Walkthrough) -> None:
        self.walk = walk
        self.seen = 0  # log entries already shown

    def add(self, state: GameState, label: str, actor: int | None, note: str = "") -> None:
        """Add the step ``state`` is at: the log entries written since the last step,
        the viewing player's observation, and the facts of the cards it names."""
        if len(self.walk.steps) >= MAX_STEPS:
            raise MalformedInput(f"{self.walk.file}: more than {MAX_STEPS} steps; too long "
                                 f"to view")
        p = self.walk.player
        # The same filter and wording as GameState.log_for, on the new entries only: a long
        # game would otherwise render its whole log again at every step.
        new = [(e.rule, e.text_for(p)) for e in state.log[self.seen:] if e.visible_to(p)]
        self.seen = len(state.log)
        obs = state.observation(p)
        self.walk.steps.append(Step(label, actor, new, obs, note))
        for name in _names_in(obs):
            if name not in self.walk.cards:
                self.walk.cards[name] = card_facts(state.rules, name)


def _names_in(obs: dict[str, Any]) -> list[str]:
    names = [o["name"] for objs in obs["zones"].values() if isinstance(objs, list)
             for o in objs if "name" in o]
    names += [it["source"] for it in obs["pending"] if "source" in it]
    for p in obs["players"]:
        names += p.get("extra_deck_face_up", [])
    return names


def card_facts(rules: Rules, name: str) -> dict[str, Any]:
    """A card's printed facts (public, from the game's card pool): its kind for the
    board's layout, a one-line summary and its abilities' texts."""
    card: Any = rules.pool.get(name)
    game = rules.name
    line = ""
    kind = str(getattr(card, "kind", ""))
    if game == "mtg":
        kind = "land" if card.is_land else "creature" if card.is_creature else "other"
        line = " ".join(x for x in (card.cost, card.type_line) if x)
        if card.pt is not None:
            line += f" {card.pt[0]}/{card.pt[1]}"
    elif game == "ygo":
        if kind == "monster":
            level = f"Rank {card.rank}" if card.rank else f"Level {card.level}"
            line = f"{level} {card.attribute} {card.race} ATK {card.atk} / DEF {card.defense}"
        else:
            sub = card.spell_type if kind == "spell" else card.trap_type
            line = f"{sub.title()} {kind.title()}".strip()
    elif game == "dm":
        line = f"{'/'.join(card.civilizations)} {kind}, cost {card.cost}"
        if card.power:
            line += f", power {card.power}"
    text = [t for t in (getattr(a, "text", "") for a in card.abilities) if t]
    return {"kind": kind, "line": line, "jp": card.jp, "text": text}


# ------------------------------------------------------------------------ loading

def parse_player(text: str) -> int:
    """A viewer's player from ``1``/``p1`` (the first player) to ``8``/``p8``: its index."""
    m = re.fullmatch(r"[pP]?([1-8])", text.strip())
    if not m:
        raise MalformedInput(f"--player {text!r}: expected a player number such as 1 or p2")
    return int(m.group(1)) - 1


def load(path: str | Path, player: int = 0) -> Walkthrough:
    """The steps of a scenario file (YAML) or a saved game (JSON), seen by ``player``
    (0 is p1). A missing or malformed file raises :class:`MalformedInput` naming it."""
    file = str(path)
    p = Path(path)
    if not p.is_file():
        raise MalformedInput(f"{file}: no such file" if not p.exists() else
                             f"{file}: not a file")
    if _is_saved_game(p):
        return from_record(p, player)
    return from_scenario(p, player)


def _is_saved_game(path: Path) -> bool:
    if path.suffix.lower() in (".yaml", ".yml"):
        return False
    if path.suffix.lower() == ".json":
        return True
    try:
        with open(path, "rb") as f:
            head = f.read(64)
    except OSError as exc:
        raise MalformedInput(f"{path}: cannot read the file: {exc.strerror}") from exc
    return head.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"{")


def _check_player(file: str, player: int, players: int) -> None:
    if not 0 <= player < players:
        raise MalformedInput(f"{file}: --player p{player + 1}: this game has {players} "
                             f"players (p1 to p{players})")


def from_scenario(path: str | Path, player: int = 0) -> Walkthrough:
    """The steps of a scenario: the setup, then each scripted answer or refusal."""
    from ..scenario.model import Answer, Expectation, Refusal, ScriptEntry, parse_scenario
    from ..scenario.runner import run
    from ..scenario.source import load as load_source

    file = str(path)
    scenario = parse_scenario(load_source(path))
    _check_player(file, player, scenario.players)
    names = list(scenario.names) if scenario.names else \
        [f"Player {i + 1}" for i in range(scenario.players)]
    walk = Walkthrough(title=scenario.title, game=scenario.game, kind="scenario", file=file,
                       player=player, names=names, description=scenario.description)
    collect = _Collector(walk)

    def on_step(state: GameState, entry: ScriptEntry | None) -> None:
        if entry is None:
            collect.add(state, "setup", None)
        elif isinstance(entry, Expectation):
            # Checks change nothing: they are a remark on the step they look at.
            last = walk.steps[-1]
            last.note = (last.note + "; " if last.note else "") + \
                f"expectations hold ({len(entry.checks)} check(s))"
        elif isinstance(entry, Answer):
            label = f"p{entry.player + 1}: {entry.text}" if entry.player == player else \
                f"{names[entry.player]} answers"
            collect.add(state, label, entry.player)
        else:
            assert isinstance(entry, Refusal)
            if entry.player == player:
                label, note = f"p{entry.player + 1}: {entry.text}", \
                    "refused: " + _refusal(state, entry.text)
            else:
                label, note = f"{names[entry.player]} tries an answer", "refused"
            collect.add(state, label, entry.player, note)

    result = run(scenario, on_step=on_step)
    if not walk.steps:
        raise MalformedInput(result.error or f"{file}: the scenario did not start")
    if not result.passed:
        m = re.match(r".*?:(\d+):", result.error or "")
        where = f" at line {m.group(1)}" if m else ""
        walk.stopped = f"The scenario stops here: it failed{where} (the terminal says why)."
        walk.error = result.error
    return walk


def _refusal(state: GameState, text: str) -> str:
    """Why an answer is refused, asked of a copy so that the game is left as it was."""
    try:
        state.copy().check(text)
    except (IllegalAction, MalformedInput) as exc:
        return str(exc)
    return "(accepted when asked again)"


def from_record(path: str | Path, player: int = 0) -> Walkthrough:
    """The steps of a saved game: the deal, then each saved answer."""
    from ..core.errors import TcgkitError
    from ..replay import GameRecord

    file = str(path)
    record = GameRecord.load(path)
    _check_player(file, player, record.players)
    if len(record.decisions) >= MAX_STEPS:
        raise MalformedInput(f"{file}: {len(record.decisions)} answers; the viewer shows games "
                             f"of fewer than {MAX_STEPS}")
    agents = record.agents or []
    names = [f"Player {i + 1}" for i in range(record.players)]
    title = f"{GAME_NAMES.get(record.game, record.game)} game, seed {record.seed}"
    if agents:
        title += " (" + " vs ".join(agents) + ")"
    walk = Walkthrough(title=title, game=record.game, kind="saved game", file=file,
                       player=player, names=names)
    collect = _Collector(walk)
    try:
        states = record.states()
        first = next(states)
        collect.add(first, "the deal", None)
        actor = first.decision.player if first.decision is not None else None
        for i, state in enumerate(states):
            _, text = record.decisions[i]
            label = f"p{actor + 1}: {text}" if actor == player else \
                f"{names[actor]} answers" if actor is not None else text
            collect.add(state, label, actor)
            actor = state.decision.player if state.decision is not None else None
    except TcgkitError as exc:
        # A game saved by an older tcgkit may part from today's rules: what replays is
        # still worth seeing, up to where it parts.
        if not walk.steps:
            raise MalformedInput(f"{file}: {exc}") from exc
        walk.stopped = f"The saved game stops replaying here: {exc}" \
            if walk.player == actor else "The saved game stops replaying here."
        walk.error = f"{file}: {exc}"
    return walk


# ------------------------------------------------------------------------ rules

def rule_info(rule: str) -> dict[str, Any]:
    """What the page shows for a log entry's rule: the requirement's text when the rule
    is (or contains) one of tcgkit's requirement IDs, else that it is not one of ours."""
    from ..scenario.requirements import requirements

    reqs = requirements()
    found = [rid for rid in re.findall(r"[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*-\d+", rule)
             if rid in reqs]
    if found:
        return {"rule": rule, "ours": True,
                "requirements": [{"id": rid, "text": reqs[rid]} for rid in found]}
    return {"rule": rule, "ours": False,
            "text": f"{rule!r} is not one of tcgkit's requirement IDs: it cites the game's "
                    "own rules document or a rule by name."}
