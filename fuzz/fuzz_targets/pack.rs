//! Fuzz target: see [`lianliankan_fuzz::pack`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| lianliankan_fuzz::pack(data));
