//! Rulesets whose positions repeat: the game graph explored, then its sides.

use combgames_base::Limits;
use combgames_base::hash::FastMap;
use combgames_partizan::loopy::{DEFAULT_LOOPY_POSITIONS, LoopyGame, SidedValue};

use crate::{Error, Player, Position};
use combgames_base::{Exceeded, Resource};

/// The game graph of `start`: every position reachable by moves of either player (each
/// stored once by its key, [`Position::canonical`]), with its Left and Right options; the
/// start is position 0. The framework finds the graph by itself: no depth hint is needed,
/// and a position met again is a cycle. `O(positions + moves)` calls of
/// [`Position::options`].
///
/// # Errors
/// [`Error::Exceeded`] (items) past `limits`' items ([`DEFAULT_LOOPY_POSITIONS`] when not
/// given) positions; [`Error::Interrupted`].
///
/// ```
/// use combgames_rulesets::{BackslidingToads, loopy_graph};
/// let position: BackslidingToads = "T.F".parse().unwrap();
/// let graph = loopy_graph(&position, Default::default()).unwrap();
/// assert_eq!(graph.len(), 6); // T.F .TF TF. FT. .FT F.T
/// assert!(graph.is_stopper()); // no play goes round with Left and Right in turn
/// let wider: BackslidingToads = "T..F".parse().unwrap();
/// assert!(!loopy_graph(&wider, Default::default()).unwrap().is_stopper());
/// ```
pub fn loopy_graph<P: Position>(start: &P, limits: Limits) -> Result<LoopyGame, Error> {
    let limit = limits
        .items_or(DEFAULT_LOOPY_POSITIONS)
        .min(DEFAULT_LOOPY_POSITIONS);
    let mut index: FastMap<P, usize> = FastMap::default();
    let mut order = vec![start.canonical()];
    index.insert(start.canonical(), 0);
    let (mut left, mut right) = (Vec::new(), Vec::new());
    let mut next = 0;
    while next < order.len() {
        let position = order[next].clone();
        next += 1;
        if next % 1024 == 0 {
            combgames_base::interrupt::check()?;
        }
        for (player, lists) in [(Player::Left, &mut left), (Player::Right, &mut right)] {
            let mut list = Vec::new();
            for option in position.options(player) {
                let key = option.canonical();
                let id = if let Some(&id) = index.get(&key) {
                    id
                } else {
                    if order.len() as u64 >= limit {
                        return Err(Exceeded::ran_out(Resource::Items, limit).into());
                    }
                    index.insert(key.clone(), order.len());
                    order.push(key);
                    order.len() - 1
                };
                list.push(id);
            }
            lists.push(list);
        }
    }
    LoopyGame::new(left, right, 0)
}

/// The value of a position whose play may repeat: the sides of its game graph
/// ([`loopy_graph`]), each component's found apart and added (upsum of the onsides, downsum
/// of the offsides) when the rules split the position. A position whose graph has no cycle
/// gets its canonical form as a stopper.
///
/// # Errors
/// As for [`loopy_graph`] and [`SidedValue::of_within`] (steps and time of `limits`).
///
/// ```
/// use combgames_rulesets::{BackslidingToads, loopy_value};
/// let stuck: BackslidingToads = "TF".parse().unwrap();
/// assert_eq!(loopy_value(&stuck, Default::default()).unwrap().to_text().unwrap(), "0");
/// ```
pub fn loopy_value<P: Position>(start: &P, limits: Limits) -> Result<SidedValue, Error> {
    let parts = start.components().unwrap_or_else(|| vec![start.clone()]);
    let mut total: Option<SidedValue> = None;
    for part in &parts {
        let value = SidedValue::of_within(&loopy_graph(part, limits)?, limits)?;
        total = Some(match total {
            None => value,
            Some(sum) => sum.sum(&value)?,
        });
    }
    match total {
        Some(total) => Ok(total),
        None => SidedValue::of(&LoopyGame::new(vec![vec![]], vec![vec![]], 0)?),
    }
}
