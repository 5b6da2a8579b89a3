"""Files the player keeps: saved games, the autosave, preferences, statistics. No Qt.

Every path comes from :mod:`dominoes_qt.paths`; every write is atomic
(:mod:`dominoes_qt.storage.atomic`).
"""
