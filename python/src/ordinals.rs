//! `Ordinal`: an ordinal below `omega^omega^omega` with Conway's nim-arithmetic.

use combgames_base::Limits;
use combgames_grundy::ordinal::Ordinal as Inner;
use pyo3::basic::CompareOp;
use pyo3::prelude::*;

use crate::detach::detached;
use crate::errors::py_result;

/// An ordinal below ``omega^omega^omega`` in Cantor normal form, with Conway's nim-sum
/// (``+``), nim-product (``*``), nim-power (``**`` by an ``int``) and nim-inverse. Immutable,
/// hashable, ordered as ordinals.
///
/// ``Ordinal(text)`` reads ``omega^(omega*4)+omega^2*3+5`` (or with ``ω`` and ``×``);
/// ``Ordinal(n)`` the finite ordinal ``n`` (below ``2**64``). Products, powers and inverses
/// reach the ordinals below ``omega^omega^54`` and stop at 10**6 steps (``LimitExceeded``);
/// the constants past ``omega^omega^13`` are computed when a factor first needs them (0.15 s
/// for ``omega^omega^13``, 22 s for all), within up to 3 * 10**9 steps of their own.
/// ``product``, ``power``, ``inverse`` and ``degree`` take ``steps=`` to bound both.
///
/// >>> import combgames as cg
/// >>> w = cg.Ordinal("omega")
/// >>> w * w, w ** 3, w.inverse()
/// (Ordinal('omega^2'), Ordinal('2'), Ordinal('omega^2*3'))
/// >>> cg.Ordinal("omega^omega^3") ** 66
/// Ordinal('omega^(omega*4)+omega^(omega*2)+omega^omega*4+1')
/// >>> (cg.Ordinal("omega*3+1") + cg.Ordinal(7)).unicode()
/// 'ω×3+6'
#[pyclass(frozen, module = "combgames", name = "Ordinal")]
pub(crate) struct Ordinal {
    inner: Inner,
}

/// The ordinal an argument names: an `Ordinal`, text, or an `int` below `2**64`.
fn ordinal_of(value: &Bound<'_, PyAny>) -> PyResult<Inner> {
    if let Ok(x) = value.cast::<Ordinal>() {
        return Ok(x.get().inner.clone());
    }
    if value.is_instance_of::<pyo3::types::PyInt>() {
        let n = value.extract::<u64>().map_err(|_| {
            pyo3::exceptions::PyValueError::new_err(format!(
                "a finite ordinal is an int from 0 to 2**64 - 1, got {value}"
            ))
        })?;
        return Ok(Inner::from(n));
    }
    let text: String = value.extract()?;
    py_result(value.py(), text.parse::<Inner>())
}

#[pymethods]
impl Ordinal {
    #[new]
    fn new(value: &Bound<'_, PyAny>) -> PyResult<Ordinal> {
        Ok(Ordinal {
            inner: ordinal_of(value)?,
        })
    }

    /// Cantor normal form in ASCII: ``omega^(omega*4)+omega*7+65536``.
    fn __str__(&self) -> String {
        self.inner.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Ordinal('{}')", self.inner)
    }

    /// The text with ``ω`` and ``×``.
    ///
    /// >>> import combgames as cg
    /// >>> cg.Ordinal("omega^omega^7+omega*2").unicode()
    /// 'ω^ω^7+ω×2'
    fn unicode(&self) -> String {
        self.inner.to_unicode()
    }

    fn __add__(&self, other: &Bound<'_, PyAny>) -> PyResult<Ordinal> {
        Ok(Ordinal {
            inner: self.inner.nim_sum(&ordinal_of(other)?),
        })
    }

    fn __radd__(&self, other: &Bound<'_, PyAny>) -> PyResult<Ordinal> {
        self.__add__(other)
    }

    fn __mul__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Ordinal> {
        self.product(py, other, None)
    }

    /// The nim-product (as ``*``), within ``steps`` monomial products (``None``: the library's limits).
    ///
    /// >>> import combgames as cg
    /// >>> cg.Ordinal("omega").product("omega^2", steps=10)
    /// Ordinal('2')
    #[pyo3(signature = (other, steps = None))]
    fn product(
        &self,
        py: Python<'_>,
        other: &Bound<'_, PyAny>,
        steps: Option<u64>,
    ) -> PyResult<Ordinal> {
        let (x, y) = (self.inner.clone(), ordinal_of(other)?);
        let product = detached(py, move || x.nim_product_within(&y, &limits_of(steps)))?;
        Ok(Ordinal {
            inner: py_result(py, product)?,
        })
    }

    /// The nim-power (as ``**``), within ``steps`` monomial products (``None``: the library's limits).
    ///
    /// >>> import combgames as cg
    /// >>> cg.Ordinal("omega").power(3)
    /// Ordinal('2')
    #[pyo3(signature = (exponent, steps = None))]
    fn power(&self, py: Python<'_>, exponent: u64, steps: Option<u64>) -> PyResult<Ordinal> {
        let x = self.inner.clone();
        let power = detached(py, move || x.nim_power_within(exponent, &limits_of(steps)))?;
        Ok(Ordinal {
            inner: py_result(py, power)?,
        })
    }

    fn __rmul__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Ordinal> {
        self.__mul__(py, other)
    }

    fn __pow__(
        &self,
        py: Python<'_>,
        exponent: u64,
        modulo: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Ordinal> {
        if modulo.is_some() {
            return Err(pyo3::exceptions::PyTypeError::new_err(
                "pow() of an Ordinal takes no modulus",
            ));
        }
        self.power(py, exponent, None)
    }

    /// The nim-inverse (``ZeroDivisionError`` for 0).
    ///
    /// >>> import combgames as cg
    /// >>> x = cg.Ordinal("omega^omega+omega+1")
    /// >>> x * x.inverse()
    /// Ordinal('1')
    #[pyo3(signature = (steps = None))]
    fn inverse(&self, py: Python<'_>, steps: Option<u64>) -> PyResult<Ordinal> {
        let x = self.inner.clone();
        let inverse = detached(py, move || x.nim_inverse_within(&limits_of(steps)))?;
        Ok(Ordinal {
            inner: py_result(py, inverse)?,
        })
    }

    /// The degree over ``{0, 1}``: the field the ordinal generates has ``2**degree`` elements.
    ///
    /// >>> import combgames as cg
    /// >>> cg.Ordinal("omega").degree(), cg.Ordinal(2).degree()
    /// (6, 2)
    #[pyo3(signature = (steps = None))]
    fn degree(&self, py: Python<'_>, steps: Option<u64>) -> PyResult<u64> {
        let x = self.inner.clone();
        let degree = detached(py, move || x.degree_within(&limits_of(steps)))?;
        py_result(py, degree)
    }

    /// Compares with an `Ordinal` or an `int` (not text: equal objects hash alike).
    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<Py<PyAny>> {
        let py = other.py();
        if other.is_instance_of::<pyo3::types::PyString>() {
            return Ok(py.NotImplemented());
        }
        let Ok(other) = ordinal_of(other) else {
            return Ok(py.NotImplemented());
        };
        let answer = op.matches(self.inner.cmp(&other));
        Ok(answer.into_pyobject(py)?.to_owned().into_any().unbind())
    }

    /// A finite ordinal hashes as its `int` (Python's hash of `n >= 0` is `n mod (2^61 - 1)`).
    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        if let Some(n) = self.inner.to_finite() {
            return n % ((1 << 61) - 1);
        }
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        self.inner.hash(&mut hasher);
        hasher.finish()
    }
}

/// The library's limits (`None`), or `steps` steps for the operation and for any constants it
/// computes first.
fn limits_of(steps: Option<u64>) -> Limits {
    steps.map_or(Limits::new(), |n| Limits::new().steps(n))
}
