//! The crate's error type.

use thiserror::Error;

/// What can go wrong in this crate.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// `M(n)` needs a pile of at least one stone.
    #[error("a pile must hold at least one stone")]
    EmptyPile,
    /// Sums are reduced modulo a number `>= 2`.
    #[error("the modulus must be at least 2, got {0}")]
    ModulusTooSmall(u64),
}
