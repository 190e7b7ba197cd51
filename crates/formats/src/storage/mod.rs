//! Reading and writing files safely: only regular files, capped, never blocking on a FIFO
//! (`files.rs`); atomic saves under a lock, damaged files set aside, unreadable ones never
//! written over (`save.rs`); and where the shipped files are (`shipped.rs`).

pub mod files;
pub mod save;
pub mod shipped;
