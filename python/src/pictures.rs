//! `Picture`, `draw_board` and `plot_values`: the pictures of `combgames-draw` (the same as the
//! command line's `--svg`, `--tikz` and `--plot`), shown by Jupyter and saved as SVG or TikZ.

use combgames_draw::{Board, Error as DrawError};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::errors::parse_error;

/// A picture: shows itself in a notebook (``_repr_svg_``), and gives its SVG (``to_svg``) or
/// TikZ (``to_tikz``) text, or writes either to a file (``save``).
///
/// >>> import combgames as cg
/// >>> p = cg.draw_board("xox|ox.", title="Clobber")
/// >>> p.to_svg().count("<circle")
/// 5
#[pyclass(frozen, module = "combgames", name = "Picture")]
pub(crate) struct Picture(combgames_draw::Picture);

#[pymethods]
impl Picture {
    fn __repr__(&self) -> String {
        format!(
            "<Picture {:.0} x {:.0} points, {} shapes>",
            self.0.width,
            self.0.height,
            self.0.shapes.len()
        )
    }

    /// The SVG text (what Jupyter shows).
    ///
    /// >>> import combgames as cg
    /// >>> cg.draw_board("x.o")._repr_svg_().count("<circle")
    /// 2
    fn _repr_svg_(&self) -> String {
        self.0.to_svg()
    }

    /// The picture as an SVG document.
    ///
    /// >>> import combgames as cg
    /// >>> cg.plot_values([0, 1, 1, 2]).to_svg().startswith("<svg")
    /// True
    fn to_svg(&self) -> String {
        self.0.to_svg()
    }

    /// The picture as a TikZ ``tikzpicture`` (for a LaTeX document that loads ``tikz``).
    ///
    /// >>> import combgames as cg
    /// >>> "\\begin{tikzpicture}" in cg.plot_values([0, 1, 1, 2]).to_tikz()
    /// True
    fn to_tikz(&self) -> String {
        self.0.to_tikz()
    }

    /// Writes the picture to ``path``: TikZ if it ends in ``.tex``, else SVG.
    ///
    /// >>> import combgames as cg, os, tempfile
    /// >>> path = os.path.join(tempfile.mkdtemp(), "board.svg")
    /// >>> cg.draw_board("....|....").save(path)
    /// >>> open(path).read().startswith("<svg")
    /// True
    fn save(&self, path: std::path::PathBuf) -> PyResult<()> {
        let text = if path.extension().is_some_and(|e| e == "tex") {
            self.0.to_tikz()
        } else {
            self.0.to_svg()
        };
        std::fs::write(&path, text).map_err(PyErr::from)
    }
}

fn error(py: Python<'_>, e: &DrawError) -> PyErr {
    match e {
        DrawError::UnknownCell { .. } | DrawError::RaggedBoard { .. } | DrawError::EmptyBoard => {
            parse_error(py, e.to_string(), 0)
        }
        _ => PyValueError::new_err(e.to_string()),
    }
}

/// The picture of a board in the rulesets' text: rows separated by ``|``, ``.`` empty, ``#``
/// blocked, ``x``, ``L``, ``T`` Left's pieces (blue), ``o``, ``R``, ``F`` Right's (red), ``G``
/// either's (green), ``l`` and ``r`` slippers; at most 64 rows and columns.
///
/// >>> import combgames as cg
/// >>> cg.draw_board("L..|..R", title="Amazons")
/// <Picture 108 x 104 points, 11 shapes>
/// >>> cg.draw_board("xo|x")
/// Traceback (most recent call last):
/// ...
/// combgames.ParseError: row 2 of the board has 1 cells, but the first row has 2
#[pyfunction]
#[pyo3(signature = (board, title=""))]
pub(crate) fn draw_board(py: Python<'_>, board: &str, title: &str) -> PyResult<Picture> {
    let board: Board = board.parse().map_err(|e| error(py, &e))?;
    Ok(Picture(combgames_draw::board(&board, title)))
}

/// A sequence as a scatter plot, ``(n, values[n])``: an octal game's nim values show their
/// period (at most 100,000 values).
///
/// >>> import combgames as cg
/// >>> values = cg.OctalGame(".07").values(100)
/// >>> cg.plot_values(values, title="Dawson's Kayles", x_label="heap n", y_label="g(n)")
/// <Picture 420 x 300 points, 127 shapes>
#[pyfunction]
#[pyo3(signature = (values, title="", x_label="n", y_label="value"))]
pub(crate) fn plot_values(
    py: Python<'_>,
    values: Vec<u64>,
    title: &str,
    x_label: &str,
    y_label: &str,
) -> PyResult<Picture> {
    combgames_draw::scatter(&values, title, x_label, y_label)
        .map(Picture)
        .map_err(|e| error(py, &e))
}
