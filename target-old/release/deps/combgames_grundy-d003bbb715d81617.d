/work/main/target-old/release/deps/combgames_grundy-d003bbb715d81617.d: crates/grundy/src/lib.rs crates/grundy/src/games.rs crates/grundy/src/naive.rs crates/grundy/src/coins.rs crates/grundy/src/error.rs crates/grundy/src/hackenbush.rs crates/grundy/src/mex.rs crates/grundy/src/nimber.rs crates/grundy/src/octal.rs crates/grundy/src/period.rs crates/grundy/src/sequence.rs crates/grundy/src/solver.rs

/work/main/target-old/release/deps/libcombgames_grundy-d003bbb715d81617.rlib: crates/grundy/src/lib.rs crates/grundy/src/games.rs crates/grundy/src/naive.rs crates/grundy/src/coins.rs crates/grundy/src/error.rs crates/grundy/src/hackenbush.rs crates/grundy/src/mex.rs crates/grundy/src/nimber.rs crates/grundy/src/octal.rs crates/grundy/src/period.rs crates/grundy/src/sequence.rs crates/grundy/src/solver.rs

/work/main/target-old/release/deps/libcombgames_grundy-d003bbb715d81617.rmeta: crates/grundy/src/lib.rs crates/grundy/src/games.rs crates/grundy/src/naive.rs crates/grundy/src/coins.rs crates/grundy/src/error.rs crates/grundy/src/hackenbush.rs crates/grundy/src/mex.rs crates/grundy/src/nimber.rs crates/grundy/src/octal.rs crates/grundy/src/period.rs crates/grundy/src/sequence.rs crates/grundy/src/solver.rs

crates/grundy/src/lib.rs:
crates/grundy/src/games.rs:
crates/grundy/src/naive.rs:
crates/grundy/src/coins.rs:
crates/grundy/src/error.rs:
crates/grundy/src/hackenbush.rs:
crates/grundy/src/mex.rs:
crates/grundy/src/nimber.rs:
crates/grundy/src/octal.rs:
crates/grundy/src/period.rs:
crates/grundy/src/sequence.rs:
crates/grundy/src/solver.rs:
