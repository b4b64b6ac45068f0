//! `Game`: a short partizan game in canonical form, and the rulesets that make one.

use std::num::NonZeroU64;

use crate::convert::{is_number, to_dyadic, to_fraction};
use crate::detach::detached;
use crate::errors::{limit, py_result};
use crate::stats::to_dict;
use crate::store::{self, Exported, Store};
use crate::thermograph::Thermograph;
use combgames_base::{Limits, Player, cores};
use combgames_partizan::{Arena, Comparison, Error, GameId};
use combgames_rulesets::domineering::{DEFAULT_OUTCOME_BYTES, OutcomeSolver, table_bytes_for};
use combgames_rulesets::{
    Amazons, Clobber, ClobberPiece, Coloring, ColoringRule, Cram, Domineering, Fission,
    HackenbushGraph, ImpartialVariant, Konane, NoGo, OutcomeSearch, PartizanArcKayles,
    PartizanSubtraction, Position, SkiJumps, Solver, Toads, Toppling, Wythoff,
};
use combgames_search::Stats;
use pyo3::basic::CompareOp;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple};
use std::sync::{Arc, OnceLock};

/// A short partizan game in canonical form. Immutable and hashable; usable from several
/// threads.
///
/// ``Game(text)`` reads the notation of the ``cgt`` example: numbers (``3``, ``-1/2``),
/// nimbers (``*``, ``*3``), ups (``^``, ``v2``, ``^*``), switches (``+-1``), ``Tiny(2)``,
/// sums with ``+``, and games in braces (``{3||2*|1*}``). ``Game(x)`` for an int, a
/// ``Fraction`` or a float is the number ``x`` (dyadic only). Games add, subtract, negate and
/// compare (a partial order: ``g.confused_with(h)`` when neither ``g <= h`` nor ``g >= h``);
/// numbers take part as games.
///
/// >>> import combgames as cg
/// >>> from fractions import Fraction
/// >>> g = cg.Game("{3||2*|1*}")
/// >>> g, g.mean(), g.temperature()
/// (Game('{3||2*|1*}'), Fraction(9, 4), Fraction(3, 4))
/// >>> cg.Game("*") + cg.Game("*") == 0
/// True
/// >>> cg.Game("^").confused_with(cg.Game("*"))
/// True
#[pyclass(frozen, module = "combgames", name = "Game")]
pub(crate) struct Game {
    store: Arc<Store>,
    id: GameId,
    hash: OnceLock<isize>,
}

impl Game {
    fn new(store: Arc<Store>, id: GameId) -> Game {
        Game {
            store,
            id,
            hash: OnceLock::new(),
        }
    }
}

/// Runs `op` on `operands` in one arena (theirs if they share one, else the current one) with
/// the GIL released and Ctrl-C watched; once more in a fresh arena if a worn one ran out.
pub(crate) fn in_one_arena<R: Send>(
    py: Python<'_>,
    operands: &[&Game],
    op: impl Fn(&mut Arena, &[GameId]) -> Result<R, Error> + Sync,
) -> PyResult<(Arc<Store>, R)> {
    let shared = operands
        .split_first()
        .filter(|(first, rest)| rest.iter().all(|g| Arc::ptr_eq(&g.store, &first.store)))
        .map(|(first, _)| Arc::clone(&first.store));
    let mut target = shared.unwrap_or_else(store::current);
    // A fresh arena is tried once, after a worn one ran out.
    let mut retried = false;
    loop {
        // The operands from other arenas, copied out (one arena locked at a time).
        let exports: Vec<Option<Exported>> = operands
            .iter()
            .map(|g| {
                if Arc::ptr_eq(&g.store, &target) {
                    return Ok(None);
                }
                let exported = detached(py, || store::export(&mut g.store.lock(), g.id))?;
                py_result(py, exported).map(Some)
            })
            .collect::<PyResult<_>>()?;
        let (result, worn) = detached(py, || {
            let mut arena = target.lock();
            let worn = target.is_worn(&arena);
            let ids: Result<Vec<GameId>, Error> = operands
                .iter()
                .zip(&exports)
                .map(|(g, e)| match e {
                    Some(e) => store::import(&mut arena, e),
                    None => Ok(g.id),
                })
                .collect();
            (ids.and_then(|ids| op(&mut arena, &ids)), worn)
        })?;
        match result {
            Err(Error::Exceeded(_)) if worn && !retried => {
                target = store::renew(&target);
                retried = true;
            }
            result => return py_result(py, result).map(|r| (target, r)),
        }
    }
}

/// A game made by `op` from `operands`.
pub(crate) fn make(
    py: Python<'_>,
    operands: &[&Game],
    op: impl Fn(&mut Arena, &[GameId]) -> Result<GameId, Error> + Sync,
) -> PyResult<Game> {
    let (store, id) = in_one_arena(py, operands, op)?;
    Ok(Game::new(store, id))
}

/// `value` as a game: a `Game`, or a number; `None` for anything else.
fn as_game(value: &Bound<'_, PyAny>) -> PyResult<Option<Py<Game>>> {
    if let Ok(g) = value.cast::<Game>() {
        return Ok(Some(g.clone().unbind()));
    }
    if is_number(value)? {
        let x = to_dyadic(value)?;
        let game = make(value.py(), &[], |arena, _| arena.number(x))?;
        return Ok(Some(Py::new(value.py(), game)?));
    }
    Ok(None)
}

/// `value` as a game, or `TypeError`.
pub(crate) fn game_of(value: &Bound<'_, PyAny>) -> PyResult<Py<Game>> {
    as_game(value)?.ok_or_else(|| {
        PyTypeError::new_err(format!(
            "expected a Game or a number, got {}",
            value
                .get_type()
                .name()
                .map_or_else(|_| String::from("?"), |n| n.to_string())
        ))
    })
}

/// A list of games from an iterable of games and numbers, pulled one at a time: more than
/// `most` of them (an endless iterator, say) is `LimitExceeded` once the next is pulled, and
/// Ctrl-C stops the pulling.
fn games_of(values: Option<&Bound<'_, PyAny>>, most: u64) -> PyResult<Vec<Py<Game>>> {
    let Some(values) = values else {
        return Ok(Vec::new());
    };
    let mut games = Vec::new();
    for value in values.try_iter()? {
        if games.len() as u64 == most {
            return Err(limit(
                values.py(),
                format!("more than {most} options: an arena holds at most {most} games"),
                "items",
                None,
                most,
            ));
        }
        values.py().check_signals()?;
        games.push(game_of(&value?)?);
    }
    Ok(games)
}

impl Game {
    /// A value of this game alone, computed in its arena.
    fn query<R: Send>(
        &self,
        py: Python<'_>,
        op: impl Fn(&mut Arena, GameId) -> Result<R, Error> + Sync,
    ) -> PyResult<R> {
        Ok(in_one_arena(py, &[self], |arena, ids| op(arena, ids[0]))?.1)
    }

    fn binary(
        &self,
        other: &Bound<'_, PyAny>,
        op: impl Fn(&mut Arena, GameId, GameId) -> Result<GameId, Error> + Sync,
        reflected: bool,
    ) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let Some(other) = as_game(other)? else {
            return Ok(py.NotImplemented());
        };
        let other = other.get();
        let (a, b) = if reflected {
            (other, self)
        } else {
            (self, other)
        };
        let game = make(py, &[a, b], |arena, ids| op(arena, ids[0], ids[1]))?;
        Ok(Py::new(py, game)?.into_any())
    }

    fn text(&self, py: Python<'_>) -> PyResult<String> {
        self.query(py, |arena, g| arena.to_text(g))
    }
}

#[pymethods]
impl Game {
    #[new]
    fn py_new(value: &Bound<'_, PyAny>) -> PyResult<Game> {
        let py = value.py();
        if let Ok(text) = value.cast::<PyString>() {
            let text = text.to_cow()?;
            return make(py, &[], |arena, _| arena.parse(&text));
        }
        let g = game_of(value)?;
        let g = g.get();
        Ok(Game::new(Arc::clone(&g.store), g.id))
    }

    /// The canonical game with Left's options ``left`` and Right's ``right`` (iterables of
    /// games or numbers, pulled one at a time: more options than an arena holds games, as an
    /// endless iterator gives, raise ``LimitExceeded``).
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game.from_options(left=[0], right=[0])
    /// Game('*')
    /// >>> cg.Game.from_options(left=[0, 1], right=[])
    /// Game('2')
    #[staticmethod]
    #[pyo3(signature = (left=None, right=None))]
    fn from_options(
        py: Python<'_>,
        left: Option<&Bound<'_, PyAny>>,
        right: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Game> {
        // Both sides share the arena's limit on games.
        let most = store::game_limit();
        let left = games_of(left, most)?;
        let right = games_of(right, most - left.len() as u64)?;
        let operands: Vec<&Game> = left.iter().chain(&right).map(Py::get).collect();
        let split = left.len();
        make(py, &operands, |arena, ids| {
            arena.game(&ids[..split], &ids[split..])
        })
    }

    fn __str__(&self, py: Python<'_>) -> PyResult<String> {
        self.text(py)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!(
            "Game({})",
            PyString::new(py, &self.text(py)?).repr()?
        ))
    }

    /// The canonical form typeset for a notebook: LaTeX mathematics between dollars (Jupyter
    /// shows it as a formula).
    ///
    /// >>> import combgames as cg
    /// >>> print(cg.Game("{3||2*|1*}")._repr_latex_())
    /// $\{3\parallel 2{\ast}\mid 1{\ast}\}$
    /// >>> print(cg.Game("^+^+*")._repr_latex_())
    /// ${\Uparrow}{\ast}$
    fn _repr_latex_(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!(
            "${}$",
            self.query(py, |arena, g| arena.to_latex(g))?
        ))
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let text = slf.get().text(py)?;
        PyTuple::new(
            py,
            [
                slf.get_type().into_any(),
                PyTuple::new(py, [text])?.into_any(),
            ],
        )
    }

    fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
        if let Some(&h) = self.hash.get() {
            return Ok(h);
        }
        // Numbers hash as the equal Fraction (and int) does; other games by their canonical
        // text, the same in every arena.
        let h = match self.query(py, |arena, g| arena.as_number(g))? {
            Some(x) => to_fraction(py, x)?.bind(py).hash()?,
            None => PyString::new(py, &self.text(py)?).hash()?,
        };
        Ok(*self.hash.get_or_init(|| h))
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let other = match as_game(other) {
            Ok(Some(other)) => other,
            Ok(None) => return Ok(py.NotImplemented()),
            // A number that is no game (not dyadic, or past the numbers games hold) equals
            // none; it has no place in their order.
            Err(e) => {
                return match op {
                    CompareOp::Eq => Ok(false.into_pyobject(py)?.to_owned().into_any().unbind()),
                    CompareOp::Ne => Ok(true.into_pyobject(py)?.to_owned().into_any().unbind()),
                    _ => Err(e),
                };
            }
        };
        let c = in_one_arena(py, &[self, other.get()], |arena, ids| {
            arena.compare(ids[0], ids[1])
        })?
        .1;
        let answer = match op {
            CompareOp::Eq => c == Comparison::Equal,
            CompareOp::Ne => c != Comparison::Equal,
            CompareOp::Le => matches!(c, Comparison::Less | Comparison::Equal),
            CompareOp::Lt => c == Comparison::Less,
            CompareOp::Ge => matches!(c, Comparison::Greater | Comparison::Equal),
            CompareOp::Gt => c == Comparison::Greater,
        };
        Ok(pyo3::types::PyBool::new(py, answer)
            .to_owned()
            .into_any()
            .unbind())
    }

    /// Whether neither ``self <= other`` nor ``self >= other`` (``self - other`` is fuzzy:
    /// the first player wins).
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("*").confused_with(0), cg.Game("1").confused_with(0)
    /// (True, False)
    fn confused_with(&self, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        let py = other.py();
        let other = game_of(other)?;
        let c = in_one_arena(py, &[self, other.get()], |arena, ids| {
            arena.compare(ids[0], ids[1])
        })?
        .1;
        Ok(c == Comparison::Confused)
    }

    fn __add__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.binary(other, Arena::sum, false)
    }

    fn __radd__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.binary(other, Arena::sum, true)
    }

    fn __sub__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.binary(other, Arena::difference, false)
    }

    fn __rsub__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.binary(other, Arena::difference, true)
    }

    fn __neg__(&self, py: Python<'_>) -> PyResult<Game> {
        make(py, &[self], |arena, ids| arena.neg(ids[0]))
    }

    fn __pos__(slf: Py<Self>) -> Py<Self> {
        slf
    }

    /// ``False`` exactly for the game ``0``.
    fn __bool__(&self, py: Python<'_>) -> PyResult<bool> {
        self.query(py, |arena, g| Ok(g != arena.zero()))
    }

    /// Who wins: ``"L"`` (Left, whoever starts), ``"R"``, ``"N"`` (the first player) or
    /// ``"P"`` (the second player).
    ///
    /// >>> import combgames as cg
    /// >>> [cg.Game(t).outcome() for t in ["1", "-1", "*", "0"]]
    /// ['L', 'R', 'N', 'P']
    fn outcome(&self, py: Python<'_>) -> PyResult<String> {
        Ok(self.query(py, Arena::outcome)?.letter().to_string())
    }

    /// The birthday: the day on which the game is born (``0`` is born on day 0).
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("{3||2*|1*}").birthday()
    /// 5
    fn birthday(&self, py: Python<'_>) -> PyResult<u64> {
        self.query(py, |arena, g| arena.birthday(g))
    }

    /// Whether the game is a number.
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("{0|1}").is_number(), cg.Game("*").is_number()
    /// (True, False)
    fn is_number(&self, py: Python<'_>) -> PyResult<bool> {
        Ok(self.query(py, |arena, g| arena.as_number(g))?.is_some())
    }

    /// The number the game is, as a ``Fraction``; ``None`` when it is not a number.
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("{0|1}").number(), cg.Game("*").number()
    /// (Fraction(1, 2), None)
    fn number(&self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
        self.query(py, |arena, g| arena.as_number(g))?
            .map(|x| to_fraction(py, x))
            .transpose()
    }

    /// The nimber ``*n`` the game is, as the int ``n``; ``None`` when it is not a nimber.
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("*2 + *3").nimber(), cg.Game("1").nimber()
    /// (1, None)
    fn nimber(&self, py: Python<'_>) -> PyResult<Option<u64>> {
        self.query(py, |arena, g| arena.as_nimber(g))
    }

    /// Left's options of the canonical form.
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("{3||2*|1*}").left_options()
    /// [Game('3')]
    fn left_options(&self, py: Python<'_>) -> PyResult<Vec<Game>> {
        let ids = self.query(py, Arena::left_options)?;
        Ok(ids
            .into_iter()
            .map(|id| Game::new(Arc::clone(&self.store), id))
            .collect())
    }

    /// Right's options of the canonical form.
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("{3||2*|1*}").right_options()
    /// [Game('{2*|1*}')]
    fn right_options(&self, py: Python<'_>) -> PyResult<Vec<Game>> {
        let ids = self.query(py, Arena::right_options)?;
        Ok(ids
            .into_iter()
            .map(|id| Game::new(Arc::clone(&self.store), id))
            .collect())
    }

    /// Left's and Right's stops, as ``Fraction`` s.
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("{3||2*|1*}").stops()
    /// (Fraction(3, 1), Fraction(2, 1))
    fn stops(&self, py: Python<'_>) -> PyResult<(Py<PyAny>, Py<PyAny>)> {
        let (l, r) = self.query(py, |arena, g| {
            Ok((arena.left_stop(g)?, arena.right_stop(g)?))
        })?;
        Ok((to_fraction(py, l)?, to_fraction(py, r)?))
    }

    /// The mean value, a ``Fraction``.
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("{3||2*|1*}").mean()
    /// Fraction(9, 4)
    fn mean(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_fraction(py, self.query(py, Arena::mean)?)
    }

    /// The temperature, a ``Fraction`` (``-1`` for an integer).
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("{3||2*|1*}").temperature()
    /// Fraction(3, 4)
    fn temperature(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_fraction(py, self.query(py, Arena::temperature)?)
    }

    /// The game cooled by ``t`` (a dyadic ``Fraction``, int or float, ``t >= -1``).
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("+-1").cool(1)
    /// Game('*')
    fn cool(&self, t: &Bound<'_, PyAny>) -> PyResult<Game> {
        let py = t.py();
        let t = to_dyadic(t)?;
        make(py, &[self], |arena, ids| arena.cool(ids[0], t))
    }

    /// Whether the game is all-small: in it and in every position below it, Left can move
    /// exactly when Right can.
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("^ + *3").is_all_small(), cg.Game("Tiny(1)").is_all_small()
    /// (True, False)
    fn is_all_small(&self, py: Python<'_>) -> PyResult<bool> {
        self.query(py, |arena, g| arena.is_all_small(g))
    }

    /// Whether the game is infinitesimal: between ``-x`` and ``x`` for every positive number
    /// ``x`` (both stops 0).
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("Tiny(2) + ^*").is_infinitesimal(), cg.Game("{1|0}").is_infinitesimal()
    /// (True, False)
    fn is_infinitesimal(&self, py: Python<'_>) -> PyResult<bool> {
        self.query(py, Arena::is_infinitesimal)
    }

    /// Whether the game is a switch ``+-(A) = {A | -A}``: not 0, and equal to its negative.
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("+-{2,*}").is_switch(), cg.Game("{3|1}").is_switch()
    /// (True, False)
    fn is_switch(&self, py: Python<'_>) -> PyResult<bool> {
        self.query(py, Arena::is_switch)
    }

    /// The atomic weight of an all-small game (``ValueError`` for any other).
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("{^^^|vv}").atomic_weight() == cg.Game("{1|0}")
    /// True
    /// >>> cg.Game("^5*").atomic_weight()
    /// Game('5')
    fn atomic_weight(&self, py: Python<'_>) -> PyResult<Game> {
        make(py, &[self], |arena, ids| arena.atomic_weight(ids[0]))
    }

    /// The reduced canonical form: the simplest game infinitesimally close to this one.
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("{3||2*|1*}").reduced() == cg.Game("{3||2|1}")
    /// True
    fn reduced(&self, py: Python<'_>) -> PyResult<Game> {
        make(py, &[self], |arena, ids| arena.reduced(ids[0]))
    }

    /// The ``n``-th uptimal power of this game, which must be ``^`` or ``v``
    /// (``ValueError`` otherwise, and for ``n`` < 1 or past the birthday limit).
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("^").pow(2), cg.Game("^").pow(2) == cg.Game("{0|v*}")
    /// (Game('^<2>'), True)
    fn pow(&self, py: Python<'_>, n: u32) -> PyResult<Game> {
        make(py, &[self], |arena, ids| arena.pow(ids[0], n))
    }

    /// The uptimal sum ``G^<1> + ... + G^<n>`` of ``G = ^`` or ``v``.
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("v").pow_to(2), cg.Game("^").pow_to(0)
    /// (Game('v[2]'), Game('0'))
    fn pow_to(&self, py: Python<'_>, n: u32) -> PyResult<Game> {
        make(py, &[self], |arena, ids| arena.pow_to(ids[0], n))
    }

    /// Norton's product of this game by a positive ``unit`` (a ``Game`` or a number;
    /// ``ValueError`` unless positive).
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("1/2").norton(cg.Game("^"))
    /// Game('{^2*|v*}')
    fn norton(&self, unit: &Bound<'_, PyAny>) -> PyResult<Game> {
        let u = game_of(unit)?;
        make(unit.py(), &[self, u.get()], |arena, ids| {
            arena.norton(ids[0], ids[1])
        })
    }

    /// The game heated by ``t`` (a ``Game`` or a number): every move not in a number earns
    /// its player ``t``. Cooling by ``t`` gives the game back.
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("{3||2*|1*}").heat(1) == cg.Game("{4|||3|1||0|-2}")
    /// True
    fn heat(&self, t: &Bound<'_, PyAny>) -> PyResult<Game> {
        let py = t.py();
        let t = game_of(t)?;
        make(py, &[self, t.get()], |arena, ids| {
            arena.heat(ids[0], ids[1])
        })
    }

    /// The game overheated from ``s`` to ``t``: an integer ``n`` becomes ``n`` copies of ``s``,
    /// every other move earns its player ``t``.
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("1/2").overheat(1, cg.Game("1*"))
    /// Game('{1*|*}')
    fn overheat(&self, s: &Bound<'_, PyAny>, t: &Bound<'_, PyAny>) -> PyResult<Game> {
        let py = t.py();
        let (s, t) = (game_of(s)?, game_of(t)?);
        make(py, &[self, s.get(), t.get()], |arena, ids| {
            arena.overheat(ids[0], ids[1], ids[2])
        })
    }

    /// Left's incentives ``G^L - G`` and Right's ``G - G^R``, as two lists.
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("^").incentives()
    /// ([Game('v')], [Game('^*')])
    fn incentives(&self, py: Python<'_>) -> PyResult<(Vec<Game>, Vec<Game>)> {
        let (store, (left, right)) =
            in_one_arena(py, &[self], |arena, ids| arena.incentives(ids[0]))?;
        let games = |ids: Vec<GameId>| -> Vec<Game> {
            ids.into_iter()
                .map(|id| Game::new(Arc::clone(&store), id))
                .collect()
        };
        Ok((games(left), games(right)))
    }

    /// The thermograph: its walls, mean and temperature (and a drawing in notebooks).
    ///
    /// >>> import combgames as cg
    /// >>> t = cg.Game("{3||2*|1*}").thermograph()
    /// >>> t.mean, t.temperature
    /// (Fraction(9, 4), Fraction(3, 4))
    fn thermograph(&self, py: Python<'_>) -> PyResult<Thermograph> {
        let t = self.query(py, Arena::thermograph)?;
        Thermograph::new(py, &t, self.text(py)?)
    }
}

/// The canonical value of a Domineering position: rows separated by ``|``, ``.`` an empty
/// cell, ``#`` a blocked one. Left (Vertical) places dominoes upright, Right (Horizontal)
/// flat.
///
/// >>> import combgames as cg
/// >>> cg.domineering("..|..")
/// Game('+-1')
/// >>> cg.domineering("....|....") == cg.Game("{{2|0}|0}")
/// True
#[pyfunction]
pub(crate) fn domineering(py: Python<'_>, board: &str) -> PyResult<Game> {
    make(py, &[], |arena, _| {
        board.parse::<Domineering>()?.value(arena)
    })
}

/// Who wins a Domineering board, by the outcome search: for boards such as 8 x 8 whose value
/// is out of reach. ``board`` is rows separated by ``|`` (``.`` empty, ``#`` blocked) or an
/// empty rectangle as ``"8x8"`` (rows x columns). The answer is ``"L"`` (Left, Vertical, wins
/// whoever starts), ``"R"``, ``"N"`` (the first player) or ``"P"`` (the second); with
/// ``first="left"`` or ``"right"``, ``"L"`` or ``"R"``: who wins when that player starts.
/// The search runs on every core with a table of at most 1 GiB (less for small boards); it
/// stops with ``LimitExceeded`` after ``2**36`` boards. With ``stats=True`` the answer comes
/// with the search's statistics, a dict (``nodes``, ``probes``, ``hits``, ``stores``,
/// ``overwrites``, ``cutoffs`` by theorem, ``table_bytes``, ``threads``, ``seconds``).
///
/// >>> import combgames as cg
/// >>> cg.domineering_outcome("5x5"), cg.domineering_outcome("6x6")
/// ('P', 'N')
/// >>> cg.domineering_outcome("7x6", first="left")
/// 'R'
/// >>> cg.domineering_outcome("..|..") == cg.domineering("..|..").outcome()
/// True
/// >>> answer, stats = cg.domineering_outcome("5x5", stats=True)
/// >>> answer, stats["nodes"] > 0, stats["cutoffs"]["bands win"] > 0
/// ('P', True, True)
#[pyfunction]
#[pyo3(signature = (board, first=None, stats=false))]
pub(crate) fn domineering_outcome(
    py: Python<'_>,
    board: &str,
    first: Option<&str>,
    stats: bool,
) -> PyResult<Py<PyAny>> {
    let board = py_result(py, board.parse::<Domineering>())?;
    let first = first_player(first)?;
    let answer = detached(py, move || -> Result<(String, Stats), Error> {
        let limits = Limits::new().bytes(table_bytes_for(&board, DEFAULT_OUTCOME_BYTES));
        let mut solver = OutcomeSolver::new(&board, limits)?.threads(cores());
        let answer = match first {
            Some(player) => winner(player, solver.wins_moving_first(player)?),
            None => solver.outcome()?.letter().to_string(),
        };
        Ok((answer, solver.stats()))
    })?;
    answered(py, py_result(py, answer)?, stats)
}

/// ``first`` as a player: ``"left"``, ``"right"`` or ``None``.
fn first_player(first: Option<&str>) -> PyResult<Option<Player>> {
    match first {
        None => Ok(None),
        Some(text) => Ok(Some(text.parse::<Player>().map_err(|_| {
            PyValueError::new_err(format!("first: expected 'left' or 'right', got {text:?}"))
        })?)),
    }
}

/// Who wins when `player` starts, as a letter: `L` or `R`.
fn winner(player: Player, wins: bool) -> String {
    let winner = if wins { player } else { player.other() };
    (if winner == Player::Left { "L" } else { "R" }).to_string()
}

/// The answer alone, or with `stats` a tuple of the answer and the statistics' dict.
fn answered(py: Python<'_>, (answer, found): (String, Stats), stats: bool) -> PyResult<Py<PyAny>> {
    if stats {
        Ok((answer, to_dict(py, &found)?)
            .into_pyobject(py)?
            .into_any()
            .unbind())
    } else {
        Ok(answer.into_pyobject(py)?.into_any().unbind())
    }
}

/// The rulesets of :func:`ruleset`, by name.
pub(crate) const RULESETS: [&str; 20] = [
    "domineering",
    "toads",
    "elephants",
    "clobber",
    "clobber-kings",
    "clobber-rooks",
    "clobber-queens",
    "wythoff",
    "fission",
    "ski-jumps",
    "nogo",
    "konane",
    "toppling",
    "cram",
    "snort",
    "col",
    "amazons",
    "partizan-arc-kayles",
    "hackenbush-graph",
    "childish-hackenbush",
];

/// `name` if it is a ruleset of :func:`ruleset` (and `max_jump` given only for Toads and
/// Frogs, `r` only for Wythoff's game and at least 1), else a ``ValueError`` naming them.
fn known_ruleset(name: &str, max_jump: Option<usize>, r: Option<u64>, graph: bool) -> PyResult<()> {
    if !RULESETS.contains(&name) {
        return Err(PyValueError::new_err(format!(
            "no ruleset named {name:?}: expected one of {}",
            RULESETS.join(", ")
        )));
    }
    if max_jump.is_some() && name != "toads" {
        return Err(PyValueError::new_err(format!(
            "max_jump is for \"toads\" only, not {name:?}"
        )));
    }
    if r.is_some() && name != "wythoff" {
        return Err(PyValueError::new_err(format!(
            "r is for \"wythoff\" only, not {name:?}"
        )));
    }
    if r == Some(0) {
        return Err(PyValueError::new_err("r must be at least 1"));
    }
    if graph && name != "snort" && name != "col" {
        return Err(PyValueError::new_err(format!(
            "graph is for \"snort\" and \"col\" only, not {name:?}"
        )));
    }
    Ok(())
}

/// A Snort or Col position: a grid, or with `graph` a graph in `CGSuite`'s path notation.
fn coloring(rule: ColoringRule, position: &str, graph: bool) -> Result<Coloring, Error> {
    if graph {
        Coloring::parse_graph(rule, position)
    } else {
        Coloring::parse_grid(rule, position)
    }
}

/// Piles of Wythoff's game, or of r-Wythoff with `r` (checked positive by `known_ruleset`).
fn wythoff(position: &str, r: Option<u64>) -> Result<Wythoff, Error> {
    let r = NonZeroU64::new(r.unwrap_or(1)).unwrap_or(NonZeroU64::MIN);
    position.parse::<Wythoff>()?.with_r(r)
}

/// A board of the Clobber family, its stones moving as the name says.
fn clobber(name: &str, position: &str) -> Result<Clobber, Error> {
    let piece = match name {
        "clobber-kings" => ClobberPiece::King,
        "clobber-rooks" => ClobberPiece::Rook,
        "clobber-queens" => ClobberPiece::Queen,
        _ => ClobberPiece::Stone,
    };
    Ok(position.parse::<Clobber>()?.with_piece(piece))
}

/// A strip of Toads and Frogs (`max_jump` 1 unless given) or of Elephants and Rhinos (0).
fn strip(name: &str, position: &str, max_jump: Option<usize>) -> Result<Toads, Error> {
    let jump = max_jump.unwrap_or(usize::from(name != "elephants"));
    Ok(position.parse::<Toads>()?.with_max_jump(jump))
}

/// The canonical value of a position of a ruleset (``docs/rulesets.md``): ``"toads"``
/// (``T`` toads, ``F`` frogs, ``.``; ``max_jump=K`` lets a piece jump up to ``K`` opponents
/// in a row) and ``"elephants"`` (Elephants and Rhinos: the same strip, no jumps),
/// ``"clobber"``, ``"clobber-kings"``, ``"clobber-rooks"``, ``"clobber-queens"`` (stones
/// that capture as those chess pieces) and ``"konane"`` (``x``, ``o``, ``.``),
/// ``"toppling"`` (``L``, ``R``, ``G``), ``"cram"`` and ``"domineering"`` (``.``, ``#``),
/// ``"fission"`` (``x``, ``.``, ``#``), ``"ski-jumps"`` (``L``, ``R``, ``l``, ``r``, ``.``),
/// ``"nogo"`` (``x``, ``o``, ``.``, ``#``),
/// ``"snort"`` and ``"col"`` (``.``, ``L``, ``R``, ``#``; or with ``graph=True`` a graph in
/// CGSuite's path notation, ``"L-.-.-.-L"``, or in the plain graph text with tints after the
/// vertex numbers, ``"5: 0L-1-2-3-4L"``), ``"amazons"`` (``L``, ``R``, ``.``,
/// ``#``), rows separated by ``|``; ``"wythoff"`` (two piles ``"a,b"``; ``r=R`` for
/// r-Wythoff); ``"partizan-arc-kayles"``, ``"hackenbush-graph"`` and
/// ``"childish-hackenbush"`` on a labelled graph (``"4: 0-1:L, 1-2:R, 2-3:G"``, ``"path
/// 6:G"``; for Hackenbush vertex 0 is the ground).
///
/// >>> import combgames as cg
/// >>> cg.ruleset("toads", "T.TFF")
/// Game('^')
/// >>> cg.ruleset("clobber", "xox|ox.") == cg.Game("{^^*|*,v}")
/// True
/// >>> cg.ruleset("clobber-kings", "xox|ox."), cg.ruleset("clobber-queens", "xox|ox.")
/// (Game('{^2*|*,v[2]}'), Game('^'))
/// >>> cg.ruleset("wythoff", "10,4"), cg.ruleset("wythoff", "1,3", r=2)
/// (Game('*13'), Game('0'))
/// >>> cg.ruleset("elephants", "TTTT..FFF"), cg.ruleset("toads", "TT.FF", max_jump=0)
/// (Game('1'), Game('+-1'))
/// >>> cg.ruleset("hackenbush-graph", "3: 0-1:L, 1-2:R"), cg.ruleset("childish-hackenbush", "3: 0-1:L, 1-2:R")
/// (Game('1/2'), Game('0'))
/// >>> cg.ruleset("partizan-arc-kayles", "path 6:G")
/// Game('*3')
///
/// ``impartial=True`` values the impartial variant instead: either player may make any move
/// of Left or Right (Cram is Domineering's, impartial Clobber is Clobber's); its value is a
/// nimber.
///
/// >>> cg.ruleset("domineering", "...|...", impartial=True), cg.ruleset("clobber", "xox|oxo", impartial=True)
/// (Game('*'), Game('0'))
#[pyfunction]
#[pyo3(signature = (name, position, max_jump=None, r=None, graph=false, impartial=false))]
#[allow(clippy::too_many_arguments)] // the keyword arguments of the Python signature
pub(crate) fn ruleset(
    py: Python<'_>,
    name: &str,
    position: &str,
    max_jump: Option<usize>,
    r: Option<u64>,
    graph: bool,
    impartial: bool,
) -> PyResult<Game> {
    known_ruleset(name, max_jump, r, graph)?;
    if name == "wythoff" {
        // Impartial: the nimber by the Grundy solver, far cheaper than a canonical form.
        let piles = py_result(py, wythoff(position, r))?;
        let n = py_result(py, detached(py, move || piles.grundy())?)?;
        return make(py, &[], |arena, _| arena.nimber(n as u64));
    }
    make(py, &[], |arena, _| match name {
        "toads" | "elephants" => solve(arena, &strip(name, position, max_jump)?, impartial),
        "clobber" | "clobber-kings" | "clobber-rooks" | "clobber-queens" => {
            solve(arena, &clobber(name, position)?, impartial)
        }
        "konane" => solve(arena, &position.parse::<Konane>()?, impartial),
        "toppling" => solve(arena, &position.parse::<Toppling>()?, impartial),
        "cram" => solve(arena, &position.parse::<Cram>()?, impartial),
        "fission" => solve(arena, &position.parse::<Fission>()?, impartial),
        "ski-jumps" => solve(arena, &position.parse::<SkiJumps>()?, impartial),
        "nogo" => solve(arena, &position.parse::<NoGo>()?, impartial),
        "amazons" => solve(arena, &position.parse::<Amazons>()?, impartial),
        "partizan-arc-kayles" => solve(arena, &position.parse::<PartizanArcKayles>()?, impartial),
        "hackenbush-graph" => solve(arena, &position.parse::<HackenbushGraph>()?, impartial),
        "childish-hackenbush" => solve(
            arena,
            &position.parse::<HackenbushGraph>()?.childish(),
            impartial,
        ),
        "snort" => solve(
            arena,
            &coloring(ColoringRule::Snort, position, graph)?,
            impartial,
        ),
        "col" => solve(
            arena,
            &coloring(ColoringRule::Col, position, graph)?,
            impartial,
        ),
        _ if impartial => solve(arena, &position.parse::<Domineering>()?, true),
        _ => position.parse::<Domineering>()?.value(arena),
    })
}

/// The value of `position`, or with `impartial` of its impartial variant.
fn solve<P: Position>(arena: &mut Arena, position: &P, impartial: bool) -> Result<GameId, Error> {
    if impartial {
        Solver::new(arena).value(&ImpartialVariant::new(position.clone()))
    } else {
        Solver::new(arena).value(position)
    }
}

/// The value of a heap of ``heap`` counters in the partizan subtraction game where Left
/// removes a number of ``left``, Right a number of ``right`` counters (each from 1 to 65536).
///
/// >>> import combgames as cg
/// >>> cg.partizan_subtraction([1], [2], 4), cg.partizan_subtraction([1, 2], [1, 2], 5)
/// (Game('1'), Game('*2'))
#[pyfunction]
pub(crate) fn partizan_subtraction(
    py: Python<'_>,
    left: Vec<u64>,
    right: Vec<u64>,
    heap: usize,
) -> PyResult<Game> {
    let game = py_result(py, PartizanSubtraction::new(&left, &right))?;
    make(py, &[], |arena, _| Ok(game.values(arena, heap)?[heap]))
}

/// Who wins a position of a ruleset (the names and positions of :func:`ruleset`), by the
/// who-wins search of the search core, without its value: ``"L"``, ``"R"``, ``"N"`` or
/// ``"P"``; with ``first``, who wins when that player starts. Every core searches, with a
/// table of 64 MiB; ``stats=True`` adds the search's statistics as
/// :func:`domineering_outcome` does. ``misere=True``: misère play, where the player who
/// cannot move wins.
///
/// >>> import combgames as cg
/// >>> cg.ruleset_outcome("domineering", "..|..|..|..", misere=True)
/// 'N'
/// >>> cg.ruleset_outcome("toads", "T.TFF"), cg.ruleset("toads", "T.TFF").outcome()
/// ('L', 'L')
/// >>> cg.ruleset_outcome("clobber", "xox|ox.", first="right")
/// 'R'
#[pyfunction]
#[pyo3(signature = (name, position, first=None, stats=false, max_jump=None, r=None, graph=false, misere=false))]
#[allow(clippy::too_many_arguments)] // the keyword arguments of the Python signature
pub(crate) fn ruleset_outcome(
    py: Python<'_>,
    name: &str,
    position: &str,
    first: Option<&str>,
    stats: bool,
    max_jump: Option<usize>,
    r: Option<u64>,
    graph: bool,
    misere: bool,
) -> PyResult<Py<PyAny>> {
    known_ruleset(name, max_jump, r, graph)?;
    let first = first_player(first)?;
    let answer = detached(py, move || -> Result<(String, Stats), Error> {
        match name {
            "toads" | "elephants" => who_wins(&strip(name, position, max_jump)?, first, misere),
            "wythoff" => who_wins(&wythoff(position, r)?, first, misere),
            "clobber" | "clobber-kings" | "clobber-rooks" | "clobber-queens" => {
                who_wins(&clobber(name, position)?, first, misere)
            }
            "konane" => who_wins(&position.parse::<Konane>()?, first, misere),
            "toppling" => who_wins(&position.parse::<Toppling>()?, first, misere),
            "cram" => who_wins(&position.parse::<Cram>()?, first, misere),
            "fission" => who_wins(&position.parse::<Fission>()?, first, misere),
            "ski-jumps" => who_wins(&position.parse::<SkiJumps>()?, first, misere),
            "nogo" => who_wins(&position.parse::<NoGo>()?, first, misere),
            "amazons" => who_wins(&position.parse::<Amazons>()?, first, misere),
            "partizan-arc-kayles" => {
                who_wins(&position.parse::<PartizanArcKayles>()?, first, misere)
            }
            "hackenbush-graph" => who_wins(&position.parse::<HackenbushGraph>()?, first, misere),
            "childish-hackenbush" => who_wins(
                &position.parse::<HackenbushGraph>()?.childish(),
                first,
                misere,
            ),
            "snort" => who_wins(
                &coloring(ColoringRule::Snort, position, graph)?,
                first,
                misere,
            ),
            "col" => who_wins(
                &coloring(ColoringRule::Col, position, graph)?,
                first,
                misere,
            ),
            _ => who_wins(&position.parse::<Domineering>()?, first, misere),
        }
    })?;
    answered(py, py_result(py, answer)?, stats)
}

/// Who wins `position` by the framework's who-wins search on every core (in misère play: the
/// player who cannot move wins).
fn who_wins<P: Position + Send + Sync>(
    position: &P,
    first: Option<Player>,
    misere: bool,
) -> Result<(String, Stats), Error> {
    let search = if misere {
        OutcomeSearch::misere(Limits::new())?
    } else {
        OutcomeSearch::new(Limits::new())?
    };
    let mut search = search.threads(cores());
    let answer = match first {
        Some(player) => winner(player, search.wins(position, player)?),
        None => search.outcome(position)?.letter().to_string(),
    };
    Ok((answer, search.stats()))
}

/// The value of a Red-Blue Hackenbush string: ``L`` a Left (blue) edge, ``R`` a Right (red)
/// one, from the ground up. Always a number.
///
/// >>> import combgames as cg
/// >>> from fractions import Fraction
/// >>> cg.hackenbush("LRR") == Fraction(1, 4)
/// True
#[pyfunction]
pub(crate) fn hackenbush(py: Python<'_>, edges: &str) -> PyResult<Game> {
    make(py, &[], |arena, _| {
        let x = combgames_rulesets::hackenbush_string(edges)?;
        arena.number(x)
    })
}
