#!/usr/bin/env python3
"""Writes the table of every octal code of up to three digits into docs/octal-games.md.

    python3 benches/octal_table.py               # 0.d1d2d3 and 4.d1d2d3: 1024 codes
    python3 benches/octal_table.py --jobs 2      # two at a time (about twenty minutes)

For each code it runs the release example `octal CODE --max MAX --steps STEPS` as a user
would (32 768 heaps and 2^31 steps: the plain scan of that many heaps fits). A code that finds
no period there in under half a second (its values are rare, so it goes far quickly) runs again
up to 2^22 heaps; when the values show a period whose proof needs more heaps (up to `--reach`),
it runs again with the `--max` the example asks for and more steps. The table records the proven preperiod and period
(or why there is none: no period among the heaps allowed, or the step limit), the heaps
computed (times are not kept: the page of figures, docs/performance.md, has the example's on
the codes people compute). Codes with a published period (Winning Ways ch. 4, the OEIS
entries and Flammenkamp's tables cited in `crates/grundy/tests/octal.rs`, and the codes the OEIS
entries give as shifts of another) are checked against it; a proven code found in none of them
is marked new here, with the one command that proves it again. The page is rewritten between the markers `<!-- octal-table: begin -->` and
`<!-- octal-table: end -->`. Rerun by hand, not in CI.
"""

import argparse
import concurrent.futures
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "octal-games.md"
BEGIN, END = "<!-- octal-table: begin -->", "<!-- octal-table: end -->"

# Published periods of codes of up to three digits: (preperiod, period, source). The OEIS
# comments give the last exception n; the preperiod is n + 1.
PUBLISHED = {
    ".77": (71, 12, "Winning Ways"),
    ".07": (53, 34, "Winning Ways"),
    ".137": (52, 34, "Winning Ways"),
    ".177": (497, 20, "OEIS A071435"),
    ".117": (47, 48, "OEIS A071453"),
    ".115": (1, 14, "OEIS A125829"),
    ".141": (14, 11, "OEIS A125912"),
    ".127": (46578, 4, "OEIS A071464"),
    ".16": (105351, 149459, "Flammenkamp"),
    ".56": (326640, 144, "Flammenkamp"),
}

# Codes whose values an OEIS entry gives as another code's shifted by s heaps (G(n) = a(n - s)):
# the last exception moves by s. (entry, its code's last exception, period, shift, codes).
SHIFTED = [
    ("A071434", 140, 24, 1, [".074", ".075", ".076", ".077"]),
    ("A071434", 140, 24, 2, [".44", ".441", ".442", ".443", ".46", ".461", ".462", ".463"]),
    ("A071435", 496, 20, 1, [".45", ".451", ".452", ".453", ".47", ".471", ".472", ".473"]),
    ("A071452", 186, 32, 2, [".045", ".047"]),
    ("A071453", 46, 48, 1, [".051", ".053"]),
]
for entry, last, period, shift, shifted in SHIFTED:
    for code in shifted:
        PUBLISHED[code] = (last + shift + 1, period, f"OEIS {entry}, shifted by {shift}")


def codes():
    for d0 in (0, 4):
        for d in range(512):
            digits = f"{d >> 6}{d >> 3 & 7}{d & 7}".rstrip("0")
            yield (f"{d0}" if d0 else "") + "." + (digits or "0")


def run(example, code, heaps, steps):
    started = time.monotonic()
    done = subprocess.run(
        [example, code, "--max", str(heaps), "--steps", str(steps), "--skip-checkpoints"],
        capture_output=True, text=True,
    )
    return done, time.monotonic() - started


def solve(example, code, args):
    heaps, total, steps = args.max, 0.0, args.steps
    while True:
        done, seconds = run(example, code, heaps, steps)
        total += seconds
        last = (done.stderr.strip().splitlines() or [""])[-1]
        more = re.search(r"run again with --max (\d+)", last)
        if done.returncode != 0 and more and heaps < int(more.group(1)) <= args.reach:
            # A candidate whose proof needs more heaps.
            heaps, steps = int(more.group(1)), args.rerun_steps
            continue
        if "no period proven" in last and seconds < 0.5 and heaps < args.far:
            # Values rare enough to go far quickly: look further.
            heaps, steps = args.far, args.far_steps
            continue
        break
    row = {"code": code, "seconds": total, "max": heaps}
    found = re.fullmatch(r"preperiod (\d+) period (\d+)", done.stdout.strip())
    if done.returncode == 0 and found:
        row["preperiod"], row["period"] = int(found.group(1)), int(found.group(2))
        computed = re.search(r"proven periodic from (\d+) heaps", done.stderr)
        row["heaps"] = int(computed.group(1)) if computed else None
    else:
        row["why"] = last.removeprefix("octal: ")
    sys.stderr.write(f"{row}\n")
    return row


def published(row):
    entry = PUBLISHED.get(row["code"])
    if entry is None:
        if "period" not in row:
            return ""
        # Not in the tables cited: new here, with the one command that proves it again.
        return f"new here: `octal {row['code']} --max {row['max']}`"
    preperiod, period, source = entry
    preperiod, period, source = entry
    if (row.get("preperiod"), row.get("period")) == (preperiod, period):
        return f"agrees: {source}"
    return f"**differs** from {source} ({preperiod}, {period})"


def table(rows, args):
    solved = sum(1 for r in rows if "period" in r)
    lines = [
        BEGIN,
        "",
        f"Written by `python3 benches/octal_table.py` (first runs: `--max {args.max} --steps "
        f"{args.steps}`; codes without a period there after under half a second: `--max "
        f"{args.far} --steps {args.far_steps}`; a rerun with the `--max` the example asks for, "
        f"up to {args.reach} heaps and {args.rerun_steps} steps, when a candidate's proof needs "
        "more heaps); "
        f"{solved} of {len(rows)} codes proven periodic. How long the example takes on the codes "
        "people compute is on [the page of figures](performance.md).",
        "",
        "| code | preperiod | period | heaps computed | published |",
        "|---|---|---|---|---|",
    ]
    for r in rows:
        if "period" in r:
            heaps = f"{r['heaps']:,}".replace(",", " ") if r.get("heaps") else ""
            lines.append(
                f"| `{r['code']}` | {r['preperiod']} | {r['period']} | {heaps} | {published(r)} |"
            )
        else:
            lines.append(f"| `{r['code']}` | none proven | | {r['why']} | {published(r)} |")
    lines += ["", END]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max", type=int, default=1 << 15, help="heaps of a first run")
    parser.add_argument("--reach", type=int, default=1 << 25, help="heaps of a rerun at most")
    parser.add_argument("--steps", type=int, default=1 << 31, help="steps of a first run")
    parser.add_argument("--rerun-steps", type=int, default=1 << 38, help="steps of a rerun")
    parser.add_argument("--far", type=int, default=1 << 22, help="heaps of a fast code's second run")
    parser.add_argument("--far-steps", type=int, default=1 << 32, help="steps of that run")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--only", nargs="*", help="these codes alone (printed, page untouched)")
    args = parser.parse_args()
    subprocess.run(["cargo", "build", "--quiet", "--release", "--example", "octal"], cwd=ROOT, check=True)
    example = str(ROOT / "target" / "release" / "examples" / "octal")
    todo = args.only or list(codes())
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        rows = list(pool.map(lambda code: solve(example, code, args), todo))
    if args.only:
        return
    page = PAGE.read_text()
    if BEGIN not in page or END not in page:
        sys.exit(f"{PAGE}: markers {BEGIN} and {END} not found")
    head, rest = page.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    PAGE.write_text(head + table(rows, args) + tail)
    print(f"wrote {len(rows)} rows into {PAGE.relative_to(ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
