/work/main/target-old/release/deps/num_integer-f91374b7ab84ce99.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/num-integer-0.1.47/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/num-integer-0.1.47/src/roots.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/num-integer-0.1.47/src/average.rs

/work/main/target-old/release/deps/libnum_integer-f91374b7ab84ce99.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/num-integer-0.1.47/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/num-integer-0.1.47/src/roots.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/num-integer-0.1.47/src/average.rs

/work/main/target-old/release/deps/libnum_integer-f91374b7ab84ce99.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/num-integer-0.1.47/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/num-integer-0.1.47/src/roots.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/num-integer-0.1.47/src/average.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/num-integer-0.1.47/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/num-integer-0.1.47/src/roots.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/num-integer-0.1.47/src/average.rs:
