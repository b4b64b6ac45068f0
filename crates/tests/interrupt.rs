//! Long work stops on request ([`combgames::base::interrupt`]), through the facade: with an
//! interrupt requested, every long computation ends in its crate's `Interrupted` error (on
//! one thread and on several), and with one installed but not requested the answers are the
//! same as with none.

use combgames::base::{Interrupt, Interrupted};
use combgames::fibonacci_tree_game::{self as ftg, FibonacciTreeGame};
use combgames::grundy::{self, OctalGame, Solver, games::SubtractionGame};
use combgames::left_vs_right::{self as lvr, count_right_wins_mod};
use combgames::partizan::{self, Arena, Domineering};

/// `work` under an interrupt requested before it starts.
fn stopped<R>(work: impl FnOnce() -> R) -> R {
    let stop = Interrupt::new();
    stop.request();
    stop.run(work)
}

/// `work` under an interrupt installed and never requested.
fn watched<R>(work: impl FnOnce() -> R) -> R {
    Interrupt::new().run(work)
}

#[test]
fn fibonacci_tree_game_counts_stop() {
    let game = FibonacciTreeGame::new(1000).unwrap();
    let interrupted = Err(ftg::Error::Interrupted(Interrupted));
    for threads in [1, 2] {
        let game = game.with_threads(threads);
        assert_eq!(stopped(|| game.count_mod(1_000_000_007)), interrupted);
        assert_eq!(stopped(|| game.count_exact().map(|_| 0)), interrupted);
        assert_eq!(
            watched(|| game.count_mod(1_000_000_007)),
            game.count_mod(1_000_000_007)
        );
        assert_eq!(watched(|| game.count_exact()), game.count_exact());
    }
    let counting = combgames::counting::Modular::new(1000).unwrap();
    assert_eq!(
        stopped(|| game.count_in(&counting, |_, _| {})),
        Err(ftg::Error::Interrupted(Interrupted))
    );
}

#[test]
fn partizan_searches_stop() {
    // Large enough to pass the arena's interrupt checks (every 4096 steps): 4 x 4 no longer
    // does, now that the stops decide most comparisons at once.
    let board: Domineering = ".....|.....|.....|.....".parse().unwrap();
    let interrupted = Err(partizan::Error::Interrupted(Interrupted));
    assert_eq!(stopped(|| board.value(&mut Arena::new())), interrupted);
    let mut arena = Arena::new();
    let value = watched(|| board.value(&mut arena)).unwrap();
    assert_eq!(Some(value), board.value(&mut arena).ok());
    // A sum of twelve switches takes more than 4096 of the arena's steps (eight did before
    // the stops decided most comparisons).
    let text = (1..=12)
        .map(|n| format!("+-{n}"))
        .collect::<Vec<_>>()
        .join(" + ");
    assert_eq!(stopped(|| Arena::new().parse(&text)), interrupted);
    assert!(watched(|| Arena::new().parse(&text)).is_ok());
}

#[test]
fn loopy_simplest_forms_and_sums_stop() {
    use partizan::loopy::LoopyGame;
    let interrupted = Err(partizan::Error::Interrupted(Interrupted));
    let g = LoopyGame::parse(&mut Arena::new(), "upon + {3|1} + {1|0} + upon").unwrap();
    assert_eq!(stopped(|| g.simplest()), interrupted);
    assert_eq!(watched(|| g.simplest()), g.simplest());
    // A sum of 4,096 pairs or more looks at the interrupt.
    let big = LoopyGame::parse(&mut Arena::new(), "upon + {3|1} + {1|0} + upon + *").unwrap();
    assert!(big.len() >= 64);
    assert_eq!(stopped(|| big.sum(&big)), interrupted);
    assert_eq!(watched(|| big.sum(&big)), big.sum(&big));
}

#[test]
fn grundy_searches_stop() {
    let interrupted = Err(grundy::Error::Interrupted(Interrupted));
    let mut solver = Solver::new(SubtractionGame::new([1, 2]));
    assert_eq!(stopped(|| solver.grundy(&100_000).map(|_| ())), interrupted);
    assert_eq!(
        watched(|| Solver::new(SubtractionGame::new([1, 2])).grundy(&100_000)),
        Ok(100_000 % 3)
    );
    let kayles: OctalGame = ".77".parse().unwrap();
    assert_eq!(
        stopped(|| kayles.grundy_values(1 << 20).map(|_| ())),
        interrupted
    );
    let long: OctalGame = ".16".parse().unwrap(); // period 149459 (Flammenkamp's tables)
    assert_eq!(
        stopped(|| long.periodicity(1 << 20).map(|_| ())),
        interrupted
    );
    assert_eq!(
        watched(|| kayles.periodicity(1 << 12).map(|p| p.period)),
        Ok(12)
    );
}

#[test]
fn left_vs_right_counts_stop() {
    let interrupted = Err(lvr::Error::Interrupted(Interrupted));
    assert_eq!(
        stopped(|| count_right_wins_mod(14, 7, 1_001_001_011)),
        interrupted
    );
    let want = count_right_wins_mod(14, 7, 1_001_001_011);
    assert_eq!(watched(|| count_right_wins_mod(14, 7, 1_001_001_011)), want);
}
