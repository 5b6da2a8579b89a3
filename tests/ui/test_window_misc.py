"""The New game dialog, the smoke start, and explanations."""

from __future__ import annotations

from dominoes_qt.engine import Tile
from dominoes_qt.games import FIVE_UP, SEVEN_ROCKS
from dominoes_qt.ui.controller import GameSetup, SeatSetup
from dominoes_qt.ui.new_game import NewGameDialog
from dominoes_qt.wording import end_sum


def test_new_game_dialog_builds_the_setup(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(1)
    assert dialog.players.value() == 4
    assert not dialog.players.isEnabled()
    assert "play against" in dialog.partnerships.text()
    dialog.names[2].setText("Marta")
    dialog.kinds[1].setCurrentIndex(4)
    dialog.seed.setText("42")
    setup = dialog.setup()
    assert setup.rules is SEVEN_ROCKS
    assert setup.seed == 42
    assert setup.seats[2].name == "Marta"
    assert setup.seats[1] == SeatSetup(dialog.names[1].text(), "ai", "expert")
    assert not setup.seats[0].is_ai
    dialog.game.setCurrentIndex(0)
    dialog.players.setValue(3)
    assert dialog.setup().rules is FIVE_UP
    assert len(dialog.setup().seats) == 3
    assert not dialog.names[3].isVisible()


def test_new_game_dialog_reloads_a_setup(qtbot):
    previous = GameSetup(FIVE_UP, (SeatSetup("A"), SeatSetup("B", "ai", "skilled")), 9)
    dialog = NewGameDialog(None, previous)
    qtbot.addWidget(dialog)
    assert dialog.setup() == previous


def test_end_sum_wording():
    assert end_sum(FIVE_UP, [3, 12], 15, 15) == "3 + 12 = 15: +3"
    assert end_sum(SEVEN_ROCKS, [3, 12], 15, 15) == "3 + 12 = 15: +15"
    assert end_sum(FIVE_UP, [3, 4], 7, 0) == "3 + 4 = 7"


def test_smoke_start_lets_the_computer_move(qtbot):
    from dominoes_qt.ui.app import run

    assert run(smoke=True) == 0


def test_a_tile_that_fits_nowhere_is_explained(qtbot, make_window):
    from dominoes_qt.ui.new_game import default_setup
    from tests.ui.conftest import first_dealt

    for seed in range(500):
        round_ = first_dealt(FIVE_UP, 2, seed).current
        if round_ is not None and round_.starter == 0:
            break
    window = make_window(default_setup(FIVE_UP, 2, "casual", seed))
    controller = window.controller
    hand = controller.round.hands[0]
    controller.play(controller.legal_moves_for(hand[0])[0])
    window.select_tile(Tile(0, 0) if Tile(0, 0) not in hand else Tile(6, 6))
    assert "can not be played" in window.message.text()
