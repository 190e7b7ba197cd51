//! The frame around the game: the window (`window.rs`) and its sleep when nothing moves
//! (`sleep.rs`), the camera that fits the board (`camera.rs`) and zooms it (`zoom.rs`), the cursor (`cursor.rs`), the
//! desktop's colour scheme (`desktop_scheme.rs`), screenshots (`capture.rs`) and the layout
//! check of every screen (`layout_check.rs`), the pipelines compiled at start
//! (`pipelines.rs`); what a player is told when the machine fails the
//! game (`troubles.rs`).

pub mod camera;
pub mod capture;
pub mod cursor;
pub mod desktop_scheme;
pub mod export;
pub mod layout_check;
pub mod pipelines;
pub mod sleep;
pub mod troubles;
pub mod window;
pub mod zoom;
