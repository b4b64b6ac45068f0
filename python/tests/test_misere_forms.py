"""Misère canonical forms from Python, against plain search of the game trees."""

import itertools

import combgames as cg
import pytest
from hypothesis import given, settings, strategies as st


def wins_to_move(parts, memo=None):
    """Misère outcome of a sum of trees (tuples of options), by the rules."""
    memo = {} if memo is None else memo
    key = tuple(sorted(parts, key=repr))
    if key in memo:
        return memo[key]
    moved = False
    answer = None
    for i, part in enumerate(key):
        for option in part:
            moved = True
            if not wins_to_move(key[:i] + (option,) + key[i + 1:], memo):
                answer = True
                break
        if answer:
            break
    memo[key] = True if answer else not moved
    return memo[key]


def text_of(tree):
    """A tree in the notation: a bracketed list of options (0 for no options)."""
    if not tree:
        return "0"
    return "[" + ",".join(text_of(t) if t else "0" for t in tree) + "]"


def game_of(tree):
    if not tree:
        return cg.MisereGame("0")
    return cg.MisereGame("*" + text_of(tree)) if len(tree) > 1 else cg.MisereGame("*[" + text_of(tree) + "]")


trees = st.recursive(st.just(()), lambda inner: st.lists(inner, max_size=3).map(tuple), max_leaves=8)


def test_the_issue_examples():
    g = cg.MisereGame("*[2]") + cg.MisereGame("*[2]")
    assert str(g) == "*[2[2]]" and g.genus() == "0^0" and g.outcome() == "P"
    h = cg.MisereGame("*[[2]]")
    assert str(h) == "*[2#]" and h.birthday() == 3
    assert cg.OctalGame(".77").genus(5) == ["0", "1", "2", "3", "1", "4^146"]
    assert [cg.misere_born_by(d) for d in range(6)] == [1, 2, 3, 5, 22, 4171780]


def test_bad_text_says_where():
    with pytest.raises(cg.ParseError) as e:
        cg.MisereGame("*[2[2]")
    assert e.value.position == 1
    with pytest.raises(cg.ParseError) as e:
        cg.MisereGame("*[#2]")
    assert e.value.position == 2
    with pytest.raises(ValueError):
        cg.misere_born_by(6)


@settings(max_examples=60, deadline=None)
@given(trees, trees)
def test_sums_play_as_their_trees(a, b):
    g = game_of(a) + game_of(b)
    assert (g.outcome() == "P") == (not wins_to_move((a, b)))
    assert g == game_of(b) + game_of(a)
    assert hash(g) == hash(game_of(b) + game_of(a))
    assert (g + g.mate()).outcome() == "P"
    assert cg.MisereGame(str(g)) == g


def test_octal_forms_agree_with_the_quotient():
    kayles = cg.OctalGame(".77")
    forms = kayles.misere_forms(8)
    quotient = kayles.misere_quotient(8)
    for a, b in itertools.combinations_with_replacement(range(9), 2):
        assert ((forms[a] + forms[b]).outcome() == "P") == quotient.is_p_position([a, b])


def test_grundys_game_and_rulesets_in_misere_play():
    g = cg.GrundysGame()
    # OEIS A002188; the misère values of heaps 0..5.
    assert g.values(20) == [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]
    assert g.misere_values(5) == [1, 1, 1, 0, 1, 2]
    assert [f.misere_value() for f in g.misere_forms(12)] == g.misere_values(12)
    # Misère Domineering 2 x 4: the player to move wins; one domino's room for Vertical only:
    # Right wins whoever starts (Vertical must move, Horizontal cannot and so wins).
    assert cg.ruleset_outcome("domineering", "....|....", misere=True) == "N"
    assert cg.ruleset_outcome("domineering", ".|.", misere=True) == "R"
    assert cg.ruleset_outcome("domineering", ".|.") == "L"
