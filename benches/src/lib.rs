//! Criterion benchmarks of the combgames crates, kept in their own package so that the
//! examples and the libraries never compile the benchmark stack. Run them with
//! `cargo bench -p combgames-benches`.

pub mod domineering_dedicated;
