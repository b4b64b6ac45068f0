//! The fast count against the slow twins: literal word values, enumeration of tuples, and an
//! exhaustive search of the game itself.

use combgames_dyadic::Dyadic;
use combgames_histconv::{CheckedU128, count_negative_sums, count_zero_sums};
use combgames_left_vs_right::naive::{count_by_enumeration, count_by_search, values_by_definition};
use combgames_left_vs_right::{
    ScoreHistograms, Word, count_right_wins_exact, count_right_wins_mod, score_histograms,
    word_values,
};

#[test]
fn fast_values_equal_the_definition_to_14() {
    for n in 1..=14 {
        let slow = values_by_definition(n).unwrap();
        let fast = word_values(n).unwrap();
        for (bits, expected) in slow.iter().enumerate() {
            let word = Word::new(n, bits as u32).unwrap();
            assert_eq!(fast.get(word), Some(*expected), "word {word}");
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
            let mirror = values.get(Word::new(n, mirror_bits).unwrap()).unwrap();
            assert_eq!(mirror.u, value.d.checked_neg().unwrap(), "{word}");
        }
    }
}

#[test]
fn histogram_count_equals_enumeration() {
    for (n, k) in [
        (1, 1),
        (1, 3),
        (2, 1),
        (2, 3),
        (2, 5),
        (2, 7),
        (3, 3),
        (3, 5),
        (4, 3),
        (5, 3),
        (6, 3),
        (7, 3),
    ] {
        let fast = count_right_wins_exact(n, k).unwrap();
        assert_eq!(
            fast.to_string(),
            count_by_enumeration(n, k).unwrap().to_string(),
            "G({n}, {k})"
        );
    }
}

#[test]
fn histogram_count_equals_the_game_for_odd_k() {
    // Every case here is a full minimax over the game's rules; the rule "negative sum, or all
    // cold and zero" is checked on them, not proven.
    for (n, k) in [
        (1, 1),
        (1, 3),
        (2, 1),
        (2, 3),
        (2, 5),
        (2, 7),
        (3, 1),
        (3, 3),
        (3, 5),
        (4, 1),
        (4, 3),
        (5, 3),
    ] {
        let by_search = count_by_search(n, k).unwrap();
        assert_eq!(
            count_right_wins_mod(n, k, u64::MAX),
            Ok(by_search),
            "G({n}, {k})"
        );
    }
}

#[test]
fn even_k_breaks_the_rule() {
    // With two words a tie is possible: the same formula would miscount Right's wins, which
    // is why even k is refused.
    let c = CheckedU128;
    let mut differs = false;
    for n in 1..=3 {
        let ScoreHistograms { all, cold } = score_histograms(n, c).unwrap();
        let formula =
            count_negative_sums(&all, &all).unwrap() + count_zero_sums(&cold, &cold).unwrap();
        differs |= formula != u128::from(count_by_search(n, 2).unwrap());
    }
    assert!(differs);
}

/// Larger searches, a few seconds each in release mode:
/// `cargo test --profile release-checked -p combgames-left-vs-right -- --ignored` (optimised, with
/// overflow checks and debug assertions on).
#[test]
#[ignore = "slow in debug builds; run with --profile release-checked -- --ignored"]
fn histogram_count_equals_the_game_on_larger_cases() {
    for (n, k) in [(6, 3), (3, 7), (4, 5)] {
        let by_search = count_by_search(n, k).unwrap();
        assert_eq!(
            count_right_wins_mod(n, k, u64::MAX),
            Ok(by_search),
            "G({n}, {k})"
        );
    }
}
