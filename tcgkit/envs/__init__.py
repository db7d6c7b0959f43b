"""Reinforcement-learning environments for tcgkit's games (the ``envs`` extra:
``pip install 'tcgkit[envs]'``).

Importing this package registers one Gymnasium environment per game::

    import gymnasium
    import tcgkit.envs

    env = gymnasium.make("tcgkit/DM-v0", opponent="random")
    obs, info = env.reset(seed=7)

``tcgkit/MTG-v0``, ``tcgkit/YGO-v0`` and ``tcgkit/DM-v0`` are :class:`TcgEnv` for
``game="mtg"``, ``"ygo"`` and ``"dm"``; keyword arguments of ``make`` go to it.
:mod:`tcgkit.envs.pettingzoo` has the two-player PettingZoo environment, and
:func:`make_vector_env` a batch of environments stepped together. The action encoding and
the observation's layout are in ``docs/envs.md``.
"""

from __future__ import annotations

from typing import Any

try:
    import gymnasium
    import numpy  # noqa: F401  (the encoding's arrays)
except ImportError as exc:  # pragma: no cover - depends on what is installed
    raise ImportError("tcgkit.envs needs Gymnasium and NumPy: pip install 'tcgkit[envs]'"
                      ) from exc

from .encoding import Encoder
from .env import TcgEnv

ENV_IDS = {"mtg": "tcgkit/MTG-v0", "ygo": "tcgkit/YGO-v0", "dm": "tcgkit/DM-v0"}
"""The Gymnasium id of each game's environment."""

__all__ = ["ENV_IDS", "Encoder", "TcgEnv", "make_vector_env"]


def _register() -> None:
    for game, env_id in ENV_IDS.items():
        if env_id not in gymnasium.registry:
            gymnasium.register(id=env_id, entry_point="tcgkit.envs.env:TcgEnv",
                               kwargs={"game": game})


def make_vector_env(game: str, num_envs: int, *, asynchronous: bool = False,
                    **kwargs: Any) -> gymnasium.vector.VectorEnv:
    """``num_envs`` environments of ``game`` stepped as one batch (Gymnasium's
    ``SyncVectorEnv``, or ``AsyncVectorEnv`` with a process each when ``asynchronous``);
    ``kwargs`` go to every :class:`TcgEnv`. Episodes restart by themselves as they end."""
    if not 1 <= num_envs <= 1024:
        raise ValueError(f"num_envs must be from 1 to 1024, not {num_envs}")
    fns = [lambda: TcgEnv(game, **kwargs) for _ in range(num_envs)]
    if asynchronous:
        return gymnasium.vector.AsyncVectorEnv(fns)
    return gymnasium.vector.SyncVectorEnv(fns)


_register()
