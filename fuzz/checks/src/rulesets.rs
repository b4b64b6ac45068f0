//! The rulesets on the framework: boards from bytes (every ruleset, the Clobber family, Wythoff
//! piles, subtraction heaps and tinted paths too), the search against plain recursion over the
//! same rules (no components, no keys), and hostile text and graphs.

use combgames::partizan::rulesets::{
    Amazons, Clobber, ClobberPiece, Coloring, ColoringRule, Cram, Fission, HackenbushGraph, Konane,
    NoGo, PartizanSubtraction, Player, Position, SkiJumps, Solver, Toads, Toppling, Wythoff,
};
use combgames::partizan::{Arena, Edge, Error};

use crate::Input;

/// A position with its components and keys hidden: the solver then recurses over the rules
/// alone, remembering exact positions.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Plain<P>(P);

impl<P: Position> Position for Plain<P> {
    fn options(&self, player: Player) -> Vec<Self> {
        self.0.options(player).into_iter().map(Plain).collect()
    }
}

/// The framework's value equals the plain recursion's; a small step limit ends in a value or
/// `Exceeded`.
fn check<P: Position + std::fmt::Display>(position: &P, limit: u64) {
    let mut arena = Arena::new();
    let fast = Solver::new(&mut arena)
        .value(position)
        .expect("a small position");
    let plain = Solver::new(&mut arena)
        .value(&Plain(position.clone()))
        .expect("a small position");
    assert_eq!(fast, plain, "{position}");
    match Solver::with_limits(&mut arena, combgames::base::Limits::new().steps(limit))
        .value(position)
    {
        Ok(g) => assert_eq!(g, fast, "{position}"),
        Err(Error::Exceeded(_)) => {}
        Err(e) => panic!("{position}: {e}"),
    }
}

/// A board of up to 8 cells over `alphabet`, rows separated by `|`.
fn board(input: &mut Input, alphabet: &[u8], strip: bool) -> String {
    let rows = if strip { 1 } else { 1 + input.small(3) };
    let cols = 1 + input.small(8 / rows);
    let mut text = String::new();
    for r in 0..rows {
        if r > 0 {
            text.push('|');
        }
        for _ in 0..cols {
            text.push(char::from(alphabet[input.small(alphabet.len())]));
        }
    }
    text
}

/// Each ruleset on a small random board; then arbitrary text read by every parser, and a
/// random graph for Snort, Col and Hackenbush.
pub fn rulesets(data: &[u8]) {
    let mut input = Input::new(data);
    let limit = input.small(64) as u64;
    match input.small(15) {
        0 => check(
            &board(&mut input, b"TF.", true).parse::<Toads>().unwrap(),
            limit,
        ),
        1 => check(
            &board(&mut input, b"LRG", true).parse::<Toppling>().unwrap(),
            limit,
        ),
        2 => check(
            &board(&mut input, b"xo.", false).parse::<Clobber>().unwrap(),
            limit,
        ),
        3 => check(
            &board(&mut input, b"xo.", false).parse::<Konane>().unwrap(),
            limit,
        ),
        4 => check(
            &board(&mut input, b".#", false).parse::<Cram>().unwrap(),
            limit,
        ),
        5 => check(
            &board(&mut input, b"LR.#", false)
                .parse::<Amazons>()
                .unwrap(),
            limit,
        ),
        6 => {
            let text = board(&mut input, b".LR#", false);
            check(
                &Coloring::parse_grid(ColoringRule::Snort, &text).unwrap(),
                limit,
            );
            check(
                &Coloring::parse_grid(ColoringRule::Col, &text).unwrap(),
                limit,
            );
        }
        7 => {
            let piece =
                [ClobberPiece::King, ClobberPiece::Rook, ClobberPiece::Queen][input.small(3)];
            let board = board(&mut input, b"xo.", false).parse::<Clobber>().unwrap();
            check(&board.with_piece(piece), limit);
        }
        8 => check(
            &board(&mut input, b"x.#", false).parse::<Fission>().unwrap(),
            limit,
        ),
        9 => check(
            &board(&mut input, b"LRlr.", false)
                .parse::<SkiJumps>()
                .unwrap(),
            limit,
        ),
        10 => check(
            &board(&mut input, b".xo#", false).parse::<NoGo>().unwrap(),
            limit,
        ),
        11 => {
            let r = std::num::NonZeroU64::new(1 + input.small(3) as u64).unwrap();
            let piles = Wythoff::new(input.small(6) as u64, input.small(6) as u64).unwrap();
            check(&piles.with_r(r).unwrap(), limit);
        }
        12 => {
            let set = |input: &mut Input| -> Vec<u64> {
                (0..input.small(3))
                    .map(|_| 1 + input.small(4) as u64)
                    .collect()
            };
            let (left, right) = (set(&mut input), set(&mut input));
            let game = PartizanSubtraction::new(&left, &right).unwrap();
            let heap = input.small(10);
            check(&game.heap(heap as u64), limit);
            // The values' recurrence equals the search over heaps.
            let mut arena = Arena::new();
            let values = game.values(&mut arena, heap).expect("small heaps");
            let searched = Solver::new(&mut arena)
                .value(&game.heap(heap as u64))
                .unwrap();
            assert_eq!(values[heap], searched, "{game} heap {heap}");
        }
        13 => {
            let text = board(&mut input, b".LR", true);
            let path: Vec<String> = text.chars().map(String::from).collect();
            let graph = path.join("-");
            for rule in [ColoringRule::Snort, ColoringRule::Col] {
                check(&Coloring::parse_graph(rule, &graph).unwrap(), limit);
            }
        }
        _ => {
            let edges: Vec<(usize, usize, Edge)> = (0..input.small(7))
                .map(|_| {
                    let colour = [Edge::Blue, Edge::Red, Edge::Green][input.small(3)];
                    (input.small(5), input.small(5), colour)
                })
                .collect();
            check(&HackenbushGraph::new(&edges).unwrap(), limit);
        }
    }
    // Hostile text: read or refused by every parser, and what is read is solved within a
    // small limit or refused, never a panic.
    let text = input.text(40);
    let mut arena = Arena::new();
    macro_rules! hostile {
        ($($parsed:expr),*) => {$(
            if let Ok(p) = $parsed {
                let _ = Solver::with_limits(&mut arena, combgames::base::Limits::new().steps(200)).value(&p);
            }
        )*};
    }
    hostile!(
        text.parse::<Toads>(),
        text.parse::<Toppling>(),
        text.parse::<Clobber>(),
        text.parse::<Konane>(),
        text.parse::<Cram>(),
        text.parse::<Amazons>(),
        Coloring::parse_grid(ColoringRule::Snort, &text),
        Coloring::parse_grid(ColoringRule::Col, &text),
        Coloring::parse_graph(ColoringRule::Snort, &text),
        text.parse::<Fission>(),
        text.parse::<SkiJumps>(),
        text.parse::<NoGo>(),
        text.parse::<Wythoff>()
    );
    // A random graph, its vertex numbers unchecked: built or refused with a typed error.
    let count = input.small(6);
    let neighbours: Vec<Vec<usize>> = (0..count)
        .map(|_| (0..input.small(3)).map(|_| input.small(8)).collect())
        .collect();
    let coloured = [(input.small(8), Player::Left)];
    if let Ok(g) = Coloring::on_graph(ColoringRule::Snort, &neighbours, &coloured) {
        let _ =
            Solver::with_limits(&mut arena, combgames::base::Limits::new().steps(200)).value(&g);
    }
    let edges = [(input.small(300), input.small(300), Edge::Green)];
    if let Ok(g) = HackenbushGraph::new(&edges) {
        let _ =
            Solver::with_limits(&mut arena, combgames::base::Limits::new().steps(200)).value(&g);
    }
}
