//! Published values and input checks.

use combgames_left_vs_right::naive::count_by_search;
use combgames_left_vs_right::{
    Error, Word, count_right_wins_exact, count_right_wins_mod, word_values,
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
    // The game search agrees on the two small ones.
    assert_eq!(count_by_search(2, 3), Ok(14));
    assert_eq!(count_by_search(4, 3), Ok(496));
}

#[test]
fn bad_input_is_refused() {
    assert_eq!(count_right_wins_mod(0, 3, 10), Err(Error::ZeroLength));
    assert_eq!(count_right_wins_mod(3, 0, 10), Err(Error::ZeroWords));
    assert_eq!(count_right_wins_mod(3, 4, 10), Err(Error::EvenWords(4)));
    assert_eq!(
        count_right_wins_mod(3, 3, 1),
        Err(Error::ModulusTooSmall(1))
    );
    assert_eq!(
        count_right_wins_mod(3, 3, 0),
        Err(Error::ModulusTooSmall(0))
    );
    assert!(matches!(
        count_right_wins_mod(64, 7, 10),
        Err(Error::TooLong { n: 64, .. })
    ));
    assert!(matches!(
        count_right_wins_mod(32, 7, 10),
        Err(Error::TooLong { n: 32, .. })
    ));
    assert!(matches!(word_values(40), Err(Error::TooLong { .. })));
    assert!("LXR".parse::<Word>().is_err());
    assert!("".parse::<Word>().is_err());
    assert!(Word::new(3, 8).is_err());
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
