//! The rulesets on the framework, each on a ladder of sizes in a fresh arena:
//! `cargo bench -p combgames-benches --bench rulesets`.

use std::hint::black_box;

use combgames::partizan::rulesets::{
    Amazons, Clobber, ClobberPiece, Coloring, ColoringRule, Cram, Fission, HackenbushGraph, Konane,
    NoGo, PartizanArcKayles, PartizanSubtraction, Player, Position, SkiJumps, Solver, Toads,
    Toppling, Wythoff,
};
use combgames::partizan::{Arena, Domineering};
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};

/// A board of `rows x cols` cells drawn by `cell(row, column)`.
fn board(rows: usize, cols: usize, cell: impl Fn(usize, usize) -> char) -> String {
    (0..rows)
        .map(|r| (0..cols).map(|c| cell(r, c)).collect::<String>())
        .collect::<Vec<_>>()
        .join("|")
}

/// Benches one ruleset over its ladder of (name, position).
fn ladder<P: Position>(c: &mut Criterion, group: &str, positions: Vec<(String, P)>) {
    let mut group = c.benchmark_group(group);
    group.sample_size(10);
    for (name, position) in positions {
        group.bench_with_input(BenchmarkId::from_parameter(name), &position, |b, p| {
            b.iter(|| {
                let mut arena = Arena::new();
                black_box(Solver::new(&mut arena).value(p).unwrap())
            });
        });
    }
    group.finish();
}

/// Fission: three stones on a diagonal of an empty board (one on 4 x 4), up to about a second.
fn fission(c: &mut Criterion) {
    let diagonal = |r: usize, c: usize, stones: usize| {
        board(r, c, |i, j| {
            if i == j && (1..=stones).contains(&i) {
                'x'
            } else {
                '.'
            }
        })
    };
    let positions = [(4, 4, 2), (5, 5, 3), (5, 6, 3)]
        .iter()
        .map(|&(r, c, n)| {
            let board = diagonal(r, c, n).parse::<Fission>().unwrap();
            (format!("{r}x{c}, {n} stones"), board)
        })
        .collect();
    ladder(c, "fission", positions);
}

/// Ski Jumps: rows of the pattern `L...R...`, each shifted one cell east of the row above,
/// on slopes 8 and 9 wide: up to about a second.
fn ski_jumps(c: &mut Criterion) {
    let slope = |rows: usize, cols: usize| {
        board(rows, cols, |i, j| match (j + cols - i % cols) % cols {
            0 if i % 2 == 0 => 'L',
            0 => 'R',
            4 if i % 2 == 0 => 'R',
            4 => 'L',
            _ => '.',
        })
    };
    let positions = [(3, 8), (4, 8), (4, 9)]
        .iter()
        .map(|&(r, c)| (format!("{r}x{c}"), slope(r, c).parse::<SkiJumps>().unwrap()))
        .collect();
    ladder(c, "ski-jumps", positions);
}

/// `NoGo` on empty boards, up to 3 x 4 (about a second).
fn nogo(c: &mut Criterion) {
    let positions = [(2, 4), (3, 3), (3, 4)]
        .iter()
        .map(|&(r, c)| {
            let board = board(r, c, |_, _| '.').parse::<NoGo>().unwrap();
            (format!("{r}x{c}"), board)
        })
        .collect();
    ladder(c, "nogo", positions);
}

/// The grid graph `rows x cols`, each edge labelled `L`, `R` or `G` by a fixed pseudo-random
/// sequence (a 64-bit xorshift seeded by the size); vertex 0, a corner, is Hackenbush's ground.
fn labelled_grid(rows: usize, cols: usize) -> String {
    let mut state = 0x9e37_79b9_7f4a_7c15_u64 ^ (rows * 100 + cols) as u64;
    let mut label = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        ["L", "R", "G"][(state % 3) as usize]
    };
    let mut edges = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            let v = r * cols + c;
            if c + 1 < cols {
                edges.push(format!("{v}-{}:{}", v + 1, label()));
            }
            if r + 1 < rows {
                edges.push(format!("{v}-{}:{}", v + cols, label()));
            }
        }
    }
    format!("{}: {}", rows * cols, edges.join(", "))
}

/// Partizan Arc Kayles and Childish Hackenbush on grids with random labels, up to about a
/// second.
fn graph_rulesets(c: &mut Criterion) {
    let arcs = [(3, 4), (4, 4), (4, 5)]
        .iter()
        .map(|&(r, c)| {
            let graph = labelled_grid(r, c).parse::<PartizanArcKayles>().unwrap();
            (format!("{r}x{c}"), graph)
        })
        .collect();
    ladder(c, "partizan-arc-kayles", arcs);
    let pictures = [(2, 4), (3, 3), (3, 4)]
        .iter()
        .map(|&(r, c)| {
            let picture = labelled_grid(r, c).parse::<HackenbushGraph>().unwrap();
            (format!("{r}x{c}"), picture.childish())
        })
        .collect();
    ladder(c, "childish-hackenbush", pictures);
}

/// Partizan subtraction games: the values of `L = {1, 2}`, `R = {1, 3}` up to heaps 100 and
/// 200 (their forms grow), and the outcomes' period of `L = {1, 4}`, `R = {2, 3}` among 10^6
/// heaps.
fn partizan_subtraction(c: &mut Criterion) {
    let mut group = c.benchmark_group("partizan-subtraction");
    group.sample_size(10);
    let game = PartizanSubtraction::new(&[1, 2], &[1, 3]).unwrap();
    for heaps in [100usize, 200] {
        group.bench_function(format!("values up to {heaps}"), |b| {
            b.iter(|| black_box(game.values(&mut Arena::new(), heaps).unwrap()));
        });
    }
    let game = PartizanSubtraction::new(&[1, 4], &[2, 3]).unwrap();
    group.bench_function("outcome period among 10^6 heaps", |b| {
        b.iter(|| black_box(game.outcome_periodicity(1_000_000).unwrap()));
    });
    group.finish();
}

/// Wythoff's game: the nimber of `(n, n)` by the Grundy solver (what `cgt wythoff` prints),
/// up to about a second.
fn wythoff(c: &mut Criterion) {
    let mut group = c.benchmark_group("wythoff");
    group.sample_size(10);
    for n in [100u64, 200, 400] {
        let piles = Wythoff::new(n, n).unwrap();
        group.bench_with_input(
            BenchmarkId::from_parameter(format!("{n},{n}")),
            &piles,
            |b, p| {
                b.iter(|| black_box(p.grundy().unwrap()));
            },
        );
    }
    group.finish();
}

/// The Clobber family on checkerboards, one group for each piece.
fn clobber_family(c: &mut Criterion) {
    let checker = |r: usize, c: usize| board(r, c, |i, j| if (i + j) % 2 == 0 { 'x' } else { 'o' });
    for (group, piece) in [
        ("clobber-kings", ClobberPiece::King),
        ("clobber-rooks", ClobberPiece::Rook),
        ("clobber-queens", ClobberPiece::Queen),
    ] {
        let positions = [(2, 4), (3, 3), (3, 4)]
            .iter()
            .map(|&(r, c)| {
                let board = checker(r, c).parse::<Clobber>().unwrap();
                (format!("{r}x{c}"), board.with_piece(piece))
            })
            .collect();
        ladder(c, group, positions);
    }
}

fn rulesets(c: &mut Criterion) {
    let toads = (9..=13)
        .map(|n: usize| {
            let k = n / 3;
            let text = format!(
                "{}{}{}",
                "T".repeat(k),
                ".".repeat(n - 2 * k),
                "F".repeat(k)
            );
            (format!("{n} cells"), text.parse::<Toads>().unwrap())
        })
        .collect();
    ladder(c, "toads", toads);
    let toppling = [16usize, 32, 64]
        .into_iter()
        .map(|n| {
            let text: String = (0..n)
                .map(|i| ['L', 'R', 'G'][(i * 7 + i / 3) % 3])
                .collect();
            (format!("{n} dominoes"), text.parse::<Toppling>().unwrap())
        })
        .collect();
    ladder(c, "toppling", toppling);
    let checker = |r: usize, c: usize| board(r, c, |i, j| if (i + j) % 2 == 0 { 'x' } else { 'o' });
    let sizes = [(2, 4), (3, 3), (3, 4)];
    ladder(
        c,
        "clobber",
        sizes
            .iter()
            .map(|&(r, c)| {
                (
                    format!("{r}x{c}"),
                    checker(r, c).parse::<Clobber>().unwrap(),
                )
            })
            .collect(),
    );
    let holed = |r: usize, c: usize| format!("..{}", &checker(r, c)[2..]);
    let sizes = [(3, 4), (4, 4), (4, 5)];
    ladder(
        c,
        "konane",
        sizes
            .iter()
            .map(|&(r, c)| (format!("{r}x{c}"), holed(r, c).parse::<Konane>().unwrap()))
            .collect(),
    );
    let sizes = [(3, 4), (4, 4), (4, 5)];
    ladder(
        c,
        "cram",
        sizes
            .iter()
            .map(|&(r, c)| (format!("{r}x{c}"), Cram::empty(r, c).unwrap()))
            .collect(),
    );
    let sizes = [(2, 4), (3, 3), (3, 4)];
    for (group, rule) in [("snort", ColoringRule::Snort), ("col", ColoringRule::Col)] {
        let positions = sizes
            .iter()
            .map(|&(r, c)| {
                (
                    format!("{r}x{c}"),
                    Coloring::parse_grid(rule, &board(r, c, |_, _| '.')).unwrap(),
                )
            })
            .collect();
        ladder(c, group, positions);
    }
    let corners = |r: usize, c: usize| {
        board(r, c, |i, j| {
            if (i, j) == (0, 0) {
                'L'
            } else if (i, j) == (r - 1, c - 1) {
                'R'
            } else {
                '.'
            }
        })
    };
    let sizes = [(2, 3), (2, 4), (3, 3)];
    ladder(
        c,
        "amazons",
        sizes
            .iter()
            .map(|&(r, c)| {
                (
                    format!("{r}x{c}"),
                    corners(r, c).parse::<Amazons>().unwrap(),
                )
            })
            .collect(),
    );
}

/// Whether threads would pay by sharing out the first moves: the 4 x 5 Domineering board
/// solved whole, and each half of its first moves (Left's then Right's) solved alone in a fresh
/// arena, as a thread with its own arena and table would. Each half costs nearly the whole
/// (the lines of play meet again), so two threads would save little (docs/rulesets.md).
fn root_split(c: &mut Criterion) {
    let board = Domineering::empty(4, 5).unwrap();
    let mut first: Vec<Domineering> = board.options(Player::Left);
    first.extend(board.options(Player::Right));
    let (a, b) = first.split_at(first.len() / 2);
    let mut group = c.benchmark_group("root-split");
    group.sample_size(10);
    for (name, positions) in [
        ("4x5 whole", vec![board]),
        ("4x5 first half", a.to_vec()),
        ("4x5 second half", b.to_vec()),
    ] {
        group.bench_function(name, |bench| {
            bench.iter(|| {
                let mut arena = Arena::new();
                let mut solver = Solver::new(&mut arena);
                for p in &positions {
                    black_box(solver.value(p).unwrap());
                }
            });
        });
    }
    group.finish();
}

criterion_group!(
    benches,
    rulesets,
    clobber_family,
    fission,
    ski_jumps,
    nogo,
    graph_rulesets,
    partizan_subtraction,
    wythoff,
    root_split
);
criterion_main!(benches);
