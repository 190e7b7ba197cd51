//! Where the game is assembled: the app with its window and every plugin (`app.rs`), the
//! options it is started with (`options.rs`) and what it opens on (`start.rs`).

pub mod app;
pub(crate) mod options;
pub(crate) mod start;
