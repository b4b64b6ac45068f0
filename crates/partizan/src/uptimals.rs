//! Uptimals: the powers `^<n>` of up and their partial sums `^[n]`, built and recognised
//! from their canonical forms.
//!
//! The uptimal powers of `^ = {0 | *}` (Winning Ways, vol. 1, ch. 9; Siegel, *Combinatorial
//! Game Theory*, ch. II) are
//!
//! ```text
//! ^<1> = ^,    ^<n+1> = {0 | * - ^[n]},    ^[n] = ^<1> + ^<2> + ... + ^<n>,
//! ```
//!
//! so `^<2> = {0 | v*}`, `^[2] = ^ + ^<2>`, and `v<n> = -^<n>`, `v[n] = -^[n]`. Their
//! canonical forms follow a pattern (`n >= 1`):
//!
//! ```text
//! ^[n]   = { ^[n-1] | * }            ^[0] = 0
//! ^[n]*  = { 0, ^[n-1]* | 0 }        ^[0]* = *
//! ^<n>   = { 0 | v[n-1]* }
//! ^<n>*  = { 0, * | v[n-1] }
//! ```
//!
//! (checked against the definition, built by sums, for every `n` up to 40 in the tests; the
//! pattern is what the arena builds, and what the printer recognises). Each is born on day
//! `n + 1`, so `n <= MAX_BIRTHDAY - 1`; building one stores `n + 1` games.

use std::fmt;

use crate::arena::Kids;
use crate::error::{Construction, Quantity};
use crate::{Arena, Error, GameId, MAX_BIRTHDAY, NumberUpStar};

/// Which family an [`Uptimal`] is of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UptimalKind {
    /// The uptimal power `^<n>` (`^` to the `n`-th uptimal power).
    Power,
    /// The sum `^[n] = ^<1> + ... + ^<n>` ("up to the `n`-th").
    UpTo,
}

/// An uptimal `^<n>` or `^[n]`, negated (`v<n>`, `v[n]`) and with `*` added or not:
/// the forms the parser reads and the printer writes.
///
/// ```
/// use combgames_partizan::{Arena, Uptimal, UptimalKind};
/// let mut arena = Arena::new();
/// let u = Uptimal { kind: UptimalKind::Power, n: 2, down: false, star: false };
/// let g = arena.uptimal(u).unwrap();
/// assert_eq!(Ok(g), arena.parse("{0|v*}"));
/// assert_eq!(arena.to_text(g).unwrap(), "^<2>");
/// assert_eq!(arena.as_uptimal(g), Ok(Some(u)));
/// let v = Uptimal { kind: UptimalKind::UpTo, n: 3, down: true, star: true };
/// assert_eq!(v.to_string(), "v[3]*");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Uptimal {
    /// `^<n>` or `^[n]`.
    pub kind: UptimalKind,
    /// The `n`: at least 1 for a power.
    pub n: u32,
    /// Whether it is negated: `v<n>`, `v[n]`.
    pub down: bool,
    /// Whether `*` is added.
    pub star: bool,
}

impl fmt::Display for Uptimal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let arrow = if self.down { 'v' } else { '^' };
        let (open, close) = match self.kind {
            UptimalKind::Power => ('<', '>'),
            UptimalKind::UpTo => ('[', ']'),
        };
        let star = if self.star { "*" } else { "" };
        write!(f, "{arrow}{open}{}{close}{star}", self.n)
    }
}

impl Arena {
    /// The uptimal `u` (see [`Uptimal`]), built from its canonical form: `O(n)` games stored.
    ///
    /// # Errors
    /// [`Error::NotPositive`] for the power `^<0>`; [`Error::TooLarge`] (birthday) when
    /// `n + 1 > `[`MAX_BIRTHDAY`]; [`Error::Exceeded`] past the arena's games.
    ///
    /// ```
    /// use combgames_partizan::{Arena, Uptimal, UptimalKind};
    /// let mut arena = Arena::new();
    /// let up_to = |n| Uptimal { kind: UptimalKind::UpTo, n, down: false, star: false };
    /// let g = arena.uptimal(up_to(2)).unwrap();
    /// assert_eq!(Ok(g), arena.parse("^ + {0|v*}"));
    /// assert_eq!(arena.uptimal(up_to(0)), Ok(arena.zero()));
    /// assert!(arena.uptimal(up_to(5000)).is_err());
    /// ```
    pub fn uptimal(&mut self, u: Uptimal) -> Result<GameId, Error> {
        let born = u64::from(u.n) + 1;
        if born > u64::from(MAX_BIRTHDAY) {
            return Err(Error::TooLarge {
                what: Quantity::Birthday,
                value: born,
                limit: u64::from(MAX_BIRTHDAY),
            });
        }
        let g = match u.kind {
            UptimalKind::UpTo => self.up_to_form(u.n, u.star)?,
            UptimalKind::Power => {
                let below =
                    u.n.checked_sub(1)
                        .ok_or(Error::NotPositive(Construction::Uptimal))?;
                let zero = self.zero();
                if u.star {
                    // ^<n>* = {0, * | v[n-1]}
                    let star = self.nimber(1)?;
                    let sum = self.up_to_form(below, false)?;
                    let right = self.neg(sum)?;
                    self.game(&[zero, star], &[right])?
                } else {
                    // ^<n> = {0 | v[n-1]*}
                    let sum = self.up_to_form(below, true)?;
                    let right = self.neg(sum)?;
                    self.game(&[zero], &[right])?
                }
            }
        };
        if u.down { self.neg(g) } else { Ok(g) }
    }

    /// `^[n]` (`^[n]*` with `star`), level by level from `0` (`*`).
    fn up_to_form(&mut self, n: u32, star: bool) -> Result<GameId, Error> {
        let zero = self.zero();
        let nim = self.nimber(1)?;
        let mut g = if star { nim } else { zero };
        for _ in 0..n {
            g = if star {
                self.game(&[zero, g], &[zero])? // ^[k]* = {0, ^[k-1]* | 0}
            } else {
                self.game(&[g], &[nim])? // ^[k] = {^[k-1] | *}
            };
        }
        Ok(g)
    }

    /// `G^<n>` for `G = ^` (and `v^<n>` for `v`): the `n`-th uptimal power.
    ///
    /// # Errors
    /// [`Error::NotUp`] for any other `G`; as [`uptimal`](Self::uptimal) otherwise.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let up = arena.parse("^").unwrap();
    /// let g = arena.pow(up, 3).unwrap();
    /// assert_eq!(arena.to_text(g).unwrap(), "^<3>");
    /// ```
    pub fn pow(&mut self, g: GameId, n: u32) -> Result<GameId, Error> {
        let down = self.up_or_down(g)?;
        self.uptimal(Uptimal {
            kind: UptimalKind::Power,
            n,
            down,
            star: false,
        })
    }

    /// `G^[n] = G^<1> + ... + G^<n>` for `G = ^` or `v`.
    ///
    /// # Errors
    /// As [`pow`](Self::pow).
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let down = arena.parse("v").unwrap();
    /// let g = arena.pow_to(down, 2).unwrap();
    /// assert_eq!(arena.to_text(g).unwrap(), "v[2]");
    /// assert_eq!(Ok(g), arena.parse("{*|v}"));
    /// ```
    pub fn pow_to(&mut self, g: GameId, n: u32) -> Result<GameId, Error> {
        let down = self.up_or_down(g)?;
        self.uptimal(Uptimal {
            kind: UptimalKind::UpTo,
            n,
            down,
            star: false,
        })
    }

    /// Whether `g` is `v` (`false` for `^`), or [`Error::NotUp`].
    fn up_or_down(&self, g: GameId) -> Result<bool, Error> {
        match self.nus_value(g)? {
            Some(NumberUpStar {
                number,
                ups: ups @ (1 | -1),
                star: 0,
            }) if number == combgames_dyadic::Dyadic::ZERO => Ok(ups < 0),
            _ => Err(Error::NotUp),
        }
    }

    /// The uptimal `g` is, for `n >= 2` (`^<1> = ^[1] = ^`, `^*`, their negatives and `0`
    /// are numbers-ups-stars: [`as_number_up_star`](Self::as_number_up_star)). Read from the
    /// canonical form in `O(n)`.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`] for an id not in this arena.
    ///
    /// ```
    /// use combgames_partizan::{Arena, Uptimal, UptimalKind};
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{0,*|v}").unwrap();
    /// let up2star = Uptimal { kind: UptimalKind::Power, n: 2, down: false, star: true };
    /// assert_eq!(arena.as_uptimal(g), Ok(Some(up2star)));
    /// let up = arena.parse("^").unwrap();
    /// assert_eq!(arena.as_uptimal(up), Ok(None));
    /// ```
    pub fn as_uptimal(&self, g: GameId) -> Result<Option<Uptimal>, Error> {
        if self.symbol(g).is_some() {
            return Ok(None);
        }
        self.check(g)?;
        Ok(self.uptimal_of(g))
    }

    /// [`as_uptimal`](Self::as_uptimal) of a stored game.
    pub(crate) fn uptimal_of(&self, g: GameId) -> Option<Uptimal> {
        if self.info[g.slot()].nus.is_some() {
            return None;
        }
        let found = |kind, n: u32, down, star| {
            (n >= 2).then_some(Uptimal {
                kind,
                n,
                down,
                star,
            })
        };
        for down in [false, true] {
            for star in [false, true] {
                if let Some(n) = self.up_to_level(g, down, star) {
                    return found(UptimalKind::UpTo, n, down, star);
                }
            }
        }
        // ^<n> = {0 | v[n-1]*}, ^<n>* = {0, * | v[n-1]}, and their negatives.
        let (left, right) = (self.left(g), self.right(g));
        for down in [false, true] {
            let (near, far) = if down { (right, left) } else { (left, right) };
            let Some(far) = far.only() else { continue };
            let star = if self.is_zero_list(near) {
                false
            } else if self.is_zero_and(near).is_some_and(|x| self.is_star(x)) {
                true
            } else {
                continue;
            };
            if let Some(below) = self.up_to_level(far, !down, !star) {
                return found(UptimalKind::Power, below + 1, down, star);
            }
        }
        None
    }

    /// `k` if `g` is `^[k]` (negated with `down`, plus `*` with `star`), following the
    /// pattern of the canonical forms down to `0` or `*`. `O(k)`.
    fn up_to_level(&self, mut g: GameId, down: bool, star: bool) -> Option<u32> {
        let mut k = 0;
        loop {
            let done = if star {
                self.is_star(g)
            } else {
                g == self.zero()
            };
            if done {
                return Some(k);
            }
            let (left, right) = (self.left(g), self.right(g));
            let (near, far) = if down { (right, left) } else { (left, right) };
            g = if star {
                // ^[k]* = {0, ^[k-1]* | 0}
                if !self.is_zero_list(far) {
                    return None;
                }
                self.is_zero_and(near)?
            } else {
                // ^[k] = {^[k-1] | *}
                if !far.only().is_some_and(|x| self.is_star(x)) {
                    return None;
                }
                near.only()?
            };
            k += 1;
        }
    }

    /// Whether the options are `0` alone.
    fn is_zero_list(&self, options: Kids<'_>) -> bool {
        options.only() == Some(self.zero())
    }

    /// `x` if the options are `0` and `x` (options are sorted by index, `0` first).
    fn is_zero_and(&self, options: Kids<'_>) -> Option<GameId> {
        (options.len() == 2 && options.get(0) == self.zero()).then(|| options.get(1))
    }

    /// Whether the stored game `g` is `*`.
    fn is_star(&self, g: GameId) -> bool {
        self.info[g.slot()].nus
            == Some(NumberUpStar {
                number: combgames_dyadic::Dyadic::ZERO,
                ups: 0,
                star: 1,
            })
    }
}
