//! [`Picture`]: a drawing as a list of shapes in points, written as SVG or TikZ.

/// A colour of the house palette: Left blue, Right red, and the greys of frames and grids.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// Left's colour (Left's wall, Left's stones): blue, `#1f4e9c`.
    Left,
    /// Right's colour: red, `#c0392b`.
    Right,
    /// A piece either player may use (Toppling Dominoes' green): `#27ae60`.
    Either,
    /// Text, axes and frames: black.
    Ink,
    /// Grid lines and minor marks: light grey, `#bbbbbb`.
    Rule,
    /// Filled cells (blocked, burnt, off the board): dark grey, `#444444`.
    Blocked,
    /// The page: white.
    Paper,
}

impl Colour {
    /// The colour as red, green and blue, 0 to 255.
    pub const fn rgb(self) -> (u8, u8, u8) {
        match self {
            Colour::Left => (0x1f, 0x4e, 0x9c),
            Colour::Right => (0xc0, 0x39, 0x2b),
            Colour::Either => (0x27, 0xae, 0x60),
            Colour::Ink => (0, 0, 0),
            Colour::Rule => (0xbb, 0xbb, 0xbb),
            Colour::Blocked => (0x44, 0x44, 0x44),
            Colour::Paper => (0xff, 0xff, 0xff),
        }
    }

    /// Every colour, in a fixed order (TikZ defines each once).
    pub const ALL: [Colour; 7] = [
        Colour::Left,
        Colour::Right,
        Colour::Either,
        Colour::Ink,
        Colour::Rule,
        Colour::Blocked,
        Colour::Paper,
    ];

    pub(crate) const fn name(self) -> &'static str {
        match self {
            Colour::Left => "cgleft",
            Colour::Right => "cgright",
            Colour::Either => "cgeither",
            Colour::Ink => "cgink",
            Colour::Rule => "cgrule",
            Colour::Blocked => "cgblocked",
            Colour::Paper => "cgpaper",
        }
    }
}

/// Where a text stands relative to its point: the point is on the text's baseline, at its
/// start, middle or end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// The text starts at the point.
    Start,
    /// The text is centred on the point.
    Middle,
    /// The text ends at the point.
    End,
}

/// One shape of a [`Picture`]; coordinates in points, `y` upwards from the bottom edge.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// A polyline through `points`.
    Line {
        /// The points, in order.
        points: Vec<(f64, f64)>,
        /// The stroke colour.
        colour: Colour,
        /// The stroke width in points.
        width: f64,
    },
    /// A rectangle with corner `(x, y)` (bottom left), filled and outlined.
    Rect {
        /// Left edge.
        x: f64,
        /// Bottom edge.
        y: f64,
        /// Width.
        w: f64,
        /// Height.
        h: f64,
        /// Fill colour.
        fill: Colour,
        /// Outline colour.
        stroke: Colour,
    },
    /// A disc (or, without `fill`, a ring) of radius `r` about `(x, y)`.
    Circle {
        /// Centre, x.
        x: f64,
        /// Centre, y.
        y: f64,
        /// Radius.
        r: f64,
        /// Fill colour, or none for a ring.
        fill: Option<Colour>,
        /// Outline colour.
        stroke: Colour,
    },
    /// A text on one line; `vertical` turns it a quarter turn anticlockwise (an axis label
    /// read upwards).
    Text {
        /// The anchor point, x.
        x: f64,
        /// The anchor point, y (on the baseline).
        y: f64,
        /// The text (any Unicode; TikZ output escapes it for LaTeX).
        text: String,
        /// The font size in points.
        size: f64,
        /// Where the point is on the text.
        anchor: Anchor,
        /// Read upwards instead of across.
        vertical: bool,
        /// The colour.
        colour: Colour,
    },
}

/// A picture: a size in points and shapes drawn in order, written as SVG
/// ([`Picture::to_svg`]) or TikZ ([`Picture::to_tikz`]) with the same geometry.
///
/// Cost: writing is linear in the shapes; every number is printed with two decimals, so the
/// same picture gives the same bytes on every machine.
///
/// ```
/// use combgames_draw::{Colour, Picture, Shape};
/// let mut p = Picture::new(100.0, 50.0);
/// p.push(Shape::Line { points: vec![(0.0, 0.0), (100.0, 50.0)], colour: Colour::Left, width: 2.0 });
/// assert!(p.to_svg().starts_with("<svg"));
/// assert!(p.to_tikz().contains("\\begin{tikzpicture}"));
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    /// Width in points.
    pub width: f64,
    /// Height in points.
    pub height: f64,
    /// The shapes, drawn in order (later ones on top).
    pub shapes: Vec<Shape>,
}

impl Picture {
    /// An empty picture of `width` x `height` points.
    pub fn new(width: f64, height: f64) -> Self {
        Picture {
            width,
            height,
            shapes: Vec::new(),
        }
    }

    /// Adds a shape on top of the others.
    pub fn push(&mut self, shape: Shape) {
        self.shapes.push(shape);
    }
}
