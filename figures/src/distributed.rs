//! The figure of the distributed driver (docs/distributed.md): the driver keeping the top of
//! the tree, the jobs it hands to Ray actors, the answers coming back, the checkpoint and the
//! certificate; with a run of the same logic on one small board, computed when it is drawn.

use std::path::Path;

use combgames::base::{Limits, Player};
use combgames::rulesets::{Domineering, OutcomeSearch, outcome_frontier};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::search::panel;
use crate::{FONT, LEFT_BLUE, RIGHT_RED, Result, WIDTH};

/// The driver's logic on one board, one job at a time in the frontier's order (as one actor
/// would take them), stopping when the root is decided: the lines of the figure's bottom panel.
fn small_run() -> Result<Vec<String>> {
    let (rows, cols, depth) = (5, 5, 2);
    let board = Domineering::empty(rows, cols)?;
    let frontier = outcome_frontier(&board, Player::Left, depth, Limits::new())?;
    let sizes: Vec<String> = frontier
        .levels
        .iter()
        .map(|l| l.len().to_string())
        .collect();
    let last = &frontier.levels[depth];
    let jobs = last.iter().filter(|e| e.decided.is_none()).count();
    let mut search = OutcomeSearch::new(Limits::new().bytes(8 << 20))?;
    let mut answers: Vec<Option<bool>> = last.iter().map(|e| e.decided).collect();
    let (mut answered, mut nodes) = (0, 0u64);
    let mut verdict = frontier.resolve(&answers);
    for (i, entry) in last.iter().enumerate() {
        if verdict.is_some() {
            break;
        }
        if entry.decided.is_some() {
            continue;
        }
        answers[i] = Some(search.wins(&entry.position, entry.player)?);
        nodes = search.stats().nodes;
        answered += 1;
        verdict = frontier.resolve(&answers);
    }
    // The single search on the whole board, to show (and check) that the jobs agree.
    let mut whole = OutcomeSearch::new(Limits::new().bytes(8 << 20))?;
    let single = whole.wins(&board, Player::Left)?;
    if verdict != Some(single) {
        return Err(format!("the jobs gave {verdict:?}, the single search {single}").into());
    }
    let winner = if single {
        "Left (vertical), moving first, wins"
    } else {
        "Left (vertical), moving first, loses"
    };
    Ok(vec![
        format!(
            "The same logic on one machine, measured when this figure is drawn: \
             Domineering {rows} x {cols}, Left first, depth {depth}"
        ),
        format!(
            "  frontier levels of {} distinct positions (up to the board's symmetries); {jobs} jobs",
            sizes.join(", ")
        ),
        format!(
            "  jobs answered in the frontier's order until the root was decided: {answered} of \
             {jobs} ({nodes} nodes)"
        ),
        format!("  the root, from the answers: {winner}, as the single search on the board says"),
    ])
}

/// An arrow from `a` to `b` in any direction, its label beside its middle.
fn arrow(
    root: &DrawingArea<SVGBackend<'_>, plotters::coord::Shift>,
    (x0, y0): (i32, i32),
    (x1, y1): (i32, i32),
    label: &str,
) -> Result<()> {
    root.draw(&PathElement::new(
        vec![(x0, y0), (x1, y1)],
        BLACK.stroke_width(2),
    ))?;
    let (dx, dy) = (f64::from(x1 - x0), f64::from(y1 - y0));
    let length = dx.hypot(dy).max(1.0);
    let (ux, uy) = (dx / length, dy / length);
    let point = |along: f64, across: f64| {
        (
            x1 + (-ux * along - uy * across).round() as i32,
            y1 + (-uy * along + ux * across).round() as i32,
        )
    };
    let head = vec![(x1, y1), point(9.0, 5.0), point(9.0, -5.0), (x1, y1)];
    root.draw(&Polygon::new(head, BLACK.filled()))?;
    let style = TextStyle::from((FONT, 11).into_font()).pos(Pos::new(HPos::Center, VPos::Bottom));
    root.draw(&Text::new(label, ((x0 + x1) / 2, (y0 + y1) / 2 - 4), style))?;
    Ok(())
}

/// The design of `python -m combgames.distributed`.
pub fn distributed(path: &Path) -> Result<()> {
    let root = SVGBackend::new(path, (WIDTH, 500)).into_drawing_area();
    root.fill(&WHITE)?;
    let title = TextStyle::from((FONT, 18).into_font()).pos(Pos::new(HPos::Center, VPos::Top));
    root.draw(&Text::new(
        "Past one machine: the driver, its jobs on Ray, the checkpoint",
        (360, 10),
        title,
    ))?;
    let driver = [
        "The driver (one process)",
        "frontier(root, depth D):",
        "  levels 0..D of distinct",
        "  positions, their parents",
        "the undecided positions of",
        "  level D are the jobs",
        "status of every level:",
        "  wins iff a child loses,",
        "  loses iff all children win",
        "stops the jobs whose every",
        "  path to the root is decided",
    ];
    panel(&root, (10, 45, 230, 230), LEFT_BLUE, &driver)?;
    let actors = [
        "Ray actors, one a CPU",
        "a JobSolver each: the",
        "  fast search, its table",
        "  kept from job to job",
        "solve(job): wins, best",
        "  move, nodes, seconds",
        "interrupt: a stopped job",
        "  answers None at once",
        "a dead actor: restarted,",
        "  its job retried (3 times)",
    ];
    panel(&root, (480, 45, 230, 210), RGBColor(40, 130, 60), &actors)?;
    arrow(&root, (240, 95), (480, 95), "jobs, in the frontier's order")?;
    root.draw(&Text::new(
        "+ refs to the others' shared answers",
        (262, 105),
        (FONT, 11),
    ))?;
    arrow(&root, (480, 175), (240, 175), "answers, as they come")?;
    root.draw(&Text::new(
        "(entries of 4096+ nodes: Ray's store)",
        (262, 185),
        (FONT, 11),
    ))?;
    arrow(&root, (240, 235), (480, 235), "stop (decided above)")?;
    let checkpoint = [
        "checkpoint.sqlite",
        "meta: ruleset, root, depth,",
        "  the frontier's digest",
        "jobs: each answer committed",
        "  at once (a killed driver",
        "  loses only those in flight)",
    ];
    panel(&root, (10, 305, 230, 120), RIGHT_RED, &checkpoint)?;
    let certificate = [
        "certificate.json",
        "the tree: levels, players,",
        "  parents, verdicts",
        "each job's answer and move;",
        "  verify: the tree's logic,",
        "  leaves re-solved by a twin",
    ];
    panel(
        &root,
        (480, 305, 230, 120),
        RGBColor(110, 110, 110),
        &certificate,
    )?;
    arrow(&root, (125, 275), (125, 305), "")?;
    root.draw(&Text::new("record", (132, 283), (FONT, 11)))?;
    arrow(&root, (240, 290), (480, 340), "write at the end")?;
    let lines = small_run()?;
    for (i, line) in (0..).zip(&lines) {
        let indent = i32::try_from(line.len() - line.trim_start().len()).unwrap_or(0) * 7;
        root.draw(&Text::new(
            line.trim_start(),
            (10 + indent, 440 + 14 * i),
            (FONT, 11),
        ))?;
    }
    root.present()?;
    Ok(())
}
