//! Fuzz target: see [`lianliankan_fuzz::replay`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| lianliankan_fuzz::replay(data));
