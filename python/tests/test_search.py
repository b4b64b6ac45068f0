"""combgames.search: a root's frontier, its jobs answered by the fast search and by the plain
search of the definition, put back together, against the search of the whole position."""

import pytest
from hypothesis import given, settings, strategies as st

import combgames as cg
from combgames import search


def board(rows, cols, blocked):
    cells = ["#" if blocked >> (r * cols + c) & 1 else "." for r in range(rows) for c in range(cols)]
    return "|".join("".join(cells[r * cols:(r + 1) * cols]) for r in range(rows))


def by_jobs(ruleset, position, first, depth, answer):
    levels = search.frontier(ruleset, position, first, depth)
    answers = [answer(e.position, e.player) if e.decided is None else None for e in levels[-1]]
    return search.resolve(levels, answers)


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 4), st.integers(1, 4), st.integers(0, 2**16 - 1), st.integers(0, 3),
       st.sampled_from(["left", "right"]), st.sampled_from(["domineering", "cram"]))
def test_jobs_put_back_together_give_the_whole_answer(rows, cols, blocked, depth, first, ruleset):
    position = board(rows, cols, blocked)
    whole = search.solve(ruleset, position, first).wins
    assert whole == search.solve_plain(ruleset, position, first)[0]
    fast = by_jobs(ruleset, position, first, depth,
                   lambda p, q: search.solve(ruleset, p, q).wins)
    plain = by_jobs(ruleset, position, first, depth,
                    lambda p, q: search.solve_plain(ruleset, p, q)[0])
    assert fast == plain == whole


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 5), st.integers(1, 5), st.integers(0, 2**25 - 1),
       st.sampled_from(["left", "right"]))
def test_a_win_comes_with_a_move_the_opponent_loses(rows, cols, blocked, first):
    position = board(rows, cols, blocked)
    solved = search.solve("domineering", position, first)
    if solved.wins:
        after = "right" if first == "left" else "left"
        assert search.solve_plain("domineering", solved.best, after)[0] is False
        # The move is one of the position's options: the frontier one move down lists it.
        level = search.frontier("domineering", position, first, 1)[1]
        options = {m for e in level for _, m in e.parents}
        assert solved.best in options
    else:
        assert solved.best is None


def test_the_published_boards_by_jobs():
    # Lachmann, Moore and Rapaport (2002): 5x5 a second-player win, 6x6 a first-player win.
    for position, wins in [("5x5", False), ("6x6", True)]:
        assert by_jobs("domineering", position, "left", 2,
                       lambda p, q: search.solve("domineering", p, q).wins) is wins
    assert cg.domineering_outcome("6x6") == "N"


def test_undecided_jobs_stay_needed_and_decided_ones_do_not():
    levels = search.frontier("domineering", "4x4", "left", 2)
    answers = [None] * len(levels[-1])
    assert all(search.needed(levels, answers)[i] for i in search.jobs(levels))
    answers = [search.solve("domineering", e.position, e.player).wins for e in levels[-1]]
    assert search.resolve(levels, answers) is True
    assert not any(search.needed(levels, answers))


def test_bad_arguments_are_refused_with_a_reason():
    with pytest.raises(ValueError, match='no job search for "chess"'):
        search.frontier("chess", "8x8", "left", 1)
    with pytest.raises(ValueError, match="player"):
        search.solve("domineering", "3x3", "up")
    with pytest.raises(cg.ParseError):
        search.solve_plain("domineering", "3x", "left")
    with pytest.raises(cg.LimitExceeded):
        search.solve_plain("domineering", "5x5", "left", steps=100)
    with pytest.raises(cg.LimitExceeded):
        search.frontier("domineering", "8x8", "left", 3, items=1000)
    with pytest.raises(cg.LimitExceeded):
        search.solve("cram", "5x5", "left", steps=10)


def test_without_ray_the_driver_says_how_to_install_it():
    try:
        import ray  # noqa: F401
    except ImportError:
        with pytest.raises(ImportError, match=r"pip install '\./python\[distributed\]'"):
            import combgames.distributed  # noqa: F401
    else:
        pytest.skip("Ray is installed")


@settings(max_examples=10, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 2**16 - 1), st.sampled_from(["left", "right"])),
                min_size=1, max_size=6),
       st.sampled_from(["domineering", "cram"]))
def test_a_job_solver_keeps_its_table_and_answers_as_solve_does(jobs, ruleset):
    solver = cg.JobSolver(ruleset)
    for blocked, player in jobs:
        position = board(4, 4, blocked)
        wins, best, nodes, _ = solver.solve(position, player)
        assert wins == search.solve(ruleset, position, player).wins
        assert (best is not None) == wins
    # A board of other dimensions gets a search of its own.
    assert solver.solve("3x5", "left")[0] == search.solve(ruleset, "3x5", "left").wins


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 2**16 - 1), st.sampled_from(["domineering", "cram"]),
       st.sampled_from([1, 16, 1024]))
def test_answers_shared_between_job_solvers_are_the_definition_s(blocked, ruleset, least):
    position = board(4, 4, blocked)
    first = cg.JobSolver(ruleset)
    first.solve(position, "left")
    rows = first.answered(least)
    assert all(nodes >= least for _, _, _, nodes in rows)
    for text, left, right, _ in rows[:40]:
        for player, wins in (("left", left), ("right", right)):
            if wins is not None:
                assert wins == search.solve_plain(ruleset, text, player)[0]
    second = cg.JobSolver(ruleset)
    second.solve(position, "right")  # a Domineering solver learns boards of its dimensions
    second.learn(rows)
    assert second.solve(position, "left")[0] == first.solve(position, "left")[0]


def test_negative_counts_are_refused_as_values_naming_the_count():
    for call, name in [(lambda: search.frontier("cram", "2x2", "left", -1), "depth"),
                       (lambda: search.frontier("cram", "2x2", "left", 1, items=-5), "items"),
                       (lambda: search.solve("cram", "2x2", "left", threads=-1), "threads"),
                       (lambda: search.solve("cram", "2x2", "left", steps=-1), "steps"),
                       (lambda: search.solve("cram", "2x2", "left", table_bytes=-1),
                        "table_bytes"),
                       (lambda: search.solve_plain("cram", "2x2", "left", steps=-2), "steps")]:
        with pytest.raises(ValueError, match=f"{name} must be at least 0"):
            call()


def test_a_job_solver_refuses_rows_it_cannot_read():
    solver = cg.JobSolver("cram")
    with pytest.raises(ValueError):
        solver.learn([("..|..", True, None, 10), ("x?", True, None, 10)])
    assert solver.answered(1) == []  # nothing stored from the rows before the bad one
    with pytest.raises(TypeError):
        solver.learn([("..|..", "yes", None, 10)])
    with pytest.raises(ValueError, match="least_nodes must be at least 0"):
        solver.answered(-1)
    for keyword in ("threads", "steps", "table_bytes"):
        with pytest.raises(ValueError, match=f"{keyword} must be at least 0, not -1"):
            cg.JobSolver("cram", **{keyword: -1})
    assert solver.answered(2**63 - 1) == []


def test_a_job_solver_stops_when_told_from_another_thread():
    import threading
    import time
    solver = cg.JobSolver("cram")
    answers = []
    worker = threading.Thread(target=lambda: answers.append(solver.solve("5x6", "left")))
    started = time.monotonic()
    worker.start()
    time.sleep(0.5)
    solver.stop()
    worker.join(timeout=60)
    assert answers == [None] and time.monotonic() - started < 30
    # The solver goes on answering afterwards.
    assert solver.solve("2x3", "left")[0] is True
    with pytest.raises(ValueError, match="no job search"):
        cg.JobSolver("go")
