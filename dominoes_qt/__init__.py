"""dominoes_qt: Exact 61 Five Up and Seven Rocks, played exactly as written."""

__version__ = "0.2.0"
