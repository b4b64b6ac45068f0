//! Numbers, ups and stars: the games `x + n.^ + *m`, in closed form.
//!
//! Their canonical forms are known (Winning Ways, vol. 1; Siegel, Combinatorial Game Theory,
//! ch. II): for a number `x`, `n >= 1` and `m >= 0`,
//!
//! ```text
//! x + *m        = { x, x*, ..., x*(m-1) | x, x*, ..., x*(m-1) }
//! x + n.^ + *m  = { x | x + (n-1).^ + *(m xor 1) }      except   x + ^* = { x, x* | x },
//! ```
//!
//! and negatives mirror them. So a stored node is of this form exactly when its options are,
//! in this pattern (checked when the node is stored, in `O(options)`), sums and comparisons
//! among them take constant time, and the arena builds them directly rather than by sums. Those
//! born after [`MAX_BIRTHDAY`](crate::MAX_BIRTHDAY) (`^5000`, `*2^40`) are held symbolically.

use std::fmt;

use combgames_dyadic::Dyadic;

use crate::{Comparison, Error};

/// A game `x + n.^ + *m`: a dyadic number `x`, `n` ups (downs for `n < 0`) and the nimber
/// `*m`. Sums add the parts (the nimbers by xor), negation negates `x` and `n`.
///
/// ```
/// use combgames_partizan::{Arena, NumberUpStar};
/// let mut arena = Arena::new();
/// let g = arena.parse("123v58*34").unwrap();
/// let parts = arena.as_number_up_star(g).unwrap().unwrap();
/// assert_eq!(parts, NumberUpStar { number: 123.into(), ups: -58, star: 34 });
/// assert_eq!(parts.to_string(), "123v58*34");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NumberUpStar {
    /// The number `x`.
    pub number: Dyadic,
    /// The multiple `n` of `^` (of `v` when negative).
    pub ups: i64,
    /// The nimber `m` of `*m`.
    pub star: u64,
}

impl NumberUpStar {
    /// The number `x` alone.
    pub(crate) fn of_number(number: Dyadic) -> Self {
        NumberUpStar {
            number,
            ups: 0,
            star: 0,
        }
    }

    /// Whether this is a number (no ups, no star).
    pub(crate) fn is_number(self) -> bool {
        self.ups == 0 && self.star == 0
    }

    /// The sum, part by part.
    pub(crate) fn add(self, other: Self) -> Result<Self, Error> {
        Ok(NumberUpStar {
            number: self
                .number
                .checked_add(other.number)
                .ok_or(Error::Overflow)?,
            ups: self.ups.checked_add(other.ups).ok_or(Error::Overflow)?,
            star: self.star ^ other.star,
        })
    }

    /// The negative: `-x - n.^ + *m`.
    pub(crate) fn neg(self) -> Result<Self, Error> {
        Ok(NumberUpStar {
            number: self.number.checked_neg().ok_or(Error::Overflow)?,
            ups: self.ups.checked_neg().ok_or(Error::Overflow)?,
            star: self.star,
        })
    }

    /// How this game compares with 0: by the number if it is not 0; else `n.^ + *m` is
    /// positive for `n >= 2`, and for `n = 1` unless `m = 1` (`^*` is confused with 0);
    /// `*m` is confused with 0 for `m > 0`.
    pub(crate) fn sign(self) -> Comparison {
        use std::cmp::Ordering::{Equal, Greater, Less};
        match self.number.cmp(&Dyadic::ZERO) {
            Greater => return Comparison::Greater,
            Less => return Comparison::Less,
            Equal => {}
        }
        infinitesimal_sign(i128::from(self.ups), self.star)
    }

    /// How `self` compares with `other`, in constant time: by the numbers if they differ (the
    /// sign of the difference, without forming it), else by the sign of `(n - n').^ + *(m ^
    /// m')`. Never fails.
    #[inline]
    pub(crate) fn compare(self, other: Self) -> Comparison {
        use std::cmp::Ordering::{Equal, Greater, Less};
        match self.number.cmp(&other.number) {
            Greater => Comparison::Greater,
            Less => Comparison::Less,
            Equal => infinitesimal_sign(
                i128::from(self.ups) - i128::from(other.ups),
                self.star ^ other.star,
            ),
        }
    }

    /// The same number, with `n` clamped to `[-(bound+2), bound+2]` and `m` cut to its bits
    /// below `2^k > bound + 1` plus the bit `2^k` when it has higher ones: the stand-in that
    /// games born by day `bound` cannot tell from this one (see `Arena::within_reach`).
    pub(crate) fn within(self, bound: u64) -> Self {
        let reach = i64::try_from(bound.saturating_add(2)).unwrap_or(i64::MAX);
        let k = bound
            .saturating_add(2)
            .checked_next_power_of_two()
            .unwrap_or(1 << 63);
        let star = if self.star >= k {
            (self.star % k) | k
        } else {
            self.star
        };
        NumberUpStar {
            number: self.number,
            ups: self.ups.clamp(-reach, reach),
            star,
        }
    }

    /// The birthday of `x + n.^ + *m`: the number's plus that of `n.^ + *m`, saturating.
    pub(crate) fn birthday(self) -> u64 {
        number_birthday(self.number).saturating_add(self.infinitesimal_birthday())
    }

    /// The birthday of `n.^ + *m` (the whole game's is the number's plus this), saturating.
    pub(crate) fn infinitesimal_birthday(self) -> u64 {
        let n = self.ups.unsigned_abs();
        if n == 0 {
            return self.star;
        }
        // Down the chain (n, m), (n-1, m^1), ...: at n = 1 the star is m ^ ((n - 1) & 1).
        let last = self.star ^ ((n - 1) & 1);
        if last == 1 {
            n.saturating_add(1) // ends at ^* = {0, * | 0}, born on day 2
        } else {
            n.saturating_add(last ^ 1)
        }
    }
}

impl fmt::Display for NumberUpStar {
    /// `x`, then `^n` or `vn` (`^` and `v` for one), then `*m` (`*` for one): `123v58*34`,
    /// `1/2^3*`, `v*`, `*1000000`; `0` alone for zero.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.number != Dyadic::ZERO || self.is_number() {
            write!(f, "{}", self.number)?;
        }
        let n = self.ups.unsigned_abs();
        if n > 0 {
            f.write_str(if self.ups > 0 { "^" } else { "v" })?;
            if n > 1 {
                write!(f, "{n}")?;
            }
        }
        match self.star {
            0 => Ok(()),
            1 => f.write_str("*"),
            m => write!(f, "*{m}"),
        }
    }
}

/// The birthday of a dyadic number: `|n|` for an integer, else `floor(|x|) + 1 + j` for a
/// denominator `2^j`; `u64::MAX` for every birthday from `u64::MAX` on (the callers refuse
/// it: [`Arena::birthday`](crate::Arena::birthday) with [`Error::TooLarge`](crate::Error::TooLarge)).
pub(crate) fn number_birthday(x: Dyadic) -> u64 {
    if let Some((n, j)) = x.to_small() {
        // Inline: |n| < 2^63 and j <= 62, so the sum stays below 2^64.
        let magnitude = n.unsigned_abs();
        return if j == 0 {
            magnitude
        } else {
            (magnitude >> j) + 1 + u64::from(j)
        };
    }
    let magnitude = if x < Dyadic::ZERO { -x } else { x };
    let whole = u64::try_from(magnitude.floor().numerator()).unwrap_or(u64::MAX);
    let j = x.exponent();
    if j == 0 {
        whole
    } else {
        whole.saturating_add(1).saturating_add(u64::from(j))
    }
}

/// How `n.^ + *m` compares with 0: positive for `n >= 2`, and for `n = 1` unless `m = 1` (`^*`
/// is confused with 0); `*m` is confused with 0 for `m > 0`; negatives alike.
#[inline]
fn infinitesimal_sign(ups: i128, star: u64) -> Comparison {
    match (ups, star) {
        (0, 0) => Comparison::Equal,
        (0, _) | (1 | -1, 1) => Comparison::Confused,
        (n, _) if n > 0 => Comparison::Greater,
        _ => Comparison::Less,
    }
}
