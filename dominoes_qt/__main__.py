import sys

from dominoes_qt.cli import main

sys.exit(main())
