"""The master's search settings, as one frozen value handed to every part of a search.

The product plays with :data:`MASTER`; measurements (``tools/lab``) build other values
with :func:`dataclasses.replace` and pass them in. Nothing changes a module's globals while
a search runs, so a setting reaches the worker processes with the work it belongs to.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class MasterSettings:
    """How the master searches (the defaults are the master a player meets)."""

    watchful_plies: int = 6
    """Plays at the start of each rollout chosen with the next seat's reply in mind (the
    near future decides most of a play's worth; later plays use the cheaper greedy
    judgement)."""
    explore: float = 0.1
    """The chance that a rollout seat plays at random instead of by the skilled judgement."""
    threat_weight: float = 0.8
    """How much a watchful rollout seat minds the points the next seat can score in reply."""
    endgames: bool = True
    """Whether a late position with few deals left is solved exactly (:mod:`ai.endgame`)
    before any rollout."""
    joint_endgames: bool = True
    """Whether an exact endgame that fits is searched again with every seat choosing from
    what it can see (:func:`ai.endgame.solve_joint`), rather than with every hand open."""
    evidence: bool = True
    """Whether deals are weighed by how natural the others' earlier plays were in them,
    not only by what their draws and passes showed."""


MASTER = MasterSettings()
"""The settings of the master at the table, in hints, the coach and puzzles."""
