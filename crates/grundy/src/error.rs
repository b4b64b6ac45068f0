//! The crate's error type.

use thiserror::Error;

/// What can go wrong in this crate.
///
/// ```
/// use combgames_grundy::{Error, RootedTree};
/// assert!(matches!(RootedTree::from_parents(&[None, None]), Err(Error::NotATree(_))));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// A sequence of moves returned to a position: the game is not finite.
    #[error("the game has a cycle of moves, so it is not finite")]
    Cycle,
    /// Solving would store more positions than the solver's limit.
    #[error("solving needs more than {0} positions")]
    TooManyPositions(usize),
    /// A parent array does not describe a rooted tree.
    #[error("not a rooted tree: {0}")]
    NotATree(String),
    /// A node index is out of range.
    #[error("node {node} does not exist in a tree of {len} nodes")]
    NoSuchNode {
        /// The index asked for.
        node: usize,
        /// The number of nodes.
        len: usize,
    },
    /// A table of subtree values that does not belong to the tree.
    #[error("expected one subtree value per node ({expected}), got {got}")]
    ValuesMismatch {
        /// The number of nodes.
        expected: usize,
        /// The number of values given.
        got: usize,
    },
    /// An explicit Fibonacci tree would be too large to build.
    #[error("T({order}) has {nodes} nodes, more than the {limit} this builder allows")]
    TreeTooLarge {
        /// The order asked for.
        order: usize,
        /// Its node count, `F(order + 2) - 1`.
        nodes: String,
        /// The largest node count built explicitly.
        limit: usize,
    },
}
