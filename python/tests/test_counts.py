"""The counting problems: published answers, modular counts against exact ones, and
Zeckendorf representations against their definition."""

import pytest
from hypothesis import given, settings, strategies as st

import combgames as cg


def test_published_answers():
    # Project Euler 366, 400, 949 (the answers the Rust examples print and check).
    assert cg.stone_game(10**18, modulus=10**8) == 88351299
    assert cg.fibonacci_tree_game(10**4, modulus=10**18) == 438505383468410633
    assert cg.left_vs_right(20, 7, modulus=1001001011) == 726010935
    # The problems' own small examples.
    assert cg.stone_game(100) == 728
    assert cg.fibonacci_tree_game(5) == 1 and cg.fibonacci_tree_game(10) == 17
    assert cg.left_vs_right(4, 2, outcome="tie") == 100


def fibonacci_numbers(limit):
    fs = [1, 2]
    while fs[-1] <= limit:
        fs.append(fs[-1] + fs[-2])
    return fs


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10**60))
def test_zeckendorf_is_a_sum_of_non_consecutive_fibonacci_numbers(n):
    terms = cg.zeckendorf(n)
    fs = fibonacci_numbers(n)
    index = [fs.index(t) for t in terms]
    assert sum(terms) == n
    assert all(a - b >= 2 for a, b in zip(index, index[1:]))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**40), st.integers(2, 2**70))
def test_stone_game_modulo_equals_exact(n, m):
    assert cg.stone_game(n, modulus=m) == cg.stone_game(n) % m


def largest_winning_moves(n):
    """M(n) of Stone Game III by its rules (take 1..2x the last take, the first at most n-1)."""
    from functools import lru_cache

    @lru_cache(maxsize=None)
    def wins(stones, cap):
        return any(not wins(stones - t, 2 * t) for t in range(1, min(cap, stones) + 1))
    return [max([t for t in range(1, n) if not wins(n - t, 2 * t)], default=0) for n in range(1, n + 1)]


def test_stone_game_equals_its_rules():
    moves = largest_winning_moves(60)
    for n in range(1, 61):
        assert cg.stone_game(n) == sum(moves[:n])


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 300), st.integers(2, 2**80))
def test_fibonacci_tree_game_modulo_equals_exact(k, m):
    assert cg.fibonacci_tree_game(k, modulus=m) == cg.fibonacci_tree_game(k) % m


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 10), st.integers(1, 5), st.integers(2, 2**80),
       st.sampled_from(["left", "right"]))
def test_left_vs_right_modulo_equals_exact_and_outcomes_add_up(n, k, m, first):
    counts = {o: cg.left_vs_right(n, k, first=first, outcome=o) for o in ["left", "right", "tie"]}
    assert sum(counts.values()) == 2 ** (n * k)
    assert cg.left_vs_right(n, k, modulus=m, first=first) == counts["right"] % m


def test_refusals():
    with pytest.raises(ValueError):
        cg.stone_game(-1)
    with pytest.raises(ValueError):
        cg.stone_game(10, modulus=1)
    with pytest.raises(ValueError):
        cg.left_vs_right(3, 2, first="middle")
    with pytest.raises(ValueError):
        cg.left_vs_right(3, 2, outcome="draw")
    with pytest.raises(ValueError):
        cg.fibonacci_tree_game(0)
    with pytest.raises(cg.LimitExceeded) as caught:
        cg.fibonacci_tree_game(10**8, modulus=10)
    assert caught.value.resource == "steps" and caught.value.needed > caught.value.allowed
    with pytest.raises(cg.LimitExceeded) as caught:
        cg.fibonacci_tree_game(10**9)
    assert caught.value.resource == "order"
    with pytest.raises(OverflowError):
        cg.fibonacci_tree_game(-5)
