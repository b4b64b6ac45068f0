//! The histogram type itself: its counting system, its entries and its limits (its methods
//! are in `histogram.rs`, its convolutions in `strategies.rs`).

use combgames_base::Limits;
use combgames_counting::Counting;

/// A histogram of integer scores: how many items have each score, counted in the system `A`
/// (see [`combgames_counting`]).
///
/// **Invariants**, established by every constructor: entries are sorted by score, scores are
/// distinct, no count is zero, and every count is a value of the histogram's system (a residue
/// is reduced). The histogram keeps its counting system, and combining two histograms of
/// different systems (two moduli) is an error, [`Error::DifferentCounting`](crate::Error::DifferentCounting), never a silent
/// mix. It keeps its limits too ([`with_limits`](Self::with_limits)): what its convolutions,
/// powers and triple counts may spend, checked before any work; what it makes keeps them.
///
/// ```
/// use combgames_histconv::{CheckedU128, Histogram};
/// // Three die faces: -1, 0, 1.
/// let die = Histogram::from_scores(CheckedU128, [-1, 0, 1]);
/// let two = die.convolve(&die).unwrap();
/// assert_eq!(two.entries(), &[(-2, 1), (-1, 2), (0, 3), (1, 2), (2, 1)]);
/// assert_eq!(die.power(3).unwrap().total(), Ok(27));
/// ```
#[derive(Debug, Clone)]
pub struct Histogram<A: Counting> {
    pub(crate) counting: A,
    pub(crate) entries: Vec<(i64, A::Count)>,
    /// Steps and bytes a computation from this histogram may take (the defaults
    /// [`MAX_STEPS`](crate::MAX_STEPS) and [`MAX_BYTES`](crate::MAX_BYTES)).
    pub(crate) limits: Limits,
}

/// Two histograms are equal when their systems and entries are: limits are not part of the
/// value.
impl<A: Counting> PartialEq for Histogram<A> {
    fn eq(&self, other: &Self) -> bool {
        self.counting == other.counting && self.entries == other.entries
    }
}

impl<A: Counting> Eq for Histogram<A> where A::Count: Eq {}
