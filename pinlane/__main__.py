"""``python -m pinlane``: the same as the ``pinlane`` command (used by installed hooks)."""

import sys

from pinlane.cli.main import main

sys.exit(main())
