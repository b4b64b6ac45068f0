//! `LoopyGame`: a game whose play may repeat, read in CGSuite's loopy notation; who wins it
//! (draws counted) and the order of stoppers.

use crate::detach::detached;
use crate::errors::py_result;
use combgames_partizan::loopy::LoopyGame as Loopy;
use combgames_partizan::{Arena, Comparison};
use pyo3::basic::CompareOp;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;

/// A loopy game: positions may repeat, and play that never ends is a draw. Immutable; not
/// hashable (equal games may have different graphs).
///
/// ``LoopyGame(text)`` reads CGSuite's loopy notation: ``pass`` as an option, node labels
/// (``a{0|a}``), ``on``, ``off``, ``dud``, ``over``, ``under``, ``upon``, pseudonumbers
/// (``5over``), sums of complete games, and short games. ``outcome()`` is ``L``, ``R``,
/// ``N``, ``P`` or ``D`` (or two letters: the winner with Left first, with Right first).
/// Comparisons (``==``, ``<=``, ``compare``) take stoppers and raise ``ValueError`` for
/// other games. The text printed is the text read (canonical forms of loopy games are not
/// built yet).
///
/// >>> import combgames as cg
/// >>> cg.LoopyGame("{pass|pass}").outcome(), cg.LoopyGame("a{1||a|0}").outcome()
/// ('D', 'LD')
/// >>> cg.LoopyGame("x{0|x}") == cg.LoopyGame("over"), cg.LoopyGame("over") < cg.LoopyGame("1/1024")
/// (True, True)
/// >>> cg.LoopyGame("over") + cg.LoopyGame("^") == cg.LoopyGame("over")
/// True
#[pyclass(frozen, module = "combgames", name = "LoopyGame")]
pub(crate) struct LoopyGame {
    game: Loopy,
    text: String,
}

/// `other` as a loopy game: a `LoopyGame` or text.
fn loopy_of(py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Option<(Loopy, String)>> {
    if let Ok(g) = other.cast::<LoopyGame>() {
        let g = g.get();
        return Ok(Some((g.game.clone(), g.text.clone())));
    }
    if let Ok(text) = other.extract::<String>() {
        let g = LoopyGame::new(py, &text)?;
        return Ok(Some((g.game, g.text)));
    }
    Ok(None)
}

#[pymethods]
impl LoopyGame {
    #[new]
    fn new(py: Python<'_>, text: &str) -> PyResult<LoopyGame> {
        let owned = text.to_owned();
        let game = detached(py, move || Loopy::parse(&mut Arena::new(), &owned))?;
        Ok(LoopyGame {
            game: py_result(py, game)?,
            text: text.to_owned(),
        })
    }

    /// The text read.
    fn __str__(&self) -> String {
        self.text.clone()
    }

    fn __repr__(&self) -> String {
        format!("LoopyGame({:?})", self.text)
    }

    /// Who wins: ``L``, ``R``, ``N``, ``P``, ``D``, or two letters (``LD``: Left wins moving
    /// first, a draw when Right moves first).
    ///
    /// >>> import combgames as cg
    /// >>> cg.LoopyGame("on").outcome(), cg.LoopyGame("dud").outcome()
    /// ('L', 'D')
    fn outcome(&self, py: Python<'_>) -> PyResult<String> {
        let game = self.game.clone();
        detached(py, move || game.outcome().to_string())
    }

    /// Whether no play of it with the players moving in turn goes on for ever.
    ///
    /// >>> import combgames as cg
    /// >>> cg.LoopyGame("upon").is_stopper(), cg.LoopyGame("{pass|pass}").is_stopper()
    /// (True, False)
    fn is_stopper(&self) -> bool {
        self.game.is_stopper()
    }

    /// The number of positions of its graph, as read (shared parts not merged).
    ///
    /// >>> import combgames as cg
    /// >>> cg.LoopyGame("on").positions, cg.LoopyGame("over").positions
    /// (1, 2)
    #[getter]
    fn positions(&self) -> usize {
        self.game.len()
    }

    fn __neg__(&self) -> LoopyGame {
        LoopyGame {
            game: self.game.neg(),
            text: format!("-({})", self.text),
        }
    }

    fn __add__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.combine(py, other, false)
    }

    fn __sub__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.combine(py, other, true)
    }

    /// ``<``, ``>``, ``=`` or ``||`` for two stoppers (``ValueError`` otherwise).
    ///
    /// >>> import combgames as cg
    /// >>> cg.LoopyGame("over").compare("^"), cg.LoopyGame("on").compare(cg.LoopyGame("512"))
    /// ('>', '>')
    fn compare(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<String> {
        let Some((h, _)) = loopy_of(py, other)? else {
            return Err(PyTypeError::new_err(
                "compare takes a LoopyGame or its text",
            ));
        };
        let g = self.game.clone();
        let answer = py_result(py, detached(py, move || g.compare(&h))?)?;
        Ok(match answer {
            Comparison::Less => "<",
            Comparison::Greater => ">",
            Comparison::Equal => "=",
            Comparison::Confused => "||",
        }
        .to_string())
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let Ok(other) = other.cast::<LoopyGame>() else {
            return Ok(py.NotImplemented());
        };
        let (g, h) = (self.game.clone(), other.get().game.clone());
        let comparison = py_result(py, detached(py, move || g.compare(&h))?)?;
        let answer = match op {
            CompareOp::Eq => comparison == Comparison::Equal,
            CompareOp::Ne => comparison != Comparison::Equal,
            CompareOp::Le => matches!(comparison, Comparison::Less | Comparison::Equal),
            CompareOp::Ge => matches!(comparison, Comparison::Greater | Comparison::Equal),
            CompareOp::Lt => comparison == Comparison::Less,
            CompareOp::Gt => comparison == Comparison::Greater,
        };
        Ok(answer.into_pyobject(py)?.to_owned().into_any().unbind())
    }

    /// Not hashable: equal loopy games may have different graphs.
    #[allow(clippy::unused_self)] // the protocol's signature
    fn __hash__(&self) -> PyResult<u64> {
        Err(PyTypeError::new_err("unhashable type: 'LoopyGame'"))
    }
}

impl LoopyGame {
    /// `self + other` or `self - other`.
    fn combine(
        &self,
        py: Python<'_>,
        other: &Bound<'_, PyAny>,
        minus: bool,
    ) -> PyResult<Py<PyAny>> {
        let Some((h, text)) = loopy_of(py, other)? else {
            return Ok(py.NotImplemented());
        };
        let g = self.game.clone();
        let sum = detached(py, move || if minus { g.difference(&h) } else { g.sum(&h) })?;
        let sign = if minus { '-' } else { '+' };
        let result = LoopyGame {
            game: py_result(py, sum)?,
            text: format!("({}) {sign} ({text})", self.text),
        };
        Ok(Py::new(py, result)?.into_any())
    }
}
