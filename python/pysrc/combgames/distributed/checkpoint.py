"""The checkpoint of a distributed search: every finished job recorded at once in an SQLite
file, under the run it belongs to (ruleset, root, first player, depth, the frontier's
digest), so that a rerun with the same file skips what it holds."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from typing import Dict, Optional, Sequence, Tuple

from ..search import Entry

#: The format written in the file's ``meta`` table; another is refused.
FORMAT = "combgames-distributed-checkpoint-1"


class CheckpointError(Exception):
    """A checkpoint file that cannot be used for this run: another run's, not a checkpoint
    at all, or unreadable. Nothing in it is changed."""


def digest(levels: Sequence[Sequence[Entry]]) -> str:
    """A digest of a frontier: its positions, players, parents and verdicts, level by level.

    >>> from combgames import search
    >>> from combgames.distributed.checkpoint import digest
    >>> a = search.frontier("domineering", "3x3", "left", 2)
    >>> digest(a) == digest(search.frontier("domineering", "3x3", "left", 2))
    True
    """
    rows = [[(e.position, e.player, list(map(list, e.parents)), e.decided) for e in level]
            for level in levels]
    return hashlib.sha256(json.dumps(rows, separators=(",", ":")).encode()).hexdigest()


class Checkpoint:
    """The finished jobs of one run in the SQLite file ``path`` (made if absent). Each job is
    committed as it is recorded: a driver killed at any moment loses only the jobs in
    flight.

    Raises :class:`CheckpointError` for a file of another run (another ruleset, root, first
    player, depth or frontier) or one that is not a checkpoint.
    """

    def __init__(self, path: str, run: Dict[str, object]):
        self.path = path
        self.run = dict(run)
        try:
            self.db = sqlite3.connect(path)
            tables = {r[0] for r in self.db.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'")}
        except sqlite3.DatabaseError as e:
            raise CheckpointError(f"{path}: not a checkpoint file ({e})") from None
        if tables and not {"meta", "jobs"} <= tables:
            self.db.close()
            raise CheckpointError(f"{path}: not a checkpoint file (tables {sorted(tables)})")
        if not tables:
            with self.db:
                self.db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)")
                self.db.execute(
                    "CREATE TABLE jobs (tree TEXT, job INTEGER, wins INTEGER, best TEXT, "
                    "nodes INTEGER, seconds REAL, PRIMARY KEY (tree, job))")
                self.db.execute("INSERT INTO meta VALUES ('format', ?)", (FORMAT,))
                for key, value in self.run.items():
                    self.db.execute("INSERT INTO meta VALUES (?, ?)", (key, json.dumps(value)))
            return
        meta = dict(self.db.execute("SELECT key, value FROM meta"))
        if meta.get("format") != FORMAT:
            self.db.close()
            raise CheckpointError(f"{path}: format {meta.get('format')!r}, expected {FORMAT!r}")
        for key, value in self.run.items():
            stored = json.loads(meta[key]) if key in meta else None
            if stored != value:
                self.db.close()
                raise CheckpointError(
                    f"{path}: a checkpoint of another run ({key} {stored!r}, this run {value!r})")

    def done(self, tree: str) -> Dict[int, Tuple[bool, Optional[str], int, float]]:
        """The jobs recorded for the root ``tree`` (``"left"`` or ``"right"`` first), by
        index: ``(wins, best, nodes, seconds)``."""
        return {job: (bool(wins), best, nodes, seconds) for job, wins, best, nodes, seconds in
                self.db.execute("SELECT job, wins, best, nodes, seconds FROM jobs WHERE tree = ?",
                                (tree,))}

    def record(self, tree: str, job: int, wins: bool, best: Optional[str], nodes: int,
               seconds: float) -> None:
        """Records one finished job, committed at once."""
        with self.db:
            self.db.execute("INSERT OR REPLACE INTO jobs VALUES (?, ?, ?, ?, ?, ?)",
                            (tree, job, int(wins), best, nodes, seconds))

    def close(self) -> None:
        """Closes the file."""
        self.db.close()
