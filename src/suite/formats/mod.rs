//! The files: hostile files in place of a file, hostile pictures from the desktop, and
//! corrupted files of every kind; special tiles as level files mark them.

pub(crate) mod hostile;
pub(crate) mod hostile_pictures;
pub(crate) mod mutation;
pub(crate) mod specials;
