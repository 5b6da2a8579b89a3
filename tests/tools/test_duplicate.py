"""Duplicate matches: both matches of a pair see the same deals, and a level duelling
itself gains nothing."""

from __future__ import annotations

import random
from dataclasses import fields, replace
from pathlib import Path

import pytest

from dominoes_qt.ai.knowledge import Knowledge
from dominoes_qt.ai.players import LEVELS, make_player
from dominoes_qt.ai.sampler import Sampler
from dominoes_qt.ai.settings import MASTER, MasterSettings
from dominoes_qt.games.records import parse_record, read_record
from tests.ai.positions import public, random_positions, same_position_other_deal
from tools.lab import duplicate
from tools.lab.duplicate import Job


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


def test_the_clairvoyant_is_no_level_a_player_can_be_made_of():
    assert duplicate.CLAIRVOYANT not in LEVELS
    with pytest.raises(ValueError, match="unknown level"):
        make_player(duplicate.CLAIRVOYANT, seed=1)
    with pytest.raises(ValueError, match="needs the match"):
        duplicate.entrant(duplicate.CLAIRVOYANT, 1)


@pytest.mark.parametrize(("variant", "players"), [("seven-rocks", 4), ("five-up-61", 2)])
def test_the_clairvoyant_plays_by_the_true_deal_and_the_same_way_every_time(variant,
                                                                            players):
    rng = random.Random(3)
    changed = 0
    for match, view in random_positions(variant, players, seed=19, count=12):
        knowledge = Knowledge(view)
        seer = duplicate.Clairvoyant(5, match, iterations=60)
        move = seer.choose(view)
        assert move in view.legal_actions()
        assert duplicate.Clairvoyant(5, match, iterations=60).choose(view) == move
        other = same_position_other_deal(match, Sampler(knowledge).sample(rng)[0],
                                         knowledge)
        assert public(other.view_for(view.seat)) == public(view)
        # Told another deal behind the same view, it may well play otherwise.
        changed += duplicate.Clairvoyant(5, other, iterations=60).choose(view) != move
    assert changed


def test_the_endgame_cost_counts_what_fitted(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    duplicate.play(Job("seven-rocks", 4, "skilled", "casual", 7, 0, True, str(tmp_path)))
    views = list(duplicate.late_views(str(tmp_path), 6))
    assert views
    assert all(len(v.unseen) <= 6 for v in views)
    assert duplicate.main(["--variant", "seven-rocks", "--players", "4", "--a", "master",
                           "--b", "master", "--endgame-cost", str(tmp_path),
                           "--most-unseen", "6", "--positions", "4"]) == 0
    line = capsys.readouterr().out
    fitted = [int(w) for w in line.replace(",", " ").split() if w.isdigit()]
    # 4 positions, 6 unseen, 500 rollouts, then the open and joint counts and the differing.
    assert fitted[:3] == [4, 6, 500]
    assert fitted[3] >= fitted[4] >= fitted[5]
    assert fitted[3] > 0


def test_pairs_count_both_matches_and_leave_out_a_pair_with_one_called_off() -> None:
    mean, half, pairs = duplicate.paired([1, 0, 1, 1, 0, -1, 0, 0])
    assert pairs == 3
    assert mean == (0.5 + 1.0 + 0.0) / 3
    assert half > 0.0
    # Every pair split evenly: no spread at all, so the interval closes.
    assert duplicate.paired([1, 0, 0, 1, 1, 0]) == (0.5, 0.0, 3)


def test_master_with_passes_its_settings_to_the_master():
    views = [view for _, view in random_positions("five-up-61", 2, seed=29, count=8)]
    same = duplicate.entrant(
        "master-with:" + ",".join(f"{f.name.upper()}={int(v) if isinstance(v, bool) else v}"
                                 for f in fields(MasterSettings)
                                 for v in [getattr(MASTER, f.name)]), 7)
    plain = duplicate.entrant("master", 7)
    assert [same.choose(v) for v in views] == [plain.choose(v) for v in views]
    # Wholly random rollouts choose otherwise somewhere, so the setting reached them.
    wild = duplicate.entrant("master-with:explore=1.0,WATCHFUL_PLIES=0", 7)
    assert isinstance(wild, duplicate.MasterWith)
    assert wild.settings == replace(MASTER, explore=1.0, watchful_plies=0)
    assert [wild.choose(v) for v in views] != [plain.choose(v) for v in views]


def test_master_plain_solves_endgames_with_open_hands():
    plain = duplicate.entrant(duplicate.PLAIN, 1)
    assert isinstance(plain, duplicate.MasterWith)
    assert plain.settings == replace(MASTER, joint_endgames=False)


@pytest.mark.parametrize("spec", ["EXPLORE", "CHUNK_DEALS=2", "EXPLORE=0.1,",
                                  "ENDGAMES=yes", "NEXT_LEADER=1"])
def test_master_with_refuses_what_it_cannot_set(spec):
    with pytest.raises(ValueError, match=r"NAME=VALUE|0 or 1"):
        duplicate.entrant(f"master-with:{spec}", 1)
