"""Continuous effects on creatures: power modifiers and granted keywords.

Two sources change what a creature in the battle zone is, beyond its printed card and the
auras attached to it (aura.py):

- **Static abilities** (常在型能力) of cards in the battle zone, which apply for as long as
  their source is there: "all your creatures have Blocker" (Memento Shrine), "your
  non-Dragon creatures have Power Attacker +4000" (Mirraforce Dragon), "the creature this
  is crossed onto gets +2000 power and breaks one more shield" (Bajula's Soul). Each is a
  :class:`Static`: the kernel indexes it as a static ability (``static:static``, in the
  statics index of the abilities that function in a zone), so rules code asks about it
  only while such a source is in play, and it stops the moment its source leaves.
- **Floating effects** of resolved one-shot effects: "this turn, one of your creatures
  gets +3000 power" (Magmanshack): a :class:`~tcgkit.core.continuous.Continuous` of kind
  ``"power"`` on the creature's incarnation (a creature that leaves and returns is a new
  object without it), ending with the turn; "gets Blocker until the start of your next
  turn" (Hayabusamaru): one of kind ``"keyword"``.

**Power Attacker +N** (パワーアタッカー): while the creature is attacking, its power is N
higher (the attacker of a battle the attack brings about: blocked, or attacking a
creature); at any other time, as when it is attacked, its printed power counts. It is a
keyword with a value (:class:`PowerAttacker`), printed or granted.

A battle uses the powers as they are when it happens, and the log names the parts of a
modified power (``DM 206``, the comprehensive rules' section on power). Continuous
effects and Power Attacker keep named labels: their section numbers are not in our
sources.

Games with none of these pay one dictionary look-up (``static:static``) and one truth test
(floating effects) per power asked.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ...core.abilities import Action, Ctx, Keyword, Permission
from ...core.continuous import Continuous
from .aura import aura_power, has_from_auras
from .zones import BATTLE, UNDER

if TYPE_CHECKING:
    from ...core.state import GameState
    from .typed import DmObject

R_POWER = "DM 206"
"""The rule the log cites for a power changed by an effect."""
R_POWER_ATTACKER = "DM rule: Power Attacker"
R_GRANT = "DM rule: continuous effects"
"""A static ability that gives creatures a keyword or power."""

STATIC = "static"
"""The ``allows`` of every :class:`Static`: the kernel indexes it as ``static:static``."""
STATIC_KEY = "static:" + STATIC
POWER_ATTACKER = "Power Attacker"


@dataclass(frozen=True, kw_only=True)
class PowerAttacker(Keyword):
    """パワーアタッカー+``bonus``: "while this creature attacks, it gets +``bonus``
    power". Printed on a card, or given by a :class:`Static` (Mirraforce Dragon)."""

    bonus: int = 0
    name: str = POWER_ATTACKER

    def amount(self, state: GameState, o: DmObject) -> int:
        """The power it adds to creature ``o`` while it attacks."""
        return self.bonus

    @property
    def label(self) -> str:
        """How the log names it."""
        return f"Power Attacker +{self.bonus}"


ATTACKING_POWER = "attacking power"
"""The name of :class:`PowerPerFireCard` (not the Power Attacker keyword, though read the
same way)."""
ATTACK_BONUSES = frozenset((POWER_ATTACKER, ATTACKING_POWER))
"""The names of the abilities that add power while attacking."""


@dataclass(frozen=True, kw_only=True)
class PowerPerFireCard(PowerAttacker):
    """"While attacking, this creature gets +``bonus`` power for each fire card in your
    graveyard" (攻撃中、自分の墓地にある火のカード1枚につき+N: 時空の火焔ボルシャック・
    ドラゴン): counted as the power is asked."""

    name: str = ATTACKING_POWER

    def amount(self, state: GameState, o: DmObject) -> int:
        from .zones import GRAVEYARD  # zones has no dependencies; kept local like the rest

        objs = state.objects
        fire = sum(1 for g in state.zones[GRAVEYARD[o.controller]]
                   if "fire" in getattr(objs[g].card, "civilizations", ()))
        return self.bonus * fire

    @property
    def label(self) -> str:
        return f"+{self.bonus} per fire card in the graveyard while attacking"


def power_per_fire_card(bonus: int = 1000) -> PowerPerFireCard:
    """"While attacking, +``bonus`` power for each fire card in your graveyard"."""
    return PowerPerFireCard(f"While attacking, this creature gets +{bonus} power for each "
                            "fire card in your graveyard.", bonus=bonus)


def power_attacker(bonus: int) -> PowerAttacker:
    """The keyword "Power Attacker +``bonus``" as a card prints it."""
    return PowerAttacker(f"Power Attacker +{bonus} (While attacking, this creature gets "
                         f"+{bonus} power.)", bonus=bonus)


@dataclass(frozen=True, kw_only=True)
class Static(Permission):
    """A static ability that changes creatures while its source is in the battle zone:
    ``test(state, ctx, oid)`` says which creatures it changes (asked of creatures in the
    battle zone only); they get ``power`` more power, the keyword abilities ``grants``
    (Blocker, Power Attacker +4000 ...) and break ``extra_breaks`` more shields."""

    allows: str = STATIC
    power: int = 0
    grants: tuple[Keyword, ...] = ()
    extra_breaks: int = 0
    ROLE: ClassVar[str] = "static"


def _yours(state: GameState, ctx: Ctx, oid: int) -> bool:
    return state.objects[oid].controller == ctx.controller


def _your_gr(state: GameState, ctx: Ctx, oid: int) -> bool:
    return _yours(state, ctx, oid) and bool(getattr(state.objects[oid].card, "gr", False))


def _your_non_dragons(state: GameState, ctx: Ctx, oid: int) -> bool:
    return _yours(state, ctx, oid) and "Dragon" not in getattr(state.objects[oid].card, "race", "")


def _crossed(state: GameState, ctx: Ctx, oid: int) -> bool:
    from .play import crossed_to  # play builds on attack, which builds on this module

    return ctx.source is not None and crossed_to(state, ctx.source) == oid


CREATURE_TESTS: dict[str, Callable[[GameState, Ctx, int], bool]] = {
    "your creatures": _yours,
    "your GR creatures": _your_gr,
    "your non-Dragon creatures": _your_non_dragons,
    "the creature this is crossed onto": _crossed,
}
"""The creatures a static ability's text names, by the words it uses."""


def your_creatures_have(keyword: Keyword, *, which: str = "your creatures") -> Static:
    """"<which> have <keyword>" (Memento Shrine: "all your creatures have Blocker")."""
    return Static(f"All {which} have {keyword.name}"
                  f"{' +' + str(keyword.bonus) if isinstance(keyword, PowerAttacker) else ''}.",
                  test=CREATURE_TESTS[which], grants=(keyword,))


def crossed_creature_gets(power: int = 0, extra_breaks: int = 0) -> Static:
    """A Cross Gear's "the crossed creature gets +``power`` power and breaks
    ``extra_breaks`` more shield(s)"."""
    parts = [f"+{power} power"] if power else []
    if extra_breaks:
        parts.append(f"breaks {extra_breaks} more shield(s)")
    return Static(f"The creature this is crossed onto gets {' and '.join(parts)}.",
                  test=_crossed, power=power, extra_breaks=extra_breaks)


def statics_on(state: GameState, oid: int) -> list[tuple[Static, int]]:
    """The static abilities that change creature ``oid`` now, with their sources. Empty at
    once when no such ability functions anywhere."""
    refs = state.statics.get(STATIC_KEY)
    if not refs:
        return []
    o = state.objects[oid]
    if o.zone not in BATTLE or getattr(o.card, "kind", "") != "creature":
        return []  # a D2 field or a Cross Gear is no creature: "your creatures" omits it
    found: list[tuple[Static, int]] = []
    for ref in refs:
        ab = state.ability(ref)
        if isinstance(ab, Static) and ab.test is not None and ab.test(
                state, Ctx(state.controller_of(ref), ref[0], ref), oid):
            found.append((ab, ref[0]))
    return found


def granted_keywords(state: GameState, oid: int) -> list[Keyword]:
    """The keyword abilities static abilities give creature ``oid`` now."""
    return [k for ab, _ in statics_on(state, oid) for k in ab.grants]


def has_keyword(state: GameState, oid: int, name: str) -> bool:
    """Whether creature ``oid`` has the keyword ``name`` now: printed, from an attached
    aura, given by a floating effect for a time, or by a static ability."""
    o = state.objects[oid]
    if name in o.card._keywords:
        return True
    if state.zones[UNDER[o.owner]] and has_from_auras(state, oid, name):
        return True
    if state.continuous:
        inc = o.incarnation
        if any(e.kind == "keyword" and e.value == name and e.target == (oid, inc)
               for e in state.continuous):
            return True
    return STATIC_KEY in state.statics and any(k.name == name
                                               for k in granted_keywords(state, oid))


def may_differ(state: GameState) -> bool:
    """Whether two creatures of the same card may differ now in power, keywords or breaks
    (option lists then stop treating copies as one choice)."""
    return bool(state.continuous) or STATIC_KEY in state.statics


def modifiers(state: GameState, o: DmObject, *, attacking: bool = False
              ) -> list[tuple[int, str]]:
    """What changes creature ``o``'s printed power now, and why: its Power Attacker
    bonuses while ``attacking``, static abilities, floating effects. (Auras are added by
    the caller.)"""
    parts: list[tuple[int, str]] = []
    if attacking:
        for ab in o.card.abilities:
            if isinstance(ab, PowerAttacker):
                parts.append((ab.amount(state, o), ab.label))
    for ab, src in statics_on(state, o.id):
        name = state.objects[src].card.name
        if ab.power:
            parts.append((ab.power, name))
        if attacking:
            for k in ab.grants:
                if isinstance(k, PowerAttacker):
                    parts.append((k.amount(state, o), f"{k.label} from {name}"))
    if state.continuous:
        for e in state.effects_on(o.id, "power"):
            parts.append((int(e.value), "an effect this turn"))
    return parts


def power(state: GameState, o: DmObject, *, attacking: bool = False) -> int:
    """Creature ``o``'s power now: printed, plus attached auras, plus
    :func:`modifiers`. The plain case (no aura, no effect, not a Power Attacker on the
    attack) is one look at the card."""
    value: int = o.card.power
    if state.zones[UNDER[o.owner]]:
        value += aura_power(state, o.id)
    if state.continuous or STATIC_KEY in state.statics \
            or (attacking and not ATTACK_BONUSES.isdisjoint(o.card._keywords)):
        value += sum(n for n, _ in modifiers(state, o, attacking=attacking))
    return value


def extra_breaks(state: GameState, oid: int) -> int:
    """How many more shields static abilities make creature ``oid`` break."""
    return sum(ab.extra_breaks for ab, _ in statics_on(state, oid))


def log_power(state: GameState, o: DmObject, *, attacking: bool = False) -> None:
    """Say in the log why creature ``o``'s power is not its printed one (nothing when it
    is)."""
    if not (state.continuous or STATIC_KEY in state.statics
            or (attacking and not ATTACK_BONUSES.isdisjoint(o.card._keywords))):
        return
    parts = modifiers(state, o, attacking=attacking)
    if parts:
        state.log_rule(R_POWER_ATTACKER if all(t.startswith(POWER_ATTACKER) for _, t in parts)
                       else R_POWER, "{}'s power is {} ({} printed, {})", o.card.name,
                       power(state, o, attacking=attacking), o.card.power,
                       ", ".join(f"{n:+d} {t}" for n, t in parts))


@dataclass(frozen=True)
class PowerUpChosen(Action):
    """"This turn, the chosen creature gets +``amount`` power" (the choice made by
    :class:`~tcgkit.games.dm.vocab.Choose`): a floating effect on that creature until
    the end of the turn. The creature is handed on as ``powered`` (for "the two
    battle")."""

    amount: int = 0

    def start(self, state: GameState, ctx: Ctx) -> None:
        from .turn import until_end_of  # turn builds on attack, which builds on this module

        oid = state.var(ctx, "chosen")
        state.set_var(ctx, "powered", oid)
        if oid is None or state.objects[oid].zone not in BATTLE:
            return
        o = state.objects[oid]
        state.add_continuous(Continuous("power", controller=ctx.controller,
                                        target=(oid, o.incarnation), value=self.amount,
                                        source=ctx.source, duration=until_end_of(state.turn)))
        state.log_rule(R_POWER, "{} gets {:+d} power this turn ({})", o.card.name,
                       self.amount, power(state, o))

    @property
    def text(self) -> str:
        return f"the chosen creature gets +{self.amount} power this turn"


@dataclass(frozen=True)
class BattleChosen(Action):
    """"The two battle" (その2体をバトルさせる): the creature powered up before
    (``powered``) battles the one chosen last, if both are still in the battle zone. A
    battle by an effect: neither creature is attacking."""

    def start(self, state: GameState, ctx: Ctx) -> None:
        from .attack import battle  # attack builds on this module

        mine, theirs = state.var(ctx, "powered"), state.var(ctx, "chosen")
        if mine is None or theirs is None or mine == theirs:
            return
        battle(state, mine, theirs, by_attack=False)

    @property
    def text(self) -> str:
        return "the two battle"
