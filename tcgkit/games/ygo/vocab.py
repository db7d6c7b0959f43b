"""The Yu-Gi-Oh! card vocabulary: card constructors, event patterns and conditions.
Card modules import only this module."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, ClassVar

from ...core.abilities import (
    CREATED,
    OPPONENT,
    YOU,
    Ability,
    Action,
    CountModifier,
    Ctx,
    Pattern,
    Prohibition,
    SpellEffect,
    Target,
    TargetSpec,
    Triggered,
)
from ...core.actions import Draw
from ...core.continuous import PERMANENT, Continuous
from ...core.decision import Decision, Option, one_per_card
from ...core.events import BOTTOM, DESTROY, Event
from ...core.limits import Limit
from ...core.pending import PendingItem
from ...core.resolve import ACTIVATE, start_delayed
from ...core.steps import Ask, Step
from .card import ATTACK, Materials, TributeCondition, YgoCard
from .chain import (
    BEFORE_DRAW,
    COST,
    EFFECT,
    IGNITION,
    NO_BATTLE,
    R_NEGATE,
    R_SUMMON_NEGATION,
    SUMMONING,
    Choice,
    Effect,
    activated_from_gy,
    choose_one,
    declares,
    draw_state,
    drawn_by_normal_draw,
    negate,
    negate_summon,
    start_lock,
    start_pledge,
    summon_is_special,
    why_summon_forbidden,
)
from .control import (
    THEIR_PENDULUM_ZONE_CARD,
    YOUR_OPPONENTS_MONSTER,
    DestroyTargetThenMoveThisThere,
    TakeControlOfTarget,
)
from .extra import special_summon
from .fusion import (
    FusionSummon,
    RitualSummon,
    fusion_monster,
    monster_of,
    named,
    ritual_monster,
    ritual_spell,
)
from .links import co_linked, points_at
from .spells import (
    STAT_CHANGE,
    ChangeToFaceDownDefense,
    EquipFromDeckToTarget,
    EquipToTarget,
    StartsApplying,
    StatModifier,
    cannot_attack,
    of_type,
    the_equipped_monster,
)
from .xyz_effect import SummonFromDeckThenXyz
from .zones import (
    BANISHED,
    DECK,
    EXTRA_DECK,
    EXTRA_MONSTER_ZONE,
    FIELD_ZONE,
    GRAVEYARD,
    HAND,
    MONSTER_ZONE,
    MONSTER_ZONE_SIZE,
    OVERLAY,
    SPELL_TRAP_ZONE,
    monsters,
)

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import objects

__all__ = [
    "ACTIVATE",
    "BEFORE_DRAW",
    "COST",
    "EFFECT",
    "IGNITION",
    "OPPONENT",
    "SENT_FROM_FIELD_TO_GY",
    "THAT_NAME",
    "YOU",
    "AddFromGY",
    "AddThisToHand",
    "AppliesForTheRestOfTheDuel",
    "BanishTarget",
    "BanishThis",
    "CannotActivateThatName",
    "ChangeToFaceDownDefense",
    "CountModifier",
    "DamagePerMonster",
    "DestroyAllMonsters",
    "DetachMaterial",
    "DiscardOneDrawnByNormalDraw",
    "DiscardThis",
    "Draw",
    "Effect",
    "FusionSummon",
    "Limit",
    "Lock",
    "LookAtOpponentsTopCard",
    "Materials",
    "Negate",
    "NegateSummon",
    "NormalDraw",
    "Pattern",
    "PayHalfLP",
    "PayLP",
    "Prohibition",
    "PutThisOnTopOfDeck",
    "RitualSummon",
    "SearchDeck",
    "SearchFor",
    "SendThisToGY",
    "ShuffleHandIntoDeckAndDraw",
    "SpecialSummonTarget",
    "SpecialSummonThis",
    "SpecialSummonToPointedZone",
    "StatModifier",
    "TargetSpec",
    "TributeOne",
    "TributeThis",
    "Triggered",
    "activated_from_gy",
    "cannot_attack",
    "co_linked_names",
    "continuous_spell",
    "created",
    "created_lock",
    "declares",
    "different_names",
    "draw_window",
    "drawn_by_normal_draw",
    "drawn_in_draw_phase",
    "effect_monster",
    "equip_spell",
    "extra_deck_empty",
    "face_up_monster",
    "field_spell",
    "fusion_monster",
    "is_normal_monster",
    "link_monster",
    "monster_of",
    "named",
    "normal_monster",
    "normal_spell",
    "of_type",
    "pendulum_monster",
    "quick_play_spell",
    "ritual_monster",
    "ritual_spell",
    "spell_trap_activated",
    "summon_is_special",
    "synchro_monster",
    "the_equipped_monster",
    "trap",
    "tuner_monster",
    "when_summoned",
    "would_destroy_on_field",
    "xyz_materials",
    "xyz_monster",
]


def normal_monster(name: str, *, jp: str, passcode: str, level: int, attribute: str, race: str,
                   atk: int, defense: int, filler: bool = False) -> YgoCard:
    """A Normal Monster (no effects)."""
    return YgoCard(name=name, jp=jp, passcode=passcode, level=level, attribute=attribute,
                   race=race, atk=atk, defense=defense, normal=True, filler=filler)


def effect_monster(name: str, *, jp: str, passcode: str, level: int, attribute: str, race: str,
                   atk: int, defense: int, abilities: Sequence[Ability],
                   tuner: bool = False, condition: str = "",
                   tributes: TributeCondition | None = None) -> YgoCard:
    """An Effect Monster (``tuner``: a Tuner; ``condition``: its summoning condition,
    :data:`~.card.NO_SPECIAL` ...; ``tributes``: what its Tribute Summon must Tribute)."""
    return YgoCard(name=name, jp=jp, passcode=passcode, level=level, attribute=attribute,
                   race=race, atk=atk, defense=defense, abilities=tuple(abilities),
                   tuner=tuner, summoning_condition=condition, tribute_condition=tributes)


def pendulum_monster(name: str, *, jp: str, passcode: str, level: int, scale: int,
                     attribute: str, race: str, atk: int, defense: int,
                     abilities: Sequence[Ability] = ()) -> YgoCard:
    """A Pendulum Monster with the Pendulum Scale ``scale`` (the same on both sides):
    a monster in the Main Deck, or activated as a Spell into a Pendulum Zone
    (``pendulum.py``). A Normal Pendulum Monster when it has no ``abilities``."""
    return YgoCard(name=name, jp=jp, passcode=passcode, level=level, attribute=attribute,
                   race=race, atk=atk, defense=defense, pendulum_scale=scale,
                   normal=not abilities, abilities=tuple(abilities))


def link_monster(name: str, *, jp: str, passcode: str, arrows: tuple[str, ...], attribute: str,
                 race: str, atk: int, abilities: Sequence[Ability],
                 materials: Materials | None = None) -> YgoCard:
    """A Link Monster: Link Arrows instead of a Level, no DEF. With ``materials`` it is
    Link Summoned from the Extra Deck (``extra.py``); without, it comes to the field by
    a scenario's setup or an effect only."""
    return YgoCard(name=name, jp=jp, passcode=passcode, link_arrows=arrows,
                   attribute=attribute, race=race, atk=atk, abilities=tuple(abilities),
                   materials=materials)


def synchro_monster(name: str, *, jp: str, passcode: str, level: int, attribute: str,
                    race: str, atk: int, defense: int, materials: Materials,
                    abilities: Sequence[Ability] = ()) -> YgoCard:
    """A Synchro Monster: Synchro Summoned from the Extra Deck with 1 Tuner and 1 or more
    non-Tuner monsters whose Levels add up to its own (``extra.py``)."""
    return YgoCard(name=name, jp=jp, passcode=passcode, level=level, attribute=attribute,
                   race=race, atk=atk, defense=defense, extra="synchro", materials=materials,
                   abilities=tuple(abilities))


def xyz_monster(name: str, *, jp: str, passcode: str, rank: int, attribute: str, race: str,
                atk: int, defense: int, materials: Materials,
                abilities: Sequence[Ability] = ()) -> YgoCard:
    """An Xyz Monster: a Rank instead of a Level, Xyz Summoned from the Extra Deck with
    monsters whose Level is its Rank, which become its Xyz Materials (``extra.py``)."""
    return YgoCard(name=name, jp=jp, passcode=passcode, rank=rank, attribute=attribute,
                   race=race, atk=atk, defense=defense, extra="xyz", materials=materials,
                   abilities=tuple(abilities))


def tuner_monster(name: str, *, jp: str, passcode: str, level: int, attribute: str, race: str,
                  atk: int, defense: int, abilities: Sequence[Ability] = ()) -> YgoCard:
    """A Tuner monster (a Normal Monster when it has no ``abilities``)."""
    return YgoCard(name=name, jp=jp, passcode=passcode, level=level, attribute=attribute,
                   race=race, atk=atk, defense=defense, tuner=True, normal=not abilities,
                   abilities=tuple(abilities))


def is_normal_monster(card: YgoCard) -> bool:
    """A Normal Monster (a Link Spider's material)."""
    return card.kind == "monster" and card.normal


def different_names(cards: tuple[YgoCard, ...]) -> bool:
    """"Monsters with different names"."""
    return len({c.name for c in cards}) == len(cards)


def normal_spell(name: str, *, jp: str, passcode: str, text: str = "",
                 effect: Sequence[Action] | None = None,
                 abilities: Sequence[Ability] = (),
                 targets: Sequence[TargetSpec] = ()) -> YgoCard:
    """A Normal Spell: activated from the hand (or Set) in the Main Phase with an empty
    chain, Spell Speed 1; it goes to the GY once it has resolved. ``abilities`` are its
    other effects (in the GY ...); without ``effect`` it has no effect of its own to
    activate (or tcgkit leaves that effect out, as the card says)."""
    own = (SpellEffect(text, effect=tuple(effect), targets=tuple(targets)),) \
        if effect is not None else ()
    return YgoCard(name=name, jp=jp, passcode=passcode, kind="spell", spell_type="normal",
                   abilities=(*own, *abilities))


def equip_spell(name: str, *, jp: str, passcode: str, abilities: Sequence[Ability],
                equip: TargetSpec | None = None) -> YgoCard:
    """An Equip Spell: activated from the hand in its controller's Main Phase (Spell
    Speed 1) targeting the face-up monster ``equip`` describes, it is equipped to it as it
    resolves and stays face-up in the Spell & Trap Zone, its effects applying to "the
    equipped monster" (``spells.py``). Without ``equip`` only its other effects (in the
    GY ...) are there, and it is not activated."""
    own = (SpellEffect("Equip this card to a face-up monster.", effect=(EquipToTarget(),),
                       targets=(equip,)),) if equip is not None else ()
    return YgoCard(name=name, jp=jp, passcode=passcode, kind="spell", spell_type="equip",
                   abilities=(*abilities, *own))


def face_up_monster(test: Callable[[YgoCard], bool] | None = None,
                    text: str = "1 face-up monster on the field") -> TargetSpec:
    """A target: "1 face-up monster on the field" (that passes ``test``): what an Equip
    Spell equips, what Book of Moon turns face-down."""
    def fits(state: GameState, ctx: Ctx, oid: int) -> bool:
        o = state.objects[oid]
        return not o.face_down and (test is None or _passes(state, oid, test))
    return TargetSpec(text, fits, zones=("monster_zone", "extra_monster_zone"))


def _this_left_the_field_for_the_gy(state: GameState, event: Event, ctx: Ctx) -> bool:
    field = event.frm in MONSTER_ZONE or event.frm in SPELL_TRAP_ZONE \
        or event.frm in EXTRA_MONSTER_ZONE
    return event.obj == ctx.source and field and event.to in GRAVEYARD


SENT_FROM_FIELD_TO_GY = Pattern("move", where=_this_left_the_field_for_the_gy)
""""If this card is sent from the field to the GY": found by looking back at the field
the card just left (a card in the GY could not see itself leave)."""


@dataclass(frozen=True)
class SearchDeck(Action):
    """"Add 1 monster with <max_atk> or less ATK from your Deck to your hand" (the Deck
    is shuffled afterwards; the added card is shown). The card added is handed on as
    ``var`` to later actions."""

    max_atk: int = 0
    var: str = "it"
    declares = ("search",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        found = [oid for oid in state.zones[DECK[ctx.controller]]
                 if _fits(state, oid, self.max_atk)]
        if not found:
            state.log_rule(R_SEARCH, "{} has no fitting monster in the Deck",
                           state.players[ctx.controller].name)
            return
        state.push(ChooseFromDeck(ctx, tuple(found), self.var))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return any(_fits(state, oid, self.max_atk) for oid in state.zones[DECK[ctx.controller]])

    @property
    def text(self) -> str:
        return f"add 1 monster with {self.max_atk} or less ATK from your Deck to your hand"


R_SEARCH = "YGO rule: adding from the Deck"


def _fits(state: GameState, oid: int, max_atk: int) -> bool:
    c = state.objects[oid].card
    return isinstance(c, YgoCard) and c.kind == "monster" and c.atk <= max_atk


class ChooseFromDeck(Ask):
    """The searching player picks one of the fitting cards of their Deck."""

    __slots__ = ("cards", "ctx", "var")

    def __init__(self, ctx: Ctx, cards: tuple[int, ...], var: str) -> None:
        self.ctx = ctx
        self.cards = cards
        self.var = var

    def decide(self, state: GameState) -> Decision:
        return Decision(self.ctx.controller, "search", one_per_card(state, self.cards, "add"),
                        "Choose a card to add from your Deck to your hand", state)

    def answer(self, state: GameState, option: Option) -> None:
        p = self.ctx.controller
        state.log_rule(R_SEARCH, "{} adds {} from the Deck to the hand and shows it",
                       state.players[p].name, state.objects[option.obj].card.name)
        state.move(option.obj, HAND[p], player=p, source=self.ctx.source, reason="search",
                   cause="effect")
        state.emit(Event("shuffle", player=p, to=DECK[p], rule=R_SEARCH))
        state.set_var(self.ctx, self.var, option.obj)


def created_lock(text: str, forbids: Pattern) -> Prohibition:
    """A lock that a resolving effect creates ("for the rest of this turn, you cannot
    ..."): a :class:`~tcgkit.core.abilities.Prohibition` that functions in no zone, which
    :class:`Lock` starts for the effect's controller. ``forbids`` sees that player as
    ``you`` and what was chosen for the lock (:attr:`Lock.var`) as its context's
    targets."""
    return Prohibition(text, zones=(CREATED,), forbids=forbids)


@dataclass(frozen=True)
class Lock(Action):
    """"For the rest of this turn (``duel``: of this Duel), <lock>": starts this card's
    ``which``-th :func:`created_lock` for the effect's controller, remembering the card
    handed on as ``var`` if one is named (Sangan's "that name"). It is a prohibition in
    the state (the one activation check and the placing of triggers ask it, through
    :func:`~tcgkit.core.pipeline.forbidden`) that ends with the turn, whatever happens to
    the card that created it."""

    what: str = ""
    which: int = 0
    var: str = ""
    duel: bool = False

    def _start(self, state: GameState, ctx: Ctx) -> Target | None:
        """Start the lock; the remembered card, or ``None`` if none was handed on."""
        oid = _this(state, ctx)
        chosen: Target | None = None
        if self.var:
            picked = state.var(ctx, self.var)
            if picked is None:
                return None
            chosen = (picked, state.objects[picked].incarnation)
        start_lock(state, ctx.controller, oid, self.which,
                   () if chosen is None else (chosen,), duel=self.duel)
        return chosen

    def start(self, state: GameState, ctx: Ctx) -> None:
        if self.var and state.var(ctx, self.var) is None:
            return
        self._start(state, ctx)
        state.log_rule(R_EFFECT, "{}: for the rest of this {}, {}", _name(state, _this(state, ctx)),
                       "Duel" if self.duel else "turn", self.what)

    @property
    def text(self) -> str:
        return f"for the rest of this {'Duel' if self.duel else 'turn'}, {self.what}"


def _that_name(state: GameState, event: Event, ctx: Ctx) -> bool:
    # The card remembered as the lock began: its name is "that name".
    objs = state.objects
    return event.obj is not None and bool(ctx.targets) \
        and objs[event.obj].card.name == objs[ctx.targets[0][0]].card.name


THAT_NAME = Pattern(ACTIVATE, player=YOU, where=_that_name)
"""What Sangan's lock forbids: its controller activating a card, or an effect of a card,
with the name of the card it added (``player``: who would activate; a trigger effect is
activated too, so it is not placed on the chain)."""


@dataclass(frozen=True)
class CannotActivateThatName(Lock):
    """"For the rest of this turn, you cannot activate cards, or the effects of cards,
    with that name" (the card handed on as ``var``; the card's :func:`created_lock`
    forbidding :data:`THAT_NAME`)."""

    var: str = "it"

    def start(self, state: GameState, ctx: Ctx) -> None:
        chosen = self._start(state, ctx)
        if chosen is None:
            return
        state.log_rule(R_SEARCH, "{} cannot activate cards or effects named {} this turn",
                       state.players[ctx.controller].name, state.objects[chosen[0]].card.name)

    @property
    def text(self) -> str:
        return "for the rest of this turn, you cannot activate cards, or the effects of " \
               "cards, with that name"


def NormalDraw(player: str = YOU,
               where: Callable[[GameState, Event, Ctx], bool] | None = None) -> Pattern:
    """The normal draw of ``player``'s Draw Phase as a whole (how many cards it draws),
    while ``where`` holds."""
    return Pattern("draws", player=player, reason="normal_draw", where=where)


def co_linked_names(state: GameState, part: str) -> set[str]:
    """The different names of the co-linked monsters on the field whose name contains
    ``part`` (an archetype: "Knightmare")."""
    objs = state.objects
    return {objs[oid].card.name for oid in co_linked(state) if part in objs[oid].card.name}


def created(text: str, ability: CountModifier) -> CountModifier:
    """``ability`` as an effect that a resolving card creates (it functions in no zone:
    :class:`AppliesForTheRestOfTheDuel` starts it)."""
    return CountModifier(text, zones=(CREATED,), applies=ability.applies, count=ability.count)


def extra_deck_empty(state: GameState, event: Event, ctx: Ctx) -> bool:
    """The controller's Extra Deck has no cards."""
    return not state.zones[EXTRA_DECK[ctx.controller]]


# ---------------------------------------------------------------------- Spells, Traps

def _spell(name: str, spell_type: str, jp: str, passcode: str,
           abilities: Sequence[Ability]) -> YgoCard:
    return YgoCard(name=name, jp=jp, passcode=passcode, kind="spell", spell_type=spell_type,
                   abilities=tuple(abilities))


def quick_play_spell(name: str, *, jp: str, passcode: str, text: str, effect: Sequence[Action],
                     targets: Sequence[TargetSpec] = (), cost: Sequence[Action] = ()) -> YgoCard:
    """A Quick-Play Spell (Spell Speed 2): activated from the hand in its controller's
    own turn, or Set and activated from the field from the next turn on, even in
    response; it goes to the GY once it has resolved."""
    return _spell(name, "quick", jp, passcode, [Effect(
        text, zones=("hand", "spell_trap_zone"), card=True, spell_speed=2,
        effect=tuple(effect), targets=tuple(targets), cost=tuple(cost))])


def continuous_spell(name: str, *, jp: str, passcode: str,
                     abilities: Sequence[Ability]) -> YgoCard:
    """A Continuous Spell: activated from the hand in its controller's Main Phase (Spell
    Speed 1; the activation itself does nothing more), it stays face-up on the field,
    where its effects apply or are activated. Its triggered effects trigger only while
    it is face-up (a Set card's effects do not apply)."""
    own = [replace(ab, condition=_face_up_and(ab.condition)) if isinstance(ab, Triggered)
           else ab for ab in abilities]
    return _spell(name, "continuous", jp, passcode,
                  [*own, SpellEffect("Activate this card.", effect=())])


def _face_up_and(condition: Callable[[GameState, Ctx], bool] | None
                 ) -> Callable[[GameState, Ctx], bool]:
    """``condition``, and the card whose effect it is is face-up."""
    def face_up(state: GameState, ctx: Ctx) -> bool:
        if ctx.source is not None and state.objects[ctx.source].face_down:
            return False
        return condition is None or condition(state, ctx)
    return face_up


def field_spell(name: str, *, jp: str, passcode: str, abilities: Sequence[Ability]) -> YgoCard:
    """A Field Spell: activated from the hand into its controller's Field Zone in their
    Main Phase (Spell Speed 1; the Field Spell already there is sent to the GY), it stays
    face-up there, where its effects apply (``spells.py``)."""
    return _spell(name, "field", jp, passcode,
                  [*abilities, SpellEffect("Activate this card.", effect=(StartsApplying(),))])


def trap(name: str, *, jp: str, passcode: str, trap_type: str, text: str,
         effect: Sequence[Action], cost: Sequence[Action] = (),
         targets: Sequence[TargetSpec] = (),
         condition: Callable[[GameState, Ctx], bool] | None = None,
         responds_to: Callable[[GameState, Ctx, PendingItem], bool] | None = None,
         abilities: Sequence[Ability] = ()) -> YgoCard:
    """A Trap Card: Set first, activated from the field from the next turn on (Spell
    Speed 2, a Counter Trap 3). A Normal or Counter Trap goes to the GY once it has
    resolved; a Continuous Trap stays."""
    activation = Effect(text, zones=("spell_trap_zone",), card=True,
                        spell_speed=3 if trap_type == "counter" else 2, effect=tuple(effect),
                        cost=tuple(cost), targets=tuple(targets), condition=condition,
                        responds_to=responds_to)
    return YgoCard(name=name, jp=jp, passcode=passcode, kind="trap", trap_type=trap_type,
                   abilities=(activation, *abilities))


# ---------------------------------------------------------------------- conditions

def _passes(state: GameState, oid: int, test: Callable[[YgoCard], bool]) -> bool:
    card = state.objects[oid].card
    return isinstance(card, YgoCard) and test(card)


def drawn_in_draw_phase(test: Callable[[YgoCard], bool]) -> Pattern:
    """"When you draw <a card that passes test> during your Draw Phase": any draw, by
    the normal draw or by an effect (YGO-ND-05); once per draw instruction (the first
    such card of it)."""
    def where(state: GameState, event: Event, ctx: Ctx) -> bool:
        if state.step != "draw" or event.obj is None:
            return False
        card = state.objects[event.obj].card
        if not (isinstance(card, YgoCard) and test(card)):
            return False
        first = state.history.first("draw", player=event.player, where=lambda e: (
            e.batch == event.batch and e.obj is not None
            and _passes(state, e.obj, test)))
        return first is event
    return Pattern("draw", player=YOU, where=where)


# ---------------------------------------------------------------------- actions

R_EFFECT = "YGO rule: card effects"


def _name(state: GameState, oid: int | None) -> str:
    return state.objects[oid].card.name if oid is not None else "?"


def _this(state: GameState, ctx: Ctx) -> int:
    assert ctx.source is not None
    return ctx.source


@dataclass(frozen=True)
class AddThisToHand(Action):
    """"Add this card to your hand" (from where it is)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = _this(state, ctx)
        state.log_rule(R_EFFECT, "{} adds {} to the hand", state.players[ctx.controller].name,
                       _name(state, oid))
        state.move(oid, HAND[state.objects[oid].owner], player=ctx.controller,
                   source=oid, reason="add", cause="effect")

    @property
    def text(self) -> str:
        return "add this card to your hand"


@dataclass(frozen=True)
class PutThisOnTopOfDeck(Action):
    """"Place this card on top of your Deck" (from the GY, where a trigger of a card
    sent there resolves; a card that left the GY meanwhile is left alone)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = _this(state, ctx)
        o = state.objects[oid]
        if o.zone != GRAVEYARD[o.owner]:
            state.log_rule(R_EFFECT, "{} is no longer in the GY: it stays where it is",
                           _name(state, oid))
            return
        state.log_rule(R_EFFECT, "{} places {} on top of the Deck",
                       state.players[ctx.controller].name, _name(state, oid))
        state.move(oid, DECK[o.owner], player=ctx.controller, source=oid, reason="return",
                   cause="effect")

    @property
    def text(self) -> str:
        return "place this card on top of your Deck"


@dataclass(frozen=True)
class SpecialSummonThis(Action):
    """"Special Summon this card": in face-up Attack or Defense Position, its
    controller's choice, unless the card says which (``position``: "in Defense
    Position")."""

    position: str = ""
    declares = ("special_summon",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = _this(state, ctx)
        p = ctx.controller
        state.log_rule(R_EFFECT, "{} Special Summons {}", state.players[p].name,
                       _name(state, oid))
        special_summon(state, Event("summon", player=p, obj=oid, frm=state.objects[oid].zone,
                                    to=MONSTER_ZONE[p], rule=R_EFFECT, reason="special",
                                    source=ctx.source, data=(ATTACK, False)), self.position)

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return not state.full(MONSTER_ZONE[ctx.controller])

    @property
    def text(self) -> str:
        return "Special Summon this card"


@dataclass(frozen=True)
class SpecialSummonTarget(Action):
    """"Special Summon that target" to your side, in face-up Attack or Defense Position
    (its controller's choice, unless ``position`` says which; a Link Monster always in
    Attack Position). A Link
    Monster goes to the Main Monster Zone its controller chooses (where its Link Arrows
    point matters); tcgkit does not place other monsters, whose zone changes nothing it
    models. A monster its summoning condition forbids, or an Extra Deck or Ritual
    Monster never properly summoned (:func:`~.inherent.why_not_special_summon`), is no
    legal target and stays where it is."""

    position: str = ""
    declares = ("special_summon",)
    summons_target: ClassVar[bool] = True
    """What it Special Summons is its target (a lock on where the targets are forbids
    the activation when it forbids them all: chain.why_effect_summon_forbidden)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = _target_object(ctx)
        if oid is None:
            return
        from .inherent import why_not_special_summon

        forbidden = why_not_special_summon(state, oid)  # its summoning condition
        if forbidden is None and state.prohibitions.get("summon"):
            # A lock on Special Summons (Gravekeeper's Trap's "from the GY").
            forbidden = why_summon_forbidden(state, ctx.controller, oid, "special", ctx.source)
        if forbidden is not None:
            state.log_rule(R_EFFECT, "Nothing is Special Summoned: {}", forbidden)
            return
        if TYPE_CHECKING:
            o = objects(state)[oid]
        else:
            o = state.objects[oid]
        free = free_columns(state, ctx.controller)
        if o.card.link_arrows and free:
            state.push(ChooseZone(ctx, oid, free, self.position))
        else:
            _special_summon(state, ctx, oid, -1, self.position)

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return not state.full(MONSTER_ZONE[ctx.controller])

    @property
    def text(self) -> str:
        return "Special Summon that target"


def free_columns(state: GameState, p: int) -> tuple[int, ...]:
    """The Main Monster Zones of player ``p`` that no placed monster occupies (a monster
    nothing placed is not known to be anywhere; the zone's capacity still counts it)."""
    if TYPE_CHECKING:
        objs = objects(state)
    else:
        objs = state.objects
    taken = {objs[oid].column for oid in state.zones[MONSTER_ZONE[p]]}
    return tuple(c for c in range(MONSTER_ZONE_SIZE) if c not in taken)


def _special_summon(state: GameState, ctx: Ctx, oid: int, column: int,
                    position: str = "") -> None:
    p = ctx.controller
    where = f" to Main Monster Zone {column + 1}" if column >= 0 else ""
    state.log_rule(R_EFFECT, "{} Special Summons {}{}", state.players[p].name,
                   _name(state, oid), where)
    # ``at`` is the column (perform_summon places the monster there); the position is
    # the effect's (``position``), a Link Monster's, or its controller's choice.
    special_summon(state, Event("summon", player=p, obj=oid, frm=state.objects[oid].zone,
                                to=MONSTER_ZONE[p], at=column, rule=R_EFFECT,
                                reason="special", source=ctx.source, data=(ATTACK, False)),
                   position)


class ChooseZone(Ask):
    """The summoning player chooses the Main Monster Zone (1-5 from their left) a Link
    Monster is Special Summoned to (``position``: the one an effect says, if any)."""

    __slots__ = ("columns", "ctx", "oid", "position")

    def __init__(self, ctx: Ctx, oid: int, columns: tuple[int, ...],
                 position: str = "") -> None:
        self.ctx = ctx
        self.oid = oid
        self.columns = columns
        self.position = position

    def decide(self, state: GameState) -> Decision:
        options = [Option("zone", self.oid, c) for c in self.columns]
        return Decision(self.ctx.controller, "zone", options,
                        "Choose the Main Monster Zone to Special Summon it to", state)

    def answer(self, state: GameState, option: Option) -> None:
        _special_summon(state, self.ctx, self.oid, option.arg, self.position)


@dataclass(frozen=True)
class AppliesForTheRestOfTheDuel(Action):
    """"For the rest of this Duel, <effect>": starts the card's :func:`created` count
    modifier. It applies from now on, after those already applying (so it wins where
    they conflict, YGO-ND-23), wherever the card goes."""

    what: str = ""
    rule: str = R_EFFECT

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = _this(state, ctx)
        abilities = state.objects[oid].card.abilities
        idx = next(i for i, a in enumerate(abilities)
                   if isinstance(a, CountModifier) and CREATED in a.zones)
        state.add_continuous(Continuous("count_modifier", controller=ctx.controller,
                                        target=("player", ctx.controller), value=idx,
                                        source=oid, duration=PERMANENT))
        # The modifiers index lists effects in the order they began to apply: appended
        # last, this one is applied after every one already there.
        for kind in abilities[idx].kinds():
            state.modifiers[kind] = state.modifiers.get(kind, ()) + ((oid, idx),)
        state.repipe()
        state.log_rule(self.rule, "for the rest of the Duel, {}", self.what)

    @property
    def text(self) -> str:
        return f"for the rest of the Duel, {self.what}"


@dataclass(frozen=True)
class SearchFor(Action):
    """"Add 1 <what> from your Deck to your hand" (``test`` says which cards fit; the
    Deck is shuffled afterwards)."""

    what: str = "card"
    test: Callable[[YgoCard], bool] = lambda card: True
    declares = ("search",)

    def _found(self, state: GameState, ctx: Ctx) -> tuple[int, ...]:
        return tuple(oid for oid in state.zones[DECK[ctx.controller]]
                     if _passes(state, oid, self.test))

    def start(self, state: GameState, ctx: Ctx) -> None:
        found = self._found(state, ctx)
        if not found:
            state.log_rule(R_SEARCH, "{} has no {} in the Deck", state.players[ctx.controller]
                           .name, self.what)
            return
        state.push(ChooseFromDeck(ctx, found, "it"))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(self._found(state, ctx))

    @property
    def text(self) -> str:
        return f"add 1 {self.what} from your Deck to your hand"


@dataclass(frozen=True)
class AddFromGY(Action):
    """"Add 1 <what> from your GY to your hand" (chosen as it resolves)."""

    what: str = "monster"
    test: Callable[[YgoCard], bool] = lambda card: card.kind == "monster"

    def _found(self, state: GameState, ctx: Ctx) -> tuple[int, ...]:
        return tuple(oid for oid in state.zones[GRAVEYARD[ctx.controller]]
                     if _passes(state, oid, self.test))

    def start(self, state: GameState, ctx: Ctx) -> None:
        found = self._found(state, ctx)
        if found:
            state.push(ChooseCard(ctx, ctx.controller, found, "add_from_gy"))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(self._found(state, ctx))

    @property
    def text(self) -> str:
        return f"add 1 {self.what} from your GY to your hand"


class ChooseCard(Ask):
    """``player`` chooses one of ``cards`` for an effect: to add from the GY to the hand
    (``"add_from_gy"``), to discard (``"discard"``), to Tribute as a cost
    (``"tribute"``), to send to the GY as a cost (``"send"``) or to banish from the GY
    as a cost (``"banish"``)."""

    __slots__ = ("cards", "ctx", "player", "purpose")

    PROMPTS: ClassVar[dict[str, str]] = {
        "add_from_gy": "Choose a card to add from your GY to your hand",
        "discard": "Choose a card to discard", "tribute": "Choose a monster to Tribute",
        "detach": "Choose an Xyz Material to detach",
        "send": "Choose a monster to send to the GY",
        "banish": "Choose a card to banish from your GY"}

    def __init__(self, ctx: Ctx, player: int, cards: tuple[int, ...], purpose: str) -> None:
        self.ctx = ctx
        self.player = player
        self.cards = cards
        self.purpose = purpose

    def decide(self, state: GameState) -> Decision:
        kind = "tribute" if self.purpose == "tribute" else "choose"
        return Decision(self.player, kind, one_per_card(state, self.cards, kind),
                        self.PROMPTS[self.purpose], state)

    def answer(self, state: GameState, option: Option) -> None:
        p = self.player
        oid = option.obj
        who = state.players[p].name
        if self.purpose == "add_from_gy":
            state.log_rule(R_EFFECT, "{} adds {} from the GY to the hand", who, _name(state, oid))
            state.move(oid, HAND[p], player=p, source=self.ctx.source, reason="add",
                       cause="effect")
        elif self.purpose == "detach":
            state.log_rule(R_EFFECT, "{} detaches {} from {} as a cost", who,
                           _name(state, oid), _name(state, self.ctx.source))
            state.move(oid, GRAVEYARD[state.objects[oid].owner], player=p,
                       source=self.ctx.source, reason="detach", cause="cost")
        elif self.purpose == "send":
            # To its owner's GY, whoever controls it.
            state.log_rule(R_EFFECT, "{} sends {} to the GY as a cost", who, _name(state, oid))
            state.move(oid, GRAVEYARD[state.objects[oid].owner], player=p,
                       source=self.ctx.source, reason="send", cause="cost")
        elif self.purpose == "banish":
            state.log_rule(R_EFFECT, "{} banishes {} from the GY as a cost", who,
                           _name(state, oid))
            state.move(oid, BANISHED[state.objects[oid].owner], player=p,
                       source=self.ctx.source, reason="banish", cause="cost")
        elif self.purpose == "discard":
            state.log_rule(R_EFFECT, "{} discards {}", who, _name(state, oid))
            state.move(oid, GRAVEYARD[state.objects[oid].owner], player=p,
                       source=self.ctx.source, reason="discard", cause="effect")
        else:
            state.log_rule(R_EFFECT, "{} Tributes {} as a cost", who, _name(state, oid))
            state.move(oid, GRAVEYARD[state.objects[oid].owner], player=p, reason="tribute",
                       cause="cost")


@dataclass(frozen=True)
class SendMonsterYouControl(Action):
    """Cost: "send 1 <what> you control to the GY" (``test``: which of its controller's
    monsters may go; it goes to its owner's GY). Cosmos Channelling's "a monster you
    control that your opponent owns" is :func:`owned_by_your_opponent`."""

    what: str = "monster"
    test: Callable[[GameState, Ctx, int], bool] = lambda state, ctx, oid: True

    def _found(self, state: GameState, ctx: Ctx) -> tuple[int, ...]:
        return tuple(oid for oid in monsters(state, ctx.controller)
                     if self.test(state, ctx, oid))

    def start(self, state: GameState, ctx: Ctx) -> None:
        found = self._found(state, ctx)
        if found:
            state.push(ChooseCard(ctx, ctx.controller, found, "send"))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(self._found(state, ctx))

    @property
    def text(self) -> str:
        return f"send 1 {self.what} to the GY"


def owned_by_your_opponent(state: GameState, ctx: Ctx, oid: int) -> bool:
    """Whether card ``oid`` is owned by the opponent of ``ctx``'s controller."""
    return state.objects[oid].owner != ctx.controller


__all__ += ["SendMonsterYouControl", "owned_by_your_opponent"]


@dataclass(frozen=True)
class SwapDeckAndGY(Action):
    """"Each player swaps the cards in their GY with the cards in their Deck, then
    shuffles their Deck" (Exchange of the Spirit): the Extra Deck monsters in either GY
    return to the Extra Deck first (they cannot be in a Deck); then, for each player
    from the turn player on, their Deck goes to the GY and their GY becomes their Deck,
    shuffled. Nothing is drawn or discarded: "when sent to the GY" still sees the
    Deck's cards arrive."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        objs = state.objects
        for p in (state.active, 1 - state.active):
            who = state.players[p].name
            extra = [oid for oid in state.zones[GRAVEYARD[p]]
                     if getattr(objs[oid].card, "extra", "")]
            for oid in extra:
                state.move(oid, EXTRA_DECK[p], player=p, source=ctx.source, reason="return",
                           cause="effect")
            deck = list(state.zones[DECK[p]])
            gy = list(state.zones[GRAVEYARD[p]])
            state.log_rule(R_EFFECT, "{} swaps the GY ({} cards) with the Deck ({} cards)",
                           who, len(gy), len(deck))
            for oid in deck:
                state.move(oid, GRAVEYARD[p], player=p, source=ctx.source, reason="send",
                           cause="effect")
            for oid in gy:
                state.move(oid, DECK[p], player=p, source=ctx.source, reason="shuffle",
                           cause="effect")
            state.emit(Event("shuffle", player=p, to=DECK[p], rule=R_EFFECT))

    @property
    def text(self) -> str:
        return "each player swaps the cards in their GY with the cards in their Deck, then " \
               "shuffles their Deck"


__all__ += ["SwapDeckAndGY"]


@dataclass(frozen=True)
class _MoveThis(Action):
    """A cost that moves this card: discard it, send it to the GY, banish it."""

    zone: str = "graveyard"
    reason: str = "discard"

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = _this(state, ctx)
        o = state.objects[oid]
        state.log_rule(R_EFFECT, "{} {} {} as a cost", state.players[ctx.controller].name,
                       {"discard": "discards", "banish": "banishes",
                        "tribute": "Tributes"}.get(self.reason, "sends"),
                       o.card.name)
        to = state.rules.zones.id(self.zone, o.owner)
        state.move(oid, to, player=ctx.controller, reason=self.reason, cause="cost")

    @property
    def text(self) -> str:
        return {"discard": "discard this card", "banish": "banish this card",
                "tribute": "Tribute this card"}.get(self.reason, "send this card to the GY")


def DiscardThis() -> Action:
    """Cost: "discard this card"."""
    return _MoveThis("graveyard", "discard")


def SendThisToGY() -> Action:
    """Cost: "send this card to the GY"."""
    return _MoveThis("graveyard", "send")


def BanishThis() -> Action:
    """Cost: "banish this card"."""
    return _MoveThis("banished", "banish")


@dataclass(frozen=True)
class TributeOne(Action):
    """Cost: "Tribute 1 monster" (you choose which of yours)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.push(ChooseCard(ctx, ctx.controller, tuple(monsters(state, ctx.controller)),
                              "tribute"))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(monsters(state, ctx.controller))

    @property
    def text(self) -> str:
        return "Tribute 1 monster"


@dataclass(frozen=True)
class PayLP(Action):
    """Cost: "pay <amount> LP"."""

    amount: int = 0

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.emit(Event("life", player=ctx.controller, amount=-self.amount, reason="pay",
                         cause="cost", rule=R_EFFECT))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return state.players[ctx.controller].life >= self.amount

    @property
    def text(self) -> str:
        return f"pay {self.amount} LP"


@dataclass(frozen=True)
class Negate(Action):
    """"Negate the activation" (``what="activation"``) or "negate the effect"
    (``"effect"``) of the chain link this one responds to, and if it does, ``then``
    (``"destroy"`` or ``"banish"``) that card."""

    what: str = "effect"
    then: str = ""
    declares = ("negate",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        link = negate(state, ctx, self.what)
        if link is None or link.obj is None or not self.then:
            return
        o = state.objects[link.obj]
        if self.then == "destroy":
            state.move(link.obj, GRAVEYARD[o.owner], source=ctx.source, reason=DESTROY,
                       cause="effect", rule=R_NEGATE)
        else:
            state.log_rule(R_NEGATE, "{} is banished", o.card.name)
            state.move(link.obj, BANISHED[o.owner], source=ctx.source, reason="banish",
                       cause="effect", rule=R_NEGATE)

    @property
    def text(self) -> str:
        return f"negate the {self.what}" + (f", and if you do, {self.then} it" if self.then
                                            else "")


def _target_object(ctx: Ctx) -> int | None:
    if not ctx.targets or ctx.targets[0][0] < 0:
        return None
    return ctx.targets[0][0]


@dataclass(frozen=True)
class DestroyTarget(Action):
    """"Destroy that target"."""

    declares = ("destroy",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = _target_object(ctx)
        if oid is not None:  # the destruction logs itself (rules.perform_move)
            state.move(oid, GRAVEYARD[state.objects[oid].owner], source=ctx.source,
                       reason=DESTROY, cause="effect", rule=R_EFFECT)


@dataclass(frozen=True)
class BanishTarget(Action):
    """"Banish that target"."""

    declares = ("banish",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = _target_object(ctx)
        if oid is not None:
            state.log_rule(R_EFFECT, "{} is banished", _name(state, oid))
            state.move(oid, BANISHED[state.objects[oid].owner], source=ctx.source,
                       reason="banish", cause="effect")


@dataclass(frozen=True)
class ShuffleHandIntoDeckAndDraw(Action):
    """"Shuffle your entire hand into the Deck, then draw the same number of cards"
    (activated only with at least 1 other card in the hand)."""

    declares = ("draw",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.controller
        hand = [oid for oid in state.zones[HAND[p]]]
        state.log_rule(R_EFFECT, "{} shuffles {} card(s) from the hand into the Deck",
                       state.players[p].name, len(hand))
        for oid in hand:
            state.move(oid, DECK[p], player=p, source=ctx.source, reason="shuffle",
                       cause="effect")
        state.emit(Event("shuffle", player=p, to=DECK[p], rule=R_EFFECT))
        state.emit(Event("draws", player=p, amount=len(hand), source=ctx.source,
                         reason="effect", rule=state.rules.effect_draw_rule(len(hand))))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return any(oid != ctx.source for oid in state.zones[HAND[ctx.controller]])

    @property
    def text(self) -> str:
        return "shuffle your hand into the Deck, then draw the same number of cards"


@dataclass(frozen=True)
class ShuffleAllTargetsIntoDeckThenDraw(Action):
    """"Shuffle all <the targets> into the Deck, then draw <draw> card(s)": only if every
    target is still there to be shuffled ("all"); then the controller draws. A monster
    from the Extra Deck returns there (rules.perform_move)."""

    draw: int = 1
    declares = ("draw",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.controller
        aimed = [t[0] for t in ctx.targets]
        if not aimed or any(oid < 0 for oid in aimed):
            state.log_rule(R_EFFECT, "{}: not all its targets are still in the GY, so none "
                           "is shuffled into the Deck and nothing is drawn",
                           _name(state, ctx.source))
            return
        state.log_rule(R_EFFECT, "{} shuffles {} into the Deck", state.players[p].name,
                       ", ".join(_name(state, oid) for oid in aimed))
        for oid in aimed:
            state.move(oid, DECK[state.objects[oid].owner], player=p, source=ctx.source,
                       reason="shuffle", cause="effect")
        for owner in sorted({state.objects[oid].owner for oid in aimed}):
            state.emit(Event("shuffle", player=owner, to=DECK[owner], rule=R_EFFECT))
        state.emit(Event("draws", player=p, amount=self.draw, source=ctx.source,
                         reason="effect", rule=state.rules.effect_draw_rule(self.draw)))

    @property
    def text(self) -> str:
        return f"shuffle all the targets into the Deck, then draw {self.draw}"


def distinct_targets(spec: TargetSpec, n: int) -> tuple[TargetSpec, ...]:
    """"Target ``n`` <spec>": ``n`` targets, each never one chosen before it (as they are
    chosen, ``ctx.targets`` holds the earlier ones; as the effect resolves, all)."""
    test = spec.objects
    assert test is not None

    def nth(i: int) -> TargetSpec:
        def fits(state: GameState, ctx: Ctx, oid: int) -> bool:
            return all(t[0] != oid for t in ctx.targets[:i]) and test(state, ctx, oid)
        return TargetSpec(spec.text, fits, zones=spec.zones)
    return tuple(nth(i) for i in range(n))


@dataclass(frozen=True)
class LookAtOpponentsTopCard(Action):
    """"Look at the top card of your opponent's Deck, and put it back on the top or the
    bottom" (only the looking player learns the card)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        deck = state.zones[DECK[1 - ctx.controller]]
        if not deck:
            return
        me = state.players[ctx.controller].name
        state.log_rule(R_EFFECT, "{} looks at the top card of the opponent's Deck: {}", me,
                       _name(state, deck[-1]), private=ctx.controller,
                       public=f"{me} looks at the top card of the opponent's Deck")
        state.push(TopOrBottom(ctx.controller, deck[-1]))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(state.zones[DECK[1 - ctx.controller]])


class TopOrBottom(Ask):
    """The player who looked puts the card back on the top or the bottom of the Deck."""

    __slots__ = ("obj", "player")

    def __init__(self, player: int, obj: int) -> None:
        self.player = player
        self.obj = obj

    def decide(self, state: GameState) -> Decision:
        return Decision(self.player, "top_or_bottom", [Option("top"), Option("bottom")],
                        "Put the card on the top or the bottom of the Deck", state)

    def answer(self, state: GameState, option: Option) -> None:
        me = state.players[self.player].name
        if option.kind == "top":
            state.log_rule(R_EFFECT, "{} puts the card back on top of the Deck", me)
            return
        o = state.objects[self.obj]
        state.log_rule(R_EFFECT, "{} puts the card on the bottom of the Deck", me)
        state.move(self.obj, DECK[o.owner], player=self.player, reason="bottom",
                   cause="effect", at=BOTTOM)


@dataclass(frozen=True)
class DiscardOneDrawnByNormalDraw(Action):
    """"Your opponent discards 1 of the cards they drew by that normal draw" (they
    choose; a card drawn otherwise is not one of them, YGO-ND-24)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        them = 1 - ctx.controller
        drawn = tuple(drawn_by_normal_draw(state, them))
        if drawn:
            state.push(ChooseCard(ctx, them, drawn, "discard"))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(drawn_by_normal_draw(state, 1 - ctx.controller))

    @property
    def text(self) -> str:
        return "your opponent discards 1 card they drew by the normal draw"


@dataclass(frozen=True)
class DamagePerMonster(Action):
    """"Inflict <each> damage to your opponent for each face-up <race> monster you
    control"."""

    each: int = 0
    race: str = ""
    declares = ("damage",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        objs = state.objects
        n = sum(1 for oid in monsters(state, ctx.controller)
                if not objs[oid].face_down and getattr(objs[oid].card, "race", "") == self.race)
        if n:
            state.emit(Event("damage", player=1 - ctx.controller, source=ctx.source,
                             amount=n * self.each, reason="effect", cause="effect",
                             rule=R_EFFECT))


def draw_window(state: GameState) -> str:
    """The Draw Phase window now open: ``"before"`` or ``"after"`` the normal draw,
    ``"late"`` after a chain there, ``""`` outside the Draw Phase."""
    return draw_state(state).window


# ---------------------------------------------------------------------- demo-deck actions

@dataclass(frozen=True)
class DestroyAllMonsters(Action):
    """"Destroy all monsters on the field" (both players', at once); with ``others``,
    "all other monsters" (not this card)."""

    others: bool = False
    declares = ("destroy",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        doomed = [oid for p in (0, 1) for oid in monsters(state, p)
                  if not (self.others and oid == ctx.source)]
        state.log_rule(R_EFFECT, "{} destroys all {}monsters on the field ({})",
                       _name(state, ctx.source), "other " if self.others else "", len(doomed))
        for oid in doomed:
            state.move(oid, GRAVEYARD[state.objects[oid].owner], source=ctx.source,
                       reason=DESTROY, cause="effect", rule=R_EFFECT)

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(monsters(state, 0) or monsters(state, 1))

    @property
    def text(self) -> str:
        return f"destroy all {'other ' if self.others else ''}monsters on the field"


@dataclass(frozen=True)
class PayHalfLP(Action):
    """Cost: "pay half your LP" (rounded down)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        half = state.players[ctx.controller].life // 2
        state.emit(Event("life", player=ctx.controller, amount=-half, reason="pay",
                         cause="cost", rule=R_EFFECT))

    @property
    def text(self) -> str:
        return "pay half your LP"


def TributeThis() -> Action:
    """Cost: "Tribute this card"."""
    return _MoveThis("graveyard", "tribute")


def spell_trap_activated(state: GameState, ctx: Ctx, link: PendingItem) -> bool:
    """"When a Spell/Trap Card is activated": the chain link is a card's activation (not
    the effect of a card already face-up)."""
    return link.kind in ("spell", "trap")


def would_destroy_on_field(state: GameState, ctx: Ctx, link: PendingItem) -> bool:
    """"When a card or effect is activated that would destroy a card on the field": what
    the link's effect declares (see :attr:`~tcgkit.core.abilities.Action.declares`)."""
    return declares(state, link, "destroy")


@dataclass(frozen=True)
class SpecialSummonToPointedZone(Action):
    """"Special Summon 1 <what> from your hand to your zone this card points to"
    (``test`` says which cards fit; the player chooses the card, then the zone)."""

    what: str = "monster"
    test: Callable[[YgoCard], bool] = lambda card: card.kind == "monster"
    declares = ("special_summon",)

    def _cards(self, state: GameState, ctx: Ctx) -> tuple[int, ...]:
        return tuple(oid for oid in state.zones[HAND[ctx.controller]]
                     if _passes(state, oid, self.test))

    def start(self, state: GameState, ctx: Ctx) -> None:
        found = self._cards(state, ctx)
        zones = pointed_columns(state, ctx)
        if found and zones:
            state.push(ChooseToSummon(ctx, found))
        else:
            state.log_rule(R_EFFECT, "{} has nothing to Special Summon there",
                           state.players[ctx.controller].name)

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(self._cards(state, ctx)) and bool(pointed_columns(state, ctx))

    @property
    def text(self) -> str:
        return f"Special Summon 1 {self.what} from your hand to your zone this card points to"


def pointed_columns(state: GameState, ctx: Ctx) -> tuple[int, ...]:
    """The free Main Monster Zones of ``ctx``'s controller that the source card's Link
    Arrows point to."""
    assert ctx.source is not None
    if TYPE_CHECKING:
        o = objects(state)[ctx.source]
    else:
        o = state.objects[ctx.source]
    p = ctx.controller
    arrows = points_at(o)
    cells = {c: ((c, 0) if p == 0 else (4 - c, 2)) for c in free_columns(state, p)}
    if len(state.zones[MONSTER_ZONE[p]]) >= MONSTER_ZONE_SIZE:
        return ()
    return tuple(c for c, at in cells.items() if at in arrows)


class ChooseToSummon(Ask):
    """The player chooses which fitting card of their hand to Special Summon, then the
    zone among those the card points to."""

    __slots__ = ("cards", "ctx")

    def __init__(self, ctx: Ctx, cards: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.cards = cards

    def decide(self, state: GameState) -> Decision:
        return Decision(self.ctx.controller, "choose", one_per_card(state, self.cards, "choose"),
                        "Choose a monster to Special Summon", state)

    def answer(self, state: GameState, option: Option) -> None:
        zones = pointed_columns(state, self.ctx)
        if len(zones) == 1:
            _special_summon(state, self.ctx, option.obj, zones[0])
        else:
            state.push(ChooseZone(self.ctx, option.obj, zones))


@dataclass(frozen=True)
class NegateSummon(Action):
    """"Negate the Summon, and if you do, destroy that monster" (it is sent to the GY
    once the moment to negate the Summon is over: ``chain.EndSummon``)."""

    declares = ("negate",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        if not negate_summon(state, ctx):
            state.log_rule(R_SUMMON_NEGATION, "There is no Summon left to negate")

    @property
    def text(self) -> str:
        return "negate the Summon, and if you do, destroy that monster"


def when_summoned(text: str, *, cost: Sequence[Action],
                  condition: Callable[[GameState, Ctx], bool] | None = None) -> Effect:
    """A Counter Trap's activation "when a monster would be Summoned" (Spell Speed 3),
    negating that Summon; ``condition`` narrows which Summons (a Special Summon)."""
    return Effect(text, zones=("spell_trap_zone",), card=True, spell_speed=3,
                  timing=SUMMONING, cost=tuple(cost), condition=condition,
                  effect=(NegateSummon(),))


def xyz_materials(state: GameState, oid: int) -> tuple[int, ...]:
    """The Xyz Materials attached to monster ``oid`` (its overlay units)."""
    objs = state.objects
    return tuple(m for p in (0, 1) for m in state.zones[OVERLAY[p]]
                 if getattr(objs[m], "under", -1) == oid)


@dataclass(frozen=True)
class DetachMaterial(Action):
    """Cost: "detach 1 material from this card" (its controller chooses which)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        attached = xyz_materials(state, _this(state, ctx))
        state.push(ChooseCard(ctx, ctx.controller, attached, "detach"))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(xyz_materials(state, _this(state, ctx)))

    @property
    def text(self) -> str:
        return "detach 1 material from this card"


# ---------------------------------------------------------------------- seed 000's draw cards

@dataclass(frozen=True)
class RevealThis(Action):
    """Cost: "reveal this card in your hand" (it stays in the hand; both players see it)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.log_rule(R_EFFECT, "{} reveals {} from the hand as a cost",
                       state.players[ctx.controller].name, _name(state, _this(state, ctx)))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return state.objects[_this(state, ctx)].zone == HAND[ctx.controller]

    @property
    def text(self) -> str:
        return "reveal this card in your hand"


@dataclass(frozen=True)
class AddTargetToHand(Action):
    """"Add that target to your hand" (from the GY, where it was targeted)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = _target_object(ctx)
        if oid is None:
            return
        state.log_rule(R_EFFECT, "{} adds {} from the GY to the hand",
                       state.players[ctx.controller].name, _name(state, oid))
        state.move(oid, HAND[ctx.controller], player=ctx.controller, source=ctx.source,
                   reason="add", cause="effect")

    @property
    def text(self) -> str:
        return "add that target to your hand"


def in_your_gy(text: str, test: Callable[[YgoCard], bool]) -> TargetSpec:
    """A target: "1 <text> in your GY" (a card that passes ``test``)."""
    def fits(state: GameState, ctx: Ctx, oid: int) -> bool:
        return state.objects[oid].zone == GRAVEYARD[ctx.controller] and _passes(state, oid,
                                                                                 test)
    return TargetSpec(text, fits, zones=("graveyard",))


@dataclass(frozen=True)
class OpponentPicksAtRandom(Action):
    """"Choose <count> <what> from your Deck; your opponent randomly picks 1 of them and
    you add it to your hand; shuffle the rest into the Deck" (the chosen cards are shown
    to both players; the pick is the game's random generator)."""

    what: str = "card"
    test: Callable[[YgoCard], bool] = lambda card: True
    count: int = 3
    declares = ("search",)

    def _found(self, state: GameState, ctx: Ctx) -> tuple[int, ...]:
        return tuple(oid for oid in state.zones[DECK[ctx.controller]]
                     if _passes(state, oid, self.test))

    def start(self, state: GameState, ctx: Ctx) -> None:
        found = self._found(state, ctx)
        if len(found) < self.count:
            state.log_rule(R_SEARCH, "{} has fewer than {} {} in the Deck",
                           state.players[ctx.controller].name, self.count, self.what)
            return
        state.push(ChooseSeveralFromDeck(ctx, found, (), self.count))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return len(self._found(state, ctx)) >= self.count

    @property
    def text(self) -> str:
        return (f"choose {self.count} {self.what} from your Deck; your opponent picks 1 at "
                f"random, which you add to your hand")


class ChooseSeveralFromDeck(Ask):
    """The player chooses, one at a time, the cards of their Deck that
    :class:`OpponentPicksAtRandom` shows; once there are enough, the opponent's random
    pick is added to the hand and the Deck shuffled."""

    __slots__ = ("cards", "chosen", "count", "ctx")

    def __init__(self, ctx: Ctx, cards: tuple[int, ...], chosen: tuple[int, ...],
                 count: int) -> None:
        self.ctx = ctx
        self.cards = cards
        self.chosen = chosen
        self.count = count

    def decide(self, state: GameState) -> Decision:
        left = tuple(oid for oid in self.cards if oid not in self.chosen)
        return Decision(self.ctx.controller, "choose", one_per_card(state, left, "choose"),
                        f"Choose a card to show ({len(self.chosen) + 1} of {self.count})",
                        state)

    def answer(self, state: GameState, option: Option) -> None:
        chosen = (*self.chosen, option.obj)
        if len(chosen) < self.count:
            state.push(ChooseSeveralFromDeck(self.ctx, self.cards, chosen, self.count))
            return
        p = self.ctx.controller
        names = ", ".join(_name(state, oid) for oid in chosen)
        state.log_rule(R_SEARCH, "{} shows {} from the Deck", state.players[p].name, names)
        picked = chosen[state.rng.below(len(chosen))]
        state.log_rule(R_SEARCH, "{} picks {} at random; {} adds it to the hand",
                       state.players[1 - p].name, _name(state, picked), state.players[p].name)
        state.move(picked, HAND[p], player=p, source=self.ctx.source, reason="search",
                   cause="effect")
        state.emit(Event("shuffle", player=p, to=DECK[p], rule=R_SEARCH))


def trap_other_effects(name: str, *, jp: str, passcode: str, trap_type: str,
                       abilities: Sequence[Ability]) -> YgoCard:
    """A Trap Card written with only its other effects (in the GY ...): tcgkit leaves
    its activation out, as the card's definition says, so it is never activated."""
    return YgoCard(name=name, jp=jp, passcode=passcode, kind="trap", trap_type=trap_type,
                   abilities=tuple(abilities))


@dataclass(frozen=True)
class PutOnTopOfDeck(Action):
    """"Place 1 <name> from your Deck on top of your Deck" (the card is shown; the rest
    of the Deck is not shuffled)."""

    name: str = ""

    def _found(self, state: GameState, ctx: Ctx) -> tuple[int, ...]:
        return tuple(oid for oid in state.zones[DECK[ctx.controller]]
                     if state.objects[oid].card.name == self.name)

    def start(self, state: GameState, ctx: Ctx) -> None:
        found = self._found(state, ctx)
        if not found:
            return
        p = ctx.controller
        # Copies are alike: the one nearest the top is the one moved.
        state.log_rule(R_EFFECT, "{} places {} from the Deck on top of the Deck",
                       state.players[p].name, self.name)
        state.move(found[-1], DECK[p], player=p, source=ctx.source, reason="top",
                   cause="effect")

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(self._found(state, ctx))

    @property
    def text(self) -> str:
        return f"place 1 \"{self.name}\" from your Deck on top of your Deck"


# ---------------------------------------------------------------------- seed 000: the cards
# drawn by the normal draw, counters, declarations, the next Draw Phase, mandatory effects

__all__ += [
    "CREATED",
    "NEXT_DRAW",
    "OPPONENT_DIRECT_ATTACK",
    "THEIR_PENDULUM_ZONE_CARD",
    "THE_END_PHASE",
    "YOUR_END_PHASE",
    "YOUR_OPPONENTS_MONSTER",
    "AddFromDeckOrGY",
    "BanishEveryCopy",
    "Choice",
    "Declare",
    "DeclareName",
    "DeclareType",
    "DestroyTargetThenMoveThisThere",
    "DestroyThis",
    "DiscardCards",
    "DiscardDrawnIfSpellTrap",
    "DrawForThatPlayer",
    "EquipFromDeckToTarget",
    "ExcavateTop",
    "InflictDamage",
    "NextDrawPhaseDraws",
    "PayLPOrLoseAll",
    "PenaltyIfOpponentDrew",
    "PlaceFromDeckOnTop",
    "PutCounter",
    "PutRememberedOnTop",
    "RememberResolved",
    "ReturnFromGYToBottom",
    "RevealDrawnDamageIfNamed",
    "RevealDrawnSendThisAndDraw",
    "RevealOneDrawnToBottom",
    "RevealTopBoostSynchros",
    "SendDrawnIfDeclared",
    "SendFromDeckToGY",
    "ShuffleAllTargetsIntoDeckThenDraw",
    "ShuffleOneBanishedIn",
    "SpecialSummonFrom",
    "StartDelayed",
    "SummonFromDeckThenXyz",
    "TakeControlOfTarget",
    "card_spell",
    "choose_one",
    "controls_face_up",
    "counters_at_least",
    "distinct_targets",
    "drawn_and_revealed",
    "end_next_draws",
    "face_up_only",
    "hand_is_empty",
    "in_your_gy",
    "next_draw_phase",
    "normal_draw_of",
    "resolved_this_turn",
    "this_face_up",
]

R_REVEALED = "YGO-ND-24"
"""The rule the log cites where a card reacts to what the normal draw drew."""


def normal_draw_of(player: str | None = YOU, test: Callable[[YgoCard], bool] | None = None,
                   each: bool = False,
                   when: Callable[[GameState, Event, Ctx], bool] | None = None,
                   reason: str = "normal_draw") -> Pattern:
    """"When <player> draws by the normal draw" (``None``: either player): once per
    normal draw (its first card; a normal draw of 2 is one draw of 2 cards, YGO-ND-04),
    or with ``each`` once per drawn card that passes ``test`` ("when you draw a Tuner by
    your normal draw"); ``when`` a further condition on the draw. A card drawn by an
    effect is never one of them (YGO-ND-24), unless ``reason`` is ``"effect"``: "when you
    draw by a card effect"."""
    def where(state: GameState, event: Event, ctx: Ctx) -> bool:
        if event.obj is None:
            return False
        if when is not None and not when(state, event, ctx):
            return False
        if each:
            return test is None or _passes(state, event.obj, test)
        first = state.history.first("draw", player=event.player,
                                    where=lambda e: e.batch == event.batch)
        return first is event and (test is None or _passes(state, event.obj, test))
    return Pattern("draw", player=player, reason=reason, where=where)


def drawn_and_revealed(state: GameState, ctx: Ctx) -> bool:
    """The activation condition of a card "drawn by your normal draw, revealed and kept
    revealed until Main Phase 1" (Symbol of Friendship, Barian's Chaos Draw, The Seventh
    One): it is Main Phase 1 of the turn this card was drawn by its controller's normal
    draw, and it has stayed in the hand since (YGO-ND-24). tcgkit does not ask whether
    to reveal it: the card drawn so is taken as revealed, which is the only way it could
    be activated."""
    return state.step == "main1" and ctx.source is not None \
        and ctx.source in drawn_by_normal_draw(state, ctx.controller)


def hand_is_empty(state: GameState, event: Event, ctx: Ctx) -> bool:
    """The controller has no cards in the hand."""
    return not state.zones[HAND[ctx.controller]]


def face_up_only(condition: Callable[[GameState, Ctx], bool] | None = None
                 ) -> Callable[[GameState, Ctx], bool]:
    """``condition``, and the card whose effect it is is face-up (a Set Continuous Trap's
    or Spell's effects do not apply)."""
    return _face_up_and(condition)


def counters_at_least(name: str, n: int) -> Callable[[GameState, Ctx], bool]:
    """"If this card has <n> or more <name> Counters"."""
    def enough(state: GameState, ctx: Ctx) -> bool:
        return ctx.source is not None and state.objects[ctx.source].counter(name) >= n
    return enough


def card_spell(name: str, *, jp: str, passcode: str, spell_type: str, text: str,
               effect: Sequence[Action], cost: Sequence[Action] = (),
               targets: Sequence[TargetSpec] = (),
               condition: Callable[[GameState, Ctx], bool] | None = None,
               limit: Limit | None = None, abilities: Sequence[Ability] = (),
               choices: Sequence[Choice] = ()) -> YgoCard:
    """A Normal or Continuous Spell whose activation has a cost or an activation
    condition (Guarded Treasure's "discard 5 cards", a card drawn by the normal draw and
    revealed): activated like any Spell Speed 1 Spell, in its controller's Main Phase
    with an empty chain, from the hand or Set, but checked as an :class:`Effect`, whose
    condition, cost and limit the Spell check does not know. ``limit``: "you can only
    activate 1 <name> per turn / per Duel". ``choices``: "choose 1 of these effects",
    chosen as it is activated (its ``effect`` is then empty)."""
    activation = Effect(text, zones=("hand", "spell_trap_zone"), card=True, timing=IGNITION,
                        spell_speed=1, effect=tuple(effect), cost=tuple(cost),
                        targets=tuple(targets), condition=condition, limit=limit,
                        choices=len(choices))
    # A delayed effect it creates (zones CREATED) applies wherever the card is.
    own = [replace(ab, condition=_face_up_and(ab.condition))
           if isinstance(ab, Triggered) and CREATED not in ab.zones else ab for ab in abilities]
    return YgoCard(name=name, jp=jp, passcode=passcode, kind="spell", spell_type=spell_type,
                   abilities=(activation, *choices, *own))


# -- the next Draw Phase

NEXT_DRAW = "next_normal_draw"
"""The floating record of a card's "your normal draw in your next Draw Phase draws N":
``controller`` the player, ``source`` the card, ``value`` (the index of its created
count modifier, the turn of that Draw Phase)."""


def next_draw_phase(text: str, count: int) -> CountModifier:
    """The created count modifier "your normal draw in your next Draw Phase draws
    ``count``" (it functions in no zone: :class:`NextDrawPhaseDraws` starts it for the
    one Draw Phase it names)."""
    def due(state: GameState, event: Event, ctx: Ctx) -> bool:
        line = ctx.ability[1] if ctx.ability is not None else -1
        return any(c.kind == NEXT_DRAW and c.source == ctx.source and c.value[0] == line
                   and c.value[1] == state.turn and c.controller == event.player
                   for c in state.continuous)
    return CountModifier(text, zones=(CREATED,),
                         applies=Pattern("draws", reason="normal_draw", where=due),
                         count=lambda state, event, ctx, n: count)


@dataclass(frozen=True)
class NextDrawPhaseDraws(Action):
    """"Your normal draw in your next Draw Phase draws <n>": starts this card's
    :func:`next_draw_phase` modifier for the controller's next turn (applied after the
    effects already applying, so it wins where they conflict, YGO-ND-23); it ends with
    that turn (:func:`end_next_draws`)."""

    count: int = 2

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = _this(state, ctx)
        abilities = state.objects[oid].card.abilities
        idx = next(i for i, a in enumerate(abilities)
                   if isinstance(a, CountModifier) and CREATED in a.zones)
        p = ctx.controller
        due = state.turn + (2 if state.active == p else 1)
        state.add_continuous(Continuous(NEXT_DRAW, controller=p, target=("player", p),
                                        value=(idx, due), source=oid, duration=PERMANENT))
        ref = (oid, idx)
        for kind in abilities[idx].kinds():
            refs = state.modifiers.get(kind, ())
            if ref not in refs:
                state.modifiers[kind] = refs + (ref,)
        state.repipe()
        state.log_rule("YGO-ND-04", "{}'s normal draw in the next Draw Phase (turn {}) will "
                       "draw {}", state.players[p].name, due, self.count)

    @property
    def text(self) -> str:
        return f"your normal draw in your next Draw Phase draws {self.count}"


def end_next_draws(state: GameState) -> None:
    """End the :data:`NEXT_DRAW` records whose Draw Phase is past (called as each turn
    ends), and unindex their modifiers."""
    ending = [c for c in state.continuous if c.kind == NEXT_DRAW and c.value[1] <= state.turn]
    if not ending:
        return
    state.continuous = [c for c in state.continuous
                        if not (c.kind == NEXT_DRAW and c.value[1] <= state.turn)]
    state.version += 1
    for c in ending:
        assert c.source is not None
        ref = (c.source, c.value[0])
        if any(k.kind == NEXT_DRAW and (k.source, k.value[0]) == ref for k in state.continuous):
            continue
        for kind in state.ability(ref).kinds():
            kept = tuple(r for r in state.modifiers.get(kind, ()) if r != ref)
            if kept:
                state.modifiers[kind] = kept
            else:
                state.modifiers.pop(kind, None)
    state.repipe()


@dataclass(frozen=True)
class StartDelayed(Action):
    """"During <a later moment>, <do something>": creates this card's delayed effect
    (its ability ``ability``, a :class:`Triggered` with ``zones=(CREATED,)``), which
    happens once, at that moment, remembering the targets of the effect that made it
    (kernel :func:`~tcgkit.core.resolve.start_delayed`)."""

    ability: int = 0
    what: str = ""

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = _this(state, ctx)
        remembered = tuple(t for t in ctx.targets if t[0] >= 0)
        start_delayed(state, ctx.controller, oid, self.ability, remembered)
        state.log_rule(R_EFFECT, "{}: {}", _name(state, oid), self.what)

    @property
    def text(self) -> str:
        return self.what


# -- declarations, counters, excavation

TYPES = ("Monster", "Spell", "Trap")
"""What "declare 1 card type" offers."""


def card_type(card: YgoCard) -> str:
    """A card's type as it is declared: ``"Monster"``, ``"Spell"`` or ``"Trap"``."""
    return card.kind.capitalize()


class Declare(Ask):
    """``player`` declares one of ``choices`` (a card type, a card name) for an effect;
    the declaration is handed on as ``var`` and logged for both players."""

    __slots__ = ("choices", "ctx", "player", "var")

    def __init__(self, ctx: Ctx, player: int, choices: tuple[str, ...], var: str) -> None:
        self.ctx = ctx
        self.player = player
        self.choices = choices
        self.var = var

    def decide(self, state: GameState) -> Decision:
        return Decision(self.player, "declare", [Option("declare", -1, c) for c in self.choices],
                        "Declare one", state)

    def answer(self, state: GameState, option: Option) -> None:
        state.log_rule(R_EFFECT, "{} declares {}", state.players[self.player].name, option.arg)
        state.set_var(self.ctx, self.var, option.arg)


@dataclass(frozen=True)
class PutCounter(Action):
    """"Place 1 <name> Counter on this card"."""

    name: str = ""

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = _this(state, ctx)
        state.log_rule(R_EFFECT, "{} places a {} Counter on {}",
                       state.players[ctx.controller].name, self.name, _name(state, oid))
        state.emit(Event("counter", obj=oid, amount=1, data=(self.name,), source=oid,
                         rule=R_EFFECT))

    @property
    def text(self) -> str:
        return f"place 1 {self.name} Counter on this card"


@dataclass(frozen=True)
class DrawForThatPlayer(Action):
    """"That player draws <count>": the player whose draw triggered the effect."""

    count: int = 1
    declares = ("draw",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.event.player if ctx.event is not None else None
        if p is None:
            return
        state.emit_for(ctx, Event("draws", player=p, amount=self.count, source=ctx.source,
                                  reason="effect", rule=state.rules.effect_draw_rule(self.count)))

    @property
    def text(self) -> str:
        return f"that player draws {self.count}"


@dataclass(frozen=True)
class ExcavateTop(Action):
    """"Excavate the top card of your Deck; if it is a <what>, send it to the GY;
    otherwise <else_>" (``"hand"``: add it to your hand; ``"bottom"``: place it on the
    bottom of the Deck). The excavated card is shown to both players."""

    what: str = "Plant monster"
    test: Callable[[YgoCard], bool] = lambda card: card.kind == "monster"
    else_: str = "hand"
    declares = ("search", "send_from_deck")

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.controller
        deck = state.zones[DECK[p]]
        if not deck:
            return
        top = deck[-1]
        who = state.players[p].name
        state.log_rule(R_EFFECT, "{} excavates the top card of the Deck: {}", who,
                       _name(state, top))
        if _passes(state, top, self.test):
            state.log_rule(R_EFFECT, "{} is a {}: it is sent to the GY", _name(state, top),
                           self.what)
            state.move(top, GRAVEYARD[p], player=p, source=ctx.source, reason="send",
                       cause="effect")
        elif self.else_ == "hand":
            state.log_rule(R_EFFECT, "{} adds {} to the hand", who, _name(state, top))
            state.move(top, HAND[p], player=p, source=ctx.source, reason="add",
                       cause="effect")
        else:
            state.log_rule(R_EFFECT, "{} places {} on the bottom of the Deck", who,
                           _name(state, top))
            state.move(top, DECK[p], player=p, source=ctx.source, reason="bottom",
                       cause="effect", at=BOTTOM)

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(state.zones[DECK[ctx.controller]])

    @property
    def text(self) -> str:
        return f"excavate the top card of your Deck; a {self.what} goes to the GY"


@dataclass(frozen=True)
class DiscardCards(Action):
    """Cost: "discard <count> cards" (the player chooses them one at a time); ``named``:
    "discard 1 <name>", only cards of that name; ``reason`` ``"send"``: "send <count>
    cards from your hand to the GY" (not a discard: "when discarded" does not see it);
    ``kind`` with ``test``: only such cards ("send 1 \"Koa'ki Meiru\" monster from
    your hand to the GY")."""

    count: int = 1
    named: str = ""
    reason: str = "discard"
    kind: str = ""
    test: Callable[[YgoCard], bool] | None = None

    def start(self, state: GameState, ctx: Ctx) -> None:
        hand = _discardable(state, ctx, self.named, self.test)
        state.push(*[DiscardOne(ctx, self.named, self.reason, self.kind)
                     for _ in range(min(self.count, len(hand)))])

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return len(_discardable(state, ctx, self.named, self.test)) >= self.count

    @property
    def text(self) -> str:
        if self.kind:
            verb = "send" if self.reason == "send" else "discard"
            where = " from your hand to the GY" if self.reason == "send" else ""
            return f"{verb} {self.count} {self.kind}{where}"
        if self.reason == "send":
            return f"send {self.count} cards from your hand to the GY"
        if self.named:
            return f"discard {self.count} \"{self.named}\""
        return f"discard {self.count} cards"


def _discardable(state: GameState, ctx: Ctx, named: str,
                 test: Callable[[YgoCard], bool] | None = None) -> tuple[int, ...]:
    """The cards in the hand a discard cost may take (the card being activated is not
    one of them; ``named``: only cards of that name; ``test``: only cards it accepts)."""
    objs = state.objects
    return tuple(oid for oid in state.zones[HAND[ctx.controller]]
                 for card in (objs[oid].card,)
                 if oid != ctx.source and (not named or card.name == named)
                 and (test is None or (isinstance(card, YgoCard) and test(card))))


class DiscardOne(Ask):
    """One card of a "discard N" cost: its payer chooses among the cards in the hand
    now (the card being activated is not one of them; ``named``: only cards of that
    name; ``reason`` ``"send"``: sent from the hand to the GY, not discarded; ``kind``:
    only the cards that the test of the ability's :class:`DiscardCards` of that kind
    accepts, looked up there: a step holds plain data, never a function)."""

    __slots__ = ("ctx", "kind", "named", "reason")

    def __init__(self, ctx: Ctx, named: str = "", reason: str = "discard",
                 kind: str = "") -> None:
        self.ctx = ctx
        self.named = named
        self.reason = reason
        self.kind = kind

    def _hand(self, state: GameState) -> tuple[int, ...]:
        test = None
        if self.kind:
            assert self.ctx.ability is not None  # a cost is some ability's
            ab = state.ability(self.ctx.ability)
            test = next(a.test for a in (*getattr(ab, "cost", ()), *getattr(ab, "effect", ()))
                        if isinstance(a, DiscardCards) and a.kind == self.kind)
        return _discardable(state, self.ctx, self.named, test)

    def decide(self, state: GameState) -> Decision:
        send = self.reason == "send"
        return Decision(self.ctx.controller, "choose",
                        one_per_card(state, self._hand(state), "choose" if send else "discard"),
                        "Choose a card to send from your hand to the GY as a cost" if send
                        else "Choose a card to discard as a cost", state)

    def answer(self, state: GameState, option: Option) -> None:
        p = self.ctx.controller
        state.log_rule(R_EFFECT, "{} {} {} as a cost", state.players[p].name,
                       "sends from the hand to the GY" if self.reason == "send"
                       else "discards", _name(state, option.obj))
        state.move(option.obj, GRAVEYARD[state.objects[option.obj].owner], player=p,
                   source=self.ctx.source, reason=self.reason, cause="cost")


@dataclass(frozen=True)
class AddFromDeckOrGY(Action):
    """"Add 1 <what> from your Deck or GY to your hand" (a card from the Deck is shown
    and the Deck shuffled)."""

    what: str = "card"
    test: Callable[[YgoCard], bool] = lambda card: True
    declares = ("search",)

    def _found(self, state: GameState, ctx: Ctx) -> tuple[int, ...]:
        p = ctx.controller
        return tuple(oid for z in (DECK[p], GRAVEYARD[p]) for oid in state.zones[z]
                     if _passes(state, oid, self.test))

    def start(self, state: GameState, ctx: Ctx) -> None:
        found = self._found(state, ctx)
        if found:
            state.push(ChooseFromDeckOrGY(ctx, found))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(self._found(state, ctx))

    @property
    def text(self) -> str:
        return f"add 1 {self.what} from your Deck or GY to your hand"


class ChooseFromDeckOrGY(Ask):
    """The player picks the card :class:`AddFromDeckOrGY` adds: a copy in the GY and
    one in the Deck are different choices."""

    __slots__ = ("cards", "ctx")

    def __init__(self, ctx: Ctx, cards: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.cards = cards

    def decide(self, state: GameState) -> Decision:
        p = self.ctx.controller
        deck = [oid for oid in self.cards if state.objects[oid].zone == DECK[p]]
        gy = [oid for oid in self.cards if state.objects[oid].zone != DECK[p]]
        return Decision(p, "search", one_per_card(state, deck, "add")
                        + one_per_card(state, gy, "choose"),
                        "Choose a card to add from your Deck (add) or GY (choose) to your "
                        "hand", state)

    def answer(self, state: GameState, option: Option) -> None:
        p = self.ctx.controller
        from_deck = state.objects[option.obj].zone == DECK[p]
        state.log_rule(R_SEARCH, "{} adds {} from the {} to the hand and shows it",
                       state.players[p].name, _name(state, option.obj),
                       "Deck" if from_deck else "GY")
        state.move(option.obj, HAND[p], player=p, source=self.ctx.source, reason="search",
                   cause="effect")
        if from_deck:
            state.emit(Event("shuffle", player=p, to=DECK[p], rule=R_SEARCH))


# -- moments

def _end_phase(state: GameState, event: Event, ctx: Ctx) -> bool:
    return bool(event.data and event.data[0] == "end")


YOUR_END_PHASE = Pattern("step", player=YOU, where=_end_phase)
""""During your End Phase"."""
THE_END_PHASE = Pattern("step", where=_end_phase)
""""During the End Phase" (of this turn, whoever's it is)."""
OPPONENTS_END_PHASE = Pattern("step", player=OPPONENT, where=_end_phase)
""""During your opponent's End Phase" (as it begins)."""


def _draw_phase(state: GameState, event: Event, ctx: Ctx) -> bool:
    return bool(event.data and event.data[0] == "draw")


OPPONENTS_DRAW_PHASE = Pattern("step", player=OPPONENT, where=_draw_phase)
""""During your opponent's Draw Phase, before their draw" (as it begins: what triggers
then is activated before the normal draw, YGO-ND-25)."""


def _direct_attack(state: GameState, event: Event, ctx: Ctx) -> bool:
    return event.target is None


OPPONENT_DIRECT_ATTACK = Pattern("attack", player=OPPONENT, where=_direct_attack)
""""When an opponent's monster declares a direct attack"."""


def controls_face_up(test: Callable[[YgoCard], bool]) -> Callable[[GameState, Ctx], bool]:
    """"While you control a face-up <card that passes test>" (monsters and Spells/Traps)."""
    def holds(state: GameState, ctx: Ctx) -> bool:
        p = ctx.controller
        objs = state.objects
        return any(not objs[oid].face_down and _passes(state, oid, test)
                   for z in (MONSTER_ZONE[p], EXTRA_MONSTER_ZONE[p], SPELL_TRAP_ZONE[p])
                   for oid in state.zones[z])
    return holds


def this_face_up(state: GameState, event: Event, ctx: Ctx) -> bool:
    """The card whose continuous effect it is is face-up (for a count modifier's
    ``where``: a Set card's effects do not apply)."""
    return ctx.source is not None and not state.objects[ctx.source].face_down


def the_drawn_cards(state: GameState, ctx: Ctx) -> list[int]:
    """The cards drawn by the draw instruction that triggered ``ctx`` (every card of its
    batch) that are still in the drawing player's hand."""
    ev = ctx.event
    if ev is None or ev.player is None:
        return []
    hand = state.zones[HAND[ev.player]]
    return [e.obj for e in state.history.select("draw", player=ev.player)
            if e.batch == ev.batch and e.obj is not None and e.obj in hand]


# -- choosing one card for an effect

class PickCard(Ask):
    """``player`` picks one of ``cards`` for an effect; ``purpose`` says what then
    happens to it: ``"top"`` (from the Deck onto its top), ``"bottom"`` (from the GY to
    the bottom of the Deck, as a cost), ``"summon"`` (Special Summoned), ``"reveal_bottom"``
    (revealed, placed on the bottom of the Deck, then 1 card is drawn), ``"set"`` (Set
    from the Deck in a Spell & Trap Zone, the Deck then shuffled)."""

    __slots__ = ("cards", "ctx", "player", "purpose")

    PROMPTS: ClassVar[dict[str, str]] = {
        "top": "Choose a card to place on top of your Deck",
        "bottom": "Choose a card to place on the bottom of your Deck",
        "summon": "Choose a monster to Special Summon",
        "reveal_bottom": "Choose a drawn card to reveal and place on the bottom of your Deck",
        "set": "Choose a Spell/Trap to Set from your Deck"}

    def __init__(self, ctx: Ctx, player: int, cards: tuple[int, ...], purpose: str) -> None:
        self.ctx = ctx
        self.player = player
        self.cards = cards
        self.purpose = purpose

    def decide(self, state: GameState) -> Decision:
        return Decision(self.player, "choose", one_per_card(state, self.cards, "choose"),
                        self.PROMPTS[self.purpose], state)

    def answer(self, state: GameState, option: Option) -> None:
        p = self.player
        oid = option.obj
        o = state.objects[oid]
        who = state.players[p].name
        if self.purpose == "top":
            state.log_rule(R_EFFECT, "{} places {} from the Deck on top of the Deck", who,
                           o.card.name)
            state.move(oid, DECK[o.owner], player=p, source=self.ctx.source, reason="top",
                       cause="effect")
        elif self.purpose == "bottom":
            state.log_rule(R_EFFECT, "{} places {} from the GY on the bottom of the Deck as "
                           "a cost", who, o.card.name)
            state.move(oid, DECK[o.owner], player=p, source=self.ctx.source, reason="bottom",
                       cause="cost", at=BOTTOM)
        elif self.purpose == "summon":
            _special_summon(state, self.ctx, oid, -1)
        elif self.purpose == "set":
            from .play import TurnFaceDown  # play.py's Set, which imports cards

            state.log_rule(R_EFFECT, "{} Sets {} from the Deck", who, o.card.name)
            state.move(oid, SPELL_TRAP_ZONE[p], player=p, source=self.ctx.source, reason="set",
                       cause="effect")
            state.push(TurnFaceDown(oid))
            state.emit(Event("shuffle", player=p, to=DECK[p], rule=R_EFFECT))
        else:
            state.log_rule(R_REVEALED, "{} reveals {} and places it on the bottom of the Deck",
                           who, o.card.name)
            state.move(oid, DECK[o.owner], player=p, source=self.ctx.source, reason="bottom",
                       cause="effect", at=BOTTOM)
            state.emit_for(self.ctx, Event("draws", player=p, amount=1, source=self.ctx.source,
                                           reason="effect",
                                           rule=state.rules.effect_draw_rule(1)))


@dataclass(frozen=True)
class SetFromDeck(Action):
    """"Set 1 <what> (a Spell/Trap) directly from your Deck" (the player picks it; it is
    a Set card from this turn on: a Trap Set this way cannot be activated this turn).
    Not a Field Spell (it would go to the Field Zone; no card here needs it)."""

    what: str = "Spell/Trap"
    test: Callable[[YgoCard], bool] = lambda card: card.kind in ("spell", "trap")

    def _found(self, state: GameState, ctx: Ctx) -> tuple[int, ...]:
        return tuple(oid for oid in state.zones[DECK[ctx.controller]]
                     if _passes(state, oid, self.test) and _passes(state, oid, _not_field))

    def start(self, state: GameState, ctx: Ctx) -> None:
        found = self._found(state, ctx)
        if found and not state.full(SPELL_TRAP_ZONE[ctx.controller]):
            state.push(PickCard(ctx, ctx.controller, found, "set"))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(self._found(state, ctx)) and not state.full(SPELL_TRAP_ZONE[ctx.controller])

    @property
    def text(self) -> str:
        return f"Set 1 {self.what} from your Deck"


def _not_field(card: YgoCard) -> bool:
    return card.spell_type != "field"


__all__ += ["SetFromDeck"]


@dataclass(frozen=True)
class _PlaceOne(Action):
    """"Place 1 <what> from your <ZONE> on the <PLACE> of your Deck" (the player picks
    it; the card is shown; the rest of the Deck is not shuffled)."""

    what: str = "card"
    test: Callable[[YgoCard], bool] = lambda card: True
    ZONE: ClassVar[tuple[int, ...]] = DECK
    PLACE: ClassVar[str] = "top"
    TEXT: ClassVar[str] = ""

    def _found(self, state: GameState, ctx: Ctx) -> tuple[int, ...]:
        return tuple(oid for oid in state.zones[self.ZONE[ctx.controller]]
                     if _passes(state, oid, self.test))

    def start(self, state: GameState, ctx: Ctx) -> None:
        found = self._found(state, ctx)
        if found:
            state.push(PickCard(ctx, ctx.controller, found, self.PLACE))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(self._found(state, ctx))

    @property
    def text(self) -> str:
        return self.TEXT.format(self.what)


@dataclass(frozen=True)
class PlaceFromDeckOnTop(_PlaceOne):
    """"Place 1 <what> from your Deck on top of your Deck"."""

    TEXT: ClassVar[str] = "place 1 {} from your Deck on top of your Deck"


@dataclass(frozen=True)
class ReturnFromGYToBottom(_PlaceOne):
    """Cost: "place 1 <what> from your GY on the bottom of your Deck"."""

    ZONE: ClassVar[tuple[int, ...]] = GRAVEYARD
    PLACE: ClassVar[str] = "bottom"
    TEXT: ClassVar[str] = "place 1 {} from your GY on the bottom of your Deck"


@dataclass(frozen=True)
class SpecialSummonFrom(Action):
    """"Special Summon 1 <what> from your <zones>" (``"hand"``, ``"graveyard"``,
    ``"extra_deck"``): the player picks it."""

    what: str = "monster"
    test: Callable[[YgoCard], bool] = lambda card: card.kind == "monster"
    zones: tuple[str, ...] = ("hand",)
    declares = ("special_summon",)

    def __post_init__(self) -> None:
        # What it declares depends on where it summons from: Ash Blossom & Joyous Spring
        # looks for "Special Summon from the Deck".
        if "deck" in self.zones:
            object.__setattr__(self, "declares", ("special_summon", "special_summon_from_deck"))

    def _found(self, state: GameState, ctx: Ctx) -> tuple[int, ...]:
        from .inherent import why_not_special_summon

        p = ctx.controller
        # A monster its summoning condition keeps from being Special Summoned is no choice.
        return tuple(oid for z in self.zones for oid in state.zones[state.rules.zones.id(z, p)]
                     if _passes(state, oid, self.test)
                     and why_not_special_summon(state, oid) is None)

    def start(self, state: GameState, ctx: Ctx) -> None:
        found = self._found(state, ctx)
        if found and not state.full(MONSTER_ZONE[ctx.controller]):
            state.push(PickCard(ctx, ctx.controller, found, "summon"))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(self._found(state, ctx)) and not state.full(MONSTER_ZONE[ctx.controller])

    @property
    def text(self) -> str:
        return f"Special Summon 1 {self.what}"


@dataclass(frozen=True)
class SendFromDeckToGY(Action):
    """Cost: "send 1 <name> from your Deck to the GY" (copies are alike: the first found
    goes)."""

    name: str = ""
    declares = ("send_from_deck",)

    def _found(self, state: GameState, ctx: Ctx) -> list[int]:
        return [oid for oid in state.zones[DECK[ctx.controller]]
                if state.objects[oid].card.name == self.name]

    def start(self, state: GameState, ctx: Ctx) -> None:
        found = self._found(state, ctx)
        if not found:
            return
        p = ctx.controller
        state.log_rule(R_EFFECT, "{} sends {} from the Deck to the GY as a cost",
                       state.players[p].name, self.name)
        state.move(found[-1], GRAVEYARD[p], player=p, source=ctx.source, reason="send",
                   cause="cost")
        state.emit(Event("shuffle", player=p, to=DECK[p], rule=R_EFFECT))

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(self._found(state, ctx))

    @property
    def text(self) -> str:
        return f"send 1 \"{self.name}\" from your Deck to the GY"


# -- life points

@dataclass(frozen=True)
class InflictDamage(Action):
    """"Inflict <amount> damage to your opponent" (``to_drawer``: to the player whose
    draw triggered the effect; ``to_you``: "you take <amount> damage")."""

    amount: int = 0
    to_drawer: bool = False
    to_you: bool = False
    declares = ("damage",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        them = ctx.event.player if self.to_drawer and ctx.event is not None \
            else ctx.controller if self.to_you else 1 - ctx.controller
        state.emit(Event("damage", player=them, source=ctx.source, amount=self.amount,
                         reason="effect", cause="effect", rule=R_EFFECT))

    @property
    def text(self) -> str:
        if self.to_you:
            return f"you take {self.amount} damage"
        return f"inflict {self.amount} damage to your opponent"


@dataclass(frozen=True)
class PayLPOrLoseAll(Action):
    """"Pay <amount> LP; if you cannot, your LP become 0" (a maintenance cost)."""

    amount: int = 0

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.controller
        life = state.players[p].life
        if life > self.amount:
            state.log_rule(R_EFFECT, "{} pays {} LP for {}", state.players[p].name, self.amount,
                           _name(state, ctx.source))
            amount = self.amount
        else:
            state.log_rule(R_EFFECT, "{} cannot pay {} LP for {}: their LP become 0",
                           state.players[p].name, self.amount, _name(state, ctx.source))
            amount = life
        state.emit(Event("life", player=p, amount=-amount, reason="pay", cause="effect",
                         rule=R_EFFECT))

    @property
    def text(self) -> str:
        return f"pay {self.amount} LP; if you cannot, your LP become 0"


@dataclass(frozen=True)
class DestroyThis(Action):
    """"Destroy this card" (if it is still on the field)."""

    declares = ("destroy",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = _this(state, ctx)
        state.move(oid, GRAVEYARD[state.objects[oid].owner], source=oid, reason=DESTROY,
                   cause="effect", rule=R_EFFECT)

    @property
    def text(self) -> str:
        return "destroy this card"


# -- declaring, then looking at a card

@dataclass(frozen=True)
class DeclareType(Action):
    """"Declare 1 card type (Monster, Spell or Trap)": handed on as ``var``."""

    var: str = "declared"

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.push(Declare(ctx, ctx.controller, TYPES, self.var))

    @property
    def text(self) -> str:
        return "declare 1 card type"


@dataclass(frozen=True)
class DeclareName(Action):
    """"Declare 1 card name" (any Main Deck card tcgkit knows): remembered by the card
    for the rest of the turn (a floating record of kind :data:`DECLARED`), for the
    effect that later looks at a card."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        names = tuple(sorted(c.name for c in state.rules.pool
                             if isinstance(c, YgoCard) and not c.extra))
        state.push(Declare(ctx, ctx.controller, names, "declared"), _Remember(ctx))

    @property
    def text(self) -> str:
        return "declare 1 card name"


RESOLVED = "resolved"
"""The floating record, for the rest of the turn, that an effect of a card resolved
(was activated and not negated): ``source`` the card (its id, wherever it went since),
``value`` the effect's memo."""


@dataclass(frozen=True)
class RememberResolved(Action):
    """Nothing a player sees: the card remembers for the rest of the turn that this
    effect resolved (a :data:`RESOLVED` record), for a later "if this effect was
    activated this turn (and was not negated)". A negated effect does nothing, so it is
    not remembered."""

    memo: str = ""

    def start(self, state: GameState, ctx: Ctx) -> None:
        state.add_continuous(Continuous(RESOLVED, controller=ctx.controller,
                                        target=("player", ctx.controller), value=self.memo,
                                        source=ctx.source))

    @property
    def text(self) -> str:
        return ""


def resolved_this_turn(memo: str) -> Callable[[GameState, Ctx], bool]:
    """A trigger's condition: this card's effect ``memo`` resolved this turn
    (:class:`RememberResolved`)."""
    def condition(state: GameState, ctx: Ctx) -> bool:
        return any(c.kind == RESOLVED and c.source == ctx.source and c.value == memo
                   for c in state.continuous)
    return condition


DECLARED = "declared"
"""The floating record of a declaration an effect looks at later in the turn: ``source``
the card that declared, ``value`` the declared type or name."""


class _Remember(Step):
    """Keep the declaration just made (``var`` ``"declared"``) as a :data:`DECLARED`
    record of the card, for the rest of the turn."""

    __slots__ = ("ctx",)

    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx

    def run(self, state: GameState) -> None:
        value = state.var(self.ctx, "declared")
        if value is not None:
            state.add_continuous(Continuous(DECLARED, controller=self.ctx.controller,
                                            target=("player", self.ctx.controller),
                                            value=value, source=self.ctx.source))


def declared_by(state: GameState, source: int | None) -> str | None:
    """What card ``source`` declared this turn (:class:`DeclareName`), if anything."""
    for c in reversed(state.continuous):
        if c.kind == DECLARED and c.source == source:
            return str(c.value)
    return None


@dataclass(frozen=True)
class SendDrawnIfDeclared(Action):
    """"Look at the card(s) your opponent drew by that normal draw: if it is the declared
    card, send it to the GY" (only the looking player learns the cards)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        name = declared_by(state, ctx.source)
        me = state.players[ctx.controller].name
        for oid in the_drawn_cards(state, ctx):
            card = _name(state, oid)
            state.log_rule(R_REVEALED, "{} looks at the card drawn by the normal draw: {}", me,
                           card, private=ctx.controller,
                           public=f"{me} looks at the card drawn by the normal draw")
            if card == name:
                state.log_rule(R_REVEALED, "{} is the declared card: it is sent to the GY",
                               card)
                state.move(oid, GRAVEYARD[state.objects[oid].owner], source=ctx.source,
                           reason="send", cause="effect")

    @property
    def text(self) -> str:
        return "look at the drawn card; if it is the declared card, send it to the GY"


@dataclass(frozen=True)
class RevealTopBoostSynchros(Action):
    """"Reveal the top card of your Deck; if it is of the declared type, Level <level> or
    higher Synchro Monsters you control gain <atk> ATK until the end of this turn" (the
    face-up ones you control as it resolves; the card stays on top)."""

    level: int = 7
    atk: int = 1000
    var: str = "declared"

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.controller
        deck = state.zones[DECK[p]]
        if not deck:
            return
        top = state.objects[deck[-1]].card
        declared = state.var(ctx, self.var)
        state.log_rule(R_EFFECT, "{} reveals the top card of the Deck: {}",
                       state.players[p].name, top.name)
        if not isinstance(top, YgoCard) or card_type(top) != declared:
            state.log_rule(R_EFFECT, "{} is not a {}: nothing happens", top.name, declared)
            return
        objs = state.objects
        for oid in monsters(state, p):
            c = objs[oid].card
            if objs[oid].face_down or getattr(c, "extra", "") != "synchro" \
                    or getattr(c, "level", 0) < self.level:
                continue
            state.add_continuous(Continuous(STAT_CHANGE, controller=p,
                                            target=(oid, objs[oid].incarnation),
                                            value=(self.atk, 0), source=ctx.source))
            state.log_rule(R_EFFECT, "{} gains {} ATK until the end of the turn", c.name,
                           self.atk)

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(state.zones[DECK[ctx.controller]])

    @property
    def text(self) -> str:
        return "reveal the top card of your Deck; if it is the declared type, your " \
               f"Level {self.level}+ Synchro Monsters gain {self.atk} ATK"


@dataclass(frozen=True)
class RevealDrawnSendThisAndDraw(Action):
    """Cosmos Channelling's "the drawn card is revealed; if it is the declared type, send
    this card to the GY, and if you do, draw 1"."""

    var: str = "declared"

    def start(self, state: GameState, ctx: Ctx) -> None:
        declared = state.var(ctx, self.var)
        drawn = the_drawn_cards(state, ctx)
        if not drawn:
            return
        card = state.objects[drawn[0]].card
        state.log_rule(R_REVEALED, "The card drawn by the normal draw is revealed: {}",
                       card.name)
        oid = _this(state, ctx)
        o = state.objects[oid]
        if not isinstance(card, YgoCard) or card_type(card) != declared \
                or o.zone != SPELL_TRAP_ZONE[o.controller]:
            return
        p = ctx.controller
        state.log_rule(R_REVEALED, "{} is a {}: {} is sent to the GY, and {} draws 1",
                       card.name, declared, o.card.name, state.players[p].name)
        state.move(oid, GRAVEYARD[o.owner], player=p, source=oid, reason="send",
                   cause="effect")
        state.emit_for(ctx, Event("draws", player=p, amount=1, source=oid, reason="effect",
                                  rule=state.rules.effect_draw_rule(1)))

    @property
    def text(self) -> str:
        return "reveal the drawn card; if it is the declared type, send this card to the " \
               "GY and draw 1"


# -- Afterglow

@dataclass(frozen=True)
class BanishEveryCopy(Action):
    """"Banish this card and as many cards named like it as possible from your hand,
    Deck, GY and face-up field"."""

    declares = ("banish",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        oid = _this(state, ctx)
        p = ctx.controller
        name = _name(state, oid)
        objs = state.objects
        zones = (HAND[p], DECK[p], GRAVEYARD[p], MONSTER_ZONE[p], SPELL_TRAP_ZONE[p])
        found = [o for z in zones for o in state.zones[z]
                 if objs[o].card.name == name and not (objs[o].face_down and o != oid
                                                       and z == SPELL_TRAP_ZONE[p])]
        state.log_rule(R_EFFECT, "{} banishes {} cop{} of {}", state.players[p].name,
                       len(found), "y" if len(found) == 1 else "ies", name)
        for o in found:
            state.move(o, BANISHED[objs[o].owner], player=p, source=oid, reason="banish",
                       cause="effect")

    @property
    def text(self) -> str:
        return "banish this card and every card with its name from your hand, Deck, GY " \
               "and face-up field"


@dataclass(frozen=True)
class ShuffleOneBanishedIn(Action):
    """"Then shuffle 1 of your banished <this card's name> into your Deck" (copies are
    alike)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.controller
        name = _name(state, ctx.source)
        banished = [o for o in state.zones[BANISHED[p]] if state.objects[o].card.name == name]
        if not banished:
            return
        state.log_rule(R_EFFECT, "{} shuffles 1 banished {} into the Deck",
                       state.players[p].name, name)
        state.move(banished[-1], DECK[p], player=p, source=ctx.source, reason="shuffle",
                   cause="effect")
        state.emit(Event("shuffle", player=p, to=DECK[p], rule=R_EFFECT))

    @property
    def text(self) -> str:
        return "shuffle 1 of your banished copies into your Deck"


@dataclass(frozen=True)
class RevealDrawnDamageIfNamed(Action):
    """"Reveal the card you drew by the normal draw: if it is <name>, inflict <amount>
    damage to your opponent"."""

    name: str = ""
    amount: int = 0
    declares = ("damage",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        drawn = the_drawn_cards(state, ctx)
        if not drawn:
            return
        card = _name(state, drawn[0])
        state.log_rule(R_REVEALED, "{} reveals the card drawn by the normal draw: {}",
                       state.players[ctx.controller].name, card)
        if card == self.name:
            state.emit(Event("damage", player=1 - ctx.controller, source=ctx.source,
                             amount=self.amount, reason="effect", cause="effect",
                             rule=R_REVEALED))

    @property
    def text(self) -> str:
        return f"reveal the card drawn; if it is \"{self.name}\", inflict {self.amount} damage"


@dataclass(frozen=True)
class PutRememberedOnTop(Action):
    """"That card is placed on top of your Deck" (the card a delayed effect remembers,
    if it is still the same card in the GY)."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        if not ctx.targets:
            return
        oid, inc = ctx.targets[0]
        o = state.objects[oid]
        if o.incarnation != inc or o.zone != GRAVEYARD[o.owner]:
            state.log_rule(R_EFFECT, "{} is no longer in the GY: it stays where it is",
                           o.card.name)
            return
        state.log_rule(R_EFFECT, "{} is placed on top of the Deck", o.card.name)
        state.move(oid, DECK[o.owner], player=ctx.controller, source=ctx.source, reason="top",
                   cause="effect")

    @property
    def text(self) -> str:
        return "place that card on top of your Deck"


# -- cards drawn by the normal draw

@dataclass(frozen=True)
class PenaltyIfOpponentDrew(Action):
    """Don't Slip's "if your opponent drew by this effect, you lose <amount> LP and send
    this card to the GY"."""

    amount: int = 2000

    def start(self, state: GameState, ctx: Ctx) -> None:
        if ctx.event is None or ctx.event.player == ctx.controller:
            return
        p = ctx.controller
        oid = _this(state, ctx)
        state.log_rule(R_EFFECT, "{}'s opponent drew by {}: {} loses {} LP and sends it to "
                       "the GY", state.players[p].name, _name(state, oid),
                       state.players[p].name, self.amount)
        state.emit(Event("life", player=p, amount=-self.amount, reason="lose",
                         cause="effect", rule=R_EFFECT))
        o = state.objects[oid]
        if o.zone in FIELD_ZONE_IDS:
            state.move(oid, GRAVEYARD[o.owner], player=p, source=oid, reason="send",
                       cause="effect")

    @property
    def text(self) -> str:
        return f"if your opponent drew, you lose {self.amount} LP and send this card to the GY"


@dataclass(frozen=True)
class RevealOneDrawnToBottom(Action):
    """"Reveal 1 of the drawn cards and place it on the bottom of your Deck, then draw 1"
    (``send_this``: send this card to the GY first)."""

    send_this: bool = False
    declares = ("draw",)

    def start(self, state: GameState, ctx: Ctx) -> None:
        drawn = tuple(the_drawn_cards(state, ctx))
        if not drawn:
            return
        if self.send_this:
            oid = _this(state, ctx)
            o = state.objects[oid]
            if o.zone not in FIELD_ZONE_IDS:
                return
            state.move(oid, GRAVEYARD[o.owner], player=ctx.controller, source=oid,
                       reason="send", cause="effect")
        state.push(PickCard(ctx, ctx.controller, drawn, "reveal_bottom"))

    @property
    def text(self) -> str:
        return "reveal 1 drawn card, place it on the bottom of your Deck, then draw 1"


@dataclass(frozen=True)
class DiscardDrawnIfSpellTrap(Action):
    """Commander of Swords: "your opponent reveals the card(s) they drew by the normal
    draw; if a Spell or Trap is among them, choose one: they discard all of them; or
    destroy 1 Spell/Trap they control"."""

    declares = ("discard", "destroy")

    def start(self, state: GameState, ctx: Ctx) -> None:
        them = 1 - ctx.controller
        drawn = drawn_by_normal_draw(state, them)
        if not drawn:
            return
        objs = state.objects
        state.log_rule(R_REVEALED, "{} reveals the card(s) drawn by the normal draw: {}",
                       state.players[them].name, ", ".join(_name(state, o) for o in drawn))
        if not any(getattr(objs[o].card, "kind", "") in ("spell", "trap") for o in drawn):
            state.log_rule(R_REVEALED, "No Spell or Trap among them: nothing happens")
            return
        # The effect's controller chooses one of the two; with no Spell/Trap to destroy
        # only the discard is possible.
        if _their_spells_traps(state, them):
            state.push(Declare(ctx, ctx.controller, SWORDS_CHOICES, "swords"),
                       _SwordsApply(ctx))
        else:
            _discard_drawn(state, ctx)

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return bool(drawn_by_normal_draw(state, 1 - ctx.controller))

    @property
    def text(self) -> str:
        return "your opponent reveals the drawn cards; if a Spell or Trap is among them, " \
               "they discard them all, or you destroy 1 Spell/Trap they control"


SWORDS_CHOICES = ("they discard the drawn cards", "destroy 1 Spell/Trap they control")
"""Commander of Swords' two choices."""


def _their_spells_traps(state: GameState, them: int) -> list[int]:
    return [oid for z in (SPELL_TRAP_ZONE[them], FIELD_ZONE[them]) for oid in state.zones[z]]


def _discard_drawn(state: GameState, ctx: Ctx) -> None:
    them = 1 - ctx.controller
    objs = state.objects
    for o in drawn_by_normal_draw(state, them):
        state.log_rule(R_EFFECT, "{} discards {}", state.players[them].name, _name(state, o))
        state.move(o, GRAVEYARD[objs[o].owner], player=them, source=ctx.source,
                   reason="discard", cause="effect")


class _SwordsApply(Step):
    """Commander of Swords: carry out the choice just declared."""

    __slots__ = ("ctx",)

    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx

    def run(self, state: GameState) -> None:
        if state.var(self.ctx, "swords") == SWORDS_CHOICES[0]:
            _discard_drawn(state, self.ctx)
            return
        cards = tuple(_their_spells_traps(state, 1 - self.ctx.controller))
        if cards:
            state.push(_DestroyOne(self.ctx, cards))


class _DestroyOne(Ask):
    """The effect's controller picks 1 of ``cards`` (on the field) to destroy."""

    __slots__ = ("cards", "ctx")

    def __init__(self, ctx: Ctx, cards: tuple[int, ...]) -> None:
        self.ctx = ctx
        self.cards = cards

    def decide(self, state: GameState) -> Decision:
        # One option per card: face-down cards on the field are told apart by where
        # they are, never by what they are.
        options = [Option("choose", oid) for oid in self.cards]
        return Decision(self.ctx.controller, "choose", options,
                        "Choose a Spell/Trap to destroy", state)

    def answer(self, state: GameState, option: Option) -> None:
        oid = option.obj
        state.log_rule(R_EFFECT, "{} destroys {}", _name(state, self.ctx.source),
                       _name(state, oid))
        state.move(oid, GRAVEYARD[state.objects[oid].owner], source=self.ctx.source,
                   reason=DESTROY, cause="effect")


FIELD_ZONE_IDS = frozenset((*MONSTER_ZONE, *SPELL_TRAP_ZONE, *EXTRA_MONSTER_ZONE, *FIELD_ZONE))
"""Every zone of the field (a card sent "from the field" is in one of them)."""


# -- "that player can ...": a choice of the player an effect names, not of its controller

R_OPTIONAL = "YGO rule: optional effects"


@dataclass(frozen=True)
class ThatPlayerMay(Action):
    """"That player can <what>": the player whose draw (or other action) the effect
    answers chooses as it resolves whether ``then`` happens (Destructive Draw's "they can
    draw 1 more card", Don't Slip's "that player can reveal it and draw 2"). The kernel's
    optional effects ask their controller; this one asks the event's player. It is one
    of its effect's top-level actions (its steps find it there by position)."""

    what: str = ""
    then: tuple[Action, ...] = ()

    @property
    def declares(self) -> tuple[str, ...]:  # type: ignore[override]
        """What ``then`` declares (the effect may do it)."""
        return tuple(d for a in self.then for d in a.declares)

    def start(self, state: GameState, ctx: Ctx) -> None:
        p = ctx.event.player if ctx.event is not None else None
        if p is None:
            return
        index = next(i for i, a in enumerate(state.actions_of(ctx, "effect")) if a is self)
        state.push(_ThatPlayerChooses(ctx, p, index))

    @property
    def text(self) -> str:
        return f"that player can {self.what}"


def _that_player_may(state: GameState, ctx: Ctx, index: int) -> ThatPlayerMay:
    action = state.actions_of(ctx, "effect")[index]
    assert isinstance(action, ThatPlayerMay)
    return action


class _ThatPlayerChooses(Ask):
    """``player`` answers yes or no to the :class:`ThatPlayerMay` at ``index`` of the
    effect; on yes its actions run one after another (each with its choices). Only
    plain values are kept (the state is copied and serialized)."""

    __slots__ = ("ctx", "index", "player")

    def __init__(self, ctx: Ctx, player: int, index: int) -> None:
        self.ctx = ctx
        self.player = player
        self.index = index

    def decide(self, state: GameState) -> Decision:
        what = _that_player_may(state, self.ctx, self.index).what
        return Decision(self.player, "may", [Option("yes"), Option("no")],
                        f"{_name(state, self.ctx.source)}: {what}?", state)

    def answer(self, state: GameState, option: Option) -> None:
        who = state.players[self.player].name
        action = _that_player_may(state, self.ctx, self.index)
        if option.kind != "yes":
            state.log_rule(R_OPTIONAL, "{} chooses not to {}", who, action.what)
            return
        state.log_rule(R_OPTIONAL, "{} chooses to {}", who, action.what)
        state.push(*(_StartThen(self.ctx, self.index, i) for i in range(len(action.then))))


class _StartThen(Step):
    """Start action ``then`` of the :class:`ThatPlayerMay` at ``index`` of the effect,
    once the steps before it have finished."""

    __slots__ = ("ctx", "index", "then")

    def __init__(self, ctx: Ctx, index: int, then: int) -> None:
        self.ctx = ctx
        self.index = index
        self.then = then

    def run(self, state: GameState) -> None:
        _that_player_may(state, self.ctx, self.index).then[self.then].start(state, self.ctx)


@dataclass(frozen=True)
class NoBattlePhaseThisTurn(Action):
    """The pledge "you cannot conduct your Battle Phase the turn you activate this"
    (Skull Flame), given with the activation's costs: it can be activated only by the
    turn player who has not conducted the Battle Phase this turn, and the turn then goes
    from Main Phase 1 to the End Phase. Like every pledge (誓約効果) it applies only if the
    activation is not negated: a negated activation gives the Battle Phase back
    (:func:`~.chain.start_pledge`); a negated effect does not."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        assert ctx.source is not None
        state.data = state.data.replace(no_battle=True)
        state.version += 1
        start_pledge(state, ctx.controller, ctx.source, NO_BATTLE, ctx.rid)
        state.log_rule(R_EFFECT, "{} cannot conduct the Battle Phase this turn (a pledge)",
                       state.players[ctx.controller].name)

    def can(self, state: GameState, ctx: Ctx) -> bool:
        return state.active == ctx.controller and not state.history.any(
            "step", turn=state.turn, where=lambda e: e.data == ("battle",))

    @property
    def text(self) -> str:
        return "you cannot conduct your Battle Phase this turn"


__all__ += ["NoBattlePhaseThisTurn", "ThatPlayerMay"]


_CHOSEN = "chosen"


@dataclass(frozen=True)
class ChooseOne(Action):
    """"<one thing>, or <another>": the effect's controller chooses one of ``choices``
    (each a label and the action it does) as the effect resolves, announced to both
    players, and that one is done (Flower Cardian Lightshower's End Phase effect). It is
    one of its effect's top-level actions (its steps find it there by position)."""

    choices: tuple[tuple[str, Action], ...] = ()

    @property
    def declares(self) -> tuple[str, ...]:  # type: ignore[override]
        """What the choices declare (the effect may do any of them)."""
        return tuple(d for _, a in self.choices for d in a.declares)

    def start(self, state: GameState, ctx: Ctx) -> None:
        index = next(i for i, a in enumerate(state.actions_of(ctx, "effect")) if a is self)
        state.push(_ChooseOneOf(ctx, index), _DoChosen(ctx, index))

    @property
    def text(self) -> str:
        return ", or ".join(label for label, _ in self.choices)


def _choose_one(state: GameState, ctx: Ctx, index: int) -> ChooseOne:
    action = state.actions_of(ctx, "effect")[index]
    assert isinstance(action, ChooseOne)
    return action


class _ChooseOneOf(Ask):
    """The controller chooses one of the :class:`ChooseOne` at ``index`` of the effect."""

    __slots__ = ("ctx", "index")

    def __init__(self, ctx: Ctx, index: int) -> None:
        self.ctx = ctx
        self.index = index

    def decide(self, state: GameState) -> Decision:
        labels = [label for label, _ in _choose_one(state, self.ctx, self.index).choices]
        return Decision(self.ctx.controller, "declare",
                        [Option("declare", -1, label) for label in labels],
                        f"{_name(state, self.ctx.source)}: choose one", state)

    def answer(self, state: GameState, option: Option) -> None:
        state.log_rule(R_EFFECT, "{} chooses: {}", state.players[self.ctx.controller].name,
                       option.arg)
        state.set_var(self.ctx, _CHOSEN, option.arg)


class _DoChosen(Step):
    """Do the choice made for the :class:`ChooseOne` at ``index`` of the effect."""

    __slots__ = ("ctx", "index")

    def __init__(self, ctx: Ctx, index: int) -> None:
        self.ctx = ctx
        self.index = index

    def run(self, state: GameState) -> None:
        chosen = state.var(self.ctx, _CHOSEN)
        for label, action in _choose_one(state, self.ctx, self.index).choices:
            if label == chosen:
                action.start(state, self.ctx)


__all__ += ["OPPONENTS_END_PHASE", "ChooseOne"]
