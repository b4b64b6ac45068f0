//! Graphs whose edges carry a player's label, for the partizan rulesets on graphs.

use crate::{Edge, Error, MAX_VERTICES, PositionError};

/// A graph on the vertices `0..vertices()` whose every edge carries a label: [`Edge::Blue`]
/// (written `L`: Left's), [`Edge::Red`] (`R`: Right's) or [`Edge::Green`] (`G`: either
/// player's). Loops and repeated edges are kept as given (a Hackenbush picture may have both;
/// the rulesets that forbid them refuse them). Up to [`MAX_VERTICES`] vertices; the edges are
/// bounded by the memory of the text or list they come from.
///
/// Read from text by [`LabelledGraph::parse`] (the plain text of [`crate::Graph::parse`] with
/// a label after each chain of edges); used by [`crate::PartizanArcKayles`] and
/// [`crate::HackenbushGraph`] (with vertex `0` the ground).
///
/// ```
/// use combgames_rulesets::{Edge, LabelledGraph};
/// let g = LabelledGraph::new(3, &[(0, 1, Edge::Blue), (1, 2, Edge::Red)]).unwrap();
/// assert_eq!(g, LabelledGraph::parse("3: 0-1:L, 1-2:R").unwrap());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct LabelledGraph {
    vertices: usize,
    edges: Vec<(usize, usize, Edge)>,
}

impl LabelledGraph {
    /// The graph of `vertices` vertices and the labelled `edges`, each `(u, v, label)`, kept in
    /// the order given. `O(edges)`.
    ///
    /// # Errors
    /// [`PositionError::TooLong`] past [`MAX_VERTICES`] vertices;
    /// [`PositionError::NoSuchVertex`] for an end outside the graph.
    ///
    /// ```
    /// use combgames_partizan::{Error, PositionError};
    /// use combgames_rulesets::{Edge, LabelledGraph};
    /// let bad = LabelledGraph::new(2, &[(0, 2, Edge::Green)]);
    /// assert_eq!(bad, Err(Error::Position(PositionError::NoSuchVertex { vertex: 2, count: 2 })));
    /// ```
    pub fn new(vertices: usize, edges: &[(usize, usize, Edge)]) -> Result<LabelledGraph, Error> {
        if vertices > MAX_VERTICES {
            return Err(PositionError::TooLong {
                len: vertices,
                max: MAX_VERTICES,
            }
            .into());
        }
        for &(u, v, _) in edges {
            for vertex in [u, v] {
                if vertex >= vertices {
                    return Err(PositionError::NoSuchVertex {
                        vertex,
                        count: vertices,
                    }
                    .into());
                }
            }
        }
        Ok(LabelledGraph {
            vertices,
            edges: edges.to_vec(),
        })
    }

    /// The number of vertices.
    #[must_use]
    pub fn vertices(&self) -> usize {
        self.vertices
    }

    /// The edges `(u, v, label)`, in the order given.
    #[must_use]
    pub fn edges(&self) -> &[(usize, usize, Edge)] {
        &self.edges
    }
}
