//! Node Kayles and Arc Kayles against their twins: the octal games they are on paths
//! (Dawson's chess `.137` and Dawson's Kayles `.07`, by `combgames_grundy`'s sequences), and
//! the definition (a plain mex over vertex sets) on random small graphs; the graph text's
//! refusals with their line and column.

use combgames_base::Limits;
use combgames_grundy::OctalGame;
use combgames_partizan::{Error, GraphFault, PositionError};
use combgames_rulesets::{Graph, GraphKayles, KaylesRule, MAX_VERTICES};
use combgames_search::NimberSearch;
use proptest::prelude::*;

fn values(code: &str, n: usize) -> Vec<u32> {
    let game: OctalGame = code.parse().unwrap();
    game.grundy_values(n).unwrap().values()
}

#[test]
fn on_paths_they_are_dawsons_chess_and_dawsons_kayles() {
    let chess = values(".137", 40);
    let dawson = values(".07", 40);
    for n in 1..=40 {
        let path = Graph::parse(&format!("path {n}")).unwrap();
        let node = GraphKayles::node(path.clone()).nimber(Limits::new());
        assert_eq!(node, Ok(chess[n]), "Node Kayles on a path of {n}");
        let arc = GraphKayles::arc(path).nimber(Limits::new());
        assert_eq!(arc, Ok(dawson[n]), "Arc Kayles on a path of {n}");
    }
    // Node Kayles on a path is not Kayles (.77): two vertices are *1, two pins *2.
    assert_eq!(values(".77", 2)[2], 2);
    assert_eq!(
        GraphKayles::node(Graph::parse("path 2").unwrap()).nimber(Limits::new()),
        Ok(1)
    );
}

#[test]
fn on_cycles_the_first_move_leaves_a_path() {
    // A cycle of n: every Node Kayles move leaves a path of n - 3, every Arc Kayles move a
    // path of n - 2; the nimber is the mex of that one value.
    let chess = values(".137", 40);
    let dawson = values(".07", 40);
    let mex = |v: u32| u32::from(v == 0);
    for n in 3..=40 {
        let cycle = Graph::parse(&format!("cycle {n}")).unwrap();
        assert_eq!(
            GraphKayles::node(cycle.clone()).nimber(Limits::new()),
            Ok(mex(chess[n - 3]))
        );
        assert_eq!(
            GraphKayles::arc(cycle).nimber(Limits::new()),
            Ok(mex(dawson[n - 2]))
        );
    }
}

/// The nimber of the vertex set `set` of `graph` by the definition: the mex over the moves of
/// the rest's nimber (no parts, no keys), memoised by set.
fn by_definition(
    graph: &Graph,
    rule: KaylesRule,
    set: u32,
    memo: &mut std::collections::HashMap<u32, u32>,
) -> u32 {
    if let Some(&n) = memo.get(&set) {
        return n;
    }
    let mut reached = Vec::new();
    for v in (0..graph.len()).filter(|&v| set >> v & 1 == 1) {
        match rule {
            KaylesRule::Node => {
                let mut rest = set & !(1 << v);
                for u in graph.neighbours(v) {
                    rest &= !(1 << u);
                }
                reached.push(by_definition(graph, rule, rest, memo));
            }
            KaylesRule::Arc => {
                for u in graph.neighbours(v).filter(|&u| u > v && set >> u & 1 == 1) {
                    let rest = set & !(1 << v) & !(1 << u);
                    reached.push(by_definition(graph, rule, rest, memo));
                }
            }
        }
    }
    let most = u32::try_from(reached.len()).unwrap();
    let n = (0..=most).find(|h| !reached.contains(h)).unwrap();
    memo.insert(set, n);
    n
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_graphs_equal_the_definition(n in 1usize..=11, edges in proptest::collection::vec((0usize..11, 0usize..11), 0..24)) {
        let mut neighbours = vec![Vec::new(); n];
        for (u, v) in edges {
            if u < n && v < n && u != v {
                neighbours[u].push(v);
            }
        }
        let graph = Graph::new(&neighbours).unwrap();
        for rule in [KaylesRule::Node, KaylesRule::Arc] {
            let expected = by_definition(&graph, rule, (1 << n) - 1, &mut std::collections::HashMap::new());
            let found = GraphKayles::new(graph.clone(), rule).nimber(Limits::new());
            prop_assert_eq!(found, Ok(expected), "{:?}", rule);
        }
    }
}

/// The connected parts of the vertex set `set` of `graph`.
fn connected_parts(graph: &Graph, mut set: u32) -> Vec<u32> {
    let mut parts = Vec::new();
    while set != 0 {
        let mut part = set & set.wrapping_neg();
        let mut frontier = part;
        while frontier != 0 {
            let v = frontier.trailing_zeros() as usize;
            frontier &= frontier - 1;
            for u in graph.neighbours(v) {
                if set >> u & 1 == 1 && part >> u & 1 == 0 {
                    part |= 1 << u;
                    frontier |= 1 << u;
                }
            }
        }
        set &= !part;
        parts.push(part);
    }
    parts
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// On a grid graph parts are keyed by their shape up to the square's symmetries: one
    /// search (one table) values many vertex sets of one grid, each equal to the definition.
    #[test]
    fn vertex_sets_of_grids_equal_the_definition(
        rows in 2usize..=4,
        cols in 2usize..=4,
        sets in proptest::collection::vec(any::<u16>(), 1..40),
    ) {
        let grid = Graph::parse(&format!("grid {rows}x{cols}")).unwrap();
        let all = (1u32 << (rows * cols)) - 1;
        for rule in [KaylesRule::Node, KaylesRule::Arc] {
            let game = GraphKayles::new(grid.clone(), rule);
            let mut search = NimberSearch::new(game, Limits::new()).unwrap();
            let mut memo = std::collections::HashMap::new();
            for &set in &sets {
                let set = u32::from(set) & all;
                let expected = by_definition(&grid, rule, set, &mut memo);
                // The search values connected parts: the set's, nim-added.
                let mut found = Ok(0);
                for part in connected_parts(&grid, set) {
                    let n = search.nimber::<Error>(&u128::from(part));
                    found = found.and_then(|sum| n.map(|n| sum ^ n));
                }
                prop_assert_eq!(found, Ok(expected), "{:?} {:b}", rule, set);
            }
        }
    }
}

/// Grid graphs key parts by shape: a T of four cells and its images elsewhere on the board
/// share one key; a graph not numbered as a grid keys the same T by its vertices.
#[test]
fn parts_of_grids_share_keys_by_shape() {
    use combgames_search::NimberRules;
    let grid = GraphKayles::node(Graph::parse("grid 3x4").unwrap());
    // 0 1 2 3 / 4 5 6 7 / 8 9 10 11: the T {0, 1, 2, 5}, moved, turned upside down, and
    // turned a quarter.
    let cells = |list: &[u32]| list.iter().fold(0u128, |set, &c| set | 1 << c);
    let key = grid.key(&cells(&[0, 1, 2, 5]));
    assert_eq!(key.parts().0, 3);
    assert_eq!(grid.key(&cells(&[1, 2, 3, 6])), key);
    assert_eq!(grid.key(&cells(&[8, 9, 10, 5])), key);
    assert_eq!(grid.key(&cells(&[0, 4, 8, 5])), key);
    assert_ne!(grid.key(&cells(&[0, 1, 2, 5, 9])), key);
    // The same 3 x 4 grid with two vertices' numbers swapped is no longer numbered as one.
    let mut neighbours: Vec<Vec<usize>> = (0..12)
        .map(|v| Graph::parse("grid 3x4").unwrap().neighbours(v).collect())
        .collect();
    neighbours.swap(0, 11);
    for list in &mut neighbours {
        for u in list.iter_mut() {
            *u = match *u {
                0 => 11,
                11 => 0,
                u => u,
            };
        }
    }
    let relabelled = GraphKayles::node(Graph::new(&neighbours).unwrap());
    assert_eq!(relabelled.key(&cells(&[1, 2, 3, 6])).parts().0, 0);
    // Paths keep their own kind on grids too.
    assert_eq!(grid.key(&cells(&[0, 1, 2])).parts(), (1, 3));
    // Boxes past 64 cells, up to 112: the 9 x 9 board less a corner, less the opposite one.
    let big = GraphKayles::node(Graph::parse("grid 9x9").unwrap());
    let all = (1u128 << 81) - 1;
    let less_corner = big.key(&(all & !1));
    assert_eq!(less_corner.parts().0, 3);
    assert_eq!(big.key(&(all & !(1 << 80))), less_corner);
    assert_eq!(big.key(&(all & !(1 << 8))), less_corner);
    assert_ne!(big.key(&(all & !2)), less_corner);
    // Past 112 cells: the vertices themselves (an 11 x 11 grid less a corner).
    let larger = GraphKayles::node(Graph::parse("grid 11x11").unwrap());
    assert_eq!(
        larger.key(&((1u128 << 121) - 2)).parts(),
        (0, (1u128 << 121) - 2)
    );
}

#[test]
fn grids_and_complete_graphs() {
    // Complete graphs: Node Kayles takes all (*1); Arc Kayles takes two vertices, leaving the
    // complete graph on n - 2.
    for n in 1..=12 {
        let k = Graph::parse(&format!("complete {n}")).unwrap();
        assert_eq!(GraphKayles::node(k.clone()).nimber(Limits::new()), Ok(1));
        assert_eq!(
            GraphKayles::arc(k).nimber(Limits::new()),
            Ok(u32::from(n / 2 % 2 == 1))
        );
    }
    // A grid of one row is a path; a 2 x 2 grid is a cycle of four.
    assert_eq!(
        Graph::parse("grid 1x9").unwrap(),
        Graph::parse("path 9").unwrap()
    );
    assert_eq!(
        Graph::parse("grid 2x2").unwrap(),
        Graph::parse("4: 0-1-3-2-0").unwrap()
    );
    assert_eq!(Graph::parse("empty 5").unwrap().len(), 5);
}

fn fault(text: &str) -> (usize, usize, GraphFault) {
    match Graph::parse(text) {
        Err(Error::Position(PositionError::Graph {
            line,
            column,
            fault,
        })) => (line, column, fault),
        other => panic!("{text:?}: {other:?}"),
    }
}

#[test]
fn bad_text_is_refused_with_its_line_and_column() {
    assert_eq!(fault("3: 0-1\n  2-2"), (2, 5, GraphFault::SelfLoop(2)));
    assert_eq!(
        fault("3: 0-1, 1-7"),
        (
            1,
            11,
            GraphFault::NoSuchVertex {
                vertex: 7,
                count: 3
            }
        )
    );
    assert_eq!(
        fault("3 0-1"),
        (1, 3, GraphFault::Expected("':' after the vertex count"))
    );
    assert_eq!(
        fault("3: 0-1 2"),
        (1, 9, GraphFault::Expected("'-' and a second vertex"))
    );
    assert_eq!(fault("3: 0-"), (1, 6, GraphFault::Expected("a number")));
    assert_eq!(
        fault("# only a comment\n"),
        (2, 1, GraphFault::Expected("a number"))
    );
    assert_eq!(
        fault("cycle 2"),
        (1, 7, GraphFault::Expected("at least 3 vertices"))
    );
    assert_eq!(
        fault("grid 3 4"),
        (1, 7, GraphFault::Expected("'x' between rows and columns"))
    );
    assert!(matches!(fault("tree 4").2, GraphFault::Expected(_)));
    assert_eq!(
        fault("path 99999999999999999999999"),
        (
            1,
            6,
            GraphFault::TooManyVertices {
                count: usize::MAX,
                max: MAX_VERTICES
            }
        )
    );
    assert_eq!(
        fault("grid 12x12"),
        (
            1,
            6,
            GraphFault::TooManyVertices {
                count: 144,
                max: MAX_VERTICES
            }
        )
    );
    assert_eq!(
        fault("path 3 junk"),
        (1, 8, GraphFault::Expected("the end of the graph"))
    );
    // A line and column counted in characters, after a non-ASCII comment.
    assert_eq!(
        fault("# é\n2: 0-2"),
        (
            2,
            6,
            GraphFault::NoSuchVertex {
                vertex: 2,
                count: 2
            }
        )
    );
}

#[test]
fn the_largest_graphs_are_played() {
    let path = Graph::parse("path 128").unwrap();
    let chess = values(".137", 128);
    assert_eq!(
        GraphKayles::node(path.clone()).nimber(Limits::new()),
        Ok(chess[128])
    );
    let dawson = values(".07", 128);
    assert_eq!(
        GraphKayles::arc(path).nimber(Limits::new()),
        Ok(dawson[128])
    );
}
