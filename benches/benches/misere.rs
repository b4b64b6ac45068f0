//! Misère quotients: `cargo bench -p combgames-benches --bench misere`.

use std::hint::black_box;

use combgames::grundy::OctalGame;
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

criterion_group!(benches, quotients);
criterion_main!(benches);
