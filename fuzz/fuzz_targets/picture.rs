//! Fuzz target: see [`lianliankan_fuzz::picture`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| lianliankan_fuzz::picture(data));
