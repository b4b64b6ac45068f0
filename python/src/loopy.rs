//! `LoopyGame`: a game whose play may repeat, read in CGSuite's loopy notation; who wins it
//! (draws counted) and the order of stoppers.

use crate::detach::detached;
use crate::errors::py_result;
use combgames_base::Limits;
use combgames_partizan::loopy::{LoopyGame as Loopy, SidedValue};
use combgames_partizan::{Arena, Comparison};
use combgames_rulesets::{BackslidingToads, loopy_graph, loopy_value};
use pyo3::basic::CompareOp;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;

/// A loopy game: positions may repeat, and play that never ends is a draw. Immutable; not
/// hashable (equal games may have different graphs).
///
/// ``LoopyGame(text)`` reads CGSuite's loopy notation: ``pass`` as an option, node labels
/// (``a{0|a}``), ``on``, ``off``, ``dud``, ``over``, ``under``, ``upon``, pseudonumbers
/// (``5over``), sums of complete games, and short games. ``outcome()`` is ``L``, ``R``,
/// ``N``, ``P`` or ``D`` (or two letters: the winner with Left first, with Right first).
/// Comparisons (``==``, ``<=``, ``compare``) are those of stoppers, and of sides (onside and
/// offside both) when a game is not a stopper (``ValueError`` when its sides are not found).
/// A stopper prints as its simplest form (equal stoppers print alike, and hash
/// alike); another game prints as the text read, and is not hashable.
///
/// >>> import combgames as cg
/// >>> cg.LoopyGame("x{0|x} + ^ + 5"), cg.LoopyGame("{0||0|0,pass}"), cg.LoopyGame("upon")
/// (LoopyGame('5over'), LoopyGame('^<on>'), LoopyGame('^[on]'))
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
    /// The simplest form's text (the text read for a game that is not a stopper), found
    /// when first asked.
    shown: std::sync::OnceLock<String>,
}

/// How two loopy games compare: as stoppers, or by their sides when either is not one.
fn by_sides(g: &Loopy, h: &Loopy) -> Result<Comparison, combgames_partizan::Error> {
    if g.is_stopper() && h.is_stopper() {
        return g.compare(h);
    }
    SidedValue::of(g)?.compare(&SidedValue::of(h)?)
}

/// `other` as a loopy game: a `LoopyGame` or text.
fn loopy_of(py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Option<(Loopy, String)>> {
    if let Ok(g) = other.cast::<LoopyGame>() {
        let g = g.get();
        return Ok(Some((g.game.clone(), g.text.clone())));
    }
    if let Ok(text) = other.extract::<String>() {
        let g = LoopyGame::new(py, &text)?;
        return Ok(Some((g.game.clone(), g.text.clone())));
    }
    Ok(None)
}

#[pymethods]
impl LoopyGame {
    #[new]
    fn new(py: Python<'_>, text: &str) -> PyResult<LoopyGame> {
        let owned = text.to_owned();
        let game = detached(py, move || Loopy::parse(&mut Arena::new(), &owned))?;
        Ok(LoopyGame::of(py_result(py, game)?, text.to_owned()))
    }

    /// The simplest form, for a stopper; the text read, for another game.
    fn __str__(&self, py: Python<'_>) -> PyResult<String> {
        self.shown(py)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!("LoopyGame('{}')", self.shown(py)?))
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

    /// The onside: the stopper it is when a play that never ends counts for Left
    /// (``ValueError`` when sidling does not settle within its layers).
    ///
    /// >>> import combgames as cg
    /// >>> cg.LoopyGame("a{1||a|0}").onside(), cg.LoopyGame("dud").onside()
    /// (LoopyGame('2'), LoopyGame('on'))
    fn onside(&self, py: Python<'_>) -> PyResult<LoopyGame> {
        self.side(py, true)
    }

    /// The offside: the stopper it is when a play that never ends counts for Right.
    ///
    /// >>> import combgames as cg
    /// >>> cg.LoopyGame("a{1||a|0}").offside(), cg.LoopyGame("dud").offside()
    /// (LoopyGame('+-1'), LoopyGame('off'))
    fn offside(&self, py: Python<'_>) -> PyResult<LoopyGame> {
        self.side(py, false)
    }

    /// The degree of loopiness: the onside of ``G - G`` (the upsum of the onside and the
    /// negated offside).
    ///
    /// >>> import combgames as cg
    /// >>> cg.LoopyGame("on").degree(), cg.LoopyGame("over").degree(), cg.LoopyGame("1/2").degree()
    /// (LoopyGame('on'), LoopyGame('over'), LoopyGame('0'))
    fn degree(&self, py: Python<'_>) -> PyResult<LoopyGame> {
        let g = self.game.clone();
        Self::stopper(py, move || g.upsum(&g.neg()))
    }

    /// The upsum: the onside of the sum (a play that never ends counts for Left).
    ///
    /// >>> import combgames as cg
    /// >>> cg.LoopyGame("on").upsum("off"), cg.LoopyGame("over").upsum("1")
    /// (LoopyGame('on'), LoopyGame('1over'))
    fn upsum(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<LoopyGame> {
        self.sided_sum(py, other, true)
    }

    /// The downsum: the offside of the sum (a play that never ends counts for Right).
    ///
    /// >>> import combgames as cg
    /// >>> cg.LoopyGame("on").downsum("off")
    /// LoopyGame('off')
    fn downsum(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<LoopyGame> {
        self.sided_sum(py, other, false)
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
        LoopyGame::of(self.game.neg(), format!("-({})", self.text))
    }

    fn __add__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.combine(py, other, false)
    }

    fn __sub__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.combine(py, other, true)
    }

    /// ``<``, ``>``, ``=`` or ``||``: by the order of stoppers, or of sides for a game that is
    /// not a stopper.
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
        let answer = py_result(py, detached(py, move || by_sides(&g, &h))?)?;
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
        let comparison = py_result(py, detached(py, move || by_sides(&g, &h))?)?;
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

    /// A stopper hashes as its simplest form; another game is not hashable.
    fn __hash__(&self, py: Python<'_>) -> PyResult<u64> {
        use std::hash::{Hash, Hasher};
        if !self.game.is_stopper() {
            return Err(PyTypeError::new_err(
                "unhashable: a LoopyGame that is not a stopper",
            ));
        }
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        self.shown(py)?.hash(&mut hasher);
        Ok(hasher.finish())
    }
}

impl LoopyGame {
    fn of(game: Loopy, text: String) -> Self {
        LoopyGame {
            game,
            text,
            shown: std::sync::OnceLock::new(),
        }
    }

    /// The simplest form's text, or the text read when the game is not a stopper (or too
    /// large to simplify).
    fn shown(&self, py: Python<'_>) -> PyResult<String> {
        if let Some(text) = self.shown.get() {
            return Ok(text.clone());
        }
        let game = self.game.clone();
        let text = detached(py, move || game.to_text())?.unwrap_or_else(|_| self.text.clone());
        Ok(self.shown.get_or_init(|| text).clone())
    }

    /// A stopper found by `work`, with its simplest form's text.
    fn stopper(
        py: Python<'_>,
        work: impl FnOnce() -> Result<Loopy, combgames_partizan::Error> + Send,
    ) -> PyResult<LoopyGame> {
        let found = detached(py, move || {
            work().and_then(|g| {
                let text = g.to_text()?;
                Ok((g, text))
            })
        })?;
        let (game, text) = py_result(py, found)?;
        let result = LoopyGame::of(game, text.clone());
        let _ = result.shown.set(text);
        Ok(result)
    }

    /// The onside (`on`) or the offside.
    fn side(&self, py: Python<'_>, on: bool) -> PyResult<LoopyGame> {
        let g = self.game.clone();
        Self::stopper(py, move || if on { g.onside() } else { g.offside() })
    }

    /// The upsum (`up`) or the downsum of `self` and `other`.
    fn sided_sum(&self, py: Python<'_>, other: &Bound<'_, PyAny>, up: bool) -> PyResult<LoopyGame> {
        let Some((h, _)) = loopy_of(py, other)? else {
            return Err(PyTypeError::new_err(
                "upsum and downsum take a LoopyGame or its text",
            ));
        };
        let g = self.game.clone();
        Self::stopper(py, move || if up { g.upsum(&h) } else { g.downsum(&h) })
    }

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
        let result = LoopyGame::of(
            py_result(py, sum)?,
            format!("({}) {sign} ({text})", self.text),
        );
        Ok(Py::new(py, result)?.into_any())
    }
}

/// The rulesets of :func:`loopy_ruleset`, by name.
const LOOPY_RULESETS: [&str; 1] = ["backsliding-toads"];

/// The game graph of a position of a ruleset whose positions may repeat, as a
/// :class:`LoopyGame`: ``"backsliding-toads"`` (Backsliding Toads and Frogs, Winning Ways
/// ch. 11: ``T`` toads, ``F`` frogs, ``.``; a piece may also step back, so play can go on for
/// ever). Its ``outcome()`` counts draws (``D``), and ``onside()`` and ``offside()`` give its
/// sides; it prints as its simplest form when it is a stopper, else as its sides ``S & T``
/// (or the position, when sidling does not settle). Positions up to ``2^20`` are explored.
///
/// >>> import combgames as cg
/// >>> g = cg.loopy_ruleset("backsliding-toads", "T..F")
/// >>> g, g.outcome(), g.is_stopper(), g.onside() == g.offside() == cg.LoopyGame("*")
/// (LoopyGame('*'), 'N', False, True)
/// >>> h = cg.loopy_ruleset("backsliding-toads", "TT..F")  # its offside: not found by sidling
/// >>> h.outcome(), h.onside()
/// ('L', LoopyGame('on'))
#[pyfunction]
pub(crate) fn loopy_ruleset(py: Python<'_>, name: &str, position: &str) -> PyResult<LoopyGame> {
    if !LOOPY_RULESETS.contains(&name) {
        return Err(PyValueError::new_err(format!(
            "no loopy ruleset named {name:?}: expected one of {}",
            LOOPY_RULESETS.join(", ")
        )));
    }
    let text = position.to_owned();
    let found = detached(
        py,
        move || -> Result<(Loopy, String), combgames_partizan::Error> {
            let start: BackslidingToads = text.parse()?;
            let graph = loopy_graph(&start, Limits::new())?;
            let shown = match loopy_value(&start, Limits::new()) {
                Ok(sides) => sides.to_text()?,
                Err(combgames_partizan::Error::SidesNotFound { .. }) => text,
                Err(e) => return Err(e),
            };
            Ok((graph, shown))
        },
    )?;
    let (graph, shown) = py_result(py, found)?;
    Ok(LoopyGame::of(graph, shown))
}
