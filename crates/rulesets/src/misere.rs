//! Misère play on the framework's positions: the misère canonical form of an impartial
//! position (who wins any position in misère play is [`OutcomeSearch::misere`](crate::OutcomeSearch::misere)).

use std::collections::HashSet;

use combgames_base::hash::FastMap;
use combgames_base::{Exceeded, Limits, Meter, Resource};
use combgames_grundy::misere::{MAX_MISERE_PLAY, MisereArena, MisereId};
use thiserror::Error;

use crate::{Player, Position};

/// The positions [`misere_form`] visits unless its limits say otherwise.
pub const MISERE_FORM_POSITIONS: u64 = 1 << 26;

/// Why a position has no misère canonical form here.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum MisereFormError {
    /// Left and Right have different options somewhere: the position is not impartial (its
    /// misère outcome is [`OutcomeSearch::misere`](crate::OutcomeSearch::misere)'s).
    #[error(
        "the position is not impartial (Left and Right have different moves): ask for its misère outcome instead"
    )]
    NotImpartial,
    /// A limit of the arena or of the positions visited, an interrupt, or another refusal of
    /// the arena.
    #[error(transparent)]
    Arena(#[from] combgames_grundy::Error),
}

impl From<Exceeded> for MisereFormError {
    fn from(e: Exceeded) -> Self {
        MisereFormError::Arena(e.into())
    }
}

/// The misère canonical form of an impartial `position` of any ruleset on the framework (or
/// of [`ImpartialVariant`](crate::ImpartialVariant) of a partizan one), stored in `arena`:
/// each option's form, found recursively and memoised on the positions' canonical images; a
/// position that splits is the sum of its parts' forms (canonical forms add, unlike misère
/// outcomes).
///
/// **Limits**: `steps`, the positions visited ([`MISERE_FORM_POSITIONS`] by default); the
/// arena's own limits for the forms.
///
/// ```
/// use combgames_base::Limits;
/// use combgames_grundy::misere::MisereArena;
/// use combgames_rulesets::{Cram, misere_form};
/// let board: Cram = "..|..".parse().unwrap();
/// let mut arena = MisereArena::new();
/// let g = misere_form(&mut arena, &board, Limits::new()).unwrap();
/// // Every domino leaves room for one more: {*}, which is 0 in misère play.
/// assert_eq!(arena.to_text(g).unwrap(), "*[0]");
/// ```
///
/// # Errors
/// [`MisereFormError::NotImpartial`] if Left's and Right's options differ at some position
/// reached; [`MisereFormError::Arena`] past a limit (a play longer than
/// [`MAX_MISERE_PLAY`] moves among them), or on an interrupt.
pub fn misere_form<P: Position>(
    arena: &mut MisereArena,
    position: &P,
    limits: Limits,
) -> Result<MisereId, MisereFormError> {
    let mut walk = Walk {
        arena,
        memo: FastMap::default(),
        steps: limits.meter(Resource::Steps, MISERE_FORM_POSITIONS),
    };
    walk.form(position, 0)
}

struct Walk<'a, P> {
    arena: &'a mut MisereArena,
    memo: FastMap<P, MisereId>,
    steps: Meter,
}

impl<P: Position> Walk<'_, P> {
    /// The form of `position`, `depth` moves below the position asked for.
    fn form(&mut self, position: &P, depth: u32) -> Result<MisereId, MisereFormError> {
        let key = position.canonical();
        if let Some(&known) = self.memo.get(&key) {
            return Ok(known);
        }
        if depth > MAX_MISERE_PLAY {
            return Err(combgames_grundy::Error::PlayTooLong {
                max: MAX_MISERE_PLAY,
            }
            .into());
        }
        self.steps.spend(1)?;
        if self.steps.used().trailing_zeros() >= 12 {
            combgames_base::interrupt::check().map_err(combgames_grundy::Error::from)?;
        }
        let form = if let Some(parts) = position.components() {
            let mut total = self.arena.zero();
            for part in &parts {
                let f = self.whole(part, depth)?;
                total = self.arena.sum(total, f)?;
            }
            total
        } else {
            self.whole(position, depth)?
        };
        self.memo.insert(key, form);
        Ok(form)
    }

    /// The form of a position that does not split again.
    fn whole(&mut self, position: &P, depth: u32) -> Result<MisereId, MisereFormError> {
        let left = position.options(Player::Left);
        let right = position.options(Player::Right);
        let keys = |options: &[P]| {
            options
                .iter()
                .map(Position::canonical)
                .collect::<HashSet<P>>()
        };
        if keys(&left) != keys(&right) {
            return Err(MisereFormError::NotImpartial);
        }
        let mut options = Vec::with_capacity(left.len());
        for option in &left {
            options.push(self.form(option, depth + 1)?);
        }
        Ok(self.arena.form(&options)?)
    }
}
