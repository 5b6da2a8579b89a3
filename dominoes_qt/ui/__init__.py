"""The Qt window. Everything here is a client of the engine and the AI."""

from dominoes_qt.ui.pinning import pin_none

# PySide6 6.12 returns None from void calls without taking a reference, which on
# Python < 3.12 (where None is not immortal) ends in "deallocating None" after a few
# thousand calls. Pinning it here covers every import of the window code.
pin_none()
