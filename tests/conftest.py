import os

# Every Qt test runs offscreen: no display is needed on CI or a developer's machine.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Every test, the window's included, gets private data and config folders under tmp_path.
from tests.storage.fixtures import private_dirs  # noqa: F401
