//! The figure of a loopy game's graph: the nanoko `a{1||a|0}`, its positions and moves (Left's
//! blue, Right's red), its outcome and its sides as the library finds them.

use std::path::Path;

use combgames::partizan::Arena;
use combgames::partizan::loopy::{LoopyGame, SidedValue};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::search::panel;
use crate::{FONT, LEFT_BLUE, RIGHT_RED, Result, WIDTH};

/// The radius of a position's circle.
const RADIUS: f64 = 22.0;

/// A move from the circle at `from` to the circle at `to`, shifted `side` pixels to its left
/// (so that two moves between the same positions do not overlap), with an arrowhead.
fn edge(
    root: &DrawingArea<SVGBackend<'_>, plotters::coord::Shift>,
    from: (f64, f64),
    to: (f64, f64),
    side: f64,
    colour: RGBColor,
) -> Result<()> {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let length = dx.hypot(dy);
    let (ux, uy) = (dx / length, dy / length);
    let (nx, ny) = (uy * side, -ux * side);
    let point = |p: (f64, f64), along: f64| -> (i32, i32) {
        (
            (p.0 + ux * along + nx).round() as i32,
            (p.1 + uy * along + ny).round() as i32,
        )
    };
    let (start, end) = (point(from, RADIUS), point(to, -RADIUS));
    root.draw(&PathElement::new(vec![start, end], colour.stroke_width(2)))?;
    let back = |across: f64| -> (i32, i32) {
        (
            (f64::from(end.0) - ux * 10.0 - uy * across).round() as i32,
            (f64::from(end.1) - uy * 10.0 + ux * across).round() as i32,
        )
    };
    root.draw(&Polygon::new(
        vec![end, back(5.0), back(-5.0), end],
        colour.filled(),
    ))?;
    Ok(())
}

pub fn loopy_graph(path: &Path) -> Result<()> {
    let text = "a{1||a|0}";
    let game = LoopyGame::parse(&mut Arena::new(), text)?;
    let value = SidedValue::of(&game)?;
    let (onside, offside) = (value.onside().to_text()?, value.offside().to_text()?);
    let root = SVGBackend::new(path, (WIDTH, 300)).into_drawing_area();
    root.fill(&WHITE)?;
    // Positions: a = {1 | b}, b = {a | 0}, 1 = {0 | }, 0.
    let at = [(70.0, 70.0), (290.0, 70.0), (70.0, 230.0), (290.0, 230.0)];
    let names = ["a", "b", "1", "0"];
    let moves = [
        (0, 2, LEFT_BLUE, 0.0),
        (0, 1, RIGHT_RED, 8.0),
        (1, 0, LEFT_BLUE, 8.0),
        (1, 3, RIGHT_RED, 0.0),
        (2, 3, LEFT_BLUE, 0.0),
    ];
    for (from, to, colour, side) in moves {
        edge(&root, at[from], at[to], side, colour)?;
    }
    let centre = TextStyle::from((FONT, 16).into_font()).pos(Pos::new(HPos::Center, VPos::Center));
    for (&(x, y), name) in at.iter().zip(names) {
        let c = (x.round() as i32, y.round() as i32);
        root.draw(&Circle::new(c, RADIUS as i32, WHITE.filled()))?;
        root.draw(&Circle::new(c, RADIUS as i32, BLACK.stroke_width(2)))?;
        root.draw(&Text::new(name, c, centre.clone()))?;
    }
    let lines = vec![
        format!("the nanoko {text}"),
        "a = {1 | b}, b = {a | 0}: Left's moves blue,".to_string(),
        "Right's red; a -> b -> a goes round for ever".to_string(),
        format!(
            "outcome {} (Left first wins; Right first: a draw)",
            game.outcome()
        ),
        format!("stopper: {}", game.is_stopper()),
        format!("onside {onside} (a play for ever counts for Left)"),
        format!("offside {offside} (it counts for Right)"),
        format!("value {}", value.to_text()?),
    ];
    panel(&root, (370, 20, 340, 170), LEFT_BLUE, &lines)?;
    root.present()?;
    Ok(())
}
