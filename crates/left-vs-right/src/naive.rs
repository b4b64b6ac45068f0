//! Slow twins: the word values by their literal definition, the count by enumerating tuples,
//! and the game itself by exhaustive search (one concept, kept in one file apart from every
//! fast path, so that no twin shares code with what it checks).
//!
//! The twins have their own [`Error`](enum@Error): the refusals of the fast API they share (a zero length,
//! no words), their own size limits ([`Exceeded`]: items are words or tuples, steps the
//! search's) and a strategy's illegal move, which only a search can meet.

use std::collections::HashMap;

use combgames_base::{Exceeded, Limits, Meter, Needed, Resource};
use combgames_dyadic::Dyadic;
use thiserror::Error;

use crate::{Outcome, OutcomeCounts, Player, Word, WordValue};

/// What can go wrong in a slow twin.
///
/// ```
/// use combgames_left_vs_right::naive::{Error, count_by_enumeration};
/// assert!(matches!(count_by_enumeration(8, 3), Err(Error::Exceeded(_))));
/// assert_eq!(count_by_enumeration(0, 3), Err(Error::Game(combgames_left_vs_right::Error::ZeroLength)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// A refusal the fast API makes too (a zero length, no words, a bad word).
    #[error(transparent)]
    Game(#[from] crate::Error),
    /// The twin's size limit: more words, tuples or letters than it visits, or a search past
    /// its steps.
    #[error("the slow twin {0}")]
    Exceeded(#[from] Exceeded),
    /// The strategy's move is not a legal move of the game.
    #[error("the strategy's move is not a legal move of the game")]
    IllegalMove,
}

/// The refusal of a twin that would visit `needed` items (saturated) past `limit`.
fn too_many(needed: u128, limit: u64) -> Error {
    Error::Exceeded(Exceeded {
        resource: Resource::Items,
        needed: Needed::Estimate(u64::try_from(needed).unwrap_or(u64::MAX)),
        allowed: limit,
    })
}

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
/// [`Error::Game`] (a zero length); [`Error::Exceeded`] for `n > 20` (more than `2^20` words).
///
/// ```
/// use combgames_left_vs_right::naive::values_by_definition;
/// let values = values_by_definition(2).unwrap();
/// assert!(values[0b01].cold); // LR: between -1 and +1 lies 0
/// ```
pub fn values_by_definition(n: u32) -> Result<Vec<WordValue>, Error> {
    if n == 0 {
        return Err(crate::Error::ZeroLength.into());
    }
    if n > 20 {
        return Err(too_many(1u128 << n.min(127), 1 << 20));
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
    // floor(x * 2^j). The values of the short words this twin takes are far below 2^20, so
    // floor(x * 2^40) fits an i64; past it the scan finds nothing and falls back to `a`.
    let floor = |x: Dyadic, j: u32| {
        x.checked_mul(Dyadic::from_integer(1 << j))
            .and_then(|scaled| scaled.floor().to_i64())
            .unwrap_or(i64::MAX / 2)
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

/// The outcome counts of [`crate::count_outcomes_in`] by listing every ordered `k`-tuple of words
/// with [`values_by_definition`] and applying the theorem's thresholds word by word: with Left
/// first, Right wins iff `Su < c` or (`Su = c` and all cold) for `c = 0` (odd `k`) or `-1`
/// (even `k`), and wins or ties for `c = 0` or `+1`; with Right first, Left wins iff `Sd > c`
/// or (`Sd = c` and all cold) for `c = 0` or `+1`, and wins or ties for `c = 0` or `-1`.
///
/// # Errors
/// [`Error::Game`] (a zero length), [`Error::Game`] (no words), or [`Error::Exceeded`] for more than
/// [`MAX_TUPLES`] tuples.
///
/// ```
/// use combgames_left_vs_right::{Player, naive::count_outcomes_by_enumeration};
/// let counts = count_outcomes_by_enumeration(3, 2, Player::Left).unwrap();
/// assert_eq!((counts.right_wins, counts.ties), (4, 28));
/// ```
pub fn count_outcomes_by_enumeration(
    n: u32,
    k: u32,
    first: Player,
) -> Result<OutcomeCounts<u64>, Error> {
    check_tuples(n, k)?;
    let values = values_by_definition(n)?;
    let words = values.len() as u64;
    // (wins, wins or ties) thresholds for the second player.
    let (win, win_or_tie) = match (k % 2, first) {
        (1, _) => (0, 0),
        (_, Player::Left) => (-1, 1),
        (_, Player::Right) => (1, -1),
    };
    let mut counts = OutcomeCounts::default();
    for index in 0..words.pow(k) {
        let (mut rest, mut sum, mut all_cold) = (index, Dyadic::ZERO, true);
        for _ in 0..k {
            let value = values[(rest % words) as usize];
            rest /= words;
            let x = match first {
                Player::Left => value.u,
                Player::Right => value.d,
            };
            // Values lie in [-1, 1], so sums of at most 2^22 of them cannot overflow.
            sum = sum.checked_add(x).unwrap_or(sum);
            all_cold &= value.cold;
        }
        let beyond = |c: i64| {
            let c = Dyadic::from_integer(c);
            match first {
                Player::Left => sum < c || (all_cold && sum == c),
                Player::Right => sum > c || (all_cold && sum == c),
            }
        };
        let (second_wins, second_wins_or_ties) = (beyond(win), beyond(win_or_tie));
        let (second, first_count) = match first {
            Player::Left => (&mut counts.right_wins, &mut counts.left_wins),
            Player::Right => (&mut counts.left_wins, &mut counts.right_wins),
        };
        if second_wins {
            *second += 1;
        } else if second_wins_or_ties {
            counts.ties += 1;
        } else {
            *first_count += 1;
        }
    }
    Ok(counts)
}

/// `G(n, k)` by [`count_outcomes_by_enumeration`]: the tuples Right wins, moving second.
///
/// # Errors
/// As for [`count_outcomes_by_enumeration`].
///
/// ```
/// use combgames_left_vs_right::naive::count_by_enumeration;
/// assert_eq!(count_by_enumeration(2, 3), Ok(14)); // published: G(2, 3) = 14
/// assert_eq!(count_by_enumeration(2, 2), Ok(1));
/// ```
pub fn count_by_enumeration(n: u32, k: u32) -> Result<u64, Error> {
    count_outcomes_by_enumeration(n, k, Player::Left).map(|c| c.right_wins)
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

/// Every move of `mover` from `words`: the positions after it, word by word in the order given.
///
/// A move takes at least one letter in all and never a whole word: for words of `l_1, l_2, ...`
/// letters there are `l_1 l_2 ... - 1` moves (none once every word is a single letter).
///
/// ```
/// use combgames_left_vs_right::{Player, Word, naive::moves};
/// let words: Vec<Word> = ["LRR", "RL"].iter().map(|w| w.parse().unwrap()).collect();
/// assert_eq!(moves(&words, Player::Left).count(), 3 * 2 - 1);
/// let first: Vec<String> = moves(&words, Player::Right).next().unwrap()
///     .iter().map(|w| w.to_string()).collect();
/// assert_eq!(first, ["LR", "RL"]);
/// ```
pub fn moves(words: &[Word], mover: Player) -> Moves<'_> {
    Moves {
        words,
        mover,
        cuts: vec![0; words.len()],
    }
}

/// The iterator of [`moves`].
#[derive(Debug, Clone)]
pub struct Moves<'a> {
    words: &'a [Word],
    mover: Player,
    /// `cuts[i]` letters come off word `i`: an odometer over `0..len_i`, skipping all zeros.
    cuts: Vec<u32>,
}

impl Iterator for Moves<'_> {
    type Item = Vec<Word>;

    fn next(&mut self) -> Option<Vec<Word>> {
        let words = self.words;
        let i = (0..words.len()).find(|&i| self.cuts[i] + 1 < words[i].letter_count())?;
        self.cuts[i] += 1;
        self.cuts[..i].iter_mut().for_each(|c| *c = 0);
        // The odometer keeps every cut below its word's length, so no word vanishes.
        words
            .iter()
            .zip(&self.cuts)
            .map(|(&w, &r)| match self.mover {
                Player::Left => w.without_first(r),
                Player::Right => w.without_last(r),
            })
            .collect()
    }
}

/// The final score `#L - #R` of a position of one-letter words, or `None` if a word is longer.
fn final_score(words: &[Word]) -> Option<i64> {
    words
        .iter()
        .try_fold(0i64, |s, w| match (w.letter_count(), w.count_l()) {
            (1, 1) => Some(s + 1),
            (1, _) => Some(s - 1),
            _ => None,
        })
}

/// A strategy as [`GameSearch::score_with_strategy`] calls it: the position after its move.
type Strategy<'a> = dyn FnMut(&[Word], Player) -> Result<Option<Vec<Word>>, Error> + 'a;

/// The game itself, solved by exhaustive minimax with memoisation on (sorted words, mover):
/// the exact final score `S = #L - #R` under best play, Left maximising and Right minimising.
///
/// The search is a test twin: it refuses positions of more than [`MAX_SEARCH_LETTERS`]
/// letters (the recursion depth) and stops with an error once it has examined its limit of
/// moves ([`MAX_SEARCH_STEPS`] unless set with [`with_limits`](Self::with_limits)), so every
/// call ends quickly.
///
/// ```
/// use combgames_left_vs_right::{Outcome, Player};
/// use combgames_left_vs_right::naive::GameSearch;
/// let mut search = GameSearch::default();
/// let words = ["LR".parse().unwrap(), "LR".parse().unwrap(), "LR".parse().unwrap()];
/// assert_eq!(search.outcome(&words, Player::Left), Ok(Outcome::RightWins));
/// assert_eq!(search.score(&words[1..], Player::Left), Ok(0)); // a tie
/// ```
#[derive(Debug)]
pub struct GameSearch {
    memo: HashMap<(Vec<Word>, Player), i64>,
    steps: Meter,
}

impl Default for GameSearch {
    fn default() -> Self {
        Self::with_limits(Limits::new())
    }
}

impl GameSearch {
    /// A search within `limits`: `steps`, the moves and positions examined in all
    /// ([`MAX_SEARCH_STEPS`] by default); `time`, the wall time from here on, read every
    /// 4,096 steps.
    ///
    /// ```
    /// use combgames_base::Limits;
    /// use combgames_left_vs_right::Player;
    /// use combgames_left_vs_right::naive::GameSearch;
    /// let words = vec!["LRLRLR".parse().unwrap(); 4];
    /// let mut search = GameSearch::with_limits(Limits::new().steps(100));
    /// assert!(search.outcome(&words, Player::Left).is_err());
    /// ```
    pub fn with_limits(limits: Limits) -> Self {
        GameSearch {
            memo: HashMap::new(),
            steps: limits.step_meter(MAX_SEARCH_STEPS),
        }
    }

    /// The optimal final score `#L - #R` of the position `words` with `mover` to move.
    ///
    /// # Errors
    /// [`Error::Game`] (no words) for no words; [`Error::Exceeded`] for more than
    /// [`MAX_SEARCH_LETTERS`] letters, or once the search has used its limit of steps.
    ///
    /// ```
    /// use combgames_left_vs_right::Player;
    /// use combgames_left_vs_right::naive::GameSearch;
    /// let words = ["RL".parse().unwrap(), "LR".parse().unwrap()];
    /// // Left cuts RL to L and leaves LR alone; Right's only move then cuts LR to L.
    /// assert_eq!(GameSearch::default().score(&words, Player::Left), Ok(2));
    /// ```
    pub fn score(&mut self, words: &[Word], mover: Player) -> Result<i64, Error> {
        let sorted = check_position(words)?;
        self.solve(sorted, mover)
    }

    /// The outcome of the position `words` with `mover` to move: the sign of
    /// [`score`](Self::score).
    ///
    /// # Errors
    /// As for [`score`](Self::score).
    ///
    /// ```
    /// use combgames_left_vs_right::{Outcome, Player};
    /// use combgames_left_vs_right::naive::GameSearch;
    /// let w = "LL".parse().unwrap();
    /// assert_eq!(GameSearch::default().outcome(&[w], Player::Right), Ok(Outcome::LeftWins));
    /// ```
    pub fn outcome(&mut self, words: &[Word], mover: Player) -> Result<Outcome, Error> {
        self.score(words, mover).map(Outcome::from_score)
    }

    /// The final score when `player` follows `strategy` at each of its turns and the other
    /// player answers with every reply (choosing the best for itself): the score `strategy`
    /// guarantees. It equals [`score`](Self::score) exactly when the strategy is optimal from
    /// this position. `strategy` returns the position after its move, or `None` when it
    /// has no move; a returned position that is not a legal move is an error.
    ///
    /// # Errors
    /// As for [`score`](Self::score); any error of `strategy`; [`Error::IllegalMove`] for a
    /// position that is not a legal move of `player`.
    ///
    /// ```
    /// use combgames_left_vs_right::{Player, optimal_move};
    /// use combgames_left_vs_right::naive::GameSearch;
    /// let words = vec!["LRRL".parse().unwrap(), "RLR".parse().unwrap()];
    /// let mut search = GameSearch::default();
    /// let best = search.score(&words, Player::Left).unwrap();
    /// let held = search.score_with_strategy(&words, Player::Left, Player::Left, optimal_move);
    /// assert_eq!(held, Ok(best));
    /// ```
    pub fn score_with_strategy<E: Into<Error>>(
        &mut self,
        words: &[Word],
        mover: Player,
        player: Player,
        mut strategy: impl FnMut(&[Word], Player) -> Result<Option<Vec<Word>>, E>,
    ) -> Result<i64, Error> {
        check_position(words)?;
        let mut strategy = |w: &[Word], p: Player| strategy(w, p).map_err(Into::into);
        let mut memo = HashMap::new();
        self.follow(words.to_vec(), mover, player, &mut strategy, &mut memo)
    }

    fn follow(
        &mut self,
        words: Vec<Word>,
        mover: Player,
        player: Player,
        strategy: &mut Strategy<'_>,
        memo: &mut HashMap<(Vec<Word>, Player), i64>,
    ) -> Result<i64, Error> {
        if let Some(score) = final_score(&words) {
            return Ok(score);
        }
        if let Some(&known) = memo.get(&(words.clone(), mover)) {
            return Ok(known);
        }
        self.tick()?;
        let result = if mover == player {
            let after = strategy(&words, player)?.ok_or(Error::IllegalMove)?;
            if !moves(&words, player).any(|m| m == after) {
                return Err(Error::IllegalMove);
            }
            self.follow(after, mover.other(), player, strategy, memo)?
        } else {
            let mut best: Option<i64> = None;
            for next in moves(&words, mover) {
                self.tick()?;
                let s = self.follow(next, mover.other(), player, strategy, memo)?;
                best = Some(match (best, mover) {
                    (None, _) => s,
                    (Some(b), Player::Left) => b.max(s),
                    (Some(b), Player::Right) => b.min(s),
                });
            }
            best.ok_or(Error::IllegalMove)?
        };
        memo.insert((words, mover), result);
        Ok(result)
    }

    fn tick(&mut self) -> Result<(), Error> {
        Ok(self.steps.spend(1)?)
    }

    fn solve(&mut self, words: Vec<Word>, mover: Player) -> Result<i64, Error> {
        if let Some(score) = final_score(&words) {
            return Ok(score);
        }
        if let Some(&known) = self.memo.get(&(words.clone(), mover)) {
            return Ok(known);
        }
        // The best the mover could ever reach: each word ends as one of its own letters.
        let bound: i64 = words
            .iter()
            .map(|w| match mover {
                Player::Left if w.count_l() > 0 => 1,
                Player::Left => -1,
                Player::Right if w.count_l() < w.letter_count() => -1,
                Player::Right => 1,
            })
            .sum();
        let mut result: Option<i64> = None;
        for mut next in moves(&words, mover) {
            self.tick()?;
            next.sort_unstable();
            let score = self.solve(next, mover.other())?;
            let best = match (result, mover) {
                (None, _) => score,
                (Some(r), Player::Left) => r.max(score),
                (Some(r), Player::Right) => r.min(score),
            };
            result = Some(best);
            if best == bound {
                break;
            }
        }
        // A position with a word of two letters or more has a move.
        let result = result.ok_or(Error::IllegalMove)?;
        self.tick()?;
        self.memo.insert((words, mover), result);
        Ok(result)
    }
}

/// The words sorted, after checking the position's size.
fn check_position(words: &[Word]) -> Result<Vec<Word>, Error> {
    if words.is_empty() {
        return Err(crate::Error::ZeroWords.into());
    }
    let letters: u64 = words.iter().map(|w| u64::from(w.letter_count())).sum();
    if letters > MAX_SEARCH_LETTERS {
        return Err(too_many(u128::from(letters), MAX_SEARCH_LETTERS));
    }
    let mut sorted = words.to_vec();
    sorted.sort_unstable();
    Ok(sorted)
}

/// How many ordered `k`-tuples of length-`n` words each player wins, and how many tie, with
/// `first` moving first, by playing every tuple out with a [`GameSearch`].
///
/// # Errors
/// [`Error::Game`] (a zero length), [`Error::Game`] (no words), or [`Error::Exceeded`] for more than
/// [`MAX_TUPLES`] tuples, `n > 6`, or a search past its step limit.
///
/// ```
/// use combgames_left_vs_right::{OutcomeCounts, Player};
/// use combgames_left_vs_right::naive::count_outcomes_by_search;
/// let counts = count_outcomes_by_search(2, 2, Player::Left).unwrap();
/// assert_eq!(counts, OutcomeCounts { left_wins: 8, ties: 7, right_wins: 1 });
/// ```
pub fn count_outcomes_by_search(
    n: u32,
    k: u32,
    first: Player,
) -> Result<OutcomeCounts<u64>, Error> {
    check_tuples(n, k)?;
    if n > 6 {
        return Err(too_many(1u128 << n.min(127), 1 << 6));
    }
    let mut search = GameSearch::default();
    let words = 1u64 << n;
    let mut counts = OutcomeCounts::default();
    for index in 0..words.pow(k) {
        let mut rest = index;
        let mut tuple = Vec::with_capacity(k as usize);
        for _ in 0..k {
            tuple.push(Word::new(n, (rest % words) as u32)?);
            rest /= words;
        }
        match search.outcome(&tuple, first)? {
            Outcome::LeftWins => counts.left_wins += 1,
            Outcome::Tie => counts.ties += 1,
            Outcome::RightWins => counts.right_wins += 1,
        }
    }
    Ok(counts)
}

/// The number of ordered `k`-tuples of length-`n` words on which Right, moving second, wins,
/// by playing the game out exhaustively: the `right_wins` of [`count_outcomes_by_search`]
/// with Left first.
///
/// # Errors
/// As for [`count_outcomes_by_search`].
///
/// ```
/// use combgames_left_vs_right::naive::count_by_search;
/// assert_eq!(count_by_search(2, 3), Ok(14)); // published: G(2, 3) = 14
/// assert_eq!(count_by_search(1, 2), Ok(1)); // only RR: LR and RL are ties
/// ```
pub fn count_by_search(n: u32, k: u32) -> Result<u64, Error> {
    count_outcomes_by_search(n, k, Player::Left).map(|c| c.right_wins)
}

fn check_tuples(n: u32, k: u32) -> Result<(), Error> {
    if n == 0 {
        return Err(crate::Error::ZeroLength.into());
    }
    if k == 0 {
        return Err(crate::Error::ZeroWords.into());
    }
    // 2^(n k) tuples; n k is computed in u64, so nothing is truncated.
    let bits = u64::from(n) * u64::from(k);
    if bits > u64::from(MAX_TUPLES.trailing_zeros()) {
        return Err(too_many(1u128 << bits.min(127), MAX_TUPLES));
    }
    Ok(())
}
