//! Dyadic arithmetic, inline (the fast path: numerators in an `i64`, exponents up to 62) and
//! past 64 bits (interned big integers): `cargo bench -p combgames-benches --bench dyadic`.
//!
//! The `inline` group uses only what the type had before arbitrary precision came, so the same
//! file measures the commit before it (the A/B in docs/performance.md).

use std::hint::black_box;

use combgames::dyadic::Dyadic;
use criterion::{Criterion, criterion_group, criterion_main};

/// 1,000 values of varied exponents and magnitudes below 2^40, as the games' numbers are.
fn inline_values() -> Vec<Dyadic> {
    (0..1000i64)
        .zip((0..13u32).cycle())
        .map(|(i, e)| Dyadic::new((i * 7919) % 100_003 - 50_000, e).unwrap())
        .collect()
}

/// Sums, products, comparisons and simplest numbers over consecutive pairs, and text.
fn inline(c: &mut Criterion) {
    let values = inline_values();
    let mut group = c.benchmark_group("dyadic inline");
    group.bench_function("1000 sums", |b| {
        b.iter(|| {
            values
                .windows(2)
                .map(|w| black_box(w[0]).checked_add(w[1]).unwrap())
                .fold(Dyadic::ZERO, |a, x| a.checked_add(x).unwrap())
        });
    });
    group.bench_function("1000 products", |b| {
        b.iter(|| {
            values
                .windows(2)
                .filter_map(|w| black_box(w[0]).checked_mul(w[1]))
                .count()
        });
    });
    group.bench_function("1000 comparisons", |b| {
        b.iter(|| values.windows(2).filter(|w| black_box(w[0]) < w[1]).count());
    });
    group.bench_function("1000 simplest numbers", |b| {
        b.iter(|| {
            values
                .windows(2)
                .filter_map(|w| {
                    let (a, b) = if w[0] < w[1] {
                        (w[0], w[1])
                    } else {
                        (w[1], w[0])
                    };
                    Dyadic::simplest_between(black_box(a), b).ok()
                })
                .count()
        });
    });
    group.bench_function("1000 texts read and written", |b| {
        b.iter(|| {
            values
                .iter()
                .filter(|x| black_box(x.to_string()).parse::<Dyadic>().as_ref() == Ok(*x))
                .count()
        });
    });
    group.finish();
}

/// The same past 64 bits: values `x * 2^100 + 2^-90` (interned).
fn big(c: &mut Criterion) {
    let shift = Dyadic::new(1, 90).unwrap();
    let scale = (0..100).fold(Dyadic::ONE, |x, _| x * Dyadic::from_integer(2));
    let values: Vec<Dyadic> = inline_values()
        .into_iter()
        .map(|x| x * scale + shift)
        .collect();
    let mut group = c.benchmark_group("dyadic past 64 bits");
    group.bench_function("1000 sums", |b| {
        b.iter(|| {
            values
                .windows(2)
                .filter_map(|w| black_box(w[0]).checked_add(w[1]))
                .count()
        });
    });
    group.bench_function("1000 comparisons", |b| {
        b.iter(|| values.windows(2).filter(|w| black_box(w[0]) < w[1]).count());
    });
    group.finish();
}

criterion_group!(benches, inline, big);
criterion_main!(benches);
