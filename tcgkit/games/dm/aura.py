"""Orega Auras (オレガ・オーラ) and "use an aura" (オーラを使う, DM-USE-11).

- An Orega Aura is a card type of its own. Using one follows the five steps of the use
  procedure (DM-USE-02..07); as it resolves, its player attaches it to one of their GR
  creatures, or GR summons one and attaches it to that (DM 310).
- An attached aura lies under its creature, kept by the same record that keeps the cards
  under an evolution creature (:mod:`tcgkit.games.dm.evolution`): it is part of that
  creature, not a creature itself, and whatever takes the creature out of the battle
  zone takes the aura to the same kind of zone with it. The GR creature then goes on to
  the bottom of its owner's super-GR (:func:`tcgkit.games.dm.gr.left_battle`), so the
  order is the printed one: the aura first, then the GR creature.
- While attached, an aura adds its printed bonus (the card's ``power``: +2000) to the
  creature's power, and the keywords it carries (Powered Breaker) are the creature's.
  Its own abilities function under the creature (``zones=("under",)``): "when the
  creature this is attached to attacks".
- An aura with no GR creature of its player's to go on and an empty super-GR cannot be
  used: it is refused, naming the rule, before anything moves.

Known gap: an evolution creature put on a GR creature that has an aura takes the aura
under it with the GR creature (the aura stays with the creature as a whole).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.abilities import Ctx, Pattern, Permission
from ...core.continuous import PERMANENT, Continuous
from ...core.decision import Decision, Option, Options
from ...core.steps import Step
from .evolution import R_AURA
from .zones import BATTLE, GRAVEYARD, SUPER_GR, UNDER

if TYPE_CHECKING:
    from ...core.events import Event
    from ...core.procedure import Use
    from ...core.state import GameState
    from .typed import objects

POWERED_BREAKER = "Powered Breaker"
"""パワード・ブレイカー: the creature breaks one more shield for each 6000 of its power."""
POWERED_STEP = 6000
FROM_GRAVEYARD = "aura_from_graveyard"
"""What a :class:`~tcgkit.core.abilities.Permission` allows that lets an aura be used
from its owner's graveyard (Spina Pedro's "you may use this aura from your graveyard")."""

ATTACH = Options("attach")
ATTACH_GR = Option("attach_gr")


def _power(state: GameState, oid: int) -> int:
    # The printed power of a card: an aura's is its bonus.
    if TYPE_CHECKING:
        return objects(state)[oid].card.power
    else:
        return state.objects[oid].card.power


def _is_aura(c: object) -> bool:
    return getattr(c, "kind", "") == "aura"


def _self_only(state: GameState, ctx: Ctx, oid: int) -> bool:
    return oid == ctx.source


def usable_from_graveyard(text: str) -> Permission:
    """"You may use this aura from your graveyard": a permission of the card for itself,
    functioning in the graveyard (indexed only while such a card lies there, so the main
    step looks at a graveyard only then)."""
    return Permission(text, allows=FROM_GRAVEYARD, test=_self_only, zones=("graveyard",))


def from_graveyard(state: GameState, player: int, oid: int) -> bool:
    """Whether aura ``oid`` lies in ``player``'s graveyard with a permission to be used
    from there."""
    if state.objects[oid].zone != GRAVEYARD[player]:
        return False
    for ref in state.statics.get("permit:" + FROM_GRAVEYARD, ()):
        ab = state.ability(ref)
        assert isinstance(ab, Permission)
        if ab.test is None or ab.test(state, Ctx(player, ref[0], ref), oid):
            return True
    return False


def gr_creatures(state: GameState, player: int) -> list[int]:
    """``player``'s GR creatures in the battle zone: what an aura may be attached to."""
    objs = state.objects
    return [o for o in state.zones[BATTLE[player]] if getattr(objs[o].card, "gr", False)]


def why_not_aura(state: GameState, player: int, oid: int) -> str | None:
    """Why ``player`` cannot use aura ``oid`` for want of a GR creature to attach it to,
    or ``None``: one of theirs in the battle zone, or a card left in their super-GR to GR
    summon (and, in Duel Masters Play's, room for it)."""
    if gr_creatures(state, player):
        return None
    if state.zones[SUPER_GR[player]]:
        from .play import PLAYS_MAX_CREATURES, plays  # play builds on the card types
        if not plays(state) or len(state.zones[BATTLE[player]]) < PLAYS_MAX_CREATURES:
            return None
    return f"{state.objects[oid].card.name} is an Orega Aura: it is attached to one of your " \
           f"GR creatures or to one GR summoned for it, and you have no GR creature and " \
           f"no card in your super-GR ({R_AURA}, DM-USE-11)"


def ask_attach(state: GameState, use: Use) -> Decision | None:
    """As a used aura resolves, its player chooses one of their GR creatures to attach it
    to, or to GR summon one for it. Nothing is asked when neither is possible any more
    (the aura then goes to the graveyard, :func:`resolve`)."""
    if not _is_aura(state.objects[use.obj].card) or use.get("attach") is not None:
        return None
    objs = state.objects
    seen: dict[tuple[object, ...], int] = {}
    for g in gr_creatures(state, use.player):
        # Copies alike (same card, tap state and auras) are one choice.
        key = (objs[g].card, objs[g].tapped, *(objs[a].card for a in auras_on(state, g)))
        seen.setdefault(key, g)
    options: list[Option] = [ATTACH[g] for g in seen.values()]
    if state.zones[SUPER_GR[use.player]]:
        options.append(ATTACH_GR)
    if not options:
        return None
    return Decision(use.player, "attach", options,
                    f"Attach {state.objects[use.obj].card.name} to a GR creature, or GR "
                    f"summon one for it", state)


def record_attach(state: GameState, use: Use, option: Option) -> Use:
    """The choice, kept in the procedure's plan (``-1``: GR summon)."""
    return use.with_plan("attach", option.obj if option.kind == "attach" else -1)


def resolve(state: GameState, use: Use) -> None:
    """DM-USE-11: a used aura is "used as an aura": attached to the chosen GR creature,
    or to the one GR summoned for it (the summon is carried out first, then the aura is
    attached by the step scheduled after it)."""
    from .gr import gr_summon  # gr imports play, which imports this module
    player, aura = use.player, use.obj
    name = state.objects[aura].card.name
    state.log_rule("DM-USE-11", "{} uses an aura: {}", state.players[player].name, name)
    onto = use.get("attach")
    if onto == -1:
        pile = state.zones[SUPER_GR[player]]
        top = pile[-1] if pile else -1
        # Steps run in the order they are scheduled: the summon first, then the attach.
        gr_summon(state, player, aura)
        state.push(AttachStep(aura, top, player))
        return
    state.push(AttachStep(aura, -1 if onto is None else int(onto), player))


class AttachStep(Step):
    """Attach ``aura`` (in the nowhere zone) to GR creature ``onto``; if that creature is
    not in its player's battle zone (nothing was GR summoned, or nothing could be
    chosen), the aura goes to the graveyard instead."""

    __slots__ = ("aura", "onto", "player")

    def __init__(self, aura: int, onto: int, player: int) -> None:
        self.aura = aura
        self.onto = onto
        self.player = player

    def run(self, state: GameState) -> None:
        objs = state.objects
        a = objs[self.aura]
        if self.onto < 0 or objs[self.onto].zone != BATTLE[self.player]:
            state.log_rule(R_AURA, "{} has no GR creature to be attached to: it goes to the "
                           "graveyard", a.card.name)
            state.move(self.aura, GRAVEYARD[a.owner], player=self.player, reason="aura",
                       cause="rule", rule=R_AURA)
            return
        attach(state, self.aura, self.onto)


def attach(state: GameState, aura: int, onto: int) -> None:
    """Put ``aura`` under creature ``onto``: it joins the cards kept under that creature
    (the evolution record, created if the creature has none)."""
    objs = state.objects
    inc = objs[onto].incarnation
    link = next((e for e in state.continuous
                 if e.kind == "evolution" and e.target == (onto, inc)), None)
    under: tuple[int, ...] = (*link.value, aura) if link is not None else (aura,)
    if link is not None:
        state.continuous = [e for e in state.continuous if e is not link]
        state.version += 1
    state.move(aura, UNDER[objs[aura].owner], player=objs[onto].controller, reason="aura",
               cause="rule", rule=R_AURA)
    state.add_continuous(Continuous("evolution", controller=objs[onto].controller,
                                    target=(onto, inc), value=under, source=onto,
                                    duration=PERMANENT))
    state.log_rule(R_AURA, "{} is attached to {} (+{} power)", objs[aura].card.name,
                   objs[onto].card.name, _power(state, aura))


def auras_on(state: GameState, oid: int) -> tuple[int, ...]:
    """The auras attached to creature ``oid`` now (none at once when no card lies under
    any of its owner's creatures)."""
    objs = state.objects
    o = objs[oid]
    if not state.zones[UNDER[o.owner]]:
        return ()
    inc = o.incarnation
    for e in state.continuous:
        if e.kind == "evolution" and e.target == (oid, inc):
            return tuple(u for u in e.value if _is_aura(objs[u].card) and objs[u].zone in UNDER)
    return ()


def attached_to(state: GameState, aura: int) -> int | None:
    """The creature aura ``aura`` is attached to now, or ``None``."""
    objs = state.objects
    if objs[aura].zone not in UNDER:
        return None
    for e in state.continuous:
        if e.kind == "evolution" and aura in e.value:
            top, inc = e.target
            if objs[top].incarnation == inc and objs[top].zone in BATTLE:
                return int(top)
    return None


def aura_power(state: GameState, oid: int) -> int:
    """The power the auras attached to creature ``oid`` add to it."""
    return sum(_power(state, a) for a in auras_on(state, oid))


def has_from_auras(state: GameState, oid: int, keyword: str) -> bool:
    """Whether an aura attached to creature ``oid`` gives it ``keyword``."""
    objs = state.objects
    return any(keyword in objs[a].card._keywords for a in auras_on(state, oid))


def _attached_attacks(state: GameState, event: Event, ctx: Ctx) -> bool:
    return ctx.source is not None and event.obj is not None \
        and attached_to(state, ctx.source) == event.obj


ATTACHED_ATTACKS = Pattern("attack", where=_attached_attacks)
""""When the creature this is attached to attacks" (an aura's trigger, functioning under
the creature)."""


def powered_breaks(state: GameState, oid: int, power: int) -> int:
    """How many more shields creature ``oid`` of power ``power`` breaks by Powered Breaker
    (its own, or given by an attached aura): one for each full 6000 of its power."""
    c = state.objects[oid].card
    if POWERED_BREAKER in c._keywords or has_from_auras(state, oid, POWERED_BREAKER):
        return power // POWERED_STEP
    return 0
