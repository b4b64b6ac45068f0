//! The score lattice of a histogram: `low + i * step` for `i` in `0..cells`.

/// Points `low, low + step, ..., high` (`step >= 1`); every score of the histogram it was made
/// from is one of them. Index arithmetic uses a shift when `step` is a power of two, as it is
/// for scores that are multiples of a power of two.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Lattice {
    low: i64,
    high: i64,
    step: u64,
    shift: Option<u32>,
}

impl Lattice {
    pub(crate) fn new(low: i64, high: i64, step: u64) -> Self {
        let step = step.max(1);
        Lattice {
            low,
            high,
            step,
            shift: step.is_power_of_two().then(|| step.trailing_zeros()),
        }
    }

    /// The number of points, saturating (a lattice that wide is never tabulated).
    pub(crate) fn cells(&self) -> u64 {
        (self.high.abs_diff(self.low) / self.step).saturating_add(1)
    }

    #[inline]
    fn div(&self, distance: u64) -> u64 {
        match self.shift {
            Some(s) => distance >> s,
            None => distance / self.step,
        }
    }

    /// The point of index `i < cells`: within `[low, high]`, so it fits in `i64`.
    #[inline]
    pub(crate) fn point(&self, i: usize) -> i64 {
        self.low.saturating_add_unsigned(self.step * i as u64)
    }

    /// The index of `v`, which must be a lattice point in `[low, high]`.
    #[inline]
    pub(crate) fn index(&self, v: i64) -> usize {
        self.div(v.abs_diff(self.low)) as usize
    }
}
