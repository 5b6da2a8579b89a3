"""Every storage test writes under its own tmp_path, never in the real home folder."""

from tests.storage.fixtures import private_dirs

__all__ = ["private_dirs"]
