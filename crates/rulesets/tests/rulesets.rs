//! The rulesets on the framework against their twins: each ruleset's moves played again here
//! on plain boards, straight from its rules, and valued by plain recursion (no components, no
//! symmetries); and the published values.

use std::collections::HashMap;

use combgames_base::Limits;
use combgames_partizan::{Arena, Error, GameId, GraphFault, PositionError};
use combgames_rulesets::{
    Amazons, Clobber, ClobberPiece, Coloring, ColoringRule, Cram, Edge, Fission, Grid,
    HackenbushGraph, Konane, NoGo, Player, Position, SkiJumps, Solver, Toads, Toppling,
};
use proptest::prelude::*;

mod common;
use common::grounded;

/// A plain board: its columns and its cells row by row.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Board {
    cols: usize,
    cells: Vec<u8>,
}

impl Board {
    fn parse(text: &str) -> Board {
        let rows: Vec<&str> = text.split('|').collect();
        Board {
            cols: rows[0].len(),
            cells: rows.concat().into_bytes(),
        }
    }

    /// The cell `(dr, dc)` from `i`, if on the board.
    fn at(&self, i: usize, dr: isize, dc: isize) -> Option<usize> {
        let rows = self.cells.len() / self.cols;
        let r = (i / self.cols).checked_add_signed(dr)?;
        let c = (i % self.cols).checked_add_signed(dc)?;
        (r < rows && c < self.cols).then_some(r * self.cols + c)
    }

    fn with(&self, changes: &[(usize, u8)]) -> Board {
        let mut b = self.clone();
        for &(i, v) in changes {
            b.cells[i] = v;
        }
        b
    }
}

type Moves = fn(&Board, bool) -> Vec<Board>;

/// The value by plain recursion over the rules, remembering exact boards only.
fn twin(
    arena: &mut Arena,
    memo: &mut HashMap<Board, GameId>,
    board: &Board,
    moves: Moves,
) -> GameId {
    if let Some(&g) = memo.get(board) {
        return g;
    }
    let mut sides = [Vec::new(), Vec::new()];
    for (side, left) in [(0, true), (1, false)] {
        for option in moves(board, left) {
            let g = twin(arena, memo, &option, moves);
            sides[side].push(g);
        }
    }
    let g = arena.game(&sides[0], &sides[1]).unwrap();
    memo.insert(board.clone(), g);
    g
}

const ORTHOGONAL: [(isize, isize); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

fn toads(b: &Board, left: bool) -> Vec<Board> {
    toads_jumping(b, left, 1)
}

fn elephants(b: &Board, left: bool) -> Vec<Board> {
    toads_jumping(b, left, 0)
}

fn toads_jumping_three(b: &Board, left: bool) -> Vec<Board> {
    toads_jumping(b, left, 3)
}

/// A toad steps right into an empty cell, or for some `m` in `1..=k` jumps `m` frogs in a
/// row into the empty cell just past them; frogs the same to the left.
fn toads_jumping(b: &Board, left: bool, k: isize) -> Vec<Board> {
    let (me, them, d) = if left {
        (b'T', b'F', 1)
    } else {
        (b'F', b'T', -1)
    };
    let mut out = Vec::new();
    for i in 0..b.cells.len() {
        if b.cells[i] != me {
            continue;
        }
        for m in 0..=k {
            let over = (1..=m).all(|s| b.at(i, 0, s * d).is_some_and(|j| b.cells[j] == them));
            if let Some(to) = b.at(i, 0, (m + 1) * d).filter(|&j| b.cells[j] == b'.')
                && over
            {
                out.push(b.with(&[(i, b'.'), (to, me)]));
            }
        }
    }
    out
}

fn toppling(b: &Board, left: bool) -> Vec<Board> {
    let me = if left { b'L' } else { b'R' };
    let mut out = Vec::new();
    for i in 0..b.cells.len() {
        if b.cells[i] == me || b.cells[i] == b'G' {
            // Toppled right: the dominoes to its left stay; toppled left: those to its right.
            for kept in [&b.cells[..i], &b.cells[i + 1..]] {
                out.push(Board {
                    cols: kept.len().max(1),
                    cells: kept.to_vec(),
                });
            }
        }
    }
    out
}

fn clobber(b: &Board, left: bool) -> Vec<Board> {
    let (me, them) = if left { (b'x', b'o') } else { (b'o', b'x') };
    let mut out = Vec::new();
    for i in (0..b.cells.len()).filter(|&i| b.cells[i] == me) {
        for (dr, dc) in ORTHOGONAL {
            if let Some(j) = b.at(i, dr, dc).filter(|&j| b.cells[j] == them) {
                out.push(b.with(&[(i, b'.'), (j, me)]));
            }
        }
    }
    out
}

/// Clobber with `piece`: a stone moves in any of `steps`, one cell, or with `slide` across
/// empty cells, onto the first cell that is not empty; it must be the opponent's.
fn clobber_moving(b: &Board, left: bool, steps: &[(isize, isize)], slide: bool) -> Vec<Board> {
    let (me, them) = if left { (b'x', b'o') } else { (b'o', b'x') };
    let mut out = Vec::new();
    for i in (0..b.cells.len()).filter(|&i| b.cells[i] == me) {
        for &(dr, dc) in steps {
            let mut to = b.at(i, dr, dc);
            while slide && to.is_some_and(|j| b.cells[j] == b'.') {
                to = to.and_then(|j| b.at(j, dr, dc));
            }
            if let Some(j) = to.filter(|&j| b.cells[j] == them) {
                out.push(b.with(&[(i, b'.'), (j, me)]));
            }
        }
    }
    out
}

const EIGHT: [(isize, isize); 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

fn clobber_kings(b: &Board, left: bool) -> Vec<Board> {
    clobber_moving(b, left, &EIGHT, false)
}

fn clobber_rooks(b: &Board, left: bool) -> Vec<Board> {
    clobber_moving(b, left, &ORTHOGONAL, true)
}

fn clobber_queens(b: &Board, left: bool) -> Vec<Board> {
    clobber_moving(b, left, &EIGHT, true)
}

/// Fission: a stone whose two neighbours in the mover's direction (Left: above and below;
/// Right: left and right) are empty cells becomes two stones there.
fn fission(b: &Board, left: bool) -> Vec<Board> {
    let (d1, d2) = if left {
        ((-1, 0), (1, 0))
    } else {
        ((0, -1), (0, 1))
    };
    let mut out = Vec::new();
    for i in (0..b.cells.len()).filter(|&i| b.cells[i] == b'x') {
        let a = b.at(i, d1.0, d1.1).filter(|&j| b.cells[j] == b'.');
        let c = b.at(i, d2.0, d2.1).filter(|&j| b.cells[j] == b'.');
        if let (Some(a), Some(c)) = (a, c) {
            out.push(b.with(&[(i, b'.'), (a, b'x'), (c, b'x')]));
        }
    }
    out
}

/// Ski Jumps: a skier slides east (Left) or west (Right) over empty cells, stopping on any of
/// them or leaving the board past an empty way; a jumper jumps an opponent's skier just
/// below it into the empty cell below that, and the skier jumped becomes a slipper. A skier
/// that leaves is dropped: the board keeps its shape.
fn ski_jumps(b: &Board, left: bool) -> Vec<Board> {
    // Mine (jumper, slipper), theirs (jumper, slipper), the way east.
    let (mine, theirs, d) = if left {
        ([b'L', b'l'], [b'R', b'r'], 1)
    } else {
        ([b'R', b'r'], [b'L', b'l'], -1)
    };
    let mut out = Vec::new();
    for i in (0..b.cells.len()).filter(|&i| mine.contains(&b.cells[i])) {
        let me = b.cells[i];
        for k in 1.. {
            match b.at(i, 0, k * d) {
                Some(j) if b.cells[j] == b'.' => out.push(b.with(&[(i, b'.'), (j, me)])),
                Some(_) => break,
                None => {
                    out.push(b.with(&[(i, b'.')]));
                    break;
                }
            }
        }
        if me == mine[0] {
            if let (Some(j), Some(l)) = (b.at(i, 1, 0), b.at(i, 2, 0)) {
                if theirs.contains(&b.cells[j]) && b.cells[l] == b'.' {
                    out.push(b.with(&[(i, b'.'), (j, theirs[1]), (l, me)]));
                }
            }
        }
    }
    out
}

/// `NoGo`: a stone on an empty point, unless afterwards a group without a liberty holds the new
/// stone or touches it (a capture, or suicide). The groups are labelled over the whole board.
fn nogo(b: &Board, left: bool) -> Vec<Board> {
    let me = if left { b'x' } else { b'o' };
    let mut out = Vec::new();
    for p in (0..b.cells.len()).filter(|&p| b.cells[p] == b'.') {
        let after = b.with(&[(p, me)]);
        // Label every group, and note which have a liberty.
        let mut label = vec![usize::MAX; after.cells.len()];
        let mut breathing = Vec::new();
        for start in 0..after.cells.len() {
            let colour = after.cells[start];
            if (colour != b'x' && colour != b'o') || label[start] != usize::MAX {
                continue;
            }
            let id = breathing.len();
            let (mut stack, mut free) = (vec![start], false);
            label[start] = id;
            while let Some(i) = stack.pop() {
                for (dr, dc) in ORTHOGONAL {
                    if let Some(j) = after.at(i, dr, dc) {
                        free |= after.cells[j] == b'.';
                        if after.cells[j] == colour && label[j] == usize::MAX {
                            label[j] = id;
                            stack.push(j);
                        }
                    }
                }
            }
            breathing.push(free);
        }
        let touched = std::iter::once(p).chain(
            ORTHOGONAL
                .iter()
                .filter_map(|&(dr, dc)| after.at(p, dr, dc)),
        );
        if touched
            .filter(|&i| label[i] != usize::MAX)
            .all(|i| breathing[label[i]])
        {
            out.push(after);
        }
    }
    out
}

fn konane(b: &Board, left: bool) -> Vec<Board> {
    let (me, them) = if left { (b'x', b'o') } else { (b'o', b'x') };
    let mut out = Vec::new();
    for i in (0..b.cells.len()).filter(|&i| b.cells[i] == me) {
        for (dr, dc) in ORTHOGONAL {
            let mut now = b.clone();
            let mut at = i;
            while let Some(over) = now.at(at, dr, dc) {
                let Some(to) = now.at(over, dr, dc) else {
                    break;
                };
                if now.cells[over] != them || now.cells[to] != b'.' {
                    break;
                }
                now = now.with(&[(at, b'.'), (over, b'.'), (to, me)]);
                at = to;
                out.push(now.clone());
            }
        }
    }
    out
}

fn cram(b: &Board, _left: bool) -> Vec<Board> {
    let mut out = Vec::new();
    for i in (0..b.cells.len()).filter(|&i| b.cells[i] == b'.') {
        for (dr, dc) in [(0, 1), (1, 0)] {
            if let Some(j) = b.at(i, dr, dc).filter(|&j| b.cells[j] == b'.') {
                out.push(b.with(&[(i, b'#'), (j, b'#')]));
            }
        }
    }
    out
}

fn amazons(b: &Board, left: bool) -> Vec<Board> {
    let me = if left { b'L' } else { b'R' };
    let queen = |b: &Board, from: usize| {
        let mut cells = Vec::new();
        for dr in -1..=1 {
            for dc in -1..=1 {
                if (dr, dc) == (0, 0) {
                    continue;
                }
                let mut at = from;
                while let Some(next) = b.at(at, dr, dc).filter(|&j| b.cells[j] == b'.') {
                    cells.push(next);
                    at = next;
                }
            }
        }
        cells
    };
    let mut out = Vec::new();
    for from in (0..b.cells.len()).filter(|&i| b.cells[i] == me) {
        for to in queen(b, from) {
            let moved = b.with(&[(from, b'.'), (to, me)]);
            for arrow in queen(&moved, to) {
                out.push(moved.with(&[(arrow, b'#')]));
            }
        }
    }
    out
}

/// Colouring a free cell `.` with one's letter; Col: no neighbour of that colour; Snort: no
/// neighbour of the other.
fn coloring(b: &Board, left: bool, col: bool) -> Vec<Board> {
    let (me, them) = if left { (b'L', b'R') } else { (b'R', b'L') };
    let banned = if col { me } else { them };
    (0..b.cells.len())
        .filter(|&i| b.cells[i] == b'.')
        .filter(|&i| {
            ORTHOGONAL
                .iter()
                .all(|&(dr, dc)| b.at(i, dr, dc).is_none_or(|j| b.cells[j] != banned))
        })
        .map(|i| b.with(&[(i, me)]))
        .collect()
}

fn col(b: &Board, left: bool) -> Vec<Board> {
    coloring(b, left, true)
}

fn snort(b: &Board, left: bool) -> Vec<Board> {
    coloring(b, left, false)
}

/// Every board of `rows x cols` over `alphabet`.
fn boards(rows: usize, cols: usize, alphabet: &[u8]) -> Vec<String> {
    let cells = rows * cols;
    let count = alphabet.len().pow(cells as u32);
    (0..count)
        .map(|mut n| {
            let mut text = String::new();
            for i in 0..cells {
                if i > 0 && i % cols == 0 {
                    text.push('|');
                }
                text.push(alphabet[n % alphabet.len()] as char);
                n /= alphabet.len();
            }
            text
        })
        .collect()
}

/// A board's transpose and its mirror images in either axis, as text.
fn images(text: &str) -> [String; 3] {
    let rows: Vec<&[u8]> = text.split('|').map(str::as_bytes).collect();
    let (r, c) = (rows.len(), rows[0].len());
    let draw = |rows_out: usize, cols_out: usize, cell: &dyn Fn(usize, usize) -> u8| {
        let lines: Vec<String> = (0..rows_out)
            .map(|i| (0..cols_out).map(|j| cell(i, j) as char).collect())
            .collect();
        lines.join("|")
    };
    [
        draw(c, r, &|i, j| rows[j][i]),
        draw(r, c, &|i, j| rows[r - 1 - i][j]),
        draw(r, c, &|i, j| rows[i][c - 1 - j]),
    ]
}

/// The framework and the twin agree on every board of each shape.
fn agree<P: Position>(
    shapes: &[(usize, usize)],
    alphabet: &[u8],
    moves: Moves,
    make: impl Fn(&str) -> P,
) {
    let mut arena = Arena::new();
    let mut memo = HashMap::new();
    let mut values = Vec::new();
    for &(rows, cols) in shapes {
        for text in boards(rows, cols, alphabet) {
            let expected = twin(&mut arena, &mut memo, &Board::parse(&text), moves);
            values.push((text, expected));
        }
    }
    let mut solver = Solver::new(&mut arena);
    for (text, expected) in &values {
        assert_eq!(solver.value(&make(text)).unwrap(), *expected, "{text}");
    }
    // The twin sees values of more than one kind (a test that cannot fail would not).
    let distinct: std::collections::HashSet<_> = values.iter().map(|(_, g)| g).collect();
    assert!(distinct.len() > 3, "only {} values", distinct.len());
}

#[test]
fn toads_and_frogs_play_their_rules() {
    let shapes: Vec<(usize, usize)> = (1..=7).map(|n| (1, n)).collect();
    agree(&shapes, b"TF.", toads, |t| t.parse::<Toads>().unwrap());
}

#[test]
fn elephants_and_rhinos_and_longer_jumps_play_their_rules() {
    let shapes: Vec<(usize, usize)> = (1..=7).map(|n| (1, n)).collect();
    agree(&shapes, b"TF.", elephants, |t| {
        t.parse::<Toads>().unwrap().with_max_jump(0)
    });
    agree(&shapes, b"TF.", toads_jumping_three, |t| {
        t.parse::<Toads>().unwrap().with_max_jump(3)
    });
}

#[test]
fn toppling_dominoes_play_their_rules() {
    let shapes: Vec<(usize, usize)> = (1..=7).map(|n| (1, n)).collect();
    agree(&shapes, b"LRG", toppling, |t| {
        t.parse::<Toppling>().unwrap()
    });
}

#[test]
fn clobber_plays_its_rules() {
    agree(&[(1, 6), (2, 2), (2, 3), (3, 2)], b"xo.", clobber, |t| {
        t.parse::<Clobber>().unwrap()
    });
}

#[test]
fn clobber_kings_rooks_and_queens_play_their_rules() {
    let shapes = [(1, 6), (2, 3), (3, 2), (2, 4)];
    let piece = |p: ClobberPiece| move |t: &str| t.parse::<Clobber>().unwrap().with_piece(p);
    agree(&shapes, b"xo.", clobber_kings, piece(ClobberPiece::King));
    agree(&shapes, b"xo.", clobber_rooks, piece(ClobberPiece::Rook));
    agree(&shapes, b"xo.", clobber_queens, piece(ClobberPiece::Queen));
}

#[test]
fn fission_plays_its_rules() {
    agree(
        &[(1, 5), (2, 3), (3, 2), (3, 3), (2, 4)],
        b"x.#",
        fission,
        |t| t.parse::<Fission>().unwrap(),
    );
}

#[test]
fn ski_jumps_play_their_rules() {
    agree(
        // Tall strips too: jumps cascade down a column, past gaps of empty rows.
        &[(1, 5), (2, 3), (3, 2), (7, 1)],
        b"LRlr.",
        ski_jumps,
        |t| t.parse::<SkiJumps>().unwrap(),
    );
}

#[test]
fn nogo_plays_its_rules() {
    agree(&[(1, 6), (2, 3), (3, 2)], b".xo#", nogo, |t| {
        t.parse::<NoGo>().unwrap()
    });
}

#[test]
fn konane_plays_its_rules() {
    agree(&[(1, 7), (2, 3), (3, 2)], b"xo.", konane, |t| {
        t.parse::<Konane>().unwrap()
    });
}

#[test]
fn cram_plays_its_rules_and_grundy_agrees() {
    agree(&[(2, 3), (3, 3), (2, 5), (1, 7)], b".#", cram, |t| {
        t.parse::<Cram>().unwrap()
    });
    // The nimber of the canonical form is the Grundy value of grundy's solver.
    let mut arena = Arena::new();
    for text in boards(3, 3, b".#") {
        let board: Cram = text.parse().unwrap();
        let g = Solver::new(&mut arena).value(&board).unwrap();
        let n = board.grundy().unwrap();
        assert_eq!(arena.as_nimber(g).unwrap(), Some(n as u64), "{text}");
    }
}

#[test]
fn amazons_play_their_rules() {
    agree(&[(1, 4), (2, 3), (3, 2)], b"LR.#", amazons, |t| {
        t.parse::<Amazons>().unwrap()
    });
}

#[test]
fn snort_and_col_play_their_rules() {
    let shapes = [(1, 5), (2, 3), (3, 2)];
    agree(&shapes, b".LR#", col, |t| {
        Coloring::parse_grid(ColoringRule::Col, t).unwrap()
    });
    agree(&shapes, b".LR#", snort, |t| {
        Coloring::parse_grid(ColoringRule::Snort, t).unwrap()
    });
}

/// A picture's value by plain recursion over its exact edge list.
fn hackenbush_twin(
    arena: &mut Arena,
    memo: &mut HashMap<Vec<(usize, usize, u8)>, GameId>,
    edges: &[(usize, usize, u8)],
) -> GameId {
    if let Some(&g) = memo.get(edges) {
        return g;
    }
    let mut sides = [Vec::new(), Vec::new()];
    for (side, mine) in [(0, 0), (1, 1)] {
        for i in 0..edges.len() {
            if edges[i].2 != mine && edges[i].2 != 2 {
                continue;
            }
            let mut rest = edges.to_vec();
            rest.remove(i);
            let g = hackenbush_twin(arena, memo, &grounded(&rest));
            sides[side].push(g);
        }
    }
    let g = arena.game(&sides[0], &sides[1]).unwrap();
    memo.insert(edges.to_vec(), g);
    g
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn hackenbush_pictures_play_their_rules(
        edges in prop::collection::vec((0usize..5, 0usize..5, 0u8..3), 0..=7)
    ) {
        let colour = |c: u8| [Edge::Blue, Edge::Red, Edge::Green][usize::from(c)];
        let listed: Vec<_> = edges.iter().map(|&(u, v, c)| (u, v, colour(c))).collect();
        let picture = HackenbushGraph::new(&listed).unwrap();
        let mut arena = Arena::new();
        // The twin starts from the edges joined to the ground, as the game does.
        let kept = grounded(&edges);
        let expected = hackenbush_twin(&mut arena, &mut HashMap::new(), &kept);
        prop_assert_eq!(Solver::new(&mut arena).value(&picture).unwrap(), expected, "{}", picture);
    }

    #[test]
    fn larger_boards_of_the_clobber_family_play_their_rules(
        cells in prop::collection::vec(prop::sample::select(vec![b'x', b'o', b'.', b'.']), 12),
        wide in any::<bool>(),
    ) {
        let (rows, cols) = if wide { (3, 4) } else { (4, 3) };
        let text: Vec<String> = cells
            .chunks(cols)
            .map(|row| String::from_utf8_lossy(row).into_owned())
            .collect();
        assert_eq!(text.len(), rows);
        let text = text.join("|");
        let mut arena = Arena::new();
        for (piece, moves) in [
            (ClobberPiece::King, clobber_kings as Moves),
            (ClobberPiece::Rook, clobber_rooks),
            (ClobberPiece::Queen, clobber_queens),
        ] {
            let expected = twin(&mut arena, &mut HashMap::new(), &Board::parse(&text), moves);
            let board = text.parse::<Clobber>().unwrap().with_piece(piece);
            prop_assert_eq!(Solver::new(&mut arena).value(&board).unwrap(), expected, "{:?} {}", piece, text);
            // The rules see no difference between a board and its mirror images.
            for image in images(&text) {
                let g = twin(&mut arena, &mut HashMap::new(), &Board::parse(&image), moves);
                prop_assert_eq!(g, expected, "{:?} {} as {}", piece, text, image);
            }
        }
    }

    #[test]
    fn larger_ski_slopes_play_their_rules(
        cells in prop::collection::vec(prop::sample::select(vec![b'L', b'R', b'l', b'r', b'.', b'.', b'.']), 12),
        wide in any::<bool>(),
    ) {
        let cols = if wide { 4 } else { 3 };
        let rows: Vec<String> = cells.chunks(cols).map(|r| String::from_utf8_lossy(r).into_owned()).collect();
        let text = rows.join("|");
        let mut arena = Arena::new();
        let expected = twin(&mut arena, &mut HashMap::new(), &Board::parse(&text), ski_jumps);
        prop_assert_eq!(Solver::new(&mut arena).value(&text.parse::<SkiJumps>().unwrap()).unwrap(), expected, "{}", text);
        // Mirrored east to west with the colours swapped, the slope is -G.
        let [_, _, mirrored] = images(&text);
        let swapped: String = mirrored.chars().map(|c| match c {
            'L' => 'R', 'R' => 'L', 'l' => 'r', 'r' => 'l', c => c,
        }).collect();
        let negated = twin(&mut arena, &mut HashMap::new(), &Board::parse(&swapped), ski_jumps);
        prop_assert_eq!(Ok(negated), arena.neg(expected));
    }

    /// Tall slopes with gaps of empty rows: the components' split is held to the twin.
    #[test]
    fn tall_ski_slopes_split_as_the_rules_allow(
        cells in prop::collection::vec(
            prop::sample::select(vec![b'L', b'R', b'l', b'r', b'.', b'.', b'.', b'.', b'.', b'.']),
            16,
        ),
    ) {
        let rows: Vec<String> = cells.chunks(2).map(|r| String::from_utf8_lossy(r).into_owned()).collect();
        let text = rows.join("|");
        let mut arena = Arena::new();
        let expected = twin(&mut arena, &mut HashMap::new(), &Board::parse(&text), ski_jumps);
        prop_assert_eq!(Solver::new(&mut arena).value(&text.parse::<SkiJumps>().unwrap()).unwrap(), expected, "{}", text);
    }

    /// CGSuite's graph notation: a path with tinted vertices is the grid whose tinted vertices
    /// have a coloured neighbour above them (Snort: of the tint's colour; Col: of the other),
    /// and paths split by `;` add up.
    #[test]
    fn graph_notation_is_the_grid_with_coloured_neighbours(
        first in prop::collection::vec(prop::sample::select(vec!['.', '.', 'L', 'R']), 1..=6),
        second in prop::collection::vec(prop::sample::select(vec!['.', 'L', 'R']), 1..=3),
    ) {
        let mut arena = Arena::new();
        for rule in [ColoringRule::Snort, ColoringRule::Col] {
            let grid_of = |path: &[char]| {
                let above: String = path.iter().map(|&t| match (t, rule) {
                    ('.', _) => '#',
                    (t, ColoringRule::Snort) => t,
                    ('L', _) => 'R',
                    _ => 'L',
                }).collect();
                format!("{above}|{}", ".".repeat(path.len()))
            };
            let text = |path: &[char]| path.iter().map(char::to_string).collect::<Vec<_>>().join("-");
            let graph = Coloring::parse_graph(rule, &text(&first)).unwrap();
            let grid = Coloring::parse_grid(rule, &grid_of(&first)).unwrap();
            let g = Solver::new(&mut arena).value(&graph).unwrap();
            prop_assert_eq!(g, Solver::new(&mut arena).value(&grid).unwrap(), "{}", text(&first));
            // The same path in the plain graph text, tints after the vertex numbers, and
            // numbered backwards (the same graph relabelled).
            let n = first.len();
            let vertex = |i: usize| format!("{}{}", n - 1 - i, if first[i] == '.' { String::new() } else { first[i].to_string() });
            let plain = format!("{n}: {}", (0..n).map(vertex).collect::<Vec<_>>().join("-"));
            let read = Coloring::parse_graph(rule, &plain).unwrap();
            prop_assert_eq!(Solver::new(&mut arena).value(&read).unwrap(), g, "{}", plain);
            let both = format!("{} ; {}", text(&first), text(&second));
            let h = Solver::new(&mut arena).value(&Coloring::parse_graph(rule, &text(&second)).unwrap()).unwrap();
            let sum = arena.sum(g, h).unwrap();
            prop_assert_eq!(Solver::new(&mut arena).value(&Coloring::parse_graph(rule, &both).unwrap()).unwrap(), sum);
        }
    }

    #[test]
    fn larger_nogo_boards_play_their_rules(
        cells in prop::collection::vec(prop::sample::select(vec![b'.', b'.', b'x', b'o', b'#']), 12),
        wide in any::<bool>(),
    ) {
        let cols = if wide { 4 } else { 3 };
        let rows: Vec<String> = cells.chunks(cols).map(|r| String::from_utf8_lossy(r).into_owned()).collect();
        let text = rows.join("|");
        let mut arena = Arena::new();
        let expected = twin(&mut arena, &mut HashMap::new(), &Board::parse(&text), nogo);
        prop_assert_eq!(Solver::new(&mut arena).value(&text.parse::<NoGo>().unwrap()).unwrap(), expected, "{}", text);
        for image in images(&text) {
            prop_assert_eq!(twin(&mut arena, &mut HashMap::new(), &Board::parse(&image), nogo), expected, "{}", image);
        }
    }

    #[test]
    fn larger_fission_boards_play_their_rules(
        cells in prop::collection::vec(prop::sample::select(vec![b'x', b'.', b'.', b'#']), 16)
    ) {
        let rows: Vec<String> = cells.chunks(4).map(|r| String::from_utf8_lossy(r).into_owned()).collect();
        let text = rows.join("|");
        let mut arena = Arena::new();
        let expected = twin(&mut arena, &mut HashMap::new(), &Board::parse(&text), fission);
        prop_assert_eq!(Solver::new(&mut arena).value(&text.parse::<Fission>().unwrap()).unwrap(), expected, "{}", text);
        // Mirror images are the same game; the transpose swaps the players, so it is -G.
        let [transposed, upside_down, mirrored] = images(&text);
        for image in [upside_down, mirrored] {
            prop_assert_eq!(twin(&mut arena, &mut HashMap::new(), &Board::parse(&image), fission), expected);
        }
        let negated = twin(&mut arena, &mut HashMap::new(), &Board::parse(&transposed), fission);
        prop_assert_eq!(Ok(negated), arena.neg(expected));
    }

    #[test]
    fn larger_clobber_and_konane_boards_play_their_rules(
        cells in prop::collection::vec(prop::sample::select(vec![b'x', b'o', b'.']), 12)
    ) {
        let text = format!(
            "{}|{}|{}",
            String::from_utf8_lossy(&cells[..4]),
            String::from_utf8_lossy(&cells[4..8]),
            String::from_utf8_lossy(&cells[8..])
        );
        let mut arena = Arena::new();
        let expected = twin(&mut arena, &mut HashMap::new(), &Board::parse(&text), clobber);
        prop_assert_eq!(Solver::new(&mut arena).value(&text.parse::<Clobber>().unwrap()).unwrap(), expected);
        let expected = twin(&mut arena, &mut HashMap::new(), &Board::parse(&text), konane);
        prop_assert_eq!(Solver::new(&mut arena).value(&text.parse::<Konane>().unwrap()).unwrap(), expected);
    }
}

fn value<P: Position>(position: &P) -> String {
    let mut arena = Arena::new();
    let g = Solver::new(&mut arena).value(position).unwrap();
    arena.to_text(g).unwrap()
}

/// Published values: Winning Ways ch. 1-2 (Toads and Frogs), Lessons in Play and `CGSuite`'s
/// documentation (Toppling Dominoes, Clobber), the Cram tables of the impartial-games
/// literature (Winning Ways ch. 13; Uiterwijk's Cram papers).
#[test]
fn published_values() {
    assert_eq!(value(&"TFT.F".parse::<Toads>().unwrap()), "*");
    assert_eq!(value(&"T.TFF".parse::<Toads>().unwrap()), "^");
    // Elephants and Rhinos: the value issue 47 quotes.
    let elephants = "TTTT..FFF".parse::<Toads>().unwrap().with_max_jump(0);
    assert_eq!(value(&elephants), "1");
    let mut arena = Arena::new();
    let g = Solver::new(&mut arena)
        .value(&"LRRLRRL".parse::<Toppling>().unwrap())
        .unwrap();
    assert_eq!(Ok(g), arena.parse("Tiny(1/2)"));
    let g = Solver::new(&mut arena)
        .value(&"xox|ox.".parse::<Clobber>().unwrap())
        .unwrap();
    assert_eq!(Ok(g), arena.parse("{^^*|*,v}"));
    // Clobber with kings, as issue 47 quotes it (CGSuite's notation): `v[2]` is the
    // uptimal v + v<2> = {*|v}, printed back as such.
    let kings = "xox|ox."
        .parse::<Clobber>()
        .unwrap()
        .with_piece(ClobberPiece::King);
    let g = Solver::new(&mut arena).value(&kings).unwrap();
    assert_eq!(Ok(g), arena.parse("{^^*|*,v[2]}"));
    assert_eq!(Ok(g), arena.parse("{^^*|*,{*|v}}"));
    assert_eq!(arena.to_text(g).unwrap(), "{^2*|*,v[2]}");
    assert_eq!(arena.parse("{*|v}"), arena.parse("v + -{0|v*}"));
    // Ski Jumps, as issue 47 quotes it (Winning Ways ch. 3's rules).
    let slope = "...L....|..R.....|........".parse::<SkiJumps>().unwrap();
    assert_eq!(value(&slope), "2");
    // Snort in CGSuite's graph notation, as issue 47 quotes it.
    let path = Coloring::parse_graph(ColoringRule::Snort, "L-.-.-.-L").unwrap();
    let g = Solver::new(&mut arena).value(&path).unwrap();
    assert_eq!(Ok(g), arena.parse("{4|0,+-1}"));
    // Fission, as issue 47 quotes it.
    assert_eq!(
        value(&"..x.|....|..x.|....".parse::<Fission>().unwrap()),
        "-2"
    );
    assert_eq!(value(&".........|##.######".parse::<Cram>().unwrap()), "*4");
    for (rows, cols) in [(2, 2), (2, 4), (4, 4), (2, 6), (4, 6), (2, 8)] {
        assert_eq!(
            Cram::empty(rows, cols).unwrap().grundy(),
            Ok(0),
            "{rows}x{cols}"
        );
    }
}

/// The 4 x 7 Cram board is *3 (the Cram tables; Uiterwijk), through grundy's solver: run it
/// optimised, `cargo test --profile release-checked -p combgames-partizan --test rulesets --
/// --ignored` (CI checks the same board's canonical form with `cgt cram`).
#[test]
#[ignore = "about a minute unoptimised"]
fn cram_four_by_seven() {
    for (rows, cols) in [(4, 7), (7, 4)] {
        let board = Cram::empty(rows, cols).unwrap();
        assert_eq!(
            board.grundy_with(Limits::new().steps(1 << 28)),
            Ok(3),
            "{rows}x{cols}"
        );
    }
}

#[test]
fn bad_graphs_are_typed_errors_with_positions() {
    let letter =
        |position, letter| Err(Error::Position(PositionError::Letter { position, letter }));
    let parse = |text: &str| Coloring::parse_graph(ColoringRule::Snort, text);
    assert_eq!(parse("L--."), letter(2, '-'));
    assert_eq!(parse("-L"), letter(0, '-'));
    assert_eq!(parse("L-. - "), letter(4, '-'));
    assert_eq!(parse(".;.-x"), letter(4, 'x'));
    assert_eq!(parse(".."), letter(1, '.'));
    assert_eq!(parse("  "), Err(Error::Position(PositionError::Empty)));
    let long = vec!["."; 129].join("-");
    assert_eq!(
        parse(&long),
        Err(Error::Position(PositionError::TooLong {
            len: 129,
            max: 128
        }))
    );
    assert!(parse(&vec!["."; 128].join("-")).is_ok());
    // The plain graph text with tints: faults at their line and column.
    let at = |line, column, fault| {
        Err(Error::Position(PositionError::Graph {
            line,
            column,
            fault,
        }))
    };
    assert_eq!(
        parse("3: 0L-1-0R"),
        at(
            1,
            10,
            GraphFault::Expected("the tint this vertex had before")
        )
    );
    assert_eq!(
        parse("3: 0-1\n2-3L"),
        at(
            2,
            3,
            GraphFault::NoSuchVertex {
                vertex: 3,
                count: 3
            }
        )
    );
    assert_eq!(
        parse("2: 0-1:L"),
        at(
            1,
            7,
            GraphFault::Expected(
                "an edge or the end, not a label (labels such as ':L' are for labelled graphs)"
            )
        )
    );
    // A lone tinted vertex, a shorthand, the grid: as the grid text reads them.
    let mut arena = Arena::new();
    let single = Solver::new(&mut arena)
        .value(&parse("3: 0L, 1-2").unwrap())
        .unwrap();
    assert_eq!(arena.to_text(single).unwrap(), "1+-1");
    let grid = Solver::new(&mut arena)
        .value(&parse("grid 2x3").unwrap())
        .unwrap();
    let board = Coloring::parse_grid(ColoringRule::Snort, "...|...").unwrap();
    assert_eq!(Solver::new(&mut arena).value(&board), Ok(grid));
}

#[test]
fn bad_boards_are_typed_errors_with_positions() {
    assert_eq!(
        "xo|.y".parse::<Clobber>(),
        Err(Error::Position(PositionError::Letter {
            position: 4,
            letter: 'y'
        }))
    );
    assert_eq!(
        "xo|.".parse::<Konane>(),
        Err(Error::Position(PositionError::RaggedRows { row: 1 }))
    );
    assert_eq!(
        "TFX".parse::<Toads>(),
        Err(Error::Position(PositionError::Letter {
            position: 2,
            letter: 'X'
        }))
    );
    assert_eq!(
        "LR|R".parse::<Toppling>(),
        Err(Error::Position(PositionError::Letter {
            position: 2,
            letter: '|'
        }))
    );
    assert_eq!(
        "é".parse::<Cram>(),
        Err(Error::Position(PositionError::Letter {
            position: 0,
            letter: 'é'
        }))
    );
    assert!(matches!(
        ".".repeat(2000).parse::<Cram>(),
        Err(Error::Position(PositionError::TooLong { len: 2000, .. }))
    ));
    assert!(matches!(
        Coloring::parse_grid(ColoringRule::Col, &".".repeat(129)),
        Err(Error::Position(PositionError::TooLong { .. }))
    ));
    assert_eq!(
        Coloring::on_graph(ColoringRule::Snort, &[vec![1], vec![5]], &[]),
        Err(Error::Position(PositionError::NoSuchVertex {
            vertex: 5,
            count: 2
        }))
    );
    assert_eq!(
        Coloring::on_graph(ColoringRule::Snort, &[vec![0]], &[]),
        Err(Error::Position(PositionError::SelfLoop { vertex: 0 }))
    );
    assert!(HackenbushGraph::new(&[(0, 999, Edge::Blue)]).is_err());
    // Empty boards are 0; a board of empty rows too.
    for text in ["", "|", "||"] {
        assert_eq!(value(&text.parse::<Cram>().unwrap()), "0");
        assert_eq!(Grid::parse(text, ".").unwrap(), Grid::default());
    }
}

/// A ruleset that returns to a position: refused, not looped.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Spin(u8);

impl Position for Spin {
    fn options(&self, player: Player) -> Vec<Spin> {
        if player == Player::Left {
            vec![Spin((self.0 + 1) % 3)]
        } else {
            Vec::new()
        }
    }
}

#[test]
fn loopy_rules_are_refused_and_stopped_searches_resume() {
    let mut arena = Arena::new();
    let mut solver = Solver::new(&mut arena);
    assert_eq!(solver.value(&Spin(0)), Err(Error::Loopy));
    assert_eq!(
        solver.value(&Spin(0)),
        Err(Error::Loopy),
        "again, not a stale entry"
    );
    // A search stopped by its step limit leaves no half-solved entry behind: with a larger
    // arena budget later (a fresh solver here), the same board is solved.
    let board: Toads = "TTT...FFF".parse().unwrap();
    let mut small = Arena::with_limits(Limits::new().items(8));
    let mut solver = Solver::new(&mut small);
    assert!(matches!(solver.value(&board), Err(Error::Exceeded(_))));
    assert!(
        matches!(solver.value(&board), Err(Error::Exceeded(_))),
        "no stale loop"
    );
    let mut arena = Arena::new();
    let mut solver = Solver::with_limits(&mut arena, Limits::new().steps(1 << 20));
    let mut calls = Vec::new();
    let big: Cram = "......|......|......".parse().unwrap();
    solver.value_with_progress(&big, |n| calls.push(n)).unwrap();
    let count = solver.positions_solved();
    assert_eq!(
        calls.len() as u64,
        count >> 16,
        "one call every 2^16 of {count}"
    );
}

/// Symmetric boards share one entry: the key is the least image.
#[test]
fn keys_are_the_same_for_images() {
    let a: Clobber = "xo.|..o".parse().unwrap();
    let b: Clobber = "o..|.ox".parse().unwrap(); // turned a half turn
    assert_eq!(a.canonical(), b.canonical());
    let c: Cram = "..#|...".parse().unwrap();
    let d: Cram = "..|..|#.".parse().unwrap(); // transposed
    assert_eq!(c.canonical(), d.canonical());
    assert_eq!(value(&c), value(&d));
}
