//! Red-Blue-Green Hackenbush on any graph with a ground.

use std::fmt;

use crate::{Edge, Error, PositionError};
use crate::{Player, Position};

/// The most edges of a [`HackenbushGraph`]: 128.
///
/// ```
/// use combgames_rulesets::{Edge, HackenbushGraph, MAX_EDGES};
/// let many = vec![(0, 0, Edge::Green); MAX_EDGES + 1];
/// assert!(HackenbushGraph::new(&many).is_err());
/// ```
pub const MAX_EDGES: usize = 128;

/// A Red-Blue-Green Hackenbush picture (Winning Ways, ch. 1-2, 7): a graph whose vertex `0` is
/// the ground, each edge blue (Left cuts it), red (Right) or green (either). A move cuts one
/// edge, and every edge no longer joined to the ground by a path falls away. Any graph: loops,
/// several edges between the same vertices, cycles. Up to [`MAX_EDGES`] edges.
///
/// The pieces that meet only at the ground are independent components. The key keeps the
/// edges joined to the ground, with the vertices renumbered in the order a search from the
/// ground meets them and the edges sorted (no search for isomorphic renumberings).
///
/// ```
/// use combgames_partizan::Arena;
/// use combgames_rulesets::{Edge, HackenbushGraph, Solver};
/// // A blue edge with a red loop on top: Left's edge holds Right's.
/// let picture = HackenbushGraph::new(&[(0, 1, Edge::Blue), (1, 1, Edge::Red)]).unwrap();
/// let mut arena = Arena::new();
/// let g = Solver::new(&mut arena).value(&picture).unwrap();
/// assert_eq!(arena.to_text(g).unwrap(), "1/2"); // as the string LR
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct HackenbushGraph {
    /// Edges `(u, v, colour)` with `u <= v`, sorted; colour 0 blue, 1 red, 2 green.
    edges: Vec<(u16, u16, u8)>,
}

impl HackenbushGraph {
    /// The picture of `edges`, each `(u, v, colour)` between vertices `u` and `v` (vertex `0`
    /// is the ground; any numbering otherwise). Edges not joined to the ground fall at once.
    ///
    /// # Errors
    /// [`PositionError::TooLong`] past [`MAX_EDGES`] edges; [`PositionError::NoSuchVertex`]
    /// for a vertex numbered past `2 * MAX_EDGES` (a picture of [`MAX_EDGES`] edges needs no
    /// more).
    pub fn new(edges: &[(usize, usize, Edge)]) -> Result<HackenbushGraph, Error> {
        if edges.len() > MAX_EDGES {
            return Err(PositionError::TooLong {
                len: edges.len(),
                max: MAX_EDGES,
            }
            .into());
        }
        let count = 2 * MAX_EDGES + 1;
        let mut list = Vec::with_capacity(edges.len());
        for &(u, v, colour) in edges {
            for vertex in [u, v] {
                if vertex >= count {
                    return Err(PositionError::NoSuchVertex { vertex, count }.into());
                }
            }
            let colour = match colour {
                Edge::Blue => 0,
                Edge::Red => 1,
                Edge::Green => 2,
            };
            // Both below 2 * MAX_EDGES + 1 = 257 (checked above).
            list.push((u as u16, v as u16, colour));
        }
        Ok(HackenbushGraph::grounded(&list))
    }

    /// The edges joined to the ground, renumbered and sorted.
    fn grounded(edges: &[(u16, u16, u8)]) -> HackenbushGraph {
        // Vertices in the order a search from the ground meets them.
        let mut number: std::collections::HashMap<u16, u16> = std::collections::HashMap::new();
        number.insert(0, 0);
        let mut order = vec![0u16];
        let mut next = 0;
        while next < order.len() {
            let at = order[next];
            next += 1;
            for &(u, v, _) in edges {
                for (a, b) in [(u, v), (v, u)] {
                    if a == at && !number.contains_key(&b) {
                        // At most 2 * MAX_EDGES + 1 vertices: fits u16.
                        number.insert(b, order.len() as u16);
                        order.push(b);
                    }
                }
            }
        }
        let mut kept: Vec<(u16, u16, u8)> = edges
            .iter()
            .filter_map(|&(u, v, c)| {
                let (a, b) = (*number.get(&u)?, *number.get(&v)?);
                Some((a.min(b), a.max(b), c))
            })
            .collect();
        kept.sort_unstable();
        HackenbushGraph { edges: kept }
    }
}

/// The representative of `x` in a union-find forest, halving paths on the way.
fn find(root: &mut [usize], mut x: usize) -> usize {
    while root[x] != x {
        root[x] = root[root[x]];
        x = root[x];
    }
    x
}

impl Position for HackenbushGraph {
    fn heap_bytes(&self) -> usize {
        self.edges.len() * std::mem::size_of::<(u16, u16, u8)>()
    }

    fn options(&self, player: Player) -> Vec<HackenbushGraph> {
        let mine = match player {
            Player::Left => 0,
            Player::Right => 1,
        };
        let mut options = Vec::new();
        for (i, &(_, _, colour)) in self.edges.iter().enumerate() {
            if colour == mine || colour == 2 {
                let mut rest = self.edges.clone();
                rest.remove(i);
                options.push(HackenbushGraph::grounded(&rest));
            }
        }
        options
    }

    fn components(&self) -> Option<Vec<HackenbushGraph>> {
        // Union of the vertices above the ground joined by an edge.
        let n = self
            .edges
            .iter()
            .map(|&(_, v, _)| usize::from(v) + 1)
            .max()
            .unwrap_or(1);
        let mut root: Vec<usize> = (0..n).collect();
        for &(u, v, _) in &self.edges {
            if u != 0 {
                let (a, b) = (
                    find(&mut root, usize::from(u)),
                    find(&mut root, usize::from(v)),
                );
                root[a] = b;
            }
        }
        let mut groups: std::collections::BTreeMap<usize, Vec<(u16, u16, u8)>> =
            std::collections::BTreeMap::new();
        for (i, &(u, v, c)) in self.edges.iter().enumerate() {
            // A loop at the ground is a piece of its own.
            let group = if v == 0 {
                n + i
            } else {
                find(&mut root, usize::from(v))
            };
            groups.entry(group).or_default().push((u, v, c));
        }
        Some(
            groups
                .values()
                .map(|edges| HackenbushGraph::grounded(edges))
                .collect(),
        )
    }
}

/// The edges, `u-v` and a colour letter (`B`, `R`, `G`), separated by spaces.
impl fmt::Display for HackenbushGraph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, &(u, v, c)) in self.edges.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{u}-{v}{}", ["B", "R", "G"][usize::from(c)])?;
        }
        Ok(())
    }
}
