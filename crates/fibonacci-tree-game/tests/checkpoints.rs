//! Published values and input checks.

use combgames_fibonacci_tree_game::{
    Error, Exceeded, FibonacciTreeGame, MAX_EXACT_WORD_STEPS, MAX_STEPS, Resource,
    winning_moves_exact, winning_moves_mod,
};

const LAST_18_DIGITS: u64 = 1_000_000_000_000_000_000;

#[test]
fn published_values() {
    // Project Euler 400 statement: f(5) = 1, f(10) = 17.
    assert_eq!(winning_moves_mod(5, LAST_18_DIGITS), Ok(1));
    assert_eq!(winning_moves_mod(10, LAST_18_DIGITS), Ok(17));
    // Seed article, "Complexity and Verification": f(20) = 1383, f(24) = 7945, and by complete
    // search f(1..=7) = 0, 1, 1, 1, 1, 3, 0.
    assert_eq!(winning_moves_exact(20).unwrap().to_string(), "1383");
    assert_eq!(winning_moves_exact(24).unwrap().to_string(), "7945");
    let small: Vec<u64> = (1..=7)
        .map(|k| winning_moves_mod(k, LAST_18_DIGITS).unwrap())
        .collect();
    assert_eq!(small, [0, 1, 1, 1, 1, 3, 0]);
}

#[test]
fn lost_trees_have_no_winning_move() {
    // G_k = 0 exactly for k = 1 (mod 6).
    for k in (1..600).step_by(6) {
        assert_eq!(winning_moves_mod(k, 97), Ok(0), "f({k})");
    }
}

#[test]
fn bad_input_is_refused() {
    assert_eq!(FibonacciTreeGame::new(0), Err(Error::ZeroOrder));
    let small = |m| {
        Err(Error::Counting(combgames_counting::Error::ModulusTooSmall(
            m,
        )))
    };
    assert_eq!(winning_moves_mod(10, 0), small(0));
    assert_eq!(winning_moves_mod(10, 1), small(1));
    assert_eq!(
        FibonacciTreeGame::new(1_000_000_000),
        Err(Error::TooLarge {
            order: 1_000_000_000,
            limit: 100_000_000
        })
    );
    let big = FibonacciTreeGame::new(3_000_000).unwrap();
    assert!(matches!(
        big.count_mod(10),
        Err(Error::Exceeded(Exceeded {
            resource: Resource::Steps,
            allowed: MAX_STEPS,
            ..
        }))
    ));
    let exact = FibonacciTreeGame::new(100_000).unwrap();
    assert!(matches!(
        exact.count_exact(),
        Err(Error::Exceeded(Exceeded {
            resource: Resource::Steps,
            allowed: MAX_EXACT_WORD_STEPS,
            ..
        }))
    ));
}
