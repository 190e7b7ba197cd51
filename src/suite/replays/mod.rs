//! Replays: recorded, re-played and proven; whole runs proven.

pub(crate) mod coach;
pub(crate) mod ghost;
pub(crate) mod practice;
pub(crate) mod replay;
pub(crate) mod run_replays;
