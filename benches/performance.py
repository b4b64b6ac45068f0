#!/usr/bin/env python3
"""Re-measures the examples and the criterion groups of docs/performance.md and writes their
sections of the page (the other sections belong to `domineering_table.py` and
`before_after.py`, and are left as they are).

    python3 benches/performance.py            # the quick rows (about a minute)
    python3 benches/performance.py --long     # and the long ones (about half an hour, 13 GiB)
    python3 benches/performance.py --long --only "octal "   # those rows alone, others kept
    python3 benches/performance.py --group "domineering outcome"   # one criterion group alone

Each row runs a release example as a user would, `--runs` times (the long rows once), and
records the median wall time and the peak resident memory of the process (from `wait4`). The
criterion groups (`GROUPS`) are run one by one and their medians written, one table a group:
functions side by side in one process (the fast path beside its twin or its baseline). Rerun
by hand on a quiet machine, not in CI.
"""

import argparse
import json
import re
import shutil
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benches"))
from pages import replace_section, section  # noqa: E402

# (bench, criterion group, what it compares): each written as a table of medians.
GROUPS = [
    ("fibonacci_tree_game", "f(k) mod 10^18",
     "The Fibonacci Tree Game's residue count (`channel`) beside the dense forward count by "
     "targets (`naive::count_by_targets`, the slow twin: one addition per order and target, "
     "the way a plain program of the recurrence computes `f(k)`)."),
    ("partizan", "toolkit", "The toolkit after the canonical form, each in a fresh arena (the parse included)."),
    ("partizan", "domineering", "Domineering values: the bit-board search, the framework on the same rules (its twin), and the dedicated search of before the framework."),
    ("rulesets", "toads", "Toads and Frogs `T^k .^(n-2k) F^k`, `k = n/3`, by the framework, fresh arena each time."),
    ("rulesets", "clobber", "Clobber on checkerboards."),
    ("rulesets", "konane", "Konane on checkerboards with the corner pair emptied."),
    ("rulesets", "cram", "Cram on empty rectangles (canonical forms: nimbers)."),
    ("rulesets", "amazons", "Amazons with one amazon each in opposite corners."),
    ("rulesets", "root-split", "Whether threads would pay by sharing out the first moves of a value search: 4 x 5 whole, and each half of its first moves alone."),
    ("octal", "octal .127", "`.127` to 2^20 heaps: the plain definition beside the rare-value method with blocks and bit slices."),
    ("octal", "octal 0x.8", "`0x.8`: splits into three by the definition beside the rows of pair values."),
    ("octal", "octal stores", "The same heaps in the 16-bit and in the 32-bit store of values."),
    ("partizan", "domineering outcome", "Who wins Domineering: the plain definition, the canonical value compared with 0, and the outcome search (one thread, the table's allocation included), with every counting rule and with the safe moves alone."),
    ("search", "domineering 8x8", "Who wins Domineering 8 x 8 with either player first (one thread, the table's allocation included): the board issue 41 compares with Obsequi's 1.6 s."),
    ("partizan", "sum of small games", "Sums of 8 to 128 small games in one arena."),
    ("left_vs_right", "histograms of n = 20", "The histogram of Left vs Right II's word values at `n = 20`: its powers (the cube by unordered triples), and the 7-tuples below 0 as triples, plain and by symmetry."),
    ("left_vs_right", "G(n, 7) mod 1001001011", "`G(20, 7)` of Left vs Right II, end to end."),
    ("misere", "misere", "Misère quotients of octal games."),
]

# (example and arguments, what it computes, long?)
ROWS = [
    ("p366", "Stone Game III, `S(10^18) mod 10^8` (the defaults)", False),
    ("p400 -- --k 10000", "Fibonacci Tree Game, `f(10^4) mod 10^18`", False),
    ("p400 -- --k 100000", "`f(10^5) mod 10^18`, two threads", False),
    ("p400 -- --k 100000 --threads 1", "`f(10^5) mod 10^18`, one thread", False),
    ("p949 -- --n 20 --k 7", "Left vs Right II, `G(20, 7) mod 1001001011`", False),
    ("p949 -- --n 4 --k 2 --outcome tie", "ties of `n = 4`, `k = 2`, Left first", False),
    ("p949 -- --n 28 --k 7", "`G(28, 7) mod 1001001011`", False),
    ("p949 -- --n 30 --k 7", "`G(30, 7) mod 1001001011`", False),
    ("p949 -- --n 10 --k 1001", "`G(10, 1001)`", False),
    ("p949 -- --n 16 --k 101", "`G(16, 101)`", False),
    ("octal -- .77", "Kayles, proven period", False),
    ("octal -- .127", "`.127`, proven period", False),
    ("octal -- .16", "`.16`, proven period", False),
    ("octal -- .56", "`.56`, proven period", False),
    ("cgt -- canonical {3||2*|1*}", "a canonical form", False),
    ("cgt -- temperature {3||2*|1*}", "a temperature", False),
    ("cgt -- clobber xoxo|oxox|xoxo|oxox", "Clobber 4 x 4, the canonical value", False),
    ("cgt -- --outcome clobber xoxo|oxox|xoxo|oxox", "Clobber 4 x 4, who wins (both cores)", False),
    ("cgt -- toads TTTTT.....FFFFF", "Toads and Frogs of 15 cells, the canonical value", False),
    ("cgt -- --outcome toads TTTTT.....FFFFF", "the same, who wins (both cores)", False),
    ("octal -- .77 --misere --values 40", "misère Kayles, `g-(0..=40)` by search", False),
    ("octal -- .77 --misere", "misère Kayles, the quotient of every heap (its period proven)", False),
    ("octal -- .07 --misere --max 24", "misère Dawson's Kayles, the quotient of heaps up to 24", False),
    ("octal -- .137 --misere --max 23", "misère Dawson's Chess, the quotient of heaps up to 23", False),
    ("p400 -- --k 1000000", "`f(10^6) mod 10^18`, two threads", True),
    ("p400 -- --k 1000000 --threads 1", "`f(10^6) mod 10^18`, one thread", True),
    ("p400 -- --k 30000 --exact", "`f(3 * 10^4)` exactly (6266 digits), two threads", True),
    ("p949 -- --n 32 --k 7", "`G(32, 7) mod 1001001011`", True),
    ("p949 -- --n 33 --k 7", "`G(33, 7) mod 1001001011`", True),
    ("octal -- .376 --max 4536506", "`.376`, proven period (preperiod 2 268 248)", True),
    ("octal -- .354 --max 20126194", "`.354`, proven period (preperiod 10 061 916)", True),
    ("octal -- 0x.8 --values 100000", "`0x.8` to `10^5` heaps (splits into three)", True),
    ("octal -- .1777 --max 443139469", "`.1777`, proven period (preperiod 160 949 018)", True),
    ("cgt -- cram .......|.......|.......|.......", "Cram 4 x 7 (`*3`), the canonical value", True),
]


def run(argv):
    """Wall seconds and peak resident bytes of one run, its stdout checked non-empty.

    The peak comes from GNU time where it is installed (`/usr/bin/time -f %M`): the rusage of
    a child forked from this Python process would count the Python image it was forked from.
    Without it, that rusage is used, and small peaks read as about the size of Python.
    """
    timer = Path("/usr/bin/time")
    with tempfile.NamedTemporaryFile(mode="r") as peak_file:
        wrapped = [str(timer), "-f", "%M", "-o", peak_file.name] + argv if timer.exists() else argv
        start = time.perf_counter()
        child = subprocess.Popen(wrapped, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        out = child.stdout.read()
        _, status, usage = os.wait4(child.pid, 0)
        seconds = time.perf_counter() - start
        if status != 0 or not out.strip():
            sys.exit(f"{' '.join(argv)} failed with status {status}")
        kib = int(peak_file.read().split()[-1]) if timer.exists() else usage.ru_maxrss
    return seconds, kib * 1024, out.decode().strip()


def human_time(seconds):
    if seconds < 0.001:
        return f"{seconds * 1e6:.0f} µs"
    if seconds < 0.1:
        return f"{seconds * 1000:.0f} ms" if seconds >= 0.01 else f"{seconds * 1000:.1f} ms"
    return f"{seconds:.2f} s" if seconds < 10 else f"{seconds:.0f} s"


def human_bytes(n):
    for unit, size in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= size:
            return f"{n / size:.1f} {unit}"
    return f"{n} B"


def machine():
    model = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    rustc = subprocess.run(["rustc", "--version"], capture_output=True, text=True).stdout.strip()
    return f"{os.cpu_count()} cores ({model}), {human_bytes(memory)}, {platform.system()}, {rustc}"


def criterion_medians(bench, group):
    """Runs one criterion bench filtered to `group` and returns {(function, value): median s}
    (of this run alone: the group's earlier results are removed first)."""
    # The paths listed before any is removed: a walk that meets a removed folder fails.
    for path in list((ROOT / "target" / "criterion").glob("**/new/benchmark.json")):
        if path.exists() and json.loads(path.read_text()).get("group_id") == group:
            shutil.rmtree(path.parent.parent, ignore_errors=True)
    subprocess.run(
        ["cargo", "bench", "--quiet", "-p", "combgames-benches", "--bench", bench, "--",
         re.escape(group), "--warm-up-time", "1", "--measurement-time", "5", "--noplot"],
        cwd=ROOT, check=True, stdout=subprocess.DEVNULL,
    )
    medians = {}
    for path in (ROOT / "target" / "criterion").glob("**/new/benchmark.json"):
        meta = json.loads(path.read_text())
        if meta.get("group_id") != group:
            continue
        estimates = json.loads((path.parent / "estimates.json").read_text())
        key = (meta.get("function_id"), meta.get("value_str"))
        medians[key] = estimates["median"]["point_estimate"] / 1e9
    return medians


def kept_rows(page):
    """The rows of the examples' table on the page, by their command cell (escaped)."""
    rows = {}
    for line in section(page, "examples"):
        if line.startswith("| `") and "` | " in line:
            rows[line[3 : line.index("` | ")]] = line
    return rows


HEADER = """# Performance

Every figure of speed and memory the guide quotes is on this page, and each is written by the
script that measures it, in a section of its own (the other pages link here rather than
quote):

* the examples and the criterion groups: `python3 benches/performance.py --long`;
* the Domineering rectangles (who wins and the exact values, CPU time and memory):
  `python3 benches/domineering_table.py`, which writes the outcomes and values themselves
  into [domineering.md](domineering.md);
* the rulesets' largest positions: `python3 benches/rulesets_frontier.py --jobs 2`;
* the Python bindings' cost: `python python/benches/bench.py --write` (with the module
  installed);
* the search core's instances before and after it: `python3 benches/before_after.py`.

Rerun them by hand, on a quiet machine, after a change that may move a figure; CI does not
run them, and checks only that each section is here.
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--long", action="store_true", help="include the long rows")
    parser.add_argument("--runs", type=int, default=5, help="runs of each quick row")
    parser.add_argument("--output", default=str(ROOT / "docs" / "performance.md"))
    parser.add_argument(
        "--only",
        help="measure only the rows whose command holds this text; keep the others as the page has them",
    )
    parser.add_argument(
        "--group",
        help="run only this criterion group and rewrite its section alone (no examples)",
    )
    args = parser.parse_args()
    if args.group:
        write_groups(Path(args.output), [g for g in GROUPS if g[1] == args.group])
        return
    kept = kept_rows(Path(args.output)) if args.only else {}
    subprocess.run(["cargo", "build", "--quiet", "--release", "--examples"], cwd=ROOT, check=True)
    table = []
    for command, what, long in ROWS:
        if long and not args.long:
            continue
        if args.only and args.only not in command:
            line = kept.get(command.replace("|", "\\|"))
            if line:
                table.append(line)
            continue
        name, _, rest = command.partition(" -- ")
        argv = [str(ROOT / "target" / "release" / "examples" / name)] + (rest.split(" ") if rest else [])
        runs = [run(argv) for _ in range(1 if long else args.runs)]
        seconds = statistics.median(r[0] for r in runs)
        peak = max(r[1] for r in runs)
        answer = runs[0][2]
        answer = answer if len(answer) <= 40 else answer[:32] + "..."
        table.append((command, what, answer, seconds, peak, len(runs)))
        print(f"{command}: {human_time(seconds)}, {human_bytes(peak)}", file=sys.stderr)
    page = Path(args.output)
    if not page.exists() or not page.read_text().startswith("# Performance"):
        page.write_text(HEADER)
    lines = [
        f"Machine: {machine()}. Measured on {time.strftime('%Y-%m-%d')}.",
        "",
        "Each row is a release example run as a user runs it (the answer alone on stdout, its",
        f"checkpoints included); the time is the median wall time of {args.runs} runs (long rows:",
        "one run) and the memory the peak resident memory of the process (GNU time's `%M`).",
        "Two threads unless `--threads 1`.",
        "",
        "| `cargo run --release --example` | computes | answer | time | memory |",
        "|---|---|---|---|---|",
    ]
    for row in table:
        if isinstance(row, str):
            lines.append(row)  # kept from the page
            continue
        command, what, answer, seconds, peak, _ = row
        # A bar inside a table cell, even in code, must be escaped.
        shown, answer = command.replace("|", "\\|"), answer.replace("|", "\\|")
        lines.append(
            f"| `{shown}` | {what} | `{answer}` | {human_time(seconds)} | {human_bytes(peak)} |"
        )
    if not args.long:
        lines += ["", "(The long rows were not measured in this run: `--long` adds them.)"]
    if args.only:
        lines += [
            "",
            f"(Only the rows whose command holds the text \"{args.only}\" were measured on this date,",
            "by `--only`; the others are kept from the run before.)",
        ]
    replace_section(page, "examples", lines, "## The examples")
    if args.only:
        print(f"wrote {args.output} (the examples)", file=sys.stderr)
        return
    write_groups(page, GROUPS)
    print(f"wrote {args.output}", file=sys.stderr)


def write_groups(page, groups):
    """Runs each criterion group of `groups` and rewrites its section of the page."""
    if not groups:
        sys.exit("performance.py: no such criterion group (see GROUPS)")
    for bench, group, what in groups:
        medians = criterion_medians(bench, group)
        lines = [
            what,
            f"Criterion medians of one run of `cargo bench -p combgames-benches --bench {bench} -- \"{group}\"`.",
            "",
            "| function | input | median |",
            "|---|---|---|",
        ]
        for (function, value), seconds in sorted(medians.items(), key=lambda kv: (str(kv[0][0]), kv[0][1] or "")):
            lines.append(f"| {function or ''} | {value or ''} | {human_time(seconds)} |")
        replace_section(page, f"criterion {group}", lines, f"## Criterion: `{group}`")


if __name__ == "__main__":
    main()
