"""Reading a scenario file: YAML data plus the line of every field, for error messages
that name the file, the line and the field."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from ..core.errors import MalformedInput

PathKey = tuple[str | int, ...]


class ScenarioError(MalformedInput):
    """A malformed scenario: names the file, the line and the field."""

    def __init__(self, file: str, line: int | None, field: str, message: str) -> None:
        where = f"{file}:{line}" if line else file
        label = f"field '{field}': " if field else ""
        super().__init__(f"{where}: {label}{message}")
        self.file = file
        self.line = line
        self.field = field


@dataclass
class Source:
    """A scenario file's data and where each value stands in it."""

    file: str
    data: Any
    lines: dict[PathKey, int]

    def line(self, path: PathKey) -> int | None:
        """The 1-based line of the value at ``path`` (or of its nearest parent)."""
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return self.lines.get((), None)

    def error(self, path: PathKey, message: str) -> ScenarioError:
        """An error about the value at ``path``."""
        return ScenarioError(self.file, self.line(path), field_name(path), message)


def field_name(path: PathKey) -> str:
    """``("setup", "p1", "hand", 2)`` → ``"setup.p1.hand[2]"``."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def load(path: str | Path) -> Source:
    """Read a scenario file; raises :class:`ScenarioError` if it is not readable YAML."""
    file = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise ScenarioError(file, None, "", f"cannot read the file: {exc.strerror}") from exc
    return parse(text, file)


def parse(text: str, file: str = "<scenario>") -> Source:
    """Parse scenario YAML text."""
    loader = yaml.SafeLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            raise ScenarioError(file, 1, "", "the file is empty")
        data = loader.construct_document(node)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        raise ScenarioError(file, line, "", f"not valid YAML: {exc.problem}") from exc
    except yaml.YAMLError as exc:
        raise ScenarioError(file, None, "", f"not valid YAML: {exc}") from exc
    finally:
        loader.dispose()
    lines: dict[PathKey, int] = {}
    _walk(node, (), lines)
    return Source(file, data, lines)


def _walk(node: yaml.Node, path: PathKey, lines: dict[PathKey, int]) -> None:
    lines[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            k = key.value if isinstance(key, yaml.ScalarNode) else str(key)
            lines[(*path, k)] = key.start_mark.line + 1
            _walk(value, (*path, k), lines)
            lines[(*path, k)] = key.start_mark.line + 1
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            _walk(item, (*path, i), lines)
