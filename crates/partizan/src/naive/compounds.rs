//! The compounds of [`crate::Arena`]'s `compounds` by their definitions on explicit trees:
//! every option written out, nothing simplified.

use super::Tree;

impl Tree {
    /// The ordinal sum `G:H = { G^L, G:H^L | G^R, G:H^R }`.
    #[must_use]
    pub fn ordinal_sum(&self, h: &Tree) -> Tree {
        let side = |base: &[Tree], kids: &[Tree]| -> Vec<Tree> {
            let mut out = base.to_vec();
            out.extend(kids.iter().map(|k| self.ordinal_sum(k)));
            out
        };
        Tree::new(side(&self.left, &h.left), side(&self.right, &h.right))
    }

    /// The conjunctive compound `G∧H = { G^L∧H^L | G^R∧H^R }`.
    #[must_use]
    pub fn conjunctive(&self, h: &Tree) -> Tree {
        let side = |gs: &[Tree], hs: &[Tree]| -> Vec<Tree> {
            gs.iter()
                .flat_map(|g| hs.iter().map(move |k| g.conjunctive(k)))
                .collect()
        };
        Tree::new(side(&self.left, &h.left), side(&self.right, &h.right))
    }

    /// The selective compound `G∨H = { G^L∨H, G∨H^L, G^L∨H^L | ... }`.
    #[must_use]
    pub fn selective(&self, h: &Tree) -> Tree {
        let side = |gs: &[Tree], hs: &[Tree]| -> Vec<Tree> {
            let mut out: Vec<Tree> = gs
                .iter()
                .flat_map(|g| hs.iter().map(move |k| g.selective(k)))
                .collect();
            out.extend(gs.iter().map(|g| g.selective(h)));
            out.extend(hs.iter().map(|k| self.selective(k)));
            out
        };
        Tree::new(side(&self.left, &h.left), side(&self.right, &h.right))
    }

    /// Conway's product, `G·H` with the options `X·H + G·Y - X·Y` (`X`, `Y` of the same side
    /// for Left, of opposite sides for Right).
    #[must_use]
    pub fn conway_product(&self, h: &Tree) -> Tree {
        let term = |x: &Tree, y: &Tree| -> Tree {
            x.conway_product(h)
                .sum(&self.conway_product(y))
                .sum(&x.conway_product(y).neg())
        };
        let side = |pairs: [(&[Tree], &[Tree]); 2]| -> Vec<Tree> {
            pairs
                .iter()
                .flat_map(|(xs, ys)| {
                    xs.iter()
                        .flat_map(move |x| ys.iter().map(move |y| term(x, y)))
                })
                .collect()
        };
        Tree::new(
            side([(&self.left, &h.left), (&self.right, &h.right)]),
            side([(&self.left, &h.right), (&self.right, &h.left)]),
        )
    }
}
