/work/main/target-old/release/deps/combgames_fibonacci_tree_game-759acc519410a83c.d: crates/fibonacci-tree-game/src/lib.rs crates/fibonacci-tree-game/src/barrier.rs crates/fibonacci-tree-game/src/error.rs crates/fibonacci-tree-game/src/exact.rs crates/fibonacci-tree-game/src/game.rs crates/fibonacci-tree-game/src/kernels.rs crates/fibonacci-tree-game/src/naive.rs crates/fibonacci-tree-game/src/relabel.rs crates/fibonacci-tree-game/src/residues.rs crates/fibonacci-tree-game/src/rows.rs crates/fibonacci-tree-game/src/runs.rs crates/fibonacci-tree-game/src/tree.rs

/work/main/target-old/release/deps/libcombgames_fibonacci_tree_game-759acc519410a83c.rlib: crates/fibonacci-tree-game/src/lib.rs crates/fibonacci-tree-game/src/barrier.rs crates/fibonacci-tree-game/src/error.rs crates/fibonacci-tree-game/src/exact.rs crates/fibonacci-tree-game/src/game.rs crates/fibonacci-tree-game/src/kernels.rs crates/fibonacci-tree-game/src/naive.rs crates/fibonacci-tree-game/src/relabel.rs crates/fibonacci-tree-game/src/residues.rs crates/fibonacci-tree-game/src/rows.rs crates/fibonacci-tree-game/src/runs.rs crates/fibonacci-tree-game/src/tree.rs

/work/main/target-old/release/deps/libcombgames_fibonacci_tree_game-759acc519410a83c.rmeta: crates/fibonacci-tree-game/src/lib.rs crates/fibonacci-tree-game/src/barrier.rs crates/fibonacci-tree-game/src/error.rs crates/fibonacci-tree-game/src/exact.rs crates/fibonacci-tree-game/src/game.rs crates/fibonacci-tree-game/src/kernels.rs crates/fibonacci-tree-game/src/naive.rs crates/fibonacci-tree-game/src/relabel.rs crates/fibonacci-tree-game/src/residues.rs crates/fibonacci-tree-game/src/rows.rs crates/fibonacci-tree-game/src/runs.rs crates/fibonacci-tree-game/src/tree.rs

crates/fibonacci-tree-game/src/lib.rs:
crates/fibonacci-tree-game/src/barrier.rs:
crates/fibonacci-tree-game/src/error.rs:
crates/fibonacci-tree-game/src/exact.rs:
crates/fibonacci-tree-game/src/game.rs:
crates/fibonacci-tree-game/src/kernels.rs:
crates/fibonacci-tree-game/src/naive.rs:
crates/fibonacci-tree-game/src/relabel.rs:
crates/fibonacci-tree-game/src/residues.rs:
crates/fibonacci-tree-game/src/rows.rs:
crates/fibonacci-tree-game/src/runs.rs:
crates/fibonacci-tree-game/src/tree.rs:
