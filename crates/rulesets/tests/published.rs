//! Published values of the rulesets (Winning Ways; Lessons in Play; Lachmann, Moore and
//! Rapaport) and the rulesets against their slow twins.

mod common;

use combgames_base::Limits;
use combgames_partizan::{Arena, Error, Exceeded, OutcomeClass, Resource};
use combgames_rulesets::naive::{domineering_tree, hackenbush_string_tree};
use combgames_rulesets::{Domineering, Edge, HackenbushTree, Solver, hackenbush_string};

fn parse(arena: &mut Arena, text: &str) -> combgames_partizan::GameId {
    arena.parse(text).unwrap()
}

#[test]
fn published_domineering_values() {
    let mut arena = Arena::new();
    // Winning Ways: the 2x2 and 3x3 boards are +-1; the 5x5 board is a second-player win
    // (Lachmann, Moore and Rapaport, "Who wins Domineering on rectangular boards?").
    let board: Domineering = "..|..".parse().unwrap();
    let g = board.value(&mut arena).unwrap();
    assert_eq!(g, parse(&mut arena, "+-1"));
    let g = Domineering::empty(3, 3).unwrap().value(&mut arena).unwrap();
    assert_eq!(g, parse(&mut arena, "+-1"));
    let g = Domineering::empty(5, 5).unwrap().value(&mut arena).unwrap();
    assert_eq!(g, arena.zero());
}

#[test]
fn hackenbush_strings_follow_the_game() {
    let mut arena = Arena::new();
    for len in 1..=8u32 {
        for bits in 0..1u32 << len {
            let text: String = (0..len)
                .map(|i| if bits >> i & 1 == 1 { 'R' } else { 'L' })
                .collect();
            let value = hackenbush_string(&text).unwrap();
            let number = arena.number(value).unwrap();
            let played = arena
                .from_tree(&hackenbush_string_tree(&text).unwrap())
                .unwrap();
            assert_eq!(played, number, "{text}");
            // The same string as a tree.
            let edges: Vec<(usize, Edge)> = text
                .chars()
                .enumerate()
                .map(|(i, c)| (i, if c == 'L' { Edge::Blue } else { Edge::Red }))
                .collect();
            let tree = HackenbushTree::new(&edges).unwrap();
            assert_eq!(tree.value(&mut arena).unwrap(), number, "{text}");
        }
    }
    assert!(hackenbush_string("LXR").is_err());
    assert!(hackenbush_string("").is_err());
}

/// Green Hackenbush by the colon principle (Winning Ways ch. 7): a branch is worth
/// 1 + its subtree, branches at a node add as nimbers.
fn green_value(children: &[Vec<usize>], node: usize) -> u32 {
    children[node]
        .iter()
        .fold(0, |acc, &c| acc ^ (1 + green_value(children, c)))
}

#[test]
fn green_trees_are_nimbers_by_the_colon_principle() {
    let mut arena = Arena::new();
    // Every tree given by parent choices with up to 7 edges (parents of node i+1 in 0..=i).
    for n in 1..=6usize {
        let mut choice = vec![0usize; n];
        loop {
            let edges: Vec<(usize, Edge)> = choice.iter().map(|&p| (p, Edge::Green)).collect();
            let mut children = vec![Vec::new(); n + 1];
            for (i, &p) in choice.iter().enumerate() {
                children[p].push(i + 1);
            }
            let g = HackenbushTree::new(&edges)
                .unwrap()
                .value(&mut arena)
                .unwrap();
            assert_eq!(
                arena.as_nimber(g).unwrap(),
                Some(u64::from(green_value(&children, 0))),
                "{choice:?}"
            );
            let Some(i) = (0..n).find(|&i| choice[i] < i) else {
                break;
            };
            choice[i] += 1;
            choice[..i].iter_mut().for_each(|c| *c = 0);
        }
    }
}

#[test]
fn domineering_matches_the_plain_game_tree() {
    let mut arena = Arena::new();
    for (rows, cols) in [(1, 4), (2, 2), (2, 3), (2, 4), (3, 3)] {
        let cells = rows * cols;
        for blocked in 0..1u32 << cells {
            let empty = cells - blocked.count_ones() as usize;
            if empty > 8 {
                continue;
            }
            let board = common::domineering_board(rows, cols, blocked);
            let fast = board.value(&mut arena).unwrap();
            let tree = domineering_tree(&board).unwrap();
            assert!(arena.to_tree(fast).unwrap().equals(&tree), "{board}");
            assert_eq!(arena.from_tree(&tree).unwrap(), fast, "{board}");
        }
    }
}

/// Domineering's own search (bit boards, keys up to eight symmetries) against its twin, the
/// framework's search on the same rules (keys up to reflections, no transposition): every
/// board of up to 12 cells and every 4 x 4 board with blocked cells, and the empty rectangles
/// up to 20 cells, in one arena, so that equal values are equal ids.
#[test]
fn domineering_search_equals_the_framework() {
    let mut boards = Vec::new();
    for (rows, cols) in [(1, 12), (12, 1), (2, 6), (6, 2), (3, 4), (4, 3), (4, 4)] {
        for blocked in 0..1u32 << (rows * cols) {
            boards.push(common::domineering_board(rows, cols, blocked));
        }
    }
    for (rows, cols) in [
        (2, 9),
        (9, 2),
        (3, 5),
        (5, 3),
        (4, 5),
        (5, 4),
        (3, 6),
        (6, 3),
    ] {
        boards.push(Domineering::empty(rows, cols).unwrap());
    }
    let mut arena = Arena::new();
    let twins: Vec<_> = {
        let mut solver = Solver::new(&mut arena);
        boards.iter().map(|b| solver.value(b).unwrap()).collect()
    };
    for (board, twin) in boards.iter().zip(twins) {
        assert_eq!(board.value(&mut arena).unwrap(), twin, "{board}");
    }
}

/// The empty 6 x 6 board against the canonical form shipped in `docs/values/` (computed by
/// `cgt domineering 6x6` on 2026-12-02 and checked there: `G + G = 0`, as a square board is its
/// own transpose; `G || 0`, as the outcome search finds). About 5 minutes in release.
#[test]
#[ignore = "about 5 minutes in release"]
fn domineering_6x6_equals_the_value_shipped() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/values/domineering-6x6.txt"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let mut arena = Arena::with_limits(Limits::new().items(1 << 24).steps(u64::MAX));
    let shipped = arena.parse(text.trim()).unwrap();
    let board = Domineering::empty(6, 6).unwrap();
    let g = board
        .value_with(&mut arena, Limits::new().steps(u64::MAX))
        .unwrap();
    assert_eq!(g, shipped);
    assert_eq!(arena.outcome(g), Ok(OutcomeClass::Next));
}

#[test]
fn bad_boards_and_limits_are_typed_errors() {
    let mut arena = Arena::new();
    assert!("..|.".parse::<Domineering>().is_err());
    assert!("..|.x".parse::<Domineering>().is_err());
    assert!(Domineering::empty(12, 12).is_err());
    let mut small = Arena::with_limits(Limits::new().items(50));
    assert!(matches!(
        Domineering::empty(4, 4).unwrap().value(&mut small),
        Err(Error::Exceeded(Exceeded {
            resource: Resource::Items,
            allowed: 50,
            ..
        }))
    ));
    assert!(matches!(
        Domineering::empty(5, 5)
            .unwrap()
            .value_with(&mut arena, Limits::new().steps(100)),
        Err(Error::Exceeded(Exceeded {
            resource: Resource::Steps,
            allowed: 100,
            ..
        }))
    ));
}
