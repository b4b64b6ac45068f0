//! Red-Blue Hackenbush strings, valued by the sign-expansion rule.

use combgames_dyadic::Dyadic;

use crate::{Error, PositionError};

/// The value of a Red-Blue Hackenbush string, edges listed from the ground up, `L` for a
/// blue (Left's) edge and `R` for a red (Right's) one, by Berlekamp's sign-expansion rule:
/// the first run of `k` edges of one colour is worth `+-k`, and each later edge, the `i`-th
/// after that run, adds `+-2^-i` (plus for `L`). `O(length)`.
///
/// # Errors
/// [`Error::Position`] for another letter, an empty string, a first run of more than
/// [`MAX_INTEGER`](combgames_partizan::MAX_INTEGER) edges ([`PositionError::RunTooLong`]: the value would
/// pass the largest integer a game may be), or more than [`MAX_EXPONENT`](combgames_partizan::MAX_EXPONENT)
/// edges after it ([`PositionError::TailTooLong`]: the denominator would pass `2^62`);
/// [`Error::NumberTooLarge`] or [`Error::Overflow`] for a value past
/// [`is_buildable`](combgames_partizan::is_buildable) (a long run with a long tail).
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
    if run > combgames_partizan::MAX_INTEGER as usize {
        return Err(PositionError::RunTooLong {
            len: run,
            max: combgames_partizan::MAX_INTEGER as usize,
        }
        .into());
    }
    if tail.len() > combgames_partizan::MAX_EXPONENT as usize {
        return Err(PositionError::TailTooLong {
            len: tail.len(),
            max: combgames_partizan::MAX_EXPONENT as usize,
        }
        .into());
    }
    // Numerator over 2^tail.len(): the run, then each edge's half, quarter, ... (in i128:
    // run <= 2^62 and tail.len() <= 62, checked above, so it is below 2^125).
    let exponent = tail.len() as u32;
    let mut numerator = (i128::from(first) * run as i128) << exponent;
    for (i, &e) in tail.iter().enumerate() {
        numerator += i128::from(e) << (exponent - 1 - i as u32);
    }
    let numerator = i64::try_from(numerator).map_err(|_| Error::Overflow)?;
    let x = Dyadic::new(numerator, exponent).map_err(|_| Error::Overflow)?;
    if !combgames_partizan::is_buildable(x) {
        return Err(Error::NumberTooLarge(x));
    }
    Ok(x)
}
