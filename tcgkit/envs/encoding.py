"""Numbers for learning agents: a player's observation as one flat array, and a decision's
options as a fixed number of action slots with a mask.

Everything an :class:`Encoder` reads comes from ``state.observation(player)`` (what that
player may see) and from the player's own pending decision (its options, which the player
is shown as labels in that same observation). The layout of the array is fixed per game
and documented in ``docs/envs.md``; :meth:`Encoder.layout` names each segment.

Action slots: a decision with at most ``max_actions`` options puts option ``i`` in slot
``i``. A longer one is shown a page at a time: slots ``0 .. max_actions - 2`` hold that
page's options and the last slot is "next page" (from the last page it goes back to the
first), so every option can be reached with a fixed-size action.
"""

from __future__ import annotations

import math
import operator
import struct
import zlib
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from ..core.decision import Decision, Option
from ..core.errors import IllegalAction
from ..core.rules import Rules

NONE_CARD = 0
"""The card index of an empty row or slot."""
UNKNOWN_CARD = 1
"""The card index of a card its viewer sees but cannot name (face down), or one outside
the game's pool (a token)."""

GLOBAL_FIELDS = ("turn", "you_are_active", "step", "you_decide", "decision_kind", "options",
                 "page", "pages", "pending", "your_seat", "over", "outcome")
"""The first segment of the observation, one number each (see ``docs/envs.md``)."""

CARD_FIELDS = ("zone", "card", "tapped", "face_down", "summoning_sick", "attacking",
               "blocking", "defense_position", "power", "toughness", "damage", "counters")
"""The numbers of one row of the ``cards`` segment: one row per card the player sees."""

OPTION_FIELDS = ("kind", "card", "zone", "arg", "next_page")
"""The numbers of one action slot's row of the ``options`` segment."""

BOUND = 1e6
"""Every number of an observation lies within plus or minus this (the space's bounds)."""

MAX_SIZE = 4096
"""The most action slots, and the most card rows, an encoder takes."""

FloatArray = npt.NDArray[np.float32]
MaskArray = npt.NDArray[np.int8]


_ROW = struct.Struct(f"={len(CARD_FIELDS)}f")
"""The packing of a row of the ``cards`` segment (float32 in native order, as the array)."""

_NO_REST = (0,) * (len(CARD_FIELDS) - 2)
"""The rest of the row of a card seen as only its name."""

_COLUMN = {"tapped": 0, "face_down": 1, "summoning_sick": 2, "attacking": 3, "blocking": 4,
           "position": 5, "power": 6, "atk": 6, "toughness": 7, "def": 7, "damage": 8,
           "counters": 9}
"""The place, after ``zone`` and ``card``, of what each key of a card's view says in its
row of the ``cards`` segment (:data:`CARD_FIELDS`)."""


def kind_code(kind: str) -> int:
    """A decision kind as a number, the same in every process and version: 1 + its CRC-32
    modulo 997 (the games declare no closed list of decision kinds)."""
    return 1 + zlib.crc32(kind.encode("utf-8")) % 997


class Encoder:
    """Turns one game's observations into arrays of a fixed layout.

    ``rules`` is the game; ``player_fields`` the numeric facts of a player's public view
    to keep, in order (:func:`player_fields` finds them in a fresh game);
    ``max_actions`` the number of action slots (at least 2: one option and "next page");
    ``max_cards`` the number of card rows (further visible cards are left out, the
    graveyards' first).
    """

    def __init__(self, rules: Rules, player_fields: Sequence[str], *, max_actions: int = 32,
                 max_cards: int = 96) -> None:
        # Bounded above too: the arrays are allocated at every step.
        if not 2 <= max_actions <= MAX_SIZE:
            raise ValueError(f"max_actions must be from 2 to {MAX_SIZE}, not {max_actions}")
        if not 1 <= max_cards <= MAX_SIZE:
            raise ValueError(f"max_cards must be from 1 to {MAX_SIZE}, not {max_cards}")
        self.rules = rules
        self.max_actions = max_actions
        self.max_cards = max_cards
        self.player_fields = tuple(player_fields)
        names = sorted({card.name for card in rules.pool})
        # A stable index per card name: its place in the pool's sorted names, after the
        # two reserved values.
        self.card_names: tuple[str, ...] = tuple(names)
        self.card_index = {name: i + 2 for i, name in enumerate(names)}
        self.kind_index = {k: i + 1 for i, k in enumerate(sorted(rules.option_kinds))}
        self.object_kinds = frozenset(k.name for k in rules.option_kinds.values()
                                      if k.arg_is_object)
        steps = rules.structure.steps
        self.step_index = {getattr(s, "name", str(s)): i + 1 for i, s in enumerate(steps)}
        table = rules.zones
        zone_names: list[str] = []
        shared: list[str] = []
        for zid in range(len(table.spec_of)):
            name = table.spec_of[zid].name
            if table.owner_of[zid] is None:
                shared.append(table.label(zid))
            elif name not in zone_names:
                zone_names.append(name)
        # Zones are seen from the viewer's side: theirs first, then the opponent's, then
        # the shared ones; so one policy plays either seat.
        self.zone_keys: tuple[str, ...] = (tuple(f"you.{n}" for n in zone_names)
                                           + tuple(f"opponent.{n}" for n in zone_names)
                                           + tuple(shared))
        self._zone_slot: list[dict[str, int]] = []
        for viewer in (0, 1):
            slots: dict[str, int] = {}
            for zid in range(len(table.spec_of)):
                owner = table.owner_of[zid]
                name = table.spec_of[zid].name
                label = table.label(zid)
                key = label if owner is None else (
                    f"you.{name}" if owner == viewer else f"opponent.{name}")
                slots[label] = self.zone_keys.index(key)
            self._zone_slot.append(slots)
        late = {rules.graveyard, "exile", "banished", "nowhere", "overlay", "under"}
        # Which zones' cards are listed first when rows run out: everything in play and
        # in hand before the piles of used cards.
        self._card_order = sorted(range(len(self.zone_keys)),
                                  key=lambda i: self.zone_keys[i].split(".")[-1] in late)
        n_global = len(GLOBAL_FIELDS)
        n_players = 2 * len(self.player_fields)
        n_zones = len(self.zone_keys)
        n_cards = max_cards * len(CARD_FIELDS)
        n_options = max_actions * len(OPTION_FIELDS)
        self._segments: dict[str, tuple[int, int]] = {}
        at = 0
        for name, size in (("global", n_global), ("players", n_players), ("zones", n_zones),
                           ("cards", n_cards), ("options", n_options)):
            self._segments[name] = (at, at + size)
            at += size
        self.size = at
        self._cards_at = self._segments["cards"][0]
        self._blank_bytes = bytes(4 * self.size)
        self._no_mask: MaskArray = np.zeros(max_actions, dtype=np.int8)
        self._no_player = [0.0] * len(self.player_fields)
        # The player fields' names, parsed once: (1, key, "") for len(key),
        # (2, key, sub) for key.sub, (0, key, "") for a number.
        self._player_access: list[tuple[int, str, str]] = []
        for field in self.player_fields:
            if field.startswith("len("):
                self._player_access.append((1, field[4:-1], ""))
            elif "." in field:
                key, sub = field.split(".", 1)
                self._player_access.append((2, key, sub))
            else:
                self._player_access.append((0, field, ""))
        self._head = struct.Struct(f"={n_global + n_players + n_zones}f")
        # Per zone slot, the packed row of a card seen by name only (the key: a name, or
        # None, never stored, for a face-down card's view of an id only).
        self._plain_rows: list[dict[str | None, bytes]] = [{} for _ in self.zone_keys]
        self._option_packings: dict[int, struct.Struct] = {}
        self._masks: dict[tuple[int, int], MaskArray] = {}
        self._rows_seen: dict[tuple[Any, ...], bytes] = {}
        self._kind_codes: dict[str, int] = {}
        self._label_cards: dict[str, int] = {}

    # ------------------------------------------------------------------ layout

    def layout(self) -> dict[str, slice]:
        """Each segment of the observation array by name: ``global``, ``players`` (you,
        then the opponent), ``zones`` (a count per zone of :attr:`zone_keys`), ``cards``
        (``max_cards`` rows of :data:`CARD_FIELDS`) and ``options`` (``max_actions`` rows
        of :data:`OPTION_FIELDS`)."""
        return {name: slice(a, b) for name, (a, b) in self._segments.items()}

    def pages(self, options: int) -> int:
        """How many pages a decision of ``options`` options is shown in."""
        if options <= self.max_actions:
            return 1
        return math.ceil(options / (self.max_actions - 1))

    def slot_option(self, options: int, page: int, slot: int) -> int | None:
        """The index of the option that ``slot`` stands for on ``page`` of a decision of
        ``options`` options; ``-1`` for "next page"; ``None`` for an empty slot."""
        if options <= self.max_actions:
            return slot if 0 <= slot < options else None
        per = self.max_actions - 1
        if slot == per:
            return -1
        index = page * per + slot
        return index if 0 <= slot < per and index < options else None

    def slot(self, action: Any) -> int:
        """``action`` as an action slot: an integer (a NumPy one too) from 0 to
        ``max_actions - 1``; anything else raises :class:`~tcgkit.IllegalAction`."""
        try:
            slot = operator.index(action)
        except TypeError:
            raise IllegalAction(f"action {action!r} is not a slot: an action is an integer "
                                f"from 0 to {self.max_actions - 1}") from None
        if not 0 <= slot < self.max_actions:
            raise IllegalAction(f"action {action!r} is not a slot: the actions are 0 to "
                                f"{self.max_actions - 1}")
        return slot

    def mask(self, options: int, page: int = 0) -> MaskArray:
        """The action mask of a decision of ``options`` options shown at ``page`` (all
        zeros for none: another player decides, or the game is over)."""
        key = (options, page) if options > self.max_actions else (options, 0)
        known = self._masks.get(key)
        if known is None:
            known = np.zeros(self.max_actions, dtype=np.int8)
            if options <= self.max_actions:
                known[:options] = 1
            else:
                per = self.max_actions - 1
                known[:min(per, options - page * per)] = 1
                known[per] = 1
            if len(self._masks) < 4096:  # bounded: a long decision has many pages
                self._masks[key] = known
        return known.copy()

    # ------------------------------------------------------------------ encoding

    def encode(self, obs: dict[str, Any], options: Sequence[Option] = (), page: int = 0,
               labels_from: Decision | None = None) -> tuple[FloatArray, MaskArray]:
        """The array and the action mask of observation ``obs`` (``state.observation``'s
        result) for its player; ``options`` are that player's own decision's options (empty
        when another player decides) and ``page`` the page of them shown.

        The options' labels are those of ``obs``; for an observation made without them
        (``state.observation(player, labels=False)``, which is cheaper), they are
        ``labels_from``'s, the player's pending decision: read only for an option about a
        card the observation does not show."""
        # The array is written as bytes (float32, native order): packing numbers with
        # struct and joining rows kept as bytes is several times faster than NumPy's
        # conversion of Python lists, and the array is then a view of those bytes.
        buf = bytearray(self._blank_bytes)
        me = obs["you"]
        decision = obs.get("decision")
        mine = decision is not None and decision.get("player") == me and len(options) > 0
        n = len(options) if mine else 0
        winner = obs["winner"]
        head: list[float] = [
            obs["turn"], obs["active"] == me, self.step_index.get(obs["step"], 0), mine,
            self._kind_code(decision["kind"]) if mine and decision is not None else 0, n,
            page if n else 0, self.pages(n) if n else 0, len(obs["pending"]), me,
            obs["over"], 0 if winner is None else (1 if winner == me else -1)]
        views = obs["players"]
        for p in (me, 1 - me):
            head += self._player_numbers(views[p]) if 0 <= p < len(views) else self._no_player
        slot_of = self._zone_slot[me]
        counts = [0] * len(self.zone_keys)
        by_slot: list[list[dict[str, Any]] | None] = [None] * len(self.zone_keys)
        for label, content in obs["zones"].items():
            slot = slot_of[label]
            if type(content) is int:
                counts[slot] = content
            else:
                counts[slot] = len(content)
                by_slot[slot] = content
        head += counts
        self._head.pack_into(buf, 0, *head)
        # Every card the player sees, in row order, with its zone (1 + slot). The rows
        # beyond max_cards are left out of the array, but an option may still be about
        # one of those cards.
        zone_col: list[int] = []
        shown: list[dict[str, Any]] = []
        chunks: list[bytes] = []
        plain = self._plain_rows
        for slot in self._card_order:
            content = by_slot[slot]
            if not content:
                continue
            zone_col += [slot + 1] * len(content)
            shown += content
            # A view of only an id and a name (most cards) has the row of that name in
            # that zone, kept once made; any other view is None here, made below.
            get = plain[slot].get
            part = [get(v.get("name")) if len(v) == 2 else None for v in content]
            if None in part:
                for i, chunk in enumerate(part):
                    if chunk is None:
                        part[i] = self._row_bytes(slot + 1, content[i])
            chunks.append(b"".join(part))  # type: ignore[arg-type]
        if chunks:
            data = b"".join(chunks)[:self.max_cards * _ROW.size]
            at = self._cards_at * 4
            buf[at:at + len(data)] = data
        out: FloatArray = np.frombuffer(buf, dtype=np.float32)
        if n:
            mask = self._encode_options(buf, out, options, page, shown, zone_col, decision,
                                        labels_from)
        else:
            mask = self._no_mask.copy()
        return out, mask

    def _row_bytes(self, zone: int, view: dict[str, Any]) -> bytes:
        """The row of the ``cards`` segment of a card's view in zone ``zone`` (1 + its
        slot), packed; kept for the next time the same view is seen, which gives the
        same row (the view is the row's whole source)."""
        name = view.get("name")
        if len(view) == 2 and type(name) is str:
            known = self._plain_rows[zone - 1]
            row = _ROW.pack(zone, self._card_of(view), *_NO_REST)
            if len(known) < 4096:  # bounded: a card database's names join the pool
                known[name] = row
            return row
        try:
            # One flat tuple (its length tells the keys from the values): a tuple per
            # item would make the garbage collector run more often.
            key: Any = (zone, len(view), *view, *view.values())
            found = self._rows_seen.get(key)
        except TypeError:  # a list or dict in the view (blockers, counters): not kept
            key, found = None, None
        if found is None:
            found = _ROW.pack(zone, self._card_of(view), *self._card_row(view))
            if key is not None:
                if len(self._rows_seen) >= 4096:  # bounded: views vary without end
                    self._rows_seen.clear()
                self._rows_seen[key] = found
        return found

    def _card_of(self, view: dict[str, Any]) -> int:
        """The card index of a card's view (unknown when it has no name: face down)."""
        name = view.get("name")
        return UNKNOWN_CARD if name is None else self.card_index.get(name, UNKNOWN_CARD)

    @staticmethod
    def _card_row(view: dict[str, Any]) -> list[float]:
        """The ``cards`` row of a view with more than an id and a name, but for its
        first two numbers (zone and card): what the view says, key by key."""
        row: list[float] = [0] * (len(CARD_FIELDS) - 2)
        for key, value in view.items():
            col = _COLUMN.get(key)
            if col is None:
                continue
            if col < 4:  # a flag: there when true
                row[col] = 1
            elif col == 4:  # blocking: the attackers it blocks
                row[4] = len(value) if value else 0
            elif col == 5:
                row[5] = value == "defense"
            elif col == 9:  # counters, by kind
                row[9] = _bounded(sum(value.values())) if value else 0
            elif not ((key == "atk" and "power" in view)
                      or (key == "def" and "toughness" in view)):
                row[col] = _bounded(value)
        return row

    def _kind_code(self, kind: str) -> int:
        code = self._kind_codes.get(kind)
        if code is None:
            code = self._kind_codes[kind] = kind_code(kind)
        return code

    def _player_numbers(self, view: dict[str, Any]) -> list[float]:
        """The values of :attr:`player_fields` in a player's view ``view``, each within
        :data:`BOUND`; a fact the view does not have now is 0."""
        out: list[float] = []
        for how, key, sub in self._player_access:
            value = view.get(key)
            if how == 1:  # len(key)
                out.append(_bounded(len(value)) if value else 0)
            elif how == 2:  # key.sub
                out.append(_bounded(value.get(sub, 0)) if isinstance(value, dict) else 0)
            else:
                out.append(_bounded(value))
        return out

    def _encode_options(self, buf: bytearray, out: FloatArray, options: Sequence[Option],
                        page: int, shown: list[dict[str, Any]], zone_col: list[int],
                        decision: dict[str, Any] | None,
                        labels_from: Decision | None) -> MaskArray:
        """Write the ``options`` segment of the page shown; the page's action mask."""
        n = len(options)
        if n <= self.max_actions:
            first, count = 0, n
        else:
            per = self.max_actions - 1
            first = page * per
            count = min(per, n - first)
        object_kinds = self.object_kinds
        # Where each card the player sees is, by object id: made when an option is about
        # one.
        row_of: dict[int, int] | None = None
        unknown = len(self.kind_index) + 1
        kind_get = self.kind_index.get
        known: Sequence[str] | None = None
        values: list[float] = []
        for i in range(first, first + count):
            kind, obj, arg = options[i]
            zone, card = 0, NONE_CARD
            if obj >= 0:
                if row_of is None:
                    row_of = _rows_by_id(shown)
                row = row_of.get(obj)
                if row is not None:
                    zone, card = zone_col[row], self._card_of(shown[row])
                else:
                    # A card its player is choosing from a zone they do not otherwise
                    # see (a search of their deck): its label names it.
                    if known is None:
                        given = decision.get("options") if decision is not None else None
                        known = given if given is not None else (
                            labels_from.labels if labels_from is not None else ())
                    card = self._card_in_label(known[i] if i < len(known) else "")
            value: float = 0
            if type(arg) is int:
                if kind in object_kinds:
                    if row_of is None:
                        row_of = _rows_by_id(shown)
                    row = row_of.get(arg)
                    value = 0 if row is None else self._card_of(shown[row])
                else:
                    value = _bounded(arg)
            values += (kind_get(kind, unknown), card, zone, value, 0)
        packing = self._option_packings.get(count)
        if packing is None:
            packing = self._option_packings[count] = struct.Struct(f"={len(values)}f")
        base = self._segments["options"][0]
        packing.pack_into(buf, base * 4, *values)
        if n > self.max_actions:
            fields = len(OPTION_FIELDS)
            out[base + self.max_actions * fields - 1] = 1  # the next-page slot
        return self.mask(n, page)

    def _card_in_label(self, label: str) -> int:
        """The index of the longest pool name in an option's label (unknown if none)."""
        found = self._label_cards.get(label)
        if found is None:
            found = UNKNOWN_CARD
            length = 0
            for name, i in self.card_index.items():
                if len(name) > length and name in label:
                    found, length = i, len(name)
            if len(self._label_cards) >= 4096:  # bounded: labels name ever new cards
                self._label_cards.clear()
            self._label_cards[label] = found
        return found


def _rows_by_id(shown: list[dict[str, Any]]) -> dict[int, int]:
    """Each shown card's place in ``shown`` by its object id."""
    return dict(zip([v["id"] for v in shown], range(len(shown)), strict=True))


def _bounded(value: Any) -> float:
    """``value`` if it is a number (or a flag) within :data:`BOUND`, else the bound it
    passes, or 0 if it is not a number: a creature pumped or a life total gained without
    end stays in the observation space."""
    if not isinstance(value, (int, float)):
        return 0
    return value if -BOUND <= value <= BOUND else (BOUND if value > 0 else -BOUND)


def player_fields(view: dict[str, Any]) -> tuple[str, ...]:
    """The numeric facts of a player's public view ``view`` (``rules.player_view``), as
    the names an :class:`Encoder` reads: numbers and flags by key, a dict's numbers
    as ``key.name``, a text or list by its length as ``len(key)``; the name is left out."""
    out: list[str] = []
    for key, value in view.items():
        if key == "name":
            continue
        if isinstance(value, dict):
            out += [f"{key}.{k}" for k, v in value.items() if isinstance(v, (int, float))]
        elif isinstance(value, (int, float)):
            out.append(key)
        elif isinstance(value, (str, list, tuple)):
            out.append(f"len({key})")
    return tuple(out)

