//! Histograms of scores, their convolution powers, and counts of tuples by the sign of their
//! score sum.
//!
//! To count the `k`-tuples of items whose scores add up to a negative number, one never lists
//! the tuples: group the items by score into a histogram `h`, and the `k`-fold **convolution**
//!
//! ```text
//! h^{*k}(s) = sum over s_1 + ... + s_k = s of h(s_1) h(s_2) ... h(s_k)
//! ```
//!
//! counts the `k`-tuples with sum `s`. Splitting `k = a + b` then gives every count as one
//! pass over two sorted histograms, and `k = a + b + c` as one pass per score of the third:
//!
//! ```text
//! #{ k-tuples with sum < t } = sum over x + y < t of h^{*a}(x) h^{*b}(y).
//! ```
//!
//! ```
//! use combgames_histconv::{Histogram, Modular, count_negative_sums, count_zero_sums};
//! let m = Modular::new(1_000_000_007).unwrap();
//! let h = Histogram::from_scores(m, [-1, 0, 1, 1]); // four items
//! let two = h.power(2).unwrap();
//! // Of the 64 triples, 13 have a negative sum and 13 sum to zero (as a loop over all
//! // 64 confirms; the crate's tests compare every count with such loops).
//! assert_eq!(count_negative_sums(&two, &h), Ok(13));
//! assert_eq!(count_zero_sums(&two, &h), Ok(13));
//! ```
//!
//! Counts are kept in a counting system of [`combgames_counting`], re-exported here:
//! [`CheckedU128`] (exact, overflow is an error), [`Big`] (exact, unbounded) or [`Modular`]
//! (any modulus `2 <= m < 2^64`). A [`Histogram`] keeps its system; combining histograms of
//! two systems is [`Error::DifferentCounting`].
//!
//! Which function for which question:
//!
//! | question | function | cost |
//! |---|---|---|
//! | the distribution of a sum of two items | [`Histogram::convolve`] | `\|a\| \|b\|` products |
//! | of `k` items | [`Histogram::power`] | about `log k` convolutions |
//! | pairs below / equal to a bound | [`count_pairs_below`], [`count_pairs_equal`] | `\|a\| + \|b\|` |
//! | triples below / equal to a bound | [`count_triples_below`], [`count_triples_equal`] | `\|c\| (\|a\| + \|b\|)` |
//! | triples with two equal halves | [`count_triples_below_symmetric`], [`count_triples_equal_symmetric`] | `\|c\| \|a\|` |
//!
//! Convolution picks its method by the shape of the supports: a dense array over the score
//! lattice when it is narrow, a heap merge of sorted runs when it is sparse; never a hash map.
//! Every function whose cost grows with its inputs estimates its steps and memory first and
//! refuses past [`MAX_STEPS`] and [`MAX_BYTES`] with [`Error::Exceeded`].

mod budget;
mod counts;
mod error;
mod histogram;
mod lattice;
mod ntt;
mod pairs;
mod strategies;
mod triples;

pub use budget::{Cost, MAX_BYTES, MAX_STEPS};
pub use combgames_base::{Exceeded, Needed, Resource};
#[doc(no_inline)]
pub use combgames_counting::{Big, CheckedU128, Counting, Modular, Modular128};
pub use counts::Histogram;
pub use error::Error;
pub use pairs::{count_negative_sums, count_pairs_below, count_pairs_equal, count_zero_sums};
pub use triples::{
    count_triples_below, count_triples_below_symmetric, count_triples_equal,
    count_triples_equal_symmetric,
};
