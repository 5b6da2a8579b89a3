"""What the project uses to measure, probe and picture the game, kept outside the package a
player installs: ``tools.lab`` (the AI lab), ``tools.bench`` (benches), ``tools.probe``
(probes and soak runs of the window) and ``tools.pictures`` (pictures for the docs). Run
them from the repository's root, e.g. ``python -m tools.lab.duplicate --help``."""
