//! What a residue count needs to know of the game, and the Grundy values it reads.

use crate::relabel::Channel;

/// What a residue count needs to know of the game.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Plan {
    pub(crate) order: usize,
    pub(crate) channel: Channel,
    /// States per row (a power of two).
    pub(crate) size: usize,
    /// `width - 1`: the dense states.
    pub(crate) mask: usize,
    /// `G_order`.
    pub(crate) value: usize,
}

/// `G_n` by the closed form.
pub(crate) fn grundy(n: usize) -> usize {
    crate::FibonacciTree::new(n).grundy_value()
}
