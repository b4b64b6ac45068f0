/work/main/target-old/release/examples/p949-1a99b2d965a44705.d: examples/p949.rs examples/common/mod.rs

/work/main/target-old/release/examples/p949-1a99b2d965a44705: examples/p949.rs examples/common/mod.rs

examples/p949.rs:
examples/common/mod.rs:

# env-dep:CARGO_PKG_VERSION=0.1.0
