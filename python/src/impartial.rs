//! Impartial games: nimbers, and the Grundy value of any game given by Python callables
//! (octal games are in [`octal`](crate::octal)).

use crate::errors::py_result;
use combgames_grundy::{ImpartialGame, Nimber128, Solver};
use pyo3::exceptions::{PyValueError, PyZeroDivisionError};
use pyo3::prelude::*;
use pyo3::types::PyIterator;
use std::cell::RefCell;
use std::hash::{Hash, Hasher};

/// A nimber ``*n``, ``0 <= n < 2**128``: nim-addition (exclusive or), nim-multiplication
/// (Conway's field of characteristic 2), division, powers.
///
/// >>> import combgames as cg
/// >>> cg.Nimber(16) * cg.Nimber(16) == cg.Nimber(24)
/// True
/// >>> cg.Nimber(5) + cg.Nimber(3), int(cg.Nimber(5)), str(cg.Nimber(2))
/// (Nimber(6), 5, '*2')
/// >>> cg.Nimber(2) * cg.Nimber(2) / cg.Nimber(3)   # *2 times *2 is *3
/// Nimber(1)
#[pyclass(frozen, eq, hash, module = "combgames", name = "Nimber")]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Nimber(Nimber128);

#[pymethods]
impl Nimber {
    #[new]
    fn new(n: &Bound<'_, PyAny>) -> PyResult<Nimber> {
        let n: u128 = n
            .extract()
            .map_err(|_| PyValueError::new_err("a nimber is *n for an int 0 <= n < 2**128"))?;
        Ok(Nimber(Nimber128(n)))
    }

    fn __repr__(&self) -> String {
        format!("Nimber({})", self.0.0)
    }

    fn __str__(&self) -> String {
        match self.0.0 {
            0 => "0".into(),
            1 => "*".into(),
            n => format!("*{n}"),
        }
    }

    /// The nimber typeset for a notebook: ``$0$``, ``${\ast}$``, ``${\ast}5$``.
    ///
    /// >>> import combgames as cg
    /// >>> cg.Nimber(5)._repr_latex_()
    /// '${\\ast}5$'
    fn _repr_latex_(&self) -> String {
        match self.0.0 {
            0 => "$0$".into(),
            1 => "${\\ast}$".into(),
            n => format!("${{\\ast}}{n}$"),
        }
    }

    fn __int__(&self) -> u128 {
        self.0.0
    }

    fn __index__(&self) -> u128 {
        self.0.0
    }

    fn __bool__(&self) -> bool {
        self.0.0 != 0
    }

    fn __add__(&self, other: Nimber) -> Nimber {
        Nimber(self.0 + other.0)
    }

    fn __sub__(&self, other: Nimber) -> Nimber {
        Nimber(self.0 + other.0)
    }

    fn __neg__(&self) -> Nimber {
        *self
    }

    fn __mul__(&self, other: Nimber) -> Nimber {
        Nimber(self.0 * other.0)
    }

    fn __truediv__(&self, other: Nimber) -> PyResult<Nimber> {
        self.0
            .checked_div(other.0)
            .map(Nimber)
            .map_err(|e| PyZeroDivisionError::new_err(e.to_string()))
    }

    /// ``self ** e`` by nim-multiplication; a negative ``e`` takes the inverse first.
    fn __pow__(&self, exponent: i64, modulo: Option<&Bound<'_, PyAny>>) -> PyResult<Nimber> {
        if modulo.is_some_and(|m| !m.is_none()) {
            return Err(PyValueError::new_err("nimber powers take no modulus"));
        }
        let base = if exponent < 0 {
            self.inverse()?.0
        } else {
            self.0
        };
        Ok(Nimber(base.pow(exponent.unsigned_abs())))
    }

    /// The nim-multiplicative inverse (``ZeroDivisionError`` for ``Nimber(0)``).
    ///
    /// >>> import combgames as cg
    /// >>> cg.Nimber(2).inverse()
    /// Nimber(3)
    fn inverse(&self) -> PyResult<Nimber> {
        self.0
            .inverse()
            .map(Nimber)
            .map_err(|e| PyZeroDivisionError::new_err(e.to_string()))
    }

    fn __reduce__(&self, py: Python<'_>) -> (Py<PyAny>, (u128,)) {
        (py.get_type::<Nimber>().into_any().unbind(), (self.0.0,))
    }
}

thread_local! {
    /// The first exception a callback raised during a search, re-raised after it.
    static RAISED: RefCell<Option<PyErr>> = const { RefCell::new(None) };
}

/// Keeps `e` for after the search, and stops the search at its next check.
fn raise(e: PyErr) {
    RAISED.with(|r| {
        r.borrow_mut().get_or_insert(e);
    });
    if let Some(search) = combgames_base::Interrupt::current() {
        search.request();
    }
}

fn failed() -> bool {
    RAISED.with(|r| r.borrow().is_some())
}

/// A Python position: the object and its hash; equal by Python's `==`.
struct Position {
    object: Py<PyAny>,
    hash: isize,
}

impl Position {
    fn new(object: Bound<'_, PyAny>) -> PyResult<Position> {
        Ok(Position {
            hash: object.hash()?,
            object: object.unbind(),
        })
    }
}

impl Clone for Position {
    fn clone(&self) -> Self {
        Python::attach(|py| Position {
            object: self.object.clone_ref(py),
            hash: self.hash,
        })
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Self) -> bool {
        self.hash == other.hash
            && Python::attach(|py| match self.object.bind(py).eq(other.object.bind(py)) {
                Ok(equal) => equal,
                Err(e) => {
                    raise(e);
                    false
                }
            })
    }
}

impl Eq for Position {}

impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_isize(self.hash);
    }
}

/// A game whose moves are a Python callable's answers.
struct Callbacks {
    options: Py<PyAny>,
    components: Option<Py<PyAny>>,
}

/// `f(position)` as an iterator over its answer; `None` when `f` returned `None`, or raised
/// (the exception is kept for after the search, which then ends quickly: every position has
/// no option).
fn answer(f: &Py<PyAny>, position: &Position) -> Option<Py<PyIterator>> {
    if failed() {
        return None;
    }
    let iterator = Python::attach(|py| -> PyResult<Option<Py<PyIterator>>> {
        let answer = f.bind(py).call1((position.object.bind(py),))?;
        if answer.is_none() {
            return Ok(None);
        }
        Ok(Some(answer.try_iter()?.unbind()))
    });
    iterator.unwrap_or_else(|e| {
        raise(e);
        None
    })
}

/// The positions a callback answered, pulled one at a time as the search asks for them (so
/// an endless or huge iterable costs only what the step limit lets the search pull).
struct Pulled(Option<Py<PyIterator>>);

impl Iterator for Pulled {
    type Item = Position;

    fn next(&mut self) -> Option<Position> {
        if failed() {
            self.0 = None;
        }
        let pulled = Python::attach(|py| {
            let iterator = self.0.as_ref()?.bind(py).clone();
            Some(iterator.into_iter().next()?.and_then(Position::new))
        });
        match pulled {
            Some(Ok(position)) => Some(position),
            Some(Err(e)) => {
                raise(e);
                self.0 = None;
                None
            }
            None => {
                self.0 = None;
                None
            }
        }
    }
}

/// The parts of a sum, at most [`MAX_PARTS`] (more is an error, not an allocation the
/// host cannot survive).
fn parts(f: &Py<PyAny>, position: &Position) -> Option<Vec<Position>> {
    let mut parts = Vec::new();
    for part in Pulled(answer(f, position)) {
        if parts.len() == MAX_PARTS {
            raise(PyValueError::new_err(format!(
                "components returned more than {MAX_PARTS} parts"
            )));
            return None;
        }
        parts.push(part);
    }
    (!failed()).then_some(parts)
}

/// The most parts `components` may return for one position: `2^16`.
const MAX_PARTS: usize = 1 << 16;

impl ImpartialGame for Callbacks {
    type Position = Position;
    type Options<'a> = Pulled;

    fn options(&self, position: &Position) -> Self::Options<'_> {
        Pulled(answer(&self.options, position))
    }

    fn components(&self, position: &Position) -> Option<Vec<Position>> {
        let parts = parts(self.components.as_ref()?, position)?;
        (parts.len() >= 2).then_some(parts)
    }
}

/// The Grundy value of ``position`` in the impartial game whose moves are
/// ``options(position)`` (an iterable of hashable positions). Positions are compared with
/// ``==`` and memoised by ``hash``. If ``components(position)`` is given and returns two or
/// more positions, the position is their sum, valued as the nim-sum of their values (return
/// ``None`` for a position that does not split; at most 65 536 parts). At most ``steps`` steps
/// (options examined and positions stored): the options are pulled from the iterable one at a
/// time, so an endless one ends in ``LimitExceeded``; ``ValueError`` if some sequence of moves
/// repeats a position. Ctrl-C reaches the search as it reaches any Python code: a
/// ``KeyboardInterrupt`` raised in ``options`` or ``components`` stops it; one that Python
/// delivers inside a ``gc`` callback or a ``__del__`` is lost there, as it is in plain Python.
///
/// >>> import combgames as cg
/// >>> # Subtraction game: take 1, 2 or 3; the value of n is n mod 4.
/// >>> cg.grundy_value(10, lambda n: [n - k for k in (1, 2, 3) if k <= n])
/// 2
/// >>> # Nim heaps as a tuple, split into single heaps.
/// >>> heaps = lambda p: [p[:i] + (k,) + p[i + 1:] for i, h in enumerate(p) for k in range(h)]
/// >>> parts = lambda p: [(h,) for h in p] if len(p) > 1 else None
/// >>> cg.grundy_value((3, 5, 6), heaps, components=parts)
/// 0
#[pyfunction]
#[pyo3(signature = (position, options, components = None, steps = combgames_grundy::DEFAULT_STEP_LIMIT))]
pub(crate) fn grundy_value(
    py: Python<'_>,
    position: Bound<'_, PyAny>,
    options: Py<PyAny>,
    components: Option<Py<PyAny>>,
    steps: u64,
) -> PyResult<usize> {
    let start = Position::new(position)?;
    let game = Callbacks {
        options,
        components: components.filter(|c| !c.is_none(py)),
    };
    RAISED.with(|r| r.borrow_mut().take());
    // The search stops at its next check once a callback has raised.
    let answer = combgames_base::Interrupt::new().run(|| {
        Solver::with_limits(game, combgames_base::Limits::new().steps(steps)).grundy(&start)
    });
    if let Some(e) = RAISED.with(|r| r.borrow_mut().take()) {
        return Err(e);
    }
    py_result(py, answer)
}
