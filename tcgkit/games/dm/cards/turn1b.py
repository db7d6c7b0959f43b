"""More cards of the "Turn 1" seed (ターン1, DM-T1): those the seed prints that the first
module (turn1.py) does not have. Texts are our paraphrases of the seed's; English names
are fan names (DM-csv, marked unofficial in cards.md) or, where none is known, a
romanization of ours. What a card's other abilities need that tcgkit does not have yet
is left out and said."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ....core.abilities import Action
from ....core.decision import Decision, Option, Options, one_per_card
from ....core.events import BOTTOM, Event
from ....core.steps import Ask, Step
from ..attack import UNBLOCKED
from ..fortify import YOUR_TURN_STARTS
from ..gr import GRSummon
from ..once import FINAL_DECLARATION, by_variant, first_time, per_game, plays_once
from ..usecost import RunModes
from ..vocab import (
    ATTACKED_IF_ABLE,
    ENTERS,
    NONE,
    OPPONENTS_TURN_ENDS,
    T_BREAKER,
    W_BREAKER,
    Choose,
    DestroyOne,
    Draw,
    MoveChosen,
    Pattern,
    Permission,
    Prohibition,
    TopToZone,
    Triggered,
    UseChosen,
    creature,
    evolution_creature,
    qualifies,
)
from ..windows import race_condition, resolved, revolution_change
from ..zones import BATTLE, DECK, HAND, SHIELD

if TYPE_CHECKING:
    from ....core.abilities import Ctx
    from ....core.state import GameState

R_EFFECTS = "DM 110"


# ---------------------------------------------------------------------- "the first time": Wave

def _summoned(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.kind == "summon" and event.obj == ctx.source


def _your_spell_cast(state: GameState, event: Event, ctx: Ctx) -> bool:
    # Casting is using a spell (DM-USE-11): the "use" event of step 5. Also the filter
    # of the history count, so that only your spells are counted.
    return event.kind == "use" and event.player == ctx.controller and event.obj is not None \
        and getattr(state.objects[event.obj].card, "kind", "") == "spell"


WAVE = creature(
    "Wave", jp="Wave ウェイブ", civilization="water", cost=5, power=5000,
    race="Trickster/Wonderforce",
    abilities=[
        Triggered("When this creature comes out by being summoned, you may cast a spell of "
                  "cost 4 or less from your graveyard without paying its cost.",
                  on=Pattern("summon", where=_summoned),
                  effect=(Choose("spell of cost 4 or less", "graveyard", optional=True),
                          UseChosen(frm="graveyard"))),
        Triggered("Each turn, when you cast your first spell, GR summon.",
                  on=first_time("use", _your_spell_cast), effect=(GRSummon(),)),
    ])
"""DM-T1-02: "the first spell you cast each turn" is a history query, so a Wave that came
out after the turn's first spell does not trigger that turn, not even for the spell its
own ability casts. Its name is printed in Latin letters with the reading ウェイブ; no
English printing exists (cards.md: not found). Its "you may" is the choice of the spell
(choosing none declines)."""


# ---------------------------------------------------------------------- Duel Masters Play's

@dataclass(frozen=True)
class KirikoEffect(Action):
    """Emperor Kiriko's "put all your other creatures on the bottom of your deck; then put
    3 non-evolution creatures from the top of your deck into the battle zone (the first
    3 found from the top); then shuffle your deck"."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.controller
        objs = state.objects
        others = [o for o in state.zones[BATTLE[p]]
                  if o != ctx.source and getattr(objs[o].card, "kind", "") == "creature"]
        if others:
            state.log_rule(R_EFFECTS, "{}'s other creatures go to the bottom of the deck: {}",
                           state.players[p].name, ", ".join(objs[o].card.name for o in others))
        for oid in others:
            state.move(oid, DECK[p], player=p, reason="effect", cause="effect",
                       source=ctx.source, rule=R_EFFECTS, at=BOTTOM)
        # The rest once the moves are done (each may go through the pipeline).
        state.push(KirikoPutsOut(p, ctx.source if ctx.source is not None else -1))

    @property
    def text(self) -> str:
        return "put your other creatures on the bottom of your deck, then put 3 " \
               "non-evolution creatures from its top into the battle zone, then shuffle it"


class KirikoPutsOut(Step):
    """The second half of :class:`KirikoEffect`: the first 3 non-evolution creatures from
    the top of ``player``'s deck are put into the battle zone (not summoned), then the
    deck is shuffled."""

    __slots__ = ("player", "source")

    def __init__(self, player: int, source: int) -> None:
        self.player = player
        self.source = source

    def run(self, state: GameState) -> None:
        p = self.player
        objs = state.objects
        found: list[int] = []
        for oid in state.zones[DECK[p]][::-1]:  # from the top
            c = objs[oid].card
            if getattr(c, "kind", "") == "creature" and not getattr(c, "evolution", False):
                found.append(oid)
                if len(found) == 3:
                    break
        if found:
            state.log_rule(R_EFFECTS, "{} puts {} from the deck into the battle zone",
                           state.players[p].name, ", ".join(objs[o].card.name for o in found))
        source = self.source if self.source >= 0 else None
        for oid in found:
            state.move(oid, BATTLE[p], player=p, reason="effect", cause="effect",
                       source=source, rule=R_EFFECTS)
        state.emit(Event("shuffle", player=p, to=DECK[p], rule=R_EFFECTS))


_KIRIKO_TEXT = "When this creature comes out, put all your other creatures on the bottom " \
               "of your deck. Then put 3 non-evolution creatures from the top of your deck " \
               "into the battle zone. Then shuffle your deck."

EMPEROR_KIRIKO = replace(evolution_creature(
    "Emperor Kiriko", jp="エンペラー・キリコ", civilization="water", cost=9, power=13000,
    race="Cyber Lord/Origin", evolves_from="Cyber or Origin",
    abilities=[
        *by_variant(
            tcg=Triggered(_KIRIKO_TEXT, on=ENTERS, effect=(KirikoEffect(),)),
            plays=Triggered(_KIRIKO_TEXT + " (Your Emperor Kiriko's this effect activates "
                            "only once per turn.)", on=ENTERS,
                            limit=plays_once(named=True), effect=(KirikoEffect(),))),
        T_BREAKER,
    ]), tcg_cost=8)
"""DM-T1-09 (Duel Masters Play's, the text the seed prints): named, so every Emperor Kiriko
of yours shares the one use of the turn, a Kiriko that left and came back included, and
so does one evolved on top of another (DM-T1-06's "separate ability" is the TCG's rule
for abilities without a name; the named form shares by name). In the TCG (no annotation)
it triggers every time. Cost: 8 in the TCG (DM-32, DM Wiki's card page), 9 in Duel
Masters Play's (the seed's printing, its ``cost``): ``tcg_cost`` is the cost the use
procedure reads in the TCG variant (``DmCard.printed_cost``). Evolution: "Cyber
or Origin" reads as a race containing Cyber (Cyber Lord, Cyber Command ...) or Origin."""


# ---------------------------------------------------------------------- keyword abilities

MASTER_J_TORNADO = "Master J Tornado"
"""The keyword of マスターJトルネード: "if you haven't used another Master J Tornado this
turn" asks whether one of yours resolved this turn (DM-T1-11)."""
R_MASTER_J = "DM-T1-11"
_MASTER_J_TOTAL = 10


def _jokers(state: GameState, player: int) -> list[int]:
    return [o for o in state.zones[BATTLE[player]] if qualifies(state, o, "Jokers")]


def _cost(state: GameState, oid: int) -> int:
    return int(getattr(state.objects[oid].card, "cost", 0))


def _your_jokers(state: GameState, ctx: Ctx, oid: int) -> bool:
    return state.objects[oid].controller == ctx.controller and qualifies(state, oid, "Jokers")


def _master_j_may(state: GameState, ctx: Ctx) -> bool:
    """The intervening "if": this card is in your hand and no Master J Tornado of yours
    resolved this turn (asked as it triggers and again as it resolves)."""
    return ctx.source is not None and state.objects[ctx.source].zone == HAND[ctx.controller] \
        and not resolved(state, ctx.controller, MASTER_J_TORNADO)


@dataclass(frozen=True)
class MasterJTornado(Action):
    """"Choose any number of your Jokers creatures with a total cost of 10 or more and
    return them to your hand. If you do, put this creature into the battle zone." Nothing
    (logged) when your Jokers do not add up to 10."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        mine = _jokers(state, ctx.controller)
        if sum(_cost(state, o) for o in mine) < _MASTER_J_TOTAL:
            state.log_rule(R_MASTER_J, "{}'s Master J Tornado does nothing: {}'s Jokers do not "
                           "add up to cost {}", state.objects[ctx.source].card.name
                           if ctx.source is not None else "?",
                           state.players[ctx.controller].name, _MASTER_J_TOTAL)
            return
        state.push(ChooseJokers(ctx, ()))

    @property
    def text(self) -> str:
        return f"return your Jokers with a total cost of {_MASTER_J_TOTAL} or more to your " \
               f"hand; if you do, put this creature into the battle zone"


class ChooseJokers(Ask):
    """Master J Tornado's controller chooses their Jokers creatures one at a time
    (``chosen`` so far); choosing none ends the choice: with a total cost of 10 or more
    the chosen ones return to the hand and this creature comes out, else nothing
    happens."""

    __slots__ = ("chosen", "ctx")

    def __init__(self, ctx: Ctx, chosen: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.chosen = chosen

    def decide(self, state: GameState) -> Decision:
        rest = [o for o in _jokers(state, self.ctx.controller) if o not in self.chosen]
        total = sum(_cost(state, o) for o in self.chosen)
        return Decision(self.ctx.controller, "choose", [*one_per_card(state, rest, "choose"),
                                                       NONE],
                        f"Choose a Jokers creature to return (total cost {total} of "
                        f"{_MASTER_J_TOTAL}), or choose none to stop", state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "choose":
            state.log_rule("DM 109.2a", "{} chooses {}",
                           state.players[self.ctx.controller].name,
                           state.objects[option.obj].card.name)
            state.push(ChooseJokers(self.ctx, (*self.chosen, option.obj)))
            return
        finish_master_j(state, self.ctx, self.chosen)


def finish_master_j(state: GameState, ctx: Ctx, chosen: tuple[int, ...]) -> None:
    """The chosen Jokers return to the hand and this creature comes out, if they add up
    to 10 and this card is still in the hand; the keyword's use of the turn is spent."""
    p, oid = ctx.controller, ctx.source
    objs = state.objects
    still = [o for o in chosen if objs[o].zone == BATTLE[p]]
    total = sum(_cost(state, o) for o in still)
    if oid is None or objs[oid].zone != HAND[p] or total < _MASTER_J_TOTAL:
        state.log_rule(R_MASTER_J, "{} returns nothing: the chosen Jokers' total cost is {}, "
                       "not {} or more", state.players[p].name, total, _MASTER_J_TOTAL)
        return
    state.emit(Event("keyword", player=p, obj=oid, reason=MASTER_J_TORNADO, rule=R_MASTER_J))
    state.log_rule(R_MASTER_J, "{} uses {}'s Master J Tornado (its use of the turn): {} "
                   "return to the hand", state.players[p].name, objs[oid].card.name,
                   ", ".join(objs[o].card.name for o in still))
    for o in still:
        state.move(o, HAND[p], player=p, reason="effect", cause="effect", source=oid,
                   rule=R_MASTER_J)
    state.log_rule(R_MASTER_J, "{} puts {} into the battle zone", state.players[p].name,
                   objs[oid].card.name)
    state.move(oid, BATTLE[p], player=p, reason="effect", cause="effect", source=oid,
               rule=R_MASTER_J)


JOLLY_THE_JORNADO = creature(
    "Jolly the Jornado", jp="ジョリー・ザ・ジョルネード", civilization="water", cost=7,
    power=10000, race="Jokers/Wonderforce",
    abilities=[
        Triggered("Master J Tornado: At the end of your opponent's turn, if this creature is "
                  "in your hand and you haven't used another Master J Tornado this turn, you "
                  "may choose any number of your Jokers creatures with a total cost of 10 or "
                  "more and return them to your hand. If you do, put this creature into the "
                  "battle zone.", on=OPPONENTS_TURN_ENDS, zones=("hand",), optional=True,
                  condition=_master_j_may, condition_rule=R_MASTER_J,
                  effect=(MasterJTornado(),)),
        W_BREAKER,
        Triggered("When this creature comes out, GR summon 3 times.", on=ENTERS,
                  effect=(GRSummon(3),)),
        Permission("Your Jokers can't be blocked.", allows=UNBLOCKED, test=_your_jokers),
    ])
"""DM-T1-11: every Jolly in the hand triggers at the end of the opponent's turn; the first
to resolve spends the turn's Master J Tornado (a ``keyword`` event, a history query) and
the others, asked again as they resolve, do nothing. Fan name (cards.md, DMRP-11 M1).
Its printed civilization line reads 水文明[ジョーカーズ]: water here. "Your Jokers can't be
blocked" is a static ability the block step asks (attack.unblocked_by)."""


# ---------------------------------------------------------------------- other per-turn conditions

FURAKU_NO_CHOUJIN = creature(
    "Furaku no Choujin", jp="不落の超人", civilization="nature", cost=8, power=12000,
    race="Giant",
    abilities=[W_BREAKER, ATTACKED_IF_ABLE])
"""DM-T1-12: "not yet attacked this turn" is a history query (attack.lures); while it
holds and the creature is tapped, every attack of its opponent's that can go at it must
(attack.why_not_elsewhere), and the attack step cannot end while a creature can attack
it. No English name is known (cards.md: not found): the name is romanized (unofficial)."""


# ---------------------------------------------------------------------- once per game, named

R_MODES = "DM rule: modes"
MODE = Options("mode")


@dataclass(frozen=True)
class ChooseModes(Action):
    """"Choose ``times`` times from the following (the same one may be chosen again)":
    the modes are chosen first, all of them, then carried out in the order chosen."""

    times: int = 1
    modes: tuple[tuple[str, tuple[Action, ...]], ...] = ()
    """Each mode's text and actions."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.push(ModeChoice(ctx, ()))

    @property
    def text(self) -> str:
        return f"choose {self.times} times from: " + \
            " / ".join(text for text, _ in self.modes)


def _modes_of(state: GameState, ctx: Ctx) -> ChooseModes:
    """The :class:`ChooseModes` of the resolving ability (its actions are looked up on
    the card, so the steps below hold only numbers)."""
    assert ctx.ability is not None
    ab = state.ability(ctx.ability)
    found = next(a for a in getattr(ab, "effect", ()) if isinstance(a, ChooseModes))
    return found


class ModeChoice(Ask):
    """The controller chooses the next mode (``chosen``: those chosen so far)."""

    __slots__ = ("chosen", "ctx")

    def __init__(self, ctx: Ctx, chosen: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.chosen = chosen

    def decide(self, state: GameState) -> Decision:
        spec = _modes_of(state, self.ctx)
        return Decision(self.ctx.controller, "mode",
                        [MODE[-1, i] for i in range(len(spec.modes))],
                        f"Choose a mode ({len(self.chosen) + 1} of {spec.times}): " + "; ".join(
                            f"{i + 1}: {text}" for i, (text, _) in enumerate(spec.modes)),
                        state)

    def answer(self, state: GameState, option: Option) -> None:
        spec = _modes_of(state, self.ctx)
        chosen = (*self.chosen, int(option.arg))
        state.log_rule(R_MODES, "{} chooses mode {} ({})",
                       state.players[self.ctx.controller].name, option.arg + 1,
                       spec.modes[option.arg][0])
        if len(chosen) < spec.times:
            state.push(ModeChoice(self.ctx, chosen))
        else:
            state.push(RunModes(self.ctx, chosen, 0, 0))


def _leaves_while_no_shield_left(state: GameState, event: Event, ctx: Ctx) -> bool:
    # This creature leaving the battle zone (for anywhere but the battle zone), in a turn
    # in which no shield has left a shield zone: a history query.
    if event.obj is None or event.obj != ctx.source or event.to in BATTLE \
            or state.objects[event.obj].zone not in BATTLE:
        return False
    return not state.history.any("move", where=lambda e: e.frm in SHIELD and e.to != e.frm)


GORGINI_EN_GELS = creature(
    "Gorgini en Gels", jp="富轟皇 ゴルギーニ・エン・ゲルス", civilization=("light", "darkness"),
    cost=7, power=11500, race="Mecha Angel Command",
    abilities=[
        revolution_change("Mecha of cost 5 or more", race_condition("Mecha", 5)),
        W_BREAKER,
        Prohibition("If no shield has left this turn, this creature does not leave.",
                    forbids=Pattern("move", where=_leaves_while_no_shield_left)),
        Triggered("Final Declaration: At the start of your turn, you may choose 4 times from "
                  "the following (the same one may be chosen again; Final Declaration can "
                  "be used only once in the game).", on=YOUR_TURN_STARTS, optional=True,
                  limit=per_game(keyword=FINAL_DECLARATION),
                  effect=(ChooseModes(4, (
                      ("destroy one of your opponent's creatures, then draw a card",
                       (DestroyOne(), Draw(1))),
                      ("put the top card of your deck into your shield zone, then return a "
                       "card from your graveyard to your hand",
                       (TopToZone("shield"), Choose("card", "graveyard"),
                        MoveChosen("hand", frm="graveyard"))),
                  )),)),
    ])
"""DM-T1-13, the named "once per game" (終極宣言, translated "Final Declaration" here,
unofficial): one use per player per game, spent when its controller says yes; the
opponent's use is theirs. No English name is known (cards.md: not found): the name is
romanized. "Does not leave" is a prohibition of its moves out of the battle zone while no
shield has left this turn (a history query); the seed names no owner for the shield, so
either player's counts (UNCONFIRMED)."""


ALL = (WAVE, EMPEROR_KIRIKO, JOLLY_THE_JORNADO, FURAKU_NO_CHOUJIN, GORGINI_EN_GELS)
