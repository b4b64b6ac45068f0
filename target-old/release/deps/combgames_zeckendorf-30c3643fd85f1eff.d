/work/main/target-old/release/deps/combgames_zeckendorf-30c3643fd85f1eff.d: crates/zeckendorf/src/lib.rs crates/zeckendorf/src/error.rs crates/zeckendorf/src/fibonacci.rs crates/zeckendorf/src/natural.rs crates/zeckendorf/src/nim.rs crates/zeckendorf/src/representation.rs crates/zeckendorf/src/walk.rs

/work/main/target-old/release/deps/libcombgames_zeckendorf-30c3643fd85f1eff.rlib: crates/zeckendorf/src/lib.rs crates/zeckendorf/src/error.rs crates/zeckendorf/src/fibonacci.rs crates/zeckendorf/src/natural.rs crates/zeckendorf/src/nim.rs crates/zeckendorf/src/representation.rs crates/zeckendorf/src/walk.rs

/work/main/target-old/release/deps/libcombgames_zeckendorf-30c3643fd85f1eff.rmeta: crates/zeckendorf/src/lib.rs crates/zeckendorf/src/error.rs crates/zeckendorf/src/fibonacci.rs crates/zeckendorf/src/natural.rs crates/zeckendorf/src/nim.rs crates/zeckendorf/src/representation.rs crates/zeckendorf/src/walk.rs

crates/zeckendorf/src/lib.rs:
crates/zeckendorf/src/error.rs:
crates/zeckendorf/src/fibonacci.rs:
crates/zeckendorf/src/natural.rs:
crates/zeckendorf/src/nim.rs:
crates/zeckendorf/src/representation.rs:
crates/zeckendorf/src/walk.rs:
