"""The cribbage board: where the pegs stand for a score, in both games and every seating."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from dominoes_qt.engine import Rules, tile
from dominoes_qt.games import FIVE_UP, GAMES, SEVEN_ROCKS
from dominoes_qt.ui.scoring import BELOW_ZERO, START, CribbageBoard, TrackScale
from dominoes_qt.ui.scoring import board_paint as board_module
from dominoes_qt.ui.scoring.board_paint import BoardPainter
from tools.pictures.scoring import ScriptedScores

NAMES = ["Olena", "Taras", "Iryna", "Bohdan"]


def make_board(qtbot: QtBot, rules: Rules, players: int, animated: bool = False) -> CribbageBoard:
    board = CribbageBoard()
    qtbot.addWidget(board)
    board.set_animated(animated)
    seating = rules.seating(players)
    board.reset(rules, seating, [f"side {i}" for i in range(seating.num_sides)], NAMES[:players])
    board.resize(700, board.heightForWidth(700))
    return board


def image(board: CribbageBoard) -> QImage:
    return board.grab().toImage()


@pytest.mark.parametrize(("raw", "hole"), [(0, START), (5, 1), (300, 60), (305, 61)])
def test_five_up_one_hole_per_display_point_and_the_game_hole_at_61(raw, hole):
    scale = TrackScale.for_rules(FIVE_UP)
    assert scale.game_hole == 61
    assert scale.hole_for(raw) == hole


@pytest.mark.parametrize(("raw", "hole"), [(0, START), (245, 49), (250, 50), (265, 51)])
def test_seven_rocks_five_raw_per_hole_game_at_250_and_a_spot_past_it(raw, hole):
    scale = TrackScale.for_rules(SEVEN_ROCKS)
    assert scale.game_hole == 50
    assert scale.past_game == 51
    assert scale.hole_for(raw) == hole


@pytest.mark.parametrize("rules", list(GAMES.values()), ids=lambda r: r.variant)
def test_every_position_has_its_own_place_on_the_board(qtbot, rules):
    board = make_board(qtbot, rules, 4)
    geo = board.geometry_model
    scale = board.scale
    for lane in range(2):
        points = [geo.hole_centre(lane, hole) for hole in range(1, scale.past_game + 1)]
        points += [geo.hole_centre(lane, hole, peg) for hole in (START, BELOW_ZERO)
                   for peg in (0, 1)]
        assert len({(round(p.x(), 3), round(p.y(), 3)) for p in points}) == len(points)
        inside = geo.lane_rect(lane)
        assert all(inside.contains(p) for p in points)
    # The outward row turns at the far end; the return row comes back to the game hole.
    assert geo.hole_centre(0, geo.row_a_holes).x() == max(
        geo.hole_centre(0, h).x() for h in range(1, scale.game_hole))
    assert geo.hole_centre(0, scale.game_hole).x() < geo.hole_centre(0, 1).x()


def test_five_up_pegs_at_0_1_60_61(qtbot):
    board = make_board(qtbot, FIVE_UP, 2)
    assert board.peg_holes(0) == (START, START)
    scores = ScriptedScores(FIVE_UP, 2)
    board.add_events(scores.gain(0, 5))
    assert board.peg_holes(0) == (1, START)
    board.add_events(scores.gain(0, 295))
    assert board.peg_holes(0) == (60, 1)
    events = scores.gain(0, 5)
    assert events[0].wins
    board.add_events(events)
    assert board.peg_holes(0) == (61, 60)
    pegs = board.pegs(0)
    game = board.geometry_model.hole_centre(0, 61)
    assert board.peg_centre(0, pegs.front) == game
    assert board.peg_holes(1) == (START, START)


def test_the_back_peg_leapfrogs_to_the_new_score(qtbot):
    board = make_board(qtbot, FIVE_UP, 2)
    scores = ScriptedScores(FIVE_UP, 2)
    board.add_events(scores.gain(1, 10))
    first = board.pegs(1).front
    board.add_events(scores.gain(1, 15))
    pegs = board.pegs(1)
    assert pegs.front == 1 - first
    assert pegs.scores[first] == 10
    assert pegs.scores[pegs.front] == 25
    assert board.peg_holes(1) == (5, 2)


def test_seven_rocks_pegs_at_0_245_250_265(qtbot):
    board = make_board(qtbot, SEVEN_ROCKS, 4)
    assert board.peg_holes(1) == (START, START)
    scores = ScriptedScores(SEVEN_ROCKS, 4)
    board.add_events(scores.gain(1, 245))
    assert board.peg_holes(1) == (49, START)
    reach = scores.gain(1, 5)
    assert reach[0].wins
    board.add_events(reach)
    assert board.peg_holes(1) == (50, 49)

    past = ScriptedScores(SEVEN_ROCKS, 4)
    board.reset(SEVEN_ROCKS, past.seating, ["a", "b"])
    board.add_events(past.gain(1, 245))
    board.add_events(past.gain(1, 20))
    assert board.pegs(1).score == 265
    assert board.peg_holes(1) == (51, 49)
    assert board.peg_centre(1, board.pegs(1).front) == board.geometry_model.hole_centre(1, 51)
    assert "265" in board.tooltip_for(1)


def test_a_score_below_zero_goes_to_the_below_zero_holes(qtbot):
    board = make_board(qtbot, SEVEN_ROCKS, 4)
    scores = ScriptedScores(SEVEN_ROCKS, 4)
    board.add_events(scores.gain(0, 10))
    before = image(board)
    # Seat 0 keeps 13 pips (15 off), seat 2 keeps 2 (0 off): side 0 ends at 10 - 15 = -5.
    events = scores.block([[tile(6, 6), tile(0, 1)], [], [tile(0, 2)], []])
    assert [e.raw for e in events] == [-15]
    board.add_events(events)
    pegs = board.pegs(0)
    assert pegs.score == -5
    assert board.peg_holes(0) == (BELOW_ZERO, 2)
    assert board.peg_centre(0, pegs.front) == board.geometry_model.hole_centre(
        0, BELOW_ZERO, pegs.front)
    assert "below zero" in board.tooltip_for(0)
    assert image(board) != before


def test_a_refused_event_leaves_the_pegs_and_is_shown(qtbot):
    board = make_board(qtbot, FIVE_UP, 2, animated=True)
    board.set_duration(60)
    scores = ScriptedScores(FIVE_UP, 2)
    with qtbot.waitSignal(board.settled, timeout=3000):
        board.add_events(scores.gain(1, 290))
    quiet = image(board)
    pegs = board.pegs(1)
    refused = scores.gain(1, 20)
    assert not refused[0].accepted
    board.add_events(refused)
    # The refusal is animated (a red ghost peg reaching past 61 and falling back).
    assert board.is_animating
    with qtbot.waitSignal(board.settled, timeout=3000):
        pass
    assert not board.is_animating
    assert board.pegs(1) == pegs
    assert board.peg_holes(1) == (58, START)
    assert board.refused(1) == refused[0]
    # After the animation a note stays on the track until the side's next event.
    assert image(board) != quiet
    board.add_events(scores.gain(1, 15))
    board.finish_animations()
    assert board.refused(1) is None
    assert board.peg_holes(1) == (61, 58)


@pytest.mark.parametrize(("rules", "players", "lanes"),
                         [(FIVE_UP, 2, 2), (FIVE_UP, 3, 3), (FIVE_UP, 4, 2), (SEVEN_ROCKS, 4, 2)])
def test_one_track_per_side(qtbot, rules, players, lanes):
    board = make_board(qtbot, rules, players)
    assert board.lane_count() == lanes
    scores = ScriptedScores(rules, players)
    # Every seat scores once; partners share a track.
    for seat in range(players):
        board.add_events(scores.play(seat, 5 * (seat + 1)))
    for side, seats in enumerate(scores.seating.sides):
        expected = sum(5 * (seat + 1) for seat in seats)
        assert board.pegs(side).score == expected
    if lanes == 3:
        assert board.heightForWidth(700) > make_board(qtbot, FIVE_UP, 2).heightForWidth(700)


def test_pegs_animate_then_settle(qtbot):
    board = make_board(qtbot, FIVE_UP, 3, animated=True)
    board.set_duration(40)
    scores = ScriptedScores(FIVE_UP, 3)
    with qtbot.waitSignal(board.settled, timeout=3000):
        board.add_events(scores.gain(2, 20) + scores.gain(0, 10))
        # The final state is known at once, before the pegs have moved on screen.
        assert board.peg_holes(2) == (4, START)
        assert board.is_animating
    assert not board.is_animating
    assert board.peg_holes(0) == (2, START)


def test_the_tooltip_names_the_side_its_score_and_last_events(qtbot):
    board = make_board(qtbot, FIVE_UP, 2)
    scores = ScriptedScores(FIVE_UP, 2)
    board.add_events(scores.play(0, 3, 12))
    text = board.tooltip_for(0)
    assert "side 0" in text
    # Without a catalogue the plural reads "3 point(s)"; the English one makes it "3 points".
    assert "3 point" in text
    assert "(15 raw)" in text
    assert "ends 3 + 12 = 15: +3" in text
    assert "No points yet" in board.tooltip_for(1)
    centre = board.geometry_model.hole_centre(1, 10)
    widget_point = board.widget_point(centre)
    assert board.lane_at(widget_point) == 1


def test_boards_of_one_size_and_names_share_their_still_picture(qtbot, monkeypatch):
    painted: list[BoardPainter] = []
    real = BoardPainter.paint_wood

    def counted(self: BoardPainter, painter: QPainter) -> None:
        painted.append(self)
        real(self, painter)

    monkeypatch.setattr(BoardPainter, "paint_wood", counted)
    monkeypatch.setattr(board_module, "_STILLS", type(board_module._STILLS)())
    first = image(make_board(qtbot, FIVE_UP, 2))
    assert len(painted) == 1
    # A round's report: another board, the same size and names, drawn from the same picture.
    again = make_board(qtbot, FIVE_UP, 2)
    assert image(again) == first
    assert len(painted) == 1
    assert again.smallest_label_px() > 0
    # Other names or another size are painted anew; only a few pictures are kept.
    renamed = make_board(qtbot, FIVE_UP, 2)
    renamed.reset(FIVE_UP, FIVE_UP.seating(2), ["north", "south"], NAMES[:2])
    assert image(renamed) != first
    assert len(painted) == 2
    for width in (500, 520, 540, 560):
        board = make_board(qtbot, FIVE_UP, 2)
        board.resize(width, board.heightForWidth(width))
        image(board)
    assert len(painted) == 6
    assert len(board_module._STILLS) == board_module.STILL_PICTURES
