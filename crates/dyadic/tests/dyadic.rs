//! `Dyadic` against exact rational arithmetic in i128, and the simplicity rule against a scan
//! over denominators.

use combgames_dyadic::{Dyadic, Error, MAX_EXPONENT, ParseError, simplest_between_scaled};
use proptest::prelude::*;

/// `value * 2^scale` as an i128, for comparing dyadics with small exponents exactly.
fn scaled(d: Dyadic, scale: u32) -> i128 {
    i128::from(d.numerator()) << (scale - d.exponent())
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
    let max = Dyadic::from_integer(i64::MAX);
    assert_eq!(max.checked_add(Dyadic::ONE), None);
    assert_eq!(Dyadic::from_integer(i64::MIN).checked_neg(), None);
    assert_eq!(max.checked_mul(Dyadic::from_integer(2)), None);
    // A numerator that would lose its top bit when aligned is caught (checked_shl would not).
    let tiny = Dyadic::new(1, MAX_EXPONENT).unwrap();
    assert_eq!(Dyadic::from_integer(3).checked_add(tiny), None);
    assert_eq!(tiny.checked_halve(1), None);
    assert_eq!(tiny.checked_mul(tiny), None);
    assert_eq!(
        "99999999999999999999".parse::<Dyadic>(),
        Err(Error::Overflow)
    );
    assert_eq!(Dyadic::new(4, 64), Ok(Dyadic::new(1, 62).unwrap()));
    assert_eq!(Dyadic::new(1, 63), Err(Error::Overflow));
    assert_eq!(
        Dyadic::from_integer(1 << 61).to_scaled(2),
        Err(Error::Overflow)
    );
    assert!(matches!(
        Dyadic::new(1, 3).unwrap().to_scaled(2),
        Err(Error::Inexact { .. })
    ));
    // Between 0 and 2^-62 the simplest number needs 2^-63.
    assert_eq!(
        Dyadic::simplest_between(Dyadic::ZERO, tiny),
        Err(Error::Overflow)
    );
    assert_eq!(
        Dyadic::simplest_between(tiny, Dyadic::ONE)
            .unwrap()
            .to_string(),
        "1/2"
    );
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
        prop_assert!(sum.exponent() == 0 || sum.numerator() % 2 != 0);
        // Text and scaled forms round-trip.
        prop_assert_eq!(sum.to_string().parse::<Dyadic>()?, sum);
        prop_assert_eq!(Dyadic::from_scaled(sum.to_scaled(30)?, 30)?, sum);
    }
}

/// The exact value of a dyadic as a rational `(numerator, exponent)` in i128 terms, for the
/// edge tests: `p / 2^e` with both from the normalised form.
fn exact(d: Dyadic) -> (i128, u32) {
    (i128::from(d.numerator()), d.exponent())
}

/// The exact sum, difference and product of two dyadics, by big-enough integer arithmetic
/// (i128 after aligning on exponents up to 62, numerators up to 2^63), normalised; `None` when
/// the result does not fit a `Dyadic`.
fn by_i128(left: Dyadic, right: Dyadic, op: char) -> Option<Dyadic> {
    let ((p, e), (q, f)) = (exact(left), exact(right));
    let (value, exponent) = match op {
        '+' | '-' => {
            let top = e.max(f);
            let (aligned_left, aligned_right) = (p << (top - e), q << (top - f));
            let value = if op == '+' {
                aligned_left + aligned_right
            } else {
                aligned_left - aligned_right
            };
            (value, top)
        }
        _ => (p * q, e + f),
    };
    if value == 0 {
        return Some(Dyadic::ZERO);
    }
    let shift = value.trailing_zeros().min(exponent);
    let numerator = i64::try_from(value >> shift).ok()?;
    Dyadic::new(numerator, exponent - shift).ok()
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    /// An exact result is returned whenever it is representable.
    #[test]
    fn checked_arithmetic_is_exact_at_the_edges(a in edgy_dyadic(), b in edgy_dyadic()) {
        prop_assert_eq!(a.checked_add(b), by_i128(a, b, '+'));
        prop_assert_eq!(a.checked_sub(b), by_i128(a, b, '-'));
        prop_assert_eq!(a.checked_mul(b), by_i128(a, b, '*'));
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
    let _ = Dyadic::from_integer(i64::MAX) + Dyadic::ONE;
}

/// Found by the `parsers` fuzz target (fuzz/regressions/parsers/dyadic-decimal-overflow): a
/// 19-digit whole part with 27 fraction digits overflowed i128 while parsing.
#[test]
fn long_decimals_are_refused_not_overflowed() {
    let text = "18444447607317842.4470731709551109551116";
    assert_eq!(text.parse::<Dyadic>(), Err(Error::Overflow));
    // Trailing zeros change nothing: the decimal reads as its integer does.
    assert_eq!(
        "-9223372036854775808.000000000000000000000000000".parse::<Dyadic>(),
        "-9223372036854775808".parse::<Dyadic>()
    );
    assert_eq!(
        "-9223372036854775808.000000000000000000000000001".parse::<Dyadic>(),
        Err(Error::Overflow)
    );
}
