//! Budgets: one way to state a limit, one way to refuse.
//!
//! A limit is a `u64` count of one [`Resource`]: steps (the unit of work a crate documents,
//! such as an option examined or a word added), bytes (memory at its peak), items (games
//! held, heaps, tuples) or milliseconds of wall time. A caller states its limits with one
//! value, [`Limits`](crate::Limits). A computation refuses in one of two ways, both an [`Exceeded`]:
//!
//! - **before it starts**, when an upper bound of its cost passes the limit
//!   ([`Exceeded::check`]; [`Needed::Estimate`] carries the bound), so that nothing is spent;
//! - **while it runs**, when a [`Meter`](crate::Meter) counting what it spends passes the limit
//!   ([`Needed::MoreThanAllowed`]), for searches whose cost no bound predicts well.

use thiserror::Error;

/// What a limit counts.
///
/// ```
/// use combgames_base::Resource;
/// assert_eq!(Resource::Steps.to_string(), "steps");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Resource {
    /// Units of work, each defined by the function that counts them.
    Steps,
    /// Bytes of memory at the peak.
    Bytes,
    /// Things held at once (games in an arena, heaps, tuples), each defined where counted.
    Items,
    /// Wall time, in milliseconds (a time limit of [`Limits`](crate::Limits)).
    Milliseconds,
}

impl std::fmt::Display for Resource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Resource::Steps => "steps",
            Resource::Bytes => "bytes",
            Resource::Items => "items",
            Resource::Milliseconds => "milliseconds",
        })
    }
}

/// What a refused computation needed.
///
/// ```
/// use combgames_base::{Exceeded, Needed, Resource};
/// let refused = Exceeded::check(Resource::Steps, 500u64, 100).unwrap_err();
/// assert_eq!(refused.needed, Needed::Estimate(500));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Needed {
    /// The cost estimated before the computation started (saturated at `u64::MAX`): an
    /// upper bound of it where the cost is known in advance, else the least it surely takes
    /// (the splits into three of a hexadecimal code); over the limit either way.
    Estimate(u64),
    /// The computation ran and spent its whole limit without finishing.
    MoreThanAllowed,
}

/// A refusal: a computation needs more of a resource than its limit allows.
///
/// Every crate of the workspace refuses with this shape, wrapped in its error type's
/// `Exceeded` variant.
///
/// ```
/// use combgames_base::{Exceeded, Needed, Resource};
/// let refused = Exceeded::ran_out(Resource::Steps, 1000);
/// assert_eq!(refused.to_string(), "needs more than its limit of 1000 steps");
/// assert_eq!((refused.allowed, refused.needed), (1000, Needed::MoreThanAllowed));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Error)]
#[error("{}", describe(self))]
pub struct Exceeded {
    /// What is counted.
    pub resource: Resource,
    /// What the computation needed.
    pub needed: Needed,
    /// The limit.
    pub allowed: u64,
}

fn describe(e: &Exceeded) -> String {
    match e.needed {
        Needed::Estimate(needed) => format!(
            "needs about {needed} {}, over the limit of {}",
            e.resource, e.allowed
        ),
        Needed::MoreThanAllowed => {
            format!("needs more than its limit of {} {}", e.allowed, e.resource)
        }
    }
}

impl Exceeded {
    /// `Ok` if an estimate `needed` (any unsigned width; saturated at `u64::MAX` in the
    /// refusal) is within `allowed`, else the refusal.
    ///
    /// ```
    /// use combgames_base::{Exceeded, Needed, Resource};
    /// assert_eq!(Exceeded::check(Resource::Items, 10u32, 10), Ok(()));
    /// let refused = Exceeded::check(Resource::Steps, u128::MAX, 10).unwrap_err();
    /// assert_eq!(refused.needed, Needed::Estimate(u64::MAX));
    /// ```
    pub fn check(resource: Resource, needed: impl Into<u128>, allowed: u64) -> Result<(), Self> {
        let needed = needed.into();
        if needed <= u128::from(allowed) {
            return Ok(());
        }
        Err(Exceeded {
            resource,
            needed: Needed::Estimate(u64::try_from(needed).unwrap_or(u64::MAX)),
            allowed,
        })
    }

    /// The refusal of a computation that spent its whole limit `allowed` of `resource`.
    ///
    /// ```
    /// use combgames_base::{Exceeded, Resource};
    /// assert_eq!(Exceeded::ran_out(Resource::Items, 4).allowed, 4);
    /// ```
    pub fn ran_out(resource: Resource, allowed: u64) -> Self {
        Exceeded {
            resource,
            needed: Needed::MoreThanAllowed,
            allowed,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_estimate_at_the_limit_passes_and_one_past_it_is_refused() {
        assert_eq!(Exceeded::check(Resource::Steps, 7u64, 7), Ok(()));
        let refused = Exceeded::check(Resource::Steps, 8u64, 7).unwrap_err();
        assert_eq!(refused.needed, Needed::Estimate(8));
        assert_eq!(refused.allowed, 7);
        assert_eq!(
            refused.to_string(),
            "needs about 8 steps, over the limit of 7"
        );
    }
}
