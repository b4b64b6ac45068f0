//! Red-Blue Hackenbush strings, valued by the sign-expansion rule.

use combgames_dyadic::Dyadic;
use num_bigint::{BigInt, BigUint};

use crate::{Error, PositionError};

/// The value of a Red-Blue Hackenbush string, edges listed from the ground up, `L` for a
/// blue (Left's) edge and `R` for a red (Right's) one, by Berlekamp's sign-expansion rule:
/// the first run of `k` edges of one colour is worth `+-k`, and each later edge, the `i`-th
/// after that run, adds `+-2^-i` (plus for `L`). `O(length)`.
///
/// # Errors
/// [`Error::Position`] for another letter, an empty string, or more than
/// [`MAX_EXPONENT`](combgames_partizan::MAX_EXPONENT) (65,520) edges after the first run
/// ([`PositionError::TailTooLong`]: the denominator would pass `2^65520`). A first run of any
/// length is a value (a string is far shorter than `2^65520` edges).
///
/// ```
/// use combgames_rulesets::hackenbush_string;
/// assert_eq!(hackenbush_string("LR").unwrap().to_string(), "1/2");
/// assert_eq!(hackenbush_string("LRR").unwrap().to_string(), "1/4");
/// assert_eq!(hackenbush_string("RRLRL").unwrap().to_string(), "-13/8");
/// ```
pub fn hackenbush_string(text: &str) -> Result<Dyadic, Error> {
    let sign = |(position, c): (usize, char)| match c {
        'L' => Ok(1i64),
        'R' => Ok(-1),
        letter => Err(PositionError::Letter { position, letter }),
    };
    let edges: Vec<i64> = text
        .chars()
        .enumerate()
        .map(sign)
        .collect::<Result<_, _>>()?;
    let Some(&first) = edges.first() else {
        return Err(PositionError::Empty.into());
    };
    let run = edges.iter().take_while(|&&e| e == first).count();
    let tail = &edges[run..];
    if tail.len() > combgames_partizan::MAX_EXPONENT as usize {
        return Err(PositionError::TailTooLong {
            len: tail.len(),
            max: combgames_partizan::MAX_EXPONENT as usize,
        }
        .into());
    }
    // Numerator over 2^n (n = tail.len()): the run shifted by n, plus the blue edges' bits,
    // minus the red edges' bits (the i-th edge of the tail is bit n - 1 - i).
    let bits = |colour: i64| -> BigInt {
        let digits: Vec<u8> = tail.iter().map(|&e| u8::from(e == colour)).collect();
        BigInt::from(BigUint::from_radix_be(&digits, 2).unwrap_or_default())
    };
    let exponent = tail.len() as u32;
    let numerator = ((BigInt::from(first) * BigInt::from(run)) << exponent) + bits(1) - bits(-1);
    let x = Dyadic::from_big(numerator, exponent).map_err(|_| Error::Overflow)?;
    if !combgames_partizan::is_buildable(x) {
        return Err(Error::NumberTooLarge(x));
    }
    Ok(x)
}
