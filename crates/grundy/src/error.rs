//! The crate's error type.

use thiserror::Error;

/// What can go wrong in this crate.
///
/// ```
/// use combgames_grundy::{Error, RootedTree};
/// assert_eq!(RootedTree::from_parents(&[None, None]), Err(Error::RootCount(2)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// A sequence of moves returned to a position: the game is not finite.
    #[error("the game has a cycle of moves, so it is not finite")]
    Cycle,
    /// The solver took its limit of steps (options examined plus positions stored).
    #[error("solving needs more than {0} steps, the solver's limit")]
    LimitReached(usize),
    /// A parent array must have exactly one root (a node without a parent).
    #[error("a rooted tree has exactly one root, got {0}")]
    RootCount(usize),
    /// A parent index out of range.
    #[error("node {node} has parent {parent}, but the tree has only {len} nodes")]
    ParentOutOfRange {
        /// The node.
        node: usize,
        /// Its parent as given.
        parent: usize,
        /// The number of nodes.
        len: usize,
    },
    /// Some nodes are not connected to the root (they form a cycle).
    #[error("{0} nodes are not connected to the root")]
    Disconnected(usize),
    /// A node index is out of range.
    #[error("node {node} does not exist in a tree of {len} nodes")]
    NoSuchNode {
        /// The index asked for.
        node: usize,
        /// The number of nodes.
        len: usize,
    },
    /// The root cannot be removed by a move.
    #[error("the root cannot be removed")]
    RootNotRemovable,
    /// A table of subtree values that does not belong to the tree.
    #[error("expected one subtree value per node ({expected}), got {got}")]
    ValuesMismatch {
        /// The number of nodes.
        expected: usize,
        /// The number of values given.
        got: usize,
    },
    /// A given subtree value is so large that `1 + value` overflows.
    #[error("the subtree value {0} is too large to be the value of a tree")]
    ValueTooLarge(usize),
}
