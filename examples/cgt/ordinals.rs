//! The ordinal subcommands of `cgt`: Conway's nim-arithmetic on ordinals below
//! `omega^(omega^omega)` (docs/ordinals.md).

use clap::Subcommand;
use combgames::base::{Limits, Resource};
use combgames::grundy::Error;
use combgames::grundy::ordinal::Ordinal;

use crate::common;

/// The ordinal commands.
#[derive(Subcommand)]
#[allow(clippy::enum_variant_names)] // the names are the subcommands' (nim-sum, ...)
pub enum Ordinals {
    /// The nim-sum of two ordinals, e.g. "omega*3+1" "omega+3" (prints omega*2+2).
    NimSum {
        /// The first ordinal, in Cantor normal form (omega^(omega*4)+omega^2*3+5, or with ω).
        first: String,
        /// The second ordinal.
        second: String,
        /// Write ω and × in place of omega and *.
        #[arg(long)]
        unicode: bool,
    },
    /// The nim-product of two ordinals, e.g. "omega" "omega^2" (prints 2).
    NimProduct {
        /// The first ordinal.
        first: String,
        /// The second ordinal.
        second: String,
        /// Write ω and × in place of omega and *.
        #[arg(long)]
        unicode: bool,
    },
    /// The nim-power A^N, e.g. "omega^omega" 5 (prints 4).
    NimPower {
        /// The ordinal A.
        base: String,
        /// The exponent N, a natural number.
        exponent: u64,
        /// Write ω and × in place of omega and *.
        #[arg(long)]
        unicode: bool,
    },
    /// The nim-inverse, e.g. "omega" (prints omega^2*3).
    NimInverse {
        /// The ordinal (not 0).
        ordinal: String,
        /// Write ω and × in place of omega and *.
        #[arg(long)]
        unicode: bool,
    },
}

/// An error's message, with the flag that raises a step limit.
fn text(e: &Error) -> String {
    match e {
        Error::Exceeded(x) if x.resource == Resource::Steps => format!("{e} (raise --steps)"),
        _ => e.to_string(),
    }
}

fn parse(text: &str) -> Result<Ordinal, String> {
    text.parse()
        .map_err(|e| format!("'{}': {e}", common::shorten(text)))
}

/// The answer of an ordinal command, within `limits`' steps (monomial products; the
/// library's 10^6, about a second, unless `--steps` is given).
pub fn run(command: &Ordinals, limits: &Limits) -> Result<String, String> {
    let (answer, unicode) = match command {
        Ordinals::NimSum {
            first,
            second,
            unicode,
        } => (parse(first)?.nim_sum(&parse(second)?), *unicode),
        Ordinals::NimProduct {
            first,
            second,
            unicode,
        } => (
            parse(first)?
                .nim_product_within(&parse(second)?, limits)
                .map_err(|e| text(&e))?,
            *unicode,
        ),
        Ordinals::NimPower {
            base,
            exponent,
            unicode,
        } => (
            parse(base)?
                .nim_power_within(*exponent, limits)
                .map_err(|e| text(&e))?,
            *unicode,
        ),
        Ordinals::NimInverse { ordinal, unicode } => (
            parse(ordinal)?
                .nim_inverse_within(limits)
                .map_err(|e| text(&e))?,
            *unicode,
        ),
    };
    let text = if unicode {
        answer.to_unicode()
    } else {
        answer.to_string()
    };
    common::json::set_answer(serde_json::json!(text));
    Ok(text)
}
