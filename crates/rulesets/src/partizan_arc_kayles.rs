//! Partizan Arc Kayles: taking an edge's two ends, each edge Left's, Right's or both's.

use std::fmt;
use std::str::FromStr;

use crate::{Edge, Error, Graph, LabelledGraph, Player, Position, PositionError};

/// A position of Partizan Arc Kayles: a graph whose edges are labelled `L` (Left's), `R`
/// (Right's) or `G` (green: either player's). A move takes an edge of one's own label or a
/// green one and removes its two ends with every edge that meets them; who cannot move loses.
/// With every edge green it is Arc Kayles (Schaefer, "On the complexity of some two-person
/// perfect-information games", J. Comput. Syst. Sci. 16, 1978), whose values are nimbers
/// ([`crate::GraphKayles::arc`]); the partizan labelling is the one of issue 47 and of the
/// graph rulesets in the literature that split the edges between the players. Up to
/// [`crate::MAX_VERTICES`] vertices.
///
/// Only the vertices with an edge matter, so the position keeps those alone, each with the
/// edges Left and Right may take (two edges between the same vertices, one Left's and one
/// Right's, are one edge that both may take). The connected components are independent; the
/// key is the component with its vertices in their order in the graph (no search for
/// isomorphic relabellings). Read from the labelled text of [`LabelledGraph::parse`].
///
/// ```
/// use combgames_partizan::Arena;
/// use combgames_rulesets::{PartizanArcKayles, Solver};
/// let mut arena = Arena::new();
/// let mut solver = Solver::new(&mut arena);
/// // A path of four vertices, its middle edge Right's and its ends Left's: Left takes an end
/// // edge and keeps the other for later; Right takes the middle and nothing is left.
/// let p: PartizanArcKayles = "4: 0-1:L, 1-2:R, 2-3:L".parse().unwrap();
/// let g = solver.value(&p).unwrap();
/// assert_eq!(Ok(g), arena.parse("{1|0}")); // printed 1/2+-1/2
/// // All green it is Arc Kayles: on a path of 6 vertices, Dawson's Kayles (0.07) heap 6.
/// let green: PartizanArcKayles = "path 6".parse().unwrap();
/// let n = Solver::new(&mut arena).value(&green).unwrap();
/// assert_eq!(arena.to_text(n).unwrap(), "*3");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PartizanArcKayles {
    /// Bit `j` of `left[i]`: Left may take the edge `i-j`.
    left: Vec<u128>,
    /// Bit `j` of `right[i]`: Right may take the edge `i-j`.
    right: Vec<u128>,
}

impl PartizanArcKayles {
    /// The position on `graph`. `O(vertices^2 + edges)`.
    ///
    /// # Errors
    /// [`PositionError::SelfLoop`] for a loop (an edge has two ends to take).
    ///
    /// ```
    /// use combgames_rulesets::{Edge, LabelledGraph, PartizanArcKayles};
    /// let loopy = LabelledGraph::new(2, &[(0, 1, Edge::Blue), (1, 1, Edge::Red)]).unwrap();
    /// assert!(PartizanArcKayles::new(&loopy).is_err());
    /// ```
    pub fn new(graph: &LabelledGraph) -> Result<PartizanArcKayles, Error> {
        let n = graph.vertices();
        let (mut left, mut right) = (vec![0u128; n], vec![0u128; n]);
        for &(u, v, label) in graph.edges() {
            if u == v {
                return Err(PositionError::SelfLoop { vertex: u }.into());
            }
            // Both ends below MAX_VERTICES = 128 (checked by LabelledGraph::new).
            if label != Edge::Red {
                left[u] |= 1 << v;
                left[v] |= 1 << u;
            }
            if label != Edge::Blue {
                right[u] |= 1 << v;
                right[v] |= 1 << u;
            }
        }
        let all = PartizanArcKayles { left, right };
        Ok(all.without(0))
    }

    /// The number of vertices with an edge.
    #[must_use]
    pub fn vertices(&self) -> usize {
        self.left.len()
    }

    /// The neighbours of `v` by any edge.
    fn joined(&self, v: usize) -> u128 {
        self.left[v] | self.right[v]
    }

    /// The position without the vertices of `gone` nor the vertices left with no edge,
    /// renumbered in order.
    fn without(&self, gone: u128) -> PartizanArcKayles {
        let kept: Vec<usize> = (0..self.vertices())
            .filter(|&v| gone >> v & 1 == 0 && self.joined(v) & !gone != 0)
            .collect();
        self.induced(&kept)
    }

    /// The position on the vertices `kept` (in this order).
    fn induced(&self, kept: &[usize]) -> PartizanArcKayles {
        let renumber = |row: u128| {
            kept.iter()
                .enumerate()
                .filter(|&(_, &old)| row >> old & 1 == 1)
                .fold(0u128, |m, (new, _)| m | 1 << new)
        };
        PartizanArcKayles {
            left: kept.iter().map(|&v| renumber(self.left[v])).collect(),
            right: kept.iter().map(|&v| renumber(self.right[v])).collect(),
        }
    }
}

impl FromStr for PartizanArcKayles {
    type Err = Error;

    /// Reads the labelled text of [`LabelledGraph::parse`]; a loop is refused at its line
    /// and column.
    fn from_str(text: &str) -> Result<Self, Error> {
        PartizanArcKayles::new(&LabelledGraph::parse_with(text, false)?)
    }
}

impl Position for PartizanArcKayles {
    fn heap_bytes(&self) -> usize {
        2 * self.left.len() * std::mem::size_of::<u128>()
    }

    fn options(&self, player: Player) -> Vec<PartizanArcKayles> {
        let mine = match player {
            Player::Left => &self.left,
            Player::Right => &self.right,
        };
        let mut options = Vec::new();
        for (u, &row) in mine.iter().enumerate() {
            // Each edge once, from its lower end.
            for v in (u + 1..self.vertices()).filter(|&v| row >> v & 1 == 1) {
                options.push(self.without(1 << u | 1 << v));
            }
        }
        options
    }

    fn components(&self) -> Option<Vec<PartizanArcKayles>> {
        let joined = (0..self.vertices()).map(|v| self.joined(v)).collect();
        let parts = Graph::from_masks(joined).components();
        Some(parts.iter().map(|part| self.induced(part)).collect())
    }
}

/// The labelled text of [`LabelledGraph::parse`], read back to the same position: the
/// vertices with an edge, then each edge once with its label, `4: 0-1:L, 1-2:G, 2-3:R`.
impl fmt::Display for PartizanArcKayles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:", self.vertices())?;
        let mut first = true;
        for u in 0..self.vertices() {
            for v in (u + 1..self.vertices()).filter(|&v| self.joined(u) >> v & 1 == 1) {
                let label = match (self.left[u] >> v & 1, self.right[u] >> v & 1) {
                    (1, 1) => 'G',
                    (1, _) => 'L',
                    _ => 'R',
                };
                let sep = if first { " " } else { ", " };
                write!(f, "{sep}{u}-{v}:{label}")?;
                first = false;
            }
        }
        Ok(())
    }
}
