//! Partizan games: `cargo bench -p combgames-benches --bench partizan`.

use std::hint::black_box;

use combgames::base::Limits;
use combgames::partizan::domineering::{Knowledge, OutcomeSolver, table_bytes_for};
use combgames::partizan::rulesets::{Player, Position, Solver};
use combgames::partizan::{Arena, Domineering, GameId};
use combgames_benches::domineering_dedicated;
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};

/// Eight small games of both benches (and of `python/benches/bench.py`).
const SMALL_GAMES: [&str; 8] = [
    "{3||2*|1*}",
    "^*",
    "+-1",
    "{1|0}",
    "*2",
    "Tiny(1)",
    "{0|^}",
    "3/4",
];

/// The canonical form of a sum of many small games, in a fresh arena each time.
fn sums(c: &mut Criterion) {
    let parts = SMALL_GAMES;
    let mut group = c.benchmark_group("sum of small games");
    for count in [8usize, 32, 128] {
        group.bench_with_input(BenchmarkId::from_parameter(count), &count, |b, &count| {
            b.iter(|| {
                let mut arena = Arena::new();
                let mut total = arena.zero();
                for text in parts.iter().cycle().take(count) {
                    let g = arena.parse(text).unwrap();
                    total = arena.sum(total, g).unwrap();
                }
                black_box(total)
            });
        });
    }
    group.finish();
}

/// The Rust side of the Python bindings' benchmark (`python/benches/bench.py`): `10^5` sums of
/// pairs of eight small games in one arena, warm (each sum is in its cache after the first
/// pass), as a Python loop over `a + b` does them.
fn warm_sums(c: &mut Criterion) {
    let mut arena = Arena::new();
    let games: Vec<_> = SMALL_GAMES
        .iter()
        .map(|text| arena.parse(text).unwrap())
        .collect();
    let mut group = c.benchmark_group("python baseline");
    group.bench_function("100000 warm sums", |b| {
        b.iter(|| {
            for i in 0..100_000 {
                let (g, h) = (games[i % 8], games[(i / 8) % 8]);
                black_box(arena.sum(g, h).unwrap());
            }
        });
    });
    group.finish();
}

/// Empty Domineering boards of growing size, in a fresh arena each time.
fn domineering(c: &mut Criterion) {
    let mut group = c.benchmark_group("domineering");
    group.sample_size(10);
    for (rows, cols) in [(3usize, 3usize), (4, 4), (4, 5), (5, 5)] {
        let board = Domineering::empty(rows, cols).unwrap();
        group.bench_function(format!("{rows}x{cols}"), |b| {
            b.iter(|| {
                let mut arena = Arena::new();
                black_box(board.value(&mut arena).unwrap())
            });
        });
        // The framework's search on the same rules (the twin: keys up to reflections, the
        // standard hash), side by side.
        group.bench_function(format!("{rows}x{cols} framework"), |b| {
            b.iter(|| {
                let mut arena = Arena::new();
                black_box(Solver::new(&mut arena).value(&board).unwrap())
            });
        });
        // The dedicated search of before the framework, side by side.
        group.bench_function(format!("{rows}x{cols} dedicated"), |b| {
            b.iter(|| {
                let mut arena = Arena::new();
                black_box(domineering_dedicated::empty_board(&mut arena, rows, cols).unwrap())
            });
        });
    }
    group.finish();
}

/// The definition: `player` to move wins iff some option is a loss for the other to move.
fn plain_wins(board: &Domineering, player: Player) -> bool {
    board
        .options(player)
        .iter()
        .any(|option| !plain_wins(option, player.other()))
}

/// Who wins Domineering: the outcome search beside the plain definition (4 x 4) and beside the
/// canonical value's comparison with 0 (5 x 5), then on larger boards beside itself with the
/// safe moves as its only counting rule. Each search has a fresh table sized to the board
/// (`table_bytes_for`, its allocation included), one thread.
fn domineering_outcome(c: &mut Criterion) {
    let mut group = c.benchmark_group("domineering outcome");
    group.sample_size(10);
    let search = |board: &Domineering, knowledge| {
        let limits = Limits::new().bytes(table_bytes_for(board, 64 << 20));
        let mut solver = OutcomeSolver::with_knowledge(board, limits, knowledge).unwrap();
        solver.outcome().unwrap()
    };
    let four = Domineering::empty(4, 4).unwrap();
    group.bench_function("4x4 plain definition", |b| {
        b.iter(|| {
            black_box((
                plain_wins(&four, Player::Left),
                plain_wins(&four, Player::Right),
            ))
        });
    });
    group.bench_function("4x4 search", |b| {
        b.iter(|| black_box(search(&four, Knowledge::ALL)));
    });
    let five = Domineering::empty(5, 5).unwrap();
    group.bench_function("5x5 canonical value", |b| {
        b.iter(|| {
            let mut arena = Arena::new();
            let g = five.value(&mut arena).unwrap();
            black_box(arena.outcome(g).unwrap())
        });
    });
    group.bench_function("5x5 search", |b| {
        b.iter(|| black_box(search(&five, Knowledge::ALL)));
    });
    // Each board with every rule, then beside it with the safe moves alone (the rule of
    // Breuker, Uiterwijk and van den Herik): what the other rules save in time.
    for (rows, cols) in [(6usize, 6usize), (6, 7), (7, 7)] {
        let board = Domineering::empty(rows, cols).unwrap();
        group.bench_function(format!("{rows}x{cols} search"), |b| {
            b.iter(|| black_box(search(&board, Knowledge::ALL)));
        });
        group.bench_function(format!("{rows}x{cols} search, safe moves only"), |b| {
            b.iter(|| black_box(search(&board, Knowledge::SAFE)));
        });
    }
    // The bands at work (6 x 6, 6 x 7 and 7 x 7 they decide at the root): 6 x 8 with every
    // rule, and with the bands' numbers but not their exact sums.
    let six_by_eight = Domineering::empty(6, 8).unwrap();
    group.bench_function("6x8 search", |b| {
        b.iter(|| black_box(search(&six_by_eight, Knowledge::ALL)));
    });
    let numbers = Knowledge {
        band_sums: false,
        ..Knowledge::ALL
    };
    group.bench_function("6x8 search, bands' numbers only", |b| {
        b.iter(|| black_box(search(&six_by_eight, numbers)));
    });
    group.finish();
}

/// The toolkit after the canonical form, each in a fresh arena: the parse is included.
fn toolkit(c: &mut Criterion) {
    type Op = fn(&mut Arena, GameId) -> GameId;
    let mut group = c.benchmark_group("toolkit");
    let cases: [(&str, &str, Op); 5] = [
        (
            "atomic weight",
            "{^^^|vv} + {0|v*} + ^*5 + {0,^|*}",
            |a, g| a.atomic_weight(g).unwrap(),
        ),
        ("reduced", "{3||2*|1*} + {^5*|v3} + Tiny(2)", |a, g| {
            a.reduced(g).unwrap()
        }),
        ("norton by ^", "{3||2*|1*} + 1/2", |a, g| {
            let up = a.up(1).unwrap();
            a.norton(g, up).unwrap()
        }),
        ("heat by 1", "{3||2*|1*} + {^5*|v3} + {2|-1}", |a, g| {
            let one = a.integer(1).unwrap();
            a.heat(g, one).unwrap()
        }),
        ("parse 123v58*34", "123v58*34", |_, g| g),
    ];
    for (name, text, op) in cases {
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut arena = Arena::new();
                let g = arena.parse(text).unwrap();
                black_box(op(&mut arena, g))
            });
        });
    }
    group.finish();
}

/// Loopy games: an outcome and a comparison of stoppers. `G` is a short game of 205
/// positions; `G + over` has 410, `G + upon` 615, and their difference 252,150.
fn loopy(c: &mut Criterion) {
    use combgames::partizan::loopy::LoopyGame;
    let mut group = c.benchmark_group("loopy");
    let mut arena = Arena::new();
    let g = arena
        .parse("{3||2*|1*} + {^5*|v3} + {2|-1} + Tiny(2) + ^<4>")
        .unwrap();
    let short = LoopyGame::from_short(&arena, g).unwrap();
    let with_over = short.sum(&LoopyGame::over()).unwrap();
    let upon = LoopyGame::upon();
    group.bench_function("outcome of G + over", |b| {
        b.iter(|| black_box(with_over.outcome()));
    });
    group.bench_function("simplest form of G + over", |b| {
        b.iter(|| black_box(with_over.simplest().unwrap()));
    });
    group.bench_function("G + over compared with G + upon", |b| {
        let with_upon = short.sum(&upon).unwrap();
        b.iter(|| black_box(with_over.compare(&with_upon).unwrap()));
    });
    // Simplest forms of 1,000 random stoppers (graphs of up to six positions with up to two
    // options a side, drawn by a fixed xorshift generator; those that are stoppers kept).
    let stoppers = random_stoppers(1000);
    group.bench_function("simplest forms of 1,000 random stoppers", |b| {
        b.iter(|| {
            for g in &stoppers {
                black_box(g.simplest().unwrap());
            }
        });
    });
    // Sides by sidling: the nanoko a{1||a|0} plus a short game.
    let nanoko = LoopyGame::parse(&mut arena, "a{1||a|0} + {2|-1} + ^").unwrap();
    group.bench_function("sides of a{1||a|0} + {2|-1} + ^", |b| {
        b.iter(|| black_box((nanoko.onside().unwrap(), nanoko.offside().unwrap())));
    });
    group.finish();
}

/// `count` random stoppers: graphs of 1 to 6 positions, each with up to two options a side,
/// from a fixed xorshift generator, kept when they are stoppers.
fn random_stoppers(count: usize) -> Vec<combgames::partizan::loopy::LoopyGame> {
    use combgames::partizan::loopy::LoopyGame;
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut draw = |m: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % m as u64) as usize
    };
    let mut found = Vec::with_capacity(count);
    while found.len() < count {
        let n = 1 + draw(6);
        let mut side = || -> Vec<Vec<usize>> {
            (0..n)
                .map(|_| (0..draw(3)).map(|_| draw(n)).collect())
                .collect()
        };
        let (left, right) = (side(), side());
        let g = LoopyGame::new(left, right, 0).unwrap();
        if g.is_stopper() {
            found.push(g);
        }
    }
    found
}

criterion_group!(
    benches,
    sums,
    warm_sums,
    domineering,
    domineering_outcome,
    toolkit,
    loopy
);
criterion_main!(benches);
