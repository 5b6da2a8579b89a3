"""What the table shows and how it is dressed: the state the window hands it, the cloth's
themes, the speeds and heights its rooms share, and what those rooms need of the scene.

The rooms of the table (:mod:`.table_board`, :mod:`.table_camera`, :mod:`.table_choices`,
:mod:`.table_seats`, :mod:`.table_floats`, :mod:`.table_motion`) each keep one part of it;
:class:`~dominoes_qt.ui.table.TableScene` composes them and is what the window talks to.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from dominoes_qt.engine import Board, Tile
from dominoes_qt.layout.fit import ROW_SPOTS, SPOTS, Box, TableGeometry, spots_for
from dominoes_qt.ui.items import Palette
from dominoes_qt.ui.settings import WindowSettings

if TYPE_CHECKING:
    from dominoes_qt.ui.train_items import TrainTable, TrainTableShown

DRAW_MS = 380
"""How long a drawn tile takes to travel from the boneyard to its hand."""
FLIGHT_MS = 420
"""How long a played tile flies to its place, and the board's tiles glide to a new layout."""
SHORTEST_FLIGHT_MS = 120
"""A flight is cut to the pause before the next computer move, but no shorter than this."""
REST_Z = 1.0
"""A board tile lying still."""
FLYING_Z = 20.0
"""A board tile on its way (above the tiles it passes, below the counting marks)."""
ZOOM_RANGE = (0.5, 4.0)
"""How far the player may zoom the board, from its fitted size."""
STILL_FLOAT_MS = 1500
"""How long a score pop-up stays when animations are off."""
RELAYOUT_AFTER_RESIZE_MS = 200
"""A resized table is laid out again once the size has stayed put this long."""


@dataclass(frozen=True)
class Theme:
    """The table's cloth: a radial gradient from the centre out, and the inlaid border;
    ``ink`` writes on the cloth and ``plate`` backs the name plates (their text is light)."""

    centre: str
    middle: str
    edge: str
    border: QColor
    ink: str = "#f4f1e6"
    plate: QColor = field(default_factory=lambda: QColor(0, 0, 0, 90))


THEMES: dict[str, Theme] = {
    "felt": Theme("#2f8a4c", "#1e6b39", "#124a26", QColor(255, 255, 255, 22)),
    "walnut": Theme("#7a4f2c", "#5c3a1f", "#3a2414", QColor(255, 226, 170, 40)),
    # A light table: dark ink on the cloth, and plates dark enough for their light text.
    "plain": Theme("#f4f1e8", "#e9e4d6", "#d6cfbc", QColor(0, 0, 0, 45), "#24221c",
                   QColor(28, 30, 34, 225)),
    "contrast": Theme("#000000", "#000000", "#000000", QColor(255, 255, 255), "#ffffff",
                      QColor(0, 0, 0)),
}
"""Every table theme by name (the preferences' ``theme``); unknown names get felt."""


def theme_of(name: str) -> Theme:
    return THEMES.get(name, THEMES["felt"])


def palette_for(settings: WindowSettings) -> Palette:
    """The highlight colours, tile face and table ink that ``settings`` choose."""
    theme = theme_of("contrast" if settings.high_contrast else settings.theme)
    return Palette(settings.colour_blind, settings.high_contrast, settings.face,
                   QColor(theme.ink), QColor(theme.plate))


@dataclass
class SeatInfo:
    name: str
    detail: str
    count: int
    hand: tuple[Tile, ...] | None = None
    """Shown face up (the viewer's hand, or every hand at the end of a round)."""


@dataclass
class TableState:
    """Everything the table shows, read from the engine by the window."""

    board: Board
    viewer: int
    seats: list[SeatInfo]
    to_move: int | None
    thinking: int | None = None
    last_tile: Tile | None = None
    playable: frozenset[Tile] = frozenset()
    selected: Tile | None = None
    boneyard: int | None = None
    """Tiles left to draw; None for a game without a boneyard."""
    boneyard_active: bool = False
    reveal: bool = False
    """Round over: every hand face up."""
    partners: dict[int, int] = field(default_factory=dict)
    trains: TrainTable | None = None
    """A train game's table, drawn instead of ``board`` (which stays empty)."""



def relative_spots(n: int) -> list[str]:
    return list(spots_for(n)) if n in ROW_SPOTS else list(SPOTS.get(n, SPOTS[4][:n]))


def qrect(box: Box) -> QRectF:
    return QRectF(box.left, box.top, box.width, box.height)


class TableHost(Protocol):
    """What the table's rooms read of the scene that holds them (it replaces the settings,
    the geometry and the state whole; the palette is changed in place)."""

    settings: WindowSettings
    palette_: Palette
    geometry_: TableGeometry
    state: TableState | None

    @property
    def layer(self) -> QGraphicsObject:
        """The invisible parent of the board's tiles, ghosts and markers."""

    @property
    def train_table(self) -> TrainTableShown:
        """A train game's table, drawn instead of the line board (ui/train_items.py)."""

    def addItem(self, item: QGraphicsItem) -> None: ...

    def removeItem(self, item: QGraphicsItem) -> None: ...
