/work/main/target-old/release/deps/combgames-ef68dc3105db685d.d: crates/combgames.rs

/work/main/target-old/release/deps/libcombgames-ef68dc3105db685d.rlib: crates/combgames.rs

/work/main/target-old/release/deps/libcombgames-ef68dc3105db685d.rmeta: crates/combgames.rs

crates/combgames.rs:
