//! Counting tuples of words by their outcome, `G(n, k)` among them.

use combgames_base::Limits;
use combgames_histconv::{
    Big, Counting, Histogram, Modular, count_pairs_below, count_pairs_equal,
    count_triples_below_symmetric, count_triples_equal_symmetric,
};
use num_bigint::BigUint;

use crate::memory::{bytes_needed, check_length, check_length_within};
use crate::split::{Relation, Split, choose};
use crate::tally::tally_scores;
use crate::values::scale_exponent;
use crate::{Error, OutcomeCounts, Player};

/// The score histograms of the words of one length.
///
/// ```
/// use combgames_histconv::CheckedU128;
/// use combgames_left_vs_right::score_histograms;
/// let h = score_histograms(3, CheckedU128).unwrap();
/// assert_eq!(h.all.total(), Ok(8));
/// assert!(h.cold.total().unwrap() < 8);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreHistograms<A: Counting> {
    /// `u(w)` of every word.
    pub all: Histogram<A>,
    /// `u(w)` of the cold words only.
    pub cold: Histogram<A>,
}

/// The score histograms of all words of length `n`: `u(w)` of every word, and `u(w)` of the
/// cold words only. Scores are numerators over `2^(n - 2)` (`2^0` for `n = 1`).
///
/// # Errors
/// [`Error::ZeroLength`], [`Error::TooLong`] or [`Error::Exceeded`].
///
/// ```
/// use combgames_histconv::CheckedU128;
/// use combgames_left_vs_right::score_histograms;
/// let h = score_histograms(2, CheckedU128).unwrap();
/// // Integers for n = 2: LL = +1, LR = 0 (cold), RL = +1, RR = -1.
/// assert_eq!(h.all.entries(), &[(-1, 1), (0, 1), (1, 2)]);
/// assert_eq!(h.cold.entries(), &[(0, 1)]);
/// ```
pub fn score_histograms<A: Counting>(n: u32, counting: A) -> Result<ScoreHistograms<A>, Error> {
    score_histograms_with(n, counting, Limits::new())
}

/// [`score_histograms`] within `limits`: `bytes`, the peak memory of the pass over the words
/// ([`bytes_needed`](crate::bytes_needed)`(n)`, checked before any work;
/// [`MAX_BYTES`](crate::MAX_BYTES) by default); the histograms keep `limits` for what is
/// computed from them ([`Histogram::with_limits`]).
///
/// # Errors
/// As for [`score_histograms`].
///
/// ```
/// use combgames_base::Limits;
/// use combgames_histconv::CheckedU128;
/// use combgames_left_vs_right::{Error, score_histograms_with};
/// let small = Limits::new().bytes(2 << 20); // bytes_needed(24) is 25 MiB
/// assert!(matches!(score_histograms_with(24, CheckedU128, small), Err(Error::Exceeded(_))));
/// assert!(score_histograms_with(12, CheckedU128, small).is_ok());
/// ```
pub fn score_histograms_with<A: Counting>(
    n: u32,
    counting: A,
    limits: Limits,
) -> Result<ScoreHistograms<A>, Error> {
    check_length_within(n, bytes_needed, limits)?;
    // Only a few hundred distinct values occur (279 at n = 30), so the tallies live in a small
    // table keyed by the value, not in arrays over the whole grid of 2^(n-1) + 1 numerators.
    let entries = tally_scores(n)?;
    let histogram = |counting: A, cold: bool| {
        let entries: Vec<(i64, A::Count)> = entries
            .iter()
            .map(|&(score, all, c)| (score, if cold { c } else { all }))
            .filter(|&(_, c)| c > 0)
            .map(|(score, c)| (score, counting.count(c)))
            .collect();
        Ok::<_, Error>(Histogram::from_entries(counting, entries)?.with_limits(limits))
    };
    Ok(ScoreHistograms {
        all: histogram(counting.clone(), false)?,
        cold: histogram(counting, true)?,
    })
}

/// Refuses a length or a number of words the counts do not take.
pub(crate) fn check_input(n: u32, k: u32) -> Result<(), Error> {
    check_length(n)?;
    if k == 0 {
        return Err(Error::ZeroWords);
    }
    Ok(())
}

/// How the tuples of one histogram are counted: by the `j`-fold power (`k = 2j` or
/// `2j + 1`), or by coarse and fine scores ([`crate::split`]).
enum Way<A: Counting> {
    Half(Histogram<A>),
    Split(Split),
}

/// The convolution powers one count needs, kept for several thresholds.
struct Tuples<A: Counting> {
    k: u32,
    all: Histogram<A>,
    cold: Histogram<A>,
    all_way: Way<A>,
    cold_way: Way<A>,
}

impl<A: Counting> Tuples<A> {
    /// For `k = 2j + 1` the `j`-fold powers (a tuple is one word and two `j`-tuples), or for
    /// `k = 5` and `7` the split into coarse and fine scores where it is cheaper; for
    /// `k = 2j` the `j`-fold powers (two `j`-tuples). The largest power is never formed.
    fn new(n: u32, k: u32, counting: A, limits: Limits) -> Result<Self, Error> {
        check_input(n, k)?;
        let ScoreHistograms { all, cold } = score_histograms_with(n, counting, limits)?;
        let way = |h: &Histogram<A>| -> Result<Way<A>, Error> {
            let split = if k % 2 == 1 { choose(h, k)? } else { None };
            Ok(match split {
                Some(split) => Way::Split(split),
                None => Way::Half(h.power(k / 2)?),
            })
        };
        Ok(Tuples {
            k,
            all_way: way(&all)?,
            cold_way: way(&cold)?,
            all,
            cold,
        })
    }

    /// The `k`-tuples with `Su < c`, or `Su = c` and every word cold (`c` a numerator over
    /// the histograms' scale): by the theorem, those where Right (moving second) can force
    /// the final score below `c` when `c` has the other parity than `k`.
    fn below(&self, c: i64) -> Result<A::Count, Error> {
        let (below, equal) = match (&self.all_way, &self.cold_way) {
            (Way::Half(all_half), Way::Half(cold_half)) if self.k % 2 == 0 => (
                count_pairs_below(all_half, all_half, c)?,
                count_pairs_equal(cold_half, cold_half, c)?,
            ),
            (all_way, cold_way) => {
                let below = match all_way {
                    Way::Split(split) => split.count(&self.all, Relation::Below, c)?,
                    Way::Half(half) => count_triples_below_symmetric(half, &self.all, c)?,
                };
                let equal = match cold_way {
                    Way::Split(split) => split.count(&self.cold, Relation::Equal, c)?,
                    Way::Half(half) => match self.cold_at_zero_by_symmetry(half, c)? {
                        Some(equal) => equal,
                        None => count_triples_equal_symmetric(half, &self.cold, c)?,
                    },
                };
                (below, equal)
            }
        };
        Ok(self.all.counting().add(&below, &equal)?)
    }

    /// For odd `k` and `c = 0`, the `k`-tuples of cold words whose values sum to exactly 0, by
    /// the symmetry of the cold histogram (`None` for another `c`, or if it is not symmetric).
    /// Mirroring a word (reversed, letters swapped) negates a cold word's value and keeps it
    /// cold, so `c(x) = c(-x)`, and so for the `j`-fold power `C`: with `E(w)` the ordered
    /// pairs of `C` summing to `w`, `E(w) = E(-w)`, and the count
    ///
    /// ```text
    /// sum over z of c(z) E(-z) = c(0) E(0) + 2 sum over z > 0 of c(z) E(-z)
    /// ```
    ///
    /// takes one pass of triples over the positive single scores (half of them) and one of
    /// pairs. (The histogram of all words is not symmetric: `u` of `LR` is 0, of `RL` 1.)
    fn cold_at_zero_by_symmetry(
        &self,
        cold_half: &Histogram<A>,
        c: i64,
    ) -> Result<Option<A::Count>, Error> {
        if c != 0 || !symmetric(&self.cold) {
            return Ok(None);
        }
        let counting = self.cold.counting();
        let positive = Histogram::from_entries(
            counting.clone(),
            self.cold.entries().iter().filter(|e| e.0 > 0).cloned(),
        )?;
        let twice = count_triples_equal_symmetric(cold_half, &positive, 0)?;
        let mut count = counting.add(&twice, &twice)?;
        if let Some(at_zero) = self.cold.get(0) {
            let pairs = count_pairs_equal(cold_half, cold_half, 0)?;
            count = counting.add(&count, &counting.mul(at_zero, &pairs)?)?;
        }
        Ok(Some(count))
    }

    /// The one threshold for odd `k` (`0`) or the two for even `k` (`-1` and `+1`), as
    /// numerators: Right can force `S < low` iff he wins, `S < high` iff he wins or ties.
    fn thresholds(&self, n: u32) -> (i64, i64) {
        let one = 1i64 << scale_exponent(n);
        if self.k % 2 == 1 { (0, 0) } else { (-one, one) }
    }
}

/// Whether `h(x) = h(-x)` for every score.
fn symmetric<A: Counting>(h: &Histogram<A>) -> bool {
    let entries = h.entries();
    entries
        .iter()
        .zip(entries.iter().rev())
        .all(|(a, b)| a.0.checked_neg() == Some(b.0) && a.1 == b.1)
}

/// `(2^n)^k`, the number of ordered `k`-tuples, by repeated squaring.
fn tuple_count<A: Counting>(counting: &A, n: u32, k: u32) -> Result<A::Count, Error> {
    let mut base = counting.count(1u64 << n.min(63));
    let mut result = counting.count(1);
    let mut e = k;
    while e > 0 {
        if e & 1 == 1 {
            result = counting.mul(&result, &base)?;
        }
        e >>= 1;
        if e > 0 {
            base = counting.mul(&base, &base)?;
        }
    }
    Ok(result)
}

/// How many ordered `k`-tuples of length-`n` words Left wins, tie and Right wins, with
/// `first` moving first, in any counting system of [`combgames_counting`].
///
/// By the theorem of the crate docs, with Left first and `Su` the sum of the words' `u`:
///
/// ```text
/// odd k:  Right wins  <=>  Su < 0,  or Su = 0  and every word cold;
/// even k: Right wins  <=>  Su < -1, or Su = -1 and every word cold;
///         Right wins or ties  <=>  Su < 1, or Su = 1 and every word cold.
/// ```
///
/// Mirroring every word (reversed, letters swapped) is a bijection of the tuples that swaps
/// the players, so with Right first Left wins exactly as many tuples as Right does with Left
/// first. Each count is one pass over the `floor(k/2)`-fold convolution powers of the two
/// score histograms ([`score_histograms`]): pairs of half-tuples for even `k`, triples for
/// odd `k`. Ties are zero for odd `k` (the score has the parity of `k`).
///
/// # Errors
/// As for [`count_right_wins_mod`]; and [`Error::Counting`] if an exact count passes its type
/// (`CheckedU128` holds the total `2^(nk)` only for `n k < 128`).
///
/// ```
/// use combgames_histconv::CheckedU128;
/// use combgames_left_vs_right::{OutcomeCounts, Player, count_outcomes_in};
/// // k = 2, n = 3: Right wins 4 tuples and ties 28 of the 64.
/// let counts = count_outcomes_in(3, 2, Player::Left, &CheckedU128).unwrap();
/// assert_eq!(counts, OutcomeCounts { left_wins: 32, ties: 28, right_wins: 4 });
/// let mirrored = count_outcomes_in(3, 2, Player::Right, &CheckedU128).unwrap();
/// assert_eq!(mirrored, OutcomeCounts { left_wins: 4, ties: 28, right_wins: 32 });
/// ```
pub fn count_outcomes_in<A: Counting>(
    n: u32,
    k: u32,
    first: Player,
    counting: &A,
) -> Result<OutcomeCounts<A::Count>, Error> {
    count_outcomes_with(n, k, first, counting, Limits::new())
}

/// [`count_outcomes_in`] within `limits`: `bytes`, the peak memory of the pass over the words
/// ([`bytes_needed`](crate::bytes_needed)`(n)`; [`MAX_BYTES`](crate::MAX_BYTES) by default)
/// and of the convolution powers; `steps`, the powers' products of counts (the histogram
/// crate's [`MAX_STEPS`](combgames_histconv::MAX_STEPS) by default). Both are estimated before
/// any work.
///
/// # Errors
/// As for [`count_outcomes_in`].
///
/// ```
/// use combgames_base::Limits;
/// use combgames_histconv::CheckedU128;
/// use combgames_left_vs_right::{Error, Player, count_outcomes_with};
/// let small = Limits::new().bytes(2 << 20); // bytes_needed(24) is 25 MiB
/// let refused = count_outcomes_with(24, 3, Player::Left, &CheckedU128, small);
/// assert!(matches!(refused, Err(Error::Exceeded(_))));
/// let counts = count_outcomes_with(3, 2, Player::Left, &CheckedU128, small).unwrap();
/// assert_eq!(counts.right_wins, 4);
/// ```
pub fn count_outcomes_with<A: Counting>(
    n: u32,
    k: u32,
    first: Player,
    counting: &A,
    limits: Limits,
) -> Result<OutcomeCounts<A::Count>, Error> {
    let tuples = Tuples::new(n, k, counting.clone(), limits)?;
    let counting = tuples.all.counting();
    let total = tuple_count(counting, n, k)?;
    let (low, high) = tuples.thresholds(n);
    let second_wins = tuples.below(low)?;
    let (ties, first_wins) = if low == high {
        (counting.count(0), counting.sub(&total, &second_wins)?)
    } else {
        let second_or_tie = tuples.below(high)?;
        (
            counting.sub(&second_or_tie, &second_wins)?,
            counting.sub(&total, &second_or_tie)?,
        )
    };
    Ok(match first {
        Player::Left => OutcomeCounts {
            left_wins: first_wins,
            ties,
            right_wins: second_wins,
        },
        Player::Right => OutcomeCounts {
            left_wins: second_wins,
            ties,
            right_wins: first_wins,
        },
    })
}

/// [`count_outcomes_in`] modulo `modulus`.
///
/// # Errors
/// As for [`count_right_wins_mod`].
///
/// ```
/// use combgames_left_vs_right::{Player, count_outcomes_mod};
/// let counts = count_outcomes_mod(4, 2, Player::Left, 1_000_000_007).unwrap();
/// assert_eq!((counts.right_wins, counts.ties), (8, 100)); // Right wins or ties 108
/// ```
pub fn count_outcomes_mod(
    n: u32,
    k: u32,
    first: Player,
    modulus: u64,
) -> Result<OutcomeCounts<u64>, Error> {
    let counting = Modular::new(modulus)?;
    count_outcomes_in(n, k, first, &counting)
}

/// [`count_outcomes_in`] exactly.
///
/// # Errors
/// As for [`count_right_wins_mod`], without the modulus.
///
/// ```
/// use combgames_left_vs_right::{Player, count_outcomes_exact};
/// let counts = count_outcomes_exact(2, 4, Player::Right).unwrap();
/// let sum = &counts.left_wins + &counts.ties + &counts.right_wins;
/// assert_eq!(sum.to_string(), "256");
/// ```
pub fn count_outcomes_exact(
    n: u32,
    k: u32,
    first: Player,
) -> Result<OutcomeCounts<BigUint>, Error> {
    count_outcomes_in(n, k, first, &Big)
}

/// `G(n, k)` in any counting system of [`combgames_counting`] (`Modular128` for moduli of
/// `2^64` and more): the ordered `k`-tuples of length-`n` words that Right, moving second,
/// wins; ties do not count. The `right_wins` of [`count_outcomes_in`] with Left first, without
/// the total (so exact systems need only hold the answer).
///
/// # Errors
/// As for [`count_right_wins_mod`].
///
/// ```
/// use combgames_histconv::Modular128;
/// use combgames_left_vs_right::count_right_wins_in;
/// assert_eq!(count_right_wins_in(2, 3, &Modular128::new(1 << 100).unwrap()), Ok(14));
/// ```
pub fn count_right_wins_in<A: Counting>(n: u32, k: u32, counting: &A) -> Result<A::Count, Error> {
    let tuples = Tuples::new(n, k, counting.clone(), Limits::new())?;
    tuples.below(tuples.thresholds(n).0)
}

/// `G(n, k) mod modulus`: the ordered `k`-tuples of length-`n` words on which Right, moving
/// second, wins (any `k >= 1`; for even `k`, ties are not wins).
///
/// # Errors
/// [`Error::ZeroLength`], [`Error::ZeroWords`], [`Error::Counting`] for a modulus below 2,
/// [`Error::TooLong`] or [`Error::Exceeded`], or [`Error::Histogram`] if the convolution
/// powers would pass the histogram crate's step or memory limits (very large `k`).
///
/// ```
/// use combgames_left_vs_right::count_right_wins_mod;
/// assert_eq!(count_right_wins_mod(2, 3, 1_000_000), Ok(14)); // published: G(2, 3) = 14
/// assert_eq!(count_right_wins_mod(2, 2, 1_000_000), Ok(1)); // RR RR; 7 more tuples tie
/// ```
pub fn count_right_wins_mod(n: u32, k: u32, modulus: u64) -> Result<u64, Error> {
    let counting = Modular::new(modulus)?;
    count_right_wins_in(n, k, &counting)
}

/// `G(n, k)` exactly, for any `k >= 1`.
///
/// # Errors
/// As for [`count_right_wins_mod`], without the modulus.
///
/// ```
/// use combgames_left_vs_right::count_right_wins_exact;
/// assert_eq!(count_right_wins_exact(8, 5).unwrap().to_string(), "26359197010"); // published
/// ```
pub fn count_right_wins_exact(n: u32, k: u32) -> Result<BigUint, Error> {
    count_right_wins_in(n, k, &Big)
}

#[cfg(test)]
mod tests {
    use super::Tuples;
    use combgames_histconv::{
        CheckedU128, Counting, Histogram, Modular, count_triples_equal_symmetric,
    };

    /// The cold count by symmetry equals the general pass for every odd `k` up to 9 and `n` up
    /// to 14, exactly and modulo an odd and an even modulus.
    #[test]
    fn symmetry_gives_the_general_count() {
        fn check<A: Counting>(n: u32, k: u32, counting: A) {
            let t = Tuples::new(n, k, counting, combgames_base::Limits::new()).unwrap();
            let cold_half = t.cold.power(k / 2).unwrap();
            let general = count_triples_equal_symmetric(&cold_half, &t.cold, 0).unwrap();
            let by_symmetry = t.cold_at_zero_by_symmetry(&cold_half, 0).unwrap();
            assert_eq!(by_symmetry, Some(general), "n = {n}, k = {k}");
        }
        for n in 1..=14 {
            for k in [1, 3, 5, 7, 9] {
                if n * k <= 120 {
                    check(n, k, CheckedU128);
                }
                check(n, k, Modular::new(1_001_001_011).unwrap());
                check(n, k, Modular::new(1 << 40).unwrap());
            }
        }
    }

    /// Other thresholds and asymmetric histograms are left to the general pass.
    #[test]
    fn other_cases_are_declined() {
        let mut t = Tuples::new(4, 3, CheckedU128, combgames_base::Limits::new()).unwrap();
        let half = t.cold.clone();
        assert_eq!(t.cold_at_zero_by_symmetry(&half, 1), Ok(None));
        t.cold = Histogram::from_scores(CheckedU128, [0i64, 1]);
        assert_eq!(t.cold_at_zero_by_symmetry(&half, 0), Ok(None));
        assert!(super::symmetric(&Histogram::from_scores(
            CheckedU128,
            [-2i64, 0, 2]
        )));
        assert!(!super::symmetric(&Histogram::from_scores(
            CheckedU128,
            [-2i64, 2, 2]
        )));
        assert!(!super::symmetric(&Histogram::from_scores(
            CheckedU128,
            [i64::MIN, 0]
        )));
    }
}
