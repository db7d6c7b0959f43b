"""A game between a person at the terminal and an agent: :class:`PlaySession`.

The person answers their decisions by number or by the option's text; the agent answers
the others. Every answer goes through a :class:`~tcgkit.replay.Recorder`, so the game can
be taken back (``undo``) and saved (``save FILE``) for ``tcgkit replay`` and ``tcgkit
view``. What is shown comes from the person's observation and their view of the log:
never the opponent's hand, a deck's order or a face-down card they do not control.
"""

from __future__ import annotations

import copy
import io
import sys
from collections.abc import Callable
from typing import TextIO

from rich.console import Console, RenderableType
from rich.text import Text

from ..agents import Agent
from ..core.decision import Decision, Option
from ..core.errors import TcgkitError
from ..replay import Recorder
from .board import board

__all__ = ["HELP", "MAX_LINE", "PlaySession", "stream_reader"]

MAX_LINE = 4096
"""The longest answer read: an option's text is far shorter; more is refused unread."""

_QUIT, _REDRAW, _STAY = "quit", "redraw", "stay"
"""What a line of input leads to: leaving, the board drawn again, or the same prompt."""

MAX_AGENT_ANSWERS = 100_000
"""The most answers the agent may give in a row before the session gives up on it (a
game that no longer reaches the person's decisions)."""

HELP = """\
Answer with an option's number or its text (e.g. "2" or "cast Lightning Bolt").
  why TEXT    why an action is not allowed now (or that it is), with the rule or card
  undo        take back your last answer (and the opponent's answers since)
  save FILE   write the game so far to FILE (tcgkit replay FILE / tcgkit view FILE)
  board       draw the board again
  options     list the options again
  help        this text
  quit        leave the game (so does end of input)"""


class PlaySession:
    """One game: ``human`` (a player index) answers at the terminal, ``agent`` answers
    for everyone else. :meth:`run` plays until the person quits or input ends."""

    def __init__(self, recorder: Recorder, agent: Agent, human: int, *,
                 console: Console | None = None, read: Callable[[str], str | None] | None = None,
                 agent_name: str = "agent") -> None:
        self.recorder = recorder
        self.agent = agent
        self.human = human
        self.agent_name = agent_name
        self.console = console or Console(highlight=False)
        self.read = read or _terminal_reader(self.console)
        self.deciders: list[int] = []
        """The player who gave each recorded answer, to take back the person's last."""
        self.agent_before: list[Agent | None] = []
        """The agent as it was at each of the person's answers (``None`` where it could
        not be copied), so that ``undo`` rewinds it too: after the same answer it then
        answers as it did before."""
        self.shown = 0
        """How many log entries have been shown."""

    def _say(self, what: RenderableType) -> None:
        # Never as console markup: card names, answers and paths may hold "[...]".
        self.console.print(what, markup=False, highlight=False)

    # ------------------------------------------------------------------ playing

    def run(self) -> int:
        """Play until the person quits or input ends; returns the exit status: 0, or
        130 when interrupted (Ctrl-C), 1 if the agent never reaches the person's turn."""
        try:
            return self._play()
        except KeyboardInterrupt:
            self._say("\nInterrupted: leaving the game.")
            return 130

    def _play(self) -> int:
        state = self.recorder.state
        me = state.players[self.human].name
        self._say(f"You are {me}, against the {self.agent_name} agent. Type 'help' for "
                  f"the commands.")
        drawn = False
        while True:
            if not self._agent_plays():
                return 1
            state = self.recorder.state
            self._show_log()
            if not drawn:
                self._show_board()
                self._show_options()
                drawn = True
            line = self.read("> " if not state.is_over else "(game over) > ")
            if line is None:
                self._say("\nEnd of input: leaving the game.")
                return 0
            outcome = self._command(line.strip())
            if outcome == _QUIT:
                return 0
            drawn = outcome != _REDRAW

    def _agent_plays(self) -> bool:
        """Let the agent answer until a decision is the person's or the game ends."""
        for _ in range(MAX_AGENT_ANSWERS):
            state = self.recorder.state
            d = state.decision
            if d is None or d.player == self.human:
                return True
            self.recorder.apply(self.agent.choose(state))
            self.deciders.append(d.player)
        self._say(f"The {self.agent_name} agent answered {MAX_AGENT_ANSWERS} times in a "
                  f"row without reaching your decision: stopping.")
        return False

    def _command(self, line: str) -> str:
        """Carry out one line of input: :data:`_QUIT` to leave, :data:`_REDRAW` when the
        game moved (the board is drawn again), :data:`_STAY` for the same prompt."""
        word, _, rest = line.partition(" ")
        verb = word.lower()
        rest = rest.strip()
        if not line:
            return _STAY
        if verb in ("quit", "exit") and not rest:
            self._say("Leaving the game.")
            return _QUIT
        if verb in ("help", "?") and not rest:
            self._say(HELP)
            return _STAY
        if verb == "board" and not rest:
            self._show_board()
            self._show_options()
            return _STAY
        if verb == "options" and not rest:
            self._show_options()
            return _STAY
        if verb == "why":
            self._why(rest)
            return _STAY
        if verb == "undo" and not rest:
            return _REDRAW if self._undo() else _STAY
        if verb == "save":
            self._save(rest)
            return _STAY
        return _REDRAW if self._answer(line) else _STAY

    def _decision(self) -> Decision | None:
        d = self.recorder.state.decision
        return d if d is not None and d.player == self.human else None

    def _answer(self, line: str) -> bool:
        """Answer the person's decision with ``line``; whether it was accepted."""
        d = self._decision()
        if d is None:
            self._say("The game is over: 'undo', 'save FILE' or 'quit'.")
            return False
        answer = self._numbered(line, d)
        if answer is None:
            return False
        before = _copied(self.agent)
        try:
            label = d.label(self.recorder.state.check(answer))
            self.recorder.apply(answer)
        except TcgkitError as exc:
            self._say(Text(f"Not accepted: {exc}", style="red"))
            self._say("Type why and the action (why cast Shock) for the rule, or options.")
            return False
        self.deciders.append(self.human)
        self.agent_before.append(before)
        self._say(Text(f"You: {label}", style="green"))
        return True

    def _numbered(self, text: str, d: Decision) -> Option | str | None:
        """The option numbered ``text`` (1 is the first) or, when ``text`` is not a
        number, ``text`` itself; ``None``, said, for a number no option has."""
        # ASCII digits only: str.isdigit also takes "²", which int() refuses.
        if not (text.isascii() and text.isdigit()):
            return text
        n = int(text) if len(text) <= 6 else 0
        if not 1 <= n <= len(d.options):
            shown = text if len(text) <= 20 else text[:20] + "..."
            self._say(f"There is no option {shown}: answer 1 to {len(d.options)}, or "
                      f"an option's text.")
            return None
        return d.options[n - 1]

    def _why(self, text: str) -> None:
        if not text:
            self._say("Say which action: why cast Lightning Bolt (or why 2).")
            return
        state = self.recorder.state
        d = self._decision()
        subject = self._numbered(text, d) if d is not None else text
        if subject is None:
            return
        why = state.explain(subject, player=self.human)
        mark = Text("allowed: " if why.allowed else "not allowed: ",
                    style="green" if why.allowed else "red")
        self._say(Text.assemble(mark, why.reason))
        if why.rules:  # (where the reason cites no rule, Explanation.rule is a card)
            self._say(Text(f"  rule: {why.rule}", style="cyan"))
        if len(why.rules) > 1:
            self._say(Text(f"  rules cited: {', '.join(why.rules)}", style="cyan"))
        if why.card is not None:
            self._say(Text(f"  card: {why.card}", style="cyan"))
        if why.source is not None and (why.source != why.card or not why.rules):
            self._say(Text(f"  forbidden by: {why.source}", style="cyan"))

    def _undo(self) -> bool:
        """Take back the person's last answer and the agent's since; whether there was
        one."""
        mine = [i for i, p in enumerate(self.deciders) if p == self.human]
        if not mine:
            self._say("Nothing to undo: you have not answered yet.")
            return False
        last = mine[-1]
        taken = len(self.deciders) - last
        _, label = self.recorder.record.decisions[last]
        self.recorder.undo(taken)
        del self.deciders[last:]
        agent = self.agent_before.pop()
        if agent is not None:
            self.agent = agent
        self.shown = len(self.recorder.state.log)
        others = taken - 1
        self._say(Text(f"Took back: {label}" + (f" (and {others} answer"
                       f"{'s' if others != 1 else ''} of the {self.agent_name} agent)"
                       if others else ""), style="yellow"))
        if agent is None:
            self._say(f"The {self.agent_name} agent could not be copied: its own state "
                      f"(a random generator, say) is not rewound.")
        return True

    def _save(self, path: str) -> None:
        if not path:
            self._say("Say where: save FILE")
            return
        try:
            self.recorder.record.save(path)
        except OSError as exc:
            self._say(Text(f"Cannot save to {path}: {exc.strerror or exc}", style="red"))
            return
        n = len(self.recorder.record.decisions)
        self._say(f"Saved {n} answer{'s' if n != 1 else ''} to {path} (tcgkit replay "
                  f"{path} / tcgkit view {path}).")

    # ------------------------------------------------------------------ showing

    def _show_log(self) -> None:
        state = self.recorder.state
        for entry in state.log[self.shown:]:
            if entry.visible_to(self.human):
                self._say(Text.assemble((f"[{entry.rule}] ", "dim"),
                                        entry.text_for(self.human)))
        self.shown = len(state.log)

    def _show_board(self) -> None:
        self._say(board(self.recorder.state.observation(self.human)))

    def _show_options(self) -> None:
        state = self.recorder.state
        if state.is_over:
            w = state.winner
            self._say(Text("Game over: " + ("a draw" if w is None else "you won" if
                           w == self.human else f"{state.players[w].name} won"), style="bold"))
            return
        d = self._decision()
        if d is None:
            return
        self._say(Text(d.prompt or d.kind, style="bold"))
        for i, label in enumerate(d.labels, 1):
            self._say(f"  {i:>3}. {label}")


def _terminal_reader(console: Console) -> Callable[[str], str | None]:
    """A line reader for the terminal (line editing where ``input`` gives it) or for
    piped input; ``None`` at the end of input. A line longer than :data:`MAX_LINE` is
    refused and skipped."""
    stdin = sys.stdin
    if isinstance(stdin, io.TextIOWrapper):
        # Bytes that are not text become replacement characters, refused as answers
        # like any other unknown text, rather than end the game with a decoding error.
        stdin.reconfigure(errors="replace")
    if stdin.isatty():
        def read_tty(prompt: str) -> str | None:
            try:
                line = input(prompt)
            except EOFError:
                return None
            return line if len(line) <= MAX_LINE else _too_long(console)
        return read_tty
    return stream_reader(stdin, console)


def stream_reader(stream: TextIO, console: Console, *,
                  echo: bool = True) -> Callable[[str], str | None]:
    """A line reader for ``stream`` that writes the prompt to ``console`` (and the line
    read, if ``echo``); ``None`` at the end of input."""
    def read(prompt: str) -> str | None:
        console.print(prompt, end="", markup=False)
        console.file.flush()
        line = stream.readline(MAX_LINE + 1)
        if not line:
            return None
        if len(line) > MAX_LINE and not line.endswith("\n"):
            while True:  # skip the rest of the line, a bounded chunk at a time
                more = stream.readline(MAX_LINE)
                if not more or more.endswith("\n"):
                    break
            return _too_long(console)
        line = line.rstrip("\r\n")
        if echo:  # piped input, echoed so that a transcript reads as a dialogue
            console.print(line, markup=False, highlight=False)
        return line
    return read


def _too_long(console: Console) -> str:
    console.print(f"That line is longer than {MAX_LINE} characters: ignored.")
    return ""


def _copied(agent: Agent) -> Agent | None:
    """A copy of ``agent`` to go back to, or ``None`` if it cannot be copied (an agent
    holding a process or a socket)."""
    try:
        return copy.deepcopy(agent)
    except Exception:  # any agent may be given: one that cannot be copied is not rewound
        return None
