"""The window's place on the screen: kept in the config folder, every value checked."""

import json

import pytest

from dominoes_qt import paths
from dominoes_qt.storage.window_place import WindowPlace, WindowPlaceStore

PLACE = WindowPlace(120, 80, 1016, 552, maximized=True, screen="HDMI-1")


@pytest.fixture
def store() -> WindowPlaceStore:
    return WindowPlaceStore.for_app()


def _write(store: WindowPlaceStore, doc: object) -> None:
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")


def test_the_place_lives_in_the_config_folder(store, private_dirs):
    assert store.path == paths.window_file()
    assert store.path.parent == private_dirs / "config"


def test_no_file_is_a_first_start(store):
    loaded = store.load()
    assert loaded.value is None
    assert loaded.notice is None


def test_round_trip(store):
    store.save(PLACE)
    loaded = WindowPlaceStore(store.path).load()
    assert loaded.value == PLACE
    assert loaded.notice is None
    assert json.loads(store.path.read_text(encoding="utf-8"))["version"] == 1


@pytest.mark.parametrize(("key", "value"), [
    ("x", 12.0), ("x", True), ("x", "12"), ("x", None), ("x", 10 ** 9), ("y", -40000),
    ("width", 0), ("width", -5), ("height", 1e4), ("height", 40000), ("height", [500]),
    ("maximized", 1), ("maximized", "yes"), ("screen", 7), ("screen", "x" * 201),
])
def test_a_wrong_value_refuses_the_whole_place(store, key, value):
    _write(store, {**PLACE.to_json(), key: value})
    loaded = store.load()
    assert loaded.value is None
    assert loaded.notice is not None
    assert "not valid" in loaded.notice


@pytest.mark.parametrize("key", ["x", "y", "width", "height"])
def test_a_missing_number_refuses_the_place(store, key):
    doc = PLACE.to_json()
    del doc[key]
    _write(store, doc)
    assert store.load().value is None


def test_a_place_off_every_screen_is_read_as_written(store):
    # Far off, but a number in range: bringing it back is the window's job.
    _write(store, {**PLACE.to_json(), "x": -30000, "y": 30000})
    assert store.load().value == WindowPlace(-30000, 30000, 1016, 552, True, "HDMI-1")


@pytest.mark.parametrize("content", ["", "{", "[1, 2]", '{"x": 1e400}', "\x00\x01"])
def test_a_damaged_file_is_set_aside_and_a_save_replaces_it(store, content):
    _write(store, content)
    loaded = store.load()
    assert loaded.value is None
    assert loaded.notice is not None
    assert loaded.kept_aside is not None
    assert loaded.kept_aside.exists()
    store.save(PLACE)
    assert WindowPlaceStore(store.path).load().value == PLACE


def test_a_newer_file_keeps_its_unknown_keys(store):
    _write(store, {**PLACE.to_json(), "version": 2, "docked": ["coach"]})
    loaded = store.load()
    assert loaded.value == PLACE
    store.save(WindowPlace(0, 0, 800, 600))
    doc = json.loads(store.path.read_text(encoding="utf-8"))
    assert doc["version"] == 2
    assert doc["docked"] == ["coach"]
    assert doc["width"] == 800
