//! One position of the game: its optimal final score, its outcome and an optimal move, by the
//! theorem in the crate docs.

use combgames_dyadic::{Dyadic, simplest_between_scaled};

use crate::{Error, Outcome, Player, Word, WordValue};

/// Every value of a word of at most [`Word::MAX_LEN`] letters is a multiple of `2^-SCALE`
/// (words of length `l >= 2` have values over `2^(l-2)`; see [`crate::word_values`]).
const SCALE: u32 = Word::MAX_LEN - 2;

/// `1` over `2^SCALE`.
const ONE: i64 = 1 << SCALE;

/// The values `(u, d, cold)`, numerators over `2^SCALE`, of every factor (contiguous
/// sub-word) of one word, by the definition: `O(l^3)` for `l` letters.
struct Factors {
    len: usize,
    /// `cells[start * len + (length - 1)]`.
    cells: Vec<(i64, i64, bool)>,
}

impl Factors {
    fn new(word: Word) -> Result<Self, Error> {
        let len = word.letter_count() as usize;
        let mut factors = Factors {
            len,
            cells: vec![(0, 0, true); len * len],
        };
        for length in 1..=len {
            for start in 0..=len - length {
                let value = if length == 1 {
                    // Letter `start`, read from the most significant of the `len` bits.
                    let r = word.bits() >> (len - 1 - start) & 1 == 1;
                    let v = if r { -ONE } else { ONE };
                    (v, v, true)
                } else {
                    let u_raw = (1..length)
                        .map(|cut| factors.get(start + cut, length - cut).1)
                        .max()
                        .unwrap_or(ONE);
                    let d_raw = (1..length)
                        .map(|cut| factors.get(start, length - cut).0)
                        .min()
                        .unwrap_or(-ONE);
                    if u_raw < d_raw {
                        let v = simplest_between_scaled(u_raw, d_raw, SCALE)
                            // Unreachable: ends over 2^(l-3) have a number over 2^(l-2)
                            // between them, and l - 2 <= SCALE.
                            .ok_or(Error::TooLong {
                                n: word.letter_count(),
                                max: Word::MAX_LEN,
                            })?;
                        (v, v, true)
                    } else {
                        (u_raw, d_raw, false)
                    }
                };
                factors.cells[start * len + length - 1] = value;
            }
        }
        Ok(factors)
    }

    fn get(&self, start: usize, length: usize) -> (i64, i64, bool) {
        self.cells[start * self.len + length - 1]
    }

    /// `(u, d, cold)` of the whole word.
    fn whole(&self) -> (i64, i64, bool) {
        self.get(0, self.len)
    }

    /// The number of letters Left removes to reach the shortest proper suffix `s` with
    /// `d(s) = u_raw(w)`, for a word of two letters or more (`None` for one letter).
    fn best_left_cut(&self) -> Option<u32> {
        let u_raw = (1..self.len)
            .map(|cut| self.get(cut, self.len - cut).1)
            .max()?;
        (1..self.len)
            .rev()
            .find(|&cut| self.get(cut, self.len - cut).1 == u_raw)
            .map(|cut| cut as u32)
    }
}

/// The value of one word of any length from 1 to [`Word::MAX_LEN`] (see [`WordValue`]), by
/// the definition over its factors: `O(l^3)` steps and `O(l^2)` memory for `l` letters.
///
/// # Errors
/// None in practice: the value always exists; an internal inconsistency would be reported as
/// [`Error::TooLong`] rather than assumed away.
///
/// ```
/// use combgames_left_vs_right::word_value;
/// let v = word_value("LRR".parse().unwrap()).unwrap();
/// assert!(v.cold && v.u.to_string() == "-1/2");
/// let v = word_value("LLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRR".parse().unwrap()).unwrap();
/// assert!(v.cold);
/// ```
pub fn word_value(word: Word) -> Result<WordValue, Error> {
    let (u, d, cold) = Factors::new(word)?.whole();
    let dyadic = |v: i64| Dyadic::from_scaled(v, SCALE).map_err(|_| too_long(word));
    Ok(WordValue {
        u: dyadic(u)?,
        d: dyadic(d)?,
        cold,
    })
}

fn too_long(word: Word) -> Error {
    Error::TooLong {
        n: word.letter_count(),
        max: Word::MAX_LEN,
    }
}

/// The optimal final score `S = #L - #R` of a position (a multiset of words, in any order)
/// with `mover` to move, when both play perfectly (Left maximising `S`, Right minimising).
///
/// By the theorem of the crate docs: with Left to move it is the sum `Su` of the words' `u`
/// rounded to an integer of the parity of the number of words `k`; an exact midpoint
/// (`Su` itself of the other parity) goes down, to Right, if every word is cold (a single
/// letter counts as cold), and up otherwise. Right to move: the same with `Sd`, the sum of
/// `d`, and the midpoint going up iff every word is cold. `O(l^3)` steps per word of `l`
/// letters.
///
/// # Errors
/// [`Error::ZeroWords`] for no words.
///
/// ```
/// use combgames_left_vs_right::{Player, Word, optimal_score};
/// let words: Vec<Word> = vec!["LR".parse().unwrap(); 3];
/// // Three cold words worth 0: Su = 0 is a midpoint for odd k, and goes to the second player.
/// assert_eq!(optimal_score(&words, Player::Left), Ok(-1));
/// assert_eq!(optimal_score(&words, Player::Right), Ok(1));
/// // Two of them: the scores are even, and 0 (a tie) is the nearest to Su = 0.
/// assert_eq!(optimal_score(&words[1..], Player::Left), Ok(0));
/// ```
pub fn optimal_score(words: &[Word], mover: Player) -> Result<i64, Error> {
    if words.is_empty() {
        return Err(Error::ZeroWords);
    }
    match mover {
        Player::Left => left_to_move_score(words),
        // The mirror (each word reversed, letters swapped) turns Right into Left and S
        // into -S.
        Player::Right => Ok(-left_to_move_score(&mirror(words))?),
    }
}

/// The optimal score with Left to move: `c* - 1`, where `c*` is the smallest integer of the
/// other parity than `k` with `Su < c*`, or `Su = c*` and every word cold.
fn left_to_move_score(words: &[Word]) -> Result<i64, Error> {
    let (mut sum, mut all_cold) = (0i128, true);
    for &word in words {
        let (u, _, cold) = Factors::new(word)?.whole();
        // |u| <= 2^SCALE per word: no slice is long enough to overflow i128.
        sum += i128::from(u);
        all_cold &= cold;
    }
    let one = i128::from(ONE);
    let floor = sum.div_euclid(one);
    let exact = sum.rem_euclid(one) == 0;
    let mut c = if all_cold && exact { floor } else { floor + 1 };
    // A slice of words has fewer than 2^61 of them, so k fits in i128.
    let k = words.len() as i128;
    if (c - k).rem_euclid(2) == 0 {
        c += 1;
    }
    i64::try_from(c - 1).map_err(|_| Error::ZeroWords)
}

/// The outcome of a position with `mover` to move: the sign of [`optimal_score`].
///
/// # Errors
/// [`Error::ZeroWords`] for no words.
///
/// ```
/// use combgames_left_vs_right::{Outcome, Player, Word, position_outcome};
/// let words: Vec<Word> = ["LRR", "RL", "L"].iter().map(|w| w.parse().unwrap()).collect();
/// assert_eq!(position_outcome(&words, Player::Left), Ok(Outcome::LeftWins));
/// ```
pub fn position_outcome(words: &[Word], mover: Player) -> Result<Outcome, Error> {
    optimal_score(words, mover).map(Outcome::from_score)
}

/// A move that attains [`optimal_score`]: the position after it, word by word in the order
/// given, or `None` if every word is down to one letter (the game is over).
///
/// The move is the one the proof of the theorem constructs. For Left: if some word of two
/// letters or more is hot (not a number), every hot word is cut to its shortest proper suffix
/// `s` whose `d(s)` is the word's `u`; otherwise Left cuts one word only, the one of two letters
/// or more whose value has the largest denominator, to the shortest proper suffix attaining its
/// `u_raw`. Right plays the mirror image. Following it from every position secures the optimal
/// score against any replies, whatever the target. `O(l^3)` steps per word of `l` letters.
///
/// # Errors
/// [`Error::ZeroWords`] for no words.
///
/// ```
/// use combgames_left_vs_right::{Player, Word, optimal_move};
/// let words: Vec<Word> = ["RLR", "LR"].iter().map(|w| w.parse().unwrap()).collect();
/// let after = optimal_move(&words, Player::Left).unwrap().unwrap();
/// let text: Vec<String> = after.iter().map(|w| w.to_string()).collect();
/// assert_eq!(text, ["LR", "LR"]); // the hot word RLR is cut to LR
/// ```
pub fn optimal_move(words: &[Word], mover: Player) -> Result<Option<Vec<Word>>, Error> {
    if words.is_empty() {
        return Err(Error::ZeroWords);
    }
    match mover {
        Player::Left => left_move(words),
        Player::Right => Ok(left_move(&mirror(words))?.map(|after| mirror(&after))),
    }
}

/// Every word mirrored (reversed, letters swapped): Right's game as Left's.
fn mirror(words: &[Word]) -> Vec<Word> {
    words.iter().map(|w| w.mirror()).collect()
}

fn left_move(words: &[Word]) -> Result<Option<Vec<Word>>, Error> {
    // Two passes over the words, each word's factors made and dropped in turn: the memory is
    // one word's table (at most 32 x 32 cells) besides the answer, whatever the position.
    let cut = |word: Word, factors: &Factors| -> Result<Word, Error> {
        factors
            .best_left_cut()
            .and_then(|r| word.without_first(r))
            .ok_or(too_long(word))
    };
    let mut any_hot = false;
    // All cold: the long word whose value is finest (fewest trailing zero bits over 2^SCALE;
    // zero is the coarsest of all), the first of them.
    let mut finest: Option<(u32, usize)> = None;
    for (i, &word) in words.iter().enumerate() {
        let factors = Factors::new(word)?;
        if factors.len < 2 {
            continue;
        }
        let (u, _, cold) = factors.whole();
        if !cold {
            any_hot = true;
            break;
        }
        let zeros = if u == 0 { u32::MAX } else { u.trailing_zeros() };
        if finest.is_none_or(|(best, _)| zeros < best) {
            finest = Some((zeros, i));
        }
    }
    let mut after = words.to_vec();
    if any_hot {
        for (slot, &word) in after.iter_mut().zip(words) {
            let factors = Factors::new(word)?;
            if factors.len >= 2 && !factors.whole().2 {
                *slot = cut(word, &factors)?;
            }
        }
        return Ok(Some(after));
    }
    match finest {
        None => Ok(None),
        Some((_, i)) => {
            after[i] = cut(words[i], &Factors::new(words[i])?)?;
            Ok(Some(after))
        }
    }
}
