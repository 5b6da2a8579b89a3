import os

# Every Qt test runs offscreen: no display is needed on CI or a developer's machine.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
