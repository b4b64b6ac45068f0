/work/main/target-old/release/deps/combgames_partizan-1d88197585e90fdf.d: crates/partizan/src/lib.rs crates/partizan/src/arena.rs crates/partizan/src/domineering.rs crates/partizan/src/error.rs crates/partizan/src/hackenbush.rs crates/partizan/src/naive.rs crates/partizan/src/text.rs crates/partizan/src/thermograph.rs crates/partizan/src/values.rs

/work/main/target-old/release/deps/libcombgames_partizan-1d88197585e90fdf.rlib: crates/partizan/src/lib.rs crates/partizan/src/arena.rs crates/partizan/src/domineering.rs crates/partizan/src/error.rs crates/partizan/src/hackenbush.rs crates/partizan/src/naive.rs crates/partizan/src/text.rs crates/partizan/src/thermograph.rs crates/partizan/src/values.rs

/work/main/target-old/release/deps/libcombgames_partizan-1d88197585e90fdf.rmeta: crates/partizan/src/lib.rs crates/partizan/src/arena.rs crates/partizan/src/domineering.rs crates/partizan/src/error.rs crates/partizan/src/hackenbush.rs crates/partizan/src/naive.rs crates/partizan/src/text.rs crates/partizan/src/thermograph.rs crates/partizan/src/values.rs

crates/partizan/src/lib.rs:
crates/partizan/src/arena.rs:
crates/partizan/src/domineering.rs:
crates/partizan/src/error.rs:
crates/partizan/src/hackenbush.rs:
crates/partizan/src/naive.rs:
crates/partizan/src/text.rs:
crates/partizan/src/thermograph.rs:
crates/partizan/src/values.rs:
