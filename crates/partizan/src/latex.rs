//! The standard notation typeset as LaTeX mathematics: `{3||2*|1*}` becomes
//! `\{3\parallel 2{\ast}\mid 1{\ast}\}`.

use crate::arena::{Arena, GameId};
use crate::error::Error;

impl Arena {
    /// The canonical form of `g` as LaTeX mathematics (for `$...$`): the text of
    /// [`Arena::to_text`] with braces escaped, one bar `\mid` and two `\parallel` (more are
    /// that many bars), `*` as `\ast`, `^` and `v` as arrows (`⇑` and `⇓` for two, `3\cdot\uparrow`
    /// for more), the uptimals `^<n>` and `^[n]` as Siegel's `\uparrow^{n}` and
    /// `\uparrow^{\rightarrow n}`, `+-` as `\pm`, and `Tiny(x)`, `Miny(x)` as Siegel's `+_x`, `-_x`.
    ///
    /// Cost: that of `to_text`, and linear in its length.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{3||2*|1*}").unwrap();
    /// assert_eq!(arena.to_latex(g).unwrap(), r"\{3\parallel 2{\ast}\mid 1{\ast}\}");
    /// let g = arena.parse("^+^+*").unwrap();
    /// assert_eq!(arena.to_latex(g).unwrap(), r"{\Uparrow}{\ast}");
    /// ```
    pub fn to_latex(&self, g: GameId) -> Result<String, Error> {
        Ok(latex(&self.to_text(g)?))
    }
}

/// The digits at the start of `rest`, and what follows them.
fn digits(rest: &str) -> (&str, &str) {
    let end = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    rest.split_at(end)
}

/// After `^` or `v`: an uptimal's `<n>` (a power: `true`) or `[n]`, its `n` and what follows.
fn uptimal(rest: &str) -> Option<(bool, &str, &str)> {
    let power = rest.starts_with('<');
    if !power && !rest.starts_with('[') {
        return None;
    }
    let (n, tail) = digits(&rest[1..]);
    let tail = tail.strip_prefix(if power { '>' } else { ']' })?;
    (!n.is_empty()).then_some((power, n, tail))
}

/// An arrow `^` or `v` with its multiple `n` (empty for one).
fn arrow(single: &str, double: &str, n: &str) -> String {
    match n {
        "" | "1" => format!("{{{single}}}"),
        "2" => format!("{{{double}}}"),
        n => format!("{n}{{\\cdot}}{{{single}}}"),
    }
}

/// The notation `text` (as [`Arena::to_text`] prints it) as LaTeX mathematics.
pub(crate) fn latex(text: &str) -> String {
    let mut out = String::with_capacity(2 * text.len());
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let after = &rest[c.len_utf8()..];
        rest = after;
        match c {
            '{' => out.push_str("\\{"),
            '}' => out.push_str("\\}"),
            '|' => {
                let bars = 1 + after.chars().take_while(|&b| b == '|').count();
                rest = &after[bars - 1..];
                match bars {
                    1 => out.push_str("\\mid "),
                    2 => out.push_str("\\parallel "),
                    k => {
                        out.push_str("\\mathrel{");
                        out.push_str(&"|".repeat(k));
                        out.push('}');
                    }
                }
            }
            '*' => {
                out.push_str("{\\ast}");
                let (n, tail) = digits(after);
                out.push_str(n);
                rest = tail;
            }
            '^' | 'v' if uptimal(after).is_some() => {
                let (power, n, tail) = uptimal(after).unwrap_or_default();
                out.push_str(if c == '^' {
                    "{\\uparrow}^{"
                } else {
                    "{\\downarrow}^{"
                });
                if !power {
                    out.push_str("\\rightarrow ");
                }
                out.push_str(n);
                out.push('}');
                rest = tail;
            }
            '^' | 'v' => {
                let (n, tail) = digits(after);
                out.push_str(&if c == '^' {
                    arrow("\\uparrow", "\\Uparrow", n)
                } else {
                    arrow("\\downarrow", "\\Downarrow", n)
                });
                rest = tail;
            }
            '+' if after.starts_with('-') => {
                out.push_str("\\pm ");
                rest = &after[1..];
            }
            'T' | 'M' if after.starts_with("iny(") => {
                // Tiny(x) and Miny(x): the subscript is the game up to the matching parenthesis.
                let inner = &after[4..];
                let mut depth = 1usize;
                let close = inner.char_indices().find_map(|(i, ch)| {
                    match ch {
                        '(' => depth += 1,
                        ')' => depth -= 1,
                        _ => {}
                    }
                    (depth == 0).then_some(i)
                });
                let Some(close) = close else {
                    out.push(c);
                    continue;
                };
                out.push_str(if c == 'T' { "{+}_{" } else { "{-}_{" });
                out.push_str(&latex(&inner[..close]));
                out.push('}');
                rest = &inner[close + 1..];
            }
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::latex;

    #[test]
    fn each_symbol_is_typeset() {
        for (text, expected) in [
            ("{3||2*|1*}", r"\{3\parallel 2{\ast}\mid 1{\ast}\}"),
            ("*", r"{\ast}"),
            ("*12", r"{\ast}12"),
            ("^", r"{\uparrow}"),
            ("v2*", r"{\Downarrow}{\ast}"),
            ("^3*4", r"3{\cdot}{\uparrow}{\ast}4"),
            ("^<2>", r"{\uparrow}^{2}"),
            ("{0|v[3]*}", r"\{0\mid {\downarrow}^{\rightarrow 3}{\ast}\}"),
            ("^<2", r"{\uparrow}<2"),
            ("1/2+-1", r"1/2\pm 1"),
            ("Tiny(2)", r"{+}_{2}"),
            ("Miny(1/2+-1)", r"{-}_{1/2\pm 1}"),
            ("{a|||b}", r"\{a\mathrel{|||}b\}"),
            ("-3/4", "-3/4"),
            ("Tiny(2", "Tiny(2"),
        ] {
            assert_eq!(latex(text), expected, "{text}");
        }
    }
}
