//! Slow twins: the word values by their literal definition, the count by enumerating tuples,
//! and the game itself by exhaustive search.

use std::collections::HashMap;

use combgames_dyadic::Dyadic;

use crate::{Error, Word, WordValue};

/// The most tuples the enumerating twins will visit.
///
/// ```
/// use combgames_left_vs_right::naive::{MAX_TUPLES, count_by_enumeration};
/// assert_eq!(MAX_TUPLES, 1 << 22);
/// assert!(count_by_enumeration(8, 3).is_err()); // 2^24 tuples
/// ```
pub const MAX_TUPLES: u64 = 1 << 22;

/// The values of all words of length `n`, straight from the definition: every proper suffix
/// and prefix is examined, and the simplest number is found by trying denominators
/// `1, 2, 4, ...` in turn. `O(n^2 2^n)`; indexed by letter pattern.
///
/// # Errors
/// [`Error::ZeroLength`]; [`Error::TwinTooLarge`] for `n > 20` (more than `2^20` words).
///
/// ```
/// use combgames_left_vs_right::naive::values_by_definition;
/// let values = values_by_definition(2).unwrap();
/// assert!(values[0b01].cold); // LR: between -1 and +1 lies 0
/// ```
pub fn values_by_definition(n: u32) -> Result<Vec<WordValue>, Error> {
    if n == 0 {
        return Err(Error::ZeroLength);
    }
    if n > 20 {
        return Err(Error::TwinTooLarge {
            needed: 1u128 << n.min(127),
            limit: 1 << 20,
        });
    }
    let one = WordValue {
        u: Dyadic::ONE,
        d: Dyadic::ONE,
        cold: true,
    };
    let minus_one = Dyadic::from_integer(-1);
    // layers[l - 1][bits] = value of the word of length l.
    let mut layers: Vec<Vec<WordValue>> = vec![vec![
        one,
        WordValue {
            u: minus_one,
            d: minus_one,
            cold: true,
        },
    ]];
    for len in 2..=n {
        let mut layer = Vec::with_capacity(1 << len);
        for bits in 0..1u32 << len {
            let word = Word::new(len, bits)?;
            let value_of = |w: Word| layers[w.letter_count() as usize - 1][w.bits() as usize];
            let u_raw = (1..len)
                .filter_map(|r| word.without_first(r))
                .map(|w| value_of(w).d)
                .max()
                .unwrap_or(Dyadic::ZERO);
            let d_raw = (1..len)
                .filter_map(|r| word.without_last(r))
                .map(|w| value_of(w).u)
                .min()
                .unwrap_or(Dyadic::ZERO);
            layer.push(if u_raw < d_raw {
                let x = simplest_by_scan(u_raw, d_raw);
                WordValue {
                    u: x,
                    d: x,
                    cold: true,
                }
            } else {
                WordValue {
                    u: u_raw,
                    d: d_raw,
                    cold: false,
                }
            });
        }
        layers.push(layer);
    }
    Ok(layers.pop().unwrap_or_default())
}

/// The simplest dyadic in `(a, b)`, `a < b`, by trying denominators `2^0, 2^1, ...`: the
/// integer nearest zero if one lies inside, else the first multiple of `2^-j` above `a` for
/// the smallest `j` that has one inside.
fn simplest_by_scan(a: Dyadic, b: Dyadic) -> Dyadic {
    // floor(x * 2^j), with an arithmetic shift for the fractional case.
    let floor = |x: Dyadic, j: u32| {
        if j >= x.exponent() {
            x.numerator() << (j - x.exponent())
        } else {
            x.numerator() >> (x.exponent() - j)
        }
    };
    let inside = |m: i64, j: u32| Dyadic::new(m, j).is_ok_and(|v| a < v && v < b);
    if a < Dyadic::ZERO && Dyadic::ZERO < b {
        return Dyadic::ZERO;
    }
    let integer = if Dyadic::ZERO <= a {
        floor(a, 0) + 1 // the smallest integer above a
    } else {
        let f = floor(b, 0); // the largest integer below b
        if Dyadic::from_integer(f) == b {
            f - 1
        } else {
            f
        }
    };
    if inside(integer, 0) {
        return Dyadic::from_integer(integer);
    }
    (1..=40)
        .find(|&j| inside(floor(a, j) + 1, j))
        .and_then(|j| Dyadic::new(floor(a, j) + 1, j).ok())
        .unwrap_or(a)
}

/// `G(n, k)` by listing every ordered `k`-tuple of words with [`values_by_definition`] and
/// applying the rule: sum of `u` below zero, or all cold and sum exactly zero.
///
/// # Errors
/// [`Error::ZeroLength`], [`Error::ZeroWords`], [`Error::EvenWords`], or
/// [`Error::TwinTooLarge`] for more than [`MAX_TUPLES`] tuples.
///
/// ```
/// use combgames_left_vs_right::naive::count_by_enumeration;
/// assert_eq!(count_by_enumeration(2, 3), Ok(14)); // published: G(2, 3) = 14
/// ```
pub fn count_by_enumeration(n: u32, k: u32) -> Result<u64, Error> {
    check_tuples(n, k)?;
    if k % 2 == 0 {
        return Err(Error::EvenWords(k));
    }
    let values = values_by_definition(n)?;
    let words = values.len() as u64;
    let mut count = 0;
    for index in 0..words.pow(k) {
        let (mut rest, mut sum, mut all_cold) = (index, Dyadic::ZERO, true);
        for _ in 0..k {
            let value = values[(rest % words) as usize];
            rest /= words;
            // Values lie in [-1, 1], so sums of at most 2^22 of them cannot overflow.
            sum = sum.checked_add(value.u).unwrap_or(sum);
            all_cold &= value.cold;
        }
        if sum < Dyadic::ZERO || (all_cold && sum == Dyadic::ZERO) {
            count += 1;
        }
    }
    Ok(count)
}

/// How a game ends under best play.
///
/// ```
/// use combgames_left_vs_right::naive::{GameSearch, Outcome};
/// let (l, r) = ("L".parse().unwrap(), "R".parse().unwrap());
/// assert_eq!(GameSearch::default().outcome(&[l, r], true), Ok(Outcome::Tie));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Outcome {
    /// More `R`s at the end.
    RightWins,
    /// As many `L`s as `R`s (only possible for an even number of words).
    Tie,
    /// More `L`s at the end.
    LeftWins,
}

/// The most positions a [`GameSearch`] stores, and the most moves it examines, by default.
///
/// ```
/// use combgames_left_vs_right::naive::MAX_SEARCH_STEPS;
/// assert_eq!(MAX_SEARCH_STEPS, 1 << 26);
/// ```
pub const MAX_SEARCH_STEPS: u64 = 1 << 26;

/// The most letters a searched position may hold: the search recurses once per move and each
/// move removes at least one letter, so this bounds the depth of the recursion.
///
/// ```
/// use combgames_left_vs_right::naive::MAX_SEARCH_LETTERS;
/// assert_eq!(MAX_SEARCH_LETTERS, 256);
/// ```
pub const MAX_SEARCH_LETTERS: u64 = 256;

/// The game itself, solved by exhaustive minimax with memoisation on (sorted words, mover).
///
/// The search is a test twin: it refuses positions of more than [`MAX_SEARCH_LETTERS`]
/// letters (the recursion depth) and stops with an error once it has examined its limit of
/// moves ([`MAX_SEARCH_STEPS`] unless set with [`with_limit`](Self::with_limit)), so every
/// call ends quickly.
///
/// ```
/// use combgames_left_vs_right::naive::{GameSearch, Outcome};
/// let mut search = GameSearch::default();
/// let words = ["LR".parse().unwrap(), "LR".parse().unwrap(), "LR".parse().unwrap()];
/// assert_eq!(search.outcome(&words, true), Ok(Outcome::RightWins));
/// ```
#[derive(Debug)]
pub struct GameSearch {
    memo: HashMap<(Vec<Word>, bool), Outcome>,
    steps: u64,
    limit: u64,
}

impl Default for GameSearch {
    fn default() -> Self {
        Self::with_limit(MAX_SEARCH_STEPS)
    }
}

impl GameSearch {
    /// A search that examines at most `limit` moves and positions in all.
    ///
    /// ```
    /// use combgames_left_vs_right::naive::GameSearch;
    /// let words = vec!["LRLRLR".parse().unwrap(); 4];
    /// assert!(GameSearch::with_limit(100).outcome(&words, true).is_err());
    /// ```
    pub fn with_limit(limit: u64) -> Self {
        GameSearch {
            memo: HashMap::new(),
            steps: 0,
            limit,
        }
    }

    /// The outcome of the position `words` with Left to move if `left_to_move`, else Right.
    ///
    /// # Errors
    /// [`Error::ZeroWords`] for no words; [`Error::TwinTooLarge`] for more than
    /// [`MAX_SEARCH_LETTERS`] letters, or once the search has used its limit of steps.
    ///
    /// ```
    /// use combgames_left_vs_right::naive::{GameSearch, Outcome};
    /// let w = "LL".parse().unwrap();
    /// assert_eq!(GameSearch::default().outcome(&[w], false), Ok(Outcome::LeftWins));
    /// ```
    pub fn outcome(&mut self, words: &[Word], left_to_move: bool) -> Result<Outcome, Error> {
        if words.is_empty() {
            return Err(Error::ZeroWords);
        }
        let letters: u64 = words.iter().map(|w| u64::from(w.letter_count())).sum();
        if letters > MAX_SEARCH_LETTERS {
            return Err(Error::TwinTooLarge {
                needed: u128::from(letters),
                limit: u128::from(MAX_SEARCH_LETTERS),
            });
        }
        let mut sorted = words.to_vec();
        sorted.sort_unstable();
        self.solve(sorted, left_to_move)
    }

    fn tick(&mut self) -> Result<(), Error> {
        self.steps += 1;
        if self.steps > self.limit {
            return Err(Error::TwinTooLarge {
                needed: u128::from(self.steps),
                limit: u128::from(self.limit),
            });
        }
        Ok(())
    }

    fn solve(&mut self, words: Vec<Word>, left_to_move: bool) -> Result<Outcome, Error> {
        if words.iter().all(|w| w.letter_count() == 1) {
            let ls: usize = words.iter().map(|w| w.count_l() as usize).sum();
            let rs = words.len() - ls;
            return Ok(match ls.cmp(&rs) {
                std::cmp::Ordering::Greater => Outcome::LeftWins,
                std::cmp::Ordering::Less => Outcome::RightWins,
                std::cmp::Ordering::Equal => Outcome::Tie,
            });
        }
        if let Some(&known) = self.memo.get(&(words.clone(), left_to_move)) {
            return Ok(known);
        }
        let (best, worst) = if left_to_move {
            (Outcome::LeftWins, Outcome::RightWins)
        } else {
            (Outcome::RightWins, Outcome::LeftWins)
        };
        let mut result = worst;
        // cuts[i] letters come off word i: an odometer over 0..len_i, skipping all zeros.
        let mut cuts = vec![0u32; words.len()];
        while let Some(i) = (0..words.len()).find(|&i| cuts[i] + 1 < words[i].letter_count()) {
            self.tick()?;
            cuts[i] += 1;
            cuts[..i].iter_mut().for_each(|c| *c = 0);
            // The odometer keeps every cut below its word's length, so no word vanishes.
            let Some(mut next) = words
                .iter()
                .zip(&cuts)
                .map(|(&w, &r)| {
                    if left_to_move {
                        w.without_first(r)
                    } else {
                        w.without_last(r)
                    }
                })
                .collect::<Option<Vec<Word>>>()
            else {
                continue;
            };
            next.sort_unstable();
            let outcome = self.solve(next, !left_to_move)?;
            let better = if left_to_move {
                outcome > result
            } else {
                outcome < result
            };
            if better {
                result = outcome;
                if result == best {
                    break;
                }
            }
        }
        self.tick()?;
        self.memo.insert((words, left_to_move), result);
        Ok(result)
    }
}

/// The number of ordered `k`-tuples of length-`n` words on which Right, moving second, wins,
/// by playing the game out exhaustively. Any `k`, even ones included.
///
/// # Errors
/// [`Error::ZeroLength`], [`Error::ZeroWords`], or [`Error::TwinTooLarge`] for more than
/// [`MAX_TUPLES`] tuples, `n > 6`, or a search past its step limit.
///
/// ```
/// use combgames_left_vs_right::naive::count_by_search;
/// assert_eq!(count_by_search(2, 3), Ok(14)); // published: G(2, 3) = 14
/// assert_eq!(count_by_search(1, 2), Ok(1)); // only RR: LR and RL are ties
/// ```
pub fn count_by_search(n: u32, k: u32) -> Result<u64, Error> {
    check_tuples(n, k)?;
    if n > 6 {
        return Err(Error::TwinTooLarge {
            needed: 1u128 << n.min(127),
            limit: 1 << 6,
        });
    }
    let mut search = GameSearch::default();
    let words = 1u64 << n;
    let mut count = 0;
    for index in 0..words.pow(k) {
        let mut rest = index;
        let mut tuple = Vec::with_capacity(k as usize);
        for _ in 0..k {
            tuple.push(Word::new(n, (rest % words) as u32)?);
            rest /= words;
        }
        if search.outcome(&tuple, true)? == Outcome::RightWins {
            count += 1;
        }
    }
    Ok(count)
}

fn check_tuples(n: u32, k: u32) -> Result<(), Error> {
    if n == 0 {
        return Err(Error::ZeroLength);
    }
    if k == 0 {
        return Err(Error::ZeroWords);
    }
    // 2^(n k) tuples; n k is computed in u64, so nothing is truncated.
    let bits = u64::from(n) * u64::from(k);
    if bits > u64::from(MAX_TUPLES.trailing_zeros()) {
        return Err(Error::TwinTooLarge {
            needed: 1u128 << bits.min(127),
            limit: u128::from(MAX_TUPLES),
        });
    }
    Ok(())
}
