//! The player's own files: progress (`progress.rs`) with its journal of finished games
//! (`journal.rs`), read by the hall of fame (`hall_of_fame.rs`) and the statistics
//! (`statistics.rs`), and the settings (`settings.rs`).

pub mod hall_of_fame;
pub mod journal;
pub mod progress;
pub mod settings;
pub mod statistics;
