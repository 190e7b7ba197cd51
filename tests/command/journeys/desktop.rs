//! A desktop to play on: a virtual X display with a window manager (openbox: title bars,
//! focus on click, windows placed in the screen), and the game in a window on it, driven by
//! xdotool as a player's mouse and keys would, and read through its scene file.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use super::scene::Scene;

/// How long a journey waits for the game to show what it should.
pub const PATIENCE: Duration = Duration::from_secs(60);

/// A child process stopped when dropped.
struct Stopped(Child);

impl Drop for Stopped {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A virtual screen with a window manager on it.
pub struct Desktop {
    display: String,
    _server: Stopped,
    _manager: Stopped,
    /// A session bus with a screen reader on (see [`Desktop::with_screen_reader`]).
    bus: Option<(String, Stopped)>,
}

impl Desktop {
    /// A screen `size` ("1366x768") large.
    pub fn new(size: &str) -> Desktop {
        let number = 200 + (std::process::id() % 400) as usize;
        let display = format!(":{number}");
        let server = Command::new("Xvfb")
            .args([
                &display,
                "-screen",
                "0",
                &format!("{size}x24"),
                "-nolisten",
                "tcp",
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("Xvfb runs (scripts/install-deps.sh --test installs it)");
        let server = Stopped(server);
        wait_until("the X server answers", Duration::from_secs(20), || {
            Command::new("xdotool")
                .env("DISPLAY", &display)
                .arg("getmouselocation")
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|s| s.success())
                .then_some(())
        });
        let manager = Command::new("openbox")
            .env("DISPLAY", &display)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("openbox runs (scripts/install-deps.sh --test installs it)");
        std::thread::sleep(Duration::from_millis(500));
        Desktop {
            display,
            _server: server,
            _manager: Stopped(manager),
            bus: None,
        }
    }

    /// The same screen with a session bus whose desktop says a screen reader is on, as Orca
    /// says it: the accessibility bus (at-spi2-core) starts on demand, and programs started
    /// here speak to it.
    pub fn with_screen_reader(mut self) -> Desktop {
        let mut daemon = Command::new("dbus-daemon")
            .args(["--session", "--nofork", "--print-address=1"])
            .env("DISPLAY", &self.display)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("dbus-daemon runs (scripts/install-deps.sh --test installs it)");
        let mut line = String::new();
        let out = daemon.stdout.take().unwrap();
        std::io::BufRead::read_line(&mut std::io::BufReader::new(out), &mut line).unwrap();
        let address = line.trim().to_string();
        self.bus = Some((address, Stopped(daemon)));
        let set = self
            .bus_command("dbus-send")
            .args([
                "--session",
                "--print-reply",
                "--dest=org.a11y.Bus",
                "/org/a11y/bus",
                "org.freedesktop.DBus.Properties.Set",
                "string:org.a11y.Status",
                "string:ScreenReaderEnabled",
                "variant:boolean:true",
            ])
            .output()
            .expect("dbus-send runs");
        assert!(
            set.status.success(),
            "the screen reader is on: {}",
            String::from_utf8_lossy(&set.stderr)
        );
        self
    }

    /// `program` on this screen and its session bus.
    pub fn bus_command(&self, program: &str) -> Command {
        let mut command = Command::new(program);
        command
            .env("DISPLAY", &self.display)
            .env_remove("WAYLAND_DISPLAY");
        if let Some((address, _)) = &self.bus {
            command.env("DBUS_SESSION_BUS_ADDRESS", address);
        }
        command
    }

    /// Runs xdotool with `args` on this screen; its output.
    pub fn xdotool(&self, args: &[&str]) -> String {
        let out = Command::new("xdotool")
            .env("DISPLAY", &self.display)
            .args(args)
            .output()
            .expect("xdotool runs");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Starts the game on this screen with `data` as its data directory and `args`.
    pub fn start(&self, data: &Path, args: &[&str]) -> Game<'_> {
        let scene = data.join("scene.txt");
        let _ = std::fs::remove_file(&scene);
        let log = std::fs::File::create(data.with_extension("log")).unwrap();
        // The desktop's pictures folder, as the desktop names it (`user-dirs.dirs`).
        let config = data.with_extension("config");
        std::fs::create_dir_all(&config).unwrap();
        let pictures = format!("XDG_PICTURES_DIR=\"{}\"\n", pictures(data).display());
        std::fs::write(config.join("user-dirs.dirs"), pictures).unwrap();
        let child = self
            .bus_command(env!("CARGO_BIN_EXE_lianliankan"))
            .env("LIANLIANKAN_DATA_DIR", data)
            .env("XDG_CONFIG_HOME", &config)
            .env("LANGUAGE", "en")
            .arg("--scene-file")
            .arg(&scene)
            .args(args)
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .unwrap();
        let pid = child.id().to_string();
        let mut game = Game {
            desktop: self,
            process: Some(child),
            scene,
            window: String::new(),
        };
        game.window = wait_until("the game's window", PATIENCE, || {
            let found = self.xdotool(&["search", "--onlyvisible", "--pid", &pid]);
            found.lines().last().map(str::to_string)
        });
        // A desktop gives a new window the focus; a window manager on a bare server may not.
        self.xdotool(&["windowactivate", "--sync", &game.window]);
        game
    }
}

/// The pictures folder of the desktop a game with `data` as its data directory runs on.
pub fn pictures(data: &Path) -> PathBuf {
    data.with_extension("pictures")
}

/// Waits until `found` answers, polling; panics naming `what` after `patience`.
pub fn wait_until<T>(what: &str, patience: Duration, mut found: impl FnMut() -> Option<T>) -> T {
    let start = Instant::now();
    loop {
        if let Some(answer) = found() {
            return answer;
        }
        assert!(start.elapsed() < patience, "waited {patience:?} for {what}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The game running in a window on a [`Desktop`].
pub struct Game<'d> {
    desktop: &'d Desktop,
    process: Option<Child>,
    scene: PathBuf,
    window: String,
}

impl Game<'_> {
    /// What is on screen now (waiting for the first scene written).
    pub fn scene(&self) -> Scene {
        wait_until("the scene file", PATIENCE, || {
            std::fs::read_to_string(&self.scene)
                .ok()
                .map(|text| Scene::parse(&text))
        })
    }

    /// Waits until the scene shows what `wanted` looks for; the scene then. A wait that
    /// runs out says what the screen showed instead.
    pub fn wait_for(&self, what: &str, wanted: impl Fn(&Scene) -> bool) -> Scene {
        let start = Instant::now();
        loop {
            let scene = self.scene();
            if wanted(&scene) {
                return scene;
            }
            if start.elapsed() > PATIENCE {
                let shown = std::fs::read_to_string(&self.scene).unwrap_or_default();
                let shown: String = shown
                    .lines()
                    .filter(|l| !l.starts_with("row "))
                    .collect::<Vec<_>>()
                    .join("\n");
                panic!("waited {PATIENCE:?} for {what}; the screen showed:\n{shown}");
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Clicks (the left button) at `(x, y)` in the window, as a hand does: the pointer moves,
    /// rests a moment, then presses.
    pub fn click(&self, (x, y): (f32, f32)) {
        self.press_at((x, y), "1");
    }

    /// Clicks the right button at `(x, y)` in the window.
    pub fn right_click(&self, (x, y): (f32, f32)) {
        self.press_at((x, y), "3");
    }

    fn press_at(&self, (x, y): (f32, f32), button: &str) {
        let (x, y) = (format!("{}", x.round()), format!("{}", y.round()));
        self.desktop
            .xdotool(&["mousemove", "--window", &self.window, &x, &y]);
        std::thread::sleep(Duration::from_millis(60));
        self.desktop.xdotool(&["click", button]);
        std::thread::sleep(Duration::from_millis(60));
    }

    /// Presses `key` (an xdotool key name: Escape, Return, Down, …) with the window focused.
    pub fn key(&self, key: &str) {
        self.desktop
            .xdotool(&["windowactivate", "--sync", &self.window]);
        self.desktop.xdotool(&["key", key]);
        std::thread::sleep(Duration::from_millis(80));
    }

    /// Clicks the button whose words contain `words`, once it shows.
    pub fn click_button(&self, words: &str) {
        let scene = self.wait_for(&format!("a button {words:?}"), |s| {
            s.button(words).is_some()
        });
        let button = scene.button(words).unwrap();
        self.click(button.centre());
    }

    /// Clicks the button whose words contain `words` until the scene shows what `wanted`
    /// looks for (see [`Game::click_until`]); the scene then.
    pub fn click_button_until(&self, words: &str, wanted: impl Fn(&Scene) -> bool) -> Scene {
        let button = |game: &Game| {
            let scene = game.wait_for(&format!("a button {words:?}"), |s| {
                s.button(words).is_some()
            });
            scene.button(words).unwrap().centre()
        };
        self.click_until(button, wanted)
    }

    /// Clicks where `at` says until the scene shows what `wanted` looks for, at most three
    /// times, five seconds apart; the scene then. A click has been lost once in a long while
    /// under this virtual desktop (the screen stood unchanged for a minute): a second click
    /// tells a lost click from a game that does not answer, which still fails.
    pub fn click_until(
        &self,
        at: impl Fn(&Game) -> (f32, f32),
        wanted: impl Fn(&Scene) -> bool,
    ) -> Scene {
        for _ in 0..3 {
            self.click(at(self));
            let start = Instant::now();
            while start.elapsed() < Duration::from_secs(5) {
                let scene = self.scene();
                if wanted(&scene) {
                    return scene;
                }
                std::thread::sleep(Duration::from_millis(50));
            }
        }
        self.wait_for("a click to be answered", wanted)
    }

    /// Closes the window as the player does (the window manager's Alt+F4), and waits for
    /// the game to end: it writes what it holds before it goes.
    pub fn close(mut self) {
        self.key("alt+F4");
        if let Some(mut child) = self.process.take() {
            let start = Instant::now();
            while child.try_wait().unwrap().is_none() {
                if start.elapsed() > PATIENCE {
                    let _ = child.kill();
                    panic!("the game did not end when its window was closed");
                }
                std::thread::sleep(Duration::from_millis(100));
            }
        }
    }
}

impl Drop for Game<'_> {
    fn drop(&mut self) {
        if let Some(mut child) = self.process.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}
