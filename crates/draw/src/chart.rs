//! A chart's frame: a plot area with two axes, their ticks and labels, and a title; the data
//! coordinates mapped into the picture.

use crate::picture::{Anchor, Colour, Picture, Shape};

/// An axis: the data range it shows, whether values grow to the left (thermographs), its
/// label.
pub(crate) struct Axis<'a> {
    pub lo: f64,
    pub hi: f64,
    pub reversed: bool,
    pub label: &'a str,
}

/// The frame of a chart in a picture of `WIDTH` x `HEIGHT` points.
pub(crate) struct Chart {
    x: (f64, f64, bool),
    y: (f64, f64),
    /// The plot area: left, bottom, right, top.
    area: (f64, f64, f64, f64),
}

pub(crate) const WIDTH: f64 = 420.0;
pub(crate) const HEIGHT: f64 = 300.0;
const TITLE: f64 = 13.0;
const LABEL: f64 = 11.0;
const TICK: f64 = 9.0;

impl Chart {
    /// Draws the frame of `x` and `y` with `title` on `picture`, and returns the map from data
    /// to picture.
    pub(crate) fn draw(picture: &mut Picture, title: &str, x: &Axis<'_>, y: &Axis<'_>) -> Chart {
        let area = (58.0, 46.0, WIDTH - 16.0, HEIGHT - 34.0);
        let chart = Chart {
            x: (x.lo, x.hi, x.reversed),
            y: (y.lo, y.hi),
            area,
        };
        let (l, bottom, right, top) = area;
        picture.push(Shape::Line {
            points: vec![
                (l, top),
                (l, bottom),
                (right, bottom),
                (right, top),
                (l, top),
            ],
            colour: Colour::Ink,
            width: 0.8,
        });
        for (value, label) in ticks(x.lo, x.hi, 8) {
            let px = chart.px(value);
            picture.push(Shape::Line {
                points: vec![(px, bottom), (px, bottom - 4.0)],
                colour: Colour::Ink,
                width: 0.8,
            });
            picture.push(text(px, bottom - 14.0, label, TICK, Anchor::Middle, false));
        }
        for (value, label) in ticks(y.lo, y.hi, 7) {
            let py = chart.py(value);
            picture.push(Shape::Line {
                points: vec![(l, py), (l - 4.0, py)],
                colour: Colour::Ink,
                width: 0.8,
            });
            picture.push(text(l - 7.0, py - 3.0, label, TICK, Anchor::End, false));
        }
        picture.push(text(
            f64::midpoint(l, right),
            10.0,
            x.label.to_string(),
            LABEL,
            Anchor::Middle,
            false,
        ));
        picture.push(text(
            16.0,
            f64::midpoint(bottom, top),
            y.label.to_string(),
            LABEL,
            Anchor::Middle,
            true,
        ));
        picture.push(text(
            WIDTH / 2.0,
            HEIGHT - 20.0,
            shorten(title, 60),
            TITLE,
            Anchor::Middle,
            false,
        ));
        chart
    }

    /// The picture's x of the data value `v`.
    pub(crate) fn px(&self, v: f64) -> f64 {
        let (lo, hi, reversed) = self.x;
        let (l, _, r, _) = self.area;
        let f = if hi > lo { (v - lo) / (hi - lo) } else { 0.5 };
        if reversed {
            r - f * (r - l)
        } else {
            l + f * (r - l)
        }
    }

    /// The picture's y of the data value `v`.
    pub(crate) fn py(&self, v: f64) -> f64 {
        let (lo, hi) = self.y;
        let (_, b, _, t) = self.area;
        let f = if hi > lo { (v - lo) / (hi - lo) } else { 0.5 };
        b + f * (t - b)
    }

    /// Points of the data as a line of the picture.
    pub(crate) fn line(&self, data: &[(f64, f64)], colour: Colour, width: f64) -> Shape {
        Shape::Line {
            points: data
                .iter()
                .map(|&(x, y)| (self.px(x), self.py(y)))
                .collect(),
            colour,
            width,
        }
    }
}

pub(crate) fn text(
    x: f64,
    y: f64,
    text: String,
    size: f64,
    anchor: Anchor,
    vertical: bool,
) -> Shape {
    Shape::Text {
        x,
        y,
        text,
        size,
        anchor,
        vertical,
        colour: Colour::Ink,
    }
}

/// The title line of a board or graph picture, centred 18 points under the top edge (nothing
/// for an empty title).
pub(crate) fn push_title(picture: &mut Picture, title: String) {
    if !title.is_empty() {
        let (x, y) = (picture.width / 2.0, picture.height - 18.0);
        picture.push(text(x, y, title, 12.0, Anchor::Middle, false));
    }
}

/// `title` cut to `most` characters (a long game is shown by its start and `...`).
pub(crate) fn shorten(title: &str, most: usize) -> String {
    if title.chars().count() <= most {
        return title.to_string();
    }
    let head: String = title.chars().take(most.saturating_sub(3)).collect();
    format!("{head}...")
}

/// Ticks on `[lo, hi]`: multiples of the smallest step of 1/64, 1/32, ..., 1/2, 1, 2, 5, 10,
/// 20, 50, ... that gives at most `most` of them, each labelled exactly (`3/4`, `-2`, `1/16`).
pub(crate) fn ticks(lo: f64, hi: f64, most: usize) -> Vec<(f64, String)> {
    if !(lo.is_finite() && hi.is_finite()) || hi < lo {
        return Vec::new();
    }
    let mut steps: Vec<f64> = (1..=6).rev().map(|k| 1.0 / f64::from(1u32 << k)).collect();
    let mut decade = 1.0;
    while decade < 1e18 {
        steps.extend([decade, 2.0 * decade, 5.0 * decade]);
        decade *= 10.0;
    }
    let Some(&step) = steps
        .iter()
        .find(|&&s| ((hi / s).floor() - (lo / s).ceil() + 1.0) <= most as f64)
    else {
        return Vec::new();
    };
    let first = (lo / step).ceil() as i64;
    let last = (hi / step).floor() as i64;
    (first..=last)
        .map(|i| {
            let v = i as f64 * step;
            (v, label(v))
        })
        .collect()
}

/// `v`, a multiple of a power of two at least 1/64 or an integer, written exactly: `-3/4`.
fn label(v: f64) -> String {
    if v.fract() == 0.0 {
        return format!("{}", v as i64);
    }
    let mut denominator = 1i64;
    let mut scaled = v;
    while scaled.fract() != 0.0 && denominator < 1 << 20 {
        scaled *= 2.0;
        denominator *= 2;
    }
    format!("{}/{denominator}", scaled as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_exact_and_few() {
        let t: Vec<String> = ticks(-1.0, 1.0, 8).into_iter().map(|t| t.1).collect();
        assert_eq!(t, ["-1", "-1/2", "0", "1/2", "1"]);
        let t: Vec<String> = ticks(0.0, 1000.0, 8).into_iter().map(|t| t.1).collect();
        assert_eq!(t, ["0", "200", "400", "600", "800", "1000"]);
        assert!(ticks(f64::NAN, 1.0, 8).is_empty());
        assert!(ticks(0.0, 1e300, 8).is_empty());
        assert_eq!(label(-0.75), "-3/4");
    }
}
