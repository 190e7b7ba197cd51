//! The desktop's backgrounds (KDE's, `formats::desktop::desktop_background`) offered beside the game's
//! own: their key files are read as the game starts and each is registered as any background
//! is. A picture is read when it is first shown; one that cannot be used is set aside then,
//! with its file and reason (`game::view::background`).

use bevy::prelude::*;

use crate::art::backgrounds::desktop::DesktopPicture;
use crate::formats::desktop::desktop_background::{find, folders};
use crate::game::content::backgrounds::AddBackground;

/// Registers every desktop background found.
pub fn plugin(app: &mut App) {
    let (found, refused) = find(&folders(
        crate::formats::storage::save::data_dir().as_deref(),
    ));
    for (file, why) in &refused {
        warn!("{}: not a background: {why}", file.display());
    }
    for background in found {
        app.add_background(DesktopPicture::new(background));
    }
}
