//! Green-Red-Blue Hackenbush trees, valued by the search core.

use combgames_base::Limits;
use combgames_search::{ValueRules, ValueSearch};

use crate::canonical::Canonical;
use crate::{Arena, Error, GameId, PositionError};

/// An edge colour in Green-Red-Blue Hackenbush.
///
/// ```
/// use combgames_rulesets::Edge;
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
/// use combgames_partizan::Arena;
/// use combgames_rulesets::{Edge, HackenbushTree};
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

/// The default step limit of [`HackenbushTree::value`]: `2^24` steps (a step is a position
/// solved or an option looked at).
///
/// ```
/// assert_eq!(combgames_rulesets::TREE_STEPS, 1 << 24);
/// ```
pub const TREE_STEPS: u64 = 1 << 24;

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

    /// The canonical value, with the default limits of [`value_with`](Self::value_with).
    ///
    /// # Errors
    /// As for [`value_with`](Self::value_with).
    pub fn value(&self, arena: &mut Arena) -> Result<GameId, Error> {
        self.value_with(arena, Limits::new())
    }

    /// The canonical value, by the search core's value search over the positions (the sets
    /// of edges still standing), memoised, the branches at the ground added as independent
    /// games. Limits: `steps`, the positions solved plus the options looked at
    /// ([`TREE_STEPS`]); `bytes`, the memo (4 GiB); `time`.
    ///
    /// # Errors
    /// [`Error::Exceeded`] (steps, bytes, milliseconds; the arena's games or steps);
    /// [`Error::Interrupted`].
    ///
    /// ```
    /// use combgames_base::Limits;
    /// use combgames_partizan::Arena;
    /// use combgames_rulesets::{Edge, HackenbushTree};
    /// let path: Vec<(usize, Edge)> = (0..20).map(|i| (i, Edge::Green)).collect();
    /// let tree = HackenbushTree::new(&path).unwrap();
    /// let mut arena = Arena::new();
    /// assert!(tree.value_with(&mut arena, Limits::new().steps(10)).is_err());
    /// let g = tree.value_with(&mut arena, Limits::new()).unwrap();
    /// assert_eq!(arena.as_nimber(g), Ok(Some(20))); // a green path of 20 edges is *20
    /// ```
    pub fn value_with(&self, arena: &mut Arena, limits: Limits) -> Result<GameId, Error> {
        let all = if self.below.len() == 64 {
            u64::MAX
        } else {
            (1u64 << self.below.len()) - 1
        };
        let limits = Limits {
            steps: Some(limits.steps_or(TREE_STEPS)),
            ..limits
        };
        ValueSearch::new(Standing(self), limits).value(&mut Canonical(arena), &all)
    }
}

/// The tree's positions for the value search: a position is the set of standing edges; its
/// branches on the ground are its components.
struct Standing<'a>(&'a HackenbushTree);

impl ValueRules for Standing<'_> {
    type Position = u64;
    type Options<'b>
        = std::vec::IntoIter<u64>
    where
        Self: 'b;
    const SIDES: usize = 2;

    fn options(&self, &standing: &u64, side: usize) -> std::vec::IntoIter<u64> {
        let tree = self.0;
        let mut cuts = Vec::new();
        for e in 0..tree.parents.len() {
            if standing >> e & 1 == 0 {
                continue;
            }
            let cuttable = match tree.colours[e] {
                Edge::Blue => side == 0,
                Edge::Red => side == 1,
                Edge::Green => true,
            };
            if cuttable {
                cuts.push(standing & !tree.below[e]);
            }
        }
        cuts.into_iter()
    }

    fn components(&self, &standing: &u64, parts: &mut Vec<u64>) -> bool {
        let tree = self.0;
        parts.extend(
            (0..tree.parents.len())
                .filter(|&e| tree.parents[e] == 0 && standing >> e & 1 == 1)
                .map(|e| standing & tree.below[e]),
        );
        true
    }
}
