"""The driver: the top of the AND/OR tree kept here, its jobs run as Ray tasks."""

from __future__ import annotations

import json
import os
import socket
import sys
import time
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

import ray

from .. import search
from .checkpoint import Checkpoint, digest

#: The format of the certificates :func:`run` writes.
CERTIFICATE_FORMAT = "combgames-distributed-certificate-1"


#: The least nodes of an answer the workers share by default (see :func:`run`'s ``share``).
SHARE_NODES = 4096


@ray.remote(max_concurrency=2)
class _Worker:
    """A Ray actor that answers jobs one at a time with a search kept between them (its table
    serves the next jobs), and stops the job in progress when told to (``stop`` runs on the
    actor's second thread while ``solve`` searches without the GIL). Each job first takes in
    the answers the other workers shared since its last job, and returns with its answer the
    new answers of its own table that cost at least ``share`` nodes (none if ``share`` is
    ``None``). ``crash_once`` (tests only): the first job to find no file there makes it and
    kills the worker's process, as a machine failing would; Ray restarts the actor and
    retries the job."""

    def __init__(self, ruleset: str, threads: int, table_bytes: Optional[int],
                 crash_once: Optional[str], share: Optional[int]):
        from .. import JobSolver
        self.solver = JobSolver(ruleset, threads=threads, table_bytes=table_bytes)
        self.crash_once = crash_once
        self.share = share
        self.seen = set()  # the positions already shared or learned

    @ray.method(num_returns=3)
    def solve(self, position: str, player: str, learned: list):
        """The job's answer (``None`` if stopped), how many rows it shares, and the rows.
        ``learned`` is a list of references to the other workers' rows, fetched here from
        Ray's object store (the driver never holds the rows)."""
        if self.crash_once is not None and not os.path.exists(self.crash_once):
            with open(self.crash_once, "w", encoding="utf-8"):
                pass
            os._exit(1)
        try:
            batches = ray.get(learned)
        except ray.exceptions.RayError:
            # Rows lost with a machine that died: sharing only saves work, so the job goes on
            # without them rather than fail.
            batches = []
        for rows in batches:
            if rows:
                self.solver.learn(rows)
                self.seen.update(row[0] for row in rows)
        solved = self.solver.solve(position, player)
        if solved is None or self.share is None:
            return solved, 0, []
        rows = [row for row in self.solver.answered(self.share) if row[0] not in self.seen]
        self.seen.update(row[0] for row in rows)
        return solved, len(rows), rows

    def stop(self) -> None:
        self.solver.stop()


@dataclass
class Run:
    """What one root's search found: ``wins`` (whether the player moving first wins; ``None``
    if stopped before the answer), the frontier's ``levels``, the ``results`` of the jobs
    answered (by index: ``(wins, best, nodes, seconds)``), and the counts: ``jobs`` in the
    frontier, ``solved`` here (their indices in ``solved_jobs``), ``resumed`` from the
    checkpoint, ``cancelled`` once they no
    longer mattered, ``shared`` (the answers the workers handed to each other), ``nodes``
    visited here, ``seconds`` of wall time."""

    ruleset: str
    position: str
    first: str
    depth: int
    wins: Optional[bool]
    levels: List[List[search.Entry]]
    results: Dict[int, Tuple[bool, Optional[str], int, float]] = field(default_factory=dict)
    jobs: int = 0
    solved_jobs: List[int] = field(default_factory=list)
    solved: int = 0
    resumed: int = 0
    cancelled: int = 0
    shared: int = 0
    nodes: int = 0
    seconds: float = 0.0

    def certificate(self) -> dict:
        """The certificate of this run: the tree and each answered job's result."""
        return {
            "format": CERTIFICATE_FORMAT,
            "ruleset": self.ruleset,
            "position": self.position,
            "first": self.first,
            "depth": self.depth,
            "wins": self.wins,
            "levels": [[[e.position, e.player, [list(p) for p in e.parents], e.decided]
                        for e in level] for level in self.levels],
            "results": {str(i): [w, b, n] for i, (w, b, n, _) in sorted(self.results.items())},
        }


@dataclass
class Outcome:
    """Both roots' runs (Left first, then Right first) and the outcome letter: ``L`` (Left
    wins whoever starts), ``R``, ``N`` (the first player) or ``P`` (the second)."""

    letter: str
    left: Run
    right: Run


class _Ray:
    """Ray started here (and shut down after) unless it already runs in this process."""

    def __init__(self, address: Optional[str], cpus: Optional[int]):
        self.mine = not ray.is_initialized()
        if self.mine:
            _check_reachable(address)
            kwargs = dict(include_dashboard=False, log_to_driver=False, logging_level="ERROR")
            if address is None:
                kwargs["num_cpus"] = cpus if cpus is not None else os.cpu_count()
            ray.init(address=address, **kwargs)

    def close(self) -> None:
        if self.mine:
            ray.shutdown()


#: Seconds to wait for a cluster's head to accept a connection before refusing its address.
CONNECT_SECONDS = 5.0


def _check_reachable(address: Optional[str]) -> None:
    """Raises ``ConnectionError`` at once if ``address`` names a host and port (``HOST:PORT``
    or ``ray://HOST:PORT``) where nothing accepts a connection within :data:`CONNECT_SECONDS`
    (Ray itself retries such an address for minutes). ``None``, ``auto`` and ``local`` are
    left to Ray."""
    if address is None or address in ("auto", "local"):
        return
    rest = address.split("://", 1)[-1]
    host, sep, port = rest.rpartition(":")
    if not sep or not port.isdigit():
        raise ValueError(f"--address {address!r}: expected HOST:PORT (as `ray start --head` "
                         "prints it), ray://HOST:PORT, auto or local")
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=CONNECT_SECONDS).close()
    except OSError as e:
        raise ConnectionError(
            f"no Ray cluster answers at {address} ({e.strerror or e}): start one with "
            "`ray start --head`, or leave --address out to run Ray on this machine") from None


def _say(progress: bool, text: str) -> None:
    if progress:
        print(f"distributed: {text}", file=sys.stderr, flush=True)


def run(ruleset: str, position: str, first: str = "left", depth: int = 2,
        checkpoint: Optional[str] = None, certificate: Optional[str] = None,
        address: Optional[str] = None, cpus: Optional[int] = None, threads: int = 1,
        table_bytes: Optional[int] = None, stop_after: Optional[int] = None,
        progress: bool = True, share: Optional[int] = SHARE_NODES,
        crash_once: Optional[str] = None, max_retries: int = 3) -> Run:
    """Whether ``first``, moving first on ``position``, wins, by jobs on Ray.

    The frontier ``depth`` moves down is listed here (:func:`combgames.search.frontier`);
    its undecided positions go, in the frontier's order, to Ray actors of ``threads`` threads
    each (as many as the CPUs allow), one job at a time per actor; an actor keeps its search
    and table (``table_bytes``: the ruleset's default) from job to job, and the actors share
    the answers of their tables that cost at least ``share`` nodes (:data:`SHARE_NODES`;
    ``None``: nothing shared): each job's new ones stay in Ray's object store and every other
    actor fetches them with its next job, so that a position two jobs meet is searched once. As
    answers come in
    the tree above is decided where it can be, and the jobs in progress below a decided
    position are stopped. An actor whose process dies is restarted and its job retried
    (``max_retries`` times). With ``checkpoint`` every answer is
    committed to that SQLite file at once and a rerun skips the jobs it holds; with
    ``certificate`` the tree and the answers are written there as JSON for :func:`verify`.
    ``stop_after`` stops after that many jobs are answered here (the run is then undecided).
    Progress goes to stderr. Ray runs locally on ``cpus`` CPUs (all by default) unless
    ``address`` names a cluster.

    Raises :class:`CheckpointError` for a checkpoint of another run.

    >>> from combgames.distributed import run
    >>> r = run("domineering", "4x4", "left", depth=2, cpus=2, progress=False)
    >>> r.wins, r.jobs > 0
    (True, True)
    """
    started = time.monotonic()
    if depth < 0 or threads < 1 or (cpus is not None and cpus < 1) or (
            share is not None and share < 1):
        raise ValueError(f"depth must be at least 0, threads, cpus and share at least 1 "
                         f"(depth {depth}, threads {threads}, cpus {cpus}, share {share})")
    if certificate is not None:
        # Written at the end; a path that cannot be written fails now, not after the search.
        with open(certificate, "w", encoding="utf-8"):
            pass
    levels = search.frontier(ruleset, position, first, depth)
    jobs = search.jobs(levels)
    last = len(levels) - 1
    result = Run(ruleset, position, first, depth, None, levels, jobs=len(jobs))
    store = None
    if checkpoint is not None:
        store = Checkpoint(checkpoint, {"ruleset": ruleset, "position": position,
                                        "depth": depth, "frontier": digest(levels)})
        result.results.update(store.done(first))
        result.resumed = len(result.results)
    answers: List[Optional[bool]] = [None] * len(levels[last])
    for i, (wins, _, _, _) in result.results.items():
        answers[i] = wins
    result.wins = search.resolve(levels, answers)
    _say(progress, f"{ruleset} {position}, {first} first: {len(jobs)} jobs {depth} moves down"
         + (f", {result.resumed} from the checkpoint" if result.resumed else ""))
    connection = None
    try:
        if result.wins is None and (stop_after is None or stop_after > 0):
            connection = _Ray(address, cpus)
            _drive(result, answers, store, threads, table_bytes, stop_after, progress,
                   share, crash_once, max_retries)
    finally:
        if connection is not None:
            connection.close()
        if store is not None:
            store.close()
    result.seconds = time.monotonic() - started
    if certificate is not None:
        with open(certificate, "w", encoding="utf-8") as out:
            json.dump(result.certificate(), out)
    _say(progress, f"{'decided' if result.wins is not None else 'stopped'}: {result.solved} "
         f"jobs solved, {result.resumed} resumed, {result.cancelled} cancelled, "
         f"{result.shared} answers shared, {result.nodes} nodes in {result.seconds:.1f} s")
    return result


def _drive(result: Run, answers: List[Optional[bool]], store: Optional[Checkpoint],
           threads: int, table_bytes: Optional[int], stop_after: Optional[int],
           progress: bool, share: Optional[int], crash_once: Optional[str],
           max_retries: int) -> None:
    levels, ruleset = result.levels, result.ruleset
    last = levels[-1]
    cpus = int(ray.cluster_resources().get("CPU", 0))
    if cpus < threads:
        raise ValueError(f"Ray has {cpus} CPUs, fewer than the {threads} threads of one job")
    count = cpus // threads
    workers = [_Worker.options(num_cpus=threads, max_restarts=max_retries,
                               max_task_retries=max_retries)
               .remote(ruleset, threads, table_bytes, crash_once, share)
               for _ in range(count)]
    idle = list(range(count))
    # The answers the workers shared, as (worker, reference to the rows) in the order they
    # came, from the index `base` on; each worker has been sent those before `sent[w]`, and
    # those every worker has been sent are dropped (Ray then frees the rows).
    shared: List[Tuple[int, object]] = []
    base = 0
    sent = [0] * count
    queue = [i for i in search.jobs(levels) if i not in result.results]
    queue.reverse()  # popped from the end: the frontier's order
    # answer's ref -> (job, worker, refs of the count and of the rows shared)
    pending: Dict[object, Tuple[int, int, object, object]] = {}
    stopping = set()
    stops = []
    live = search.needed(levels, answers)
    begun = said = time.monotonic()
    try:
        while result.wins is None:
            if stop_after is not None and result.solved >= stop_after:
                break
            while queue and idle:
                i = queue.pop()
                if live[i]:
                    w = idle.pop()
                    learned = [rows for origin, rows in shared[sent[w] - base:] if origin != w]
                    sent[w] = base + len(shared)
                    ref, size, rows = workers[w].solve.remote(last[i].position,
                                                              last[i].player, learned)
                    pending[ref] = (i, w, size, rows)
                    done = min(sent)
                    del shared[:done - base]
                    base = done
            if not pending:
                break
            ready, _ = ray.wait(list(pending), num_returns=1, timeout=1.0)
            if ready:
                more, _ = ray.wait([r for r in pending if r not in ready],
                                   num_returns=len(pending) - len(ready), timeout=0)
                ready += more
            for ref in ready:
                i, w, size, rows = pending.pop(ref)
                idle.append(w)
                stopping.discard(ref)
                solved, size = ray.get([ref, size])
                if size:
                    shared.append((w, rows))
                    result.shared += size
                if solved is None:
                    # Stopped. A stop meant for the job before it on this actor can land on
                    # it: a job still needed goes back to the front of the queue.
                    if live[i]:
                        queue.append(i)
                    continue
                wins, best, nodes, seconds = solved
                result.results[i] = (wins, best, nodes, seconds)
                result.solved += 1
                result.solved_jobs.append(i)
                result.nodes += nodes
                answers[i] = wins
                if store is not None:
                    store.record(result.first, i, wins, best, nodes, seconds)
            result.wins = search.resolve(levels, answers)
            live = search.needed(levels, answers)
            for ref, (i, w, _, _) in pending.items():
                if not live[i] and ref not in stopping:
                    stops.append(workers[w].stop.remote())
                    stopping.add(ref)
                    result.cancelled += 1
            now = time.monotonic()
            if now - said >= 2.0:
                said = now
                rate = result.nodes / max(now - begun, 1e-9)
                decided = sum(x is not None for level in search.status(levels, answers)
                              for x in level)
                _say(progress, f"{result.solved + result.resumed}/{result.jobs} jobs done, "
                     f"{len(pending)} in flight, {result.cancelled} cancelled, "
                     f"{decided} positions of the tree decided, {rate:,.0f} nodes/s")
        result.cancelled += len([r for r in pending if r not in stopping])
    finally:
        # The jobs still in progress are stopped and awaited (a few milliseconds), so that
        # no task is left to retry when the actors go.
        for ref, (_, w, _, _) in pending.items():
            if ref not in stopping:
                stops.append(workers[w].stop.remote())
        ray.wait(stops + list(pending), num_returns=len(stops) + len(pending), timeout=30)
        for worker in workers:
            ray.kill(worker, no_restart=True)


def outcome(ruleset: str, position: str, **options) -> Outcome:
    """Who wins ``position``: :func:`run` with Left first, then with Right first (the same
    ``options``; a checkpoint keeps both), as the letter ``L``, ``R``, ``N`` or ``P``. A
    ``certificate`` holds both roots.

    >>> from combgames.distributed import outcome
    >>> outcome("domineering", "4x4", depth=1, cpus=2, progress=False).letter
    'N'
    """
    certificate = options.pop("certificate", None)
    if certificate is not None:
        with open(certificate, "w", encoding="utf-8"):
            pass
    connection = _Ray(options.get("address"), options.get("cpus"))
    try:
        left = run(ruleset, position, "left", **options)
        right = run(ruleset, position, "right", **options)
    finally:
        connection.close()
    letter = letter_of(left.wins, right.wins)
    if certificate is not None:
        with open(certificate, "w", encoding="utf-8") as out:
            json.dump({"format": CERTIFICATE_FORMAT, "outcome": letter,
                       "roots": [left.certificate(), right.certificate()]}, out)
    return Outcome(letter, left, right)


def letter_of(left: Optional[bool], right: Optional[bool]) -> str:
    """The outcome letter from whether Left wins moving first and whether Right does (``?``
    if either is unknown).

    >>> from combgames.distributed.driver import letter_of
    >>> letter_of(True, False), letter_of(False, False), letter_of(None, True)
    ('L', 'P', '?')
    """
    if left is None or right is None:
        return "?"
    return {(True, True): "N", (True, False): "L", (False, True): "R",
            (False, False): "P"}[(left, right)]
