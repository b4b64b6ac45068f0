"""Partizan games: the API of `Game`, numbers as games, and the order and sums against a
slow twin (outcomes by plain search of the game tree)."""

import copy
import pathlib
import pickle
from fractions import Fraction
from functools import lru_cache

import pytest
from hypothesis import given, settings, strategies as st

import combgames as cg


def test_the_example_of_the_cgt_command():
    g = cg.Game("{3||2*|1*}")
    assert str(g) == "{3||2*|1*}"
    assert repr(g) == "Game('{3||2*|1*}')"
    assert g.mean() == Fraction(9, 4)
    assert g.temperature() == Fraction(3, 4)
    assert g.stops() == (Fraction(3), Fraction(2))
    assert g.birthday() == 5
    assert g.outcome() == "L"
    assert g.is_number() is False and g.number() is None
    assert g.left_options() == [cg.Game("3")]
    assert g.right_options() == [cg.Game("{2*|1*}")]


def test_published_values():
    # Winning Ways, ch. 2 and 5; Lessons in Play, ch. 5.
    assert cg.Game("*") + cg.Game("*") == 0
    assert cg.Game("*2") + cg.Game("*3") == cg.Game("*")
    assert cg.Game("^") + cg.Game("v") == 0
    assert cg.Game("{0,*|0,*}") == cg.Game("*2")
    assert cg.Game("{1|0}").temperature() == Fraction(1, 2)
    assert cg.domineering("....|....") == cg.Game("{{2|0}|0}")
    assert cg.domineering("..|..") == cg.Game("+-1")
    assert cg.domineering(".....|.....|.....|.....|.....") == 0
    assert cg.hackenbush("LRR") == Fraction(1, 4)
    assert cg.hackenbush("LLR") == Fraction(3, 2)


def test_numbers_are_games():
    assert cg.Game("1/2") == Fraction(1, 2)
    assert cg.Game("3") == 3 and 3 == cg.Game("3")
    assert cg.Game("-3/8") == -0.375
    assert cg.Game(Fraction(5, 4)) == cg.Game("5/4")
    assert cg.Game("1/2") + Fraction(1, 2) == 1
    assert 1 - cg.Game("*") == cg.Game("1*")
    assert cg.Game("*") < 1 and cg.Game("*") > -1
    assert hash(cg.Game("3")) == hash(3) and hash(cg.Game("1/2")) == hash(Fraction(1, 2))
    assert cg.Game("2").number() == Fraction(2)
    assert not cg.Game("0") and cg.Game("*")


def test_numbers_of_any_size():
    # Numbers past 64 bits and denominators past 2^64 are exact (issue 48).
    big, tiny = 2**100 + 1, Fraction(1, 2**70)
    assert (cg.Game(big) + cg.Game(tiny)).number() == big + tiny
    assert cg.Game(2**40).birthday() == 2**40
    with pytest.raises(ValueError, match="birthday"):
        cg.Game(big).birthday()  # past 2^64 - 2: refused, never wrapped
    switch = cg.Game.from_options(left=[2**80], right=[tiny])
    assert switch.number() is None
    assert switch.stops() == (2**80, tiny)
    assert switch.mean() == (2**80 + tiny) / 2
    assert switch.temperature() == (2**80 - tiny) / 2
    assert switch.cool(switch.temperature()) == cg.Game(switch.mean()) + cg.Game("*")
    # Past the bound (|x| <= 2^65520 in a game): a ValueError naming it, not a number printed.
    with pytest.raises(ValueError, match="2\\^65520"):
        cg.Game(2**65520 + 1)
    assert cg.Game(-(2**65520)).number() == -(2**65520)


def test_non_dyadic_numbers_are_refused():
    with pytest.raises(ValueError, match="dyadic"):
        cg.Game(Fraction(1, 3))
    with pytest.raises(ValueError):
        cg.Game("*").cool(Fraction(1, 3))
    with pytest.raises(ValueError):
        cg.Game(float("nan"))
    with pytest.raises(TypeError):
        cg.Game([1])
    assert cg.Game("*").__eq__("*") is NotImplemented
    # Numbers that are no game equal none, and have no place in the order.
    assert cg.Game("0") != Fraction(1, 3) and not cg.Game("1") == 0.1 and cg.Game("3") != 10**6
    with pytest.raises(ValueError):
        cg.Game("0") < Fraction(1, 3)
    with pytest.raises(TypeError):
        cg.Game("*") + "*"


def test_from_options_and_cooling():
    assert cg.Game.from_options(left=[0], right=[0]) == cg.Game("*")
    assert cg.Game.from_options() == 0
    assert cg.Game.from_options(left=[1, cg.Game("*")], right=[Fraction(-1, 2)]) == cg.Game("{1,*|-1/2}")
    assert cg.Game("+-1").cool(1) == cg.Game("*")
    # At t = -1 an integer is itself and a switch pays each move (Siegel's definition).
    assert cg.Game(3).cool(-1) == cg.Game(3)
    assert cg.Game("{1|-1}").cool(-1) == cg.Game("+-2")
    assert cg.Game("{3||2*|1*}").cool(Fraction(1, 2)) == cg.Game("{5/2|2*}")


def test_thermograph():
    t = cg.Game("{3||2*|1*}").thermograph()
    assert (t.mean, t.temperature) == (Fraction(9, 4), Fraction(3, 4))
    assert t.left_wall[0] == (Fraction(-1), Fraction(4)) and t.left_wall[-1] == (Fraction(3, 4), Fraction(9, 4))
    assert t.right_wall[-1] == (Fraction(3, 4), Fraction(9, 4))
    svg = t._repr_svg_()
    # The same picture, byte for byte, as `cgt thermograph "{3||2*|1*}" --svg` (checked in).
    pictures = pathlib.Path(__file__).resolve().parent.parent.parent / "docs" / "pictures"
    assert svg == (pictures / "thermograph.svg").read_text()
    assert t.to_tikz() == (pictures / "thermograph.tex").read_text()
    assert "Thermograph of {3||2*|1*}" in svg and "<title>" not in svg
    assert "My title" in t.to_svg(title="My title")


def test_pictures_of_boards_and_values():
    board = cg.draw_board("....|....|..#.", title="Domineering: {1|-1}")
    assert board.to_svg().count("<rect") == 1 + 12
    plot = cg.plot_values(cg.OctalGame(".07").values(200), title="Nim values of .07",
                          x_label="heap n", y_label="g(n)")
    pictures = pathlib.Path(__file__).resolve().parent.parent.parent / "docs" / "pictures"
    assert plot.to_svg() == (pictures / "octal-07.svg").read_text()
    with pytest.raises(cg.ParseError):
        cg.draw_board("x?o")
    with pytest.raises(ValueError):
        cg.plot_values([])
    with pytest.raises(ValueError):
        cg.plot_values([0] * 100_001)


def test_games_are_immutable_hashable_and_pickle():
    g = cg.Game("{3||2*|1*}")
    with pytest.raises(AttributeError):
        g.x = 1
    assert len({g, cg.Game("{3||2*|1*}"), g + 0}) == 1
    assert pickle.loads(pickle.dumps(g)) == g
    assert copy.deepcopy(g) == g


def test_parse_errors_name_the_position():
    for text, position in [("{1|", 3), ("1 + + 1", 4), ("*x", 1)]:
        with pytest.raises(cg.ParseError) as caught:
            cg.Game(text)
        assert caught.value.position == position, text
        assert isinstance(caught.value, ValueError)
    with pytest.raises(cg.ParseError) as caught:
        cg.domineering("..|.x")
    assert caught.value.position == 4
    with pytest.raises(cg.ParseError):
        cg.hackenbush("LRX")


# The slow twin: who wins a sum, by plain search over pairs of positions, each position
# given by the canonical options the library reports for its parts. The library's sum,
# order and outcome are held to it.

@lru_cache(maxsize=None)
def options(g):
    return tuple(g.left_options()), tuple(g.right_options())


@lru_cache(maxsize=None)
def wins_moving_first(parts, left):
    """Whether the player (Left if `left`) wins moving first on the sum of `parts`."""
    for i, part in enumerate(parts):
        for option in options(part)[0 if left else 1]:
            after = parts[:i] + (option,) + parts[i + 1:]
            if not wins_moving_first(after, not left):
                return True
    return False


def outcome_by_search(*parts):
    left, right = wins_moving_first(parts, True), wins_moving_first(parts, False)
    return {(True, False): "L", (False, True): "R", (True, True): "N", (False, False): "P"}[(left, right)]


SMALL = ["0", "1", "-1", "*", "^", "v", "1/2", "-1/2", "*2", "+-1", "{1|*}", "{0|^}", "{2|-1}",
         "^*", "{1|0}", "{*|-1}", "Tiny(1)", "{3||2*|1*}", "{0,*|0}", "{1/2|0}"]
games = st.sampled_from(SMALL).map(cg.Game)


@settings(max_examples=150, deadline=None)
@given(games, games)
def test_sums_and_order_equal_the_search(g, h):
    assert (g + h).outcome() == outcome_by_search(g, h)
    assert (g - h).outcome() == outcome_by_search(g, -h)
    assert (g >= h) == (outcome_by_search(g, -h) in "LP")
    assert (g <= h) == (outcome_by_search(g, -h) in "RP")
    assert (g == h) == (outcome_by_search(g, -h) == "P")
    assert g.confused_with(h) == (outcome_by_search(g, -h) == "N")
    assert (g < h) == (g <= h and not g >= h)


@settings(max_examples=100, deadline=None)
@given(games, games, games)
def test_the_group_laws(g, h, k):
    assert g + h == h + g
    assert (g + h) + k == g + (h + k)
    assert g - g == 0 and -(-g) == g and g + 0 == g


dyadics = st.builds(lambda n, e: Fraction(n, 2 ** e), st.integers(-64, 64), st.integers(0, 6))


@settings(max_examples=200, deadline=None)
@given(dyadics, dyadics)
def test_numbers_add_and_compare_as_fractions(x, y):
    gx, gy = cg.Game(x), cg.Game(y)
    assert gx + gy == x + y and (gx - gy).number() == x - y
    assert (gx < gy) == (x < y) and (gx == gy) == (x == y)
    assert gx.mean() == x and hash(gx) == hash(x)


@settings(max_examples=100, deadline=None)
@given(st.integers(1, 4), st.integers(1, 4), st.integers(0, 2**16 - 1))
def test_the_outcome_search_equals_the_sign_of_the_value(rows, cols, blocked):
    board = "|".join(
        "".join("#" if blocked >> (r * cols + c) & 1 else "." for c in range(cols)) for r in range(rows)
    )
    value = cg.domineering(board)
    assert cg.domineering_outcome(board) == value.outcome()
    wins = {"L": ("L", "L"), "R": ("R", "R"), "N": ("L", "R"), "P": ("R", "L")}[value.outcome()]
    assert (cg.domineering_outcome(board, "left"), cg.domineering_outcome(board, "right")) == wins


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(
        [("toads", "TF."), ("clobber", "xo."), ("clobber-kings", "xo."), ("clobber-rooks", "xo."),
         ("clobber-queens", "xo."), ("fission", "x.#"), ("ski-jumps", "LRlr."), ("nogo", ".xo#"), ("konane", "xo."), ("cram", ".#"), ("toppling", "LRG")]
    ),
    st.integers(1, 2),
    st.integers(1, 4),
    st.randoms(use_true_random=False),
)
def test_the_who_wins_search_of_every_ruleset_equals_the_sign_of_its_value(ruleset, rows, cols, rng):
    name, alphabet = ruleset
    rows = 1 if name in ("toads", "toppling") else rows
    position = "|".join("".join(rng.choice(alphabet) for _ in range(cols)) for _ in range(rows))
    value = cg.ruleset(name, position)
    assert cg.ruleset_outcome(name, position) == value.outcome()
    wins = {"L": ("L", "L"), "R": ("R", "R"), "N": ("L", "R"), "P": ("R", "L")}[value.outcome()]
    assert (cg.ruleset_outcome(name, position, "left"), cg.ruleset_outcome(name, position, "right")) == wins


def test_searches_return_their_statistics():
    # 6 x 8 (6 x 6 and 7 x 7 the bands decide at once, with no table traffic).
    answer, stats = cg.domineering_outcome("6x8", stats=True)
    assert answer == "R"
    assert stats["nodes"] > 0 and stats["probes"] >= stats["hits"] > 0 and stats["stores"] > 0
    assert stats["cutoffs"]["safe moves lose"] > 0 and stats["cutoffs"]["bands win"] > 0
    assert stats["table_bytes"] >= 32 << 10
    assert stats["threads"] >= 1 and stats["seconds"] >= 0
    answer, stats = cg.domineering_outcome("5x5", "left", stats=True)
    assert answer == "R" and stats["nodes"] > 0
    answer, stats = cg.ruleset_outcome("clobber", "xoxo|oxox", stats=True)
    assert answer == cg.ruleset("clobber", "xoxo|oxox").outcome() and stats["nodes"] > 0
    assert cg.domineering_outcome("5x5", stats=False) == "P"
    with pytest.raises(ValueError):
        cg.ruleset_outcome("chess", "..")


def test_domineering_outcomes_published_and_refused():
    # Lachmann, Moore and Rapaport (2002): 5 x 5 is a second-player win; Uiterwijk (2014):
    # Vertical moving first wins 6 x 7 and Horizontal moving first wins 3 x 8.
    assert cg.domineering_outcome("5x5") == "P"
    assert cg.domineering_outcome("6x7", first="left") == "L"
    assert cg.domineering_outcome("3x8", first="right") == "R"
    assert cg.domineering_outcome(".....|.....|.....|.....|.....") == "P"
    with pytest.raises(ValueError):
        cg.domineering_outcome("5x5", first="up")
    with pytest.raises(cg.ParseError):
        cg.domineering_outcome("..|.x")
    with pytest.raises(ValueError):
        cg.domineering_outcome("12x12")


def test_arenas_are_replaced_when_spent():
    board = ".....|.....|.....|....."
    value = cg.domineering(board)
    before = cg._set_arena_limits(games=200)
    try:
        made = [cg.Game(Fraction(n, 64)) for n in range(-600, 600)]
        # Games of several arenas meet, compare and add correctly.
        assert made[0] + made[-1] == Fraction(-1, 64)
        assert sorted(made, key=lambda g: g.number()) == made
        assert all(a < b for a, b in zip(made, made[1:]))
        # One game larger than a whole arena is refused.
        with pytest.raises(cg.LimitExceeded) as caught:
            cg.domineering(board)
        assert caught.value.resource == "items" and caught.value.allowed == 200
        # The value made before, in a full-sized arena, still works and meets small arenas.
        assert value - value == 0 and value + made[0] - made[0] == value
    finally:
        cg._set_arena_limits(*before)
    assert cg.domineering(board) == value


def test_the_toolkit_after_the_canonical_form():
    # Published (CGSuite's test tables; Winning Ways).
    assert cg.Game("{^^^|vv}").atomic_weight() == cg.Game("{1|0}")
    assert cg.Game("{3||2*|1*}").reduced() == cg.Game("{3||2|1}")
    assert cg.Game("1/2").norton(cg.Game("^")) == cg.Game("{^^*|v*}")
    assert cg.Game("{3||2*|1*}").heat(1) == cg.Game("{4|||3|1||0|-2}")
    assert cg.Game("+-{1,2}") == cg.Game("{1,2|-1,-2}") == cg.Game("+-2")
    # Heating and cooling by the same t undo each other; a reduced form differs by an
    # infinitesimal; refusals are ValueErrors.
    g = cg.Game("{3||2*|1*} + {^5*|v3}")
    assert g.heat(Fraction(1, 2)).cool(Fraction(1, 2)) == g
    assert (g - g.reduced()).is_infinitesimal()
    assert cg.Game("^").incentives() == ([cg.Game("v")], [cg.Game("^*")])
    with pytest.raises(ValueError, match="all-small"):
        cg.Game("{1|0}").atomic_weight()
    with pytest.raises(ValueError, match="positive"):
        cg.Game("1/2").norton(cg.Game("*"))
    with pytest.raises(TypeError):
        cg.Game("1/2").norton("^")


def test_uptimals():
    # ^<n+1> = {0 | * - ^[n]}, ^[n] = ^<1> + ... + ^<n>, from the definition.
    up, star = cg.Game("^"), cg.Game("*")
    total = cg.Game("0")
    for n in range(1, 8):
        power = cg.Game("{0|%s}" % (star - total)) if n > 1 else up
        total = total + power
        assert up.pow(n) == power == cg.Game("^<%d>" % n)
        assert up.pow_to(n) == total == cg.Game("^[%d]" % n)
        assert cg.Game("v").pow(n) == -power
    assert repr(up.pow(3)) == "Game('^<3>')" and repr(-up.pow_to(4)) == "Game('v[4]')"
    with pytest.raises(ValueError, match="take \\^ or v"):
        star.pow(2)
    with pytest.raises(ValueError, match="positive"):
        up.pow(0)
    with pytest.raises(ValueError, match="birthday"):
        up.pow(5000)
    with pytest.raises(ValueError):
        cg.Game("^<2")


def test_numbers_ups_and_stars_of_any_size():
    # Built from their closed forms, added by their parts, held symbolically past day 1024.
    assert str(cg.Game("123 v 58 * 34")) == "123v58*34"
    big = cg.Game("*4294967296")
    assert big + big == 0 and big.nimber() == 2**32 and str(big) == "*4294967296"
    ups = cg.Game("^5000")
    assert ups > cg.Game("^4998*") and ups.confused_with(cg.Game("^4999*")) and str(ups - cg.Game("^4999")) == "^"
    assert ups.birthday() == 5001 and ups.stops() == (0, 0) and ups.is_infinitesimal()
    assert (ups + 1).reduced() == 1
    # Moved between arenas by their parts; pickled by their text.
    assert pickle.loads(pickle.dumps(ups)) == ups
    # Compared with every game; a sum that would be born after day 1024 is refused.
    assert ups > cg.Game("Tiny(1)") and ups.confused_with(cg.Game("{1|0}"))
    with pytest.raises(ValueError, match="birthday"):
        ups + cg.Game("{1|0}")


def test_rulesets_published_values():
    # Winning Ways ch. 1 (Toads and Frogs); Lessons in Play and CGSuite's documentation
    # (Toppling Dominoes, Clobber); the Cram tables.
    assert cg.ruleset("toads", "TFT.F") == cg.Game("*")
    assert cg.ruleset("toads", "T.TFF") == cg.Game("^")
    assert cg.ruleset("toppling", "LRRLRRL") == cg.Game("Tiny(1/2)")
    assert cg.ruleset("clobber", "xox|ox.") == cg.Game("{^^*|*,v}")
    # Issue 47's Clobber with kings, in CGSuite's notation: v[2] = v + v<2> = {*|v}.
    assert cg.ruleset("clobber-kings", "xox|ox.") == cg.Game("{^^*|*,v[2]}")
    assert cg.Game("{*|v}") == cg.Game("v + {^*|0}")  # {^*|0} = -{0|v*}, minus up-second
    assert repr(cg.Game("{*|v}")) == "Game('v[2]')"
    assert cg.ruleset("cram", ".........|##.######") == cg.Game("*4")
    # Wythoff (10, n), n = 0..4 (issue 47); (1, 3) is r-Wythoff's first P-position for r = 2.
    assert [cg.ruleset("wythoff", f"10,{n}") for n in range(5)] == [cg.Game(f"*{g}") for g in (10, 11, 9, 8, 13)]
    assert cg.ruleset("wythoff", "1,3", r=2) == 0 and cg.ruleset("wythoff", "1,3") != 0
    assert cg.ruleset_outcome("wythoff", "3,5") == "P"
    assert cg.ruleset("fission", "..x.|....|..x.|....") == -2  # issue 47
    assert cg.ruleset("ski-jumps", "...L....|..R.....|........") == 2  # issue 47
    assert cg.ruleset_outcome("nogo", "...|...|...") == "N"  # Müller's NoGo page: 3 x 3
    assert cg.ruleset("snort", "L-.-.-.-L", graph=True) == cg.Game("{4|0,+-1}")  # issue 47
    assert cg.ruleset("col", ".-.-.", graph=True) == cg.ruleset("col", "...")
    assert cg.ruleset_outcome("snort", "L-.-.-.-L", graph=True) == "N"
    assert cg.ruleset("snort", "5: 0L-1-2-3-4L", graph=True) == cg.Game("{4|0,+-1}")
    # Impartial subtraction games (Winning Ways ch. 4): S(2, 3) has period 5, 0 0 1 1 2.
    assert [cg.partizan_subtraction([2, 3], [2, 3], n) for n in range(6)] == [
        cg.Game(t) for t in ("0", "0", "*", "*", "*2", "0")
    ]
    assert cg.partizan_subtraction([1], [], 7) == 7
    assert cg.ruleset("domineering", "..|..") == cg.domineering("..|..")
    assert cg.ruleset("snort", "...") == cg.Game("+-2")
    assert cg.ruleset("col", "...") == 0
    assert cg.ruleset("konane", "xo.") == 1
    assert cg.ruleset("amazons", "L..") == 2
    # Labelled graphs: all green Partizan Arc Kayles on a path of 6 is Dawson's Kayles heap 6
    # (.07, Winning Ways ch. 4); Childish Hackenbush bars a cut that makes an edge fall.
    assert cg.ruleset("partizan-arc-kayles", "path 6:G") == cg.Game("*3")
    assert cg.ruleset("partizan-arc-kayles", "path 8:L") == 4
    assert cg.ruleset("hackenbush-graph", "3: 0-1:L, 1-2:R") == cg.Game("1/2")
    assert cg.ruleset("childish-hackenbush", "3: 0-1:L, 1-2:R") == 0
    assert cg.ruleset_outcome("childish-hackenbush", "3: 0-1-2:G") == "P"
    with pytest.raises(ValueError, match="line 2, column 3"):
        cg.ruleset("partizan-arc-kayles", "3: 0-1:L\n1-1:R")


def test_rulesets_refuse_bad_input():
    with pytest.raises(ValueError, match="no ruleset named"):
        cg.ruleset("chess", "..")
    with pytest.raises(ValueError, match="position 4"):
        cg.ruleset("clobber", "xo|x?")
    with pytest.raises(ValueError, match="max_jump is for"):
        cg.ruleset("clobber", "xo", max_jump=2)
    with pytest.raises(ValueError, match="r is for"):
        cg.ruleset("toads", "T.F", r=2)
    with pytest.raises(ValueError, match="graph is for"):
        cg.ruleset("clobber", "xo", graph=True)
    with pytest.raises(ValueError, match="position 2"):
        cg.ruleset("snort", "L--.", graph=True)
    with pytest.raises(ValueError, match="at least 1"):
        cg.ruleset("wythoff", "1,2", r=0)
    with pytest.raises(ValueError, match="past the largest supported, 65536"):
        cg.ruleset("wythoff", "65537,2")
    with pytest.raises(ValueError, match="position 2"):
        cg.ruleset_outcome("wythoff", "10;4")
    with pytest.raises(ValueError, match="is 0: a subtraction must take at least 1"):
        cg.partizan_subtraction([0], [1], 3)
    with pytest.raises(ValueError, match="past the largest supported"):
        cg.partizan_subtraction([65537], [1], 3)
    with pytest.raises(cg.LimitExceeded):
        cg.partizan_subtraction([1], [2], 1 << 30)


def test_a_board_shows_itself_with_its_value():
    b = cg.Board("domineering", "....|....|..#.")
    assert b.value() == cg.domineering("....|....|..#.")
    assert b.outcome() == b.value().outcome()
    # The same picture as `cgt domineering "....|....|..#." --svg` (checked in).
    pictures = pathlib.Path(__file__).resolve().parent.parent.parent / "docs" / "pictures"
    assert b._repr_svg_() == (pictures / "domineering.svg").read_text()
    with pytest.raises(ValueError):
        cg.Board("wythoff", "1,2")
    with pytest.raises(cg.ParseError):
        cg.Board("clobber", "xo|x")


def test_compounds_take_text_as_written():
    # Issue 46's values: G = 1/2, H = 1/4.
    assert cg.ordinal_sum("1/2", "1/4") == Fraction(9, 16)
    assert cg.conjunctive("1/2", "1/4") == Fraction(1, 2)
    assert cg.selective("1/2", "1/4") == Fraction(3, 4)
    assert cg.conway_product("*4", "*4") == cg.Game("*6")
    # The base's form counts: {*|*} equals 0, yet {*|*}:1 is ^ while 0:1 is 1; a Game is its
    # canonical form, so cg.Game("{*|*}") as the base gives 1.
    assert cg.ordinal_sum("{*|*}", 1) == cg.Game("^")
    assert cg.ordinal_sum(cg.Game("{*|*}"), 1) == 1
    # On numbers, Conway's product is the product.
    assert cg.conway_product(Fraction(3, 2), "-5/4") == Fraction(-15, 8)
    with pytest.raises(cg.ParseError):
        cg.selective("{1|", 0)
    with pytest.raises(TypeError):
        cg.conjunctive(None, 0)


def test_multiples_in_the_notation():
    # n*G and -n*G read as n copies (issue 48's third round: only `cgt canonical` read them).
    switch = cg.Game("{1|0}")
    assert cg.Game("3*{1|0}") == switch + switch + switch
    assert cg.Game("-2*{1|0}") == -(switch + switch)
    assert cg.Game("3*2") == cg.Game(3) + cg.Game("*2")  # a star before digits: the compound's
