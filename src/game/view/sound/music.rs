//! Music under the game: the piece for the screen (the menus, play, the last thirty seconds of
//! a clock), softer while a menu is open over play, silent when muted. The music itself is
//! made and faded on the audio thread ([`crate::music`]); this room only tells it which piece
//! and how loud, so it never asks for a frame.

use std::num::NonZero;
use std::sync::Arc;

use bevy::audio::{AddAudioSource, ChannelCount, Decodable, SampleRate, Source};
use bevy::prelude::*;

use crate::game::core::board::Board;

use crate::game::core::clock::DealClock;
use crate::game::core::deal::LevelSpec;
use crate::game::core::screen::{Menu, Screen};
use crate::game::core::settings::Settings;
use crate::music::stream::{MusicControl, MusicStream};
use crate::music::{Piece, SAMPLE_RATE};

/// The quick piece plays when a clock has this many seconds left, or fewer.
const HURRY_SECONDS: f32 = 30.0;

/// The music's share of its volume while a menu is open over play.
const DUCKED: f32 = 0.35;

/// The music's controls, shared with the stream on the audio thread.
#[derive(Resource, Debug, Default, Clone)]
pub struct Music(pub Arc<MusicControl>);

/// The music as a Bevy audio source: an endless stream following [`Music`].
#[derive(Asset, TypePath, Debug, Clone)]
pub struct MusicSource(Arc<MusicControl>);

/// The stream, as the audio output reads it.
pub struct MusicDecoder(MusicStream);

impl Iterator for MusicDecoder {
    type Item = f32;

    fn next(&mut self) -> Option<f32> {
        self.0.next()
    }
}

impl Source for MusicDecoder {
    fn current_span_len(&self) -> Option<usize> {
        None
    }

    fn channels(&self) -> ChannelCount {
        NonZero::<u16>::MIN
    }

    fn sample_rate(&self) -> SampleRate {
        NonZero::new(SAMPLE_RATE).unwrap_or(NonZero::<u32>::MIN)
    }

    fn total_duration(&self) -> Option<std::time::Duration> {
        None
    }
}

impl Decodable for MusicSource {
    type Decoder = MusicDecoder;

    fn decoder(&self) -> MusicDecoder {
        MusicDecoder(MusicStream::new(self.0.clone()))
    }
}

/// What the music should do: which piece, and whether it is softened by a menu over play.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MusicChoice {
    /// The piece.
    pub piece: Piece,
    /// Softer, under a menu.
    pub ducked: bool,
}

/// The music for a screen, the menu over it and the seconds left on a running clock.
pub fn choose(screen: Screen, menu: Menu, seconds_left: Option<f32>) -> MusicChoice {
    match screen {
        Screen::Title | Screen::Editor => MusicChoice {
            piece: Piece::Menus,
            ducked: false,
        },
        Screen::Play => MusicChoice {
            piece: match seconds_left {
                Some(left) if left <= HURRY_SECONDS => Piece::Hurry,
                _ => Piece::Play,
            },
            ducked: menu != Menu::None,
        },
    }
}

/// Seconds left on the board's clock, for a timed board still in play.
fn seconds_left(spec: &LevelSpec, board: Option<&Board>, clock: &DealClock) -> Option<f32> {
    let limit = match board {
        Some(board) => crate::game::core::clock::time_limit(spec, board)?.as_secs_f32(),
        None => spec.level.time_limit? as f32,
    };
    (!clock.is_finished()).then(|| limit - clock.seconds())
}

/// Tells the music which piece to play and how loud.
fn follow_the_game(
    screen: Res<State<Screen>>,
    menu: Res<State<Menu>>,
    clock: (Res<LevelSpec>, Option<Res<Board>>, Res<DealClock>),
    settings: Res<Settings>,
    music: Res<Music>,
) {
    let left = seconds_left(&clock.0, clock.1.as_deref(), &clock.2);
    let choice = choose(*screen.get(), *menu.get(), left);
    let duck = if choice.ducked { DUCKED } else { 1.0 };
    music.0.set_piece(Some(choice.piece));
    music.0.set_volume(settings.effective_music_volume() * duck);
}

/// Starts the one endless music stream.
fn start_music(
    music: Res<Music>,
    mut sources: ResMut<Assets<MusicSource>>,
    mut commands: Commands,
) {
    let source = sources.add(MusicSource(music.0.clone()));
    commands.spawn((AudioPlayer(source), PlaybackSettings::ONCE));
}

/// The choosing, without any audio: headless apps add this alone.
pub fn choosing_plugin(app: &mut App) {
    app.init_resource::<Music>()
        .add_systems(Update, follow_the_game);
}

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(choosing_plugin)
        .add_audio_source::<MusicSource>()
        .add_systems(Startup, start_music);
}

#[cfg(test)]
mod tests {
    use bevy::state::app::StatesPlugin;

    use super::*;

    #[test]
    fn the_piece_follows_the_screen_and_the_clock() {
        let menus = choose(Screen::Title, Menu::Main, None);
        assert_eq!((menus.piece, menus.ducked), (Piece::Menus, false));
        let play = choose(Screen::Play, Menu::None, Some(31.0));
        assert_eq!((play.piece, play.ducked), (Piece::Play, false));
        assert_eq!(
            choose(Screen::Play, Menu::None, Some(30.0)).piece,
            Piece::Hurry
        );
        let paused = choose(Screen::Play, Menu::Pause, Some(10.0));
        assert_eq!((paused.piece, paused.ducked), (Piece::Hurry, true));
        assert_eq!(choose(Screen::Editor, Menu::None, None).piece, Piece::Menus);
    }

    /// A headless app with the game's states and what the music reads.
    fn app(time_limit: Option<u32>) -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .init_state::<Screen>()
            .init_state::<Menu>()
            .insert_resource(Settings::default())
            .insert_resource(DealClock::default())
            .add_plugins(choosing_plugin);
        let mut spec = LevelSpec::default();
        spec.level.time_limit = time_limit;
        app.insert_resource(spec);
        app
    }

    fn set(app: &mut App, screen: Screen, menu: Menu) {
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(screen);
        app.world_mut().resource_mut::<NextState<Menu>>().set(menu);
        app.update();
    }

    fn heard(app: &App) -> (Option<Piece>, f32) {
        let control = &app.world().resource::<Music>().0;
        (control.piece(), control.volume())
    }

    #[test]
    fn an_untimed_board_never_hurries() {
        let mut app = app(None);
        app.world_mut().resource_mut::<DealClock>().counted = std::time::Duration::from_secs(600);
        set(&mut app, Screen::Play, Menu::None);
        assert_eq!(heard(&app).0, Some(Piece::Play));
    }

    #[test]
    fn the_music_follows_screen_pause_clock_and_mute() {
        let mut app = app(Some(90));
        let full = Settings::default().music_volume;
        set(&mut app, Screen::Title, Menu::Main);
        assert_eq!(heard(&app), (Some(Piece::Menus), full));
        set(&mut app, Screen::Play, Menu::None);
        assert_eq!(heard(&app), (Some(Piece::Play), full));
        set(&mut app, Screen::Play, Menu::Pause);
        assert_eq!(heard(&app), (Some(Piece::Play), full * DUCKED));
        app.world_mut().resource_mut::<DealClock>().counted = std::time::Duration::from_secs(61);
        set(&mut app, Screen::Play, Menu::None);
        assert_eq!(heard(&app), (Some(Piece::Hurry), full));
        app.world_mut().resource_mut::<Settings>().muted = true;
        app.update();
        assert_eq!(heard(&app).1, 0.0, "mute silences the music");
    }
}
