/work/main/target-old/release/deps/combgames_stone_game-af9a413c83d554b2.d: crates/stone-game/src/lib.rs crates/stone-game/src/arithmetic.rs crates/stone-game/src/error.rs crates/stone-game/src/largest_move.rs crates/stone-game/src/naive.rs crates/stone-game/src/sums.rs

/work/main/target-old/release/deps/libcombgames_stone_game-af9a413c83d554b2.rlib: crates/stone-game/src/lib.rs crates/stone-game/src/arithmetic.rs crates/stone-game/src/error.rs crates/stone-game/src/largest_move.rs crates/stone-game/src/naive.rs crates/stone-game/src/sums.rs

/work/main/target-old/release/deps/libcombgames_stone_game-af9a413c83d554b2.rmeta: crates/stone-game/src/lib.rs crates/stone-game/src/arithmetic.rs crates/stone-game/src/error.rs crates/stone-game/src/largest_move.rs crates/stone-game/src/naive.rs crates/stone-game/src/sums.rs

crates/stone-game/src/lib.rs:
crates/stone-game/src/arithmetic.rs:
crates/stone-game/src/error.rs:
crates/stone-game/src/largest_move.rs:
crates/stone-game/src/naive.rs:
crates/stone-game/src/sums.rs:
