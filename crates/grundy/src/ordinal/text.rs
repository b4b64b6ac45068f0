//! The text of ordinals: Cantor normal form in ASCII (`omega^(omega*4)+omega*7+65536`) or
//! with `ω` and `×`.

use std::fmt::{self, Write};
use std::str::FromStr;

use super::exponent::Exponent;
use super::{Ordinal, field};
use crate::Error;

/// The longest text [`Ordinal::from_str`] reads: 64 KiB.
const MAX_TEXT: usize = 1 << 16;

/// The symbols of a style of text.
struct Style {
    omega: &'static str,
    times: &'static str,
}

const ASCII: Style = Style {
    omega: "omega",
    times: "*",
};
const UNICODE: Style = Style {
    omega: "ω",
    times: "×",
};

/// Writes `omega^k a` terms of an exponent (`k` finite), largest first.
fn write_exponent_terms(out: &mut String, beta: &Exponent, style: &Style) {
    let mut first = true;
    for (k, &a) in beta.coefficients().iter().enumerate().rev() {
        if a == 0 {
            continue;
        }
        if !first {
            out.push('+');
        }
        first = false;
        write_term(out, k, a, style, |out, k| {
            let _ = write!(out, "{k}");
        });
    }
}

/// Writes `omega^e c` with the exponent written by `exponent` (`e = 0` writes `c` alone).
fn write_term<E>(out: &mut String, e: E, c: u64, style: &Style, exponent: impl Fn(&mut String, E))
where
    E: IsZeroOrOne,
{
    if e.is_zero() {
        let _ = write!(out, "{c}");
        return;
    }
    out.push_str(style.omega);
    if !e.is_one() {
        out.push('^');
        exponent(out, e);
    }
    if c != 1 {
        let _ = write!(out, "{}{c}", style.times);
    }
}

/// Exponents that are written bare when 0 or 1.
trait IsZeroOrOne {
    fn is_zero(&self) -> bool;
    fn is_one(&self) -> bool;
}

impl IsZeroOrOne for usize {
    fn is_zero(&self) -> bool {
        *self == 0
    }
    fn is_one(&self) -> bool {
        *self == 1
    }
}

impl IsZeroOrOne for &Exponent {
    fn is_zero(&self) -> bool {
        Exponent::is_zero(self)
    }
    fn is_one(&self) -> bool {
        self.coefficients() == [1]
    }
}

fn write_ordinal(x: &Ordinal, style: &Style) -> String {
    let mut out = String::new();
    if x.terms.is_empty() {
        out.push('0');
    }
    for (i, (beta, c)) in x.terms.iter().enumerate() {
        if i > 0 {
            out.push('+');
        }
        write_term(&mut out, beta, *c, style, |out, beta| {
            let a = beta.coefficients();
            let nonzero = a.iter().filter(|&&a| a != 0).count();
            // A finite exponent, or omega^k alone, needs no parentheses; a coefficient or
            // more than one term does.
            let bare = nonzero == 1 && (a.len() == 1 || a[a.len() - 1] == 1);
            if !bare {
                out.push('(');
            }
            write_exponent_terms(out, beta, style);
            if !bare {
                out.push(')');
            }
        });
    }
    out
}

impl Ordinal {
    /// The text with `ω` and `×` in place of `omega` and `*`.
    ///
    /// ```
    /// use combgames_grundy::ordinal::Ordinal;
    /// assert_eq!("omega^omega^7+omega*2".parse::<Ordinal>().unwrap().to_unicode(), "ω^ω^7+ω×2");
    /// ```
    pub fn to_unicode(&self) -> String {
        write_ordinal(self, &UNICODE)
    }
}

impl fmt::Display for Ordinal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&write_ordinal(self, &ASCII))
    }
}

/// A reader of ordinal text: positions count characters from 0.
struct Reader<'a> {
    chars: Vec<(usize, char)>,
    at: usize,
    text: &'a str,
}

fn expected(position: usize, what: &str, found: Option<char>) -> Error {
    let found = found.map_or("the end".to_string(), |c| format!("'{c}'"));
    Error::OrdinalText(format!(
        "expected {what} at position {position}, found {found}"
    ))
}

impl Reader<'_> {
    fn skip_space(&mut self) {
        while self.chars.get(self.at).is_some_and(|c| c.1.is_whitespace()) {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.skip_space();
        self.chars.get(self.at).map(|c| c.1)
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn eat_times(&mut self) -> bool {
        self.eat('*') || self.eat('×')
    }

    fn eat_omega(&mut self) -> bool {
        if self.peek() == Some('ω') {
            self.at += 1;
            return true;
        }
        let start = self.chars.get(self.at).map_or(self.text.len(), |c| c.0);
        if self.text[start..].starts_with("omega") {
            self.at += 5;
            return true;
        }
        false
    }

    fn natural(&mut self, what: &str) -> Result<u64, Error> {
        let start = self.at;
        let found = self.peek();
        let mut value: u64 = 0;
        while let Some(d) = self.chars.get(self.at).and_then(|c| c.1.to_digit(10)) {
            value = value
                .checked_mul(10)
                .and_then(|v| v.checked_add(u64::from(d)))
                .ok_or_else(|| {
                    Error::OrdinalTooLarge(format!("the number at position {start}, past 2^64 - 1"))
                })?;
            self.at += 1;
        }
        if self.at == start {
            return Err(expected(self.at, what, found));
        }
        Ok(value)
    }

    /// An optional `* c` after a power of omega, at least 1.
    fn coefficient(&mut self) -> Result<u64, Error> {
        if !self.eat_times() {
            return Ok(1);
        }
        let at = self.at;
        match self.natural("a coefficient")? {
            0 => Err(Error::OrdinalText(format!(
                "the coefficient at position {at} is 0 (leave the term out)"
            ))),
            c => Ok(c),
        }
    }

    /// A sum of terms `omega^k a` (`k` finite) or `n`: an exponent, strictly decreasing.
    fn exponent_sum(&mut self) -> Result<Exponent, Error> {
        let mut terms: Vec<(u64, u64, usize)> = Vec::new();
        loop {
            let at = self.at;
            let term = if self.eat_omega() {
                let k = if self.eat('^') {
                    self.natural("a finite power of omega")?
                } else {
                    1
                };
                (k, self.coefficient()?, at)
            } else {
                (0, self.natural("a term of an exponent")?, at)
            };
            terms.push(term);
            if !self.eat('+') {
                break;
            }
        }
        exponent_of(&terms)
    }

    /// The exponent after `omega^`: a natural, `omega` or `omega^k`, or a sum in parentheses.
    fn exponent(&mut self) -> Result<Exponent, Error> {
        let at = self.at;
        if self.eat('(') {
            let inner = self.exponent_sum()?;
            if !self.eat(')') {
                let found = self.peek();
                return Err(expected(self.at, "')'", found));
            }
            return Ok(inner);
        }
        if self.eat_omega() {
            let k = if self.eat('^') {
                if self.peek() == Some('ω') || self.peek() == Some('o') {
                    return Err(Error::OrdinalTooLarge(format!(
                        "the exponent at position {at} is not below omega^omega (the ordinals held are below omega^omega^omega)"
                    )));
                }
                self.natural("a finite power of omega")?
            } else {
                1
            };
            return exponent_of(&[(k, 1, at)]);
        }
        let n = self.natural("an exponent")?;
        exponent_of(&[(0, n, at)])
    }

    fn ordinal(&mut self) -> Result<Ordinal, Error> {
        let mut terms: Vec<(Exponent, u64, usize)> = Vec::new();
        loop {
            let at = self.at;
            if self.eat_omega() {
                let beta = if self.eat('^') {
                    self.exponent()?
                } else {
                    Exponent::finite(1)
                };
                let c = self.coefficient()?;
                terms.push((beta, c, at));
            } else {
                let n = self.natural("a term (omega, omega^..., or a number)")?;
                terms.push((Exponent::default(), n, at));
            }
            if !self.eat('+') {
                break;
            }
        }
        for pair in terms.windows(2) {
            if pair[0].0 <= pair[1].0 {
                return Err(Error::OrdinalText(format!(
                    "the term at position {} is not smaller than the one before it (Cantor normal form: omega+1, not 1+omega)",
                    pair[1].2
                )));
            }
        }
        if terms.len() > 1 && terms.last().is_some_and(|t| t.0.is_zero() && t.1 == 0) {
            let at = terms[terms.len() - 1].2;
            return Err(Error::OrdinalText(format!(
                "the term 0 at position {at} follows others (leave it out)"
            )));
        }
        Ok(Ordinal::from_poly(field::normalize(
            terms
                .into_iter()
                .filter(|t| t.1 != 0)
                .map(|t| (t.0, t.1))
                .collect(),
        )))
    }
}

/// The exponent with terms `omega^k a` given as `(k, a, position)`, strictly decreasing.
fn exponent_of(terms: &[(u64, u64, usize)]) -> Result<Exponent, Error> {
    for pair in terms.windows(2) {
        if pair[0].0 <= pair[1].0 {
            return Err(Error::OrdinalText(format!(
                "the term at position {} is not smaller than the one before it (Cantor normal form: omega+1, not 1+omega)",
                pair[1].2
            )));
        }
    }
    let Some(top) = terms.first() else {
        return Ok(Exponent::default());
    };
    let degree = usize::try_from(top.0)
        .ok()
        .filter(|&k| k <= super::MAX_EXPONENT_DEGREE)
        .ok_or_else(|| {
            Error::OrdinalTooLarge(format!(
                "the power omega^{} at position {} in an exponent, past omega^{}",
                top.0,
                top.2,
                super::MAX_EXPONENT_DEGREE
            ))
        })?;
    let mut coefficients = vec![0; degree + 1];
    for &(k, a, _) in terms {
        coefficients[k as usize] = a;
    }
    Exponent::new(coefficients)
}

impl FromStr for Ordinal {
    type Err = Error;

    /// Reads Cantor normal form: terms `omega^e*c` (or `ω^e×c`), largest first, joined by `+`,
    /// a finite part last; `e` a natural, `omega`, `omega^k`, or a sum of such in parentheses.
    ///
    /// ```
    /// use combgames_grundy::ordinal::Ordinal;
    /// let x: Ordinal = "ω^(ω×4) + ω + 3".parse().unwrap();
    /// assert_eq!(x.to_string(), "omega^(omega*4)+omega+3");
    /// assert!("1+omega".parse::<Ordinal>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Ordinal, Error> {
        if text.len() > MAX_TEXT {
            return Err(Error::OrdinalText(format!(
                "the text is longer than {MAX_TEXT} bytes"
            )));
        }
        let mut reader = Reader {
            chars: text.char_indices().collect(),
            at: 0,
            text,
        };
        if reader.peek().is_none() {
            return Err(Error::OrdinalText(
                "no ordinal given (write one such as omega^2+3)".to_string(),
            ));
        }
        let x = reader.ordinal()?;
        if let Some(c) = reader.peek() {
            return Err(expected(reader.at, "'+' or the end", Some(c)));
        }
        Ok(x)
    }
}
