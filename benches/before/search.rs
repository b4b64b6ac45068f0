//! The bench `benches/benches/search.rs` as written for the workspace before the search core
//! (commit 2ca2da9): the same groups, names and cases on the API of then. Not compiled here:
//! `python3 benches/before_after.py` copies it into a worktree of that commit and runs it
//! there, beside the bench of today.

use std::hint::black_box;

use combgames::grundy::{OctalGame, Solver as Grundy};
use combgames::partizan::domineering::{OutcomeLimits, OutcomeSolver};
use combgames::partizan::rulesets::{AsImpartial, Clobber, Cram, Konane, Player, Solver};
use combgames::partizan::{Arena, Domineering};
use criterion::{Criterion, criterion_group, criterion_main};

fn outcome(c: &mut Criterion) {
    let mut group = c.benchmark_group("search: domineering outcome");
    group.sample_size(10);
    for (rows, cols) in [(6usize, 8usize), (7, 8)] {
        let board = Domineering::empty(rows, cols).unwrap();
        group.bench_function(format!("{rows}x{cols}"), |b| {
            b.iter(|| {
                let limits = OutcomeLimits::for_board(&board, 1 << 30);
                let mut solver = OutcomeSolver::new(&board, limits).unwrap();
                black_box(solver.wins_moving_first(Player::Left).unwrap())
            });
        });
    }
    group.finish();
}

fn exact(c: &mut Criterion) {
    let mut group = c.benchmark_group("search: domineering value");
    group.sample_size(10);
    let board = Domineering::empty(5, 6).unwrap();
    group.bench_function("5x6", |b| {
        b.iter(|| {
            let mut arena = Arena::with_game_limit(1 << 24);
            black_box(board.value(&mut arena).unwrap())
        });
    });
    group.finish();
}

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
            let mut solver = Grundy::with_step_limit(kayles.clone(), 1 << 26);
            black_box(solver.misere_grundy(&sum).unwrap())
        });
    });
    group.finish();
}

criterion_group!(benches, outcome, exact, rulesets, impartial);
criterion_main!(benches);
