"""``python -m combgames.distributed RULESET POSITION [...]`` and ``... verify FILE``: see
:mod:`combgames.distributed`. The answer alone on stdout; progress on stderr; an error is one
line on stderr and exit status 1 (2 for bad arguments)."""

from __future__ import annotations

import argparse
import sys

from .. import search


def main(argv=None) -> int:
    if argv is None:
        argv = sys.argv[1:]
    if argv[:1] == ["verify"]:
        return _verify(argv[1:])
    parser = argparse.ArgumentParser(
        prog="python -m combgames.distributed",
        description="Who wins a position, by jobs on Ray: L (Left wins whoever starts), R, N "
                    "(the first player) or P (the second); with --first, L or R, who wins "
                    "when that player starts. 'python -m combgames.distributed verify FILE' "
                    "checks a certificate.")
    parser.add_argument("ruleset", choices=search.RULESETS)
    parser.add_argument("position", help="as the command line cgt writes it, e.g. 8x8")
    parser.add_argument("--first", choices=["left", "right"])
    parser.add_argument("--depth", type=int, default=2,
                        help="moves below the root where the jobs start (default 2)")
    parser.add_argument("--checkpoint", metavar="FILE",
                        help="SQLite file of finished jobs: a rerun skips them")
    parser.add_argument("--certificate", metavar="FILE",
                        help="write the tree and the jobs' answers there (JSON)")
    parser.add_argument("--address", help="a Ray cluster's address (default: Ray on this "
                                          "machine)")
    parser.add_argument("--cpus", type=int, help="CPUs of the local Ray (default: all)")
    parser.add_argument("--threads", type=int, default=1, help="threads a job (default 1)")
    parser.add_argument("--share", type=int, metavar="NODES",
                        help="the workers share the answers that cost at least NODES nodes "
                             "(default 4096; 0 shares nothing)")
    args = parser.parse_args(argv)
    for name in ("depth", "cpus", "threads", "share"):
        value = getattr(args, name)
        least = 0 if name in ("depth", "share") else 1
        if value is not None and value < least:
            parser.error(f"--{name} must be at least {least}, not {value}")
    from . import SHARE_NODES, CheckpointError, outcome, run
    share = SHARE_NODES if args.share is None else args.share or None
    options = dict(depth=args.depth, checkpoint=args.checkpoint,
                   certificate=args.certificate, address=args.address, cpus=args.cpus,
                   threads=args.threads, share=share)
    try:
        if args.first is None:
            answer = outcome(args.ruleset, args.position, **options).letter
        else:
            wins = run(args.ruleset, args.position, args.first, **options).wins
            answer = "?" if wins is None else "L" if (args.first == "left") == wins else "R"
    except (CheckpointError, ValueError, OSError) as e:
        print(f"python -m combgames.distributed: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("python -m combgames.distributed: interrupted (the checkpoint, if any, keeps "
              "every job finished)", file=sys.stderr)
        return 130
    except Exception as e:  # the library's own refusals (ParseError, LimitExceeded)
        print(f"python -m combgames.distributed: {type(e).__name__}: {e}", file=sys.stderr)
        return 1
    if answer == "?":  # every job answered and the root still open: never expected
        print("python -m combgames.distributed: the jobs' answers left the root undecided",
              file=sys.stderr)
        return 1
    print(answer)
    return 0


def _verify(argv) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m combgames.distributed verify",
        description="Check a certificate: the tree recomputed from the rules, its logic, and "
                    "its leaves re-solved by a plain search of the definition.")
    parser.add_argument("file")
    parser.add_argument("--sample", type=int, metavar="K",
                        help="re-solve K answered leaves chosen at random (default: all)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--steps", type=int, help="positions the plain search may visit a "
                                                  "leaf (default 2**26)")
    args = parser.parse_args(argv)
    from . import CertificateError, verify
    try:
        report = verify(args.file, sample=args.sample, steps=args.steps, seed=args.seed)
    except CertificateError as e:
        print(f"python -m combgames.distributed verify: rejected: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("python -m combgames.distributed verify: interrupted", file=sys.stderr)
        return 130
    except Exception as e:
        print(f"python -m combgames.distributed verify: {type(e).__name__}: {e}",
              file=sys.stderr)
        return 1
    print(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
