# The package's native part is combgames._native (Rust, built by maturin); its names are the
# package's. The module docstring is the native module's (it carries the package's example).
"""Combinatorial game theory and Fibonacci number theory, from the Rust crates of combgames."""

from . import _native
from ._native import *  # noqa: F401,F403  (every public name of the native module)
from ._native import _set_arena_limits  # noqa: F401  (used by the tests)
from . import search  # noqa: F401  (the who-wins search split into jobs)
from .board import Board  # noqa: F401  (a grid ruleset's position, shown in notebooks)

__doc__ = _native.__doc__
__all__ = [name for name in dir(_native) if not name.startswith("_")] + ["search", "Board"]
