/work/main/target-old/release/deps/clap_lex-f6fe68d0ac1e9c39.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/clap_lex-1.1.2/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/clap_lex-1.1.2/src/ext.rs

/work/main/target-old/release/deps/libclap_lex-f6fe68d0ac1e9c39.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/clap_lex-1.1.2/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/clap_lex-1.1.2/src/ext.rs

/work/main/target-old/release/deps/libclap_lex-f6fe68d0ac1e9c39.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/clap_lex-1.1.2/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/clap_lex-1.1.2/src/ext.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/clap_lex-1.1.2/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/clap_lex-1.1.2/src/ext.rs:
