//! Numbers stored by value: games far from 0 (`2^40 + G`, `2^100 + G`), numbers born late
//! (`513`, `{600|0}`), and fine denominators (past `2^-64`), against the same games near 0.
//!
//! The twin is translation: for a game `G` whose numbers all lie in `(-8, 8)`, adding the
//! integer `N >= 16` moves every number of its canonical form by `N` and keeps the shape (an
//! integer `n > 0` is `{n - 1 |}` and a fraction `{x - 2^-j | x + 2^-j}` whatever `N`). So
//! `G + 2^40` must have the shape of `G + 16` with each number `2^40 - 16` larger: `G + 16`
//! is the small case (its numbers inline dyadics, near the games built from trees), the far
//! ones reach their numbers only by value, past 64 bits for `2^100 + 3`.

use combgames_dyadic::Dyadic;
use combgames_partizan::loopy::LoopyGame;
use combgames_partizan::{Arena, Error, GameId, Quantity};
use proptest::prelude::*;

mod common;
use common::tree;

/// Whether `g` has the canonical shape of `h` with each number larger by `delta`.
fn shifted(arena: &mut Arena, g: GameId, h: GameId, delta: Dyadic) -> bool {
    match (arena.as_number(g).unwrap(), arena.as_number(h).unwrap()) {
        (Some(x), Some(y)) => return Some(x) == y.checked_add(delta),
        (None, None) => {}
        _ => return false,
    }
    let sides = [
        (
            arena.left_options(g).unwrap(),
            arena.left_options(h).unwrap(),
        ),
        (
            arena.right_options(g).unwrap(),
            arena.right_options(h).unwrap(),
        ),
    ];
    sides.into_iter().all(|(a, b)| {
        // Canonical options are distinct values: each of `a` matches exactly one of `b`.
        a.len() == b.len()
            && a.iter()
                .all(|&x| b.iter().any(|&y| shifted(arena, x, y, delta)))
    })
}

fn small_number() -> impl Strategy<Value = Dyadic> {
    (-40i64..40, 0u32..4).prop_map(|(n, j)| Dyadic::new(n, j).unwrap())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// `G + 2^40`, `G + (2^52 - 7)` and `G + (2^100 + 3)` have the shape of `G + 16`; order,
    /// sums, stops, temperatures, cooling and text move with it.
    #[test]
    fn a_game_far_from_zero_is_the_game_near_zero_moved(
        a in tree(3), b in tree(2), c in small_number()
    ) {
        let mut arena = Arena::new();
        let c = arena.number(c).unwrap();
        let g0 = arena.from_tree(&a).unwrap();
        let g = arena.sum(g0, c).unwrap();
        let h = arena.from_tree(&b).unwrap();
        let near = Dyadic::from_integer(16);
        let past_64_bits = Dyadic::from_big((num_bigint::BigInt::from(1) << 100u32) + 3, 0).unwrap();
        for far in [Dyadic::from_integer(1 << 40), Dyadic::from_integer((1 << 52) - 7), past_64_bits] {
            let (n_near, n_far) = (arena.number(near).unwrap(), arena.number(far).unwrap());
            let g_near = arena.sum(g, n_near).unwrap();
            let g_far = arena.sum(g, n_far).unwrap();
            let delta = far.checked_sub(near).unwrap();
            prop_assert!(shifted(&mut arena, g_far, g_near, delta));
            // Back again, and the order of two games moved alike.
            let minus = arena.neg(n_far).unwrap();
            prop_assert_eq!(arena.sum(g_far, minus).unwrap(), g);
            let h_far = arena.sum(h, n_far).unwrap();
            prop_assert_eq!(arena.compare(g_far, h_far).unwrap(), arena.compare(g, h).unwrap());
            // Stops move by N, temperature stays.
            let (l, r) = (arena.left_stop(g).unwrap(), arena.right_stop(g).unwrap());
            prop_assert_eq!(arena.left_stop(g_far).unwrap(), l.checked_add(far).unwrap());
            prop_assert_eq!(arena.right_stop(g_far).unwrap(), r.checked_add(far).unwrap());
            prop_assert_eq!(arena.temperature(g_far).unwrap(), arena.temperature(g).unwrap());
            // Cooling is additive and an integer cools to itself from t = -1 up.
            for t in ["-1", "-1/2", "0", "1/2", "1"] {
                let t: Dyadic = t.parse().unwrap();
                let cooled = arena.cool(g, t).unwrap();
                let moved = arena.sum(cooled, n_far).unwrap();
                prop_assert_eq!(arena.cool(g_far, t).unwrap(), moved);
            }
            // The text reads back.
            let text = arena.to_text(g_far).unwrap();
            prop_assert_eq!(arena.parse(&text).unwrap(), g_far, "{}", text);
        }
    }

    /// `{a + N | b + N}` built from its options is `{a | b} + N`, for numbers and games
    /// `a`, `b` near 0 and a large `N` (the number found by the simplicity theorem, or the
    /// game moved).
    #[test]
    fn options_far_from_zero_give_the_game_moved(a in tree(2), b in tree(2)) {
        let mut arena = Arena::new();
        let (a, b) = (arena.from_tree(&a).unwrap(), arena.from_tree(&b).unwrap());
        let n = arena.integer(1 << 50).unwrap();
        let (an, bn) = (arena.sum(a, n).unwrap(), arena.sum(b, n).unwrap());
        let far = arena.game(&[an], &[bn]).unwrap();
        let near = arena.game(&[a], &[b]).unwrap();
        // (A number near 0 need not move: {| -1} = -2 but {| N - 1} = 0; the next property
        // takes numbers.)
        if arena.as_number(near).unwrap().is_some() {
            return Ok(());
        }
        let moved = arena.sum(near, n).unwrap();
        prop_assert_eq!(far, moved);
    }

    /// Numbers from options far from 0: the simplest number between them, by value.
    #[test]
    fn the_simplest_number_between_late_numbers(x in small_number(), k in 1i64..200, j in 0u32..5) {
        let y = x.checked_add(Dyadic::new(k, j).unwrap()).unwrap();
        let mut arena = Arena::new();
        let n = Dyadic::from_integer(1 << 45);
        let (a, b) = (x.checked_add(n).unwrap(), y.checked_add(n).unwrap());
        let (ga, gb) = (arena.number(a).unwrap(), arena.number(b).unwrap());
        let g = arena.game(&[ga], &[gb]).unwrap();
        prop_assert_eq!(arena.as_number(g).unwrap(), Some(Dyadic::simplest_between(a, b).unwrap()));
        // With a star on each side, `{a* | b*}`: by the simplicity theorem the numbers that
        // fit are `a <= y <= b` (`a* <| a`, as `a*` is confused with `a`), so the value is
        // the simplest of the closed interval: an end, or the simplest inside.
        let star = arena.parse("*").unwrap();
        let (sa, sb) = (arena.sum(ga, star).unwrap(), arena.sum(gb, star).unwrap());
        let h = arena.game(&[sa], &[sb]).unwrap();
        let inside = Dyadic::simplest_between(a, b).unwrap();
        let expected = [a, b, inside]
            .into_iter()
            .min_by_key(|&v| {
                let id = arena.number(v).unwrap();
                arena.birthday(id).unwrap()
            })
            .unwrap();
        prop_assert_eq!(arena.as_number(h).unwrap(), Some(expected));
    }
}

#[test]
fn numbers_born_late_are_stored_at_once() {
    let mut arena = Arena::new();
    let g = arena.parse("513").unwrap();
    assert_eq!(arena.to_text(g).unwrap(), "513");
    assert_eq!(arena.birthday(g), Ok(513));
    let hot = arena.parse("{600|0}").unwrap();
    assert_eq!(arena.to_text(hot).unwrap(), "300+-300");
    assert_eq!(arena.birthday(hot), Ok(601));
    assert_eq!(arena.mean(hot).unwrap(), Dyadic::from_integer(300));
    assert_eq!(arena.temperature(hot).unwrap(), Dyadic::from_integer(300));
    let cgsuite = arena.parse("-1823437481924").unwrap(); // a value from CGSuite's tests
    assert_eq!(arena.to_text(cgsuite).unwrap(), "-1823437481924");
    let big = arena.integer(1 << 40).unwrap();
    let below = arena.integer((1 << 40) - 1).unwrap();
    assert_eq!(arena.left_options(big), Ok(vec![below]));
    assert_eq!(arena.right_options(big), Ok(vec![]));
    let x = arena
        .number(Dyadic::new((1 << 50) + 1, 20).unwrap())
        .unwrap();
    let (l, r) = (
        arena.left_options(x).unwrap(),
        arena.right_options(x).unwrap(),
    );
    assert_eq!(
        arena.as_number(l[0]),
        Ok(Some(Dyadic::from_integer(1 << 30))) // (2^50 + 1 - 1) / 2^20
    );
    assert_eq!(
        arena.as_number(r[0]),
        Ok(Some(Dyadic::new((1 << 49) + 1, 19).unwrap())) // (2^50 + 2) / 2^20
    );
    // {x - 2^-20 | x + 2^-20} built from its options is x again.
    assert_eq!(arena.game(&l, &r), Ok(x));
    // A number is one game, whatever its birthday: an arena of three games holds 0, 2^40, *.
    let mut small = Arena::with_limits(combgames_base::Limits::new().items(3));
    small.integer(1 << 40).unwrap();
    small.parse("*").unwrap();
    assert!(small.parse("*2").is_err());
}

#[test]
fn late_numbers_with_hot_games_and_infinitesimals() {
    let mut arena = Arena::new();
    let g = arena.parse("1099511627776 + {1|0} + ^ + *").unwrap(); // 2^40 + ...
    let text = arena.to_text(g).unwrap();
    assert_eq!(arena.parse(&text), Ok(g), "{text}");
    let n = arena.integer(1 << 40).unwrap();
    let near = arena.parse("{1|0} + ^ + *").unwrap(); // > 0: Right's move to ^* leaves Left 0
    let zero = arena.zero();
    assert_eq!(arena.compare(g, n), arena.compare(near, zero));
    assert_eq!(
        arena.compare(g, n),
        Ok(combgames_partizan::Comparison::Greater)
    );
    let up = arena.parse("1099511627776^").unwrap();
    assert_eq!(arena.to_text(up).unwrap(), "1099511627776^");
    assert_eq!(
        arena.compare(up, n),
        Ok(combgames_partizan::Comparison::Greater)
    );
    // Ups born too late are still held symbolically, by the number's side.
    let many = arena.parse("1099511627776 + ^5000").unwrap();
    assert_eq!(arena.to_text(many).unwrap(), "1099511627776^5000");
    assert_eq!(
        arena.compare(many, up),
        Ok(combgames_partizan::Comparison::Greater)
    );
}

#[test]
fn walks_through_a_late_number_are_refused_or_bounded() {
    let mut arena = Arena::new();
    let big = arena.integer(1 << 40).unwrap();
    // A loopy graph spells every position: 600 takes 601, 2^40 is refused before it is spelt.
    let six_hundred = arena.integer(600).unwrap();
    assert_eq!(
        LoopyGame::from_short(&arena, six_hundred).unwrap().len(),
        601
    );
    assert!(matches!(
        LoopyGame::from_short(&arena, big),
        Err(Error::Exceeded(_))
    ));
    // The compounds recurse through every position of their forms.
    let g = arena.parse_form("1").unwrap();
    assert!(matches!(
        arena.ordinal_sum(&g, big),
        Err(Error::TooLarge {
            what: Quantity::Birthday,
            ..
        })
    ));
    // An explicit tree has a node a day: refused by the birthday, named.
    assert!(matches!(
        arena.to_tree(big),
        Err(Error::TooLarge {
            what: Quantity::Birthday,
            value: 1_099_511_627_776,
            limit: 1024
        })
    ));
    assert!(arena.to_tree(six_hundred).is_ok());
}

/// `{x, x*, ..., x*(k-1) | the same}` is `x + *k` (found by the pattern, not by simplifying):
/// against the nimber built from its parts, near 0 and far from it; options that miss a star
/// or differ in their number are simplified as any others, against explicit trees.
#[test]
fn nimbers_from_their_options() {
    use combgames_partizan::NumberUpStar;
    use combgames_partizan::naive::Tree;
    let mut arena = Arena::new();
    for number in [
        Dyadic::ZERO,
        Dyadic::new(3, 2).unwrap(),
        Dyadic::from_integer(1 << 40),
    ] {
        for k in [1u64, 2, 3, 17, 200] {
            let options: Vec<GameId> = (0..k)
                .map(|m| {
                    arena
                        .number_up_star(NumberUpStar {
                            number,
                            ups: 0,
                            star: m,
                        })
                        .unwrap()
                })
                .collect();
            let g = arena.game(&options, &options).unwrap();
            let parts = NumberUpStar {
                number,
                ups: 0,
                star: k,
            };
            assert_eq!(Ok(g), arena.number_up_star(parts), "{parts}");
        }
    }
    // {0, *2 | 0, *2} and {0, * | 0} are no such pattern: equal to the explicit trees by the
    // definition (no simplification on the trees' side).
    for (left, right) in [
        (vec![0, 2], vec![0, 2]),
        (vec![0, 1], vec![0]),
        (vec![1, 2], vec![1, 2]),
    ] {
        let tree = Tree::new(
            left.iter().map(|&n| star_tree(n)).collect(),
            right.iter().map(|&n| star_tree(n)).collect(),
        );
        let l: Vec<GameId> = left
            .iter()
            .map(|&n| arena.nimber(n as u64).unwrap())
            .collect();
        let r: Vec<GameId> = right
            .iter()
            .map(|&n| arena.nimber(n as u64).unwrap())
            .collect();
        assert_eq!(
            arena.game(&l, &r),
            arena.from_tree(&tree),
            "{left:?} | {right:?}"
        );
    }
}

/// `*n` as an explicit tree: `{*0, ..., *(n-1) | the same}`.
fn star_tree(n: usize) -> combgames_partizan::naive::Tree {
    let below: Vec<_> = (0..n).map(star_tree).collect();
    combgames_partizan::naive::Tree::new(below.clone(), below)
}

/// Fine denominators past `2^-64`: the n-th bisection between 0 and 1 (`{0 | 2^-(n-1)}` =
/// `2^-n`) built from its options up to n = 300, and at the rule's end (2^-65520 from its
/// options; 2^-65521 refused); a switch between a huge and a tiny number with its exact stops,
/// mean and temperature.
#[test]
fn denominators_past_64_bits() {
    let mut arena = Arena::new();
    let zero = arena.zero();
    let mut x = arena.integer(1).unwrap();
    for n in 1..=300u32 {
        x = arena.game(&[zero], &[x]).unwrap();
        assert_eq!(arena.as_number(x), Ok(Some(Dyadic::new(1, n).unwrap())));
    }
    let finest = Dyadic::new(1, combgames_partizan::MAX_EXPONENT - 1).unwrap();
    let finest = arena.number(finest).unwrap();
    let last = arena.game(&[zero], &[finest]).unwrap();
    assert_eq!(
        arena.as_number(last),
        Ok(Some(
            Dyadic::new(1, combgames_partizan::MAX_EXPONENT).unwrap()
        ))
    );
    let past = Dyadic::new(1, combgames_partizan::MAX_EXPONENT + 1).unwrap();
    assert!(matches!(arena.number(past), Err(Error::NumberTooLarge(_))));
    assert!(matches!(
        arena.game(&[zero], &[last]),
        Err(Error::NumberTooLarge(_) | Error::Overflow)
    ));
    // {2^80 | 2^-70}: stops 2^80 and 2^-70, mean and temperature their half-sum and half-gap.
    let (big, tiny) = (
        Dyadic::from_big(num_bigint::BigInt::from(1) << 80u32, 0).unwrap(),
        Dyadic::new(1, 70).unwrap(),
    );
    let (b, t) = (arena.number(big).unwrap(), arena.number(tiny).unwrap());
    let switch = arena.game(&[b], &[t]).unwrap();
    assert_eq!(arena.left_stop(switch), Ok(big));
    assert_eq!(arena.right_stop(switch), Ok(tiny));
    let half = Dyadic::new(1, 1).unwrap();
    assert_eq!(arena.mean(switch), Ok((big + tiny) * half));
    assert_eq!(arena.temperature(switch), Ok((big - tiny) * half));
    // Cooled by its temperature, a switch freezes to {m | m} = m* (m its mean).
    let mean = arena.number((big + tiny) * half).unwrap();
    let star = arena.parse("*").unwrap();
    let frozen = arena.sum(mean, star).unwrap();
    assert_eq!(arena.cool(switch, (big - tiny) * half), Ok(frozen));
    // Its text reads back; 2^80 is born on day 2^80, past u64: refused, never wrapped.
    let text = arena.to_text(switch).unwrap();
    assert_eq!(arena.parse(&text), Ok(switch));
    let refused = arena.birthday(b).unwrap_err();
    assert!(matches!(
        refused,
        Error::TooLarge {
            what: Quantity::Birthday,
            ..
        }
    ));
    assert_eq!(
        refused.to_string(),
        "birthday 2^64 - 1 or more is past the limit of 18446744073709551614"
    );
    let forty = arena.integer(1 << 40).unwrap();
    assert_eq!(arena.birthday(forty), Ok(1 << 40));
}

/// The number-up-star forms and the toolkit on numbers past 64 bits: `x + ^5 + *3` built from
/// its parts and from text, read back; overheating and Norton multiplication by an integer `N`
/// past 2^64 (`N` copies, by doubling) against the sum written out; a big number cooled,
/// heated and its thermograph.
#[test]
fn number_up_star_forms_and_the_toolkit_on_big_numbers() {
    use combgames_partizan::NumberUpStar;
    let mut arena = Arena::new();
    let x = Dyadic::from_big((num_bigint::BigInt::from(1) << 70u32) + 1, 3).unwrap(); // (2^70 + 1)/8
    let parts = NumberUpStar {
        number: x,
        ups: 5,
        star: 3,
    };
    let g = arena.number_up_star(parts).unwrap();
    let text = arena.to_text(g).unwrap();
    assert_eq!(text, format!("{x}^5*3"));
    assert_eq!(arena.parse(&text), Ok(g));
    assert_eq!(arena.as_number_up_star(g), Ok(Some(parts)));
    let written = arena.parse(&format!("{x} + ^5 + *3")).unwrap();
    assert_eq!(written, g);
    // N = 2^65 + 1 copies of 1* by overheating from 1* to 1: N + * (N odd).
    let n = Dyadic::from_big((num_bigint::BigInt::from(1) << 65u32) + 1, 0).unwrap();
    let big_n = arena.number(n).unwrap();
    let (one, star) = (arena.integer(1).unwrap(), arena.parse("*").unwrap());
    let one_star = arena.sum(one, star).unwrap();
    let copies = arena.overheat(big_n, one_star, one).unwrap();
    assert_eq!(copies, arena.sum(big_n, star).unwrap());
    // Norton: N.^ is N ups, held by its parts.
    let up = arena.parse("^").unwrap();
    let product = arena.norton(big_n, one).unwrap();
    assert_eq!(product, big_n);
    let three = arena.integer(3).unwrap();
    let ups = arena.norton(three, up).unwrap();
    assert_eq!(ups, arena.parse("^3").unwrap());
    // A number cools and heats to itself; its thermograph is a mast at its value.
    let half = Dyadic::new(1, 1).unwrap();
    assert_eq!(arena.cool(big_n, half), Ok(big_n));
    assert_eq!(arena.heat(big_n, one), Ok(big_n));
    let thermograph = arena.thermograph(big_n).unwrap();
    assert_eq!(thermograph.mean(), n);
    assert_eq!(thermograph.temperature(), Dyadic::ZERO - Dyadic::ONE);
}

/// The simplest number of a closed interval whose ends are past `2^64` (birthdays past
/// `u64`): `{a* | b*}` fits exactly the numbers of `[a, b]` (Siegel, CGT II.3), so it is the
/// simplest of them, an end when the end is simpler than every number inside. Against
/// birthdays as big integers: `[2^70, 2^70 + 1]` gives `2^70` (born on day 2^70; `2^70 + 1/2`
/// inside is born two days later), and `[-(2^70 + 1), -2^70]` gives `-2^70`.
#[test]
fn the_simplest_of_a_closed_interval_past_64_bits() {
    let mut arena = Arena::new();
    let star = arena.parse("*").unwrap();
    let power = Dyadic::from_big(num_bigint::BigInt::from(1) << 70u32, 0).unwrap();
    for (low, high) in [
        (power, power + Dyadic::ONE),
        (-(power + Dyadic::ONE), -power),
    ] {
        let (a, b) = (arena.number(low).unwrap(), arena.number(high).unwrap());
        let (sa, sb) = (arena.sum(a, star).unwrap(), arena.sum(b, star).unwrap());
        let g = arena.game(&[sa], &[sb]).unwrap();
        let expected = if low > Dyadic::ZERO { low } else { high };
        assert_eq!(arena.as_number(g), Ok(Some(expected)), "[{low}, {high}]");
    }
}

/// A symbolic `x + n.^ + *m` (born after day 1024) whose number is past `2^64`: its birthday
/// is refused like a stored number's, never answered as the saturated `u64::MAX`.
#[test]
fn symbolic_games_with_late_numbers_refuse_their_birthday() {
    use combgames_partizan::NumberUpStar;
    let mut arena = Arena::new();
    let x = Dyadic::from_big(num_bigint::BigInt::from(1) << 70u32, 0).unwrap();
    let g = arena
        .number_up_star(NumberUpStar {
            number: x,
            ups: 0,
            star: 5000,
        })
        .unwrap();
    assert!(matches!(
        arena.birthday(g),
        Err(Error::TooLarge {
            what: Quantity::Birthday,
            ..
        })
    ));
    let small = arena
        .number_up_star(NumberUpStar {
            number: Dyadic::from_integer(3),
            ups: 0,
            star: 5000,
        })
        .unwrap();
    assert_eq!(arena.birthday(small), Ok(3 + 5000));
}
