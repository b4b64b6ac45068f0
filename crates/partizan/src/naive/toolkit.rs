//! The toolkit's operations by their definitions on explicit trees: slow twins of
//! [`Arena::heat`](crate::Arena::heat), [`Arena::norton`](crate::Arena::norton),
//! [`Arena::atomic_weight`](crate::Arena::atomic_weight) and the rest. Each recursion follows
//! the textbook definition on the tree as given, with no simplification and no cache: sizes
//! grow fast, so they are for games born by day 3 or so.

use combgames_dyadic::Dyadic;

use super::Tree;

impl Tree {
    /// The integer `n` as the tree `{n-1|}` (or `{|n+1}`), down to `0 = {|}`.
    ///
    /// ```
    /// use combgames_partizan::naive::Tree;
    /// assert_eq!(Tree::integer(2).size(), 3);
    /// ```
    pub fn integer(n: i64) -> Tree {
        let mut tree = Tree::zero();
        for _ in 0..n.unsigned_abs() {
            tree = if n > 0 {
                Tree::new(vec![tree], vec![])
            } else {
                Tree::new(vec![], vec![tree])
            };
        }
        tree
    }

    /// The nimber `*n = {0, ..., *(n-1) | 0, ..., *(n-1)}`.
    ///
    /// ```
    /// use combgames_partizan::naive::Tree;
    /// assert!(Tree::nimber(2).sum(&Tree::nimber(3)).equals(&Tree::nimber(1)));
    /// ```
    pub fn nimber(n: u32) -> Tree {
        let mut options: Vec<Tree> = Vec::new();
        for _ in 0..n {
            let next = Tree::new(options.clone(), options.clone());
            options.push(next);
        }
        Tree::new(options.clone(), options)
    }

    /// The form's birthday: 0 for `{|}`, else one more than its latest option's.
    pub fn birthday(&self) -> u32 {
        self.left
            .iter()
            .chain(&self.right)
            .map(|t| t.birthday() + 1)
            .max()
            .unwrap_or(0)
    }

    /// The number this **form** is, if it is one: every option a number form and every
    /// Left option below every Right one; then the simplest number between them. For a
    /// canonical form this is whether the game is a number.
    ///
    /// ```
    /// use combgames_partizan::naive::Tree;
    /// let half = Tree::new(vec![Tree::zero()], vec![Tree::integer(1)]);
    /// assert_eq!(half.number_form().map(|x| x.to_string()), Some("1/2".into()));
    /// assert_eq!(Tree::nimber(1).number_form(), None);
    /// ```
    pub fn number_form(&self) -> Option<Dyadic> {
        let values =
            |side: &[Tree]| -> Option<Vec<Dyadic>> { side.iter().map(Tree::number_form).collect() };
        let low = values(&self.left)?.into_iter().max();
        let high = values(&self.right)?.into_iter().min();
        match (low, high) {
            (Some(a), Some(b)) => Dyadic::simplest_between(a, b).ok(),
            // The integer nearest 0 above a (below b): from the definition, floor + 1.
            (Some(a), None) => Some(if a < Dyadic::ZERO {
                Dyadic::ZERO
            } else {
                a.floor() + Dyadic::ONE
            }),
            (None, Some(b)) => Some(if b > Dyadic::ZERO {
                Dyadic::ZERO
            } else {
                -((-b).floor() + Dyadic::ONE)
            }),
            (None, None) => Some(Dyadic::ZERO),
        }
    }

    /// The integer this game **equals**, if any, found by comparing it with every integer a
    /// game of its birthday can be.
    pub fn as_integer(&self) -> Option<i64> {
        let b = i64::from(self.birthday());
        (-b..=b).find(|&n| self.equals(&Tree::integer(n)))
    }

    /// Whether this form is all-small: in it and below, Left can move exactly when Right
    /// can.
    pub fn is_all_small(&self) -> bool {
        self.left.is_empty() == self.right.is_empty()
            && self.left.iter().chain(&self.right).all(Tree::is_all_small)
    }

    /// Whether `-x < G < x` for `x = 2^-(b+1)`, `b` the birthday: a game born by day `b` is
    /// infinitesimal exactly when it lies strictly between these two numbers.
    pub fn is_infinitesimal(&self) -> bool {
        let mut x = Tree::integer(1);
        for _ in 0..=self.birthday() {
            x = Tree::new(vec![Tree::zero()], vec![x]); // {0 | x} = x/2
        }
        let minus = x.neg();
        // G < x and -x < G (strictly: not also the reverse).
        self.le(&x) && !x.le(self) && minus.le(self) && !self.le(&minus)
    }

    /// The incentives `G^L - G` and `G - G^R`, in the order of the options.
    pub fn incentives(&self) -> (Vec<Tree>, Vec<Tree>) {
        let minus = self.neg();
        (
            self.left.iter().map(|gl| gl.sum(&minus)).collect(),
            self.right.iter().map(|gr| self.sum(&gr.neg())).collect(),
        )
    }

    /// Heating by `t`: the form itself if it is a number form, else
    /// `{t + ∫G^L | -t + ∫G^R}`.
    #[must_use]
    pub fn heat(&self, t: &Tree) -> Tree {
        if self.number_form().is_some() {
            return self.clone();
        }
        let minus = t.neg();
        Tree::new(
            self.left.iter().map(|gl| gl.heat(t).sum(t)).collect(),
            self.right.iter().map(|gr| gr.heat(t).sum(&minus)).collect(),
        )
    }

    /// Overheating from `s` to `t`: `n` copies of `s` for an integer form `n`, else
    /// `{t + ∫G^L | -t + ∫G^R}`.
    #[must_use]
    pub fn overheat(&self, s: &Tree, t: &Tree) -> Tree {
        if let Some(n) = self.number_form().and_then(Dyadic::to_i64) {
            return copies(n, s);
        }
        let minus = t.neg();
        Tree::new(
            self.left
                .iter()
                .map(|gl| gl.overheat(s, t).sum(t))
                .collect(),
            self.right
                .iter()
                .map(|gr| gr.overheat(s, t).sum(&minus))
                .collect(),
        )
    }

    /// Norton's product `G.U`: `n` copies of `U` for an integer form `n`, else
    /// `{G^L.U + U + D | G^R.U - U - D}` over every incentive `D` of `U`.
    #[must_use]
    pub fn norton(&self, u: &Tree) -> Tree {
        if let Some(n) = self.number_form().and_then(Dyadic::to_i64) {
            return copies(n, u);
        }
        let (left_incentives, right_incentives) = u.incentives();
        let steps: Vec<Tree> = left_incentives
            .iter()
            .chain(&right_incentives)
            .map(|d| u.sum(d))
            .collect();
        let mut left = Vec::new();
        for gl in &self.left {
            let product = gl.norton(u);
            left.extend(steps.iter().map(|s| product.sum(s)));
        }
        let mut right = Vec::new();
        for gr in &self.right {
            let product = gr.norton(u);
            right.extend(steps.iter().map(|s| product.sum(&s.neg())));
        }
        Tree::new(left, right)
    }

    /// The atomic weight by the calculus, on this form (which must be all-small, else
    /// `None`): `G' = {aw(G^L) - 2 | aw(G^R) + 2}` unless it equals an integer; then, against
    /// `*N` for `N` past the birthday, the largest integer `n` with no `aw(G^R) + 2 <= n` if
    /// `G > *N`, the least with no `n <= aw(G^L) - 2` if `G < *N`, else 0.
    pub fn atomic_weight(&self) -> Option<Tree> {
        if !self.is_all_small() {
            return None;
        }
        let left: Vec<Tree> = self
            .left
            .iter()
            .map(|gl| gl.atomic_weight().map(|w| w.sum(&Tree::integer(-2))))
            .collect::<Option<_>>()?;
        let right: Vec<Tree> = self
            .right
            .iter()
            .map(|gr| gr.atomic_weight().map(|w| w.sum(&Tree::integer(2))))
            .collect::<Option<_>>()?;
        let candidate = Tree::new(left.clone(), right.clone());
        if candidate.as_integer().is_none() {
            return Some(candidate);
        }
        let far = Tree::nimber(self.birthday() + 1);
        let bound = i64::from(
            left.iter()
                .chain(&right)
                .map(Tree::birthday)
                .max()
                .unwrap_or(0),
        ) + 1;
        let (above, below) = (
            far.le(self) && !self.le(&far),
            self.le(&far) && !far.le(self),
        );
        let n = if above {
            (-bound..=bound)
                .rev()
                .find(|&n| !right.iter().any(|x| x.le(&Tree::integer(n))))?
        } else if below {
            (-bound..=bound).find(|&n| !left.iter().any(|y| Tree::integer(n).le(y)))?
        } else {
            0
        };
        Some(Tree::integer(n))
    }
}

/// `n` copies of `s` (of `-s` for a negative `n`), one at a time.
fn copies(n: i64, s: &Tree) -> Tree {
    let unit = if n < 0 { s.neg() } else { s.clone() };
    (0..n.unsigned_abs()).fold(Tree::zero(), |total, _| total.sum(&unit))
}
