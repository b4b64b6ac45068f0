//! Misère quotients and canonical forms: `cargo bench -p combgames-benches --bench misere`.

use std::hint::black_box;

use combgames::base::hash::FastMap;
use combgames::grundy::OctalGame;
use combgames::grundy::misere::{MisereArena, misere_born_by};
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};

/// The quotient of Kayles, Dawson's Kayles and Dawson's Chess for growing bounds (Kayles up to
/// the bound that proves its period).
fn quotients(c: &mut Criterion) {
    let mut group = c.benchmark_group("misere");
    group.sample_size(10);
    for (code, bounds) in [
        (".77", &[12usize, 30, 100, 200][..]),
        (".07", &[12, 20, 24][..]),
        (".137", &[12, 20, 23][..]),
    ] {
        let game: OctalGame = code.parse().unwrap();
        for &n in bounds {
            group.bench_with_input(BenchmarkId::new(code, n), &n, |b, &n| {
                b.iter(|| game.misere_quotient(black_box(n)));
            });
        }
    }
    group.finish();
}

/// The count of misère canonical forms born by day 5 (4,171,780: 2^22 sets tested), and the
/// canonical forms and genus of Kayles' and Dawson's Kayles' heaps up to 14.
fn forms(c: &mut Criterion) {
    let mut group = c.benchmark_group("misere forms");
    group.sample_size(10);
    for day in [4u32, 5] {
        group.bench_with_input(BenchmarkId::new("born by day", day), &day, |b, &day| {
            b.iter(|| misere_born_by(black_box(day)));
        });
    }
    for code in [".77", ".07"] {
        let game: OctalGame = code.parse().unwrap();
        group.bench_with_input(
            BenchmarkId::new("genus of heaps to 14", code),
            &14u64,
            |b, &n| {
                b.iter(|| {
                    let mut arena = MisereArena::new();
                    let mut memo = FastMap::default();
                    (0..=n)
                        .map(|h| {
                            let g = arena.of_position(&game, &vec![h], &mut memo).unwrap();
                            arena.genus(g).unwrap()
                        })
                        .collect::<Vec<_>>()
                });
            },
        );
    }
    group.finish();
}

/// One sum's misère outcome two ways, side by side: the heaps' canonical forms and a search of
/// the sum (`octal --misere --position`), against the misère quotient of the heaps up to the
/// largest, then its product.
fn sums(c: &mut Criterion) {
    let mut group = c.benchmark_group("misere sums");
    group.sample_size(10);
    for (code, heaps) in [
        (".16", &[5u64, 9, 10][..]),
        (".77", &[9, 10, 12][..]),
        (".07", &[12, 11, 10][..]),
    ] {
        let game: OctalGame = code.parse().unwrap();
        let label = format!("{code} {heaps:?}");
        group.bench_function(BenchmarkId::new("direct", &label), |b| {
            b.iter(|| direct(&game, heaps));
        });
        let sizes: Vec<usize> = heaps.iter().map(|&h| h as usize).collect();
        let max = sizes.iter().copied().max().unwrap_or(1);
        group.bench_function(BenchmarkId::new("quotient", &label), |b| {
            b.iter(|| {
                game.misere_quotient(max)
                    .unwrap()
                    .is_p_position(&sizes)
                    .unwrap()
            });
        });
    }
    // Sums of four large heaps, the search alone (their quotients take a minute or more).
    for code in [".16", ".6"] {
        let game: OctalGame = code.parse().unwrap();
        let heaps = [25u64, 27, 29, 30];
        let label = format!("{code} {heaps:?}");
        group.bench_function(BenchmarkId::new("direct", &label), |b| {
            b.iter(|| direct(&game, &heaps));
        });
    }
    group.finish();
}

/// The outcome of the sum of `heaps` by their forms and a search of the sum.
fn direct(game: &OctalGame, heaps: &[u64]) -> bool {
    let mut arena = MisereArena::new();
    let mut memo = FastMap::default();
    let parts: Vec<_> = heaps
        .iter()
        .map(|&h| arena.of_position(game, &vec![h], &mut memo).unwrap())
        .collect();
    arena.sum_is_p_position(&parts).unwrap()
}

criterion_group!(benches, quotients, forms, sums);
criterion_main!(benches);
