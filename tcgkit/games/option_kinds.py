"""The option kinds of the kernel and of every game that comes with tcgkit, as a document:
``docs/options.md`` is what :func:`document` renders (``python -m tcgkit.games.option_kinds
> docs/options.md``), and a test keeps the two the same."""

from __future__ import annotations

from ..core.decision import KERNEL_OPTION_KINDS, option_table
from . import GAMES, get_rules

_INTRO = """\
# Option kinds

<!-- Generated from the declarations by `python -m tcgkit.games.option_kinds > docs/options.md`;
edit those (tcgkit/core/decision.py, tcgkit/games/<game>/options.py), not this file. -->

Every answer to a decision is an `Option(kind, obj, arg)`: `obj` is an object id or `-1`,
`arg` a further value or `None`. What `obj` and `arg` are is one thing per kind, declared
by an `OptionKind` (`tcgkit/core/decision.py`): a game's kinds are its
`Rules.option_kinds`, declared in `tcgkit/games/<game>/options.py`. In the tables, `—`
means that `obj` is always `-1`, or that `arg` is always `None`.

`rules.option_fault(option, state)` says why an option does not conform to its declared
kind (`None` if it does); the tests play random games of every game and check every listed
option with it. The engine itself never reads the declarations.
"""


def document() -> str:
    """The Markdown of ``docs/options.md``: the kernel's kinds, then each game's."""
    parts = [_INTRO, "## The kernel's kinds\n",
             "What a game gets unless it declares its own; each game below lists those it "
             "can bring about.\n", option_table(KERNEL_OPTION_KINDS.values())]
    for name in GAMES:
        rules = get_rules(name)
        parts += [f"## {rules.title} (`{name}`)\n", option_table(rules.option_kinds.values())]
    return "\n".join(parts)


if __name__ == "__main__":
    print(document(), end="")
