//! `ordinal_sum`, `conjunctive`, `selective`, `conway_product`: the ways to combine two games
//! other than the sum, on games as written (text keeps its form; a `Game` is its canonical
//! form).

use combgames_partizan::{Arena, Error, Form, GameId};
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::game::{Game, game_of, make};

/// An operand: text to read as written, or a game (its canonical form).
enum Operand {
    Text(String),
    Game(Py<Game>),
}

fn operand(value: &Bound<'_, PyAny>) -> PyResult<Operand> {
    if let Ok(text) = value.cast::<PyString>() {
        return Ok(Operand::Text(text.to_cow()?.into_owned()));
    }
    Ok(Operand::Game(game_of(value)?))
}

/// The kinds of combination.
#[derive(Clone, Copy)]
enum Kind {
    Ordinal,
    Conjunctive,
    Selective,
    Product,
}

fn combine(
    py: Python<'_>,
    kind: Kind,
    g: &Bound<'_, PyAny>,
    h: &Bound<'_, PyAny>,
) -> PyResult<Game> {
    let (g, h) = (operand(g)?, operand(h)?);
    let games: Vec<Py<Game>> = [&g, &h]
        .iter()
        .filter_map(|o| match o {
            Operand::Game(x) => Some(x.clone_ref(py)),
            Operand::Text(_) => None,
        })
        .collect();
    let refs: Vec<&Game> = games.iter().map(Py::get).collect();
    make(py, &refs, |arena: &mut Arena, ids: &[GameId]| {
        let mut next = ids.iter().copied();
        let mut form = |o: &Operand, arena: &mut Arena| -> Result<Form, Error> {
            match o {
                Operand::Text(t) => arena.parse_form(t),
                // `make` hands over one id a `Game` operand, in order.
                Operand::Game(_) => next.next().map(Form::Game).ok_or(Error::NoSuchGame(0)),
            }
        };
        let fg = form(&g, arena)?;
        let fh = form(&h, arena)?;
        match kind {
            Kind::Ordinal => {
                let h = arena.form_value(&fh)?;
                arena.ordinal_sum(&fg, h)
            }
            Kind::Conjunctive => arena.conjunctive(&fg, &fh),
            Kind::Selective => arena.selective(&fg, &fh),
            Kind::Product => arena.conway_product(&fg, &fh),
        }
    })
}

/// The ordinal sum ``G:H = {G^L, G:H^L | G^R, G:H^R}``: it depends on how ``G`` is written, so
/// text is read as written (a ``Game`` is its canonical form).
///
/// >>> import combgames as cg
/// >>> cg.ordinal_sum("1/2", "1/4")
/// Game('9/16')
/// >>> cg.ordinal_sum("{*|*}", 1), cg.ordinal_sum(0, 1)
/// (Game('^'), Game('1'))
#[pyfunction]
pub(crate) fn ordinal_sum(
    py: Python<'_>,
    g: &Bound<'_, PyAny>,
    h: &Bound<'_, PyAny>,
) -> PyResult<Game> {
    combine(py, Kind::Ordinal, g, h)
}

/// The conjunctive compound: every move is made in both games; play ends when either ends
/// (Winning Ways ch. 9). Text is read as written.
///
/// >>> import combgames as cg
/// >>> cg.conjunctive("1/2", "1/4")
/// Game('1/2')
#[pyfunction]
pub(crate) fn conjunctive(
    py: Python<'_>,
    g: &Bound<'_, PyAny>,
    h: &Bound<'_, PyAny>,
) -> PyResult<Game> {
    combine(py, Kind::Conjunctive, g, h)
}

/// The selective compound: every move is made in one game or both (Winning Ways ch. 9). Text
/// is read as written.
///
/// >>> import combgames as cg
/// >>> cg.selective("1/2", "1/4")
/// Game('3/4')
#[pyfunction]
pub(crate) fn selective(
    py: Python<'_>,
    g: &Bound<'_, PyAny>,
    h: &Bound<'_, PyAny>,
) -> PyResult<Game> {
    combine(py, Kind::Selective, g, h)
}

/// Conway's product of two games as written: the product of numbers, and of nimbers their nim
/// product.
///
/// >>> import combgames as cg
/// >>> cg.conway_product("*4", "*4"), cg.conway_product(cg.Game("3/2"), -1.25)
/// (Game('*6'), Game('-15/8'))
#[pyfunction]
pub(crate) fn conway_product(
    py: Python<'_>,
    g: &Bound<'_, PyAny>,
    h: &Bound<'_, PyAny>,
) -> PyResult<Game> {
    combine(py, Kind::Product, g, h)
}
