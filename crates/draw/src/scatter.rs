//! A sequence as a scatter plot: `(n, a(n))` for `n = 0, 1, ...`, as the nim values of an
//! octal game are drawn.

use crate::chart::{Axis, Chart, HEIGHT, WIDTH};
use crate::error::Error;
use crate::picture::{Colour, Picture, Shape};

/// The most values a scatter plot draws (each is one disc: about 100 bytes of SVG).
pub const MAX_POINTS: usize = 100_000;

/// The picture of `values` as points `(n, values[n])` under `title`, with the axes labelled
/// `x_label` and `y_label`.
///
/// Cost: linear in the values; more than [`MAX_POINTS`], or none, is an error.
///
/// ```
/// let kayles = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6];
/// let p = combgames_draw::scatter(&kayles, "Kayles", "heap n", "g(n)").unwrap();
/// assert_eq!(p.to_svg().matches("<circle").count(), 12);
/// assert!(combgames_draw::scatter(&[], "", "", "").is_err());
/// ```
pub fn scatter(
    values: &[u64],
    title: &str,
    x_label: &str,
    y_label: &str,
) -> Result<Picture, Error> {
    if values.is_empty() {
        return Err(Error::NoPoints);
    }
    if values.len() > MAX_POINTS {
        return Err(Error::TooManyPoints {
            points: values.len(),
            max: MAX_POINTS,
        });
    }
    let last = (values.len() - 1) as f64;
    let top = values.iter().copied().max().unwrap_or(0) as f64;
    let mut picture = Picture::new(WIDTH, HEIGHT);
    let chart = Chart::draw(
        &mut picture,
        title,
        &Axis {
            lo: 0.0,
            hi: last.max(1.0),
            reversed: false,
            label: x_label,
        },
        &Axis {
            lo: 0.0,
            hi: top.max(1.0),
            reversed: false,
            label: y_label,
        },
    );
    let r = if values.len() > 2_000 { 0.8 } else { 1.8 };
    for (n, &v) in values.iter().enumerate() {
        picture.push(Shape::Circle {
            x: chart.px(n as f64),
            y: chart.py(v as f64),
            r,
            fill: Some(Colour::Left),
            stroke: Colour::Left,
        });
    }
    Ok(picture)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_value_is_a_point_in_its_place() {
        let values = [0, 3, 1, 3, 0, 2];
        let p = scatter(&values, "t", "n", "g(n)").unwrap();
        let points: Vec<(f64, f64)> = p
            .shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Circle { x, y, .. } => Some((*x, *y)),
                _ => None,
            })
            .collect();
        assert_eq!(points.len(), values.len());
        // Across: evenly spaced in n. Up: linear in the value.
        let dx = points[1].0 - points[0].0;
        assert!(dx > 0.0);
        assert!(
            points
                .windows(2)
                .all(|w| (w[1].0 - w[0].0 - dx).abs() < 1e-9)
        );
        let dy = (points[1].1 - points[0].1) / 3.0;
        for (point, &v) in points.iter().zip(&values) {
            assert!((point.1 - points[0].1 - dy * v as f64).abs() < 1e-9);
        }
        assert_eq!(
            scatter(&vec![0; MAX_POINTS + 1], "", "", ""),
            Err(Error::TooManyPoints {
                points: MAX_POINTS + 1,
                max: MAX_POINTS
            })
        );
        assert!(scatter(&vec![7; MAX_POINTS], "", "", "").is_ok());
        assert!(scatter(&[u64::MAX, 0], "", "", "").is_ok());
    }
}
