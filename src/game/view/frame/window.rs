//! The window as the desktop sees it: its icon (drawn by the game's own art code, the same
//! picture as the desktop entry's; Wayland shows the entry's icon, found by the window's app
//! id), its place remembered in the settings (size, corner where the platform tells it,
//! maximised, full screen), and full screen toggled by F11 or the Settings switch.

use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};
use bevy::winit::WINIT_WINDOWS;

use crate::art::app_icon;
use crate::formats::saves::settings::{WINDOW_SIDES, WindowPlace};
use crate::game::core::settings::Settings;
use crate::game::view::geometry::DESIGN_SIZE;

/// The icon's side on the window (X11 scales it down where it needs less).
const ICON_SIDE: usize = 64;

/// The window opens maximised (as it was left): asked of the platform once it exists, as
/// Bevy asks only of windows already open.
#[derive(Resource, Debug)]
pub struct OpenMaximized;

/// The window opens at a size that fits the screen's work area: the first start, with no size
/// remembered or asked for.
#[derive(Resource, Debug)]
pub struct FitToScreen;

/// Logical pixels a window manager's title bar and borders take round the window (a guess
/// on the large side: too small a window is better than one cut off).
const WINDOW_FRAME: Vec2 = Vec2::new(16.0, 48.0);

/// The size a window opens at on a screen whose work area is `work` logical pixels: the
/// design's size, or less where the work area (less the window's frame) is smaller.
pub fn fitted_size(work: Vec2) -> UVec2 {
    let smallest = Vec2::splat(*WINDOW_SIDES.start() as f32);
    let room = (work - WINDOW_FRAME).max(smallest);
    DESIGN_SIZE.min(room).floor().as_uvec2()
}

/// The work area of the screen `window` is on, in logical pixels: on X11 the window
/// manager's (the screen less its panels), elsewhere the monitor's, less a share for panels.
fn work_area(window: &winit::window::Window) -> Option<Rect> {
    let monitor = window
        .current_monitor()
        .or_else(|| window.primary_monitor())?;
    let scale = monitor.scale_factor() as f32;
    if let Some(area) = x11_work_area(window) {
        return Some(Rect::from_corners(area.min / scale, area.max / scale));
    }
    let at = Vec2::new(monitor.position().x as f32, monitor.position().y as f32) / scale;
    let size = Vec2::new(monitor.size().width as f32, monitor.size().height as f32) / scale;
    // Desktops keep a bar or two: leave them a tenth of the height.
    Some(Rect::from_corners(at, at + size * Vec2::new(1.0, 0.9)))
}

/// `_NET_WORKAREA` of the X11 screen `window` is on, in physical pixels, when the window is an
/// X11 window and the window manager tells it.
#[cfg(target_os = "linux")]
fn x11_work_area(window: &winit::window::Window) -> Option<Rect> {
    use winit::raw_window_handle::{HasWindowHandle, RawWindowHandle};
    use x11rb::connection::Connection;
    use x11rb::protocol::xproto::{AtomEnum, ConnectionExt};

    let handle = window.window_handle().ok()?;
    if !matches!(
        handle.as_raw(),
        RawWindowHandle::Xlib(_) | RawWindowHandle::Xcb(_)
    ) {
        return None;
    }
    let (connection, screen) = x11rb::connect(None).ok()?;
    let root = connection.setup().roots.get(screen)?.root;
    let atom = connection
        .intern_atom(true, b"_NET_WORKAREA")
        .ok()?
        .reply()
        .ok()?
        .atom;
    let reply = connection
        .get_property(false, root, atom, AtomEnum::CARDINAL, 0, 4)
        .ok()?
        .reply()
        .ok()?;
    let [x, y, w, h] = reply.value32()?.collect::<Vec<u32>>()[..] else {
        return None;
    };
    let at = Vec2::new(x as f32, y as f32);
    (w > 0 && h > 0).then(|| Rect::from_corners(at, at + Vec2::new(w as f32, h as f32)))
}

#[cfg(not(target_os = "linux"))]
fn x11_work_area(_: &winit::window::Window) -> Option<Rect> {
    None
}

/// On the first start, once the platform's window exists: a window larger than the screen's
/// work area is made to fit it, in the middle of it.
fn fit_to_screen(
    mut window: Query<(Entity, &mut Window), With<PrimaryWindow>>,
    mut commands: Commands,
) {
    let Ok((entity, mut window)) = window.single_mut() else {
        return;
    };
    let Some(work) =
        WINIT_WINDOWS.with_borrow(|windows| windows.get_window(entity).map(|w| work_area(w)))
    else {
        return;
    };
    commands.remove_resource::<FitToScreen>();
    let Some(work) = work else { return };
    let size = fitted_size(work.size());
    let now = window.resolution.size().round().as_uvec2();
    if size.cmplt(now).any() {
        let size = size.min(now);
        window.resolution.set(size.x as f32, size.y as f32);
        let corner = work.center() - size.as_vec2() / 2.0;
        window.position = WindowPosition::At(corner.round().as_ivec2());
    }
}

/// Whether the primary window fills the screen.
pub fn is_fullscreen(window: &Window) -> bool {
    !matches!(window.mode, WindowMode::Windowed)
}

/// Makes the window fill the screen it is on, or go back to a window.
pub fn set_fullscreen(window: &mut Window, fullscreen: bool) {
    if is_fullscreen(window) != fullscreen {
        window.mode = if fullscreen {
            WindowMode::BorderlessFullscreen(MonitorSelection::Current)
        } else {
            WindowMode::Windowed
        };
    }
}

/// Once the platform's window exists: its icon, and maximised if it was left so.
fn dress_new_window(
    window: Query<Entity, With<PrimaryWindow>>,
    maximized: Option<Res<OpenMaximized>>,
    mut commands: Commands,
    mut done: Local<bool>,
) {
    if *done {
        return;
    }
    let Ok(entity) = window.single() else {
        return;
    };
    *done = WINIT_WINDOWS.with_borrow(|windows| {
        let Some(winit_window) = windows.get_window(entity) else {
            return false;
        };
        let side = ICON_SIDE as u32;
        match winit::window::Icon::from_rgba(app_icon::rgba(ICON_SIDE), side, side) {
            Ok(icon) => winit_window.set_window_icon(Some(icon)),
            Err(e) => warn!("the window's icon cannot be set: {e}"),
        }
        if maximized.is_some() {
            winit_window.set_maximized(true);
        }
        true
    });
    if *done && maximized.is_some() {
        commands.remove_resource::<OpenMaximized>();
    }
}

/// F11 toggles full screen, on every screen.
fn toggle_fullscreen_by_key(
    keys: Res<ButtonInput<KeyCode>>,
    mut window: Query<&mut Window, With<PrimaryWindow>>,
) {
    if keys.just_pressed(KeyCode::F11)
        && let Ok(mut window) = window.single_mut()
    {
        let fullscreen = !is_fullscreen(&window);
        set_fullscreen(&mut window, fullscreen);
    }
}

/// The Settings switch (the settings' full-screen flag) is carried to the window.
fn follow_fullscreen_setting(
    settings: Res<Settings>,
    mut window: Query<&mut Window, With<PrimaryWindow>>,
) {
    let wanted = settings.window.is_some_and(|w| w.fullscreen);
    if let Ok(mut window) = window.single_mut()
        && is_fullscreen(&window) != wanted
    {
        set_fullscreen(&mut window, wanted);
    }
}

/// Remembers the window's place in the settings whenever it changes (saved by the settings'
/// own thread, which writes only the latest). Maximised or full screen, the size kept is the
/// window's size before, to go back to.
/// The primary window, when it changed.
type ChangedWindow<'w, 's> =
    Query<'w, 's, (Entity, &'static Window), (With<PrimaryWindow>, Changed<Window>)>;

fn remember_place(window: ChangedWindow, mut settings: ResMut<Settings>) {
    let Ok((entity, window)) = window.single() else {
        return;
    };
    let maximized = WINIT_WINDOWS
        .with_borrow(|windows| windows.get_window(entity).is_some_and(|w| w.is_maximized()));
    let before = settings.window.unwrap_or_default();
    let place = place_of(window, maximized, before);
    if settings.window != Some(place) {
        settings.window = Some(place);
    }
}

/// The place `window` is in, `maximized` or not, where it was at `before`.
pub fn place_of(window: &Window, maximized: bool, before: WindowPlace) -> WindowPlace {
    let fullscreen = is_fullscreen(window);
    let windowed = !fullscreen && !maximized;
    let position = match window.position {
        WindowPosition::At(corner) if windowed => Some((corner.x, corner.y)),
        _ => before.position,
    };
    let (width, height) = if windowed {
        let size = window.resolution.size().round();
        (size.x as u32, size.y as u32)
    } else {
        (before.width, before.height)
    };
    WindowPlace {
        width,
        height,
        position,
        maximized,
        fullscreen,
    }
    .sane()
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            dress_new_window,
            fit_to_screen.run_if(resource_exists::<FitToScreen>),
            toggle_fullscreen_by_key,
            follow_fullscreen_setting.run_if(resource_changed::<Settings>),
            remember_place,
        )
            .chain(),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_window_fits_the_work_area_of_common_screens() {
        // A 1366×768 laptop under a 32-pixel bar; a 1280×800 screen with a 28-pixel panel.
        assert_eq!(fitted_size(Vec2::new(1366.0, 736.0)), UVec2::new(1280, 688));
        assert_eq!(fitted_size(Vec2::new(1280.0, 772.0)), UVec2::new(1264, 724));
        assert_eq!(
            fitted_size(Vec2::new(1920.0, 1050.0)),
            UVec2::new(1280, 800)
        );
        assert_eq!(fitted_size(Vec2::new(200.0, 100.0)), UVec2::new(320, 320));
    }

    fn window_at(width: f32, height: f32, corner: IVec2) -> Window {
        let mut window = Window {
            position: WindowPosition::At(corner),
            ..default()
        };
        window.resolution.set(width, height);
        window
    }

    #[test]
    fn a_windowed_window_is_remembered_as_it_is() {
        let window = window_at(1024.0, 700.0, IVec2::new(40, 30));
        let place = place_of(&window, false, WindowPlace::default());
        assert_eq!(
            place,
            WindowPlace {
                width: 1024,
                height: 700,
                position: Some((40, 30)),
                maximized: false,
                fullscreen: false,
            }
        );
    }

    #[test]
    fn maximised_or_full_screen_keeps_the_size_to_go_back_to() {
        let before = WindowPlace {
            width: 900,
            height: 640,
            position: Some((10, 20)),
            ..WindowPlace::default()
        };
        let big = window_at(1920.0, 1080.0, IVec2::ZERO);
        let maximised = place_of(&big, true, before);
        assert_eq!((maximised.width, maximised.height), (900, 640));
        assert_eq!(maximised.position, Some((10, 20)));
        assert!(maximised.maximized && !maximised.fullscreen);
        let mut full = big.clone();
        set_fullscreen(&mut full, true);
        let place = place_of(&full, false, before);
        assert!(place.fullscreen);
        assert_eq!((place.width, place.height), (900, 640));
        set_fullscreen(&mut full, false);
        assert!(!is_fullscreen(&full));
    }

    #[test]
    fn the_settings_switch_and_f11_reach_the_window_and_the_window_the_settings() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .init_resource::<ButtonInput<KeyCode>>()
            .init_resource::<Settings>()
            .add_plugins(plugin);
        app.world_mut()
            .spawn((window_at(800.0, 600.0, IVec2::ZERO), PrimaryWindow));
        app.update();
        let mode = |app: &mut App| {
            let mut q = app
                .world_mut()
                .query_filtered::<&Window, With<PrimaryWindow>>();
            is_fullscreen(q.single(app.world()).unwrap())
        };
        assert!(!mode(&mut app));
        let remembered = app.world().resource::<Settings>().window.unwrap();
        assert_eq!((remembered.width, remembered.height), (800, 600));
        // The Settings switch.
        app.world_mut().resource_mut::<Settings>().window = Some(WindowPlace {
            fullscreen: true,
            ..remembered
        });
        app.update();
        assert!(mode(&mut app));
        // F11 goes back, and the settings follow.
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .press(KeyCode::F11);
        app.update();
        assert!(!mode(&mut app));
        assert!(
            !app.world()
                .resource::<Settings>()
                .window
                .unwrap()
                .fullscreen
        );
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .clear();
        app.update();
        assert!(!mode(&mut app), "the setting does not flip it back");
    }
}
