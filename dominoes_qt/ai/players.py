"""The levels of computer player and the one way to make them."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol

from dominoes_qt.ai import master
from dominoes_qt.ai.decisive import winning_move
from dominoes_qt.ai.expert import search
from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.playout import points_after
from dominoes_qt.ai.settings import MASTER, MasterSettings
from dominoes_qt.ai.skilled import Assessment, assess
from dominoes_qt.engine import Action, Move, Rules, SeatView

LEVELS: tuple[str, ...] = ("beginner", "casual", "skilled", "expert", "master")
"""From gentle to hard."""

LEVEL_SUMMARIES: dict[str, str] = {
    "beginner": "plays any tile that fits, at random",
    "casual": "takes the most points it can right now",
    "skilled": "takes a sure match win, else weighs points now against the reply, keeps "
               "its options, sheds heavy tiles",
    "expert": "takes a sure match win, else deals the hidden tiles up to a couple of "
              "hundred ways and plays the round out after each of its most promising plays",
    "master": "takes a sure match win, else weighs each guess at the hidden tiles by how "
              "likely the play so far makes it, tries every play with each player minding "
              "the next one's reply, counts what the scores mean for winning the match, and "
              "late in a round works out every deal still possible exactly",
}
"""One line per level for a settings screen."""
HINT_LEVEL = "master"
"""The level whose choice a hint suggests."""


@dataclass(frozen=True)
class Budget:
    """How much thinking a player may do per decision (None: no limit of that kind).

    ``iterations`` counts rollouts; ``milliseconds`` is a safety cap for the window (with
    it, a choice may depend on the machine's speed). The master, given a time limit,
    ignores the count and uses the whole time on every core.
    """

    iterations: int | None = None
    milliseconds: float | None = None


MASTER_ITERATIONS = 500
"""Rollouts per master decision without a clock (simulations, tests): about 0.1 s in one
process, so hundreds of matches can be measured; at the table the master does about
twenty times as many (the calibration is in the README)."""
DEFAULT_BUDGET = Budget(iterations=360)
"""Iteration-bound, so a seed always gives the same choice (simulations and tests)."""
WINDOW_BUDGET = Budget(iterations=360, milliseconds=900.0)
"""The same search with a time cap, so nobody at the table waits more than a second."""
MASTER_BUDGET = Budget(iterations=MASTER_ITERATIONS)
"""The master's iteration-bound budget (far less than its second at the table buys)."""
MASTER_WINDOW_BUDGET = Budget(iterations=None, milliseconds=900.0)
"""The master at the table: every core for 900 ms, however many rollouts that is."""


class Player(Protocol):
    level: str

    def choose(self, view: SeatView) -> Action:
        """A legal action for the seat of ``view`` (which must be to move)."""
        ...


@dataclass(frozen=True)
class Hint:
    """A suggested action and why, for the window to show.

    ``reason`` is a short English sentence; the other fields carry the same facts as
    data so the window can word (and translate) them itself.
    """

    action: Action
    reason: str
    points_now: int
    accepted: bool = True
    """False when the exact target would reject the points."""
    wins: bool = False
    """True when the play wins the match."""
    keeps: tuple[int, ...] = ()
    """Numbers the remaining tiles can still be played on."""
    risk: int = 0
    """The points the next opponent can probably score in reply (raw, rounded)."""
    danger: float = 0.0
    """The chance (0..1) that the next opponent can win the match with its reply."""
    playable: int = 0
    """How many of the remaining tiles fit the table after the play."""


def decision_rng(seed: int | None, view: SeatView) -> random.Random:
    """A random source fixed by the seed and the public position alone.

    A player's choice then depends on nothing but the view and its seed, not on how many
    decisions it made before or on anything hidden.
    """
    key = (
        f"{seed}|{view.rules.variant}|{view.round_number}|{view.seat}|{len(view.history)}|"
        f"{view.scores}|{sorted(view.hand)}|{view.board.tiles}"
    )
    return random.Random(key)


def _order_key(action: Action) -> tuple[int, int, int, int, str]:
    if not isinstance(action, Move):
        return (-1, -1, -1, -1, action.value)
    at = action.at or action.tile
    return (action.tile.a, action.tile.b, at.a, at.b, action.end.value if action.end else "")


def ordered(actions: list[Action]) -> list[Action]:
    """Actions in a fixed order that does not depend on the order of tiles in the hand."""
    return sorted(actions, key=_order_key)


def _only(view: SeatView) -> tuple[list[Action], Action | None]:
    actions = ordered(view.legal_actions())
    if not actions:
        raise ValueError(f"seat {view.seat} is not to move")
    return actions, actions[0] if len(actions) == 1 else None


def only_action(view: SeatView) -> Action | None:
    """The one legal action of ``view``'s seat when it has no choice, else None (every
    level then takes it without thinking)."""
    return _only(view)[1]


def _settled(view: SeatView) -> Action | None:
    """The action needing no thought: the only one, or a play that wins the match for sure
    (the levels above casual never leave a won match to their search)."""
    _, only = _only(view)
    return only if only is not None else winning_move(view)


class RandomPlayer:
    """Beginner: any legal action, uniformly."""

    level = "beginner"

    def __init__(self, seed: int | None) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Action:
        actions, only = _only(view)
        if only is not None:
            return only
        return actions[decision_rng(self.seed, view).randrange(len(actions))]


class GreedyPlayer:
    """Casual: the play that scores most now; ties go to the heaviest tile."""

    level = "casual"

    def __init__(self, seed: int | None) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Action:
        actions, only = _only(view)
        if only is not None:
            return only
        rules, board = view.rules, view.board
        # Actions come in a fixed order, so the first of equals is a fair, repeatable pick.
        return max(
            (a for a in actions if isinstance(a, Move)),
            key=lambda m: (points_after(rules, board, m), m.tile.pips),
        )


class SkilledPlayer:
    """Skilled: the best play by the heuristic judgement of :func:`skilled.assess`."""

    level = "skilled"

    def __init__(self, seed: int | None) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Action:
        settled = _settled(view)
        if settled is not None:
            return settled
        return assess(view)[0].move


class ExpertPlayer:
    """Expert: search over the deals the view allows (:func:`expert.search`)."""

    level = "expert"

    def __init__(self, seed: int | None, budget: Budget) -> None:
        self.seed = seed
        self.budget = budget

    def choose(self, view: SeatView) -> Action:
        settled = _settled(view)
        if settled is not None:
            return settled
        return self.think(view)[0]

    def think(self, view: SeatView) -> tuple[Move, list[Assessment]]:
        """The chosen play and the skilled judgement of every play (for hints)."""
        knowledge = Knowledge(view)
        judged = assess(view, knowledge)
        iterations = self.budget.iterations
        if iterations is None:
            iterations = DEFAULT_BUDGET.iterations or 0
        move, _ = search(view, decision_rng(self.seed, view), iterations,
                         self.budget.milliseconds, judged)
        return move, judged


class MasterPlayer:
    """Master: weighted deals, every play, match-aware rollouts (:mod:`ai.master`).

    With a time limit it spreads its work over a pool of worker processes until the
    limit (unless ``spread`` is False: then all of it runs here); with only an iteration
    count (rollouts) it works here, deterministically. The window's master runs in a
    process of its own (:mod:`ai.remote`), which owns that pool. ``settings`` are the
    master's own unless a measurement passes others.
    """

    level = "master"

    def __init__(self, seed: int | None, budget: Budget, spread: bool = True,
                 settings: MasterSettings = MASTER) -> None:
        self.seed = seed
        self.budget = budget
        self.spread = spread
        self.settings = settings

    def prepare(self, rules: Rules, num_players: int) -> None:
        """Get ready for a match of ``rules``: with a clock, start the worker pool now and
        build the game's tables in it, so the first decision is as strong as the rest."""
        if self.budget.milliseconds is not None and self.spread:
            master.warm(rules, num_players)

    def ready(self) -> bool:
        """Whether the first decision would already work at full strength (no pool: yes)."""
        return self.budget.milliseconds is None or not self.spread or master.ready()

    def choose(self, view: SeatView) -> Action:
        settled = _settled(view)
        if settled is not None:
            return settled
        if view.rules.scores_by_ends:
            # The master's compact rollouts score a play by its end sum alone; a game that
            # scores the ends themselves is searched as the expert searches it,
            # whose playouts lay tiles on a real board.
            expert = Budget(DEFAULT_BUDGET.iterations,
                            WINDOW_BUDGET.milliseconds if self.budget.milliseconds else None)
            return ExpertPlayer(self.seed, expert).choose(view)
        rng = decision_rng(self.seed, view)
        timed = self.budget.milliseconds is not None
        # With a clock the master fills it on every core; an iteration count sized for
        # the expert would leave most of the second unused.
        move, _ = master.search(view, rng.getrandbits(64),
                                None if timed else self.budget.iterations,
                                self.budget.milliseconds, parallel=timed and self.spread,
                                settings=self.settings)
        return move


def make_player(level: str, seed: int | None = None, budget: Budget | None = None) -> Player:
    """A player of ``level`` with its own seed (the same seed and view, the same choice)."""
    if level == "beginner":
        return RandomPlayer(seed)
    if level == "casual":
        return GreedyPlayer(seed)
    if level == "skilled":
        return SkilledPlayer(seed)
    if level == "expert":
        return ExpertPlayer(seed, budget or DEFAULT_BUDGET)
    if level == "master":
        return MasterPlayer(seed, budget or MASTER_BUDGET)
    raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")


def _words(numbers: tuple[int, ...]) -> str:
    names = [str(n) for n in numbers]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def hint(view: SeatView, seed: int = 0, budget: Budget | None = None) -> Hint:
    """The strongest level's choice for ``view``, with its reason as a sentence and as data.

    The reason's facts are the skilled judgement of the chosen play.
    """
    actions, only = _only(view)
    if not isinstance(actions[0], Move):
        action = actions[0]
        reason = "nothing fits: draw a tile" if action.value == "draw" else \
            "nothing fits and nothing is left to draw: pass"
        return Hint(action, reason, 0)
    judged = assess(view)
    if only is not None and isinstance(only, Move):
        move = only
    else:
        chosen = make_player(HINT_LEVEL, seed, budget).choose(view)
        assert isinstance(chosen, Move)
        move = chosen
    facts = next(a for a in judged if a.move == move)
    return Hint(move, reason_for(view, facts), facts.points, facts.accepted, facts.wins,
                facts.keeps, round(facts.risk) if facts.danger == 0 else 0, facts.danger,
                facts.playable)


def reason_for(view: SeatView, facts: Assessment) -> str:
    """Why to make a play, in one English sentence (the hint's wording): what speaks for
    it first, then what it costs, as a concession ("although ...")."""
    move = facts.move
    display = view.rules.display
    good: list[str] = []
    costs: list[str] = []
    if facts.wins:
        good.append("wins the match")
    elif facts.points and facts.accepted:
        good.append(f"scores {display(facts.points)} now")
    elif facts.points:
        costs.append(f"its {display(facts.points)} would pass the target, so it will not count")
    if facts.keeps:
        good.append(f"keeps {_words(facts.keeps)} open for your tiles")
    elif len(view.hand) > 1:
        costs.append("it leaves nothing you can follow with")
    risk = round(facts.risk) if facts.danger == 0 else 0
    if facts.danger > 0:
        costs.append(f"the next player may win with their reply "
                     f"(about {round(100 * facts.danger)}% likely)")
    elif risk >= min(filter(None, view.rules.points_by_end_sum), default=1):
        # Worth naming once it reaches the least a play can score.
        costs.append(f"the reply may score about {display(risk)}")
    elif not facts.wins:
        good.append("gives little away")
    text = "; ".join(good) if good else "the least costly play you have"
    if costs:
        text += ", although " + " and ".join(costs)
    return f"{move.tile.bracketed()}: " + text
