//! Wythoff's game and r-Wythoff against twins: Grundy values by a plain mex table over the
//! rules, P-positions by the definition (Grundy value 0), Fraenkel's mex rule and his formula
//! held to each other; and the published values.

use std::num::NonZeroU64;

use combgames_partizan::{Arena, Error, ParseError, ParseReason, PositionError};
use combgames_rulesets::{
    MAX_WYTHOFF_PILE, Solver, Wythoff, WythoffPPositions, wythoff_p_position,
};

fn r(r: u64) -> NonZeroU64 {
    NonZeroU64::new(r).unwrap()
}

/// Grundy values of every `(x, y)`, `x, y <= n`, straight from the rules: the mex of the
/// values `k` counters from one pile, or `k` and `l` from both with `|k - l| < r`.
fn twin_table(n: usize, r: usize) -> Vec<Vec<usize>> {
    let mut g = vec![vec![0; n + 1]; n + 1];
    for x in 0..=n {
        for y in 0..=n {
            let mut seen = Vec::new();
            seen.extend((0..x).map(|x2| g[x2][y]));
            seen.extend((0..y).map(|y2| g[x][y2]));
            for k in 1..=x {
                for l in 1..=y {
                    if k.abs_diff(l) < r {
                        seen.push(g[x - k][y - l]);
                    }
                }
            }
            g[x][y] = (0..=seen.len()).find(|v| !seen.contains(v)).unwrap();
        }
    }
    g
}

#[test]
fn grundy_values_equal_the_twin() {
    for rr in 1..=3 {
        let n = 12;
        let table = twin_table(n, rr);
        let mut arena = Arena::new();
        let mut distinct = std::collections::HashSet::new();
        for (x, row) in table.iter().enumerate() {
            for (y, &expected) in row.iter().enumerate() {
                let w = Wythoff::new(x as u64, y as u64)
                    .unwrap()
                    .with_r(r(rr as u64))
                    .unwrap();
                assert_eq!(w.grundy(), Ok(expected), "r = {rr}: ({x}, {y})");
                distinct.insert(expected);
                if x + y <= 12 {
                    // The framework's canonical form is the same nimber.
                    let g = Solver::new(&mut arena).value(&w).unwrap();
                    assert_eq!(arena.as_nimber(g).unwrap(), Some(expected as u64));
                }
            }
        }
        assert!(distinct.len() > 10, "the twin sees many values");
    }
}

/// Wythoff (10, n) for n = 0..4 (issue 47, from the published Wythoff Grundy table), and the
/// P-positions' two sequences (OEIS A000201 and A001950: floor(n phi), floor(n phi^2)).
#[test]
fn published_values() {
    let row: Vec<usize> = (0..5)
        .map(|n| Wythoff::new(10, n).unwrap().grundy().unwrap())
        .collect();
    assert_eq!(row, [10, 11, 9, 8, 13]);
    let pairs: Vec<(u64, u64)> = WythoffPPositions::new(r(1)).skip(1).take(12).collect();
    let lower: Vec<u64> = pairs.iter().map(|p| p.0).collect();
    let upper: Vec<u64> = pairs.iter().map(|p| p.1).collect();
    assert_eq!(lower, [1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19]);
    assert_eq!(upper, [2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31]);
}

#[test]
fn p_positions_are_the_positions_of_grundy_value_0() {
    for rr in 1..=4 {
        let n = 40;
        let table = twin_table(n, rr);
        let mut zeros = Vec::new();
        for (x, row) in table.iter().enumerate() {
            for (y, &g) in row.iter().enumerate().skip(x) {
                if g == 0 {
                    zeros.push((x as u64, y as u64));
                }
            }
        }
        let listed: Vec<(u64, u64)> = WythoffPPositions::new(r(rr as u64))
            .take_while(|&(_, b)| b <= n as u64)
            .collect();
        assert_eq!(listed, zeros, "r = {rr}");
        assert!(listed.len() > 5);
    }
}

#[test]
fn the_mex_rule_and_the_formula_agree() {
    for rr in [1, 2, 3, 5, 10, 1000] {
        for (n, pair) in WythoffPPositions::new(r(rr)).take(200_000).enumerate() {
            assert_eq!(
                wythoff_p_position(r(rr), n as u64),
                Some(pair),
                "r = {rr}, n = {n}"
            );
        }
    }
}

/// `a_n = floor(n phi)` for Wythoff: `(2 a - n)^2 <= 5 n^2 < (2 a + 2 - n)^2`, checked in
/// `u128` far past where the mex rule can go, up to where `b_n` leaves `u64`.
#[test]
fn the_formula_is_exact_at_the_top_of_u64() {
    for n in [1u64 << 40, (1 << 62) + 12_345, 7_000_000_000_000_000_000] {
        let (a, b) = wythoff_p_position(r(1), n).unwrap();
        let (a, n) = (u128::from(a), u128::from(n));
        assert!((2 * a - n).pow(2) <= 5 * n * n && 5 * n * n < (2 * a + 2 - n).pow(2));
        assert_eq!(u128::from(b), a + n);
    }
    // The last n whose b_n fits in u64, found by bisection; the next n's pair, from the
    // Beatty inequality (a_(n+1) is a_n + 1 or a_n + 2), indeed passes u64.
    let (mut fits, mut past) = (1u64 << 62, 1u64 << 63);
    assert!(wythoff_p_position(r(1), fits).is_some() && wythoff_p_position(r(1), past).is_none());
    while past - fits > 1 {
        let mid = fits + (past - fits) / 2;
        if wythoff_p_position(r(1), mid).is_some() {
            fits = mid;
        } else {
            past = mid;
        }
    }
    let (a, _) = wythoff_p_position(r(1), fits).unwrap();
    let n = u128::from(past);
    let beatty = |a: u128| (2 * a - n).pow(2) <= 5 * n * n && 5 * n * n < (2 * a + 2 - n).pow(2);
    let next = [u128::from(a) + 1, u128::from(a) + 2]
        .into_iter()
        .find(|&a| beatty(a))
        .unwrap();
    assert!(next + n > u128::from(u64::MAX), "{fits}");
    assert_eq!(wythoff_p_position(NonZeroU64::MAX, 1), None);
    assert_eq!(wythoff_p_position(NonZeroU64::MAX, 0), Some((0, 0)));
    assert_eq!(wythoff_p_position(r(1), u64::MAX), None);
}

#[test]
fn bad_piles_are_refused_with_their_place() {
    let letter =
        |position, letter| Err(Error::Position(PositionError::Letter { position, letter }));
    assert_eq!("10;4".parse::<Wythoff>(), letter(2, ';'));
    assert_eq!("10,4x".parse::<Wythoff>(), letter(4, 'x'));
    assert_eq!("10,-4".parse::<Wythoff>(), letter(3, '-'));
    assert_eq!("é1,x".parse::<Wythoff>(), letter(0, 'é'));
    assert_eq!("1é,x".parse::<Wythoff>(), letter(1, 'é'));
    assert_eq!("1,éx".parse::<Wythoff>(), letter(2, 'é'));
    assert_eq!("10,4,2".parse::<Wythoff>(), letter(4, ','));
    assert_eq!(
        "  ".parse::<Wythoff>(),
        Err(Error::Position(PositionError::Empty))
    );
    let parse = |position, reason| Err(Error::Parse(ParseError { position, reason }));
    assert_eq!(
        "10".parse::<Wythoff>(),
        parse(2, ParseReason::Expected(','))
    );
    assert_eq!(
        "10, ".parse::<Wythoff>(),
        parse(4, ParseReason::ExpectedDigits)
    );
    assert_eq!(
        ",4".parse::<Wythoff>(),
        parse(0, ParseReason::ExpectedDigits)
    );
    let too_large = |position| {
        Err(Error::Position(PositionError::NumberTooLarge {
            position,
            max: MAX_WYTHOFF_PILE,
        }))
    };
    assert_eq!("1, 18446744073709551616".parse::<Wythoff>(), too_large(3));
    assert_eq!("65537,0".parse::<Wythoff>(), too_large(0));
    let top = " 65536, 0 ".parse::<Wythoff>().unwrap();
    assert_eq!(top.piles(), (MAX_WYTHOFF_PILE, 0));
    assert_eq!(top.to_string(), "65536,0");
}

/// A wide r on large piles is refused before a position builds its options (it aborted the
/// process before: billions of options at once); the largest r allowed is named and works.
#[test]
fn wide_diagonals_on_large_piles_are_refused() {
    let big = Wythoff::new(20_000, 20_000).unwrap();
    let Err(Error::Position(PositionError::NumberTooLarge { position: 2, max })) =
        big.with_r(r(100_000))
    else {
        panic!("not refused");
    };
    assert!(big.with_r(r(max)).is_ok() && big.with_r(r(max + 1)).is_err());
    let top = Wythoff::new(MAX_WYTHOFF_PILE, MAX_WYTHOFF_PILE).unwrap();
    assert!(top.with_r(r(1)).is_ok());
    assert!(
        Wythoff::new(MAX_WYTHOFF_PILE, 0)
            .unwrap()
            .with_r(NonZeroU64::MAX)
            .is_ok()
    );
}

#[test]
fn large_piles_end_in_a_refusal_not_a_hang() {
    use combgames_base::Limits;
    let big = Wythoff::new(MAX_WYTHOFF_PILE, MAX_WYTHOFF_PILE).unwrap();
    assert!(big.grundy_with(Limits::new().steps(10_000)).is_err());
    let mut arena = Arena::new();
    let refused = Solver::with_limits(&mut arena, Limits::new().steps(10_000)).value(&big);
    assert!(matches!(refused, Err(Error::Exceeded(_))), "{refused:?}");
}
