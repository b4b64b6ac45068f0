#!/usr/bin/env python3
"""Measures the search core's instances before and after it, and writes the table of
docs/performance.md between its markers.

    python3 benches/before_after.py                 # before = the commit before the core
    python3 benches/before_after.py --rounds 2      # alternate the two trees twice
    python3 benches/before_after.py --rounds 3 --only "search: domineering outcome/6x8"
                                                    # those rows again, the others kept

The "before" tree is a git worktree of `--before` (default 2ca2da9, the last commit without
the search core), with `benches/before/search.rs` (the bench `search` written against that
tree's API) copied in; the "after" tree is this checkout. Both run criterion on the same
groups (`search`, and the `octal` and `misere` benches of each tree), one after the other on
this machine, `--rounds` times in turn, and the median of each round's criterion median is
kept. Rerun by hand on a quiet machine (about an hour); CI only checks that this file parses.
"""

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benches"))
from pages import replace_section, section  # noqa: E402

PAGE = ROOT / "docs" / "performance.md"

# (bench, criterion filter): the groups compared.
GROUPS = [
    ("search", "search: "),
    ("octal", "octal"),
    ("misere", "misere"),
]


def run(cmd, cwd, env=None):
    print("$ " + " ".join(cmd), file=sys.stderr)
    subprocess.run(cmd, cwd=cwd, check=True, env=env, stdout=subprocess.DEVNULL)


def worktree(rev):
    """A worktree of `rev` with the before-bench of `search` added."""
    path = Path(tempfile.mkdtemp(prefix="combgames-before-"))
    shutil.rmtree(path)
    run(["git", "worktree", "add", "--detach", str(path), rev], ROOT)
    shutil.copy(ROOT / "benches" / "before" / "search.rs", path / "benches" / "benches" / "search.rs")
    manifest = path / "benches" / "Cargo.toml"
    text = manifest.read_text()
    if 'name = "search"' not in text:
        manifest.write_text(text + '\n[[bench]]\nname = "search"\nharness = false\n')
    return path


def medians(tree, home, env, groups):
    """Runs `groups` (bench, criterion filter) in `tree`, criterion's files under `home`;
    {(group, id): seconds}."""
    for bench, group in groups:
        run(
            ["cargo", "bench", "--quiet", "-p", "combgames-benches", "--bench", bench, "--",
             group, "--warm-up-time", "2", "--measurement-time", "10", "--noplot"],
            tree,
            env | {"CRITERION_HOME": str(home)},
        )
    found = {}
    for path in home.glob("**/new/benchmark.json"):
        meta = json.loads(path.read_text())
        estimates = json.loads((path.parent / "estimates.json").read_text())
        found[(meta["group_id"], meta["full_id"])] = estimates["median"]["point_estimate"] / 1e9
    return found


def human(seconds):
    if seconds < 1e-3:
        return f"{seconds * 1e6:.1f} µs"
    if seconds < 1:
        return f"{seconds * 1e3:.1f} ms"
    return f"{seconds:.2f} s"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", default="2ca2da9", help="the commit before the search core")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--filter", help="only the benches whose name holds this text (a trial)")
    parser.add_argument(
        "--only",
        help="only the criterion ids that start with this text; the page's other rows are kept",
    )
    args = parser.parse_args()
    groups = [g for g in GROUPS if not args.filter or args.filter in g[0]]
    if args.only:
        groups = [(bench, args.only) for bench, group in groups if args.only.startswith(group)]
        if not groups:
            sys.exit(f"--only {args.only!r} names no criterion id of {[g for _, g in GROUPS]}")
    import os

    env = dict(os.environ)
    before_tree = worktree(args.before)
    runs = {"before": [], "after": []}
    try:
        for _ in range(args.rounds):
            for name, tree in (("before", before_tree), ("after", ROOT)):
                home = Path(tempfile.mkdtemp(prefix=f"criterion-{name}-"))
                target = Path(tempfile.gettempdir()) / f"combgames-bench-target-{name}"
                found = medians(tree, home, env | {"CARGO_TARGET_DIR": str(target)}, groups)
                runs[name].append(found)
                shutil.rmtree(home)
    finally:
        run(["git", "worktree", "remove", "--force", str(before_tree)], ROOT)
    keys = sorted(set(runs["before"][0]) & set(runs["after"][0]))
    rows = {}
    for key in keys:
        before = statistics.median(r[key] for r in runs["before"] if key in r)
        after = statistics.median(r[key] for r in runs["after"] if key in r)
        change = (after / before - 1) * 100
        mark = " (rerun)" if args.only else ""
        rows[key[1]] = f"| `{key[1]}`{mark} | {human(before)} | {human(after)} | {change:+.1f}% |"
    rustc = subprocess.run(["rustc", "--version"], capture_output=True, text=True).stdout.strip()
    how = (
        f"`python3 benches/before_after.py --rounds {args.rounds}` (before: commit `{args.before}`,",
        "the last without the search core, its bench `benches/before/search.rs`; the median of the",
        "rounds' criterion medians, the two trees run in turn). A change above +5% would be a",
        "regression.",
    )
    if args.only:
        # The page's rows other than those measured again are kept, with its first words.
        old = section(PAGE, "before-after")
        head = old[: old.index("")] if "" in old else []
        head = [line for line in head if not line.startswith("Rows marked")]
        for line in old:
            name = line.split("`")[1] if line.startswith("| `") else None
            if name and name not in rows and not name.startswith(args.only):
                rows[name] = line
        head.append(
            f"Rows marked (rerun): measured again on {time.strftime('%Y-%m-%d')} by "
            f"`python3 benches/before_after.py --rounds {args.rounds} --only \"{args.only}\"`."
        )
    else:
        head = [f"Measured on {time.strftime('%Y-%m-%d')} with {rustc}, {os.cpu_count()} cores, by", *how]
    table = [
        *head,
        "",
        "| bench | before | after | change |",
        "|---|---|---|---|",
        *(rows[name] for name in sorted(rows)),
    ]
    replace_section(PAGE, "before-after", table, "## The search core, before and after")
    print(f"wrote {PAGE}", file=sys.stderr)


if __name__ == "__main__":
    main()
