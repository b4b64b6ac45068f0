//! Octal (and hexadecimal) take-and-break games, given by their code.

use std::fmt;
use std::str::FromStr;

use crate::{CodeError, Error};

/// The most digits a code may have after the point.
///
/// ```
/// use combgames_grundy::{MAX_CODE_DIGITS, OctalGame};
/// let long = format!(".{}", "3".repeat(MAX_CODE_DIGITS + 1));
/// assert!(long.parse::<OctalGame>().is_err());
/// ```
pub const MAX_CODE_DIGITS: usize = 4096;

/// A take-and-break game on heaps of tokens, given by its code `d0.d1d2...dt`.
///
/// A move chooses one heap, takes `i` tokens from it, and leaves the rest as some number of
/// nonempty heaps; digit `d_i` says how many: bit 1 lets the player take the whole heap
/// (`i` tokens exactly, leaving nothing), bit 2 lets the rest stay as one heap, bit 4 lets it
/// be split into two nonempty heaps, and bit 8 (hexadecimal codes only) into three. The digit
/// before the point, `d0`, is for taking nothing: only its splitting bits make sense (`4`:
/// split a heap in two), so `d0` may be `0` or `4` (or `8` and `c` in hexadecimal).
///
/// Codes are written as in Winning Ways: `.07` (Dawson's Kayles), `.77` (Kayles), `.137`
/// (Dawson's Chess), `4.07`, any number of digits; a code with a hexadecimal digit is written
/// with the prefix `0x`, as `0x.8`, so that a mistyped octal code is not read as a different
/// game. Trailing zeros are dropped.
///
/// ```
/// use combgames_grundy::OctalGame;
/// let kayles: OctalGame = ".77".parse().unwrap();
/// assert_eq!(kayles.code_length(), 2);
/// assert_eq!(kayles.to_string(), ".77");
/// assert_eq!("4.070".parse::<OctalGame>().unwrap().to_string(), "4.07");
/// assert!(".8".parse::<OctalGame>().is_err());
/// assert_eq!("0x.8".parse::<OctalGame>().unwrap().max_heaps(), 3);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct OctalGame {
    /// `digits[i]` is `d_i`, `digits[0]` the digit before the point; no trailing zeros past
    /// index 0.
    digits: Vec<u8>,
    hex: bool,
}

impl OctalGame {
    /// The game with digits `d0, d1, ..., dt`, each below 16 (bits 1, 2, 4, 8).
    ///
    /// # Errors
    /// [`Error::Code`] for a digit of 16 or more, a `d0` with bit 1 or 2, or more than
    /// [`MAX_CODE_DIGITS`] digits after the point.
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// let dawson = OctalGame::from_digits(&[0, 0, 7]).unwrap();
    /// assert_eq!(dawson.to_string(), ".07");
    /// ```
    pub fn from_digits(digits: &[u8]) -> Result<Self, Error> {
        if let Some((position, &digit)) = digits.iter().enumerate().find(|(_, d)| **d >= 16) {
            return Err(CodeError::DigitTooLarge { position, digit }.into());
        }
        let mut digits = if digits.is_empty() {
            vec![0]
        } else {
            digits.to_vec()
        };
        if digits[0] & 3 != 0 {
            return Err(CodeError::LeadingDigit(digits[0]).into());
        }
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.len() - 1 > MAX_CODE_DIGITS {
            return Err(CodeError::TooManyDigits(digits.len() - 1).into());
        }
        let hex = digits.iter().any(|&d| d >= 8);
        Ok(OctalGame { digits, hex })
    }

    /// The subtraction game with the finite set `moves` (take `s` tokens for some `s` in the
    /// set, the rest staying as one heap): the code with digit 3 at each `s`.
    ///
    /// # Errors
    /// [`Error::Code`] if the largest move passes [`MAX_CODE_DIGITS`].
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// assert_eq!(OctalGame::subtraction([1, 3, 4]).unwrap().to_string(), ".3033");
    /// ```
    pub fn subtraction(moves: impl IntoIterator<Item = usize>) -> Result<Self, Error> {
        let mut digits = vec![0u8];
        for s in moves.into_iter().filter(|&s| s > 0) {
            if s > MAX_CODE_DIGITS {
                return Err(CodeError::TooManyDigits(s).into());
            }
            if digits.len() <= s {
                digits.resize(s + 1, 0);
            }
            digits[s] = 3;
        }
        Self::from_digits(&digits)
    }

    /// The digits `d0, d1, ..., dt` (`d0` first; no trailing zeros).
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// assert_eq!(".137".parse::<OctalGame>().unwrap().digits(), &[0, 1, 3, 7]);
    /// ```
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// The code length `t`: the most tokens a move takes (the index of the last nonzero
    /// digit; 0 for a game without moves, or whose only moves split without taking).
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// assert_eq!(".07".parse::<OctalGame>().unwrap().code_length(), 2);
    /// ```
    pub fn code_length(&self) -> usize {
        self.digits.len() - 1
    }

    /// The most heaps a move leaves (0 for a game without moves that leave a heap, 1 without
    /// splits, 2 for octal splits, 3 for hexadecimal ones).
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// assert_eq!(".33".parse::<OctalGame>().unwrap().max_heaps(), 1);
    /// assert_eq!(".07".parse::<OctalGame>().unwrap().max_heaps(), 2);
    /// ```
    pub fn max_heaps(&self) -> usize {
        let bits = self.digits.iter().fold(0u8, |acc, d| acc | d);
        match bits {
            b if b & 8 != 0 => 3,
            b if b & 4 != 0 => 2,
            b if b & 2 != 0 => 1,
            _ => 0,
        }
    }

    /// The takes `i` whose digit has `bit`.
    pub(crate) fn takes_with(&self, bit: u8) -> Vec<usize> {
        (0..self.digits.len())
            .filter(|&i| self.digits[i] & bit != 0)
            .collect()
    }
}

impl FromStr for OctalGame {
    type Err = Error;

    /// Parses `d0.d1d2...` (octal digits, `d0` optional) or `0xd0.d1d2...` (hexadecimal).
    fn from_str(text: &str) -> Result<Self, Error> {
        if text.is_empty() {
            return Err(CodeError::Empty.into());
        }
        let (body, radix, offset) = match text.strip_prefix("0x").or(text.strip_prefix("0X")) {
            Some(rest) => (rest, 16, 2),
            None => (text, 8, 0),
        };
        let mut parts = body.split('.');
        let (before, after) = match (parts.next(), parts.next(), parts.next()) {
            (Some(before), Some(after), None) => (before, after),
            (_, None, _) => return Err(CodeError::NoPoint.into()),
            _ => return Err(CodeError::ManyPoints.into()),
        };
        if before.chars().count() > 1 {
            return Err(CodeError::LongLeadingPart.into());
        }
        if after.chars().count() > MAX_CODE_DIGITS {
            return Err(CodeError::TooManyDigits(after.chars().count()).into());
        }
        let mut digits = Vec::with_capacity(after.len() + 1);
        if before.is_empty() {
            digits.push(0);
        }
        let point = before.chars().count();
        for (index, ch) in before.chars().chain(after.chars()).enumerate() {
            let position = offset + if index < point { index } else { index + 1 };
            match ch.to_digit(radix) {
                Some(d) => digits.push(d as u8),
                None if radix == 8 && ch.is_ascii_hexdigit() => {
                    return Err(CodeError::HexDigit {
                        position,
                        letter: ch,
                    }
                    .into());
                }
                None => {
                    return Err(CodeError::Letter {
                        position,
                        letter: ch,
                    }
                    .into());
                }
            }
        }
        Self::from_digits(&digits)
    }
}

/// The code, `.07` or `4.07` (`0x.8` for a hexadecimal game).
impl fmt::Display for OctalGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.hex {
            f.write_str("0x")?;
        }
        if self.digits[0] != 0 {
            write!(f, "{:x}", self.digits[0])?;
        }
        f.write_str(".")?;
        if self.digits.len() == 1 {
            f.write_str("0")?;
        }
        for d in &self.digits[1..] {
            write!(f, "{d:x}")?;
        }
        Ok(())
    }
}
