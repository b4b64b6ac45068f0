/work/main/target-old/release/deps/combgames_counting-0aa8a013b9860039.d: crates/counting/src/lib.rs crates/counting/src/big.rs crates/counting/src/checked.rs crates/counting/src/error.rs crates/counting/src/modular.rs crates/counting/src/system.rs crates/counting/src/wide.rs

/work/main/target-old/release/deps/libcombgames_counting-0aa8a013b9860039.rlib: crates/counting/src/lib.rs crates/counting/src/big.rs crates/counting/src/checked.rs crates/counting/src/error.rs crates/counting/src/modular.rs crates/counting/src/system.rs crates/counting/src/wide.rs

/work/main/target-old/release/deps/libcombgames_counting-0aa8a013b9860039.rmeta: crates/counting/src/lib.rs crates/counting/src/big.rs crates/counting/src/checked.rs crates/counting/src/error.rs crates/counting/src/modular.rs crates/counting/src/system.rs crates/counting/src/wide.rs

crates/counting/src/lib.rs:
crates/counting/src/big.rs:
crates/counting/src/checked.rs:
crates/counting/src/error.rs:
crates/counting/src/modular.rs:
crates/counting/src/system.rs:
crates/counting/src/wide.rs:
