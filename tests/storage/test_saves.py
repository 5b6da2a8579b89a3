import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominoes_qt import paths
from dominoes_qt.engine.record import record_of, replay, summary
from dominoes_qt.storage import atomic
from dominoes_qt.storage.saves import (
    RECENT_LIMIT,
    MatchInfo,
    Problem,
    SaveFileError,
    SaveStore,
    ai_levels,
    human_seats,
    open_game,
    stamp_record,
)
from tests.storage.helpers import SETUPS, play_to_end, players_for, position, random_match

SAMPLES = Path(__file__).parent / "samples"


@pytest.fixture
def store() -> SaveStore:
    return SaveStore.for_app()


def test_the_store_lives_in_the_redirected_data_folder(store, private_dirs):
    assert store.data_dir == private_dirs / "data"
    assert store.autosave_path == paths.autosave_file()
    assert store.recent_path == paths.recent_file()


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**31), steps=st.integers(0, 600))
def test_save_then_open_gives_the_identical_position(store, setup, seed, steps):
    variant, num_players = setup
    match = random_match(variant, num_players, seed, steps)
    path = store.saves_dir / f"game{paths.SAVE_SUFFIX}"
    store.save(path, stamp_record(match, players_for(num_players)))

    opened = store.open(path)

    assert position(opened.match) == position(match)
    assert opened.record.players == players_for(num_players)
    assert opened.version_read == 2
    assert opened.finished == (match.winner is not None)


@pytest.mark.parametrize("name", sorted(p.name.removesuffix(paths.SAVE_SUFFIX)
                                        for p in SAMPLES.glob(f"*{paths.SAVE_SUFFIX}")))
def test_version_1_sample_files_still_open_to_the_same_result(name):
    opened = open_game(SAMPLES / f"{name}{paths.SAVE_SUFFIX}")
    expected = json.loads((SAMPLES / f"{name}.summary.json").read_text(encoding="utf-8"))
    assert json.loads(json.dumps(summary(opened.match))) == expected
    assert opened.version_read == 1


def test_a_hand_written_record_keeps_its_extra_keys_when_saved_again(store, tmp_path):
    opened = open_game(SAMPLES / f"v1-hand-written{paths.SAVE_SUFFIX}")
    again = tmp_path / "again.json"
    store.save(again, opened.record)
    doc = json.loads(again.read_text(encoding="utf-8"))
    assert doc["notes"].startswith("written by hand")
    assert doc["players"][0]["colour"] == "#2060c0"
    # Writers put the smaller number first.
    assert doc["rounds"][0]["plays"][0]["tile"] == "1|4"


# --- autosave and resume ----------------------------------------------------------------


def test_autosave_keeps_the_previous_one_as_backup(store):
    first = random_match("five-up-61", 2, 5, 10)
    second = random_match("five-up-61", 2, 5, 20)
    store.autosave(record_of(first, players_for(2)))
    store.autosave(record_of(second, players_for(2)))
    assert position(open_game(store.autosave_path).match) == position(second)
    assert position(open_game(store.autosave_backup_path).match) == position(first)


def test_find_resumable_offers_the_unfinished_match(store):
    assert store.find_resumable() is None
    match = random_match("seven-rocks", 4, 8, 40)
    store.autosave(record_of(match, players_for(4)))
    found = store.find_resumable()
    assert found is not None
    assert not found.from_backup
    assert position(found.game.match) == position(match)


def test_a_finished_match_in_the_autosave_is_not_offered(store):
    unfinished = random_match("five-up-61", 3, 9, 30)
    store.autosave(record_of(unfinished, players_for(3)))
    finished = play_to_end(unfinished, 4)
    store.autosave(record_of(finished, players_for(3)))
    # The backup holds an unfinished state of the same match: it must not come back.
    assert store.find_resumable() is None


@pytest.mark.parametrize("damage", [b"", b'{"format": "dominoes-qt-record", "vers', b"\xff\xfe"])
def test_a_damaged_autosave_falls_back_to_the_backup_and_is_kept_aside(store, damage):
    earlier = random_match("five-up-61", 2, 12, 30)
    store.autosave(record_of(earlier, players_for(2)))
    store.autosave(record_of(random_match("five-up-61", 2, 12, 31), players_for(2)))
    store.autosave_path.write_bytes(damage)

    found = store.find_resumable()

    assert found is not None
    assert found.from_backup
    assert found.damage is not None
    assert found.damage.path == store.autosave_path
    assert position(found.game.match) == position(earlier)
    kept = list(store.data_dir.glob("autosave.json.corrupt-*"))
    assert [p.read_bytes() for p in kept] == [damage]
    # The next autosave must not copy the damaged file over the good backup.
    backup_before = store.autosave_backup_path.read_bytes()
    store.autosave(record_of(found.game.match, players_for(2)))
    assert store.autosave_backup_path.read_bytes() == backup_before


def test_clear_autosave_forgets_the_match(store):
    store.autosave(record_of(random_match("five-up-61", 2, 1, 10), players_for(2)))
    store.autosave(record_of(random_match("five-up-61", 2, 1, 11), players_for(2)))
    store.clear_autosave()
    assert store.find_resumable() is None
    assert not store.autosave_backup_path.exists()


# --- the recent-games list --------------------------------------------------------------


def _saved(store: SaveStore, name: str) -> Path:
    path = store.saves_dir / f"{name}{paths.SAVE_SUFFIX}"
    store.save(path, record_of(random_match("five-up-61", 2, 3, 6), players_for(2)))
    return path


def test_recent_list_is_newest_first_bounded_and_persisted(store):
    saved = [_saved(store, f"g{i}") for i in range(RECENT_LIMIT + 3)]
    store.open(saved[0])
    again = SaveStore(store.data_dir)
    recent = again.recent()
    assert len(recent) == RECENT_LIMIT
    assert recent[0] == saved[0].resolve()
    assert recent[1:] == [p.resolve() for p in reversed(saved[-(RECENT_LIMIT - 1):])]


def test_recent_list_drops_files_that_vanished(store):
    kept, gone = _saved(store, "kept"), _saved(store, "gone")
    gone.unlink()
    assert store.recent() == [kept.resolve()]


def test_a_damaged_recent_list_reads_as_empty_and_saving_still_works(store):
    store.recent_path.parent.mkdir(parents=True, exist_ok=True)
    store.recent_path.write_text("[not json", encoding="utf-8")
    assert store.recent() == []
    path = _saved(store, "after")
    assert store.recent() == [path.resolve()]


def test_a_bad_file_is_not_added_to_the_recent_list(store, tmp_path):
    bad = tmp_path / f"bad{paths.SAVE_SUFFIX}"
    bad.write_text("nonsense", encoding="utf-8")
    with pytest.raises(SaveFileError):
        store.open(bad)
    assert store.recent() == []


def test_forget_recent(store):
    one, two = _saved(store, "one"), _saved(store, "two")
    store.forget_recent(two)
    assert store.recent() == [one.resolve()]


def test_suggested_paths_are_fresh_and_in_the_saves_folder(store):
    record = record_of(random_match("seven-rocks", 4, 3, 3), players_for(4))
    first = store.suggest_path(record)
    store.save(first, record)
    second = store.suggest_path(record)
    assert first.parent == second.parent == store.saves_dir
    assert first != second
    assert first.name.startswith("seven-rocks-")
    assert first.name.endswith(paths.SAVE_SUFFIX)


def test_a_stamped_record_says_which_program_saved_it():
    match = random_match("five-up-61", 2, 3, 3)
    record = stamp_record(match, players_for(2), {"match_id": "abc"})
    assert record.extra["match_id"] == "abc"
    assert record.extra["app"].startswith("dominoes-qt ")
    assert "saved" in record.extra
    assert position(replay(record)) == position(match)


def test_an_open_error_names_file_place_and_reason(tmp_path):
    path = tmp_path / f"x{paths.SAVE_SUFFIX}"
    path.write_text("{\"format\": 1,", encoding="utf-8")
    with pytest.raises(SaveFileError) as caught:
        open_game(path)
    error = caught.value
    assert error.problem is Problem.TRUNCATED
    assert str(error) == f"{path.name}: {error.place}: {error.reason}"
    assert error.place == "line 1, column 14"


def test_stale_temporary_files_are_cleaned_at_start(store):
    store.autosave(record_of(random_match("five-up-61", 2, 3, 3), players_for(2)))
    stale = store.data_dir / ".autosave.json.abc12_yz.tmp"
    stale.write_text("half a save", encoding="utf-8")
    assert atomic.stale_temps(store.autosave_path) == [stale]
    store.find_resumable()
    assert not stale.exists()


def test_match_info_survives_autosave_and_resume(store):
    info = MatchInfo(serious=True, hints_used=3, undos_used=1)
    match = random_match("seven-rocks", 4, 2, 30)
    players = players_for(4, {0, 2})
    store.autosave_match(match, players, info)
    found = store.find_resumable()
    assert found is not None
    record = found.game.record
    assert MatchInfo.from_extra(record.extra) == info
    assert human_seats(record) == {0, 2}
    assert ai_levels(record) == {1: "casual", 3: "casual"}


def test_match_info_from_a_record_without_it_gets_defaults():
    first = MatchInfo.from_extra({"hints_used": -2, "serious": "yes", "match_id": 5})
    second = MatchInfo.from_extra({})
    assert (first.serious, first.hints_used, first.undos_used) == (False, 0, 0)
    assert first.match_id != second.match_id
