//! Fibonacci nim's lost-state rule `b < z(m)` against a literal minimax of the game.

use std::collections::HashMap;

use combgames_zeckendorf::{Error, NimState, winning_openings};
use num_bigint::BigUint;
use proptest::prelude::*;

/// Minimax from the rules: `(m, b)` is won when some legal `x` takes the last stone or leaves
/// the opponent a lost state `(m - x, 2x)`. A cap above `m` is the same as a cap of `m`.
struct Minimax(HashMap<(u64, u64), bool>);

impl Minimax {
    fn wins(&mut self, m: u64, b: u64) -> bool {
        let b = b.min(m);
        if let Some(&known) = self.0.get(&(m, b)) {
            return known;
        }
        let won = (1..=b).any(|x| x == m || !self.wins(m - x, 2 * x));
        self.0.insert((m, b), won);
        won
    }

    fn winning_moves(&mut self, m: u64, b: u64) -> Vec<u64> {
        (1..=b.min(m))
            .filter(|&x| x == m || !self.wins(m - x, 2 * x))
            .collect()
    }
}

#[test]
fn lost_states_and_winning_moves_match_minimax() {
    let mut game = Minimax(HashMap::new());
    for m in 1..=120u64 {
        for b in 0..=130u64 {
            let state = NimState::new(m, b).unwrap();
            assert_eq!(state.is_lost(), !game.wins(m, b), "state ({m}, {b})");
            assert_eq!(
                state.winning_moves(),
                game.winning_moves(m, b),
                "state ({m}, {b})"
            );
        }
    }
}

#[test]
fn openings() {
    // Project Euler 366: from 17 stones the first player wins by taking 1 or 4; 5 is lost.
    assert_eq!(winning_openings(17u64), Ok(vec![1, 4]));
    assert_eq!(winning_openings(5u64), Ok(vec![]));
    assert_eq!(winning_openings(0u64), Err(Error::Zero));
    assert_eq!(NimState::new(0u64, 3), Err(Error::Zero));
}

#[test]
fn moves_are_checked() {
    let s = NimState::new(10u64, 3).unwrap();
    assert!(matches!(s.after(&0), Err(Error::IllegalMove { .. })));
    assert!(matches!(s.after(&4), Err(Error::IllegalMove { .. })));
    assert_eq!(s.after(&3), Ok(Some(NimState::new(7, 6).unwrap())));
    assert_eq!(NimState::new(3u64, 5).unwrap().after(&3), Ok(None));
    // The next cap 2 * take must fit in the type.
    let top = NimState::new(u64::MAX, u64::MAX).unwrap();
    assert_eq!(top.after(&(u64::MAX / 2 + 1)), Err(Error::Overflow));
}

proptest! {
    /// Every reported winning move leaves a lost state, and the state is lost iff none exist.
    #[test]
    fn winning_moves_leave_lost_states(m in 1..u64::MAX / 4, b in any::<u64>()) {
        let b = b % (m + 1);
        let state = NimState::new(m, b).unwrap();
        let moves = state.winning_moves();
        prop_assert_eq!(moves.is_empty(), state.is_lost());
        for x in moves {
            match state.after(&x).unwrap() {
                None => prop_assert_eq!(x, m),
                Some(next) => prop_assert!(next.is_lost()),
            }
        }
    }

    #[test]
    fn widths_agree(m in 1..u128::MAX, b in any::<u128>()) {
        let wide = NimState::new(m, b).unwrap();
        let big = NimState::new(BigUint::from(m), BigUint::from(b)).unwrap();
        prop_assert_eq!(wide.is_lost(), big.is_lost());
        let big_moves: Vec<BigUint> = wide.winning_moves().into_iter().map(BigUint::from).collect();
        prop_assert_eq!(big_moves, big.winning_moves());
    }
}
