"""The cost of the Python bindings, beside the Rust code they call, measured in one run.

    python python/benches/bench.py            # prints the table
    python python/benches/bench.py --write    # and writes it into docs/performance.md

Needs the module installed (pip install ./python) in the Python that runs it, and cargo: the
Rust side is the criterion bench `python baseline` (10^5 warm sums in one arena) and the
example p400 (f(10^5) mod 10^18), both built in release mode. Medians of several runs.
"""

import argparse
import json
import pathlib
import statistics
import subprocess
import sys
import time

import combgames as cg

ROOT = pathlib.Path(__file__).resolve().parents[2]
SMALL = ["{3||2*|1*}", "^*", "+-1", "{1|0}", "*2", "Tiny(1)", "{0|^}", "3/4"]
SUMS = 100_000
sys.path.insert(0, str(ROOT / "benches"))
from pages import replace_section  # noqa: E402


def median_time(work, runs):
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        work()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def python_sums():
    games = [cg.Game(t) for t in SMALL]
    for i in range(SUMS):
        games[i % 8] + games[(i // 8) % 8]


def python_loop():
    """The same loop with a plain tuple in place of the sum: what Python pays anyway."""
    games = [cg.Game(t) for t in SMALL]
    for i in range(SUMS):
        (games[i % 8], games[(i // 8) % 8])


def rust_sums():
    subprocess.run(
        ["cargo", "bench", "--quiet", "-p", "combgames-benches", "--bench", "partizan", "--",
         "python baseline", "--warm-up-time", "1", "--measurement-time", "5", "--noplot"],
        cwd=ROOT, check=True, stdout=subprocess.DEVNULL,
    )
    for path in (ROOT / "target" / "criterion").glob("**/new/benchmark.json"):
        if json.loads(path.read_text()).get("group_id") == "python baseline":
            estimates = json.loads((path.parent / "estimates.json").read_text())
            return estimates["median"]["point_estimate"] / 1e9
    sys.exit("the criterion bench 'python baseline' left no estimate")


def rust_p400(runs):
    subprocess.run(["cargo", "build", "--quiet", "--release", "--example", "p400"], cwd=ROOT, check=True)
    binary = ROOT / "target" / "release" / "examples" / "p400"
    command = [str(binary), "--k", "100000", "--skip-checkpoints"]
    answer = subprocess.run(command, check=True, capture_output=True, text=True).stdout.strip()
    assert answer == "486939849252570473", answer
    return median_time(lambda: subprocess.run(command, check=True, capture_output=True), runs)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--write", action="store_true", help="write the table into docs/performance.md")
    args = parser.parse_args()
    assert cg.fibonacci_tree_game(10**5, modulus=10**18) == 486939849252570473
    sums_py = median_time(python_sums, args.runs)
    loop_py = median_time(python_loop, args.runs)
    sums_rs = rust_sums()
    f_py = median_time(lambda: cg.fibonacci_tree_game(10**5, modulus=10**18), args.runs)
    f_rs = rust_p400(args.runs)
    per = lambda total: total / SUMS * 1e6
    rows = [
        "| work | Python (`combgames`) | Rust | the binding adds |",
        "|---|---|---|---|",
        f"| 10^5 sums `a + b` of small games (warm: each in the cache), per sum | {per(sums_py):.2f} µs "
        f"(the loop alone: {per(loop_py):.2f} µs) | {per(sums_rs):.3f} µs (criterion `python baseline`) "
        f"| {per(sums_py - loop_py - sums_rs):.2f} µs a call |",
        f"| `fibonacci_tree_game(10**5, modulus=10**18)` | {f_py * 1e3:.1f} ms | {f_rs * 1e3:.1f} ms "
        f"(`p400 --k 100000 --skip-checkpoints`, the whole process) | {(f_py - f_rs) * 1e3:+.1f} ms |",
    ]
    machine = f"{subprocess.run(['nproc'], capture_output=True, text=True).stdout.strip()} cores, Python {sys.version.split()[0]}"
    table = "\n".join(rows) + f"\n\nMedians of {args.runs} runs ({machine}), written by `python python/benches/bench.py --write`.\n"
    print(table)
    if args.write:
        lines = ["What the Python bindings add to a call ([python.md](python.md)), beside the Rust code", "they call.", "", *table.rstrip("\n").splitlines()]
        replace_section(ROOT / "docs" / "performance.md", "python-binding", lines, "## The Python bindings")


if __name__ == "__main__":
    main()
