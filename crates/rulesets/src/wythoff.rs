//! Wythoff's game and Fraenkel's r-Wythoff: two piles, their P-positions by the mex rule and by
//! the Beatty formula.

use std::collections::VecDeque;
use std::fmt;
use std::num::NonZeroU64;
use std::str::FromStr;

use combgames_base::Limits;

use combgames_partizan::{ParseError, ParseReason};

use crate::{AsImpartial, Error, Player, Position, PositionError};

/// The largest pile of a [`Wythoff`] position: 2^16. A position's options number up to
/// `a + b + (2r - 1) min(a, b)`, and the positions below it `(a + 1)(b + 1)`: far past any
/// search's reach before the bound is. (The P-positions, [`WythoffPPositions`] and
/// [`wythoff_p_position`], go to `u64::MAX`.)
///
/// ```
/// use combgames_rulesets::{MAX_WYTHOFF_PILE, Wythoff};
/// assert!(Wythoff::new(MAX_WYTHOFF_PILE, 0).is_ok());
/// assert!(Wythoff::new(0, MAX_WYTHOFF_PILE + 1).is_err());
/// ```
pub const MAX_WYTHOFF_PILE: u64 = 1 << 16;

/// The most options [`Wythoff::with_r`] lets a position have: 2^18 (Wythoff's game on the
/// largest piles has `3 * 2^16`).
pub const MAX_WYTHOFF_OPTIONS: u64 = 1 << 18;

/// Wythoff's game (Wythoff, 1907; Winning Ways ch. 3) on two piles `(a, b)`: a player takes any
/// number of counters from one pile, or the same number from both; who cannot move loses.
/// **r-Wythoff** (Fraenkel, "How to beat your Wythoff games' opponent on three fronts", 1982)
/// takes `k >= 1` from one pile and `l >= 1` from the other with `|k - l| < r`
/// ([`with_r`](Self::with_r)); `r = 1` is Wythoff's game. Impartial: both players have the
/// same options, the value is a nimber. Written `a,b`.
///
/// The key is the piles in increasing order (the game is symmetric in them).
///
/// ```
/// use combgames_rulesets::Wythoff;
/// // Wythoff (10, n) for n = 0..4 (issue 47's published row).
/// let row: Vec<usize> = (0..5).map(|n| Wythoff::new(10, n).unwrap().grundy().unwrap()).collect();
/// assert_eq!(row, [10, 11, 9, 8, 13]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Wythoff {
    piles: (u64, u64),
    r: NonZeroU64,
}

impl Wythoff {
    /// The piles `(a, b)` of Wythoff's game (`r = 1`).
    ///
    /// # Errors
    /// [`PositionError::NumberTooLarge`] for a pile past [`MAX_WYTHOFF_PILE`], its `position`
    /// the pile's place (0 for `a`, 1 for `b`).
    ///
    /// ```
    /// use combgames_partizan::{Error, PositionError};
    /// use combgames_rulesets::{MAX_WYTHOFF_PILE, Wythoff};
    /// assert_eq!(Wythoff::new(10, 4).unwrap().piles(), (10, 4));
    /// let refused = PositionError::NumberTooLarge { position: 1, max: MAX_WYTHOFF_PILE };
    /// assert_eq!(Wythoff::new(1, u64::MAX), Err(Error::Position(refused)));
    /// ```
    pub fn new(a: u64, b: u64) -> Result<Wythoff, Error> {
        for (position, pile) in [a, b].into_iter().enumerate() {
            if pile > MAX_WYTHOFF_PILE {
                let max = MAX_WYTHOFF_PILE;
                return Err(PositionError::NumberTooLarge { position, max }.into());
            }
        }
        Ok(Wythoff {
            piles: (a, b),
            r: NonZeroU64::MIN,
        })
    }

    /// The same piles in r-Wythoff: from both piles `k` and `l` with `|k - l| < r`.
    ///
    /// # Errors
    /// [`PositionError::NumberTooLarge`] (`position` 2, `max` the largest `r` allowed for
    /// these piles) when a position's options, at most `a + b + min(a, b) (2r - 1)`, could pass
    /// [`MAX_WYTHOFF_OPTIONS`]: every option is built before any limit is looked at.
    ///
    /// ```
    /// use std::num::NonZeroU64;
    /// use combgames_rulesets::{Player, Position, Wythoff};
    /// // From (2, 3): five moves in one pile; Wythoff's diagonal moves reach (1, 2) and (0, 1),
    /// // and with r = 2 also (1, 1), (0, 2) and (0, 0): every (2 - k, 3 - l), k, l >= 1, |k - l| <= 1.
    /// let two = NonZeroU64::new(2).unwrap();
    /// let w = Wythoff::new(2, 3).unwrap();
    /// let moves = |w: Wythoff| w.options(Player::Left).len();
    /// assert_eq!((moves(w), moves(w.with_r(two).unwrap())), (7, 10));
    /// // Wide diagonals on large piles would build billions of options at once.
    /// let big = Wythoff::new(20_000, 20_000).unwrap();
    /// assert!(big.with_r(NonZeroU64::new(100_000).unwrap()).is_err());
    /// ```
    pub fn with_r(self, r: NonZeroU64) -> Result<Wythoff, Error> {
        let (a, b) = self.piles;
        let (low, high) = (a.min(b), a.max(b));
        // Diagonal options from one position: min(a, b) values of k, each with at most
        // min(2r - 1, max(a, b)) values of l. Piles are at most 2^16, so no product overflows.
        let spread = r.get().saturating_mul(2).saturating_sub(1).min(high);
        if a + b + low * spread > MAX_WYTHOFF_OPTIONS {
            let max = (MAX_WYTHOFF_OPTIONS - a - b) / low / 2 + 1;
            return Err(PositionError::NumberTooLarge { position: 2, max }.into());
        }
        Ok(Wythoff { r, ..self })
    }

    /// The piles.
    #[must_use]
    pub fn piles(&self) -> (u64, u64) {
        self.piles
    }

    /// The `r` of r-Wythoff (1: Wythoff's game).
    #[must_use]
    pub fn r(&self) -> NonZeroU64 {
        self.r
    }

    /// The nimber's size `n` (the value is `*n`), by `combgames_grundy`'s solver with its
    /// default limits. The positions below `(a, b)` number `(a + 1)(b + 1)`, each with up to
    /// `a + b + (2r - 1) min(a, b)` options.
    ///
    /// # Errors
    /// [`combgames_grundy::Error::Exceeded`] past the solver's limits.
    ///
    /// ```
    /// use combgames_rulesets::Wythoff;
    /// assert_eq!(Wythoff::new(3, 5).unwrap().grundy(), Ok(0)); // a P-position: (3, 5) = (floor 2φ, floor 2φ²)
    /// ```
    pub fn grundy(&self) -> Result<usize, combgames_grundy::Error> {
        self.grundy_with(Limits::new())
    }

    /// [`grundy`](Self::grundy) within `limits` (as `combgames_grundy::Solver` takes them).
    ///
    /// # Errors
    /// [`combgames_grundy::Error::Exceeded`] past a limit.
    ///
    /// ```
    /// use combgames_base::Limits;
    /// use combgames_rulesets::Wythoff;
    /// assert!(Wythoff::new(500, 500).unwrap().grundy_with(Limits::new().steps(1000)).is_err());
    /// ```
    pub fn grundy_with(&self, limits: Limits) -> Result<usize, combgames_grundy::Error> {
        combgames_grundy::Solver::with_limits(AsImpartial::<Wythoff>::new(), limits)
            .grundy(&self.canonical())
    }
}

impl Position for Wythoff {
    fn options(&self, _player: Player) -> Vec<Wythoff> {
        let (a, b) = self.piles;
        let at = |a, b| Wythoff {
            piles: (a, b),
            r: self.r,
        };
        let mut options: Vec<Wythoff> = (0..a).map(|x| at(x, b)).collect();
        options.extend((0..b).map(|y| at(a, y)));
        // From both: k from a, l from b, k, l >= 1, |k - l| < r.
        let spread = self.r.get() - 1;
        for k in 1..=a {
            let low = k.saturating_sub(spread).max(1);
            let high = k.saturating_add(spread).min(b);
            options.extend((low..=high).map(|l| at(a - k, b - l)));
        }
        options
    }

    fn canonical(&self) -> Wythoff {
        let (a, b) = self.piles;
        Wythoff {
            piles: (a.min(b), a.max(b)),
            r: self.r,
        }
    }
}

impl FromStr for Wythoff {
    type Err = Error;

    /// Two piles `a,b` (decimal, each at most [`MAX_WYTHOFF_PILE`]), spaces allowed around them.
    ///
    /// # Errors
    /// [`PositionError::Letter`] for a character that is no digit (with its position),
    /// [`PositionError::NumberTooLarge`] for a pile past [`MAX_WYTHOFF_PILE`], [`Error::Parse`] for a
    /// missing comma or pile, [`PositionError::Empty`] for blank text.
    ///
    /// ```
    /// use combgames_partizan::{Error, PositionError};
    /// use combgames_rulesets::Wythoff;
    /// assert_eq!("10, 4".parse::<Wythoff>().unwrap().piles(), (10, 4));
    /// assert_eq!(
    ///     "10;4".parse::<Wythoff>(),
    ///     Err(Error::Position(PositionError::Letter { position: 2, letter: ';' }))
    /// );
    /// assert_eq!("10".parse::<Wythoff>().unwrap_err().to_string(), "at position 2: expected ','");
    /// assert_eq!("10,".parse::<Wythoff>().unwrap_err().to_string(), "at position 3: expected digits");
    /// ```
    fn from_str(text: &str) -> Result<Self, Error> {
        // The helpers count bytes; a refusal names characters.
        let chars = |byte: usize| text.get(..byte).map_or(byte, |t| t.chars().count());
        parse(text).map_err(|e| match e {
            Error::Position(PositionError::Letter { position, letter }) => PositionError::Letter {
                position: chars(position),
                letter,
            }
            .into(),
            Error::Position(PositionError::NumberTooLarge { position, max }) => {
                PositionError::NumberTooLarge {
                    position: chars(position),
                    max,
                }
                .into()
            }
            Error::Parse(ParseError { position, reason }) => parse_error(chars(position), reason),
            e => e,
        })
    }
}

/// [`Wythoff::from_str`], its positions in bytes.
fn parse(text: &str) -> Result<Wythoff, Error> {
    if text.trim().is_empty() {
        return Err(PositionError::Empty.into());
    }
    let Some(comma) = text.find(',') else {
        pile(text, 0)?;
        return Err(parse_error(text.len(), ParseReason::Expected(',')));
    };
    let a = pile(&text[..comma], 0)?;
    let b = pile(&text[comma + 1..], comma + 1)?;
    Wythoff::new(a, b)
}

fn parse_error(position: usize, reason: ParseReason) -> Error {
    Error::Parse(ParseError { position, reason })
}

/// A pile written in decimal in `text` (spaces around it), which starts at character
/// position `offset` of the whole text.
fn pile(text: &str, offset: usize) -> Result<u64, Error> {
    let start = text.len() - text.trim_start().len();
    let digits = text.trim();
    if digits.is_empty() {
        return Err(parse_error(
            offset + text.len(),
            ParseReason::ExpectedDigits,
        ));
    }
    if let Some((i, letter)) = digits.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        let position = offset + start + i;
        return Err(PositionError::Letter { position, letter }.into());
    }
    digits
        .parse::<u64>()
        .ok()
        .filter(|&p| p <= MAX_WYTHOFF_PILE)
        .ok_or_else(|| {
            PositionError::NumberTooLarge {
                position: offset + start,
                max: MAX_WYTHOFF_PILE,
            }
            .into()
        })
}

impl fmt::Display for Wythoff {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.piles.0, self.piles.1)
    }
}

/// The P-positions `(a_n, b_n)`, `n = 0, 1, 2, ...`, of r-Wythoff (`r = 1`: Wythoff's game)
/// by Fraenkel's mex rule: `a_n` the least number not among `a_0, b_0, ..., a_(n-1),
/// b_(n-1)`, `b_n = a_n + r n`. Each `(a_n, b_n)` and its mirror `(b_n, a_n)` are the
/// P-positions; every number is an `a_n` or a `b_n` exactly once. The iterator ends before a
/// pair past `u64::MAX`. Memory: one word for each `b_i` not yet passed by `a_n`, about
/// `n r / (alpha + r)` words (0.38 n for Wythoff); `O(1)` time a pair.
///
/// ```
/// use std::num::NonZeroU64;
/// use combgames_rulesets::WythoffPPositions;
/// let wythoff: Vec<_> = WythoffPPositions::new(NonZeroU64::MIN).take(5).collect();
/// assert_eq!(wythoff, [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]); // OEIS A000201, A001950
/// ```
#[derive(Debug, Clone)]
pub struct WythoffPPositions {
    r: u64,
    n: u64,
    /// The next candidate for `a_n`: one past `a_(n-1)`.
    next: u64,
    /// The `b_i` at least `next`, in increasing order.
    pending: VecDeque<u64>,
    done: bool,
}

impl WythoffPPositions {
    /// The P-positions of r-Wythoff, from `(0, 0)`.
    #[must_use]
    pub fn new(r: NonZeroU64) -> WythoffPPositions {
        WythoffPPositions {
            r: r.get(),
            n: 0,
            next: 0,
            pending: VecDeque::new(),
            done: false,
        }
    }
}

impl Iterator for WythoffPPositions {
    type Item = (u64, u64);

    fn next(&mut self) -> Option<(u64, u64)> {
        if self.done {
            return None;
        }
        // The b's increase, so the least unused number past a_(n-1) skips only a leading run.
        let mut a = self.next;
        while self.pending.front() == Some(&a) {
            self.pending.pop_front();
            let Some(past) = a.checked_add(1) else {
                self.done = true;
                return None;
            };
            a = past;
        }
        let pair = self
            .r
            .checked_mul(self.n)
            .and_then(|rn| a.checked_add(rn))
            .map(|b| (a, b));
        let Some((a, b)) = pair else {
            self.done = true;
            return None;
        };
        if self.n > 0 {
            self.pending.push_back(b);
        }
        self.n += 1;
        match a.checked_add(1) {
            Some(next) => self.next = next,
            None => self.done = true,
        }
        Some((a, b))
    }
}

/// The `n`-th P-position `(a_n, b_n)` of r-Wythoff by Fraenkel's formula: `a_n = floor(n
/// alpha)`, `b_n = floor(n beta) = a_n + r n`, with `alpha = (2 - r + sqrt(r^2 + 4)) / 2` and
/// `beta = alpha + r` (Wythoff's game: `alpha` the golden ratio). Exact: `a_n = floor((n (2 -
/// r) + isqrt(n^2 (r^2 + 4))) / 2)`, the square root of a non-square rounded down changing no
/// floor. `O(1)`.
///
/// `None` when `b_n` passes `u64::MAX` (or `n^2 (r^2 + 4)` passes `u128::MAX`, which happens
/// only when `n r` is within `2n` of `2^64`).
///
/// ```
/// use std::num::NonZeroU64;
/// use combgames_rulesets::wythoff_p_position;
/// assert_eq!(wythoff_p_position(NonZeroU64::MIN, 10), Some((16, 26)));
/// let two = NonZeroU64::new(2).unwrap(); // alpha = sqrt 2
/// assert_eq!(wythoff_p_position(two, 3), Some((4, 10)));
/// assert_eq!(wythoff_p_position(NonZeroU64::MAX, 1), None);
/// ```
#[must_use]
pub fn wythoff_p_position(r: NonZeroU64, n: u64) -> Option<(u64, u64)> {
    let (r, n) = (u128::from(r.get()), u128::from(n));
    let square = r
        .checked_mul(r)
        .and_then(|rr| rr.checked_add(4))
        .and_then(|s| s.checked_mul(n))
        .and_then(|s| s.checked_mul(n))?;
    // n (2 - r) + root >= 0: root >= n r since r^2 + 4 > r^2.
    let lower = (2 * n + square.isqrt() - n * r) / 2;
    let upper = lower + r * n;
    Some((u64::try_from(lower).ok()?, u64::try_from(upper).ok()?))
}
