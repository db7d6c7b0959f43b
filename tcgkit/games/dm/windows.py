"""Declaration windows (使用宣言): Revolution Change (革命チェンジ), Invasion (侵略),
Ninja Strike (ニンジャ・ストライク), Ninja Change, Invasion ZERO: the triggered abilities
that function in the hand and are used by showing the card and declaring them.

Such an ability triggers in a zone only its owner sees, so the rules make its use a
declaration (DM 603.2e: showing the card is the declaration of a triggered ability, not
the use of a card): after an attack is declared, the turn player declares every one of
theirs first (DM 506.3b), and their waiting abilities, "when this attacks" ones included,
resolve in the order they choose (DM 506.3c); then the non-turn player declares theirs
(Ninja Strike), which resolve in turn (that the non-turn player declares after the turn
player's abilities resolved, seeing the new attacker of a Revolution Change, is our
reading: UNCONFIRMED against the rules' text). When a creature of the non-turn player blocks, the
turn player may declare Ninja Strike before the battle.

Declared abilities are :class:`Declared` (a :class:`~tcgkit.core.abilities.Triggered` the
kernel does not index: nothing triggers them but a declaration). A declaration is a
``declare`` event in the history and puts the ability among the waiting ones, where the
kernel's ordered-triggers policy lets its owner choose the order; what it did when it
resolved is a ``keyword`` event, so that "Revolution Change / Ninja Strike resolved this
attack / this turn" are history queries (:func:`resolved`).

- **Revolution Change** (attacking player): the attacking creature must meet the card's
  condition when it is declared; on resolution the attacker returns to its owner's hand
  and this creature is put into the battle zone in its place, tapped as the attacker was,
  and is the attacking creature from then on. It is put out, not summoned: "when put
  into the battle zone" abilities trigger, "when you summon" ones do not.
- **Ninja Strike N** (the player whose opponent's creature attacked or blocked): each card
  once per attack; the mana zone is counted as it resolves (official Q&A of 2022-08-10:
  declaring with fewer than N cards is allowed, and then the shinobi stays in the hand);
  the first to resolve spends the attack's Ninja Strike (DM-T1-11); it is summoned
  without paying its cost (a use: "when you summon" abilities trigger), and at the end of
  the turn it goes to the bottom of its owner's deck.

Games whose hands hold no such card pay one dictionary look-up per card in hand per
attack. A window is opened only for a player who holds a card that could be declared in
it, so that a player is asked at all tells the opponent that much (as the automations
do: docs/architecture.md); agents that must not learn it would need every window opened
at every attack.

- **Invasion** (侵略, attacking player): like Revolution Change, the attacker must meet
  the condition at the declaration only; several may be declared on one attack. Each
  resolving one puts its evolution creature from the hand on top of the creature
  attacking now (the previous invader), through a ``move`` of reason
  :data:`~tcgkit.games.dm.evolution.ONTO` (put out, not summoned); the stack keeps the
  tapped state and the attack.
- **Ninja Change N** (ニンジャ・チェンジ, same window as Ninja Strike): swaps with one of
  its controller's Mecha or Shinobi of cost N or more, which returns to the hand; no
  mana is counted; it does nothing if its controller already resolved a "Ninja"
  ability (Ninja Strike or Ninja Change) during this attack.
- **Invasion ZERO** (侵略ZERO): the non-turn player's window as the turn end step
  begins (:func:`at_end_step`), if the turn player put a creature into the battle zone
  without paying its cost this turn (a history query).

**S-Back** (S・バック) is declared the same way as broken shields arrive in the hand:
:class:`SBackWindow`, each declaration discarding one matching card just broken.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ...core.abilities import Action, Ctx, Pattern, Triggered
from ...core.continuous import Continuous
from ...core.decision import Decision, Option, Options, one_per_card
from ...core.events import BOTTOM, DESTROY, DISCARD, Event
from ...core.objects import game_has
from ...core.pending import PendingItem
from ...core.procedure import Use
from ...core.resolve import GivePriority
from ...core.steps import Ask, Step
from .attack import EndAttack, ResolveAttack, battle, power
from .evolution import put_out_on
from .once import NINJA_STRIKE_LIMIT
from .play import why_not_use
from .turn import until_your_next_turn
from .vocab import NONE
from .zones import BATTLE, DECK, GRAVEYARD, HAND, MANA

if TYPE_CHECKING:
    from ...core.state import GameState
    from .card import DmCard
    from .typed import objects

REVOLUTION_CHANGE = "Revolution Change"
NINJA_STRIKE = "Ninja Strike"
INVASION = "Invasion"

R_DECLARE = "DM 506.3b"
"""Optional triggered abilities of hidden zones (Ninja Strike, Revolution Change) are
declared: the turn player's all first, then their waiting abilities resolve."""
R_REVEAL = "DM 603.2e"
"""Declaring a triggered ability is showing its card, which is not using the card."""
R_REVOLUTION_CHANGE = "DM rule: Revolution Change"
R_NINJA_STRIKE = "DM rule: Ninja Strike"
R_INVASION = "DM rule: Invasion"
INVASION_ZERO = "Invasion ZERO"
R_INVASION_ZERO = "DM rule: Invasion ZERO"
_CONDITION_RULE = {INVASION: R_INVASION, INVASION_ZERO: R_INVASION_ZERO}
"""The rule a keyword's condition refusal cites (Revolution Change's otherwise)."""
R_ONCE_PER_ATTACK = "DM-T1-11"

YOUR_ATTACK = "your attack"
"""A window kind: one of your creatures attacked (Revolution Change)."""
OPPONENT_ATTACK_OR_BLOCK = "opponent's attack or block"
"""A window kind: an opponent's creature attacked or blocked (Ninja Strike)."""

OPPONENT_TURN_END = "opponent's turn end"
"""A window kind: the end step of an opponent's turn begins (Invasion ZERO)."""

SWAP = "swap"
"""The ``reason`` of the two moves of 入れ替える (Revolution Change's swap)."""


@dataclass(frozen=True, kw_only=True)
class Declared(Triggered):
    """A triggered ability used by declaring it from the hand (使用宣言が必要な誘発型能力,
    DM 603.2e). ``keyword`` names it ("Revolution Change"); ``window`` says when it may
    be declared (:data:`YOUR_ATTACK` or :data:`OPPONENT_ATTACK_OR_BLOCK`); ``meets``, for
    Revolution Change, says why the attacking creature does not meet its condition (or
    ``None`` if it does). Its ``effect`` runs when it resolves; no ``on`` pattern: only
    a declaration makes it wait."""

    keyword: str = ""
    window: str = YOUR_ATTACK
    meets: Callable[[GameState, int], str | None] | None = None
    ROLE: ClassVar[str] = ""


_DECLARED: dict[DmCard, tuple[tuple[int, Declared], ...]] = {}
"""Per card definition (cards hash by identity): its declared abilities with their
indexes, found once, since every attack asks it of every card in two hands."""


def declared_abilities(card: DmCard) -> tuple[tuple[int, Declared], ...]:
    """The card's :class:`Declared` abilities, with their indexes on the card."""
    found = _DECLARED.get(card)
    if found is None:
        found = tuple((i, a) for i, a in enumerate(card.abilities) if isinstance(a, Declared))
        _DECLARED[card] = found
    return found


def _has_declared(card: DmCard) -> bool:
    return bool(declared_abilities(card))


_DECLARED_CARDS = "dm: declared abilities"
"""The :func:`game_has` key of the cards with an ability to declare (most games have
none: the windows read its usual answer before asking :func:`_holds`)."""


def _holds(state: GameState, player: int, window: str) -> bool:
    """Whether ``player`` holds a card with an ability to declare in ``window``: asked at
    every attack and turn end, so first whether any card of the game has one at all."""
    if not game_has(state, _DECLARED_CARDS, _has_declared):
        return False
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    for oid in state.zones[HAND[player]]:
        for _, ab in declared_abilities(objs[oid].card):
            if ab.window == window:
                return True
    return False


# ---------------------------------------------------------------------- the windows

def after_attack(state: GameState, attacker: int) -> tuple[Step, ...]:
    """The steps that follow an attack's declaration when a player holds a card to
    declare: the turn player's window and their waiting abilities (DM 506.3b-c), then
    the non-turn player's window; empty when neither hand holds such a card (the attack
    step then runs as before)."""
    if state.cache.get(_DECLARED_CARDS) == len(state.objects):
        return ()  # game_has's usual answer, read first: no card of the game declares
    p = state.active
    mine = _holds(state, p, YOUR_ATTACK)
    theirs = _holds(state, 1 - p, OPPONENT_ATTACK_OR_BLOCK)
    if not (mine or theirs):
        return ()
    steps: list[Step] = []
    if mine:
        steps += [DeclareWindow(p, "attack", attacker), GivePriority(p)]
    if theirs:
        steps += [DeclareWindow(1 - p, "attack", attacker)]
    return tuple(steps)


def after_block(state: GameState, attacker: int, blocker: int) -> bool:
    """After ``blocker`` blocked ``attacker``: if the turn player holds a card to declare
    (Ninja Strike: an opponent's creature blocked), their window, their waiting
    abilities, then the battle; ``False`` (nothing scheduled) otherwise."""
    p = state.active
    if state.cache.get(_DECLARED_CARDS) == len(state.objects) \
            or not _holds(state, p, OPPONENT_ATTACK_OR_BLOCK):
        return False
    state.push(DeclareWindow(p, "block", attacker), GivePriority(p), Battle(attacker, blocker))
    return True


class Battle(Step):
    """A blocked attack's battle, once what was declared at the block has resolved."""

    __slots__ = ("attacker", "blocker")

    def __init__(self, attacker: int, blocker: int) -> None:
        self.attacker = attacker
        self.blocker = blocker

    def run(self, state: GameState) -> None:
        battle(state, self.attacker, self.blocker)


DECLARE = Options("declare")
NO_DECLARATION = Option("no_declare")


_WHEN = {YOUR_ATTACK: "when your own creature attacks",
         OPPONENT_ATTACK_OR_BLOCK: "when an opponent's creature attacks or blocks",
         OPPONENT_TURN_END: "as an opponent's turn end step begins"}


def _window_of(kind: str, player: int, state: GameState) -> str:
    if kind == "end":
        return OPPONENT_TURN_END
    return YOUR_ATTACK if kind == "attack" and player == state.active \
        else OPPONENT_ATTACK_OR_BLOCK


def _stamp(state: GameState, kind: str) -> tuple[object, ...]:
    """What a declaration's ``data`` records of its window: the attack (each card once
    per attack), or the turn whose end step it was declared in."""
    return ("end", state.turn) if kind == "end" else (state.attack_id,)


def why_not_declare(state: GameState, player: int, oid: int, kind: str,
                    attacker: int) -> str | None:
    """Why ``player`` cannot declare card ``oid``'s ability in the window that follows an
    attack or a block (``kind``) by ``attacker``, or ``None``: the one check behind the
    window's options and its refusals. A card is declared from the hand, once during an
    attack; Revolution Change needs the attacker to meet its condition. Ninja Strike's
    mana is not counted here but as it resolves."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    if not 0 <= oid < len(objs) or objs[oid].zone != HAND[player]:
        return f"only a card in your hand can be declared ({R_REVEAL})"
    o = objs[oid]
    window = _window_of(kind, player, state)
    abilities = [ab for _, ab in declared_abilities(o.card) if ab.window == window]
    if not abilities:
        own = [ab for _, ab in declared_abilities(o.card)]
        when = "; ".join(f"{ab.keyword} is declared {_WHEN.get(ab.window, 'elsewhere')}"
                         for ab in own[:1]) or "it has no declared ability"
        return f"{o.card.name} has no ability to declare now: {when} ({R_DECLARE})"
    stamp = _stamp(state, kind)
    if state.history.any("declare", where=lambda e: e.obj == oid and e.data == stamp):
        return f"{o.card.name} was already declared during this attack: each card once " \
               f"per attack ({R_DECLARE})"
    ab = abilities[0]
    if ab.meets is not None:
        why = ab.meets(state, attacker)
        if why is not None and attacker < 0:
            return f"{o.card.name}'s {ab.keyword} condition is not met: {why} " \
                   f"({_CONDITION_RULE.get(ab.keyword, R_REVOLUTION_CHANGE)})"
        if why is not None:
            return f"{objs[attacker].card.name} does not meet {o.card.name}'s " \
                   f"{ab.keyword} condition: {why} " \
                   f"({_CONDITION_RULE.get(ab.keyword, R_REVOLUTION_CHANGE)})"
    return None


class DeclareWindow(Ask):
    """``player`` declares, one card at a time, the abilities of cards in their hand that
    the attack (or block: ``kind``) by ``attacker`` lets them declare, then stops. Each
    declaration shows the card (DM 603.2e) and puts its ability among the waiting ones;
    they resolve in the order their owner chooses."""

    __slots__ = ("attacker", "kind", "player")

    def __init__(self, player: int, kind: str, attacker: int) -> None:
        self.player = player
        self.kind = kind
        self.attacker = attacker

    def decide(self, state: GameState) -> Decision | None:
        p = self.player
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        seen: set[object] = set()
        options: list[Option] = []
        for oid in state.zones[HAND[p]]:
            card = objs[oid].card
            if card in seen or not declared_abilities(card):
                continue
            if why_not_declare(state, p, oid, self.kind, self.attacker) is None:
                seen.add(card)  # two undeclared copies are one choice
                options.append(DECLARE[oid])
        options.append(NO_DECLARATION)
        window = _window_of(self.kind, p, state)
        what = "Revolution Change or Invasion" if window == YOUR_ATTACK \
            else "Invasion ZERO" if window == OPPONENT_TURN_END \
            else "Ninja Strike or Ninja Change"
        return Decision(p, "declare", options,
                        f"Declare {what} of a card in your hand, or declare nothing", state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "no_declare":
            return
        p = self.player
        oid = option.obj
        if TYPE_CHECKING:
            card = objects(state)[oid].card
        else:
            card = state.objects[oid].card
        window = _window_of(self.kind, p, state)
        idx, ab = next((i, a) for i, a in declared_abilities(card) if a.window == window)
        state.log_rule(R_REVEAL, "{} shows {} from their hand and declares its {}",
                       state.players[p].name, card.name, ab.keyword)
        trigger = state.history.last("step" if self.kind == "end" else self.kind)
        state.emit(Event("declare", player=p, obj=oid,
                         target=self.attacker if self.attacker >= 0 else None,
                         reason=ab.keyword, rule=R_DECLARE, data=_stamp(state, self.kind)))
        state.triggered.append(PendingItem(state.next_id(), "trigger", p, obj=oid,
                                           ability=(oid, idx), event=trigger))
        state.push(self)  # more may be declared


# ---------------------------------------------------------------------- history queries

def resolved(state: GameState, player: int, keyword: str, *, this_attack: bool = False,
             game: bool = False) -> bool:
    """Whether ``player`` resolved a ``keyword`` ability ("Revolution Change", "Ninja
    Strike") during this attack, this turn (the default) or this game: a history
    query, for "if you haven't used ... during this attack / this turn"."""
    attack = state.attack_id
    return state.history.any("keyword", player=player, game=game,
                             where=lambda e: e.reason == keyword
                             and (not this_attack or e.data == (attack,)))


def declared(state: GameState, player: int, keyword: str, *, this_attack: bool = True) -> int:
    """How many ``keyword`` declarations ``player`` made during this attack (or turn)."""
    attack = state.attack_id
    return state.history.count("declare", player=player,
                               where=lambda e: e.reason == keyword
                               and (not this_attack or e.data == (attack,)))


def _used(state: GameState, ctx: Ctx, keyword: str, *, target: int | None = None) -> None:
    state.emit(Event("keyword", player=ctx.controller, obj=ctx.source, target=target,
                     reason=keyword, rule=R_ONCE_PER_ATTACK, data=(state.attack_id,)))


# ---------------------------------------------------------------------- Revolution Change

def _attacking(state: GameState, attacker: int) -> bool:
    """Whether ``attacker`` is the creature of the attack in progress (its outcome still
    waits on the work stack) and still in the battle zone."""
    if state.objects[attacker].zone not in BATTLE:
        return False
    return any(isinstance(s, ResolveAttack) and s.attacker == attacker for s in state.work)


def _held(state: GameState, ctx: Ctx, rule: str, keyword: str) -> str | None:
    """The name of the card whose declared ``keyword`` resolves, or ``None`` (and a log
    line citing ``rule``) when it is no longer in its controller's hand: a declared
    ability of a card that left the hand does nothing."""
    oid = ctx.source
    if oid is None:
        return None
    o = state.objects[oid]
    if o.zone != HAND[ctx.controller]:
        state.log_rule(rule, "{}'s {} does nothing: it is no longer in the hand", o.card.name,
                       keyword)
        return None
    return o.card.name


@dataclass(frozen=True)
class SwapWithAttacker(Action):
    """Revolution Change's effect: the attacking creature and this card in the hand change
    places at once (入れ替える): the attacker returns to its owner's hand, this creature
    is put into the battle zone (not summoned), tapped as the attacker was, attacking in
    its place. Nothing if this card left the hand or the attacker is no longer
    attacking."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid, p = ctx.source, ctx.controller
        attacker = ctx.event.obj if ctx.event is not None else None
        if oid is None or attacker is None:
            return
        objs = state.objects
        name = _held(state, ctx, R_REVOLUTION_CHANGE, REVOLUTION_CHANGE)
        if name is None:
            return
        if not _attacking(state, attacker):
            state.log_rule(R_REVOLUTION_CHANGE, "{}'s Revolution Change does nothing: {} is "
                           "no longer attacking", name, objs[attacker].card.name)
            return
        a = objs[attacker]
        state.log_rule(R_REVOLUTION_CHANGE, "{} swaps {} for {} (Revolution Change): {} "
                       "returns to the hand, {} is put into the battle zone attacking",
                       state.players[p].name, a.card.name, name, a.card.name, name)
        _used(state, ctx, REVOLUTION_CHANGE, target=attacker)
        tapped = a.tapped
        state.move(attacker, HAND[a.owner], player=a.owner, reason=SWAP, cause="effect",
                   source=oid, rule=R_REVOLUTION_CHANGE)
        state.move(oid, BATTLE[p], player=p, reason=SWAP, cause="effect", source=oid,
                   rule=R_REVOLUTION_CHANGE)
        state.push(TakeOverAttack(attacker, oid, tapped))

    @property
    def text(self) -> str:
        return "swap the attacking creature with this creature"


class TakeOverAttack(Step):
    """The creature a Revolution Change put out takes the attacker's place: it has the
    attacker's tapped state (it is put in so, it does not become tapped) and is the
    creature whose attack goes on (the block step, the battle, the breaks)."""

    __slots__ = ("new", "old", "rule", "tapped")

    def __init__(self, old: int, new: int, tapped: bool,
                 rule: str = R_REVOLUTION_CHANGE) -> None:
        self.old = old
        self.new = new
        self.tapped = tapped
        self.rule = rule

    def run(self, state: GameState) -> None:
        new, old = self.new, self.old
        if state.objects[new].zone not in BATTLE:
            return  # it did not arrive (a replacement): the attack has no creature left
        if self.tapped:
            state.mut(new).tapped = True
        work = state.work
        for i, s in enumerate(work):
            if isinstance(s, ResolveAttack) and s.attacker == old:
                work[i] = ResolveAttack(new, s.target)
            elif isinstance(s, EndAttack) and s.attacker == old:
                work[i] = EndAttack(new)
        state.log_rule(self.rule, "{} is attacking in {}'s place{}",
                       state.objects[new].card.name, state.objects[old].card.name,
                       " (tapped)" if self.tapped else "")


def revolution_change(condition: str, meets: Callable[[GameState, int], str | None]) -> Declared:
    """革命チェンジ: "Revolution Change — <condition> (when your <condition> attacks, you
    may swap it with this creature in your hand)". ``meets`` says why an attacking
    creature is not <condition>, or ``None``."""
    return Declared(f"Revolution Change: {condition} (When one of your {condition} "
                    "attacks, you may swap that creature with this creature from your "
                    "hand.)", zones=("hand",), keyword=REVOLUTION_CHANGE, window=YOUR_ATTACK,
                    meets=meets, effect=(SwapWithAttacker(),))


def dragon_condition(civilizations: tuple[str, ...], min_cost: int
                     ) -> Callable[[GameState, int], str | None]:
    """The condition "a <civ> or <civ> Dragon of cost ``min_cost`` or more": a creature
    with one of ``civilizations``, whose race contains Dragon (ドラゴン covers every
    Dragon race), of at least that cost."""

    def meets(state: GameState, oid: int) -> str | None:
        if TYPE_CHECKING:
            c = objects(state)[oid].card
        else:
            c = state.objects[oid].card
        if not set(c.civilizations) & set(civilizations):
            return f"it is not {' or '.join(civilizations)}"
        if "Dragon" not in c.race:
            return "it is not a Dragon"
        if c.cost < min_cost:
            return f"its cost {c.cost} is less than {min_cost}"
        return None

    return meets


def race_condition(race: str, min_cost: int) -> Callable[[GameState, int], str | None]:
    """The condition "a <race> of cost ``min_cost`` or more": a creature whose race
    contains ``race`` (アーマード covers Armored Dragon and Armored Wyvern), of at least
    that cost."""

    def meets(state: GameState, oid: int) -> str | None:
        c = state.objects[oid].card
        if race not in getattr(c, "race", ""):
            return f"it is not a {race}"
        if getattr(c, "cost", 0) < min_cost:
            return f"its cost {getattr(c, 'cost', 0)} is less than {min_cost}"
        return None

    return meets


def _by_revolution_change(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source and event.to in BATTLE and event.reason == SWAP


BY_REVOLUTION_CHANGE = Pattern("move", where=_by_revolution_change)
""""When this creature is put into the battle zone by Revolution Change" (「革命チェンジ」に
よって出た時): its move into the battle zone by the swap."""


# ---------------------------------------------------------------------- Invasion

def current_attacker(state: GameState) -> int | None:
    """The creature of the attack in progress (its outcome still waits on the work
    stack), if it is still in the battle zone: after an Invasion, the creature on top."""
    for s in reversed(state.work):
        if isinstance(s, ResolveAttack):
            return s.attacker if state.objects[s.attacker].zone in BATTLE else None
    return None


@dataclass(frozen=True)
class InvadeOnTop(Action):
    """Invasion's effect (侵略): this evolution creature is put from the hand on top of
    the creature that is attacking now (the previous invader, when several Invasions
    were declared), which goes under it with the cards already under it; it takes that
    creature's tapped state and goes on attacking in its place. It is put out, not
    summoned (no use: "when you summon" abilities do not trigger). The condition was
    met at the declaration; it is not asked again here (the rules say so: DM Wiki's
    Invasion page, UNCONFIRMED against the comprehensive rules' text). Nothing if this
    card left the hand or no creature of its controller is attacking."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid, p = ctx.source, ctx.controller
        name = _held(state, ctx, R_INVASION, INVASION)
        if oid is None or name is None:
            return
        objs = state.objects
        base = current_attacker(state)
        if base is None or objs[base].zone != BATTLE[p]:
            state.log_rule(R_INVASION, "{}'s Invasion does nothing: no creature of {} is "
                           "attacking", name, state.players[p].name)
            return
        state.log_rule(R_INVASION, "{} invades: {} is put on top of the attacking {}",
                       state.players[p].name, name, objs[base].card.name)
        _used(state, ctx, INVASION, target=base)
        put_out_on(state, oid, base, player=p, source=oid, rule=R_INVASION)
        state.push(TakeOverAttack(base, oid, False, R_INVASION))

    @property
    def text(self) -> str:
        return "put this creature on top of the attacking creature"


def invasion(condition: str, meets: Callable[[GameState, int], str | None]) -> Declared:
    """侵略: "Invasion — <condition> (when your <condition> attacks, you may put this
    creature from your hand on top of it)". ``meets`` says why an attacking creature is
    not <condition>, or ``None``."""
    return Declared(f"Invasion: {condition} (When one of your {condition} attacks, you "
                    "may put this creature from your hand on top of it.)", zones=("hand",),
                    keyword=INVASION, window=YOUR_ATTACK, meets=meets,
                    effect=(InvadeOnTop(),))


def civ_race_condition(civilization: str, race: str) -> Callable[[GameState, int], str | None]:
    """The condition "a <civ> <race>" (火のコマンド: a fire Command): a creature of that
    civilization whose race contains ``race`` (コマンド covers every Command race)."""

    def meets(state: GameState, oid: int) -> str | None:
        if TYPE_CHECKING:
            c = objects(state)[oid].card
        else:
            c = state.objects[oid].card
        if civilization not in c.civilizations:
            return f"it is not {civilization}"
        if race not in c.race:
            return f"it is not a {race}"
        return None

    return meets


# ---------------------------------------------------------------------- Invasion ZERO

def at_end_step(state: GameState) -> None:
    """As the turn end step begins: the non-turn player's Invasion ZERO window and what
    they declared, if they hold such a card (nothing scheduled otherwise)."""
    p = 1 - state.active
    if state.cache.get(_DECLARED_CARDS) != len(state.objects) \
            and _holds(state, p, OPPONENT_TURN_END):
        state.push(DeclareWindow(p, "end", -1), GivePriority(p))


def put_out_free_this_turn(state: GameState, _: int) -> str | None:
    """Invasion ZERO's condition "this turn, your opponent put a creature into the battle
    zone without paying its cost", or why not: a creature of the turn player's that
    came into the battle zone this turn by an effect (a move: Revolution Change,
    Invasion, "put into the battle zone"), or summoned at a cost of 0 (Ninja Strike,
    G-Zero, Shield Trigger, GR summon: a summon event records the cost paid as its
    ``amount``)."""
    zone = BATTLE[state.active]
    if state.history.any(where=lambda e: e.to == zone and e.frm not in BATTLE
                         and (e.kind == "move" or (e.kind == "summon" and e.amount == 0))):
        return None
    return f"{state.players[state.active].name} put no creature into the battle zone " \
           "without paying its cost this turn"


@dataclass(frozen=True)
class PutThisOut(Action):
    """"Put this creature from your hand into the battle zone" (not summoned: no use)."""

    keyword: str = INVASION_ZERO

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid, p = ctx.source, ctx.controller
        if oid is None or state.objects[oid].zone != HAND[p]:
            return
        name = state.objects[oid].card.name
        state.log_rule(R_INVASION_ZERO, "{} puts {} into the battle zone ({})",
                       state.players[p].name, name, self.keyword)
        _used(state, ctx, self.keyword)
        state.move(oid, BATTLE[p], player=p, reason="effect", cause="effect", source=oid,
                   rule=R_INVASION_ZERO)

    @property
    def text(self) -> str:
        return "put this creature from your hand into the battle zone"


def invasion_zero() -> Declared:
    """侵略ZERO as ブラックアウト prints it: "at the end of your opponent's turn, if that
    turn your opponent put a creature into the battle zone without paying its cost, you
    may put this creature from your hand into the battle zone" — declared from the hand
    as the opponent's turn end step begins."""
    return Declared("Invasion ZERO: At the end of your opponent's turn, if that turn your "
                    "opponent put a creature into the battle zone without paying its cost, "
                    "you may put this creature from your hand into the battle zone.",
                    zones=("hand",), keyword=INVASION_ZERO, window=OPPONENT_TURN_END,
                    meets=put_out_free_this_turn, effect=(PutThisOut(),))


# ---------------------------------------------------------------------- Ninja Strike

@dataclass(frozen=True)
class NinjaStrikeSummon(Action):
    """Ninja Strike ``need``'s effect: if its controller has ``need`` or more cards in the
    mana zone now (counted as it resolves) and has not used Ninja Strike during this
    attack (DM-T1-11), this shinobi is summoned from the hand without paying its cost."""

    need: int = 0

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid, p = ctx.source, ctx.controller
        name = _held(state, ctx, R_NINJA_STRIKE, NINJA_STRIKE)
        if oid is None or name is None:
            return
        mana = len(state.zones[MANA[p]])
        if mana < self.need:
            state.log_rule(R_NINJA_STRIKE, "{}'s Ninja Strike {} does nothing: {} has {} "
                           "card(s) in the mana zone as it resolves", name, self.need,
                           state.players[p].name, mana)
            return
        if not NINJA_STRIKE_LIMIT.available(state, p):
            state.log_rule(R_ONCE_PER_ATTACK, "{}'s Ninja Strike does nothing: {} already "
                           "used Ninja Strike during this attack", name, state.players[p].name)
            return
        NINJA_STRIKE_LIMIT.spend(state, p)
        state.log_rule(R_ONCE_PER_ATTACK, "{} uses {}'s Ninja Strike", state.players[p].name,
                       name)
        _used(state, ctx, NINJA_STRIKE)
        why = why_not_use(state, p, oid, free=True)
        if why is None:
            state.push(Use("dm.use", p, oid, plan=(("free", True),)))
        else:
            state.log_rule(R_NINJA_STRIKE, "{} cannot be summoned: {}", name, why)

    @property
    def text(self) -> str:
        return "summon this shinobi without paying its cost"


def _end_step(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.data == ("end",)


def _came_by_ninja_strike(state: GameState, ctx: Ctx) -> bool:
    src = ctx.source
    return state.history.any("keyword", where=lambda e: e.obj == src
                             and e.reason == NINJA_STRIKE)


@dataclass(frozen=True)
class ToDeckBottom(Action):
    """"Put this shinobi on the bottom of your deck" (Ninja Strike's end of the turn)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = ctx.source
        if oid is None or state.objects[oid].zone not in BATTLE:
            return
        o = state.objects[oid]
        state.log_rule(R_NINJA_STRIKE, "{} goes to the bottom of {}'s deck (Ninja Strike, "
                       "end of the turn)", o.card.name, state.players[o.owner].name)
        state.move(oid, DECK[o.owner], player=o.owner, reason="effect", cause="effect",
                   source=oid, rule=R_NINJA_STRIKE, at=BOTTOM)

    @property
    def text(self) -> str:
        return "put this shinobi on the bottom of your deck"


def ninja_strike(n: int) -> tuple[Declared, Triggered]:
    """ニンジャ・ストライクN: the declared ability and its end-of-turn half."""
    return (
        Declared(f"Ninja Strike {n} (When an opponent's creature attacks or blocks, if you "
                 f"have {n} or more cards in your mana zone and haven't used Ninja Strike "
                 "during this attack, you may summon this shinobi without paying its cost. "
                 "At the end of that turn, put it on the bottom of your deck.)",
                 zones=("hand",), keyword=NINJA_STRIKE, window=OPPONENT_ATTACK_OR_BLOCK,
                 effect=(NinjaStrikeSummon(n),)),
        Triggered("Ninja Strike (at the end of the turn it was summoned by Ninja Strike, "
                  "put it on the bottom of your deck)", on=Pattern("step", where=_end_step),
                  condition=_came_by_ninja_strike, effect=(ToDeckBottom(),)),
    )


# ---------------------------------------------------------------------- Ninja Change

NINJA_CHANGE = "Ninja Change"
R_NINJA_CHANGE = "DM rule: Ninja Change"
NINJA = (NINJA_STRIKE, NINJA_CHANGE)
"""The "Ninja" abilities (ニンジャ能力): Ninja Change does nothing if its controller used
any of them during this attack."""


def _swappable(state: GameState, player: int, oid: int, min_cost: int) -> bool:
    if TYPE_CHECKING:
        c = objects(state)[oid].card
    else:
        c = state.objects[oid].card
    return c.kind == "creature" and c.cost >= min_cost \
        and ("Mecha" in c.race or "Shinobi" in c.race)


@dataclass(frozen=True)
class NinjaChangeSwap(Action):
    """Ninja Change ``min_cost``'s effect: if its controller has used no "Ninja" ability
    (Ninja Strike, Ninja Change) during this attack, they choose one of their Mecha or
    Shinobi creatures of cost ``min_cost`` or more; it and this card in the hand change
    places (入れ替える): it returns to the hand, this creature is put into the battle zone
    (not summoned) with its tapped state and in its place in the attack or the battle.
    The mana zone is not counted. Nothing if this card left the hand or no creature
    fits. Resolved after a Ninja Strike of the same attack, it does nothing (official
    Q&A as DM Wiki reports it: UNCONFIRMED against the Q&A's text)."""

    min_cost: int = 0

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid, p = ctx.source, ctx.controller
        name = _held(state, ctx, R_NINJA_CHANGE, NINJA_CHANGE)
        if oid is None or name is None:
            return
        attack = state.attack_id
        if state.history.any("keyword", player=p, where=lambda e: e.reason in NINJA
                             and e.data == (attack,)):
            state.log_rule(R_ONCE_PER_ATTACK, "{}'s Ninja Change does nothing: {} already used "
                           "a Ninja ability during this attack", name, state.players[p].name)
            return
        fit = [o for o in state.zones[BATTLE[p]] if _swappable(state, p, o, self.min_cost)]
        if not fit:
            state.log_rule(R_NINJA_CHANGE, "{}'s Ninja Change does nothing: {} has no Mecha "
                           "or Shinobi of cost {} or more", name, state.players[p].name,
                           self.min_cost)
            return
        state.push(NinjaChangeChoice(ctx, tuple(fit)))

    @property
    def text(self) -> str:
        return f"swap this creature with one of your Mecha or Shinobi of cost " \
               f"{self.min_cost} or more"


class NinjaChangeChoice(Ask):
    """Ninja Change's controller chooses the creature this card swaps with."""

    __slots__ = ("ctx", "fit")

    def __init__(self, ctx: Ctx, fit: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.fit = fit

    def decide(self, state: GameState) -> Decision:
        p = self.ctx.controller
        ids = [o for o in self.fit if state.objects[o].zone == BATTLE[p]]
        return Decision(p, "choose", one_per_card(state, ids, "choose"),
                        "Choose the creature to swap with (Ninja Change)", state)

    def answer(self, state: GameState, option: Option) -> None:
        oid, p, old = self.ctx.source, self.ctx.controller, option.obj
        assert oid is not None
        objs = state.objects
        o = objs[old]
        state.log_rule(R_NINJA_CHANGE, "{} swaps {} for {} (Ninja Change): {} returns to the "
                       "hand, {} is put into the battle zone", state.players[p].name,
                       o.card.name, objs[oid].card.name, o.card.name, objs[oid].card.name)
        state.emit(Event("keyword", player=p, obj=oid, target=old, reason=NINJA_CHANGE,
                         rule=R_NINJA_CHANGE, data=(state.attack_id,)))
        tapped = o.tapped
        state.move(old, HAND[o.owner], player=o.owner, reason=SWAP, cause="effect",
                   source=oid, rule=R_NINJA_CHANGE)
        state.move(oid, BATTLE[p], player=p, reason=SWAP, cause="effect", source=oid,
                   rule=R_NINJA_CHANGE)
        state.push(TakePlace(old, oid, tapped))


class TakePlace(Step):
    """The creature a Ninja Change put out takes the place of the one it swapped with:
    its tapped state (put in so), and its part in the attack in progress (the attacker
    of the attack or of a battle) if it had one."""

    __slots__ = ("new", "old", "tapped")

    def __init__(self, old: int, new: int, tapped: bool) -> None:
        self.old = old
        self.new = new
        self.tapped = tapped

    def run(self, state: GameState) -> None:
        new, old = self.new, self.old
        if state.objects[new].zone not in BATTLE:
            return
        if self.tapped:
            state.mut(new).tapped = True
        work = state.work
        took = False
        for i, s in enumerate(work):
            if isinstance(s, ResolveAttack) and s.attacker == old:
                work[i] = ResolveAttack(new, s.target)
                took = True
            elif isinstance(s, EndAttack) and s.attacker == old:
                work[i] = EndAttack(new)
            elif isinstance(s, Battle) and old in (s.attacker, s.blocker):
                work[i] = Battle(new if s.attacker == old else s.attacker,
                                 new if s.blocker == old else s.blocker)
                took = True
        state.log_rule(R_NINJA_CHANGE, "{} takes {}'s place{}{}",
                       state.objects[new].card.name, state.objects[old].card.name,
                       " (tapped)" if self.tapped else "", " in the attack" if took else "")


def ninja_change(n: int) -> Declared:
    """ニンジャ・チェンジN: "when an opponent's creature attacks or blocks, if you haven't
    used a Ninja ability during this attack, you may swap this creature in your hand with
    one of your Mecha or Shinobi of cost N or more"."""
    return Declared(f"Ninja Change {n} (When an opponent's creature attacks or blocks, if "
                    "you haven't used a Ninja ability during this attack, you may swap this "
                    f"creature in your hand with one of your Mecha or Shinobi of cost {n} "
                    "or more.)", zones=("hand",), keyword=NINJA_CHANGE,
                    window=OPPONENT_ATTACK_OR_BLOCK, effect=(NinjaChangeSwap(n),))


# ---------------------------------------------------------------------- granted keywords

@dataclass(frozen=True)
class GiveChosenKeyword(Action):
    """"Until the start of your next turn, the chosen creature gets <keyword>" (the choice
    made by :class:`~tcgkit.games.dm.vocab.Choose`). The grant lasts until the end of
    the turn before its controller's next turn (:func:`.turn.until_your_next_turn`)."""

    keyword: str = ""

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = state.var(ctx, "chosen")
        if oid is None or state.objects[oid].zone not in BATTLE:
            return
        o = state.objects[oid]
        state.add_continuous(Continuous("keyword", controller=ctx.controller,
                                        target=(oid, o.incarnation), value=self.keyword,
                                        source=ctx.source,
                                        duration=until_your_next_turn(state, ctx.controller)))
        state.log_rule("DM 110", "{} gets {} until the start of {}'s next turn",
                       o.card.name, self.keyword, state.players[ctx.controller].name)

    @property
    def text(self) -> str:
        return f"the chosen creature gets {self.keyword}"


def explain_declare(state: GameState, decision: Decision, option: Option) -> str | None:
    """Why a declaration is refused: outside a declaration window, there is none to make
    (DM 506.3b); in one, the window's own check (:func:`why_not_declare`)."""
    step = state.work[-1] if state.work else None
    if decision.kind != "declare" or not isinstance(step, DeclareWindow):
        return "abilities are declared only right after an attack or a block is declared " \
               f"({R_DECLARE})"
    if type(option.obj) is not int:
        return None
    return why_not_declare(state, decision.player, option.obj, step.kind, step.attacker)



@dataclass(frozen=True)
class UntapChosen(Action):
    """"Untap the chosen creature" (the choice made by
    :class:`~tcgkit.games.dm.vocab.Choose`)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = state.var(ctx, "chosen")
        if oid is None or state.objects[oid].zone not in BATTLE or not state.objects[oid].tapped:
            return
        state.emit_for(ctx, Event("untap", obj=oid, source=ctx.source, reason="effect",
                                  rule="DM 110"))
        state.log_rule("DM 110", "{} untaps", state.objects[oid].card.name)

    @property
    def text(self) -> str:
        return "untap the chosen creature"


@dataclass(frozen=True)
class DestroyMostPowerful(Action):
    """"Destroy all of your opponent's creatures that have the greatest power" (ties: all
    of them; no choice is made). Nothing if the opponent has no creature."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        owner = 1 - ctx.controller
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        mine = [o for o in state.zones[BATTLE[owner]] if objs[o].card.kind == "creature"]
        if not mine:
            return
        most = max(power(state, objs[o]) for o in mine)
        for o in mine:
            if power(state, objs[o]) == most:
                state.move(o, GRAVEYARD[owner], reason=DESTROY, cause="effect",
                           source=ctx.source, rule="DM 701.6")

    @property
    def text(self) -> str:
        return "destroy all of your opponent's creatures with the greatest power"


# ---------------------------------------------------------------------- a spell from the hand

def _fits(state: GameState, oid: int, civilizations: tuple[str, ...], max_cost: int) -> bool:
    if TYPE_CHECKING:
        c = objects(state)[oid].card
    else:
        c = state.objects[oid].card
    return c.kind == "spell" and c.cost <= max_cost \
        and bool(set(c.civilizations) & set(civilizations))


@dataclass(frozen=True)
class ChooseSpellInHand(Action):
    """"You may choose a <civ> or <civ> spell of cost ``max_cost`` or less in your hand"
    (for :class:`~tcgkit.games.dm.vocab.UseChosen`: Final Revolution's free cast)."""

    civilizations: tuple[str, ...] = ()
    max_cost: int = 0

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.set_var(ctx, "chosen", None)
        if any(_fits(state, o, self.civilizations, self.max_cost)
               for o in state.zones[HAND[ctx.controller]]):
            state.push(ChooseSpellStep(ctx, self.civilizations, self.max_cost))

    @property
    def text(self) -> str:
        return f"choose a {' or '.join(self.civilizations)} spell of cost {self.max_cost} " \
               "or less in your hand"


class ChooseSpellStep(Ask):
    """The controller picks such a spell from their hand, or none."""

    __slots__ = ("civilizations", "ctx", "max_cost")

    def __init__(self, ctx: Ctx, civilizations: tuple[str, ...], max_cost: int) -> None:
        self.ctx = ctx
        self.civilizations = civilizations
        self.max_cost = max_cost

    def decide(self, state: GameState) -> Decision:
        p = self.ctx.controller
        fit = [o for o in state.zones[HAND[p]]
               if _fits(state, o, self.civilizations, self.max_cost)]
        options = [*one_per_card(state, fit, "choose"), NONE]
        return Decision(p, "choose", options, f"Choose a {' or '.join(self.civilizations)} "
                        f"spell of cost {self.max_cost} or less to cast for free, or none",
                        state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "choose":
            state.set_var(self.ctx, "chosen", option.obj)
            state.log_rule("DM 109.2a", "{} chooses {}",
                           state.players[self.ctx.controller].name,
                           state.objects[option.obj].card.name)


# ---------------------------------------------------------------------- S-Back

S_BACK = "S-Back"
SHIELD_BREAK = "your shields broken"
"""A window kind: shields of yours were broken and went to your hand (S-Back)."""
R_S_BACK = "DM 113.6"


def s_back(civilization: str) -> Declared:
    """S・バック−<civ>: "when a <civ> card is put into your hand from your shield zone, you
    may discard it; if you do, use this card without paying its cost". Declared from
    the hand as broken shields arrive (those shields are not in the hand yet, so a broken
    card does not S-Back itself), discarding a matching one of them."""

    def meets(state: GameState, oid: int) -> str | None:
        if TYPE_CHECKING:
            c = objects(state)[oid].card
        else:
            c = state.objects[oid].card
        return None if civilization in c.civilizations else f"it is not a {civilization} card"

    return Declared(f"S-Back: {civilization} (When a {civilization} card is put into your "
                    "hand from your shield zone, you may discard it. If you do, use this "
                    "card without paying its cost.)", zones=("hand",), keyword=S_BACK,
                    window=SHIELD_BREAK, meets=meets, effect=(UseThisForFree(),))


@dataclass(frozen=True)
class UseThisForFree(Action):
    """"Use this card without paying its cost" from the hand: summoned if a creature, cast
    if a spell (DM-USE-11), in the middle of the resolution the ability instructs it in
    (DM-USE-08)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid, p = ctx.source, ctx.controller
        if oid is None or state.objects[oid].zone != HAND[p]:
            return
        why = why_not_use(state, p, oid, free=True)
        if why is not None:
            state.log_rule(R_S_BACK, "{} cannot be used: {}", state.objects[oid].card.name, why)
            return
        state.log_rule("DM-USE-08", "{} uses {} without paying its cost (S-Back)",
                       state.players[p].name, state.objects[oid].card.name)
        state.push(Use("dm.use", p, oid, plan=(("free", True),)))

    @property
    def text(self) -> str:
        return "use this card without paying its cost"


def after_break(state: GameState, defender: int, broken: tuple[int, ...]) -> None:
    """After ``broken`` shields went to ``defender``'s hand together: their S-Back window,
    if they hold such a card."""
    if state.cache.get(_DECLARED_CARDS) != len(state.objects) \
            and _holds(state, defender, SHIELD_BREAK):
        state.push(SBackWindow(defender, broken))


S_BACK_WITH = Options("s_back")


def why_not_s_back(state: GameState, player: int, oid: int, discard: object,
                   broken: tuple[int, ...]) -> str | None:
    """Why ``player`` cannot declare S-Back of card ``oid`` discarding ``discard`` (one of
    the ``broken`` shields, now in the hand), or ``None``."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    if not 0 <= oid < len(objs) or objs[oid].zone != HAND[player] or oid in broken:
        return f"S-Back is declared from the cards that were in your hand ({R_REVEAL})"
    abilities = [ab for _, ab in declared_abilities(objs[oid].card) if ab.window == SHIELD_BREAK]
    if not abilities:
        return f"{objs[oid].card.name} has no S-Back ({R_S_BACK})"
    if state.history.any("declare", where=lambda e: e.obj == oid
                         and e.data == (state.attack_id,)):
        return f"{objs[oid].card.name} was already declared during this attack ({R_DECLARE})"
    if type(discard) is not int or discard not in broken or objs[discard].zone != HAND[player]:
        return f"S-Back discards one of the cards just put into your hand from your shield " \
               f"zone ({R_S_BACK})"
    ab = abilities[0]
    why = ab.meets(state, discard) if ab.meets is not None else None
    if why is not None:
        return f"{objs[discard].card.name} cannot pay {objs[oid].card.name}'s S-Back: {why} " \
               f"({R_S_BACK})"
    return None


class SBackWindow(Ask):
    """``player``'s broken shields (``broken``) arrived in their hand: they may declare
    S-Back of cards they held, each discarding one matching broken card, then stop."""

    __slots__ = ("broken", "player")

    def __init__(self, player: int, broken: tuple[int, ...]) -> None:
        self.player = player
        self.broken = broken

    def decide(self, state: GameState) -> Decision:
        p = self.player
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        seen: set[tuple[object, object]] = set()
        options: list[Option] = []
        for oid in state.zones[HAND[p]]:
            if not declared_abilities(objs[oid].card):
                continue
            for b in self.broken:
                pair = (objs[oid].card, objs[b].card)
                if pair not in seen and why_not_s_back(state, p, oid, b, self.broken) is None:
                    seen.add(pair)
                    options.append(S_BACK_WITH[oid, b])
        options.append(NO_DECLARATION)
        return Decision(p, "s_back", options, "Declare S-Back, discarding a card that was "
                        "just put into your hand from your shield zone, or declare nothing",
                        state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "no_declare":
            return
        p = self.player
        oid, discard = option.obj, option.arg
        if TYPE_CHECKING:
            card = objects(state)[oid].card
        else:
            card = state.objects[oid].card
        idx = next(i for i, a in declared_abilities(card) if a.window == SHIELD_BREAK)
        state.log_rule(R_REVEAL, "{} shows {} from their hand and declares its S-Back, "
                       "discarding {}", state.players[p].name, card.name,
                       state.objects[discard].card.name)
        state.move(discard, GRAVEYARD[p], player=p, reason=DISCARD, cause="cost",
                   source=oid, rule=R_S_BACK)
        state.emit(Event("declare", player=p, obj=oid, target=discard, reason=S_BACK,
                         rule=R_DECLARE, data=(state.attack_id,)))
        state.triggered.append(PendingItem(state.next_id(), "trigger", p, obj=oid,
                                           ability=(oid, idx), event=state.history.last("move")))
        state.push(self)


def explain_s_back(state: GameState, decision: Decision, option: Option) -> str | None:
    """Why an S-Back declaration is refused: outside its window there is none to make;
    in it, :func:`why_not_s_back`."""
    step = state.work[-1] if state.work else None
    if decision.kind != "s_back" or not isinstance(step, SBackWindow):
        return f"S-Back is declared only as broken shields are put into your hand ({R_S_BACK})"
    if type(option.obj) is not int:
        return None
    return why_not_s_back(state, decision.player, option.obj, option.arg, step.broken)
