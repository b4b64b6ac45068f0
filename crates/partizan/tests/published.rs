//! Published values (Winning Ways; Lessons in Play; Siegel, Combinatorial Game Theory).

use combgames_dyadic::Dyadic;
use combgames_partizan::naive::Tree;
use combgames_partizan::{Arena, Comparison, Error, OutcomeClass, ParseError};

fn parse(arena: &mut Arena, text: &str) -> combgames_partizan::GameId {
    arena.parse(text).unwrap()
}

#[test]
fn the_issue_s_published_facts() {
    let mut arena = Arena::new();
    assert_eq!(parse(&mut arena, "{1,2|}"), parse(&mut arena, "3"));
    assert_eq!(parse(&mut arena, "{3/4|7/8}"), parse(&mut arena, "13/16"));
    assert_eq!(
        parse(&mut arena, "{0,*,*2|0,*,*2}"),
        parse(&mut arena, "*3")
    );
    let hot = parse(&mut arena, "{1|0}");
    let number = parse(&mut arena, "{0|1}");
    let sum = arena.sum(hot, number).unwrap();
    assert_eq!(sum, parse(&mut arena, "{3/2|1/2}"));
    let nested = parse(&mut arena, "{3||2*|1*}");
    assert_eq!(nested, parse(&mut arena, "{3|{2*|1*}}"));
    assert_eq!(arena.mean(nested).unwrap().to_string(), "9/4");
    assert_eq!(arena.temperature(nested).unwrap().to_string(), "3/4");
    let cold = parse(&mut arena, "25/16");
    assert_eq!(arena.temperature(cold).unwrap().to_string(), "-1/16");
    let (up, star, zero) = (parse(&mut arena, "^"), parse(&mut arena, "*"), arena.zero());
    assert_eq!(arena.compare(up, zero).unwrap(), Comparison::Greater);
    assert_eq!(arena.compare(star, zero).unwrap(), Comparison::Confused);
    assert_eq!(arena.compare(up, star).unwrap(), Comparison::Confused);
}

#[test]
fn more_textbook_values() {
    let mut arena = Arena::new();
    // ^ + ^ + * is still positive; ^* is confused with 0 (Winning Ways ch. 3).
    let g = parse(&mut arena, "^2*");
    assert_eq!(arena.outcome(g).unwrap(), OutcomeClass::Left);
    let g = parse(&mut arena, "^*");
    assert_eq!(arena.outcome(g).unwrap(), OutcomeClass::Next);
    // Winning Ways ch. 3: {0|^*} is double-up, {0|^} is double-up star, {0,*|0} is ^*.
    assert_eq!(parse(&mut arena, "{0|^*}"), parse(&mut arena, "^ + ^"));
    assert_eq!(parse(&mut arena, "{0|^}"), parse(&mut arena, "^ + ^ + *"));
    assert_eq!(parse(&mut arena, "{0,*|0}"), parse(&mut arena, "^*"));
    // *2 + *3 = *1; integers and halves.
    assert_eq!(parse(&mut arena, "*2 + *3"), parse(&mut arena, "*"));
    assert_eq!(parse(&mut arena, "1/2 + 1/2"), parse(&mut arena, "1"));
    assert_eq!(parse(&mut arena, "{0|1} + {0|1} + -1"), arena.zero());
    // Tiny is positive and smaller than every positive number and than ^.
    let tiny = parse(&mut arena, "Tiny(1)");
    let up = parse(&mut arena, "^");
    let eps = parse(&mut arena, "1/1024");
    let zero = arena.zero();
    assert_eq!(arena.compare(tiny, zero).unwrap(), Comparison::Greater);
    assert_eq!(arena.compare(tiny, eps).unwrap(), Comparison::Less);
    assert_eq!(arena.compare(tiny, up).unwrap(), Comparison::Less);
    assert_eq!(parse(&mut arena, "-Tiny(1)"), parse(&mut arena, "Miny(1)"));
    // Switches: +-1 has mean 0 and temperature 1; its Left stop is 1.
    let s = parse(&mut arena, "+-1");
    assert_eq!(arena.temperature(s).unwrap().to_string(), "1");
    assert_eq!(arena.left_stop(s).unwrap().to_string(), "1");
}

#[test]
fn bad_text_is_a_typed_error_with_a_position() {
    let mut arena = Arena::new();
    let position = |arena: &mut Arena, text: &str| match arena.parse(text) {
        Err(Error::Parse(ParseError { position, .. })) => Some(position),
        _ => None,
    };
    assert_eq!(position(&mut arena, "{1|2"), Some(4));
    assert_eq!(position(&mut arena, "{1|2|3}"), Some(4));
    assert_eq!(position(&mut arena, "1 + "), Some(4));
    assert_eq!(position(&mut arena, "x"), Some(0));
    assert_eq!(position(&mut arena, "{1 2|}"), Some(3));
    assert_eq!(position(&mut arena, "3/5"), Some(0));
    assert_eq!(position(&mut arena, "Tiny(-1)"), Some(0));
    assert_eq!(position(&mut arena, "(1"), Some(2));
    assert_eq!(position(&mut arena, ""), Some(0));
    // *5000 is held symbolically; with a game not of the form x + n.^ + *m it is refused as
    // any game born after day 1024.
    let huge = arena.parse("*5000").unwrap();
    assert_eq!(arena.to_text(huge).unwrap(), "*5000");
    assert!(matches!(
        arena.parse("*5000 + {1|0}"),
        Err(Error::TooLarge { value: 5000, .. })
    ));
    // A number past the rule (magnitude past 2^65520): refused as written, at its position.
    assert_eq!(position(&mut arena, "99999999"), None);
    assert_eq!(position(&mut arena, "4611686018427387905"), None);
    let power = (0..65_520).fold(Dyadic::ONE, |x, _| x * Dyadic::from_integer(2));
    let past = power + Dyadic::ONE;
    assert_eq!(position(&mut arena, &format!("1+{past}")), Some(2));
    assert!(arena.number(power).is_ok());
    assert!(matches!(arena.number(past), Err(Error::NumberTooLarge(_))));
    assert!(matches!(arena.number(-past), Err(Error::NumberTooLarge(_))));
    let zero = arena.zero();
    let _ = Tree::zero();
    assert!(arena.left_options(zero).is_ok());
}
