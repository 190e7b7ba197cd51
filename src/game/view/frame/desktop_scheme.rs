//! Light or dark as the desktop prefers: the XDG settings portal's colour scheme
//! (`org.freedesktop.appearance` `color-scheme`), read at the start and followed live by a
//! thread of its own where a portal answers (Linux desktops). Elsewhere, or where the desktop
//! has no preference, the desktop says nothing and the game is dark. The view draws
//! [`ShownShade`]: the player's theme on this desktop.

use bevy::prelude::*;

use crate::formats::saves::settings::Shade;
use crate::game::core::pacing::Wake;
use crate::game::core::settings::Settings;
use crate::game::view::background::BackgroundShade;

/// What the desktop prefers, as far as it says.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct DesktopShade(pub Option<Shade>);

/// The colours the view draws: the player's theme, on this desktop.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ShownShade(pub Shade);

/// The portal's answers, from its thread.
#[derive(Resource)]
struct PortalAnswers(async_channel::Receiver<Option<Shade>>);

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
fn take_answers(answers: Res<PortalAnswers>, mut desktop: ResMut<DesktopShade>) {
    while let Ok(shade) = answers.0.try_recv() {
        desktop.set_if_neq(DesktopShade(shade));
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

    use crate::formats::saves::settings::Shade;
    use crate::game::core::pacing::Wake;
    use crate::game::view::frame::desktop_scheme::shade_of_scheme;

    const DESTINATION: &str = "org.freedesktop.portal.Desktop";
    const PATH: &str = "/org/freedesktop/portal/desktop";
    const INTERFACE: &str = "org.freedesktop.portal.Settings";
    const NAMESPACE: &str = "org.freedesktop.appearance";
    const KEY: &str = "color-scheme";

    /// Sends the desktop's shade now and at every change, waking the game each time; returns
    /// when no portal answers or the game has gone.
    pub fn follow(answer: &async_channel::Sender<Option<Shade>>, wake: &Wake) {
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
        answer: &async_channel::Sender<Option<Shade>>,
        wake: &Wake,
    ) -> zbus::Result<()> {
        let proxy = zbus::blocking::Proxy::new(bus, DESTINATION, PATH, INTERFACE)?;
        // Listening before reading: a change between the two is not missed.
        let changes = proxy.receive_signal("SettingChanged")?;
        let now = read_scheme(&proxy)?;
        if answer.send_blocking(now.and_then(shade_of_scheme)).is_err() {
            return Ok(());
        }
        wake.wake();
        for change in changes {
            let Ok((namespace, key, value)) =
                change.body().deserialize::<(String, String, OwnedValue)>()
            else {
                continue;
            };
            if namespace != NAMESPACE || key != KEY {
                continue;
            }
            debug!("the desktop's colour scheme changed");
            if answer
                .send_blocking(scheme_number(&value).and_then(shade_of_scheme))
                .is_err()
            {
                return Ok(());
            }
            wake.wake();
        }
        Ok(())
    }

    /// The scheme's number: `ReadOne` (portal version 2), else the older `Read`, whose answer
    /// comes wrapped in one more variant.
    fn read_scheme(proxy: &zbus::blocking::Proxy) -> zbus::Result<Option<u32>> {
        let value: OwnedValue = match proxy.call("ReadOne", &(NAMESPACE, KEY)) {
            Ok(value) => value,
            Err(_) => proxy.call("Read", &(NAMESPACE, KEY))?,
        };
        Ok(scheme_number(&value))
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
    use crate::formats::saves::settings::Shade;
    use crate::game::core::pacing::Wake;

    /// No portal here: the desktop says nothing.
    pub fn follow(_answer: &async_channel::Sender<Option<Shade>>, _wake: &Wake) {}
}

pub(crate) fn plugin(app: &mut App) {
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

        /// A portal whose colour scheme the test sets.
        struct FakePortal(Arc<Mutex<u32>>);

        #[zbus::interface(name = "org.freedesktop.portal.Settings")]
        impl FakePortal {
            fn read_one(&self, namespace: &str, key: &str) -> zbus::fdo::Result<OwnedValue> {
                if (namespace, key) != ("org.freedesktop.appearance", "color-scheme") {
                    return Err(zbus::fdo::Error::Failed("no such setting".into()));
                }
                let n = *self.0.lock().unwrap();
                Ok(OwnedValue::from(n))
            }
        }

        #[test]
        fn the_desktop_is_read_at_the_start_and_followed_live() {
            let mut daemon = Command::new("dbus-daemon")
                .args(["--session", "--nofork", "--print-address=1"])
                .stdout(Stdio::piped())
                .spawn()
                .expect("dbus-daemon (scripts/install-deps.sh --test installs it)");
            let mut address = String::new();
            BufReader::new(daemon.stdout.take().unwrap())
                .read_line(&mut address)
                .unwrap();
            let address = address.trim().to_string();
            let scheme = Arc::new(Mutex::new(2));
            let portal = zbus::blocking::connection::Builder::address(address.as_str())
                .unwrap()
                .name("org.freedesktop.portal.Desktop")
                .unwrap()
                .serve_at(
                    "/org/freedesktop/portal/desktop",
                    FakePortal(scheme.clone()),
                )
                .unwrap()
                .build()
                .unwrap();
            let game = zbus::blocking::connection::Builder::address(address.as_str())
                .unwrap()
                .build()
                .unwrap();
            let (answer, answers) = async_channel::unbounded();
            std::thread::spawn(move || portal::follow_on(&game, &answer, &Wake::default()));
            let next = || {
                let waited = std::time::Instant::now();
                loop {
                    if let Ok(shade) = answers.try_recv() {
                        return shade;
                    }
                    assert!(waited.elapsed() < Duration::from_secs(20), "no answer");
                    std::thread::sleep(Duration::from_millis(5));
                }
            };
            assert_eq!(next(), Some(Shade::Light), "read at the start");
            let change = |namespace: &str, n: u32| {
                *scheme.lock().unwrap() = n;
                portal
                    .emit_signal(
                        None::<()>,
                        "/org/freedesktop/portal/desktop",
                        "org.freedesktop.portal.Settings",
                        "SettingChanged",
                        &(namespace, "color-scheme", Value::U32(n)),
                    )
                    .unwrap();
            };
            change("org.example.other", 2);
            change("org.freedesktop.appearance", 1);
            assert_eq!(
                next(),
                Some(Shade::Dark),
                "followed live, other settings ignored"
            );
            change("org.freedesktop.appearance", 0);
            assert_eq!(next(), None, "no preference");
            let _ = daemon.kill();
            let _ = daemon.wait();
        }
    }
}
