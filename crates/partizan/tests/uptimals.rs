//! Uptimals `^<n>`, `^[n]`: the canonical forms the arena builds against the definition
//! built by sums, the printer's recognition on every game born by day 3, the text, refusals.

mod common;

use combgames_partizan::{Arena, Construction, Error, GameId, Uptimal, UptimalKind};

fn uptimal(kind: UptimalKind, n: u32, down: bool, star: bool) -> Uptimal {
    Uptimal {
        kind,
        n,
        down,
        star,
    }
}

/// `^<n>` and `^[n]` for `n = 1..=max` from the definition: `^<1> = ^`,
/// `^<n+1> = {0 | * - ^[n]}`, `^[n] = ^<1> + ... + ^<n>`, with sums and `game`.
fn by_definition(arena: &mut Arena, max: u32) -> Vec<(GameId, GameId)> {
    let zero = arena.zero();
    let star = arena.parse("*").unwrap();
    let mut sum = zero;
    let mut out = Vec::new();
    for _ in 1..=max {
        let right = arena.difference(star, sum).unwrap();
        let power = arena.game(&[zero], &[right]).unwrap();
        sum = arena.sum(sum, power).unwrap();
        out.push((power, sum));
    }
    out
}

#[test]
fn the_built_forms_equal_the_definition() {
    let mut arena = Arena::new();
    let star = arena.parse("*").unwrap();
    for (i, (power, sum)) in by_definition(&mut arena, 40).into_iter().enumerate() {
        let n = i as u32 + 1;
        for (kind, value) in [(UptimalKind::Power, power), (UptimalKind::UpTo, sum)] {
            for down in [false, true] {
                for with_star in [false, true] {
                    let mut want = if down {
                        arena.neg(value).unwrap()
                    } else {
                        value
                    };
                    if with_star {
                        want = arena.sum(want, star).unwrap();
                    }
                    let u = uptimal(kind, n, down, with_star);
                    let got = arena.uptimal(u).unwrap();
                    assert_eq!(got, want, "{u}");
                    assert_eq!(arena.birthday(got), Ok(u64::from(n) + 1), "{u}");
                    if n >= 2 {
                        assert_eq!(arena.as_uptimal(got), Ok(Some(u)), "{u}");
                        let text = arena.to_text(got).unwrap();
                        assert_eq!(text, u.to_string());
                        assert_eq!(arena.parse(&text), Ok(got), "{u}");
                    }
                }
            }
        }
    }
}

#[test]
fn recognised_exactly_among_the_games_born_by_day_3() {
    let mut arena = Arena::new();
    let games = common::born_by(&mut arena, 3);
    assert_eq!(games.len(), 1474); // the games born by day 3 (published: Siegel, CGT)
    let mut found = Vec::new();
    for &g in &games {
        if let Some(u) = arena.as_uptimal(g).unwrap() {
            assert_eq!(arena.uptimal(u), Ok(g), "{u}");
            found.push(u.to_string());
        }
    }
    found.sort();
    // The eight uptimals born on day 3: ^<2>, ^[2], their negatives, each with * or not.
    let mut want: Vec<String> = ["^<2>", "^<2>*", "^[2]", "^[2]*"]
        .iter()
        .flat_map(|t| [t.to_string(), t.replace('^', "v")])
        .collect();
    want.sort();
    assert_eq!(found, want);
}

#[test]
fn text_read_and_written() {
    let mut arena = Arena::new();
    // Issue 47 quotes CGSuite's value of the Clobber-with-kings board "xox|ox." as
    // {^^*|*,v[2]}: v[2] = v + v<2> = {*|v}.
    let quoted = arena.parse("{^^*|*,v[2]}").unwrap();
    assert_eq!(Ok(quoted), arena.parse("{^^*|*,{*|v}}"));
    // Printed as quoted, but for the double up, which this printer writes `^2`.
    assert_eq!(arena.to_text(quoted).unwrap(), "{^2*|*,v[2]}");
    for (text, same) in [
        ("^<2>", "{0|v*}"),
        ("v<2>", "{^*|0}"),
        ("^<1>", "^"),
        ("^[1]*", "^*"),
        ("^[0]", "0"),
        ("v[0]*", "*"),
        ("^<2>*", "{0|v*} + *"),
        ("^<3>", "{0 | v + v<2> + *}"),
        ("1^[2]*3", "1 + ^ + ^<2> + *3"),
        ("-1/2v<2>", "-1/2 + v<2>"),
    ] {
        assert_eq!(arena.parse(text), arena.parse(same), "{text}");
    }
    for (text, printed) in [
        ("{0|v3*}", "{0|v3*}"), // not ^<3>: that is {0|v[2]*}
        ("^<3> + ^", "{^|v<2>*}"),
        ("^<2> + ^<2>", "{0||0,v*|v2}"),
    ] {
        let g = arena.parse(text).unwrap();
        assert_eq!(arena.to_text(g).unwrap(), printed, "{text}");
    }
}

#[test]
fn pow_and_pow_to() {
    let mut arena = Arena::new();
    let up = arena.parse("^").unwrap();
    let down = arena.parse("v").unwrap();
    for n in 1..=12 {
        let p = arena.pow(up, n).unwrap();
        assert_eq!(Ok(p), arena.parse(&format!("^<{n}>")));
        let q = arena.pow(down, n).unwrap();
        assert_eq!(Ok(q), arena.neg(p));
        let s = arena.pow_to(up, n).unwrap();
        assert_eq!(Ok(s), arena.parse(&format!("^[{n}]")));
    }
    let star = arena.parse("*").unwrap();
    assert_eq!(arena.pow(star, 2), Err(Error::NotUp));
    let up_star = arena.parse("^*").unwrap();
    assert_eq!(arena.pow_to(up_star, 2), Err(Error::NotUp));
    assert_eq!(
        arena.pow(up, 0),
        Err(Error::NotPositive(Construction::Uptimal))
    );
    assert_eq!(arena.pow_to(up, 0), Ok(arena.zero()));
}

#[test]
fn bounds_and_refusals() {
    let mut arena = Arena::new();
    // Born on day n + 1: n = 1023 is the last stored.
    let last = arena.parse("^<1023>").unwrap();
    assert_eq!(arena.birthday(last), Ok(1024));
    assert_eq!(arena.to_text(last).unwrap(), "^<1023>");
    assert!(matches!(
        arena.parse("^[1024]"),
        Err(Error::TooLarge { value: 1025, .. })
    ));
    assert!(matches!(
        arena.parse("^<4294967295>"),
        Err(Error::TooLarge { .. })
    ));
    for bad in [
        "^<0>",
        "^<>",
        "^<2",
        "^[2>",
        "^^<2>",
        "^<99999999999>",
        "^< 2>",
    ] {
        assert!(arena.parse(bad).is_err(), "{bad}");
    }
    let mut small = Arena::with_limits(combgames_base::Limits::new().items(20));
    assert!(matches!(small.parse("^[40]"), Err(Error::Exceeded(_))));
}
