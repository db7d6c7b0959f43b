"""The requirement IDs of the project's source documents, shipped with the package."""

from __future__ import annotations

from functools import cache
from importlib import resources


@cache
def requirements() -> dict[str, str]:
    """Every requirement ID with its one-line summary, in document order."""
    text = resources.files("tcgkit").joinpath("data/requirements.tsv").read_text("utf-8")
    out: dict[str, str] = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            rid, _, summary = line.partition("\t")
            out[rid] = summary
    return out


def requirement_ids() -> frozenset[str]:
    """The set of known requirement IDs."""
    return frozenset(requirements())
