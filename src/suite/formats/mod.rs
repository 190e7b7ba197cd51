//! The files: hostile files in place of a file, and corrupted files of every kind.

pub(crate) mod hostile;
pub(crate) mod mutation;
