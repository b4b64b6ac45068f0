//! The sides of loopy games (onside, offside) against their defining property: for every
//! stopper `X`, `G+ >= X` exactly when Left survives `G - X` moving second, and `G- <= X`
//! exactly when Right survives `G - X` moving second.

use combgames_partizan::loopy::{LoopyGame, SidedValue, Winner};
use combgames_partizan::{Arena, Comparison, Error, ParseError, ParseReason};
use proptest::prelude::*;

/// A random graph of 1 to 5 positions, each with up to two options a side.
fn graph() -> impl Strategy<Value = LoopyGame> {
    graph_of(5)
}

/// A random graph of 1 to `most` positions, each with up to two options a side.
fn graph_of(most: usize) -> impl Strategy<Value = LoopyGame> {
    (1usize..=most)
        .prop_flat_map(|n| {
            let side = prop::collection::vec(prop::collection::vec(0..n, 0..=2), n);
            (side.clone(), side)
        })
        .prop_map(|(l, r)| LoopyGame::new(l, r, 0).unwrap())
}

/// A random stopper: a random graph that is one.
fn stopper() -> impl Strategy<Value = Option<LoopyGame>> {
    graph().prop_map(|g| g.is_stopper().then_some(g))
}

/// Left survives `g - x` moving second.
fn left_survives_second(g: &LoopyGame, x: &LoopyGame) -> bool {
    g.difference(x).unwrap().outcome().right_first != Winner::Right
}

/// Right survives `g - x` moving second.
fn right_survives_second(g: &LoopyGame, x: &LoopyGame) -> bool {
    g.difference(x).unwrap().outcome().left_first != Winner::Left
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn sides_have_their_defining_property(g in graph(), xs in prop::collection::vec(stopper(), 6)) {
        let (on, off) = match (g.onside(), g.offside()) {
            (Ok(on), Ok(off)) => (on, off),
            (Err(Error::SidesNotFound { .. }), _) | (_, Err(Error::SidesNotFound { .. })) => return Ok(()),
            (a, b) => panic!("{a:?} {b:?}"),
        };
        prop_assert!(on.is_stopper() && off.is_stopper());
        prop_assert!(off.le(&on).unwrap(), "offside above onside");
        let mut tried: Vec<LoopyGame> = xs.into_iter().flatten().collect();
        tried.push(on.clone());
        tried.push(off.clone());
        for x in &tried {
            prop_assert_eq!(x.le(&on).unwrap(), left_survives_second(&g, x), "onside {:?} x {:?}", on, x);
            prop_assert_eq!(off.le(x).unwrap(), right_survives_second(&g, x), "offside {:?} x {:?}", off, x);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn the_sides_of_a_sum_are_the_upsum_and_downsum_of_the_sides(g in graph_of(3), h in graph_of(3)) {
        // (G + H)+ = G+ upsum H+ and (G + H)- = G- downsum H-, with G + H built as a graph.
        let (Ok(a), Ok(b)) = (SidedValue::of(&g), SidedValue::of(&h)) else { return Ok(()) };
        let Ok(whole) = SidedValue::of(&g.sum(&h).unwrap()) else { return Ok(()) };
        let Ok(parts) = a.sum(&b) else { return Ok(()) };
        prop_assert_eq!(whole.compare(&parts), Ok(Comparison::Equal));
        prop_assert_eq!(whole.to_text().unwrap(), parts.to_text().unwrap());
        // -G has the negated sides, swapped.
        prop_assert!(SidedValue::of(&g.neg()).unwrap().equals(&a.neg()).unwrap());
    }
}

fn read(arena: &mut Arena, text: &str) -> SidedValue {
    SidedValue::parse(arena, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn issue_44_sided_examples() {
    let mut arena = Arena::new();
    for (text, equal_to, printed) in [
        ("{pass|pass}", "dud", "dud"),
        ("on + off", "dud", "dud"),
        ("a{1||a|0}", "2 & +-1", "2 & +-1"),
        ("{2&-2|1&-2}", "{2|1} & -2*", "3/2+-1/2 & -2*"),
        ("over", "over", "over"),
        ("over + 5", "5over", "5over"),
        ("on + over", "on", "on"),
        ("(2 & -2) + 1", "3 & -1", "3 & -1"),
        ("-(2 & -2)", "2 & -2", "2 & -2"),
        ("{0 | 2 & -2}", "{0|2} & {0|-2}", "1 & -1+-1"),
    ] {
        let g = read(&mut arena, text);
        assert!(
            g.equals(&read(&mut arena, equal_to)).unwrap(),
            "{text} = {equal_to}"
        );
        assert_eq!(g.to_text().unwrap(), printed, "{text}");
        // The text printed reads back to the same value.
        assert!(read(&mut arena, printed).equals(&g).unwrap(), "{printed}");
    }
    let dud = read(&mut arena, "dud");
    assert_eq!(dud.onside().to_text().unwrap(), "on");
    assert_eq!(dud.offside().to_text().unwrap(), "off");
    assert!(!dud.is_stopper() && read(&mut arena, "upon").is_stopper());
    let zero = read(&mut arena, "0");
    assert_eq!(dud.compare(&zero), Ok(Comparison::Confused));
    assert_eq!(
        read(&mut arena, "on").compare(&dud),
        Ok(Comparison::Greater)
    );
    // on is a stopper: its own sides, its degree on = on upsum off.
    let (on, off) = (LoopyGame::on(), LoopyGame::off());
    assert_eq!(on.upsum(&off).unwrap().to_text().unwrap(), "on");
    assert_eq!(on.downsum(&off).unwrap().to_text().unwrap(), "off");
}

#[test]
fn sided_values_refused_with_reasons() {
    let mut arena = Arena::new();
    let at = |arena: &mut Arena, text: &str| match SidedValue::parse(arena, text) {
        Err(Error::Parse(ParseError { position, reason })) => (position, reason),
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(at(&mut arena, "a{2&-2|a}"), (3, ParseReason::SidedValue));
    assert_eq!(at(&mut arena, "2 & 1 & 0"), (6, ParseReason::SidedValue));
    assert_eq!(
        at(&mut arena, "{pass, 2&-2|0}"),
        (1, ParseReason::SidedValue)
    );
    assert_eq!(at(&mut arena, "{2&-2,|0}"), (6, ParseReason::ExpectedGame));
    assert_eq!(at(&mut arena, "{2&-2}"), (5, ParseReason::Expected('|')));
    assert_eq!(
        at(&mut arena, "1 + {2&-2|x}"),
        (10, ParseReason::UnknownLabel)
    );
    for unordered in ["-2 & 2", "0 & *"] {
        let refused = SidedValue::parse(&mut arena, unordered).unwrap_err();
        assert_eq!(refused, Error::SidesUnordered, "{unordered}");
    }
    let deep = format!("{}2&-2{}", "(".repeat(300), ")".repeat(300));
    assert!(matches!(
        SidedValue::parse(&mut arena, &deep),
        Err(Error::Parse(ParseError {
            reason: ParseReason::TooDeep,
            ..
        }))
    ));
    // The graph reader names & as a sided value.
    assert!(matches!(
        LoopyGame::parse(&mut arena, "2 & -2"),
        Err(Error::Parse(ParseError {
            reason: ParseReason::SidedValue,
            ..
        }))
    ));
    // A game whose sides sidling only approaches: a typed refusal, not a wrong answer.
    let g = LoopyGame::new(
        vec![vec![], vec![0], vec![1, 2]],
        vec![vec![2], vec![2, 1], vec![1, 0]],
        0,
    )
    .unwrap();
    assert!(matches!(g.onside(), Err(Error::SidesNotFound { .. })));
    assert!(matches!(
        SidedValue::of(&g),
        Err(Error::SidesNotFound { .. })
    ));
}
