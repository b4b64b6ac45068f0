//! The one error type of the crate.

/// Why a picture could not be drawn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A board with no cells.
    #[error("the board is empty")]
    EmptyBoard,
    /// A row of a board whose length differs from the first row's.
    #[error("row {row} of the board has {len} cells, but the first row has {expected}")]
    RaggedBoard {
        /// The row, from 1.
        row: usize,
        /// Its cells.
        len: usize,
        /// The first row's cells.
        expected: usize,
    },
    /// A character no ruleset's board uses.
    #[error(
        "'{ch}' at row {row}, column {column} is not a cell of a board (. # x o L R T F G l r)"
    )]
    UnknownCell {
        /// The character.
        ch: char,
        /// Its row, from 1.
        row: usize,
        /// Its column, from 1.
        column: usize,
    },
    /// A board past [`MAX_BOARD_SIDE`](crate::MAX_BOARD_SIDE) on a side.
    #[error("the board is {rows} x {columns}; a picture takes at most {max} on a side")]
    BoardTooLarge {
        /// Its rows.
        rows: usize,
        /// Its columns.
        columns: usize,
        /// The most of either.
        max: usize,
    },
    /// A plot of no values.
    #[error("there are no values to plot")]
    NoPoints,
    /// A plot past [`MAX_POINTS`](crate::MAX_POINTS).
    #[error("{points} values to plot; a plot takes at most {max}")]
    TooManyPoints {
        /// The values given.
        points: usize,
        /// The most.
        max: usize,
    },
    /// A graph past [`MAX_GRAPH_VERTICES`](crate::MAX_GRAPH_VERTICES) vertices or
    /// [`MAX_GRAPH_EDGES`](crate::MAX_GRAPH_EDGES) edges.
    #[error(
        "the graph has {vertices} vertices and {edges} edges; a picture takes at most {max_vertices} and {max_edges}"
    )]
    GraphTooLarge {
        /// Its vertices.
        vertices: usize,
        /// Its edges.
        edges: usize,
        /// The most vertices.
        max_vertices: usize,
        /// The most edges.
        max_edges: usize,
    },
    /// An edge with an end outside the graph.
    #[error("an edge ends at vertex {vertex}, but the graph has {vertices} vertices")]
    NoSuchVertex {
        /// The end.
        vertex: usize,
        /// The vertices.
        vertices: usize,
    },
}
