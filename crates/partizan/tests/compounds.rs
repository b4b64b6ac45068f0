//! The ordinal sum, the conjunctive and selective compounds and Conway's product against their
//! definitions on explicit trees (`naive`), on every pair of games born by day 2 (and forms
//! that are not canonical), and the published values.

use combgames_partizan::naive::Tree;
use combgames_partizan::{Arena, Form, GameId};

/// The 22 games born by day 2, canonical, from every pair of sets of day-1 games.
fn born_by_day_two(arena: &mut Arena) -> Vec<GameId> {
    let day_one: Vec<GameId> = ["0", "1", "-1", "*"]
        .iter()
        .map(|t| arena.parse(t).unwrap())
        .collect();
    let subsets: Vec<Vec<GameId>> = (0..16u32)
        .map(|mask| {
            (0..4)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| day_one[i])
                .collect()
        })
        .collect();
    let mut games = Vec::new();
    for l in &subsets {
        for r in &subsets {
            let g = arena.game(l, r).unwrap();
            if !games.contains(&g) {
                games.push(g);
            }
        }
    }
    games
}

fn tree_of(arena: &Arena, form: &Form) -> Tree {
    match form {
        Form::Game(g) => arena.to_tree(*g).unwrap(),
        Form::Options(l, r) => Tree::new(
            l.iter().map(|f| tree_of(arena, f)).collect(),
            r.iter().map(|f| tree_of(arena, f)).collect(),
        ),
    }
}

#[test]
fn compounds_equal_their_definitions_on_games_born_by_day_two() {
    let mut arena = Arena::new();
    let games = born_by_day_two(&mut arena);
    assert_eq!(games.len(), 22); // published: 22 games born by day 2
    for &g in &games {
        for &h in &games {
            let (tg, th) = (arena.to_tree(g).unwrap(), arena.to_tree(h).unwrap());
            let (fg, fh) = (Form::Game(g), Form::Game(h));
            let fast = arena.ordinal_sum(&fg, h).unwrap();
            assert_eq!(
                fast,
                arena.from_tree(&tg.ordinal_sum(&th)).unwrap(),
                "{g:?}:{h:?}"
            );
            let fast = arena.conjunctive(&fg, &fh).unwrap();
            assert_eq!(fast, arena.from_tree(&tg.conjunctive(&th)).unwrap());
            let fast = arena.selective(&fg, &fh).unwrap();
            assert_eq!(fast, arena.from_tree(&tg.selective(&th)).unwrap());
        }
    }
}

#[test]
fn the_product_equals_its_definition_on_small_games() {
    let mut arena = Arena::new();
    let games: Vec<GameId> = ["0", "1", "-1", "*", "1/2", "2", "^", "*2", "+-1", "{1|*}"]
        .iter()
        .map(|t| arena.parse(t).unwrap())
        .collect();
    for &g in &games {
        for &h in &games {
            let (tg, th) = (arena.to_tree(g).unwrap(), arena.to_tree(h).unwrap());
            let fast = arena
                .conway_product(&Form::Game(g), &Form::Game(h))
                .unwrap();
            let slow = arena.from_tree(&tg.conway_product(&th)).unwrap();
            assert_eq!(
                fast,
                slow,
                "{} x {}",
                arena.to_text(g).unwrap(),
                arena.to_text(h).unwrap()
            );
        }
    }
}

#[test]
fn forms_as_written_are_followed() {
    let mut arena = Arena::new();
    for (base, other) in [
        ("{*|*}", "1"),
        ("{-1|1}", "*"),
        ("{0,1|2}", "1/2"),
        ("{3||2*|1*}", "^"),
        ("{{-1|1}|}", "{1|-1}"),
    ] {
        let g = arena.parse_form(base).unwrap();
        let h = arena.parse(other).unwrap();
        let fh = arena.parse_form(other).unwrap();
        let (tg, th) = (tree_of(&arena, &g), tree_of(&arena, &fh));
        let fast = arena.ordinal_sum(&g, h).unwrap();
        assert_eq!(
            fast,
            arena.from_tree(&tg.ordinal_sum(&th)).unwrap(),
            "{base}:{other}"
        );
        let fast = arena.conjunctive(&g, &fh).unwrap();
        assert_eq!(
            fast,
            arena.from_tree(&tg.conjunctive(&th)).unwrap(),
            "{base} and {other}"
        );
        let fast = arena.selective(&g, &fh).unwrap();
        assert_eq!(
            fast,
            arena.from_tree(&tg.selective(&th)).unwrap(),
            "{base} or {other}"
        );
    }
    // The ordinal sum follows the base's form: {*|*} and 0 are equal, their sums with 1 not.
    let (star_form, zero) = (
        arena.parse_form("{*|*}").unwrap(),
        arena.parse_form("0").unwrap(),
    );
    let one = arena.parse("1").unwrap();
    assert_eq!(arena.form_value(&star_form).unwrap(), arena.zero());
    let (a, b) = (
        arena.ordinal_sum(&star_form, one).unwrap(),
        arena.ordinal_sum(&zero, one).unwrap(),
    );
    assert_eq!(arena.to_text(b).unwrap(), "1");
    assert_ne!(a, b, "{}", arena.to_text(a).unwrap());
}

/// `op` on the games written `g` and `h`, as text.
fn combined(g: &str, h: &str, op: fn(&mut Arena, &Form, &Form) -> GameId) -> String {
    let mut arena = Arena::new();
    let (g, h) = (arena.parse_form(g).unwrap(), arena.parse_form(h).unwrap());
    let c = op(&mut arena, &g, &h);
    arena.to_text(c).unwrap()
}

fn ordinal(a: &mut Arena, g: &Form, h: &Form) -> GameId {
    let h = a.form_value(h).unwrap();
    a.ordinal_sum(g, h).unwrap()
}

fn product(a: &mut Arena, g: &Form, h: &Form) -> GameId {
    a.conway_product(g, h).unwrap()
}

#[test]
fn published_values() {
    // Issue 46's table: G = 1/2, H = 1/4.
    assert_eq!(combined("1/2", "1/4", ordinal), "9/16");
    assert_eq!(
        combined("1/2", "1/4", |a, g, h| a.conjunctive(g, h).unwrap()),
        "1/2"
    );
    assert_eq!(
        combined("1/2", "1/4", |a, g, h| a.selective(g, h).unwrap()),
        "3/4"
    );
    // Nim products (ONAG ch. 6): *4 x *4 = *6, *2 x *3 = *1, *8 x *8 = *13, *5 x *7 = *13.
    for (g, h, p) in [
        ("*4", "*4", "*6"),
        ("*2", "*3", "*"),
        ("*8", "*8", "*13"),
        ("*5", "*7", "*13"),
    ] {
        assert_eq!(combined(g, h, product), p, "{g} x {h}");
    }
    // The finite nim products 8 x 1..16 (issue 46's table, from ONAG's): Conway's product of
    // nimbers is their nim product.
    let row: Vec<String> = (1..=16)
        .map(
            |n| match combined("*8", &format!("*{n}"), product).as_str() {
                "*" => "1".to_string(),
                t => t.trim_start_matches('*').to_string(),
            },
        )
        .collect();
    assert_eq!(row.join(" "), "8 12 4 11 3 7 15 13 5 1 9 6 14 10 2 128");
    // On numbers, the product of numbers: 3/2 x -5/4 = -15/8.
    assert_eq!(combined("3/2", "-5/4", product), "-15/8");
    // Ordinal sums of numbers: 1:1 = 2, -1:1 = -1/2 (a sign expansion).
    assert_eq!(combined("1", "1", ordinal), "2");
    assert_eq!(combined("-1", "1", ordinal), "-1/2");
}

#[test]
fn a_form_that_is_not_a_game_is_refused_with_the_parsers_position() {
    let mut arena = Arena::new();
    let e = arena.parse_form("{1|").unwrap_err();
    assert_eq!(e.to_string(), "at position 3: expected '}'");
    assert!(arena.parse_form("{1|2|3}").is_err());
}
