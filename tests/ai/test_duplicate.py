"""Duplicate matches: both matches of a pair see the same deals, and a level duelling
itself gains nothing."""

from __future__ import annotations

from pathlib import Path

from dominoes_qt.ai import duplicate
from dominoes_qt.ai.duplicate import Job
from dominoes_qt.engine.record import parse_record, read_record


def test_both_matches_of_a_pair_are_dealt_the_same_first_round(tmp_path: Path) -> None:
    for even in (True, False):
        duplicate.play(Job("five-up-61", 2, "skilled", "casual", 4, 0, even, str(tmp_path)))
    first = [parse_record(read_record(p)).rounds[0] for p in sorted(tmp_path.glob("*.json"))]
    assert len(first) == 2
    assert first[0].hands == first[1].hands
    assert first[0].boneyard == first[1].boneyard
    levels = [[p["level"] for p in parse_record(read_record(p)).players]
              for p in sorted(tmp_path.glob("*.json"))]
    assert levels[0] == levels[1][::-1]


def test_a_match_is_the_same_every_time():
    job = Job("seven-rocks", 4, "skilled", "casual", 5, 1, True)
    assert duplicate.play(job) == duplicate.play(job)


def test_a_level_gains_nothing_against_itself(tmp_path: Path) -> None:
    duplicate.play(Job("seven-rocks", 4, "skilled", "casual", 6, 0, True, str(tmp_path)))
    duels = duplicate.late_positions(str(tmp_path), 9, "skilled", "skilled", 1)
    assert duels
    assert all(duplicate.duel(d) == 0.0 for d in duels[:3])


def test_pairs_count_both_matches_and_leave_out_a_pair_with_one_called_off() -> None:
    mean, half, pairs = duplicate.paired([1, 0, 1, 1, 0, -1, 0, 0])
    assert pairs == 3
    assert mean == (0.5 + 1.0 + 0.0) / 3
    assert half > 0.0
    # Every pair split evenly: no spread at all, so the interval closes.
    assert duplicate.paired([1, 0, 0, 1, 1, 0]) == (0.5, 0.0, 3)
