//! What a sequence computation may spend: its default limits, and the peak bytes of its
//! values and scratch, checked before any work.

use combgames_base::{Exceeded, Limits, Resource};

use crate::Error;
use crate::blocks;

/// The default step limit of [`OctalGame::grundy_values`](crate::OctalGame::grundy_values) and
/// [`OctalGame::periodicity`](crate::OctalGame::periodicity):
/// `2^38` steps (one step is one pair or triple of heaps examined, or one value stored),
/// a few minutes of work at most.
///
/// ```
/// assert_eq!(combgames_grundy::SEQUENCE_STEP_LIMIT, 1 << 38);
/// ```
pub const SEQUENCE_STEP_LIMIT: u64 = 1 << 38;

/// The default memory limit of a sequence computation: 4 GiB (the `octal` example follows the
/// machine's available memory).
///
/// ```
/// use combgames_grundy::{MAX_SEQUENCE_BYTES, OctalGame, sequence_bytes};
/// assert!(sequence_bytes(1 << 20) < MAX_SEQUENCE_BYTES);
/// let kayles: OctalGame = ".77".parse().unwrap();
/// assert!(kayles.grundy_values(1 << 30).is_err()); // 5 GiB
/// ```
pub const MAX_SEQUENCE_BYTES: u64 = 4 << 30;

/// The limits of a sequence computation, resolved: [`Limits`]' steps and bytes, or
/// [`SEQUENCE_STEP_LIMIT`] and [`MAX_SEQUENCE_BYTES`] where none is given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Budget {
    /// Steps: one pair or triple of heaps examined, or one value stored.
    pub(crate) steps: u64,
    /// Bytes: [`sequence_bytes`]`(n)` is checked against it before any work (and the larger
    /// estimate of 32-bit values if a value ever passes `u16::MAX`); hexadecimal codes keep
    /// rows of pair values in what it leaves over the estimate, and drop them (the plain scan
    /// then) rather than pass it.
    pub(crate) bytes: u64,
}

impl Budget {
    /// The steps and bytes of `limits`, with the defaults.
    pub(crate) fn of(limits: Limits) -> Budget {
        Budget {
            steps: limits.steps_or(SEQUENCE_STEP_LIMIT),
            bytes: limits.bytes_or(MAX_SEQUENCE_BYTES),
        }
    }
}

/// Peak bytes of computing `g(0..=n)` or a period from them, while every value stays below
/// `2^16` (every published code): 2 per value (the lean store); at most 2.5 per heap for the
/// rare heaps (a list of at most `n / 4 + 64` heaps, their values and the block's list of
/// them, 10 bytes each); the blocks' bitsets and bit slices, 9.5 bytes a heap for at most the
/// first `2^22` heaps (40 MiB; used only for codes with hundreds of rare heaps, see
/// `docs/octal-games.md`);
/// a table of marks over the values (at most `2^18` bytes); and the proof of a period's
/// scratch (4 bytes for each heap of the second half): `7 (n + 1) + 10 min(n + 1, 2^22) + 2^20`
/// bytes at most. If a value passes `u16::MAX` the values are widened to 32 bits, with a second
/// check of `19 (n + 1) + 10 min(n + 1, 2^22) + 2^20` bytes against the limit. Hexadecimal
/// codes (splits into three) add rows of pair values, at most what the limit leaves over this
/// estimate (the limit of bytes; `0x.8` to `10^5` heaps: under 90 MB in all).
///
/// ```
/// use combgames_grundy::sequence_bytes;
/// assert_eq!(sequence_bytes(0), 7 + 10 + (1 << 20));
/// assert_eq!(sequence_bytes(1 << 30) - sequence_bytes((1 << 30) - 1), 7);
/// ```
pub fn sequence_bytes(n: usize) -> u64 {
    let heaps = (n as u64).saturating_add(1);
    heaps
        .saturating_mul(7)
        .saturating_add(10 * heaps.min(blocks::MAX_HEAP as u64))
        .saturating_add(1 << 20)
}

/// Peak bytes after a spill to 32-bit values, up to heap `n`: the wide values (4 a heap), the
/// narrow ones while they are copied (2), the rare list, its values and the block's list (3),
/// the table of marks (a power of two above every value, and a value of heap `h` is at most
/// `h + 1`, the options' values being at most `h` by induction: 8 a heap), the proof's
/// scratch (2) and the blocks' bitsets and slices: `19 (n + 1) + 10 min(n + 1, 2^22) + 2^20` bytes.
pub(crate) fn wide_sequence_bytes(n: usize) -> u64 {
    let heaps = (n as u64).saturating_add(1);
    heaps
        .saturating_mul(19)
        .saturating_add(10 * heaps.min(blocks::MAX_HEAP as u64))
        .saturating_add(1 << 20)
}

/// Refuses heaps `0..=n` whose estimate passes `bytes`, or past the store's heap count.
pub(crate) fn check_memory(n: usize, bytes: u64) -> Result<(), Error> {
    Exceeded::check(Resource::Bytes, sequence_bytes(n), bytes)?;
    // Heaps are counted in u32 inside the store: at most u32::MAX - 1 of them.
    Exceeded::check(Resource::Items, n as u64, u64::from(u32::MAX - 1))?;
    Ok(())
}
