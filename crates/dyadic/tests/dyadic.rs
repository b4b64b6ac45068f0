//! `Dyadic` against exact rational arithmetic in i128, and the simplicity rule against a scan
//! over denominators.

use combgames_dyadic::{
    Dyadic, Error, MAX_EXPONENT, MAX_MAGNITUDE_BITS, ParseError, simplest_between_scaled,
};
use num_bigint::BigInt;
use num_traits::{One, Zero};
use proptest::prelude::*;

/// `value * 2^scale` as an i128, for comparing dyadics held inline with small exponents.
fn scaled(d: Dyadic, scale: u32) -> i128 {
    let (p, e) = d.to_small().expect("a small value");
    i128::from(p) << (scale - e)
}

/// The simplicity rule by search: integers first (least magnitude), then denominators 2, 4,
/// 8, ... until some odd multiple lies strictly inside.
fn simplest_by_scan(a: Dyadic, b: Dyadic) -> Dyadic {
    let scale = 40;
    let (lo, hi) = (scaled(a, scale), scaled(b, scale));
    let inside = |m: i128, j: u32| lo < m << (scale - j) && m << (scale - j) < hi;
    let bound = (hi.abs().max(lo.abs()) >> scale) + 2;
    let mut integers: Vec<i128> = (-bound..=bound).filter(|&m| inside(m, 0)).collect();
    integers.sort_by_key(|m| m.abs());
    if let Some(&m) = integers.first() {
        return Dyadic::new(m as i64, 0).unwrap();
    }
    for j in 1..=scale {
        let first = (lo >> (scale - j)) - 1;
        if let Some(m) = (first..first + 4).find(|&m| m % 2 != 0 && inside(m, j)) {
            return Dyadic::new(m as i64, j).unwrap();
        }
    }
    unreachable!("an interval of positive length holds a multiple of 2^-40 here")
}

fn small_dyadic() -> impl Strategy<Value = Dyadic> {
    (-5000i64..5000, 0u32..12).prop_map(|(p, e)| Dyadic::new(p, e).unwrap())
}

#[test]
fn text_round_trips() {
    for text in ["0", "5", "-3/8", "1/2", "-1", "7/4611686018427387904"] {
        assert_eq!(text.parse::<Dyadic>().unwrap().to_string(), text);
    }
    assert_eq!("2/4".parse::<Dyadic>().unwrap().to_string(), "1/2");
    for (decimal, value) in [
        ("0.5", "1/2"),
        ("-1.375", "-11/8"),
        ("2.0", "2"),
        ("-0.25", "-1/4"),
    ] {
        assert_eq!(decimal.parse::<Dyadic>().unwrap().to_string(), value);
    }
    for (bad, why) in [
        ("x", ParseError::Numerator),
        ("1/x", ParseError::Denominator),
        ("1/3", ParseError::NotPowerOfTwo),
        ("1.2.3", ParseError::Decimal),
        ("0.1", ParseError::NotDyadic),
    ] {
        assert_eq!(bad.parse::<Dyadic>(), Err(Error::Parse(why)), "{bad}");
    }
    for bad in [
        "", "1/3", "x", "1/0", "1/", "/2", "1/2/4", "0.1", "1.", "1.2.3", ".x",
    ] {
        assert!(
            matches!(bad.parse::<Dyadic>(), Err(Error::Parse(_))),
            "{bad}"
        );
    }
}

#[test]
fn overflow_edges() {
    // Past i64 and past 2^-62 the values are exact, not refused.
    let max = Dyadic::from_integer(i64::MAX);
    assert_eq!(
        max.checked_add(Dyadic::ONE).unwrap().to_string(),
        "9223372036854775808"
    );
    assert_eq!(
        Dyadic::from_integer(i64::MIN).checked_neg().unwrap(),
        max.checked_add(Dyadic::ONE).unwrap()
    );
    assert_eq!(
        max.checked_mul(Dyadic::from_integer(2))
            .unwrap()
            .to_string(),
        "18446744073709551614"
    );
    let tiny = Dyadic::new(1, 62).unwrap();
    assert_eq!(
        Dyadic::from_integer(3)
            .checked_add(tiny)
            .unwrap()
            .exponent(),
        62
    );
    assert_eq!(tiny.checked_halve(1).unwrap().exponent(), 63);
    assert_eq!(tiny.checked_mul(tiny).unwrap().exponent(), 124);
    assert_eq!(
        Dyadic::simplest_between(Dyadic::ZERO, tiny).unwrap(),
        Dyadic::new(1, 63).unwrap()
    );
    assert_eq!(
        "99999999999999999999"
            .parse::<Dyadic>()
            .unwrap()
            .to_string(),
        "99999999999999999999"
    );
    assert_eq!(Dyadic::new(4, 64), Ok(Dyadic::new(1, 62).unwrap()));
    // The bounds: |x| < 2^65536, denominators up to 2^65536.
    let finest = Dyadic::new(1, MAX_EXPONENT).unwrap();
    assert_eq!(Dyadic::new(1, MAX_EXPONENT + 1), Err(Error::Overflow));
    assert_eq!(finest.checked_halve(1), None);
    assert_eq!(finest.checked_mul(finest), None);
    assert_eq!(
        Dyadic::simplest_between(Dyadic::ZERO, finest),
        Err(Error::Overflow)
    );
    assert_eq!(
        Dyadic::simplest_between(finest, Dyadic::ONE)
            .unwrap()
            .to_string(),
        "1/2"
    );
    // The magnitude bound, 2^65536, is itself a value; nothing past it is.
    let largest = Dyadic::from_big(BigInt::one() << MAX_MAGNITUDE_BITS, 0).unwrap();
    assert_eq!(largest.integer_bits(), MAX_MAGNITUDE_BITS + 1);
    assert_eq!(largest.checked_add(Dyadic::ONE), None);
    assert_eq!(largest.checked_add(finest), None);
    assert_eq!(
        Dyadic::from_big((BigInt::one() << MAX_MAGNITUDE_BITS) + 1u8, 0),
        Err(Error::Overflow)
    );
    assert_eq!(largest.checked_neg().unwrap().checked_sub(finest), None);
    // Just below the bound with the finest denominator: its floor and ceiling are values.
    let edge = largest.checked_sub(finest).unwrap();
    assert_eq!(edge.exponent(), MAX_EXPONENT);
    assert_eq!(edge.ceil(), largest);
    assert_eq!((-edge).floor(), -largest);
    assert_eq!(edge.floor(), largest - Dyadic::ONE);
    assert!(edge < largest && -edge > -largest);
    assert_eq!(
        Dyadic::from_integer(1 << 61).to_scaled(2),
        Err(Error::Overflow)
    );
    assert_eq!(
        tiny.checked_halve(1).unwrap().to_scaled(70),
        Err(Error::Overflow)
    );
    assert!(matches!(
        Dyadic::new(1, 3).unwrap().to_scaled(2),
        Err(Error::Inexact { .. })
    ));
    assert!(matches!(
        Dyadic::simplest_between(Dyadic::ONE, Dyadic::ONE),
        Err(Error::EmptyInterval { .. })
    ));
    assert_eq!(simplest_between_scaled(i64::MIN, i64::MAX, 62), Some(0));
    assert_eq!(
        simplest_between_scaled(i64::MAX - 3, i64::MAX, 0),
        Some(i64::MAX - 2)
    );
}

/// A value computed past the inline form that comes back into it is the same value, with the
/// same representation: equal, hashed alike, inline again.
#[test]
fn representations_are_unique() {
    use std::collections::HashSet;
    let big = Dyadic::from_big(BigInt::one() << 100u32, 0).unwrap();
    let back = big
        .checked_add(Dyadic::ONE)
        .unwrap()
        .checked_sub(big)
        .unwrap();
    assert_eq!(back, Dyadic::ONE);
    assert_eq!(back.to_small(), Some((1, 0)));
    let a = Dyadic::new(3, 80).unwrap();
    let b = Dyadic::new(1, 80)
        .unwrap()
        .checked_mul(Dyadic::from_integer(3))
        .unwrap();
    assert_eq!(a, b);
    let set: HashSet<Dyadic> = [a, b, back, Dyadic::ONE].into_iter().collect();
    assert_eq!(set.len(), 2);
    // (How many large values are stored is not asserted: the other tests of this binary intern
    // values on other threads meanwhile.)
    assert!(Dyadic::stored_large_values() >= 2);
}

#[test]
fn simplest_numbers_by_hand() {
    // Conway, On Numbers and Games, chapter 0: {0 | 1} = 1/2, {1/2 | 1} = 3/4, {1 | } ~ (1, 3) -> 2.
    let d = |s: &str| s.parse::<Dyadic>().unwrap();
    assert_eq!(Dyadic::simplest_between(d("0"), d("1")).unwrap(), d("1/2"));
    assert_eq!(
        Dyadic::simplest_between(d("1/2"), d("1")).unwrap(),
        d("3/4")
    );
    assert_eq!(Dyadic::simplest_between(d("1"), d("3")).unwrap(), d("2"));
    assert_eq!(
        Dyadic::simplest_between(d("-5/2"), d("-1/2")).unwrap(),
        d("-1")
    );
}

proptest! {
    #[test]
    fn simplest_matches_the_scan(a in small_dyadic(), b in small_dyadic()) {
        prop_assume!(a < b);
        prop_assert_eq!(Dyadic::simplest_between(a, b)?, simplest_by_scan(a, b));
    }

    #[test]
    fn scaled_kernel_matches_the_type(lo in -100_000i64..100_000, width in 1i64..5000, e in 0u32..16) {
        let hi = lo + width;
        let kernel = simplest_between_scaled(lo, hi, e);
        if width < 2 {
            prop_assert_eq!(kernel, None);
        } else {
            let expected = Dyadic::simplest_between(Dyadic::new(lo, e)?, Dyadic::new(hi, e)?)?;
            prop_assert_eq!(Dyadic::new(kernel.unwrap(), e)?, expected);
        }
    }

    #[test]
    fn ring_axioms_and_order(a in small_dyadic(), b in small_dyadic(), c in small_dyadic()) {
        let s = 40;
        // Exact against i128 arithmetic.
        prop_assert_eq!(scaled(a + b, s), scaled(a, s) + scaled(b, s));
        prop_assert_eq!(scaled(a - b, s), scaled(a, s) - scaled(b, s));
        prop_assert_eq!(scaled(a * b, s) , (scaled(a, s) * scaled(b, s)) >> s);
        prop_assert_eq!(a.cmp(&b), scaled(a, s).cmp(&scaled(b, s)));
        // Axioms.
        prop_assert_eq!(a + b, b + a);
        prop_assert_eq!((a + b) + c, a + (b + c));
        prop_assert_eq!(a * (b + c), a * b + a * c);
        prop_assert_eq!(a + Dyadic::ZERO, a);
        prop_assert_eq!(a * Dyadic::ONE, a);
        prop_assert_eq!(a - a, Dyadic::ZERO);
        prop_assert_eq!(-(-a), a);
        // Normal form: odd numerator or integer.
        let sum = a + b;
        prop_assert!(sum.exponent() == 0 || sum.numerator().trailing_zeros() == Some(0));
        // Text and scaled forms round-trip.
        prop_assert_eq!(sum.to_string().parse::<Dyadic>()?, sum);
        prop_assert_eq!(Dyadic::from_scaled(sum.to_scaled(30)?, 30)?, sum);
    }
}

/// The exact sum, difference or product of two dyadics as an unnormalised `value / 2^e`, by
/// big integers straight from the definitions.
fn by_big(left: Dyadic, right: Dyadic, op: char) -> (BigInt, u32) {
    let ((p, e), (q, f)) = (
        (left.numerator(), left.exponent()),
        (right.numerator(), right.exponent()),
    );
    match op {
        '+' => (((p << (e.max(f) - e)) + (q << (e.max(f) - f))), e.max(f)),
        '-' => (((p << (e.max(f) - e)) - (q << (e.max(f) - f))), e.max(f)),
        _ => (p * q, e + f),
    }
}

/// Whether `result` is `value / 2^e` in normal form (odd numerator, or an integer), or `None`
/// exactly when the value passes the bounds.
fn is_exact(result: Option<Dyadic>, (value, e): (BigInt, u32)) -> bool {
    // Reduce the twin by hand: strip common factors of two.
    let shift = value
        .trailing_zeros()
        .map_or(e, |z| z.min(u64::from(e)) as u32);
    let (value, e) = (value >> shift, e - shift);
    // |value / 2^e| <= 2^B, checked as value <= 2^(B + e) on magnitudes.
    let inside = e <= MAX_EXPONENT
        && *value.magnitude() <= num_bigint::BigUint::one() << (MAX_MAGNITUDE_BITS + e);
    match result {
        None => !inside,
        Some(r) => {
            inside
                && r.numerator()
                    == if value.is_zero() {
                        BigInt::zero()
                    } else {
                        value.clone()
                    }
                && r.exponent() == if value.is_zero() { 0 } else { e }
        }
    }
}

/// Whether `a op b` by the type is exact against the twin.
fn all_exact(a: Dyadic, b: Dyadic, op: char) -> bool {
    let result = match op {
        '+' => a.checked_add(b),
        '-' => a.checked_sub(b),
        _ => a.checked_mul(b),
    };
    is_exact(result, by_big(a, b, op))
}

fn edgy_dyadic() -> impl Strategy<Value = Dyadic> {
    let numerator = prop_oneof![
        Just(i64::MIN),
        Just(i64::MAX),
        Just(-1i64),
        Just(0),
        Just(1),
        (0u32..63).prop_map(|k| 1i64 << k),
        (0u32..63).prop_map(|k| -(1i64 << k)),
        (0u32..63).prop_map(|k| 3i64 << k.min(61)),
        any::<i64>(),
    ];
    let exponent = prop_oneof![Just(0u32), Just(1), Just(2), Just(61), Just(62), 0u32..=62];
    (numerator, exponent).prop_filter_map("representable", |(p, e)| Dyadic::new(p, e).ok())
}

/// Values past 64 bits: numerators of up to 300 bits, exponents up to 200, and values at the
/// type's bounds.
fn big_dyadic() -> impl Strategy<Value = Dyadic> {
    let any_size = (
        any::<bool>(),
        proptest::collection::vec(any::<u32>(), 0..10),
        0u32..200,
    )
        .prop_filter_map("inside", |(negative, digits, e)| {
            let n = BigInt::from(num_bigint::BigUint::new(digits));
            Dyadic::from_big(if negative { -n } else { n }, e).ok()
        });
    let at_the_bounds = (any::<bool>(), 0u32..3, 0u32..3, any::<bool>()).prop_filter_map(
        "inside",
        |(negative, below, finer, huge)| {
            let (bits, e) = if huge {
                (MAX_MAGNITUDE_BITS - below, 0)
            } else {
                (1, MAX_EXPONENT - finer)
            };
            // 2^B itself (below = 0, huge), or a hair under the bound.
            let n = if huge && below == 0 {
                BigInt::one() << bits
            } else {
                (BigInt::one() << (bits + e)) - 1u8
            };
            Dyadic::from_big(if negative { -n } else { n }, e).ok()
        },
    );
    prop_oneof![4 => any_size, 1 => at_the_bounds, 2 => edgy_dyadic()]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    /// An exact result is returned whenever it is representable.
    #[test]
    fn checked_arithmetic_is_exact_at_the_edges(a in edgy_dyadic(), b in edgy_dyadic()) {
        for op in ['+', '-', '*'] {
            prop_assert!(all_exact(a, b, op), "{a} {op} {b}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    /// Past 64 bits and at the bounds: arithmetic exact against the big-integer twin, order
    /// against the sign of the difference, text and simplest numbers against the definitions.
    #[test]
    fn big_values_are_exact(a in big_dyadic(), b in big_dyadic()) {
        for op in ['+', '-', '*'] {
            prop_assert!(all_exact(a, b, op), "{a} {op} {b}");
        }
        let (difference, _) = by_big(a, b, '-');
        prop_assert_eq!(a.cmp(&b), difference.sign().cmp(&num_bigint::Sign::NoSign));
        prop_assert_eq!(a.to_string().parse::<Dyadic>(), Ok(a));
        prop_assert_eq!(a.checked_neg().and_then(Dyadic::checked_neg), Some(a));
        let floor = a.floor();
        prop_assert!(floor.is_integer() && floor <= a && a - floor < Dyadic::ONE);
        prop_assert!(a.ceil() >= a && a.ceil() - a < Dyadic::ONE && a.ceil().is_integer());
        if a < b && a.exponent() < 190 && b.exponent() < 190 {
            let s = Dyadic::simplest_between(a, b)?;
            prop_assert!(a < s && s < b);
            // Simplest: no integer of smaller magnitude and no coarser denominator inside.
            if s.is_integer() {
                let nearer = if s > Dyadic::ZERO { s - Dyadic::ONE } else { s + Dyadic::ONE };
                prop_assert!(s == Dyadic::ZERO || !(a < nearer && nearer < b));
            } else {
                // No integer inside: the least integer above a is at least b.
                prop_assert!(a.floor() + Dyadic::ONE >= b);
                let coarser = s.exponent() - 1;
                let below = s.checked_sub(Dyadic::new(1, s.exponent()).unwrap()).unwrap();
                let above = s + Dyadic::new(1, s.exponent()).unwrap();
                // The neighbours on the coarser grid lie outside.
                prop_assert!(below.exponent() <= coarser && above.exponent() <= coarser);
                prop_assert!(below <= a && above >= b);
            }
        }
        let f = a.to_f64();
        let (p, e) = (a.numerator(), a.exponent());
        if p.bits() < 53 && e < 1000 {
            let expected = num_traits::ToPrimitive::to_f64(&p).unwrap() / 2f64.powi(i32::try_from(e).unwrap());
            prop_assert_eq!(f.to_bits(), expected.to_bits());
        }
    }
}

#[test]
fn the_reported_representable_results() {
    let d = |p: i64, e: u32| Dyadic::new(p, e).unwrap();
    let int = Dyadic::from_integer;
    // new(i64::MAX, 1) + new(1, 1) = (2^63 - 1 + 1) / 2 = 2^62.
    assert_eq!(d(i64::MAX, 1).checked_add(d(1, 1)), Some(int(1 << 62)));
    assert_eq!(int(i64::MIN).checked_mul(d(-1, 1)), Some(int(1 << 62)));
    assert_eq!(d(-1, 1).checked_sub(int(-(1 << 62))), Some(d(i64::MAX, 1)));
    assert_eq!(int(1 << 62).checked_mul(d(3, 2)), Some(int(3 << 60)));
}

#[test]
fn standard_traits() {
    use num_traits::{One, Zero};
    assert_eq!(Dyadic::default(), Dyadic::ZERO);
    assert_eq!(Dyadic::from(3i32), Dyadic::from(3i64));
    assert!(Dyadic::zero().is_zero() && Dyadic::one() == Dyadic::ONE);
    assert_eq!(format!("{:?}", Dyadic::new(3, 2).unwrap()), "3/4");
    assert!((Dyadic::new(-3, 3).unwrap().to_f64() + 0.375).abs() < f64::EPSILON);
    let parts = [Dyadic::new(1, 1).unwrap(); 4];
    assert_eq!(parts.into_iter().sum::<Dyadic>(), Dyadic::from(2));
    assert_eq!(
        Dyadic::new(1, 3).unwrap().to_scaled(2),
        Err(Error::Inexact {
            value: Dyadic::new(1, 3).unwrap(),
            exponent: 2
        })
    );
    assert_eq!(
        Dyadic::simplest_between(Dyadic::ONE, Dyadic::ZERO),
        Err(Error::EmptyInterval {
            lower: Dyadic::ONE,
            upper: Dyadic::ZERO
        })
    );
}

#[test]
#[should_panic(expected = "attempt to add with overflow")]
fn add_fail_on_overflow() {
    let largest = Dyadic::from_big(BigInt::one() << MAX_MAGNITUDE_BITS, 0).unwrap();
    let _ = largest + Dyadic::ONE;
}

/// Found by the `parsers` fuzz target (fuzz/regressions/parsers/dyadic-decimal-overflow): a
/// 19-digit whole part with 27 fraction digits overflowed i128 while parsing; decimals are now
/// read at any length (up to the text bound).
#[test]
fn long_decimals_are_read_exactly() {
    let text = "18444447607317842.4470731709551109551116";
    assert_eq!(
        text.parse::<Dyadic>(),
        Err(Error::Parse(ParseError::NotDyadic))
    );
    // Trailing zeros change nothing: the decimal reads as its integer does.
    assert_eq!(
        "-9223372036854775808.000000000000000000000000000".parse::<Dyadic>(),
        "-9223372036854775808".parse::<Dyadic>()
    );
    assert_eq!(
        "-9223372036854775808.000000000000000000000000001".parse::<Dyadic>(),
        Err(Error::Parse(ParseError::NotDyadic))
    );
    // 2^-100 written out in decimal (100 digits after the point), and the same plus 2^70.
    let tiny = Dyadic::new(1, 100).unwrap();
    let decimal = format!("0.{}", "0".repeat(30))
        + "7888609052210118054117285652827862296732064351090230047702789306640625";
    assert_eq!(decimal.parse::<Dyadic>(), Ok(tiny));
    let shifted = format!("1180591620717411303424{}", &decimal[1..]);
    assert_eq!(
        shifted.parse::<Dyadic>(),
        Ok(Dyadic::from_big(BigInt::one() << 70u32, 0).unwrap() + tiny)
    );
    assert_eq!(
        "1".repeat(60_000).parse::<Dyadic>(),
        Err(Error::Parse(ParseError::TooLong))
    );
    assert!("1/2".repeat(3).parse::<Dyadic>().is_err());
    assert_eq!(
        "1_000".parse::<Dyadic>(),
        Err(Error::Parse(ParseError::Numerator))
    );
}
