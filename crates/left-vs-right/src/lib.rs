//! Left vs Right II (Project Euler 949).
//!
//! `k` words of `n` letters over `{L, R}`; the players alternate, Left first in the problem.
//! Left removes letters from the left ends of any of the words (any number from each, never a
//! whole word, at least one letter in all), Right likewise from the right ends. When every
//! word is down to one letter the game ends: more `L`s and Left wins, more `R`s and Right
//! wins, as many of each (even `k` only) is a tie. `G(n, k)` counts the ordered `k`-tuples on
//! which Right, moving second, wins.
//!
//! **Word values.** Read a word as a position in which Left's options are its proper suffixes
//! and Right's its proper prefixes; the one-letter words are the numbers `L = +1`, `R = -1`.
//! Each longer word `w` gets
//!
//! ```text
//! u_raw(w) = max { d(s) : s a proper suffix },   d_raw(w) = min { u(p) : p a proper prefix },
//! ```
//!
//! and is **cold** when `u_raw < d_raw`: then `u = d =` the simplest dyadic strictly between
//! ([`combgames_dyadic`]); otherwise `u = u_raw`, `d = d_raw`.
//!
//! **The theorem.** For any position (a multiset of `k` words of any lengths) with Left to
//! move, the final score `S = #L - #R` under best play is the sum `Su` of the words' `u`
//! rounded to an integer of `k`'s parity; a sum exactly halfway goes to Right (moving second)
//! if every word is cold (a single letter counts as cold), else to Left. With Right to move,
//! the same holds with the sum of `d`, mirrored. `docs/left-vs-right.md` proves it; the tests
//! check it against an exhaustive search of the game on every position of up to 10 letters
//! (`naive::GameSearch`, feature `twins`). [`optimal_score`], [`position_outcome`] and [`optimal_move`] (the
//! strategy of the proof) apply it to one position.
//!
//! **The counts.** So with Left moving first, Right wins the `k`-tuples with
//!
//! ```text
//! odd k:   u(w_1) + ... + u(w_k) < 0,   or = 0  with every word cold,
//! even k:  u(w_1) + ... + u(w_k) < -1,  or = -1 with every word cold,
//! ```
//!
//! and wins or ties (even `k`) those with the sum below `+1`, or equal to it with every word
//! cold. [`count_right_wins_in`] gives `G(n, k)`; [`count_outcomes_in`] all three counts for either
//! first player; both from two score histograms by convolution powers
//! ([`combgames_histconv`]).
//!
//! ```
//! use combgames_left_vs_right::{Player, count_outcomes_mod, count_right_wins_exact, count_right_wins_mod};
//! // Published with Project Euler 949: G(2, 3) = 14, G(4, 3) = 496, G(8, 5) = 26359197010.
//! assert_eq!(count_right_wins_mod(2, 3, 1_000), Ok(14));
//! assert_eq!(count_right_wins_exact(4, 3).unwrap().to_string(), "496");
//! // Two words of four letters: Right wins 8 of the 256 pairs, 100 are tied.
//! let counts = count_outcomes_mod(4, 2, Player::Left, 1_000).unwrap();
//! assert_eq!((counts.left_wins, counts.ties, counts.right_wins), (148, 100, 8));
//! ```
//!
//! The word pass computes only the words that start with `L` and end with `R` (the others
//! follow from them), in `O(1)` each, keeping one layer of `2^(n-2)` pairs. For `k = 5` and
//! `7` the tuples are counted by coarse words (values on a coarse lattice, most of them) and
//! fine ones, in short powers of each. `docs/left-vs-right.md` has the details, and
//! `docs/performance.md` the measured times.

mod count;
mod error;
mod memory;
#[cfg(feature = "twins")]
pub mod naive;
mod player;
mod position;
mod split;
mod tally;
mod values;
mod word;

pub use combgames_base::{Exceeded, Needed, Resource};
pub use count::{
    ScoreHistograms, count_outcomes_exact, count_outcomes_in, count_outcomes_mod,
    count_outcomes_with, count_right_wins_exact, count_right_wins_in, count_right_wins_mod,
    score_histograms, score_histograms_with,
};
pub use error::{Error, WordError};
pub use memory::{MAX_BYTES, MAX_LENGTH, bytes_needed, word_values_bytes};
pub use player::{NotAPlayer, Outcome, OutcomeCounts, Player};
pub use position::{optimal_move, optimal_score, position_outcome, word_value};
pub use values::{WordValues, word_values, word_values_with};
pub use word::{Word, WordValue};
