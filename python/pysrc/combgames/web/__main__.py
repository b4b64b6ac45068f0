"""``python -m combgames.web [--port N]``: the calculator page on http://127.0.0.1:N/."""

import argparse
import sys

from .server import serve


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="python -m combgames.web",
        description="A calculator page for games, on this machine only (127.0.0.1).",
    )
    parser.add_argument("--port", type=int, default=8765,
                        help="the port (default 8765; 0 picks a free one, printed on stderr)")
    args = parser.parse_args(argv)
    if not 0 <= args.port <= 65535:
        print(f"combgames.web: --port {args.port} is not a port (0 to 65535)", file=sys.stderr)
        return 2
    try:
        serve(args.port)
    except OSError as e:
        print(f"combgames.web: cannot serve on port {args.port}: {e.strerror or e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
