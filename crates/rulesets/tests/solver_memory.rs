//! The solver's memory estimate is an upper bound of what its table holds: measured with a
//! counting allocator (this test binary's global allocator).

use combgames_partizan::Arena;
use combgames_rulesets::{
    Amazons, Clobber, Coloring, ColoringRule, Cram, Domineering, Position, Solver, Toads,
};
use peak_alloc::PeakAlloc;

#[global_allocator]
static ALLOCATOR: PeakAlloc = PeakAlloc;

/// Solves `position` once to fill the arena, then again with a fresh solver: what the second
/// solver keeps is its table (the arena already holds every game), and it must be within the
/// solver's own count.
fn within_estimate<P: Position>(position: &P) {
    let mut arena = Arena::new();
    Solver::new(&mut arena).value(position).unwrap();
    let before = ALLOCATOR.current_usage();
    let mut solver = Solver::new(&mut arena);
    solver.value(position).unwrap();
    let held = ALLOCATOR.current_usage().saturating_sub(before);
    let counted = solver.table_bytes();
    assert!(
        held as u64 <= counted,
        "held {held} bytes, counted {counted}"
    );
    assert!(held > 0, "the table holds something");
}

#[test]
fn the_table_stays_within_its_count() {
    within_estimate(&"TTT...FFF".parse::<Toads>().unwrap());
    within_estimate(&"xoxo|oxox|xoxo".parse::<Clobber>().unwrap());
    within_estimate(&Cram::empty(4, 4).unwrap());
    within_estimate(&"L..|...|..R".parse::<Amazons>().unwrap());
    within_estimate(&Coloring::parse_grid(ColoringRule::Snort, "...|...|...").unwrap());
    within_estimate(&"....|....|....".parse::<Domineering>().unwrap());
}
