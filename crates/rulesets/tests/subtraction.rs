//! Partizan subtraction games against twins: the values by the framework's search over heaps,
//! the outcomes by the values' signs, the periods held to values computed further; and the
//! published values of the impartial subtraction games (Winning Ways ch. 4).

use combgames_partizan::{Arena, Error, OutcomeClass, PositionError};
use combgames_rulesets::{MAX_SUBTRACTION, PartizanSubtraction, Solver};
use proptest::prelude::*;

fn sets() -> impl Strategy<Value = (Vec<u64>, Vec<u64>)> {
    let set = prop::collection::vec(1u64..=5, 0..=3);
    (set.clone(), set)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    #[test]
    fn values_equal_the_framework_s_search((left, right) in sets()) {
        let game = PartizanSubtraction::new(&left, &right).unwrap();
        let mut arena = Arena::new();
        let values = game.values(&mut arena, 12).unwrap();
        for (n, &g) in values.iter().enumerate() {
            let searched = Solver::new(&mut arena).value(&game.heap(n as u64)).unwrap();
            prop_assert_eq!(searched, g, "{} heap {}", game, n);
        }
    }

    #[test]
    fn outcomes_equal_those_of_the_values((left, right) in sets()) {
        let game = PartizanSubtraction::new(&left, &right).unwrap();
        let mut arena = Arena::new();
        let values = game.values(&mut arena, 14).unwrap();
        let outcomes = game.outcomes(14).unwrap();
        for (n, &g) in values.iter().enumerate() {
            prop_assert_eq!(arena.outcome(g).unwrap(), outcomes[n], "{} heap {}", game, n);
        }
    }

    /// A proven outcome period holds on ten times the heaps it was found among.
    #[test]
    fn outcome_periods_hold_further((left, right) in sets()) {
        let game = PartizanSubtraction::new(&left, &right).unwrap();
        let found = game.outcome_periodicity(60).unwrap().unwrap();
        let far = game.outcomes(600).unwrap();
        for n in found.preperiod..600 - found.period {
            prop_assert_eq!(far[n + found.period], far[n], "{} heap {}", game, n);
        }
        prop_assert_eq!(&far[..found.outcomes.len()], &found.outcomes[..]);
    }
}

/// Value periods, proven or observed, hold on values computed further.
#[test]
fn value_periods_hold_further() {
    let mut seen = [0, 0];
    for (left, right) in [
        (&[1, 2][..], &[1, 2][..]),
        (&[1], &[2]),
        (&[2], &[1]),
        (&[1, 2, 3], &[1]),
        (&[1, 3], &[1, 3]),
        (&[2, 3], &[2, 3]),
        (&[1], &[1]),
        (&[1, 2], &[3]),
    ] {
        let game = PartizanSubtraction::new(left, right).unwrap();
        let mut arena = Arena::new();
        let Some(found) = game.periodicity(&mut arena, 40).unwrap() else {
            continue;
        };
        seen[usize::from(found.proven)] += 1;
        let far = game.values(&mut arena, 120).unwrap();
        for n in found.preperiod..120 - found.period {
            let shifted = arena.sum(far[n], found.saltus).unwrap();
            assert_eq!(far[n + found.period], shifted, "{game} heap {n}");
        }
    }
    assert!(seen[0] > 0 && seen[1] > 0, "{seen:?}");
}

/// The impartial subtraction games (both sets equal) have the nimbers of Winning Ways ch. 4:
/// S(1, 2) is n mod 3, S(1, 2, 3) n mod 4, S(2, 3) the sequence 0 0 1 1 2 of period 5.
/// And one player alone taking one counter: the number n.
#[test]
fn published_values() {
    let nimbers = |set: &[u64], upto: usize| -> Vec<u64> {
        let game = PartizanSubtraction::new(set, set).unwrap();
        let mut arena = Arena::new();
        let values = game.values(&mut arena, upto).unwrap();
        values
            .iter()
            .map(|&g| arena.as_nimber(g).unwrap().unwrap())
            .collect()
    };
    assert_eq!(nimbers(&[1, 2], 8), [0, 1, 2, 0, 1, 2, 0, 1, 2]);
    assert_eq!(nimbers(&[1, 2, 3], 7), [0, 1, 2, 3, 0, 1, 2, 3]);
    assert_eq!(nimbers(&[2, 3], 11), [0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0]);
    let game = PartizanSubtraction::new(&[1], &[]).unwrap();
    let mut arena = Arena::new();
    let values = game.values(&mut arena, 9).unwrap();
    assert_eq!(arena.to_text(values[9]).unwrap(), "9");
    assert_eq!(
        game.outcomes(3).unwrap(),
        [
            OutcomeClass::Previous,
            OutcomeClass::Left,
            OutcomeClass::Left,
            OutcomeClass::Left
        ]
    );
}

#[test]
fn bad_sets_are_refused() {
    let refused = |position| {
        Err(Error::Position(PositionError::NumberTooLarge {
            position,
            max: MAX_SUBTRACTION,
        }))
    };
    // A 0 is refused as a 0 (it was refused as "past the largest supported").
    let zero = PartizanSubtraction::new(&[1, 0], &[2]);
    assert_eq!(
        zero,
        Err(Error::Position(PositionError::ZeroSubtraction {
            position: 1
        }))
    );
    assert_eq!(
        zero.unwrap_err().to_string(),
        "not a position: the number at position 1 is 0: a subtraction must take at least 1"
    );
    assert_eq!(
        PartizanSubtraction::new(&[1], &[2, MAX_SUBTRACTION + 1]),
        refused(2)
    );
    assert!(PartizanSubtraction::new(&[MAX_SUBTRACTION], &[]).is_ok());
    // Repeats are dropped, the sets sorted.
    let game = PartizanSubtraction::new(&[3, 1, 3], &[]).unwrap();
    assert_eq!(game.to_string(), "L = {1, 3}, R = {}");
    // Too many heaps at once: refused before any work.
    assert!(matches!(game.outcomes(usize::MAX), Err(Error::Exceeded(_))));
    assert!(matches!(
        game.values(&mut Arena::new(), 1 << 24),
        Err(Error::Exceeded(_))
    ));
    assert!(game.outcomes((1 << 24) - 1).is_ok());
}
