"""The Duel Masters card vocabulary. Card modules import only this module."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.abilities import (
    CREATED,
    OPPONENT,
    YOU,
    Ability,
    Action,
    Activated,
    CostModifier,
    Ctx,
    Keyword,
    Pattern,
    Permission,
    Prohibition,
    Replacement,
    SpellEffect,
    Triggered,
)
from ...core.actions import Draw
from ...core.continuous import FLOATING, PERMANENT, Continuous
from ...core.decision import Decision, Option, one_per_card
from ...core.events import BOTTOM, DESTROY, DISCARD, TOP, Event
from ...core.pipeline import start_floating
from ...core.procedure import Use
from ...core.resolve import NO, YES, start_delayed
from ...core.steps import Ask, Step
from . import attack
from .card import DmCard
from .play import GZero, crossed_to, why_not_use
from .turn import (
    OPPONENTS_TURN_ENDS,
    YOUR_TURN_ENDS,
    skip_rest_of_turn,
    until_end_of,
    until_your_next_turn,
)
from .zones import BATTLE, DECK, GRAVEYARD, HAND, MANA, SHIELD

if TYPE_CHECKING:
    from ...core.limits import Limit
    from ...core.state import GameState
    from .typed import objects

R_TRIGGERED = "DM 603"
"""Triggered abilities, delayed ones among them."""

__all__ = [
    "ANY",
    "ATTACKED_IF_ABLE",
    "ATTACKS",
    "BLOCKER",
    "CANT_ATTACK",
    "CANT_ATTACK_PLAYERS",
    "CANT_BE_BLOCKED",
    "CREATED",
    "DESTROY",
    "DESTROYED",
    "DISCARD",
    "ENTERS",
    "ENTERS_TAPPED",
    "LEAVES",
    "MACH_FIGHTER",
    "MUST_ATTACK",
    "OPPONENT",
    "OPPONENTS_TURN_ENDS",
    "SHIELD_TRIGGER",
    "SPEED_ATTACKER",
    "T_BREAKER",
    "UNCHOOSABLE_BY_SPELLS",
    "W_BREAKER",
    "YOU",
    "YOUR_TURN_ENDS",
    "BreakYourShields",
    "Choose",
    "CostModifier",
    "CreateDelayed",
    "DestroyOne",
    "DiscardAtRandom",
    "Draw",
    "ExtraTurn",
    "GZero",
    "IfDone",
    "InsteadTo",
    "Keyword",
    "MayDo",
    "MoveAll",
    "MoveChosen",
    "NoAttacksOnYou",
    "NoAttacksOnYouNextTurn",
    "Pattern",
    "Permission",
    "Prohibition",
    "PutThis",
    "Replacement",
    "SkipRestOfTurn",
    "TapAll",
    "TapChosen",
    "ThisTo",
    "TopToZone",
    "Triggered",
    "UntapThis",
    "UntilYourNextTurn",
    "UseChosen",
    "UsedKeyword",
    "broke_your_shields",
    "choosable",
    "creature",
    "creature_would_come_out",
    "cross_gear",
    "crossed_attacks",
    "evolution_creature",
    "opponents_creatures_come_out_tapped",
    "qualifies",
    "spell",
]


def creature(name: str, *, jp: str, civilization: str | Sequence[str], cost: int, power: int,
             race: str, abilities: Sequence[Ability] = (), filler: bool = False,
             evolution: bool = False, not_in_decks: str = "") -> DmCard:
    """A creature card (``civilization="colorless"``: a 無色 card; ``not_in_decks``: why
    no deck list may hold it)."""
    civs = () if civilization == "colorless" else \
        (civilization,) if isinstance(civilization, str) else tuple(civilization)
    return DmCard(name=name, jp=jp, kind="creature", civilizations=civs, cost=cost,
                  power=power, race=race, abilities=tuple(abilities), filler=filler,
                  evolution=evolution, not_in_decks=not_in_decks)


def evolution_creature(name: str, *, jp: str, civilization: str | Sequence[str], cost: int,
                       power: int, race: str, evolves_from: str,
                       abilities: Sequence[Ability] = ()) -> DmCard:
    """An evolution creature (進化クリーチャー): "Evolution — put on one of your
    <``evolves_from``>" (a race family, or ``"fire creature"`` for a civilization)."""
    civs = (civilization,) if isinstance(civilization, str) else tuple(civilization)
    return DmCard(name=name, jp=jp, kind="creature", civilizations=civs, cost=cost,
                  power=power, race=race, abilities=tuple(abilities), evolution=True,
                  evolves_from=evolves_from)


# ---------------------------------------------------------------------- keywords
# The keyword abilities rules code asks about by name (attack.py).

BLOCKER = Keyword("Blocker (When an opponent's creature attacks, you may tap this creature "
                  "to block it: the two battle.)", name=attack.BLOCKER)
W_BREAKER = Keyword("W-Breaker (This creature breaks 2 shields.)", name=attack.W_BREAKER)
T_BREAKER = Keyword("T-Breaker (This creature breaks 3 shields.)", name=attack.T_BREAKER)
SPEED_ATTACKER = Keyword("Speed Attacker (This creature can attack the turn it comes out.)",
                         name=attack.SPEED_ATTACKER)
CANT_ATTACK = Keyword("This creature can't attack.", name=attack.CANT_ATTACK)
MACH_FIGHTER = Keyword("Mach Fighter (The turn this creature comes out, it may attack "
                       "untapped creatures.)", name=attack.MACH_FIGHTER)
UNCHOOSABLE_BY_SPELLS = Keyword("Your opponent's spells can't choose this creature.",
                                name="unchoosable by the opponent's spells")


def choosable(state: GameState, ctx: Ctx, oid: int) -> bool:
    """Whether the effect resolving in ``ctx`` may choose ``oid``: not a creature in the
    battle zone whose "your opponent's spells can't choose this creature" applies (the
    effect is a spell's, of its opponent's). Every effect's choice of a card asks this."""
    o = state.objects[oid]
    if UNCHOOSABLE_BY_SPELLS.name not in o.card._keywords or o.zone not in BATTLE \
            or ctx.source is None:
        return True
    return getattr(state.objects[ctx.source].card, "kind", "") != "spell" \
        or ctx.controller == o.controller
CANT_ATTACK_PLAYERS = Keyword("This creature can't attack players.",
                              name=attack.CANT_ATTACK_PLAYERS)
CANT_BE_BLOCKED = Keyword("This creature can't be blocked.", name=attack.CANT_BE_BLOCKED)
MUST_ATTACK = Keyword("This creature attacks each turn if able.", name=attack.MUST_ATTACK)
ATTACKED_IF_ABLE = Keyword("During your opponent's turn, while this creature is tapped and "
                           "has not been attacked yet this turn, your opponent's creatures "
                           "attack it if able.", name=attack.ATTACKED_IF_ABLE)


def _this_attacks(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source


ATTACKS = Pattern("attack", where=_this_attacks)
""""When this creature attacks" (攻撃する時): before the block step, resolved while the
attack waits (DM 506.2)."""


def spell(name: str, *, jp: str, civilization: str | Sequence[str], cost: int, text: str,
          effect: Sequence[Action], abilities: Sequence[Ability] = (),
          race: str = "") -> DmCard:
    """A spell card: ``text`` is what it does when it is cast, ``effect`` its actions;
    ``abilities`` adds keywords such as :data:`SHIELD_TRIGGER`; ``race``, a spell's own
    (呪文:ナイト, a Knight spell)."""
    civs = (civilization,) if isinstance(civilization, str) else tuple(civilization)
    return DmCard(name=name, jp=jp, kind="spell", civilizations=civs, cost=cost, race=race,
                  abilities=(*abilities, SpellEffect(text, effect=tuple(effect))))


def cross_gear(name: str, *, jp: str, civilization: str | Sequence[str], cost: int,
               abilities: Sequence[Ability] = ()) -> DmCard:
    """A Cross Gear card (クロスギア): used, it is generated into the battle zone
    (DM-USE-11); in the main step it can be crossed onto a creature by paying its cost
    again — the activated ability every Cross Gear has (:data:`CROSS`, DM-USE-10)."""
    civs = (civilization,) if isinstance(civilization, str) else tuple(civilization)
    return DmCard(name=name, jp=jp, kind="cross_gear", civilizations=civs, cost=cost,
                  abilities=(CROSS, *abilities))


CROSS = Activated("Cross (pay this Cross Gear's cost: put it on one of your creatures; only "
                  "in your main step)", speed="main")
"""The Cross (クロス) every Cross Gear has: an activated ability, so the main step offers
crosses only when one functions in a battle zone (``activate:ability`` in the statics);
crossing is not using a card (DM-USE-10). The procedure is ``dm.cross`` in play.py."""


def _crossed_attacks(state: GameState, event: Event, ctx: Ctx) -> bool:
    return ctx.source is not None and event.obj is not None \
        and crossed_to(state, ctx.source) == event.obj


def crossed_attacks() -> Pattern:
    """"When the creature this is crossed onto attacks" (a Cross Gear's trigger)."""
    return Pattern("attack", where=_crossed_attacks)


# ---------------------------------------------------------------------- patterns

def _this_destroyed(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source and event.reason == DESTROY


DESTROYED = Pattern("move", where=_this_destroyed)
""""When this creature is destroyed": seen by looking back at the battle zone the
creature just left."""


def _this_broken(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source and event.frm in SHIELD and event.reason == "break"


def _this_enters(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source and event.to in BATTLE and event.frm not in BATTLE


ENTERS = Pattern("move", where=_this_enters)
""""When this creature is put into the battle zone" (出た時), summoned or not."""


def _this_leaves(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj == ctx.source and event.frm in BATTLE and event.to not in BATTLE


ENTERS_TAPPED = "tapped"
"""In a ``summon`` or ``move`` event's ``data``: the creature comes out tapped."""


def creature_would_come_out(text: str, which: Callable[[GameState, Event, Ctx], bool], *,
                            instead: tuple[Action, ...] = (),
                            modify: Callable[[GameState, Event, Ctx], Event] | None = None,
                            condition: Callable[[GameState, Event, Ctx], bool] | None = None,
                            optional: bool = False, limit: Limit | None = None,
                            replaced_too: bool = False) -> tuple[Replacement, Replacement]:
    """"When <a creature> would come out, ...": one printed replacement ability, written
    as the two events a creature comes out by: summoned, or put into the battle zone by
    an effect (a creature only: fields, cross gears and Tamaseeds come out too). ``which``
    tests the event's creature; the other arguments are the :class:`Replacement`'s, shared
    by both lines, so ``limit`` is one count. A creature a replacement put out
    (:data:`REPLACED`) is seen only with ``replaced_too``: replacement effects do not
    chain (seed 002)."""
    def put_out(state: GameState, event: Event, ctx: Ctx) -> bool:
        return event.to in BATTLE and event.frm not in BATTLE \
            and (replaced_too or event.reason != REPLACED) \
            and qualifies(state, event.obj or 0, "creature") and which(state, event, ctx)

    def line(would: Pattern) -> Replacement:
        return Replacement(text, would=would, instead=instead, modify=modify,
                           condition=condition, optional=optional, limit=limit)

    return line(Pattern("summon", where=which)), line(Pattern("move", where=put_out))


def _opponents(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.obj is not None and state.objects[event.obj].owner != ctx.controller


def _tapped(state: GameState, event: Event, ctx: Ctx) -> Event:
    return event.replace(data=(*(event.data or ()), ENTERS_TAPPED))


def opponents_creatures_come_out_tapped(text: str) -> tuple[Replacement, Replacement]:
    """"Your opponent's creatures come out tapped": each is brought in tapped
    (``ENTERS_TAPPED``). It changes how a creature comes out rather than what happens, so
    it also sees one another replacement put out (our reading: no source says)."""
    return creature_would_come_out(text, _opponents, replaced_too=True, modify=_tapped)


LEAVES = Pattern("move", where=_this_leaves)
""""When this creature leaves the battle zone" (離れた時), for any zone: seen by looking
back at the battle zone it just left."""


R_SHIELD_TRIGGER = "DM 113.6"
"""Shields being put into the hand may have their Shield Trigger (S-Back, G Strike) declared
first; the declarations over, they move (DM 113.6)."""


@dataclass(frozen=True)
class UseForFree(Action):
    """"You may use this card without paying its cost" (the owner of a broken shield)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        # The use procedure was checked in advance: a card it could not use (no longer in
        # the hand, or a creature with no room in Duel Masters Play's) is not used.
        if ctx.source is None or why_not_use(state, ctx.controller, ctx.source,
                                             free=True) is not None:
            return
        state.log_rule(R_SHIELD_TRIGGER, "{} uses {} from a broken shield without paying "
                       "its cost", state.players[ctx.controller].name,
                       state.objects[ctx.source].card.name)
        state.push(Use("dm.use", ctx.controller, ctx.source, plan=(("free", True),)))


SHIELD_TRIGGER = (
    Keyword("Shield Trigger (When this card is put into your hand from your shield zone "
            "because a shield was broken, you may use it for no cost.)",
            name="Shield Trigger"),
    Triggered("Shield Trigger", on=Pattern("move", where=_this_broken), optional=True,
              effect=(UseForFree(),), zones=("shield",)),
)
"""Shield Trigger (S・トリガー, DM 113.1): the keyword, and the ability it gives — a
trigger of the card's own move from the shield zone (found by looking back at the
shield zone it left) whose owner may then use it for free."""


# ---------------------------------------------------------------------- actions

@dataclass(frozen=True)
class DestroyOne(Action):
    """"Destroy one of your opponent's creatures": chosen as the effect resolves (Duel
    Masters spells do not target)."""

    whose: str = OPPONENT
    max_power: int = 0
    """If given, only a creature with that much power or less (Tornado Flame)."""
    declares = ("destroy",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        owner = 1 - ctx.controller if self.whose == OPPONENT else ctx.controller
        if any(_power_at_most(state, o, self.max_power) and choosable(state, ctx, o)
               for o in state.zones[BATTLE[owner]]):
            state.push(ChooseToDestroy(ctx, owner, self.max_power))

    @property
    def text(self) -> str:
        bound = f" that has power {self.max_power} or less" if self.max_power else ""
        return f"destroy one of your opponent's creatures{bound}"


def _power_at_most(state: GameState, oid: int, most: int) -> bool:
    # Only a creature is destroyed as one: not a Cross Gear or a D2 field beside it.
    o = state.objects[oid]
    return getattr(o.card, "kind", "") == "creature" \
        and (not most or attack.power(state, o) <= most)  # type: ignore[arg-type]


class ChooseToDestroy(Ask):
    """The effect's controller chooses which creature of ``owner``'s to destroy."""

    __slots__ = ("ctx", "max_power", "owner")

    def __init__(self, ctx: Ctx, owner: int, max_power: int = 0) -> None:
        self.ctx = ctx
        self.owner = owner
        self.max_power = max_power

    def decide(self, state: GameState) -> Decision:
        ids = [o for o in state.zones[BATTLE[self.owner]]
               if _power_at_most(state, o, self.max_power) and choosable(state, self.ctx, o)]
        return Decision(self.ctx.controller, "destroy", one_per_card(state, ids, "destroy"),
                        "Choose a creature to destroy", state)

    def answer(self, state: GameState, option: Option) -> None:
        o = state.objects[option.obj]
        state.move(option.obj, GRAVEYARD[o.owner], reason=DESTROY, cause="effect",
                   source=self.ctx.source, rule="DM 701.6")


@dataclass(frozen=True)
class DiscardAtRandom(Action):
    """"Your opponent discards a card at random from their hand"."""

    count: int = 1
    declares = ("discard",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = 1 - ctx.controller
        hand = list(state.zones[HAND[p]])
        for _ in range(min(self.count, len(hand))):
            oid = hand.pop(state.rng.below(len(hand)))
            state.log_rule("DM rule: discard", "{} discards {} at random", state.players[p].name,
                           state.objects[oid].card.name)
            state.move(oid, GRAVEYARD[p], player=p, reason=DISCARD, cause="effect",
                       source=ctx.source)


# ---------------------------------------------------------------------- once per turn / game
# (DM-T1: the patterns and limits are in once.py; these are the instructions the cards
# that have them carry out.)

SPELL_OR_AURA = {"spell or aura of cost 6 or less": 6}
"""The "spell or aura of cost N or less" a card text names, and their N."""


def qualifies(state: GameState, oid: int, what: str, max_power: int = 0) -> bool:
    """Whether card ``oid`` is ``what`` a card text names: ``"card"``, ``"creature"``, a
    race family (``"Dragon"``, ``"Liquid People"``, ``"Jokers"``: a creature whose race
    contains it, as ドラゴン covers Dragon Zombie), a civilization creature (``"fire
    creature"``) or a creature with a word in its Japanese name (``"《死神》 creature"``),
    each possibly ``"non-evolution "`` or ``"untapped "``; or a card of any type by
    civilization and printed cost (``"water card of cost 7 or less"``). ``max_power``, if
    given, caps a creature's power."""
    c = state.objects[oid].card
    if what == "card":
        return True
    if what.startswith("untapped "):
        return not state.objects[oid].tapped and qualifies(state, oid, what[len("untapped "):],
                                                           max_power)
    if what.startswith("non-evolution "):
        return isinstance(c, DmCard) and not c.evolution \
            and qualifies(state, oid, what[len("non-evolution "):], max_power)
    if what.startswith("《") and what.endswith("》 creature"):
        # "A creature with 《word》 in its name": the printed (Japanese) name.
        return isinstance(c, DmCard) and c.kind == "creature" \
            and what[1:-len("》 creature")] in c.jp \
            and qualifies(state, oid, "creature", max_power)
    if what == "S-Trigger card":
        # "A card that has Shield Trigger", of any type (Cyber I Choice).
        return any(isinstance(a, Keyword) and a.name == "Shield Trigger" for a in c.abilities)
    if " card of cost " in what and what.endswith(" or less"):
        # "A <civilization> card of cost N or less" (Dueland's water cards): printed cost.
        civ, _, most = what.partition(" card of cost ")
        return isinstance(c, DmCard) and civ in c.civilizations \
            and c.printed_cost(state.options) <= int(most[:-len(" or less")])
    if what.startswith("spell of cost ") and what.endswith(" or less"):
        # "A spell of cost N or less" (Wave): its printed cost.
        return isinstance(c, DmCard) and c.kind == "spell" \
            and c.cost <= int(what[len("spell of cost "):-len(" or less")])
    if what.endswith(" or less") and " creature of cost " in what:
        # "A creature with <name> in its name, of cost N or less" (Voljaak's "Bolshack").
        name, _, rest = what.partition(" creature of cost ")
        return isinstance(c, DmCard) and c.kind == "creature" and name in c.name \
            and c.cost <= int(rest[:-len(" or less")])
    if what == "Cross Gear":
        # "A Cross Gear from your hand" (Samurai Generate).
        return isinstance(c, DmCard) and c.kind == "cross_gear"
    if what in SPELL_OR_AURA:
        # "A spell or aura of cost N or less" (Gya Zaru): its printed cost.
        return isinstance(c, DmCard) and c.kind in ("spell", "aura") \
            and c.cost <= SPELL_OR_AURA[what]
    if not isinstance(c, DmCard) or c.kind != "creature":
        return False
    if max_power:
        # In the battle zone, its power now (auras, continuous effects); elsewhere, printed.
        if TYPE_CHECKING:
            o = objects(state)[oid]
        else:
            o = state.objects[oid]
        now = attack.power(state, o) if o.zone in BATTLE else c.power
        if now > max_power:
            return False
    if what == "creature":
        return True
    if what.endswith(" creature"):
        return what[:-len(" creature")] in c.civilizations
    return what in c.race


def _zone_of(kind: str, player: int) -> int:
    return {"hand": HAND, "mana": MANA, "battle": BATTLE, "graveyard": GRAVEYARD,
            "shield": SHIELD, "deck": DECK}[kind][player]


@dataclass(frozen=True)
class Choose(Action):
    """"Choose a <what> in <whose> <zone>" (``chooser``: who chooses; ``optional``: "you
    may"). The choice is handed to the next instructions as ``chosen`` (none if nothing
    qualifies or the chooser declines)."""

    what: str = "card"
    zone: str = "battle"
    whose: str = YOU
    chooser: str = YOU
    optional: bool = False
    max_power: int = 0

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.set_var(ctx, "chosen", None)
        owner = 1 - ctx.controller if self.whose == OPPONENT else ctx.controller
        chooser = ctx.controller if self.chooser == YOU else 1 - ctx.controller
        zone = _zone_of(self.zone, owner)
        # "Any": the other player's zone of that kind as well (Spiral Gate's "a creature").
        also = _zone_of(self.zone, 1 - owner) if self.whose == ANY else -1
        if any(qualifies(state, o, self.what, self.max_power) and choosable(state, ctx, o)
               for z in (zone, also) if z >= 0 for o in state.zones[z]):
            state.push(ChooseCard(ctx, zone, self.what, chooser, self.optional,
                                  self.max_power, also))

    @property
    def text(self) -> str:
        return f"choose a {self.what} in the {self.zone}"


ANY = "any"
"""``Choose(whose=ANY)``: in either player's zone."""


NONE = Option("none")


class ChooseCard(Ask):
    """``chooser`` picks a card that qualifies in zone ``zone`` for a resolving effect
    (or none, if ``optional``); the owner alone sees a hidden zone's cards, so an
    opponent is never asked to pick from it."""

    __slots__ = ("also", "chooser", "ctx", "max_power", "optional", "what", "zone")

    def __init__(self, ctx: Ctx, zone: int, what: str, chooser: int, optional: bool,
                 max_power: int = 0, also: int = -1) -> None:
        self.ctx = ctx
        self.zone = zone
        self.what = what
        self.chooser = chooser
        self.optional = optional
        self.max_power = max_power
        self.also = also
        """A second zone to choose from (``-1``: none)."""

    def decide(self, state: GameState) -> Decision:
        options: list[Option] = []
        for z in (self.zone, self.also):
            if z >= 0:
                # Copies are one choice within a zone, not across players' zones.
                options += one_per_card(state, [o for o in state.zones[z] if qualifies(
                    state, o, self.what, self.max_power) and choosable(state, self.ctx, o)],
                    "choose")
        if self.optional:
            options.append(NONE)
        return Decision(self.chooser, "choose", options, f"Choose a {self.what}", state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "choose":
            state.set_var(self.ctx, "chosen", option.obj)
            # A card of a hand or deck is named to its chooser only.
            hidden = _hidden_place(state, option.obj) is not None
            state.log_rule("DM 109.2a", "{} chooses {}", state.players[self.chooser].name,
                           state.objects[option.obj].card.name,
                           private=self.chooser if hidden else None,
                           public="{0} chooses a card" if hidden else None)


def _hidden_place(state: GameState, oid: int) -> int | None:
    """The owner of card ``oid`` if it lies where the other players cannot see it (its
    owner's hand, deck or shield zone), else ``None``."""
    o = state.objects[oid]
    p = o.owner
    return p if o.zone in (HAND[p], DECK[p], SHIELD[p]) else None


@dataclass(frozen=True)
class MoveChosen(Action):
    """Put the chosen card (see :class:`Choose`) into its owner's ``to`` zone (``bottom``:
    at the bottom of the deck), if it is still where it was chosen (``frm``, if given);
    that it was done is kept as ``"done"`` for a later "if you do" (:class:`IfDone`)."""

    to: str = "graveyard"
    reason: str = "effect"
    frm: str = ""
    bottom: bool = False

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = state.var(ctx, "chosen")
        if oid is None:
            return
        o = state.objects[oid]
        if self.frm and o.zone != _zone_of(self.frm, o.owner):
            return
        to = _zone_of(self.to, o.owner)
        state.set_var(ctx, "done", (oid, to))
        # From one hidden place to another (a card of the hand to the bottom of the deck),
        # the card is named to its owner only.
        hidden = _hidden_place(state, oid) is not None and self.to in ("hand", "deck", "shield")
        state.log_rule("DM 110", "{} is put into {}'s {}{}", o.card.name,
                       state.players[o.owner].name, self.to, " (bottom)" if self.bottom else "",
                       private=o.owner if hidden else None,
                       public="A card is put into {1}'s {2}{3}" if hidden else None)
        state.move(oid, to, player=o.owner, reason=self.reason, cause="effect",
                   source=ctx.source, rule="DM 110", at=BOTTOM if self.bottom else TOP)

    @property
    def text(self) -> str:
        return f"put it into the {self.to}"


@dataclass(frozen=True)
class UntapThis(Action):
    """"Untap this creature"."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.source is not None and state.objects[ctx.source].zone in BATTLE:
            state.emit_for(ctx, Event("untap", obj=ctx.source, source=ctx.source,
                                      reason="effect", rule="DM 110"))
            state.log_rule("DM 110", "{} untaps", state.objects[ctx.source].card.name)


@dataclass(frozen=True)
class TopToZone(Action):
    """"Put the top ``count`` card(s) of your deck into your ``to`` zone" (shield: シールド
    化; graveyard: milling)."""

    to: str = "shield"
    count: int = 1
    keep: str = ""
    """If given, the cards moved are handed to later instructions under this name
    ("among them, ...")."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.controller
        top = state.zones[DECK[p]][::-1][:self.count]
        if self.keep:
            state.set_var(ctx, self.keep, tuple(top))
        for oid in top:
            state.move(oid, _zone_of(self.to, p), player=p, reason="effect", cause="effect",
                       source=ctx.source, rule="DM 110")
        n = len(top)  # counted before the moves: the last card of a deck counts too
        if n:
            state.log_rule("DM 110", "{} puts the top {} card(s) of their deck "
                           "into the {} zone", state.players[p].name, n, self.to)


@dataclass(frozen=True)
class PutThis(Action):
    """"Put this creature into the battle zone" (出す, not a summon) or, with ``summon``,
    "summon this creature without paying its cost" (the use procedure, DM-USE-11), from
    where it is now (the hand)."""

    summon: bool = False

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = ctx.source
        if oid is None or state.objects[oid].zone != HAND[ctx.controller]:
            return  # it left the hand: the effect has nothing to put out
        if self.summon:
            if why_not_use(state, ctx.controller, oid, free=True) is None:
                state.push(Use("dm.use", ctx.controller, oid, plan=(("free", True),)))
            return
        state.log_rule("DM 110", "{} puts {} into the battle zone",
                       state.players[ctx.controller].name, state.objects[oid].card.name)
        state.move(oid, BATTLE[ctx.controller], player=ctx.controller, reason="put",
                   cause="effect", source=oid, rule="DM 110")


@dataclass(frozen=True)
class UsedKeyword(Action):
    """Records in the history that a keyword ability of this card was used (an event of
    kind ``keyword``), for "at the end of the turn, if this came out by Ninja Strike"."""

    keyword: str = ""

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.emit_for(ctx, Event("keyword", player=ctx.controller, obj=ctx.source,
                                  reason=self.keyword, rule="DM-T1-11"))
        state.log_rule("DM-T1-11", "{} uses {}'s {}", state.players[ctx.controller].name,
                       state.objects[ctx.source].card.name if ctx.source is not None else "?",
                       self.keyword)


@dataclass(frozen=True)
class NoAttacksOnYou(Action):
    """"This turn, creatures can't attack you" (a floating effect ended with the turn)."""

    everyone: bool = False

    def start(self, state: GameState, ctx: Ctx) -> None:
        target = ("all",) if self.everyone else ("player", ctx.controller)
        state.add_continuous(Continuous("no_attack", controller=ctx.controller, target=target,
                                        source=ctx.source))
        state.log_rule("DM 110", "This turn, creatures cannot attack {}",
                       "at all" if self.everyone else state.players[ctx.controller].name)


@dataclass(frozen=True)
class NoAttacksOnYouNextTurn(Action):
    """"Next turn, your opponent's creatures with power ``max_power`` or less can't attack
    you": a floating effect for the next turn only, whoever takes it (after an extra turn
    of yours it binds nobody)."""

    max_power: int = 0

    def start(self, state: GameState, ctx: Ctx) -> None:
        turn = state.turn + 1
        state.add_continuous(Continuous("no_attack", controller=ctx.controller,
                                        target=("player", ctx.controller),
                                        value=(turn, self.max_power), source=ctx.source,
                                        duration=until_end_of(turn)))
        state.log_rule("DM 110", "Next turn (turn {}), {}'s creatures with power "
                       "{} or less cannot attack {}", turn,
                       state.players[1 - ctx.controller].name, self.max_power,
                       state.players[ctx.controller].name)


@dataclass(frozen=True)
class BreakYourShields(Action):
    """"Break all your shields": the controller's own shields are broken by this card's
    effect, all at once (DM 509.5d): they go to the hand and their Shield Triggers may be
    used. The shields to break are kept as ``"broken"`` for a later "if you do"
    (:func:`broke_your_shields`)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        shields = tuple(state.zones[SHIELD[ctx.controller]])
        state.set_var(ctx, "broken", shields)
        if shields and ctx.source is not None:
            attack.break_shields(state, ctx.source, shields[::-1], ctx.controller,
                                 cause="effect")

    @property
    def text(self) -> str:
        return "break all your shields"


def broke_your_shields(state: GameState, ctx: Ctx) -> bool:
    """"If you do", after :class:`BreakYourShields`: at least one of the shields it was
    to break has left the shield zone. Breaking no shield (there were none, or the
    breaking was replaced) is not doing it (UNCONFIRMED: no ruling on Final Declaration
    with no shields was found; DM's usual reading of "…してもよい。そうしたら" is that
    what was not done brings nothing)."""
    return any(state.objects[oid].zone not in SHIELD for oid in state.var(ctx, "broken", ()))


@dataclass(frozen=True)
class UntilYourNextTurn(Action):
    """Create the card's replacement effect or prohibition ``ability`` (its index;
    ``zones=(CREATED,)``) until the start of the controller's next turn ("until the start
    of your next turn, you don't lose the game"), if ``condition`` holds (an "if you
    do"): a floating record that copies and serializes with the state and ends with the
    turn before that one."""

    ability: int = 0
    condition: Callable[[GameState, Ctx], bool] | None = None

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.source is None or (self.condition is not None
                                  and not self.condition(state, ctx)):
            return
        start_floating(state, Continuous(FLOATING, controller=ctx.controller,
                                         source=ctx.source, target=("game",),
                                         value=(self.ability, (), False),
                                         duration=until_your_next_turn(state,
                                                                       ctx.controller)))
        ab = state.objects[ctx.source].card.abilities[self.ability]
        state.log_rule("DM 110", "{}: until the start of {}'s next turn, {}",
                       state.objects[ctx.source].card.name,
                       state.players[ctx.controller].name, ab.text)

    @property
    def text(self) -> str:
        return "until the start of your next turn, ..."


@dataclass(frozen=True)
class IfDone(Action):
    """"If you do, <then>": ``then`` starts only if the previous instruction was done.
    That instruction kept ``"done"`` as the card it moved and where to
    (:class:`MoveChosen`, :class:`ThisTo`): done if the card got there — a discard that a
    madness card replaced is not one. Otherwise nothing is chosen for the instructions
    after it."""

    then: Action | None = None

    def start(self, state: GameState, ctx: Ctx) -> None:
        done = state.var(ctx, "done")
        if done and state.objects[done[0]].zone == done[1] and self.then is not None:
            self.then.start(state, ctx)
        else:
            state.set_var(ctx, "chosen", None)

    @property
    def text(self) -> str:
        return f"if you do, {self.then.text if self.then is not None else 'nothing'}"


@dataclass(frozen=True)
class MayDo(Action):
    """"You may <do these>" in the middle of an effect: as it resolves, the controller
    says yes or no, and with yes ``actions`` are carried out one after another (each
    after what the previous one scheduled). ``condition`` is an "if" that must hold for
    anything to be asked."""

    what: str = ""
    actions: tuple[Action, ...] = ()
    condition: Callable[[GameState, Ctx], bool] | None = None

    def start(self, state: GameState, ctx: Ctx) -> None:
        if self.condition is not None and not self.condition(state, ctx):
            return
        state.push(AskMayDo(ctx, _effect_of(state, ctx).index(self)))

    @property
    def text(self) -> str:
        return f"you may {self.what}"


def _effect_of(state: GameState, ctx: Ctx) -> tuple[Action, ...]:
    """The actions of the ability resolving in ``ctx`` (the steps below keep only
    places in it, so that they copy and serialize as numbers)."""
    assert ctx.ability is not None
    effect: tuple[Action, ...] = getattr(state.ability(ctx.ability), "effect", ())
    return effect


class AskMayDo(Ask):
    """The controller chooses whether to do the :class:`MayDo` at place ``at`` of the
    resolving ability's effect."""

    __slots__ = ("at", "ctx")

    def __init__(self, ctx: Ctx, at: int) -> None:
        self.ctx = ctx
        self.at = at

    def decide(self, state: GameState) -> Decision:
        may = _effect_of(state, self.ctx)[self.at]
        assert isinstance(may, MayDo)
        src = state.objects[self.ctx.source].card.name if self.ctx.source is not None else ""
        return Decision(self.ctx.controller, "may", [YES, NO], f"{src}: {may.what}?", state)

    def answer(self, state: GameState, option: Option) -> None:
        if option.kind == "yes":
            state.push(RunMayDo(self.ctx, self.at, 0))
        else:
            state.log_rule(R_TRIGGERED, "{} chooses not to",
                           state.players[self.ctx.controller].name)


class RunMayDo(Step):
    """Action ``sub`` of the :class:`MayDo` at place ``at``, then the next one."""

    __slots__ = ("at", "ctx", "sub")

    def __init__(self, ctx: Ctx, at: int, sub: int) -> None:
        self.ctx = ctx
        self.at = at
        self.sub = sub

    def run(self, state: GameState) -> None:
        may = _effect_of(state, self.ctx)[self.at]
        assert isinstance(may, MayDo)
        may.actions[self.sub].start(state, self.ctx)
        if self.sub + 1 < len(may.actions):
            state.push(RunMayDo(self.ctx, self.at, self.sub + 1))


@dataclass(frozen=True)
class ExtraTurn(Action):
    """"Take an extra turn after this one"."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.add_continuous(Continuous("extra_turn", controller=ctx.controller,
                                        target=("player", ctx.controller), source=ctx.source,
                                        duration=PERMANENT))
        state.log_rule("DM rule: extra turn", "{} will take an extra turn after this one",
                       state.players[ctx.controller].name)


@dataclass(frozen=True)
class MoveAll(Action):
    """"Put every <what> from your ``frm`` zone into your ``to`` zone"."""

    what: str = "card"
    frm: str = "graveyard"
    to: str = "mana"

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.controller
        found = [o for o in state.zones[_zone_of(self.frm, p)] if qualifies(state, o, self.what)]
        if found:
            state.log_rule("DM 110", "{} puts {} from the {} into the {}",
                           state.players[p].name,
                           ", ".join(state.objects[o].card.name for o in found), self.frm,
                           self.to)
        for oid in found:
            state.move(oid, _zone_of(self.to, p), player=p, reason="effect", cause="effect",
                       source=ctx.source, rule="DM 110")


@dataclass(frozen=True)
class TapAll(Action):
    """"Tap all your opponent's creatures" (Holy Awe, Memento's D Switch): creatures
    only, not a D2 field or a Cross Gear."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = 1 - ctx.controller
        objs = state.objects
        untapped = [o for o in state.zones[BATTLE[p]]
                    if not objs[o].tapped and getattr(objs[o].card, "kind", "") == "creature"]
        if untapped:
            state.log_rule("DM 110", "{}'s creatures are tapped: {}",
                           state.players[p].name, ", ".join(objs[o].card.name for o in untapped))
        for oid in untapped:
            state.emit_for(ctx, Event("tap", obj=oid, source=ctx.source, reason="effect",
                                      rule="DM 110"))

    @property
    def text(self) -> str:
        return "tap all your opponent's creatures"


@dataclass(frozen=True)
class TapChosen(Action):
    """"Tap it": the creature chosen (see :class:`Choose`), if it is still in the battle
    zone."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = state.var(ctx, "chosen")
        if oid is None or state.objects[oid].zone not in BATTLE:
            return
        state.log_rule("DM 110", "{} is tapped", state.objects[oid].card.name)
        state.emit_for(ctx, Event("tap", obj=oid, source=ctx.source, reason="effect",
                                  rule="DM 110"))

    @property
    def text(self) -> str:
        return "tap it"


@dataclass(frozen=True)
class ThisTo(Action):
    """"Put this creature from its owner's ``frm`` zone into their ``to`` zone"
    (``bottom``: of the deck), if it is still there; that it was done is kept as
    ``"done"`` for a later "if you do" (:class:`IfDone`)."""

    to: str = "deck"
    bottom: bool = True
    frm: str = "battle"

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.source is None:
            return
        o = state.objects[ctx.source]
        if o.zone != _zone_of(self.frm, o.owner):
            return
        state.set_var(ctx, "done", (ctx.source, _zone_of(self.to, o.owner)))
        state.log_rule("DM 110", "{} is put into {}'s {}{}", o.card.name,
                       state.players[o.owner].name, self.to, " (bottom)" if self.bottom else "")
        state.move(ctx.source, _zone_of(self.to, o.owner), reason="effect", cause="effect",
                   source=ctx.source, rule="DM 110", at=BOTTOM if self.bottom else TOP)


REPLACED = "replaced"
"""The reason of a zone change a replacement effect made in place of another event: no
other replacement applies to it (replacement effects do not chain, seed 002)."""


@dataclass(frozen=True)
class InsteadTo(Action):
    """The replaced event's card goes to its owner's ``to`` zone instead ("instead, it is
    put into the graveyard / mana zone": a creature that would come out)."""

    to: str = "graveyard"

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.event is None or ctx.event.obj is None:
            return
        o = state.objects[ctx.event.obj]
        state.move(ctx.event.obj, _zone_of(self.to, o.owner), reason=REPLACED,
                   cause="effect", source=ctx.source, rule="DM 609")

    @property
    def text(self) -> str:
        return f"put it into its owner's {self.to} instead"


R_USE_BY_EFFECT = "DM-USE-08"


@dataclass(frozen=True)
class UseChosen(Action):
    """"Use the chosen card (see :class:`Choose`) without paying its cost": a one-shot
    effect that instructs a use, the one way a card is used in the middle of an effect's
    resolution (DM-USE-08). The card's type is open: used, a creature is summoned, a
    spell cast, a Cross Gear generated (DM-USE-11). ``frm``: where the card is chosen
    (``"graveyard"``: "cast it from your graveyard", Wave). A card that is no longer
    there, or that the use procedure could not use, is not used."""

    frm: str = "hand"

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = state.var(ctx, "chosen")
        grave = self.frm == "graveyard"
        if oid is None or state.objects[oid].zone != _zone_of(self.frm, ctx.controller) \
                or why_not_use(state, ctx.controller, oid, free=True,
                               from_graveyard=grave) is not None:
            return
        state.log_rule(R_USE_BY_EFFECT, "{}'s effect has {} use {} without paying its cost, "
                       "during its resolution",
                       state.objects[ctx.source].card.name if ctx.source is not None else "?",
                       state.players[ctx.controller].name, state.objects[oid].card.name)
        plan: tuple[tuple[str, object], ...] = (("free", True),)
        state.push(Use("dm.use", ctx.controller, oid,
                       plan=(*plan, ("from_graveyard", True)) if grave else plan))

    @property
    def text(self) -> str:
        return "use it without paying its cost"


@dataclass(frozen=True)
class CreateDelayed(Action):
    """Create the card's delayed triggered ability ``ability`` (its index; it functions
    from no zone, ``zones=(CREATED,)``): it watches its event from now on and triggers
    once, whatever happens to the card meanwhile ("after that attack, ...")."""

    ability: int = 0

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.source is None:
            return
        start_delayed(state, ctx.controller, ctx.source, self.ability)
        state.log_rule(R_TRIGGERED, "{} creates a delayed triggered ability: {}",
                       state.objects[ctx.source].card.name,
                       state.objects[ctx.source].card.abilities[self.ability].text)

    @property
    def text(self) -> str:
        return "create a delayed triggered ability"


@dataclass(frozen=True)
class SkipRestOfTurn(Action):
    """"<Whom> skips the rest of the turn" (``whom``: the opponent of the ability's
    controller, or you), citing ``rule``. Nothing if it is not that player's turn."""

    whom: str = OPPONENT
    rule: str = "DM rule: skip the rest of the turn"

    def start(self, state: GameState, ctx: Ctx) -> None:
        player = 1 - ctx.controller if self.whom == OPPONENT else ctx.controller
        skip_rest_of_turn(state, player, self.rule)

    @property
    def text(self) -> str:
        return "skip the rest of the turn"
