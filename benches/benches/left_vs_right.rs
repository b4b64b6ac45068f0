//! Left vs Right II, dyadic and histogram benchmarks: `cargo bench --bench left_vs_right`.

use std::hint::black_box;

use combgames::dyadic::{Dyadic, simplest_between_scaled};
use combgames::histconv::{Modular, count_triples_below, count_triples_below_symmetric};
use combgames::left_vs_right::{count_right_wins_mod, score_histograms};
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};

const MODULUS: u64 = 1_001_001_011;

fn word_values(c: &mut Criterion) {
    let counting = Modular::new(MODULUS).unwrap();
    let mut group = c.benchmark_group("word values and histograms");
    group.sample_size(10);
    for n in [16u32, 20, 24] {
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| score_histograms(black_box(n), counting));
        });
    }
    group.finish();
}

fn histograms(c: &mut Criterion) {
    let counting = Modular::new(MODULUS).unwrap();
    let all = score_histograms(20, counting).unwrap().all;
    let cube = all.power(3).unwrap();
    let mut group = c.benchmark_group("histograms of n = 20");
    group.sample_size(10);
    group.bench_function("power 2", |b| b.iter(|| all.power(2)));
    group.bench_function("power 3", |b| b.iter(|| all.power(3)));
    group.bench_function("power 4", |b| b.iter(|| all.power(4)));
    group.bench_function("7-tuples below 0 (3 + 3 + 1)", |b| {
        b.iter(|| count_triples_below(&cube, &cube, &all, 0));
    });
    group.bench_function("7-tuples below 0 (3 + 3 + 1), symmetric", |b| {
        b.iter(|| count_triples_below_symmetric(&cube, &all, 0));
    });
    group.finish();
}

fn simplest(c: &mut Criterion) {
    let pairs: Vec<(i64, i64)> = (0..1024i64)
        .map(|i| (i * 37 - 19_000, i * 37 - 19_000 + (i % 61) + 2))
        .collect();
    let dyadics: Vec<(Dyadic, Dyadic)> = pairs
        .iter()
        .map(|&(a, b)| (Dyadic::new(a, 12).unwrap(), Dyadic::new(b, 12).unwrap()))
        .collect();
    let mut group = c.benchmark_group("simplest between (1024 intervals)");
    group.bench_function("scaled kernel", |b| {
        b.iter(|| {
            pairs
                .iter()
                .filter_map(|&(a, b)| simplest_between_scaled(a, b, 12))
                .sum::<i64>()
        });
    });
    group.bench_function("Dyadic", |b| {
        b.iter(|| {
            dyadics
                .iter()
                .filter_map(|&(a, b)| Dyadic::simplest_between(a, b).ok())
                .count()
        });
    });
    group.finish();
}

fn end_to_end(c: &mut Criterion) {
    let mut group = c.benchmark_group("G(n, 7) mod 1001001011");
    group.sample_size(10);
    group.bench_function("n = 20", |b| {
        b.iter(|| count_right_wins_mod(black_box(20), 7, MODULUS));
    });
    group.finish();
}

criterion_group!(benches, word_values, histograms, simplest, end_to_end);
criterion_main!(benches);
