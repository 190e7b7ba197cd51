//! What lies behind the board in play: the background the level, its pack or the player chose
//! (`game::content::backgrounds`), painted off the main thread and laid under the board as one
//! sprite covering the camera's view (a pattern repeats across it through its sampler). The
//! plain background draws nothing: the clear colour is the theme's. The words over a picture
//! take the shade it has (light words on a dark picture), whatever the theme.
//!
//! The sprite is part of the board's world, so it is hidden with the board behind the menus.

use bevy::camera::CameraUpdateSystems;
use bevy::camera::visibility::NoFrustumCulling;
use bevy::image::{ImageAddressMode, ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;
use bevy::tasks::futures_lite::future;
use bevy::tasks::{Task, block_on};
use bevy::window::PrimaryWindow;
use std::sync::Arc;

use crate::formats::saves::settings::Shade;
use crate::game::content::backgrounds::{Background, Backgrounds, Fill, PLAIN, Painting};
use crate::game::content::levels::LevelPack;
use crate::game::core::background::work_pool;
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::Notify;
use crate::game::core::pacing::Wake;
use crate::game::core::settings::Settings;
use crate::game::view::board::images::rgba_image;
use crate::game::view::frame::camera::BoardCamera;
use crate::i18n::Message;

/// Lightness (see [`Painting::lightness`]) from which a picture counts as light: dark words
/// go over it.
const LIGHT_FROM: f32 = 0.5;

/// Depth of the background: behind the board's outline and stones.
const DEPTH: f32 = -50.0;

/// The shade of the picture shown behind the board, when one is: the words over it follow it.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct BackgroundShade(pub Option<Shade>);

/// The background sprite.
#[derive(Component, Debug)]
pub struct BackgroundPicture {
    /// How it is laid.
    fill: Fill,
    /// The painting's size in pixels.
    size: Vec2,
}

/// The background wanted, and the painting of it under way.
#[derive(Resource, Default)]
pub struct Painter {
    /// The id wanted now.
    wanted: &'static str,
    /// The painting of `wanted`, while it is being painted.
    task: Option<Task<Result<Painting, String>>>,
    /// The window size, in pixels, the last painting was asked for.
    painted_for: UVec2,
}

impl Painter {
    /// Whether a background is being painted (a screenshot waits for it).
    pub fn is_painting(&self) -> bool {
        self.task.is_some()
    }

    /// Starts painting `background` for a window of `size` pixels; `wake` wakes the game
    /// when it is done.
    fn start(&mut self, background: Arc<dyn Background>, size: UVec2, wake: &Wake) {
        let wake = wake.clone();
        self.painted_for = size;
        self.task = Some(work_pool().spawn(async move {
            let painting = background.paint(size.x.max(1), size.y.max(1));
            wake.wake();
            painting
        }));
    }
}

/// The primary window's size in pixels (a usual one when there is none).
fn window_size(window: &Query<&Window, With<PrimaryWindow>>) -> UVec2 {
    window
        .single()
        .map_or(UVec2::new(1280, 800), |w| w.physical_size())
}

/// The id play shows now: the level's, its pack's (for a level of the pack) or the player's.
fn wanted_id(
    spec: Option<&LevelSpec>,
    pack: Option<&LevelPack>,
    settings: &Settings,
    backgrounds: &Backgrounds,
) -> &'static str {
    let level = spec.and_then(|s| s.level.background.as_deref());
    let pack = spec
        .filter(|s| s.record.is_some())
        .and(pack.filter(|p| p.active))
        .and_then(|p| Some(p.in_play()?.about.info.background.as_str()))
        .filter(|id| !id.is_empty());
    let shown = backgrounds.shown(level, pack, &settings.background);
    backgrounds
        .choices()
        .into_iter()
        .find(|id| *id == shown)
        .unwrap_or(PLAIN)
}

/// Starts painting a newly wanted background, or takes the picture away for plain.
fn want_background(
    (spec, pack): (Option<Res<LevelSpec>>, Option<Res<LevelPack>>),
    (settings, backgrounds): (Res<Settings>, Res<Backgrounds>),
    window: Query<&Window, With<PrimaryWindow>>,
    (mut painter, mut shade, wake): (ResMut<Painter>, ResMut<BackgroundShade>, Res<Wake>),
    shown: Query<Entity, With<BackgroundPicture>>,
    mut commands: Commands,
) {
    let id = wanted_id(spec.as_deref(), pack.as_deref(), &settings, &backgrounds);
    if id == painter.wanted {
        return;
    }
    painter.wanted = id;
    painter.task = None;
    let Some(background) = backgrounds.get(id).cloned() else {
        for sprite in &shown {
            commands.entity(sprite).despawn();
        }
        shade.set_if_neq(BackgroundShade(None));
        return;
    };
    painter.start(background, window_size(&window), &wake);
}

/// How much a window may grow past the size a covering picture was painted for before it is
/// painted again (a picture drawn larger than it was painted looks soft).
const REPAINT_GROWTH: f32 = 1.25;

/// Paints a covering picture again when the window has grown well past the size it was
/// painted for (a window made full screen); the picture shown stays until the new one is laid.
fn repaint_when_grown(
    window: Query<&Window, With<PrimaryWindow>>,
    pictures: Query<&BackgroundPicture>,
    (mut painter, backgrounds, wake): (ResMut<Painter>, Res<Backgrounds>, Res<Wake>),
) {
    let covering = pictures.iter().any(|p| p.fill == Fill::Cover);
    if !covering || painter.task.is_some() {
        return;
    }
    let (now, then) = (
        window_size(&window).as_vec2(),
        painter.painted_for.as_vec2(),
    );
    if now.cmpgt(then * REPAINT_GROWTH).any()
        && let Some(background) = backgrounds.get(painter.wanted).cloned()
    {
        painter.start(background, now.as_uvec2(), &wake);
    }
}

/// Lays a finished painting under the board, or sets a background that cannot be painted
/// aside (play then shows the next choice) and tells the player why.
fn take_painting(
    mut painter: ResMut<Painter>,
    (mut backgrounds, mut images): (ResMut<Backgrounds>, ResMut<Assets<Image>>),
    (mut shade, mut notify): (ResMut<BackgroundShade>, MessageWriter<Notify>),
    shown: Query<Entity, With<BackgroundPicture>>,
    mut commands: Commands,
) {
    let Some(task) = painter.task.as_mut() else {
        return;
    };
    let Some(painted) = block_on(future::poll_once(task)) else {
        return;
    };
    painter.task = None;
    for sprite in &shown {
        commands.entity(sprite).despawn();
    }
    let id = painter.wanted;
    match painted {
        Ok(painting) => {
            let light = painting.lightness() >= LIGHT_FROM;
            shade.set_if_neq(BackgroundShade(Some(if light {
                Shade::Light
            } else {
                Shade::Dark
            })));
            commands.spawn(picture_sprite(painting, &mut images));
        }
        Err(why) => {
            warn!("background {id}: {why}");
            let name = backgrounds
                .get(id)
                .and_then(|b| b.title("en"))
                .unwrap_or_else(|| id.to_string());
            let message = Message::with(
                "background-broken",
                [("name", name.into()), ("reason", why.into())],
            );
            notify.write(Notify {
                message: message.clone(),
                seconds: 8.0,
            });
            backgrounds.set_broken(id, message);
            shade.set_if_neq(BackgroundShade(None));
        }
    }
}

/// The sprite showing `painting` (sized to the view by [`fit_to_view`]).
fn picture_sprite(painting: Painting, images: &mut Assets<Image>) -> impl Bundle {
    let size = Vec2::new(painting.width as f32, painting.height as f32);
    let mut image = rgba_image(
        painting.rgba,
        painting.width as usize,
        painting.height as usize,
    );
    if painting.fill == Fill::Repeat {
        image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
            address_mode_u: ImageAddressMode::Repeat,
            address_mode_v: ImageAddressMode::Repeat,
            ..ImageSamplerDescriptor::linear()
        });
    }
    (
        BackgroundPicture {
            fill: painting.fill,
            size,
        },
        Sprite::from_image(images.add(image)),
        // Its size follows the view after the bounds are worked out: never culled.
        NoFrustumCulling,
        Transform::from_xyz(0.0, 0.0, DEPTH),
    )
}

/// Covers the camera's view: a pattern one pixel to a screen pixel, a picture scaled to cover
/// it keeping its shape.
fn fit_to_view(
    camera: Query<(&Projection, &Camera, &Transform), With<BoardCamera>>,
    mut pictures: Query<(&BackgroundPicture, &mut Sprite, &mut Transform), Without<BoardCamera>>,
) {
    let Ok((Projection::Orthographic(view), camera, at)) = camera.single() else {
        return;
    };
    let area = view.area.size();
    let pixels = camera
        .physical_viewport_size()
        .map_or(area, |s| s.as_vec2());
    if area.min_element() <= 0.0 || pixels.min_element() <= 0.0 {
        return;
    }
    for (picture, mut sprite, mut transform) in &mut pictures {
        let (size, rect) = match picture.fill {
            Fill::Repeat => {
                // The pattern's pixels across the view, from its centre.
                let half = pixels / 2.0;
                (area, Some(Rect::from_corners(-half, half)))
            }
            Fill::Cover => {
                let scale = (area / picture.size).max_element();
                (picture.size * scale, None)
            }
        };
        let place = at.translation.truncate().extend(DEPTH);
        if sprite.custom_size != Some(size) || sprite.rect != rect {
            sprite.custom_size = Some(size);
            sprite.rect = rect;
        }
        if transform.translation != place {
            transform.translation = place;
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<BackgroundShade>()
        .init_resource::<Painter>()
        .add_systems(
            Update,
            (
                want_background.run_if(
                    resource_changed::<Settings>
                        .or_eager(resource_changed::<Backgrounds>)
                        .or_eager(resource_exists_and_changed::<LevelSpec>)
                        .or_eager(resource_exists_and_changed::<LevelPack>),
                ),
                repaint_when_grown
                    .run_if(any_match_filter::<(With<PrimaryWindow>, Changed<Window>)>),
                take_painting,
            )
                .chain(),
        )
        .add_systems(PostUpdate, fit_to_view.after(CameraUpdateSystems));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::content::backgrounds::AddBackground;

    /// A background painted at once, of one colour.
    struct Flat(&'static str, f32);

    impl crate::art::backgrounds::Background for Flat {
        fn id(&self) -> &'static str {
            self.0
        }
        fn name_key(&self) -> &'static str {
            "background-felt"
        }
        fn paint(&self, _: u32, _: u32) -> Result<Painting, String> {
            if self.1 < 0.0 {
                return Err("no picture".into());
            }
            Ok(Painting::pattern(4, |_, _| [self.1; 3]))
        }
    }

    fn app() -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, AssetPlugin::default()))
            .init_asset::<Image>()
            .init_resource::<Settings>()
            .init_resource::<Wake>()
            .add_message::<Notify>()
            .add_plugins(crate::game::content::backgrounds::plugin)
            .add_background(Flat("test.dark", 0.1))
            .add_background(Flat("test.light", 0.9))
            .add_background(Flat("test.broken", -1.0))
            .add_plugins(plugin);
        app
    }

    /// Frames until the painting is laid (a thread paints it).
    fn settle(app: &mut App) {
        for _ in 0..200 {
            app.update();
            if app.world().resource::<Painter>().task.is_none() {
                app.update();
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        panic!("the background was never painted");
    }

    fn pictures(app: &mut App) -> usize {
        app.world_mut()
            .query::<&BackgroundPicture>()
            .iter(app.world())
            .count()
    }

    fn choose(app: &mut App, id: &str) {
        app.world_mut().resource_mut::<Settings>().background = id.into();
        settle(app);
    }

    #[test]
    fn the_chosen_picture_is_laid_and_the_words_take_its_shade() {
        let mut app = app();
        settle(&mut app);
        assert_eq!(pictures(&mut app), 0, "plain draws nothing");
        assert_eq!(app.world().resource::<BackgroundShade>().0, None);
        choose(&mut app, "test.light");
        assert_eq!(pictures(&mut app), 1);
        assert_eq!(
            app.world().resource::<BackgroundShade>().0,
            Some(Shade::Light)
        );
        choose(&mut app, "test.dark");
        assert_eq!(pictures(&mut app), 1, "the old picture goes");
        assert_eq!(
            app.world().resource::<BackgroundShade>().0,
            Some(Shade::Dark)
        );
        choose(&mut app, PLAIN);
        assert_eq!(pictures(&mut app), 0);
        assert_eq!(app.world().resource::<BackgroundShade>().0, None);
    }

    #[test]
    fn a_level_naming_a_background_shows_it_over_the_players_choice() {
        let mut app = app();
        choose(&mut app, "test.dark");
        let mut level = crate::formats::level::Level::built_in("starter 6x4").unwrap();
        level.background = Some("test.light".into());
        app.insert_resource(LevelSpec::new(level.clone(), 1));
        settle(&mut app);
        assert_eq!(
            app.world().resource::<BackgroundShade>().0,
            Some(Shade::Light)
        );
        level.background = Some("not.here".into());
        app.insert_resource(LevelSpec::new(level, 1));
        settle(&mut app);
        assert_eq!(
            app.world().resource::<BackgroundShade>().0,
            Some(Shade::Dark)
        );
    }

    #[test]
    fn one_that_cannot_be_painted_is_set_aside_and_the_player_told() {
        let mut app = app();
        choose(&mut app, "test.broken");
        settle(&mut app);
        let backgrounds = app.world().resource::<Backgrounds>();
        assert!(backgrounds.broken("test.broken").is_some());
        assert!(!backgrounds.choices().contains(&"test.broken"));
        assert_eq!(pictures(&mut app), 0);
        let told = app.world().resource::<Messages<Notify>>();
        let mut cursor = told.get_cursor();
        assert!(
            cursor.read(told).any(|n| n
                .message
                .text(crate::i18n::Language::English)
                .contains("no picture")),
            "the player is told why"
        );
    }

    /// A covering picture that notes each size it is painted for.
    struct Covering(std::sync::Arc<std::sync::Mutex<Vec<(u32, u32)>>>);

    impl crate::art::backgrounds::Background for Covering {
        fn id(&self) -> &'static str {
            "test.cover"
        }
        fn name_key(&self) -> &'static str {
            "background-felt"
        }
        fn paint(&self, width: u32, height: u32) -> Result<Painting, String> {
            self.0.lock().unwrap().push((width, height));
            let mut painting = Painting::pattern(2, |_, _| [0.2; 3]);
            painting.fill = Fill::Cover;
            Ok(painting)
        }
    }

    #[test]
    fn a_covering_picture_is_painted_again_when_the_window_grows_well_past_it() {
        let sizes = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let mut app = app();
        app.add_background(Covering(sizes.clone()));
        let window = app
            .world_mut()
            .spawn((
                Window {
                    resolution: bevy::window::WindowResolution::new(800, 600),
                    ..default()
                },
                PrimaryWindow,
            ))
            .id();
        choose(&mut app, "test.cover");
        let resize = |app: &mut App, w: u32, h: u32| {
            let mut entity = app.world_mut().entity_mut(window);
            let mut window = entity.get_mut::<Window>().unwrap();
            window.resolution.set_physical_resolution(w, h);
            settle(app);
        };
        resize(&mut app, 900, 700);
        resize(&mut app, 1920, 1080);
        assert_eq!(*sizes.lock().unwrap(), [(800, 600), (1920, 1080)]);
        assert_eq!(pictures(&mut app), 1, "the new picture in place of the old");
        resize(&mut app, 800, 600);
        assert_eq!(
            sizes.lock().unwrap().len(),
            2,
            "a smaller window shows it smaller"
        );
    }
}
