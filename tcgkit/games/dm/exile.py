"""Exile creatures (エグザイル・クリーチャー) and Doron Go (ドロン・ゴー).

- An exile creature is a creature that prints "you can't put your other exile creatures
  with <mark> in their name into the battle zone" (自分の他の、名前に《<mark>》とあるエグ
  ザイル・クリーチャーをバトルゾーンに出すことはできない): a prohibition of its own
  (:func:`exile_restriction`), which functions while it is in the battle zone. The mark is
  read from the card's Japanese name (the printed one: 《無》 of 無敵剣 カツキングMAX, 《拳
  銃》 of 双拳銃 ドラポン).
- **Doron Go** (:func:`doron_go`): "when this creature is destroyed, you may put an exile
  creature with <mark> in its name from your hand into the battle zone": an optional
  triggered ability of the destroyed creature (seen by looking back at the battle zone).
  It is put out, not summoned (DM-USE-11). A replaced destruction (the creature went
  elsewhere instead) is no destruction, so Doron Go does not trigger (DM Wiki ドロン・ゴー:
  "its timing is that of a 'when destroyed' ability"). What an exile creature's
  restriction forbids is not offered.
- The restriction stops every way into the battle zone, *summoning* from the hand
  included: the use procedure's legality check asks :func:`why_not_put_out` too, so a
  forbidden summon is neither offered nor accepted (scenario
  ``exile_restriction_forbids_summoning_from_the_hand``).

Rule citations name the rule (``DM rule: exile creature``, ``DM rule: Doron Go``): the
comprehensive rules' section numbers are not in our sources.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...core.abilities import Ctx, Pattern, Prohibition, Triggered
from .tamaseed import CARD_TESTS, PutOut
from .zones import BATTLE

if TYPE_CHECKING:
    from ...core.events import Event
    from ...core.state import GameState

R_EXILE = "DM rule: exile creature"
R_DORON_GO = "DM rule: Doron Go"
EXILE_RACE_MARK = "Outrage MAX"
"""The race every exile creature tcgkit knows has (アウトレイジMAX)."""


def is_exile(c: object) -> bool:
    """Whether card ``c`` is an exile creature: it carries an exile restriction."""
    return any(isinstance(a, Prohibition) and a.text.startswith(_RESTRICTION_TEXT)
               for a in getattr(c, "abilities", ()))


def marked(c: object, mark: str) -> bool:
    """Whether card ``c`` is an exile creature with ``mark`` in its (printed) name."""
    return is_exile(c) and mark in getattr(c, "jp", "")


_RESTRICTION_TEXT = "You can't put your other exile creatures with"


def why_not_put_out(state: GameState, player: int, oid: int) -> str | None:
    """Why ``player`` cannot put exile creature ``oid`` into the battle zone now: an exile
    creature of theirs there forbids other exile creatures with its mark, or ``None``."""
    c = state.objects[oid].card
    if not is_exile(c):
        return None
    objs = state.objects
    for other in state.zones[BATTLE[player]]:
        if other == oid:
            continue
        for ab in objs[other].card.abilities:
            mark = _mark_of(ab)
            if mark and mark in getattr(c, "jp", ""):
                return f"{objs[other].card.name} forbids putting your other exile creatures " \
                       f"with 《{mark}》 in their name into the battle zone ({R_EXILE})"
    return None


def _mark_of(ab: object) -> str:
    if isinstance(ab, Prohibition) and ab.text.startswith(_RESTRICTION_TEXT):
        return ab.text[len(_RESTRICTION_TEXT):].split("《", 1)[1].split("》", 1)[0]
    return ""


def _other_marked_enters(mark: str) -> Callable[[GameState, Event, Ctx], bool]:
    def where(state: GameState, event: Event, ctx: Ctx) -> bool:
        if event.obj is None or event.obj == ctx.source or event.to not in BATTLE \
                or event.frm in BATTLE:
            return False
        o = state.objects[event.obj]
        return o.owner == ctx.controller and marked(o.card, mark)

    return where


def exile_restriction(mark: str) -> Prohibition:
    """"You can't put your other exile creatures with 《``mark``》 in their name into the
    battle zone"."""
    return Prohibition(f"{_RESTRICTION_TEXT} 《{mark}》 in their name into the battle zone.",
                       forbids=Pattern("move", where=_other_marked_enters(mark)))


def _this_destroyed(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source and event.reason == "destroy" and event.frm in BATTLE


def _doron_go_test(mark: str) -> str:
    """Register and name the :class:`~tcgkit.games.dm.tamaseed.PutOut` test "an exile
    creature with 《mark》 in its name that may be put out now"."""
    name = f"exile creature with 《{mark}》 in its name"

    def test(state: GameState, ctx: Ctx, oid: int) -> bool:
        return marked(state.objects[oid].card, mark) \
            and why_not_put_out(state, ctx.controller, oid) is None

    CARD_TESTS.setdefault(name, test)
    return name


def doron_go(mark: str) -> Triggered:
    """ドロン・ゴー: "Doron Go — when this creature is destroyed, you may put an exile
    creature with 《``mark``》 in its name from your hand into the battle zone"."""
    test = _doron_go_test(mark)
    return Triggered(f"Doron Go (When this creature is destroyed, you may put an exile "
                     f"creature with 《{mark}》 in its name from your hand into the battle "
                     "zone.)", on=Pattern("move", where=_this_destroyed),
                     effect=(PutOut(f"an {test}", "hand", test),))
