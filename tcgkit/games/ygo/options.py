"""The kinds of Yu-Gi-Oh!'s options: what each option's ``obj`` and ``arg`` are
(:attr:`YgoRules.option_kinds <tcgkit.core.rules.Rules.option_kinds>`)."""

from __future__ import annotations

from collections.abc import Mapping

from ...core.decision import OptionKind, kernel_kinds, option_kinds

OPTION_KINDS: Mapping[str, OptionKind] = option_kinds(
    # The kernel's kinds that the game's rules and card vocabulary can bring about (an
    # optional replacement effect, Proxy Dragon's "you can destroy ... instead", is
    # applied or declined; of two, the affected player chooses which applies first).
    *kernel_kinds("pass", "yes", "no", "trigger", "discard", "target", "replacement",
                  "apply", "decline"),
    OptionKind("summon", "a monster card in your hand (or a face-up Gemini monster you "
               "control)", None, None,
               "Normal Summon it (a Tribute Summon when its Level asks for Tributes; a Gemini "
               "Summon of a Gemini monster on the field)."),
    OptionKind("set", "a monster card in your hand", None, None,
               "Set it face-down in Defense Position (Tributing as for a Tribute Summon)."),
    OptionKind("activate", "a Spell card in your hand", None, None, "Activate it."),
    OptionKind("flip", "a face-down monster you control", None, None, "Flip Summon it."),
    OptionKind("change", "a face-up monster you control", None, None,
               "Change its battle position."),
    OptionKind("battle", None, None, None, "Go from Main Phase 1 to the Battle Phase."),
    OptionKind("end", None, None, None,
               "Move on: from a Main Phase to the End Phase, from the Battle Phase to Main "
               "Phase 2."),
    OptionKind("attack", "a face-up Attack Position monster you control",
               "the attacked monster, or -1 for a direct attack", int,
               "Declare an attack with it.", arg_is_object=True),
    OptionKind("tribute", "a monster you control (or in your hand, for a Ritual Summon)",
               None, None, "Tribute it for the Tribute Summon, Set or Ritual Summon being made."),
    OptionKind("add", "a card in your Deck the effect looks for", None, None,
               "Add it to your hand."),
    OptionKind("effect", "the card whose effect is activated (or the Set card activated)",
               None, None,
               "Activate it (its first effect that can be activated now) as a chain link."),
    OptionKind("top", None, None, None, "Put the card looked at back on top of the Deck."),
    OptionKind("bottom", None, None, None, "Put the card looked at on the bottom of the Deck."),
    OptionKind("choose", "a card the effect lets you choose", None, None,
               "Choose it (to add to the hand, to discard, to Fusion, Ritual or Pendulum "
               "Summon ...)."),
    OptionKind("zone", "the monster being Special Summoned",
               "the Main Monster Zone, 0-4 from the player's left, or 5 and 6 the left and "
               "the right Extra Monster Zone", int,
               "Special Summon it to that zone (where its Link Arrows point from)."),
    OptionKind("extra", "a Link, Synchro or Xyz Monster in your Extra Deck, or a monster in "
               "your hand with a Special Summon procedure of its own", None, None,
               "Summon it by its procedure (Link Summon, Synchro Summon, Xyz Summon, or the "
               "Special Summon from the hand its card describes)."),
    OptionKind("material", "a face-up monster you control (for a Fusion Summon: any monster "
               "you control or have in your hand)", None, None,
               "Use it as a material for the summon being made (also offered with the zones "
               "when an Xyz Monster's full set may take one more, as \"2 or more\" allows)."),
    OptionKind("pendulum", "the card in your left Pendulum Zone", None, None,
               "Pendulum Summon: choose the monsters one at a time (\"choose\" one in your "
               "hand, \"zone\" one face-up in your Extra Deck with its zone), then "
               "\"done\"."),
    OptionKind("done", None, None, None,
               "Finish choosing the monsters to Pendulum Summon, or the cards an effect picks "
               "one at a time (\"up to 2\", \"any number\")."),
    OptionKind("declare", None, "what is declared: a card type (\"Monster\", \"Spell\", "
               "\"Trap\"), a card name, or one of the things an effect offers to choose "
               "from as it resolves", str,
               "Declare it, as an effect asks (White Rose Cloister, Gravekeeper's Trap), or "
               "choose that one (Flower Cardian Lightshower's End Phase effect)."),
    OptionKind("mode", "the card whose effect is being activated",
               "the index of the chosen effect among the card's abilities", int,
               "Activate that one of the effects the card offers to choose from (\"activate 1 "
               "of these effects\"): the choice is part of the activation."),
    OptionKind("banish", "a card in your GY a Ritual Spell may banish instead of Tributing",
               None, None,
               "Banish it from the GY instead of Tributing monsters, for the Ritual Summon "
               "(Chaos Form: \"Blue-Eyes White Dragon\" or \"Dark Magician\")."),
    OptionKind("position", None, "the battle position, \"attack\" or \"defense\"", str,
               "Special Summon the monster being summoned face-up in that battle position "
               "(asked only when both are possible: never for a Link Monster)."),
)
"""Every kind of option Yu-Gi-Oh! lists: the kernel's (``pass``: no chain link now), then
the game's own."""
