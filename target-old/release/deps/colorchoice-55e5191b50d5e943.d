/work/main/target-old/release/deps/colorchoice-55e5191b50d5e943.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/colorchoice-1.0.5/src/lib.rs

/work/main/target-old/release/deps/libcolorchoice-55e5191b50d5e943.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/colorchoice-1.0.5/src/lib.rs

/work/main/target-old/release/deps/libcolorchoice-55e5191b50d5e943.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/colorchoice-1.0.5/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/colorchoice-1.0.5/src/lib.rs:
