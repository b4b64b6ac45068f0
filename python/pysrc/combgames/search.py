"""The who-wins search split into independent jobs, for drivers that spread it over processes
or machines (``combgames.distributed`` runs them on Ray).

A root's **frontier** is the list of levels of distinct positions (up to the ruleset's
symmetries) reached 1, 2, ... ``depth`` moves below it, each with the entries above that
lead to it; the undecided positions of the last level are the **jobs**. Each job is
answered by :func:`solve` (the fast search, the GIL released while it runs) and the root's
answer follows by :func:`resolve`: a position wins iff one of its children loses.
:func:`solve_plain` answers a job by the definition alone, sharing no pruning with
:func:`solve`: the check of a certificate.

The rulesets: ``RULESETS``. Positions are written as the command line writes them
(``"8x8"`` or rows such as ``"..#.|...."`` for Domineering and Cram).

>>> from combgames import search
>>> levels = search.frontier("domineering", "4x4", first="left", depth=2)
>>> [len(level) for level in levels]
[1, 4, 27]
>>> answers = [search.solve("domineering", e.position, e.player).wins for e in levels[-1]]
>>> search.resolve(levels, answers)
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import List, Optional, Sequence, Tuple

from . import _native

#: The rulesets whose who-wins searches split into jobs.
RULESETS: Tuple[str, ...] = tuple(_native._JOB_RULESETS)


@dataclass(frozen=True)
class Entry:
    """One position of a frontier's level.

    ``position`` is its text, ``player`` who moves on it (``"left"`` or ``"right"``),
    ``parents`` the entries of the level above that lead to it, each as ``(index, option)``
    (the option is the position's text as that parent's move), and ``decided`` who wins
    where no search is needed (``True``: the player to move; ``None``: a job).

    >>> from combgames import search
    >>> root = search.frontier("cram", "2x2", "left", 1)[0][0]
    >>> root.position, root.player, root.parents, root.decided
    ('..|..', 'left', (), None)
    """

    position: str
    player: str
    parents: Tuple[Tuple[int, str], ...]
    decided: Optional[bool]


@dataclass(frozen=True)
class Solved:
    """A job's answer: whether the player to move ``wins``, a winning option ``best`` (the
    position after the move; ``None`` for a loss), the positions ``nodes`` visited and the
    ``seconds`` taken.

    >>> from combgames import search
    >>> a = search.solve("domineering", "3x3", "left")
    >>> a.wins, a.best is not None, a.nodes >= 0
    (True, True, True)
    """

    wins: bool
    best: Optional[str]
    nodes: int
    seconds: float


def _counts(least: int, **counts: Optional[int]) -> None:
    """Raises ``ValueError`` for a count below ``least`` (``None`` is left to the default),
    naming it: Rust's unsigned counts would refuse a negative one as an ``OverflowError``."""
    for name, value in counts.items():
        if value is not None and value < least:
            raise ValueError(f"{name} must be at least {least}, not {value}")


def frontier(ruleset: str, position: str, first: str = "left", depth: int = 2,
             items: Optional[int] = None) -> List[List[Entry]]:
    """The frontier of ``position`` with ``first`` to move, ``depth`` moves down: a list of
    levels (the root's first), each a list of :class:`Entry`. Raises ``LimitExceeded`` past
    ``items`` positions (``2**20`` by default), ``ParseError`` for a bad position and
    ``ValueError`` for an unknown ruleset or player.

    >>> from combgames import search
    >>> levels = search.frontier("clobber", "xo|ox", "left", 1)
    >>> len(levels[1]), len(levels[1][0].parents)  # Left's four captures are one up to symmetry
    (1, 4)
    """
    _counts(0, depth=depth, items=items)
    rows = _native._frontier(ruleset, position, first, depth, items)
    return [[Entry(p, q, tuple((i, m) for i, m in parents), d) for p, q, parents, d in level]
            for level in rows]


def jobs(levels: Sequence[Sequence[Entry]]) -> List[int]:
    """The indices, in the last level, of the entries that need a search.

    >>> from combgames import search
    >>> levels = search.frontier("domineering", "4x4", "left", 2)
    >>> len(search.jobs(levels)) <= len(levels[-1])
    True
    """
    return [i for i, e in enumerate(levels[-1]) if e.decided is None]


def status(levels: Sequence[Sequence[Entry]],
           answers: Sequence[Optional[bool]]) -> List[List[Optional[bool]]]:
    """Who wins each entry of each level, from the answers of the last level's entries
    (``answers[i]`` for entry ``i``; ``None`` where not known; a decided entry's own answer
    comes first): an entry wins iff some child loses, loses iff every child wins, and is
    ``None`` while the known answers do not decide it.

    >>> from combgames import search
    >>> levels = search.frontier("domineering", "2x2", "left", 1)
    >>> search.status(levels, [None])  # not known yet
    [[None], [None]]
    >>> search.status(levels, [False])  # Horizontal, to move after Vertical's domino, loses
    [[True], [False]]
    """
    last = len(levels) - 1
    below = [e.decided if e.decided is not None else answers[i]
             for i, e in enumerate(levels[last])]
    table = [below]
    for level in range(last - 1, -1, -1):
        n = len(levels[level])
        any_loss = [False] * n
        unknown = [False] * n
        for child, answer in zip(levels[level + 1], below):
            for parent, _ in child.parents:
                if answer is False:
                    any_loss[parent] = True
                elif answer is None:
                    unknown[parent] = True
        below = []
        for i, e in enumerate(levels[level]):
            if e.decided is not None:
                below.append(e.decided)
            elif any_loss[i]:
                below.append(True)
            elif unknown[i]:
                below.append(None)
            else:
                below.append(False)
        table.append(below)
    table.reverse()
    return table


def resolve(levels: Sequence[Sequence[Entry]],
            answers: Sequence[Optional[bool]]) -> Optional[bool]:
    """Whether the root's player wins, from the last level's answers (see :func:`status`);
    ``None`` if the answers known do not decide it.

    >>> from combgames import search
    >>> levels = search.frontier("domineering", "2x2", "left", 1)
    >>> search.resolve(levels, [search.solve("domineering", e.position, e.player).wins
    ...                         for e in levels[1]])
    True
    """
    return status(levels, answers)[0][0]


def needed(levels: Sequence[Sequence[Entry]],
           answers: Sequence[Optional[bool]]) -> List[bool]:
    """Which entries of the last level still matter: those not yet answered with a path to
    the root through entries that are all still undecided. A job that no longer matters can
    be cancelled.

    >>> from combgames import search
    >>> levels = search.frontier("domineering", "4x4", "left", 1)
    >>> search.needed(levels, [None] * len(levels[1])) == [True] * len(levels[1])
    True
    """
    table = status(levels, answers)
    live = [table[0][0] is None]
    for level in range(1, len(levels)):
        live = [table[level][i] is None and any(live[p] for p, _ in e.parents)
                for i, e in enumerate(levels[level])]
    return live


def solve(ruleset: str, position: str, player: str, threads: int = 1,
          steps: Optional[int] = None, table_bytes: Optional[int] = None) -> Solved:
    """Whether ``player``, to move on ``position``, wins, by the fast who-wins search (for
    Domineering the dedicated solver, else the framework's), on ``threads`` threads, with a
    winning move for a win. The GIL is released while it searches; Ctrl-C stops it. Raises
    ``LimitExceeded`` past ``steps`` positions (``2**36`` by default), ``ValueError`` for a
    negative count.

    >>> from combgames import search
    >>> search.solve("cram", "3x3", "left").wins, search.solve("cram", "2x3", "left").wins
    (False, True)
    """
    _counts(0, threads=threads, steps=steps, table_bytes=table_bytes)
    wins, best, nodes, seconds = _native._solve(ruleset, position, player, threads, steps,
                                                table_bytes)
    return Solved(wins, best, nodes, seconds)


def solve_plain(ruleset: str, position: str, player: str,
                steps: Optional[int] = None) -> Tuple[bool, int]:
    """Whether ``player``, to move on ``position``, wins, by the definition alone (a depth
    first search with a memo of positions answered: no symmetry, no split into parts, no
    theorem), and the positions visited. Raises ``LimitExceeded`` past ``steps`` positions
    (``2**26`` by default).

    >>> from combgames import search
    >>> search.solve_plain("domineering", "3x3", "left")[0]
    True
    """
    _counts(0, steps=steps)
    return _native._solve_plain(ruleset, position, player, steps)


def sample(indices: Sequence[int], k: Optional[int], seed: int = 0) -> List[int]:
    """``k`` of ``indices`` chosen at random with ``seed`` (all of them for ``None``), in
    order.

    >>> from combgames import search
    >>> search.sample(range(10), 3, seed=1) == sorted(search.sample(range(10), 3, seed=1))
    True
    """
    indices = list(indices)
    if k is None or k >= len(indices):
        return indices
    return sorted(random.Random(seed).sample(indices, k))
