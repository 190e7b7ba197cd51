//! Light or dark as the desktop prefers: the XDG settings portal's colour scheme
//! (`org.freedesktop.appearance` `color-scheme`), read at the start and followed live by a
//! thread of its own where a portal answers (Linux desktops). Elsewhere, or where the desktop
//! has no preference, the desktop says nothing and the game is dark. The view draws
//! [`ShownShade`]: the player's theme on this desktop. The same thread follows the desktop's
//! wish for less motion (`reduced-motion`; see `view/motion.rs`).

use bevy::prelude::*;

use crate::formats::saves::settings::Shade;
use crate::game::core::pacing::Wake;
use crate::game::core::settings::Settings;
use crate::game::view::background::BackgroundShade;
use crate::game::view::motion::{DesktopMotion, follow_motion};

/// What the desktop prefers, as far as it says.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct DesktopShade(pub Option<Shade>);

/// The colours the view draws: the player's theme, on this desktop.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ShownShade(pub Shade);

/// What the portal says, from its thread.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DesktopNews {
    /// The colour scheme it prefers, if any.
    Shade(Option<Shade>),
    /// Whether it asks for less motion.
    LessMotion(bool),
}

/// The portal's answers, from its thread.
#[derive(Resource)]
struct PortalAnswers(async_channel::Receiver<DesktopNews>);

/// The portal's `color-scheme` number as a shade: 1 prefers dark, 2 light, 0 (or anything
/// else) no preference.
pub fn shade_of_scheme(value: u32) -> Option<Shade> {
    match value {
        1 => Some(Shade::Dark),
        2 => Some(Shade::Light),
        _ => None,
    }
}

/// Starts following the desktop (only with a window: a test's app has no desktop).
fn start_following(wake: Res<Wake>, mut commands: Commands) {
    let (answer, answers) = async_channel::bounded(4);
    let wake = wake.clone();
    let started = std::thread::Builder::new()
        .name("desktop-scheme".into())
        .spawn(move || portal::follow(&answer, &wake));
    match started {
        Ok(_) => {
            commands.insert_resource(PortalAnswers(answers));
        }
        Err(e) => warn!("the desktop's colour scheme is not followed: {e}"),
    }
}

/// Takes in what the portal said since the last frame.
fn take_answers(
    answers: Res<PortalAnswers>,
    mut desktop: ResMut<DesktopShade>,
    mut motion: ResMut<DesktopMotion>,
) {
    while let Ok(news) = answers.0.try_recv() {
        match news {
            DesktopNews::Shade(shade) => _ = desktop.set_if_neq(DesktopShade(shade)),
            DesktopNews::LessMotion(less) => _ = motion.set_if_neq(DesktopMotion(less)),
        }
    }
}

/// The shade shown follows the picture behind the board when there is one (words must be
/// read over it), else the player's theme and the desktop's preference.
fn choose_shade(
    settings: Res<Settings>,
    (desktop, picture): (Res<DesktopShade>, Option<Res<BackgroundShade>>),
    mut shown: ResMut<ShownShade>,
) {
    let theme = settings.theme.shade(desktop.0);
    let shade = picture.and_then(|p| p.0).unwrap_or(theme);
    shown.set_if_neq(ShownShade(shade));
}

#[cfg(target_os = "linux")]
pub mod portal {
    //! The XDG desktop portal's Settings interface over the session's D-Bus.

    use bevy::log::{debug, info};
    use zbus::zvariant::{OwnedValue, Value};

    use crate::game::core::pacing::Wake;
    use crate::game::view::frame::desktop_scheme::{DesktopNews, shade_of_scheme};

    const DESTINATION: &str = "org.freedesktop.portal.Desktop";
    const PATH: &str = "/org/freedesktop/portal/desktop";
    const INTERFACE: &str = "org.freedesktop.portal.Settings";
    const NAMESPACE: &str = "org.freedesktop.appearance";
    const KEY: &str = "color-scheme";
    /// 1 asks for less motion, 0 (or anything else) says nothing; portals before 1.20 lack it.
    const MOTION_KEY: &str = "reduced-motion";

    /// What `value` of `key` says, if the key is one the game follows.
    fn news(key: &str, value: &Value<'_>) -> Option<DesktopNews> {
        match key {
            KEY => Some(DesktopNews::Shade(
                scheme_number(value).and_then(shade_of_scheme),
            )),
            MOTION_KEY => Some(DesktopNews::LessMotion(scheme_number(value) == Some(1))),
            _ => None,
        }
    }

    /// Sends the desktop's shade and motion now and at every change, waking the game each
    /// time; returns when no portal answers or the game has gone.
    pub fn follow(answer: &async_channel::Sender<DesktopNews>, wake: &Wake) {
        match zbus::blocking::Connection::session() {
            Ok(bus) => {
                if let Err(e) = follow_on(&bus, answer, wake) {
                    info!("the desktop's colour scheme is not followed: {e}");
                }
            }
            Err(e) => info!("no session bus, the desktop's colour scheme is not read: {e}"),
        }
    }

    /// [`follow`] on `bus`.
    pub fn follow_on(
        bus: &zbus::blocking::Connection,
        answer: &async_channel::Sender<DesktopNews>,
        wake: &Wake,
    ) -> zbus::Result<()> {
        let proxy = zbus::blocking::Proxy::new(bus, DESTINATION, PATH, INTERFACE)?;
        // Listening before reading: a change between the two is not missed.
        let changes = proxy.receive_signal("SettingChanged")?;
        let now = read_setting(&proxy, KEY)?;
        // An older portal has no motion key: full motion, as the key's own default says.
        let motion = read_setting(&proxy, MOTION_KEY).unwrap_or_else(|_| OwnedValue::from(0u32));
        for (key, value) in [(KEY, now), (MOTION_KEY, motion)] {
            let Some(said) = news(key, &value) else {
                continue;
            };
            if answer.send_blocking(said).is_err() {
                return Ok(());
            }
        }
        wake.wake();
        for change in changes {
            let Ok((namespace, key, value)) =
                change.body().deserialize::<(String, String, OwnedValue)>()
            else {
                continue;
            };
            let Some(said) = news(&key, &value).filter(|_| namespace == NAMESPACE) else {
                continue;
            };
            debug!("the desktop's {key} changed");
            if answer.send_blocking(said).is_err() {
                return Ok(());
            }
            wake.wake();
        }
        Ok(())
    }

    /// The appearance setting `key`: `ReadOne` (portal version 2), else the older `Read`, whose
    /// answer comes wrapped in one more variant.
    fn read_setting(proxy: &zbus::blocking::Proxy, key: &str) -> zbus::Result<OwnedValue> {
        proxy
            .call("ReadOne", &(NAMESPACE, key))
            .or_else(|_| proxy.call("Read", &(NAMESPACE, key)))
    }

    /// The number inside `value`, through any variants around it.
    fn scheme_number(value: &Value<'_>) -> Option<u32> {
        match value {
            Value::U32(n) => Some(*n),
            Value::Value(inner) => scheme_number(inner),
            _ => None,
        }
    }
}

#[cfg(not(target_os = "linux"))]
mod portal {
    use crate::game::core::pacing::Wake;
    use crate::game::view::frame::desktop_scheme::DesktopNews;

    /// No portal here: the desktop says nothing.
    pub fn follow(_answer: &async_channel::Sender<DesktopNews>, _wake: &Wake) {}
}

pub(crate) fn plugin(app: &mut App) {
    follow_motion(app);
    app.init_resource::<DesktopShade>()
        .init_resource::<ShownShade>()
        .add_systems(
            Startup,
            start_following.run_if(resource_exists::<bevy::winit::EventLoopProxyWrapper>),
        )
        .add_systems(
            PreUpdate,
            (
                take_answers.run_if(resource_exists::<PortalAnswers>),
                choose_shade.run_if(
                    resource_changed::<Settings>
                        .or_eager(resource_changed::<DesktopShade>)
                        .or_eager(resource_exists_and_changed::<BackgroundShade>),
                ),
            )
                .chain(),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::saves::settings::Theme;

    #[test]
    fn the_scheme_numbers_mean_what_the_portal_says() {
        assert_eq!(shade_of_scheme(0), None);
        assert_eq!(shade_of_scheme(1), Some(Shade::Dark));
        assert_eq!(shade_of_scheme(2), Some(Shade::Light));
        assert_eq!(shade_of_scheme(7), None);
    }

    #[test]
    fn the_shade_shown_follows_the_theme_and_the_desktop() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .init_resource::<Settings>()
            .init_resource::<Wake>()
            .add_plugins(plugin);
        app.update();
        let shown = |app: &App| app.world().resource::<ShownShade>().0;
        assert_eq!(shown(&app), Shade::Dark, "no desktop answer: dark");
        app.world_mut().resource_mut::<DesktopShade>().0 = Some(Shade::Light);
        app.update();
        assert_eq!(shown(&app), Shade::Light);
        app.world_mut().resource_mut::<Settings>().theme = Theme::Dark;
        app.update();
        assert_eq!(shown(&app), Shade::Dark, "the player's choice wins");
        app.world_mut().resource_mut::<Settings>().theme = Theme::System;
        app.world_mut().resource_mut::<DesktopShade>().0 = None;
        app.update();
        assert_eq!(shown(&app), Shade::Dark);
    }

    /// A portal on a bus of the test's own (a `dbus-daemon` started for it).
    #[cfg(target_os = "linux")]
    mod on_a_bus {
        use std::io::{BufRead, BufReader};
        use std::process::{Command, Stdio};
        use std::sync::{Arc, Mutex};
        use std::time::Duration;

        use zbus::zvariant::{OwnedValue, Value};

        use super::*;

        /// What the fake portal holds: the colour scheme, and the wish for less motion (none:
        /// a portal from before the key).
        type Appearance = Arc<Mutex<(u32, Option<u32>)>>;

        /// A portal whose appearance the test sets.
        struct FakePortal(Appearance);

        #[zbus::interface(name = "org.freedesktop.portal.Settings")]
        impl FakePortal {
            fn read_one(&self, namespace: &str, key: &str) -> zbus::fdo::Result<OwnedValue> {
                let (scheme, motion) = *self.0.lock().unwrap();
                let value = match (namespace, key) {
                    ("org.freedesktop.appearance", "color-scheme") => Some(scheme),
                    ("org.freedesktop.appearance", "reduced-motion") => motion,
                    _ => None,
                };
                let no_such = || zbus::fdo::Error::Failed("no such setting".into());
                value.map(OwnedValue::from).ok_or_else(no_such)
            }
        }

        /// A session bus of the test's own, and its address.
        fn start_bus() -> (std::process::Child, String) {
            let mut daemon = Command::new("dbus-daemon")
                .args(["--session", "--nofork", "--print-address=1"])
                .stdout(Stdio::piped())
                .spawn()
                .expect("dbus-daemon (scripts/install-deps.sh --test installs it)");
            let mut address = String::new();
            BufReader::new(daemon.stdout.take().unwrap())
                .read_line(&mut address)
                .unwrap();
            (daemon, address.trim().to_string())
        }

        /// A fake portal holding `appearance` on the bus at `address`, and the game following
        /// it: the portal's connection, and the next thing the game hears.
        fn follow_fake(
            address: &str,
            appearance: Appearance,
        ) -> (zbus::blocking::Connection, impl Fn() -> DesktopNews) {
            let portal = zbus::blocking::connection::Builder::address(address)
                .unwrap()
                .name("org.freedesktop.portal.Desktop")
                .unwrap()
                .serve_at("/org/freedesktop/portal/desktop", FakePortal(appearance))
                .unwrap()
                .build()
                .unwrap();
            let game = zbus::blocking::connection::Builder::address(address)
                .unwrap()
                .build()
                .unwrap();
            let (answer, answers) = async_channel::unbounded();
            std::thread::spawn(move || portal::follow_on(&game, &answer, &Wake::default()));
            let next = move || {
                let waited = std::time::Instant::now();
                loop {
                    if let Ok(news) = answers.try_recv() {
                        return news;
                    }
                    assert!(waited.elapsed() < Duration::from_secs(20), "no answer");
                    std::thread::sleep(Duration::from_millis(5));
                }
            };
            (portal, next)
        }

        /// The portal tells its listeners that `key` of `namespace` is now `n`.
        fn tell(portal: &zbus::blocking::Connection, namespace: &str, key: &str, n: u32) {
            portal
                .emit_signal(
                    None::<()>,
                    "/org/freedesktop/portal/desktop",
                    "org.freedesktop.portal.Settings",
                    "SettingChanged",
                    &(namespace, key, Value::U32(n)),
                )
                .unwrap();
        }

        #[test]
        fn a_desktop_asking_for_less_motion_is_heard_at_the_start_and_live() {
            let (mut daemon, address) = start_bus();
            let appearance = Arc::new(Mutex::new((0, Some(1))));
            let (portal, next) = follow_fake(&address, appearance.clone());
            assert_eq!(next(), DesktopNews::Shade(None));
            assert_eq!(next(), DesktopNews::LessMotion(true), "read at the start");
            appearance.lock().unwrap().1 = Some(0);
            tell(&portal, "org.freedesktop.appearance", "reduced-motion", 0);
            assert_eq!(next(), DesktopNews::LessMotion(false), "followed live");
            let _ = daemon.kill();
            let _ = daemon.wait();
        }

        #[test]
        fn the_desktop_is_read_at_the_start_and_followed_live() {
            let (mut daemon, address) = start_bus();
            // A portal from before `reduced-motion`: it says nothing of motion.
            let scheme = Arc::new(Mutex::new((2, None)));
            let (portal, next) = follow_fake(&address, scheme.clone());
            assert_eq!(
                next(),
                DesktopNews::Shade(Some(Shade::Light)),
                "read at the start"
            );
            assert_eq!(
                next(),
                DesktopNews::LessMotion(false),
                "no key, full motion"
            );
            let change = |namespace: &str, n: u32| {
                scheme.lock().unwrap().0 = n;
                tell(&portal, namespace, "color-scheme", n);
            };
            change("org.example.other", 2);
            change("org.freedesktop.appearance", 1);
            assert_eq!(
                next(),
                DesktopNews::Shade(Some(Shade::Dark)),
                "followed live, other settings ignored"
            );
            change("org.freedesktop.appearance", 0);
            assert_eq!(next(), DesktopNews::Shade(None), "no preference");
            let _ = daemon.kill();
            let _ = daemon.wait();
        }
    }
}
