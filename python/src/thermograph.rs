//! `Thermograph`: the walls of a game's thermograph, and its drawing.

use crate::convert::to_fraction;
use combgames_dyadic::Dyadic;
use combgames_partizan::Wall;
use pyo3::prelude::*;
use std::fmt::Write;

/// The thermograph of a game: its mean, its temperature and its two walls.
///
/// Each wall is a list of breakpoints ``(t, value)`` (``Fraction`` s) from ``t = -1``
/// upwards; the wall is straight between two breakpoints and vertical (the mast) above the
/// last. In a notebook the thermograph draws itself (``_repr_svg_``), Left's wall in blue,
/// Right's in red, with values growing to the left as is the custom.
///
/// >>> import combgames as cg
/// >>> t = cg.Game("+-1").thermograph()
/// >>> t.left_wall
/// [(Fraction(-1, 1), Fraction(2, 1)), (Fraction(1, 1), Fraction(0, 1))]
/// >>> t.right_wall
/// [(Fraction(-1, 1), Fraction(-2, 1)), (Fraction(1, 1), Fraction(0, 1))]
#[pyclass(frozen, module = "combgames", name = "Thermograph")]
pub(crate) struct Thermograph {
    /// The mean value (where the mast stands).
    #[pyo3(get)]
    mean: Py<PyAny>,
    /// The temperature (where the walls meet the mast).
    #[pyo3(get)]
    temperature: Py<PyAny>,
    /// Left's wall: breakpoints ``(t, value)``.
    #[pyo3(get)]
    left_wall: Vec<(Py<PyAny>, Py<PyAny>)>,
    /// Right's wall: breakpoints ``(t, value)``.
    #[pyo3(get)]
    right_wall: Vec<(Py<PyAny>, Py<PyAny>)>,
    /// The same, as floats `(t, value)`, for the drawing.
    points: [Vec<(f64, f64)>; 2],
    summary: (String, String),
}

fn breakpoints(wall: &Wall) -> Vec<(Dyadic, Dyadic)> {
    wall.breakpoints()
        .into_iter()
        .map(|(t, v, _)| (t, v))
        .collect()
}

impl Thermograph {
    pub(crate) fn new(py: Python<'_>, t: &combgames_partizan::Thermograph) -> PyResult<Self> {
        let walls = [breakpoints(t.left_wall()), breakpoints(t.right_wall())];
        let fractions = |wall: &[(Dyadic, Dyadic)]| -> PyResult<Vec<(Py<PyAny>, Py<PyAny>)>> {
            wall.iter()
                .map(|&(t, v)| Ok((to_fraction(py, t)?, to_fraction(py, v)?)))
                .collect()
        };
        let floats = |wall: &[(Dyadic, Dyadic)]| -> Vec<(f64, f64)> {
            wall.iter()
                .map(|&(t, v)| (t.to_f64(), v.to_f64()))
                .collect()
        };
        Ok(Thermograph {
            mean: to_fraction(py, t.mean())?,
            temperature: to_fraction(py, t.temperature())?,
            left_wall: fractions(&walls[0])?,
            right_wall: fractions(&walls[1])?,
            points: [floats(&walls[0]), floats(&walls[1])],
            summary: (t.mean().to_string(), t.temperature().to_string()),
        })
    }
}

#[pymethods]
impl Thermograph {
    fn __repr__(&self) -> String {
        format!(
            "<Thermograph mean={} temperature={}>",
            self.summary.0, self.summary.1
        )
    }

    /// The thermograph as an SVG picture (what Jupyter shows).
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("{3||2*|1*}").thermograph()._repr_svg_().startswith("<svg")
    /// True
    fn _repr_svg_(&self) -> String {
        svg(&self.points)
    }
}

/// Both walls drawn: temperature up, value to the left (Left's side), a mast above.
fn svg(walls: &[Vec<(f64, f64)>; 2]) -> String {
    let top = walls.iter().flatten().map(|p| p.0).fold(0.0f64, f64::max) + 1.0;
    let values: Vec<f64> = walls.iter().flatten().map(|p| p.1).collect();
    let hi = values.iter().copied().fold(f64::MIN, f64::max) + 0.5;
    let lo = values.iter().copied().fold(f64::MAX, f64::min) - 0.5;
    let (width, height, margin) = (360.0, 260.0, 30.0);
    // Values grow to the left.
    let x = |v: f64| margin + (hi - v) / (hi - lo) * (width - 2.0 * margin);
    let y = |t: f64| height - margin - (t + 1.0) / (top + 1.0) * (height - 2.0 * margin);
    let mut out = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">"#
    );
    out.push_str(r#"<rect width="100%" height="100%" fill="white"/>"#);
    // The axis t = 0 and the value 0.
    let _ = write!(
        out,
        r##"<line x1="{m}" y1="{y0:.1}" x2="{w}" y2="{y0:.1}" stroke="#bbb"/><text x="{w}" y="{yt:.1}" font-size="11" text-anchor="end">t = 0</text>"##,
        m = margin,
        w = width - margin,
        y0 = y(0.0),
        yt = y(0.0) - 3.0,
    );
    for (wall, colour) in walls.iter().zip(["#1f4e9c", "#c0392b"]) {
        let mut points: Vec<(f64, f64)> = wall.clone();
        if let Some(&(_, v)) = points.last() {
            points.push((top, v));
        }
        let path: Vec<String> = points
            .iter()
            .map(|&(t, v)| format!("{:.1},{:.1}", x(v), y(t)))
            .collect();
        let _ = write!(
            out,
            r#"<polyline points="{}" fill="none" stroke="{colour}" stroke-width="3"/>"#,
            path.join(" ")
        );
    }
    out.push_str("</svg>");
    out
}
