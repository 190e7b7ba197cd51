//! What is heard: the game's sounds (`audio.rs`) and its music (`music.rs`).

pub mod audio;
pub mod music;
