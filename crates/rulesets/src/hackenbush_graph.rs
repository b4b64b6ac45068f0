//! Red-Blue-Green Hackenbush on any graph with a ground.

use std::fmt;
use std::str::FromStr;

use crate::{Edge, Error, LabelledGraph, PositionError};
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
    /// Childish Hackenbush: a cut may not make another edge fall.
    childish: bool,
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
        Ok(HackenbushGraph::grounded(&list, false))
    }

    /// The picture of a labelled graph, vertex `0` the ground: `L` edges blue (Left's), `R`
    /// red, `G` green. Loops and repeated edges are edges of the picture.
    ///
    /// # Errors
    /// As for [`new`](Self::new): more than [`MAX_EDGES`] edges.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// use combgames_rulesets::{HackenbushGraph, LabelledGraph, Solver};
    /// // A blue edge on the ground with a red loop on top: 1/2, as the string LR.
    /// let g = HackenbushGraph::from_graph(&LabelledGraph::parse("2: 0-1:L, 1-1:R").unwrap());
    /// let mut arena = Arena::new();
    /// let value = Solver::new(&mut arena).value(&g.unwrap()).unwrap();
    /// assert_eq!(arena.to_text(value).unwrap(), "1/2");
    /// ```
    pub fn from_graph(graph: &LabelledGraph) -> Result<HackenbushGraph, Error> {
        HackenbushGraph::new(graph.edges())
    }

    /// The same picture under the rule of Childish Hackenbush: a player may cut an edge of
    /// his colour (or a green one) only if no other edge falls, that is only if every other
    /// edge keeps a path to the ground (the rule as Winning Ways states it for this
    /// variant). The usual pieces are still independent: a cut in one cannot make an edge of
    /// another fall.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// use combgames_rulesets::{HackenbushGraph, Solver};
    /// // A blue stalk of two edges: Left may only cut the top edge, and the value is 2 as in
    /// // ordinary Hackenbush. A red edge on a blue one: Left may not cut the blue edge (the
    /// // red one would fall) and Right's cut leaves 1, so the value is { | 1} = 0, not the
    /// // 1/2 of ordinary Hackenbush.
    /// let mut arena = Arena::new();
    /// let stalk: HackenbushGraph = "3: 0-1-2:L".parse().unwrap();
    /// let mixed: HackenbushGraph = "3: 0-1:L, 1-2:R".parse().unwrap();
    /// let mut solver = Solver::new(&mut arena);
    /// let (s, m) = (solver.value(&stalk.childish()).unwrap(), solver.value(&mixed.childish()).unwrap());
    /// assert_eq!(arena.to_text(s).unwrap(), "2");
    /// assert_eq!(arena.to_text(m).unwrap(), "0");
    /// ```
    #[must_use]
    pub fn childish(self) -> HackenbushGraph {
        HackenbushGraph {
            childish: true,
            ..self
        }
    }

    /// Whether the rule is Childish Hackenbush's ([`childish`](Self::childish)).
    #[must_use]
    pub fn is_childish(&self) -> bool {
        self.childish
    }

    /// The edges joined to the ground, renumbered and sorted.
    fn grounded(edges: &[(u16, u16, u8)], childish: bool) -> HackenbushGraph {
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
        HackenbushGraph {
            edges: kept,
            childish,
        }
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
                let option = HackenbushGraph::grounded(&rest, self.childish);
                // Childish: every other edge stays (all were grounded before the cut).
                if !self.childish || option.edges.len() == rest.len() {
                    options.push(option);
                }
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
                .map(|edges| HackenbushGraph::grounded(edges, self.childish))
                .collect(),
        )
    }
}

impl FromStr for HackenbushGraph {
    type Err = Error;

    /// Reads the labelled text of [`LabelledGraph::parse`], vertex `0` the ground:
    /// `"3: 0-1:L, 1-2:R, 1-1:G"`. Up to `2 * `[`MAX_EDGES`]` + 1` vertices, the most
    /// [`HackenbushGraph::new`] takes (so a picture's [`Display`](fmt::Display) reads back
    /// even when it has more vertices than a [`LabelledGraph`] holds).
    fn from_str(text: &str) -> Result<Self, Error> {
        let (_, edges) = LabelledGraph::read_labelled(text, true, 2 * MAX_EDGES + 1)?;
        HackenbushGraph::new(&edges)
    }
}

/// The labelled text of [`LabelledGraph::parse`] (vertex `0` the ground, the vertices
/// renumbered from it): `3: 0-1:L, 1-2:R`, read back to the same picture by
/// [`FromStr`](HackenbushGraph::from_str) (a picture of [`MAX_EDGES`] edges may have
/// [`crate::MAX_VERTICES`]` + 1` vertices, past what [`LabelledGraph::parse`] takes). The rule
/// (ordinary or childish) is not written.
impl fmt::Display for HackenbushGraph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let vertices = self
            .edges
            .iter()
            .map(|&(_, v, _)| usize::from(v) + 1)
            .max()
            .unwrap_or(1);
        write!(f, "{vertices}:")?;
        for (i, &(u, v, c)) in self.edges.iter().enumerate() {
            let sep = if i == 0 { " " } else { ", " };
            write!(f, "{sep}{u}-{v}:{}", ["L", "R", "G"][usize::from(c)])?;
        }
        Ok(())
    }
}
