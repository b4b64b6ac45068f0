"""Impartial games: octal values against their definition, nimbers against the mex rule,
and the Grundy value of games given by Python callables."""

from functools import lru_cache

import pytest
from hypothesis import given, settings, strategies as st

import combgames as cg


def mex(values):
    m = 0
    while m in values:
        m += 1
    return m


def octal_values_by_definition(code, n):
    """g(0..=n) of the octal or hexadecimal code ".d1d2..." (no digit before the point), from
    the rules: taking k counters may leave no heap (bit 1 of digit k), one heap (bit 2), two
    (bit 4) or three heaps (bit 8, hexadecimal codes)."""
    hexadecimal = code.startswith("0x")
    digits = [int(d, 16 if hexadecimal else 8) for d in code.split(".")[1]]
    g = []
    for heap in range(n + 1):
        seen = set()
        for k, d in enumerate(digits, start=1):
            rest = heap - k
            if rest < 0:
                break
            if d & 1 and rest == 0:
                seen.add(0)
            if d & 2 and rest > 0:
                seen.add(g[rest])
            if d & 4:
                seen.update(g[a] ^ g[rest - a] for a in range(1, rest // 2 + 1))
            if d & 8:
                seen.update(g[a] ^ g[b] ^ g[rest - a - b]
                            for a in range(1, rest) for b in range(a, rest - a) if rest - a - b >= b)
        g.append(mex(seen))
    return g


def test_published_periods():
    # Winning Ways, ch. 4: Kayles and Dawson's Kayles; Flammenkamp's tables for .16.
    assert cg.OctalGame(".77").periodicity() == (71, 12)
    assert cg.OctalGame(".07").periodicity() == (53, 34)
    assert cg.OctalGame(".16").periodicity() == (105351, 149459)
    assert cg.OctalGame(".77").values(20) == [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1]


codes = st.builds(lambda ds: "." + "".join(map(str, ds)), st.lists(st.integers(0, 7), min_size=1, max_size=3))


@settings(max_examples=120, deadline=None)
@given(codes)
def test_octal_values_equal_the_definition(code):
    assert cg.OctalGame(code).values(60) == octal_values_by_definition(code, 60), code


@pytest.mark.parametrize("code", ["0x.8", "0x.f", "0x.48", "0x.c"])
def test_hexadecimal_values_equal_the_definition(code):
    assert cg.OctalGame(code).values(30) == octal_values_by_definition(code, 30)


def test_bad_codes_and_bounds():
    with pytest.raises(cg.ParseError) as caught:
        cg.OctalGame(".8")
    assert caught.value.position == 1
    with pytest.raises(cg.LimitExceeded) as caught:
        cg.OctalGame(".07").periodicity(max_heap=100)
    assert caught.value.resource == "heaps" and caught.value.allowed == 100
    assert repr(cg.OctalGame(".77")) == "OctalGame('.77')" and cg.OctalGame(".77").code == ".77"


@lru_cache(maxsize=None)
def nim_product(a, b):
    """The nim-product by its definition: mex of a'b + ab' + a'b' over a' < a, b' < b."""
    return mex({nim_product(x, b) ^ nim_product(a, y) ^ nim_product(x, y) for x in range(a) for y in range(b)})


def test_nim_products_equal_the_definition():
    for a in range(16):
        for b in range(16):
            assert int(cg.Nimber(a) * cg.Nimber(b)) == nim_product(a, b)
    assert cg.Nimber(16) * cg.Nimber(16) == cg.Nimber(24)
    assert int(cg.Nimber(5)) == 5 and str(cg.Nimber(1)) == "*" and repr(cg.Nimber(7)) == "Nimber(7)"


nimbers = st.integers(0, 2**128 - 1).map(cg.Nimber)


@settings(max_examples=200, deadline=None)
@given(nimbers, nimbers, nimbers)
def test_nimbers_are_a_field(a, b, c):
    assert a * (b + c) == a * b + a * c
    assert (a * b) * c == a * (b * c)
    assert a + a == cg.Nimber(0) and a * cg.Nimber(1) == a
    if a:
        assert a * a.inverse() == cg.Nimber(1) and (a * b) / a == b and a ** -1 == a.inverse()
    assert a ** 3 == a * a * a


def test_nimber_refusals():
    with pytest.raises(ZeroDivisionError):
        cg.Nimber(3) / cg.Nimber(0)
    for bad in [-1, 2**128]:
        with pytest.raises(ValueError):
            cg.Nimber(bad)


def subtraction_values(moves, n):
    g = []
    for heap in range(n + 1):
        g.append(mex({g[heap - m] for m in moves if m <= heap}))
    return g


@settings(max_examples=60, deadline=None)
@given(st.sets(st.integers(1, 6), min_size=1, max_size=3), st.integers(0, 80))
def test_grundy_value_equals_the_mex_recursion(moves, n):
    options = lambda heap: [heap - m for m in moves if m <= heap]
    assert cg.grundy_value(n, options) == subtraction_values(sorted(moves), n)[n]


def test_sums_by_components():
    heaps = lambda p: [p[:i] + (k,) + p[i + 1:] for i, h in enumerate(p) for k in range(h)]
    parts = lambda p: [(h,) for h in p] if len(p) > 1 else None
    for position in [(3, 5, 6), (1, 2, 4, 8), (7,), (9, 9, 1)]:
        want = 0
        for h in position:
            want ^= h
        assert cg.grundy_value(position, heaps, components=parts) == want
        assert cg.grundy_value(position, heaps) == want


def test_callback_errors_and_cycles():
    def bad(n):
        raise KeyError("from the callback")
    with pytest.raises(KeyError):
        cg.grundy_value(3, bad)
    with pytest.raises(TypeError):
        cg.grundy_value(3, lambda n: 5)            # not iterable
    with pytest.raises(TypeError):
        cg.grundy_value(3, lambda n: [[1]] if n == 3 else [])   # unhashable
    with pytest.raises(ValueError, match="cycle"):
        cg.grundy_value(0, lambda n: [(n + 1) % 3])
    with pytest.raises(cg.LimitExceeded) as caught:
        cg.grundy_value(0, lambda n: [n + 1] if n < 10**6 else [], steps=1000)
    assert caught.value.allowed == 1000


def test_options_are_pulled_lazily_within_the_step_limit():
    import itertools
    # A billion options, and an endless iterator: pulled one at a time, the step limit ends
    # the search (before, the binding collected the whole iterable and the process aborted).
    pulled = []

    def counting(n):
        for k in itertools.count(1):
            pulled.append(k)
            yield k

    for options in (lambda n: range(1, 10**9) if n == 0 else [],
                    lambda n: itertools.count(1) if n == 0 else [],
                    lambda n: counting(n) if n == 0 else []):
        with pytest.raises(cg.LimitExceeded) as caught:
            cg.grundy_value(0, options, steps=1000)
        assert caught.value.allowed == 1000
    assert 500 <= len(pulled) <= 1001
    # Endless components: refused with a clear error, the interpreter alive.
    with pytest.raises(ValueError, match="more than 65536 parts"):
        cg.grundy_value((1, 2), lambda p: [], components=lambda p: itertools.repeat((1,)))
    # An exception raised part-way through the options is raised as itself.
    def failing(n):
        yield 1
        raise KeyError("half-way")
    with pytest.raises(KeyError, match="half-way"):
        cg.grundy_value(2, lambda n: failing(n) if n == 2 else [])
    # A lazy answer is the same answer.
    assert cg.grundy_value(10, lambda n: (n - k for k in (1, 2, 3) if k <= n)) == 2


def options_by_rules(code, heaps):
    """The positions (sorted tuples of heaps, empty heaps dropped) one move of the octal or
    hexadecimal code leads to from `heaps`, from the rules as in octal_values_by_definition."""
    hexadecimal = code.startswith("0x")
    digits = [int(d, 16 if hexadecimal else 8) for d in code.split(".")[1]]
    found = set()
    for i, heap in enumerate(heaps):
        others = heaps[:i] + heaps[i + 1:]
        for k, d in enumerate(digits, start=1):
            rest = heap - k
            if rest < 0:
                break
            leaves = []
            if d & 1 and rest == 0:
                leaves.append(())
            if d & 2 and rest > 0:
                leaves.append((rest,))
            if d & 4:
                leaves += [(a, rest - a) for a in range(1, rest // 2 + 1)]
            if d & 8:
                leaves += [(a, b, rest - a - b) for a in range(1, rest) for b in range(a, rest - a) if rest - a - b >= b]
            for leave in leaves:
                found.add(tuple(sorted(others + leave)))
    return found


def misere_value_by_definition(code):
    """g- of a sum of heaps by Conway's definition: 1 with no move, else the mex of the options'."""

    @lru_cache(maxsize=None)
    def g(heaps):
        options = options_by_rules(code, heaps)
        return 1 if not options else mex({g(o) for o in options})

    return lambda heaps: g(tuple(sorted(h for h in heaps if h > 0)))


MISERE_CODES = [".77", ".07", ".137", ".31", ".6", ".4", "0x.8", ".15"]


@pytest.mark.parametrize("code", MISERE_CODES)
def test_misere_values_equal_the_definition(code):
    g = misere_value_by_definition(code)
    assert cg.OctalGame(code).misere_values(14) == [g((n,)) for n in range(15)]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(MISERE_CODES), st.lists(st.integers(0, 9), max_size=4))
def test_misere_outcomes_and_the_quotient_equal_the_definition(code, heaps):
    g = misere_value_by_definition(code)
    expected = "P" if g(tuple(heaps)) == 0 else "N"
    game = cg.OctalGame(code)
    assert game.misere_outcome(heaps) == expected
    q = game.misere_quotient(9)
    assert q.is_p_position(heaps) == (expected == "P")
    product = 0
    for h in heaps:
        product = q.multiply(product, q.heap_element(h))
    assert (product in q.p_portion()) == (expected == "P")


def test_the_quotient_s_table_and_name():
    q = cg.OctalGame(".77").misere_quotient(8)
    assert q.max_heap == 8 and len(q.table()) == q.order
    assert repr(q) == f"MisereQuotient('.77', max_heap=8, order={q.order})"


def test_misere_work_refuses_past_its_limits_and_reports_progress():
    with pytest.raises(cg.LimitExceeded):
        cg.OctalGame(".77").misere_values(40, steps=100)
    with pytest.raises(cg.LimitExceeded):
        cg.OctalGame(".07").misere_quotient(60, steps=100)
    with pytest.raises(ValueError):
        cg.OctalGame(".07").misere_quotient(20).heap_element(10**6)
    with pytest.raises(TypeError):
        cg.OctalGame(".07").periodicity(progress=3)


def test_periodicity_reports_progress_and_a_raising_callback_stops_it():
    reports = []
    # .6 needs a long run before it refuses (86 s to 2^22 heaps): the callback's first report
    # stops it.
    def stop(report):
        reports.append(report)
        raise RuntimeError("enough")

    with pytest.raises(RuntimeError, match="enough"):
        cg.OctalGame(".6").periodicity(progress=stop)
    assert len(reports) == 1
    report = reports[0]
    assert set(report) == {"heaps", "max_heap", "steps_at_most", "seconds"}
    assert 0 < report["heaps"] <= report["max_heap"] == 2**22 and report["seconds"] >= 0
    assert report["steps_at_most"] == cg.OctalGame(".6").work_at_most(2**22)


def test_the_progress_bar_goes_to_stderr(capsys):
    assert cg.OctalGame(".77").periodicity(progress=True) == (71, 12)
    err = capsys.readouterr().err
    assert err.startswith("\roctal .77: ") and "heaps" in err and err.endswith("\n")
    assert cg.OctalGame(".77").periodicity(progress=False) == (71, 12)
    assert capsys.readouterr().err == ""


def test_work_at_most_bounds_the_plain_scan():
    # Kayles: heap h has floor((h-1)/2) + floor((h-2)/2) pairs; to 4 heaps, 3.
    assert cg.OctalGame(".77").work_at_most(4) == 3
    assert cg.OctalGame(".07").work_at_most(0) == 0


def test_the_quotient_reports_its_progress():
    reports = []
    q = cg.OctalGame(".77").misere_quotient(20, progress=reports.append)
    assert reports and set(reports[0]) == {"heap", "max_heap", "order", "seconds"}
    assert all(r["max_heap"] == 20 and 1 <= r["heap"] <= 20 and r["order"] >= 1 for r in reports)
    assert q.order >= 1
