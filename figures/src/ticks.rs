//! Tick labels, and the check every figure passes before it is kept: a whole number is written
//! as one (`3`, never `3.0`), a dyadic tick as the fraction the guide writes (`-1/2`, `3/4`),
//! and an axis that counts (heaps, values, words) has whole-number ticks only.

use crate::Result;

/// The label of a tick at `x`: a whole number bare, a dyadic with denominator up to 64 as a
/// fraction in lowest terms, anything else with the fewest decimals (up to four) that show it;
/// never `-0`.
#[allow(clippy::trivially_copy_pass_by_ref)] // the signature of plotters' label formatters
pub fn tick(x: &f64) -> String {
    let x = *x;
    for shift in 0..=6 {
        let scaled = x * f64::from(1u32 << shift);
        if (scaled - scaled.round()).abs() < 1e-9 {
            let numerator = scaled.round() as i64;
            if numerator == 0 {
                return "0".into();
            }
            return if shift == 0 {
                numerator.to_string()
            } else {
                format!("{numerator}/{}", 1u32 << shift)
            };
        }
    }
    let text = format!("{x:.4}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".into()
    } else {
        text.into()
    }
}

/// Whether `text` is a number as a tick shows it (digits, a sign, a point or a slash).
fn is_numeric(text: &str) -> bool {
    let body = text.strip_prefix('-').unwrap_or(text);
    body.starts_with(|c: char| c.is_ascii_digit())
        && body
            .chars()
            .all(|c| c.is_ascii_digit() || c == '.' || c == '/')
}

/// The texts of an SVG file's `<text>` elements.
fn texts(svg: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = svg;
    while let Some(open) = rest.find("<text") {
        rest = &rest[open..];
        let Some(start) = rest.find('>') else { break };
        let Some(end) = rest.find("</text>") else {
            break;
        };
        if start < end {
            out.push(rest[start + 1..end].trim());
        }
        rest = &rest[end..];
    }
    out
}

/// Checks the numeric labels of a drawn figure: none writes a whole number with decimals or
/// writes `-0`; with `whole_only` (every axis counts something), every one is a whole number.
///
/// # Errors
/// The first label that fails, named with the figure.
pub fn check_labels(name: &str, svg: &str, whole_only: bool) -> Result<()> {
    for label in texts(svg).into_iter().filter(|t| is_numeric(t)) {
        let body = label.strip_prefix('-').unwrap_or(label);
        let whole = body.chars().all(|c| c.is_ascii_digit());
        let decimal_whole = body
            .split_once('.')
            .is_some_and(|(_, fraction)| fraction.chars().all(|c| c == '0'));
        let bad = decimal_whole
            || label.starts_with("-0") && !label.starts_with("-0.")
            || whole_only && !whole;
        if bad {
            return Err(format!(
                "{name}: the tick label '{label}' is not {}",
                if whole_only {
                    "a whole number on an axis of whole numbers"
                } else {
                    "written in its shortest form"
                }
            )
            .into());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_whole_numbers_or_dyadic_fractions() {
        let cases = [
            (0.0, "0"),
            (-0.0, "0"),
            (3.0, "3"),
            (-1.0, "-1"),
            (0.5, "1/2"),
            (-1.5, "-3/2"),
            (0.75, "3/4"),
            (0.2, "0.2"),
            (-0.6, "-0.6"),
            (1000.0, "1000"),
        ];
        for (x, label) in cases {
            assert_eq!(tick(&x), label, "tick at {x}");
        }
    }

    #[test]
    fn the_check_refuses_decimal_whole_numbers_and_fractions_on_counting_axes() {
        let svg = |label: &str| format!("<svg><text x=\"1\">{label}</text><text>n</text></svg>");
        for good in ["0", "20", "-3", "1/2", "0.2", "heap n"] {
            assert!(check_labels("f", &svg(good), false).is_ok(), "{good}");
        }
        for bad in ["0.0", "20.0", "-0", "-0.0", "1.00"] {
            assert!(check_labels("f", &svg(bad), false).is_err(), "{bad}");
        }
        assert!(check_labels("f", &svg("1/2"), true).is_err());
        assert!(check_labels("f", &svg("0.5"), true).is_err());
        assert!(check_labels("f", &svg("140"), true).is_ok());
        // The figure of Kayles as it was drawn before this check: `0.0 1.0 ...` on both axes.
        let before = "<text x=\"40\">0.0</text><text>1.0</text><text>20.0</text>";
        assert!(check_labels("octal-kayles.svg", before, true).is_err());
    }
}
