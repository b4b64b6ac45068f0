//! Games as text, printed: the shortest of the forms the parser reads that the printer
//! recognises (a number, a nimber, `x^m*k`, `x+-y`, `Tiny(x)`, `Miny(x)`, or braces with
//! nesting by bar count).

use combgames_dyadic::Dyadic;

use crate::error::Quantity;
use crate::{Arena, Error, GameId, MAX_NESTING, MAX_TEXT};

/// Text of one game and, for a brace form, the number of bars between its sides (a brace
/// form with fewer bars than its parent can be written inside it without braces).
struct Printed {
    text: String,
    bars: Option<usize>,
}

impl Arena {
    /// The game in the standard notation, in the shortest of the forms [`parse`](Self::parse)
    /// reads that the printer recognises: a number, a nimber, `x^m*k`, `x+-y`, `Tiny(x)`,
    /// `Miny(x)`, or braces with nesting by bar count. Parsing the text gives the game back.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`]; [`Error::TooLarge`] past [`MAX_TEXT`] characters (a printed
    /// game unfolds shared options, so its text can be exponentially larger than the game)
    /// or past [`MAX_NESTING`] levels of braces (text the parser would refuse; the printer's
    /// recursion is that shallow). Printing reads the arena only: every form it recognises is
    /// known from the node (its number, or its parts `x + n.^ + *m`) or its options.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{0,*|0,*}").unwrap();
    /// assert_eq!(arena.to_text(g).unwrap(), "*2");
    /// let h = arena.parse("{1|-1}").unwrap();
    /// assert_eq!(arena.to_text(h).unwrap(), "+-1");
    /// let k = arena.parse("{3|1}").unwrap();
    /// assert_eq!(arena.to_text(k).unwrap(), "2+-1");
    /// ```
    pub fn to_text(&self, g: GameId) -> Result<String, Error> {
        if let Some(v) = self.symbol(g) {
            return Ok(v.to_string());
        }
        self.check(g)?;
        let mut budget = MAX_TEXT;
        Ok(self.print(g, &mut budget, 1)?.text)
    }

    /// The text of `g`, charged to `budget` (characters left).
    /// The text of `g` at nesting level `depth` (the whole text is level 1): refused past
    /// [`MAX_NESTING`], as the parser refuses such text, so the recursion is that shallow.
    fn print(&self, g: GameId, budget: &mut usize, depth: usize) -> Result<Printed, Error> {
        if depth > MAX_NESTING {
            return Err(Error::TooLarge {
                what: Quantity::Nesting,
                value: depth as u64,
                limit: MAX_NESTING as u64,
            });
        }
        let printed = self.print_unchecked(g, budget, depth)?;
        charge(budget, printed.text.len())?;
        Ok(printed)
    }

    fn print_unchecked(
        &self,
        g: GameId,
        budget: &mut usize,
        depth: usize,
    ) -> Result<Printed, Error> {
        let atom = |text: String| Ok(Printed { text, bars: None });
        if let Some(v) = self.info[g.slot()].nus {
            return atom(v.to_string());
        }
        let (left, right) = (self.left(g).to_vec(), self.right(g).to_vec());
        // x +- y: {x + y | x - y} with numbers x + y > x - y.
        if let ([l], [r]) = (&left[..], &right[..]) {
            if let (Some(a), Some(b)) = (self.number_value(*l), self.number_value(*r)) {
                if let (Some(sum), Some(diff)) = (a.checked_add(b), a.checked_sub(b)) {
                    if let (Some(mean), Some(half)) = (sum.checked_halve(1), diff.checked_halve(1))
                    {
                        let text = if mean == Dyadic::ZERO {
                            format!("+-{half}")
                        } else {
                            format!("{mean}+-{half}")
                        };
                        return atom(text);
                    }
                }
            }
            if let Some(text) = self.tiny_text(*l, *r) {
                return atom(text);
            }
        }
        if let Some(u) = self.uptimal_of(g) {
            return atom(u.to_string());
        }
        let mut sides = Vec::new();
        let mut inner_bars = 0;
        for options in [&left, &right] {
            let printed: Vec<Printed> = options
                .iter()
                .map(|&o| self.print(o, budget, depth + 1))
                .collect::<Result<_, _>>()?;
            if let [single] = &printed[..] {
                if let Some(b) = single.bars {
                    // A lone brace form loses its braces; the outer game uses more bars.
                    inner_bars = inner_bars.max(b);
                    sides.push(single.text[1..single.text.len() - 1].to_string());
                    continue;
                }
            }
            let texts: Vec<String> = printed.into_iter().map(|p| p.text).collect();
            sides.push(texts.join(","));
        }
        let bars = inner_bars + 1;
        Ok(Printed {
            text: format!("{{{}{}{}}}", sides[0], "|".repeat(bars), sides[1]),
            bars: Some(bars),
        })
    }

    /// `Tiny(x)` for `{0 | {0 | -x}}` and `Miny(x)` for `{{x | 0} | 0}`, with `x` a positive
    /// number.
    fn tiny_text(&self, l: GameId, r: GameId) -> Option<String> {
        let zero = self.zero();
        let positive =
            |arena: &Arena, g: GameId| arena.number_value(g).filter(|&x| x > Dyadic::ZERO);
        if l == zero {
            if let (Some(rl), Some(rr)) = (self.left(r).only(), self.right(r).only()) {
                if rl == zero {
                    if let Some(x) = self.number_value(rr).and_then(Dyadic::checked_neg) {
                        if x > Dyadic::ZERO {
                            return Some(format!("Tiny({x})"));
                        }
                    }
                }
            }
        }
        if r == zero {
            if let (Some(ll), Some(lr)) = (self.left(l).only(), self.right(l).only()) {
                if lr == zero {
                    if let Some(x) = positive(self, ll) {
                        return Some(format!("Miny({x})"));
                    }
                }
            }
        }
        None
    }
}

/// `used` characters taken from `budget` (the characters left of [`MAX_TEXT`]), refused past it.
pub(crate) fn charge(budget: &mut usize, used: usize) -> Result<(), Error> {
    *budget = budget.checked_sub(used).ok_or(Error::TooLarge {
        what: Quantity::TextLength,
        value: MAX_TEXT as u64 + 1,
        limit: MAX_TEXT as u64,
    })?;
    Ok(())
}
