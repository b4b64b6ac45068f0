//! The fast count against the slow twins: literal word values, enumeration of tuples, and an
//! exhaustive search of the game itself.

use combgames_dyadic::Dyadic;
use combgames_left_vs_right::naive::{count_outcomes_by_search, values_by_definition};
use combgames_left_vs_right::{
    OutcomeCounts, Player, Word, count_outcomes_mod, score_histograms, word_value, word_values,
};

#[test]
fn fast_values_equal_the_definition_to_14() {
    for n in 1..=14 {
        let slow = values_by_definition(n).unwrap();
        let fast = word_values(n).unwrap();
        for (bits, expected) in slow.iter().enumerate() {
            let word = Word::new(n, bits as u32).unwrap();
            assert_eq!(fast.get(word), Some(*expected), "word {word}");
            if n <= 12 {
                assert_eq!(word_value(word), Ok(*expected), "word {word}");
            }
        }
    }
}

#[test]
fn structure_facts_hold_to_16() {
    // ../shared/notes/p949-structure.md: words ending in L have u = 1 and are never cold;
    // words starting with R have d = -1; reversing and swapping letters maps u to -d.
    for n in 2..=16 {
        let values = word_values(n).unwrap();
        for (word, value) in values.iter() {
            if word.bits() & 1 == 0 {
                assert!(value.u == Dyadic::ONE && !value.cold, "{word}");
            }
            if word.bits() >> (n - 1) == 1 {
                assert_eq!(value.d, Dyadic::from_integer(-1), "{word}");
            }
            let mirror_bits = (0..n).fold(0, |acc, i| (acc << 1) | (1 - (word.bits() >> i & 1)));
            assert_eq!(word.mirror(), Word::new(n, mirror_bits).unwrap());
            let mirror = values.get(word.mirror()).unwrap();
            assert_eq!(mirror.u, value.d.checked_neg().unwrap(), "{word}");
        }
    }
}

/// The counts against the game itself, played out by exhaustive minimax for every tuple,
/// both movers, every k the search reaches in a debug test run.
#[test]
fn outcome_counts_equal_the_game() {
    let cases = [
        (1, 1),
        (1, 2),
        (1, 3),
        (1, 4),
        (1, 6),
        (2, 1),
        (2, 2),
        (2, 3),
        (2, 4),
        (2, 5),
        (3, 1),
        (3, 2),
        (3, 3),
        (4, 1),
        (4, 2),
        (4, 3),
        (5, 2),
        (6, 1),
        (6, 2),
    ];
    for (n, k) in cases {
        for first in [Player::Left, Player::Right] {
            let by_search = count_outcomes_by_search(n, k, first).unwrap();
            let fast = count_outcomes_mod(n, k, first, u64::MAX).unwrap();
            assert_eq!(fast, by_search, "n = {n}, k = {k}, {first} first");
        }
    }
}

/// Larger searches, seconds each in release mode:
/// `cargo test --profile release-checked -p combgames-left-vs-right -- --ignored` (optimised,
/// with overflow checks and debug assertions on).
#[test]
#[ignore = "slow in debug builds; run with --profile release-checked -- --ignored"]
fn outcome_counts_equal_the_game_on_larger_cases() {
    for (n, k) in [(2, 6), (2, 7), (3, 4), (3, 5), (4, 4), (5, 3), (6, 3)] {
        for first in [Player::Left, Player::Right] {
            let by_search = count_outcomes_by_search(n, k, first).unwrap();
            let fast = count_outcomes_mod(n, k, first, u64::MAX).unwrap();
            assert_eq!(fast, by_search, "n = {n}, k = {k}, {first} first");
        }
    }
}

/// Sizes where the modular counts take the transform path of the histogram crate (wide dense
/// convolution powers): equal to the exact counts (schoolbook, big integers) reduced.
#[test]
fn transform_path_counts_equal_exact_counts() {
    use combgames_left_vs_right::{count_outcomes_exact, count_outcomes_mod};
    use num_bigint::BigUint;
    let m = 1_001_001_011u64;
    let reduce = |x: &BigUint| u64::try_from(x % BigUint::from(m)).unwrap();
    // The half-powers are wide enough for the transforms to be the cheaper path.
    let all = score_histograms(8, combgames_histconv::Modular::new(m).unwrap())
        .unwrap()
        .all
        .power(10)
        .unwrap();
    let pairs = (all.len() * all.len()) as u128;
    assert!(all.convolution_cost(&all).steps < pairs / 4);
    for (n, k) in [(8, 21), (8, 20), (9, 13)] {
        for first in [Player::Left, Player::Right] {
            let fast = count_outcomes_mod(n, k, first, m).unwrap();
            let exact = count_outcomes_exact(n, k, first).unwrap();
            assert_eq!(
                fast,
                OutcomeCounts {
                    left_wins: reduce(&exact.left_wins),
                    ties: reduce(&exact.ties),
                    right_wins: reduce(&exact.right_wins),
                },
                "n = {n}, k = {k}, {first} first"
            );
        }
    }
}
