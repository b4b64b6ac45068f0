"""A calculator page for games, served on this machine only: ``python -m combgames.web``.

The page sends what the visitor types to this server, which reads it with the library's parser
(never as code), computes within the arena's limits (2**22 steps a request, boards of at most
25 cells for Domineering and 15 for Clobber), and answers JSON: the canonical form, stops, mean,
temperature and the thermograph's picture of a game; the value, who wins and the picture of a
board. A refusal (bad text, a limit) is a message with the parser's position of the fault; the
server keeps serving. See docs/web.md.

>>> from combgames.web import answer_game
>>> answer_game("{3||2*|1*}")["temperature"]
'3/4'
>>> answer_game("{1|")["error"]
"at position 3: expected '}'"
"""

from .server import (  # noqa: F401
    MAX_BOARD_CELLS,
    MAX_TEXT,
    STEPS,
    answer_board,
    answer_game,
    make_server,
    serve,
)
