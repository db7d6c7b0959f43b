"""Scenarios: YAML files that set up a board, script the players' choices and check the
outcome and the log. See ``docs/scenarios.md``."""

from __future__ import annotations

from .model import Scenario, parse_scenario
from .runner import Result, build, run, run_file, scenario_files
from .source import ScenarioError, load, parse

__all__ = ["Result", "Scenario", "ScenarioError", "build", "load", "parse", "parse_scenario",
           "run", "run_file", "scenario_files"]
