//! Draws every figure of the guide (`docs/figures/*.svg`) from the libraries' own results.
//!
//! ```text
//! cargo run --release -p combgames-figures              # writes docs/figures/
//! cargo run --release -p combgames-figures -- OUT_DIR   # writes elsewhere (CI compares)
//! ```
//!
//! Sizes, fonts and data are fixed and no font library is used, so the SVG files are
//! byte-identical on every machine: CI regenerates them and fails if they differ.

// Drawing converts small counts and coordinates to and from floating point on purpose.
#![allow(
    clippy::cast_precision_loss,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss
)]

mod boards;
mod distributed;
mod loopy;
mod nimbers;
mod search;
mod ticks;

use std::error::Error;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use combgames::counting::CheckedU128;
use combgames::dyadic::Dyadic;
use combgames::fibonacci_tree_game::{FibonacciTree, grundy_values};
use combgames::grundy::OctalGame;
use combgames::left_vs_right::score_histograms;
use combgames::partizan::{Arena, OutcomeClass};
use combgames::rulesets::Domineering;
use combgames::stone_game::largest_winning_move;
use combgames::zeckendorf::{fibonacci, zeckendorf_terms};
use plotters::prelude::*;

type Result<T> = std::result::Result<T, Box<dyn Error>>;

const WIDTH: u32 = 720;
const HEIGHT: u32 = 360;
const FONT: &str = "sans-serif";
const LEFT_BLUE: RGBColor = RGBColor(31, 90, 170);
const RIGHT_RED: RGBColor = RGBColor(200, 50, 40);
const GREY: RGBColor = RGBColor(150, 150, 150);

fn main() -> ExitCode {
    let out = std::env::args()
        .nth(1)
        .map_or_else(|| PathBuf::from("docs/figures"), PathBuf::from);
    match draw_all(&out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("figures: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The figures whose every axis counts something (heaps, values, terms, cells): their ticks
/// are whole numbers. The others (thermographs, the histogram's scores) have dyadic ticks.
const WHOLE_AXES: [&str; 8] = [
    "zeckendorf-terms.svg",
    "stone-game-m.svg",
    "fibonacci-trees.svg",
    "fibonacci-grundy.svg",
    "octal-kayles.svg",
    "domineering-outcomes.svg",
    "search-core.svg",
    "wythoff-grundy.svg",
];

fn draw_all(out: &Path) -> Result<()> {
    std::fs::create_dir_all(out)?;
    draw_each(out)?;
    // Every figure's tick labels, as drawn (see `ticks`).
    let mut names: Vec<_> = std::fs::read_dir(out)?
        .map(|entry| entry.map(|e| e.file_name().to_string_lossy().into_owned()))
        .collect::<std::io::Result<_>>()?;
    names.retain(|n| Path::new(n).extension().is_some_and(|e| e == "svg"));
    names.sort();
    for name in &names {
        let svg = std::fs::read_to_string(out.join(name))?;
        ticks::check_labels(name, &svg, WHOLE_AXES.contains(&name.as_str()))?;
    }
    eprintln!("figures: written to {}", out.display());
    Ok(())
}

fn draw_each(out: &Path) -> Result<()> {
    zeckendorf_terms_chart(&out.join("zeckendorf-terms.svg"))?;
    stone_game_moves(&out.join("stone-game-m.svg"))?;
    fibonacci_trees(&out.join("fibonacci-trees.svg"))?;
    fibonacci_grundy(&out.join("fibonacci-grundy.svg"))?;
    left_vs_right_histogram(&out.join("left-vs-right-histogram.svg"))?;
    octal_sequence(&out.join("octal-kayles.svg"))?;
    thermograph(
        &out.join("thermograph.svg"),
        "{3||2*|1*}",
        "Thermograph of {3||2*|1*}: mean 9/4, temperature 3/4",
    )?;
    let mut arena = Arena::new();
    let board: Domineering = "...|...".parse()?;
    let g = board.value(&mut arena)?;
    let text = arena.to_text(g)?;
    thermograph(
        &out.join("domineering-2x3-thermograph.svg"),
        &text,
        &format!("Domineering on 2 x 3 = {text}: mean 3/4, temperature 5/4"),
    )?;
    domineering_outcomes(&out.join("domineering-outcomes.svg"))?;
    search::search_core(&out.join("search-core.svg"))?;
    nimbers::nimber_search(&out.join("nimber-search.svg"))?;
    boards::clobber_family(&out.join("clobber-family.svg"))?;
    boards::wythoff_grundy(&out.join("wythoff-grundy.svg"))?;
    boards::fission(&out.join("fission.svg"))?;
    boards::ski_jumps(&out.join("ski-jumps.svg"))?;
    loopy::loopy_graph(&out.join("loopy-nanoko.svg"))?;
    distributed::distributed(&out.join("distributed.svg"))?;
    Ok(())
}

/// How many Fibonacci numbers the Zeckendorf representation of each n <= 100 uses.
fn zeckendorf_terms_chart(path: &Path) -> Result<()> {
    let root = SVGBackend::new(path, (WIDTH, HEIGHT)).into_drawing_area();
    root.fill(&WHITE)?;
    let counts: Vec<(u64, usize)> = (1..=100u64)
        .map(|n| Ok((n, zeckendorf_terms(&n)?.count())))
        .collect::<Result<_>>()?;
    let mut chart = ChartBuilder::on(&root)
        .caption("Zeckendorf terms of n = 1..100", (FONT, 20))
        .margin(10)
        .x_label_area_size(35)
        .y_label_area_size(40)
        .build_cartesian_2d(0u64..101u64, 0usize..5usize)?;
    chart
        .configure_mesh()
        .x_desc("n")
        .y_desc("terms")
        .disable_x_mesh()
        .draw()?;
    chart.draw_series(counts.iter().map(|&(n, c)| {
        let colour = if c == 1 { RIGHT_RED } else { LEFT_BLUE };
        Rectangle::new([(n, 0), (n + 1, c)], colour.mix(0.8).filled())
    }))?;
    root.present()?;
    Ok(())
}

/// M(n), the largest winning first move of Stone Game III, for n <= 500, with the Fibonacci
/// numbers (where the first player loses, M = 0) marked.
fn stone_game_moves(path: &Path) -> Result<()> {
    let root = SVGBackend::new(path, (WIDTH, HEIGHT)).into_drawing_area();
    root.fill(&WHITE)?;
    let moves: Vec<(u64, u64)> = (1..=500u64)
        .map(|n| Ok((n, largest_winning_move(&n)?)))
        .collect::<Result<_>>()?;
    let top = moves.iter().map(|m| m.1).max().unwrap_or(1) + 10;
    let mut chart = ChartBuilder::on(&root)
        .caption("Stone Game III: the largest winning move M(n)", (FONT, 20))
        .margin(10)
        .x_label_area_size(35)
        .y_label_area_size(45)
        .build_cartesian_2d(0u64..505u64, 0u64..top)?;
    chart.configure_mesh().x_desc("n").y_desc("M(n)").draw()?;
    for i in 2..15usize {
        let f: u64 = fibonacci(i)?;
        if f <= 500 {
            chart.draw_series(LineSeries::new([(f, 0), (f, top)], GREY.mix(0.6)))?;
        }
    }
    chart.draw_series(
        moves
            .iter()
            .map(|&(n, m)| Circle::new((n, m), 2, LEFT_BLUE.filled())),
    )?;
    root.present()?;
    Ok(())
}

/// T(1)..T(6) drawn from the ground up, with one winning cut of each in red.
fn fibonacci_trees(path: &Path) -> Result<()> {
    let root = SVGBackend::new(path, (WIDTH, HEIGHT)).into_drawing_area();
    root.fill(&WHITE)?;
    let (title, body) = root.split_vertically(30);
    title.titled(
        "Fibonacci trees T(1)..T(6); a winning cut in red",
        (FONT, 20),
    )?;
    let panels = body.split_evenly((1, 6));
    for (i, panel) in panels.iter().enumerate() {
        let order = i + 1;
        let tree = FibonacciTree::new(order).build()?;
        let nodes = tree.node_count();
        // x: leaves in order, a parent at the mean of its children; y: depth from the ground.
        let mut x = vec![0.0f64; nodes];
        let mut depth = vec![0usize; nodes];
        let mut next_leaf = 0.0;
        layout(&tree, tree.root(), 0, &mut x, &mut depth, &mut next_leaf)?;
        let width = next_leaf.max(1.0);
        let height = depth.iter().copied().max().unwrap_or(0) as f64 + 1.0;
        let cuts = tree.winning_cuts();
        let (panel_width, panel_height) = panel.dim_in_pixel();
        let (pw, ph) = (f64::from(panel_width), f64::from(panel_height));
        let to_pixel = |node: usize| {
            let px = (pw * (x[node] + 0.5) / width) as i32;
            let py = (ph - 40.0 - (ph - 70.0) * depth[node] as f64 / height) as i32;
            (px, py)
        };
        for node in 0..nodes {
            if let Some(parent) = tree.parent(node)? {
                let red = cuts.first() == Some(&node);
                let style = if red {
                    RIGHT_RED.stroke_width(4)
                } else {
                    BLACK.stroke_width(2)
                };
                panel.draw(&PathElement::new(
                    vec![to_pixel(parent), to_pixel(node)],
                    style,
                ))?;
            }
        }
        for node in 0..nodes {
            panel.draw(&Circle::new(to_pixel(node), 3, BLACK.filled()))?;
        }
        let label = if cuts.is_empty() {
            format!("T({order}): lost")
        } else {
            format!("T({order})")
        };
        panel.draw(&Text::new(
            label,
            (8, i32::try_from(panel_height).unwrap_or(0) - 25),
            (FONT, 15),
        ))?;
    }
    root.present()?;
    Ok(())
}

fn layout(
    tree: &combgames::grundy::RootedTree,
    node: usize,
    d: usize,
    x: &mut [f64],
    depth: &mut [usize],
    next_leaf: &mut f64,
) -> Result<()> {
    depth[node] = d;
    let children = tree.children(node)?.to_vec();
    if children.is_empty() {
        x[node] = *next_leaf;
        *next_leaf += 1.0;
        return Ok(());
    }
    for &c in &children {
        layout(tree, c, d + 1, x, depth, next_leaf)?;
    }
    x[node] = children.iter().map(|&c| x[c]).sum::<f64>() / children.len() as f64;
    Ok(())
}

/// The Grundy values of T(k) for k <= 120: zero every sixth k, spikes 4m + 1 at k = 6m + 2.
fn fibonacci_grundy(path: &Path) -> Result<()> {
    let root = SVGBackend::new(path, (WIDTH, HEIGHT)).into_drawing_area();
    root.fill(&WHITE)?;
    let g = grundy_values(120)?;
    let top = g.iter().copied().max().unwrap_or(1) + 5;
    let mut chart = ChartBuilder::on(&root)
        .caption("Grundy value of the Fibonacci tree T(k)", (FONT, 20))
        .margin(10)
        .x_label_area_size(35)
        .y_label_area_size(45)
        .build_cartesian_2d(0usize..122usize, 0usize..top)?;
    chart
        .configure_mesh()
        .x_desc("k")
        .y_desc("G(T(k))")
        .draw()?;
    chart.draw_series(LineSeries::new(
        g.iter().enumerate().skip(1).map(|(k, &v)| (k, v)),
        LEFT_BLUE.mix(0.5),
    ))?;
    chart.draw_series(g.iter().enumerate().skip(1).map(|(k, &v)| {
        let colour = if v == 0 { RIGHT_RED } else { LEFT_BLUE };
        Circle::new((k, v), 3, colour.filled())
    }))?;
    root.present()?;
    Ok(())
}

/// The score histogram u(w) of the 12-letter words of Left vs Right II, cold words in red.
fn left_vs_right_histogram(path: &Path) -> Result<()> {
    let n = 12u32;
    let scale = f64::from(1u32 << (n - 2));
    let h = score_histograms(n, CheckedU128)?;
    let points = |entries: &[(i64, u128)]| -> Vec<(f64, f64)> {
        entries
            .iter()
            .map(|&(s, c)| (s as f64 / scale, c as f64))
            .collect()
    };
    let (all, cold) = (points(h.all.entries()), points(h.cold.entries()));
    let top = all.iter().map(|p| p.1).fold(0.0, f64::max) * 2.0;
    let root = SVGBackend::new(path, (WIDTH, HEIGHT)).into_drawing_area();
    root.fill(&WHITE)?;
    let mut chart = ChartBuilder::on(&root)
        .caption(
            "Left vs Right II: u(w) of the 4096 words of 12 letters",
            (FONT, 20),
        )
        .margin(10)
        .x_label_area_size(35)
        .y_label_area_size(50)
        .build_cartesian_2d(-1.05f64..1.05f64, (0.8f64..top).log_scale())?;
    chart
        .configure_mesh()
        .x_desc("u(w)")
        .y_desc("words (log scale)")
        .x_label_formatter(&ticks::tick)
        .y_label_formatter(&ticks::tick)
        .draw()?;
    chart
        .draw_series(
            all.iter().map(|&(x, c)| {
                Rectangle::new([(x - 0.004, 0.8), (x + 0.004, c)], LEFT_BLUE.filled())
            }),
        )?
        .label("all words")
        .legend(|(x, y)| Rectangle::new([(x, y - 5), (x + 10, y + 5)], LEFT_BLUE.filled()));
    chart
        .draw_series(
            cold.iter().map(|&(x, c)| {
                Rectangle::new([(x - 0.004, 0.8), (x + 0.004, c)], RIGHT_RED.filled())
            }),
        )?
        .label("cold words")
        .legend(|(x, y)| Rectangle::new([(x, y - 5), (x + 10, y + 5)], RIGHT_RED.filled()));
    chart
        .configure_series_labels()
        .border_style(BLACK)
        .background_style(WHITE)
        .position(SeriesLabelPosition::UpperMiddle)
        .draw()?;
    root.present()?;
    Ok(())
}

/// Kayles (.77): g(0..=150), the preperiod 71 and one period of 12 marked.
fn octal_sequence(path: &Path) -> Result<()> {
    let game: OctalGame = ".77".parse()?;
    let p = game.periodicity(10_000)?;
    let values = game.grundy_values(150)?;
    let root = SVGBackend::new(path, (WIDTH, HEIGHT)).into_drawing_area();
    root.fill(&WHITE)?;
    let top = f64::from(values.values().iter().copied().max().unwrap_or(1)) + 1.5;
    let mut chart = ChartBuilder::on(&root)
        .caption(
            format!(
                "Kayles (.77): Grundy values, preperiod {} and period {}",
                p.preperiod, p.period
            ),
            (FONT, 20),
        )
        .margin(10)
        .x_label_area_size(35)
        .y_label_area_size(40)
        .build_cartesian_2d(-1f64..151f64, 0f64..top)?;
    chart
        .configure_mesh()
        .x_desc("heap n")
        .y_desc("g(n)")
        .x_label_formatter(&ticks::tick)
        .y_label_formatter(&ticks::tick)
        .draw()?;
    let start = p.preperiod as f64;
    let end = (p.preperiod + p.period) as f64;
    chart.draw_series(std::iter::once(Rectangle::new(
        [(start - 0.5, 0.0), (end - 0.5, top)],
        RIGHT_RED.mix(0.12).filled(),
    )))?;
    chart.draw_series(LineSeries::new(
        [(start - 0.5, 0.0), (start - 0.5, top)],
        RIGHT_RED.stroke_width(2),
    ))?;
    chart.draw_series(values.values().iter().enumerate().map(|(n, &v)| {
        let colour = if n >= p.preperiod {
            RIGHT_RED
        } else {
            LEFT_BLUE
        };
        Circle::new((n as f64, f64::from(v)), 3, colour.filled())
    }))?;
    chart.draw_series(std::iter::once(Text::new(
        format!(
            "one period: n = {}..{}",
            p.preperiod,
            p.preperiod + p.period - 1
        ),
        (start + 1.0, top - 0.6),
        (FONT, 14),
    )))?;
    root.present()?;
    Ok(())
}

/// The outcome class of every m x n rectangle up to 10 x 10 with at most 48 cells, by the
/// outcome search (seconds in all); larger ones are left blank (docs/domineering.md has them).
fn domineering_outcomes(path: &Path) -> Result<()> {
    const SIDE: i32 = 10;
    const CELL: i32 = 30;
    let (x0, y0) = (70, 70);
    let root = SVGBackend::new(path, (WIDTH, 420)).into_drawing_area();
    root.fill(&WHITE)?;
    let centred = |size: i32| {
        TextStyle::from((FONT, size).into_font()).pos(plotters::style::text_anchor::Pos::new(
            plotters::style::text_anchor::HPos::Center,
            plotters::style::text_anchor::VPos::Center,
        ))
    };
    root.draw(&Text::new(
        "Domineering: who wins on m rows x n columns (Left = Vertical)",
        (360, 20),
        centred(20),
    ))?;
    root.draw(&Text::new(
        "n (columns)",
        (x0 + CELL * 5, y0 - 32),
        centred(14),
    ))?;
    root.draw(&Text::new("m", (x0 - 40, y0 + CELL * 5), centred(14)))?;
    for i in 1..=SIDE {
        let at = CELL * (i - 1) + CELL / 2;
        root.draw(&Text::new(i.to_string(), (x0 + at, y0 - 12), centred(12)))?;
        root.draw(&Text::new(i.to_string(), (x0 - 14, y0 + at), centred(12)))?;
    }
    for m in 1..=SIDE {
        for n in 1..=SIDE {
            let (x, y) = (x0 + CELL * (n - 1), y0 + CELL * (m - 1));
            let corners = [(x, y), (x + CELL, y + CELL)];
            let class = if m * n <= 48 {
                let board = Domineering::empty(usize::try_from(m)?, usize::try_from(n)?)?;
                Some(board.outcome()?)
            } else {
                None
            };
            let (letter, fill) = match class {
                Some(OutcomeClass::Left) => ("L", LEFT_BLUE.mix(0.7)),
                Some(OutcomeClass::Right) => ("R", RIGHT_RED.mix(0.7)),
                Some(OutcomeClass::Next) => ("N", RGBColor(240, 190, 60).mix(0.8)),
                Some(OutcomeClass::Previous) => ("P", RGBColor(90, 160, 90).mix(0.8)),
                None => ("", GREY.mix(0.15)),
            };
            root.draw(&Rectangle::new(corners, fill.filled()))?;
            root.draw(&Rectangle::new(corners, WHITE.stroke_width(1)))?;
            root.draw(&Text::new(
                letter,
                (x + CELL / 2, y + CELL / 2),
                centred(14),
            ))?;
        }
    }
    let legend = [
        "L: Left (Vertical) wins whoever starts",
        "R: Right (Horizontal) wins whoever starts",
        "N: the first player wins",
        "P: the second player wins",
        "blank: more than 48 cells (see the table)",
    ];
    for (i, line) in (0..).zip(legend) {
        root.draw(&Text::new(
            line,
            (x0 + CELL * SIDE + 30, y0 + 20 + 26 * i),
            (FONT, 14),
        ))?;
    }
    root.present()?;
    Ok(())
}

fn to_f64(x: Dyadic) -> f64 {
    x.to_f64()
}

/// A thermograph drawn in the usual orientation: temperature upwards, values decreasing to
/// the right (Left's wall on the left).
fn thermograph(path: &Path, game: &str, title: &str) -> Result<()> {
    let mut arena = Arena::new();
    let g = arena.parse(game)?;
    let t = arena.thermograph(g)?;
    let top = to_f64(t.temperature()) + 1.0;
    let wall = |w: &combgames::partizan::Wall| -> Result<Vec<(f64, f64)>> {
        let mut points: Vec<(f64, f64)> = w
            .breakpoints()
            .iter()
            .map(|&(t, v, _)| (to_f64(v), to_f64(t)))
            .collect();
        let end: Dyadic = format!("{}", t.temperature().to_f64().ceil() as i64 + 1).parse()?;
        let last = w.value_at(end)?;
        points.push((to_f64(last), top));
        Ok(points)
    };
    let (left, right) = (wall(t.left_wall())?, wall(t.right_wall())?);
    let values: Vec<f64> = left.iter().chain(&right).map(|p| p.0).collect();
    let hi = values.iter().copied().fold(f64::MIN, f64::max) + 0.5;
    let lo = values.iter().copied().fold(f64::MAX, f64::min) - 0.5;
    let root = SVGBackend::new(path, (WIDTH, HEIGHT)).into_drawing_area();
    root.fill(&WHITE)?;
    let mut chart = ChartBuilder::on(&root)
        .caption(title, (FONT, 20))
        .margin(10)
        .x_label_area_size(35)
        .y_label_area_size(40)
        .build_cartesian_2d(hi..lo, -1f64..top)?;
    chart
        .configure_mesh()
        .x_desc("value (Left's side to the left)")
        .y_desc("temperature t")
        .x_label_formatter(&ticks::tick)
        .y_label_formatter(&ticks::tick)
        .draw()?;
    chart
        .draw_series(LineSeries::new(left, LEFT_BLUE.stroke_width(3)))?
        .label("Left wall LS(G_t)")
        .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 15, y)], LEFT_BLUE.stroke_width(3)));
    chart
        .draw_series(LineSeries::new(right, RIGHT_RED.stroke_width(3)))?
        .label("Right wall RS(G_t)")
        .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 15, y)], RIGHT_RED.stroke_width(3)));
    chart
        .configure_series_labels()
        .border_style(BLACK)
        .background_style(WHITE)
        .position(SeriesLabelPosition::UpperRight)
        .draw()?;
    root.present()?;
    Ok(())
}
