//! `lianliankan export`: a replay shown as the game shows it, drawn offscreen into a picture
//! instead of a window, frame after frame at a steady pace of game time, and written as an
//! animated GIF or PNG. The showing is the window's (`replays::playback`), so the animation is
//! the game's own drawing: tiles, links, the interface, the finish.

use std::num::NonZeroU32;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use bevy::camera::RenderTarget;
use bevy::prelude::*;
use bevy::render::gpu_readback::{Readback, ReadbackComplete};
use bevy::render::render_resource::{TextureFormat, TextureUsages};
use bevy::time::TimeUpdateStrategy;
use bevy::ui::IsDefaultUiCamera;

use crate::art::animation::Animation;
use crate::game::replays::playback::Playback;
use crate::game::view::frame::camera::BoardCamera;

/// The widths an animation may have, in pixels.
pub const WIDTHS: std::ops::RangeInclusive<u32> = 160..=1920;

/// The frame rates an animation may have.
pub const FRAME_RATES: std::ops::RangeInclusive<u32> = 5..=30;

/// Time shown after the replay's last entry (the last link fading, the finish), in the
/// animation's time: game time stops with the board.
const TAIL: Duration = Duration::from_secs(3);

/// The game is drawn offscreen, for an export: nothing is heard or seen live.
#[derive(Resource, Debug)]
pub struct Offscreen;

/// What to export and where.
#[derive(Clone, Debug)]
pub struct ExportSpec {
    /// The file written: `.gif`, or `.png` for an animated PNG.
    pub out: PathBuf,
    /// The animation's width in pixels; its height keeps the window's shape (16:10).
    pub width: u32,
    /// Game seconds a second of the animation shows.
    pub speed: f32,
    /// Frames a second (in [`FRAME_RATES`]).
    pub fps: u32,
    /// From the moment before this link (1 is the first), when given.
    pub from_link: Option<u32>,
    /// To the moment after this link, when given.
    pub to_link: Option<u32>,
    /// How long the game shown took, in game time (bounds the frames drawn).
    pub game_length: Duration,
}

impl ExportSpec {
    /// The animation's size: `width` wide, 16:10, both even.
    pub fn size(&self) -> UVec2 {
        let width = self.width.clamp(*WIDTHS.start(), *WIDTHS.end()) & !1;
        UVec2::new(width, (width * 10 / 16) & !1)
    }

    /// The size drawn: twice the animation's, so text and edges are smoothed when halved.
    pub fn drawn_size(&self) -> UVec2 {
        self.size() * 2
    }
}

/// The export under way: the picture drawn into, the frames kept so far.
#[derive(Resource)]
struct Exporting {
    spec: ExportSpec,
    animation: Arc<Mutex<Animation>>,
    picture: Handle<Image>,
    /// What reads the picture back, in the frames kept.
    reader: Entity,
    /// Frames go by (and game time passes) in steps as short as a window's, so the showing,
    /// which waits a frame at each recorded moment, keeps its pace; one in this many is kept.
    steps_per_frame: u64,
    /// Frames are kept (from the first link asked for on).
    keeping: bool,
    /// Time left to show once the replay is over or past the last link asked for.
    tail_left: Option<Duration>,
    /// Steps gone by, to bound an export that would not end.
    steps: u64,
    most_steps: u64,
}

/// Steps a second: a window's pace.
const STEPS_PER_SECOND: u32 = 60;

/// Sets the app up to export `spec`: fixed steps of game time, no window drawn.
pub fn export_app(app: &mut App, spec: ExportSpec) {
    let fps = spec.fps.clamp(*FRAME_RATES.start(), *FRAME_RATES.end());
    let steps_per_frame = (STEPS_PER_SECOND / fps).max(1);
    let step = Duration::from_secs_f64(1.0 / f64::from(fps * steps_per_frame));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(step));
    let size = spec.size();
    let animation = Animation::new(
        NonZeroU32::new(size.x).unwrap_or(NonZeroU32::MIN),
        NonZeroU32::new(size.y).unwrap_or(NonZeroU32::MIN),
        NonZeroU32::new(1000 / fps).unwrap_or(NonZeroU32::MIN),
    );
    // The whole game at the speed asked, its tail, and a margin for the deal and the waits.
    let shown = spec.game_length.as_secs_f64() / f64::from(spec.speed.max(0.1)) + 30.0;
    let most_steps = (shown * f64::from(fps * steps_per_frame)) as u64;
    app.insert_resource(Offscreen)
        .insert_resource(PendingExport {
            spec,
            animation: Arc::new(Mutex::new(animation)),
            steps_per_frame: u64::from(steps_per_frame),
            most_steps,
        })
        .add_systems(Startup, allow_long_steps)
        .add_systems(
            Update,
            draw_into_picture.run_if(resource_exists::<PendingExport>),
        )
        .add_systems(
            Last,
            (keep_or_finish, choose_frames_drawn, write_when_done)
                .chain()
                .run_if(resource_exists::<Exporting>),
        );
}

/// The export before its camera exists.
#[derive(Resource)]
struct PendingExport {
    spec: ExportSpec,
    animation: Arc<Mutex<Animation>>,
    steps_per_frame: u64,
    most_steps: u64,
}

/// Steps are fixed: none is cut short as a slow frame's would be (the speed asked for is the
/// game's own, `--time-scale`).
fn allow_long_steps(mut time: ResMut<Time<Virtual>>) {
    time.set_max_delta(Duration::from_secs(2));
}

/// Points the board camera (and with it the interface) at a picture, and makes what reads
/// it back into the animation.
fn draw_into_picture(
    pending: Res<PendingExport>,
    camera: Query<Entity, Added<BoardCamera>>,
    mut images: ResMut<Assets<Image>>,
    mut commands: Commands,
) {
    let Ok(camera) = camera.single() else { return };
    let size = pending.spec.drawn_size();
    let mut picture =
        Image::new_target_texture(size.x, size.y, TextureFormat::Rgba8UnormSrgb, None);
    picture.texture_descriptor.usage |= TextureUsages::COPY_SRC;
    let picture = images.add(picture);
    commands.entity(camera).insert((
        RenderTarget::Image(picture.clone().into()),
        IsDefaultUiCamera,
    ));
    let animation = pending.animation.clone();
    let reader = commands
        .spawn_empty()
        .observe(move |frame: On<ReadbackComplete>| {
            let mut animation = animation.lock().unwrap_or_else(PoisonError::into_inner);
            let (w, h) = animation.size();
            let halved = halve(&frame.data, size, UVec2::new(w, h));
            if let Err(why) = animation.push(&halved) {
                warn!("a frame was not kept: {why}");
            }
        })
        .id();
    commands.insert_resource(Exporting {
        spec: pending.spec.clone(),
        animation: pending.animation.clone(),
        picture,
        reader,
        steps_per_frame: pending.steps_per_frame,
        keeping: pending.spec.from_link.is_none(),
        tail_left: None,
        steps: 0,
        most_steps: pending.most_steps,
    });
    commands.remove_resource::<PendingExport>();
}

/// Keeps frames inside the links asked for, and counts down the tail once the showing is
/// over (or past the last link asked for).
fn keep_or_finish(
    mut exporting: ResMut<Exporting>,
    playback: Option<Res<Playback>>,
    time: Res<Time<Real>>,
    mut exit: MessageWriter<AppExit>,
) {
    exporting.steps += 1;
    let Some(playback) = playback else { return };
    if let Some(why) = &playback.parted {
        error!("the replay parted from the game: {why}");
        exit.write(AppExit::error());
        return;
    }
    if exporting.steps > exporting.most_steps {
        error!("the showing did not end in {} steps", exporting.most_steps);
        exit.write(AppExit::error());
        return;
    }
    let links = playback.links_reached();
    let started = exporting
        .spec
        .from_link
        .is_none_or(|first| links + 1 >= first);
    exporting.keeping |= started;
    let past_last = exporting.spec.to_link.is_some_and(|last| links >= last);
    if exporting.tail_left.is_none() && (playback.over || past_last) {
        exporting.tail_left = Some(TAIL);
    }
    if let Some(left) = &mut exporting.tail_left {
        *left = left.saturating_sub(time.delta());
    }
}

/// Reads back one step in `steps_per_frame` while frames are kept. Every step is drawn: a
/// camera turned off and on again misses the sprites that appeared while it was off.
fn choose_frames_drawn(exporting: Res<Exporting>, mut commands: Commands) {
    if exporting.keeping && exporting.steps.is_multiple_of(exporting.steps_per_frame) {
        let reader = Readback::texture(exporting.picture.clone());
        commands.entity(exporting.reader).insert(reader);
    } else {
        commands.entity(exporting.reader).remove::<Readback>();
    }
}

/// Writes the animation once the tail has been shown, and ends the app.
fn write_when_done(exporting: Res<Exporting>, mut exit: MessageWriter<AppExit>) {
    if exporting.tail_left != Some(Duration::ZERO) {
        return;
    }
    let animation = exporting
        .animation
        .lock()
        .unwrap_or_else(PoisonError::into_inner);
    let out = &exporting.spec.out;
    let apng = out
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("png"));
    let bytes = if apng {
        animation.apng()
    } else {
        animation.gif()
    };
    let written = bytes.and_then(|bytes| {
        crate::formats::storage::save::write_new_document(out, &bytes)
            .map_err(|e| format!("{}: {e}", out.display()))
            .map(|()| bytes.len())
    });
    match written {
        Ok(bytes) => {
            info!(
                "{}: {} frames, {:.1} s, {} bytes",
                out.display(),
                animation.frames(),
                animation.length_ms() as f64 / 1000.0,
                bytes
            );
            exit.write(AppExit::Success);
        }
        Err(why) => {
            error!("the animation was not written: {why}");
            exit.write(AppExit::error());
        }
    }
}

/// A frame read back (rows padded to the copy alignment) halved to `out` by averaging each
/// 2×2 block: the RGBA of the animation's frame.
fn halve(data: &[u8], drawn: UVec2, out: UVec2) -> Vec<u8> {
    let stride = (drawn.x as usize * 4).next_multiple_of(256);
    let mut pixels = vec![0u8; (out.x * out.y * 4) as usize];
    if data.len() < stride * drawn.y as usize {
        return pixels;
    }
    for y in 0..out.y as usize {
        for x in 0..out.x as usize {
            for channel in 0..4 {
                let at = |dx: usize, dy: usize| {
                    u32::from(data[(2 * y + dy) * stride + (2 * x + dx) * 4 + channel])
                };
                let sum = at(0, 0) + at(1, 0) + at(0, 1) + at(1, 1);
                pixels[(y * out.x as usize + x) * 4 + channel] = ((sum + 2) / 4) as u8;
            }
        }
    }
    pixels
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_padded_frame_is_halved_by_averaging_its_blocks() {
        let drawn = UVec2::new(4, 2);
        let stride = 256;
        let mut data = vec![0u8; stride * 2];
        // The left block: two white pixels of four; the right: all grey.
        data[..4].copy_from_slice(&[255; 4]);
        data[stride + 4..stride + 8].copy_from_slice(&[255; 4]);
        for row in 0..2 {
            data[row * stride + 8..row * stride + 16].copy_from_slice(&[100; 8]);
        }
        let halved = halve(&data, drawn, UVec2::new(2, 1));
        assert_eq!(halved, vec![128, 128, 128, 128, 100, 100, 100, 100]);
    }
}
