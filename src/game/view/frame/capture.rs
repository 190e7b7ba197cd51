//! Screenshots: F12 saves one; `--screenshot PATH` saves one after the first frames of play
//! and exits (for docs and CI), or one at each of several window sizes in turn (the layout
//! check's).

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

use crate::game::core::pacing::FramesWhile;
use crate::game::core::screen::{Menu, Screen};
use crate::game::input::input_map::{BoundKeys, PlayAction};
use crate::game::view::background::Painter;
use crate::game::view::board::tile_sheets::TileSheets;
use crate::game::view::board::tiles::TileAtlases;
use crate::game::view::frame::layout_check::{CheckLayout, check_when_due};

/// Frames to let pass before the automatic screenshot, so the board is drawn and settled.
const SETTLE_FRAMES: u32 = 45;

/// Frames to let pass after the window takes its next size: the layout follows in one or two.
const RESIZE_FRAMES: u32 = 12;

/// Take one screenshot after the first frames of play, then exit: with success once the
/// picture is on disk, with an error (and a message saying why) if it cannot be written.
#[derive(Resource, Debug)]
pub struct ScreenshotThenExit {
    path: PathBuf,
    frames: u32,
    /// Where `frames` starts for this picture: 0 for the first, fewer frames after a resize.
    counted_from: u32,
    taken: bool,
    wait_for: Option<Menu>,
    wait_for_screen: Option<Screen>,
    /// The window sizes still to take a picture at, after this one.
    sizes: std::collections::VecDeque<UVec2>,
    /// The path as given, which a picture at another size is named after.
    given: PathBuf,
    saved: Arc<Mutex<Option<Result<(), String>>>>,
}

impl ScreenshotThenExit {
    /// Screenshot to `path`.
    pub fn new(path: PathBuf) -> Self {
        ScreenshotThenExit {
            given: path.clone(),
            path,
            frames: 0,
            counted_from: 0,
            taken: false,
            wait_for: None,
            wait_for_screen: None,
            sizes: default(),
            saved: Arc::default(),
        }
    }

    /// Takes a picture at each of `sizes` in turn, named after the path given with the size
    /// (`shot-1280x800.png`); the window is at the first when the game opens.
    pub fn at_sizes(&mut self, sizes: &[(u32, u32)]) {
        self.sizes = sizes.iter().map(|&(w, h)| UVec2::new(w, h)).collect();
        if let Some(first) = self.sizes.pop_front() {
            self.path = sized_path(&self.given, first);
        }
    }

    /// Counts one frame before the picture; whether it is time to take it. While something
    /// is still drawing (`busy`), the count starts again where this picture's began: the
    /// whole settling time for the first, only a resize's for a later size (whose tiles are
    /// drawn anew at their new size).
    fn settled(&mut self, busy: bool) -> bool {
        if busy {
            self.frames = self.counted_from;
            return false;
        }
        self.frames += 1;
        self.frames >= SETTLE_FRAMES
    }

    /// Moves on to the next size, if any is left: its picture is taken once the window has
    /// that size and the layout has settled.
    fn next_size(&mut self) -> Option<UVec2> {
        let next = self.sizes.pop_front()?;
        self.path = sized_path(&self.given, next);
        self.taken = false;
        self.counted_from = SETTLE_FRAMES - RESIZE_FRAMES;
        self.frames = self.counted_from;
        Some(next)
    }

    /// Counts the settling frames only once `menu` is open.
    pub fn wait_for(&mut self, menu: Menu) {
        self.wait_for = Some(menu);
    }

    /// Counts the settling frames only once `screen` is showing.
    pub fn wait_for_screen(&mut self, screen: Screen) {
        self.wait_for_screen = Some(screen);
    }
}

/// `path` with `size` before its extension: `shot.png` at 1280×800 is `shot-1280x800.png`.
fn sized_path(path: &Path, size: UVec2) -> PathBuf {
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    let name = match path.extension() {
        Some(ext) => format!("{stem}-{}x{}.{}", size.x, size.y, ext.to_string_lossy()),
        None => format!("{stem}-{}x{}", size.x, size.y),
    };
    path.with_file_name(name)
}

/// Writes a captured picture to `path` as a whole file (a new temporary file renamed over
/// it), so an old picture is either replaced or left, never half-written.
fn write_picture(image: &Image, path: &Path) -> Result<(), String> {
    let picture = image
        .clone()
        .try_into_dynamic()
        .map_err(|e| format!("the captured picture cannot be converted: {e}"))?
        // Without the alpha channel, which holds brightness when HDR is on.
        .to_rgb8();
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let extension = path
        .extension()
        .map(|e| format!(".{}", e.to_string_lossy()))
        .unwrap_or_default();
    let temp = tempfile::Builder::new()
        .prefix(".screenshot")
        .suffix(&extension)
        .tempfile_in(dir)
        .map_err(|e| format!("cannot write in {}: {e}", dir.display()))?;
    picture
        .save(temp.path())
        .map_err(|e| format!("cannot save the picture: {e}"))?;
    temp.persist(path)
        .map_err(|e| format!("cannot put the picture in place: {}", e.error))?;
    Ok(())
}

fn screenshot_on_f12(keys: BoundKeys, mut commands: Commands, mut count: Local<u32>) {
    if keys.just_pressed(PlayAction::Screenshot) {
        *count += 1;
        let stamp = crate::formats::daily::unix_seconds_now();
        let path = format!("lianliankan-{stamp}-{}.png", *count);
        info!("saving screenshot to {path}");
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(path));
    }
}

/// What may still be drawing in the background when play first shows: the tiles' atlas, a
/// tile set's sheet, the background picture.
type StillDrawing<'w> = (
    Option<Res<'w, TileAtlases>>,
    Option<Res<'w, TileSheets>>,
    Option<Res<'w, Painter>>,
);

fn screenshot_then_exit(
    mut shot: ResMut<ScreenshotThenExit>,
    mut commands: Commands,
    (mut exit, check): (MessageWriter<AppExit>, Option<ResMut<CheckLayout>>),
    (menu, screen): (Res<State<Menu>>, Res<State<Screen>>),
    (atlases, sheets, painter): StillDrawing,
    mut window: Query<&mut Window, With<bevy::window::PrimaryWindow>>,
) {
    if shot.wait_for.is_some_and(|m| m != *menu.get())
        || shot.wait_for_screen.is_some_and(|s| s != *screen.get())
    {
        return;
    }
    // The tiles settle at their size on screen first (a new atlas is drawn in the background),
    // and the background is painted.
    let sheets_loading = sheets.is_some_and(|s| s.loading());
    let painting = painter.is_some_and(|p| p.is_painting());
    let busy = sheets_loading || painting || atlases.is_some_and(|a| a.is_drawing());
    if !shot.taken {
        if shot.settled(busy) {
            take(&mut shot, &mut commands, check);
        }
        return;
    }
    let outcome = shot
        .saved
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .take();
    match outcome {
        Some(Ok(())) => {
            info!("screenshot saved to {}", shot.path.display());
            if let Some(next) = shot.next_size() {
                if let Ok(mut window) = window.single_mut() {
                    window.resolution.set(next.x as f32, next.y as f32);
                }
                return;
            }
            exit.write(finish(check.as_deref()));
        }
        Some(Err(e)) => {
            error!("screenshot {}: {e}", shot.path.display());
            eprintln!("error: screenshot {}: {e}", shot.path.display());
            exit.write(AppExit::error());
        }
        None => {}
    }
}

/// Takes the picture (written by an observer once captured), and asks for the layout to be
/// checked as it shows.
fn take(
    shot: &mut ScreenshotThenExit,
    commands: &mut Commands,
    check: Option<ResMut<CheckLayout>>,
) {
    shot.taken = true;
    let (path, saved) = (shot.path.clone(), shot.saved.clone());
    if let Some(mut check) = check {
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        check.due = Some(name.into_owned());
    }
    commands.spawn(Screenshot::primary_window()).observe(
        move |captured: On<ScreenshotCaptured>| {
            let result = write_picture(&captured.image, &path);
            *saved.lock().unwrap_or_else(PoisonError::into_inner) = Some(result);
        },
    );
}

/// How the run ends once every picture is on disk: with each problem the layout check found
/// (and a failure), or in success.
fn finish(check: Option<&CheckLayout>) -> AppExit {
    let found = check.map(|c| c.found.as_slice()).unwrap_or_default();
    for problem in found {
        eprintln!("layout: {problem}");
    }
    if found.is_empty() {
        AppExit::Success
    } else {
        AppExit::error()
    }
}

pub(crate) fn plugin(app: &mut App) {
    // A capture (F12 or the one to take) is read back in a later frame.
    app.frames_while_real::<Screenshot>();
    app.add_systems(
        Update,
        (
            screenshot_on_f12,
            screenshot_then_exit.run_if(resource_exists::<ScreenshotThenExit>),
        ),
    )
    .add_systems(Last, check_when_due.run_if(resource_exists::<CheckLayout>));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Frames counted until `shot` says it is time, with `busy` frames of drawing first.
    fn frames_until_taken(shot: &mut ScreenshotThenExit, busy: u32) -> u32 {
        for _ in 0..busy {
            assert!(!shot.settled(true));
        }
        (1..=SETTLE_FRAMES * 2)
            .find(|_| shot.settled(false))
            .expect("the picture is taken")
    }

    #[test]
    fn a_later_size_waits_only_a_resize_even_when_its_tiles_are_drawn_anew() {
        let mut shot = ScreenshotThenExit::new(PathBuf::from("shot.png"));
        shot.at_sizes(&[(1024, 600), (1920, 1080)]);
        assert_eq!(shot.path, PathBuf::from("shot-1024x600.png"));
        assert_eq!(frames_until_taken(&mut shot, 3), SETTLE_FRAMES);
        shot.taken = true;
        assert_eq!(shot.next_size(), Some(UVec2::new(1920, 1080)));
        assert_eq!(shot.path, PathBuf::from("shot-1920x1080.png"));
        assert_eq!(frames_until_taken(&mut shot, 5), RESIZE_FRAMES);
        assert_eq!(shot.next_size(), None);
    }
}
