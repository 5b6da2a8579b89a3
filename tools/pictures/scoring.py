"""Screenshots of every score view state, and the made-up scores they are drawn from.

Run ``python -m tools.pictures.scoring [OUT_DIR]`` (offscreen is fine) and look at the
PNGs. The scores are judged by the real rules (``Rules.judge`` and the settlements), so a
picture never shows something the engine would not do.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QWidget

from dominoes_qt.engine import (
    Contribution,
    End,
    Match,
    PlayParts,
    Rejection,
    Rules,
    ScoreEvent,
    Seating,
    Tile,
    tile,
)
from dominoes_qt.engine.events import ProposedEvent
from dominoes_qt.engine.seen import match_scores
from dominoes_qt.games import FIVE_UP, SEVEN_ROCKS
from dominoes_qt.ui.scoring.board import CribbageBoard
from dominoes_qt.ui.scoring.panel import ScorePanel
from dominoes_qt.ui.scoring.tally import TallyView


class ScriptedScores:
    """Score events for a made-up sequence of plays, judged by ``rules`` as a match would."""

    def __init__(self, rules: Rules, num_players: int) -> None:
        self.rules = rules
        self.seating = rules.seating(num_players)
        self.scores = [0] * self.seating.num_sides
        self.round = 1
        self.events: list[ScoreEvent] = []

    def play(self, seat: int, *ends: int) -> list[ScoreEvent]:
        """A play whose open ends count ``ends`` (an even value up to 12 may be a double's
        2 x d; larger values are split into several ends)."""
        contributions = tuple(_contribution(part) for value in ends for part in _split(value))
        end_sum = sum(ends)
        points = self.rules.end_points(end_sum)
        parts = PlayParts(contributions, end_sum, points)
        return self._judge_all(self.rules.play_events(self.seating, seat, parts, False))

    def gain(self, side: int, raw: int) -> list[ScoreEvent]:
        """A play by the side's first seat worth ``raw`` points."""
        return self.play(self.seating.sides[side][0], raw)

    def domino(self, finisher: int, hands: Sequence[Sequence[Tile]],
               *last_ends: int) -> list[ScoreEvent]:
        end_sum = sum(last_ends)
        points = self.rules.end_points(end_sum)
        last = PlayParts(tuple(_contribution(part) for v in last_ends for part in _split(v)),
                         end_sum, points)
        return self._judge_all(self.rules.settle_domino(self.seating, hands, finisher, last))

    def block(self, hands: Sequence[Sequence[Tile]], starter: int = 0) -> list[ScoreEvent]:
        return self._judge_all(self.rules.settle_block(self.seating, hands, starter))

    def next_round(self) -> None:
        self.round += 1

    def _judge_all(self, proposed: Sequence[ProposedEvent]) -> list[ScoreEvent]:
        out = []
        for event in proposed:
            before = self.scores[event.side]
            accepted, wins = self.rules.judge(before, event)
            after = before + event.raw if accepted else before
            self.scores[event.side] = after
            out.append(ScoreEvent(
                round=self.round, kind=event.kind, seat=event.seat, side=event.side,
                raw=event.raw, accepted=accepted,
                rejection=None if accepted else Rejection.OVER_TARGET,
                score_before=before, score_after=after, wins=wins, parts=event.parts,
            ))
            if wins:
                break
        self.events.extend(out)
        return out


def _split(value: int) -> list[int]:
    """One end's worth for each piece: at most 6, or an even 8..12 for a double."""
    parts = []
    while value > 12 or (value > 6 and value % 2):
        parts.append(12 if value - 12 >= 0 and (value - 12) % 2 == 0 else 6)
        value -= parts[-1]
    if value or not parts:
        parts.append(value)
    return parts


def _contribution(value: int) -> Contribution:
    if value > 6:
        half = value // 2
        return Contribution(tile(half, half), None, value)
    return Contribution(tile(0, value) if value else tile(0, 1), End.HIGH, value)


def random_match(rules: Rules, num_players: int, seed: int, max_rounds: int = 40) -> Match:
    """A whole match of random legal plays, the same for the same seed."""
    rng = random.Random(seed)
    match = Match(rules, num_players, rng=random.Random(seed + 1))
    while not match.is_over and len(match.rounds) < max_rounds:
        if match.needs_deal:
            match.deal_round()
        match.apply_forced()
        actions = match.legal_actions()
        if actions:
            match.apply(rng.choice(actions))
    return match


def side_names_for(seating: Seating, seat_names: Sequence[str]) -> list[str]:
    return [" & ".join(seat_names[s] for s in seats) for seats in seating.sides]


FIVE_NAMES = ["Olena", "Taras", "Iryna", "Bohdan"]


def _board(rules: Rules, players: int, script: Callable[[ScriptedScores], object],
           names: Sequence[str] = FIVE_NAMES) -> CribbageBoard:
    scores = ScriptedScores(rules, players)
    script(scores)
    board = CribbageBoard()
    board.set_animated(False)
    board.reset(rules, scores.seating, side_names_for(scores.seating, names[:players]),
                names[:players])
    board.add_events(scores.events)
    board.resize(720, board.heightForWidth(720))
    return board


def _five_up_two(s: ScriptedScores) -> None:
    s.gain(0, 210)
    s.gain(0, 15)
    s.gain(1, 250)
    s.gain(1, 40)
    s.gain(1, 20)  # 290 + 20 would pass 305: refused


def _five_up_three(s: ScriptedScores) -> None:
    s.gain(0, 5)
    s.gain(1, 60)
    s.gain(2, 120)
    s.gain(2, 10)
    s.domino(1, [[tile(1, 2)], [], [tile(4, 6), tile(5, 5)]], 3, 2)
    s.next_round()
    s.domino(0, [[], [tile(0, 1)], [tile(0, 2)]], 1)


def _five_up_four_partner_loss(s: ScriptedScores) -> None:
    s.gain(0, 20)
    s.gain(1, 30)
    # Seat 0 goes out; the partner still holds more than both opponents: the side goes below 0.
    s.domino(0, [[], [tile(0, 1)], [tile(6, 6), tile(5, 6), tile(4, 5)], [tile(0, 2)]], 2)


def _five_up_four_win(s: ScriptedScores) -> None:
    s.gain(0, 200)
    s.gain(1, 180)
    s.gain(1, 100)
    s.gain(0, 100)
    s.gain(1, 25)  # 305: wins


def _seven_rocks_close(s: ScriptedScores) -> None:
    s.gain(0, 120)
    s.gain(1, 200)
    s.gain(1, 45)
    s.gain(0, 10)


def _seven_rocks_past(s: ScriptedScores) -> None:
    _seven_rocks_close(s)
    s.gain(1, 20)


def _seven_rocks_penalties(s: ScriptedScores) -> None:
    s.gain(0, 10)
    s.block([[tile(6, 6), tile(5, 6)], [tile(0, 1)], [tile(3, 4)], [tile(2, 2), tile(0, 3)]])


def save_pngs(out_dir: Path) -> list[Path]:
    """Render each score view state to a PNG in ``out_dir``; returns the files written."""
    QApplication.instance() or QApplication([])
    out_dir.mkdir(parents=True, exist_ok=True)
    shots: list[tuple[str, QWidget]] = [
        ("board-five-up-2-start", _board(FIVE_UP, 2, lambda s: None)),
        ("board-five-up-2-refused", _board(FIVE_UP, 2, _five_up_two)),
        ("board-five-up-3", _board(FIVE_UP, 3, _five_up_three)),
        ("board-five-up-4-below-zero", _board(FIVE_UP, 4, _five_up_four_partner_loss)),
        ("board-five-up-4-won", _board(FIVE_UP, 4, _five_up_four_win)),
        ("board-seven-rocks-245", _board(SEVEN_ROCKS, 4, _seven_rocks_close)),
        ("board-seven-rocks-265", _board(SEVEN_ROCKS, 4, _seven_rocks_past)),
        ("board-seven-rocks-penalty", _board(SEVEN_ROCKS, 4, _seven_rocks_penalties)),
    ]
    for name, progress, refused in (("board-five-up-2-ghost", 0.4, True),
                                    ("board-five-up-2-leap", 0.5, False)):
        moving = _board(FIVE_UP, 2, _five_up_two)
        moving.set_animated(True)
        follow_up = ScriptedScores(FIVE_UP, 2)
        follow_up.scores = [moving.pegs(0).score, moving.pegs(1).score]
        moving.add_events(follow_up.gain(1, 20) if refused else follow_up.gain(0, 60))
        moving.hold_step(progress)
        shots.append((name, moving))
    small = _board(FIVE_UP, 2, _five_up_two)
    small.resize(320, small.heightForWidth(320))
    shots.append(("board-five-up-2-small", small))
    for name, scores in (("tally-0-4-10", [0, 4, 10]), ("tally-23-61", [23, 61]),
                         ("tally-below-zero", [-3, 17])):
        tally = TallyView()
        tally.reset(FIVE_UP, Seating(len(scores)), FIVE_NAMES[: len(scores)])
        tally.set_display_scores(scores)
        tally.resize(tally.sizeHint())
        shots.append((name, tally))
    for rules, players, seed in ((FIVE_UP, 4, 5), (SEVEN_ROCKS, 4, 3)):
        match = random_match(rules, players, seed)
        panel = ScorePanel()
        names = FIVE_NAMES[:players]
        panel.load_match(match_scores(match), side_names_for(match.seating, names), names)
        panel.resize(720, 640)
        shots.append((f"panel-{rules.variant}-seed{seed}", panel))
    tally_panel = ScorePanel()
    match = random_match(FIVE_UP, 2, 11)
    tally_panel.load_match(match_scores(match), FIVE_NAMES[:2], FIVE_NAMES[:2])
    tally_panel.show_tally(True)
    tally_panel.resize(560, 560)
    shots.append(("panel-five-up-tally", tally_panel))
    written = []
    for name, widget in shots:
        path = out_dir / f"{name}.png"
        if not widget.grab().save(str(path)):
            raise OSError(f"could not write {path}")
        written.append(path)
    # The same board on a screen with twice the pixels: it must stay sharp, not blurred.
    sharp = _board(FIVE_UP, 4, _five_up_four_partner_loss)
    picture = QImage(sharp.size() * 2, QImage.Format.Format_ARGB32_Premultiplied)
    picture.setDevicePixelRatio(2.0)
    picture.fill(0)
    sharp.render(picture)
    path = out_dir / "board-five-up-4-hidpi.png"
    if not picture.save(str(path)):
        raise OSError(f"could not write {path}")
    written.append(path)
    for _, widget in shots:
        widget.deleteLater()
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("scoring-shots")
    for written_path in save_pngs(target):
        print(written_path)
