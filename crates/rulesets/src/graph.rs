//! Simple graphs of up to 128 vertices, for the graph rulesets.

use crate::{Error, PositionError};

/// The most vertices of a [`Graph`]: 128.
///
/// ```
/// use combgames_rulesets::{Graph, MAX_VERTICES};
/// assert!(Graph::new(&vec![Vec::new(); MAX_VERTICES + 1]).is_err());
/// ```
pub const MAX_VERTICES: usize = 128;

/// An undirected simple graph on the vertices `0..len()` (no loops, at most one edge between
/// two vertices), each vertex's neighbours a bitset. Up to [`MAX_VERTICES`] vertices.
///
/// ```
/// use combgames_rulesets::Graph;
/// let path = Graph::new(&[vec![1], vec![2], vec![]]).unwrap(); // 0 - 1 - 2
/// assert!(path.adjacent(1, 0) && !path.adjacent(0, 2));
/// assert_eq!(path.neighbours(1).collect::<Vec<_>>(), [0, 2]);
/// let apart = path.induced(&[0, 2]);
/// assert_eq!(apart.components(), [vec![0], vec![1]]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Graph {
    /// Bit `j` of `adjacency[i]`: `i` and `j` are neighbours.
    adjacency: Vec<u128>,
}

impl Graph {
    /// The graph whose vertex `v` has the neighbours `neighbours[v]` (an edge listed from
    /// either end is enough; repeats are harmless).
    ///
    /// # Errors
    /// [`Error::Position`]: [`PositionError::TooLong`] past [`MAX_VERTICES`];
    /// [`PositionError::NoSuchVertex`] for a neighbour outside the graph;
    /// [`PositionError::SelfLoop`] for a vertex listed as its own neighbour.
    ///
    /// ```
    /// use combgames_partizan::{Error, PositionError};
    /// use combgames_rulesets::Graph;
    /// let bad = Graph::new(&[vec![1], vec![7]]);
    /// assert_eq!(bad, Err(Error::Position(PositionError::NoSuchVertex { vertex: 7, count: 2 })));
    /// ```
    pub fn new(neighbours: &[Vec<usize>]) -> Result<Graph, Error> {
        let count = neighbours.len();
        if count > MAX_VERTICES {
            return Err(PositionError::TooLong {
                len: count,
                max: MAX_VERTICES,
            }
            .into());
        }
        let mut adjacency = vec![0u128; count];
        for (v, list) in neighbours.iter().enumerate() {
            for &u in list {
                if u >= count {
                    return Err(PositionError::NoSuchVertex { vertex: u, count }.into());
                }
                if u == v {
                    return Err(PositionError::SelfLoop { vertex: v }.into());
                }
                adjacency[v] |= 1 << u;
                adjacency[u] |= 1 << v;
            }
        }
        Ok(Graph { adjacency })
    }

    /// The bytes the graph holds on the heap: 16 a vertex.
    #[must_use]
    pub fn heap_bytes(&self) -> usize {
        self.adjacency.len() * std::mem::size_of::<u128>()
    }

    /// The number of vertices.
    #[must_use]
    pub fn len(&self) -> usize {
        self.adjacency.len()
    }

    /// Whether the graph has no vertex.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.adjacency.is_empty()
    }

    /// Whether `u` and `v` are neighbours (false for a vertex outside the graph).
    #[must_use]
    pub fn adjacent(&self, u: usize, v: usize) -> bool {
        v < MAX_VERTICES && self.adjacency.get(u).is_some_and(|&a| a >> v & 1 == 1)
    }

    /// The graph whose vertex `v` has the neighbours of the set `adjacency[v]` (symmetric, no
    /// loops, nothing past `adjacency.len()`: the caller's invariant).
    pub(crate) fn from_masks(adjacency: Vec<u128>) -> Graph {
        Graph { adjacency }
    }

    /// The neighbours of `v` as a set (bit `u` for neighbour `u`; none outside the graph).
    pub(crate) fn mask(&self, v: usize) -> u128 {
        self.adjacency.get(v).copied().unwrap_or(0)
    }

    /// The neighbours of `v` in increasing order (none for a vertex outside the graph).
    pub fn neighbours(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
        let bits = self.adjacency.get(v).copied().unwrap_or(0);
        (0..self.len()).filter(move |&u| bits >> u & 1 == 1)
    }

    /// The graph on the vertices `kept` (each below [`len`](Self::len); others are skipped),
    /// renumbered `0, 1, ...` in the order given. `O(kept^2)`.
    #[must_use]
    pub fn induced(&self, kept: &[usize]) -> Graph {
        let kept: Vec<usize> = kept.iter().copied().filter(|&v| v < self.len()).collect();
        let adjacency = kept
            .iter()
            .map(|&old| {
                kept.iter()
                    .enumerate()
                    .filter(|&(_, &o)| self.adjacency[old] >> o & 1 == 1)
                    .fold(0u128, |m, (new, _)| m | 1 << new)
            })
            .collect();
        Graph { adjacency }
    }

    /// The connected components, each as its vertices in increasing order, the components in
    /// the order of their least vertex. `O(len^2)`.
    #[must_use]
    pub fn components(&self) -> Vec<Vec<usize>> {
        let mut seen = 0u128;
        let mut parts = Vec::new();
        for start in 0..self.len() {
            if seen >> start & 1 == 1 {
                continue;
            }
            let mut part = 1u128 << start;
            loop {
                let grown = (0..self.len())
                    .filter(|&i| part >> i & 1 == 1)
                    .fold(part, |m, i| m | self.adjacency[i]);
                if grown == part {
                    break;
                }
                part = grown;
            }
            seen |= part;
            parts.push((0..self.len()).filter(|&i| part >> i & 1 == 1).collect());
        }
        parts
    }
}
