//! Fuzz target: see [`lianliankan_fuzz::settings`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| lianliankan_fuzz::settings(data));
