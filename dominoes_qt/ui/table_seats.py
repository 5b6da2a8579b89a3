"""The seats: the viewer's hand on its rack, every other seat's tiles in its tray, the
name plates, and who is thinking.

Another seat's tiles are shown face up only when the window hands them over (the end of a
round, a review); a tile that joins a hand during a round slides in from the boneyard.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from dominoes_qt.engine import Tile
from dominoes_qt.layout.fit import BACK_UNIT, HAND_UNIT, LIFT, ROW_SPOTS
from dominoes_qt.ui.items import BoneyardItem, SeatBadge, TileItem
from dominoes_qt.ui.table_model import DRAW_MS, SeatInfo, TableHost, TableState
from dominoes_qt.ui.table_motion import Motion


class Seats:
    """The hand, the other seats' tiles and trays, and the name plates on ``host``.
    ``spot_of`` says where a seat sits; ``dragging`` is the hand tile the player is dragging
    (it stays under the pointer); tiles drawn come from ``boneyard``."""

    def __init__(self, host: TableHost, motion: Motion, boneyard: BoneyardItem,
                 spot_of: Callable[[int], str], dragging: Callable[[], Tile | None]) -> None:
        self.host = host
        self.motion = motion
        self.boneyard = boneyard
        self.spot_of = spot_of
        self.dragging = dragging
        self.hand_items: dict[Tile, TileItem] = {}
        self.back_items: dict[int, list[TileItem]] = {}
        self.racks: dict[int, QGraphicsPathItem] = {}
        """The tray under each other seat's tiles."""
        self.badges: dict[int, SeatBadge] = {}

    def show_hand(self, state: TableState, animate: bool = True) -> None:
        info = state.seats[state.viewer]
        hand = info.hand or ()
        for t in [t for t in self.hand_items if t not in hand]:
            self.motion.drop(self.hand_items.pop(t))
        had_tiles = bool(self.hand_items)
        g = self.host.geometry_
        unit = g.hand_unit
        band = g.seats["bottom"].tiles
        n = len(hand)
        # Standing tiles side by side, closer together when the band is short of room.
        step = min(unit * 1.3, (band.width - unit) / max(n - 1, 1))
        start = band.centre[0] - step * (n - 1) / 2
        rest = g.hand_rest
        playing = state.to_move == state.viewer and not state.reveal
        for i, t in enumerate(hand):
            item = self.hand_items.get(t)
            if item is None:
                item = TileItem(t, HAND_UNIT, self.host.palette_)
                item.kind = "hand"
                item.setRotation(90)
                item.setZValue(10)
                self.host.addItem(item)
                self.hand_items[t] = item
                drawn = self._drawn_from(state) if had_tiles else None
                item.setPos(drawn if drawn is not None
                            else QPointF(start + step * i, rest + 2 * unit))
            # As big as the geometry makes a hand tile (its short side: hand_unit pixels).
            item.setScale(unit / HAND_UNIT)
            playable = t in state.playable
            item.set_flags(selected=t == state.selected, lifted=playable,
                           dimmed=playing and not playable)
            lift = LIFT if t == state.selected else LIFT / 2 if playable else 0.0
            target = QPointF(start + step * i, rest - lift * unit)
            if self.dragging() == t:
                continue
            duration = self.host.settings.duration(180) if animate else 0
            if duration and item.pos() != target:
                self.motion.animate(item, b"pos", target, duration)
            else:
                self.motion.stop(item)
                item.setPos(target)

    def show_thinking(self, seat: int | None) -> None:
        """Mark ``seat`` as thinking (None: nobody), touching nothing else on the table."""
        state = self.host.state
        if state is None:
            return
        state.thinking = seat
        for number, badge in self.badges.items():
            badge.set_state(state.to_move == number, seat == number)

    def show_seats(self, state: TableState) -> None:
        g = self.host.geometry_
        for seat, info in enumerate(state.seats):
            spot = self.spot_of(seat)
            badge = self.badges.get(seat)
            if badge is None:
                badge = SeatBadge(seat, self.host.palette_)
                badge.setZValue(30)
                self.host.addItem(badge)
                self.badges[seat] = badge
            box = g.seats[spot].badge
            badge.set_size(box.width, box.height)
            badge.setPos(*box.centre)
            badge.set_text(info.name, info.detail)
            badge.set_state(state.to_move == seat, state.thinking == seat)
            if seat == state.viewer or spot in ROW_SPOTS.get(len(state.seats), ()):
                # A seat in the top row (five players or more) is counted on its plate.
                continue
            self._show_backs(seat, spot, info, state.reveal)
        for seat in [s for s in self.badges if s >= len(state.seats)]:
            self.host.removeItem(self.badges.pop(seat))
        # Tile backs of seats no longer at the table (a smaller game), and of the viewer's
        # own seat (shown face up as the hand), would otherwise stay as phantom tiles.
        for seat in [s for s in self.back_items if s >= len(state.seats) or s == state.viewer]:
            for item in self.back_items.pop(seat):
                self.motion.drop(item)
        for seat in [s for s in self.racks if s >= len(state.seats) or s == state.viewer]:
            self.host.removeItem(self.racks.pop(seat))

    def _show_backs(self, seat: int, spot: str, info: SeatInfo, reveal: bool) -> None:
        items = self.back_items.setdefault(seat, [])
        # The window hands over another seat's tiles only when they may be seen.
        tiles: Sequence[Tile | None] = (
            info.hand if info.hand is not None else [None] * info.count)
        while len(items) > len(tiles):
            self.motion.drop(items.pop())
        held = len(items)
        for i, t in enumerate(tiles):
            face_up = t is not None
            if i < len(items) and (items[i].face_up != face_up or
                                   (face_up and items[i].tile != t)):
                self.motion.drop(items[i])
                items[i] = self._make_back(t)
            elif i >= len(items):
                items.append(self._make_back(t))
        g = self.host.geometry_
        room = g.seats[spot]
        # A tile's short side across the row (or down the column), in pixels.
        unit = g.back_unit * (1.2 if info.hand is not None else 1.0)
        n = len(items)
        targets: list[QPointF] = []
        pad = g.back_unit * 0.35
        if room.column:
            # Lying across a narrow column beside the board, from the top down under the
            # seat's name plate (centred, a last tile would line up with the board's line).
            step = min(unit * 1.3, (room.tiles.height - unit - 2 * pad) / max(n - 1, 1))
            x = room.tiles.centre[0]
            top = room.tiles.top + pad + unit / 2
            for i, item in enumerate(items):
                item.setRotation(0)
                targets.append(QPointF(x, top + step * i))
            half = (unit, unit / 2)
        else:
            # Standing in a row beside the name plate.
            step = min(unit * 1.3, (room.tiles.width - unit - 2 * pad) / max(n - 1, 1))
            y = room.tiles.centre[1]
            for i, item in enumerate(items):
                item.setRotation(90)
                targets.append(QPointF(room.tiles.left + pad + unit / 2 + step * i, y))
            half = (unit / 2, unit)
        self._show_rack(seat, targets, half, pad)
        drawn = None if reveal or held == 0 or self.host.state is None \
            else self._drawn_from(self.host.state)
        duration = self.host.settings.duration(DRAW_MS)
        for i, (item, target) in enumerate(zip(items, targets, strict=True)):
            item.setScale(g.back_unit / BACK_UNIT)
            if i >= held and drawn is not None and duration:
                # A tile just drawn slides from the boneyard to the seat.
                item.setPos(drawn)
                self.motion.animate(item, b"pos", target, duration)
            else:
                self.motion.stop(item)
                item.setPos(target)

    def _show_rack(self, seat: int, targets: Sequence[QPointF], half: tuple[float, float],
                   pad: float) -> None:
        """The tray another seat's tiles lie in: they read as that seat's, never as
        tiles of the board."""
        rack = self.racks.get(seat)
        if rack is None:
            rack = QGraphicsPathItem()
            rack.setPen(QPen(Qt.PenStyle.NoPen))
            rack.setBrush(QColor(0, 0, 0, 55))
            rack.setZValue(4)
            rack.setData(0, "rack")
            self.host.addItem(rack)
            self.racks[seat] = rack
        path = QPainterPath()
        if targets:
            xs = [p.x() for p in targets]
            ys = [p.y() for p in targets]
            box = QRectF(QPointF(min(xs) - half[0] - pad, min(ys) - half[1] - pad),
                         QPointF(max(xs) + half[0] + pad, max(ys) + half[1] + pad))
            path.addRoundedRect(box, pad * 1.5, pad * 1.5)
        rack.setPath(path)

    def _drawn_from(self, state: TableState) -> QPointF | None:
        """Where a tile that joins a hand now comes from: the boneyard during a round, or
        nowhere (a deal, or a game without a boneyard)."""
        if state.boneyard is None or state.board.is_empty or state.reveal:
            return None
        return self.boneyard.pos()

    def _make_back(self, t: Tile | None) -> TileItem:
        unit = BACK_UNIT * (1.2 if t is not None else 1.0)
        item = TileItem(t or Tile(0, 0), unit, self.host.palette_, face_up=t is not None)
        item.kind = "back"
        item.setZValue(5)
        self.host.addItem(item)
        return item

    def tick(self) -> None:
        for badge in self.badges.values():
            badge.tick()

