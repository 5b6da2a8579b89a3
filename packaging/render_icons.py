"""Render the scalable app icon to the PNG sizes desktops ask for.

Run after editing ``dominoes_qt/data/icons/dominoes-qt.svg``; the PNGs are committed so
that neither installing nor bundling needs Qt's SVG renderer at build time::

    .venv/bin/python packaging/render_icons.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SIZES = (16, 32, 48, 64, 128, 256)
ICONS = Path(__file__).resolve().parent.parent / "dominoes_qt" / "data" / "icons"


def render(svg: Path, out_dir: Path, sizes: tuple[int, ...] = SIZES) -> list[Path]:
    """Write ``dominoes-qt-<size>.png`` for each size and return the paths written."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    # QPainter on a QImage needs a QGuiApplication for its font and raster engine.
    app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG for Qt")
    written = []
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        path = out_dir / f"dominoes-qt-{size}.png"
        if not image.save(str(path)):  # the suffix picks PNG
            raise OSError(f"{path}: could not write")
        written.append(path)
    del app
    return written


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    for path in render(ICONS / "dominoes-qt.svg", ICONS):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
