"""``Board``: a position of a grid ruleset that shows itself in a notebook."""

from . import _native

#: The rulesets whose positions are grids (or strips) a picture can draw.
GRID_RULESETS = (
    "domineering", "toads", "elephants", "clobber", "clobber-kings", "clobber-rooks",
    "clobber-queens", "konane", "toppling", "cram", "fission", "ski-jumps", "nogo", "snort",
    "col", "amazons",
)


class Board:
    """A position of a grid ruleset: its value (``value()``, a ``Game``), who wins
    (``outcome()``), and its picture, which Jupyter shows (``_repr_svg_``), titled with the
    ruleset and the value. The same drawing as ``cgt RULESET POSITION --svg FILE``.

    >>> import combgames as cg
    >>> b = cg.Board("domineering", "...|...|...")
    >>> b.value(), b.outcome()
    (Game('+-1'), 'N')
    >>> b._repr_svg_().count("<rect")
    10
    >>> cg.Board("go", "...")
    Traceback (most recent call last):
    ...
    ValueError: no grid ruleset named 'go': expected one of domineering, toads, elephants, clobber, clobber-kings, clobber-rooks, clobber-queens, konane, toppling, cram, fission, ski-jumps, nogo, snort, col, amazons
    """

    def __init__(self, ruleset, position):
        if ruleset not in GRID_RULESETS:
            raise ValueError(
                f"no grid ruleset named {ruleset!r}: expected one of {', '.join(GRID_RULESETS)}")
        self.ruleset = ruleset
        self.position = position
        # The picture's checks first: a position that cannot be drawn is refused at once.
        _native.draw_board(position)
        self._value = None

    def value(self):
        """The canonical value, computed once (``cg.ruleset(ruleset, position)``).

        >>> import combgames as cg
        >>> cg.Board("clobber", "xox|ox.").value()
        Game('{^2*|*,v}')
        """
        if self._value is None:
            self._value = _native.ruleset(self.ruleset, self.position)
        return self._value

    def outcome(self):
        """Who wins: ``L``, ``R``, ``N`` or ``P`` (of the value).

        >>> import combgames as cg
        >>> cg.Board("toppling", "LRL").outcome()
        'L'
        """
        return self.value().outcome()

    def picture(self):
        """The board as a ``Picture`` (SVG or TikZ), titled with the ruleset and the value.

        >>> import combgames as cg
        >>> "Cram: *" in cg.Board("cram", "..").picture().to_svg()
        True
        """
        title = f"{self.ruleset.replace('-', ' ').title()}: {self.value()}"
        return _native.draw_board(self.position, title=title)

    def _repr_svg_(self):
        """The picture, for Jupyter.

        >>> import combgames as cg
        >>> cg.Board("clobber", "xo")._repr_svg_().startswith("<svg")
        True
        """
        return self.picture().to_svg()

    def __repr__(self):
        return f"Board({self.ruleset!r}, {self.position!r})"
