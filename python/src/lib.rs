//! Python bindings of the combgames crates: `import combgames` (built by maturin).
//!
//! Every function and class of the module is defined in this crate's files, one concept a
//! file: [`game`] (`Game`, `domineering`, `domineering_outcome`, `ruleset`, `hackenbush`), [`thermograph`], [`compounds`] (`ordinal_sum`, `conjunctive`, `selective`, `conway_product`), [`pictures`] (`Picture`, `draw_board`, `plot_values`), [`impartial`]
//! (`Nimber`, `grundy_value`), [`nimbers`] (`cram`, `node_kayles`, `arc_kayles`), [`octal`] (`OctalGame`, `GrundysGame`, `MisereQuotient`), [`misere`] (`MisereGame`, `misere_born_by`), [`ordinals`] (`Ordinal`), [`counts`] (`zeckendorf`, `stone_game`,
//! `fibonacci_tree_game`, `left_vs_right`); [`store`] says where canonical forms live,
//! [`detach`] how long work releases the GIL and stops on Ctrl-C, [`progress`] how it
//! reports, [`errors`] which exception
//! each library error becomes, [`convert`] how numbers cross.

mod compounds;
mod convert;
mod counts;
mod detach;
mod errors;
mod game;
mod impartial;
mod loopy;
mod misere;
mod nimbers;
mod octal;
mod ordinals;
mod pictures;
mod progress;
mod search;
mod stats;
mod store;
mod thermograph;

use pyo3::prelude::*;

/// Combinatorial game theory and Fibonacci number theory, from the Rust crates of combgames.
///
/// >>> import combgames as cg
/// >>> cg.Game("{3||2*|1*}").temperature()
/// Fraction(3, 4)
#[pymodule]
#[pyo3(name = "_native")]
fn combgames(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_class::<game::Game>()?;
    m.add_class::<thermograph::Thermograph>()?;
    m.add_class::<impartial::Nimber>()?;
    m.add_class::<octal::OctalGame>()?;
    m.add_class::<octal::MisereQuotient>()?;
    m.add_class::<misere::MisereGame>()?;
    m.add_class::<loopy::LoopyGame>()?;
    m.add_class::<ordinals::Ordinal>()?;
    m.add_class::<octal::GrundysGame>()?;
    m.add_class::<search::JobSolver>()?;
    m.add_class::<pictures::Picture>()?;
    m.add_function(wrap_pyfunction!(pictures::draw_board, m)?)?;
    m.add_function(wrap_pyfunction!(pictures::plot_values, m)?)?;
    m.add_function(wrap_pyfunction!(compounds::ordinal_sum, m)?)?;
    m.add_function(wrap_pyfunction!(compounds::conjunctive, m)?)?;
    m.add_function(wrap_pyfunction!(compounds::selective, m)?)?;
    m.add_function(wrap_pyfunction!(compounds::conway_product, m)?)?;
    m.add_function(wrap_pyfunction!(game::domineering, m)?)?;
    m.add_function(wrap_pyfunction!(game::domineering_outcome, m)?)?;
    m.add_function(wrap_pyfunction!(game::ruleset, m)?)?;
    m.add_function(wrap_pyfunction!(game::ruleset_outcome, m)?)?;
    m.add_function(wrap_pyfunction!(loopy::loopy_ruleset, m)?)?;
    m.add_function(wrap_pyfunction!(game::partizan_subtraction, m)?)?;
    m.add_function(wrap_pyfunction!(game::hackenbush, m)?)?;
    m.add_function(wrap_pyfunction!(impartial::grundy_value, m)?)?;
    m.add_function(wrap_pyfunction!(misere::misere_born_by, m)?)?;
    m.add_function(wrap_pyfunction!(nimbers::cram, m)?)?;
    m.add_function(wrap_pyfunction!(nimbers::node_kayles, m)?)?;
    m.add_function(wrap_pyfunction!(nimbers::arc_kayles, m)?)?;
    m.add_function(wrap_pyfunction!(counts::zeckendorf, m)?)?;
    m.add_function(wrap_pyfunction!(counts::stone_game, m)?)?;
    m.add_function(wrap_pyfunction!(counts::fibonacci_tree_game, m)?)?;
    m.add_function(wrap_pyfunction!(counts::left_vs_right, m)?)?;
    m.add_function(wrap_pyfunction!(store::_set_arena_limits, m)?)?;
    m.add_function(wrap_pyfunction!(search::_frontier, m)?)?;
    m.add_function(wrap_pyfunction!(search::_solve, m)?)?;
    m.add_function(wrap_pyfunction!(search::_solve_plain, m)?)?;
    m.add("_JOB_RULESETS", search::JOB_RULESETS.to_vec())?;
    m.add("ParseError", py.get_type::<errors::ParseError>())?;
    m.add("LimitExceeded", py.get_type::<errors::LimitExceeded>())?;
    m.add("GAMES_PER_ARENA", store::GAMES)?;
    m.add("STEPS_PER_ARENA", store::STEPS)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
