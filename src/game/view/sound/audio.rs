//! Sound: the game's own synthesised sounds (`assets/sounds/`, made by
//! `scripts/make-sounds.py`), played in reaction to what the logic decided. Game logic never
//! plays a sound itself.
//!
//! With no audio device Bevy warns once and sounds are simply not heard.

use std::collections::HashMap;

use bevy::audio::Volume;
use bevy::prelude::*;

use crate::game::core::goal::GoalMissed;
use crate::game::core::history::{RedoRequested, UndoRequested};
use crate::game::core::messages::{
    BoardShuffled, LevelCompleted, MatchFound, MatchRejected, TilePicked, TimeUp,
};
use crate::game::core::pacing::{FramePacing, PacingSystems};
use crate::game::core::power_ups::{PowerUpUsed, PowerUps};
use crate::game::core::settings::Settings;
use crate::game::persistence::keep::Resuming;
use crate::game::view::stages::ViewSystems;

/// The game's sound effects by path.
#[derive(Resource, Debug, Default)]
pub struct Sounds(HashMap<&'static str, Handle<AudioSource>>);

/// Sound effects of the game itself (power-ups bring their own paths).
pub const GAME_SOUNDS: [&str; 8] = [
    "sounds/select.wav",
    "sounds/link.wav",
    "sounds/reject.wav",
    "sounds/vanish.wav",
    "sounds/shuffle.wav",
    "sounds/win.wav",
    "sounds/lose.wav",
    "sounds/button.wav",
];

/// Something to play, by asset path (screens send this for their buttons).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlaySound(pub &'static str);

fn load_sounds(server: Res<AssetServer>, registry: Res<PowerUps>, mut sounds: ResMut<Sounds>) {
    let power_up_sounds = registry.iter().map(|p| p.sound);
    for path in GAME_SOUNDS.into_iter().chain(power_up_sounds) {
        sounds.0.insert(path, server.load(path));
    }
}

/// What the game's answers sound like: picks, links, rejections, re-deals, the end of a board.
fn answer_sounds(
    mut picked: MessageReader<TilePicked>,
    mut found: MessageReader<MatchFound>,
    mut rejected: MessageReader<MatchRejected>,
    mut shuffled: MessageReader<BoardShuffled>,
    mut completed: MessageReader<LevelCompleted>,
    (mut time_up, mut missed): (MessageReader<TimeUp>, MessageReader<GoalMissed>),
    mut play: MessageWriter<PlaySound>,
) {
    if picked.read().count() > 0 {
        play.write(PlaySound("sounds/select.wav"));
    }
    if found.read().count() > 0 {
        play.write(PlaySound("sounds/link.wav"));
        play.write(PlaySound("sounds/vanish.wav"));
    }
    if rejected.read().count() > 0 {
        play.write(PlaySound("sounds/reject.wav"));
    }
    // A player's shuffle sounds as its power-up; a dead-end re-deal as a shuffle.
    if shuffled.read().any(|s| !s.by_player) {
        play.write(PlaySound("sounds/shuffle.wav"));
    }
    if completed.read().count() > 0 {
        play.write(PlaySound("sounds/win.wav"));
    }
    if time_up.read().count() + missed.read().count() > 0 {
        play.write(PlaySound("sounds/lose.wav"));
    }
}

/// What the player's own tools sound like: each power-up its sound, undo and redo a button.
fn tool_sounds(
    mut power_ups: MessageReader<PowerUpUsed>,
    mut undo: MessageReader<UndoRequested>,
    mut redo: MessageReader<RedoRequested>,
    registry: Res<PowerUps>,
    mut play: MessageWriter<PlaySound>,
) {
    for used in power_ups.read() {
        if let Some(p) = registry.get(used.id) {
            play.write(PlaySound(p.sound));
        }
    }
    if undo.read().count() + redo.read().count() > 0 {
        play.write(PlaySound("sounds/button.wav"));
    }
}

/// Plays each requested sound once (a sound asked for twice in a frame plays once), at the
/// effects' volume (the global volume stays whole: the music has its own).
fn play_sounds(
    mut requests: MessageReader<PlaySound>,
    sounds: Res<Sounds>,
    settings: Res<Settings>,
    server: Res<AssetServer>,
    mut commands: Commands,
) {
    let mut played: Vec<&'static str> = Vec::new();
    for PlaySound(path) in requests.read() {
        if played.contains(path) {
            continue;
        }
        played.push(path);
        let handle = sounds
            .0
            .get(path)
            .cloned()
            .unwrap_or_else(|| server.load(*path));
        commands.spawn((
            AudioPlayer::new(handle),
            PlaybackSettings::DESPAWN.with_volume(Volume::Linear(settings.effective_volume())),
        ));
    }
}

/// Frames come while sounds load, so one asked for meanwhile plays once it is there.
fn frames_while_sounds_load(
    sounds: Res<Sounds>,
    server: Res<AssetServer>,
    mut pacing: ResMut<FramePacing>,
) {
    if sounds.0.values().any(|h| server.load_state(h).is_loading()) {
        pacing.frame_now();
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Sounds>()
        .add_message::<PlaySound>()
        .add_systems(Startup, load_sounds)
        .add_systems(Last, frames_while_sounds_load.in_set(PacingSystems::Ask))
        .add_systems(
            Update,
            (
                (answer_sounds, tool_sounds).in_set(ViewSystems::React),
                play_sounds.in_set(ViewSystems::Animate),
            )
                // A continued game's moves are re-applied in silence.
                .run_if(not(resource_exists::<Resuming>)),
        );
}
