"""The kinds of Duel Masters' options: what each option's ``obj`` and ``arg`` are
(:attr:`DmRules.option_kinds <tcgkit.core.rules.Rules.option_kinds>`)."""

from __future__ import annotations

from collections.abc import Mapping

from ...core.decision import OptionKind, kernel_kinds, option_kinds

OPTION_KINDS: Mapping[str, OptionKind] = option_kinds(
    # The kernel's kinds that the game's rules and card vocabulary can bring about: nobody
    # responds ("pass"), there is no maximum hand size ("discard"), no targets; an
    # optional replacement effect (Madness, "you may put it into the battle zone
    # instead") is applied or declined.
    *kernel_kinds("yes", "no", "trigger", "apply", "decline"),
    OptionKind("tap", "an untapped card in your mana zone", None, None,
               "Tap it towards the cost being paid by hand (DM-USE-05; without the `mana` "
               "automation)."),
    OptionKind("charge", "a card in your hand", None, None,
               "Put it into your mana zone: the turn's mana charge (DM 503.1)."),
    OptionKind("skip", None, None, None, "Put no card into the mana zone this turn."),
    OptionKind("summon", "a creature card in your hand", None, None, "Summon it."),
    OptionKind("cast", "a spell card in your hand", None, None, "Cast it."),
    OptionKind("generate", "a Cross Gear card in your hand", None, None,
               "Generate it: use it, putting it into the battle zone (DM-USE-11)."),
    OptionKind("cross", "a Cross Gear in your battle zone", "one of your creatures", int,
               "Cross the gear onto that creature, paying the gear's cost: an activated "
               "ability, not a use (DM-USE-10).", arg_is_object=True),
    OptionKind("end", None, None, None, "End the step: the main step, or the attack step."),
    OptionKind("attack", "an untapped creature you control",
               "the attacked creature (a tapped one of the opponent's), or -1: the opponent",
               int, "Attack with it (DM 506.1).", arg_is_object=True),
    OptionKind("break", None,
               "which of the opponent's shields, by place (0: the top of the shield zone)",
               int, "Break that shield: it goes to its owner's hand (DM 509.5d)."),
    OptionKind("block", "an untapped Blocker of yours", None, None,
               "Block the attacking creature with it: it taps and battles the attacker "
               "(DM 507.1)."),
    OptionKind("no_block", None, None, None, "Do not block this attack (DM 507.1)."),
    OptionKind("evolve", "a creature in your battle zone", None, None,
               "Put the evolution creature being summoned on top of it (DM rule: "
               "evolution)."),
    OptionKind("destroy", "a creature the effect may destroy", None, None, "Destroy it."),
    OptionKind("summon_mana", "a creature card in your mana zone", None, None,
               "Summon it from the mana zone, as an ability allows (DM-T1-07)."),
    OptionKind("summon_free", "a creature card in your hand", None, None,
               "Summon it without paying its cost, as an ability allows (DM-T1-05)."),
    OptionKind("cast_free", "a spell card in your hand", None, None,
               "Cast it without paying its cost, as an ability allows (Q.E.D.)."),
    OptionKind("choose", "a card the resolving effect may choose", None, None,
               "Choose it for the effect."),
    OptionKind("none", None, None, None, "Choose nothing (an optional choice)."),
    OptionKind("mode", None, "which mode, by its place in the card's list (0: the first; "
               "-1: every mode, as Bakushin Double allows)",
               int, "Choose that mode: of the resolving ability (\"choose N times from the "
               "following\": Final Declaration), or of a spell being used, in step 5 of the "
               "use procedure (DM-USE-06)."),
    OptionKind("additional", None, "how many times the additional cost is paid (0: not at all)",
               int, "Declare the additional cost (Buzzrenda) paid that many times, in step 2 "
               "of the use procedure (DM-USE-03)."),
    OptionKind("declare", "a card in your hand with Revolution Change or Ninja Strike", None,
               None, "Show it and declare that ability: it waits to resolve with the "
               "others (DM 506.3b, DM 603.2e; windows.py)."),
    OptionKind("no_declare", None, None, None,
               "Declare nothing more in this declaration window (DM 506.3b)."),
    OptionKind("s_back", "a card with S-Back you held in your hand",
               "a card just put into your hand from your shield zone", int,
               "Declare the S-Back, discarding that card; the S-Back card is then used "
               "without paying its cost (windows.py).", arg_is_object=True),
    OptionKind("fortify", "a castle card in your hand", None, None,
               "Fortify it: use it, putting it on one of your shields (DM-USE-11)."),
    OptionKind("fortify_on", None,
               "which of your shields, by place (0: the top of the shield zone)", int,
               "Fortify that shield with the castle being used (DM 304)."),
    OptionKind("deploy", "a D2 field card in your hand", None, None,
               "Deploy it: use it, putting it into the battle zone; another D2 field there "
               "goes to the graveyard (DM-USE-11, DM 308)."),
    OptionKind("use_tamaseed", "a Tamaseed card in your hand", None, None,
               "Use it: it is put into the battle zone, not a creature (DM-USE-11, DM 315)."),
    OptionKind("use_aura", "an Orega Aura card in your hand (or graveyard, if it allows)",
               None, None, "Use the aura: attach it to a GR creature (DM-USE-11, DM rule: "
               "Orega Aura)."),
    OptionKind("attach", "one of your GR creatures", None, None,
               "Attach the aura being used to it (DM 310)."),
    OptionKind("attach_gr", None, None, None,
               "GR summon, and attach the aura being used to the creature summoned (DM "
               "rule: Orega Aura)."),
)
"""Every kind of option Duel Masters lists: the kernel's that can arise in it (the manual
mana payment's ``tap`` said of mana cards), then the game's own."""
