#!/usr/bin/env python3
"""The largest positions each ruleset values in a minute and in ten minutes on this machine,
written into the section "rulesets-frontier" of docs/performance.md.

Rerun by hand (not in CI; it measures for most of an hour):

    python3 benches/rulesets_frontier.py [--jobs 2] [--out results.json]

For each ruleset it climbs a ladder of positions, running `cgt RULESET POSITION` (the
canonical form, by the search core's value search) once each under `/usr/bin/time` (wall
time, peak resident memory). A canonical form past the printer's limit of 2^20 characters has
been computed when `cgt` refuses to print it, so that refusal counts as valued. A run that
passes 60 s ends the climb after it, and it gets up to 600 s; a run past 600 s is stopped.
The table: the largest position valued within 60 s and within 600 s, with its time and memory.
With `--jobs 2` two rulesets run at once (the search itself uses one core). `--only R ...`
climbs some ladders and `--cap S` stops a run after S seconds instead of 600: the table is
then printed, not written into the docs.
"""
import argparse
import concurrent.futures
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benches"))
from pages import replace_section  # noqa: E402

CGT = str(ROOT / "target" / "release" / "examples" / "cgt")
STEPS = str(1 << 40)


def rows(r, c, cell):
    return "|".join("".join(cell(i, j) for j in range(c)) for i in range(r))


def checker(r, c, hole=()):
    return rows(r, c, lambda i, j: "." if (i, j) in hole else "xo"[(i + j) % 2])


def toads(n):
    k = n // 3
    return "T" * k + "." * (n - 2 * k) + "F" * k


def toppling(n):
    rng = random.Random(n)
    return "".join(rng.choice("LRG") for _ in range(n))


def amazons(r, c):
    return rows(r, c, lambda i, j: "L" if (i, j) == (0, 0) else "R" if (i, j) == (r - 1, c - 1) else ".")


def labelled_grid(r, c):
    """The grid graph r x c, each edge labelled L, R or G at random (seeded by the size);
    vertex 0, a corner, is Hackenbush's ground."""
    rng = random.Random(r * 100 + c)
    edges = []
    for i in range(r):
        for j in range(c):
            v = i * c + j
            if j + 1 < c:
                edges.append(f"{v}-{v + 1}:{rng.choice('LRG')}")
            if i + 1 < r:
                edges.append(f"{v}-{v + c}:{rng.choice('LRG')}")
    return f"{r * c}: " + ", ".join(edges)


LADDERS = {
    "toads": [(f"{n} cells", toads(n)) for n in range(12, 40)],
    # Random rows: their canonical forms grow fast.
    "toppling": [(f"{n} random dominoes", toppling(n)) for n in (32, 48, 64, 96, 128, 192, 256, 384, 512)],
    "clobber": [(f"{r}x{c}", checker(r, c)) for r, c in [(3, 4), (4, 4), (3, 6), (4, 5), (3, 7), (5, 5), (4, 6), (5, 6), (6, 6)]],
    **{
        name: [(f"{r}x{c}", checker(r, c)) for r, c in [(2, 4), (3, 3), (2, 5), (3, 4), (2, 6), (4, 4), (3, 5), (4, 5)]]
        for name in ("clobber-kings", "clobber-rooks", "clobber-queens")
    },
    # Stones on the diagonal (1, 1), (2, 2), (3, 3) of an empty board.
    "fission": [
        (f"{r}x{c}", rows(r, c, lambda i, j: "x" if i == j and 1 <= i <= 3 else "."))
        for r, c in [(4, 4), (5, 5), (5, 6), (6, 6), (5, 7), (6, 7), (7, 7)]
    ],
    # Rows of the pattern L...R..., each shifted one cell east of the row above.
    "ski-jumps": [
        (f"{r}x{c}", rows(r, c, lambda i, j: {0: "LR"[i % 2], 4: "RL"[i % 2]}.get((j - i) % c, ".")))
        for r, c in [(4, 8), (4, 9), (5, 8), (4, 10), (5, 9), (5, 10)]
    ],
    "nogo": [(f"{r}x{c}", rows(r, c, lambda i, j: ".")) for r, c in [(3, 3), (3, 4), (2, 6), (3, 5), (4, 4), (2, 8)]],
    # The nimber of (n, n), by the Grundy solver.
    "wythoff": [(f"{n},{n}", f"{n},{n}") for n in (300, 500, 700, 1000, 1400, 2000, 2800)],
    "konane": [(f"{r}x{c}", checker(r, c, {(0, 0), (0, 1)})) for r, c in [(4, 4), (4, 5), (5, 5), (4, 6), (5, 6), (6, 6), (6, 7)]],
    "cram": [(f"{r}x{c}", rows(r, c, lambda i, j: ".")) for r, c in [(4, 6), (5, 5), (4, 7), (5, 6), (4, 8), (6, 6), (5, 7), (4, 9), (5, 8), (6, 7)]],
    "snort": [(f"{r}x{c}", rows(r, c, lambda i, j: ".")) for r, c in [(3, 5), (4, 4), (3, 6), (4, 5), (3, 7), (5, 5), (4, 6), (4, 7), (5, 6)]],
    "col": [(f"{r}x{c}", rows(r, c, lambda i, j: ".")) for r, c in [(3, 5), (4, 4), (3, 6), (4, 5), (3, 7), (5, 5), (4, 6), (4, 7), (5, 6)]],
    "amazons": [(f"{r}x{c}", amazons(r, c)) for r, c in [(2, 4), (3, 3), (2, 5), (3, 4), (2, 6), (4, 4), (3, 5), (2, 8), (4, 5)]],
    "partizan-arc-kayles": [
        (f"{r}x{c}", labelled_grid(r, c)) for r, c in [(3, 4), (4, 4), (3, 6), (4, 5), (3, 8), (4, 6), (5, 5), (4, 7), (5, 6)]
    ],
    "childish-hackenbush": [
        (f"{r}x{c}", labelled_grid(r, c)) for r, c in [(2, 4), (3, 3), (2, 5), (2, 6), (3, 4), (2, 7), (3, 5), (4, 4)]
    ],
}


def run(ruleset, position, limit):
    """(seconds, peak KB) of one run, or None if it failed or passed `limit` seconds."""
    # A session of its own, so that a run past the limit is stopped with `cgt` under `time`
    # (killing `time` alone would leave `cgt` running).
    with subprocess.Popen(
        ["/usr/bin/time", "-f", "%e %M", CGT, "--steps", STEPS, ruleset, position],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
    ) as child:
        try:
            _, stderr = child.communicate(timeout=limit)
        except subprocess.TimeoutExpired:
            os.killpg(child.pid, signal.SIGKILL)
            child.communicate()
            return None
    # Refused only by the printer: the value was computed.
    printed_too_long = "text of a game" in stderr
    if child.returncode != 0 and not printed_too_long:
        print(f"{ruleset}: {stderr.strip().splitlines()[-2:]}", file=sys.stderr, flush=True)
        return None
    seconds, kb = stderr.strip().splitlines()[-1].split()
    return float(seconds), int(kb)


CAP = 600


def climb(ruleset):
    minute = ten = None
    for name, position in LADDERS[ruleset]:
        measured = run(ruleset, position, CAP)
        print(f"{ruleset} {name}: {measured}", file=sys.stderr, flush=True)
        if measured is None:
            break
        if measured[0] <= 60:
            minute = (name, *measured)
        ten = (name, *measured)
        if measured[0] > 60:
            break
    return ruleset, minute, ten


def cell(result):
    if result is None:
        return "-"
    name, seconds, kb = result
    return f"{name} ({seconds:.1f} s, {kb / 1024:.0f} MB)"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", default=None)
    parser.add_argument("--only", nargs="*", default=list(LADDERS), help="rulesets to climb")
    parser.add_argument("--cap", type=int, default=600, help="seconds before a run is stopped")
    args = parser.parse_args()
    global CAP
    CAP = args.cap
    subprocess.run(["cargo", "build", "--quiet", "--release", "--example", "cgt"], cwd=ROOT, check=True)
    with concurrent.futures.ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(climb, args.only))
    if args.out:
        with open(args.out, "w") as f:
            json.dump(results, f)
    rustc = subprocess.run(["rustc", "--version"], capture_output=True, text=True).stdout.strip()
    lines = [
        f"Measured on {time.strftime('%Y-%m-%d')} with {rustc}, by `python3 benches/rulesets_frontier.py"
        f" --jobs {args.jobs}` ({args.jobs} ruleset(s) at a time): `cgt RULESET POSITION` (the canonical",
        "form) on each ladder, wall time and peak resident memory of one run.",
        "",
        f"| ruleset | largest in a minute | largest in {'ten minutes' if CAP == 600 else f'{CAP} s'} |",
        "|---|---|---|",
    ]
    for ruleset, minute, ten in results:
        lines.append(f"| `{ruleset}` | {cell(minute)} | {cell(ten)} |")
    print("\n".join(lines))
    if set(args.only) == set(LADDERS) and args.cap == 600:
        replace_section(ROOT / "docs" / "performance.md", "rulesets-frontier", lines,
                        "## The rulesets' largest positions")
        print("wrote docs/performance.md (rulesets-frontier)", file=sys.stderr)

if __name__ == "__main__":
    main()
