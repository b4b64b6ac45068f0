//! `MisereGame`: an impartial game's misère canonical form, in `CGSuite`'s `*[...]` notation;
//! `misere_born_by`.

use crate::detach::detached;
use crate::errors::py_result;
use combgames_grundy::misere::{MisereArena, MisereId, misere_born_by as born_by};
use pyo3::basic::CompareOp;
use pyo3::prelude::*;
use std::sync::{Mutex, MutexGuard, PoisonError};

/// The one arena of misère forms every `MisereGame` lives in (4,000,000 forms and `2 * 10^9`
/// steps over the process's life; past them an operation raises `LimitExceeded`).
static ARENA: Mutex<Option<MisereArena>> = Mutex::new(None);

fn arena() -> MutexGuard<'static, Option<MisereArena>> {
    let mut guard = ARENA.lock().unwrap_or_else(PoisonError::into_inner);
    guard.get_or_insert_with(MisereArena::new);
    guard
}

/// Runs `op` on the arena with the GIL released and Ctrl-C watched.
fn with_arena<R: Send>(
    py: Python<'_>,
    op: impl FnOnce(&mut MisereArena) -> Result<R, combgames_grundy::Error> + Send,
) -> PyResult<R> {
    let answer = detached(py, || {
        let mut guard = arena();
        match guard.as_mut() {
            Some(arena) => op(arena),
            None => unreachable!("the arena is made by arena()"),
        }
    })?;
    py_result(py, answer)
}

/// An impartial game in misère play (the last player to move loses), held as its misère
/// canonical form: two ``MisereGame``\ s are equal exactly when they have the same outcome
/// beside every game. Immutable and hashable.
///
/// ``MisereGame(text)`` reads CGSuite's notation: ``*[2]`` the nim heap ``*2``, ``*[42]`` the
/// game with options ``*4`` and ``*2``, ``*[2#]`` the game whose only option is ``*2``,
/// ``*[2[2]]`` the sum ``*2 + *2``; ``0``, ``*``, ``*n`` and sums with ``+`` too.
///
/// >>> import combgames as cg
/// >>> g = cg.MisereGame("*[2]") + cg.MisereGame("*[2]")
/// >>> g, g.outcome(), g.genus()
/// (MisereGame('*[2[2]]'), 'P', '0^0')
/// >>> cg.MisereGame("*[[2]]")
/// MisereGame('*[2#]')
#[pyclass(frozen, module = "combgames", name = "MisereGame")]
pub(crate) struct MisereGame {
    id: MisereId,
}

#[pymethods]
impl MisereGame {
    #[new]
    fn new(py: Python<'_>, text: &str) -> PyResult<MisereGame> {
        let text = text.to_owned();
        let id = with_arena(py, move |a| a.parse(&text))?;
        Ok(MisereGame { id })
    }

    /// The text in CGSuite's notation.
    fn __str__(&self, py: Python<'_>) -> PyResult<String> {
        let id = self.id;
        with_arena(py, move |a| a.to_text(id))
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!("MisereGame('{}')", self.__str__(py)?))
    }

    fn __add__(&self, py: Python<'_>, other: &MisereGame) -> PyResult<MisereGame> {
        let (g, h) = (self.id, other.id);
        let id = with_arena(py, move |a| a.sum(g, h))?;
        Ok(MisereGame { id })
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let Ok(other) = other.cast::<MisereGame>() else {
            return Ok(py.NotImplemented());
        };
        let equal = self.id == other.get().id;
        let answer = match op {
            CompareOp::Eq => equal,
            CompareOp::Ne => !equal,
            _ => return Ok(py.NotImplemented()),
        };
        Ok(answer.into_pyobject(py)?.to_owned().into_any().unbind())
    }

    fn __hash__(&self) -> u64 {
        u64::from(self.id.index())
    }

    /// Who wins in misère play: ``'P'`` (the player to move loses) or ``'N'``.
    ///
    /// >>> import combgames as cg
    /// >>> cg.MisereGame("0").outcome(), cg.MisereGame("*").outcome()
    /// ('N', 'P')
    fn outcome(&self, py: Python<'_>) -> PyResult<&'static str> {
        let id = self.id;
        let p = with_arena(py, move |a| a.is_p_position(id))?;
        Ok(if p { "P" } else { "N" })
    }

    /// The misère nim value: 1 for ``0``, else the mex of the options' values.
    ///
    /// >>> import combgames as cg
    /// >>> cg.MisereGame("0").misere_value(), cg.MisereGame("*[2#]").misere_value()
    /// (1, 0)
    fn misere_value(&self, py: Python<'_>) -> PyResult<u32> {
        let id = self.id;
        with_arena(py, move |a| a.misere_value(id))
    }

    /// Conway's genus as text: ``'0^0'`` for ``*2 + *2``, ``'4^146'`` for Kayles' heap of 5, a
    /// nim heap's genus as its number.
    ///
    /// >>> import combgames as cg
    /// >>> cg.MisereGame("*[2[2]]").genus(), cg.MisereGame("*3").genus()
    /// ('0^0', '3')
    pub(crate) fn genus(&self, py: Python<'_>) -> PyResult<String> {
        let id = self.id;
        with_arena(py, move |a| a.genus(id).map(|g| g.to_string()))
    }

    /// The mate: ``*`` for ``0``, else the game of the options' mates (``g + g.mate()`` is
    /// a P-position).
    ///
    /// >>> import combgames as cg
    /// >>> g = cg.MisereGame("*[2#]")
    /// >>> (g + g.mate()).outcome()
    /// 'P'
    fn mate(&self, py: Python<'_>) -> PyResult<MisereGame> {
        let id = self.id;
        let mate = with_arena(py, move |a| a.mate(id))?;
        Ok(MisereGame { id: mate })
    }

    /// The birthday: the length of the longest play of the simplest form.
    ///
    /// >>> import combgames as cg
    /// >>> cg.MisereGame("*[[2]]").birthday()
    /// 3
    fn birthday(&self, py: Python<'_>) -> PyResult<u32> {
        let id = self.id;
        with_arena(py, move |a| a.birthday(id))
    }

    /// The options of the simplest form.
    ///
    /// >>> import combgames as cg
    /// >>> cg.MisereGame("*[42]").options() == [cg.MisereGame("*2"), cg.MisereGame("*4")]
    /// True
    fn options(&self, py: Python<'_>) -> PyResult<Vec<MisereGame>> {
        let id = self.id;
        let options = with_arena(py, move |a| a.options(id))?;
        Ok(options.into_iter().map(|id| MisereGame { id }).collect())
    }
}

/// The misère forms of heaps `0..=n` of a heap game, in the shared arena.
pub(crate) fn heap_forms<G>(py: Python<'_>, game: &G, n: u64) -> PyResult<Vec<MisereGame>>
where
    G: combgames_grundy::ImpartialGame<Position = Vec<u64>> + Clone + Send,
{
    let game = game.clone();
    let ids = with_arena(py, move |a| {
        let mut memo = combgames_base::hash::FastMap::default();
        (0..=n)
            .map(|h| a.of_position(&game, &vec![h], &mut memo))
            .collect::<Result<Vec<_>, _>>()
    })?;
    Ok(ids.into_iter().map(|id| MisereGame { id }).collect())
}

/// The number of misère canonical forms born by day ``day`` (0 to 5): 1, 2, 3, 5, 22,
/// 4171780 (Grundy and Smith).
///
/// >>> import combgames as cg
/// >>> [cg.misere_born_by(d) for d in range(6)]
/// [1, 2, 3, 5, 22, 4171780]
#[pyfunction]
pub(crate) fn misere_born_by(py: Python<'_>, day: u32) -> PyResult<u64> {
    let answer = detached(py, || born_by(day))?;
    py_result(py, answer)
}
