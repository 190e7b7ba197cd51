//! The desktop's tile sets (KDE's, `formats::desktop::desktop_tile_set`) offered beside the game's own:
//! their key files are read as the game starts and each set is registered as any set is; their
//! pictures are read and checked on a thread of their own, and a set whose picture cannot be
//! used is set aside with the reason (named with its file), so the game goes on with its own
//! tiles.

use std::sync::Mutex;
use std::sync::mpsc::{Receiver, channel};

use bevy::prelude::*;

use crate::art::sets::TileSet;
use crate::art::sets::desktop::DesktopTiles;
use crate::formats::desktop::desktop_tile_set::{find, folders};
use crate::game::content::tile_sets::{AddTileSet, TileSets};
use crate::game::core::messages::Notify;
use crate::game::core::settings::Settings;
use crate::i18n::Message;

/// What the checking thread found: each unusable set's id and why.
#[derive(Resource)]
struct Checked(Mutex<Receiver<(&'static str, String)>>);

/// Sets the unusable sets aside as the thread finds them; the player is told when the set
/// set aside is the one chosen.
fn set_aside(
    checked: Res<Checked>,
    mut sets: ResMut<TileSets>,
    settings: Option<Res<Settings>>,
    mut notify: MessageWriter<Notify>,
) {
    let Ok(receiver) = checked.0.lock() else {
        return;
    };
    for (id, why) in receiver.try_iter() {
        warn!("desktop tile set {id}: {why}");
        let name = sets
            .get(id)
            .and_then(|s| s.title("en"))
            .unwrap_or_else(|| id.to_string());
        let message = Message::with(
            "tile-set-desktop-broken",
            [("set", name.into()), ("reason", why.into())],
        );
        if settings.as_ref().is_some_and(|s| s.tile_set.as_str() == id) {
            notify.write(Notify {
                message: message.clone(),
                seconds: 8.0,
            });
        }
        sets.set_broken(id, message);
    }
}

/// Registers every desktop set found and starts checking their pictures.
pub fn plugin(app: &mut App) {
    let found = find(&folders(
        crate::formats::storage::save::data_dir().as_deref(),
    ));
    for (file, why) in &found.refused {
        warn!("{}: not a tile set: {why}", file.display());
    }
    let sets: Vec<DesktopTiles> = found.sets.into_iter().map(DesktopTiles::new).collect();
    for set in &sets {
        app.add_tile_set(set.clone());
    }
    let (send, receive) = channel();
    let spawned = std::thread::Builder::new()
        .name("desktop tile sets".into())
        .spawn(move || {
            for set in sets {
                if let Err(why) = set.picture() {
                    let _ = send.send((set.id(), why.to_string()));
                }
            }
        });
    if let Err(e) = spawned {
        warn!("cannot check the desktop's tile sets: {e}");
    }
    app.insert_resource(Checked(Mutex::new(receive)))
        .add_systems(First, set_aside);
}
