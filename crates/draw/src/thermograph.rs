//! A thermograph: temperature upwards, values growing to the left, Left's wall blue and
//! Right's red, the mast above them.

use combgames_partizan::{Thermograph, Wall};

use crate::chart::{Axis, Chart, HEIGHT, WIDTH};
use crate::picture::{Anchor, Colour, Picture, Shape};

/// The wall's breakpoints as `(value, t)`, from `t = -1` to the top of the mast.
fn points(wall: &Wall, top: f64) -> Vec<(f64, f64)> {
    let mut points: Vec<(f64, f64)> = wall
        .breakpoints()
        .into_iter()
        .map(|(t, v, _)| (v.to_f64(), t.to_f64()))
        .collect();
    if let Some(&(v, t)) = points.last() {
        if t < top {
            points.push((v, top));
        }
    }
    points
}

/// The picture of a thermograph, titled `title`: the value axis with Left's side (larger
/// values) to the left as is the custom, the temperature axis upwards from `t = -1`, a grey
/// line at `t = 0`, Left's wall in blue and Right's in red, each running up the mast to one
/// unit above the temperature (or to `t = 1` for a number, whose temperature is at most 0).
///
/// Cost: linear in the walls' breakpoints.
///
/// ```
/// use combgames_partizan::Arena;
/// let mut arena = Arena::new();
/// let g = arena.parse("{3||2*|1*}").unwrap();
/// let t = arena.thermograph(g).unwrap();
/// let picture = combgames_draw::thermograph(&t, "Thermograph of {3||2*|1*}");
/// assert!(picture.to_svg().contains("Thermograph of {3||2*|1*}"));
/// assert!(picture.to_tikz().contains("Thermograph of \\{3"));
/// ```
pub fn thermograph(t: &Thermograph, title: &str) -> Picture {
    let top = t.temperature().to_f64().max(0.0) + 1.0;
    let walls = [points(t.left_wall(), top), points(t.right_wall(), top)];
    let values = walls.iter().flatten().map(|p| p.0);
    let hi = values.clone().fold(f64::MIN, f64::max) + 0.5;
    let lo = values.fold(f64::MAX, f64::min) - 0.5;
    let mut picture = Picture::new(WIDTH, HEIGHT);
    let chart = Chart::draw(
        &mut picture,
        title,
        &Axis {
            lo,
            hi,
            reversed: true,
            label: "value (Left's side to the left)",
        },
        &Axis {
            lo: -1.0,
            hi: top,
            reversed: false,
            label: "temperature t",
        },
    );
    picture.push(chart.line(&[(lo, 0.0), (hi, 0.0)], Colour::Rule, 0.8));
    for (wall, colour) in walls.iter().zip([Colour::Left, Colour::Right]) {
        picture.push(chart.line(wall, colour, 2.5));
    }
    for (i, (name, colour)) in [("Left wall", Colour::Left), ("Right wall", Colour::Right)]
        .into_iter()
        .enumerate()
    {
        picture.push(Shape::Text {
            x: chart.px(hi) + 6.0,
            y: chart.py(top) - 14.0 - 13.0 * i as f64,
            text: name.to_string(),
            size: 10.0,
            anchor: Anchor::Start,
            vertical: false,
            colour,
        });
    }
    picture
}

#[cfg(test)]
mod tests {
    use super::*;
    use combgames_partizan::Arena;

    /// The walls as drawn: the lines of width 2.5 in Left's and Right's colours.
    fn walls(p: &Picture) -> [Vec<(f64, f64)>; 2] {
        let wall = |wanted: Colour| {
            p.shapes
                .iter()
                .find_map(|s| match s {
                    Shape::Line {
                        points,
                        colour,
                        width,
                    } if *colour == wanted && (*width - 2.5).abs() < 1e-9 => Some(points.clone()),
                    _ => None,
                })
                .expect("the wall is drawn")
        };
        [wall(Colour::Left), wall(Colour::Right)]
    }

    #[test]
    fn the_walls_are_drawn_where_they_are() {
        for game in [
            "{3||2*|1*}",
            "{2|-1}",
            "1",
            "-7/4",
            "*",
            "^",
            "+-3",
            "{5|{3|1}}",
            "{{4|2}|-1}",
        ] {
            let mut arena = Arena::new();
            let g = arena.parse(game).unwrap();
            let t = arena.thermograph(g).unwrap();
            let p = thermograph(&t, game);
            let [left, right] = walls(&p);
            // One point a breakpoint, and one at the top of the mast.
            assert_eq!(left.len(), t.left_wall().breakpoints().len() + 1, "{game}");
            assert_eq!(
                right.len(),
                t.right_wall().breakpoints().len() + 1,
                "{game}"
            );
            // Both start at t = -1 and end on the same mast at the same height.
            assert!((left[0].1 - right[0].1).abs() < 1e-9, "{game}");
            assert_eq!(left.last(), right.last(), "{game}");
            // Values grow to the left: Left's stop is at least Right's, so Left's wall is
            // left of (or on) Right's at the bottom, where both are drawn.
            assert!(left[0].0 <= right[0].0 + 1e-9, "{game}: {left:?} {right:?}");
            // Upwards: heights never decrease along a wall.
            for wall in [&left, &right] {
                assert!(wall.windows(2).all(|w| w[0].1 <= w[1].1), "{game}");
            }
            // The picture's vertical scale is linear in t: equal steps of t, equal heights.
            let breakpoints = t.left_wall().breakpoints();
            if breakpoints.len() >= 2 {
                let (t0, t1) = (breakpoints[0].0.to_f64(), breakpoints[1].0.to_f64());
                let per_unit = (left[1].1 - left[0].1) / (t1 - t0);
                let top = t.temperature().to_f64().max(0.0) + 1.0;
                let last = breakpoints.last().unwrap().0.to_f64();
                let expected = left[left.len() - 2].1 + per_unit * (top - last);
                assert!((left.last().unwrap().1 - expected).abs() < 1e-6, "{game}");
            }
        }
    }
}
