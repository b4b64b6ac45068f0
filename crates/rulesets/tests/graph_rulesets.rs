//! Partizan Arc Kayles and Childish Hackenbush against their twins: plain recursion over the
//! exact edge lists, straight from the rules (no components, no renumbering, no keys); all
//! green Partizan Arc Kayles against Arc Kayles (Dawson's Kayles `.07` on paths, by
//! `combgames_grundy`); the images of a graph under relabelling; the labelled graph text.

use std::collections::HashMap;

use combgames_base::Limits;
use combgames_grundy::OctalGame;
use combgames_partizan::{Arena, Error, GameId, GraphFault, PositionError};
use combgames_rulesets::{
    Domineering, Edge, Graph, GraphKayles, HackenbushGraph, LabelledGraph, PartizanArcKayles,
    Solver,
};
use proptest::prelude::*;

mod common;
use common::grounded;

/// Edge labels by number: 0 Left's (blue), 1 Right's (red), 2 both's (green).
const LABELS: [Edge; 3] = [Edge::Blue, Edge::Red, Edge::Green];

type Memo = HashMap<Vec<(usize, usize, u8)>, GameId>;

fn value_of<P: combgames_rulesets::Position>(arena: &mut Arena, position: &P) -> GameId {
    Solver::new(arena).value(position).unwrap()
}

/// Partizan Arc Kayles by its rules: a player takes an edge of his label or a green one, and
/// every edge meeting one of its ends goes.
fn arc_twin(arena: &mut Arena, memo: &mut Memo, edges: &[(usize, usize, u8)]) -> GameId {
    if let Some(&g) = memo.get(edges) {
        return g;
    }
    let mut sides = [Vec::new(), Vec::new()];
    for (side, options) in sides.iter_mut().enumerate() {
        for &(u, v, label) in edges {
            if usize::from(label) != side && label != 2 {
                continue;
            }
            let rest: Vec<_> = edges
                .iter()
                .copied()
                .filter(|&(a, b, _)| ![a, b].iter().any(|&x| x == u || x == v))
                .collect();
            options.push(arc_twin(arena, memo, &rest));
        }
    }
    let g = arena.game(&sides[0], &sides[1]).unwrap();
    memo.insert(edges.to_vec(), g);
    g
}

/// Childish Hackenbush by its rules: a player cuts an edge of his colour or a green one, and
/// only if every other edge keeps a path to the ground.
fn childish_twin(arena: &mut Arena, memo: &mut Memo, edges: &[(usize, usize, u8)]) -> GameId {
    if let Some(&g) = memo.get(edges) {
        return g;
    }
    let mut sides = [Vec::new(), Vec::new()];
    for (side, options) in sides.iter_mut().enumerate() {
        for i in 0..edges.len() {
            if usize::from(edges[i].2) != side && edges[i].2 != 2 {
                continue;
            }
            let mut rest = edges.to_vec();
            rest.remove(i);
            if grounded(&rest).len() == rest.len() {
                options.push(childish_twin(arena, memo, &rest));
            }
        }
    }
    let g = arena.game(&sides[0], &sides[1]).unwrap();
    memo.insert(edges.to_vec(), g);
    g
}

fn labelled(edges: &[(usize, usize, u8)]) -> Vec<(usize, usize, Edge)> {
    edges
        .iter()
        .map(|&(u, v, c)| (u, v, LABELS[usize::from(c)]))
        .collect()
}

/// Random edges on up to 7 vertices, no loops.
fn arc_edges() -> impl Strategy<Value = Vec<(usize, usize, u8)>> {
    prop::collection::vec((0usize..7, 0usize..7, 0u8..3), 0..=10).prop_map(|edges| {
        edges
            .into_iter()
            .filter(|&(u, v, _)| u != v)
            .collect::<Vec<_>>()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn partizan_arc_kayles_plays_its_rules(edges in arc_edges()) {
        let graph = LabelledGraph::new(7, &labelled(&edges)).unwrap();
        let position = PartizanArcKayles::new(&graph).unwrap();
        let mut arena = Arena::new();
        let expected = arc_twin(&mut arena, &mut HashMap::new(), &edges);
        prop_assert_eq!(value_of(&mut arena, &position), expected, "{}", position);
        // The printed position reads back to itself.
        let again: PartizanArcKayles = position.to_string().parse().unwrap();
        prop_assert_eq!(&again, &position);
    }

    #[test]
    fn partizan_arc_kayles_is_unchanged_by_relabelling_and_negated_by_swapping(
        edges in arc_edges(),
        order in Just((0..7).collect::<Vec<usize>>()).prop_shuffle(),
    ) {
        let mut arena = Arena::new();
        let value = |arena: &mut Arena, edges: &[(usize, usize, u8)]| {
            let graph = LabelledGraph::new(7, &labelled(edges)).unwrap();
            value_of(arena, &PartizanArcKayles::new(&graph).unwrap())
        };
        let g = value(&mut arena, &edges);
        let moved: Vec<_> = edges.iter().map(|&(u, v, c)| (order[u], order[v], c)).collect();
        prop_assert_eq!(value(&mut arena, &moved), g);
        let swapped: Vec<_> = edges.iter().map(|&(u, v, c)| (u, v, [1, 0, 2][usize::from(c)])).collect();
        let negative = value(&mut arena, &swapped);
        prop_assert_eq!(negative, arena.neg(g).unwrap());
    }

    #[test]
    fn all_green_partizan_arc_kayles_is_arc_kayles(edges in arc_edges()) {
        let green: Vec<_> = edges.iter().map(|&(u, v, _)| (u, v, 2)).collect();
        let graph = LabelledGraph::new(7, &labelled(&green)).unwrap();
        let mut arena = Arena::new();
        let g = value_of(&mut arena, &PartizanArcKayles::new(&graph).unwrap());
        let mut neighbours = vec![Vec::new(); 7];
        for &(u, v, _) in &edges {
            neighbours[u].push(v);
        }
        let plain = Graph::new(&neighbours).unwrap();
        let n = GraphKayles::arc(plain).nimber(Limits::new()).unwrap();
        prop_assert_eq!(Ok(g), arena.nimber(u64::from(n)));
    }

    #[test]
    fn childish_hackenbush_plays_its_rules(
        edges in prop::collection::vec((0usize..5, 0usize..5, 0u8..3), 0..=7),
        order in Just((1..5).collect::<Vec<usize>>()).prop_shuffle(),
    ) {
        let picture = HackenbushGraph::new(&labelled(&edges)).unwrap().childish();
        let mut arena = Arena::new();
        let expected = childish_twin(&mut arena, &mut HashMap::new(), &grounded(&edges));
        prop_assert_eq!(value_of(&mut arena, &picture), expected, "{}", picture);
        // The same picture with its vertices above the ground renumbered.
        let at = |v: usize| if v == 0 { 0 } else { order[v - 1] };
        let moved: Vec<_> = edges.iter().map(|&(u, v, c)| (at(u), at(v), c)).collect();
        let moved = HackenbushGraph::new(&labelled(&moved)).unwrap().childish();
        prop_assert_eq!(value_of(&mut arena, &moved), expected);
    }
}

/// The labelled graph of a Domineering board: its empty cells, each joined to the cell below
/// by a Left edge (a vertical domino) and to the cell on its right by a Right edge.
fn domineering_graph(rows: usize, cols: usize, empty: &[bool]) -> String {
    let mut edges = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            let v = r * cols + c;
            if !empty[v] {
                continue;
            }
            if r + 1 < rows && empty[v + cols] {
                edges.push(format!("{v}-{}:L", v + cols));
            }
            if c + 1 < cols && empty[v + 1] {
                edges.push(format!("{v}-{}:R", v + 1));
            }
        }
    }
    format!("{}: {}", rows * cols, edges.join(", "))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    /// Placing a domino takes two adjacent cells, and every domino that would cover one of
    /// them: Domineering is Partizan Arc Kayles on the grid, vertical edges Left's. Held
    /// against the Domineering value search, a program of its own on bit boards.
    #[test]
    fn domineering_is_partizan_arc_kayles_on_the_grid(
        rows in 1usize..=4,
        cols in 1usize..=4,
        cells in prop::collection::vec(prop::bool::weighted(0.8), 16),
    ) {
        let empty = &cells[..rows * cols];
        let board: Vec<String> = empty
            .chunks(cols)
            .map(|row| row.iter().map(|&e| if e { '.' } else { '#' }).collect())
            .collect();
        let board: Domineering = board.join("|").parse().unwrap();
        let graph: PartizanArcKayles = domineering_graph(rows, cols, empty).parse().unwrap();
        let mut arena = Arena::new();
        let expected = board.value(&mut arena).unwrap();
        prop_assert_eq!(value_of(&mut arena, &graph), expected);
    }
}

#[test]
fn all_green_paths_are_dawsons_kayles() {
    // Arc Kayles on a path of n vertices is Dawson's Kayles (.07) heap n: a move takes two
    // adjacent vertices and may split the rest in two. Its values: Winning Ways ch. 4 (and
    // OEIS A002187, Dawson's chess, shifted by one), here by combgames_grundy's sequence.
    let game: OctalGame = ".07".parse().unwrap();
    let dawson = game.grundy_values(24).unwrap().values();
    assert_eq!(&dawson[..10], [0, 0, 1, 1, 2, 0, 3, 1, 1, 0]);
    let mut arena = Arena::new();
    for (n, &nimber) in dawson.iter().enumerate().skip(1) {
        let path: PartizanArcKayles = format!("path {n}").parse().unwrap();
        let g = value_of(&mut arena, &path);
        assert_eq!(Ok(g), arena.nimber(u64::from(nimber)), "path {n}");
    }
}

#[test]
fn one_players_graph_is_its_largest_matching() {
    // Only Left can move: the value is the most edges Left can take one after another, a
    // largest matching: floor(n/2) on a path of n, 3 on the 2 x 3 grid, 1 on a star.
    let mut arena = Arena::new();
    for (text, moves) in [
        ("path 7:L", 3),
        ("path 8:L", 4),
        ("grid 2x3:L", 3),
        ("4: 0-1:L, 0-2:L, 0-3:L", 1),
        ("complete 5:L", 2),
    ] {
        let g = value_of(&mut arena, &text.parse::<PartizanArcKayles>().unwrap());
        assert_eq!(arena.to_text(g).unwrap(), moves.to_string(), "{text}");
        let right = text.replace(":L", ":R");
        let g = value_of(&mut arena, &right.parse::<PartizanArcKayles>().unwrap());
        assert_eq!(arena.to_text(g).unwrap(), format!("-{moves}"), "{right}");
    }
}

#[test]
fn childish_stalks_and_trees() {
    // In Childish Hackenbush only a top edge of a stalk may be cut: a blue stalk of n edges
    // is n as in Hackenbush, a green one alternates * and 0 (not *n), and a blue edge under
    // a red one is 0 (Left's edge is held by Right's), not the 1/2 of Hackenbush.
    let mut arena = Arena::new();
    let stalk = |colour: char, n: usize| -> String {
        let chain: Vec<String> = (0..=n).map(|v| v.to_string()).collect();
        format!("{}: {}:{colour}", n + 1, chain.join("-"))
    };
    for n in 1..=6 {
        let blue: HackenbushGraph = stalk('L', n).parse().unwrap();
        let g = value_of(&mut arena, &blue.childish());
        assert_eq!(arena.to_text(g).unwrap(), n.to_string());
        let green: HackenbushGraph = stalk('G', n).parse().unwrap();
        let g = value_of(&mut arena, &green.childish());
        assert_eq!(
            arena.to_text(g).unwrap(),
            if n % 2 == 1 { "*" } else { "0" }
        );
    }
    let held: HackenbushGraph = "3: 0-1:L, 1-2:R".parse().unwrap();
    let g = value_of(&mut arena, &held.clone().childish());
    assert_eq!(arena.to_text(g).unwrap(), "0");
    let g = value_of(&mut arena, &held);
    assert_eq!(arena.to_text(g).unwrap(), "1/2");
    // Edges that all stand on the ground: nothing can fall, the two rules agree.
    let flat: HackenbushGraph = "4: 0-1:L, 0-2:R, 0-3:G, 0-0:L".parse().unwrap();
    let (a, b) = (
        value_of(&mut arena, &flat.clone().childish()),
        value_of(&mut arena, &flat),
    );
    assert_eq!(a, b);
    assert_eq!(arena.to_text(a).unwrap(), "1*");
}

#[test]
fn bad_labelled_graphs_are_typed_errors_with_positions() {
    let at = |line, column, fault| {
        Err::<PartizanArcKayles, _>(Error::Position(PositionError::Graph {
            line,
            column,
            fault,
        }))
    };
    assert_eq!(
        "3: 0-1:L\n1-1:R".parse::<PartizanArcKayles>(),
        at(2, 3, GraphFault::SelfLoop(1))
    );
    assert_eq!(
        "3: 0-1:B".parse::<PartizanArcKayles>(),
        at(1, 8, GraphFault::Expected("a label: L, R or G"))
    );
    assert_eq!(
        "path 3 :".parse::<PartizanArcKayles>(),
        at(1, 9, GraphFault::Expected("a label: L, R or G"))
    );
    assert_eq!(
        "3: 0-3:L".parse::<PartizanArcKayles>(),
        at(
            1,
            6,
            GraphFault::NoSuchVertex {
                vertex: 3,
                count: 3
            }
        )
    );
    // Hackenbush pictures may have loops; plain graphs take no labels.
    assert!("2: 0-1:L, 1-1:R".parse::<HackenbushGraph>().is_ok());
    let plain = Graph::parse("3: 0-1:L");
    assert!(
        matches!(
            plain,
            Err(Error::Position(PositionError::Graph {
                line: 1,
                column: 7,
                ..
            }))
        ),
        "{plain:?}"
    );
    // A loop built in code is refused too, and more than 128 vertices at once.
    let looped = LabelledGraph::new(1, &[(0, 0, Edge::Green)]).unwrap();
    assert_eq!(
        PartizanArcKayles::new(&looped),
        Err(Error::Position(PositionError::SelfLoop { vertex: 0 }))
    );
    assert!(LabelledGraph::parse("129: 0-1").is_err());
    // A Hackenbush picture of 128 edges in a path has 129 vertices: its text reads back.
    let path: Vec<(usize, usize, Edge)> = (0..128).map(|v| (v, v + 1, Edge::Blue)).collect();
    let picture = HackenbushGraph::new(&path).unwrap();
    let text = picture.to_string();
    assert!(text.starts_with("129: 0-1:L, 1-2:L"), "{text}");
    assert_eq!(text.parse::<HackenbushGraph>(), Ok(picture));
    assert!("258: 0-1:L".parse::<HackenbushGraph>().is_err());
    assert!("257: 0-256:L".parse::<HackenbushGraph>().is_ok());
}
