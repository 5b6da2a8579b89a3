"""What the project uses to measure and probe the game, kept outside the package a player
installs: ``tools.lab`` (the AI lab) and ``tools.bench`` (benches). Run them from the
repository's root, e.g. ``python -m tools.lab.duplicate --help``."""
