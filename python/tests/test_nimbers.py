"""The nimber searches from Python: Cram, Node Kayles and Arc Kayles against the published
values and the octal games they equal on paths, the database shared between calls, and the
refusals."""

import os
import tempfile

import pytest
from hypothesis import given, settings, strategies as st

import combgames as cg


def test_cram_three_by_n_is_the_published_row():
    # Lemoine and Viennot's 3 x n row, n = 3..12.
    assert [cg.cram(f"3x{n}") for n in range(3, 13)] == [0, 1, 1, 4, 1, 3, 1, 2, 0, 1]


def test_cram_equals_the_framework_value():
    for board in ["...|...", ".........|##.######", "....|.#..|....", "#..|...|..#"]:
        assert cg.ruleset("cram", board) == cg.Game(f"*{cg.cram(board)}")


def test_kayles_on_paths_are_octal_games():
    chess = cg.OctalGame(".137").values(30)
    dawson = cg.OctalGame(".07").values(30)
    for n in range(1, 31):
        assert cg.node_kayles(f"path {n}") == chess[n]
        assert cg.arc_kayles(f"path {n}") == dawson[n]


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 8), st.lists(st.tuples(st.integers(0, 7), st.integers(0, 7)), max_size=12))
def test_node_kayles_equals_grundy_value_of_the_rules(n, pairs):
    edges = [(u, v) for u, v in pairs if u < n and v < n and u != v]
    text = f"{n}: " + ", ".join(f"{u}-{v}" for u, v in edges)
    neighbours = {v: {v} for v in range(n)}
    for u, v in edges:
        neighbours[u].add(v)
        neighbours[v].add(u)
    options = lambda left: [left - neighbours[v] for v in left]  # noqa: E731
    expected = cg.grundy_value(frozenset(range(n)), options)
    assert cg.node_kayles(text) == expected


def test_a_database_is_shared_between_calls():
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "nimbers.redb")
        assert cg.cram("4x6", db=path) == 0
        assert os.path.getsize(path) > 0
        assert cg.cram("4x6", db=path, steps=1) == 0  # every part read, nothing searched
        assert cg.node_kayles("grid 3x3", db=path) == 1


def test_refusals():
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "notes.txt")
        with open(path, "w") as f:
            f.write("not a database")
        with pytest.raises(OSError, match="not a combgames nimber database"):
            cg.cram("3x3", db=path)
        with open(path) as f:
            assert f.read() == "not a database"
    with pytest.raises(ValueError, match="line 2, column 5"):
        cg.arc_kayles("3: 0-1\n  1-1")
    with pytest.raises(ValueError):
        cg.cram("5x13")
    with pytest.raises(cg.LimitExceeded):
        cg.cram("4x8", steps=100)


def test_the_impartial_variant():
    # Cram is Domineering's impartial variant; impartial Clobber is Clobber's.
    for board in ["...|...", "....|.#..", "...|..#|#.."]:
        assert cg.ruleset("domineering", board, impartial=True) == cg.Game(f"*{cg.cram(board)}")
    assert cg.ruleset("clobber", "xo", impartial=True) == cg.Game("*")
    assert cg.ruleset("wythoff", "10,4", impartial=True) == cg.Game("*13")
