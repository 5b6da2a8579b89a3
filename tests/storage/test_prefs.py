import json
from dataclasses import replace

import pytest

from dominoes_qt import paths
from dominoes_qt.storage import atomic
from dominoes_qt.storage.prefs import THEMES, LastSetup, Preferences, PrefsStore


@pytest.fixture
def store() -> PrefsStore:
    return PrefsStore.for_app()


def _write(store: PrefsStore, content: str | bytes) -> None:
    store.path.parent.mkdir(parents=True, exist_ok=True)
    data = content.encode() if isinstance(content, str) else content
    store.path.write_bytes(data)


def test_preferences_live_in_the_config_folder(store, private_dirs):
    assert store.path == paths.preferences_file()
    assert store.path.parent == private_dirs / "config"


def test_no_file_gives_the_defaults_without_a_notice(store):
    loaded = store.load()
    assert loaded.value == Preferences()
    assert loaded.notice is None
    assert not store.path.exists()


def test_round_trip(store):
    prefs = Preferences(
        language="uk", ai_pace_ms=250, animations=False, animation_speed=2.5, auto_draw=False,
        hints=False, theme="walnut", colour_blind=True, confirm_abandon=False,
        serious_by_default=True,
        last_setup=LastSetup("seven-rocks", 4, ("expert", "beginner", "skilled"), "Olena", True),
    )
    store.save(prefs)
    again = PrefsStore(store.path).load()
    assert again.value == prefs
    assert again.notice is None
    assert json.loads(store.path.read_text(encoding="utf-8"))["version"] == 1


def test_there_are_at_least_two_themes():
    assert len(THEMES) >= 2
    assert Preferences().theme in THEMES


def test_unknown_keys_are_ignored_and_not_written_back(store):
    doc = {**Preferences(theme="walnut").to_json(), "favourite_colour": "teal",
           "last_setup": {"variant": "five-up-61", "players": 3, "mystery": 1}}
    _write(store, json.dumps(doc))
    loaded = store.load()
    assert loaded.value.theme == "walnut"
    assert loaded.value.last_setup.players == 3
    assert loaded.notice is None
    store.save(loaded.value)
    assert "favourite_colour" not in json.loads(store.path.read_text(encoding="utf-8"))


@pytest.mark.parametrize(("key", "bad"), [
    ("language", "klingon"), ("language", 7), ("ai_pace_ms", "fast"), ("ai_pace_ms", -5),
    ("ai_pace_ms", True), ("animations", "yes"), ("animation_speed", 100),
    ("animation_speed", None), ("theme", "plaid"), ("hints", 1), ("last_setup", "x"),
])
def test_a_wrong_value_falls_back_for_that_key_only(store, key, bad):
    doc = Preferences(language="en", colour_blind=True, ai_pace_ms=300,
                      animation_speed=0.5, theme="walnut", animations=False,
                      hints=False).to_json()
    doc[key] = bad
    _write(store, json.dumps(doc))
    loaded = store.load().value
    assert getattr(loaded, key) == getattr(Preferences(), key)
    assert loaded.colour_blind  # the other keys survive
    if key != "language":
        assert loaded.language == "en"


def test_a_whole_number_speed_is_read_as_a_float(store):
    _write(store, json.dumps({"version": 1, "animation_speed": 2}))
    speed = store.load().value.animation_speed
    assert speed == 2.0
    assert isinstance(speed, float)


def test_a_bad_setup_entry_falls_back_inside_the_setup(store):
    _write(store, json.dumps({"version": 1, "last_setup": {
        "variant": "seven-rocks", "players": 2, "levels": ["expert"], "name": "Taras"}}))
    setup = store.load().value.last_setup
    assert setup.variant == "seven-rocks"
    assert setup.players == 4  # Seven Rocks is always four
    assert setup.levels == LastSetup().levels
    assert setup.name == "Taras"


@pytest.mark.parametrize("content", [
    b"{\"language\": \"uk\",", b"not json at all", b"[1, 2]", b"\xff\xfe\x00", b"",
    b"{\"version\": 0.5, \"theme\": \"walnut\"",
])
def test_a_corrupt_file_gives_defaults_and_is_kept_aside(store, content):
    _write(store, content)
    loaded = store.load()
    assert loaded.value == Preferences()
    assert loaded.notice is not None
    assert str(store.path) in loaded.notice
    assert loaded.kept_aside is not None
    assert loaded.kept_aside.name.startswith("preferences.json.corrupt-")
    assert loaded.kept_aside.read_bytes() == content
    assert loaded.kept_aside.name in loaded.notice
    assert not store.path.exists()
    # Saving afterwards writes a fresh file and leaves the kept one alone.
    store.save(Preferences(theme="walnut"))
    assert store.load().value.theme == "walnut"
    assert loaded.kept_aside.read_bytes() == content


def test_an_odd_version_is_read_as_version_1(store):
    _write(store, json.dumps({"version": "one", "theme": "walnut"}))
    loaded = store.load()
    assert loaded.value.theme == "walnut"
    assert loaded.notice is None


def test_a_newer_file_is_read_as_far_as_possible_and_not_overwritten_blindly(store):
    newer = {"version": 3, "theme": "walnut", "language": "uk", "music": {"volume": 0.4},
             "ai_pace_ms": "adaptive"}
    text = json.dumps(newer)
    _write(store, text)

    loaded = store.load()

    assert loaded.newer_version == 3
    assert loaded.value.theme == "walnut"
    assert loaded.value.language == "uk"
    assert loaded.value.ai_pace_ms == Preferences().ai_pace_ms
    assert loaded.unknown == {"music": {"volume": 0.4}}
    store.save(replace(loaded.value, hints=False))
    # The newer program's file is kept once, as it was...
    assert store.path.with_name("preferences.json.v3").read_text(encoding="utf-8") == text
    # ...and the file it reads next keeps its version and its own keys.
    written = json.loads(store.path.read_text(encoding="utf-8"))
    assert written["version"] == 3
    assert written["music"] == {"volume": 0.4}
    assert written["hints"] is False


def test_a_failed_save_keeps_the_previous_preferences(store, monkeypatch):
    store.save(Preferences(theme="walnut"))
    before = store.path.read_bytes()

    def full(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("os.replace", full)
    with pytest.raises(atomic.WriteError, match="disk is full"):
        store.save(Preferences(theme="felt"))
    monkeypatch.undo()
    assert store.path.read_bytes() == before
