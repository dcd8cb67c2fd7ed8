"""``python -m quiddler`` runs the same command as ``quiddler``."""

import sys

from quiddler.cli import main

sys.exit(main())
