//! Nim-arithmetic on ordinals and Lenstra's constants:
//! `cargo bench -p combgames-benches --bench ordinals`.

use std::hint::black_box;

use combgames::base::Limits;
use combgames::grundy::ordinal::{
    Ordinal, PRODUCT_REACH, lenstra_constants, lenstra_constants_sparse,
};

/// The constants computed at a process's first product: the primes 3 to 43.
const FIRST_USE: usize = 13;
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};

/// The constants `alpha_p` of the first 8 odd primes (3 to 19), of the first 13 (3 to 43,
/// computed at a process's first product), 14 (to 47), 30 (to 127) and `PRODUCT_REACH` (54,
/// every odd prime up to 257),
/// recomputed from their definition in towers; and by the sparse twin to 43 and 47.
fn constants(c: &mut Criterion) {
    let mut group = c.benchmark_group("lenstra constants");
    group.sample_size(10);
    for count in [8, FIRST_USE, 14, 30, PRODUCT_REACH] {
        group.bench_with_input(BenchmarkId::from_parameter(count), &count, |b, &count| {
            b.iter(|| lenstra_constants(black_box(count), &Limits::default()).unwrap());
        });
    }
    for count in [FIRST_USE, 14] {
        group.bench_with_input(BenchmarkId::new("sparse", count), &count, |b, &count| {
            b.iter(|| lenstra_constants_sparse(black_box(count), &Limits::default()).unwrap());
        });
    }
    group.finish();
}

/// A product, a power and an inverse in the field below `omega^omega^3`.
fn arithmetic(c: &mut Criterion) {
    let mut group = c.benchmark_group("ordinal nim-arithmetic");
    let x: Ordinal = "omega^(omega^2+omega*2+1)*3+omega^omega+omega+1"
        .parse()
        .unwrap();
    let y: Ordinal = "omega^(omega^2*4+2)+omega^(omega*3)*7+omega^2+5"
        .parse()
        .unwrap();
    group.bench_function("product", |b| {
        b.iter(|| black_box(&x).nim_product(&y).unwrap());
    });
    group.bench_function("power 10^9", |b| {
        b.iter(|| black_box(&x).nim_power(1_000_000_000).unwrap());
    });
    let w: Ordinal = "omega^omega+omega+1".parse().unwrap();
    group.bench_function("inverse of omega^omega+omega+1", |b| {
        b.iter(|| black_box(&w).nim_inverse().unwrap());
    });
    group.finish();
}

criterion_group!(benches, constants, arithmetic);
criterion_main!(benches);
