"""Yu-Gi-Oh! cards, objects and players."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from ...core.cards import CardDef
from ...core.errors import MalformedInput
from ...core.objects import GameObject
from ...core.serial import Record

if TYPE_CHECKING:
    from ...core.state import GameState

ATTRIBUTES = ("LIGHT", "DARK", "EARTH", "WATER", "FIRE", "WIND", "DIVINE")
SPELL_TYPES = ("normal", "quick", "continuous", "field", "equip", "ritual")
TRAP_TYPES = ("normal", "continuous", "counter")
LINK_ARROWS = ("top_left", "top", "top_right", "left", "right", "bottom_left", "bottom",
               "bottom_right")
"""The eight Link Arrows, as the card's controller sees them (top: toward the opponent)."""
LINK_TRIBUTES = 6
"""A Link Monster's ``tributes``: more than the 5 Main Monster Zones hold."""
RITUAL_TRIBUTES = 99
"""A Ritual Monster's ``tributes``: more than any field holds (a Ritual Monster sits in
the hand, where it is a candidate for a Normal Summon that its check must refuse)."""
EXTRA_TYPES = ("fusion", "synchro", "xyz", "link")
"""The kinds of Extra Deck monsters: such a card starts the Duel in the Extra Deck."""
ATTACK = "attack"
DEFENSE = "defense"


@dataclass(frozen=True, kw_only=True)
class Materials:
    """What an Extra Deck monster is summoned with, as printed on it ("2 monsters with
    different names", "1 Tuner + 1 or more non-Tuner monsters"): ``text`` says it, from
    ``low`` to ``high`` monsters, each passing ``each`` (and a Synchro's Tuner passing
    ``tuner``), the whole set passing ``whole``. The summon's own rule (Link Rating,
    Levels, one Tuner, the same Level) is the summon's to check (``extra.py``)."""

    text: str
    low: int = 1
    high: int = 6
    each: Callable[[YgoCard], bool] | None = None
    tuner: Callable[[YgoCard], bool] | None = None
    whole: Callable[[tuple[YgoCard, ...]], bool] | None = None


SPECIAL_ONLY = "special_only"
"""A summoning condition: "Cannot be Normal Summoned/Set. Must be Special Summoned by
<its procedure>" (it must be properly Special Summoned before any effect may revive it)."""
NO_SPECIAL = "no_special"
"""A summoning condition: "This card cannot be Special Summoned" (Normal Summoned or Set
only; no effect, procedure or rule can Special Summon it)."""
FUSION_ONLY = "fusion_only"
"""A summoning condition: "This card can only be Special Summoned by Fusion Summon" (Elemental
HERO Flame Wingman: no effect but a Fusion Summon, nor any revival, can Special Summon it)."""
SUMMONING_CONDITIONS = ("", SPECIAL_ONLY, NO_SPECIAL, FUSION_ONLY)


@dataclass(frozen=True, kw_only=True)
class TributeCondition:
    """What a monster's Tribute Summon or Tribute Set must Tribute ("if this card is
    Tribute Summoned, the Tributes must be DARK monsters"): ``text`` says it, ``test``
    says whether a monster may be one of its Tributes. The summon check counts only
    such monsters, and only they are offered as its Tributes (``play.py``)."""

    text: str
    test: Callable[[YgoCard], bool]


@dataclass(frozen=True, kw_only=True)
class SpecialProcedure:
    """"<condition>, you can Special Summon this card (from your hand)": ``text`` says it,
    ``condition`` (the state and the summoning player) says whether it may be done now;
    ``from_gy``: "from your hand or GY"."""

    text: str
    condition: Callable[[GameState, int], bool]
    from_gy: bool = False


@dataclass(frozen=True, kw_only=True, eq=False)
class YgoCard(CardDef):
    """A Yu-Gi-Oh! card. Monsters have a Level, Attribute, Type, ATK and DEF; ``normal``
    marks Normal (vanilla) Monsters. ``kind`` is ``"monster"``, ``"spell"`` or
    ``"trap"``; ``passcode`` the 8-digit number printed on the card."""

    kind: str = "monster"
    spell_type: str = ""
    """A Spell's type: ``"normal"``, ``"quick"``, ``"continuous"``, ``"field"``,
    ``"equip"`` or ``"ritual"``."""
    trap_type: str = ""
    """A Trap's type: ``"normal"``, ``"continuous"`` or ``"counter"``."""
    passcode: str = ""
    level: int = 0
    attribute: str = ""
    race: str = ""
    atk: int = 0
    defense: int = 0
    normal: bool = False
    link_arrows: tuple[str, ...] = ()
    """A Link Monster's Link Arrows (of :data:`LINK_ARROWS`); its Link Rating is their
    number. A Link Monster has no Level (``level`` 0) and no DEF."""
    extra: str = ""
    """An Extra Deck monster's kind (of :data:`EXTRA_TYPES`): ``"link"`` for every Link
    Monster."""
    rank: int = 0
    """An Xyz Monster's Rank (it has no Level)."""
    tuner: bool = False
    """A Tuner monster."""
    materials: Materials | None = None
    """An Extra Deck monster's materials."""
    ritual: bool = False
    """A Ritual Monster: Special Summoned from the hand by a Ritual Summon only, never
    Normal Summoned or Set (``fusion.py``)."""
    pendulum_scale: int = 0
    """A Pendulum Monster's Pendulum Scale (0: not a Pendulum Monster; printed scales
    run 0-13, a scale of 0 is not among the cards tcgkit knows). It can be activated as a
    Spell into a Pendulum Zone, and two scales there allow a Pendulum Summon
    (``pendulum.py``)."""
    procedure: SpecialProcedure | None = None
    """An inherent Special Summon from the hand ("if ..., you can Special Summon this card
    from your hand"): a player action that starts no chain (``inherent.py``)."""
    summoning_condition: str = ""
    """:data:`SPECIAL_ONLY` ("cannot be Normal Summoned/Set; must be Special Summoned by
    its procedure": once properly summoned it may be revived), :data:`NO_SPECIAL`
    ("cannot be Special Summoned"), :data:`FUSION_ONLY` ("can only be Special Summoned by
    Fusion Summon"), or ``""``."""
    tribute_condition: TributeCondition | None = None
    """What its Tribute Summon/Set must Tribute (Diabolos, King of the Abyss: DARK
    monsters), or ``None``."""
    gemini: bool = False
    """A Gemini monster: a Normal Monster on the field and in the GY until a second Normal
    Summon (a Gemini Summon) on the field makes it an Effect Monster."""
    flip: bool = False
    """A Flip monster: its FLIP effect triggers when it is flipped face-up."""
    tributes: int = field(init=False, default=0)
    """Tributes its Normal Summon or Set needs: 1 for Level 5-6, 2 for Level 7+."""

    def __post_init__(self) -> None:
        super().__post_init__()
        object.__setattr__(self, "tributes",
                           0 if self.level <= 4 else 1 if self.level <= 6 else 2)
        if self.link_arrows:
            # More Tributes than a field holds: a Link Monster is never Normal Summoned or
            # Set, and the summon check says so where it finds too few Tributes, a branch
            # a Duel without Link Monsters pays nothing for.
            object.__setattr__(self, "tributes", LINK_TRIBUTES)
            object.__setattr__(self, "extra", "link")
        if self.extra and self.extra not in EXTRA_TYPES:
            raise MalformedInput(f"{self.name}: unknown Extra Deck kind {self.extra!r}")
        if self.rank and (self.extra != "xyz" or self.level):
            raise MalformedInput(f"{self.name}: only an Xyz Monster has a Rank, and no Level")
        if self.extra:
            # Like a Link Monster's: an Extra Deck monster is never Normal Summoned.
            object.__setattr__(self, "tributes", LINK_TRIBUTES)
        if self.ritual or self.summoning_condition == SPECIAL_ONLY:
            # Never Normal Summoned or Set: the summon check says why where it finds too
            # few Tributes (a Duel without such monsters pays nothing for it).
            object.__setattr__(self, "tributes", RITUAL_TRIBUTES)
        if self.summoning_condition not in SUMMONING_CONDITIONS:
            raise MalformedInput(f"{self.name}: unknown summoning condition "
                                 f"{self.summoning_condition!r}")
        if self.kind not in ("monster", "spell", "trap"):
            raise MalformedInput(f"{self.name}: unknown card kind {self.kind!r}")
        if self.link_arrows:
            if self.kind != "monster" or self.level or self.attribute not in ATTRIBUTES:
                raise MalformedInput(f"{self.name}: a Link Monster is a monster with an "
                                     "Attribute and no Level")
            if not set(self.link_arrows) <= set(LINK_ARROWS) \
                    or len(set(self.link_arrows)) != len(self.link_arrows):
                raise MalformedInput(f"{self.name}: Link Arrows are distinct ones of "
                                     f"{', '.join(LINK_ARROWS)}")
        elif self.kind == "monster" and ((self.level < 1 and self.rank < 1)
                                         or self.attribute not in ATTRIBUTES):
            raise MalformedInput(f"{self.name}: a monster needs a Level and an Attribute")
        if self.kind == "spell" and self.spell_type not in SPELL_TYPES:
            raise MalformedInput(f"{self.name}: a Spell is one of {', '.join(SPELL_TYPES)}")
        if self.kind == "trap" and self.trap_type not in TRAP_TYPES:
            raise MalformedInput(f"{self.name}: a Trap is one of {', '.join(TRAP_TYPES)}")
        if self.pendulum_scale and (self.kind != "monster" or self.extra
                                    or not 0 < self.pendulum_scale <= 13):
            raise MalformedInput(f"{self.name}: a Pendulum Scale (1-13) belongs to a Main "
                                 "Deck monster")
        if self.normal and self.abilities:
            raise MalformedInput(f"{self.name}: a Normal Monster has no effects")

    @property
    def link_rating(self) -> int:
        """A Link Monster's Link Rating: the number of its Link Arrows (0 otherwise)."""
        return len(self.link_arrows)


class YgoObject(GameObject):
    """A card in a Duel: adds battle position, and the turns in which it was summoned or
    Set, last changed position and last declared an attack.

    ``column`` is which of its zones a monster on the field occupies (a Main Monster Zone
    0-4 from its controller's left, an Extra Monster Zone 0 left or 1 right), or -1 when
    nothing placed it: only Link Arrows look at it (``links.py``), so only Link Monsters
    and the monsters placed next to them are given one.

    ``under`` is, for an Xyz Material (in the ``overlay`` zone), the Xyz Monster it is
    attached to (-1 otherwise).

    ``gemini_summoned``: a Gemini monster that was Gemini Summoned on the field (an Effect
    Monster with its effects until it leaves the field or is turned face-down)."""

    __slots__ = ("attacked", "changed", "column", "gemini_summoned", "position", "under")
    RESET: ClassVar[dict[str, object]] = {**GameObject.RESET, "position": ATTACK,
                                          "changed": 0, "attacked": 0, "column": -1,
                                          "under": -1, "gemini_summoned": False}
    CHOICES: ClassVar[dict[str, tuple[str, ...]]] = {"position": (ATTACK, DEFENSE)}

    card: YgoCard
    position: str
    gemini_summoned: bool
    changed: int
    attacked: int
    column: int
    under: int


class YgoData(Record):
    """``state.data`` of a Duel, for the current turn: whether the turn player moved from
    Main Phase 1 straight to the End Phase (so the Battle Phase and Main Phase 2 are
    skipped), and the Draw Phase's state (seed 000):

    - ``window``: ``"before"`` while the window before the normal draw is open,
      ``"after"`` in the window just after it, ``"late"`` once a chain resolved there;
    - ``draw_spent``: the card whose effect spent the turn player's right to conduct the
      normal draw (``""``: the right remains), ``spent_as`` how (``"cost"``/``"effect"``);
    - ``draw_chained``: a draw-replacement effect was activated this Draw Phase (once
      its chain has resolved, no other may be);
    - ``pledges``: the chain links whose pledge (誓約効果) "you cannot conduct your
      normal draw this turn" applies;
    - ``summoning``: while a monster would be Summoned (the moment a Summon can be
      negated), ``(monster, player, special)`` (``special`` 1 for a Special Summon by
      procedure), and ``summon_negated`` once an effect negated that Summon;
    - ``spared``: the players who take no battle damage from the battle under way
      (Kuriboh), cleared as its Damage Step ends;
    - ``attack_negated``: the ``attack_id`` of the attack an effect negated ("negate the
      attack": it ends as the window after its declaration closes), or 0.
    """

    __slots__ = ("attack_negated", "draw_chained", "draw_spent", "no_battle", "pledges",
                 "spared", "spent_as", "summon_negated", "summoning", "window")

    no_battle: bool
    window: str
    draw_spent: str
    spent_as: str
    draw_chained: bool
    pledges: tuple[int, ...]
    summoning: tuple[int, ...]
    summon_negated: bool
    spared: tuple[int, ...]
    attack_negated: int

    def __init__(self, no_battle: bool = False, window: str = "", draw_spent: str = "",
                 spent_as: str = "", draw_chained: bool = False,
                 pledges: tuple[int, ...] = (), summoning: tuple[int, ...] = (),
                 summon_negated: bool = False, spared: tuple[int, ...] = (),
                 attack_negated: int = 0) -> None:
        self.no_battle = no_battle
        self.window = window
        self.draw_spent = draw_spent
        self.spent_as = spent_as
        self.draw_chained = draw_chained
        self.pledges = pledges
        self.summoning = summoning
        self.summon_negated = summon_negated
        self.spared = spared
        self.attack_negated = attack_negated


FRESH_TURN = YgoData()
"""``state.data`` as every turn begins (records are immutable: one value serves all)."""
NO_BATTLE = YgoData(no_battle=True)
"""``state.data`` once the turn player moved from Main Phase 1 to the End Phase."""
