/work/main/target-old/release/deps/peak_alloc-24f4cc19e9f6bacb.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/peak_alloc-0.3.0/src/lib.rs

/work/main/target-old/release/deps/libpeak_alloc-24f4cc19e9f6bacb.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/peak_alloc-0.3.0/src/lib.rs

/work/main/target-old/release/deps/libpeak_alloc-24f4cc19e9f6bacb.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/peak_alloc-0.3.0/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/peak_alloc-0.3.0/src/lib.rs:
