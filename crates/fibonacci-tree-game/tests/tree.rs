//! Fibonacci trees: the recurrence, the period-6 closed form, and explicit trees.

use combgames_fibonacci_tree_game::{
    Error, FibonacciTree, MAX_COUNTED_ORDER, MAX_EXPLICIT_ORDER, MAX_TABLE_ORDER, grundy_values,
};
use num_bigint::BigUint;

#[test]
fn closed_form_equals_recurrence_to_20000() {
    let by_recurrence = grundy_values(20_000).unwrap();
    for (k, &g) in by_recurrence.iter().enumerate() {
        assert_eq!(FibonacciTree::new(k).grundy_value(), g, "G_{k}");
    }
    // Project Euler 400 article, section 6: G_1..G_14.
    assert_eq!(
        &by_recurrence[1..=14],
        &[0, 1, 3, 6, 3, 3, 0, 5, 7, 14, 7, 7, 0, 9]
    );
    // Section 7: the largest value for k <= 10000 is G_6142 = 8190.
    let (k_max, g_max) = by_recurrence[..=10_000]
        .iter()
        .enumerate()
        .max_by_key(|(_, g)| **g)
        .unwrap();
    assert_eq!((k_max, *g_max), (6142, 8190));
}

#[test]
fn explicit_trees_agree_with_the_formulas() {
    for k in 1..=20 {
        let tree = FibonacciTree::new(k);
        let built = tree.build().unwrap();
        assert_eq!(
            BigUint::from(built.node_count()),
            tree.node_count().unwrap(),
            "|T({k})|"
        );
        assert_eq!(built.grundy_value(), tree.grundy_value(), "G_{k}");
    }
    // OEIS A000071 (F(n) - 1): 1, 2, 4, 7, 12, 20, 33, 54.
    let counts: Vec<String> = (1..=8)
        .map(|k| FibonacciTree::new(k).node_count().unwrap().to_string())
        .collect();
    assert_eq!(counts, ["1", "2", "4", "7", "12", "20", "33", "54"]);
    assert_eq!(FibonacciTree::new(0).node_count(), Ok(BigUint::ZERO));
}

#[test]
fn winning_cut_counts_of_small_trees() {
    // Project Euler 400: f(5) = 1, f(10) = 17; the article's complete search: f(1..=7).
    let counts: Vec<usize> = (1..=7)
        .map(|k| FibonacciTree::new(k).build().unwrap().count_winning_cuts())
        .collect();
    assert_eq!(counts, [0, 1, 1, 1, 1, 3, 0]);
    assert_eq!(
        FibonacciTree::new(10).build().unwrap().count_winning_cuts(),
        17
    );
}

#[test]
fn huge_trees_are_refused() {
    assert_eq!(
        FibonacciTree::new(32).build(),
        Err(Error::TooLarge {
            order: 32,
            limit: MAX_EXPLICIT_ORDER
        })
    );
    assert_eq!(FibonacciTree::new(0).build(), Err(Error::EmptyTree));
    assert_eq!(
        FibonacciTree::new(10_000)
            .node_count()
            .unwrap()
            .to_string()
            .len(),
        2090
    );
}

/// Huge orders are refused before any work or allocation.
#[test]
fn huge_orders_are_refused_at_once() {
    for order in [usize::MAX, 1_000_000_000_000, 100_000_000] {
        assert_eq!(
            grundy_values(order),
            Err(Error::TooLarge {
                order,
                limit: MAX_TABLE_ORDER
            })
        );
        assert_eq!(
            FibonacciTree::new(order).node_count(),
            Err(Error::TooLarge {
                order,
                limit: MAX_COUNTED_ORDER
            })
        );
        assert!(FibonacciTree::new(order).build().is_err());
        assert!(combgames_fibonacci_tree_game::naive::count_by_targets(order, 10).is_err());
    }
    assert!(combgames_fibonacci_tree_game::naive::count_by_pruning(usize::MAX).is_err());
    // The largest order accepted still answers.
    assert_eq!(
        FibonacciTree::new(usize::MAX).grundy_value(),
        FibonacciTree::new(usize::MAX - 6).grundy_value() + 4
    );
}
