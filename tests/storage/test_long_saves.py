"""The autosave of a long match: written compactly, each finished round once, bounded in
size at the game's round limit, and read back whole; a damaged or oversized one is
refused with its reason and costs nothing else."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominoes_qt import jsongate
from dominoes_qt.ai.simulate import turns
from dominoes_qt.engine import Match
from dominoes_qt.engine.record import CompactWriter, record_of, summary
from dominoes_qt.games import GAMES, SEVEN_ROCKS
from dominoes_qt.storage.saves import MatchInfo, Problem, SaveFileError, SaveStore, open_game
from tests.storage.helpers import SETUPS, players_for
from tools.lab.stalling import StallingPlayer

EXTRA = {"match_id": "a1", "serious": False}


@pytest.fixture
def store() -> SaveStore:
    return SaveStore.for_app()


@pytest.fixture(scope="module")
def at_the_limit() -> Match:
    """Seven Rocks played by seats that score as little as they can, to the game's own
    round limit."""
    match = Match(SEVEN_ROCKS, 4, rng=random.Random(3))
    seats = [StallingPlayer(30 + seat) for seat in range(4)]
    for seat in turns(match):
        match.apply(seats[seat].choose(match.view_for(seat)), seat)
    assert match.called_off
    return match


@settings(max_examples=15, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**31),
       undo_at=st.integers(0, 300), steps=st.integers(1, 300))
def test_the_compact_writer_writes_what_the_record_holds_after_every_action(
        setup: tuple[str, int], seed: int, undo_at: int, steps: int) -> None:
    """One writer, asked after every action as the window asks: each time, its text reads
    as the record of the match then, also after the match is put back to an earlier copy
    (an undo) and when a different match takes its place."""
    variant, players = setup
    names = players_for(players)
    rng = random.Random(seed)
    writer = CompactWriter()
    match = Match(GAMES[variant], players, rng=random.Random(seed + 1))
    saved: Match | None = None
    for step in range(steps):
        if match.is_over:
            break
        if match.needs_deal:
            match.deal_round()
        else:
            if step == undo_at // 2:
                saved = match.copy()
            actions = match.legal_actions()
            match.apply(actions[rng.randrange(len(actions))])
        if step == undo_at and saved is not None:
            match = saved
        assert json.loads(writer.dumps(match, names, EXTRA)) == \
            record_of(match, names, EXTRA).to_json()
    other = Match(GAMES[variant], players, rng=random.Random(seed + 2))
    other.deal_round()
    assert json.loads(writer.dumps(other, names, EXTRA)) == \
        record_of(other, names, EXTRA).to_json()


def test_an_autosave_at_the_round_limit_is_bounded_and_reads_back_whole(
        store: SaveStore, at_the_limit: Match) -> None:
    match = at_the_limit
    written = store.autosave_match(match, players_for(4), MatchInfo())
    assert written == store.autosave_path.stat().st_size
    # The longest match the game allows leaves most of what a reader accepts unused.
    assert written < jsongate.RECORD_LIMITS.max_bytes / 4
    # The same match written as Save writes it (indented) is larger, but still read.
    indented = len(record_of(match, players_for(4)).dumps().encode())
    assert written < indented / 2
    assert indented < jsongate.RECORD_LIMITS.max_bytes / 2
    opened = open_game(store.autosave_path)
    assert opened.finished
    assert opened.match.called_off
    assert summary(opened.match) == summary(match)
    # A match over is never offered to resume, and leaves no backup behind.
    assert store.find_resumable() is None
    assert not store.autosave_backup_path.exists()


def test_the_autosave_grows_by_about_a_round_each_round(store: SaveStore,
                                                        at_the_limit: Match) -> None:
    """What each round adds is about one round's text, wherever in the match it is."""
    record = record_of(at_the_limit, players_for(4)).to_json()
    sizes = []
    for rounds in (1, 100, SEVEN_ROCKS.round_limit):
        doc = {**record, "rounds": record["rounds"][:rounds]}
        text = json.dumps(doc, ensure_ascii=False, separators=(",", ":"))
        sizes.append(len(text.encode()))
    per_round = [(sizes[1] - sizes[0]) / 99,
                 (sizes[2] - sizes[1]) / (SEVEN_ROCKS.round_limit - 100)]
    assert max(per_round) < 2000
    assert abs(per_round[0] - per_round[1]) < 0.25 * per_round[0]


def test_a_damaged_long_autosave_resumes_from_its_backup(store: SaveStore,
                                                         at_the_limit: Match) -> None:
    doc = record_of(at_the_limit, players_for(4)).to_json()
    # One round short of the limit and one play into the last round: a match in play.
    doc["rounds"] = doc["rounds"][:-1]
    doc["rounds"][-1]["plays"] = doc["rounds"][-1]["plays"][:1]
    text = json.dumps(doc)
    store.autosave_text(text)
    store.autosave_text(text)
    damaged = store.autosave_path.read_bytes()[:-500]
    store.autosave_path.write_bytes(damaged)
    found = store.find_resumable()
    assert found is not None
    assert found.from_backup
    assert not found.game.match.is_over
    assert len(found.game.match.rounds) == SEVEN_ROCKS.round_limit - 1
    assert found.damage is not None
    assert found.damage.problem in (Problem.TRUNCATED, Problem.NOT_JSON)
    # Nothing is lost: the damaged autosave is set aside, byte for byte, to look at.
    [aside] = store.autosave_path.parent.glob("autosave.json.corrupt-*")
    assert aside.read_bytes() == damaged


def test_an_oversized_save_is_refused_by_its_size_and_left_as_it_is(
        store: SaveStore, at_the_limit: Match) -> None:
    doc: dict[str, Any] = record_of(at_the_limit, players_for(4)).to_json()
    # Longer than any match the game allows, and past the size a reader takes.
    doc["rounds"] = doc["rounds"] * 4
    path = store.saves_dir / "huge.dominoes.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(doc, indent=2)
    assert len(text.encode()) > jsongate.RECORD_LIMITS.max_bytes
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveFileError) as caught:
        open_game(path)
    assert caught.value.problem is Problem.TOO_LARGE
    assert path.read_text(encoding="utf-8") == text
