"""Loopy games from Python: outcomes with draws, stoppers compared, the notation's refusals."""

import pytest

import combgames as cg


def test_issue_44_examples_that_need_no_sides():
    assert cg.LoopyGame("{pass|pass}").outcome() == "D"
    assert (cg.LoopyGame("on") + cg.LoopyGame("off")).outcome() == "D"
    on = cg.LoopyGame("on")
    assert on.is_stopper() and on.outcome() == "L"
    over = cg.LoopyGame("over")
    assert over == cg.LoopyGame("{0|pass}") == cg.LoopyGame("x{0|x}")
    assert over.outcome() == "L"
    assert over + "5" == cg.LoopyGame("5over")
    assert over + "^" == over
    assert over - "5" == cg.LoopyGame("-5over")
    assert cg.LoopyGame("under") + "5" == cg.LoopyGame("5under")
    assert cg.LoopyGame("+-({0||0|0,pass} + *)") == cg.LoopyGame("0")
    assert cg.LoopyGame("a{1||a|0}").outcome() == "LD"


def test_order_of_stoppers():
    over, zero = cg.LoopyGame("over"), cg.LoopyGame("0")
    assert zero < over < cg.LoopyGame("1/1024")
    assert over > cg.LoopyGame("^<5>") and over >= cg.LoopyGame("Tiny(1)")
    assert over.compare("^") == ">" and cg.LoopyGame("^").compare("*") == "||"
    assert -over == cg.LoopyGame("under")
    assert str(over + "^") == "over" and str(cg.LoopyGame("x{0|x} + 5")) == "5over"
    assert repr(cg.LoopyGame("{0||0|0,pass}")) == "LoopyGame('^<on>')"
    assert repr(cg.LoopyGame("{1||1|1,pass}")) == "LoopyGame('{1||1|1,pass}')"
    assert str(cg.LoopyGame("{pass|pass}")) == "{pass|pass}"  # not a stopper: as read
    assert hash(over + "^") == hash(cg.LoopyGame("x{0|x}"))
    assert len({cg.LoopyGame("over"), cg.LoopyGame("{0|pass}"), cg.LoopyGame("on")}) == 2
    assert cg.LoopyGame("on").positions == 1


def test_refusals():
    with pytest.raises(ValueError, match="sidling"):
        cg.LoopyGame("b{a{|c{b,pass|b,a}}|pass}") == cg.LoopyGame("0")
    with pytest.raises(ValueError, match="label"):
        cg.LoopyGame("{0|b}")
    with pytest.raises(ValueError, match="pass"):
        cg.LoopyGame("pass")
    with pytest.raises(ValueError, match="sided"):
        cg.LoopyGame("on & off")
    with pytest.raises(TypeError):
        hash(cg.LoopyGame("dud"))
    with pytest.raises(TypeError):
        cg.LoopyGame("on") + 3


def test_sides_upsums_and_downsums():
    # Issue 44: a{1||a|0} = 2 & +-1; dud = on & off; on + off is dud.
    nanoko = cg.LoopyGame("a{1||a|0}")
    assert str(nanoko.onside()) == "2" and str(nanoko.offside()) == "+-1"
    assert nanoko.onside() == cg.LoopyGame("2")
    dud = cg.LoopyGame("on") + cg.LoopyGame("off")
    assert str(dud.onside()) == "on" and str(dud.offside()) == "off"
    assert cg.LoopyGame("on").upsum("off") == cg.LoopyGame("on")
    assert cg.LoopyGame("on").downsum(cg.LoopyGame("off")) == cg.LoopyGame("off")
    # A stopper is its own sides.
    assert cg.LoopyGame("over").onside() == cg.LoopyGame("over") == cg.LoopyGame("over").offside()
    with pytest.raises(ValueError, match="sidling"):
        cg.LoopyGame("b{a{|c{b,pass|b,a}}|pass}").onside()
    with pytest.raises(TypeError):
        cg.LoopyGame("on").upsum(3)


def test_games_that_are_not_stoppers_compare_by_their_sides():
    dud = cg.LoopyGame("dud")
    assert dud == cg.LoopyGame("on") + cg.LoopyGame("off")
    assert dud != cg.LoopyGame("0") and dud.compare("0") == "||"
    assert cg.LoopyGame("on") >= dud and cg.LoopyGame("on").compare(dud) == ">"
    assert cg.LoopyGame("a{1||a|0}").compare("2") == "<"  # 2 & +-1 against 2 & 2


def test_loopy_rulesets():
    # Backsliding Toads and Frogs (the values the Rust tests pin, checked there against the
    # rules' plain sweep): T..F = *, TT.F.F = 0, with their outcomes counting draws.
    g = cg.loopy_ruleset("backsliding-toads", "T..F")
    assert g.onside() == cg.LoopyGame("*") == g.offside()
    assert g == cg.LoopyGame("*") and g.outcome() == "N"
    assert cg.loopy_ruleset("backsliding-toads", "TT.F.F") == cg.LoopyGame("0")
    # Sides that sidling does not settle: the game still has its outcome (as `cgt
    # backsliding-toads --outcome TT..F` prints), printed as the position; its sides refuse.
    hard = cg.loopy_ruleset("backsliding-toads", "TT..F")
    assert hard.outcome() == "L" and str(hard) == "TT..F"
    assert hard.onside() == cg.LoopyGame("on")
    with pytest.raises(ValueError, match="sidling"):
        hard.offside()
    with pytest.raises(ValueError, match="no loopy ruleset"):
        cg.loopy_ruleset("toads", "T.F")
    with pytest.raises(ValueError, match="position 1"):
        cg.loopy_ruleset("backsliding-toads", "TX")
