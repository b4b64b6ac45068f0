//! Octal and hexadecimal games: Grundy values and their proven period, with progress;
//! misère values, the misère quotient, and who wins a sum of heaps in misère play.

use crate::detach::detached;
use crate::errors::{limit, py_result};
use crate::misere::{MisereGame, heap_forms};
use crate::progress::Progress;
use combgames_base::Limits;
use combgames_grundy::{
    GrundysGame as Grundys, MisereQuotient as Quotient, OctalGame as Octal, Solver,
};
use pyo3::prelude::*;

/// An octal (or hexadecimal) game by its code: ``".77"`` is Kayles, ``".07"`` Dawson's
/// Kayles, ``"0x.8"`` a hexadecimal code. Heaps of counters; a move takes counters from one
/// heap and may split the rest as the code's digits allow.
///
/// >>> import combgames as cg
/// >>> k = cg.OctalGame(".77")
/// >>> k.values(12)
/// [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]
/// >>> k.periodicity()
/// (71, 12)
/// >>> k.misere_values(8)
/// [1, 0, 2, 3, 0, 1, 3, 2, 1]
/// >>> k.misere_outcome([1, 1, 1])
/// 'P'
#[pyclass(frozen, module = "combgames", name = "OctalGame")]
pub(crate) struct OctalGame {
    game: Octal,
    code: String,
}

/// The default heap bound of [`OctalGame::periodicity`], as in the `octal` example: `2^22`
/// heaps (64 MiB of values at most).
const MAX_HEAP: usize = 1 << 22;

/// The default largest heap of a misère quotient, as in the `octal` example.
const QUOTIENT_HEAP: usize = 200;

/// The default step limits of the misère searches, as in the `octal` example: options
/// examined for the values, and steps of the quotient.
const MISERE_VALUE_STEPS: u64 = 1 << 24;
const QUOTIENT_STEPS: u64 = 1 << 31;

/// The bytes of sums a quotient remembers while it learns, as in the `octal` example.
const QUOTIENT_BYTES: u64 = (1 << 22) * 96;

/// The most heaps one sum may have: `2^24` (128 MiB of heap sizes).
const MAX_HEAPS: u64 = 1 << 24;

/// The heap sizes of `heaps` (an iterable of non-negative integers), pulled one at a time:
/// more than [`MAX_HEAPS`] (an endless iterator, or a `range` whose length alone would not fit
/// in memory) is `LimitExceeded` once the next is pulled, and Ctrl-C stops the pulling.
fn heaps_of(heaps: &Bound<'_, PyAny>) -> PyResult<Vec<usize>> {
    let py = heaps.py();
    let mut sizes = Vec::new();
    for heap in heaps.try_iter()? {
        if sizes.len() as u64 == MAX_HEAPS {
            return Err(limit(
                py,
                format!("more than {MAX_HEAPS} heaps in one sum"),
                "items",
                None,
                MAX_HEAPS,
            ));
        }
        py.check_signals()?;
        sizes.push(heap?.extract()?);
    }
    Ok(sizes)
}

#[pymethods]
impl OctalGame {
    #[new]
    fn new(py: Python<'_>, code: &str) -> PyResult<OctalGame> {
        let game = py_result(py, code.parse::<Octal>())?;
        Ok(OctalGame {
            game,
            code: code.to_owned(),
        })
    }

    /// The code, as given.
    #[getter]
    fn code(&self) -> &str {
        &self.code
    }

    fn __repr__(&self) -> String {
        format!("OctalGame('{}')", self.code)
    }

    /// The Grundy values ``g(0), g(1), ..., g(n)`` of heaps up to ``n``.
    ///
    /// >>> import combgames as cg
    /// >>> cg.OctalGame(".07").values(10)
    /// [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3]
    fn values(&self, py: Python<'_>, n: usize) -> PyResult<Vec<u32>> {
        let values = detached(py, || self.game.grundy_values(n))?;
        Ok(py_result(py, values)?.values())
    }

    /// The least preperiod and period of the values, proven (by the periodicity theorem)
    /// with the values of heaps up to ``max_heap`` at most; ``LimitExceeded`` when that is
    /// not enough.
    ///
    /// ``progress``: ``True`` draws a bar on ``sys.stderr`` (a terminal and a notebook both
    /// show it); a callable is called with a dict (``heaps`` computed, ``max_heap``,
    /// ``steps_at_most`` from :meth:`work_at_most`, ``seconds``) at the first report and then at
    /// most twice a second, and
    /// an exception it raises stops the work and is raised here.
    ///
    /// >>> import combgames as cg
    /// >>> cg.OctalGame(".07").periodicity()
    /// (53, 34)
    /// >>> cg.OctalGame(".07").periodicity(progress=lambda report: None)
    /// (53, 34)
    #[pyo3(signature = (max_heap = MAX_HEAP, progress = None))]
    fn periodicity(
        &self,
        py: Python<'_>,
        max_heap: usize,
        progress: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<(usize, usize)> {
        let mut report = Progress::new(progress)?;
        let bound = self.work_at_most(max_heap);
        let label = format!("octal {}", self.code);
        let answer = detached(py, || {
            self.game
                .periodicity_with(max_heap, Limits::new(), |heaps| {
                    report.report(
                        &[
                            ("heaps", heaps as u64),
                            ("max_heap", max_heap as u64),
                            ("steps_at_most", bound),
                        ],
                        |seconds| {
                            format!(
                                "{label}: {heaps} of at most {max_heap} heaps ({:.0}%), {seconds:.0} s; work at most {bound:.2e} steps (a loose bound)",
                                100.0 * heaps as f64 / max_heap.max(1) as f64
                            )
                        },
                    );
                })
        });
        report.finish(py)?;
        let p = py_result(py, answer?)?;
        Ok((p.preperiod, p.period))
    }

    /// An upper bound, before any work, of the steps the values of heaps up to ``max_heap``
    /// take: the splits in two and in three of the plain scans (a loose bound: far fewer
    /// where values are rare). ``O(digits)``.
    ///
    /// >>> import combgames as cg
    /// >>> cg.OctalGame(".77").work_at_most(4)
    /// 3
    fn work_at_most(&self, max_heap: usize) -> u64 {
        self.game
            .pair_split_steps(max_heap)
            .saturating_add(self.game.triple_split_steps(max_heap))
    }

    /// The misère Grundy values ``g-(0), ..., g-(n)`` of single heaps (a position with no
    /// move has ``g- = 1``; ``g- = 0`` exactly when the player to move loses in misère play),
    /// by the search of sums, within ``steps`` options examined.
    ///
    /// >>> import combgames as cg
    /// >>> cg.OctalGame(".07").misere_values(6)
    /// [1, 1, 0, 0, 2, 1, 3]
    #[pyo3(signature = (n, steps = MISERE_VALUE_STEPS))]
    fn misere_values(&self, py: Python<'_>, n: usize, steps: u64) -> PyResult<Vec<usize>> {
        let values = detached(py, || {
            let mut solver = Solver::with_limits(self.game.clone(), Limits::new().steps(steps));
            (0..=n)
                .map(|heap| solver.misere_grundy(&vec![heap as u64]))
                .collect::<Result<Vec<_>, _>>()
        })?;
        py_result(py, values)
    }

    /// The misère quotient of the sums of heaps up to ``max_heap`` (Plambeck and Siegel),
    /// within ``steps``; ``progress`` as for :meth:`periodicity` (the dict has ``heap``,
    /// ``max_heap``, ``order`` and ``seconds``). ``LimitExceeded`` past the limits.
    ///
    /// >>> import combgames as cg
    /// >>> q = cg.OctalGame(".77").misere_quotient(8)
    /// >>> q.is_p_position([1, 1, 1]), q.is_p_position([])
    /// (True, False)
    #[pyo3(signature = (max_heap = QUOTIENT_HEAP, steps = QUOTIENT_STEPS, progress = None))]
    fn misere_quotient(
        &self,
        py: Python<'_>,
        max_heap: usize,
        steps: u64,
        progress: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<MisereQuotient> {
        let mut report = Progress::new(progress)?;
        let label = format!("octal {} misère", self.code);
        let limits = Limits::new().steps(steps).bytes(QUOTIENT_BYTES);
        let answer = detached(py, || {
            self.game.misere_quotient_with(max_heap, limits, |heap, order| {
                report.report(
                    &[
                        ("heap", heap as u64),
                        ("max_heap", max_heap as u64),
                        ("order", order as u64),
                    ],
                    |seconds| {
                        format!("{label}: heaps up to {heap} of {max_heap}: order {order}, {seconds:.0} s")
                    },
                );
            })
        });
        report.finish(py)?;
        Ok(MisereQuotient(py_result(py, answer?)?))
    }

    /// The misère canonical forms of heaps ``0..=n`` (see :class:`MisereGame`).
    ///
    /// >>> import combgames as cg
    /// >>> [str(g) for g in cg.OctalGame(".77").misere_forms(5)]
    /// ['*[0]', '*[1]', '*[2]', '*[3]', '*[1]', '*[2[2]321]']
    fn misere_forms(&self, py: Python<'_>, n: u64) -> PyResult<Vec<MisereGame>> {
        heap_forms(py, &self.game, n)
    }

    /// Conway's genus of heaps ``0..=n`` as text (a nim heap's genus as its number).
    ///
    /// >>> import combgames as cg
    /// >>> cg.OctalGame(".77").genus(5)
    /// ['0', '1', '2', '3', '1', '4^146']
    fn genus(&self, py: Python<'_>, n: u64) -> PyResult<Vec<String>> {
        heap_forms(py, &self.game, n)?
            .iter()
            .map(|g| g.genus(py))
            .collect()
    }

    /// Who wins the sum of ``heaps`` in misère play: ``"P"`` (the player to move loses) or
    /// ``"N"``, read in the misère quotient of the heaps up to the largest (at most
    /// ``max_heap``; a larger heap is read through the quotient's proven period, or refused).
    /// ``heaps`` is any iterable of heap sizes, pulled one at a time (more than 2^24 of them
    /// raise ``LimitExceeded``).
    ///
    /// >>> import combgames as cg
    /// >>> cg.OctalGame(".77").misere_outcome([2, 2]), cg.OctalGame(".77").misere_outcome([3])
    /// ('P', 'N')
    #[pyo3(signature = (heaps, max_heap = QUOTIENT_HEAP, steps = QUOTIENT_STEPS))]
    fn misere_outcome(
        &self,
        py: Python<'_>,
        heaps: &Bound<'_, PyAny>,
        max_heap: usize,
        steps: u64,
    ) -> PyResult<&'static str> {
        let heaps = heaps_of(heaps)?;
        let max = heaps
            .iter()
            .copied()
            .max()
            .unwrap_or(1)
            .clamp(1, max_heap.max(1));
        let limits = Limits::new().steps(steps).bytes(QUOTIENT_BYTES);
        let answer = detached(py, || {
            self.game
                .misere_quotient_with(max, limits, |_, _| {})
                .and_then(|q| q.is_p_position(&heaps))
        })?;
        Ok(if py_result(py, answer)? { "P" } else { "N" })
    }
}

/// The misère quotient of an octal game's heaps up to a bound: a finite commutative monoid
/// whose elements stand for the sums of heaps, and the elements whose sums the player to
/// move loses (the P-portion). Elements are numbered ``0 .. order - 1``; ``0`` is the
/// empty sum.
///
/// >>> import combgames as cg
/// >>> q = cg.OctalGame(".07").misere_quotient(10)
/// >>> q.order >= 2, q.heap_element(0)
/// (True, 0)
#[pyclass(frozen, module = "combgames", name = "MisereQuotient")]
pub(crate) struct MisereQuotient(Quotient);

#[pymethods]
impl MisereQuotient {
    /// The number of elements.
    #[getter]
    fn order(&self) -> usize {
        self.0.order()
    }

    /// The largest heap of the sums it was learned from.
    #[getter]
    fn max_heap(&self) -> usize {
        self.0.max_heap()
    }

    /// The elements whose sums the player to move loses, in increasing order.
    ///
    /// >>> import combgames as cg
    /// >>> q = cg.OctalGame(".77").misere_quotient(8)
    /// >>> q.heap_element(1) in q.p_portion()   # one heap of one: take it and lose
    /// True
    fn p_portion(&self) -> Vec<usize> {
        self.0.p_portion()
    }

    /// ``(preperiod, period)`` of the heaps' elements if proven (the quotient is then that
    /// of all heaps), else ``None``.
    ///
    /// >>> import combgames as cg
    /// >>> cg.OctalGame(".31").misere_quotient(40).period() is not None
    /// True
    fn period(&self) -> Option<(usize, usize)> {
        self.0.period().map(|p| (p.preperiod, p.period))
    }

    /// The element of a single heap (past ``max_heap`` through the proven period, or a
    /// ``ValueError``).
    ///
    /// >>> import combgames as cg
    /// >>> cg.OctalGame(".77").misere_quotient(8).heap_element(0)
    /// 0
    fn heap_element(&self, py: Python<'_>, heap: usize) -> PyResult<usize> {
        py_result(py, self.0.heap_element(heap))
    }

    /// The product of two elements (the element of the sum of their sums).
    ///
    /// >>> import combgames as cg
    /// >>> q = cg.OctalGame(".77").misere_quotient(8)
    /// >>> q.multiply(q.heap_element(2), q.heap_element(3)) == q.heap_element(0)   # 2+3 is not 0
    /// False
    fn multiply(&self, py: Python<'_>, a: usize, b: usize) -> PyResult<usize> {
        py_result(py, self.0.multiply(a, b))
    }

    /// The multiplication table, one row an element.
    ///
    /// >>> import combgames as cg
    /// >>> q = cg.OctalGame(".77").misere_quotient(8)
    /// >>> t = q.table()
    /// >>> len(t) == q.order and all(t[0][x] == x for x in range(q.order))
    /// True
    fn table(&self) -> Vec<Vec<usize>> {
        self.0.table()
    }

    /// Whether the player to move loses the sum of ``heaps`` in misère play (any iterable of
    /// heap sizes, pulled one at a time; more than 2^24 of them raise ``LimitExceeded``).
    ///
    /// >>> import combgames as cg
    /// >>> cg.OctalGame(".77").misere_quotient(8).is_p_position([1])   # take it, and lose
    /// True
    fn is_p_position(&self, py: Python<'_>, heaps: &Bound<'_, PyAny>) -> PyResult<bool> {
        py_result(py, self.0.is_p_position(&heaps_of(heaps)?))
    }

    fn __repr__(&self) -> String {
        format!(
            "MisereQuotient('{}', max_heap={}, order={})",
            self.0.game(),
            self.0.max_heap(),
            self.0.order()
        )
    }
}

/// **Grundy's game**: a move splits one heap into two heaps of different sizes. Values by
/// the rare-value method (no period is known); misère values, forms and genus as for
/// :class:`OctalGame`.
///
/// >>> import combgames as cg
/// >>> g = cg.GrundysGame()
/// >>> g.values(12)
/// [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1]
/// >>> g.misere_values(5)
/// [1, 1, 1, 0, 1, 2]
#[pyclass(frozen, module = "combgames", name = "GrundysGame")]
pub(crate) struct GrundysGame;

#[pymethods]
#[allow(clippy::unused_self)] // Python methods of a class without state
impl GrundysGame {
    #[new]
    fn new() -> GrundysGame {
        GrundysGame
    }

    fn __repr__(&self) -> &'static str {
        "GrundysGame()"
    }

    /// The Grundy values ``g(0), ..., g(n)`` (OEIS A002188).
    ///
    /// >>> import combgames as cg
    /// >>> cg.GrundysGame().values(8)
    /// [0, 0, 0, 1, 0, 2, 1, 0, 2]
    fn values(&self, py: Python<'_>, n: usize) -> PyResult<Vec<u32>> {
        let values = detached(py, || Grundys.grundy_values(n))?;
        Ok(py_result(py, values)?.values())
    }

    /// The misère Grundy values ``g-(0), ..., g-(n)``, by the search of sums within
    /// ``steps`` options examined.
    ///
    /// >>> import combgames as cg
    /// >>> cg.GrundysGame().misere_values(8)
    /// [1, 1, 1, 0, 1, 2, 0, 1, 2]
    #[pyo3(signature = (n, steps = MISERE_VALUE_STEPS))]
    fn misere_values(&self, py: Python<'_>, n: usize, steps: u64) -> PyResult<Vec<usize>> {
        let values = detached(py, || {
            let mut solver = Solver::with_limits(Grundys, Limits::new().steps(steps));
            (0..=n)
                .map(|heap| solver.misere_grundy(&vec![heap as u64]))
                .collect::<Result<Vec<_>, _>>()
        })?;
        py_result(py, values)
    }

    /// The misère canonical forms of heaps ``0..=n``.
    ///
    /// >>> import combgames as cg
    /// >>> [str(g) for g in cg.GrundysGame().misere_forms(5)]
    /// ['*[0]', '*[0]', '*[0]', '*[1]', '*[0]', '*[2]']
    fn misere_forms(&self, py: Python<'_>, n: u64) -> PyResult<Vec<MisereGame>> {
        heap_forms(py, &Grundys, n)
    }

    /// Conway's genus of heaps ``0..=n`` as text.
    ///
    /// >>> import combgames as cg
    /// >>> cg.GrundysGame().genus(5)
    /// ['0', '0', '0', '1', '0', '2']
    fn genus(&self, py: Python<'_>, n: u64) -> PyResult<Vec<String>> {
        heap_forms(py, &Grundys, n)?
            .iter()
            .map(|g| g.genus(py))
            .collect()
    }
}
