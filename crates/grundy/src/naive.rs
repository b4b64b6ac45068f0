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
    Ok(GrundySequence::new(g))
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
