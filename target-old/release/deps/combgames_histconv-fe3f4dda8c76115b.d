/work/main/target-old/release/deps/combgames_histconv-fe3f4dda8c76115b.d: crates/histconv/src/lib.rs crates/histconv/src/budget.rs crates/histconv/src/error.rs crates/histconv/src/histogram.rs crates/histconv/src/lattice.rs crates/histconv/src/ntt.rs crates/histconv/src/pairs.rs crates/histconv/src/triples.rs

/work/main/target-old/release/deps/libcombgames_histconv-fe3f4dda8c76115b.rlib: crates/histconv/src/lib.rs crates/histconv/src/budget.rs crates/histconv/src/error.rs crates/histconv/src/histogram.rs crates/histconv/src/lattice.rs crates/histconv/src/ntt.rs crates/histconv/src/pairs.rs crates/histconv/src/triples.rs

/work/main/target-old/release/deps/libcombgames_histconv-fe3f4dda8c76115b.rmeta: crates/histconv/src/lib.rs crates/histconv/src/budget.rs crates/histconv/src/error.rs crates/histconv/src/histogram.rs crates/histconv/src/lattice.rs crates/histconv/src/ntt.rs crates/histconv/src/pairs.rs crates/histconv/src/triples.rs

crates/histconv/src/lib.rs:
crates/histconv/src/budget.rs:
crates/histconv/src/error.rs:
crates/histconv/src/histogram.rs:
crates/histconv/src/lattice.rs:
crates/histconv/src/ntt.rs:
crates/histconv/src/pairs.rs:
crates/histconv/src/triples.rs:
