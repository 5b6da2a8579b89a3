"""The score sheet: the events of the match, round by round, with running totals.

Only the latest :data:`SHOWN_ROUNDS` rounds are written out event by event; the rounds
before them fold into one row at the top that gives their totals. A match kept going to
its game's round limit then never holds more rows than a long ordinary one.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFontMetrics, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from dominoes_qt.engine import Rules, ScoreEvent, Seating
from dominoes_qt.gamefacts import shows_fewer_points
from dominoes_qt.ui.scoring.style import REFUSED, side_colour
from dominoes_qt.ui.scoring.text import seat_name
from dominoes_qt.ui.texts import QT
from dominoes_qt.wording import event_line, raw_note

EVENT_INDEX_ROLE = Qt.ItemDataRole.UserRole
"""Item data holding the event's index in the match's event list (round rows hold -1, the
row of earlier rounds -2)."""
ROUND_ROLE = Qt.ItemDataRole.UserRole + 1
EARLIER_ROWS = -2
SHOWN_ROUNDS = 50
"""Rounds written out in full. More than the longest of 300 four-beginner Seven Rocks
matches (37 rounds): only a match kept going far beyond the usual ever folds."""

WHO_COLUMN = 0
TEXT_COLUMN = 1
FIRST_TOTAL_COLUMN = 2


def needed_lines(metrics: QFontMetrics, width: int, text: str) -> int:
    """How many lines ``text`` takes when wrapped to ``width`` pixels (at least one)."""
    flags = Qt.TextFlag.TextWordWrap
    rect = metrics.boundingRect(QRect(0, 0, max(1, width), 1_000_000), flags, text)
    return max(1, round(rect.height() / max(1, metrics.lineSpacing())))


class _WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their wrapped sentences at the columns' current widths.

    Qt's tree measures a row before it knows a stretched column's width, so the height
    is worked out here from the header's section sizes.
    """

    def __init__(self, sheet: ScoreSheet) -> None:
        super().__init__(sheet)
        self._sheet = sheet
        self._sizes: dict[tuple[int, int], QSize] = {}
        """Each cell's size by its item and column, as measured at the widths now: the tree
        asks for every row's size again whenever a row is added, and a long match has
        hundreds of cells. :meth:`forget` when a width, a text or the items change."""

    def forget(self) -> None:
        self._sizes.clear()

    def forget_item(self, ident: int) -> None:
        """One row's cells changed (a round's title): measure that row again."""
        for column in range(self._sheet.columnCount()):
            self._sizes.pop((ident, column), None)

    def forget_rows(self, parent: QModelIndex, first: int, last: int) -> None:
        """Rows about to go, with everything under them: their addresses may be given to
        new rows, which must be measured afresh (the rest of the sheet keeps its sizes)."""
        model = self._sheet.model()
        pending = [model.index(row, 0, parent) for row in range(first, last + 1)]
        while pending:
            index = pending.pop()
            if not index.isValid():
                continue
            self.forget_item(index.internalId())
            pending.extend(model.index(row, 0, index) for row in range(model.rowCount(index)))

    def forget_row(self, first: QModelIndex, last: QModelIndex) -> None:
        """A cell's data changed: measure its row again (a tree widget reports one item's
        change at a time)."""
        for index in (first, last):
            ident = index.internalId()
            for column in range(index.model().columnCount(index.parent())):
                self._sizes.pop((ident, column), None)

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        key = (index.internalId(), index.column())
        size = self._sizes.get(key)
        if size is None:
            size = self._sizes[key] = self._measure(option, index)
        return size

    def _measure(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        column = index.column()
        text = index.data(Qt.ItemDataRole.DisplayRole)
        # Only the sentences and the rounds' titles wrap; names and totals keep one line.
        if not isinstance(text, str) or not text or not (
                column == TEXT_COLUMN or (column == WHO_COLUMN and not index.parent().isValid())):
            return size
        width = self._sheet.text_width(index)
        font = index.data(Qt.ItemDataRole.FontRole)
        metrics = QFontMetrics(font) if font is not None else option.fontMetrics
        height = needed_lines(metrics, width, text) * metrics.lineSpacing() + 4
        return QSize(size.width(), max(size.height(), height))


class ScoreSheet(QTreeWidget):
    """Rounds as top-level rows; each round's events below it, in the order they happened.

    Columns: who, what happened (in the game's units), then each side's running total.
    ``event_activated(index)`` gives the index of a clicked event in the match's event list.
    """

    event_activated = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.high_contrast = False
        """Side names and totals in the sides' strong shades (see :meth:`set_high_contrast`)."""
        self.setRootIsDecorated(True)
        # Long sentences wrap onto a second line instead of ending in "...".
        self.setWordWrap(True)
        self.setUniformRowHeights(False)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setIndentation(14)
        self._delegate = _WrappingDelegate(self)
        self.setItemDelegate(self._delegate)
        model = self.model()
        model.dataChanged.connect(self._delegate.forget_row)
        # An item removed may leave its address to a new one: measure it again then.
        model.rowsAboutToBeRemoved.connect(self._delegate.forget_rows)
        model.modelReset.connect(self._delegate.forget)
        model.layoutChanged.connect(self._delegate.forget)
        self.header().sectionResized.connect(self._relayout_rows)
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # Rows take their wrapped heights only once laid out: the sheet scrolls to its end
        # again then, or a new last row (a match's winning play) stays cut off below.
        self._follow = QTimer(self)
        self._follow.setSingleShot(True)
        self._follow.setInterval(0)
        self._follow.timeout.connect(self.scrollToBottom)
        self._rules: Rules | None = None
        self._side_names: list[str] = []
        self._seat_names: list[str] | None = None
        self._rounds: dict[int, QTreeWidgetItem] = {}
        """The rounds written out, by number."""
        self._results: dict[int, str] = {}
        self._totals: list[int] = []
        self._items: dict[int, QTreeWidgetItem] = {}
        """The rows of the events written out, by the event's index in the match."""
        self._events: list[ScoreEvent] = []
        self._folded = 0
        """Rounds 1 to this are summed up in :attr:`_earlier` instead of written out."""
        self._earlier: QTreeWidgetItem | None = None
        self._after_round: dict[int, list[int]] = {}
        """Each side's total after each round's last event."""
        self._seating = Seating(2)
        self.itemClicked.connect(self._on_clicked)
        # Qt would head an unset sheet "1"; name the columns a match will have.
        self.setHeaderLabels([self.tr("Who"), self.tr("What happened")])

    def start_match(self, rules: Rules, seating: Seating, side_names: Sequence[str],
                    seat_names: Sequence[str] | None = None) -> None:
        """Empty the sheet for a new match (not ``reset``: Qt's views call that themselves)."""
        self._rules = rules
        self._seating = seating
        self._side_names = list(side_names)
        self._seat_names = None if seat_names is None else list(seat_names)
        self._events = []
        self._results = {}
        self._rebuild()

    def _rebuild(self) -> None:
        """Write the whole sheet again from its events (a new match, a new language)."""
        seating = self._seating
        events = self._events
        results = dict(self._results)
        self.clear()
        self._delegate.forget()
        self._rounds = {}
        self._results = {}
        self._events = []
        self._totals = [0] * seating.num_sides
        self._items = {}
        self._folded = 0
        self._earlier = None
        self._after_round = {}
        headers = [self.tr("Who"), self.tr("What happened")]
        sides = [self._side_name(side) for side in range(seating.num_sides)]
        headers += side_labels(sides)
        self.setColumnCount(len(headers))
        self.setHeaderLabels(headers)
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(WHO_COLUMN, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(TEXT_COLUMN, QHeaderView.ResizeMode.Stretch)
        for side in range(seating.num_sides):
            column = FIRST_TOTAL_COLUMN + side
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
            self.headerItem().setForeground(column, QBrush(side_colour(side,
                                                                       self.high_contrast)))
            self.headerItem().setToolTip(column, sides[side])
            self.headerItem().setData(column, Qt.ItemDataRole.AccessibleTextRole, sides[side])
            self.headerItem().setTextAlignment(column, Qt.AlignmentFlag.AlignRight)
        if events:
            self.add_events(events)
        for number, text in sorted(results.items()):
            self.add_round_result(number, text)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # A sheet filled while hidden (a loaded game) opens at its latest event.
        if self._items:
            self.scrollToItem(self._items[max(self._items)])

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self._rules is not None:
            self._rebuild()

    def add_events(self, events: Sequence[ScoreEvent]) -> None:
        """Append events as ``Match.apply`` returns them; their indices continue the list."""
        rules = self._rules
        if rules is None:
            raise RuntimeError("reset() the sheet before adding events")
        last: QTreeWidgetItem | None = None
        earlier = False
        if events:
            # Rounds a batch would fold at once (a loaded match) are never written out.
            self._fold_through(max(e.round for e in events) - SHOWN_ROUNDS)
        for event in events:
            index = len(self._events)
            self._events.append(event)
            self._totals[event.side] = event.score_after
            self._after_round[event.round] = list(self._totals)
            if event.round <= self._folded:
                earlier = True
                continue
            parent = self._round_item(event.round)
            if event.round <= self._folded:
                # Its own round row pushed the oldest rounds, this one among them, out.
                earlier = True
                continue
            item = QTreeWidgetItem(parent)
            item.setData(WHO_COLUMN, EVENT_INDEX_ROLE, index)
            item.setData(WHO_COLUMN, ROUND_ROLE, event.round)
            self._items[index] = item
            item.setText(WHO_COLUMN, seat_name(event.seat, self._seat_names))
            item.setForeground(WHO_COLUMN, QBrush(side_colour(event.side,
                                                              self.high_contrast)))
            item.setText(TEXT_COLUMN, event_line(QT, event, rules))
            if shows_fewer_points(rules):
                item.setToolTip(TEXT_COLUMN, raw_note(QT, event, rules))
            else:
                item.setToolTip(TEXT_COLUMN, item.text(TEXT_COLUMN))
            for side, total in enumerate(self._totals):
                column = FIRST_TOTAL_COLUMN + side
                item.setText(column, str(rules.display(total)))
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight
                                      | Qt.AlignmentFlag.AlignVCenter)
                if total < 0:
                    item.setForeground(column, QBrush(QColor("#c62828")))
            changed = FIRST_TOTAL_COLUMN + event.side
            font = item.font(changed)
            font.setBold(True)
            item.setFont(changed, font)
            if not event.accepted:
                struck = item.font(TEXT_COLUMN)
                struck.setItalic(True)
                item.setFont(TEXT_COLUMN, struck)
                item.setForeground(TEXT_COLUMN, QBrush(REFUSED))
            if event.wins:
                for column in range(self.columnCount()):
                    bold = item.font(column)
                    bold.setBold(True)
                    item.setFont(column, bold)
                    item.setBackground(column, QBrush(QColor(232, 184, 48, 90)))
            last = item
        if earlier:
            self._title_earlier()
        if last is not None:
            self.scrollToItem(last)
            self._follow.start()

    def add_round_result(self, round_number: int, text: str) -> None:
        """Say who won round ``round_number`` (1-based) on its row.

        The window calls this when a round ends, e.g. with
        :func:`~dominoes_qt.ui.scoring.text.round_result_text`; a round with no scoring event
        still gets its row.
        """
        self._results[round_number] = text
        if round_number <= self._folded:
            return
        item = self._round_item(round_number)
        if round_number > self._folded:
            self._title_round(item, round_number)
        if round_number == max(self._rounds):
            self._follow.start()

    # --- reading the sheet back (tests, review) -----------------------------------------

    def event_count(self) -> int:
        """Events written out as rows (those of folded rounds are not)."""
        return len(self._items)

    def row_count(self) -> int:
        """Every row of the sheet: rounds, their events and the row of earlier rounds."""
        return self.topLevelItemCount() + len(self._items)

    def earlier_row(self) -> list[str] | None:
        """The texts of the row of folded rounds (who, what, each side's total), or None
        while every round is written out."""
        item = self._earlier
        if item is None:
            return None
        return [item.text(column) for column in range(self.columnCount())]

    def event_rows(self) -> list[tuple[int, int, str]]:
        """(round, event index, explanation) of every event row, top to bottom."""
        rows = []
        for _, round_item in sorted(self._rounds.items()):
            for child in range(round_item.childCount()):
                item = round_item.child(child)
                assert item is not None
                rows.append((int(item.data(WHO_COLUMN, ROUND_ROLE)),
                             int(item.data(WHO_COLUMN, EVENT_INDEX_ROLE)),
                             item.text(TEXT_COLUMN)))
        return rows

    def round_titles(self) -> list[str]:
        return [item.text(0) for _, item in sorted(self._rounds.items())]

    def totals_row(self, index: int) -> list[str]:
        """The running totals shown on event ``index``'s row (for an event of a folded
        round, the totals of the row of earlier rounds)."""
        item = self._items.get(index, self._earlier)
        if item is None:
            raise IndexError(f"no event {index} on the sheet")
        return [item.text(FIRST_TOTAL_COLUMN + s) for s in range(len(self._totals))]

    def select_event(self, index: int) -> None:
        """Highlight event ``index`` (review mode) without emitting ``event_activated``; an
        event of a folded round highlights the row of earlier rounds."""
        item = self._items.get(index, self._earlier)
        if item is None:
            return
        self._follow.stop()
        self.setCurrentItem(item)
        self.scrollToItem(item)

    def text_width(self, index: QModelIndex | QPersistentModelIndex) -> int:
        """The width a cell's text may use, in pixels (a round's title spans the row)."""
        header = self.header()
        depth = 0
        parent = index.parent()
        while parent.isValid():
            depth += 1
            parent = parent.parent()
        if index.column() == WHO_COLUMN and not index.parent().isValid():
            width = self.viewport().width()
        else:
            width = header.sectionSize(index.column())
        if index.column() == WHO_COLUMN:
            width -= self.indentation() * (depth + 1)
        # The style keeps a margin of its focus frame plus one pixel each side of the text.
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self)
        return width - 2 * (margin + 1)

    def elided_cells(self) -> list[str]:
        """Texts that do not fit their cells as now laid out (tests; should be empty)."""
        out = []
        header = self.headerItem()
        header_metrics = QFontMetrics(self.header().font())
        for column in range(self.columnCount()):
            # Header sections keep about the same margins as cells, plus a sort arrow's room.
            need = header_metrics.horizontalAdvance(header.text(column)) + 8
            if need > self.header().sectionSize(column):
                out.append(header.text(column))
        model = self.model()
        pending = [model.index(row, 0) for row in range(model.rowCount())]
        while pending:
            first = pending.pop()
            pending.extend(model.index(row, 0, first) for row in range(model.rowCount(first)))
            for column in range(self.columnCount()):
                index = first.siblingAtColumn(column)
                text = index.data(Qt.ItemDataRole.DisplayRole)
                if not isinstance(text, str) or not text:
                    continue
                font = index.data(Qt.ItemDataRole.FontRole)
                metrics = QFontMetrics(font if font is not None else self.font())
                width = self.text_width(index)
                words = max(metrics.horizontalAdvance(word) for word in text.split())
                lines = needed_lines(metrics, width, text)
                height = self.visualRect(index).height()
                if words > width or lines * metrics.lineSpacing() > height:
                    out.append(text)
        return out

    # --- internals --------------------------------------------------------------------

    def _relayout_rows(self) -> None:
        # Wrapped rows change height when a column's width changes.
        self._delegate.forget()
        self.scheduleDelayedItemsLayout()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._delegate.forget()
        self.scheduleDelayedItemsLayout()

    def _side_name(self, side: int) -> str:
        if side < len(self._side_names):
            return self._side_names[side]
        return self.tr("Side {n}").format(n=side + 1)

    def _round_item(self, number: int) -> QTreeWidgetItem:
        item = self._rounds.get(number)
        if item is None:
            item = QTreeWidgetItem()
            # Rounds stay in order even when a result arrives for a round with no events.
            later = sum(1 for other in self._rounds if other > number)
            self.insertTopLevelItem(self.topLevelItemCount() - later, item)
            item.setData(WHO_COLUMN, EVENT_INDEX_ROLE, -1)
            item.setData(WHO_COLUMN, ROUND_ROLE, number)
            item.setFirstColumnSpanned(True)
            font = item.font(0)
            font.setBold(True)
            item.setFont(0, font)
            item.setBackground(0, QBrush(QColor(160, 101, 46, 45)))
            self._rounds[number] = item
            self._title_round(item, number)
            item.setExpanded(True)
            if len(self._rounds) > SHOWN_ROUNDS:
                self._fold_through(sorted(self._rounds)[-SHOWN_ROUNDS - 1])
        return item

    def _fold_through(self, number: int) -> None:
        """Sum rounds up to ``number`` into the row of earlier rounds, taking their rows
        off the sheet."""
        if number <= self._folded:
            return
        self._folded = number
        for old in [n for n in self._rounds if n <= number]:
            item = self._rounds.pop(old)
            for child in range(item.childCount()):
                event_item = item.child(child)
                if event_item is not None:
                    self._items.pop(int(event_item.data(WHO_COLUMN, EVENT_INDEX_ROLE)), None)
            self.takeTopLevelItem(self.indexOfTopLevelItem(item))
        if self._earlier is None:
            self._earlier = QTreeWidgetItem()
            self.insertTopLevelItem(0, self._earlier)
            self._earlier.setData(WHO_COLUMN, EVENT_INDEX_ROLE, EARLIER_ROWS)
            self._earlier.setData(WHO_COLUMN, ROUND_ROLE, 0)
            font = self._earlier.font(WHO_COLUMN)
            font.setBold(True)
            for column in range(self.columnCount()):
                self._earlier.setFont(column, font)
                self._earlier.setBackground(column, QBrush(QColor(160, 101, 46, 25)))
        self._title_earlier()

    def _title_earlier(self) -> None:
        item = self._earlier
        rules = self._rules
        if item is None or rules is None:
            return
        self._delegate.forget_item(self.indexFromItem(item, 0).internalId())
        item.setText(WHO_COLUMN, self.tr("Rounds 1-{last}").format(last=self._folded))
        item.setText(TEXT_COLUMN, self.tr("Earlier rounds, in total"))
        item.setToolTip(TEXT_COLUMN, self.tr(
            "Only the latest {shown} rounds are listed event by event; these are the "
            "totals after round {last}.").format(shown=SHOWN_ROUNDS, last=self._folded))
        done = [n for n in self._after_round if n <= self._folded]
        totals = self._after_round[max(done)] if done else [0] * len(self._totals)
        for side, total in enumerate(totals):
            column = FIRST_TOTAL_COLUMN + side
            item.setText(column, str(rules.display(total)))
            item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight
                                  | Qt.AlignmentFlag.AlignVCenter)
            item.setForeground(column, QBrush(QColor("#c62828") if total < 0
                                              else side_colour(side, self.high_contrast)))

    def set_high_contrast(self, on: bool) -> None:
        """Write the sides' names and totals in their strong shades (on) or plain ones."""
        if on == self.high_contrast:
            return
        self.high_contrast = on
        header = self.headerItem()
        for column in range(FIRST_TOTAL_COLUMN, self.columnCount()):
            header.setForeground(column, QBrush(side_colour(column - FIRST_TOTAL_COLUMN, on)))
        for index, item in self._items.items():
            if 0 <= index < len(self._events):
                item.setForeground(WHO_COLUMN, QBrush(side_colour(self._events[index].side,
                                                                  on)))

    def _title_round(self, item: QTreeWidgetItem, number: int) -> None:
        self._delegate.forget_item(self.indexFromItem(item, 0).internalId())
        title = self.tr("Round {n}").format(n=number)
        result = self._results.get(number)
        if result:
            title = self.tr("{title} - {result}").format(title=title, result=result)
        item.setText(0, title)

    def _on_clicked(self, item: QTreeWidgetItem, column: int) -> None:
        index = item.data(WHO_COLUMN, EVENT_INDEX_ROLE)
        if isinstance(index, int) and index >= 0:
            self.event_activated.emit(index)


def _initials(name: str, letters: int) -> str:
    """A person's name cut to ``letters`` letters a word; numbers stay whole ("Computer 2"
    -> "C2", "Anna Maria" -> "AM")."""
    words = name.split()
    if len(words) == 1:
        return name[:letters]
    return "".join(word if word.isdigit() else word[:letters] for word in words)


def _label(name: str, letters: int, limit: int) -> str:
    owners = [part.strip() for part in name.split("&") if part.strip()]
    if len(owners) > 1:
        # A partnership: each partner by a short name (a name of three letters or one that
        # fits stays whole).
        room = max(1, (limit - 3 * (len(owners) - 1)) // len(owners))
        return " & ".join(owner if len(owner) <= max(room, letters, 3) else
                          _initials(owner, letters) for owner in owners)
    if len(name) <= limit:
        return name
    short = _initials(name, letters)
    return short if len(name.split()) > 1 else short + "…"


def side_labels(names: Sequence[str], limit: int = 8) -> list[str]:
    """The running-total columns' headers: each side's name, or a short form of it when it
    is longer than ``limit`` characters, always different from the other sides' headers.

    The sentences need the sheet's width more than the totals do; the full names go in
    the headers' tooltips and accessible names.

    >>> side_labels(["Olena & Marta", "Taras & Bohdan"])
    ['O & M', 'T & B']
    >>> side_labels(["Computer 1", "Computer 2", "You"])
    ['C1', 'C2', 'You']
    >>> side_labels(["Olena & Marta", "Oksana & Mykola"])
    ['Ol & Ma', 'Ok & My']
    """
    for letters in range(1, max((len(n) for n in names), default=1) + 1):
        labels = [_label(name, letters, limit) for name in names]
        if len(set(labels)) == len(labels):
            return labels
    # Names that differ only in their spacing or case: number the sides.
    return [f"{_label(name, 1, limit)} {number}" for number, name in enumerate(names, start=1)]
