//! Fuzz target: see [`lianliankan_fuzz::board_code`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| lianliankan_fuzz::board_code(data));
