//! The crate's error type.

use thiserror::Error;

/// What can go wrong in this crate.
///
/// ```
/// use combgames_histconv::{CheckedU128, Error, Histogram, Modular};
/// let far = Histogram::from_scores(CheckedU128, [i64::MAX]);
/// assert_eq!(far.convolve(&far), Err(Error::ScoreOverflow));
/// let (seven, eleven) = (Modular::new(7).unwrap(), Modular::new(11).unwrap());
/// let a = Histogram::from_scores(seven, [1]);
/// let b = Histogram::from_scores(eleven, [1]);
/// assert_eq!(a.convolve(&b), Err(Error::DifferentCounting { left: Some(7), right: Some(11) }));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// A count left its counting system, or an exact count would become negative.
    #[error(transparent)]
    Counting(#[from] combgames_counting::Error),
    /// A score of the result does not fit in `i64`.
    #[error("a sum of scores does not fit in i64")]
    ScoreOverflow,
    /// Histograms counted in two different systems (two moduli) were combined.
    #[error("histograms counted modulo {left:?} and modulo {right:?} cannot be combined")]
    DifferentCounting {
        /// The modulus of the first histogram (`None`: exact).
        left: Option<u128>,
        /// The modulus of the second histogram.
        right: Option<u128>,
    },
    /// The computation would take more steps (products of counts) or bytes than the limits
    /// [`MAX_STEPS`](crate::MAX_STEPS) and [`MAX_BYTES`](crate::MAX_BYTES) allow, estimated
    /// before any work.
    #[error(transparent)]
    Exceeded(#[from] combgames_base::Exceeded),
    /// The work was stopped on request ([`combgames_base::interrupt`]: the Python bindings
    /// stop it on Ctrl-C), before any answer.
    #[error(transparent)]
    Interrupted(#[from] combgames_base::Interrupted),
}
