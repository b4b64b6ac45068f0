//! One position at a time: the theorem's score, outcome and strategy against the exhaustive
//! search of the game, on every position up to a total length, both movers.

use combgames_left_vs_right::naive::GameSearch;
use combgames_left_vs_right::{
    Player, Word, optimal_move, optimal_score, position_outcome, word_value,
};
use proptest::prelude::*;

/// Every multiset of words (as a sorted list) with at most `letters` letters in all.
fn positions(letters: u32) -> Vec<Vec<Word>> {
    let words: Vec<Word> = (1..=letters)
        .flat_map(|len| (0..1u32 << len).map(move |bits| Word::new(len, bits).unwrap()))
        .collect();
    let mut out = Vec::new();
    let mut stack: Vec<(Vec<Word>, usize, u32)> = vec![(Vec::new(), 0, letters)];
    while let Some((prefix, from, left)) = stack.pop() {
        for (i, &w) in words.iter().enumerate().skip(from) {
            if w.letter_count() <= left {
                let mut next = prefix.clone();
                next.push(w);
                stack.push((next.clone(), i, left - w.letter_count()));
                out.push(next);
            }
        }
    }
    out
}

/// Total length 10 in a debug run (35 087 positions, each with both movers); the
/// ignored test below goes to 12 (231 719 positions).
fn check_all_positions(letters: u32) {
    let mut search = GameSearch::with_limits(combgames_base::Limits::new().steps(u64::MAX));
    let all = positions(letters);
    let expected = [(10, 35_087), (12, 231_719)];
    assert!(
        expected.contains(&(letters, all.len())),
        "{} positions",
        all.len()
    );
    for words in &all {
        for mover in [Player::Left, Player::Right] {
            let exact = search.score(words, mover).unwrap();
            assert_eq!(
                optimal_score(words, mover),
                Ok(exact),
                "{words:?}, {mover} to move"
            );
            let held = search
                .score_with_strategy(words, mover, mover, optimal_move)
                .unwrap();
            assert_eq!(held, exact, "strategy from {words:?}, {mover} to move");
        }
    }
}

#[test]
fn theorem_and_strategy_match_the_search_to_10_letters() {
    check_all_positions(10);
}

#[test]
#[ignore = "slow in debug builds; run with --profile release-checked -- --ignored"]
fn theorem_and_strategy_match_the_search_to_12_letters() {
    check_all_positions(12);
}

#[test]
fn worked_example_of_the_docs() {
    // docs/left-vs-right.md: LRRL, RLR and LR with Left to move.
    let words: Vec<Word> = ["LRRL", "RLR", "LR"]
        .iter()
        .map(|w| w.parse().unwrap())
        .collect();
    let values: Vec<String> = words
        .iter()
        .map(|&w| {
            let v = word_value(w).unwrap();
            format!("{} {} {}", v.u, v.d, v.cold)
        })
        .collect();
    assert_eq!(values, ["1 -1/2 false", "0 -1 false", "0 0 true"]);
    assert_eq!(optimal_score(&words, Player::Left), Ok(1));
    let after = optimal_move(&words, Player::Left).unwrap().unwrap();
    let text: Vec<String> = after.iter().map(ToString::to_string).collect();
    assert_eq!(text, ["L", "LR", "LR"]);
    assert_eq!(GameSearch::default().score(&words, Player::Left), Ok(1));
    assert!(position_outcome(&[], Player::Left).is_err());
}

fn word() -> impl Strategy<Value = Word> {
    (1u32..=6)
        .prop_flat_map(|len| (0..1u32 << len).prop_map(move |bits| Word::new(len, bits).unwrap()))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Random positions of up to five words of up to six letters (beyond the exhaustive
    /// range), both movers.
    #[test]
    fn random_positions_match_the_search(words in prop::collection::vec(word(), 1..=5)) {
        let letters: u32 = words.iter().map(|w| w.letter_count()).sum();
        prop_assume!(letters <= 16);
        let mut search = GameSearch::with_limits(combgames_base::Limits::new().steps(1 << 24));
        for mover in [Player::Left, Player::Right] {
            let Ok(exact) = search.score(&words, mover) else { continue };
            prop_assert_eq!(optimal_score(&words, mover), Ok(exact));
        }
    }

    /// Mirroring a position swaps the players and negates the score.
    #[test]
    fn mirror_swaps_players(words in prop::collection::vec(word(), 1..=8)) {
        let mirrored: Vec<Word> = words.iter().map(|w| w.mirror()).collect();
        prop_assert_eq!(
            optimal_score(&words, Player::Left).map(|s| -s),
            optimal_score(&mirrored, Player::Right)
        );
    }
}
