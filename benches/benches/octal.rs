//! Octal games and nimbers: `cargo bench -p combgames-benches --bench octal`.

use std::hint::black_box;

use combgames::grundy::{Nimber, Nimber128, OctalGame, naive};
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};

/// Both methods on a ladder of sizes: the definition grows as N^2, the rare-value method
/// about linearly for Kayles and .16.
fn sequences(c: &mut Criterion) {
    let mut group = c.benchmark_group("octal values");
    group.sample_size(10);
    for code in [".77", ".16"] {
        let game: OctalGame = code.parse().unwrap();
        for n in [1000usize, 4000, 16_000] {
            group.bench_with_input(
                BenchmarkId::new(format!("{code} definition"), n),
                &n,
                |b, &n| {
                    b.iter(|| naive::octal_values(&game, black_box(n)));
                },
            );
            group.bench_with_input(
                BenchmarkId::new(format!("{code} rare values"), n),
                &n,
                |b, &n| {
                    b.iter(|| game.grundy_values(black_box(n)));
                },
            );
        }
        group.bench_with_input(
            BenchmarkId::new(format!("{code} rare values"), 1 << 20),
            &(1 << 20),
            |b, &n| {
                b.iter(|| game.grundy_values(black_box(n)));
            },
        );
    }
    group.finish();
}

/// The proofs of the two periods the issue names: `.16` (about 510 000 heaps) and `.56`
/// (about 650 000).
fn periods(c: &mut Criterion) {
    let mut group = c.benchmark_group("octal periods");
    group.sample_size(10);
    for code in [".16", ".56"] {
        let game: OctalGame = code.parse().unwrap();
        group.bench_function(code, |b| b.iter(|| game.periodicity(black_box(1 << 22))));
    }
    group.finish();
}

fn nimbers(c: &mut Criterion) {
    let mut group = c.benchmark_group("nimbers");
    let (left, right) = (Nimber(0x0123_4567_89ab_cdef), Nimber(0xfedc_ba98_7654_3210));
    group.bench_function("product u64", |bench| {
        bench.iter(|| black_box(left) * black_box(right));
    });
    group.bench_function("inverse u64", |bench| {
        bench.iter(|| black_box(left).inverse());
    });
    let (wide_left, wide_right) = (Nimber128(u128::MAX / 3), Nimber128(u128::MAX / 5));
    group.bench_function("product u128", |bench| {
        bench.iter(|| black_box(wide_left) * black_box(wide_right));
    });
    group.finish();
}

criterion_group!(benches, sequences, periods, nimbers);
criterion_main!(benches);
