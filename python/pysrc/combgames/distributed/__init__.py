"""A who-wins search spread over Ray's workers: the root's frontier becomes independent jobs,
answered by :func:`combgames.search.solve` as Ray tasks, put back together as they come in.

Installed by ``pip install './python[distributed]'`` (Ray from PyPI). Ray runs on this
machine's cores by default and on a cluster with ``address`` (``ray start --head`` on one
machine, ``ray start --address=HEAD:6379`` on the others). From the command line::

    python -m combgames.distributed domineering 8x8 --first left --depth 2 \\
        --checkpoint run.sqlite --certificate run.json
    python -m combgames.distributed verify run.json --sample 20

:func:`run` keeps the top of the AND/OR tree, submits the jobs, decides a position as soon
as its children allow and cancels the jobs below it that no longer matter, retries a job
whose worker died, records every finished job at once in the checkpoint (an SQLite file: a
rerun skips what it holds), lets the workers share the answers of their tables that cost
many nodes, and writes a certificate that :func:`verify` checks with a search
that shares no pruning with the fast one. ``docs/distributed.md`` has the design.
"""

try:
    import ray  # noqa: F401
except ImportError as missing:  # pragma: no cover - exercised by a test without Ray
    raise ImportError(
        "combgames.distributed needs Ray: pip install 'combgames[distributed]' "
        "(from a checkout: pip install './python[distributed]')"
    ) from missing

from .checkpoint import Checkpoint, CheckpointError
from .certificate import CertificateError, verify
from .driver import SHARE_NODES, Outcome, Run, outcome, run

__all__ = [
    "Checkpoint",
    "CheckpointError",
    "CertificateError",
    "Outcome",
    "Run",
    "SHARE_NODES",
    "outcome",
    "run",
    "verify",
]
