"""The New game dialog's house rules: every option shown with its standard value, a live
summary of what differs, refusals beside the field, saved rulesets, keyboard and reader."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox, QWidget

from dominoes_qt import paths
from dominoes_qt.games import GAMES, rules_of
from dominoes_qt.storage.rulesets import RulesetStore
from dominoes_qt.ui.house_rules_panel import HouseRulesPanel
from dominoes_qt.ui.new_game import NewGameDialog

NAME = QAccessible.Text.Name


def _dialog(qtbot: Any, variant: str = "all-fives-100") -> NewGameDialog:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.choose(variant)
    return dialog


def _pick(box: object, value: object) -> None:
    assert isinstance(box, QComboBox)
    box.setCurrentIndex(box.findData(value))


def _spin(panel: HouseRulesPanel, key: str) -> QSpinBox:
    field = panel.fields[key]
    assert isinstance(field, QSpinBox)
    return field


def _combo(panel: HouseRulesPanel, key: str) -> QComboBox:
    field = panel.fields[key]
    assert isinstance(field, QComboBox)
    return field


def _check(panel: HouseRulesPanel, key: str) -> QCheckBox:
    field = panel.fields[key]
    assert isinstance(field, QCheckBox)
    return field


def test_every_option_is_shown_with_its_standard_value(qtbot: Any) -> None:
    dialog = _dialog(qtbot, "block-game")
    panel = dialog.house
    options = type(GAMES["block-game"]).declared_options()
    assert list(panel.fields) == [o.key for o in options]
    for option in options:
        field = panel.fields[option.key]
        if option.kind == "bool":
            assert isinstance(field, QCheckBox)
            assert field.isChecked() is option.default
        elif option.kind == "int" and not option.choices:
            assert isinstance(field, QSpinBox)
            assert (field.minimum(), field.maximum(), field.value()) == (
                option.low, option.high, option.default)
        else:
            assert isinstance(field, QComboBox)
            assert field.currentData() == option.default
        assert "standard:" in field.toolTip()
    assert panel.summary.text() == "Standard rules."


def test_the_summary_says_what_differs_and_the_match_is_dealt_with_it(
        qtbot: Any, make_window: Any) -> None:
    window = make_window()
    dialog = window.show_new_game_dialog()
    dialog.choose("all-fives-100")
    panel = dialog.house
    _spin(panel, "target").setValue(150)
    assert panel.summary.text() == "House rules: target 150."
    _pick(panel.fields["spinners"], "none")
    assert panel.summary.text() == "House rules: no spinners, target 150."
    assert panel.choice.currentText() == "House rules"
    # Each change is told to a screen reader.
    assert panel.announcer.history[-1] == "House rules: no spinners, target 150."
    expected = rules_of("all-fives", {"target": 150, "spinners": "none"})
    assert dialog.rules() is expected
    dialog.accept()
    match = window.controller.match
    assert match is not None
    assert match.rules.ruleset == expected.ruleset
    assert window.windowTitle() == "All Fives — house rules (no spinners, target 150)"


def test_a_preset_value_names_the_preset(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    _spin(dialog.house, "target").setValue(200)
    assert dialog.rules() is GAMES["all-fives-200"]
    assert dialog.house.summary.text() == "Preset: target 200."
    assert dialog.house.choice.currentText() == "All Fives to 200"
    dialog.house.reset()
    assert dialog.rules() is GAMES["all-fives-100"]
    assert dialog.house.summary.text() == "Standard rules."
    assert dialog.target.currentData() == "all-fives-100"


def test_choosing_a_preset_from_the_rules_list_names_its_target(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    panel = dialog.house
    panel.choice.setCurrentIndex(panel.choice.findText("All Fives to 250"))
    assert dialog.rules() is GAMES["all-fives-250"]
    assert dialog.target.currentData() == "all-fives-250"
    assert _spin(panel, "target").value() == 250


def test_hand_sizes_that_do_not_fit_the_set_are_refused_beside_the_field(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    panel = dialog.house
    deal = dialog._ok
    _spin(panel, "hand-4").setValue(8)
    error = panel.errors["hand-4"]
    assert not panel.valid
    assert not deal.isEnabled()
    assert error.isVisibleTo(dialog)
    assert error.text() == ("Cannot be played: 4 hands of 8 tiles need 32 tiles; the "
                            "double-six set has 28")
    assert panel.fields["hand-4"].accessibleDescription() == error.text()
    assert panel.summary.text() == ("Cannot be played: Tiles each, 4 players: 4 hands of 8 "
                                    "tiles need 32 tiles; the double-six set has 28")
    dialog.accept()  # Enter on a refused ruleset does nothing
    assert dialog.result() == 0
    assert dialog.isVisible() is False
    # A bigger set makes them fit.
    _pick(panel.fields["set"], 9)
    assert panel.valid
    assert deal.isEnabled()
    assert not error.isVisibleTo(dialog)
    assert dialog.rules().hand_size_for(4) == 8
    assert panel.summary.text() == "House rules: double-nine set, 8 tiles each at 4."


def test_each_for_themselves_at_four_is_said_under_the_seats(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    dialog.players.setValue(4)
    assert "Partners sit opposite" in dialog.partnerships.text()
    _check(dialog.house, "partners").setChecked(False)
    assert dialog.partnerships.text() == "Every player plays alone."
    assert "each for themselves at four" in dialog.house.summary.text()


def test_the_panel_is_keyboard_complete(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    dialog.show()
    panel = dialog.house
    panel.toggle.click()
    chain: list[QWidget] = [panel.choice, panel.toggle, *panel.fields.values(),
                            panel.standard, panel.save_as, panel.delete]
    order: list[QWidget] = []
    widget: QWidget | None = panel.choice
    for _ in range(200):
        assert widget is not None
        if widget in chain and widget not in order:
            order.append(widget)
        widget = widget.nextInFocusChain()
    assert order == chain
    # Mnemonics: the list's label, the buttons, and each field's label is its buddy.
    assert panel.choice_label.text().startswith("&")
    assert panel.choice_label.buddy() is panel.choice
    for button in (panel.toggle, panel.standard, panel.save_as, panel.delete):
        assert "&" in button.text()
    for key, field in panel.fields.items():
        if isinstance(field, QCheckBox):
            continue
        row = field.parentWidget()
        assert row is not None
        caption = panel._form.labelForField(row)
        assert isinstance(caption, QLabel), key
        assert caption.buddy() is field, key


def test_the_panel_is_read_by_a_screen_reader(qtbot: Any) -> None:
    dialog = _dialog(qtbot, "fives-and-threes")
    dialog.show()
    panel = dialog.house
    panel.toggle.click()
    for key, field in panel.fields.items():
        iface = QAccessible.queryAccessibleInterface(field)
        assert iface.text(NAME), key
        assert iface.text(QAccessible.Text.Description), key
        if isinstance(field, QComboBox):
            # On Linux a combo box is read by its labels.
            labels = [rel[0].text(NAME)
                      for rel in iface.relations(QAccessible.RelationFlag.Label)]
            assert any(labels), key
    out = _combo(panel, "out-point")
    assert out.accessibleName() == "The going-out point"
    assert [out.itemText(i) for i in range(out.count())] == [
        "with the last tile", "on its own"]
    assert QAccessible.queryAccessibleInterface(panel.summary).text(NAME) == "Standard rules."


def test_a_named_ruleset_is_saved_offered_next_time_and_deleted(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    panel = dialog.house
    assert not panel.save_as.isEnabled()  # nothing to save yet: these are standard rules
    _spin(panel, "target").setValue(175)
    assert panel.save_as.isEnabled()
    asked = panel.ask_name()
    asked.setTextValue("  Friday   night ")
    asked.accept()
    assert panel.choice.currentText() == "Friday night (saved)"
    assert panel.delete.isEnabled()
    assert (paths.data_dir() / "rulesets.json").exists()

    again = _dialog(qtbot, "all-fives-200")
    items = [again.house.choice.itemText(i) for i in range(again.house.choice.count())]
    assert items == ["All Fives to 100", "All Fives to 200", "All Fives to 250",
                     "Friday night (saved)", "House rules"]
    again.house.choice.setCurrentIndex(3)
    assert again.rules().ruleset["target"] == 175
    assert again.rules().house_rules
    again.house.delete.click()
    assert "Friday night (saved)" not in [
        again.house.choice.itemText(i) for i in range(again.house.choice.count())]
    assert again.rules().ruleset["target"] == 175  # the options shown stay
    assert RulesetStore.for_app().load() == []
    # Another game does not offer All Fives' rulesets.
    other = _dialog(qtbot, "draw-game")
    assert other.house.choice.itemText(other.house.choice.count() - 1) == "House rules"
    assert all("(saved)" not in other.house.choice.itemText(i)
               for i in range(other.house.choice.count()))


def test_a_hostile_rulesets_file_is_refused_with_a_message_and_kept(qtbot: Any) -> None:
    path = paths.rulesets_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"version": 1, "rulesets": [' + "[" * 200 + "]" * 200 + "]}")
    dialog = _dialog(qtbot)
    panel = dialog.house
    assert panel.notice.isVisibleTo(dialog)
    assert "Saved rulesets:" in panel.notice.text()
    assert "deep" in panel.notice.text()
    aside = [p for p in path.parent.iterdir() if p.name.startswith("rulesets.json.corrupt")]
    assert len(aside) == 1
    assert aside[0].read_text().startswith('{"version": 1')
    assert panel.valid  # the dialog still deals


def test_a_reopened_dialog_shows_the_last_house_rules(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    dialog = window.show_new_game_dialog()
    dialog.choose("draw-game")
    _check(dialog.house, "draws").setChecked(False)
    wanted = dialog.rules()
    dialog.accept()
    reopened = window.show_new_game_dialog()
    assert reopened.rules() is wanted
    assert _check(reopened.house, "draws").isChecked() is False
    assert reopened.house.summary.text() == "House rules: no drawing (knock)."
    reopened.reject()


def test_store_keeps_entries_it_cannot_read(tmp_path: Path) -> None:
    path = tmp_path / "rulesets.json"
    path.write_text('{"version": 1, "rulesets": [{"name": "Odd", "game": "all-fives", '
                    '"options": {"target": 0}}, {"name": "Mine", "game": "nope"}], '
                    '"later": true}')
    store = RulesetStore(path)
    assert store.load() == []
    assert store.notice is not None
    assert "2 saved ruleset(s)" in store.notice
    store.save("Fine", rules_of("all-fives", {"target": 150}))
    text = path.read_text()
    for kept in ('"Odd"', '"nope"', '"later"'):
        assert kept in text
    assert [e.name for e in store.load()] == ["Fine"]


def test_language_change_rewords_the_panel(qtbot: Any, qapp: Any) -> None:
    from dominoes_qt.ui.i18n import install_translations
    dialog = _dialog(qtbot)
    _spin(dialog.house, "target").setValue(150)
    installed = install_translations(qapp, "uk")
    try:
        qtbot.waitUntil(lambda: dialog.house.summary.text() == "Домашні правила: мета 150.")
        assert dialog.house.toggle.text() == "Показати в&сі параметри"
        assert dialog.house.fields["target"].accessibleName() == "Мета"
        _spin(dialog.house, "hand-4").setValue(8)
        assert dialog.house.errors["hand-4"].text() == (
            "Так грати не можна: рук: 4, кісток у кожній: 8, разом потрібно 32; у наборі "
            "«дубль-шість» — 28")
        _spin(dialog.house, "hand-4").setValue(5)
    finally:
        installed.apply("en")
    qtbot.waitUntil(lambda: dialog.house.summary.text() == "House rules: target 150.")


def test_tooltips_name_the_standard_value(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    tip = dialog.house.fields["spinners"].toolTip()
    assert tip == "Which doubles open side branches. (standard: the first double)"
    assert Qt.TextInteractionFlag.TextSelectableByKeyboard in \
        dialog.house.summary.textInteractionFlags()


def test_the_rules_book_opens_on_the_house_rules_in_play(qtbot: Any, make_window: Any) -> None:
    from dominoes_qt.ui.new_game import default_setup
    house = rules_of("all-fives", {"target": 150, "spinners": "none"})
    window = make_window(default_setup(house, 2, seed=3))
    assert window.windowTitle() == "All Fives — house rules (no spinners, target 150)"
    book = window.help_menu.open_rules("all-fives-100")
    assert book.rules is house
    assert book.game.itemText(0) == "All Fives — house rules (no spinners, target 150)"
    assert book.pages.item(0).text() == "House rules"
    book.show_page("goal")
    assert "150 points or more" in book.text.toPlainText()
    # Another game's book is that game's standard one.
    other = window.help_menu.open_rules("draw-game")
    assert other.rules is GAMES["draw-game"]
    other.reject()
    book.reject()


def test_the_scores_key_says_which_house_rules_are_in_play(
        qtbot: Any, make_window: Any) -> None:
    from dominoes_qt.ui.new_game import default_setup
    house = rules_of("draw-game", {"target": 150})
    window = make_window(default_setup(house, 2, seed=4))
    said = window.access.reader.scores()
    assert said.endswith("(playing to 150). House rules: target 150.")
    preset = make_window(default_setup(GAMES["draw-game"], 2, seed=4))
    assert "rules" not in preset.access.reader.scores()


def test_the_dialog_with_the_options_open_fits_a_small_screen(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    dialog.players.setValue(4)
    dialog.house.toggle.setChecked(True)
    dialog.show()
    hint = dialog.sizeHint()
    # 1024x600 less a title bar and a panel: the rules stand beside the seats.
    assert hint.height() <= 520
    assert hint.width() <= 1000
    # Tab goes down the left column (the serious game last), then into the rules.
    assert _next_focusable(dialog.serious) is dialog.house.choice


def _next_focusable(widget: QWidget) -> QWidget | None:
    step = widget.nextInFocusChain()
    while step is not None and step is not widget:
        if step.focusPolicy() & Qt.FocusPolicy.TabFocus and step.isVisible():
            return step
        step = step.nextInFocusChain()
    return None


def test_no_two_controls_share_an_alt_letter_in_either_language(qtbot: Any, qapp: Any) -> None:
    import re

    from PySide6.QtWidgets import QAbstractButton

    from dominoes_qt.ui.i18n import install_translations
    for language in ("en", "uk"):
        installed = install_translations(qapp, language)
        try:
            dialog = _dialog(qtbot)
            dialog.players.setValue(4)
            dialog.house.toggle.setChecked(True)
            dialog.show()
            letters: dict[str, list[str]] = {}
            texts = [w.text() for w in dialog.findChildren(QAbstractButton) if w.isVisible()]
            texts += [w.text() for w in dialog.findChildren(QLabel) if w.isVisible()]
            for text in texts:
                found = re.search(r"&(\w)", text)
                if found:
                    letters.setdefault(found.group(1).lower(), []).append(text)
            assert {k: v for k, v in letters.items() if len(v) > 1} == {}, language
            dialog.close()
        finally:
            installed.apply("en")
