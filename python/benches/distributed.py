"""The distributed driver's efficiency on two workers, beside the single-process search of
the same engine, measured in one run.

    python python/benches/distributed.py [RULESET POSITION FIRST DEPTH]

Defaults: Cram 5x6, Left first, a frontier 2 moves down (the framework's search takes a few
minutes on one thread). Prints the single-process time on one thread, then for the driver on
a local Ray of two CPUs, first with the workers sharing the answers that cost at least 4096
nodes (the default) and then sharing nothing: the wall time, the efficiency T1 / (2 T2), and
the sizes of the jobs solved (seconds: quartiles and the largest). Needs the package and Ray
installed (pip install './python[distributed]'). One run each: the times are minutes long.
"""

import statistics
import sys
import time

from combgames import search
from combgames.distributed import SHARE_NODES, run


def main():
    ruleset, position, first, depth = (sys.argv[1:] + ["cram", "5x6", "left", "2"][len(sys.argv) - 1:])[:4]
    depth = int(depth)
    started = time.monotonic()
    single = search.solve(ruleset, position, first, threads=1)
    t1 = time.monotonic() - started
    print(f"single process, one thread: {'wins' if single.wins else 'loses'}, "
          f"{single.nodes} nodes, {t1:.1f} s", flush=True)
    for share in (SHARE_NODES, None):
        r = run(ruleset, position, first, depth=depth, cpus=2, progress=False, share=share)
        assert r.wins == single.wins
        efficiency = t1 / (2 * r.seconds)
        sizes = sorted(s for _, _, _, s in r.results.values())
        q = statistics.quantiles(sizes, n=4) if len(sizes) > 1 else sizes * 3
        print(f"driver, two workers, sharing {share or 'nothing'}: {r.seconds:.1f} s wall, "
              f"{r.jobs} jobs, {r.solved} solved, {r.cancelled} cancelled, {r.shared} answers "
              f"shared, {r.nodes} nodes; efficiency {efficiency:.2f}")
        print(f"  jobs solved, seconds: quartiles {q[0]:.3f} {q[1]:.3f} {q[2]:.3f}, "
              f"largest {sizes[-1]:.1f}, sum {sum(sizes):.1f}", flush=True)


if __name__ == "__main__":
    main()
