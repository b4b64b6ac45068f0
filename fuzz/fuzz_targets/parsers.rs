#![no_main]
//! Fuzz target `parsers`: see `combgames_fuzz_checks::parsers`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| combgames_fuzz_checks::run("parsers", data));
