/work/main/target-old/release/deps/strsim-2182d54d16e04fb6.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/strsim-0.11.1/src/lib.rs

/work/main/target-old/release/deps/libstrsim-2182d54d16e04fb6.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/strsim-0.11.1/src/lib.rs

/work/main/target-old/release/deps/libstrsim-2182d54d16e04fb6.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/strsim-0.11.1/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/strsim-0.11.1/src/lib.rs:
