//! Ordinals below omega^omega^omega: the text, nim-arithmetic against twins from the
//! definition of omega below omega^3 and from Lenstra's generators below omega^(omega*5), and
//! the field's laws, and Lenstra's constants against
//! their published values.

use combgames_base::Limits;
use combgames_grundy::ordinal::{
    Exponent, LenstraConstant, Ordinal, PRODUCT_REACH, lenstra_constants, lenstra_constants_sparse,
    max_exponent_coefficient,
};
use combgames_grundy::{Error, Nimber};
use proptest::prelude::*;

fn ord(text: &str) -> Ordinal {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn text_round_trips_in_both_styles() {
    for (ascii, unicode) in [
        ("0", "0"),
        ("omega", "ω"),
        ("omega^2", "ω^2"),
        ("omega*7", "ω×7"),
        ("omega^(omega*4)", "ω^(ω×4)"),
        ("omega^omega^7", "ω^ω^7"),
        ("omega+65536", "ω+65536"),
        ("omega^omega", "ω^ω"),
        (
            "omega^(omega^2*3+omega+1)*5+omega^3+2",
            "ω^(ω^2×3+ω+1)×5+ω^3+2",
        ),
    ] {
        let x = ord(ascii);
        assert_eq!(x.to_string(), ascii);
        assert_eq!(x.to_unicode(), unicode);
        assert_eq!(ord(unicode), x);
    }
    // Spaces, parentheses around a finite exponent, and ω^1 are read as the plain forms.
    assert_eq!(ord(" omega ^ ( 2 ) * 3 + 1 ").to_string(), "omega^2*3+1");
    assert_eq!(ord("omega^1").to_string(), "omega");
    assert_eq!(ord("omega^0*5").to_string(), "5");
}

#[test]
fn text_refusals_say_what_and_where() {
    for (text, says) in [
        ("", "no ordinal"),
        ("1+omega", "position 2"),
        ("omega+omega", "position 6"),
        ("omega^(1+omega)", "position 9"),
        ("omega*0", "is 0"),
        ("omega^omega^omega", "not below omega^omega"),
        ("omega^omega^128", "past omega^127"),
        ("18446744073709551616", "past 2^64 - 1"),
        ("omega^(omega^200)", "past omega^127"),
        ("omega^(omega^2*3^50)", "expected"),
        ("omega+", "expected a term"),
        ("omega)", "expected '+' or the end"),
        ("omega^(omega", "expected ')'"),
        ("omega^x", "expected an exponent"),
    ] {
        let error = text.parse::<Ordinal>().expect_err(text).to_string();
        assert!(error.contains(says), "{text}: {error}");
    }
    let too_big = format!("omega^(omega*{})", max_exponent_coefficient(1) + 1);
    assert!(matches!(
        too_big.parse::<Ordinal>(),
        Err(Error::OrdinalTooLarge(_))
    ));
    assert!(
        format!("omega^(omega*{})", max_exponent_coefficient(1))
            .parse::<Ordinal>()
            .is_ok()
    );
    assert!(matches!(
        "omega ".repeat(20_000).parse::<Ordinal>(),
        Err(Error::OrdinalText(_))
    ));
}

#[test]
fn ordinals_order_as_ordinals() {
    let ascending = [
        "0",
        "1",
        "65536",
        "omega",
        "omega+1",
        "omega*2",
        "omega^2",
        "omega^3*7",
        "omega^omega",
        "omega^(omega+1)",
        "omega^(omega*2)",
        "omega^omega^2",
        "omega^omega^7+omega",
    ];
    for pair in ascending.windows(2) {
        assert!(ord(pair[0]) < ord(pair[1]), "{} < {}", pair[0], pair[1]);
    }
}

/// The twin below omega^3: an ordinal `omega^2 c2 + omega c1 + c0` is the polynomial
/// `c2 w^2 + c1 w + c0` over the nimbers, and `w^3 = 2` (Conway: omega is the least ordinal
/// with no cube root among the finite ones, and its cube is 2). Products multiply the
/// polynomials and reduce `w^3` to 2 and `w^4` to `2 w`.
fn twin_product(a: [u64; 3], b: [u64; 3]) -> [u64; 3] {
    let mut full = [Nimber(0); 5];
    for i in 0..3 {
        for j in 0..3 {
            full[i + j] += Nimber(a[i]) * Nimber(b[j]);
        }
    }
    let two = Nimber(2);
    [
        (full[0] + full[3] * two).0,
        (full[1] + full[4] * two).0,
        full[2].0,
    ]
}

fn below_omega_cubed(c: [u64; 3]) -> Ordinal {
    let mut x = Ordinal::from(c[0]);
    for (k, &ck) in c.iter().enumerate().skip(1) {
        x = x.nim_sum(&Ordinal::term(Exponent::finite(k as u32), ck));
    }
    x
}

proptest! {
    #[test]
    fn products_below_omega_cubed_match_the_twin(a in prop::array::uniform3(any::<u64>()), b in prop::array::uniform3(any::<u64>())) {
        let product = below_omega_cubed(a).nim_product(&below_omega_cubed(b)).unwrap();
        prop_assert_eq!(product, below_omega_cubed(twin_product(a, b)));
    }

    #[test]
    fn finite_ordinals_are_the_nimbers(a in any::<u64>(), b in any::<u64>()) {
        let (x, y) = (Ordinal::from(a), Ordinal::from(b));
        prop_assert_eq!(x.nim_sum(&y), Ordinal::from(a ^ b));
        prop_assert_eq!(x.nim_product(&y).unwrap(), Ordinal::from((Nimber(a) * Nimber(b)).0));
    }
}

/// The second twin, below `omega^(omega*5)`: by Lenstra's generators, `omega^n` for `n < 9`
/// is `x0^d0 x1^d1` (`n = d0 + 3 d1`) with `x0 = omega`, `x1 = omega^3`, `x1^3 = x0` and
/// `x0^3 = 2`; `omega^(omega*a)` is `z^a` with `z = omega^omega`, `z^5 = 4` (the first
/// excess of 5 is 0: `alpha_5 = 4`). So with `y = x1` (`x0 = y^3`, `y^9 = 2`) the ordinal
/// `sum c(a, n) omega^(omega*a + n)` is the polynomial `sum c(a, n) z^a y^(3 d0 + d1)` over the
/// nimbers, reduced by `y^9 = 2` and `z^5 = 4`: a cell `9a + 3 d0 + d1` of 45.
fn deeper_twin_product(a: &[u64; 45], b: &[u64; 45]) -> [u64; 45] {
    let mut full = [[Nimber(0); 17]; 9];
    for i in 0..45 {
        for j in 0..45 {
            full[i / 9 + j / 9][i % 9 + j % 9] += Nimber(a[i]) * Nimber(b[j]);
        }
    }
    let mut out = [Nimber(0); 45];
    for (z, row) in full.iter().enumerate() {
        for (y, &c) in row.iter().enumerate() {
            let (z, zf) = if z >= 5 {
                (z - 5, Nimber(4))
            } else {
                (z, Nimber(1))
            };
            let (y, yf) = if y >= 9 {
                (y - 9, Nimber(2))
            } else {
                (y, Nimber(1))
            };
            out[9 * z + y] += c * zf * yf;
        }
    }
    out.map(|c| c.0)
}

/// The ordinal of a cell array of [`deeper_twin_product`].
fn below_omega_omega_5(cells: &[u64; 45]) -> Ordinal {
    let mut x = Ordinal::from(0);
    for (cell, &c) in cells.iter().enumerate() {
        let (a, m) = (cell / 9, cell % 9);
        // y^m = x0^(m / 3) x1^(m % 3) = omega^n.
        let n = m / 3 + 3 * (m % 3);
        let exponent = Exponent::new(vec![n as u64, a as u64]).unwrap();
        x = x.nim_sum(&Ordinal::term(exponent, c));
    }
    x
}

/// Cell arrays with a few non-zero cells.
fn sparse_cells() -> impl Strategy<Value = [u64; 45]> {
    prop::collection::vec((0usize..45, any::<u64>()), 0..6).prop_map(|cells| {
        let mut out = [0; 45];
        for (i, c) in cells {
            out[i] = c;
        }
        out
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn products_below_omega_to_the_omega_5_match_the_deeper_twin(a in sparse_cells(), b in sparse_cells()) {
        let product = below_omega_omega_5(&a).nim_product(&below_omega_omega_5(&b)).unwrap();
        prop_assert_eq!(product, below_omega_omega_5(&deeper_twin_product(&a, &b)));
    }
}

/// Ordinals below omega^(omega^3) with small exponents and coefficients (so that their
/// degrees, and the cost of the laws below, stay small).
fn small_ordinal() -> impl Strategy<Value = Ordinal> {
    let term = (prop::collection::vec(0u64..6, 0..3), 1u64..16);
    prop::collection::vec(term, 0..4).prop_map(|terms| {
        terms.into_iter().fold(Ordinal::from(0), |x, (beta, c)| {
            x.nim_sum(&Ordinal::term(Exponent::new(beta).unwrap(), c))
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn the_field_laws_hold(a in small_ordinal(), b in small_ordinal(), c in small_ordinal()) {
        let ab = a.nim_product(&b).unwrap();
        prop_assert_eq!(&ab, &b.nim_product(&a).unwrap());
        prop_assert_eq!(ab.nim_product(&c).unwrap(), a.nim_product(&b.nim_product(&c).unwrap()).unwrap());
        prop_assert_eq!(
            a.nim_product(&b.nim_sum(&c)).unwrap(),
            ab.nim_sum(&a.nim_product(&c).unwrap())
        );
        prop_assert_eq!(a.nim_product(&Ordinal::from(1)).unwrap(), a.clone());
        prop_assert_eq!(a.nim_sum(&a), Ordinal::from(0));
        // Frobenius: squaring adds.
        prop_assert_eq!(
            a.nim_sum(&b).nim_power(2).unwrap(),
            a.nim_power(2).unwrap().nim_sum(&b.nim_power(2).unwrap())
        );
        if a != Ordinal::from(0) {
            prop_assert_eq!(a.nim_product(&a.nim_inverse().unwrap()).unwrap(), Ordinal::from(1));
            // x^(2^d) = x for the degree d.
            let d = a.degree().unwrap();
            prop_assert_eq!(a.nim_power(2).unwrap().degree().unwrap(), d);
            let mut y = a.clone();
            for _ in 0..d {
                y = y.nim_power(2).unwrap();
            }
            prop_assert_eq!(y, a.clone());
        }
    }

    #[test]
    fn powers_are_repeated_products(a in small_ordinal(), n in 0u64..12) {
        let mut product = Ordinal::from(1);
        for _ in 0..n {
            product = product.nim_product(&a).unwrap();
        }
        prop_assert_eq!(a.nim_power(n).unwrap(), product);
    }

    #[test]
    fn text_round_trips(a in small_ordinal()) {
        prop_assert_eq!(a.to_string().parse::<Ordinal>().unwrap(), a.clone());
        prop_assert_eq!(a.to_unicode().parse::<Ordinal>().unwrap(), a);
    }
}

#[test]
fn published_values() {
    // Siegel, Combinatorial Game Theory, pp. 449-450 (and On Numbers and Games): the 66th
    // nim-power of omega^omega^3 (its 11th power is alpha_11 = omega^omega + 1).
    assert_eq!(
        ord("omega^omega^3").nim_power(66).unwrap(),
        ord("omega^(omega*4)+omega^(omega*2)+omega^omega*4+1")
    );
    assert_eq!(
        ord("omega").nim_product(&ord("omega")).unwrap(),
        ord("omega^2")
    );
    assert_eq!(ord("omega").nim_product(&ord("omega^2")).unwrap(), ord("2"));
    assert_eq!(ord("omega").nim_product(&ord("7")).unwrap(), ord("omega*7"));
    // Finite nim-products 8 (x) 1..16 (Winning Ways, ch. 14's table).
    let row: Vec<u64> = (1..=16)
        .map(|n| {
            ord("8")
                .nim_product(&Ordinal::from(n))
                .unwrap()
                .to_finite()
                .unwrap()
        })
        .collect();
    assert_eq!(
        row,
        [8, 12, 4, 11, 3, 7, 15, 13, 5, 1, 9, 6, 14, 10, 2, 128]
    );
}

#[test]
fn conways_first_values() {
    // On Numbers and Games, ch. 6: omega^3 = 2, so 1/omega = omega^2 (x) 1/2 = omega^2*3.
    assert_eq!(ord("omega").nim_power(3).unwrap(), Ordinal::from(2));
    assert_eq!(ord("omega").nim_inverse().unwrap(), ord("omega^2*3"));
    assert_eq!(
        ord("omega").nim_product(&ord("omega")).unwrap(),
        ord("omega^2")
    );
    // The generators: (omega^(3^n))^3 = omega^(3^(n-1)), and the p-th power of omega^omega^k.
    assert_eq!(ord("omega^9").nim_power(3).unwrap(), ord("omega^3"));
    assert_eq!(ord("omega^omega").nim_power(5).unwrap(), ord("4"));
    assert_eq!(ord("omega^omega^2").nim_power(7).unwrap(), ord("omega+1"));
    // Below a generator, nim-products of distinct powers are ordinal products.
    assert_eq!(
        ord("omega^omega").nim_product(&ord("omega^2*5")).unwrap(),
        ord("omega^(omega+2)*5")
    );
}

/// Past the constants of the first use: `(omega^omega^k)^(p_k)` is `alpha_(p_k)`, computed when
/// first needed (47 and 73, from the table of docs/ordinals.md: `omega^omega^7+1` and
/// `omega^3+1`), and a step limit too small for the new constants stops the operation.
#[test]
fn products_past_the_first_constants_compute_them_when_needed() {
    let tight = Limits::new().steps(100);
    let generator_19 = ord("omega^omega^19"); // p_19 = 73
    // No test of this file needs the constants to 257: they are new here, and 100 steps
    // stop them.
    let last = ord("omega^omega^53");
    assert!(matches!(
        last.nim_product_within(&last, &tight),
        Err(Error::Exceeded(_))
    ));
    assert_eq!(
        ord("omega^omega^13").nim_power(47).unwrap(),
        ord("omega^omega^7+1")
    );
    assert_eq!(generator_19.nim_power(73).unwrap(), ord("omega^3+1"));
    // Below p_k, powers of the generator are ordinal powers.
    assert_eq!(
        generator_19.nim_power(72).unwrap(),
        ord("omega^(omega^19*72)")
    );
    let x = ord("omega^omega^20+omega^omega^13*3+omega+1");
    let y = ord("omega^(omega^20*2+omega^13)+omega^omega*5+7");
    let z = ord("omega^omega^19+omega^4");
    assert_eq!(
        x.nim_product(&y).unwrap().nim_product(&z).unwrap(),
        x.nim_product(&y.nim_product(&z).unwrap()).unwrap()
    );
    assert_eq!(
        x.nim_product(&y.nim_sum(&z)).unwrap(),
        x.nim_product(&y)
            .unwrap()
            .nim_sum(&x.nim_product(&z).unwrap())
    );
}

#[test]
fn products_outside_the_reach_are_refused_with_the_range() {
    let far = Ordinal::term(
        Exponent::new(vec![0; PRODUCT_REACH].into_iter().chain([1]).collect()).unwrap(),
        1,
    );
    let error = far.nim_product(&Ordinal::from(1)).unwrap_err().to_string();
    assert!(
        error.contains(&format!("omega^omega^{PRODUCT_REACH}")),
        "{error}"
    );
    assert!(far.nim_inverse().is_err() && far.nim_power(2).is_err() && far.degree().is_err());
    assert_eq!(PRODUCT_REACH, PRIMES_TO_257);
    // Sums reach every ordinal held.
    assert_eq!(far.nim_sum(&far), Ordinal::from(0));
    assert_eq!(Ordinal::from(0).nim_inverse(), Err(Error::DivisionByZero));
}

#[test]
fn a_product_too_large_to_compute_stops_at_the_step_limit() {
    // Exponents of many digits in base 3: the powers of this element spread over a field of
    // degree far beyond memory; the step limit stops it.
    let x = ord(&format!("omega^{}+omega+1", 3u64.pow(39)));
    let limits = Limits {
        steps: Some(100_000),
        ..Default::default()
    };
    assert!(matches!(
        x.nim_inverse_within(&limits),
        Err(Error::Exceeded(_))
    ));
    assert!(matches!(x.degree_within(&limits), Err(Error::Exceeded(_))));
    assert!(matches!(
        x.nim_power_within(u64::MAX, &limits),
        Err(Error::Exceeded(_))
    ));
    let y = x.nim_power_within(3, &limits).unwrap();
    assert!(x.nim_product_within(&y, &Limits::default()).is_ok());
}

/// OEIS A380496: the Lenstra excess of the n-th odd prime, 3 to 281 (a(1)-a(3) Conway,
/// a(4)-a(13) Lenstra, a(14)-a(18) Le Bruyn, a(19)-a(59) Siegel, 2025).
const A380496: [u64; 59] = [
    0, 0, 1, 1, 0, 0, 4, 1, 0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 1, 0, 1, 0, 1, 0, 0, 1, 0, 1,
    0, 1, 0, 1, 4, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 1, 0, 1, 1, 0, 1, 0,
];

/// The odd primes up to 257: the constants issue 46 asks the library to recompute, and the
/// reach of nim-products.
const PRIMES_TO_257: usize = 54;

/// The constants computed at a process's first product: the primes 3 to 43.
const FIRST_USE: usize = 13;

#[test]
fn lenstra_constants_match_their_published_values() {
    let constants = lenstra_constants(FIRST_USE, &Limits::default()).unwrap();
    let excess: Vec<u64> = constants.iter().map(|c| c.excess).collect();
    assert_eq!(excess, A380496[..FIRST_USE]);
    // The twin, every product on sparse polynomials, finds the same constants and degrees.
    assert_eq!(
        lenstra_constants_sparse(FIRST_USE, &Limits::default()).unwrap(),
        constants
    );
    // Each alpha_p is the p-th nim-power of its generator, and the definition's kappa + excess.
    for (
        k,
        LenstraConstant {
            prime,
            kappa,
            excess,
            alpha,
            degree,
            order,
        },
    ) in constants.iter().enumerate()
    {
        let mut beta = vec![0; k + 1];
        beta[k] = 1;
        let generator = Ordinal::term(Exponent::new(beta).unwrap(), 1);
        assert_eq!(&generator.nim_power(*prime).unwrap(), alpha, "p = {prime}");
        let finite = kappa
            .terms()
            .last()
            .filter(|t| t.0.is_zero())
            .map_or(0, |t| t.1);
        let infinite = kappa.nim_sum(&Ordinal::from(finite));
        assert_eq!(&infinite.nim_sum(&Ordinal::from(finite + excess)), alpha);
        assert_eq!(alpha.degree().unwrap(), *degree);
        assert_eq!(degree % order, 0, "p = {prime}: f(p) divides the degree");
        // alpha_p lies below the generator: its exponents use only the primes before p.
        assert!(alpha < &generator);
    }
    // Lenstra's values for the first primes.
    let alpha: Vec<String> = constants.iter().map(|c| c.alpha.to_string()).collect();
    assert_eq!(
        alpha[..8],
        [
            "2",
            "4",
            "omega+1",
            "omega^omega+1",
            "omega+4",
            "16",
            "omega^3+4",
            "omega^omega^3+1"
        ]
    );
}

/// The constants of every odd prime up to 257 (fields of up to `2^272240` elements, for
/// 167) against OEIS A380496, about 25 s optimised; `COMBGAMES_LENSTRA_PRIMES=N` takes the
/// first `N` instead, up to the 59 (3 to 281) listed here, without a step limit past 54.
#[test]
#[ignore = "seconds optimised: the constants of the odd primes up to 257"]
fn lenstra_constants_up_to_257() {
    let count = std::env::var("COMBGAMES_LENSTRA_PRIMES")
        .ok()
        .and_then(|n| n.parse::<usize>().ok())
        .unwrap_or(PRIMES_TO_257)
        .min(A380496.len());
    let limits = if count <= PRIMES_TO_257 {
        Limits::default()
    } else {
        Limits::new().steps(u64::MAX)
    };
    let constants = lenstra_constants(count, &limits).unwrap();
    let excess: Vec<u64> = constants.iter().map(|c| c.excess).collect();
    assert_eq!(excess, A380496[..count]);
    if count >= PRIMES_TO_257 {
        let last = &constants[PRIMES_TO_257 - 1];
        assert_eq!((last.prime, last.order), (257, 16));
        assert_eq!(last.alpha.to_string(), "256");
    }
}

#[test]
fn lenstra_constants_stop_at_their_limit() {
    let tight = Limits {
        steps: Some(1_000),
        ..Default::default()
    };
    assert!(matches!(
        lenstra_constants(FIRST_USE, &tight),
        Err(Error::Exceeded(_))
    ));
    assert!(matches!(
        lenstra_constants(1000, &Limits::default()),
        Err(Error::OrdinalTooLarge(_))
    ));
}
