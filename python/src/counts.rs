//! The counting problems: Zeckendorf representations, Stone Game III `S(N)` (Project Euler
//! 366), the Fibonacci Tree Game `f(k)` (400) and Left vs Right II `G(n, k)` (949).

use crate::convert::{to_modulus, to_natural};
use crate::detach::detached;
use crate::errors::{ToPyErr, py_result};
use combgames_fibonacci_tree_game::FibonacciTreeGame;
use combgames_left_vs_right::{Outcome, OutcomeCounts, Player};
use combgames_zeckendorf::Zeckendorf;
use num_bigint::BigUint;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

/// A count exact (`modulus` `None`), by the library's modular count (a modulus below
/// `2^64`), or exact and then reduced (a larger modulus).
fn count<E: ToPyErr + Send>(
    py: Python<'_>,
    modulus: Option<BigUint>,
    modular: impl FnOnce(u64) -> Result<u64, E> + Send,
    exact: impl FnOnce() -> Result<BigUint, E> + Send,
) -> PyResult<BigUint> {
    let answer = detached(py, move || match modulus {
        None => exact(),
        Some(m) => match u64::try_from(&m) {
            Ok(small) => modular(small).map(BigUint::from),
            Err(_) => exact().map(|n| n % m),
        },
    })?;
    py_result(py, answer)
}

/// The Zeckendorf representation of ``n >= 0``: the Fibonacci numbers, no two consecutive,
/// that sum to ``n``, largest first (``[]`` for 0). Any size of int.
///
/// >>> import combgames as cg
/// >>> cg.zeckendorf(100)
/// [89, 8, 3]
/// >>> sum(cg.zeckendorf(10**30)) == 10**30
/// True
#[pyfunction]
pub(crate) fn zeckendorf(py: Python<'_>, n: &Bound<'_, PyAny>) -> PyResult<Vec<BigUint>> {
    let n = to_natural(n, "n")?;
    let z = detached(py, || {
        Zeckendorf::new(n).map(|z| z.terms().collect::<Vec<_>>())
    })?;
    py_result(py, z)
}

/// ``S(N)`` of Stone Game III (Project Euler 366): the sum over ``n <= N`` of the largest
/// winning first move ``M(n)``, exactly (``modulus=None``) or modulo ``modulus >= 2``.
/// ``N`` is an int of any size (up to the library's bit limits).
///
/// >>> import combgames as cg
/// >>> cg.stone_game(100)
/// 728
/// >>> cg.stone_game(10**18, modulus=10**8)
/// 88351299
#[pyfunction]
#[pyo3(signature = (n, modulus = None))]
pub(crate) fn stone_game(
    py: Python<'_>,
    n: &Bound<'_, PyAny>,
    modulus: Option<&Bound<'_, PyAny>>,
) -> PyResult<BigUint> {
    let n = to_natural(n, "N")?;
    let modulus = to_modulus(modulus)?;
    count(
        py,
        modulus,
        |m| combgames_stone_game::sum_largest_moves_mod(&n, m),
        || combgames_stone_game::sum_largest_moves_exact(&n),
    )
}

/// ``f(k)`` of the Fibonacci Tree Game (Project Euler 400): the winning first moves on the
/// Fibonacci tree of order ``k``, exactly (``modulus=None``) or modulo ``modulus >= 2``.
/// Long counts release the GIL and stop on Ctrl-C; ``threads`` (default: as many as pay)
/// bounds the threads used.
///
/// >>> import combgames as cg
/// >>> cg.fibonacci_tree_game(10), cg.fibonacci_tree_game(10**4, modulus=10**18)
/// (17, 438505383468410633)
#[pyfunction]
#[pyo3(signature = (k, modulus = None, threads = 0))]
pub(crate) fn fibonacci_tree_game(
    py: Python<'_>,
    k: usize,
    modulus: Option<&Bound<'_, PyAny>>,
    threads: usize,
) -> PyResult<BigUint> {
    let modulus = to_modulus(modulus)?;
    let game = py_result(py, FibonacciTreeGame::new(k))?.with_threads(threads);
    count(py, modulus, |m| game.count_mod(m), || game.count_exact())
}

fn player(name: &str) -> PyResult<Player> {
    match name {
        "left" => Ok(Player::Left),
        "right" => Ok(Player::Right),
        _ => Err(PyValueError::new_err(format!(
            "first must be \"left\" or \"right\", got {name:?}"
        ))),
    }
}

/// ``G(n, k)`` of Left vs Right II (Project Euler 949): the ``k``-tuples of words of ``n``
/// letters that Right wins, with ``first="left"`` moving first; ``outcome`` may be
/// ``"right"`` (the default), ``"left"`` or ``"tie"``. Exactly (``modulus=None``) or
/// modulo ``modulus >= 2``.
///
/// >>> import combgames as cg
/// >>> cg.left_vs_right(20, 7, modulus=1001001011)
/// 726010935
/// >>> cg.left_vs_right(4, 2, outcome="tie")
/// 100
#[pyfunction]
#[pyo3(signature = (n, k, modulus = None, first = "left", outcome = "right"))]
pub(crate) fn left_vs_right(
    py: Python<'_>,
    n: u32,
    k: u32,
    modulus: Option<&Bound<'_, PyAny>>,
    first: &str,
    outcome: &str,
) -> PyResult<BigUint> {
    let modulus = to_modulus(modulus)?;
    let first = player(first)?;
    let pick = match outcome {
        "right" => Outcome::RightWins,
        "left" => Outcome::LeftWins,
        "tie" => Outcome::Tie,
        _ => {
            return Err(PyValueError::new_err(format!(
                "outcome must be \"left\", \"right\" or \"tie\", got {outcome:?}"
            )));
        }
    };
    count(
        py,
        modulus,
        |m| combgames_left_vs_right::count_outcomes_mod(n, k, first, m).map(|c| select(c, pick)),
        || combgames_left_vs_right::count_outcomes_exact(n, k, first).map(|c| select(c, pick)),
    )
}

/// The count of one outcome.
fn select<C>(counts: OutcomeCounts<C>, outcome: Outcome) -> C {
    match outcome {
        Outcome::RightWins => counts.right_wins,
        Outcome::LeftWins => counts.left_wins,
        Outcome::Tie => counts.ties,
    }
}
