//! Stops, cooling, mean, temperature and thermographs.

use combgames_dyadic::Dyadic;

use crate::Error;

/// A wall of a thermograph: a continuous piecewise-linear function of the temperature
/// `t >= -1`, given by its breakpoints `(t_i, v_i)` (dyadic) and the slope after each (an
/// integer: -1, 0 or 1 for walls); the last slope holds for every larger `t`.
///
/// ```
/// use combgames_partizan::Arena;
/// let mut arena = Arena::new();
/// let g = arena.parse("+-1").unwrap();
/// let t = arena.thermograph(g).unwrap();
/// // Left's wall starts at 1 + 1 = 2 at t = -1 and falls to the mast 0 at t = 1.
/// assert_eq!(t.left_wall().value_at("0".parse().unwrap()).unwrap().to_string(), "1");
/// assert_eq!(t.left_wall().value_at("5".parse().unwrap()).unwrap().to_string(), "0");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wall {
    pub(crate) t: Vec<Dyadic>,
    pub(crate) v: Vec<Dyadic>,
    pub(crate) slope: Vec<i64>,
}

pub(crate) fn overflow<T>(x: Option<T>) -> Result<T, Error> {
    x.ok_or(Error::Overflow)
}

pub(crate) fn times(k: i64, x: Dyadic) -> Result<Dyadic, Error> {
    overflow(Dyadic::from_integer(k).checked_mul(x))
}

impl Wall {
    pub(crate) fn constant(v: Dyadic) -> Wall {
        Wall {
            t: vec![Dyadic::from_integer(-1)],
            v: vec![v],
            slope: vec![0],
        }
    }

    /// The breakpoints `(t, value)`, from `t = -1`, and the slope after each.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let star = arena.parse("*").unwrap();
    /// let t = arena.thermograph(star).unwrap();
    /// let points: Vec<String> = t.left_wall().breakpoints().iter()
    ///     .map(|(t, v, s)| format!("{t} {v} {s}")).collect();
    /// assert_eq!(points, ["-1 1 -1", "0 0 0"]);
    /// ```
    pub fn breakpoints(&self) -> Vec<(Dyadic, Dyadic, i64)> {
        (0..self.t.len())
            .map(|i| (self.t[i], self.v[i], self.slope[i]))
            .collect()
    }

    /// The wall at temperature `t >= -1`.
    ///
    /// # Errors
    /// [`Error::TemperatureTooLow`] below -1; [`Error::Overflow`] if the value leaves the
    /// dyadic type.
    pub fn value_at(&self, t: Dyadic) -> Result<Dyadic, Error> {
        if t < self.t[0] {
            return Err(Error::TemperatureTooLow);
        }
        let i = self.t.iter().rposition(|&ti| ti <= t).unwrap_or(0);
        let dt = overflow(t.checked_sub(self.t[i]))?;
        overflow(self.v[i].checked_add(times(self.slope[i], dt)?))
    }

    /// The slope of the segment starting at or before `t`.
    pub(crate) fn slope_at(&self, t: Dyadic) -> i64 {
        let i = self.t.iter().rposition(|&ti| ti <= t).unwrap_or(0);
        self.slope[i]
    }

    /// `self(t) + k t`.
    pub(crate) fn plus_slope(&self, k: i64) -> Result<Wall, Error> {
        let mut v = Vec::with_capacity(self.v.len());
        for (&vi, &ti) in self.v.iter().zip(&self.t) {
            v.push(overflow(vi.checked_add(times(k, ti)?))?);
        }
        Ok(Wall {
            t: self.t.clone(),
            v,
            slope: self.slope.iter().map(|s| s + k).collect(),
        })
    }

    /// The pointwise maximum (`upper`) or minimum of two walls.
    pub(crate) fn combine(&self, other: &Wall, upper: bool) -> Result<Wall, Error> {
        let mut ts: Vec<Dyadic> = self.t.iter().chain(&other.t).copied().collect();
        ts.sort_unstable();
        ts.dedup();
        // Crossings inside each segment (and after the last breakpoint).
        let mut crossings = Vec::new();
        for (i, &a) in ts.iter().enumerate() {
            let d0 = overflow(self.value_at(a)?.checked_sub(other.value_at(a)?))?;
            let ds = self.slope_at(a) - other.slope_at(a);
            if ds == 0 || d0 == Dyadic::ZERO {
                continue;
            }
            // d(t) = d0 + ds (t - a) vanishes at a - d0 / ds.
            let step = divide(d0, -ds)?;
            if step <= Dyadic::ZERO {
                continue;
            }
            let t = overflow(a.checked_add(step))?;
            if ts.get(i + 1).is_none_or(|&b| t < b) {
                crossings.push(t);
            }
        }
        ts.extend(crossings);
        ts.sort_unstable();
        ts.dedup();
        let mut wall = Wall {
            t: Vec::new(),
            v: Vec::new(),
            slope: Vec::new(),
        };
        for &t in &ts {
            let (a, b) = (self.value_at(t)?, other.value_at(t)?);
            let (sa, sb) = (self.slope_at(t), other.slope_at(t));
            let take_self = if a == b {
                if upper { sa >= sb } else { sa <= sb }
            } else if upper {
                a > b
            } else {
                a < b
            };
            wall.push(
                t,
                if take_self { a } else { b },
                if take_self { sa } else { sb },
            );
        }
        Ok(wall)
    }

    /// Appends a breakpoint, merging it into the last segment when collinear.
    pub(crate) fn push(&mut self, t: Dyadic, v: Dyadic, slope: i64) {
        // Walls are continuous: the same slope means the previous segment runs through here.
        if self.slope.last() == Some(&slope) {
            return;
        }
        self.t.push(t);
        self.v.push(v);
        self.slope.push(slope);
    }

    /// The wall up to `t` then a vertical mast at `value`.
    pub(crate) fn with_mast(&self, t: Dyadic, value: Dyadic) -> Wall {
        let mut wall = Wall {
            t: Vec::new(),
            v: Vec::new(),
            slope: Vec::new(),
        };
        for i in 0..self.t.len() {
            if self.t[i] < t {
                wall.push(self.t[i], self.v[i], self.slope[i]);
            }
        }
        wall.push(t, value, 0);
        wall
    }
}

/// `x / k` for `k` in {-2, -1, 1, 2} (slope differences of walls).
pub(crate) fn divide(x: Dyadic, k: i64) -> Result<Dyadic, Error> {
    let magnitude = match k.abs() {
        1 => x,
        2 => overflow(x.checked_halve(1))?,
        _ => return Err(Error::Overflow),
    };
    if k < 0 {
        overflow(magnitude.checked_neg())
    } else {
        Ok(magnitude)
    }
}

/// The thermograph of a game: its two walls, `LS(G_t)` (Left's, the larger) and `RS(G_t)`,
/// which meet at the temperature and continue up as a mast at the mean.
///
/// ```
/// use combgames_partizan::Arena;
/// let mut arena = Arena::new();
/// let g = arena.parse("25/16").unwrap();
/// let t = arena.thermograph(g).unwrap();
/// assert_eq!(t.temperature().to_string(), "-1/16"); // published
/// assert_eq!(t.mean().to_string(), "25/16");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Thermograph {
    pub(crate) left: Wall,
    pub(crate) right: Wall,
    pub(crate) mean: Dyadic,
    pub(crate) temperature: Dyadic,
}

impl Thermograph {
    /// The mean (mast value).
    pub fn mean(&self) -> Dyadic {
        self.mean
    }

    /// The temperature: where the walls meet (`-1` for integers, `-1/2^j` for a number with
    /// denominator `2^j`).
    pub fn temperature(&self) -> Dyadic {
        self.temperature
    }

    /// Left's wall, `t -> LS(G_t)`.
    pub fn left_wall(&self) -> &Wall {
        &self.left
    }

    /// Right's wall, `t -> RS(G_t)`.
    pub fn right_wall(&self) -> &Wall {
        &self.right
    }
}

/// The least `t >= -1` with `left(t) <= right(t)` (Left's raw wall never rises and Right's
/// never falls, so the difference only decreases).
pub(crate) fn meeting(left: &Wall, right: &Wall) -> Result<Dyadic, Error> {
    let mut ts: Vec<Dyadic> = left.t.iter().chain(&right.t).copied().collect();
    ts.sort_unstable();
    ts.dedup();
    for (i, &a) in ts.iter().enumerate() {
        let d0 = overflow(left.value_at(a)?.checked_sub(right.value_at(a)?))?;
        if d0 <= Dyadic::ZERO {
            return Ok(a);
        }
        let ds = left.slope_at(a) - right.slope_at(a);
        if ds < 0 {
            let t = overflow(a.checked_add(divide(d0, -ds)?))?;
            if ts.get(i + 1).is_none_or(|&b| t <= b) {
                return Ok(t);
            }
        }
    }
    Err(Error::Overflow)
}
