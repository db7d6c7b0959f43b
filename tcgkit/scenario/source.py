"""Reading a scenario file: YAML data plus the line of every field, for error messages
that name the file, the line and the field."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from yaml.events import Event
from yaml.reader import ReaderError

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
    players: int = 2
    """How many players the scenario seats (its top-level ``players``), which bounds the
    player names ``p1`` .. ``pN`` it may use."""

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


MAX_BYTES = 256 * 1024
"""The largest scenario file read. Real ones are a few kilobytes; the pure-Python YAML
reader takes about a second per megabyte, so a bigger file is refused before parsing."""
MAX_DEPTH = 40
"""How deeply values may nest (a real scenario nests under ten levels). Checked while
composing, because PyYAML's composer recurses once per level."""
MAX_NODES = 10_000
"""How many YAML values (keys included) a file may hold: bounds the work done on a file
under :data:`MAX_BYTES` that is nothing but tiny values."""
_MERGE_TAG = "tag:yaml.org,2002:merge"


def load(path: str | Path) -> Source:
    """Read a scenario file; raises :class:`ScenarioError` if it is not readable YAML or
    passes the limits (:data:`MAX_BYTES`, :data:`MAX_DEPTH`, :data:`MAX_NODES`)."""
    file = str(path)
    try:
        with open(path, "rb") as stream:
            # One byte more than allowed tells a file at the limit from a bigger one
            # without reading a huge (or endless) file whole.
            data = stream.read(MAX_BYTES + 1)
    except OSError as exc:
        raise ScenarioError(file, None, "", f"cannot read the file: {exc.strerror}") from exc
    return parse(data, file)


def parse(text: str | bytes, file: str = "<scenario>") -> Source:
    """Parse scenario YAML, given as text or as UTF-8 bytes.

    Refused with a :class:`ScenarioError`: more than :data:`MAX_BYTES`, bytes that are not
    UTF-8, YAML aliases (``*name``) and merge keys (``<<``), duplicate keys, values nested
    deeper than :data:`MAX_DEPTH` and more than :data:`MAX_NODES` values.
    """
    if isinstance(text, bytes):
        _check_size(file, text)
        text = _decode(file, text)
    else:
        # A character takes at most four bytes: only a long text needs encoding.
        if len(text) > MAX_BYTES // 4:
            _check_size(file, text.encode("utf-8", "surrogatepass"))
    loader: _Loader | None = None
    try:
        loader = _Loader(text, file)
        try:
            node = loader.get_single_node()
        except RecursionError:
            # A safety net: MAX_DEPTH stops nesting long before Python's own limit.
            deepest, where = loader.deepest or (None, ())
            raise loader.error(deepest, where, "values are nested too deeply") from None
        if node is None:
            raise ScenarioError(file, 1, "", "the file is empty")
        lines: dict[PathKey, int] = {}
        _walk(node, (), lines, loader.paths)
        data = loader.construct_document(node)
    except ReaderError as exc:
        raise ScenarioError(file, text.count("\n", 0, exc.position) + 1, "",
                            f"not valid YAML: unacceptable character "
                            f"#x{exc.character:04x}: {exc.reason}") from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        raise ScenarioError(file, line, "", f"not valid YAML: {exc.problem}") from exc
    except yaml.YAMLError as exc:
        raise ScenarioError(file, None, "", f"not valid YAML: {exc}") from exc
    finally:
        if loader is not None:
            loader.dispose()
    return Source(file, data, lines)


def _check_size(file: str, data: bytes) -> None:
    if len(data) > MAX_BYTES:
        line = data.count(b"\n", 0, MAX_BYTES) + 1
        raise ScenarioError(file, line, "", f"the file is too large: a scenario file may "
                            f"have at most {MAX_BYTES} bytes ({MAX_BYTES // 1024} KB), and "
                            "this line goes past that")


def _decode(file: str, data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise ScenarioError(file, line, "", f"not UTF-8 text: byte 0x{data[exc.start]:02x} "
                            f"at offset {exc.start} cannot be decoded; save the file as "
                            "UTF-8") from None


class _Loader(yaml.SafeLoader):
    """PyYAML's safe loader, refusing while it composes what could make reading slow or
    ambiguous (aliases, deep nesting, too many values, duplicate keys), and naming the
    line and field of a value it cannot construct."""

    def __init__(self, text: str, file: str) -> None:
        super().__init__(text)
        self.file = file
        self.path: list[str | int] = []
        self.depth = 0
        self.nodes = 0
        self.paths: dict[int, PathKey] = {}
        self.deepest: tuple[Any, PathKey] | None = None

    def error(self, mark: Any, path: PathKey, message: str) -> ScenarioError:
        """An error at ``mark`` (a YAML position, or None) about the value at ``path``."""
        line = mark.line + 1 if mark is not None else None
        # Deep nesting would make the field name as long as the nesting.
        field = field_name(path) if len(path) <= 8 else field_name(path[:8]) + "..."
        return ScenarioError(self.file, line, field, message)

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        """Compose one value, refusing aliases, deep nesting and too many values."""
        # types-PyYAML leaves Parser.peek_event unannotated.
        event: Event = self.peek_event()  # type: ignore[no-untyped-call]
        part = _path_part(index)
        here = tuple(self.path) if part is None else (*self.path, part)
        if isinstance(event, yaml.AliasEvent):
            # An alias shares a node, so data, lines and checks would all walk it once per
            # use: nested aliases ("billion laughs") make that exponential.
            raise self.error(event.start_mark, here, f"YAML aliases (*{event.anchor}) are "
                             "not allowed in a scenario; write the value out")
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise self.error(event.start_mark, here, f"the file has more than {MAX_NODES} "
                             "values, far more than a scenario needs")
        if self.depth >= MAX_DEPTH:
            raise self.error(event.start_mark, here, f"values are nested more than "
                             f"{MAX_DEPTH} levels deep")
        if part is not None:
            self.path.append(part)
        self.depth += 1
        try:
            node = super().compose_node(parent, index)
        except RecursionError:
            # Noted on the way out (the path unwinds), with no call that could recurse again.
            if self.deepest is None:
                self.deepest = (event.start_mark, here)
            raise
        finally:
            self.depth -= 1
            if part is not None:
                self.path.pop()
        return node

    def compose_mapping_node(self, anchor: Any) -> yaml.MappingNode:
        """Compose a mapping, refusing duplicate keys and merge keys."""
        node = super().compose_mapping_node(anchor)
        here = tuple(self.path)
        seen: dict[Any, yaml.Node] = {}
        for key, _ in node.value:
            if key.tag == _MERGE_TAG:
                raise self.error(key.start_mark, here, "YAML merge keys (<<) are not "
                                 "allowed in a scenario; write the keys out")
            if not isinstance(key, yaml.ScalarNode):
                continue  # not hashable: construction refuses it with its line
            value = self._key_value(key)
            if value in seen:
                raise self.error(key.start_mark, (*here, key.value), f"duplicate key "
                                 f"{key.value!r} (first on line "
                                 f"{seen[value].start_mark.line + 1})")
            seen[value] = key
        return node

    def _key_value(self, key: yaml.ScalarNode) -> Any:
        """The key as the constructed mapping will hold it, so that keys written
        differently but equal there (``1`` and ``0x1``, ``true`` and ``True``) are
        duplicates too."""
        make = self.yaml_constructors.get(key.tag)
        try:
            value = make(self, key) if make is not None else key.value
            hash(value)
        except (yaml.YAMLError, ValueError, TypeError, OverflowError):
            return (key.tag, key.value)
        return value

    def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
        """Construct a value; one that cannot be is an error naming its line and field."""
        try:
            return super().construct_object(node, deep)
        except (ScenarioError, yaml.YAMLError):
            raise
        except (ValueError, OverflowError) as exc:
            # Such as a date that does not exist or an integer of thousands of digits.
            what = "this value"
            if isinstance(node.value, str):
                shown = node.value if len(node.value) <= 40 else node.value[:40] + "..."
                what = f"the value {shown!r}"
            raise self.error(node.start_mark, self.paths.get(id(node), ()),
                             f"cannot read {what}: {str(exc).split(';')[0]}") from None


def _path_part(index: Any) -> str | int | None:
    """The field a value being composed stands at: ``index`` is its position in a list, its
    key's node in a mapping, or None for a key (which stands at its mapping's path)."""
    if index is None or isinstance(index, int):
        return index
    return index.value if isinstance(index, yaml.ScalarNode) else "?"


def _walk(node: yaml.Node, path: PathKey, lines: dict[PathKey, int],
          paths: dict[int, PathKey]) -> None:
    # Composing refused aliases, so the nodes form a tree of bounded depth and size.
    lines[path] = node.start_mark.line + 1
    paths[id(node)] = path
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            k = key.value if isinstance(key, yaml.ScalarNode) else str(key)
            lines[(*path, k)] = key.start_mark.line + 1
            paths[id(key)] = (*path, k)
            _walk(value, (*path, k), lines, paths)
            lines[(*path, k)] = key.start_mark.line + 1
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            _walk(item, (*path, i), lines, paths)
