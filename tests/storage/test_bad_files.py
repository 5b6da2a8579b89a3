"""Opening a bad file says what is wrong and where, and changes no file at all."""

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dominoes_qt import paths
from dominoes_qt.engine.record import record_of
from dominoes_qt.storage.prefs import Preferences, PrefsStore
from dominoes_qt.storage.saves import Problem, SaveFileError, SaveStore
from dominoes_qt.storage.stats import StatsStore
from tests.storage.helpers import play_to_end, players_for, random_match


def _good_text() -> str:
    return record_of(random_match("five-up-61", 2, 77, 40), players_for(2)).dumps()


def _good_doc() -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(_good_text())
    return doc


def _edited(change: Callable[[dict[str, Any]], None]) -> bytes:
    doc = _good_doc()
    change(doc)
    return json.dumps(doc).encode()


def _unheld_tile(doc: dict[str, Any]) -> None:
    # The last boneyard tile is drawn last, so nobody holds it at play 2.
    doc["rounds"][0]["plays"][1]["tile"] = doc["rounds"][0]["boneyard"][-1]


def _duplicate_tile(doc: dict[str, Any]) -> None:
    hands = doc["rounds"][0]["hands"]
    hands[1][0] = hands[0][0]


def _version(value: object) -> Callable[[dict[str, Any]], None]:
    return lambda doc: doc.update(version=value)


# name -> (content, None for "make it a folder"; problem; start of the place; words in the reason)
CASES: dict[str, tuple[bytes | None, Problem, str | None, str]] = {
    "not-json": (b"hello, this is not a saved game\n", Problem.NOT_JSON,
                 "line 1, column 1", "not JSON"),
    "empty": (b"", Problem.EMPTY, "line 1", "empty"),
    "blank": (b"  \n\n", Problem.EMPTY, "line 1", "empty"),
    "truncated": (_good_text()[: len(_good_text()) // 2].encode(), Problem.TRUNCATED,
                  "line", "cut off"),
    "json-array": (b"[1, 2, 3]", Problem.OTHER_FORMAT, "the whole file", "not a dominoes-qt"),
    "preferences-file": (json.dumps(Preferences().to_json()).encode(), Problem.OTHER_FORMAT,
                         "the whole file", "not a dominoes-qt"),
    "other-format": (b'{"format": "chess-pgn", "version": 1}', Problem.OTHER_FORMAT,
                     "the whole file", "'chess-pgn'"),
    "newer-version": (_edited(_version(4)), Problem.NEWER_VERSION, '"version"',
                      "version 4, newer than this program reads (3)"),
    "version-text": (_edited(_version("1")), Problem.BAD_VERSION, '"version"',
                     "whole number"),
    "version-zero": (_edited(_version(0)), Problem.BAD_VERSION, '"version"', "unknown"),
    "unknown-variant": (_edited(lambda d: d.update(variant="mexican-train")), Problem.INVALID,
                        "the record's header", "unknown variant 'mexican-train'"),
    "wrong-player-count": (_edited(lambda d: d.update(variant="seven-rocks")), Problem.INVALID,
                           "the record's header", "the record has 2"),
    "bad-tile-name": (_edited(lambda d: d["rounds"][0]["plays"][0].update(tile="7|9")),
                      Problem.INVALID, "round 1, play 1", "the tile"),
    "duplicate-tile": (_edited(_duplicate_tile), Problem.ILLEGAL, "round 1", "dealt twice"),
    "illegal-play": (_edited(_unheld_tile), Problem.ILLEGAL, "round 1, play 2",
                     "does not hold that tile"),
    "wrong-seat": (_edited(lambda d: d["rounds"][0]["plays"][1].update(seat=5)),
                   Problem.INVALID, "round 1, play 2", "seat"),
    "not-text": (b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe", Problem.NOT_TEXT, "byte 0",
                 "not UTF-8"),
    "a-folder": (None, Problem.UNREADABLE, "the whole file", "folder"),
}


@pytest.fixture
def populated(private_dirs: Path) -> dict[str, Path]:
    """A data and config folder as a player's would be: saves, autosave, prefs, stats."""
    store = SaveStore.for_app()
    good = store.saves_dir / f"good{paths.SAVE_SUFFIX}"
    store.save(good, record_of(random_match("seven-rocks", 4, 1, 50), players_for(4)))
    store.autosave(record_of(random_match("five-up-61", 3, 2, 20), players_for(3)))
    store.autosave(record_of(random_match("five-up-61", 3, 2, 21), players_for(3)))
    PrefsStore.for_app().save(Preferences(theme="walnut"))
    StatsStore.for_app().record_finished(play_to_end(random_match("five-up-61", 2, 3, 0), 4),
                                         {0}, {1: "casual"})
    return {"good": good}


def _snapshot(folder: Path) -> dict[str, bytes | None]:
    return {str(p.relative_to(folder)): (p.read_bytes() if p.is_file() else None)
            for p in sorted(folder.rglob("*"))}


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_bad_file_gives_its_message_and_nothing_changes(case, populated, private_dirs):
    content, problem, place, words = CASES[case]
    store = SaveStore.for_app()
    bad = store.saves_dir / f"{case}{paths.SAVE_SUFFIX}"
    if content is None:
        bad.mkdir()
    else:
        bad.write_bytes(content)
    before = _snapshot(private_dirs)
    recent_before = store.recent()

    with pytest.raises(SaveFileError) as caught:
        store.open(bad)

    error = caught.value
    assert error.problem is problem
    assert error.path == bad
    if place is None:
        assert error.place is None
    else:
        assert error.place is not None
        assert error.place.startswith(place)
    assert words in error.reason
    message = str(error)
    assert message.startswith(bad.name)
    assert (place or "") in message
    assert error.reason in message
    assert _snapshot(private_dirs) == before
    assert store.recent() == recent_before


def test_a_missing_file_is_reported_and_nothing_is_created(populated, private_dirs):
    store = SaveStore.for_app()
    missing = store.saves_dir / f"nowhere{paths.SAVE_SUFFIX}"
    before = _snapshot(private_dirs)
    with pytest.raises(SaveFileError) as caught:
        store.open(missing)
    assert caught.value.problem is Problem.UNREADABLE
    assert "does not exist" in caught.value.reason
    assert _snapshot(private_dirs) == before


def test_the_good_save_still_opens_after_the_bad_ones(populated):
    store = SaveStore.for_app()
    for case, (content, *_rest) in CASES.items():
        if content is not None:
            (store.saves_dir / f"{case}{paths.SAVE_SUFFIX}").write_bytes(content)
    assert store.open(populated["good"]).record.variant == "seven-rocks"
