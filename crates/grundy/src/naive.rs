//! Slow twins, straight from the definitions: octal games' values by listing every option,
//! nim-multiplication by the mex rule, and coin-turning games by their moves.
//!
//! A twin refuses an input past its size limit with [`Exceeded`] (items: heaps, coins or
//! table rows), its own error: the twins add nothing to the fast API's [`Error`](crate::Error).

use combgames_base::{Exceeded, Resource};

use crate::{CoinGame, GrundySequence, OctalGame, mex};

/// The most heaps [`octal_values`] computes (its cost is quadratic; cubic, and then a limit of
/// [`MAX_DEFINITION_HEAP_HEX`], for games that split into three heaps).
///
/// ```
/// assert_eq!(combgames_grundy::naive::MAX_DEFINITION_HEAP, 1 << 14);
/// ```
pub const MAX_DEFINITION_HEAP: usize = 1 << 14;

/// The most heaps [`octal_values`] computes for hexadecimal games that split into three heaps.
///
/// ```
/// use combgames_grundy::{OctalGame, naive::{MAX_DEFINITION_HEAP_HEX, octal_values}};
/// let game: OctalGame = "0x.8".parse().unwrap();
/// assert!(octal_values(&game, MAX_DEFINITION_HEAP_HEX + 1).is_err());
/// ```
pub const MAX_DEFINITION_HEAP_HEX: usize = 1 << 10;

/// `g(0..=n)` of an octal (or hexadecimal) game by the definition: for each heap, the value of
/// every option (each take, each way to leave the rest as the digit allows), then the mex.
/// `O(n^2 t)` for two-heap splits (`O(n^3 t)` with three).
///
/// # Errors
/// [`Exceeded`] (items) for `n` past [`MAX_DEFINITION_HEAP`] ([`MAX_DEFINITION_HEAP_HEX`]
/// for games that split into three heaps).
///
/// ```
/// use combgames_grundy::{OctalGame, naive::octal_values};
/// let kayles: OctalGame = ".77".parse().unwrap();
/// assert_eq!(octal_values(&kayles, 5).unwrap().values(), &[0, 1, 2, 3, 1, 4]);
/// ```
pub fn octal_values(game: &OctalGame, n: usize) -> Result<GrundySequence, Exceeded> {
    let limit = if game.max_heaps() == 3 {
        MAX_DEFINITION_HEAP_HEX
    } else {
        MAX_DEFINITION_HEAP
    };
    Exceeded::check(Resource::Items, n as u64, limit as u64)?;
    let digits = game.digits();
    let mut g: Vec<u32> = vec![0];
    for heap in 1..=n {
        let mut options: Vec<usize> = Vec::new();
        for (take, &digit) in digits.iter().enumerate() {
            if take > heap {
                break;
            }
            let rest = heap - take;
            if digit & 1 != 0 && rest == 0 {
                options.push(0);
            }
            if digit & 2 != 0 && rest >= 1 && take >= 1 {
                options.push(g[rest] as usize);
            }
            if digit & 4 != 0 {
                for a in 1..rest {
                    options.push((g[a] ^ g[rest - a]) as usize);
                }
            }
            if digit & 8 != 0 {
                for a in 1..rest {
                    for b in 1..rest - a {
                        options.push((g[a] ^ g[b] ^ g[rest - a - b]) as usize);
                    }
                }
            }
        }
        // A mex is at most the number of options: under n^2 <= 2^28 for the heaps allowed.
        g.push(mex(options) as u32);
    }
    Ok(GrundySequence::new(crate::store::Store::from_values(g)))
}

/// The most coins the coin-turning twins evaluate along one side.
///
/// ```
/// assert_eq!(combgames_grundy::naive::MAX_COINS, 64);
/// ```
pub const MAX_COINS: u64 = 64;

/// The values of one heads coin at positions `first..first + count` of a coin-turning game,
/// by the definition: the mex, over the moves whose rightmost coin is `x`, of the nim-sum of
/// the values of the other coins turned.
///
/// # Errors
/// [`Exceeded`] (items) for more than [`MAX_COINS`] coins.
///
/// ```
/// use combgames_grundy::{CoinGame, naive::coin_values};
/// assert_eq!(coin_values(CoinGame::MockTurtles, 6).unwrap(), [1, 2, 4, 7, 8, 11]);
/// assert_eq!(coin_values(CoinGame::Ruler, 6).unwrap(), [1, 2, 1, 4, 1, 2]);
/// ```
pub fn coin_values(game: CoinGame, count: u64) -> Result<Vec<u64>, Exceeded> {
    Exceeded::check(Resource::Items, count, MAX_COINS)?;
    let first = game.first_position();
    let mut values: Vec<u64> = Vec::new();
    for x in first..first + count {
        let options = game.moves_ending_at(x).into_iter().map(|turned| {
            let others = &turned[..turned.len() - 1];
            others
                .iter()
                .fold(0u64, |acc, &y| acc ^ values[(y - first) as usize]) as usize
        });
        values.push(mex(options) as u64);
    }
    Ok(values)
}

/// The values of one heads coin at `(x, y)` in the product of `row` and `column`, for the
/// first `count` positions of each, by the definition of the product game (a move turns the
/// coins of `A x B`, the corner `(max A, max B)` from heads to tails): `out[i][j]` is the coin
/// at the `i`-th position of `row` and the `j`-th of `column`. No nim-multiplication is used.
///
/// # Errors
/// [`Exceeded`] (items) for more than 16 positions a side.
///
/// ```
/// use combgames_grundy::{CoinGame, naive::product_values};
/// let rugs = product_values(CoinGame::Ruler, CoinGame::Ruler, 4).unwrap();
/// assert_eq!(rugs[3][3], 6); // Ruler at 4 is 4, and 4 (x) 4 = 6
/// ```
pub fn product_values(
    row: CoinGame,
    column: CoinGame,
    count: u64,
) -> Result<Vec<Vec<u64>>, Exceeded> {
    Exceeded::check(Resource::Items, count, 16)?;
    let (fx, fy) = (row.first_position(), column.first_position());
    let n = count as usize;
    let mut values = vec![vec![0u64; n]; n];
    for i in 0..n {
        for j in 0..n {
            let (x, y) = (fx + i as u64, fy + j as u64);
            let mut options = Vec::new();
            for a in row.moves_ending_at(x) {
                for b in column.moves_ending_at(y) {
                    let mut sum = 0u64;
                    for &p in &a {
                        for &q in &b {
                            if (p, q) != (x, y) {
                                sum ^= values[(p - fx) as usize][(q - fy) as usize];
                            }
                        }
                    }
                    options.push(sum as usize);
                }
            }
            values[i][j] = mex(options) as u64;
        }
    }
    Ok(values)
}

/// The nim-products `a (x) b` for all `a, b < n` by Conway's definition,
/// `a (x) b = mex { a' (x) b + a (x) b' + a' (x) b' : a' < a, b' < b }` (sums are nim-sums):
/// `O(n^4)`.
///
/// # Errors
/// [`Exceeded`] (items) for `n > 64`.
///
/// ```
/// use combgames_grundy::naive::nim_product_table;
/// let table = nim_product_table(4).unwrap();
/// assert_eq!(table[2][2], 3);
/// assert_eq!(table[2][3], 1);
/// ```
pub fn nim_product_table(n: usize) -> Result<Vec<Vec<u64>>, Exceeded> {
    Exceeded::check(Resource::Items, n as u64, 64)?;
    let mut table = vec![vec![0u64; n]; n];
    for a in 0..n {
        for b in 0..n {
            let mut options = Vec::with_capacity(a * b);
            for x in 0..a {
                for y in 0..b {
                    options.push((table[x][b] ^ table[a][y] ^ table[x][y]) as usize);
                }
            }
            table[a][b] = mex(options) as u64;
        }
    }
    Ok(table)
}

/// The most tokens a sum may hold in [`MisereSearch`].
///
/// ```
/// assert_eq!(combgames_grundy::naive::MAX_MISERE_TOKENS, 64);
/// ```
pub const MAX_MISERE_TOKENS: usize = 64;

/// The most sums a [`MisereSearch`] remembers: `2^22`.
///
/// ```
/// assert_eq!(combgames_grundy::naive::MAX_MISERE_POSITIONS, 1 << 22);
/// ```
pub const MAX_MISERE_POSITIONS: usize = 1 << 22;

/// Misère play of an octal game by plain search of the game tree over multisets of heaps:
/// the slow twin of the misère quotient and of the solver's misère values. A sum's options are
/// listed from the code's digits (take `i` tokens from one heap, leave nothing, one heap, two
/// or three as digit `d_i` allows), and every sum met is remembered. Nothing is split into
/// parts: a sum is searched as a whole.
///
/// ```
/// use combgames_grundy::{OctalGame, naive::MisereSearch};
/// let kayles: OctalGame = ".77".parse().unwrap();
/// let mut search = MisereSearch::new(&kayles);
/// assert_eq!(search.is_p(&[]), Ok(false)); // no move: the player to move wins
/// assert_eq!(search.is_p(&[1]), Ok(true));
/// assert_eq!(search.grundy(&[3]), Ok(3));
/// ```
#[derive(Debug, Clone)]
pub struct MisereSearch {
    digits: Vec<u8>,
    values: std::collections::HashMap<Vec<usize>, usize>,
}

impl MisereSearch {
    /// A search with nothing remembered.
    ///
    /// ```
    /// use combgames_grundy::{OctalGame, naive::MisereSearch};
    /// let search = MisereSearch::new(&".07".parse::<OctalGame>().unwrap());
    /// assert_eq!(search.remembered(), 0);
    /// ```
    pub fn new(game: &OctalGame) -> Self {
        MisereSearch {
            digits: game.digits().to_vec(),
            values: std::collections::HashMap::new(),
        }
    }

    /// The number of sums remembered.
    ///
    /// ```
    /// use combgames_grundy::{OctalGame, naive::MisereSearch};
    /// let mut search = MisereSearch::new(&".77".parse::<OctalGame>().unwrap());
    /// search.is_p(&[2]).unwrap();
    /// assert_eq!(search.remembered(), 3); // {2}, {1}, {}
    /// ```
    pub fn remembered(&self) -> usize {
        self.values.len()
    }

    /// Whether the sum of `heaps` is a misère P-position: `g-` is 0.
    ///
    /// # Errors
    /// As for [`grundy`](Self::grundy).
    ///
    /// ```
    /// use combgames_grundy::{OctalGame, naive::MisereSearch};
    /// let mut search = MisereSearch::new(&".77".parse::<OctalGame>().unwrap());
    /// assert_eq!(search.is_p(&[2, 2]), Ok(true));
    /// ```
    pub fn is_p(&mut self, heaps: &[usize]) -> Result<bool, Exceeded> {
        Ok(self.grundy(heaps)? == 0)
    }

    /// The misère Grundy value of the sum of `heaps`: 1 without a move, else the mex of the
    /// options' values.
    ///
    /// # Errors
    /// [`Exceeded`] (items) for a sum of more than [`MAX_MISERE_TOKENS`] tokens, or when more
    /// than [`MAX_MISERE_POSITIONS`] sums would be remembered.
    ///
    /// ```
    /// use combgames_grundy::{OctalGame, naive::MisereSearch};
    /// let mut search = MisereSearch::new(&".77".parse::<OctalGame>().unwrap());
    /// assert_eq!(search.grundy(&[1, 1]), Ok(1));
    /// assert!(search.grundy(&[65]).is_err());
    /// ```
    pub fn grundy(&mut self, heaps: &[usize]) -> Result<usize, Exceeded> {
        let tokens = heaps.iter().fold(0usize, |a, &h| a.saturating_add(h));
        Exceeded::check(Resource::Items, tokens as u64, MAX_MISERE_TOKENS as u64)?;
        let mut sum: Vec<usize> = heaps.iter().copied().filter(|&h| h > 0).collect();
        sum.sort_unstable();
        self.value(sum)
    }

    fn value(&mut self, sum: Vec<usize>) -> Result<usize, Exceeded> {
        if let Some(&v) = self.values.get(&sum) {
            return Ok(v);
        }
        let mut seen = Vec::new();
        for i in 0..sum.len() {
            if i > 0 && sum[i - 1] == sum[i] {
                continue;
            }
            for parts in heap_moves(&self.digits, sum[i]) {
                let mut next: Vec<usize> = sum[..i].iter().chain(&sum[i + 1..]).copied().collect();
                next.extend(parts);
                next.sort_unstable();
                seen.push(self.value(next)?);
            }
        }
        let v = if seen.is_empty() { 1 } else { mex(seen) };
        Exceeded::check(
            Resource::Items,
            self.values.len() as u64 + 1,
            MAX_MISERE_POSITIONS as u64,
        )?;
        self.values.insert(sum, v);
        Ok(v)
    }
}

/// What a heap of `n` may become, by the digits: each list the heaps left (nonempty).
fn heap_moves(digits: &[u8], n: usize) -> Vec<Vec<usize>> {
    let mut moves = Vec::new();
    for (take, &digit) in digits.iter().enumerate() {
        let Some(rest) = n.checked_sub(take) else {
            break;
        };
        if digit & 1 != 0 && rest == 0 {
            moves.push(vec![]);
        }
        if digit & 2 != 0 && rest >= 1 && take >= 1 {
            moves.push(vec![rest]);
        }
        if digit & 4 != 0 {
            for a in 1..rest {
                moves.push(vec![a, rest - a]);
            }
        }
        if digit & 8 != 0 {
            for a in 1..rest {
                for b in 1..rest - a {
                    moves.push(vec![a, b, rest - a - b]);
                }
            }
        }
    }
    moves
}

/// The most options [`grundy_by_definition`] and [`misere_grundy_by_definition`] look at:
/// `2^24`.
///
/// ```
/// assert_eq!(combgames_grundy::naive::MAX_DEFINITION_OPTIONS, 1 << 24);
/// ```
pub const MAX_DEFINITION_OPTIONS: u64 = 1 << 24;

/// The Grundy value of any position by the definition, `mex` of the options' values, played
/// out with no table and no split into parts: the slow twin of
/// [`Solver::grundy`](crate::Solver::grundy). Exponential; for small positions of finite games.
///
/// # Errors
/// [`Exceeded`] (steps) past [`MAX_DEFINITION_OPTIONS`] options looked at.
///
/// ```
/// use combgames_grundy::{games::Nim, naive::grundy_by_definition};
/// assert_eq!(grundy_by_definition(&Nim, &vec![1, 2, 3]), Ok(0)); // 1 xor 2 xor 3
/// ```
pub fn grundy_by_definition<G: crate::ImpartialGame>(
    game: &G,
    position: &G::Position,
) -> Result<usize, Exceeded> {
    definition(game, position, false, &mut 0)
}

/// The misère Grundy value by the definition (1 for a position without a move, else the
/// `mex` of the options' values), with no table: the slow twin of
/// [`Solver::misere_grundy`](crate::Solver::misere_grundy).
///
/// # Errors
/// As for [`grundy_by_definition`].
///
/// ```
/// use combgames_grundy::{OctalGame, naive::misere_grundy_by_definition};
/// let kayles: OctalGame = ".77".parse().unwrap();
/// assert_eq!(misere_grundy_by_definition(&kayles, &vec![1, 1]), Ok(1));
/// ```
pub fn misere_grundy_by_definition<G: crate::ImpartialGame>(
    game: &G,
    position: &G::Position,
) -> Result<usize, Exceeded> {
    definition(game, position, true, &mut 0)
}

fn definition<G: crate::ImpartialGame>(
    game: &G,
    position: &G::Position,
    misere: bool,
    looked: &mut u64,
) -> Result<usize, Exceeded> {
    let mut values = Vec::new();
    for option in game.options(position) {
        *looked += 1;
        Exceeded::check(Resource::Steps, *looked, MAX_DEFINITION_OPTIONS)?;
        values.push(definition(game, &option, misere, looked)?);
    }
    Ok(if misere && values.is_empty() {
        1
    } else {
        mex(values)
    })
}
