//! The instances of the search core, each on the cases the docs quote:
//! `cargo bench -p combgames-benches --bench search`.
//!
//! The same groups, function names and cases are in `benches/before/search.rs`, written
//! against the API of the workspace before the search core; `python3 benches/before_after.py`
//! runs both, the old one in a worktree of the commit before, and writes the medians side by
//! side into `docs/performance.md`.

use std::hint::black_box;

use combgames::base::Limits;
use combgames::grundy::{OctalGame, Solver as Grundy};
use combgames::partizan::Arena;
use combgames::rulesets::domineering::{OutcomeSolver, table_bytes_for};
use combgames::rulesets::{
    AsImpartial, Clobber, Cram, CramRules, Domineering, Graph, GraphKayles, Konane, Player, Solver,
};
use combgames::search::NimberSearch;
use criterion::{Criterion, criterion_group, criterion_main};

/// Who wins Domineering 6 x 8 and 7 x 8, Left (Vertical) moving first, one thread, a table of
/// the size suited to the board (its allocation included).
fn outcome(c: &mut Criterion) {
    let mut group = c.benchmark_group("search: domineering outcome");
    group.sample_size(10);
    for (rows, cols) in [(6usize, 8usize), (7, 8)] {
        let board = Domineering::empty(rows, cols).unwrap();
        group.bench_function(format!("{rows}x{cols}"), |b| {
            b.iter(|| {
                let limits = Limits::new().bytes(table_bytes_for(&board, 1 << 30));
                let mut solver = OutcomeSolver::new(&board, limits).unwrap();
                black_box(solver.wins_moving_first(Player::Left).unwrap())
            });
        });
    }
    group.finish();
}

/// Who wins Domineering 8 x 8 with either player first, one thread, a table of the size suited
/// to the board: the board issue 41 compares with the field (Obsequi: about 1.6 s of CPU). Not
/// in `before_after.py`'s groups (the search before the core took minutes here).
fn eight_by_eight(c: &mut Criterion) {
    let mut group = c.benchmark_group("domineering 8x8");
    group.sample_size(10);
    let board = Domineering::empty(8, 8).unwrap();
    for (name, first) in [
        ("vertical first", Player::Left),
        ("horizontal first", Player::Right),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| {
                let limits = Limits::new().bytes(table_bytes_for(&board, 1 << 30));
                let mut solver = OutcomeSolver::new(&board, limits).unwrap();
                black_box(solver.wins_moving_first(first).unwrap())
            });
        });
    }
    group.finish();
}

/// The canonical value of Domineering 5 x 6, in a fresh arena.
fn exact(c: &mut Criterion) {
    let mut group = c.benchmark_group("search: domineering value");
    group.sample_size(10);
    let board = Domineering::empty(5, 6).unwrap();
    group.bench_function("5x6", |b| {
        b.iter(|| {
            let mut arena = Arena::with_limits(Limits::new().items(1 << 24));
            black_box(board.value(&mut arena).unwrap())
        });
    });
    group.finish();
}

/// The canonical values of a Clobber and a Konane position by the framework, in a fresh arena.
fn rulesets(c: &mut Criterion) {
    let mut group = c.benchmark_group("search: ruleset values");
    group.sample_size(10);
    let clobber: Clobber = "xoxo|oxox|xoxo".parse().unwrap();
    group.bench_function("clobber 3x4", |b| {
        b.iter(|| {
            let mut arena = Arena::new();
            black_box(Solver::new(&mut arena).value(&clobber).unwrap())
        });
    });
    let konane: Konane = "..oxo|oxoxo|xoxox|oxoxo".parse().unwrap();
    group.bench_function("konane 4x5", |b| {
        b.iter(|| {
            let mut arena = Arena::new();
            black_box(Solver::new(&mut arena).value(&konane).unwrap())
        });
    });
    group.finish();
}

/// The impartial solver: Cram 3 x 5 and 3 x 8 through the framework's positions beside the
/// nimber search (and 4 x 8 by it), Node Kayles on the 5 x 9 grid and Arc Kayles on the 5 x 6,
/// a sum of Kayles heaps, and misère Kayles (a sum searched as a whole).
fn impartial(c: &mut Criterion) {
    let mut group = c.benchmark_group("search: impartial values");
    group.sample_size(10);
    let cram = Cram::empty(3, 5).unwrap();
    group.bench_function("cram 3x5", |b| {
        b.iter(|| {
            let mut solver = Grundy::new(AsImpartial::<Cram>::new());
            black_box(solver.grundy(&cram).unwrap())
        });
    });
    // The same board and a larger one by the nimber search (a fresh search, table and memo,
    // each iteration), beside the framework path above.
    group.bench_function("cram 3x5 nimber search", |b| {
        b.iter(|| black_box(cram.nimber(Limits::new()).unwrap()));
    });
    let cram_3x8 = Cram::empty(3, 8).unwrap();
    group.bench_function("cram 3x8", |b| {
        b.iter(|| {
            let mut solver = Grundy::new(AsImpartial::<Cram>::new());
            black_box(solver.grundy(&cram_3x8).unwrap())
        });
    });
    group.bench_function("cram 3x8 nimber search", |b| {
        b.iter(|| black_box(cram_3x8.nimber(Limits::new()).unwrap()));
    });
    let cram_4x8 = Cram::empty(4, 8).unwrap();
    group.bench_function("cram 4x8 nimber search", |b| {
        b.iter(|| black_box(cram_4x8.nimber(Limits::new()).unwrap()));
    });
    // Node Kayles and Arc Kayles on grids, their parts keyed by shape (one thread).
    let grid_5x9 = Graph::parse("grid 5x9").unwrap();
    group.bench_function("node kayles grid 5x9", |b| {
        b.iter(|| {
            black_box(
                GraphKayles::node(grid_5x9.clone())
                    .nimber(Limits::new())
                    .unwrap(),
            )
        });
    });
    let grid_5x6 = Graph::parse("grid 5x6").unwrap();
    group.bench_function("arc kayles grid 5x6", |b| {
        b.iter(|| {
            black_box(
                GraphKayles::arc(grid_5x6.clone())
                    .nimber(Limits::new())
                    .unwrap(),
            )
        });
    });
    let kayles: OctalGame = ".77".parse().unwrap();
    let heaps: Vec<u64> = (1..=300).collect();
    group.bench_function("kayles 1..=300", |b| {
        b.iter(|| {
            let mut solver = Grundy::new(kayles.clone());
            black_box(solver.grundy(&heaps).unwrap())
        });
    });
    let sum = vec![4u64, 5, 6, 7];
    group.bench_function("misere kayles 4+5+6+7", |b| {
        b.iter(|| {
            let limits = Limits::new().steps(1 << 26);
            let mut solver = Grundy::with_limits(kayles.clone(), limits);
            black_box(solver.misere_grundy(&sum).unwrap())
        });
    });
    group.finish();
}

/// The nimber of the empty `rows` x `cols` Cram board by the nimber search on `threads`
/// threads (a fresh search each iteration, with the table `cgt cram` gives the board: 32 KiB
/// doubled for every two cells past six, at most 4 GiB and a quarter of the memory available).
fn cram_nimber(rows: usize, cols: usize, threads: usize) -> u32 {
    let doublings = (rows * cols / 2).saturating_sub(3).min(17);
    let quarter = combgames::base::memory::available().map_or(u64::MAX, |a| a / 4);
    let bytes = ((32u64 << 10) << doublings).min(quarter).max(32 << 10);
    let mut search = NimberSearch::new(CramRules, Limits::new().bytes(bytes))
        .unwrap()
        .threads(threads);
    Cram::empty(rows, cols)
        .unwrap()
        .nimber_in(&mut search)
        .unwrap()
}

/// The nimber search on one thread and on two, side by side; with
/// `COMBGAMES_BENCH_FRONTIER=1`, also the boards at the frontier (4 x 11 and 5 x 10: minutes an
/// iteration, so ten samples take hours).
fn threads(c: &mut Criterion) {
    let mut group = c.benchmark_group("search: nimber threads");
    group.sample_size(10);
    for threads in [1, 2] {
        group.bench_function(format!("cram 4x9 {threads} threads"), |b| {
            b.iter(|| black_box(cram_nimber(4, 9, threads)));
        });
    }
    if std::env::var_os("COMBGAMES_BENCH_FRONTIER").is_some() {
        for (rows, cols) in [(4, 11), (5, 10)] {
            group.bench_function(format!("cram {rows}x{cols} 2 threads"), |b| {
                b.iter(|| black_box(cram_nimber(rows, cols, 2)));
            });
        }
    }
    group.finish();
}

criterion_group!(
    benches,
    outcome,
    eight_by_eight,
    exact,
    rulesets,
    impartial,
    threads
);
criterion_main!(benches);
