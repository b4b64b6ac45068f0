//! The values of one heap's sequence, `g(0), g(1), ...`, in the narrowest integer type that
//! holds them, and the period of a stretch of them.

/// The integer type a store keeps its values in: `u16` while every value fits (2 bytes a
/// heap), `u32` after a spill.
pub(crate) trait Value: Copy + PartialEq + Into<u32> + TryFrom<u32> {
    /// The values as a store, without a copy for `u16` and `u32`.
    fn into_store(values: Vec<Self>) -> Store;
}

impl Value for u16 {
    fn into_store(values: Vec<Self>) -> Store {
        Store::Narrow(values)
    }
}

impl Value for u32 {
    fn into_store(values: Vec<Self>) -> Store {
        Store::Wide(values)
    }
}

/// Tests spill at 256 with this store.
#[cfg(test)]
impl Value for u8 {
    fn into_store(values: Vec<Self>) -> Store {
        Store::Narrow(values.into_iter().map(u16::from).collect())
    }
}

/// The values `g(0), g(1), ...` of one game, in 16 bits each while they fit, else in 32.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum Store {
    /// Every value below `2^16`.
    Narrow(Vec<u16>),
    /// Some value of `2^16` or more.
    Wide(Vec<u32>),
}

impl Store {
    /// The store of `values`: narrow if every value fits 16 bits (so that equal values make
    /// equal stores).
    #[cfg(feature = "twins")]
    pub(crate) fn from_values(values: Vec<u32>) -> Self {
        match values.iter().map(|&v| u16::try_from(v)).collect() {
            Ok(narrow) => Store::Narrow(narrow),
            Err(_) => Store::Wide(values),
        }
    }

    pub(crate) fn len(&self) -> usize {
        match self {
            Store::Narrow(v) => v.len(),
            Store::Wide(v) => v.len(),
        }
    }

    pub(crate) fn get(&self, heap: usize) -> Option<u32> {
        match self {
            Store::Narrow(v) => v.get(heap).map(|&x| u32::from(x)),
            Store::Wide(v) => v.get(heap).copied(),
        }
    }

    pub(crate) fn truncate(&mut self, len: usize) {
        match self {
            Store::Narrow(v) => v.truncate(len),
            Store::Wide(v) => v.truncate(len),
        }
    }
}

/// The least `p` with `values[n + p] = values[n]` for every `n` from `from` on, and the
/// least such `n0`, if the periodic stretch holds two periods or more; `O(len)`.
pub(crate) fn tail_period<V: Copy + PartialEq>(
    values: &[V],
    from: usize,
) -> Option<(usize, usize)> {
    let tail = &values[from..];
    let len = tail.len();
    if len < 2 {
        return None;
    }
    // The prefix function (Knuth-Morris-Pratt) of the tail: len - pi[len - 1] is its least
    // period.
    let mut pi = vec![0u32; len];
    for i in 1..len {
        let mut k = pi[i - 1] as usize;
        while k > 0 && tail[i] != tail[k] {
            k = pi[k - 1] as usize;
        }
        if tail[i] == tail[k] {
            k += 1;
        }
        pi[i] = k as u32;
    }
    let period = len - pi[len - 1] as usize;
    if 2 * period > len {
        return None;
    }
    let last = values.len() - 1;
    let mut start = last - period;
    while start > 0 && values[start - 1] == values[start - 1 + period] {
        start -= 1;
    }
    Some((start, period))
}
