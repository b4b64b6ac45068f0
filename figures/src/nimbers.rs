//! The figure of one nimber search: the Cram board 2 x 3, its options reduced to nimbers or to
//! a part left to search, and the questions "does an option reach *h?" for h = 0, 1, as the
//! library answers them.

use std::path::Path;

use combgames::base::Limits;
use combgames::rulesets::{Cram, CramRules};
use combgames::search::NimberSearch;
use plotters::prelude::*;

use crate::search::{arrow, panel};
use crate::{LEFT_BLUE, RIGHT_RED, Result, WIDTH};

/// The board after a domino on cells `a` and `b` of the 2 x 3 board (row-major).
fn after(a: usize, b: usize) -> String {
    let mut cells: Vec<char> = "......".chars().collect();
    cells[a] = '#';
    cells[b] = '#';
    let row = |r: usize| cells[3 * r..3 * r + 3].iter().collect::<String>();
    format!("{}|{}", row(0), row(1))
}

/// The nimber of a board, by the library.
fn nimber(board: &str) -> Result<u32> {
    Ok(board.parse::<Cram>()?.nimber(Limits::new())?)
}

/// `*n` as written in the figure.
fn star(n: u32) -> String {
    format!("*{n}")
}

pub fn nimber_search(path: &Path) -> Result<()> {
    let dominoes = [(0, 1), (1, 2), (3, 4), (4, 5), (0, 3), (1, 4), (2, 5)];
    let mut options = vec!["the 2 x 3 board's options".to_string()];
    let mut values = Vec::new();
    for (a, b) in dominoes {
        let board = after(a, b);
        let n = nimber(&board)?;
        values.push(n);
        let parts = board.parse::<Cram>()?.shapes()?.len();
        let kind = if parts > 1 {
            format!("{parts} dominoes: *1 + *1, known")
        } else if n == 0 {
            "a 2 x 2 square, searched".to_string()
        } else {
            "an L of four cells, searched".to_string()
        };
        options.push(format!("  {board}   {kind}   = {}", star(n)));
    }
    let root = SVGBackend::new(path, (WIDTH, 330)).into_drawing_area();
    root.fill(&WHITE)?;
    panel(&root, (10, 10, 330, 170), LEFT_BLUE, &options)?;
    let mut search = NimberSearch::new(CramRules, Limits::new())?;
    let found = Cram::empty(2, 3)?.nimber_in(&mut search)?;
    let stats = search.stats();
    let reaches = |h: u32| values.contains(&h);
    let questions = vec![
        "the questions, in turn".to_string(),
        format!(
            "  reaches *0?  {}: the split option",
            if reaches(0) { "yes" } else { "no" }
        ),
        "    (two known parts, looked at first)".to_string(),
        format!(
            "  reaches *1?  {}: each searched part",
            if reaches(1) { "yes" } else { "no" }
        ),
        "    reaches *1 itself (a domino left)".to_string(),
        format!("  so the nimber is the mex: {}", star(found)),
    ];
    panel(&root, (380, 10, 330, 170), RIGHT_RED, &questions)?;
    arrow(&root, (342, 95), 378, "mex")?;
    let cuts: Vec<String> = stats
        .cutoffs
        .iter()
        .map(|(name, count)| format!("{name} {count}"))
        .collect();
    let summary = vec![
        "what the search did (NimberSearch::stats)".to_string(),
        format!(
            "  {} questions searched, {} options listed, {} table probes, {} hits",
            stats.nodes, stats.options, stats.probes, stats.hits
        ),
        format!("  cuts: {}", cuts.join(", ")),
        format!(
            "  components valued and kept in the memo: {}",
            search.memo_len()
        ),
    ];
    panel(&root, (10, 200, 700, 110), BLACK, &summary)?;
    root.present()?;
    Ok(())
}
