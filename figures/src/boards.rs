//! Pictures of ruleset positions: a board drawn cell by cell, its value underneath, as
//! computed by the framework's value search.

use std::path::Path;

use combgames::partizan::Arena;
use combgames::rulesets::{Clobber, ClobberPiece, Fission, SkiJumps, Solver, Wythoff};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::{FONT, GREY, LEFT_BLUE, RIGHT_RED, Result};

const CELL: i32 = 44;

/// A centred text style of `size` pixels.
fn centred(size: i32) -> TextStyle<'static> {
    TextStyle::from((FONT, size).into_font()).pos(Pos::new(HPos::Center, VPos::Center))
}

/// Draws the cells of `rows` (`x` a stone of colour `stone`, `o` Right's, `.` empty, `#` off
/// the board) with the top-left corner at `(x0, y0)`.
fn stones<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    rows: &[&str],
    (x0, y0): (i32, i32),
    stone: RGBColor,
) -> Result<()>
where
    DB::ErrorType: 'static,
{
    for (r, row) in (0..).zip(rows) {
        for (c, cell) in (0..).zip(row.bytes()) {
            let (x, y) = (x0 + CELL * c, y0 + CELL * r);
            area.draw(&Rectangle::new(
                [(x, y), (x + CELL, y + CELL)],
                RGBColor(245, 240, 225).filled(),
            ))?;
            area.draw(&Rectangle::new(
                [(x, y), (x + CELL, y + CELL)],
                GREY.stroke_width(1),
            ))?;
            let colour = match cell {
                b'x' => stone,
                b'o' => RIGHT_RED,
                b'#' => {
                    let corners = [(x, y), (x + CELL, y + CELL)];
                    area.draw(&Rectangle::new(corners, RGBColor(60, 60, 60).filled()))?;
                    continue;
                }
                _ => continue,
            };
            let centre = (x + CELL / 2, y + CELL / 2);
            area.draw(&Circle::new(centre, CELL / 2 - 6, colour.filled()))?;
        }
    }
    Ok(())
}

/// One Clobber board, `xox|ox.`, played with each piece of the family: the board and, under
/// it, the piece's name and the board's canonical value.
pub fn clobber_family(path: &Path) -> Result<()> {
    const BOARD: &str = "xox|ox.";
    let pieces = [
        ("Clobber (stones)", ClobberPiece::Stone),
        ("kings", ClobberPiece::King),
        ("rooks", ClobberPiece::Rook),
        ("queens", ClobberPiece::Queen),
    ];
    let root = SVGBackend::new(path, (crate::WIDTH, 280)).into_drawing_area();
    root.fill(&WHITE)?;
    root.draw(&Text::new(
        format!("The Clobber family on {BOARD}: x Left (blue), o Right (red)"),
        (360, 22),
        centred(18),
    ))?;
    let rows: Vec<&str> = BOARD.split('|').collect();
    let mut arena = Arena::new();
    for (i, (name, piece)) in (0..).zip(pieces) {
        let board = BOARD.parse::<Clobber>()?.with_piece(piece);
        let g = Solver::new(&mut arena).value(&board)?;
        let value = arena.to_text(g)?;
        let centre = 90 + 180 * i;
        stones(&root, &rows, (centre - CELL * 3 / 2, 60), LEFT_BLUE)?;
        root.draw(&Text::new(name, (centre, 180), centred(15)))?;
        root.draw(&Text::new(value, (centre, 210), centred(15)))?;
    }
    root.draw(&Text::new(
        "stones capture orthogonally adjacent; kings, also diagonally; rooks and queens, across empty cells",
        (360, 255),
        centred(12),
    ))?;
    root.present()?;
    Ok(())
}

/// Wythoff's game: the Grundy value of every `(a, b)` with `a, b < 16`, the P-positions (value
/// 0) filled, the values growing darker; the two rays `b = phi a` and `a = phi b` the
/// P-positions follow.
pub fn wythoff_grundy(path: &Path) -> Result<()> {
    const SIDE: i32 = 16;
    const STEP: i32 = 22;
    let (x0, y0) = (60, 60);
    let root = SVGBackend::new(path, (crate::WIDTH, 440)).into_drawing_area();
    root.fill(&WHITE)?;
    root.draw(&Text::new(
        "Wythoff's game: Grundy values of (a, b); P-positions (0) filled",
        (360, 20),
        centred(18),
    ))?;
    root.draw(&Text::new(
        "b",
        (x0 + STEP * SIDE / 2, y0 - 28),
        centred(14),
    ))?;
    root.draw(&Text::new(
        "a",
        (x0 - 34, y0 + STEP * SIDE / 2),
        centred(14),
    ))?;
    for i in 0..SIDE {
        let at = STEP * i + STEP / 2;
        root.draw(&Text::new(i.to_string(), (x0 + at, y0 - 10), centred(10)))?;
        root.draw(&Text::new(i.to_string(), (x0 - 12, y0 + at), centred(10)))?;
    }
    for a in 0..SIDE {
        for b in 0..SIDE {
            let g = Wythoff::new(u64::try_from(a)?, u64::try_from(b)?)?.grundy()?;
            let (x, y) = (x0 + STEP * b, y0 + STEP * a);
            let corners = [(x, y), (x + STEP, y + STEP)];
            let fill = if g == 0 {
                RGBColor(90, 160, 90).mix(0.9)
            } else {
                LEFT_BLUE.mix(0.05 + 0.5 * (g as f64) / 32.0)
            };
            root.draw(&Rectangle::new(corners, fill.filled()))?;
            root.draw(&Rectangle::new(corners, WHITE.stroke_width(1)))?;
            root.draw(&Text::new(
                g.to_string(),
                (x + STEP / 2, y + STEP / 2),
                centred(10),
            ))?;
        }
    }
    let phi = f64::midpoint(1.0, 5f64.sqrt());
    let end = f64::from(SIDE);
    let ray = |slope: f64, transpose: bool| {
        let point = |t: f64| {
            let (a, b) = if transpose {
                (t * slope, t)
            } else {
                (t, t * slope)
            };
            (
                x0 + (b * f64::from(STEP)) as i32 + STEP / 2,
                y0 + (a * f64::from(STEP)) as i32 + STEP / 2,
            )
        };
        PathElement::new(
            vec![point(0.0), point((end - 1.0) / slope)],
            RIGHT_RED.stroke_width(1),
        )
    };
    root.draw(&ray(phi, false))?;
    root.draw(&ray(phi, true))?;
    let legend = [
        "green: P-positions, (a_n, b_n) and",
        "(b_n, a_n) with a_n = floor(n phi),",
        "b_n = a_n + n (the red rays b = phi a",
        "and a = phi b)",
        "blue: darker for larger values",
        "cgt wythoff A,B prints the value;",
        "cgt wythoff --p-positions N lists",
        "the P-positions",
    ];
    for (i, line) in (0..).zip(legend) {
        root.draw(&Text::new(
            line,
            (x0 + STEP * SIDE + 24, y0 + 16 + 22 * i),
            (crate::FONT, 13),
        ))?;
    }
    root.present()?;
    Ok(())
}

/// Fission: a position, a move of each player from it, and the three values.
pub fn fission(path: &Path) -> Result<()> {
    let boards = [
        ("..x.|....|..x.|....", "the position"),
        ("..x.|..x.|....|..x.", "after Left splits a stone"),
        (".x.x|....|..x.|....", "after Right splits a stone"),
    ];
    let root = SVGBackend::new(path, (crate::WIDTH, 320)).into_drawing_area();
    root.fill(&WHITE)?;
    root.draw(&Text::new(
        "Fission: Left splits a stone up and down, Right left and right",
        (360, 22),
        centred(18),
    ))?;
    let mut arena = Arena::new();
    for (i, (board, caption)) in (0..).zip(boards) {
        let g = Solver::new(&mut arena).value(&board.parse::<Fission>()?)?;
        let value = arena.to_text(g)?;
        let rows: Vec<&str> = board.split('|').collect();
        let centre = 120 + 240 * i;
        stones(&root, &rows, (centre - CELL * 2, 50), RGBColor(70, 70, 70))?;
        root.draw(&Text::new(caption, (centre, 250), centred(14)))?;
        root.draw(&Text::new(
            format!("value {value}"),
            (centre, 275),
            centred(14),
        ))?;
    }
    root.present()?;
    Ok(())
}

/// Ski Jumps: the slope of issue 47 and a slope where a jump matters, each with its value;
/// jumpers as filled discs, slippers as rings.
pub fn ski_jumps(path: &Path) -> Result<()> {
    const SIDE: i32 = 36;
    let slopes = ["...L....|..R.....|........", "..L.....|..R.....|........"];
    let root = SVGBackend::new(path, (crate::WIDTH, 300)).into_drawing_area();
    root.fill(&WHITE)?;
    root.draw(&Text::new(
        "Ski Jumps: Left (blue) skis east, Right (red) west; a jumper may jump the skier below",
        (360, 20),
        centred(15),
    ))?;
    let mut arena = Arena::new();
    for (i, slope) in (0..).zip(slopes) {
        let g = Solver::new(&mut arena).value(&slope.parse::<SkiJumps>()?)?;
        let value = arena.to_text(g)?;
        let x0 = 24 + 360 * i;
        for (r, row) in (0..).zip(slope.split('|')) {
            for (c, cell) in (0..).zip(row.bytes()) {
                let (x, y) = (x0 + SIDE * c, 50 + SIDE * r);
                let corners = [(x, y), (x + SIDE, y + SIDE)];
                root.draw(&Rectangle::new(corners, RGBColor(235, 242, 250).filled()))?;
                root.draw(&Rectangle::new(corners, GREY.stroke_width(1)))?;
                let colour = if cell.eq_ignore_ascii_case(&b'L') {
                    LEFT_BLUE
                } else {
                    RIGHT_RED
                };
                let centre = (x + SIDE / 2, y + SIDE / 2);
                match cell {
                    b'L' | b'R' => {
                        root.draw(&Circle::new(centre, SIDE / 2 - 6, colour.filled()))?;
                    }
                    b'l' | b'r' => {
                        root.draw(&Circle::new(centre, SIDE / 2 - 6, colour.stroke_width(3)))?;
                    }
                    _ => {}
                }
            }
        }
        root.draw(&Text::new(
            format!("{slope} = {value}"),
            (x0 + SIDE * 4, 50 + SIDE * 3 + 30),
            centred(14),
        ))?;
    }
    root.draw(&Text::new(
        "Left: 5 moves to leave against Right's 3. Right: Left may also jump, and the skier jumped slips (a ring).",
        (360, 270),
        centred(12),
    ))?;
    root.present()?;
    Ok(())
}
