//! Nimbers and coin-turning games against their definitions.

use combgames_grundy::naive::{coin_values, nim_product_table, product_values};
use combgames_grundy::{CoinGame, Nimber, Nimber128};
use proptest::prelude::*;

#[test]
fn products_equal_the_mex_definition_below_64() {
    let table = nim_product_table(64).unwrap();
    for a in 0..64u64 {
        for b in 0..64u64 {
            assert_eq!(
                Nimber(a) * Nimber(b),
                Nimber(table[a as usize][b as usize]),
                "{a} * {b}"
            );
        }
    }
}

#[test]
fn published_products() {
    // OEIS A051775 (the nim-multiplication table) and A051776 (nim-squares... by rows).
    let n = Nimber;
    assert_eq!(n(2) * n(2), n(3));
    assert_eq!(n(2) * n(3), n(1));
    assert_eq!(n(4) * n(4), n(6));
    assert_eq!(n(16) * n(16), n(24));
    assert_eq!(n(256) * n(256), n(384)); // the Fermat 2-power F squares to 3F/2
    assert_eq!(n(1 << 32) * n(1 << 32), n(3 << 31));
}

#[test]
fn coin_games_equal_their_definitions() {
    for game in [CoinGame::Ruler, CoinGame::MockTurtles] {
        let slow = coin_values(game, 64).unwrap();
        let first = game.first_position();
        for (i, &v) in slow.iter().enumerate() {
            assert_eq!(
                game.value(first + i as u64),
                Ok(Nimber(v)),
                "{game:?} at {i}"
            );
        }
    }
    // OEIS A006519 (Ruler from 1) and A000069 (odious numbers, Mock Turtles from 0).
    assert_eq!(
        coin_values(CoinGame::Ruler, 16).unwrap(),
        [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16]
    );
    assert_eq!(
        coin_values(CoinGame::MockTurtles, 16).unwrap(),
        [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31]
    );
}

#[test]
fn the_tartan_theorem_holds_on_small_grids() {
    // The product game played by its definition (no nim-multiplication) against
    // value(x) (x) value(y).
    for (row, column, side) in [
        (CoinGame::Ruler, CoinGame::Ruler, 16),
        (CoinGame::MockTurtles, CoinGame::MockTurtles, 8),
        (CoinGame::Ruler, CoinGame::MockTurtles, 9),
    ] {
        let slow = product_values(row, column, side).unwrap();
        for i in 0..side {
            for j in 0..side {
                let (x, y) = (row.first_position() + i, column.first_position() + j);
                assert_eq!(
                    row.product_value(column, x, y),
                    Ok(Nimber(slow[i as usize][j as usize])),
                    "{row:?} x {column:?} at ({x}, {y})"
                );
            }
        }
    }
}

proptest! {
    /// The field axioms on random 64-bit nimbers.
    #[test]
    fn field_axioms(a in any::<u64>(), b in any::<u64>(), c in any::<u64>()) {
        let (a, b, c) = (Nimber(a), Nimber(b), Nimber(c));
        prop_assert_eq!(a * b, b * a);
        prop_assert_eq!((a * b) * c, a * (b * c));
        prop_assert_eq!(a * (b + c), a * b + a * c);
        prop_assert_eq!(a * Nimber::ONE, a);
        if a != Nimber::ZERO {
            prop_assert_eq!(a * a.inverse().unwrap(), Nimber::ONE);
            prop_assert_eq!((b * a).checked_div(a), Ok(b));
        }
        // Fermat: a^(2^64) = a in GF(2^64); squaring 64 times.
        let mut x = a;
        for _ in 0..64 {
            x = x * x;
        }
        prop_assert_eq!(x, a);
    }

    /// 128-bit nimbers: the axioms, and agreement with 64-bit ones below 2^64.
    #[test]
    fn wide_field(a in any::<u128>(), b in any::<u128>(), c in any::<u128>(), s in any::<u64>(), t in any::<u64>()) {
        let (a, b, c) = (Nimber128(a), Nimber128(b), Nimber128(c));
        prop_assert_eq!((a * b) * c, a * (b * c));
        prop_assert_eq!(a * (b + c), a * b + a * c);
        if a != Nimber128::ZERO {
            prop_assert_eq!(a * a.inverse().unwrap(), Nimber128::ONE);
        }
        prop_assert_eq!(Nimber128(s.into()) * Nimber128(t.into()), Nimber128((Nimber(s) * Nimber(t)).0.into()));
    }
}
