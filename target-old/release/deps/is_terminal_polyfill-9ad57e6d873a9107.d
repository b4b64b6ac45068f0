/work/main/target-old/release/deps/is_terminal_polyfill-9ad57e6d873a9107.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/is_terminal_polyfill-1.70.2/src/lib.rs

/work/main/target-old/release/deps/libis_terminal_polyfill-9ad57e6d873a9107.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/is_terminal_polyfill-1.70.2/src/lib.rs

/work/main/target-old/release/deps/libis_terminal_polyfill-9ad57e6d873a9107.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/is_terminal_polyfill-1.70.2/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/is_terminal_polyfill-1.70.2/src/lib.rs:
