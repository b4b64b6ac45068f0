//! Who wins a game graph, by the rules alone: the slow twin of
//! [`LoopyGame::outcome`](crate::loopy::LoopyGame::outcome).

use crate::loopy::Winner;

/// Who wins a game graph (`left[v]`, `right[v]`: the options of position `v`) from `start`,
/// with Left first and with Right first, found by sweeping the states (position, mover) until
/// nothing changes: the mover wins with a move to a state the opponent loses, loses when
/// every move (or none) reaches a state the opponent wins; a state never decided is a draw.
/// `O(sweeps * (positions + moves))`, sweeps up to the number of states.
///
/// ```
/// use combgames_partizan::loopy::Winner;
/// use combgames_partizan::naive::loopy_outcome;
/// // dud = {pass | pass}: a draw whoever starts; on = {pass | }: Left wins.
/// assert_eq!(loopy_outcome(&[vec![0]], &[vec![0]], 0), (Winner::Draw, Winner::Draw));
/// assert_eq!(loopy_outcome(&[vec![0]], &[vec![]], 0), (Winner::Left, Winner::Left));
/// ```
pub fn loopy_outcome(left: &[Vec<usize>], right: &[Vec<usize>], start: usize) -> (Winner, Winner) {
    let n = left.len();
    // result[v][mover]: Some(true) the mover wins, Some(false) loses.
    let mut result = vec![[None::<bool>; 2]; n];
    loop {
        let mut changed = false;
        for v in 0..n {
            for mover in 0..2 {
                if result[v][mover].is_some() {
                    continue;
                }
                let moves = if mover == 0 { &left[v] } else { &right[v] };
                let next = |w: usize| result[w][1 - mover];
                if moves.iter().any(|&w| next(w) == Some(false)) {
                    result[v][mover] = Some(true);
                    changed = true;
                } else if moves.iter().all(|&w| next(w) == Some(true)) {
                    result[v][mover] = Some(false);
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let winner = |r: Option<bool>, mover: Winner, other: Winner| match r {
        Some(true) => mover,
        Some(false) => other,
        None => Winner::Draw,
    };
    (
        winner(result[start][0], Winner::Left, Winner::Right),
        winner(result[start][1], Winner::Right, Winner::Left),
    )
}
