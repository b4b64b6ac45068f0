//! Rulesets whose positions repeat (Backsliding Toads and Frogs): the game graph against a
//! plain who-wins sweep over the positions themselves, and the sides against their defining
//! property on the ruleset's own graphs.

use std::collections::HashMap;

use combgames_base::Limits;
use combgames_partizan::Arena;
use combgames_partizan::loopy::{LoopyGame, SidedValue, Winner};
use combgames_partizan::naive::loopy_outcome;
use combgames_rulesets::{BackslidingToads, Player, Position, loopy_graph, loopy_value};
use proptest::prelude::*;

/// Who wins from `start` with each player first: the positions reachable found from the rules
/// (a map of positions, no keys), then the plain sweep of `naive::loopy_outcome`.
fn plain_outcome(start: &BackslidingToads) -> (Winner, Winner) {
    let mut positions = vec![start.clone()];
    let mut index = HashMap::from([(start.clone(), 0usize)]);
    let mut moves: Vec<[Vec<usize>; 2]> = Vec::new();
    let mut next = 0;
    while next < positions.len() {
        let p = positions[next].clone();
        next += 1;
        let mut both = [Vec::new(), Vec::new()];
        for (side, player) in [Player::Left, Player::Right].into_iter().enumerate() {
            for q in p.options(player) {
                let id = *index.entry(q.clone()).or_insert_with(|| {
                    positions.push(q);
                    positions.len() - 1
                });
                both[side].push(id);
            }
        }
        moves.push(both);
    }
    let left: Vec<Vec<usize>> = moves.iter().map(|m| m[0].clone()).collect();
    let right: Vec<Vec<usize>> = moves.iter().map(|m| m[1].clone()).collect();
    loopy_outcome(&left, &right, 0)
}

fn strip() -> impl Strategy<Value = BackslidingToads> {
    prop::collection::vec(prop::sample::select(vec!['T', 'F', '.']), 1..=6)
        .prop_map(|cells| cells.into_iter().collect::<String>().parse().unwrap())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn graphs_have_the_outcomes_of_the_rules(p in strip()) {
        let graph = loopy_graph(&p, Limits::new()).unwrap();
        let outcome = graph.outcome();
        prop_assert_eq!((outcome.left_first, outcome.right_first), plain_outcome(&p), "{}", p);
    }
}

#[test]
fn sides_of_positions_have_their_defining_property() {
    // For each short stopper X: onside >= X exactly when Left survives G - X moving second,
    // offside <= X exactly when Right survives G - X moving second.
    let mut arena = Arena::new();
    let tried: Vec<LoopyGame> = ["0", "*", "1", "-1", "^", "v", "1/2", "*2", "+-1", "{1|*}"]
        .iter()
        .map(|t| {
            let g = arena.parse(t).unwrap();
            LoopyGame::from_short(&arena, g).unwrap()
        })
        .collect();
    let mut valued = 0;
    for text in [
        "T..F", "TT..FF", "TT.F.F", "T...F", "T.TF.F", "TT...FF", "TF.T.F", "T.F.F",
    ] {
        let p: BackslidingToads = text.parse().unwrap();
        let graph = loopy_graph(&p, Limits::new()).unwrap();
        let Ok(value) = loopy_value(&p, Limits::new()) else {
            continue;
        };
        valued += 1;
        for x in &tried {
            let difference = graph.difference(x).unwrap().outcome();
            let left_survives = difference.right_first != Winner::Right;
            let right_survives = difference.left_first != Winner::Left;
            assert_eq!(x.le(value.onside()).unwrap(), left_survives, "{text}");
            assert_eq!(value.offside().le(x).unwrap(), right_survives, "{text}");
        }
    }
    assert!(valued >= 6, "{valued}");
    // Values computed here (no published table of these positions is known to us).
    let text = |t: &str| {
        let p: BackslidingToads = t.parse().unwrap();
        loopy_value(&p, Limits::new()).unwrap().to_text().unwrap()
    };
    assert_eq!(text("T..F"), "*");
    assert_eq!(text("TT.F.F"), "0");
    let expected = SidedValue::parse(&mut arena, "*").unwrap();
    let p: BackslidingToads = "TT..FF".parse().unwrap();
    assert!(
        loopy_value(&p, Limits::new())
            .unwrap()
            .equals(&expected)
            .unwrap()
    );
}
