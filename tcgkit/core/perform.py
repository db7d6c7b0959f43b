"""How the kernel's own event kinds are performed.

A performer changes the state for one event and returns what *did* happen (for the
history and for triggers), or ``None`` if nothing happened. Games add performers for
their own kinds (damage, battle, destroy ...) and may wrap these.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .events import TOP, Event, new_event

if TYPE_CHECKING:
    from .state import GameState

Performer = Callable[["GameState", Event], "Event | None"]


def perform_move(state: GameState, ev: Event) -> Event | None:
    """Move ``ev.obj`` from zone ``ev.frm`` to zone ``ev.to``, at ``ev.at``.

    Nothing happens if the object is no longer where the event expects it (it left
    already: a destroyed creature is not destroyed twice) or if the destination is full
    (a sixth monster has no Monster Zone to go to). Every zone change of every game is
    this event, so "when this is destroyed", "whenever a card leaves your library" and
    "if a card would be put into a graveyard" all watch one kind.
    """
    assert ev.obj is not None and ev.to is not None
    frm = state.objects[ev.obj].zone
    if ev.frm is not None and ev.frm != frm:
        return None
    to = ev.to
    if frm != to and state.rules.zones.capacity[to] is not None and state.full(to):
        state.log_rule(ev.rule, "{} cannot be put into {}: it is full",
                       state.objects[ev.obj].card.name, state.zone_text(ev.to))
        return None
    state.relocate(ev.obj, ev.to, index=None if ev.at == TOP else ev.at)
    return ev if ev.frm == frm else ev.replace(frm=frm)


def perform_draws(state: GameState, ev: Event) -> Event | None:
    """"Draw N": N single draws, one after another (each its own event), sharing one
    ``batch`` id: the instruction's own if it named one (so that it can later find "the
    cards drawn" this way in the history, CR 121.6c), else a fresh one."""
    batch = ev.batch or state.next_id()
    for _ in range(ev.amount):
        state.emit(new_event("draw", player=ev.player, source=ev.source, reason=ev.reason,
                             rule=ev.rule, batch=batch))
    return None


def perform_draw(state: GameState, ev: Event) -> Event | None:
    """Put the top card of the player's library into their hand.

    From an empty library no card is drawn: the game's ``drew_from_empty`` hook decides
    what that means (a loss now, a loss later, nothing) and the history records a
    ``draw_empty`` event, which "whenever you draw" abilities do not see.
    """
    p = ev.player
    assert p is not None
    rules = state.rules
    library = state.zones[rules.library_ids[p]]
    name = state.players[p].name
    if not library:
        state.log_rule(ev.rule, "{} draws from an empty {}", name, rules.library)
        rules.drew_from_empty(state, p, ev)
        return ev.replace(kind="draw_empty")
    oid = library[-1]
    hand = rules.hand_ids[p]
    state.relocate(oid, hand)
    state.log_rule(ev.rule, "{} draws {}", name, state.objects[oid].card.name, private=p,
                   public="{} draws a card")
    return ev.replace(obj=oid, frm=rules.library_ids[p], to=hand)


def perform_life(state: GameState, ev: Event) -> Event | None:
    """Change a player's life total by ``ev.amount``."""
    if ev.amount == 0 or ev.player is None:
        return None
    p = state.mut_player(ev.player)
    p.life += ev.amount
    verb = "gains" if ev.amount > 0 else "loses"
    state.log_rule(ev.rule, "{} {} {} {} ({})", p.name, verb, abs(ev.amount),
                   state.rules.words["life"], p.life)
    if len(state.players) > 2:
        # A team shares one life total: gained and lost by each player, the result is
        # the team's (Magic's CR 810.9), so each teammate's life is the same number.
        rules = state.rules
        for m in rules.teammates(state, ev.player):
            mate = state.mut_player(m)
            mate.life = p.life
            state.log_rule(rules.team_life_rule, "{} and {}'s shared life total is {}", p.name,
                           mate.name, p.life)
    return ev


def perform_damage(state: GameState, ev: Event) -> Event | None:
    """Deal ``ev.amount`` damage from ``ev.source`` to a player (``ev.player``) or an
    object (``ev.obj``). What damage does is its results, each an event through the
    pipeline: a player's loses life (a "life" event, which "can't lose life" stops and
    replacement effects may change); an object's is the game's (:meth:`Rules.damage_object`),
    and so is a player's when the game says more (:meth:`Rules.damage_player`). A source
    dealing 0 damage deals no damage: nothing is recorded and nothing triggers."""
    rules = state.rules
    if ev.amount <= 0:
        if rules.zero_damage_rule:
            state.log_rule(rules.zero_damage_rule, "{} deals no damage (0 damage)",
                           rules.source_text(state, ev.source))
        return None
    if ev.obj is not None:
        return rules.damage_object(state, ev)
    if ev.player is None:
        return None
    rules.log_damage(state, ev)
    state.record(ev)  # the damage is dealt before its results happen
    rules.damage_player(state, ev)
    return None


def perform_tap(state: GameState, ev: Event) -> Event | None:
    """Tap an untapped object."""
    assert ev.obj is not None
    if state.objects[ev.obj].tapped:
        return None
    state.mut(ev.obj).tapped = True
    return ev


def perform_untap(state: GameState, ev: Event) -> Event | None:
    """Untap a tapped object."""
    assert ev.obj is not None
    if not state.objects[ev.obj].tapped:
        return None
    state.mut(ev.obj).tapped = False
    return ev


def perform_shuffle(state: GameState, ev: Event) -> Event | None:
    """Shuffle zone ``ev.to`` with the state's generator."""
    assert ev.to is not None
    state.rng.shuffle(state.zones[ev.to])
    state.log_rule(ev.rule, "{} shuffles {}", state.players[ev.player or 0].name,
                   state.rules.zones.spec_of[ev.to].name)
    return ev


def perform_counter(state: GameState, ev: Event) -> Event | None:
    """Put (``amount`` > 0) or remove counters named ``data[0]`` on ``ev.obj``."""
    assert ev.obj is not None
    name = ev.data[0]
    o = state.objects[ev.obj]
    have = o.counter(name)
    new = max(0, have + ev.amount)
    if new == have:
        return None
    counters = dict(o.counters or {})
    if new:
        counters[name] = new
    else:
        counters.pop(name, None)
    state.mut(ev.obj).counters = counters or None
    return ev.replace(amount=new - have)


def perform_lose(state: GameState, ev: Event) -> Event | None:
    """A player loses. When one or no player is left the game is over: losses scheduled
    in the same step are still performed (simultaneous losses make a draw), then the
    engine stops."""
    assert ev.player is not None
    if state.players[ev.player].lost:
        return None
    p = state.mut_player(ev.player)
    p.lost = True
    why = ev.data[0] if ev.data else ""
    state.log_rule(ev.rule, "{} loses the game{}", p.name, f": {why}" if why else "")
    rules = state.rules
    if len(state.players) > 2:
        for m in rules.teammates(state, ev.player):  # a team loses as one
            if not state.players[m].lost:
                state.mut_player(m).lost = True
                state.log_rule(rules.team_loss_rule, "{} loses the game: their team lost",
                               state.players[m].name)
    # The game is over when no two players left are of different teams.
    left = [q.index for q in state.players if not q.lost]
    if len(left) <= 1 or all(rules.team(state, q) == rules.team(state, left[0])
                             for q in left):
        state.over = True
    else:  # more than two players: the others play on without them (CR 800.4a)
        state.rules.player_left(state, ev.player)
    return ev


def perform_marker(state: GameState, ev: Event) -> Event | None:
    """Events that only mark a moment in the history (a turn or step beginning)."""
    return ev


KERNEL_PERFORMERS: dict[str, Performer] = {
    "move": perform_move,
    "draws": perform_draws,
    "draw": perform_draw,
    "life": perform_life,
    "damage": perform_damage,
    "tap": perform_tap,
    "untap": perform_untap,
    "shuffle": perform_shuffle,
    "counter": perform_counter,
    "lose": perform_lose,
    "turn": perform_marker,
    "step": perform_marker,
}
