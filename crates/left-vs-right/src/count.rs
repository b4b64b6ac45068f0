//! `G(n, k)`: the k-tuples of words on which Right, moving second, wins.

use combgames_histconv::{
    Big, Counting, Histogram, Modular, count_triples_below_symmetric, count_triples_equal_symmetric,
};
use num_bigint::BigUint;

use crate::Error;
use crate::values::{check_length, scale_exponent, tally_scores, zeroed};

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
/// [`Error::ZeroLength`], [`Error::TooLong`] or [`Error::TooMuchMemory`].
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
    check_length(n)?;
    // Dense tallies over the possible numerators -2^e ..= 2^e, e = n - 2; counts are at
    // most 2^n <= 2^31 and fit in u32.
    let lowest = -(1i64 << scale_exponent(n));
    let cells = (2usize << scale_exponent(n)) + 1;
    // Zeroed allocations, touched only where a value occurs (a few hundred cells), so their
    // pages are mapped lazily; an allocator that refuses them gives a typed error.
    let mut all = zeroed::<u32>(cells, n)?;
    let mut cold = zeroed::<u32>(cells, n)?;
    tally_scores(n, |u, is_cold, words| {
        // u >= lowest, so the distance is the cell index; at most 2^n words in all.
        let cell = i64::from(u).abs_diff(lowest) as usize;
        all[cell] += words as u32;
        if is_cold {
            cold[cell] += words as u32;
        }
    })?;
    let histogram = |counting: A, tally: Vec<u32>| {
        let entries: Vec<(i64, A::Count)> = (lowest..)
            .zip(tally)
            .filter(|&(_, c)| c > 0)
            .map(|(score, c)| (score, counting.count(u64::from(c))))
            .collect();
        Histogram::from_entries(counting, entries)
    };
    Ok(ScoreHistograms {
        all: histogram(counting.clone(), all)?,
        cold: histogram(counting, cold)?,
    })
}

/// Checks `(n, k)` before any work: `n` within the memory limit, `k` odd and positive. The
/// counting functions call it themselves; callers may use it to refuse input up front.
///
/// # Errors
/// [`Error::ZeroLength`], [`Error::TooLong`], [`Error::TooMuchMemory`], [`Error::ZeroWords`] or
/// [`Error::EvenWords`].
///
/// ```
/// use combgames_left_vs_right::check_input;
/// assert!(check_input(20, 7).is_ok());
/// assert!(check_input(64, 7).is_err());
/// assert!(check_input(20, 8).is_err());
/// ```
pub fn check_input(n: u32, k: u32) -> Result<(), Error> {
    check_length(n)?;
    check_words(k)
}

fn check_words(k: u32) -> Result<(), Error> {
    match k {
        0 => Err(Error::ZeroWords),
        k if k % 2 == 0 => Err(Error::EvenWords(k)),
        _ => Ok(()),
    }
}

/// `G(n, k)` in any counting system, for odd `k = 2j + 1`:
///
/// ```text
/// G(n, k) = #{ k-tuples with u_1 + ... + u_k < 0 } + #{ k-tuples of cold words with sum 0 },
/// ```
///
/// each term counted as triples (one word, a `j`-tuple, a `j`-tuple): the histogram crate's
/// symmetric triple pass over the `j`-fold convolution power, one pass per distinct score of a
/// single word (`count_triples_below_symmetric(h^{*j}, h, 0)`). The `(j + 1)`-fold power, by
/// far the largest histogram, is never formed.
///
/// `G(n, k)` in any counting system of [`combgames_counting`] (`Modular128` for moduli of
/// `2^64` and more).
///
/// # Errors
/// As for [`count_right_wins_mod`].
///
/// ```
/// use combgames_histconv::Modular128;
/// use combgames_left_vs_right::count_right_wins;
/// assert_eq!(count_right_wins(2, 3, Modular128::new(1 << 100).unwrap()), Ok(14));
/// ```
pub fn count_right_wins<A: Counting>(n: u32, k: u32, counting: A) -> Result<A::Count, Error> {
    check_words(k)?;
    let ScoreHistograms { all, cold } = score_histograms(n, counting)?;
    let half = k / 2;
    let all_half = all.power(half)?;
    let negative = count_triples_below_symmetric(&all_half, &all, 0)?;
    let cold_half = cold.power(half)?;
    let zero = count_triples_equal_symmetric(&cold_half, &cold, 0)?;
    Ok(all.counting().add(&negative, &zero)?)
}

/// `G(n, k) mod modulus`: the ordered `k`-tuples of length-`n` words on which Right, moving
/// second, wins, for odd `k`.
///
/// # Errors
/// [`Error::ZeroLength`], [`Error::ZeroWords`], [`Error::EvenWords`] (ties are possible),
/// [`Error::Counting`] for a modulus below 2, [`Error::TooLong`] or
/// [`Error::TooMuchMemory`], or [`Error::Histogram`] if the convolution powers would pass the
/// histogram crate's step or memory limits (very large `k`).
///
/// ```
/// use combgames_left_vs_right::count_right_wins_mod;
/// assert_eq!(count_right_wins_mod(2, 3, 1_000_000), Ok(14)); // published: G(2, 3) = 14
/// assert!(count_right_wins_mod(2, 4, 1_000_000).is_err());
/// ```
pub fn count_right_wins_mod(n: u32, k: u32, modulus: u64) -> Result<u64, Error> {
    check_words(k)?;
    let counting = Modular::new(modulus)?;
    count_right_wins(n, k, counting)
}

/// `G(n, k)` exactly, for odd `k`.
///
/// # Errors
/// As for [`count_right_wins_mod`], without the modulus.
///
/// ```
/// use combgames_left_vs_right::count_right_wins_exact;
/// assert_eq!(count_right_wins_exact(8, 5).unwrap().to_string(), "26359197010"); // published
/// ```
pub fn count_right_wins_exact(n: u32, k: u32) -> Result<BigUint, Error> {
    count_right_wins(n, k, Big)
}
