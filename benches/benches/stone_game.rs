//! Stone Game III and Zeckendorf benchmarks: `cargo bench --bench stone_game`.

use std::hint::black_box;

use combgames::stone_game::{
    largest_winning_move, sum_largest_moves, sum_largest_moves_exact, sum_largest_moves_mod,
};
use combgames::zeckendorf::Zeckendorf;
use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use num_bigint::BigUint;

/// A fixed pseudo-random sequence (splitmix64), so runs are comparable.
fn random_u64s(count: usize) -> Vec<u64> {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    (0..count)
        .map(|_| {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        })
        .collect()
}

fn sums(c: &mut Criterion) {
    let mut group = c.benchmark_group("S(N)");
    for exponent in [6u32, 18] {
        let n = 10u64.pow(exponent);
        sum_largest_moves(n); // build the process-wide tables outside the measurement
        group.bench_with_input(
            BenchmarkId::new("u64 exact", format!("10^{exponent}")),
            &n,
            |b, &n| {
                b.iter(|| sum_largest_moves(black_box(n)));
            },
        );
    }
    for exponent in [18u32, 100, 1000] {
        let n = BigUint::from(10u8).pow(exponent);
        let id = format!("10^{exponent}");
        group.bench_with_input(BenchmarkId::new("BigUint exact", &id), &n, |b, n| {
            b.iter(|| sum_largest_moves_exact(black_box(n)));
        });
        group.bench_with_input(BenchmarkId::new("BigUint mod 10^8", &id), &n, |b, n| {
            b.iter(|| sum_largest_moves_mod(black_box(n), 100_000_000));
        });
    }
    group.finish();
}

fn largest_moves(c: &mut Criterion) {
    let inputs: Vec<u64> = random_u64s(1024).into_iter().map(|n| n.max(1)).collect();
    let mut group = c.benchmark_group("M(n)");
    group.throughput(Throughput::Elements(inputs.len() as u64));
    group.bench_function("random u64", |b| {
        b.iter(|| {
            for n in &inputs {
                black_box(largest_winning_move(black_box(n)).ok());
            }
        });
    });
    group.finish();
}

fn decompositions(c: &mut Criterion) {
    let words = random_u64s(1024);
    let wide: Vec<u128> = words
        .chunks(2)
        .map(|p| u128::from(p[0]) << 64 | u128::from(p[1]))
        .collect();
    let big: Vec<BigUint> = wide
        .iter()
        .map(|&w| BigUint::from(w) * BigUint::from(w))
        .collect();
    let mut group = c.benchmark_group("Zeckendorf::new");
    group.throughput(Throughput::Elements(words.len() as u64));
    group.bench_function("u64", |b| {
        b.iter(|| {
            words
                .iter()
                .map(|&n| Zeckendorf::new(n).unwrap().len())
                .sum::<usize>()
        });
    });
    group.throughput(Throughput::Elements(wide.len() as u64));
    group.bench_function("u128", |b| {
        b.iter(|| {
            wide.iter()
                .map(|&n| Zeckendorf::new(n).unwrap().len())
                .sum::<usize>()
        });
    });
    group.throughput(Throughput::Elements(big.len() as u64));
    group.bench_function("BigUint (256-bit)", |b| {
        b.iter(|| {
            big.iter()
                .map(|n| Zeckendorf::new(n.clone()).unwrap().len())
                .sum::<usize>()
        });
    });
    group.finish();
}

criterion_group!(benches, sums, largest_moves, decompositions);
criterion_main!(benches);
