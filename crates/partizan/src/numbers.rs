//! Numbers as games: the canonical options of a number, and the simplest number of an
//! interval (the value of a game whose options leave numbers between them).

use combgames_dyadic::Dyadic;

/// The simplest number strictly between `low` and `high` (`None` means unbounded): `Ok(None)`
/// if the interval is empty.
///
/// # Errors
/// [`Error::Overflow`](crate::Error::Overflow) if the simplest number leaves the dyadic type
/// (between two numbers of denominator `2^65536`).
pub(crate) fn simplest_in(
    low: Option<Dyadic>,
    high: Option<Dyadic>,
) -> Result<Option<Dyadic>, crate::Error> {
    let overflow = crate::Error::Overflow;
    Ok(match (low, high) {
        (None, None) => Some(Dyadic::ZERO),
        (Some(a), None) => Some(if a < Dyadic::ZERO {
            Dyadic::ZERO
        } else {
            // The least integer above a.
            a.floor().checked_add(Dyadic::ONE).ok_or(overflow)?
        }),
        (None, Some(b)) => Some(if b > Dyadic::ZERO {
            Dyadic::ZERO
        } else {
            // The greatest integer below b.
            b.ceil().checked_sub(Dyadic::ONE).ok_or(overflow)?
        }),
        (Some(a), Some(b)) if a >= b => None,
        (Some(a), Some(b)) => Some(Dyadic::simplest_between(a, b).map_err(|_| overflow)?),
    })
}

/// An end of an interval of numbers: the value, and whether the interval holds it.
pub(crate) type End = (Dyadic, bool);

/// The simplest number (least birthday) in the interval from `low` to `high` (`None`:
/// unbounded), each end held or not: `Ok(None)` if the interval is empty. The simplest
/// number of an interval is unique (between two numbers born on one day lies a simpler one),
/// so it is the simplest of the open inside and the ends held. `O(1)`.
///
/// # Errors
/// As for [`simplest_in`].
pub(crate) fn simplest_within(
    low: Option<End>,
    high: Option<End>,
) -> Result<Option<Dyadic>, crate::Error> {
    let inside = simplest_in(low.map(|e| e.0), high.map(|e| e.0))?;
    let ends = [low, high]
        .into_iter()
        .flatten()
        .filter(|e| e.1)
        .map(|e| e.0);
    let inside_ok = |x: &Dyadic| {
        low.is_none_or(|(a, held)| *x > a || (held && *x == a))
            && high.is_none_or(|(b, held)| *x < b || (held && *x == b))
    };
    let candidates = inside.into_iter().chain(ends).filter(inside_ok);
    // By the birthday as a word; only when the least is saturated (past 2^64 - 2, where two
    // numbers could tie) by the exact key, out of line.
    let best = candidates
        .clone()
        .min_by_key(|&x| crate::nus::number_birthday(x));
    Ok(match best {
        Some(x) if crate::nus::number_birthday(x) == u64::MAX => {
            candidates.min_by_key(|&x| simplicity(x))
        }
        other => other,
    })
}

/// A key that orders numbers by birthday exactly: the birthday when it fits a `u64` below
/// `u64::MAX`, else that saturated value and the birthday as a big integer (two numbers past
/// `2^64` must not tie: `[2^70, 2^70 + 1]` holds `2^70`, not `2^70 + 1/2`).
#[cold]
#[inline(never)]
fn simplicity(x: Dyadic) -> (u64, Option<num_bigint::BigInt>) {
    let day = crate::nus::number_birthday(x);
    if day < u64::MAX {
        return (day, None);
    }
    let magnitude = if x < Dyadic::ZERO { -x } else { x };
    let whole = magnitude.floor().numerator();
    let exponent = x.exponent();
    let big = if exponent == 0 {
        whole
    } else {
        whole + 1u8 + exponent
    };
    (day, Some(big))
}

/// The canonical options of the number `x`, Left's and Right's: `{n - 1 |}` for an integer
/// `n > 0`, `{| n + 1}` for `n < 0`, `{ | }` for 0, and `{x - 2^-j | x + 2^-j}` for `x` of
/// denominator `2^j > 1`. `O(1)`.
///
/// # Errors
/// [`Error::Overflow`](crate::Error::Overflow) if an option leaves the dyadic type.
pub(crate) fn number_options(x: Dyadic) -> Result<(Option<Dyadic>, Option<Dyadic>), crate::Error> {
    let overflow = crate::Error::Overflow;
    if x.is_integer() {
        return Ok(match x.cmp(&Dyadic::ZERO) {
            std::cmp::Ordering::Greater => {
                (Some(x.checked_sub(Dyadic::ONE).ok_or(overflow)?), None)
            }
            std::cmp::Ordering::Less => (None, Some(x.checked_add(Dyadic::ONE).ok_or(overflow)?)),
            std::cmp::Ordering::Equal => (None, None),
        });
    }
    let ulp = Dyadic::new(1, x.exponent()).map_err(|_| overflow.clone())?;
    let low = x.checked_sub(ulp).ok_or(overflow.clone())?;
    let high = x.checked_add(ulp).ok_or(overflow)?;
    Ok((Some(low), Some(high)))
}
