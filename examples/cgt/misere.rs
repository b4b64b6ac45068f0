//! The misère subcommands of `cgt`: impartial games in misère play, in `CGSuite`'s `*[...]`
//! notation (docs/misere.md).

use clap::Subcommand;
use combgames::base::{Limits, Resource};
use combgames::grundy::Error;
use combgames::grundy::misere::{MisereArena, MisereId, misere_born_by};

use crate::common;

/// The misère commands.
#[derive(Subcommand)]
#[allow(clippy::enum_variant_names)] // the names are the subcommands' (misere-genus, ...)
pub enum Misere {
    /// The misère canonical form of an impartial game, e.g. "*[2]+*[2]" (prints *[2[2]]).
    Misere {
        /// The game: *[...] forms, *n heaps and 0, added with +.
        expr: String,
    },
    /// Conway's genus g^γ0γ1..., e.g. 0^0 for "*[2]+*[2]"; a nim heap's genus is its number.
    MisereGenus {
        /// The game.
        expr: String,
    },
    /// Who wins in misère play: P (the player to move loses) or N.
    MisereOutcome {
        /// The game.
        expr: String,
    },
    /// The misère nim value: 1 for 0, else the mex of the options' values.
    MisereValue {
        /// The game.
        expr: String,
    },
    /// The mate of a game (* for 0, else the mates of the options); G + mate(G) is P.
    MisereMate {
        /// The game.
        expr: String,
    },
    /// The number of misère canonical forms born by day N (0 to 5).
    MisereBornBy {
        /// The day.
        day: u32,
    },
}

/// An error as one line, naming the flag that raises a limit.
#[allow(clippy::needless_pass_by_value)] // by value: the function of `map_err`
fn text(e: Error) -> String {
    match &e {
        Error::Exceeded(x) if x.resource == Resource::Items => {
            format!("{e} (forms: raise --games)")
        }
        Error::Exceeded(x) if x.resource == Resource::Steps => format!("{e} (raise --steps)"),
        _ => e.to_string(),
    }
}

fn parse(arena: &mut MisereArena, expr: &str) -> Result<MisereId, String> {
    arena.parse(expr).map_err(|e| {
        let hint = common::file_name_hint(expr).unwrap_or_default();
        format!("'{}': {}{hint}", common::shorten(expr), text(e))
    })
}

/// The answer of a misère command.
pub fn run(command: &Misere, limits: Limits) -> Result<String, String> {
    let expr = match command {
        Misere::MisereBornBy { day } => {
            let count = misere_born_by(*day).map_err(text)?;
            common::json::set_answer(serde_json::json!(count));
            return Ok(count.to_string());
        }
        Misere::Misere { expr }
        | Misere::MisereGenus { expr }
        | Misere::MisereOutcome { expr }
        | Misere::MisereValue { expr }
        | Misere::MisereMate { expr } => expr,
    };
    let mut arena = MisereArena::with_limits(limits);
    let g = parse(&mut arena, expr)?;
    let answer = match command {
        Misere::MisereGenus { .. } => arena.genus(g).map(|genus| genus.to_string()),
        Misere::MisereOutcome { .. } => arena
            .is_p_position(g)
            .map(|p| (if p { "P" } else { "N" }).to_string()),
        Misere::MisereValue { .. } => arena.misere_value(g).map(|v| {
            common::json::set_answer(serde_json::json!(v));
            v.to_string()
        }),
        Misere::MisereMate { .. } => arena.mate(g).and_then(|mate| arena.to_text(mate)),
        _ => arena.to_text(g),
    };
    answer.map_err(text)
}
