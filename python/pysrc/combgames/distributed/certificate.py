"""The check of a certificate: the tree recomputed from the rules, its logic, and its leaves
re-solved by a search that shares no pruning with the fast one."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import List, Optional

from .. import search

#: The formats of certificates read.
FORMAT = "combgames-distributed-certificate-1"


class CertificateError(Exception):
    """A certificate that does not prove its answer: the message says what failed."""


@dataclass
class Report:
    """What :func:`verify` checked: the ``answer`` proved (``L``/``R`` for one root with its
    first player, the outcome letter for both), the roots, the positions of their trees,
    the leaves answered and the leaves re-solved by the plain search."""

    answer: str
    roots: int
    positions: int
    answered: int
    resolved: int
    nodes: int

    def __str__(self) -> str:
        return (f"{self.answer}: {self.roots} root(s), a tree of {self.positions} positions "
                f"recomputed from the rules, its logic checked on {self.answered} answered "
                f"leaves; {self.resolved} of them re-solved by the plain search "
                f"({self.nodes} positions), all agree")


def _root(cert: dict, sample: Optional[int], steps: Optional[int], seed: int,
          report: Report) -> bool:
    try:
        ruleset, position, first = cert["ruleset"], cert["position"], cert["first"]
        depth, claimed = int(cert["depth"]), cert["wins"]
        stored, results = cert["levels"], cert["results"]
    except (KeyError, TypeError, ValueError) as e:
        raise CertificateError(f"not a certificate: missing or bad field {e}") from None
    if claimed not in (True, False):
        raise CertificateError(f"{ruleset} {position}, {first} first: no answer claimed")
    levels = search.frontier(ruleset, position, first, depth)
    rows = [[[e.position, e.player, [list(p) for p in e.parents], e.decided] for e in level]
            for level in levels]
    if rows != stored:
        raise CertificateError(
            f"{ruleset} {position}, {first} first: the tree does not follow from the rules")
    last = levels[-1]
    answers: List[Optional[bool]] = [None] * len(last)
    try:
        items = [(int(key), value[0]) for key, value in results.items()]
    except (AttributeError, TypeError, ValueError, IndexError, KeyError) as e:
        raise CertificateError(f"{ruleset} {position}: malformed results ({e})") from None
    for i, wins in items:
        if not 0 <= i < len(last) or last[i].decided is not None or wins not in (True, False):
            raise CertificateError(f"{ruleset} {position}: a result for entry {i}, not a job")
        answers[i] = wins
    if search.resolve(levels, answers) is not claimed:
        raise CertificateError(
            f"{ruleset} {position}, {first} first: the leaves' answers do not give the "
            f"answer claimed ({claimed})")
    # Decided entries (no move) and a sample of the answered jobs, by the definition.
    checked = [i for i, e in enumerate(last) if e.decided is not None]
    checked += search.sample(sorted(i for i, _ in items), sample, seed)
    for i in checked:
        wins, nodes = search.solve_plain(ruleset, last[i].position, last[i].player, steps)
        report.nodes += nodes
        expected = last[i].decided if last[i].decided is not None else answers[i]
        if wins != expected:
            raise CertificateError(
                f"{ruleset} {position}, {first} first: leaf {i} ({last[i].position!r}, "
                f"{last[i].player} to move) is a {'win' if wins else 'loss'} by the plain "
                f"search, the certificate says {'win' if expected else 'loss'}")
    report.roots += 1
    report.positions += sum(len(level) for level in levels)
    report.answered += len(items)
    report.resolved += len(checked)
    return claimed


def verify(path: str, sample: Optional[int] = None, steps: Optional[int] = None,
           seed: int = 0) -> Report:
    """Checks the certificate in ``path``: the tree is recomputed from the rules and must
    equal the one stored, the leaves' answers must give the answer claimed, and the leaves
    decided without search and the answered jobs (all of them, or ``sample`` of them at
    random with ``seed``) are re-solved by :func:`combgames.search.solve_plain` (a plain
    search of the definition, within ``steps`` positions each) and must agree. Returns a
    :class:`Report`; raises :class:`CertificateError` saying what failed.

    >>> import os, tempfile
    >>> from combgames.distributed import run, verify
    >>> path = os.path.join(tempfile.mkdtemp(), "c.json")
    >>> _ = run("cram", "3x4", "left", depth=2, cpus=2, certificate=path, progress=False)
    >>> verify(path).answer
    'L'
    """
    try:
        with open(path, encoding="utf-8") as f:
            cert = json.load(f)
    except (OSError, ValueError) as e:
        raise CertificateError(f"{path}: cannot read a certificate ({e})") from None
    if not isinstance(cert, dict) or cert.get("format") != FORMAT:
        raise CertificateError(f"{path}: not a certificate of format {FORMAT!r}")
    report = Report("", 0, 0, 0, 0, 0)
    if "roots" in cert:
        roots = cert["roots"]
        if (not isinstance(roots, list) or len(roots) != 2
                or not all(isinstance(r, dict) for r in roots)
                or [r.get("first") for r in roots] != ["left", "right"]):
            raise CertificateError(f"{path}: an outcome needs the Left and Right roots")
        left, right = (_root(r, sample, steps, seed, report) for r in roots)
        from .driver import letter_of
        report.answer = letter_of(left, right)
        if cert.get("outcome") != report.answer:
            raise CertificateError(
                f"{path}: the roots give {report.answer}, the certificate says "
                f"{cert.get('outcome')}")
    else:
        wins = _root(cert, sample, steps, seed, report)
        first = cert["first"]
        report.answer = "L" if (first == "left") == wins else "R"
    return report
