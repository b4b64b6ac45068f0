//! Hackenbush: Red-Blue strings by the sign-expansion rule, Green-Red-Blue trees by search.

use std::collections::HashMap;

use combgames_dyadic::Dyadic;

use combgames_base::{Meter, Resource};

use crate::{Arena, Error, GameId, PositionError};

/// The value of a Red-Blue Hackenbush string, edges listed from the ground up, `L` for a
/// blue (Left's) edge and `R` for a red (Right's) one, by Berlekamp's sign-expansion rule:
/// the first run of `k` edges of one colour is worth `+-k`, and each later edge, the `i`-th
/// after that run, adds `+-2^-i` (plus for `L`). `O(length)`.
///
/// # Errors
/// [`Error::Position`] for another letter, an empty string, a first run of more than
/// [`MAX_INTEGER`](crate::MAX_INTEGER) edges ([`PositionError::RunTooLong`]: the value would
/// pass the largest integer a game may be), or more than [`MAX_EXPONENT`](crate::MAX_EXPONENT)
/// edges after it ([`PositionError::TailTooLong`]: the denominator would pass `2^32`).
///
/// ```
/// use combgames_partizan::hackenbush_string;
/// assert_eq!(hackenbush_string("LR").unwrap().to_string(), "1/2");
/// assert_eq!(hackenbush_string("LRR").unwrap().to_string(), "1/4");
/// assert_eq!(hackenbush_string("RRLRL").unwrap().to_string(), "-13/8");
/// ```
pub fn hackenbush_string(text: &str) -> Result<Dyadic, Error> {
    let sign = |(position, c): (usize, char)| match c {
        'L' => Ok(1i64),
        'R' => Ok(-1),
        letter => Err(PositionError::Letter { position, letter }),
    };
    let edges: Vec<i64> = text
        .chars()
        .enumerate()
        .map(sign)
        .collect::<Result<_, _>>()?;
    let Some(&first) = edges.first() else {
        return Err(PositionError::Empty.into());
    };
    let run = edges.iter().take_while(|&&e| e == first).count();
    let tail = &edges[run..];
    if run > crate::MAX_INTEGER as usize {
        return Err(PositionError::RunTooLong {
            len: run,
            max: crate::MAX_INTEGER as usize,
        }
        .into());
    }
    if tail.len() > crate::MAX_EXPONENT as usize {
        return Err(PositionError::TailTooLong {
            len: tail.len(),
            max: crate::MAX_EXPONENT as usize,
        }
        .into());
    }
    // Numerator over 2^tail.len(): the run, then each edge's half, quarter, ...
    let exponent = tail.len() as u32;
    // run <= 512 (checked above).
    let run = i64::try_from(run).map_err(|_| Error::Overflow)?;
    let mut numerator = (first * run) << exponent;
    for (i, &e) in tail.iter().enumerate() {
        numerator += e << (exponent - 1 - i as u32);
    }
    Dyadic::new(numerator, exponent).map_err(|_| Error::Overflow)
}

/// An edge colour in Green-Red-Blue Hackenbush.
///
/// ```
/// use combgames_partizan::Edge;
/// assert_ne!(Edge::Blue, Edge::Red);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Edge {
    /// Left may cut it.
    Blue,
    /// Right may cut it.
    Red,
    /// Either may cut it.
    Green,
}

/// A Green-Red-Blue Hackenbush tree: nodes `0` (the ground) to `n`, node `i >= 1` hanging
/// from an earlier node by an edge of some colour. A move cuts an edge of one's own colour
/// (or green) and removes everything no longer connected to the ground. Up to 64 edges.
///
/// ```
/// use combgames_partizan::{Arena, Edge, HackenbushTree};
/// let mut arena = Arena::new();
/// // A green edge on the ground is *, a blue one 1.
/// let tree = HackenbushTree::new(&[(0, Edge::Green), (0, Edge::Blue)]).unwrap();
/// let g = tree.value(&mut arena).unwrap();
/// assert_eq!(arena.to_text(g).unwrap(), "1*");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HackenbushTree {
    parents: Vec<usize>,
    colours: Vec<Edge>,
    /// `below[e]`: the edges that fall with edge `e` (itself included), as a bit mask.
    below: Vec<u64>,
}

/// The most steps [`HackenbushTree::value`] takes: `2^22` positions.
const TREE_STEPS: u64 = 1 << 22;

impl HackenbushTree {
    /// The tree whose edge `i` joins node `i + 1` to node `edges[i].0` (an earlier node:
    /// `0` is the ground), with colour `edges[i].1`.
    ///
    /// # Errors
    /// [`Error::Position`] for a parent that is not an earlier node, or more than 64 edges.
    pub fn new(edges: &[(usize, Edge)]) -> Result<Self, Error> {
        if edges.len() > 64 {
            return Err(PositionError::TooLong {
                len: edges.len(),
                max: 64,
            }
            .into());
        }
        for (edge, &(parent, _)) in edges.iter().enumerate() {
            if parent > edge {
                return Err(PositionError::ParentNotBuilt { edge, parent }.into());
            }
        }
        let n = edges.len();
        let mut below = vec![0u64; n];
        for e in (0..n).rev() {
            below[e] |= 1 << e;
            let parent = edges[e].0;
            if parent > 0 {
                let (from, to) = (parent - 1, e);
                let mask = below[to];
                below[from] |= mask;
            }
        }
        Ok(HackenbushTree {
            parents: edges.iter().map(|e| e.0).collect(),
            colours: edges.iter().map(|e| e.1).collect(),
            below,
        })
    }

    /// The canonical value, by search over the positions (sets of edges still standing),
    /// memoised, the branches at the ground added as independent games. At most `2^22`
    /// positions.
    ///
    /// # Errors
    /// [`Error::Exceeded`] (steps) past the limit; [`Error::Exceeded`] (games).
    pub fn value(&self, arena: &mut Arena) -> Result<GameId, Error> {
        let all = if self.below.len() == 64 {
            u64::MAX
        } else {
            (1u64 << self.below.len()) - 1
        };
        let mut search = TreeSearch {
            tree: self,
            arena,
            memo: HashMap::new(),
            steps: Meter::new(Resource::Steps, TREE_STEPS),
        };
        search.position(all)
    }
}

/// The memoised search of [`HackenbushTree::value`].
struct TreeSearch<'a> {
    tree: &'a HackenbushTree,
    arena: &'a mut Arena,
    memo: HashMap<u64, GameId>,
    steps: Meter,
}

impl TreeSearch<'_> {
    /// A position (the set of standing edges): its branches on the ground are independent.
    fn position(&mut self, standing: u64) -> Result<GameId, Error> {
        let tree = self.tree;
        let roots: Vec<usize> = (0..tree.parents.len())
            .filter(|&e| tree.parents[e] == 0 && standing >> e & 1 == 1)
            .collect();
        if roots.len() > 1 {
            let mut total = self.arena.zero();
            for e in roots {
                let part = self.branch(standing & tree.below[e])?;
                total = self.arena.sum(total, part)?;
            }
            return Ok(total);
        }
        self.branch(standing)
    }

    /// One branch: every cut of an edge of either colour, the rest falling with it.
    fn branch(&mut self, standing: u64) -> Result<GameId, Error> {
        if standing == 0 {
            return Ok(self.arena.zero());
        }
        if let Some(&known) = self.memo.get(&standing) {
            return Ok(known);
        }
        self.steps.spend(1)?;
        let tree = self.tree;
        let (mut l, mut r) = (Vec::new(), Vec::new());
        for e in 0..tree.parents.len() {
            if standing >> e & 1 == 0 {
                continue;
            }
            let after = self.position(standing & !tree.below[e])?;
            match tree.colours[e] {
                Edge::Blue => l.push(after),
                Edge::Red => r.push(after),
                Edge::Green => {
                    l.push(after);
                    r.push(after);
                }
            }
        }
        let g = self.arena.game(&l, &r)?;
        self.memo.insert(standing, g);
        Ok(g)
    }
}
