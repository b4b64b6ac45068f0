//! Fibonacci Tree Game and Grundy benchmarks: `cargo bench --bench fibonacci_tree_game`.

use std::hint::black_box;

use combgames::fibonacci_tree_game::{FibonacciTreeGame, naive::count_by_targets};
use combgames::grundy::{RootedTree, Solver, games::SubtractionGame};
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};

const LAST_18_DIGITS: u64 = 1_000_000_000_000_000_000;

fn counts(c: &mut Criterion) {
    let mut group = c.benchmark_group("f(k) mod 10^18");
    group.sample_size(10);
    for k in [1_000usize, 10_000, 30_000] {
        let game = FibonacciTreeGame::new(k).unwrap();
        group.bench_with_input(BenchmarkId::new("channel", k), &game, |b, game| {
            b.iter(|| game.count_mod(black_box(LAST_18_DIGITS)));
        });
        if k <= 10_000 {
            // The dense pass over full rows of targets, before the channel reduction.
            group.bench_with_input(BenchmarkId::new("dense targets", k), &k, |b, &k| {
                b.iter(|| count_by_targets(black_box(k), LAST_18_DIGITS));
            });
        }
    }
    // The rows shared by threads: one thread, then one per core (two here).
    let game = FibonacciTreeGame::new(100_000).unwrap();
    for threads in [1, 2] {
        group.bench_with_input(
            BenchmarkId::new("threads", format!("100000/{threads}")),
            &game.with_threads(threads),
            |b, game| b.iter(|| game.count_mod(black_box(LAST_18_DIGITS))),
        );
    }
    group.finish();
    let mut group = c.benchmark_group("f(k) exact");
    group.sample_size(10);
    for k in [1_000usize, 10_000] {
        let game = FibonacciTreeGame::new(k).unwrap();
        group.bench_with_input(BenchmarkId::new("limbs", k), &game, |b, game| {
            b.iter(|| game.count_exact());
        });
    }
    // The generic path: one big integer per state.
    let game = FibonacciTreeGame::new(1_000).unwrap();
    group.bench_function("big integers/1000", |b| {
        b.iter(|| game.count_in(&combgames::counting::Big, |_, _| {}));
    });
    group.finish();
}

/// A random tree on `n` nodes: node `v` hangs below a pseudo-random earlier node.
fn random_tree(n: usize) -> RootedTree {
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let parents: Vec<Option<usize>> = (0..n)
        .map(|v| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (v > 0).then(|| (state % v as u64) as usize)
        })
        .collect();
    RootedTree::from_parents(&parents).unwrap()
}

fn hackenbush(c: &mut Criterion) {
    let tree = random_tree(100_000);
    let mut group = c.benchmark_group("Hackenbush, random tree of 10^5 nodes");
    group.bench_function("grundy value", |b| {
        b.iter(|| black_box(&tree).grundy_value());
    });
    group.bench_function("winning cuts", |b| {
        b.iter(|| black_box(&tree).count_winning_cuts());
    });
    group.finish();
}

fn solver(c: &mut Criterion) {
    let mut group = c.benchmark_group("Solver, subtraction game {1, 3, 4}");
    for heap in [1_000u64, 100_000] {
        group.bench_with_input(BenchmarkId::from_parameter(heap), &heap, |b, &heap| {
            b.iter(|| Solver::new(SubtractionGame::new([1, 3, 4])).grundy(&heap));
        });
    }
    group.finish();
}

criterion_group!(benches, counts, hackenbush, solver);
criterion_main!(benches);
