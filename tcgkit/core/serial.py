"""Plain-data records and their JSON form.

Everything the work stack holds (steps, events, contexts, pending items) is a
:class:`Record`: an immutable value with ``__slots__`` whose fields are ``None``, bools,
ints, strings, tuples or other records. That is what makes ``copy()`` a list copy and a
game a JSON document: no closures, generators or object graphs hide in the state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Self

from .errors import EngineError, MalformedInput

_RECORDS: dict[str, type[Record]] = {}
_TUPLES: dict[str, type[tuple[Any, ...]]] = {}
_TUPLE_KEYS: dict[type, str] = {}
_CODECS: dict[type, tuple[str, Callable[[Any], Any], Callable[[Any], Any]]] = {}
_CODEC_KEYS: dict[str, Callable[[Any], Any]] = {}


def slot_fields(cls: type) -> tuple[str, ...]:
    """The public slot names of a class and its bases, base fields first."""
    fields: list[str] = []
    for klass in reversed(cls.__mro__):
        for name in klass.__dict__.get("__slots__", ()):
            if not name.startswith("_") and name not in fields:
                fields.append(name)
    return tuple(fields)


def _prefix(module: str) -> str:
    parts = module.split(".")
    if parts[:2] == ["tcgkit", "games"] and len(parts) > 2:
        return parts[2]
    if parts[0] == "tcgkit":
        return parts[1] if len(parts) > 1 else "tcgkit"
    return parts[0]


class Record:
    """An immutable, serializable value with slots.

    Subclasses list their fields in ``__slots__``; the JSON key is
    ``<game or package>.<ClassName>`` unless the class sets ``KEY``. Records are never
    mutated after construction: a step that must change one builds a new one.
    """

    __slots__ = ()
    KEY: ClassVar[str] = ""
    FIELDS: ClassVar[tuple[str, ...]] = ()
    _unpickle: ClassVar[Callable[..., Any]]
    """The instance from its field values in order (generated; how a pickled one loads)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.FIELDS = fields = slot_fields(cls)
        if fields and "replace" not in cls.__dict__:
            # The generated method replaces the declared one on purpose; mypy refuses any
            # assignment to a method, and setattr would hide the name from readers.
            cls.replace = _codegen_replace(cls, cls.FIELDS)  # type: ignore[method-assign]
        _codegen_pickling(cls, fields)
        key = cls.__dict__.get("KEY") or f"{_prefix(cls.__module__)}.{cls.__qualname__}"
        if key in _RECORDS and _RECORDS[key] is not cls:
            raise EngineError(f"two record classes share the key {key!r}")
        cls.KEY = key
        _RECORDS[key] = cls

    def __repr__(self) -> str:
        args = ", ".join(f"{f}={getattr(self, f)!r}" for f in self.FIELDS)
        return f"{type(self).__name__}({args})"

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in self.FIELDS)

    def __hash__(self) -> int:
        return hash((type(self), tuple(getattr(self, f) for f in self.FIELDS)))

    def replace(self, **changes: Any) -> Self:
        """Return a copy with some fields changed (generated per class, keyword-only)."""
        raise TypeError(f"{type(self).__name__} has no fields")


_UNSET = object()


def _codegen_replace(cls: type, fields: tuple[str, ...]) -> Any:
    # Replacing a field of an event or step happens on hot paths (every move, every
    # stage of a procedure); a generated keyword-only function is several times faster
    # than a loop over field names.
    # The fields are the function's parameters; its own names begin with "_", which no
    # field does (slot_fields), and "self" may not be a field.
    if "self" in fields:
        raise EngineError(f"{cls.__name__}: a record field may not be named self")
    params = ", ".join(f"{f}=_unset" for f in fields)
    lines = [f"def replace(self, *, {params}):", "    _r = _new(_cls)"]
    lines += [f"    _r.{f} = self.{f} if {f} is _unset else {f}" for f in fields]
    lines.append("    return _r")
    namespace: dict[str, Any] = {"_new": object.__new__, "_cls": cls, "_unset": _UNSET}
    exec("\n".join(lines), namespace)
    fn = namespace["replace"]
    fn.__doc__ = "Return a copy with some fields changed."
    return fn


_PICKLE_HOOKS = ("__reduce__", "__reduce_ex__", "__getstate__", "__setstate__",
                 "__getnewargs__", "__getnewargs_ex__")
_GENERATED_HOOKS: set[Any] = set()
"""The ``__reduce_ex__`` methods made by :func:`_codegen_pickling` (a subclass inherits
one, but must not use it: it builds the base class)."""


def _codegen_pickling(cls: type[Record], fields: tuple[str, ...]) -> None:
    # Records fill the work stack, the pending items and (as events) the history. The
    # default pickling of a slotted instance writes and sets a dict of slot values, one
    # by one; a generated builder taking the field values in order is three times
    # faster both ways. Classes with slots of their own (private ones, a __dict__) or
    # pickling hooks of their own keep the default.
    mro = cls.__mro__[:-1]
    slots: list[str] = []
    plain = True
    for klass in mro:
        names = klass.__dict__.get("__slots__")
        plain = plain and isinstance(names, tuple) and not any(
            klass.__dict__.get(h) not in (None, *_GENERATED_HOOKS) for h in _PICKLE_HOOKS)
        slots += names if isinstance(names, tuple) else ()
    if not plain or set(slots) != set(fields):
        if cls.__dict__.get("__reduce_ex__") is None and cls.__reduce_ex__ in _GENERATED_HOOKS:
            cls.__reduce_ex__ = object.__reduce_ex__  # type: ignore[method-assign]
        return
    # Field names never start with "_", so the generated names cannot clash with them.
    lines = [f"def _unpickle({', '.join(fields)}):", "    _r = _new(_cls)",
             *(f"    _r.{f} = {f}" for f in fields), "    return _r",
             "def __reduce_ex__(_self, _protocol):",
             f"    return (_unpickle, ({''.join(f'_self.{f}, ' for f in fields)}))"]
    namespace: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    exec("\n".join(lines), namespace)
    build, reduce = namespace["_unpickle"], namespace["__reduce_ex__"]
    # Pickle writes the builder as a reference: the class's attribute of that name.
    build.__module__ = cls.__module__
    build.__qualname__ = f"{cls.__qualname__}._unpickle"
    build.__doc__ = f"A {cls.__name__} from its field values (how a pickled one loads)."
    reduce.__doc__ = "Pickle as the class's builder and the field values."
    cls._unpickle = build
    _GENERATED_HOOKS.add(reduce)
    cls.__reduce_ex__ = reduce  # type: ignore[method-assign]


def register_tuple(cls: type[tuple[Any, ...]], key: str) -> None:
    """Make a NamedTuple class serializable under ``key``."""
    _TUPLES[key] = cls
    _TUPLE_KEYS[cls] = key


def register_codec(cls: type, key: str, to_data: Callable[[Any], Any],
                   from_data: Callable[[Any], Any]) -> None:
    """Serialize instances of a non-record class (a nested game state) with two functions."""
    _CODECS[cls] = (key, to_data, from_data)
    _CODEC_KEYS[key] = from_data


def encode(value: Any) -> Any:
    """Turn a record value into JSON-compatible data (tuples become lists)."""
    t = type(value)
    if value is None or t is int or t is str or t is bool:
        return value
    if t is tuple:
        return [encode(v) for v in value]
    if isinstance(value, Record):
        data: dict[str, Any] = {"$": value.KEY}
        for f in value.FIELDS:
            data[f] = encode(getattr(value, f))
        return data
    key = _TUPLE_KEYS.get(t)
    if key is not None:
        return {"$": key, "v": [encode(v) for v in value]}
    if t is dict:
        return {"$": "dict", "v": [[encode(k), encode(v)] for k, v in value.items()]}
    codec = _CODECS.get(t)
    if codec is not None:
        return {"$": codec[0], "v": codec[1](value)}
    raise EngineError(f"cannot serialize a {t.__name__} inside the game state: {value!r}")


def decode(data: Any) -> Any:
    """Inverse of :func:`encode`."""
    if data is None or isinstance(data, (bool, int, str)):
        return data
    if isinstance(data, list):
        return tuple(decode(v) for v in data)
    if isinstance(data, dict):
        key = data.get("$")
        if key == "dict":
            return {decode(k): decode(v) for k, v in data["v"]}
        if key in _CODEC_KEYS:
            return _CODEC_KEYS[key](data["v"])
        if key in _TUPLES:
            return _TUPLES[key](*(decode(v) for v in data["v"]))
        cls = _RECORDS.get(key) if isinstance(key, str) else None
        if cls is None:
            raise MalformedInput(f"unknown record type {key!r} in game state JSON")
        obj = object.__new__(cls)
        for f in cls.FIELDS:
            if f not in data:
                raise MalformedInput(f"record {key!r} lacks field {f!r} in game state JSON")
            object.__setattr__(obj, f, decode(data[f]))
        return obj
    raise MalformedInput(f"unexpected value {data!r} in game state JSON")
