//! Hostile inputs that once failed (a wrong answer, a panic, a run without end), through the
//! facade: each returns the right value or a typed error, within 100 MB (measured by this binary's counting
//! allocator). Each case runs alone under a lock, so peaks do not mix.

use std::sync::Mutex;

use combgames::counting::{CheckedU128, Counting, Modular};
use combgames::dyadic::Dyadic;
use combgames::fibonacci_tree_game::{FibonacciTree, grundy_values, naive as tree_naive};
use combgames::grundy::{RootedTree, Solver, games::Nim, games::SubtractionGame};
use combgames::histconv::{self, Histogram, count_negative_sums, count_pairs_below};
use combgames::left_vs_right::naive::{GameSearch, count_by_enumeration};
use combgames::left_vs_right::{self, Player, Word, count_right_wins_mod, word_values};
use combgames::num_bigint::BigUint;
use combgames::stone_game::{largest_winning_move, sum_largest_moves_mod};
use combgames::zeckendorf::{Zeckendorf, fibonacci, smallest_term};
use peak_alloc::PeakAlloc;

#[global_allocator]
static ALLOCATOR: PeakAlloc = PeakAlloc;

static LOCK: Mutex<()> = Mutex::new(());

const LIMIT: usize = 100 << 20;

/// Runs one case and checks that it allocated at most 100 MB above where it started.
fn within_100_mb(case: u32, run: impl FnOnce()) {
    let _guard = LOCK
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let base = ALLOCATOR.current_usage();
    ALLOCATOR.reset_peak_usage();
    run();
    let peak = ALLOCATOR.peak_usage().saturating_sub(base);
    assert!(peak <= LIMIT, "case {case}: {peak} bytes");
}

#[test]
fn unreduced_residues_give_the_right_residue() {
    within_100_mb(1, || {
        let m = Modular::new(7).unwrap();
        assert_eq!((m.add(&100, &100), m.sub(&1, &100)), (Ok(4), Ok(6)));
        let h = Histogram::from_entries(m, [(0, 10u64), (1, 7)]).unwrap();
        assert_eq!((h.entries(), h.total()), (&[(0, 3)][..], Ok(3)));
        let top = Histogram::from_entries(m, [(0, u64::MAX)]).unwrap();
        assert_eq!(top.total(), Ok(u64::MAX % 7));
    });
}

#[test]
fn scores_at_the_top_of_i64_are_refused_not_wrapped() {
    within_100_mb(2, || {
        let c = CheckedU128;
        let (minus_one, top) = (
            Histogram::from_scores(c, [-1]),
            Histogram::from_scores(c, [i64::MAX]),
        );
        let bottom = Histogram::from_scores(c, [i64::MIN]);
        assert_eq!(count_pairs_below(&minus_one, &top, i64::MAX), Ok(1));
        assert_eq!(count_negative_sums(&bottom, &top), Ok(1));
    });
}

#[test]
fn dyadics_past_the_representable_range_are_refused() {
    within_100_mb(3, || {
        let d = |p, e| Dyadic::new(p, e).unwrap();
        assert_eq!(d(i64::MAX, 1) + d(1, 1), Dyadic::from(1i64 << 62));
        assert_eq!(Dyadic::from(i64::MIN) * d(-1, 1), Dyadic::from(1i64 << 62));
        assert_eq!(d(-1, 1) - Dyadic::from(-(1i64 << 62)), d(i64::MAX, 1));
        assert_eq!(Dyadic::from(1i64 << 62) * d(3, 2), Dyadic::from(3i64 << 60));
    });
}

#[test]
fn intermediate_totals_past_their_type_are_refused() {
    within_100_mb(4, || {
        let c = CheckedU128;
        let h = Histogram::from_entries(c, [(-1, 1u128), (10, 1 << 64)]).unwrap();
        let zero = Histogram::from_scores(c, [0]);
        assert_eq!(histconv::count_triples_below_symmetric(&h, &zero, 0), Ok(1));
        assert_eq!(
            histconv::count_triples_below(&h, &h.clone(), &zero, 0),
            Ok(1)
        );
    });
}

#[test]
fn huge_word_counts_are_refused_not_truncated() {
    within_100_mb(5, || {
        assert!(matches!(
            count_by_enumeration(3, 1_431_655_767),
            Err(left_vs_right::naive::Error::Exceeded(_))
        ));
    });
}

#[test]
fn indices_out_of_range_are_refused() {
    within_100_mb(6, || {
        assert!(Zeckendorf::<u64>::from_indices([usize::MAX, usize::MAX]).is_err());
    });
}

#[test]
fn tree_values_from_outside_are_checked() {
    within_100_mb(7, || {
        assert!(grundy_values(usize::MAX).is_err());
        let tree = RootedTree::from_parents(&[None, Some(0)]).unwrap();
        assert!(tree.value_without(&[usize::MAX, usize::MAX], 1).is_err());
    });
}

#[test]
fn big_tables_are_refused_before_allocating() {
    within_100_mb(8, || {
        assert!(grundy_values(1_000_000_000_000).is_err());
        assert!(tree_naive::count_by_targets(1_000_000_000_000, 10).is_err());
        assert!(tree_naive::count_by_targets(100_000_000, 10).is_err());
    });
}

#[test]
fn a_solver_s_step_limit_bounds_every_search() {
    within_100_mb(9, || {
        let mut chain = Solver::with_limits(
            SubtractionGame::new([1]),
            combgames::base::Limits::new().steps(5),
        );
        assert!(chain.grundy(&10_000_000).is_err());
        assert!(
            Solver::with_limits(Nim, combgames::base::Limits::new().steps(1000))
                .grundy(&vec![u32::MAX])
                .is_err()
        );
    });
}

#[test]
fn huge_indices_and_orders_are_refused() {
    within_100_mb(10, || {
        assert!(fibonacci::<BigUint>(usize::MAX).is_err());
        assert!(Zeckendorf::<BigUint>::from_indices([usize::MAX]).is_err());
        assert!(FibonacciTree::new(usize::MAX).node_count().is_err());
        assert!(tree_naive::count_by_pruning(usize::MAX).is_err());
        assert!(FibonacciTree::new(100_000_000).build().is_err());
    });
}

#[test]
fn searches_are_bounded_in_depth_and_steps() {
    within_100_mb(11, || {
        let long: Word = "LR".repeat(16).parse().unwrap();
        assert!(
            GameSearch::default()
                .outcome(&vec![long; 2000], Player::Left)
                .is_err()
        );
        assert!(
            GameSearch::with_limits(combgames::base::Limits::new().steps(100_000))
                .outcome(&[long; 8], Player::Left)
                .is_err()
        );
    });
}

#[test]
fn huge_powers_and_wide_convolutions_are_refused() {
    within_100_mb(12, || {
        let coin = Histogram::from_scores(CheckedU128, [0, 1]);
        assert!(coin.power(u32::MAX).is_err());
        let coarse = Histogram::from_scores(CheckedU128, (0..20_000i64).map(|i| i << 20));
        let fine = Histogram::from_scores(CheckedU128, 0..20_000i64);
        assert!(coarse.convolve(&fine).is_err());
    });
}

#[test]
fn huge_numbers_of_words_are_refused() {
    within_100_mb(13, || {
        assert!(count_right_wins_mod(20, u32::MAX, 1_001_001_011).is_err());
        assert!(count_right_wins_mod(1, 1_000_000_001, 1_001_001_011).is_err());
    });
}

#[test]
fn word_tables_past_the_memory_limit_are_refused() {
    within_100_mb(14, || {
        assert!(matches!(
            word_values(31),
            Err(left_vs_right::Error::Exceeded(_))
        ));
    });
}

#[test]
fn huge_piles_are_refused() {
    within_100_mb(15, || {
        let huge = BigUint::from(10u8).pow(30_000);
        assert!(sum_largest_moves_mod(&huge, 100_000_000).is_err());
        let twenty_thousand = BigUint::from(10u8).pow(20_000);
        assert!(smallest_term(&twenty_thousand).is_ok());
        assert!(largest_winning_move(&twenty_thousand).is_ok());
    });
}

/// The partizan arena, octal games and Left vs Right positions under hostile input: every
/// call ends in a value or a typed error, within the limits.
#[test]
fn partizan_octal_and_word_apis_stay_bounded() {
    use combgames::grundy::OctalGame;
    use combgames::left_vs_right::optimal_score;
    use combgames::partizan::{Arena, Domineering};
    within_100_mb(16, || {
        let mut arena =
            Arena::with_limits(combgames::base::Limits::new().items(100_000).steps(1 << 22));
        // A number plus a large nimber, sums of large nimbers, many ups: each bounded.
        for text in [
            "184*467",
            "*512 + *511",
            "^512*",
            "{*300|*299} + ^",
            "1/1024 + 1/1024",
        ] {
            let _ = arena.parse(text);
        }
        // Sums of switches grow quickly; the printer refuses past its limit.
        let mut sum = arena.zero();
        for x in 1..=12 {
            let s = arena.parse(&format!("+-{x}")).unwrap();
            match arena.sum(sum, s) {
                Ok(next) => sum = next,
                Err(_) => break,
            }
        }
        let _ = arena.to_text(sum);
        assert!(
            "..........|..........|..........|..........|..........|.........."
                .parse::<Domineering>()
                .unwrap()
                .value_with(
                    &mut Arena::with_limits(
                        combgames::base::Limits::new().items(10_000).steps(1 << 20)
                    ),
                    combgames::base::Limits::new().steps(1000)
                )
                .is_err()
        );
        assert!(
            ".77"
                .parse::<OctalGame>()
                .unwrap()
                .periodicity(usize::MAX)
                .is_err()
        );
        assert!(
            "0x.8"
                .parse::<OctalGame>()
                .unwrap()
                .grundy_values_with(100_000, combgames::base::Limits::new().steps(1 << 20))
                .is_err()
        );
        let words: Vec<Word> = (0..2000)
            .map(|i| Word::new(32, i * 2_000_003).unwrap())
            .collect();
        assert!(optimal_score(&words, Player::Left).is_ok());
    });
}
