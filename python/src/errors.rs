//! The exceptions of the module, and every library error turned into one of them.
//!
//! Bad text raises `ParseError` (a `ValueError`) with `.position`; a refused budget raises
//! `LimitExceeded` (a `RuntimeError`) with `.resource`, `.needed` and `.allowed`; a stop on
//! request (Ctrl-C) raises `KeyboardInterrupt`; bad arguments raise `ValueError`.

use combgames_base::{Exceeded, Needed, Resource};
use pyo3::exceptions::{PyKeyboardInterrupt, PyRuntimeError, PyValueError};
use pyo3::prelude::*;

pyo3::create_exception!(
    combgames,
    ParseError,
    PyValueError,
    "Text that is not what was asked for (a game, a board, a code).\n\n\
     ``.position`` is the index of the first character that could not be read.\n\n\
     >>> import combgames as cg\n\
     >>> try:\n\
     ...     cg.Game(\"{1|\")\n\
     ... except cg.ParseError as e:\n\
     ...     print(e.position)\n\
     3"
);

pyo3::create_exception!(
    combgames,
    LimitExceeded,
    PyRuntimeError,
    "A computation refused because it would pass, or passed, one of its limits.\n\n\
     ``.resource`` is ``\"steps\"``, ``\"bytes\"``, ``\"items\"`` (games held) or ``\"heaps\"``;\n\
     ``.needed`` the estimate (``None`` when the limit was reached while working); ``.allowed``\n\
     the limit.\n\n\
     >>> import combgames as cg\n\
     >>> try:\n\
     ...     cg.fibonacci_tree_game(10**8)\n\
     ... except cg.LimitExceeded as e:\n\
     ...     print(e.resource)\n\
     steps"
);

/// A `ParseError` with its message and position.
pub(crate) fn parse_error(py: Python<'_>, message: String, position: usize) -> PyErr {
    let error = ParseError::new_err(message);
    if let Err(e) = error.value(py).setattr("position", position) {
        return e;
    }
    error
}

/// A `LimitExceeded` with its resource, estimate and limit.
pub(crate) fn limit(
    py: Python<'_>,
    message: String,
    resource: &str,
    needed: Option<u64>,
    allowed: u64,
) -> PyErr {
    let error = LimitExceeded::new_err(message);
    let value = error.value(py);
    let set = value
        .setattr("resource", resource)
        .and_then(|()| value.setattr("needed", needed))
        .and_then(|()| value.setattr("allowed", allowed));
    match set {
        Ok(()) => error,
        Err(e) => e,
    }
}

fn exceeded(py: Python<'_>, e: Exceeded) -> PyErr {
    let resource = match e.resource {
        Resource::Steps => "steps",
        Resource::Bytes => "bytes",
        Resource::Milliseconds => "milliseconds",
        _ => "items",
    };
    let needed = match e.needed {
        Needed::Estimate(n) => Some(n),
        Needed::MoreThanAllowed => None,
    };
    limit(py, e.to_string(), resource, needed, e.allowed)
}

fn interrupted() -> PyErr {
    PyKeyboardInterrupt::new_err("stopped on request")
}

/// Every library error as a Python exception.
pub(crate) trait ToPyErr {
    /// The exception for this error.
    fn to_py(self, py: Python<'_>) -> PyErr;
}

impl ToPyErr for combgames_partizan::Error {
    fn to_py(self, py: Python<'_>) -> PyErr {
        use combgames_partizan::Error as E;
        match self {
            E::Exceeded(e) => exceeded(py, e),
            E::Interrupted(_) => interrupted(),
            E::Parse(p) => parse_error(py, p.to_string(), p.position),
            E::Position(p) => {
                use combgames_partizan::PositionError as P;
                match p {
                    P::Letter { position, .. } => parse_error(py, p.to_string(), position),
                    P::Empty | P::RaggedRows { .. } => parse_error(py, p.to_string(), 0),
                    _ => PyValueError::new_err(p.to_string()),
                }
            }
            other => PyValueError::new_err(other.to_string()),
        }
    }
}

impl ToPyErr for combgames_grundy::Error {
    fn to_py(self, py: Python<'_>) -> PyErr {
        use combgames_grundy::{CodeError, Error as E};
        match self {
            E::Exceeded(e) => exceeded(py, e),
            E::Interrupted(_) => interrupted(),
            E::Code(c) => {
                let position = match c {
                    CodeError::HexDigit { position, .. }
                    | CodeError::Letter { position, .. }
                    | CodeError::DigitTooLarge { position, .. } => position,
                    _ => 0,
                };
                parse_error(py, format!("not an octal game code: {c}"), position)
            }
            E::NoPeriodFound(heaps) => {
                let message = format!("no period proven with the values of heaps up to {heaps}");
                limit(py, message, "heaps", None, heaps as u64)
            }
            E::ProofNeedsMoreHeaps {
                max_heap, needed, ..
            } => {
                let message = self.to_string();
                limit(py, message, "heaps", Some(needed as u64), max_heap as u64)
            }
            E::DivisionByZero => pyo3::exceptions::PyZeroDivisionError::new_err(self.to_string()),
            E::Notation(n) => {
                use combgames_grundy::NotationError as N;
                let position = match n {
                    N::Expected { position, .. }
                    | N::Unclosed { position }
                    | N::UnexpectedClose { position }
                    | N::SharpFirst { position }
                    | N::EmptyBrackets { position }
                    | N::OutsideBrackets { position, .. }
                    | N::HeapTooLarge { position, .. }
                    | N::NestedTooDeep { position, .. }
                    | N::Unexpected { position, .. } => position,
                    _ => 0,
                };
                parse_error(py, format!("misère notation: {n}"), position)
            }
            E::OrdinalText(_) => parse_error(py, self.to_string(), 0),
            other => PyValueError::new_err(other.to_string()),
        }
    }
}

impl ToPyErr for combgames_fibonacci_tree_game::Error {
    fn to_py(self, py: Python<'_>) -> PyErr {
        use combgames_fibonacci_tree_game::Error as E;
        match self {
            E::Exceeded(e) => exceeded(py, e),
            E::TooLarge { order, limit: max } => {
                let message = self.to_string();
                limit(py, message, "order", Some(order as u64), max as u64)
            }
            E::Interrupted(_) => interrupted(),
            other => PyValueError::new_err(other.to_string()),
        }
    }
}

impl ToPyErr for combgames_left_vs_right::Error {
    fn to_py(self, py: Python<'_>) -> PyErr {
        use combgames_left_vs_right::Error as E;
        match self {
            E::Exceeded(e) => exceeded(py, e),
            E::Interrupted(_) => interrupted(),
            other => PyValueError::new_err(other.to_string()),
        }
    }
}

impl ToPyErr for combgames_stone_game::Error {
    fn to_py(self, py: Python<'_>) -> PyErr {
        let _ = py;
        PyValueError::new_err(self.to_string())
    }
}

impl ToPyErr for combgames_zeckendorf::Error {
    fn to_py(self, py: Python<'_>) -> PyErr {
        let _ = py;
        PyValueError::new_err(self.to_string())
    }
}

/// `result` with its error turned into the Python exception.
pub(crate) fn py_result<T, E: ToPyErr>(py: Python<'_>, result: Result<T, E>) -> PyResult<T> {
    result.map_err(|e| e.to_py(py))
}
