//! One harness for every entry point of the Fibonacci Tree Game, run against the slow twin on
//! the same cases (as `RustFFT`'s `check_fft_algorithm` runs every algorithm against the naive
//! DFT): each counting system, with and without progress, one to three threads, exact and
//! modular, the type's methods and the free functions.

use combgames_counting::{Big, CheckedU128, Modular, Modular128};
use combgames_fibonacci_tree_game::{
    FibonacciTreeGame, naive, winning_moves_exact, winning_moves_in, winning_moves_mod,
};
use num_bigint::BigUint;

/// Moduli on both sides of every boundary of the residue paths: small, the branch-free adder's
/// top (`2^63`), past it, and the top of `u64`.
const MODULI: [u64; 7] = [
    2,
    10,
    1_000_000_007,
    (1 << 32) + 15,
    1 << 63,
    (1 << 63) + 1,
    u64::MAX,
];

/// Moduli of `Modular128`: inside `u64` and past it.
const WIDE_MODULI: [u128; 3] = [97, (1 << 64) + 13, u128::MAX];

/// Checks that the progress calls count up to the total.
fn progress_checker() -> impl FnMut(usize, usize) {
    let mut last = 0;
    move |done, total| {
        assert!(
            done >= last && done <= total,
            "progress {done} of {total} after {last}"
        );
        last = done;
    }
}

/// Every entry point at `order`, against the twin's residues.
fn check_every_entry_point(order: usize) {
    let twin: Vec<u64> = MODULI
        .iter()
        .map(|&m| naive::count_by_targets(order, m).unwrap())
        .collect();
    let exact = winning_moves_exact(order).unwrap();
    for (&m, &want) in MODULI.iter().zip(&twin) {
        assert_eq!(
            exact.clone() % m,
            BigUint::from(want),
            "f({order}) mod {m}: exact"
        );
        assert_eq!(winning_moves_mod(order, m), Ok(want), "f({order}) mod {m}");
        assert_eq!(
            winning_moves_in(order, &Modular::new(m).unwrap()),
            Ok(want),
            "f({order}) in Modular({m})"
        );
    }
    assert_eq!(winning_moves_in(order, &Big), Ok(exact.clone()));
    for threads in 1..=3 {
        let game = FibonacciTreeGame::new(order).unwrap().with_threads(threads);
        let at = |what: &str| format!("f({order}) with {threads} threads: {what}");
        assert_eq!(game.count_exact().as_ref(), Ok(&exact), "{}", at("exact"));
        assert_eq!(
            game.count_exact_with_progress(progress_checker()).as_ref(),
            Ok(&exact),
            "{}",
            at("exact with progress")
        );
        assert_eq!(game.count_in(&Big, progress_checker()).as_ref(), Ok(&exact));
        match u128::try_from(&exact) {
            Ok(small) => assert_eq!(game.count_in(&CheckedU128, |_, _| {}), Ok(small)),
            Err(_) => assert!(game.count_in(&CheckedU128, |_, _| {}).is_err()),
        }
        for (&m, &want) in MODULI.iter().zip(&twin) {
            assert_eq!(game.count_mod(m), Ok(want), "{}", at(&format!("mod {m}")));
            assert_eq!(
                game.count_mod_with_progress(m, progress_checker()),
                Ok(want),
                "{}",
                at(&format!("mod {m} with progress"))
            );
            let system = Modular::new(m).unwrap();
            assert_eq!(game.count_in(&system, progress_checker()), Ok(want));
        }
        for m in WIDE_MODULI {
            let want = u128::try_from(exact.clone() % m).unwrap();
            let system = Modular128::new(m).unwrap();
            assert_eq!(
                game.count_in(&system, progress_checker()),
                Ok(want),
                "{}",
                at(&format!("in Modular128({m})"))
            );
        }
    }
}

#[test]
fn every_entry_point_equals_the_twin_on_small_orders() {
    for order in 1..=40 {
        check_every_entry_point(order);
    }
}

#[test]
fn every_entry_point_equals_the_twin_on_wider_rows() {
    // Threads asked for explicitly share even narrow rows, in chunks of several sizes.
    for order in [100, 333, 1000, 2500] {
        check_every_entry_point(order);
    }
}

#[test]
fn the_twin_agrees_with_pruning_the_explicit_tree() {
    for order in 1..=16 {
        let pruned = naive::count_by_pruning(order).unwrap() as u64;
        assert_eq!(
            naive::count_by_targets(order, u64::MAX),
            Ok(pruned),
            "f({order})"
        );
    }
}
