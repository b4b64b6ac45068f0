//! Words over `{L, R}` and their values.

use std::fmt;
use std::str::FromStr;

use combgames_dyadic::Dyadic;

use crate::{Error, WordError};

/// A word of 1 to 32 letters over `{L, R}`.
///
/// Stored as its length and a bit pattern read left to right, most significant first, with
/// `L = 0` and `R = 1`; so dropping the last letter is a right shift and dropping the first is
/// masking off the top bit.
///
/// ```
/// use combgames_left_vs_right::Word;
/// let w: Word = "LRR".parse().unwrap();
/// assert_eq!((w.letter_count(), w.bits()), (3, 0b011));
/// assert_eq!(w.without_first(1).unwrap().to_string(), "RR");
/// assert_eq!(w.without_last(2).unwrap().to_string(), "L");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Word {
    len: u8,
    bits: u32,
}

impl Word {
    /// The longest word.
    ///
    /// ```
    /// use combgames_left_vs_right::Word;
    /// assert!(Word::new(Word::MAX_LEN, u32::MAX).is_ok());
    /// assert!(Word::new(Word::MAX_LEN + 1, 0).is_err());
    /// ```
    pub const MAX_LEN: u32 = 32;

    /// The word of `len` letters whose pattern (first letter most significant, `R = 1`) is
    /// `bits`.
    ///
    /// # Errors
    /// [`Error::NotAWord`] unless `1 <= len <= 32` and `bits < 2^len`.
    ///
    /// ```
    /// use combgames_left_vs_right::Word;
    /// assert_eq!(Word::new(3, 0b011).unwrap().to_string(), "LRR");
    /// assert!(Word::new(2, 0b100).is_err());
    /// ```
    pub fn new(len: u32, bits: u32) -> Result<Self, Error> {
        if len == 0 {
            return Err(WordError::Empty.into());
        }
        if len > Self::MAX_LEN {
            return Err(WordError::TooManyLetters(len as usize).into());
        }
        if len < 32 && bits >> len != 0 {
            return Err(WordError::Pattern { len, bits }.into());
        }
        Ok(Word {
            len: len as u8,
            bits,
        })
    }

    /// The number of letters.
    ///
    /// ```
    /// use combgames_left_vs_right::Word;
    /// assert_eq!("LRL".parse::<Word>().unwrap().letter_count(), 3);
    /// ```
    pub fn letter_count(self) -> u32 {
        u32::from(self.len)
    }

    /// The letter pattern: bit `len - 1 - i` is letter `i`, with `R = 1`.
    ///
    /// ```
    /// use combgames_left_vs_right::Word;
    /// assert_eq!("RLR".parse::<Word>().unwrap().bits(), 0b101);
    /// ```
    pub fn bits(self) -> u32 {
        self.bits
    }

    /// The number of `L`s.
    ///
    /// ```
    /// use combgames_left_vs_right::Word;
    /// assert_eq!("RLL".parse::<Word>().unwrap().count_l(), 2);
    /// ```
    pub fn count_l(self) -> u32 {
        self.letter_count() - self.bits.count_ones()
    }

    /// The word without its first `r` letters (what Left leaves), or `None` unless `r < len`
    /// (a word never disappears).
    ///
    /// ```
    /// use combgames_left_vs_right::Word;
    /// let w: Word = "LRL".parse().unwrap();
    /// assert_eq!(w.without_first(1).unwrap().to_string(), "RL");
    /// assert_eq!(w.without_first(3), None);
    /// ```
    #[must_use]
    pub fn without_first(self, r: u32) -> Option<Word> {
        let len = self.letter_count().checked_sub(r).filter(|&l| l >= 1)?;
        let mask = u32::MAX.checked_shr(32 - len).unwrap_or(u32::MAX);
        Some(Word {
            len: len as u8,
            bits: self.bits & mask,
        })
    }

    /// The word without its last `r` letters (what Right leaves), or `None` unless `r < len`.
    ///
    /// ```
    /// use combgames_left_vs_right::Word;
    /// let w: Word = "LRL".parse().unwrap();
    /// assert_eq!(w.without_last(1).unwrap().to_string(), "LR");
    /// assert_eq!(w.without_last(7), None);
    /// ```
    #[must_use]
    pub fn without_last(self, r: u32) -> Option<Word> {
        let len = self.letter_count().checked_sub(r).filter(|&l| l >= 1)?;
        Some(Word {
            len: len as u8,
            bits: self.bits >> r, // r < len <= 32
        })
    }
}

impl Word {
    /// The mirror image: the letters in reverse order, `L` and `R` swapped. It turns each
    /// player's moves into the other's, so `u(mirror(w)) = -d(w)` and `d(mirror(w)) = -u(w)`.
    ///
    /// ```
    /// use combgames_left_vs_right::Word;
    /// let w: Word = "LLR".parse().unwrap();
    /// assert_eq!(w.mirror().to_string(), "LRR");
    /// assert_eq!(w.mirror().mirror(), w);
    /// ```
    #[must_use]
    pub fn mirror(self) -> Word {
        let len = self.letter_count();
        // 1 <= len <= 32: the reversed pattern sits in the top len bits.
        let reversed = self.bits.reverse_bits() >> (32 - len);
        let mask = u32::MAX >> (32 - len);
        Word {
            len: self.len,
            bits: !reversed & mask,
        }
    }
}

impl FromStr for Word {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self, Error> {
        let mut bits = 0u32;
        let mut len = 0usize;
        for (position, letter) in text.chars().enumerate() {
            bits = match letter {
                'L' => bits << 1,
                'R' => (bits << 1) | 1,
                _ => return Err(WordError::Letter { position, letter }.into()),
            };
            len += 1;
            if len > Self::MAX_LEN as usize {
                return Err(WordError::TooManyLetters(text.chars().count()).into());
            }
        }
        if len == 0 {
            return Err(WordError::Empty.into());
        }
        // 1 <= len <= 32, and only len bits were shifted in.
        Word::new(len as u32, bits)
    }
}

/// The letters, `L` and `R`.
impl fmt::Display for Word {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for i in (0..self.letter_count()).rev() {
            f.write_str(if self.bits >> i & 1 == 1 { "R" } else { "L" })?;
        }
        Ok(())
    }
}

/// The two values the recursion gives a word: `u`, the best Left can secure moving first from
/// it (the largest `d` over its proper suffixes), and `d`, the best Right can secure (the
/// smallest `u` over its proper prefixes); a **cold** word, where `u_raw < d_raw`, collapses
/// to the simplest number between them and `u = d`.
///
/// ```
/// use combgames_left_vs_right::word_values;
/// let rl = word_values(2).unwrap().get("RL".parse().unwrap()).unwrap();
/// assert_eq!((rl.u.to_string(), rl.d.to_string(), rl.cold), ("1".into(), "-1".into(), false));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct WordValue {
    /// The Left score `u(w)`.
    pub u: Dyadic,
    /// The Right score `d(w)`.
    pub d: Dyadic,
    /// Whether the word is cold (a number: `u = d`).
    pub cold: bool,
}
