"""The kinds of Magic's options: what each option's ``obj`` and ``arg`` are
(:attr:`MtgRules.option_kinds <tcgkit.core.rules.Rules.option_kinds>`)."""

from __future__ import annotations

from collections.abc import Mapping

from ...core.decision import OptionKind, kernel_kinds, option_kinds

OPTION_KINDS: Mapping[str, OptionKind] = option_kinds(
    *kernel_kinds("pass", "yes", "no", "trigger", "target", "target_player", "replacement",
                  "apply", "decline", "discard"),
    OptionKind("tap", "an untapped land (or mana creature, or Treasure) you control; for "
               "improvise, an untapped artifact you control", None, None,
               "Tap it for mana towards the cost being paid by hand (CR 601.2g; without "
               "the `mana` automation); a Treasure is sacrificed too (CR 111.10a). For "
               "improvise, tap the artifact to pay {1} of the cost (CR 702.126a)."),
    OptionKind("mana_ability", "an untapped permanent you control with a mana ability "
               "that costs mana (Chromatic Sphere)",
               "the color of the mana it adds (W, U, B, R or G)", str,
               "Activate its mana ability, adding mana of that color: with priority, to "
               "your mana pool; while paying a cost by hand (without the `mana` "
               "automation), towards that cost. Its own {1} is paid next, by tapping a "
               "land or with mana from your pool (CR 605.3a, 106.4)."),
    OptionKind("spend_mana", None, "the color of the mana (W, U, B, R or G)", str,
               "Spend one mana of that color from your mana pool to pay a mana ability's "
               "own {1} (CR 605.3a, 106.4)."),
    OptionKind("add_mana", "an untapped land (or mana creature, or Treasure) you control",
               "the color of the mana it adds (W, U, B, R or G)", str,
               "Tap it for mana with priority: the mana waits in your mana pool until it "
               "pays a cost or the step ends (CR 605.3a, 106.4, 500.5; without the `mana` "
               "automation)."),
    OptionKind("mode", "the modal spell being cast",
               "the index, among the card's abilities, of the mode's spell ability", int,
               "Choose that mode as the spell is cast, before its targets (CR 601.2b, "
               "700.2a)."),
    OptionKind("play", "a land card in your hand", None, None,
               "Play it: the turn's land play (CR 305.1)."),
    OptionKind("cast", "a card in your hand", None, None, "Cast it (CR 601.2)."),
    OptionKind("activate", "a permanent you control",
               "the index of the activated ability on its card", int,
               "Activate that ability (CR 602.2)."),
    OptionKind("loyalty", "a planeswalker you control",
               "the loyalty ability's cost as printed (+2, -1, 0)", str,
               "Activate that loyalty ability: one per planeswalker each turn, as a sorcery "
               "(CR 606.3)."),
    OptionKind("attack", "a creature you control", None, None,
               "Declare it as an attacker; the defending player is attacked (CR 508.1)."),
    OptionKind("attack_planeswalker", "a creature you control",
               "the planeswalker it attacks, one the defending player controls", int,
               "Declare it as an attacker of that planeswalker (CR 508.1b).",
               arg_is_object=True),
    OptionKind("attack_battle", "a creature you control",
               "the battle it attacks, one whose protector is an opponent", int,
               "Declare it as an attacker of that battle; its protector is the defending "
               "player (CR 508.1b, 310.8b).",
               arg_is_object=True),
    OptionKind("protector", "the Siege entering the battlefield",
               "the index of the opponent who protects it", int,
               "That opponent protects the Siege, chosen as it enters, in a game of more "
               "than two players (CR 310.11a)."),
    OptionKind("attack_player", "a creature you control", "the opponent it attacks", int,
               "Declare it as an attacker of that opponent, in a game of more than two "
               "players (CR 506.1, 508.1b)."),
    OptionKind("draw_first", None, "the index of a player of your team", int,
               "That player draws next when the players of a team are told to draw, with "
               "shared team turns (Two-Headed Giant, CR 121.2d)."),
    OptionKind("block", "a creature you control", "the attacking creature it blocks", int,
               "Declare it as a blocker of that attacker (CR 509.1).", arg_is_object=True),
    OptionKind("done", None, None, None, "Finish declaring attackers, or blockers; or "
               "tapping artifacts for improvise (CR 702.126a)."),
    OptionKind("assign", "a creature blocking the attacker, or (trample) the planeswalker "
               "or battle it attacks", "the combat damage assigned to it", int,
               "Assign it that much more of the attacker's combat damage, divided among its "
               "blockers as you choose; with trample, to what it attacks once every blocker "
               "has been assigned lethal damage (CR 510.1c, 702.19b)."),
    OptionKind("assign_player", None, "the combat damage assigned to the player", int,
               "Assign that much more of an attacker with trample's combat damage to the "
               "player it attacks, once every blocker has been assigned lethal damage "
               "(CR 702.19b)."),
    OptionKind("put_on_top", "a card in your hand", None, None,
               "Put it on top of your library."),
    OptionKind("pile", "the next of the cards revealed for Fact or Fiction",
               "the pile it goes into (1 or 2)", int,
               "Put it into that pile: an opponent separates the revealed cards into two "
               "piles."),
    OptionKind("separator", None, "the index of an opponent", int,
               "That opponent separates the cards Fact or Fiction revealed into two piles, "
               "in a game with more than one opponent (CR 608.2d)."),
    OptionKind("pile_to_hand", None, "the pile (1 or 2)", int,
               "Put that pile into your hand and the other into your graveyard (not a "
               "draw, CR 121.5)."),
    OptionKind("card_kind", None, "\"land\" or \"nonland\"", str,
               "Name that kind of card: Abundance reveals cards until it reveals one."),
    OptionKind("return_to_hand", "a permanent you control", None, None,
               "Choose it to return to its owner's hand (Words of Wind; the players choose "
               "in APNAP order, CR 101.4)."),
    OptionKind("keep_hand", None, None, None,
               "Keep your opening hand (CR 103.5)."),
    OptionKind("mulligan", None, None, None,
               "Take a mulligan: shuffle your hand into your library and draw a new hand "
               "of seven (CR 103.5)."),
    OptionKind("put_on_bottom", "a card of yours going to the bottom of your library (in "
               "your hand, revealed, or a permanent)", None, None,
               "Put it on the bottom of your library next, in the order you choose: one of "
               "the cards a kept hand after mulligans gives up (CR 103.5), of the hand "
               "Teferi's Puzzle Box puts there, or of the cards an effect puts there in any "
               "order (Abundance, Terminus; CR 401.4)."),
    OptionKind("pay_life", "a card in your hand drawn this turn", "the life paid", int,
               "Pay that much life for it, rather than put it back (Sylvan Library)."),
    OptionKind("keep_legend", "a legendary permanent you control that shares its name "
               "with another one you control", None, None,
               "Keep it; the others of that name go to the graveyard (CR 704.5j)."),
    OptionKind("keep", "one of the cards looked at", None, None,
               "Put it into your hand; the others go to the graveyard."),
    OptionKind("source", "a permanent, a spell, or a card an effect refers to", None, None,
               "Choose it as the source of damage an effect asks for (CR 120.7)."),
    OptionKind("x", None, "the value announced for X, from 0 to the most the player could "
               "pay", int,
               "Announce that value for X in the spell's mana cost (CR 107.3a, 601.2b)."),
    OptionKind("sacrifice", "a permanent you control", None, None,
               "Sacrifice it to pay a spell's additional cost (CR 601.2h)."),
)
"""Every kind of option Magic lists: the kernel's (the manual mana payment's ``tap``
said of lands), then Magic's own."""
