//! What the word values and counts need in memory, checked before any work, and allocations
//! that report a refusal instead of aborting.

use combgames_base::{Exceeded, Limits, Resource};

use crate::Error;

/// Largest memory the word-value pass and histograms may use by default, in bytes (the
/// `_with` functions take another: [`score_histograms_with`](crate::score_histograms_with),
/// [`count_outcomes_with`](crate::count_outcomes_with), [`word_values_with`](crate::word_values_with)).
///
/// ```
/// use combgames_left_vs_right::{MAX_BYTES, bytes_needed};
/// assert!(bytes_needed(33) < MAX_BYTES);
/// assert!(bytes_needed(34) > MAX_BYTES);
/// ```
pub const MAX_BYTES: u64 = 16 << 30;

/// Peak bytes of the count for length `n`, an upper bound of what it allocates: the layers of
/// the recursion up to length `n - 2` (while the last of them, `2^(n-3)` pairs of `i32`, is
/// built from the one before, both live: `1.5 * 2^n` bytes; the entries of length `n - 1` are
/// formed on the fly), and tables of word counts by value, one per thread and one for the
/// total (32 bytes a slot, doubling when half full: 32 KiB each for up to 512 distinct
/// values; the most seen is 279 at `n = 30`), within 1 MiB. The histograms built from the
/// tables add at most 64 bytes per distinct value; the tests measure both.
/// `1.5 * 2^n + 2^20` bytes: 6 GiB at `n = 32`, 12 GiB at `n = 33`.
///
/// ```
/// use combgames_left_vs_right::bytes_needed;
/// assert_eq!(bytes_needed(20), 3 * (1 << 19) + (1 << 20));
/// ```
pub fn bytes_needed(n: u32) -> u64 {
    let words = 1u64.checked_shl(n).unwrap_or(u64::MAX);
    (words / 2).saturating_mul(3).saturating_add(1 << 20)
}

/// Peak bytes of [`word_values`](crate::word_values) for length `n`: the table of `2^n` values (12 bytes each)
/// beside the layers of the recursion (at most `3 * 2^n` bytes while the last layer is built
/// from the one before).
///
/// ```
/// use combgames_left_vs_right::word_values_bytes;
/// assert_eq!(word_values_bytes(20), 15 * (1 << 20) + 4096);
/// ```
pub fn word_values_bytes(n: u32) -> u64 {
    // Plus a page for the small vectors of the first layers.
    1u64.checked_shl(n)
        .unwrap_or(u64::MAX)
        .saturating_mul(15)
        .saturating_add(4096)
}

/// The longest word length the counts support: the layers hold numerators over `2^(n - 3)`
/// in an `i32` (at most `2^30` in magnitude), and the tallies numerators over `2^(n - 2)` in
/// an `i64`. Values of every word ([`word_values`](crate::word_values)) stop at [`Word::MAX_LEN`](crate::Word::MAX_LEN) = 32 letters
/// (and at [`MAX_BYTES`] of memory).
///
/// ```
/// use combgames_left_vs_right::{Error, MAX_LENGTH, score_histograms};
/// use combgames_histconv::CheckedU128;
/// assert_eq!(
///     score_histograms(MAX_LENGTH + 1, CheckedU128).unwrap_err(),
///     Error::TooLong { n: 34, max: 33 }
/// );
/// ```
pub const MAX_LENGTH: u32 = 33;

/// Allocations from this size on are probed before they are made (see [`zeroed`]).
const PROBE_BYTES: u64 = 64 << 20;

/// A vector of `len` default (zero) values, or [`Error::AllocationRefused`] if the allocator
/// refuses it (a machine with less memory, an address-space limit). A large allocation is
/// probed with `try_reserve` first and then made zeroed, so untouched pages stay unmapped as
/// with `vec![0; len]`; below [`PROBE_BYTES`] the probe is skipped (it would make the
/// allocator serve the next block from its heap, which must then be cleared).
pub(crate) fn zeroed<T: Clone + Default>(len: usize, n: u32) -> Result<Vec<T>, Error> {
    let bytes = (len as u64).saturating_mul(std::mem::size_of::<T>() as u64);
    if bytes >= PROBE_BYTES {
        let mut probe: Vec<T> = Vec::new();
        probe
            .try_reserve_exact(len)
            .map_err(|_| refused::<T>(len, n))?;
    }
    Ok(vec![T::default(); len])
}

/// The error for an allocation of `len` items that the allocator refused.
pub(crate) fn refused<T>(len: usize, n: u32) -> Error {
    Error::AllocationRefused {
        n,
        bytes: (len as u64).saturating_mul(std::mem::size_of::<T>() as u64),
    }
}

/// Refuses lengths whose values do not fit.
pub(crate) fn check_length(n: u32) -> Result<(), Error> {
    if n == 0 {
        return Err(Error::ZeroLength);
    }
    if n > MAX_LENGTH {
        return Err(Error::TooLong { n, max: MAX_LENGTH });
    }
    Ok(())
}

/// Refuses lengths whose values do not fit, or whose memory `bytes(n)` passes the limit of
/// bytes ([`MAX_BYTES`] by default).
pub(crate) fn check_length_within(
    n: u32,
    bytes: fn(u32) -> u64,
    limits: Limits,
) -> Result<(), Error> {
    check_length(n)?;
    Exceeded::check(Resource::Bytes, bytes(n), limits.bytes_or(MAX_BYTES))?;
    Ok(())
}
