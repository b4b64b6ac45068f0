//! The nimber searches of impartial rulesets: `cram`, `node_kayles`, `arc_kayles`, each an
//! `int` (the value is `*n`), with an optional database of component nimbers.

use combgames_base::{Limits, cores};
use combgames_partizan::Error;
use combgames_rulesets::{Cram, CramRules, DbKey, Graph, GraphKayles, KaylesRule, NimberDb};
use combgames_search::{DEFAULT_NODES, NimberRules, NimberSearch};
use pyo3::exceptions::PyOSError;
use pyo3::prelude::*;

use crate::detach::detached;
use crate::errors::py_result;

/// What a search with a database can end in.
enum Failure {
    Game(Error),
    Database(combgames_rulesets::DatabaseError),
}

impl From<Error> for Failure {
    fn from(e: Error) -> Self {
        Failure::Game(e)
    }
}

impl From<combgames_rulesets::DatabaseError> for Failure {
    fn from(e: combgames_rulesets::DatabaseError) -> Self {
        Failure::Database(e)
    }
}

/// The nim-sum of the parts' nimbers by a search of `rules`, reading the database at `db`
/// first and writing what it finds (also when the search is cut short).
fn search<R>(
    rules: R,
    parts: &[R::Component],
    steps: u64,
    db: Option<(&str, &str)>,
) -> Result<u32, Failure>
where
    R: NimberRules,
    R::Key: DbKey,
{
    let db = match db {
        Some((path, table)) => Some(NimberDb::open(std::path::Path::new(path), table)?),
        None => None,
    };
    let mut search = NimberSearch::new(rules, Limits::new().steps(steps))
        .map_err(Error::from)?
        .threads(cores());
    if let Some(db) = &db {
        db.load(&mut search)?;
    }
    let mut writer = db.as_ref().map(NimberDb::writer);
    let mut search = search.on_found(|key, n| {
        if let Some(w) = writer.as_mut() {
            w.add(key, n);
        }
    });
    let found = parts
        .iter()
        .try_fold(0, |sum, part| Ok(sum ^ search.nimber::<Error>(part)?));
    drop(search);
    if let Some(writer) = writer {
        writer.finish()?;
    }
    found.map_err(Failure::Game)
}

/// The answer, or the exception: a library error as :func:`ruleset` raises it, a database's
/// as ``OSError``.
fn answer(py: Python<'_>, result: Result<u32, Failure>) -> PyResult<u32> {
    match result {
        Ok(n) => Ok(n),
        Err(Failure::Game(e)) => py_result(py, Err(e)),
        Err(Failure::Database(e)) => Err(PyOSError::new_err(e.to_string())),
    }
}

/// The nimber of a Cram board (rows of ``.`` empty and ``#`` filled separated by ``|``, or an
/// empty rectangle ``"4x11"``; at most 64 cells) by the nimber search: ``n`` for ``*n``.
/// ``db`` names a database file of component nimbers, read first and written as the search
/// goes (docs/impartial.md); ``steps`` bounds the questions and options of the search
/// (``LimitExceeded`` past it). The search runs on every core; the GIL is released; Ctrl-C
/// stops it.
///
/// >>> import combgames as cg
/// >>> [cg.cram(f"3x{n}") for n in range(3, 9)]
/// [0, 1, 1, 4, 1, 3]
#[pyfunction]
#[pyo3(signature = (board, db=None, steps=DEFAULT_NODES))]
pub(crate) fn cram(py: Python<'_>, board: &str, db: Option<&str>, steps: u64) -> PyResult<u32> {
    let result = detached(py, move || -> Result<u32, Failure> {
        let board: Cram = board.parse()?;
        let parts = board.shapes()?;
        search(CramRules, &parts, steps, db.map(|p| (p, "cram")))
    })?;
    answer(py, result)
}

/// The nimber of Node Kayles (a move takes a vertex and its neighbours) on a graph in the
/// text of docs/impartial.md (``"path 10"``, ``"grid 3x4"``, ``"5: 0-1-2, 2-3"``...): ``n``
/// for ``*n``. ``db`` and ``steps`` as for :func:`cram`.
///
/// >>> import combgames as cg
/// >>> [cg.node_kayles(f"path {n}") for n in range(1, 9)]  # Dawson's chess, .137
/// [1, 1, 2, 0, 3, 1, 1, 0]
#[pyfunction]
#[pyo3(signature = (graph, db=None, steps=DEFAULT_NODES))]
pub(crate) fn node_kayles(
    py: Python<'_>,
    graph: &str,
    db: Option<&str>,
    steps: u64,
) -> PyResult<u32> {
    kayles(py, KaylesRule::Node, graph, db, steps)
}

/// The nimber of Arc Kayles (a move takes an edge's two ends) on a graph, as for
/// :func:`node_kayles`.
///
/// >>> import combgames as cg
/// >>> [cg.arc_kayles(f"path {n}") for n in range(1, 9)]  # Dawson's Kayles, .07
/// [0, 1, 1, 2, 0, 3, 1, 1]
#[pyfunction]
#[pyo3(signature = (graph, db=None, steps=DEFAULT_NODES))]
pub(crate) fn arc_kayles(
    py: Python<'_>,
    graph: &str,
    db: Option<&str>,
    steps: u64,
) -> PyResult<u32> {
    kayles(py, KaylesRule::Arc, graph, db, steps)
}

fn kayles(
    py: Python<'_>,
    rule: KaylesRule,
    graph: &str,
    db: Option<&str>,
    steps: u64,
) -> PyResult<u32> {
    let result = detached(py, move || -> Result<u32, Failure> {
        let game = GraphKayles::new(Graph::parse(graph)?, rule);
        let parts = game.parts();
        let table = game.table_name();
        search(game, &parts, steps, db.map(|p| (p, table.as_str())))
    })?;
    answer(py, result)
}
