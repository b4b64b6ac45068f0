//! Misère play on the framework: the who-wins search and the canonical forms held against a
//! plain search of the rules.

mod common;

use combgames_base::{Limits, Player};
use combgames_grundy::misere::MisereArena;
use combgames_partizan::OutcomeClass;
use combgames_rulesets::{Clobber, Cram, MisereFormError, OutcomeSearch, Position, misere_form};
use common::{blocked_board, domineering_board};
use proptest::prelude::*;

/// Whether `player`, to move, wins `position` in misère play, by the rules alone: with no
/// move they win; otherwise they win if some move leaves the opponent losing.
fn wins<P: Position>(position: &P, player: Player) -> bool {
    let options = position.options(player);
    options.is_empty() || options.iter().any(|o| !wins(o, player.other()))
}

fn outcome<P: Position>(position: &P) -> OutcomeClass {
    OutcomeClass::from_first_moves(wins(position, Player::Left), wins(position, Player::Right))
}

fn search<P: Position + Send + Sync>(position: &P) -> OutcomeClass {
    let mut s = OutcomeSearch::misere(Limits::new().bytes(1 << 20)).unwrap();
    s.outcome(position).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn domineering_outcomes_are_the_rules(rows in 1usize..4, cols in 1usize..5, blocked: u32) {
        let board = domineering_board(rows, cols, blocked & ((1 << (rows * cols)) - 1));
        prop_assert_eq!(search(&board), outcome(&board));
    }

    #[test]
    fn clobber_outcomes_are_the_rules(rows in 1usize..3, cols in 1usize..5, cells: u32, colours: u32) {
        let text: Vec<String> = (0..rows)
            .map(|r| {
                (0..cols)
                    .map(|c| {
                        let i = r * cols + c;
                        match (cells >> i & 1, colours >> i & 1) {
                            (0, _) => '.',
                            (_, 0) => 'x',
                            _ => 'o',
                        }
                    })
                    .collect()
            })
            .collect();
        let board: Clobber = text.join("|").parse().unwrap();
        prop_assert_eq!(search(&board), outcome(&board));
    }

    #[test]
    fn cram_forms_have_the_rules_outcome(rows in 1usize..4, cols in 1usize..5, blocked: u32) {
        let board: Cram = blocked_board(rows, cols, blocked & ((1 << (rows * cols)) - 1));
        let mut arena = MisereArena::new();
        let g = misere_form(&mut arena, &board, Limits::new()).unwrap();
        prop_assert_eq!(arena.is_p_position(g).unwrap(), !wins(&board, Player::Left));
        prop_assert_eq!(search(&board), outcome(&board));
    }
}

#[test]
fn the_issue_examples_hold() {
    // Misère 2x4 Domineering: the player to move wins (checked against the rules).
    let board = domineering_board(2, 4, 0);
    assert_eq!(search(&board), OutcomeClass::Next);
    assert_eq!(outcome(&board), OutcomeClass::Next);
    // A partizan position has no impartial misère form.
    let clobber: Clobber = "xox|ox.".parse().unwrap();
    let mut arena = MisereArena::new();
    assert_eq!(
        misere_form(&mut arena, &clobber, Limits::new()),
        Err(MisereFormError::NotImpartial)
    );
    // The position limit is a typed refusal.
    let big: Cram = "....|....|....|....".parse().unwrap();
    assert!(matches!(
        misere_form(&mut arena, &big, Limits::new().steps(10)),
        Err(MisereFormError::Arena(_))
    ));
}
