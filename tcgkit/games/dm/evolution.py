"""Evolution creatures (進化クリーチャー), the basic kind: summoned on top of one of your
creatures of the race or civilization they name, they form one creature with the cards
under it (進化元).

- The cards under it are in the ``under`` zone of their owner, linked to the creature on
  top by a permanent floating record (``evolution``: the top in its incarnation, the
  cards under it); they are not creatures, attack nothing and are counted nowhere.
- Going under is not a zone change the rules see: the creature it evolves from does not
  leave the battle zone, so "when this leaves" and "when this is destroyed" do not
  trigger; its tapped state carries over to the evolution creature.
- An evolution creature has no summoning sickness (it can attack the turn it evolves).
- Whatever takes the creature out of the battle zone takes the cards under it to the same
  kind of zone (its owner's graveyard, hand, mana zone ...) with it.

Rule citations give the comprehensive rules' section on evolution, ``DM 801`` (its
801.1b, the order of several evolution sources, is quoted in the rules' change notes of
2021-09-07).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.continuous import PERMANENT, Continuous
from ...core.decision import Decision, Option, Options
from ...core.events import Event, new_event
from .card import DmCard
from .zones import BATTLE, UNDER, ZONES

if TYPE_CHECKING:
    from ...core.procedure import Use
    from ...core.state import GameState

R_EVOLUTION = "DM 801"
R_AURA = "DM 310"
SINKALIZE = "Sinkalize"
"""The keyword of a Tamaseed an evolution creature may be put on (シンカライズ)."""
EVOLVE = Options("evolve")


def is_a(c: object, what: str) -> bool:
    """Whether card ``c`` is a creature that is ``what``: a race family (``"Beast
    Folk"``: a race that contains it), a civilization creature (``"water creature"``) or
    a multicolored one (:data:`MULTICOLORED`)."""
    if not isinstance(c, DmCard):
        return False
    if c.kind != "creature" and not (c.kind == "tamaseed" and c.has(SINKALIZE)):
        # Sinkalize (シンカライズ): an evolution creature may go on this Tamaseed as if it
        # were a creature (tcgkit.games.dm.tamaseed).
        return False
    if " or " in what:  # star evolution's "a Rexters or a light creature"
        return any(is_a(c, w) for w in what.split(" or "))
    if what == "creature":
        return True
    if what == MULTICOLORED:
        return c.multicolored
    if what.endswith(" creature"):
        return what[:-len(" creature")] in c.civilizations
    return what in c.race


MULTICOLORED = "multicolored creature"
"""The evolution requirement "one of your multicolored creatures" (進化-多色クリーチャー)."""


def bases(state: GameState, player: int, oid: int) -> list[int]:
    """The creatures of ``player``'s that evolution creature ``oid`` can be put on."""
    c = state.objects[oid].card
    assert isinstance(c, DmCard)
    what = c.evolves_from
    objs = state.objects
    return [b for b in state.zones[BATTLE[player]] if is_a(objs[b].card, what)]


def why_not_evolve(state: GameState, player: int, oid: int) -> str | None:
    """Why ``player`` cannot summon evolution creature ``oid`` now for want of a creature
    to put it on, or ``None``."""
    c = state.objects[oid].card
    assert isinstance(c, DmCard)
    what = c.evolves_from
    if not what:
        return f"{c.name} is an evolution creature whose evolution requirement tcgkit does " \
               f"not know: it cannot be summoned ({R_EVOLUTION})"
    if not bases(state, player, oid):
        return f"{c.name} is an evolution creature: it is put on one of your {what}" \
               f"{'s' if what.endswith('creature') else ' creatures'} in the battle zone, " \
               f"and you have none ({R_EVOLUTION})"
    return None


def ask_base(state: GameState, use: Use) -> Decision | None:
    """The summoning player chooses the creature an evolution creature goes on, as it is
    put into the battle zone (one option per distinct creature)."""
    c = state.objects[use.obj].card
    if not getattr(c, "evolution", False) or use.get("onto") is not None:
        return None
    seen: dict[tuple[object, bool], int] = {}
    objs = state.objects
    for b in bases(state, use.player, use.obj):
        seen.setdefault((objs[b].card, objs[b].tapped), b)
    return Decision(use.player, "evolve", [EVOLVE[b] for b in seen.values()],
                    f"Choose the creature {c.name} evolves from", state)


def record_base(state: GameState, use: Use, option: Option) -> Use:
    """The chosen creature, kept in the procedure's plan."""
    return use.with_plan("onto", option.obj)


def put_on(state: GameState, top: int, base: int) -> None:
    """For the summon performer: ``top`` (now in the battle zone) goes on ``base``. The
    base and the cards already under it go under ``top``; ``top`` takes the base's
    tapped state."""
    objs = state.objects
    b = objs[base]
    owner = b.owner
    under = (*sources(state, base), base)
    tapped = b.tapped
    if state.continuous:
        inc = b.incarnation
        state.continuous = [e for e in state.continuous
                            if not (e.kind == "evolution" and e.target == (base, inc))]
        state.version += 1
    for oid in under:
        state.relocate(oid, UNDER[objs[oid].owner])
    if tapped:
        state.mut(top).tapped = True
    state.add_continuous(Continuous("evolution", controller=owner,
                                    target=(top, objs[top].incarnation), value=under,
                                    source=top, duration=PERMANENT))
    state.log_rule(R_EVOLUTION, "{} evolves from {} ({} card(s) under it)",
                   objs[top].card.name, b.card.name, len(under))


ONTO = "put on top"
"""The ``reason`` of a move that puts an evolution creature into the battle zone on top of
a creature there (Invasion's 重ねる): the event names that creature as its ``target``."""


def put_out_on(state: GameState, oid: int, base: int, *, player: int, source: int | None,
               rule: str) -> None:
    """Put evolution creature ``oid`` into the battle zone on top of ``base`` by an effect
    (not a summon, not a use): one ``move`` event, so "when this is put into the battle
    zone" abilities see it, and the move performer puts it on ``base`` (:func:`put_on`)."""
    state.emit(new_event("move", obj=oid, frm=state.objects[oid].zone, to=BATTLE[player],
                         target=base, reason=ONTO, cause="effect", rule=rule, player=player,
                         source=source))


def onto_after_move(state: GameState, ev: Event) -> None:
    """For the move performer: a move of reason :data:`ONTO` that brought its creature
    into the zone of its ``target`` puts it on top of that creature."""
    if ev.target is not None and ev.obj is not None \
            and state.objects[ev.target].zone == ev.to == state.objects[ev.obj].zone:
        put_on(state, ev.obj, ev.target)


def sources(state: GameState, top: int) -> tuple[int, ...]:
    """The cards under creature ``top`` (none for a creature that did not evolve)."""
    if not state.continuous:
        return ()
    inc = state.objects[top].incarnation
    for e in state.continuous:
        if e.kind == "evolution" and e.target == (top, inc):
            return tuple(e.value)
    return ()


def leave_with(state: GameState, ev: Event, inc: int) -> None:
    """After creature ``ev.obj`` (incarnation ``inc`` in the battle zone) left it for zone
    ``ev.to``: the cards under it go to the same kind of zone of their owners, with it
    (not destroyed or discarded themselves: no "when this is destroyed" of theirs)."""
    assert ev.obj is not None and ev.to is not None
    link = next((e for e in state.continuous
                 if e.kind == "evolution" and e.target == (ev.obj, inc)), None)
    if link is None:
        return
    state.continuous = [e for e in state.continuous if e is not link]
    state.version += 1
    spec = ZONES.spec_of[ev.to]
    for oid in link.value:
        o = state.objects[oid]
        if o.zone not in UNDER:
            continue
        to = ev.to if not spec.per_player else ZONES.ids[spec.name][o.owner]
        # An attached Orega Aura is kept by this same record, and leaves the same way.
        rule = R_AURA if getattr(o.card, "kind", "") == "aura" else R_EVOLUTION
        state.log_rule(rule, "{} leaves with {}", o.card.name,
                       state.objects[ev.obj].card.name)
        state.move(oid, to, reason="evolution_source", cause="rule", rule=rule)


def summon_event(state: GameState, use: Use, rule: str) -> Event:
    """The summon event of a used creature: an evolution creature names, as its target,
    the creature it goes on; its ``amount`` is the cost paid (0: summoned without paying
    its cost, for Invasion ZERO's "without paying its cost")."""
    onto = use.get("onto")
    return new_event("summon", player=use.player, obj=use.obj, to=BATTLE[use.player],
                     target=onto, rule=rule, amount=use.get("cost", 0))
