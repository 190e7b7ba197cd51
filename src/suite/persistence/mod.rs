//! What the game keeps: progress, and the game in progress continued.

pub(crate) mod progress;
pub(crate) mod resume;
