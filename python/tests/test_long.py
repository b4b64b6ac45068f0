"""Long work: the GIL is released, Ctrl-C (a real SIGINT, sent from the test) stops it within
about a second and leaves nothing running, and games are safe to share between threads."""

import gc
import os
import signal
import threading
import time
from fractions import Fraction

import pytest

import combgames as cg

SIGNAL_AFTER = 0.5
# Ctrl-C stops work within about a second (the library looks every few milliseconds and the
# bindings poll the signal handlers every 50 ms; the rest is scheduling on a busy machine).
WITHIN = 1.0

LONG = {
    "f(10^6)": lambda: cg.fibonacci_tree_game(10**6, modulus=10**18),
    "f(10^6) on one thread": lambda: cg.fibonacci_tree_game(10**6, modulus=10**18, threads=1),
    "f(30000) exact": lambda: cg.fibonacci_tree_game(30000),
    "Domineering 5x6": lambda: cg.domineering("......|......|......|......|......"),
    "G(30, 7)": lambda: cg.left_vs_right(30, 7, modulus=1001001011),
    "octal .1777": lambda: cg.OctalGame(".1777").periodicity(max_heap=2**24),
    "grundy_value": lambda: cg.grundy_value(0, lambda n: [n + 1] if n < 10**7 else [], steps=10**9),
}


@pytest.mark.skipif(threading.current_thread() is not threading.main_thread(), reason="signals go to the main thread")
@pytest.mark.parametrize("name", list(LONG))
def test_ctrl_c_stops_long_work(name):
    # grundy_value runs Python code (its options function) while it searches, and Python
    # delivers the KeyboardInterrupt to whatever Python code runs when the signal is handled.
    # One delivered inside a gc callback is lost (Python reports it as unraisable): Hypothesis,
    # imported by the other tests, installs such a callback, so it is taken out while we test.
    callbacks = gc.callbacks[:]
    gc.callbacks.clear()
    timer = threading.Timer(SIGNAL_AFTER, os.kill, (os.getpid(), signal.SIGINT))
    started = time.monotonic()
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            LONG[name]()
    finally:
        timer.cancel()
        gc.callbacks.extend(callbacks)
    stopped = time.monotonic() - started
    assert stopped < SIGNAL_AFTER + WITHIN, f"{name} stopped after {stopped:.2f} s"
    # Nothing goes on working once the call has returned.
    cpu = time.process_time()
    time.sleep(0.3)
    assert time.process_time() - cpu < 0.1
    # And the library still answers.
    assert cg.domineering("..|..") == cg.Game("+-1")
    assert cg.fibonacci_tree_game(10) == 17


def test_long_work_releases_the_gil():
    done = threading.Event()
    answer = []

    def work():
        answer.append(cg.left_vs_right(28, 7, modulus=1001001011))
        done.set()

    worker = threading.Thread(target=work)
    worker.start()
    spins = 0
    while not done.is_set():
        spins += 1
    worker.join()
    # This thread ran Python the whole time the count took (with the GIL held by the count,
    # it would have run a few switch intervals at most).
    assert answer and spins > 100_000


def test_games_are_shared_between_threads():
    texts = ["{3||2*|1*}", "^", "*3", "+-1", "1/2", "{1|*}", "v2*", "Tiny(1)"]
    shared = [cg.Game(t) for t in texts]
    want = [[str(a + b) for b in shared] for a in shared]
    errors = []

    def work(seed):
        try:
            for _ in range(30):
                for i, a in enumerate(shared):
                    for j, b in enumerate(shared):
                        if str(a + b) != want[i][j] or not (a + b) - b == a:
                            errors.append((seed, i, j))
                # Games made in this thread meet the shared ones.
                mine = cg.Game(Fraction(seed, 4)) + cg.Game("*")
                if mine + shared[2] != cg.Game(f"{Fraction(seed, 4)}*2"):
                    errors.append((seed, "mine"))
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(repr(e))

    threads = [threading.Thread(target=work, args=(s,)) for s in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
