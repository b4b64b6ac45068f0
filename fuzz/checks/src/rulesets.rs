//! The rulesets on the framework: boards from bytes (every ruleset, the Clobber family, Wythoff
//! piles, subtraction heaps and tinted paths too), the search against plain recursion over the
//! same rules (no components, no keys), and hostile text and graphs; Cram's nimber search
//! against the framework, and the graph text with Node and Arc Kayles against the definition.

use combgames::partizan::rulesets::{
    Amazons, Clobber, ClobberPiece, Coloring, ColoringRule, Cram, Fission, Graph, GraphKayles,
    HackenbushGraph, KaylesRule, Konane, LabelledGraph, NoGo, PartizanArcKayles,
    PartizanSubtraction, Player, Position, SkiJumps, Solver, Toads, Toppling, Wythoff,
};
use combgames::partizan::{Arena, Edge, Error, PositionError};

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
    match input.small(16) {
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
        4 => {
            let cram = board(&mut input, b".#", false).parse::<Cram>().unwrap();
            check(&cram, limit);
            // The nimber search equals the framework's value.
            let nimber = cram.nimber(combgames::base::Limits::new()).unwrap();
            let mut arena = Arena::new();
            let value = Solver::new(&mut arena).value(&cram).unwrap();
            assert_eq!(arena.to_text(value).unwrap(), star(nimber), "{cram}");
        }
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
        14 => {
            let edges: Vec<(usize, usize, Edge)> = (0..input.small(7))
                .map(|_| {
                    let colour = [Edge::Blue, Edge::Red, Edge::Green][input.small(3)];
                    (input.small(5), input.small(5), colour)
                })
                .collect();
            let picture = HackenbushGraph::new(&edges).unwrap();
            check(&picture, limit);
            check(&picture.childish(), limit);
        }
        _ => {
            let edges: Vec<(usize, usize, Edge)> = (0..input.small(9))
                .map(|_| {
                    let colour = [Edge::Blue, Edge::Red, Edge::Green][input.small(3)];
                    (input.small(6), input.small(6), colour)
                })
                .filter(|&(u, v, _)| u != v)
                .collect();
            let graph = LabelledGraph::new(6, &edges).unwrap();
            check(&PartizanArcKayles::new(&graph).unwrap(), limit);
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
        text.parse::<Wythoff>(),
        text.parse::<PartizanArcKayles>(),
        text.parse::<HackenbushGraph>(),
        text.parse::<HackenbushGraph>()
            .map(HackenbushGraph::childish)
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
    graphs(&mut input, &text);
}

/// `*n` as the arena prints it (`0` for `*0`).
fn star(n: u32) -> String {
    match n {
        0 => "0".into(),
        1 => "*".into(),
        n => format!("*{n}"),
    }
}

/// The graph text: hostile text read or refused (a refusal names a line and column), and
/// text written from bytes (an edge list with separators, comments and chains) read as the
/// graph it describes; Node and Arc Kayles on it equal the mex by the definition.
fn graphs(input: &mut Input, hostile: &str) {
    let small = combgames::base::Limits::new().steps(300);
    if let Ok(g) = Graph::parse(hostile) {
        for rule in [KaylesRule::Node, KaylesRule::Arc] {
            match GraphKayles::new(g.clone(), rule).nimber(small) {
                Ok(_) | Err(Error::Exceeded(_)) => {}
                Err(e) => panic!("{hostile:?}: {e}"),
            }
        }
    } else if let Err(e) = Graph::parse(hostile) {
        assert!(
            matches!(e, Error::Position(PositionError::Graph { .. })),
            "{e}"
        );
    }
    let n = 1 + input.small(7);
    let mut neighbours = vec![Vec::new(); n];
    let mut text = format!("{n}:");
    for _ in 0..input.small(9) {
        let (u, v) = (input.small(n), input.small(n));
        if u == v {
            continue;
        }
        neighbours[u].push(v);
        let separator = [" ", ",", ";\n", " # note\n", "  "][input.small(5)];
        text.push_str(&format!("{separator}{u}-{v}"));
    }
    let graph = Graph::parse(&text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
    assert_eq!(graph, Graph::new(&neighbours).unwrap(), "{text:?}");
    // The same edges with labels (loops too) read as the labelled graph they describe.
    let mut labelled = format!("{n}:");
    let mut edges = Vec::new();
    for _ in 0..input.small(9) {
        let (u, v, label) = (input.small(n), input.small(n), input.small(4));
        let separator = [" ", ",", ";\n", " # note\n", "  "][input.small(5)];
        let written = ["", ":L", " : R", ":G"][label];
        labelled.push_str(&format!("{separator}{u}-{v}{written}"));
        edges.push((
            u,
            v,
            [Edge::Green, Edge::Blue, Edge::Red, Edge::Green][label],
        ));
    }
    let read = LabelledGraph::parse(&labelled).unwrap_or_else(|e| panic!("{labelled:?}: {e}"));
    assert_eq!(read, LabelledGraph::new(n, &edges).unwrap(), "{labelled:?}");
    for rule in [KaylesRule::Node, KaylesRule::Arc] {
        let all = (1u32 << n) - 1;
        let expected = mex_by_definition(&graph, rule, all);
        let found = GraphKayles::new(graph.clone(), rule).nimber(combgames::base::Limits::new());
        assert_eq!(found, Ok(expected), "{text:?} {rule:?}");
    }
}

/// Node or Arc Kayles on the vertices `set` of `graph` by the definition (plain recursion).
fn mex_by_definition(graph: &Graph, rule: KaylesRule, set: u32) -> u32 {
    let mut reached = Vec::new();
    for v in (0..graph.len()).filter(|&v| set >> v & 1 == 1) {
        match rule {
            KaylesRule::Node => {
                let rest = graph
                    .neighbours(v)
                    .fold(set & !(1 << v), |r, u| r & !(1 << u));
                reached.push(mex_by_definition(graph, rule, rest));
            }
            KaylesRule::Arc => {
                for u in graph.neighbours(v).filter(|&u| u > v && set >> u & 1 == 1) {
                    reached.push(mex_by_definition(graph, rule, set & !(1 << v | 1 << u)));
                }
            }
        }
    }
    (0..=reached.len() as u32)
        .find(|h| !reached.contains(h))
        .unwrap_or(0)
}
