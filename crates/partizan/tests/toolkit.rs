//! The toolkit after the canonical form (atomic weight, reduced canonical form, Norton
//! multiplication, heating, incentives, and the predicates) against published values, against
//! its slow twins in `naive` on every game born by day 3, and by proptest.

use std::collections::HashMap;

use combgames_dyadic::Dyadic;
use combgames_partizan::naive::Tree;
use combgames_partizan::{Arena, Construction, Error, Exceeded, GameId, Resource};
use proptest::prelude::*;

mod common;
use common::{all_small, born_by, tree};

fn parse(arena: &mut Arena, text: &str) -> GameId {
    arena.parse(text).unwrap()
}

#[test]
fn games_born_by_day_three_are_1474() {
    // Published: 4 games born by day 1, 22 by day 2, 1474 by day 3 (Wolfe and Fraser,
    // "Counting the number of games", 2004; Siegel, Combinatorial Game Theory, II.1).
    let mut arena = Arena::new();
    let counts: Vec<usize> = (1..=3).map(|d| born_by(&mut arena, d).len()).collect();
    assert_eq!(counts, [4, 22, 1474]);
}

#[test]
fn the_issue_s_published_facts() {
    // CGSuite's test tables and Winning Ways.
    let mut arena = Arena::new();
    let small = parse(&mut arena, "{^^^|vv}");
    let weight = arena.atomic_weight(small).unwrap();
    assert_eq!(weight, parse(&mut arena, "{1|0}"));
    let hot = parse(&mut arena, "{3||2*|1*}");
    let reduced = arena.reduced(hot).unwrap();
    assert_eq!(reduced, parse(&mut arena, "{3||2|1}"));
    let (half, up) = (parse(&mut arena, "1/2"), parse(&mut arena, "^"));
    let product = arena.norton(half, up).unwrap();
    assert_eq!(product, parse(&mut arena, "{^^*|v*}"));
    let one = arena.integer(1).unwrap();
    let heated = arena.heat(hot, one).unwrap();
    assert_eq!(heated, parse(&mut arena, "{4|||3|1||0|-2}"));
}

#[test]
fn textbook_atomic_weights() {
    // Winning Ways ch. 7-8; Lessons in Play ch. 9: aw(^n) = n, aw(*n) = 0, aw(^*) = 1,
    // aw({0|^*}) = aw(^^) = 2; Tiny(1) = {0||0|-1} is not all-small.
    let mut arena = Arena::new();
    for (game, weight) in [
        ("^", "1"),
        ("v", "-1"),
        ("^5", "5"),
        ("v3*", "-3"),
        ("*7", "0"),
        ("^*", "1"),
        ("{0|^*}", "2"),
        ("0", "0"),
    ] {
        let g = parse(&mut arena, game);
        let w = arena.atomic_weight(g).unwrap();
        assert_eq!(w, parse(&mut arena, weight), "aw({game})");
    }
    let tiny = parse(&mut arena, "Tiny(1)");
    assert_eq!(arena.atomic_weight(tiny), Err(Error::NotAllSmall));
}

#[test]
fn refusals_are_typed() {
    let mut arena = Arena::new();
    let (g, zero, star) = (
        parse(&mut arena, "{1|0}"),
        arena.zero(),
        parse(&mut arena, "*"),
    );
    for u in [zero, star, g] {
        assert_eq!(
            arena.norton(g, u),
            Err(Error::NotPositive(Construction::Norton))
        );
    }
    assert_eq!(arena.atomic_weight(g), Err(Error::NotAllSmall));
}

type Op = fn(&mut Arena, GameId) -> Result<GameId, Error>;

/// Under every step budget from the parse's end up, `op` either gives the unlimited answer or stops with
/// the budget's own error: never a wrong answer, never a panic.
fn under_budgets(text: &str, op: Op) {
    let mut free = Arena::new();
    let g = parse(&mut free, text);
    let parsed = free.steps();
    let expected = op(&mut free, g).unwrap();
    let total = free.steps();
    // Budgets that run out while parsing, and every few steps of the work itself.
    let (mut refused, mut extra) = (0, 0u64);
    while parsed + extra <= total + 1 {
        let allowed = parsed + extra;
        extra = extra * 9 / 8 + 1;
        let mut arena =
            Arena::with_limits(combgames_base::Limits::new().items(1 << 20).steps(allowed));
        let Ok(g) = arena.parse(text) else { continue };
        match op(&mut arena, g) {
            // Printed under the rest of the budget, the form may be longer: compare values.
            Ok(answer) => {
                let printed = arena.to_text(answer).unwrap();
                assert_eq!(free.parse(&printed).unwrap(), expected, "{text}");
            }
            Err(Error::Exceeded(e)) => {
                assert_eq!(e, Exceeded::ran_out(Resource::Steps, allowed), "{text}");
                refused += 1;
            }
            Err(other) => panic!("{text}: {other}"),
        }
    }
    assert!(refused > 0, "{text}: no budget stopped the work");
}

#[test]
fn every_operation_keeps_to_the_budgets() {
    let hot = "{3||2*|1*} + {^5*|v3} + {2|-1}";
    under_budgets(hot, |a, g| {
        let t = a.integer(1)?;
        a.heat(g, t)
    });
    under_budgets(hot, |a, g| {
        let (s, t) = (a.parse("1*")?, a.integer(1)?);
        a.overheat(g, s, t)
    });
    under_budgets(hot, |a, g| {
        let u = a.parse("^")?;
        a.norton(g, u)
    });
    under_budgets(hot, Arena::reduced);
    under_budgets(hot, |a, g| Ok(a.incentives(g)?.0[0]));
    under_budgets("{^3|v2} + {0|v*} + ^*5 + {0,^|*}", Arena::atomic_weight);
}

/// Whether two lists of trees hold the same games (each of one equals one of the other).
fn same_games(a: &[Tree], b: &[Tree]) -> bool {
    a.iter().all(|x| b.iter().any(|y| x.equals(y)))
        && b.iter().all(|y| a.iter().any(|x| x.equals(y)))
}

#[test]
fn every_game_born_by_day_three_against_the_twins() {
    let mut arena = Arena::new();
    let games = born_by(&mut arena, 3);
    let (one, half, star_one) = (
        arena.integer(1).unwrap(),
        parse(&mut arena, "1/2"),
        parse(&mut arena, "1*"),
    );
    let trees: Vec<Tree> = [one, half, star_one]
        .iter()
        .map(|&x| arena.to_tree(x).unwrap())
        .collect();
    let mut all_small = 0;
    for (i, &g) in games.iter().enumerate() {
        let tree = arena.to_tree(g).unwrap();
        let small = arena.is_all_small(g).unwrap();
        assert_eq!(small, tree.is_all_small());
        assert_eq!(arena.is_infinitesimal(g).unwrap(), tree.is_infinitesimal());
        let switch = !tree.equals(&Tree::zero()) && tree.equals(&tree.neg());
        assert_eq!(arena.is_switch(g).unwrap(), switch);
        let (left, right) = arena.incentives(g).unwrap();
        let (tl, tr) = tree.incentives();
        let stored = |ids: Vec<GameId>, arena: &Arena| -> Vec<Tree> {
            ids.into_iter().map(|i| arena.to_tree(i).unwrap()).collect()
        };
        assert!(same_games(&stored(left, &arena), &tl));
        assert!(same_games(&stored(right, &arena), &tr));
        let hot = arena.heat(g, one).unwrap();
        assert!(arena.to_tree(hot).unwrap().equals(&tree.heat(&trees[0])));
        assert_eq!(arena.cool(hot, Dyadic::from_integer(1)), Ok(g));
        // The slower twins on a quarter of the games (a debug build's seconds).
        if i % 4 == 0 {
            let hot = arena.heat(g, half).unwrap();
            assert!(arena.to_tree(hot).unwrap().equals(&tree.heat(&trees[1])));
            let over = arena.overheat(g, one, star_one).unwrap();
            let twin = tree.overheat(&trees[0], &trees[2]);
            assert!(arena.to_tree(over).unwrap().equals(&twin));
        }
        if small {
            all_small += 1;
            let w = arena.atomic_weight(g).unwrap();
            let twin = tree.atomic_weight().unwrap();
            assert!(
                arena.to_tree(w).unwrap().equals(&twin),
                "{}",
                arena.to_text(g).unwrap()
            );
        }
    }
    assert!(all_small > 20);
}

/// The reduced canonical form by its definition, on every game born by day 3: `G - rcf(G)` is
/// infinitesimal; games whose difference is infinitesimal share their reduced form (the
/// reduced forms found are pairwise not infinitesimally close); and the reduced form is
/// born no later than any game of its class (it is itself born by day 3, and is its own
/// reduced form).
#[test]
fn reduced_forms_by_brute_force() {
    let mut arena = Arena::new();
    let games = born_by(&mut arena, 3);
    let mut classes: HashMap<GameId, Vec<GameId>> = HashMap::new();
    for &g in &games {
        let r = arena.reduced(g).unwrap();
        let d = arena.difference(g, r).unwrap();
        assert!(arena.is_infinitesimal(d).unwrap());
        assert!(arena.birthday(r).unwrap() <= arena.birthday(g).unwrap());
        classes.entry(r).or_default().push(g);
    }
    let reduced: Vec<GameId> = classes.keys().copied().collect();
    for &r in &reduced {
        assert!(games.contains(&r));
        assert_eq!(arena.reduced(r), Ok(r));
    }
    for (i, &a) in reduced.iter().enumerate() {
        for &b in &reduced[..i] {
            let d = arena.difference(a, b).unwrap();
            assert!(!arena.is_infinitesimal(d).unwrap());
        }
    }
    // Published shape: every infinitesimal reduces to 0, every number to itself.
    assert_eq!(
        classes[&arena.zero()].len(),
        games
            .iter()
            .filter(|&&g| arena.is_infinitesimal(g).unwrap())
            .count()
    );
    assert!(reduced.len() > 50 && reduced.len() < games.len());
}

/// Norton multiplication against its definition: on explicit trees for small games and units
/// (the trees of `G.U` grow past millions of nodes beyond), and by plain recursion on the
/// arena's games for every game born by day 3 and more units.
#[test]
fn norton_products_by_the_definition() {
    let mut arena = Arena::new();
    let day_one = born_by(&mut arena, 1);
    let day_two = born_by(&mut arena, 2);
    for (unit, games) in [
        ("1", &day_two),
        ("2", &day_one),
        ("1/2", &day_one),
        ("^", &day_one),
    ] {
        let u = parse(&mut arena, unit);
        let u_tree = arena.to_tree(u).unwrap();
        for &g in games {
            let p = arena.norton(g, u).unwrap();
            let twin = arena.to_tree(g).unwrap().norton(&u_tree);
            assert!(
                arena.to_tree(p).unwrap().equals(&twin),
                "{} . {unit}",
                arena.to_text(g).unwrap()
            );
        }
    }
    let day_three = born_by(&mut arena, 3);
    for unit in ["2", "1/2", "^", "^2*", "{1|*}", "Tiny(1)", "1/4^"] {
        let u = parse(&mut arena, unit);
        for &g in &day_three {
            let p = arena.norton(g, u).unwrap();
            assert_eq!(
                p,
                norton_by_recursion(&mut arena, g, u),
                "{} . {unit}",
                arena.to_text(g).unwrap()
            );
        }
    }
}

/// `G.U` by plain recursion on `G`'s options (the twin of the one-pass `Arena::norton`).
fn norton_by_recursion(arena: &mut Arena, g: GameId, u: GameId) -> GameId {
    if let Some(x) = arena.as_number(g).unwrap().filter(|x| x.exponent() == 0) {
        let unit = if x < Dyadic::ZERO {
            arena.neg(u).unwrap()
        } else {
            u
        };
        let mut total = arena.zero();
        for _ in 0..x.to_i64().unwrap().unsigned_abs() {
            total = arena.sum(total, unit).unwrap();
        }
        return total;
    }
    let mut steps: Vec<GameId> = arena.left_options(u).unwrap();
    for ur in arena.right_options(u).unwrap() {
        let double = arena.sum(u, u).unwrap();
        steps.push(arena.difference(double, ur).unwrap());
    }
    let mut left = Vec::new();
    for gl in arena.left_options(g).unwrap() {
        let p = norton_by_recursion(arena, gl, u);
        for &s in &steps {
            left.push(arena.sum(p, s).unwrap());
        }
    }
    let mut right = Vec::new();
    for gr in arena.right_options(g).unwrap() {
        let p = norton_by_recursion(arena, gr, u);
        for &s in &steps {
            right.push(arena.difference(p, s).unwrap());
        }
    }
    arena.game(&left, &right).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// The atomic weight of a sum is the sum of the atomic weights; the calculus on a
    /// non-canonical all-small form agrees with the arena's on the canonical form; the
    /// two-ahead rule holds.
    #[test]
    fn atomic_weights_add(a in all_small(3), b in all_small(2)) {
        let mut arena = Arena::new();
        let (g, h) = (arena.from_tree(&a).unwrap(), arena.from_tree(&b).unwrap());
        let (wg, wh) = (arena.atomic_weight(g).unwrap(), arena.atomic_weight(h).unwrap());
        let s = arena.sum(g, h).unwrap();
        let ws = arena.atomic_weight(s).unwrap();
        prop_assert_eq!(ws, arena.sum(wg, wh).unwrap());
        let twin = b.atomic_weight().unwrap();
        prop_assert!(arena.to_tree(wh).unwrap().equals(&twin));
        let (two, zero) = (arena.integer(2).unwrap(), arena.zero());
        if arena.le(two, ws).unwrap() {
            prop_assert!(arena.le(zero, s).unwrap() && !arena.le(s, zero).unwrap());
        }
    }

    /// A game and its reduced form differ by an infinitesimal; the reduced form is a fixed
    /// point and respects sums.
    #[test]
    fn reduced_forms(a in tree(3), b in tree(2)) {
        let mut arena = Arena::new();
        let (g, h) = (arena.from_tree(&a).unwrap(), arena.from_tree(&b).unwrap());
        let (rg, rh) = (arena.reduced(g).unwrap(), arena.reduced(h).unwrap());
        let d = arena.difference(g, rg).unwrap();
        prop_assert!(arena.is_infinitesimal(d).unwrap());
        prop_assert_eq!(arena.reduced(rg).unwrap(), rg);
        let (s, rs) = (arena.sum(g, h).unwrap(), arena.sum(rg, rh).unwrap());
        prop_assert_eq!(arena.reduced(s).unwrap(), arena.reduced(rs).unwrap());
        // Above temperature 0 nothing infinitesimal shows: same mean, and same temperature
        // for a hot game (a tepid one, as *, reduces to a number of temperature below 0).
        prop_assert_eq!(arena.mean(g).unwrap(), arena.mean(rg).unwrap());
        let t = arena.temperature(g).unwrap();
        if t > Dyadic::ZERO {
            prop_assert_eq!(t, arena.temperature(rg).unwrap());
        }
    }

    /// Norton multiplication is additive and order-preserving in `G`.
    #[test]
    fn norton_is_additive(a in tree(2), b in tree(2), unit in 0usize..6) {
        let mut arena = Arena::new();
        let u = arena.parse(["1", "1/2", "^", "^2*", "{1|*}", "Tiny(1)"][unit]).unwrap();
        let (g, h) = (arena.from_tree(&a).unwrap(), arena.from_tree(&b).unwrap());
        let (pg, ph) = (arena.norton(g, u).unwrap(), arena.norton(h, u).unwrap());
        let s = arena.sum(g, h).unwrap();
        prop_assert_eq!(arena.norton(s, u).unwrap(), arena.sum(pg, ph).unwrap());
        if arena.le(g, h).unwrap() {
            prop_assert!(arena.le(pg, ph).unwrap());
        }
    }

    /// Cooling by `t` undoes heating by `t` (heating adds `t` to every move and so makes
    /// every position it touches hotter than `t`, where cooling takes exactly `t` off).
    #[test]
    fn cooling_undoes_heating(a in tree(3), t in 0usize..4) {
        let mut arena = Arena::new();
        let g = arena.from_tree(&a).unwrap();
        let temp: Dyadic = ["1/2", "1", "2", "3"][t].parse().unwrap();
        let tax = arena.number(temp).unwrap();
        let hot = arena.heat(g, tax).unwrap();
        let back = arena.cool(hot, temp).unwrap();
        prop_assert_eq!(back, g, "{} heated {}", arena.to_text(g).unwrap(), arena.to_text(hot).unwrap());
    }
}

/// Cooling at its lowest temperature, `t = -1`, on every game born by day 2 and on numbers
/// (Siegel, CGT II.5): an integer is itself; any other game follows `{G^L_t - t | G^R_t + t}`
/// below its temperature, a number like `1/2` (temperature -1/2) included; and the stops of
/// `G_t` are the thermograph's walls at `t`. These were wrong before: `1` cooled by -1 was
/// `2`, `{1|-1}` was `+-3`.
#[test]
fn cooling_by_minus_one_keeps_integers_and_meets_the_walls() {
    let mut arena = Arena::new();
    let minus_one = Dyadic::from_integer(-1);
    for text in ["0", "1", "3", "-2", "512"] {
        let x = parse(&mut arena, text);
        assert_eq!(arena.cool(x, minus_one), Ok(x), "{text}");
    }
    for (game, by, cooled) in [
        ("{1|-1}", "-1", "+-2"),
        ("1/2", "-1", "1/2+-1/2"), // {0 + 1 | 1 - 1} = {1|0}
        ("1/2", "-1/2", "1/2*"),   // at its temperature: infinitesimally close to 1/2
        ("1/2", "-1/4", "1/2"),
        ("3", "-1/2", "3"),
    ] {
        let g = parse(&mut arena, game);
        let c = arena.cool(g, by.parse().unwrap()).unwrap();
        assert_eq!(arena.to_text(c).unwrap(), cooled, "{game} cooled by {by}");
    }
    let mut tried = 0;
    for g in born_by(&mut arena, 2) {
        for t in ["-1", "-1/2", "-1/4"] {
            let t: Dyadic = t.parse().unwrap();
            let thermograph = arena.thermograph(g).unwrap();
            let cooled = arena.cool(g, t).unwrap();
            let text = arena.to_text(g).unwrap();
            assert_eq!(
                arena.left_stop(cooled).unwrap(),
                thermograph.left_wall().value_at(t).unwrap(),
                "{text} at {t}"
            );
            assert_eq!(
                arena.right_stop(cooled).unwrap(),
                thermograph.right_wall().value_at(t).unwrap(),
                "{text} at {t}"
            );
            tried += 1;
        }
    }
    assert_eq!(tried, 22 * 3);
}

/// The temperatures a test tries for `g`: every multiple of 1/16 from -1 to one past its
/// temperature, and each breakpoint of its thermograph's walls.
fn temperatures(thermograph: &combgames_partizan::Thermograph) -> Vec<Dyadic> {
    let sixteenth = Dyadic::new(1, 4).unwrap();
    let top = thermograph.temperature() + Dyadic::from_integer(1);
    let mut ts = vec![Dyadic::from_integer(-1)];
    while *ts.last().unwrap() < top {
        ts.push(*ts.last().unwrap() + sixteenth);
    }
    for wall in [thermograph.left_wall(), thermograph.right_wall()] {
        ts.extend(wall.breakpoints().iter().map(|&(t, _, _)| t));
    }
    ts.sort_unstable();
    ts.dedup();
    ts
}

/// Cooling at every dyadic temperature from -1 up (multiples of 1/16 and each breakpoint), on
/// every game born by day 3: the stops of `G_t` are the thermograph's walls at `t`; at its own
/// temperature a game is infinitesimally close to its mean, and past it (if not an integer,
/// which is itself at every `t`) it is its mean.
#[test]
fn cooling_meets_the_walls_at_every_temperature() {
    let mut arena = Arena::new();
    let (mut tried, mut at_own) = (0, 0);
    for g in born_by(&mut arena, 3) {
        let thermograph = arena.thermograph(g).unwrap();
        let (temp, mean) = (thermograph.temperature(), thermograph.mean());
        let integer = arena
            .as_number(g)
            .unwrap()
            .is_some_and(|x| x.exponent() == 0);
        let text = arena.to_text(g).unwrap();
        for t in temperatures(&thermograph) {
            let cooled = arena.cool(g, t).unwrap();
            let walls = (
                thermograph.left_wall().value_at(t).unwrap(),
                thermograph.right_wall().value_at(t).unwrap(),
            );
            let stops = (
                arena.left_stop(cooled).unwrap(),
                arena.right_stop(cooled).unwrap(),
            );
            assert_eq!(stops, walls, "{text} at {t}");
            if integer {
                assert_eq!(cooled, g, "{text} at {t}");
            } else if t > temp {
                assert_eq!(cooled, arena.number(mean).unwrap(), "{text} at {t}");
            } else if t == temp {
                let x = arena.number(mean).unwrap();
                let d = arena.difference(cooled, x).unwrap();
                assert!(arena.is_infinitesimal(d).unwrap(), "{text} at {t}");
                at_own += 1;
            }
            tried += 1;
        }
    }
    // 1474 games, each at 17 temperatures or more; every non-integer at its own.
    assert!(tried > 1474 * 17, "{tried}");
    assert!(at_own > 1400, "{at_own}");
}

/// Heating by 0 changes nothing: `∫^0 G = {∫^0 G^L | ∫^0 G^R}` is the form itself.
#[test]
fn heating_by_zero_is_the_identity() {
    let mut arena = Arena::new();
    let zero = arena.zero();
    for g in born_by(&mut arena, 3) {
        assert_eq!(arena.heat(g, zero), Ok(g), "{}", arena.to_text(g).unwrap());
        let tree = arena.to_tree(g).unwrap();
        assert!(tree.heat(&Tree::zero()).equals(&tree));
    }
}

/// Overheating with `S = T` against the definition on the form: integers become copies of
/// `S`, every other position pays `S` a move.
#[test]
fn overheating_from_a_game_to_itself_by_the_definition() {
    let mut arena = Arena::new();
    let day_two = born_by(&mut arena, 2);
    for s in ["1", "*", "^", "1/2", "0"] {
        let s = parse(&mut arena, s);
        let s_tree = arena.to_tree(s).unwrap();
        for &g in &day_two {
            let over = arena.overheat(g, s, s).unwrap();
            let twin = arena.to_tree(g).unwrap().overheat(&s_tree, &s_tree);
            assert!(
                arena.to_tree(over).unwrap().equals(&twin),
                "{} from {} to itself",
                arena.to_text(g).unwrap(),
                arena.to_text(s).unwrap()
            );
        }
    }
}

/// Norton products by the smallest units: numbers down to `2^-30`, `^` (the smallest
/// positive game born by day 2) and the small `{0|^}` and `^2*`, against the recursion on every game born by
/// day 2; a unit at the number type's edge, `2^-32`, gives a value or a typed refusal.
#[test]
fn norton_products_by_the_smallest_units() {
    let mut arena = Arena::new();
    let day_two = born_by(&mut arena, 2);
    for unit in ["1/64", "1/1073741824", "^", "{0|^}", "^2*"] {
        let u = parse(&mut arena, unit);
        for &g in &day_two {
            let p = arena.norton(g, u).unwrap();
            assert_eq!(
                p,
                norton_by_recursion(&mut arena, g, u),
                "{} . {unit}",
                arena.to_text(g).unwrap()
            );
        }
    }
    let edge = arena.number(Dyadic::new(1, 32).unwrap()).unwrap();
    for &g in &day_two {
        match arena.norton(g, edge) {
            Ok(p) => assert_eq!(p, norton_by_recursion(&mut arena, g, edge)),
            Err(e) => assert!(
                matches!(
                    e,
                    Error::Overflow | Error::NumberTooLarge(_) | Error::Exceeded(_)
                ),
                "{e:?}"
            ),
        }
    }
}
