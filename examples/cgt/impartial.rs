//! The impartial rulesets of `cgt`, by the search core's nimber search: Cram, Node Kayles and
//! Arc Kayles, with a database of component nimbers (`--db`).

use std::path::{Path, PathBuf};

use combgames::base::{Limits, Resource};
use combgames::partizan::{Error, PositionError};
use combgames::rulesets::{
    Cram, CramRules, DbKey, Graph, GraphKayles, KaylesRule, MAX_CRAM_NIMBER_CELLS, NimberDb,
};
use combgames::search::{DEFAULT_NODES, NimberRules, NimberSearch};

use crate::rulesets::Ruleset;
use crate::{Flags, NAME, common, report};

/// A ruleset's nimber `*n`, or with --outcome `P` (for `*0`) or `N`.
pub fn run(ruleset: &Ruleset, flags: &Flags) -> Result<String, String> {
    let read = |text: &str, e: Error| format!("'{}': {e}", common::shorten(text));
    let n = match ruleset {
        Ruleset::Cram { position, search } => {
            let board: Cram = position.parse().map_err(|e| match e {
                // Past the grid's 1024 cells is past the nimber search's 64, the limit to name
                // (`1000x1000` named 1024, and `32x32` then failed at 64).
                Error::Position(PositionError::TooLong { len, .. }) => {
                    let max = MAX_CRAM_NIMBER_CELLS;
                    read(position, PositionError::TooLong { len, max }.into())
                }
                e => read(position, e),
            })?;
            let parts = board.shapes().map_err(|e| read(position, e))?;
            let cells = parts.iter().map(|s| s.cells() as usize).sum();
            let run = Run {
                search,
                size: cells,
                table: "cram",
                most_doublings: 17,
            };
            run.nimber(CramRules, &parts, flags)?
        }
        Ruleset::NodeKayles {
            graph,
            file,
            search,
        }
        | Ruleset::ArcKayles {
            graph,
            file,
            search,
        } => {
            let rule = if matches!(ruleset, Ruleset::NodeKayles { .. }) {
                KaylesRule::Node
            } else {
                KaylesRule::Arc
            };
            let game = GraphKayles::new(read_graph(graph.as_deref(), file.as_deref())?, rule);
            let table = game.table_name();
            let run = Run {
                search,
                size: game.graph().len(),
                table: &table,
                most_doublings: 13,
            };
            let parts = game.parts();
            run.nimber(game, &parts, flags)?
        }
        _ => return Err("not an impartial ruleset".into()),
    };
    Ok(if flags.outcome {
        (if n == 0 { "P" } else { "N" }).to_string()
    } else {
        format!("*{n}")
    })
}

/// The graph given as text or in a file (its refusal names the line and column).
fn read_graph(text: Option<&str>, file: Option<&Path>) -> Result<Graph, String> {
    Graph::parse(&graph_text(text, file)?).map_err(|e| e.to_string())
}

/// The text of a graph given on the command line or in a file.
pub fn graph_text(text: Option<&str>, file: Option<&Path>) -> Result<String, String> {
    match (text, file) {
        (Some(text), _) => Ok(text.to_string()),
        (None, Some(path)) => std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display())),
        (None, None) => Err("no graph given".into()),
    }
}

/// The flags of the nimber searches (`cram`, `node-kayles`, `arc-kayles`).
#[derive(clap::Args)]
pub struct NimberFlags {
    /// The table of the search in MiB (default: 32 KiB doubled for every two cells or
    /// vertices past six, at most 4 GiB for Cram and 256 MiB for a graph, and a quarter of the
    /// memory available; at most half of it).
    #[arg(long, value_parser = common::positive::<u64>)]
    memory: Option<u64>,
    /// The most questions the search asks.
    #[arg(long, default_value_t = DEFAULT_NODES, value_parser = common::positive::<u64>)]
    nodes: u64,
    /// A database of component nimbers (created if absent): read before the search, and
    /// what the search finds written to it every second (docs/impartial.md).
    #[arg(long)]
    db: Option<PathBuf>,
}

/// How one nimber search runs: its table, its questions, its database.
struct Run<'a> {
    /// The flags given.
    search: &'a NimberFlags,
    /// The position's cells or vertices, for the default table.
    size: usize,
    /// The game's table in the database.
    table: &'a str,
    /// The most doublings of the default table (17: 4 GiB; 13: 256 MiB).
    most_doublings: usize,
}

impl Run<'_> {
    /// The nim-sum of the parts' nimbers, the work on stderr, the database read first and
    /// written as the search goes (and once more at the end, even after a refusal).
    fn nimber<R>(&self, rules: R, parts: &[R::Component], flags: &Flags) -> Result<u32, String>
    where
        R: NimberRules,
        R::Key: DbKey,
    {
        let db = match self.search.db.as_deref() {
            Some(path) => Some(NimberDb::open(path, self.table).map_err(|e| e.to_string())?),
            None => None,
        };
        let limits = Limits::new()
            .steps(self.search.nodes)
            .bytes(self.table_bytes()?);
        let mut search = NimberSearch::new(rules, limits)
            .map_err(|e| e.to_string())?
            .threads(flags.threads);
        if let Some(db) = &db {
            let read = db.load(&mut search).map_err(|e| e.to_string())?;
            note!("{NAME}: {read} nimbers read from {}", db.path().display());
        }
        let mut writer = db.as_ref().map(NimberDb::writer);
        let nodes = self.search.nodes;
        let mut search = search
            .on_found(|key, n| {
                if let Some(w) = writer.as_mut() {
                    w.add(key, n);
                }
            })
            .on_progress(|p| common::work_done("questions searched", p.nodes, Some(nodes)));
        let found = parts
            .iter()
            .try_fold(0, |sum, part| Ok(sum ^ search.nimber::<Error>(part)?));
        let (stats, valued) = (search.stats(), search.memo_len());
        drop(search);
        if let (Some(writer), Some(db)) = (writer, &db) {
            let written = writer.finish().map_err(|e| e.to_string())?;
            note!(
                "{NAME}: {written} nimbers written to {}",
                db.path().display()
            );
        }
        let n = found.map_err(|e: Error| format!("{e}{}", raise_hint(&e)))?;
        note!(
            "{NAME}: {} questions searched, {valued} components valued, table {} MiB",
            stats.nodes,
            stats.table_bytes >> 20
        );
        report(flags, &stats);
        Ok(n)
    }

    /// The table's bytes: `--memory` MiB (at most half the memory available), or 32 KiB
    /// doubled for every two cells or vertices past six (a 32-cell board 256 MiB, a 40-cell
    /// one 4 GiB), at most 4 GiB for Cram and 256 MiB for a graph, and a quarter of the memory
    /// available.
    fn table_bytes(&self) -> Result<u64, String> {
        let available = common::available_memory();
        let half = available.map_or(u64::MAX, |a| a / 2);
        let Some(mib) = self.search.memory else {
            let doublings = (self.size / 2).saturating_sub(3).min(self.most_doublings);
            let quarter = available.map_or(4 << 30, |a| a / 4);
            let bytes = (combgames::search::MIN_TABLE_BYTES << doublings).min(quarter);
            return Ok(bytes.max(combgames::search::MIN_TABLE_BYTES));
        };
        let bytes = mib.saturating_mul(1 << 20);
        if bytes > half {
            return Err(format!(
                "--memory asks for {mib} MiB, but half the memory available is {} MiB",
                half >> 20
            ));
        }
        Ok(bytes)
    }
}

/// Which flag raises the limit a search ran out of.
fn raise_hint(e: &Error) -> &'static str {
    match e {
        Error::Exceeded(x) if x.resource == Resource::Steps => " (raise --nodes)",
        Error::Exceeded(x) if x.resource == Resource::Bytes => " (raise --memory)",
        _ => "",
    }
}
