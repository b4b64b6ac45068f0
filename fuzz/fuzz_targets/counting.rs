#![no_main]
//! Fuzz target `counting`: see `combgames_fuzz_checks::counting`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| combgames_fuzz_checks::run("counting", data));
