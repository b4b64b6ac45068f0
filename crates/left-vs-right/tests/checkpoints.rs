//! Published values and input checks.

use combgames_left_vs_right::naive::count_by_search;
use combgames_left_vs_right::{
    Error, Exceeded, Needed, NotAPlayer, Outcome, Player, Resource, Word, WordError,
    count_outcomes_exact, count_right_wins_exact, count_right_wins_mod, word_values,
};

#[test]
fn published_values() {
    // Project Euler 949 statement: G(2, 3) = 14, G(4, 3) = 496, G(8, 5) = 26359197010.
    assert_eq!(count_right_wins_exact(2, 3).unwrap().to_string(), "14");
    assert_eq!(count_right_wins_exact(4, 3).unwrap().to_string(), "496");
    assert_eq!(
        count_right_wins_exact(8, 5).unwrap().to_string(),
        "26359197010"
    );
    assert_eq!(
        count_right_wins_mod(8, 5, 1_000_000_007),
        Ok(26_359_197_010 % 1_000_000_007)
    );
    // Even k, Left first (the theorem's note, checked by search below): Right wins 1, 4, 8
    // tuples and wins or ties 8, 32, 108 for n = 2, 3, 4.
    for (n, wins, wins_or_ties) in [(2, 1u32, 8u32), (3, 4, 32), (4, 8, 108)] {
        let counts = count_outcomes_exact(n, 2, Player::Left).unwrap();
        assert_eq!(counts.right_wins, wins.into(), "n = {n}");
        assert_eq!(
            &counts.right_wins + &counts.ties,
            wins_or_ties.into(),
            "n = {n}"
        );
        assert_eq!(count_right_wins_mod(n, 2, 1000), Ok(u64::from(wins)));
    }
    // The game search agrees on the two small ones.
    assert_eq!(count_by_search(2, 3), Ok(14));
    assert_eq!(count_by_search(4, 3), Ok(496));
}

#[test]
fn bad_input_is_refused() {
    assert_eq!(count_right_wins_mod(0, 3, 10), Err(Error::ZeroLength));
    assert_eq!(count_right_wins_mod(3, 0, 10), Err(Error::ZeroWords));
    assert_eq!("up".parse::<Player>(), Err(NotAPlayer));
    assert_eq!(
        Error::from(NotAPlayer).to_string(),
        "not a player: expected left or right"
    );
    assert!(matches!(
        "draw".parse::<Outcome>(),
        Err(Error::NotAnOutcome)
    ));
    let small = |m| {
        Err(Error::Counting(combgames_counting::Error::ModulusTooSmall(
            m,
        )))
    };
    assert_eq!(count_right_wins_mod(3, 3, 1), small(1));
    assert_eq!(count_right_wins_mod(3, 3, 0), small(0));
    assert_eq!(
        count_right_wins_mod(64, 7, 10),
        Err(Error::TooLong { n: 64, max: 33 })
    );
    assert_eq!(
        count_right_wins_mod(34, 7, 10),
        Err(Error::TooLong { n: 34, max: 33 })
    );
    assert_eq!(word_values(40), Err(Error::TooLong { n: 40, max: 32 }));
    assert_eq!(
        "LXR".parse::<Word>(),
        Err(WordError::Letter {
            position: 1,
            letter: 'X'
        }
        .into())
    );
    assert_eq!("".parse::<Word>(), Err(WordError::Empty.into()));
    assert_eq!(
        "L".repeat(33).parse::<Word>(),
        Err(WordError::TooManyLetters(33).into())
    );
    assert_eq!(
        Word::new(3, 8),
        Err(WordError::Pattern { len: 3, bits: 8 }.into())
    );
    assert_eq!(Word::new(0, 0), Err(WordError::Empty.into()));
    assert_eq!(Word::new(33, 0), Err(WordError::TooManyLetters(33).into()));
}

/// `word_values(31)` keeps 12 bytes per word (24 GiB) beside its layers; it
/// is refused up front with its real need, while the counts of n = 31 to 33 (1.5 bytes per
/// word) pass the check.
#[test]
fn word_table_memory_is_estimated_from_what_it_keeps() {
    assert_eq!(
        word_values(31),
        Err(Error::Exceeded(Exceeded {
            resource: Resource::Bytes,
            needed: Needed::Estimate((15 << 31) + 4096),
            allowed: 16 << 30
        }))
    );
    for n in 31..=33 {
        assert!(combgames_left_vs_right::bytes_needed(n) <= combgames_left_vs_right::MAX_BYTES);
    }
}

/// A huge k ends at once with the histogram crate's step limit (lifted into this crate's
/// `Error::Exceeded`).
#[test]
fn huge_k_is_refused_at_once() {
    for (n, k) in [(1, 1_000_000_001), (3, u32::MAX), (20, 1001)] {
        assert!(
            matches!(
                count_right_wins_mod(n, k, 1_000),
                Err(Error::Exceeded(Exceeded {
                    resource: Resource::Steps,
                    ..
                }))
            ),
            "G({n}, {k})"
        );
    }
}

/// The twins refuse what they cannot do in time, without truncating
/// `n k` and without overflowing the stack.
#[test]
fn twins_refuse_large_inputs() {
    use combgames_left_vs_right::naive::{
        self, GameSearch, count_by_enumeration, values_by_definition,
    };
    assert!(matches!(
        count_by_enumeration(3, 1_431_655_767),
        Err(naive::Error::Exceeded(_))
    ));
    assert!(matches!(
        values_by_definition(21),
        Err(naive::Error::Exceeded(_))
    ));
    assert!(matches!(
        count_by_search(7, 1),
        Err(naive::Error::Exceeded(_))
    ));
    let long: Word = "LR".repeat(16).parse().unwrap();
    let mut search = GameSearch::default();
    assert!(matches!(
        search.outcome(&vec![long; 2000], Player::Left),
        Err(naive::Error::Exceeded(_))
    ));
    // 256 letters are within the depth limit; the step limit ends the search.
    assert!(matches!(
        GameSearch::with_limits(combgames_base::Limits::new().steps(100_000))
            .outcome(&[long; 8], Player::Left),
        Err(naive::Error::Exceeded(_))
    ));
    assert_eq!(
        search.outcome(&[], Player::Left),
        Err(naive::Error::Game(Error::ZeroWords))
    );
}

#[test]
fn longest_words_round_trip() {
    let w: Word = "R".repeat(32).parse().unwrap();
    assert_eq!(w.bits(), u32::MAX);
    assert_eq!(w.without_first(0), Some(w));
    assert_eq!(w.without_first(32), None);
    assert_eq!(w.without_last(31).unwrap().to_string(), "R");
    assert_eq!(w.without_last(u32::MAX), None);
    assert_eq!(w.without_first(31).unwrap().bits(), 1);
    assert_eq!(w.to_string().len(), 32);
}

/// Moduli of 2^64 and more stay on a modular path and agree with the exact count.
#[test]
fn wide_moduli_agree_with_exact_counts() {
    let m: u128 = (1 << 100) + 7;
    let wide = combgames_histconv::Modular128::new(m).unwrap();
    for (n, k) in [(2, 3), (8, 5), (12, 7)] {
        let exact = count_right_wins_exact(n, k).unwrap();
        let residue = combgames_left_vs_right::count_right_wins_in(n, k, &wide).unwrap();
        assert_eq!(num_bigint::BigUint::from(residue), exact % m, "G({n}, {k})");
    }
}
