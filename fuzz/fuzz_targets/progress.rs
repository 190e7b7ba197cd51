//! Fuzz target: see [`lianliankan_fuzz::progress`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| lianliankan_fuzz::progress(data));
