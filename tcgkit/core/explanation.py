"""The answer to "why not?": :class:`Explanation`, what :meth:`GameState.explain
<tcgkit.core.state.GameState.explain>` returns, and the reading of the rule IDs a reason
cites.

A reason is the rules' own sentence (the one a refused answer's :class:`IllegalAction`
carries), which ends by citing the rule it applies: ``(CR 305.2)``, ``(DM 112.2,
DM-USE-02)``, ``(YGO rule: Normal Summon)``, ``(DM rule: attacks if able)``,
``(YGO-ND-25)``. :func:`cited_rules` takes
those IDs out of the sentence, so that a program can tell which rule refused an action
without reading English.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .decision import Option, normalize, recognise
from .errors import IllegalAction, MalformedInput
from .zones import HIDDEN, OWNER

if TYPE_CHECKING:
    from .state import GameState

__all__ = ["Explanation", "cited_rules", "explain"]

# A comprehensive-rules number: 305.2, 601.2h, 702.111b, or a bare section (801).
_NUMBER = r"\d{3}(?:\.\d+[a-z]?)?"
_ID = re.compile(
    rf"\b(?P<book>CR|DM) (?P<first>{_NUMBER})(?P<more>(?:, {_NUMBER}\b)*)"
    r"|\b(?P<req>(?:YGO|DMP|DM|MTG)(?:-[A-Z0-9]+)+-\d+)\b"
    r"|(?P<named>(?:YGO|DMP|DM|MTG) rule: )")
_MORE = re.compile(_NUMBER)


def _title(text: str, start: int) -> str:
    """The title of a "YGO rule: ..." (or "DM rule: ...") citation starting at
    ``start``: up to the end of its group (a ``)``, ``;`` or ``,`` outside the
    parentheses of the title itself, as in "YGO rule: effects that target
    (対象をとる効果)")."""
    depth = 0
    for i in range(start, len(text)):
        ch = text[i]
        if ch == "(":
            depth += 1
        elif ch == ")":
            if depth == 0:
                return text[start:i].strip()
            depth -= 1
        elif ch in ";," and depth == 0:
            return text[start:i].strip()
    return text[start:].strip()


def cited_rules(text: str) -> tuple[str, ...]:
    """The rule IDs ``text`` cites, in order, each once: ``"CR 601.2f"`` (a list such as
    "CR 601.2f, 601.2h" gives each number with its book), ``"DM 503.2"``,
    ``"DM-USE-02"``, ``"YGO rule: Normal Summon"``, ``"DM rule: attacks if able"``,
    ``"YGO-ND-25"``.

    >>> cited_rules("not enough mana (CR 601.2f, 601.2h)")
    ('CR 601.2f', 'CR 601.2h')
    >>> cited_rules("costs 3 (DM 112.2, DM-USE-02)")
    ('DM 112.2', 'DM-USE-02')
    """
    found: list[str] = []
    for m in _ID.finditer(text):
        if m.group("book"):
            book = m.group("book")
            found.append(f"{book} {m.group('first')}")
            found += [f"{book} {n}" for n in _MORE.findall(m.group("more") or "")]
        elif m.group("req"):
            found.append(m.group("req"))
        else:
            title = _title(text, m.end())
            if title:
                found.append(m.group("named") + title)
    return tuple(dict.fromkeys(found))


@dataclass(frozen=True)
class Explanation:
    """Whether an action is legal now and why: what :meth:`GameState.explain
    <tcgkit.core.state.GameState.explain>` answers. It tells no more than a refused
    answer's :class:`~tcgkit.core.errors.IllegalAction` would."""

    allowed: bool
    """Whether ``state.apply`` would accept the action now."""
    reason: str
    """Why, in a sentence: the rules' own reason (citing the rule) where they can tell;
    else why the answer is not understood, with the options there are."""
    rule: str | None = None
    """The rule that forbids the action, as an ID (``"CR 305.2"``, ``"YGO rule: Normal
    Summon"``, ``"DM-USE-02"``), the first the reason cites; where it cites none, the card
    that forbids (:attr:`source`); ``None`` where the rules say nothing more specific (and
    for an allowed action)."""
    rules: tuple[str, ...] = ()
    """Every rule ID the reason cites."""
    option: str | None = None
    """The action as an option's text, when it was recognised: the listed option's label,
    or the text form of the refused action."""
    card: str | None = None
    """The card the action is about (cast, summoned, attacking ...), by the name the
    deciding player knows it by; ``None`` for an action about no card."""
    source: str | None = None
    """The card the reason names besides the action's own, where it names one the
    deciding player can see on the board: most often the card whose effect forbids
    (Questing Beast, Spirit of the Labyrinth), or the action's own card for "its
    ability". Found by name in the reason, so a hint for people more than a fact."""
    specific: bool = field(default=False)
    """Whether the rules gave a reason of their own (``False``: the answer was not
    recognised as an action the rules can speak about, so the reason only lists the
    options). Always ``True`` for an allowed action."""

    def __str__(self) -> str:
        return self.reason

    def to_json(self) -> dict[str, Any]:
        """The explanation as a JSON object."""
        return {"allowed": self.allowed, "reason": self.reason, "rule": self.rule,
                "rules": list(self.rules), "option": self.option, "card": self.card,
                "source": self.source, "specific": self.specific}


def explain(state: GameState, option: Option | str, player: int | None) -> Explanation:
    """What :meth:`GameState.explain` answers."""
    try:
        listed = state.check(option, player=player)
    except (IllegalAction, MalformedInput) as exc:
        message = str(exc)
    except Exception:  # values check cannot even read: refused, with the options
        message = _unreadable(state)
    else:
        d = state.decision
        assert d is not None  # check found the option among the decision's
        label = d.label(listed)
        return Explanation(
            True, f"{label!r} is an option of {state.players[d.player].name}'s decision "
            f"({d.kind}): it may be chosen now", option=label,
            card=_card_of(state, listed, d.player), specific=True)
    found = _refused(state, option, message)
    if found is None:
        return Explanation(False, message)
    action, reason = found
    d = state.decision
    assert d is not None  # a reason of the rules is given at a decision only
    ids = cited_rules(reason)
    card = _card_of(state, action, d.player)
    source = _forbidding_card(state, reason, d.player, card)
    return Explanation(False, reason, ids[0] if ids else source, ids,
                       option=state.rules.describe(state, action), card=card,
                       source=source, specific=True)


def _unreadable(state: GameState) -> str:
    d = state._decision
    return "the answer is not a legal option" + (
        "; the options are: " + "; ".join(d.labels) if d is not None else "")


def _refused(state: GameState, option: object, message: str) -> tuple[Option, str] | None:
    """The action a refused answer was recognised as and the rules' reason for the
    refusal, where :meth:`check`'s message gives one: found as the check finds it
    (:meth:`Decision.find`'s refusal for a text, :meth:`_why_not` for an option),
    and taken only if the message holds it, so never more than the refusal said."""
    d = state._decision
    if d is None:
        return None
    rules = state.rules
    try:
        if isinstance(option, str):
            found = recognise(state, d, normalize(option))
            return found if found is not None and found[1] in message else None
        if isinstance(option, tuple) and len(option) == 3 and isinstance(option[0], str):
            action = Option(*option)
            reason = rules.explain(state, d, action)
            if reason and message.endswith(f": {reason}"):
                return action, reason
    except Exception:  # values the rules cannot read: the check's message says it all
        return None
    return None


def _card_of(state: GameState, option: Option, player: int) -> str | None:
    """The name ``player`` knows the card ``option`` acts on by, if any."""
    oid = option.obj
    if type(oid) is not int or not 0 <= oid < len(state.objects):
        return None
    if not state.visible_to(oid, player):
        return None
    return state.rules.card_name(state, oid)


def _forbidding_card(state: GameState, reason: str, player: int,
                     card: str | None) -> str | None:
    """The card a reason names as what forbids: the action's own card for "its
    (own) ability", else the longest name of another card ``player`` can see in a
    public zone that the reason mentions (an effect's card)."""
    if card is not None and ("its own ability" in reason or "its ability" in reason):
        return card
    names = {state.objects[oid].card.name for zid, ids in enumerate(state.zones)
             if state.rules.zones.spec_of[zid].visibility not in (HIDDEN, OWNER)
             for oid in ids if state.visible_to(oid, player)}
    named = [n for n in names if n != card and n in reason]
    return max(named, key=len) if named else None
