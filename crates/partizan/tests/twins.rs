//! The arena against explicit game trees, and the algebra of games, by proptest.

use combgames_dyadic::Dyadic;
use combgames_partizan::naive::Tree;
use combgames_partizan::{Arena, GameId};
use proptest::prelude::*;

mod common;
use common::tree;

fn store(arena: &mut Arena, t: &Tree) -> GameId {
    arena.from_tree(t).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// The canonical form equals its source and is a fixed point.
    #[test]
    fn canonical_forms_equal_their_source(t in tree(3)) {
        let mut arena = Arena::new();
        let g = store(&mut arena, &t);
        let canonical = arena.to_tree(g).unwrap();
        prop_assert!(canonical.equals(&t));
        prop_assert!(canonical.size() <= t.size());
        prop_assert_eq!(store(&mut arena, &canonical), g);
        // Printing and parsing give the game back.
        let text = arena.to_text(g).unwrap();
        prop_assert_eq!(arena.parse(&text), Ok(g), "{}", text);
    }

    /// Order, sum and negation against the definitions on the explicit trees.
    #[test]
    fn operations_match_the_definitions(a in tree(2), b in tree(2)) {
        let mut arena = Arena::new();
        let (g, h) = (store(&mut arena, &a), store(&mut arena, &b));
        prop_assert_eq!(arena.le(g, h).unwrap(), a.le(&b));
        prop_assert_eq!(arena.le(h, g).unwrap(), b.le(&a));
        let s = arena.sum(g, h).unwrap();
        prop_assert!(arena.to_tree(s).unwrap().equals(&a.sum(&b)));
        let n = arena.neg(g).unwrap();
        prop_assert!(arena.to_tree(n).unwrap().equals(&a.neg()));
    }

    /// Comparisons of deeper games (hot ones among them, whose stops decide most comparisons
    /// at once in the arena) against the definition, and the stops against theirs.
    #[test]
    fn comparisons_and_stops_of_deeper_games_match_the_definitions(a in tree(3), b in tree(3)) {
        let mut arena = Arena::new();
        let (g, h) = (store(&mut arena, &a), store(&mut arena, &b));
        prop_assert_eq!(arena.le(g, h).unwrap(), a.le(&b));
        prop_assert_eq!(arena.le(h, g).unwrap(), b.le(&a));
        let (ls, rs) = (arena.left_stop(g).unwrap(), arena.right_stop(g).unwrap());
        prop_assert_eq!((ls, rs), stops_by_definition(&mut arena, &a));
    }

    /// G + (-G) = 0; sums commute and associate; <= is a partial order.
    #[test]
    fn algebra(a in tree(2), b in tree(2), c in tree(2)) {
        let mut arena = Arena::new();
        let (g, h, k) = (store(&mut arena, &a), store(&mut arena, &b), store(&mut arena, &c));
        let minus = arena.neg(g).unwrap();
        prop_assert_eq!(arena.sum(g, minus).unwrap(), arena.zero());
        prop_assert_eq!(arena.sum(g, h).unwrap(), arena.sum(h, g).unwrap());
        let gh = arena.sum(g, h).unwrap();
        let hk = arena.sum(h, k).unwrap();
        prop_assert_eq!(arena.sum(gh, k).unwrap(), arena.sum(g, hk).unwrap());
        prop_assert!(arena.le(g, g).unwrap());
        if arena.le(g, h).unwrap() && arena.le(h, g).unwrap() {
            prop_assert_eq!(g, h);
        }
        if arena.le(g, h).unwrap() && arena.le(h, k).unwrap() {
            prop_assert!(arena.le(g, k).unwrap());
        }
    }

    /// Stops, means and cooling: LS >= RS; the walls at 0 are the stops; the mean of a sum
    /// is the sum of the means; cooling gives the walls' values as its stops.
    #[test]
    fn thermographs(a in tree(3), b in tree(2)) {
        let mut arena = Arena::new();
        let (g, h) = (store(&mut arena, &a), store(&mut arena, &b));
        let (ls, rs) = (arena.left_stop(g).unwrap(), arena.right_stop(g).unwrap());
        prop_assert!(ls >= rs);
        let t = arena.thermograph(g).unwrap();
        prop_assert_eq!(t.left_wall().value_at(Dyadic::ZERO).unwrap(), ls);
        prop_assert_eq!(t.right_wall().value_at(Dyadic::ZERO).unwrap(), rs);
        let s = arena.sum(g, h).unwrap();
        let total = arena.mean(g).unwrap().checked_add(arena.mean(h).unwrap()).unwrap();
        prop_assert_eq!(arena.mean(s).unwrap(), total);
        for text in ["-1", "-3/4", "-1/2", "-1/4", "-1/8", "0", "1/4", "1/2", "1", "3/2", "2", "5"] {
            let temp: Dyadic = text.parse().unwrap();
            let cooled = arena.cool(g, temp).unwrap();
            prop_assert_eq!(cooled, cool_by_definition(&mut arena, g, temp), "t = {}", text);
            prop_assert_eq!(arena.left_stop(cooled).unwrap(), t.left_wall().value_at(temp).unwrap(), "t = {}", text);
            prop_assert_eq!(arena.right_stop(cooled).unwrap(), t.right_wall().value_at(temp).unwrap(), "t = {}", text);
        }
    }

    /// A multiple `n*G` as read is `n` copies added one by one (of the negative for `-n*G`):
    /// in the arena for `|n| <= 6`, and as explicit trees for `|n| <= 2` (a sum of trees
    /// grows too fast past that); whether `G` is in parentheses, in braces or a named down.
    #[test]
    fn multiples_read_are_repeated_sums(t in tree(2), n in -6i64..=6, spaced in any::<bool>()) {
        let mut arena = Arena::new();
        let g = store(&mut arena, &t);
        let text = arena.to_text(g).unwrap();
        let unit = if n < 0 { arena.neg(g).unwrap() } else { g };
        let mut copies = arena.zero();
        for _ in 0..n.unsigned_abs() {
            copies = arena.sum(copies, unit).unwrap();
        }
        let star = if spaced { " * " } else { "*" };
        let read = arena.parse(&format!("{n}{star}({text})")).unwrap();
        prop_assert_eq!(read, copies, "{}*({})", n, text);
        if n.abs() <= 2 {
            let unit = if n < 0 { t.neg() } else { t.clone() };
            let naive = (0..n.abs()).fold(Tree::new(vec![], vec![]), |s, _| s.sum(&unit));
            prop_assert!(arena.to_tree(read).unwrap().equals(&naive), "{}*({})", n, text);
        }
        // In a sum, and of a game in braces: n*{G|} - n*{G|} + n*(G) is n*G.
        let written = format!("{n}{star}{{{text}|}} - {n}{star}{{{text}|}} + {n}{star}({text})");
        prop_assert_eq!(arena.parse(&written), Ok(copies), "{}", written);
        let downs = arena.parse(&format!("{n}{star}v2")).unwrap();
        let want = match n.cmp(&0) {
            std::cmp::Ordering::Less => format!("^{}", -2 * n),
            std::cmp::Ordering::Equal => "0".to_string(),
            std::cmp::Ordering::Greater => format!("v{}", 2 * n),
        };
        prop_assert_eq!(arena.to_text(downs).unwrap(), want);
    }

    /// Any text parses to a game or a typed error, never a panic.
    #[test]
    fn parsing_never_panics(text in "[{}|,*^v0-9/.+()TinyM -]{0,24}") {
        let mut arena = Arena::with_limits(combgames_base::Limits::new().items(10_000));
        let _ = arena.parse(&text);
    }
}

/// `G` cooled by `t` from the definition (Siegel, CGT II.5), by plain recursion: an integer
/// itself, the mean past the temperature, else `{G^L_t - t | G^R_t + t}` (the twin of
/// `Arena::cool`, which cools each subposition once, in an order found without recursion).
fn cool_by_definition(arena: &mut Arena, g: GameId, t: Dyadic) -> GameId {
    if arena
        .as_number(g)
        .unwrap()
        .is_some_and(|x| x.exponent() == 0)
    {
        return g;
    }
    let thermograph = arena.thermograph(g).unwrap();
    if t > thermograph.temperature() {
        return arena.number(thermograph.mean()).unwrap();
    }
    let tax = arena.number(t).unwrap();
    let left: Vec<GameId> = arena.left_options(g).unwrap();
    let right: Vec<GameId> = arena.right_options(g).unwrap();
    let l: Vec<GameId> = left
        .into_iter()
        .map(|o| {
            let c = cool_by_definition(arena, o, t);
            arena.difference(c, tax).unwrap()
        })
        .collect();
    let r: Vec<GameId> = right
        .into_iter()
        .map(|o| {
            let c = cool_by_definition(arena, o, t);
            arena.sum(c, tax).unwrap()
        })
        .collect();
    arena.game(&l, &r).unwrap()
}

/// Left's and Right's stops of a tree by their definition: a tree equal to a number stops at
/// it; any other at the best stop of its options, Left's from the Right stops of its Left
/// options and Right's from the Left stops of its Right options.
fn stops_by_definition(arena: &mut Arena, t: &Tree) -> (Dyadic, Dyadic) {
    let g = store(arena, t);
    if let Some(x) = arena.as_number(g).unwrap() {
        return (x, x);
    }
    let left = t.left.iter().map(|o| stops_by_definition(arena, o).1).max();
    let right = t
        .right
        .iter()
        .map(|o| stops_by_definition(arena, o).0)
        .min();
    (left.unwrap(), right.unwrap())
}
