"""The game-agnostic kernel: state, events, pipeline, history, abilities, limits,
procedures, pending resolution, decisions and observation. No module here knows any
particular game."""
