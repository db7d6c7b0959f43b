"""The Main Phase: Normal Summon and Set (with Tributes), Flip Summon, changing battle
positions, and moving on to the Battle Phase or the End Phase."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.abilities import Ctx, SpellEffect
from ...core.decision import Decision, Option, Options
from ...core.errors import IllegalAction
from ...core.events import Event
from ...core.limits import AT_ACTIVATION, PLAYER, Limit
from ...core.objects import game_has
from ...core.pending import PendingItem
from ...core.procedure import Procedure, Stage, Use, register
from ...core.resolve import ChooseTargets, GivePriority, has_legal_targets
from ...core.steps import Ask, Step
from .card import ATTACK, DEFENSE, FRESH_TURN, NO_BATTLE, SPECIAL_ONLY, YgoCard, YgoObject
from .chain import (
    EFFECT_OPTION,
    activate,
    begin_summon,
    effect_options,
    is_set_spell,
    leave_phase,
    why_effect_summon_forbidden,
    why_locked,
    why_move_forbidden,
    why_no_spell_trap_zone,
    why_summon_forbidden,
)
from .extra import extra_summon_options
from .inherent import (
    MORE_NORMAL_SUMMONS,
    R_CONDITION,
    gemini_summon,
    why_not_gemini,
    why_not_procedure,
)
from .pendulum import activate_scale, pendulum_option, why_not_scale
from .spells import R_EQUIP, place_field_spell
from .zones import (
    EXTRA_DECK,
    EXTRA_MONSTER_ZONE,
    FIELD_ZONE,
    GRAVEYARD,
    HAND,
    MONSTER_ZONE,
    MONSTER_ZONE_SIZE,
    MONSTER_ZONES,
    SPELL_TRAP_ZONE,
    monsters,
)

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import objects

NORMAL_SUMMON = Limit(name="Normal Summon", shared=PLAYER, spent=AT_ACTIVATION)
"""One Normal Summon or Set per turn, a player-shared usage limit."""
NORMAL_SUMMON_REASONS = frozenset(("normal", "tribute", "set"))
"""The ``reason`` of a ``summon`` event that is a Normal Summon (or a Set): every other
summon (by effect, by a card's own procedure, from the Extra Deck, Ritual, Pendulum) is
a Special Summon."""

R_SUMMON = "YGO rule: Normal Summon"
R_TRIBUTE = "YGO rule: Tribute Summon"
R_SET = "YGO rule: Set"
R_FLIP = "YGO rule: Flip Summon"
R_POSITION = "YGO rule: changing battle position"
R_PHASES = "YGO rule: turn structure"


def _card(state: GameState, oid: int) -> YgoCard:
    if TYPE_CHECKING:
        return objects(state)[oid].card
    else:
        return state.objects[oid].card


# The checks run for every candidate at every decision: their common refusals are texts
# made once, not formatted per call (the refusal names the option, hence the card, anyway).
_NOT_IN_HAND = f"the card is not in your hand ({R_SUMMON})"
_SUMMONED = f"you have already Normal Summoned or Set this turn ({R_SUMMON})"
_ZONES_FULL = f"your Monster Zones are full ({MONSTER_ZONE_SIZE} monsters) ({R_SUMMON})"


SummonRoom = tuple[bool, int, int]
"""What a Normal Summon needs of a player's side, the same for every card in their hand:
whether a Normal Summon is left this turn, how many monsters are in their Main Monster
Zones and how many they control in all."""


def normal_summons(state: GameState, player: int) -> int:
    """How many Normal Summons/Sets ``player`` may conduct this turn: 1, or what an
    effect of the turn allows ("2 Normal Summons/Sets this turn, not just 1"; such
    effects do not add up)."""
    n = 1
    for c in state.continuous:
        if c.kind == MORE_NORMAL_SUMMONS and c.controller == player and c.value > n:
            n = c.value
    return n


def summon_room(state: GameState, player: int) -> SummonRoom:
    """``player``'s :data:`SummonRoom` now (looked up once for a whole hand)."""
    main = len(state.zones[MONSTER_ZONE[player]])
    # The allowance is the kernel's limit, checked against a count that effects raise
    # (no floating effect at all in most Duels: nothing to look through).
    left = NORMAL_SUMMON.available(state, player, count=normal_summons(state, player)) \
        if state.continuous else NORMAL_SUMMON.available(state, player)
    return (left, main, main + len(state.zones[EXTRA_MONSTER_ZONE[player]]))


_NEEDS_TRIBUTES = f"the monster needs more Tributes than you control monsters ({R_TRIBUTE})"


def why_not_summon(state: GameState, player: int, oid: int, arg: object = None,
                   room: SummonRoom | None = None, *, face_up: bool = True) -> str | None:
    """Why ``player`` cannot Normal Summon (or Tribute Summon) ``oid`` now, or ``None`` if
    they can: the one check behind the option list, the refusal and the summon itself. A
    monster in their hand, a Normal Summon left this turn, its Tributes on their field and
    room once they are gone. Whether it is their Main Phase is the decision's to say.
    ``room`` (:func:`summon_room`) is given by a caller that asks of a whole hand, which
    needs to know only whether (so a refusal need not name the card). ``face_up``
    false: the same check for a Set, which a lock on Summons does not stop."""
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    if o.zone != HAND[player]:
        if o.zone in MONSTER_ZONES[player] and o.card.gemini:
            # A second Normal Summon of a Gemini monster on the field (inherent.py).
            return why_not_gemini(state, player, oid, summon_room(state, player)[0])
        return _NOT_IN_HAND
    c = o.card
    if c.kind != "monster":
        return f"{c.name} is not a monster: only monsters are Normal Summoned or Set " \
               f"({R_SUMMON})"
    if face_up and state.prohibitions.get("summon"):  # a lock on Summons: rarely any
        locked = why_summon_forbidden(state, player, oid, "normal")
        if locked is not None:
            return locked
    fault = _summon_fault(c, summon_room(state, player) if room is None else room,
                          room is None)
    if fault is None and c.tribute_condition is not None:
        return _tribute_fault(state, player, c)
    return fault


def _tribute_fault(state: GameState, player: int, c: YgoCard) -> str | None:
    """The part of :func:`why_not_summon` that a monster's Tribute condition decides
    (Diabolos, King of the Abyss: "the Tributes must be DARK monsters"): ``player``
    controls enough monsters that may be its Tributes, one of them in a Main Monster Zone
    when those are full (so that its last Tribute frees one)."""
    cond = c.tribute_condition
    n = c.tributes
    if cond is None or not n:
        return None
    able = [oid for oid in monsters(state, player) if cond.test(_card(state, oid))]
    main = state.zones[MONSTER_ZONE[player]]
    if len(able) < n or (len(main) >= MONSTER_ZONE_SIZE and not any(t in main for t in able)):
        return f"{c.name} needs {n} Tribute(s) that are {cond.text}, and you control too " \
               f"few ({c.name}'s summoning condition, {R_TRIBUTE})"
    return None


def _summon_fault(c: YgoCard, room: SummonRoom, named: bool) -> str | None:
    """The part of :func:`why_not_summon` that a monster in the hand and its player's
    :data:`SummonRoom` decide; the Main Phase asks it of each monster in the hand
    directly. ``named``: whether a refusal may name the card."""
    if not room[0]:
        return _SUMMONED
    counts = tribute_counts(room)
    n = c.tributes
    if n >= counts.stop:
        if c.extra:
            return f"{c.name} is an Extra Deck monster ({c.extra.capitalize()}): it is never " \
                   f"Normal Summoned or Set ({R_SUMMON})"
        if c.ritual:
            return f"{c.name} is a Ritual Monster: it is never Normal Summoned or Set, only " \
                   f"Ritual Summoned by a Ritual Spell (YGO rule: Ritual Summon)"
        if c.summoning_condition == SPECIAL_ONLY:
            return f"{c.name} cannot be Normal Summoned or Set: it must be Special Summoned " \
                   f"by its own procedure ({R_CONDITION})"
        if not named:
            return _NEEDS_TRIBUTES
        return f"{c.name} needs {n} Tribute(s) ({R_TRIBUTE})"
    if n < counts.start:
        return _ZONES_FULL
    return None


def tribute_counts(room: SummonRoom) -> range:
    """How many Tributes a Normal Summon may take with ``room``: at least enough to free
    a Main Monster Zone, at most as many monsters as the player controls."""
    return range(room[1] - MONSTER_ZONE_SIZE + 1, room[2] + 1)


def why_not_set(state: GameState, player: int, oid: int, arg: object = None,
                room: SummonRoom | None = None) -> str | None:
    """Why ``player`` cannot Set ``oid`` now. A monster's Set is a Normal Summon
    face-down, with the same once-per-turn allowance and Tributes (the same check); a
    Spell or Trap is Set face-down in a free Spell & Trap Zone."""
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    c = o.card
    if c.kind == "monster":
        if o.zone != HAND[player]:  # not even a Gemini monster on the field is Set again
            return f"the card is not in your hand ({R_SET})"
        return why_not_summon(state, player, oid, arg, room, face_up=False)
    if o.zone != HAND[player]:
        return f"the card is not in your hand ({R_SET})"
    if c.kind == "spell" and c.spell_type == "field":
        to = FIELD_ZONE[player]  # where it takes the place of the one there
    else:
        to = SPELL_TRAP_ZONE[player]
        no_zone = why_no_spell_trap_zone(state, player, R_SET)
        if no_zone is not None:
            return no_zone
    if not state.prohibitions.get("move"):  # a lock on moves: rarely any
        return None
    return why_move_forbidden(state, Event("move", player=player, obj=oid, frm=HAND[player],
                                           to=to, reason="set"))

_LINK_ATTACK = f"a Link Monster is always in Attack Position ({R_POSITION})"
_NOT_MINE_FLIP = f"only a monster you control can be Flip Summoned ({R_FLIP})"
_FACE_UP = f"only a face-down monster is Flip Summoned ({R_FLIP})"
_SET_THIS_TURN = f"a monster cannot be Flip Summoned in the turn it was Set ({R_FLIP})"
_MOVED = f"a monster whose battle position was changed this turn cannot be Flip Summoned " \
         f"({R_FLIP})"


def why_not_flip(state: GameState, player: int, oid: int, arg: object = None) -> str | None:
    """Why ``player`` cannot Flip Summon ``oid`` now, or ``None`` if they can: a
    face-down monster they control, neither Set nor moved this turn."""
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    if o.zone not in MONSTER_ZONES[player]:
        return _NOT_MINE_FLIP
    if not o.face_down:
        return _FACE_UP
    return _flip_fault(o, state.turn)


def _flip_fault(o: YgoObject, turn: int) -> str | None:
    """The part of :func:`why_not_flip` that a face-down monster on its controller's
    field decides by itself; the Main Phase asks it of each such monster directly."""
    if o.entered >= turn:
        return _SET_THIS_TURN
    if o.changed == turn:
        return _MOVED
    return None


_NOT_MINE_CHANGE = f"only a monster you control changes its battle position ({R_POSITION})"
_FACE_DOWN = f"a face-down monster changes its battle position by a Flip Summon ({R_POSITION})"
_ONCE = "a monster's battle position can change once per turn, not in the turn it was " \
        f"summoned nor after it attacked ({R_POSITION})"


def why_not_change(state: GameState, player: int, oid: int, arg: object = None) -> str | None:
    """Why ``player`` cannot change the battle position of ``oid`` now, or ``None`` if
    they can: a face-up monster they control, not summoned this turn, not moved this turn
    and that has not attacked this turn."""
    if TYPE_CHECKING:
        o = objects(state)[oid]
    else:
        o = state.objects[oid]
    if o.zone not in MONSTER_ZONES[player]:
        return _NOT_MINE_CHANGE
    if o.face_down:
        return _FACE_DOWN
    return _change_fault(o, state.turn)


def _change_fault(o: YgoObject, turn: int) -> str | None:
    """The part of :func:`why_not_change` that a face-up monster on its controller's
    field decides by itself; the Main Phase asks it of each such monster directly."""
    if o.entered >= turn or o.changed == turn or o.attacked == turn:
        return _ONCE
    if o.card.link_arrows:  # last: only a monster that could otherwise change pays for it
        return _LINK_ATTACK
    return None


_BEYOND_SUMMONS = "ygo: cards that offer more than Normal Summons and battle positions"


def _beyond_summons(card: YgoCard) -> bool:
    """Whether ``card`` offers a Main Phase action beyond a Normal Summon or Set, a Flip
    Summon or a change of position: a Spell or Trap, a Pendulum Monster, an Extra Deck
    monster, a card with an ability. :func:`game_has` asks it of the cards of a Duel: in
    one with none (a Duel of vanilla monsters), the Spell & Trap Zones, the Extra Deck
    and the effects that could be activated are not even looked at."""
    return card.kind != "monster" or bool(card.pendulum_scale or card.extra
                                          or card.abilities or card.procedure)


_FROM_GY = "ygo: cards Special Summoned from the GY by their own procedure"


def _summoned_from_gy(card: YgoCard) -> bool:
    """Whether ``card``'s own Special Summon procedure may summon it from the GY (what
    :func:`game_has` asks before the Main Phase looks through the GY)."""
    proc = getattr(card, "procedure", None)
    return proc is not None and bool(proc.from_gy)


SUMMON, SET, ACTIVATE = Options("summon"), Options("set"), Options("activate")
EXTRA = Options("extra")
FLIP, CHANGE = Options("flip"), Options("change")
TO_BATTLE = Option("battle")
TO_END = Option("end")


class MainPhase(Ask):
    """The turn player acts in a Main Phase until they move on (``phase``: ``"main1"`` or
    ``"main2"``)."""

    __slots__ = ("phase",)
    OPEN = True

    def __init__(self, phase: str) -> None:
        self.phase = phase

    def decide(self, state: GameState) -> Decision:
        p = state.active
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        zones = state.zones
        options: list[Option] = []
        # Looked up once for the whole hand; with no Normal Summon left, why_not_summon
        # refuses every card for that alone, so it is not asked.
        room = summon_room(state, p)
        left = room[0]
        more = game_has(state, _BEYOND_SUMMONS, _beyond_summons)
        if more:
            self._more_options(state, p, room, options)
        elif left:
            # A Duel of vanilla monsters: a monster in the hand is summoned or Set when
            # its Tributes fit (the part of the check a card decides: its Tribute count).
            # Copies of a card in hand are one choice.
            counts = tribute_counts(room)
            seen: set[YgoCard] = set()
            for oid in zones[HAND[p]]:
                c = objs[oid].card
                if c.tributes in counts and c not in seen:
                    seen.add(c)
                    options += SUMMON[oid], SET[oid]
        # A face-down monster is a candidate for a Flip Summon, a face-up one for a change
        # of position (each check refuses the other kind for that alone, so only the
        # monster's own part of the check is asked).
        turn = state.turn
        gemini = more and left
        mine = zones[MONSTER_ZONE[p]]
        extra = zones[EXTRA_MONSTER_ZONE[p]]
        for oid in mine + extra if extra else mine:  # monsters(state, p)
            o = objs[oid]
            if o.face_down:
                if _flip_fault(o, turn) is None:
                    options.append(FLIP[oid])
            else:
                if gemini and o.card.gemini and not o.gemini_summoned:
                    options.append(SUMMON[oid])  # a Gemini Summon
                if _change_fault(o, turn) is None:
                    options.append(CHANGE[oid])
        if why_not_battle(state, self.phase) is None:
            options.append(TO_BATTLE)
        options.append(TO_END)
        return Decision(p, "main_phase", options, "Main Phase: act, or move on", state)

    @staticmethod
    def _more_options(state: GameState, p: int, room: SummonRoom,
                      options: list[Option]) -> None:
        """The hand's and the field's options in a Duel with more than vanilla monsters:
        Spells and Traps, Pendulum Scales and Summons, summons by a card's own procedure
        and from the Extra Deck, activated effects; the activations go after the
        summons."""
        if TYPE_CHECKING:
            objs = objects(state)
        else:
            objs = state.objects
        activations: list[Option] = []
        left = room[0]
        # Copies of a card in hand are one choice. What a card is says which actions are
        # candidates (a monster is summoned or Set, a Spell activated); the checks alone
        # say whether the rules allow them now (for a card known to be in the hand, the
        # card's own part of them).
        seen: set[YgoCard] = set()
        for oid in state.zones[HAND[p]]:
            c = objs[oid].card
            if c in seen:
                continue
            seen.add(c)
            if c.kind == "monster":
                if c.pendulum_scale and why_not_scale(state, p, oid) is None:
                    activations.append(ACTIVATE[oid])
                # A Set is a Normal Summon face-down (why_not_set is why_not_summon).
                if left and _summon_fault(c, room, False) is None and (
                        c.tribute_condition is None
                        or _tribute_fault(state, p, c) is None):
                    # A lock on Summons ("your opponent cannot Normal Summon") leaves Sets.
                    if not state.prohibitions.get("summon") \
                            or why_summon_forbidden(state, p, oid, "normal") is None:
                        options.append(SUMMON[oid])
                    options.append(SET[oid])
                if c.procedure is not None and why_not_procedure(state, p, oid) is None:
                    options.append(EXTRA[oid])  # summoned by its own procedure
            else:
                if c.kind == "spell" and why_not_activate(state, p, oid) is None:
                    activations.append(ACTIVATE[oid])
                if why_not_set(state, p, oid) is None:
                    activations.append(SET[oid])
        # A monster whose own procedure Special Summons it "from your hand or GY" (the GY
        # is looked through only in a Duel with such a card).
        if game_has(state, _FROM_GY, _summoned_from_gy):
            in_gy: set[YgoCard] = set()
            for oid in state.zones[GRAVEYARD[p]]:
                c = objs[oid].card
                proc = c.procedure
                if proc is not None and proc.from_gy and c not in in_gy:
                    in_gy.add(c)
                    if why_not_procedure(state, p, oid) is None:
                        options.append(EXTRA[oid])
        # Set Spells activated from the field: like a Set Trap, the "effect" option (a Set
        # Quick-Play Spell is one of effect_options).
        zones = state.zones
        if zones[SPELL_TRAP_ZONE[p]] or zones[FIELD_ZONE[p]]:  # empty in most Main Phases
            placed: set[tuple[YgoCard, int]] = set()
            for zone in (SPELL_TRAP_ZONE[p], FIELD_ZONE[p]):
                for oid in zones[zone]:
                    o = objs[oid]
                    if is_set_spell(state, oid) and (o.card, zone) not in placed:
                        placed.add((o.card, zone))
                        if why_not_activate(state, p, oid) is None:
                            activations.append(EFFECT_OPTION[oid])
        options += activations
        if len(zones[SPELL_TRAP_ZONE[p]]) >= 2:  # both Pendulum Zones might hold a scale
            pendulum = pendulum_option(state, p)
            if pendulum is not None:
                options.append(pendulum)
        if state.zones[EXTRA_DECK[p]]:
            options += extra_summon_options(state, p)
        if state.statics.get("activate:ability"):
            options += effect_options(state, p)

    def answer(self, state: GameState, option: Option) -> None:
        p = state.active
        k = option.kind
        # The kinds in the order of how often they are chosen (this runs at every action).
        if k == "end" or k == "battle":
            # Before the phase ends the opponent may act (the turn player passed).
            if state.statics.get("activate:ability"):
                leave_phase(state, self, LeaveMain(self.phase, k),
                            _LEAVE_PROMPT[self.phase, k])
            else:
                LeaveMain(self.phase, k).run(state)
        elif k == "change":
            state.emit(Event("position", player=p, obj=option.obj, rule=R_POSITION))
            state.push(self)
        elif k == "summon" and state.objects[option.obj].zone != HAND[p]:
            gemini_summon(state, p, option.obj)  # offered only when legal (why_not_gemini)
            state.push(self)
        elif k == "summon" or (k == "set" and _card(state, option.obj).kind == "monster"):
            state.push(Use("ygo.summon", p, option.obj, plan=(("set", k == "set"),)), self)
        elif k == "set":
            state.log_rule(R_SET, "{} Sets a card", state.players[p].name)
            if _card(state, option.obj).spell_type == "field":
                _set_field_spell(state, p, option.obj)
            else:
                state.move(option.obj, SPELL_TRAP_ZONE[p], player=p, reason="set")
            state.push(TurnFaceDown(option.obj), self)
        elif k == "flip":
            # A Summon: it can be negated (Solemn Judgment), then both players may respond.
            begin_summon(state, Event("flip_summon", player=p, obj=option.obj, rule=R_FLIP))
            state.push(self)
        elif k == "extra":
            if state.objects[option.obj].zone != EXTRA_DECK[p]:  # its own procedure (hand/GY)
                state.push(Use("ygo.procedure", p, option.obj), self)
            else:
                state.push(Use("ygo.extra", p, option.obj), self)
        elif k == "pendulum":
            state.push(Use("ygo.pendulum", p, option.obj), self)
        elif k == "effect":
            if is_set_spell(state, option.obj):
                # A Set Spell of Spell Speed 1 is activated as from the hand, where it is.
                state.push(Use("ygo.activate", p, option.obj), GivePriority(1 - p, 0), self)
                return
            activate(state, p, option.obj)
            state.push(GivePriority(1 - p, 0), self)
        else:
            # The opponent has the first chance to respond to the new chain link.
            state.push(Use("ygo.activate", p, option.obj), GivePriority(1 - p, 0), self)


_LEAVE_PROMPT = {
    ("main1", "battle"): "Your opponent would leave Main Phase 1 for the Battle Phase: "
                         "activate a card or effect, or pass",
    ("main1", "end"): "Your opponent would leave Main Phase 1 for the End Phase: activate a "
                      "card or effect, or pass",
    ("main2", "end"): "Your opponent would leave Main Phase 2: activate a card or effect, or "
                      "pass"}
"""What the opponent is told as the turn player would leave a Main Phase (phase, to)."""


class LeaveMain(Step):
    """The turn player leaves the Main Phase ``phase`` for the Battle Phase (``to``:
    ``"battle"``) or the End Phase (``"end"``), both players having passed."""

    __slots__ = ("phase", "to")

    def __init__(self, phase: str, to: str) -> None:
        self.phase = phase
        self.to = to

    def run(self, state: GameState) -> None:
        p = state.active
        if self.to == "battle":
            state.log_rule(R_PHASES, "{} enters the Battle Phase", state.players[p].name)
            return
        if self.phase == "main1":
            # The turn's other fields (a pledge made in the Draw Phase) stay.
            state.data = NO_BATTLE if state.data is FRESH_TURN \
                else state.data.replace(no_battle=True)
        state.log_rule(R_PHASES, "{} moves to the End Phase", state.players[p].name)


class TurnFaceDown(Step):
    """A Spell or Trap just Set is face-down (once it is in its zone: entering a zone
    makes a new object)."""

    __slots__ = ("obj",)

    def __init__(self, obj: int) -> None:
        self.obj = obj

    def run(self, state: GameState) -> None:
        zone = state.objects[self.obj].zone
        if zone in SPELL_TRAP_ZONE or zone in FIELD_ZONE:
            state.mut(self.obj).face_down = True


def _set_field_spell(state: GameState, player: int, oid: int) -> None:
    """Set a Field Spell face-down in ``player``'s Field Zone: the card already there is
    sent to the GY first (a player has one Field Zone; not destroyed)."""
    for old in list(state.zones[FIELD_ZONE[player]]):
        o = state.objects[old]
        state.log_rule(R_SET, "{} sends {} from the Field Zone to the GY to Set a new Field "
                       "Spell there", state.players[player].name, o.card.name)
        state.move(old, GRAVEYARD[o.owner], player=player, reason="send", cause="rule",
                   rule=R_SET)
    state.move(oid, FIELD_ZONE[player], player=player, reason="set")


def battle_phase_allowed(state: GameState) -> bool:
    """The player who goes first cannot conduct a Battle Phase in the first turn."""
    return state.turn > 1


def why_not_battle(state: GameState, phase: str) -> str | None:
    """Why the turn player cannot go from Main Phase ``phase`` to the Battle Phase now
    (``None``: they can): the one check behind the option and its refusal."""
    if phase != "main1":
        return f"the Battle Phase comes once per turn, between Main Phase 1 and Main Phase " \
               f"2: from Main Phase 2 the turn goes on to the End Phase ({R_PHASES})"
    if not battle_phase_allowed(state):
        return f"the player who goes first cannot conduct a Battle Phase in the first " \
               f"turn ({R_PHASES})"
    return None


# ---------------------------------------------------------------------- Normal Summon / Set

def _announce(state: GameState, use: Use) -> Use | None:
    check = why_not_set if use.get("set") else why_not_summon
    reason = check(state, use.player, use.obj)
    if reason is not None:
        raise IllegalAction(reason)
    return None


def _ask_tributes(state: GameState, use: Use) -> Decision | None:
    chosen: tuple[int, ...] = use.get("tributes", ())
    needed = _card(state, use.obj).tributes
    if len(chosen) >= needed:
        return None
    p = use.player
    main = state.zones[MONSTER_ZONE[p]]
    # A monster in an Extra Monster Zone may be Tributed too, but not as the last
    # Tribute when that would leave no Main Monster Zone free for the summoned monster.
    candidates = monsters(state, p)
    cond = _card(state, use.obj).tribute_condition
    if cond is not None:  # "the Tributes must be DARK monsters"
        candidates = [t for t in candidates if cond.test(_card(state, t))]
    if len(chosen) + 1 == needed and \
            len(main) - sum(1 for t in chosen if t in main) >= MONSTER_ZONE_SIZE:
        candidates = [t for t in candidates if t in main]
    options = [Option("tribute", oid) for oid in candidates if oid not in chosen]
    return Decision(use.player, "tribute", options,
                    f"Choose a monster to Tribute for {_card(state, use.obj).name}", state)


def _record_tribute(state: GameState, use: Use, option: Option) -> Use:
    return use.with_plan("tributes", (*use.get("tributes", ()), option.obj))


def _summon(state: GameState, use: Use) -> Use | None:
    p = use.player
    name = state.players[p].name
    tributes: tuple[int, ...] = use.get("tributes", ())
    is_set = use.get("set")
    NORMAL_SUMMON.spend(state, p)
    for t in tributes:
        state.log_rule(R_TRIBUTE, "{} Tributes {}", name, state.objects[t].card.name)
        state.move(t, GRAVEYARD[state.objects[t].owner], player=p, reason="tribute",
                   cause="cost")
    if is_set:
        rule = R_SET
        state.log_rule(rule, "{} Sets a monster", name, private=None)
    else:
        rule = R_TRIBUTE if tributes else R_SUMMON
        state.log_rule(rule, "{} {} {}", name,
                       "Tribute Summons" if tributes else "Normal Summons",
                       state.objects[use.obj].card.name)
    event = Event("summon", player=p, obj=use.obj, frm=state.objects[use.obj].zone,
                  to=MONSTER_ZONE[p], rule=rule,
                  reason="set" if is_set else "tribute" if tributes else "normal",
                  data=(DEFENSE if is_set else ATTACK, bool(is_set)))
    if is_set:  # a Set is no Summon: nothing can negate it
        state.emit(event)
    else:
        begin_summon(state, event)  # then both players may respond to it
    return None


# Tributes and room are checked before the option is offered (why_not_summon/why_not_set,
# asked again as it begins), and only monsters you control are offered as Tributes:
# nothing can go wrong half-way.
register("ygo.summon", Procedure("Normal Summon", (
    Stage("announce", R_SUMMON, do=_announce),
    Stage("tributes", R_TRIBUTE, ask=_ask_tributes, record=_record_tribute),
    Stage("summon", R_SUMMON, do=_summon),
), rewind_rule=R_SUMMON, checked_in_advance=True))


# ---------------------------------------------------------------------- activating a Spell

R_ACTIVATE = "YGO rule: activating a Spell Card"
R_ACTIVATE_SET = "YGO rule: activating a Set card"
R_CHAIN = "YGO rule: chain"


def spell_effect(state: GameState, oid: int) -> tuple[int, SpellEffect]:
    """A Spell Card's effect (its spell ability and index)."""
    for i, ab in enumerate(state.objects[oid].card.abilities):
        if isinstance(ab, SpellEffect):
            return i, ab
    raise IllegalAction(f"{state.objects[oid].card.name} has no effect to activate")


_FROM_HAND = ("normal", "continuous", "field", "equip", "ritual")
"""The Spells activated from the hand in the Main Phase by this check (Quick-Play
Spells are :class:`~.chain.Effect` activations, like Traps)."""


def why_not_activate(state: GameState, player: int, oid: int, arg: object = None) -> str | None:
    """Why ``player`` cannot activate the Spell ``oid`` (Normal, Continuous, Field or
    Equip) from the hand now, or ``None`` if they can: the one check behind the option list, the
    refusal and the activation itself. A card is activated only if its effect can be
    carried out in full when it is activated (a card that draws 2 needs 2 cards in the
    Deck)."""
    o = state.objects[oid]
    c = o.card
    if isinstance(c, YgoCard) and c.pendulum_scale:
        # Activated as a Spell Card into a Pendulum Zone (pendulum.py).
        return why_not_scale(state, player, oid)
    if not isinstance(c, YgoCard) or c.kind != "spell" or c.spell_type not in _FROM_HAND:
        return f"{c.name} is not a Normal Spell, nor a Continuous, Field or Equip Spell " \
               f"({R_ACTIVATE})"
    set_card = o.face_down and (o.zone == SPELL_TRAP_ZONE[player] or o.zone == FIELD_ZONE[player])
    if o.zone != HAND[player] and not set_card:
        return f"the card is neither in your hand nor Set on your field ({R_ACTIVATE})"
    if state.active != player or state.step not in ("main1", "main2") or state.pending.items:
        return f"a {c.spell_type.capitalize()} Spell is activated in your own Main Phase, " \
               f"never in response (Spell Speed 1; {R_ACTIVATE})"
    # A Field Spell goes to the Field Zone, where a new one takes the old one's place; a
    # Set card is activated where it is.
    if not set_card and c.spell_type != "field":
        no_zone = why_no_spell_trap_zone(state, player, R_ACTIVATE)
        if no_zone is not None:
            return no_zone
    locked = why_locked(state, player, oid, effect=False)
    if locked is not None:
        return locked
    if not any(isinstance(ab, SpellEffect) for ab in c.abilities):
        return f"{c.name} has no effect of its own that tcgkit activates from the hand " \
               f"({R_ACTIVATE})"
    idx, ab = spell_effect(state, oid)
    ctx = Ctx(player, oid, (oid, idx))
    if state.prohibitions.get("summon"):  # a lock on Special Summons, rarely any
        locked = why_effect_summon_forbidden(state, player, oid, ab.effect)
        if locked is not None:
            return locked
    if ab.targets and not has_legal_targets(state, ctx, ab.targets):
        if c.spell_type == "equip":
            return f"{c.name} is activated targeting the face-up monster it equips " \
                   f"({ab.targets[0].text}): there is none ({R_EQUIP})"
        return f"{c.name} has no legal target ({R_ACTIVATE})"
    for action in ab.effect:
        if not action.can(state, ctx):
            return f"{c.name} cannot be activated: its effect could not be carried out " \
                   f"now ({action.text}) ({R_ACTIVATE})"
    return None


def _activate(state: GameState, use: Use) -> Use | None:
    reason = why_not_activate(state, use.player, use.obj)
    if reason is not None:
        raise IllegalAction(reason)
    p = use.player
    name = state.objects[use.obj].card.name
    if _card(state, use.obj).pendulum_scale:
        activate_scale(state, p, use.obj)
        return None
    at = len(state.history.events)  # it starts a chain (Spell Speed 1): where it began
    if state.objects[use.obj].face_down:
        # A Set Spell is activated where it is: it is turned face-up.
        state.log_rule(R_ACTIVATE_SET, "{} activates the Set card {}", state.players[p].name,
                       name)
        state.mut(use.obj).face_down = False
    elif _card(state, use.obj).spell_type == "field":
        state.log_rule(R_ACTIVATE, "{} activates {}", state.players[p].name, name)
        place_field_spell(state, p, use.obj)
    else:
        state.log_rule(R_ACTIVATE, "{} activates {}", state.players[p].name, name)
        state.move(use.obj, SPELL_TRAP_ZONE[p], player=p, reason="activate")
    idx, ab = spell_effect(state, use.obj)
    item = PendingItem(state.next_id(), "spell", p, obj=use.obj, ability=(use.obj, idx),
                       speed=1, data=(("at", at),))
    if ab.targets:  # chosen as it is activated; the link is logged once they are
        state.push(ChooseTargets(item, 0))
        return None
    state.pending.add(state, item, response=True)
    state.log_rule(R_CHAIN, "Chain Link {}: {}", len(state.pending), name)
    return None


# Legality is checked in full before the option is offered (why_not_activate) and again
# as it begins; nothing is chosen half-way.
register("ygo.activate", Procedure("activation", (
    Stage("activate", R_ACTIVATE, do=_activate),
), rewind_rule=R_ACTIVATE, checked_in_advance=True))
