//! The figure of the search core: what an instance writes, what the engine does with it, and
//! what the core keeps; with each instance's statistics on a small case, measured here.

use std::path::Path;

use combgames::base::{Limits, Player};
use combgames::grundy::{OctalGame, Solver as Grundy};
use combgames::partizan::Arena;
use combgames::rulesets::domineering::OutcomeSolver;
use combgames::rulesets::{Clobber, Domineering, OutcomeSearch, Solver};
use combgames::search::Stats;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::{FONT, LEFT_BLUE, RIGHT_RED, Result, WIDTH};

/// A box of lines, its title first.
pub(crate) fn panel(
    root: &DrawingArea<SVGBackend<'_>, plotters::coord::Shift>,
    (x, y, w, h): (i32, i32, i32, i32),
    colour: RGBColor,
    lines: &[impl AsRef<str>],
) -> Result<()> {
    root.draw(&Rectangle::new(
        [(x, y), (x + w, y + h)],
        colour.mix(0.08).filled(),
    ))?;
    root.draw(&Rectangle::new(
        [(x, y), (x + w, y + h)],
        colour.stroke_width(2),
    ))?;
    for (i, line) in (0..).zip(lines.iter().map(AsRef::as_ref)) {
        let size = if i == 0 { 15 } else { 12 };
        // SVG drops leading spaces: an indented line is drawn further right instead.
        let indent = i32::try_from(line.len() - line.trim_start().len()).unwrap_or(0) * 7;
        let at = (x + 10 + indent, y + 10 + 18 * i);
        root.draw(&Text::new(line.trim_start(), at, (FONT, size)))?;
    }
    Ok(())
}

/// An arrow from `a` to `b` (horizontal), with a label above it.
pub(crate) fn arrow(
    root: &DrawingArea<SVGBackend<'_>, plotters::coord::Shift>,
    (x0, y): (i32, i32),
    x1: i32,
    label: &str,
) -> Result<()> {
    root.draw(&PathElement::new(
        vec![(x0, y), (x1, y)],
        BLACK.stroke_width(2),
    ))?;
    let head = vec![(x1, y), (x1 - 8, y - 5), (x1 - 8, y + 5), (x1, y)];
    root.draw(&Polygon::new(head, BLACK.filled()))?;
    let centre = TextStyle::from((FONT, 11).into_font()).pos(Pos::new(HPos::Center, VPos::Bottom));
    root.draw(&Text::new(label, ((x0 + x1) / 2, y - 4), centre))?;
    Ok(())
}

/// One line of an instance's statistics.
fn summary(name: &str, stats: &Stats) -> String {
    format!(
        "{name}: {} nodes, {} probes, {} hits",
        stats.nodes, stats.probes, stats.hits
    )
}

/// The statistics of each instance on one small case (one thread: the same on every machine).
fn instances() -> Result<Vec<String>> {
    let board = Domineering::empty(5, 5)?;
    let mut outcome = OutcomeSolver::new(&board, Limits::new())?;
    outcome.outcome()?;
    let mut lines = vec![summary("Domineering 5 x 5, who wins", &outcome.stats())];
    let clobber: Clobber = "xoxo|oxox|xoxo".parse()?;
    let mut search = OutcomeSearch::new(Limits::new().bytes(1 << 20))?;
    search.wins(&clobber, Player::Left)?;
    lines.push(summary(
        "Clobber 3 x 4, who wins (Left first)",
        &search.stats(),
    ));
    let mut arena = Arena::new();
    let mut solver = Solver::new(&mut arena);
    solver.value(&clobber)?;
    lines.push(summary("Clobber 3 x 4, value", &solver.stats()));
    let (_, stats) =
        Domineering::empty(4, 5)?.value_with_stats(&mut arena, Limits::new(), |_| {})?;
    lines.push(summary("Domineering 4 x 5, value", &stats));
    let kayles: OctalGame = ".77".parse()?;
    let mut grundy = Grundy::new(kayles);
    grundy.misere_grundy(&vec![4, 5, 6])?;
    lines.push(summary("misere Kayles 4 + 5 + 6, value", &grundy.stats()));
    Ok(lines)
}

/// The search core: an instance's hooks, the two engines, what the core keeps.
pub fn search_core(path: &Path) -> Result<()> {
    let root = SVGBackend::new(path, (WIDTH, 520)).into_drawing_area();
    root.fill(&WHITE)?;
    let title = TextStyle::from((FONT, 18).into_font()).pos(Pos::new(HPos::Center, VPos::Top));
    root.draw(&Text::new(
        "The search core: an instance writes its rules, the engines do the rest",
        (360, 10),
        title,
    ))?;
    let rules = [
        "The instance writes",
        "Rules (who wins):",
        "  verdict: theorems only",
        "  key: up to symmetry,",
        "    and whether it swaps players",
        "  moves (best first), play",
        "  encode / decode a move",
        "  components (optional)",
        "ValueRules (values):",
        "  options, components, key",
        "Algebra: zero, add, negate,",
        "  node (a canonical form,",
        "  a mex, a misere mex)",
    ];
    panel(&root, (10, 45, 210, 250), LEFT_BLUE, &rules)?;
    let engines = [
        "The engines",
        "WinSearch, at each position:",
        "  1 count the node",
        "  2 the rules' verdict",
        "  3 the parts' outcomes",
        "  4 probe the table",
        "  5 the moves, table's first;",
        "    threads defer busy ones",
        "  6 store answer and move",
        "ValueSearch: components",
        "  keyed, memoised, summed;",
        "  an explicit stack",
    ];
    panel(&root, (265, 45, 200, 250), RGBColor(40, 130, 60), &engines)?;
    let core = [
        "The core keeps",
        "Table: fixed bytes, buckets",
        "  of a cache line, a Policy",
        "ABDADA: the busy positions",
        "Limits: steps, bytes, time",
        "  one refusal: Exceeded",
        "interrupt, Progress, Stats",
        "frontier: the positions d",
        "  moves down, for jobs",
    ];
    panel(&root, (510, 45, 200, 250), RIGHT_RED, &core)?;
    arrow(&root, (220, 120), 265, "hooks")?;
    arrow(&root, (465, 120), 510, "uses")?;
    let mut lines = vec!["Instances, one thread, measured when this figure is drawn".to_string()];
    lines.extend(instances()?);
    panel(&root, (10, 320, 700, 130), GREY_PANEL, &lines)?;
    root.draw(&Text::new(
        "Also on the core: Hackenbush trees, Cram and every impartial game, Nim, octal heaps.",
        (10, 470),
        (FONT, 12),
    ))?;
    root.present()?;
    Ok(())
}

/// The colour of the instances' panel.
const GREY_PANEL: RGBColor = RGBColor(110, 110, 110);
