//! Left vs Right II (Project Euler 949).
//!
//! `k` words of `n` letters over `{L, R}`; Left moves first and the players alternate. Left
//! removes letters from the left ends of any of the words (any number from each, never a
//! whole word, at least one letter in all), Right likewise from the right ends. When every
//! word is down to one letter the game ends: more `L`s and Left wins, more `R`s and Right
//! wins. `G(n, k)` counts the ordered `k`-tuples on which Right, moving second, wins.
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
//! **The count.** For odd `k`,
//!
//! ```text
//! G(n, k) = #{ tuples with u(w_1) + ... + u(w_k) < 0 } + #{ all-cold tuples with sum 0 },
//! ```
//!
//! computed from two score histograms by convolution powers ([`combgames_histconv`]). That this
//! rule counts Right's wins is **checked, not proven**: this crate's tests compare it with an
//! exhaustive search of the game ([`naive::count_by_search`]) for `(n, k)` = (1, 1), (1, 3),
//! (2, 1), (2, 3), (2, 5), (2, 7), (3, 1), (3, 3), (3, 5), (4, 1), (4, 3), (5, 3). For even `k`
//! a tie is possible and the rule is not known to apply, so even `k` is refused.
//!
//! ```
//! use combgames_left_vs_right::{count_right_wins_exact, count_right_wins_mod};
//! // Published with Project Euler 949: G(2, 3) = 14, G(4, 3) = 496, G(8, 5) = 26359197010.
//! assert_eq!(count_right_wins_mod(2, 3, 1_000), Ok(14));
//! assert_eq!(count_right_wins_exact(4, 3).unwrap().to_string(), "496");
//! ```
//!
//! The word pass computes only the words that start with `L` and end with `R` (the others
//! follow from them), in `O(1)` each, keeping one layer of `2^(n-2)` pairs; `G(20, 7)` takes
//! about 20 ms. `docs/left-vs-right.md` has the details.

mod count;
mod error;
pub mod naive;
mod values;
mod word;

pub use count::{
    ScoreHistograms, check_input, count_right_wins, count_right_wins_exact, count_right_wins_mod,
    score_histograms,
};
pub use error::{Error, WordError};
pub use values::{MAX_BYTES, MAX_LENGTH, WordValues, bytes_needed, word_values, word_values_bytes};
pub use word::{Word, WordValue};
