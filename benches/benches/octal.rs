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

/// The plain definition as one would write it for speed: every option of every heap marked in
/// a table, then the mex (no lists, no allocation per heap; values below 2^16). The baseline
/// of the codes whose values are not rare, and of splits into three.
fn plain_definition(digits: &[u8], n: usize) -> Vec<u32> {
    let mut g = vec![0u32; n + 1];
    let mut seen = vec![0u32; 1 << 16];
    for h in 1..=n {
        let stamp = h as u32;
        for (i, &d) in digits.iter().enumerate().take(h + 1) {
            let m = h - i;
            if d & 1 != 0 && m == 0 {
                seen[0] = stamp;
            }
            if d & 2 != 0 && m >= 1 && i >= 1 {
                seen[g[m] as usize] = stamp;
            }
            if d & 4 != 0 && m >= 2 {
                for a in 1..=m / 2 {
                    seen[(g[a] ^ g[m - a]) as usize] = stamp;
                }
            }
            if d & 8 != 0 && m >= 3 {
                for a in 1..=m / 3 {
                    for b in a..=(m - a) / 2 {
                        seen[(g[a] ^ g[b] ^ g[m - a - b]) as usize] = stamp;
                    }
                }
            }
        }
        let mut v = 0;
        while seen[v] == stamp {
            v += 1;
        }
        g[h] = v as u32;
    }
    g
}

/// `.127` (Gangolli and Plambeck), whose rare values do not die out early: the heaps its proof
/// needs (93 167), by the plain definition and by the rare-value method, side by side.
fn dense(c: &mut Criterion) {
    let mut group = c.benchmark_group("octal .127");
    group.sample_size(10);
    let game: OctalGame = ".127".parse().unwrap();
    let n = 93_166;
    assert_eq!(
        plain_definition(game.digits(), 2000),
        game.grundy_values(2000).unwrap().values()
    );
    group.bench_function("definition", |b| {
        b.iter(|| plain_definition(game.digits(), black_box(n)));
    });
    group.bench_function("rare values", |b| {
        b.iter(|| game.grundy_values(black_box(n)));
    });
    group.finish();
}

/// Splits into three: `0x.8` (take one, leave three heaps; values grow as `n / 3`) by the plain
/// definition (every triple, `n^3 / 36`) and by the rows of pair values, side by side.
fn hexadecimal(c: &mut Criterion) {
    let mut group = c.benchmark_group("octal 0x.8");
    group.sample_size(10);
    let game: OctalGame = "0x.8".parse().unwrap();
    assert_eq!(
        plain_definition(game.digits(), 1500),
        game.grundy_values(1500).unwrap().values()
    );
    for n in [1000usize, 3000] {
        group.bench_with_input(BenchmarkId::new("definition", n), &n, |b, &n| {
            b.iter(|| plain_definition(game.digits(), black_box(n)));
        });
        group.bench_with_input(BenchmarkId::new("rows", n), &n, |b, &n| {
            b.iter(|| game.grundy_values(black_box(n)));
        });
    }
    group.bench_with_input(BenchmarkId::new("rows", 30_000), &30_000, |b, &n| {
        b.iter(|| game.grundy_values(black_box(n)));
    });
    group.finish();
}

/// The two stores of values on the same heaps: 16 bits a value (every published code) and 32
/// (after a spill), for a code of rare values (`.16`) and one with blocks (`.127`).
fn stores(c: &mut Criterion) {
    let mut group = c.benchmark_group("octal stores");
    group.sample_size(10);
    let limits = combgames::base::Limits::new();
    for (code, n) in [(".16", 1usize << 20), (".127", 93_166)] {
        let game: OctalGame = code.parse().unwrap();
        assert_eq!(
            game.last_value_in_wide_store(n, limits).ok(),
            game.grundy_values(n).unwrap().get(n)
        );
        group.bench_with_input(
            BenchmarkId::new(format!("{code} 16 bits"), n),
            &n,
            |b, &n| {
                b.iter(|| game.grundy_values(black_box(n)));
            },
        );
        group.bench_with_input(
            BenchmarkId::new(format!("{code} 32 bits"), n),
            &n,
            |b, &n| {
                b.iter(|| game.last_value_in_wide_store(black_box(n), limits));
            },
        );
    }
    group.finish();
}

/// The proofs of two long published periods: `.16` (about 510 000 heaps) and `.56`
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

criterion_group!(
    benches,
    sequences,
    dense,
    hexadecimal,
    stores,
    periods,
    nimbers
);
criterion_main!(benches);
