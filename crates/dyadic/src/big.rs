//! Values past the small form: an arbitrary-precision numerator (`num-bigint`), interned.
//!
//! A [`Dyadic`] stays `Copy` and 16 bytes: a value whose normalised numerator fits an `i64`
//! and whose exponent is at most [`SMALL_EXPONENT`] is held inline (the fast path: every
//! operation on two such values is the `i128` code of `dyadic.rs`); any other value is stored
//! once in a process-wide table and the `Dyadic` holds its index, tagged by the exponent
//! [`BIG`]. Normalisation is unique and a value is inline whenever it can be, so equal values
//! have equal representations and the derived `Eq` and `Hash` stay right.
//!
//! The table keeps each distinct large value for the life of the process (a few bytes per bit
//! of the numerator, at most about 16 KiB for the largest), like the arena's hash-consed games.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock, PoisonError, RwLock};

use num_bigint::BigInt;
use num_traits::Zero;

use crate::{Dyadic, MAX_EXPONENT, MAX_MAGNITUDE_BITS};

/// The largest exponent held inline.
pub(crate) const SMALL_EXPONENT: u32 = 62;

/// The exponent tag of a value held in the table.
pub(crate) const BIG: u32 = u32::MAX;

/// A normalised value `numerator / 2^exponent` (odd numerator or exponent 0) that is not
/// held inline.
#[derive(PartialEq, Eq, Hash)]
pub(crate) struct Big {
    pub(crate) numerator: BigInt,
    pub(crate) exponent: u32,
}

#[derive(Default)]
struct Table {
    values: Vec<Arc<Big>>,
    ids: HashMap<Arc<Big>, usize>,
}

fn table() -> &'static RwLock<Table> {
    static TABLE: OnceLock<RwLock<Table>> = OnceLock::new();
    TABLE.get_or_init(|| RwLock::new(Table::default()))
}

/// How many large values the process has stored (for tests and memory accounting).
pub(crate) fn stored() -> usize {
    table()
        .read()
        .unwrap_or_else(PoisonError::into_inner)
        .values
        .len()
}

impl Dyadic {
    /// Whether the value is held inline.
    #[inline]
    pub(crate) fn is_small(self) -> bool {
        self.exponent != BIG
    }

    /// The value's numerator and exponent, as big integers whatever its form.
    pub(crate) fn parts(self) -> (BigInt, u32) {
        if self.is_small() {
            return (BigInt::from(self.numerator), self.exponent);
        }
        // A tagged value holds an index `intern` gave out: in range, and never negative.
        let index = usize::try_from(self.numerator).unwrap_or_default();
        let big = Arc::clone(
            &table()
                .read()
                .unwrap_or_else(PoisonError::into_inner)
                .values[index],
        );
        (big.numerator.clone(), big.exponent)
    }

    /// `numerator / 2^exponent`, normalised, held inline if it fits and interned otherwise;
    /// `None` past the bounds ([`MAX_EXPONENT`], [`MAX_MAGNITUDE_BITS`]).
    pub(crate) fn from_parts(numerator: BigInt, exponent: u32) -> Option<Dyadic> {
        if numerator.is_zero() {
            return Some(Dyadic::ZERO);
        }
        let shift = numerator
            .trailing_zeros()
            .map_or(0, |z| z.min(u64::from(exponent)) as u32);
        let numerator = numerator >> shift;
        let exponent = exponent - shift;
        // |x| <= 2^MAX_MAGNITUDE_BITS: a numerator of at most that many bits plus the exponent,
        // or (an integer) exactly the power itself.
        let bits = numerator.magnitude().bits();
        let limit = u64::from(MAX_MAGNITUDE_BITS) + u64::from(exponent);
        let the_power = exponent == 0
            && bits == limit + 1
            && numerator.trailing_zeros() == Some(u64::from(MAX_MAGNITUDE_BITS));
        if exponent > MAX_EXPONENT || (bits > limit && !the_power) {
            return None;
        }
        if exponent <= SMALL_EXPONENT {
            if let Ok(n) = i64::try_from(&numerator) {
                return Some(Dyadic {
                    numerator: n,
                    exponent,
                });
            }
        }
        Some(intern(Big {
            numerator,
            exponent,
        }))
    }

    /// The floor as a big integer.
    pub(crate) fn floor_big(self) -> BigInt {
        let (n, e) = self.parts();
        // `>>` on a negative BigInt rounds toward negative infinity.
        n >> e
    }
}

fn intern(big: Big) -> Dyadic {
    let lock = table();
    if let Some(&id) = lock
        .read()
        .unwrap_or_else(PoisonError::into_inner)
        .ids
        .get(&big)
    {
        return tagged(id);
    }
    let mut table = lock.write().unwrap_or_else(PoisonError::into_inner);
    if let Some(&id) = table.ids.get(&big) {
        return tagged(id);
    }
    let id = table.values.len();
    let big = Arc::new(big);
    table.values.push(Arc::clone(&big));
    table.ids.insert(big, id);
    tagged(id)
}

fn tagged(id: usize) -> Dyadic {
    Dyadic {
        // A table of more than 2^63 values cannot be allocated.
        numerator: i64::try_from(id).unwrap_or(i64::MAX),
        exponent: BIG,
    }
}
