import multiprocessing
import sys

from dominoes_qt.cli import main

# In the frozen bundle a worker process (the master's pool, simulate --jobs) starts this
# same program; freeze_support turns it into the worker instead of a second window.
multiprocessing.freeze_support()
sys.exit(main())
