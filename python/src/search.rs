//! The who-wins search split into jobs, for drivers that spread it over processes or machines
//! (``combgames.search``, ``combgames.distributed``): a root's frontier, one job's answer by
//! the fast search, and the same answer by a plain search of the definition.

use std::fmt::Display;
use std::str::FromStr;
use std::time::Instant;

use crate::detach::{detached, detached_with};
use crate::errors::py_result;
use combgames_base::{Interrupt, Limits, Player, cores};
use combgames_partizan::Error;
use combgames_rulesets::domineering::{DEFAULT_OUTCOME_BYTES, OutcomeSolver, table_bytes_for};
use combgames_rulesets::{
    Clobber, Cram, Domineering, Konane, Learned, OutcomeSearch, Position, Toppling,
    outcome_frontier, plain_wins,
};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use std::sync::{Mutex, PoisonError};

/// The rulesets whose searches split into jobs, by name.
pub(crate) const JOB_RULESETS: [&str; 5] = ["domineering", "cram", "clobber", "konane", "toppling"];

/// One entry of a frontier's level: the position's text, who moves on it, the entries above
/// that lead to it (index and the option's text) and, where no search is needed, who wins.
type EntryRow = (String, String, Vec<(usize, String)>, Option<bool>);

/// A job's answer: whether the player to move wins, a winning option's text, the positions
/// visited and the seconds taken.
type Solved = (bool, Option<String>, u64, f64);

/// Calls `$body` with `$p` bound to the position type of the ruleset named `$name`.
macro_rules! by_ruleset {
    ($name:expr, $p:ident => $body:expr) => {
        match $name {
            "domineering" => {
                type $p = Domineering;
                $body
            }
            "cram" => {
                type $p = Cram;
                $body
            }
            "clobber" => {
                type $p = Clobber;
                $body
            }
            "konane" => {
                type $p = Konane;
                $body
            }
            "toppling" => {
                type $p = Toppling;
                $body
            }
            other => Err(PyValueError::new_err(format!(
                "no job search for {other:?}: expected one of {}",
                JOB_RULESETS.join(", ")
            ))),
        }
    };
}

fn player_of(text: &str) -> PyResult<Player> {
    text.parse::<Player>().map_err(|_| {
        PyValueError::new_err(format!("player: expected 'left' or 'right', got {text:?}"))
    })
}

fn parsed<P: FromStr<Err = Error>>(py: Python<'_>, text: &str) -> PyResult<P> {
    py_result(py, text.parse::<P>())
}

/// The levels of `root`'s frontier as rows.
fn levels_of<P>(
    root: &P,
    first: Player,
    depth: usize,
    limits: Limits,
) -> Result<Vec<Vec<EntryRow>>, Error>
where
    P: Position + Send + Sync + Display,
{
    let frontier = outcome_frontier(root, first, depth, limits)?;
    Ok(frontier
        .levels
        .iter()
        .map(|level| {
            level
                .iter()
                .map(|e| {
                    let parents = e.parents.iter().map(|(i, m)| (*i, m.to_string())).collect();
                    (
                        e.position.to_string(),
                        e.player.to_string(),
                        parents,
                        e.decided,
                    )
                })
                .collect()
        })
        .collect())
}

/// The frontier's levels as rows ``(position, player, parents, decided)``: the plumbing of
/// ``combgames.search.frontier``, which wraps them in ``Entry``.
///
/// >>> import combgames as cg
/// >>> cg._frontier("domineering", "2x2", "left", 1)[1]
/// [('#.|#.', 'right', [(0, '#.|#.'), (0, '.#|.#')], None)]
#[pyfunction]
#[pyo3(signature = (ruleset, position, first, depth, items=None))]
pub(crate) fn _frontier(
    py: Python<'_>,
    ruleset: &str,
    position: &str,
    first: &str,
    depth: usize,
    items: Option<u64>,
) -> PyResult<Vec<Vec<EntryRow>>> {
    let first = player_of(first)?;
    let limits = items.map_or(Limits::new(), |n| Limits::new().items(n));
    by_ruleset!(ruleset, P => {
        let root: P = parsed(py, position)?;
        let levels = detached(py, move || levels_of(&root, first, depth, limits))?;
        py_result(py, levels)
    })
}

/// One job by the fast search as ``(wins, best, nodes, seconds)``: the plumbing of
/// ``combgames.search.solve``.
///
/// >>> import combgames as cg
/// >>> cg._solve("domineering", "2x2", "left")[:2]
/// (True, '.#|.#')
#[pyfunction]
#[pyo3(signature = (ruleset, position, player, threads=1, steps=None, table_bytes=None))]
pub(crate) fn _solve(
    py: Python<'_>,
    ruleset: &str,
    position: &str,
    player: &str,
    threads: usize,
    steps: Option<u64>,
    table_bytes: Option<u64>,
) -> PyResult<Solved> {
    let solver = JobSolver::build(py, ruleset, threads, steps, table_bytes)?;
    // Nobody else holds this solver to stop it: `None` cannot come back, but is a stop.
    solver
        .solve(py, position, player)?
        .ok_or_else(|| pyo3::exceptions::PyKeyboardInterrupt::new_err("stopped"))
}

/// One job by the plain search of the definition as ``(wins, nodes)``: the plumbing of
/// ``combgames.search.solve_plain``.
///
/// >>> import combgames as cg
/// >>> cg._solve_plain("domineering", "2x2", "left")
/// (True, 2)
#[pyfunction]
#[pyo3(signature = (ruleset, position, player, steps=None))]
pub(crate) fn _solve_plain(
    py: Python<'_>,
    ruleset: &str,
    position: &str,
    player: &str,
    steps: Option<u64>,
) -> PyResult<(bool, u64)> {
    let player = player_of(player)?;
    let limits = steps.map_or(Limits::new(), |n| Limits::new().steps(n));
    by_ruleset!(ruleset, P => {
        let root: P = parsed(py, position)?;
        let answer = detached(py, move || plain_wins(&root, player, limits))?;
        py_result(py, answer)
    })
}

/// The search a [`JobSolver`] keeps between jobs.
enum Engine {
    /// Built on the first board (a board of other dimensions gets a new one).
    Domineering(Option<Box<OutcomeSolver>>),
    Cram(OutcomeSearch<Cram>),
    Clobber(OutcomeSearch<Clobber>),
    Konane(OutcomeSearch<Konane>),
    Toppling(OutcomeSearch<Toppling>),
}

/// One job on a framework search: the answer, the option's text, the nodes this job visited.
fn framework_job<P>(
    search: &mut OutcomeSearch<P>,
    text: &str,
    player: Player,
) -> Result<(bool, Option<String>, u64), Error>
where
    P: Position + Send + Sync + Display + FromStr<Err = Error>,
{
    let position: P = text.parse()?;
    let before = search.stats().nodes;
    let answer = search.solve(&position, player)?;
    let nodes = search.stats().nodes - before;
    Ok((answer.wins, answer.best.map(|b| b.to_string()), nodes))
}

/// One answer handed from one solver to another: the position's text, whether Left and
/// whether Right, moving first, win it (where known), and the nodes it cost at least.
type Shared = (String, Option<bool>, Option<bool>, u64);

/// The rows of what a search learned.
fn shared_rows<P: Display>(learned: Vec<Learned<P>>) -> Vec<Shared> {
    learned
        .into_iter()
        .map(|l| (l.position.to_string(), l.wins[0], l.wins[1], l.nodes))
        .collect()
}

/// The rows read back as positions: every text parsed before any is used.
fn parsed_rows<P: FromStr<Err = Error>>(rows: &[Shared]) -> Result<Vec<Learned<P>>, Error> {
    rows.iter()
        .map(|(text, left, right, nodes)| {
            Ok(Learned {
                position: text.parse::<P>()?,
                wins: [*left, *right],
                nodes: *nodes,
            })
        })
        .collect()
}

/// Teaches a framework search the rows; how many stored something.
fn learn_rows<P>(search: &OutcomeSearch<P>, rows: &[Shared]) -> Result<u64, Error>
where
    P: Position + Send + Sync + FromStr<Err = Error>,
{
    let rows = parsed_rows::<P>(rows)?;
    Ok(rows
        .iter()
        .filter(|l| search.learn(&l.position, l.wins, l.nodes))
        .count() as u64)
}

/// A who-wins search kept between jobs, for a worker that answers many jobs of one root: its
/// table (what earlier jobs stored) serves the next ones, and another thread can stop the job
/// in progress (``stop``), which then answers ``None``.
///
/// >>> import combgames as cg
/// >>> s = cg.JobSolver("domineering")
/// >>> s.solve("4x4", "left")[:1], s.solve("#...|....|....|...#", "right")[:1]
/// ((True,), (False,))
/// >>> s.stop()  # no job in progress: nothing happens
#[pyclass(frozen, module = "combgames", name = "JobSolver")]
pub(crate) struct JobSolver {
    ruleset: &'static str,
    threads: usize,
    limits: Limits,
    engine: Mutex<Engine>,
    current: Mutex<Interrupt>,
}

impl JobSolver {
    fn job(
        &self,
        engine: &mut Engine,
        text: &str,
        player: Player,
    ) -> Result<(bool, Option<String>, u64), Error> {
        match engine {
            Engine::Domineering(slot) => {
                let board: Domineering = text.parse()?;
                if let Some(solver) = slot.as_mut() {
                    let before = solver.stats().nodes;
                    if let Some(answer) = solver.solve_board(&board, player)? {
                        let nodes = solver.stats().nodes - before;
                        return Ok((answer.wins, answer.best.map(|b| b.to_string()), nodes));
                    }
                }
                let bytes = self
                    .limits
                    .bytes
                    .unwrap_or_else(|| table_bytes_for(&board, DEFAULT_OUTCOME_BYTES));
                let solver = slot.insert(Box::new(
                    OutcomeSolver::new(&board, self.limits.bytes(bytes))?.threads(self.threads),
                ));
                let answer = solver.solve_moving_first(player)?;
                Ok((
                    answer.wins,
                    answer.best.map(|b| b.to_string()),
                    solver.stats().nodes,
                ))
            }
            Engine::Cram(s) => framework_job(s, text, player),
            Engine::Clobber(s) => framework_job(s, text, player),
            Engine::Konane(s) => framework_job(s, text, player),
            Engine::Toppling(s) => framework_job(s, text, player),
        }
    }
}

#[pymethods]
impl JobSolver {
    /// A solver of ``ruleset``'s jobs on ``threads`` threads, within ``steps`` positions over
    /// all its jobs (``2**36`` by default) and a table of ``table_bytes`` (the ruleset's
    /// default: 64 MiB, or for Domineering a table suited to the first board).
    #[new]
    #[pyo3(signature = (ruleset, threads=1, steps=None, table_bytes=None))]
    fn new(
        py: Python<'_>,
        ruleset: &str,
        threads: i64,
        steps: Option<i64>,
        table_bytes: Option<i64>,
    ) -> PyResult<Self> {
        // Taken signed so that a negative count is a ValueError naming it, not an overflow.
        let threads = usize::try_from(count_arg("threads", threads)?).unwrap_or(usize::MAX);
        let steps = steps.map(|n| count_arg("steps", n)).transpose()?;
        let table_bytes = table_bytes
            .map(|n| count_arg("table_bytes", n))
            .transpose()?;
        JobSolver::build(py, ruleset, threads, steps, table_bytes)
    }

    /// Whether ``player``, to move on ``position``, wins: ``(wins, best, nodes, seconds)`` as
    /// :func:`combgames.search.solve` gives them (``nodes``: this job's), or ``None`` if
    /// :meth:`stop` stopped it. The GIL is released while it searches.
    ///
    /// >>> import combgames as cg
    /// >>> cg.JobSolver("cram").solve("2x3", "left")[0]
    /// True
    fn solve(&self, py: Python<'_>, position: &str, player: &str) -> PyResult<Option<Solved>> {
        let player = player_of(player)?;
        let interrupt = Interrupt::new();
        *self.current.lock().unwrap_or_else(PoisonError::into_inner) = interrupt.clone();
        let text = position.to_string();
        let answer = detached_with(py, &interrupt, || {
            let started = Instant::now();
            let mut engine = self.engine.lock().unwrap_or_else(PoisonError::into_inner);
            self.job(&mut engine, &text, player)
                .map(|(wins, best, nodes)| (wins, best, nodes, started.elapsed().as_secs_f64()))
        })?;
        match answer {
            Err(Error::Interrupted(_)) if interrupt.is_requested() => Ok(None),
            answer => py_result(py, answer).map(Some),
        }
    }

    /// The answers this solver's table holds whose search took at least ``least_nodes``
    /// nodes, as rows ``(position, left_wins, right_wins, nodes)`` (``None`` where not known;
    /// ``nodes``: a lower bound), for another solver of the same ruleset to :meth:`learn`. The
    /// workers of :func:`combgames.distributed.run` share their large searches so. A pass
    /// over the table, the GIL released.
    ///
    /// >>> import combgames as cg
    /// >>> s = cg.JobSolver("cram")
    /// >>> s.solve("3x4", "left")[0]
    /// True
    /// >>> rows = s.answered(64)
    /// >>> len(rows) > 0 and all(nodes >= 64 for _, _, _, nodes in rows)
    /// True
    #[pyo3(signature = (least_nodes=1024))]
    fn answered(&self, py: Python<'_>, least_nodes: i64) -> PyResult<Vec<Shared>> {
        let least_nodes = count_arg("least_nodes", least_nodes)?;
        detached(py, || {
            let engine = self.engine.lock().unwrap_or_else(PoisonError::into_inner);
            match &*engine {
                Engine::Domineering(slot) => slot
                    .as_ref()
                    .map_or_else(Vec::new, |s| shared_rows(s.answered(least_nodes))),
                Engine::Cram(s) => shared_rows(s.answered(least_nodes)),
                Engine::Clobber(s) => shared_rows(s.answered(least_nodes)),
                Engine::Konane(s) => shared_rows(s.answered(least_nodes)),
                Engine::Toppling(s) => shared_rows(s.answered(least_nodes)),
            }
        })
    }

    /// Takes in ``rows`` another solver of the same ruleset :meth:`answered`: its answers are
    /// found in this solver's table from now on (answers the table holds are kept). Returns
    /// how many rows stored something. A row whose position does not parse raises
    /// ``ValueError`` and nothing is stored. The answers are trusted: a wrong one makes
    /// the jobs that meet its position wrong (a certificate's ``verify`` would catch it). A
    /// Domineering solver learns only after its first job, and only boards of that job's
    /// dimensions.
    ///
    /// >>> import combgames as cg
    /// >>> a, b = cg.JobSolver("cram"), cg.JobSolver("cram")
    /// >>> first = a.solve("3x4", "left")
    /// >>> b.learn(a.answered(64)) > 0
    /// True
    /// >>> again = b.solve("3x4", "left")  # its options' answers are in the table now
    /// >>> again[0] == first[0], again[2] < first[2]
    /// (True, True)
    fn learn(&self, py: Python<'_>, rows: Vec<Shared>) -> PyResult<u64> {
        let learned = detached(py, || {
            let engine = self.engine.lock().unwrap_or_else(PoisonError::into_inner);
            match &*engine {
                Engine::Domineering(slot) => {
                    let rows = parsed_rows::<Domineering>(&rows)?;
                    Ok(slot.as_ref().map_or(0, |s| {
                        rows.iter()
                            .filter(|l| s.learn(&l.position, l.wins, l.nodes))
                            .count() as u64
                    }))
                }
                Engine::Cram(s) => learn_rows(s, &rows),
                Engine::Clobber(s) => learn_rows(s, &rows),
                Engine::Konane(s) => learn_rows(s, &rows),
                Engine::Toppling(s) => learn_rows(s, &rows),
            }
        })?;
        py_result(py, learned)
    }

    /// Stops the job in progress, if any (from another thread): its ``solve`` answers
    /// ``None``.
    ///
    /// >>> import combgames as cg
    /// >>> cg.JobSolver("konane").stop()
    fn stop(&self) {
        self.current
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .request();
    }

    /// ``JobSolver('cram')``.
    ///
    /// >>> import combgames as cg
    /// >>> cg.JobSolver("cram")
    /// JobSolver('cram')
    fn __repr__(&self) -> String {
        format!("JobSolver({:?})", self.ruleset).replace('"', "'")
    }
}

impl JobSolver {
    /// The solver `JobSolver(ruleset, threads, steps, table_bytes)` makes, from counts.
    fn build(
        py: Python<'_>,
        ruleset: &str,
        threads: usize,
        steps: Option<u64>,
        table_bytes: Option<u64>,
    ) -> PyResult<Self> {
        let Some(&name) = JOB_RULESETS.iter().find(|&&n| n == ruleset) else {
            return Err(PyValueError::new_err(format!(
                "no job search for {ruleset:?}: expected one of {}",
                JOB_RULESETS.join(", ")
            )));
        };
        let threads = threads.clamp(1, cores());
        let mut limits = Limits::new();
        if let Some(steps) = steps {
            limits = limits.steps(steps);
        }
        if let Some(bytes) = table_bytes {
            limits = limits.bytes(bytes);
        }
        let engine = py_result(
            py,
            (|| -> Result<Engine, Error> {
                Ok(match name {
                    "domineering" => Engine::Domineering(None),
                    "cram" => Engine::Cram(OutcomeSearch::new(limits)?.threads(threads)),
                    "clobber" => Engine::Clobber(OutcomeSearch::new(limits)?.threads(threads)),
                    "konane" => Engine::Konane(OutcomeSearch::new(limits)?.threads(threads)),
                    _ => Engine::Toppling(OutcomeSearch::new(limits)?.threads(threads)),
                })
            })(),
        )?;
        Ok(JobSolver {
            ruleset: name,
            threads,
            limits,
            engine: Mutex::new(engine),
            current: Mutex::new(Interrupt::new()),
        })
    }
}

/// A count taken as a signed int, so that a negative one is a `ValueError` naming the
/// argument (the wording of `combgames.search`'s checks), not pyo3's `OverflowError`.
fn count_arg(name: &str, value: i64) -> PyResult<u64> {
    u64::try_from(value)
        .map_err(|_| PyValueError::new_err(format!("{name} must be at least 0, not {value}")))
}
