//! Fuzz target: see [`lianliankan_fuzz::level`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| lianliankan_fuzz::level(data));
