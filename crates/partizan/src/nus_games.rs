//! The arena's games of the form `x + n.^ + *m`: built from their parts, recognised when
//! stored, held symbolically once born too late to store (the type is [`crate::NumberUpStar`]).

use combgames_dyadic::Dyadic;

use crate::{Error, GameId, NumberUpStar};

impl crate::Arena {
    /// The game `x + n.^ + *m`, in constant time past the day it could be stored as a node:
    /// built directly in its canonical form (`O(n + m^2)` for the options of `*m`) when it is
    /// born by [`MAX_BIRTHDAY`](crate::MAX_BIRTHDAY), held symbolically after that (`^5000`,
    /// `*2^40`). Symbolic games add and negate among themselves and with every game of this
    /// form, compare with every game (with a stored game of another form through a stand-in
    /// it cannot tell apart: ups past its reach clamped, a remote star cut to its low bits),
    /// print, and give their stops, mean, temperature, thermograph, reduced form and atomic
    /// weight; an operation that would store a game born that late (a sum with `{1|0}`) or
    /// needs their options is refused with [`Error::TooLarge`] (birthday).
    ///
    /// # Errors
    /// [`Error::NumberTooLarge`] for a number outside [`is_buildable`](crate::is_buildable);
    /// [`Error::Exceeded`] (games) if the arena is full.
    ///
    /// ```
    /// use combgames_partizan::{Arena, NumberUpStar};
    /// let mut arena = Arena::new();
    /// let parts = NumberUpStar { number: "1/2".parse().unwrap(), ups: 3, star: 1 };
    /// let g = arena.number_up_star(parts).unwrap();
    /// assert_eq!(g, arena.parse("1/2 + ^ + ^ + ^ + *").unwrap());
    /// let huge = NumberUpStar { number: 0.into(), ups: 0, star: 1 << 40 };
    /// let h = arena.number_up_star(huge).unwrap();
    /// assert_eq!(arena.to_text(h).unwrap(), "*1099511627776");
    /// let twice = arena.sum(h, h).unwrap();
    /// assert_eq!(twice, arena.zero());
    /// ```
    pub fn number_up_star(&mut self, v: NumberUpStar) -> Result<GameId, Error> {
        if !crate::is_buildable(v.number) {
            return Err(Error::NumberTooLarge(v.number));
        }
        if v.infinitesimal_birthday() <= u64::from(crate::MAX_BIRTHDAY) {
            return self.explicit_nus(v);
        }
        if let Some(&id) = self.symbol_ids.get(&v) {
            return Ok(id);
        }
        let limit = self.item_limit();
        if (self.nodes.len() + self.symbols.len()) as u64 >= limit {
            return Err(
                combgames_base::Exceeded::ran_out(combgames_base::Resource::Items, limit).into(),
            );
        }
        let id = self.id(crate::arena::SYMBOLIC | self.symbols.len() as u32);
        self.symbols.push(v);
        self.symbol_ids.insert(v, id);
        Ok(id)
    }

    /// The parts `x + n.^ + *m` of `g` if it is of that form (stored or symbolic).
    ///
    /// # Errors
    /// [`Error::NoSuchGame`] for an id not in this arena.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{0|^*}").unwrap(); // ^^
    /// assert_eq!(arena.as_number_up_star(g).unwrap().map(|v| v.ups), Some(2));
    /// let hot = arena.parse("{1|0}").unwrap();
    /// assert_eq!(arena.as_number_up_star(hot), Ok(None));
    /// ```
    pub fn as_number_up_star(&self, g: GameId) -> Result<Option<NumberUpStar>, Error> {
        self.nus_value(g)
    }

    /// `x + n.^ + *m` if the canonical node is that game's canonical form (see [`crate::nus`]):
    /// its options are of that form too, in one of the patterns. `O(options)`.
    pub(crate) fn nus_of_node(
        &self,
        node: &crate::arena::Node,
        number: Option<Dyadic>,
    ) -> Option<NumberUpStar> {
        if let Some(x) = number {
            return Some(NumberUpStar::of_number(x));
        }
        let nus = |g: &u32| self.info.get(*g as usize).and_then(|i| i.nus);
        let (left, right) = (&node.left[..], &node.right[..]);
        if !left.is_empty() && left == right {
            // x + *m = {x, x*, ..., x*(m-1) | the same}.
            let x = nus(&left[0])?.number;
            let mut stars: Vec<u64> = left
                .iter()
                .map(|g| {
                    nus(g)
                        .filter(|v| v.number == x && v.ups == 0)
                        .map(|v| v.star)
                })
                .collect::<Option<_>>()?;
            stars.sort_unstable();
            let all = stars.iter().enumerate().all(|(i, &s)| s == i as u64);
            return all.then_some(NumberUpStar {
                number: x,
                ups: 0,
                star: left.len() as u64,
            });
        }
        let x_star = |x: Dyadic| NumberUpStar {
            number: x,
            ups: 0,
            star: 1,
        };
        match (left, right) {
            ([only_left], [only_right]) => {
                let (a, b) = (nus(only_left)?, nus(only_right)?);
                // {x | x + n.^ + *m} = x + (n+1).^ + *(m^1) for n >= 0 (not both 0).
                if a.is_number() && b.number == a.number && b.ups >= 0 && !b.is_number() {
                    return Some(NumberUpStar {
                        number: a.number,
                        ups: b.ups.checked_add(1)?,
                        star: b.star ^ 1,
                    });
                }
                if b.is_number() && a.number == b.number && a.ups <= 0 && !a.is_number() {
                    return Some(NumberUpStar {
                        number: b.number,
                        ups: a.ups.checked_sub(1)?,
                        star: a.star ^ 1,
                    });
                }
                None
            }
            // x + ^* = {x, x* | x}, and x + v* = {x | x, x*}.
            ([first, second], [single]) | ([single], [first, second]) => {
                let (p, q, c) = (nus(first)?, nus(second)?, nus(single)?);
                let x = c.number;
                let pair = (p == c && q == x_star(x)) || (q == c && p == x_star(x));
                (c.is_number() && pair).then_some(NumberUpStar {
                    number: x,
                    ups: if left.len() == 2 { 1 } else { -1 },
                    star: 1,
                })
            }
            _ => None,
        }
    }

    /// For a symbol `s = x + n.^ + *m` compared with a stored game `other` born on day `b`:
    /// the stored game `x + n'.^ + *m'` that every game born by day `B = b + birthday(x)`
    /// compares with as with `s` (`s` itself otherwise). Against a game born by day `B`, ups
    /// past `B + 2` change nothing (`n' = n` clamped to `[-(B+2), B+2]`), and a nimber past
    /// every nimber below `B` acts as a remote star: only its bits below `2^k > B + 1` matter,
    /// with one bit above them (`m' = (m mod 2^k) + 2^k` for `m >= 2^k`). Checked against the
    /// plain comparison on the games born by day 3 (`tests/nus.rs`); refused (the symbol
    /// stays, and is refused by `check`) when the stand-in is born after `MAX_BIRTHDAY`.
    pub(crate) fn within_reach(&mut self, s: GameId, other: GameId) -> Result<GameId, Error> {
        let Some(v) = self.symbol(s) else {
            return Ok(s);
        };
        self.check(other)?;
        let bound = self.info[other.slot()]
            .birthday
            .saturating_add(NumberUpStar::of_number(v.number).birthday());
        let stand_in = v.within(bound);
        if stand_in.infinitesimal_birthday() > u64::from(crate::MAX_BIRTHDAY) {
            return Ok(s);
        }
        self.explicit_nus(stand_in)
    }

    /// `x + n.^ + *m` stored as a node, built from its closed form (each level once, found in
    /// the table when stored before). Refused with [`Error::TooLarge`] past `MAX_BIRTHDAY`.
    pub(crate) fn explicit_nus(&mut self, v: NumberUpStar) -> Result<GameId, Error> {
        if let Some(&id) = self.nus_ids.get(&v) {
            return Ok(id);
        }
        if !crate::is_buildable(v.number) {
            return Err(Error::NumberTooLarge(v.number));
        }
        let birthday = v.infinitesimal_birthday();
        if birthday > u64::from(crate::MAX_BIRTHDAY) {
            return Err(Error::TooLarge {
                what: crate::Quantity::Birthday,
                value: birthday,
                limit: u64::from(crate::MAX_BIRTHDAY),
            });
        }
        let x = self.number(v.number)?;
        let n = v.ups.unsigned_abs();
        // The star at level k (k ups) is m ^ ((n - k) & 1).
        let star_at = |k: u64| v.star ^ ((n - k) & 1);
        let through_up_star = n >= 1 && star_at(1) == 1;
        let mut current = if through_up_star {
            x
        } else {
            self.number_plus_star(v.number, star_at(0))?
        };
        for k in 1..=n {
            self.spend()?;
            current = if k == 1 && through_up_star {
                let x_star = self.number_plus_star(v.number, 1)?;
                if v.ups > 0 {
                    self.intern_canonical(vec![x, x_star], vec![x])?
                } else {
                    self.intern_canonical(vec![x], vec![x, x_star])?
                }
            } else if v.ups > 0 {
                self.intern_canonical(vec![x], vec![current])?
            } else {
                self.intern_canonical(vec![current], vec![x])?
            };
        }
        Ok(current)
    }

    /// `x + *m`, canonical as `{x, x*, ..., x*(m-1) | the same}`, stored without the checks
    /// (the caller has checked the birthday).
    pub(crate) fn number_plus_star(&mut self, x: Dyadic, m: u64) -> Result<GameId, Error> {
        let v = NumberUpStar {
            number: x,
            ups: 0,
            star: m,
        };
        if let Some(&id) = self.nus_ids.get(&v) {
            return Ok(id);
        }
        let mut options = vec![self.number(x)?];
        let mut current = options[0];
        for _ in 0..m {
            self.spend()?;
            current = self.intern_canonical(options.clone(), options.clone())?;
            options.push(current);
        }
        Ok(current)
    }
}
