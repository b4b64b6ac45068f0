//! `Thermograph`: the walls of a game's thermograph, and its drawing.

use crate::convert::to_fraction;
use combgames_dyadic::Dyadic;
use combgames_partizan::Wall;
use pyo3::prelude::*;

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
    /// The walls themselves, for the pictures.
    walls: combgames_partizan::Thermograph,
    /// The game, as written in the title of the pictures.
    game: String,
}

fn breakpoints(wall: &Wall) -> Vec<(Dyadic, Dyadic)> {
    wall.breakpoints()
        .into_iter()
        .map(|(t, v, _)| (t, v))
        .collect()
}

impl Thermograph {
    /// The thermograph `t` of the game written `game`.
    pub(crate) fn new(
        py: Python<'_>,
        t: &combgames_partizan::Thermograph,
        game: String,
    ) -> PyResult<Self> {
        let fractions = |wall: &Wall| -> PyResult<Vec<(Py<PyAny>, Py<PyAny>)>> {
            breakpoints(wall)
                .into_iter()
                .map(|(t, v)| Ok((to_fraction(py, t)?, to_fraction(py, v)?)))
                .collect()
        };
        Ok(Thermograph {
            mean: to_fraction(py, t.mean())?,
            temperature: to_fraction(py, t.temperature())?,
            left_wall: fractions(t.left_wall())?,
            right_wall: fractions(t.right_wall())?,
            walls: t.clone(),
            game,
        })
    }

    fn picture(&self, title: Option<&str>) -> combgames_draw::Picture {
        let title = title.map_or_else(|| format!("Thermograph of {}", self.game), str::to_string);
        combgames_draw::thermograph(&self.walls, &title)
    }
}

#[pymethods]
impl Thermograph {
    fn __repr__(&self) -> String {
        format!(
            "<Thermograph mean={} temperature={}>",
            self.walls.mean(),
            self.walls.temperature()
        )
    }

    /// The thermograph as an SVG picture (what Jupyter shows): temperature upwards, values
    /// growing to the left, Left's wall blue, Right's red, axes labelled, titled with the game.
    /// The same picture as ``cgt thermograph G --svg FILE``.
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("{3||2*|1*}").thermograph()._repr_svg_().startswith("<svg")
    /// True
    fn _repr_svg_(&self) -> String {
        self.picture(None).to_svg()
    }

    /// The picture as SVG text, titled ``title`` (default: ``Thermograph of`` the game).
    ///
    /// >>> import combgames as cg
    /// >>> "Thermograph of +-1" in cg.Game("+-1").thermograph().to_svg()
    /// True
    #[pyo3(signature = (title=None))]
    fn to_svg(&self, title: Option<&str>) -> String {
        self.picture(title).to_svg()
    }

    /// The picture as TikZ: a ``tikzpicture`` to ``\\input`` into a LaTeX document whose
    /// preamble loads ``tikz`` (the same as ``cgt thermograph G --tikz FILE``).
    ///
    /// >>> import combgames as cg
    /// >>> cg.Game("{1|-1}").thermograph().to_tikz().startswith("% Drawn by combgames-draw")
    /// True
    #[pyo3(signature = (title=None))]
    fn to_tikz(&self, title: Option<&str>) -> String {
        self.picture(title).to_tikz()
    }
}
