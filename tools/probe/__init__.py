"""Probes of the real window: its frames and repaints while computers play, and soak runs
that watch many matches (or one kept going to its round limit) for anything that grows."""
