"""The calculator's server: answers as JSON, the page itself, and nothing else."""

import json
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import combgames as cg

from .page import PAGE

#: The longest text a visitor may send, in characters.
MAX_TEXT = 2000
#: The arena's steps for one request (a fraction of a second of work).
STEPS = 1 << 22
#: The largest board whose value the page computes, in cells, per ruleset.
MAX_BOARD_CELLS = {"domineering": 25, "clobber": 15}
#: What a board may hold, per ruleset.
CELLS = {"domineering": ".#", "clobber": ".xo"}


def _refusal(error):
    """A library error as the page shows it: the message, and where the fault is."""
    position = getattr(error, "position", None)
    message = str(error)
    if position is not None and not message.startswith("at position"):
        message = f"at position {position}: {message}"
    answer = {"error": message}
    if position is not None:
        answer["position"] = position
    return answer


def answer_game(text):
    """The canonical form, stops, mean, temperature, outcome and thermograph (SVG) of the game
    written ``text``, as the page shows them; or ``{"error": ..., "position": ...}``.

    >>> from combgames.web import answer_game
    >>> a = answer_game("{3||2*|1*}")
    >>> a["canonical"], a["mean"], a["temperature"], a["outcome"]
    ('{3||2*|1*}', '9/4', '3/4', 'L')
    >>> answer_game("{1|2} + @")
    {'error': 'at position 8: expected a game', 'position': 8}
    """
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        return {"error": f"a game is text of at most {MAX_TEXT} characters"}
    try:
        g = cg.Game(text)
        left, right = g.stops()
        thermograph = g.thermograph()
        return {
            "canonical": str(g),
            "latex": g._repr_latex_(),
            "left_stop": str(left),
            "right_stop": str(right),
            "mean": str(g.mean()),
            "temperature": str(g.temperature()),
            "outcome": g.outcome(),
            "svg": thermograph.to_svg(),
        }
    except (cg.ParseError, cg.LimitExceeded, ValueError) as e:
        return _refusal(e)


def answer_board(ruleset, board):
    """The value, who wins and the picture (SVG) of a Domineering or Clobber board (rows
    split by ``|``), as the page's board editor shows them; or ``{"error": ...}``.

    >>> from combgames.web import answer_board
    >>> a = answer_board("domineering", "...|...|...")
    >>> a["value"], a["outcome"]
    ('+-1', 'N')
    >>> answer_board("clobber", "xoxo|oxox|xoxo|oxox")["error"][:44]
    'the page computes boards of at most 15 cells'
    """
    if ruleset not in MAX_BOARD_CELLS:
        return {"error": f"the board editor knows {', '.join(MAX_BOARD_CELLS)}, not {ruleset!r}"}
    if not isinstance(board, str) or len(board) > MAX_TEXT:
        return {"error": f"a board is text of at most {MAX_TEXT} characters"}
    rows = board.split("|")
    bad = next((i for i, c in enumerate(board) if c != "|" and c not in CELLS[ruleset]), None)
    if bad is not None:
        return {"error": f"at position {bad}: a {ruleset} board holds only {' '.join(CELLS[ruleset])}",
                "position": bad}
    cells = sum(len(r) for r in rows)
    if cells > MAX_BOARD_CELLS[ruleset]:
        return {"error": f"the page computes boards of at most {MAX_BOARD_CELLS[ruleset]} cells "
                         f"({ruleset}); this one has {cells} (the command line and Python take more)"}
    try:
        value = cg.domineering(board) if ruleset == "domineering" else cg.ruleset(ruleset, board)
        title = f"{ruleset.capitalize()}: {value}"
        return {
            "value": str(value),
            "outcome": value.outcome(),
            "svg": cg.draw_board(board, title=title).to_svg(),
        }
    except (cg.ParseError, cg.LimitExceeded, ValueError) as e:
        return _refusal(e)


class _Handler(BaseHTTPRequestHandler):
    server_version = "combgames-web"

    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        pass

    def _send(self, status, body, kind):
        data = body.encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):  # noqa: N802 - http.server's name
        if self.path in ("/", "/index.html"):
            self._send(200, PAGE, "text/html; charset=utf-8")
        else:
            self._send(404, json.dumps({"error": "not found"}), "application/json")

    def do_POST(self):  # noqa: N802 - http.server's name
        try:
            length = int(self.headers.get("Content-Length", "0"))
        except ValueError:
            length = -1
        if not 0 <= length <= 4 * MAX_TEXT:
            self._send(413, json.dumps({"error": "the request is too long"}), "application/json")
            return
        try:
            request = json.loads(self.rfile.read(length) or b"{}")
            if not isinstance(request, dict):
                raise ValueError
        except ValueError:
            self._send(400, json.dumps({"error": "the request is not a JSON object"}), "application/json")
            return
        if self.path == "/api/game":
            answer = answer_game(request.get("text"))
        elif self.path == "/api/board":
            answer = answer_board(request.get("ruleset"), request.get("board"))
        else:
            self._send(404, json.dumps({"error": "not found"}), "application/json")
            return
        try:
            body = json.dumps(answer)
        except (TypeError, ValueError):
            body = json.dumps({"error": "the answer could not be written"})
        self._send(200, body, "application/json")


class _Server(ThreadingHTTPServer):
    """The page's server: it lowers the process's arena steps to :data:`STEPS` while it is
    open, and ``server_close()`` puts back the limits it found."""

    def __init__(self, address, handler):
        self._limits_before = cg._set_arena_limits(steps=STEPS)
        try:
            super().__init__(address, handler)
        except BaseException:
            cg._set_arena_limits(*self._limits_before)
            raise

    def server_close(self):
        super().server_close()
        if self._limits_before is not None:
            cg._set_arena_limits(*self._limits_before)
            self._limits_before = None


def make_server(port=0):
    """A server of the page on 127.0.0.1 (this machine only) at ``port`` (0: any free port);
    ``serve_forever()`` runs it. While it is open the process's arena steps are
    :data:`STEPS`, so that every request ends in a moment; ``server_close()`` puts back the
    limits it found.

    >>> import combgames as cg
    >>> from combgames.web import make_server
    >>> before = cg._set_arena_limits(); _ = cg._set_arena_limits(*before)
    >>> server = make_server(0)
    >>> server.server_address[0]
    '127.0.0.1'
    >>> server.server_close()
    >>> cg._set_arena_limits() == before
    True
    """
    return _Server(("127.0.0.1", port), _Handler)


def serve(port=8765):
    """Serves the page until interrupted; says where on stderr."""
    server = make_server(port)
    host, port = server.server_address[:2]
    print(f"combgames.web: serving on http://{host}:{port}/ (this machine only; Ctrl-C stops)",
          file=sys.stderr, flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
