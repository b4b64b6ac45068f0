/work/main/target-old/release/deps/combgames_left_vs_right-0fd1aedae0746369.d: crates/left-vs-right/src/lib.rs crates/left-vs-right/src/count.rs crates/left-vs-right/src/error.rs crates/left-vs-right/src/naive.rs crates/left-vs-right/src/player.rs crates/left-vs-right/src/position.rs crates/left-vs-right/src/values.rs crates/left-vs-right/src/word.rs

/work/main/target-old/release/deps/libcombgames_left_vs_right-0fd1aedae0746369.rlib: crates/left-vs-right/src/lib.rs crates/left-vs-right/src/count.rs crates/left-vs-right/src/error.rs crates/left-vs-right/src/naive.rs crates/left-vs-right/src/player.rs crates/left-vs-right/src/position.rs crates/left-vs-right/src/values.rs crates/left-vs-right/src/word.rs

/work/main/target-old/release/deps/libcombgames_left_vs_right-0fd1aedae0746369.rmeta: crates/left-vs-right/src/lib.rs crates/left-vs-right/src/count.rs crates/left-vs-right/src/error.rs crates/left-vs-right/src/naive.rs crates/left-vs-right/src/player.rs crates/left-vs-right/src/position.rs crates/left-vs-right/src/values.rs crates/left-vs-right/src/word.rs

crates/left-vs-right/src/lib.rs:
crates/left-vs-right/src/count.rs:
crates/left-vs-right/src/error.rs:
crates/left-vs-right/src/naive.rs:
crates/left-vs-right/src/player.rs:
crates/left-vs-right/src/position.rs:
crates/left-vs-right/src/values.rs:
crates/left-vs-right/src/word.rs:
