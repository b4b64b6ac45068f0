//! Octal games: the fast sequences against the definition and the generic solver, published
//! values and periods, and the proofs of periods.

use combgames_grundy::naive::{MAX_DEFINITION_HEAP, octal_values};
use combgames_grundy::{CodeError, Error, Exceeded, Needed, OctalGame, Resource, Solver};
use proptest::prelude::*;

fn game(code: &str) -> OctalGame {
    code.parse().unwrap()
}

/// Every code `d0.d1d2d3` with `d0` in {0, 4} and octal digits: 1024 games.
fn small_codes() -> impl Iterator<Item = OctalGame> {
    (0..1024u32).map(|c| {
        let digits = [
            if c >> 9 == 1 { 4 } else { 0 },
            (c >> 6 & 7) as u8,
            (c >> 3 & 7) as u8,
            (c & 7) as u8,
        ];
        OctalGame::from_digits(&digits).unwrap()
    })
}

#[test]
fn fast_values_equal_the_definition_on_every_three_digit_code() {
    for g in small_codes() {
        let fast = g.grundy_values(150).unwrap();
        assert_eq!(fast, octal_values(&g, 150).unwrap(), "{g}");
    }
}

/// N <= 2000 for all 1024 codes: `cargo test --profile release-checked -p combgames-grundy --
/// --ignored` (CI runs it).
#[test]
#[ignore = "slow in debug builds; run with --profile release-checked -- --ignored"]
fn fast_values_equal_the_definition_on_every_three_digit_code_to_2000() {
    for g in small_codes() {
        let fast = g.grundy_values(2000).unwrap();
        assert_eq!(fast, octal_values(&g, 2000).unwrap(), "{g}");
    }
}

/// Hexadecimal codes `0xd0.d1d2d3` with a digit of bit 8 (`d0` in 0, 4, 8, 12; the others are
/// octal codes, tested above) against the definition: every one with at most two digits after
/// the point to 60 heaps here (960 games), every one with three (15 360) in release mode.
fn hexadecimal_codes_match_the_definition(digits_after: u32, n: usize) {
    for c in 0..(4u32 << (4 * digits_after)) {
        let mut digits = vec![(c >> (4 * digits_after)) as u8 * 4];
        digits.extend((0..digits_after).rev().map(|k| (c >> (4 * k) & 15) as u8));
        if digits.iter().all(|&d| d & 8 == 0) {
            continue;
        }
        let g = OctalGame::from_digits(&digits).unwrap();
        assert_eq!(
            g.grundy_values(n).unwrap(),
            octal_values(&g, n).unwrap(),
            "{g}"
        );
    }
}

#[test]
fn fast_values_equal_the_definition_on_every_two_digit_hexadecimal_code() {
    hexadecimal_codes_match_the_definition(2, 60);
}

/// `cargo test --profile release-checked -p combgames-grundy -- --ignored` (CI runs it).
#[test]
#[ignore = "slow in debug builds; run with --profile release-checked -- --ignored"]
fn fast_values_equal_the_definition_on_every_three_digit_hexadecimal_code() {
    hexadecimal_codes_match_the_definition(3, 60);
}

/// The values of `0x.8` to `n` heaps from its rule: take one counter and leave three nonempty
/// heaps (every triple `a <= b <= c` with `a + b + c = h - 1`).
fn zero_x_eight(n: usize) -> Vec<u32> {
    let mut twin = vec![0u32; n + 1];
    let mut seen = vec![usize::MAX; n + 1];
    for h in 1..=n {
        let m = h - 1;
        for a in 1..=m / 3 {
            for b in a..=(m - a) / 2 {
                seen[(twin[a] ^ twin[b] ^ twin[m - a - b]) as usize] = h;
            }
        }
        twin[h] = seen.iter().position(|&s| s != h).unwrap() as u32;
    }
    twin
}

/// Splits into three further: `0x.8` (values growing as `n / 3`, rows widening as they come)
/// to 3 000 heaps, and every code `0x.d1d2` with a digit of bit 8 to 400: `cargo test
/// --profile release-checked -p combgames-grundy -- --ignored` (CI runs it).
#[test]
#[ignore = "slow in debug builds; run with --profile release-checked -- --ignored"]
fn hexadecimal_values_equal_the_definition_further() {
    // 0x.8 from its rule (take one, leave three nonempty heaps), past the definition twin's
    // limit for hexadecimal codes.
    let n = 3000;
    assert_eq!(
        game("0x.8").grundy_values(n).unwrap().values(),
        zero_x_eight(n)
    );
    for c in 0..256u32 {
        let digits = [0, (c >> 4) as u8, (c & 15) as u8];
        if digits.iter().all(|&d| d & 8 == 0) {
            continue;
        }
        let g = OctalGame::from_digits(&digits).unwrap();
        assert_eq!(
            g.grundy_values(400).unwrap(),
            octal_values(&g, 400).unwrap(),
            "{g}"
        );
    }
}

/// Hexadecimal codes within the step limit: refused up front when the rows and the tests of
/// every mex alone pass it, stopped by the meter when the rest does; 10^5 heaps of `0x.8`
/// (about 7 * 10^9 steps) are within the default limit.
#[test]
fn hexadecimal_steps_are_bounded() {
    let hex = game("0x.8");
    // 10^7 heaps: 2.5 * 10^13 pairs for the rows alone.
    let refused = hex.grundy_values(10_000_000);
    assert!(
        matches!(refused, Err(Error::Exceeded(ref e)) if e.resource == Resource::Steps),
        "{refused:?}"
    );
    // 2 000 heaps need between 2.5 and 3 million steps, 1.66 million of them for the rows and
    // the mex: a limit of a million is refused up front, one of two million passes that check
    // and is met part way.
    let few = combgames_base::Limits::new().steps(1_000_000);
    assert!(matches!(
        hex.grundy_values_with(2000, few),
        Err(Error::Exceeded(ref e)) if e.needed == Needed::Estimate(1_663_668)
    ));
    let limits = combgames_base::Limits::new().steps(2_000_000);
    assert!(matches!(
        hex.grundy_values_with(2000, limits),
        Err(Error::Exceeded(ref e)) if e.resource == Resource::Steps
    ));
    let enough = combgames_base::Limits::new().steps(1 << 22);
    assert_eq!(
        hex.grundy_values_with(2000, enough).unwrap().values(),
        zero_x_eight(2000)
    );
}

#[test]
fn published_sequences() {
    // Winning Ways ch. 4: Kayles and Dawson's Kayles.
    assert_eq!(
        game(".77").grundy_values(11).unwrap().values(),
        &[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    );
    assert_eq!(
        game(".07").grundy_values(11).unwrap().values(),
        &[0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]
    );
    // OEIS A071435 (.177) and A071453 (.117), from n = 1.
    let a071435 = [
        1, 1, 2, 2, 3, 1, 1, 4, 4, 3, 2, 2, 1, 1, 4, 2, 2, 6, 4, 4, 1, 1, 2, 2, 7, 1, 1, 4, 4, 3,
        2, 2, 1, 1,
    ];
    assert_eq!(
        &game(".177").grundy_values(34).unwrap().values()[1..],
        &a071435
    );
    let a071453 = [
        1, 1, 1, 0, 2, 2, 1, 3, 4, 0, 1, 1, 1, 3, 2, 2, 2, 3, 4, 0, 1, 5, 4, 3, 2, 2, 2, 3, 1, 0,
    ];
    assert_eq!(
        &game(".117").grundy_values(30).unwrap().values()[1..],
        &a071453
    );
}

#[test]
fn published_periods() {
    // (code, preperiod, period). Winning Ways ch. 4: Kayles, Dawson's Kayles; Dawson's Chess
    // .137 is Dawson's Kayles moved by one heap. OEIS comments ("eventually periodic with
    // period p; the last exception is at n", so the preperiod is n + 1): A071435 (.177),
    // A071434 (.1377), A071453 (.117), A071452 (.11377), A125829 (.115), A125912 (.141), A071464 (.127, after
    // Gangolli and Plambeck 1989).
    for (code, preperiod, period) in [
        (".77", 71, 12),
        (".07", 53, 34),
        (".137", 52, 34),
        (".177", 497, 20),
        (".1377", 141, 24),
        (".117", 47, 48),
        (".11377", 187, 32),
        (".115", 1, 14),
        (".141", 14, 11),
        (".127", 46578, 4),
    ] {
        let found = game(code).periodicity(1 << 20).unwrap();
        assert_eq!(
            (found.preperiod, found.period),
            (preperiod, period),
            "{code}"
        );
        assert!(found.values.last_heap() + 1 >= found.bound + found.period);
    }
}

/// Periods that need hundreds of thousands to tens of millions of heaps. .16 and .56: preperiod
/// and period from Flammenkamp's tables of octal games; .376 and .354: preperiods from the same
/// tables, periods as found here.
#[test]
#[ignore = "seconds in release mode; run with --profile release-checked -- --ignored"]
fn published_long_periods() {
    for (code, preperiod, period) in [
        (".16", 105_351, 149_459),
        (".56", 326_640, 144),
        (".376", 2_268_248, 4),
        (".354", 10_061_916, 1180),
    ] {
        let found = game(code).periodicity(1 << 25).unwrap();
        assert_eq!(
            (found.preperiod, found.period),
            (preperiod, period),
            "{code}"
        );
    }
}

#[test]
fn a_proven_period_holds_far_beyond_its_proof() {
    for code in [
        ".77", ".07", ".137", "4.07", "0x.f", ".333", ".52", ".15", ".35", "4.77", ".177",
    ] {
        let g = game(code);
        let p = g.periodicity(1 << 16).unwrap();
        let far = 4 * p.bound + 4 * p.period + 100;
        let values = g.grundy_values(far).unwrap();
        for n in p.preperiod..=far - p.period {
            assert_eq!(values.get(n), values.get(n + p.period), "{code} at {n}");
        }
        if p.preperiod > 0 {
            let n = p.preperiod - 1;
            assert_ne!(
                values.get(n),
                values.get(n + p.period),
                "{code}: preperiod not least"
            );
        }
        assert_eq!(&values.values()[..=p.values.last_heap()], p.values.values());
    }
}

#[test]
fn subtraction_games_use_their_own_bound() {
    let g = OctalGame::subtraction([1, 3, 4]).unwrap();
    assert_eq!(g.max_heaps(), 1);
    let p = g.periodicity(1000).unwrap();
    // Values 0,1,0,1,2,3,2 repeating (Lessons in Play, ch. 7).
    assert_eq!((p.preperiod, p.period, p.bound), (0, 7, 5));
    assert_eq!(&p.values.values()[..7], &[0, 1, 0, 1, 2, 3, 2]);
}

#[test]
fn the_generic_solver_agrees_and_splits_sums() {
    for code in [".77", ".07", ".137", "4.07", ".6", "0x.b"] {
        let g = game(code);
        let values = g.grundy_values(24).unwrap();
        let mut solver = Solver::new(g.clone());
        for n in 1..=24u64 {
            assert_eq!(
                solver.grundy(&vec![n]),
                Ok(values.get(n as usize).unwrap() as usize),
                "{code} heap {n}"
            );
        }
        let sum = vec![5, 9, 9, 20];
        let xor = [5, 9, 9, 20]
            .iter()
            .fold(0, |acc, &h| acc ^ values.get(h).unwrap() as usize);
        assert_eq!(solver.grundy(&sum), Ok(xor), "{code}");
    }
    // Without the split a sum of 30 Kayles heaps would need every multiset below it.
    let mut solver = Solver::with_limits(game(".77"), combgames_base::Limits::new().steps(100_000));
    let heaps: Vec<u64> = (1..=30).collect();
    assert!(solver.grundy(&heaps).is_ok());
}

#[test]
fn bad_codes_are_typed_errors() {
    let err = |text: &str| text.parse::<OctalGame>().unwrap_err();
    assert_eq!(err(""), Error::Code(CodeError::Empty));
    assert_eq!(err("1..2"), Error::Code(CodeError::ManyPoints));
    assert_eq!(err("77"), Error::Code(CodeError::NoPoint));
    assert_eq!(
        err(".8"),
        Error::Code(CodeError::HexDigit {
            position: 1,
            letter: '8'
        })
    );
    assert_eq!(
        err(".7x"),
        Error::Code(CodeError::Letter {
            position: 2,
            letter: 'x'
        })
    );
    assert_eq!(err("1.07"), Error::Code(CodeError::LeadingDigit(1)));
    assert_eq!(err("44.07"), Error::Code(CodeError::LongLeadingPart));
    assert!(matches!(
        err(&format!(".{}", "7".repeat(5000))),
        Error::Code(CodeError::TooManyDigits(5000))
    ));
    assert_eq!(game("0x.8").to_string(), "0x.8");
    assert_eq!(game(".0").to_string(), ".0");
    assert_eq!(game("4.").to_string(), "4.0");
    assert!(octal_values(&game(".77"), MAX_DEFINITION_HEAP + 1).is_err());
    assert!(matches!(
        game(".77").grundy_values(usize::MAX),
        Err(Error::Exceeded(Exceeded {
            resource: Resource::Bytes,
            ..
        }))
    ));
    assert!(matches!(
        game(".77").periodicity(usize::MAX),
        Err(Error::Exceeded(Exceeded {
            resource: Resource::Bytes,
            ..
        }))
    ));
}

fn code() -> impl Strategy<Value = OctalGame> {
    (
        prop::sample::select(vec![0u8, 4, 8, 12]),
        prop::collection::vec(0u8..16, 0..6),
        any::<bool>(),
    )
        .prop_map(|(d0, rest, octal)| {
            let mut digits = vec![if octal { d0 & 4 } else { d0 }];
            digits.extend(rest.iter().map(|&d| if octal { d & 7 } else { d }));
            OctalGame::from_digits(&digits).unwrap()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Random codes of up to six digits, octal or hexadecimal, against the definition.
    #[test]
    fn random_codes_match_the_definition(g in code()) {
        let n = if g.max_heaps() == 3 { 60 } else { 200 };
        prop_assert_eq!(g.grundy_values(n).unwrap(), octal_values(&g, n).unwrap());
    }

    /// Codes print and parse back to the same game.
    #[test]
    fn codes_round_trip(g in code()) {
        prop_assert_eq!(g.to_string().parse::<OctalGame>(), Ok(g));
    }
}
