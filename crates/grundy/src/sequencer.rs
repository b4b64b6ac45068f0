//! A sequence computed heap by heap: the rare-value method over a narrow store, widened once
//! if a value does not fit.

use combgames_base::{Exceeded, Resource};

use crate::Error;
use crate::OctalGame;
use crate::extender::{Extender, Grown};
use crate::memory::{sequence_bytes, wide_sequence_bytes};
use crate::store::{Store, Value, tail_period};

/// The rare-value method over a store narrow while the values allow (`N`, `u16` outside
/// tests), wide after: the spill widens the values once, checked against the byte limit.
pub(crate) enum Sequencer<N: Value> {
    Narrow(Extender<N>),
    Wide(Extender<u32>),
    /// Only while a spill moves the state.
    Moving,
}

impl<N: Value> Sequencer<N> {
    pub(crate) fn new(game: &OctalGame, steps: u64, n: usize) -> Self {
        Sequencer::Narrow(Extender::new(game, steps, n))
    }

    /// The sequencer of Grundy's game: `game` is the code `4.` (split a heap in two), the
    /// split into halves left out.
    pub(crate) fn unequal(game: &OctalGame, steps: u64, n: usize) -> Self {
        Sequencer::Narrow(Extender::new(game, steps, n).unequal_splits())
    }

    /// Heaps computed so far.
    pub(crate) fn len(&self) -> usize {
        match self {
            Sequencer::Narrow(e) => e.values.len(),
            Sequencer::Wide(e) => e.values.len(),
            Sequencer::Moving => 0,
        }
    }

    /// Steps spent so far.
    pub(crate) fn steps_used(&self) -> u64 {
        match self {
            Sequencer::Narrow(e) => e.steps.used(),
            Sequencer::Wide(e) => e.steps.used(),
            Sequencer::Moving => 0,
        }
    }

    /// Values up to heap `to`, widening the store at the first value that does not fit
    /// (refused if [`wide_sequence_bytes`]`(n)` passes `bytes`).
    ///
    /// The rows of splits into three (hexadecimal codes) may take what the estimate leaves of
    /// `bytes`.
    pub(crate) fn extend_to(&mut self, to: usize, n: usize, bytes: u64) -> Result<(), Error> {
        if let Sequencer::Narrow(e) = self {
            let estimate = if std::mem::size_of::<N>() > 2 {
                wide_sequence_bytes(n)
            } else {
                sequence_bytes(n)
            };
            e.set_row_budget(bytes.saturating_sub(estimate));
            if e.extend_to(to)? == Grown::Done {
                return Ok(());
            }
            Exceeded::check(Resource::Bytes, wide_sequence_bytes(n), bytes)?;
            let Sequencer::Narrow(narrow) = std::mem::replace(self, Sequencer::Moving) else {
                unreachable!("matched above");
            };
            *self = Sequencer::Wide(Extender::widen(narrow, n));
        }
        match self {
            Sequencer::Wide(e) => {
                e.set_row_budget(bytes.saturating_sub(wide_sequence_bytes(n)));
                let grown = e.extend_to(to)?;
                match grown {
                    Grown::Done => Ok(()),
                    // u32 holds every value a heap below u32::MAX can have.
                    Grown::Spill => Err(Error::SequenceValueTooLarge(e.values.len())),
                }
            }
            _ => unreachable!("widened above"),
        }
    }

    /// The least period of the values from `from` on and the first heap of it.
    pub(crate) fn tail_period(&self, from: usize) -> Option<(usize, usize)> {
        match self {
            Sequencer::Narrow(e) => tail_period(&e.values, from),
            Sequencer::Wide(e) => tail_period(&e.values, from),
            Sequencer::Moving => None,
        }
    }

    /// The values computed, as a store.
    pub(crate) fn into_store(self) -> Store {
        match self {
            Sequencer::Narrow(e) => N::into_store(e.values),
            Sequencer::Wide(e) => Store::Wide(e.values),
            Sequencer::Moving => Store::Narrow(Vec::new()),
        }
    }
}
