//! Fuzz target: see [`lianliankan_fuzz::noi`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| lianliankan_fuzz::noi(data));
