"""The ``pinlane`` command: a dispatch table in ``main``, one module per command group."""

from pinlane.cli.main import main

__all__ = ["main"]
