/work/main/target-old/release/deps/clap-b053103ecc8d699d.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/clap-4.6.9/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/clap-4.6.9/src/../examples/demo.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/clap-4.6.9/src/../examples/demo.md

/work/main/target-old/release/deps/libclap-b053103ecc8d699d.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/clap-4.6.9/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/clap-4.6.9/src/../examples/demo.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/clap-4.6.9/src/../examples/demo.md

/work/main/target-old/release/deps/libclap-b053103ecc8d699d.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/clap-4.6.9/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/clap-4.6.9/src/../examples/demo.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/clap-4.6.9/src/../examples/demo.md

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/clap-4.6.9/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/clap-4.6.9/src/../examples/demo.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/clap-4.6.9/src/../examples/demo.md:
