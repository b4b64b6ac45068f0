/work/main/target-old/release/deps/combgames_dyadic-1dc9d7f75ab92150.d: crates/dyadic/src/lib.rs crates/dyadic/src/dyadic.rs crates/dyadic/src/error.rs crates/dyadic/src/ops.rs crates/dyadic/src/simplest.rs

/work/main/target-old/release/deps/libcombgames_dyadic-1dc9d7f75ab92150.rlib: crates/dyadic/src/lib.rs crates/dyadic/src/dyadic.rs crates/dyadic/src/error.rs crates/dyadic/src/ops.rs crates/dyadic/src/simplest.rs

/work/main/target-old/release/deps/libcombgames_dyadic-1dc9d7f75ab92150.rmeta: crates/dyadic/src/lib.rs crates/dyadic/src/dyadic.rs crates/dyadic/src/error.rs crates/dyadic/src/ops.rs crates/dyadic/src/simplest.rs

crates/dyadic/src/lib.rs:
crates/dyadic/src/dyadic.rs:
crates/dyadic/src/error.rs:
crates/dyadic/src/ops.rs:
crates/dyadic/src/simplest.rs:
