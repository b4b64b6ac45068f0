//! Numbers across the boundary: dyadic rationals as `fractions.Fraction`, integers as Python
//! ints of any size (`BigUint` inside).

use combgames_dyadic::Dyadic;
use num_bigint::{BigInt, BigUint, Sign};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyType;

/// The class `fractions.Fraction`, imported once.
pub(crate) fn fraction_type(py: Python<'_>) -> PyResult<&Bound<'_, PyType>> {
    static FRACTION: PyOnceLock<Py<PyType>> = PyOnceLock::new();
    FRACTION.import(py, "fractions", "Fraction")
}

/// `x` as a `Fraction`.
pub(crate) fn to_fraction(py: Python<'_>, x: Dyadic) -> PyResult<Py<PyAny>> {
    let denominator = BigUint::from(1u8) << x.exponent();
    Ok(fraction_type(py)?
        .call1((x.numerator(), denominator))?
        .unbind())
}

/// Whether `value` is a number this module takes: an `int` (not a `bool` pretending to be a
/// game, which is still an int: accepted), a `Fraction` or another `numbers.Rational`, or a
/// `float` (every finite float is dyadic).
pub(crate) fn is_number(value: &Bound<'_, PyAny>) -> PyResult<bool> {
    static RATIONAL: PyOnceLock<Py<PyType>> = PyOnceLock::new();
    let rational = RATIONAL.import(value.py(), "numbers", "Rational")?;
    Ok(value.is_instance(rational)? || value.is_instance_of::<pyo3::types::PyFloat>())
}

/// `value` (an int, a `Fraction` or a float) as a dyadic rational; `ValueError` when it is not
/// dyadic (its denominator is not a power of two) or is out of the dyadic type's range.
pub(crate) fn to_dyadic(value: &Bound<'_, PyAny>) -> PyResult<Dyadic> {
    let py = value.py();
    if !is_number(value)? {
        return Err(PyTypeError::new_err(format!(
            "expected an int, a Fraction or a float, got {}",
            value.get_type().name()?
        )));
    }
    // Fraction(value) is exact for ints, rationals and floats (and refuses nan and infinity).
    let exact = fraction_type(py)?
        .call1((value,))
        .map_err(|e| PyValueError::new_err(format!("not a dyadic rational: {e}")))?;
    let numerator: BigInt = exact.getattr("numerator")?.extract()?;
    let denominator: BigInt = exact.getattr("denominator")?.extract()?;
    let (_, digits) = denominator.to_u64_digits();
    let is_power_of_two = digits.iter().map(|d| d.count_ones()).sum::<u32>() == 1;
    if !is_power_of_two {
        return Err(PyValueError::new_err(format!(
            "{} is not a dyadic rational (its denominator is not a power of two)",
            exact.str()?
        )));
    }
    let exponent = denominator.trailing_zeros().unwrap_or(0);
    let out_of_range = || {
        let text = value
            .str()
            .map_or_else(|_| String::new(), |s| s.to_string());
        let shown = if text.is_empty() || text.len() > 60 {
            String::from("the value")
        } else {
            text
        };
        PyValueError::new_err(format!(
            "{shown} is outside the dyadic rationals supported (magnitude up to 2^{}, denominators up to 2^{})",
            combgames_dyadic::MAX_MAGNITUDE_BITS,
            combgames_dyadic::MAX_EXPONENT
        ))
    };
    let exponent = u32::try_from(exponent).map_err(|_| out_of_range())?;
    Dyadic::from_big(numerator, exponent).map_err(|_| out_of_range())
}

/// A non-negative Python int as a `BigUint`; `ValueError` for a negative one.
pub(crate) fn to_natural(value: &Bound<'_, PyAny>, what: &str) -> PyResult<BigUint> {
    let n: BigInt = value.extract()?;
    match n.into_parts() {
        (Sign::Minus, _) => Err(PyValueError::new_err(format!("{what} must be at least 0"))),
        (_, n) => Ok(n),
    }
}

/// A modulus: `None` for an exact count, else an int of any size, at least 2.
pub(crate) fn to_modulus(value: Option<&Bound<'_, PyAny>>) -> PyResult<Option<BigUint>> {
    let Some(value) = value.filter(|v| !v.is_none()) else {
        return Ok(None);
    };
    let m = to_natural(value, "the modulus")?;
    if m < BigUint::from(2u8) {
        return Err(PyValueError::new_err(format!(
            "the modulus must be at least 2, got {m}"
        )));
    }
    Ok(Some(m))
}
