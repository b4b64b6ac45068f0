//! Games as text, printed: the shortest of the forms the parser reads that the printer
//! recognises (a number, a nimber, `x^m*k`, `x+-y`, `Tiny(x)`, `Miny(x)`, or braces with
//! nesting by bar count).

use std::collections::HashMap;

use combgames_dyadic::Dyadic;

use crate::error::Quantity;
use crate::{Arena, Error, GameId, MAX_MULTIPLE, MAX_NESTING, MAX_TEXT};

/// Up multiples and nimbers the printer recognises after a number: `x + m ^ + *k` for
/// `|m| <= MAX_UP` and `k < MAX_STAR`.
const MAX_UP: i64 = 16;

const MAX_STAR: u32 = 8;

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
    /// recursion is that shallow); [`Error::Exceeded`] (steps) if recognising the forms takes the
    /// arena's remaining steps.
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
    pub fn to_text(&mut self, g: GameId) -> Result<String, Error> {
        self.check(g)?;
        let mut budget = MAX_TEXT;
        Ok(self.print(g, &mut budget, 1)?.text)
    }

    /// The text of `g`, charged to `budget` (characters left).
    /// The text of `g` at nesting level `depth` (the whole text is level 1): refused past
    /// [`MAX_NESTING`], as the parser refuses such text, so the recursion is that shallow.
    fn print(&mut self, g: GameId, budget: &mut usize, depth: usize) -> Result<Printed, Error> {
        if depth > MAX_NESTING {
            return Err(Error::TooLarge {
                what: Quantity::Nesting,
                value: depth as u64,
                limit: MAX_NESTING as u64,
            });
        }
        let printed = self.print_unchecked(g, budget, depth)?;
        *budget = budget
            .checked_sub(printed.text.len())
            .ok_or(Error::TooLarge {
                what: Quantity::TextLength,
                value: MAX_TEXT as u64 + 1,
                limit: MAX_TEXT as u64,
            })?;
        Ok(printed)
    }

    fn print_unchecked(
        &mut self,
        g: GameId,
        budget: &mut usize,
        depth: usize,
    ) -> Result<Printed, Error> {
        let atom = |text: String| Ok(Printed { text, bars: None });
        if let Some(x) = self.number_value(g) {
            return atom(x.to_string());
        }
        if let Some(n) = self.nimber_value(g) {
            return atom(star_text(n));
        }
        if let Some(text) = self.near_number_text(g) {
            return atom(text);
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
    fn tiny_text(&mut self, l: GameId, r: GameId) -> Option<String> {
        let zero = self.zero();
        let positive =
            |arena: &Arena, g: GameId| arena.number_value(g).filter(|&x| x > Dyadic::ZERO);
        if l == zero {
            if let ([rl], [rr]) = (self.left(r), self.right(r)) {
                if *rl == zero {
                    if let Some(x) = self.number_value(*rr).and_then(Dyadic::checked_neg) {
                        if x > Dyadic::ZERO {
                            return Some(format!("Tiny({x})"));
                        }
                    }
                }
            }
        }
        if r == zero {
            if let ([ll], [lr]) = (self.left(l), self.right(l)) {
                if *lr == zero {
                    if let Some(x) = positive(self, *ll) {
                        return Some(format!("Miny({x})"));
                    }
                }
            }
        }
        None
    }

    /// `x`, `x^m`, `x*k`, `x^m*k` for a game `x + m ^ + *k` within the printer's range.
    fn near_number_text(&mut self, g: GameId) -> Option<String> {
        let (ls, rs) = (self.left_stop(g).ok()?, self.right_stop(g).ok()?);
        if ls != rs {
            return None;
        }
        let x = self.number(ls).ok()?;
        let rest = self.difference(g, x).ok()?;
        let (m, k) = self.upstar(rest)?;
        let mut text = if ls == Dyadic::ZERO && (m != 0 || k != 0) {
            String::new()
        } else {
            ls.to_string()
        };
        match m {
            0 => {}
            1 => text.push('^'),
            -1 => text.push('v'),
            m if m > 0 => {
                text.push('^');
                text.push_str(&m.to_string());
            }
            m => {
                text.push('v');
                text.push_str(&(-m).to_string());
            }
        }
        if k > 0 {
            text.push_str(&star_text(k));
        }
        Some(text)
    }

    /// `(m, k)` if `g = m ^ + *k` within the printer's range; the table is built once per
    /// arena.
    fn upstar(&mut self, g: GameId) -> Option<(i64, u32)> {
        if self.upstars.is_none() {
            let mut table = HashMap::new();
            for k in 0..MAX_STAR {
                let star = self.nimber(k).ok()?;
                for m in -MAX_UP..=MAX_UP {
                    let up = self.up(m).ok()?;
                    let sum = self.sum(up, star).ok()?;
                    table.entry(sum).or_insert((m, k));
                }
            }
            self.upstars = Some(table);
        }
        if let Some(&found) = self.upstars.as_ref()?.get(&g) {
            return Some(found);
        }
        // Past the table: every `m ^ + *k` with |m| > MAX_UP or k >= MAX_STAR is born on day
        // MAX_STAR or later, so earlier games are not of this form.
        if self.birthday_value(g) < MAX_STAR {
            return None;
        }
        if let Some(&known) = self.far_upstars.get(&g) {
            return known;
        }
        let found = self.far_upstar(g);
        self.far_upstars.insert(g, found);
        found
    }

    /// `(m, k)` if `g = m ^ + *k`, for `|m| < MAX_MULTIPLE` and `k < MAX_STAR`, or any `k`
    /// when `|m| <= MAX_UP + 2`. By bisection on `m`: `g - j ^ = (m - j) ^ + *k` is positive
    /// for `j <= m - 2` and negative for `j >= m + 2`, so a `j` with `g > j ^` and not
    /// `g > (j + 1) ^` lies within two of `m`. The candidates near it are checked exactly:
    /// for small `m`, `g - m ^` is a nimber; for large `m` (where that difference costs
    /// `O(m^2)` sums), `g` is one of the games `m ^ + *k`, built in `O(m k)` sums each.
    fn far_upstar(&mut self, g: GameId) -> Option<(i64, u32)> {
        // `m ^ + *k` is born on day |m| or later, so the bisection stays within the birthday
        // (and never builds ups far larger than the game).
        let limit = i64::from(MAX_MULTIPLE).min(i64::from(self.birthday_value(g)) + 2);
        let above = |arena: &mut Arena, j: i64| -> Option<bool> {
            let up = arena.up(j).ok()?;
            Some(arena.le(up, g).ok()? && !arena.le(g, up).ok()?)
        };
        let (mut lo, mut hi) = (-limit, limit);
        if above(self, hi)? {
            return None; // m >= hi + 2, past the limit
        }
        if !above(self, lo)? {
            // m <= lo + 1, and m >= lo within the limit: `lo` itself is a candidate.
            lo -= 1;
            hi = lo + 1;
        }
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            if above(self, mid)? {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        // `lo + 1` first: it is `m` for `k != 1`.
        for m in [lo + 1, lo + 2, lo, lo - 1] {
            if m.abs() > limit {
                continue;
            }
            let up = self.up(m).ok()?;
            if m.abs() <= MAX_UP + 2 {
                let rest = self.difference(g, up).ok()?;
                if let Some(k) = self.nimber_value(rest) {
                    return Some((m, k));
                }
                continue;
            }
            for k in 0..MAX_STAR {
                let star = self.nimber(k).ok()?;
                if self.sum(up, star).ok()? == g {
                    return Some((m, k));
                }
            }
        }
        None
    }
}

fn star_text(n: u32) -> String {
    match n {
        0 => "0".into(),
        1 => "*".into(),
        n => format!("*{n}"),
    }
}
