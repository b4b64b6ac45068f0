//! The misère canonical forms born by day `n`, listed and counted.

use super::arena::{MisereArena, MisereId};
use crate::Error;

/// The last day whose forms [`misere_born_by`] counts: the count by day 6 is a number of
/// 1,255,831 digits (Conway, *On Numbers and Games* p. 140), far past any subset search.
pub const MAX_BORN_BY_DAY: u32 = 5;

/// The number of misère canonical forms born by day `day`: 1, 2, 3, 5, 22 and 4,171,780 for
/// days 0 to 5 (Grundy and Smith, 1956, quoted in *On Numbers and Games* ch. 12).
///
/// A form born by day `n` is `{S}` for a set `S` of forms born by day `n - 1`, and distinct
/// simplest forms are distinct games, so the count is the number of sets `S` that no
/// reduction simplifies ([`MisereArena`] states the rule). The forms of day `n - 1` are built
/// one by one (22 of them for day 5), and the `2^22` sets of day 5 are tested as bit masks
/// against the five forms a reduction can lead to: about 20 ms.
///
/// ```
/// use combgames_grundy::misere::misere_born_by;
/// let counts: Vec<u64> = (0..=4).map(|d| misere_born_by(d).unwrap()).collect();
/// assert_eq!(counts, [1, 2, 3, 5, 22]);
/// assert!(misere_born_by(6).is_err());
/// ```
///
/// # Errors
/// [`Error::DayTooLarge`] past [`MAX_BORN_BY_DAY`]; [`Error::Interrupted`].
pub fn misere_born_by(day: u32) -> Result<u64, Error> {
    if day > MAX_BORN_BY_DAY {
        return Err(Error::DayTooLarge {
            day,
            max: MAX_BORN_BY_DAY,
        });
    }
    if day == 0 {
        return Ok(1);
    }
    let mut arena = MisereArena::new();
    let earlier = arena.forms_born_by(day - 1)?;
    let count = earlier.len();
    let indices: Vec<u32> = earlier.iter().map(|g| g.index()).collect();
    let bit = |g: u32| indices.iter().position(|&x| x == g).map(|i| 1u32 << i);
    // The reductions: a form `c` born by day `day - 2`, the set of its options `O`, the
    // forms having it as an option `P`; `S` reduces to `c` when `O ⊊ S ⊆ O ∪ P` (and,
    // for `c = 0`, `S` holds a P-position).
    let mut reductions = Vec::new();
    for &c in &indices {
        if arena.raw_info(c).birthday + 2 > day {
            continue;
        }
        let own: u32 = arena.raw_options(c).iter().filter_map(|&o| bit(o)).sum();
        let parents: u32 = indices
            .iter()
            .filter(|&&x| arena.raw_options(x).binary_search(&c).is_ok())
            .filter_map(|&x| bit(x))
            .sum();
        reductions.push((own, own | parents, c == 0));
    }
    let p_positions: u32 = indices
        .iter()
        .filter(|&&x| arena.raw_info(x).p)
        .filter_map(|&x| bit(x))
        .sum();
    let mut reducible: u64 = 0;
    // `count <= 22` (the forms born by day 4), so the sets fit a `u32` mask.
    for set in 0..(1u64 << count) {
        if set.trailing_zeros() >= 16 {
            combgames_base::interrupt::check()?;
        }
        let s = set as u32;
        let reduces = reductions.iter().any(|&(own, allowed, zero)| {
            s & own == own && s & !allowed == 0 && s != own && (!zero || s & p_positions != 0)
        });
        reducible += u64::from(reduces);
    }
    Ok((1u64 << count) - reducible)
}

impl MisereArena {
    /// The misère canonical forms born by day `day`, each `{S}` for a set `S` of those born by
    /// the day before, simplified; the earliest born first.
    ///
    /// ```
    /// use combgames_grundy::misere::MisereArena;
    /// let mut arena = MisereArena::new();
    /// let forms = arena.forms_born_by(3).unwrap();
    /// let texts: Vec<String> = forms.iter().map(|&g| arena.to_text(g).unwrap()).collect();
    /// assert_eq!(texts, ["*[0]", "*[1]", "*[2]", "*[2#]", "*[3]"]);
    /// ```
    ///
    /// Cost: `2^f` simplifications for the `f` forms of the day before (32 for day 4; day 5
    /// builds 4,171,780 forms, past the default limit of forms).
    ///
    /// # Errors
    /// [`Error::DayTooLarge`] past [`MAX_BORN_BY_DAY`]; [`Error::Exceeded`] past the arena's
    /// limits.
    pub fn forms_born_by(&mut self, day: u32) -> Result<Vec<MisereId>, Error> {
        if day > MAX_BORN_BY_DAY {
            return Err(Error::DayTooLarge {
                day,
                max: MAX_BORN_BY_DAY,
            });
        }
        let mut forms = vec![0u32];
        for _ in 0..day {
            let mut next = Vec::new();
            for set in 0..(1u64 << forms.len()) {
                if set.trailing_zeros() >= 16 {
                    combgames_base::interrupt::check()?;
                }
                let options: Vec<u32> = (0..forms.len())
                    .filter(|i| set >> i & 1 == 1)
                    .map(|i| forms[i])
                    .collect();
                next.push(self.canonical(options)?);
            }
            next.sort_unstable_by_key(|&g| {
                (self.raw_info(g).birthday, self.raw_options(g).len(), g)
            });
            next.dedup();
            forms = next;
        }
        Ok(forms.into_iter().map(|g| self.id(g)).collect())
    }
}
