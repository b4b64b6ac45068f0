#!/usr/bin/env python3
"""Writes the table of Domineering rectangles: who wins and the exact values into
docs/domineering.md, their CPU time and memory into docs/performance.md.

    python3 benches/domineering_table.py              # every m x n, 2 <= m, n <= 8, and more
    python3 benches/domineering_table.py --quick      # only boards of at most 42 cells
    python3 benches/domineering_table.py --exact-only # the exact values alone, outcomes kept
    python3 benches/domineering_table.py --outcomes-only # the outcomes alone, exact values kept

For each empty rectangle it runs the release example as a user would:
`cgt domineering-outcome MxN` (the outcome search on every core, its table sized to the board
up to 8 GiB: who wins, the boards searched) and, for the rectangles of at most 36 cells, `cgt --steps 10^11 --games 10^8
domineering BOARD` (the canonical form, printed when short). Each run has a wall-time limit (`--limit`,
default 1800 s); a run past it is recorded as such. The table records the outcome class, the
nodes, the peak memory (the process's maximum resident set) and the CPU time, and the exact
value's size and time. Published outcomes (the sources named in
`crates/rulesets/tests/domineering_outcome.rs`) are checked. The pages are rewritten between
the markers `<!-- domineering-table: begin -->` and `<!-- domineering-table: end -->`
(docs/domineering.md: outcomes, boards searched, values) and `<!-- domineering-costs: begin -->`
and `<!-- domineering-costs: end -->` (docs/performance.md: times and memory). Rerun by hand
(an hour or more on a 2-core machine), not in CI. With `--exact-only` the outcome columns are
kept from the pages as they are and only the exact values are measured again; with
`--outcomes-only`, the other way round.
"""

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benches"))
from pages import replace_section, section  # noqa: E402

PAGE = ROOT / "docs" / "domineering.md"
COSTS = ROOT / "docs" / "performance.md"

# Published outcomes with Vertical (Left) to move, m rows by n columns: True if Vertical wins.
# Breuker, Uiterwijk and van den Herik (2000): 8x8 is a first-player win. Lachmann, Moore and
# Rapaport (2002): 5x5 is a second-player win. Uiterwijk (2014): m x 3 (m > 1) and 2k x n (n
# odd, up to 11) Vertical; 3 x n (n > 3), 5 x 2k, 3 x 4k and 7 x 4k Horizontal; and (part 3 of
# "The impact of safe moves", ICGA J. 37) 9 x 2k, 13 x 2k and 7 x 2k (k > 1) Horizontal.
def published_left_first(m, n):
    if (m, n) == (8, 8):
        return True, "Breuker et al. 2000"
    if (m, n) == (5, 5):
        return False, "Lachmann et al. 2002"
    if n == 3 and m > 1:
        return True, "Uiterwijk 2014"
    if m % 2 == 0 and n in (3, 5, 7, 9, 11):
        return True, "Uiterwijk 2014"
    if m == 3 and n > 3:
        return False, "Uiterwijk 2014"
    if m == 5 and n % 2 == 0:
        return False, "Uiterwijk 2014"
    if m in (3, 7) and n % 4 == 0:
        return False, "Uiterwijk 2014"
    if n % 2 == 0 and (m in (9, 13) or (m == 7 and n >= 4)):
        return False, "Uiterwijk 2014"
    return None, None


def boards(quick):
    sizes = [(m, n) for m in range(2, 9) for n in range(2, 9)]
    sizes += [(m, n) for m in (2, 3, 4, 5) for n in (9, 10, 11, 12)]
    sizes += [(n, m) for m in (2, 3, 4, 5) for n in (9, 10, 11, 12)]
    sizes += [(6, 9), (9, 6), (6, 10), (7, 9)]
    if quick:
        sizes = [(m, n) for m, n in sizes if m * n <= 42]
    return sizes


def run(args, limit):
    """Runs the command: (stdout, stderr), or None past the time limit."""
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        out, err = proc.communicate(timeout=limit)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        return None
    return out.strip(), err


def measured(args, limit):
    """The command under /usr/bin/time: (stdout, stderr, wall s, cpu s, peak KiB), None on
    timeout."""
    timed = ["/usr/bin/time", "-f", "TIME %e %U %S %M"] + args
    done = run(timed, limit)
    if done is None:
        return None
    out, err = done
    line = [l for l in err.splitlines() if l.startswith("TIME ")][-1].split()
    wall, cpu, peak = float(line[1]), float(line[2]) + float(line[3]), int(line[4])
    return out, err, wall, cpu, peak


def cells(line):
    """The cells of a table row (the last may hold escaped bars)."""
    return [c.strip() for c in line.strip().strip("|").split(" | ")]


def kept_rows():
    """The pages' tables, by board: {(m, n): (outcome, nodes, wall, cpu, peak, check, exact,
    exact_cost)}."""
    costs = {}
    for line in section(COSTS, "domineering-costs"):
        found = re.match(r"\| (\d+) x (\d+) \|", line)
        if found:
            costs[(int(found.group(1)), int(found.group(2)))] = (cells(line) + [""] * 5)[1:5]
    kept = {}
    for line in section(PAGE, "domineering-table"):
        found = re.match(r"\| (\d+) x (\d+) \|", line)
        if found:
            board = (int(found.group(1)), int(found.group(2)))
            outcome, nodes, check, exact = (cells(line) + [""] * 5)[1:5]
            wall, cpu, peak, exact_cost = costs.get(board, ("", "", "", ""))
            kept[board] = (outcome, nodes, wall, cpu, peak, check, exact, exact_cost)
    return kept


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--limit", type=float, default=1800.0)
    parser.add_argument("--exact-only", action="store_true")
    parser.add_argument("--outcomes-only", action="store_true")
    args = parser.parse_args()
    if args.exact_only and args.outcomes_only:
        sys.exit("domineering_table.py: --exact-only and --outcomes-only exclude each other")
    pages = kept_rows() if args.exact_only or args.outcomes_only else {}
    kept = pages if args.exact_only else {}
    subprocess.run(["cargo", "build", "--quiet", "--release", "--example", "cgt"], cwd=ROOT, check=True)
    cgt = str(ROOT / "target" / "release" / "examples" / "cgt")
    rows, costs, wrong = [], [], []
    for m, n in boards(args.quick):
        if (m, n) in kept:
            outcome, nodes, wall, cpu, peak, check = kept[(m, n)][:6]
            if check.startswith("DISAGREES"):
                wrong.append((m, n))
            done = "kept"
        else:
            done = measured([cgt, "domineering-outcome", f"{m}x{n}"], args.limit)
        if done == "kept":
            pass
        elif done is None:
            outcome = f"not in {args.limit:.0f} s"
            nodes = peak = cpu = wall = ""
        else:
            outcome, err, wall_s, cpu_s, peak_kib = done
            # The summary line, not a progress line ("..., 4s so far: 1792000 boards searched").
            found = re.search(r"(\d+) boards searched, \d+ stored", err)
            nodes = f"{int(found.group(1)):,}".replace(",", " ") if found else "?"
            peak = f"{peak_kib / 1024:.0f} MiB"
            cpu = f"{cpu_s:.2f} s"
            wall = f"{wall_s:.2f} s"
        expected, source = published_left_first(m, n)
        if done != "kept":
            check = ""
        if done != "kept" and expected is not None and outcome in "LRNP" and outcome:
            left_first = outcome in ("L", "N")
            check = f"agrees ({source})" if left_first == expected else f"DISAGREES ({source})"
            if left_first != expected:
                wrong.append((m, n))
        exact, exact_cost = "", ""
        if args.outcomes_only:
            exact, exact_cost = pages.get((m, n), ("",) * 8)[6:8]
        elif m * n <= 36:
            board = "|".join(["." * n] * m)
            value = measured(
                [cgt, "--steps", "100000000000", "--games", "100000000", "domineering", board], args.limit
            )
            if value is None:
                exact = f"not in {args.limit:.0f} s"
            elif not value[0]:
                # Refused (a limit): the example's one-line message.
                exact = "refused: " + [l for l in value[1].splitlines() if l.startswith("cgt: ")][-1]
            else:
                text, _, _, value_cpu, value_peak = value
                # A bar inside a table cell must be escaped, even in code.
                exact = f"`{text}`".replace("|", "\\|") if len(text) <= 24 else f"{len(text)} characters"
                exact_cost = f"{value_cpu:.2f} s, {value_peak / 1024:.0f} MiB"
        rows.append(f"| {m} x {n} | {outcome} | {nodes} | {check} | {exact} |")
        costs.append(f"| {m} x {n} | {wall} | {cpu} | {peak} | {exact_cost} |")
        print(rows[-1], costs[-1], file=sys.stderr)
    replace_section(PAGE, "domineering-table", [
        "| board (rows x columns) | outcome | boards searched | published | canonical form (exact search) |",
        "|---|---|---|---|---|",
        *rows,
    ])
    replace_section(COSTS, "domineering-costs", [
        "Who wins (`cgt domineering-outcome MxN`, both cores) and the canonical form (`cgt --steps",
        "10^11 --games 10^8 domineering BOARD`, boards of at most 36 cells) of each empty",
        "rectangle, one run each, by `python3 benches/domineering_table.py`; the outcomes, boards",
        "searched and values are in [domineering.md](domineering.md).",
        "",
        "| board (rows x columns) | who wins: wall | CPU (both threads) | peak memory | canonical form: CPU, peak memory |",
        "|---|---|---|---|---|",
        *costs,
    ], "## Domineering rectangles")
    if wrong:
        sys.exit(f"disagreements with published outcomes: {wrong}")


if __name__ == "__main__":
    main()
