//! A ruleset of your own on the framework: Cutcake (Winning Ways, ch. 2), in one small file.
//!
//! A position is a set of rectangular cakes. Left cuts one cake along a vertical line
//! (between two columns), Right along a horizontal one; who cannot cut loses. Each cake is a
//! game of its own, so a position is the sum of its cakes.
//!
//! ```text
//! cargo run --release --example ruleset          # the values of the cakes up to 6 x 6
//! cargo run --release --example ruleset -- 8     # up to 8 x 8
//! cargo run --release --example ruleset -- 8 --stats   # and the search's statistics
//! ```
//!
//! Prints a table with its headings: the row `r high`, column `c wide` holds the value of a
//! cake `r` rows high and `c` columns wide (Left cuts between columns, Right between rows, so
//! wide cakes are Left's).

use std::io::Write;
use std::process::ExitCode;

use combgames::partizan::Arena;
use combgames::rulesets::{Player, Position, Solver};

/// Cakes as (rows, columns), sorted: the order of the cakes does not matter.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Cutcake(Vec<(u8, u8)>);

impl Position for Cutcake {
    fn options(&self, player: Player) -> Vec<Cutcake> {
        let mut options = Vec::new();
        for (i, &(rows, cols)) in self.0.iter().enumerate() {
            // Left's cut splits the columns, Right's the rows.
            let size = if player == Player::Left { cols } else { rows };
            for cut in 1..size {
                let (a, b) = match player {
                    Player::Left => ((rows, cut), (rows, cols - cut)),
                    Player::Right => ((cut, cols), (rows - cut, cols)),
                };
                let mut cakes = self.0.clone();
                cakes[i] = a;
                cakes.push(b);
                cakes.sort_unstable();
                options.push(Cutcake(cakes));
            }
        }
        options
    }

    /// Each cake alone.
    fn components(&self) -> Option<Vec<Cutcake>> {
        Some(self.0.iter().map(|&cake| Cutcake(vec![cake])).collect())
    }
}

fn main() -> ExitCode {
    // `[SIZE] [--stats]`: the size of the largest cake (6 by default), and the search's
    // statistics on stderr.
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stats = args.iter().any(|a| a == "--stats");
    let size = match args
        .iter()
        .find(|a| *a != "--stats")
        .map(|a| a.parse::<u8>())
    {
        None => 6,
        Some(Ok(n)) if (1..=12).contains(&n) => n,
        Some(_) => {
            return fail("the size must be a whole number from 1 to 12 (and --stats)");
        }
    };
    let mut arena = Arena::new();
    let mut solver = Solver::new(&mut arena);
    let mut table = Vec::new();
    for rows in 1..=size {
        let mut line = Vec::new();
        for cols in 1..=size {
            match solver.value(&Cutcake(vec![(rows, cols)])) {
                Ok(g) => line.push(g),
                Err(e) => return fail(e),
            }
        }
        table.push(line);
    }
    note(format_args!(
        "{} cake sizes solved",
        solver.positions_solved()
    ));
    if stats {
        note(format_args!("stats: {}", solver.stats()));
    }
    let mut texts = Vec::new();
    for line in &table {
        match line
            .iter()
            .map(|&g| arena.to_text(g))
            .collect::<Result<Vec<_>, _>>()
        {
            Ok(line) => texts.push(line),
            Err(e) => return fail(e),
        }
    }
    note(
        "row r high, column c wide: Left cuts between columns (splitting the width), Right between rows; a positive value is a win for Left",
    );
    // Written, not `print!`: a reader that closed the pipe is a failure, not a panic.
    let mut out = std::io::stdout().lock();
    match write!(out, "{}", headed_table(&texts)).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(format_args!("cannot write the table to stdout: {e}")),
    }
}

/// A line on stderr (dropped if stderr cannot take it: a note is never worth a panic).
fn note(text: impl std::fmt::Display) {
    let _ = writeln!(std::io::stderr(), "ruleset: {text}");
}

/// `ruleset: message` on stderr, and a failing exit code.
fn fail(message: impl std::fmt::Display) -> ExitCode {
    note(message);
    ExitCode::FAILURE
}

/// The table with its headings: a first row `c wide` for each width, a first column `r high`
/// for each height, columns padded to their widest entry.
fn headed_table(values: &[Vec<String>]) -> String {
    let size = values.len();
    let mut rows = vec![
        std::iter::once("cake".to_string())
            .chain((1..=size).map(|c| format!("{c} wide")))
            .collect::<Vec<_>>(),
    ];
    for (r, line) in values.iter().enumerate() {
        rows.push(
            std::iter::once(format!("{} high", r + 1))
                .chain(line.iter().cloned())
                .collect(),
        );
    }
    let widths: Vec<usize> = (0..=size)
        .map(|c| {
            rows.iter()
                .map(|row| row[c].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for row in &rows {
        let cells: Vec<String> = row
            .iter()
            .zip(&widths)
            .map(|(text, &width)| format!("{text:<width$}"))
            .collect();
        out.push_str(cells.join("  ").trim_end());
        out.push('\n');
    }
    out
}
