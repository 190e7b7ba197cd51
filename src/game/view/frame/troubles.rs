//! What a player is told when the machine fails the game: started from the desktop's menu
//! there is no terminal where stderr could be read. A failure the game cannot go on from (no
//! Vulkan driver, a crash) is shown in the desktop's own dialog (zenity, kdialog or xmessage,
//! the first there is) besides stderr; a missing sound device is a notice in the window, and
//! the game plays on silent. (A data directory that cannot be written is told in the window
//! by the files' own notices.)

use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

use bevy::log::BoxedLayer;
use bevy::log::tracing_subscriber::Layer;
use bevy::prelude::*;

use crate::game::core::messages::Notify;
use crate::game::core::settings::Settings;
use crate::i18n::{Language, Message};

/// The language a dialog is written in: the player's, once the settings are read.
static LANGUAGE: OnceLock<Language> = OnceLock::new();

/// Set when Bevy's audio found no device to play on.
static NO_AUDIO: AtomicBool = AtomicBool::new(false);

/// Writes dialogs in `language` from now on.
pub fn speak(language: Language) {
    let _ = LANGUAGE.set(language);
}

/// Shows a panic of the main thread (which ends the game) in a dialog as well as on stderr.
pub fn show_failures_in_a_dialog() {
    let on_stderr = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        on_stderr(info);
        let details = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        if std::thread::current().name() == Some("main") || no_gpu(&details) {
            let language = LANGUAGE
                .get()
                .copied()
                .unwrap_or_else(Language::from_environment);
            let (title, text) = failure_text(&details, language);
            show_dialog(&title, &text);
        }
    }));
}

/// Whether a failure is the renderer finding no graphics adapter.
fn no_gpu(details: &str) -> bool {
    details.contains("Unable to find a GPU")
}

/// The dialog's title and text for a failure, in `language`.
pub fn failure_text(details: &str, language: Language) -> (String, String) {
    let title = Message::new("failure-title").text(language);
    let text = if no_gpu(details) {
        Message::new("failure-no-gpu").text(language)
    } else {
        Message::with("failure-crash", [("details", details.into())]).text(language)
    };
    (title, text)
}

/// Opens the desktop's error dialog without waiting for it (the game is ending), where there
/// is a display to show it on.
fn show_dialog(title: &str, text: &str) {
    let has_display = ["DISPLAY", "WAYLAND_DISPLAY"]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|d| !d.is_empty()));
    if !has_display {
        return;
    }
    let escaped = text
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;");
    let tries: [(&str, Vec<String>); 3] = [
        (
            "zenity",
            vec![
                "--error".into(),
                format!("--title={title}"),
                format!("--text={escaped}"),
                "--width=420".into(),
            ],
        ),
        (
            "kdialog",
            vec![
                "--title".into(),
                title.into(),
                "--error".into(),
                text.into(),
            ],
        ),
        (
            "xmessage",
            vec!["-center".into(), format!("{title}\n\n{text}")],
        ),
    ];
    for (program, args) in tries {
        if std::process::Command::new(program)
            .args(&args)
            .stdin(std::process::Stdio::null())
            .spawn()
            .is_ok()
        {
            return;
        }
    }
}

/// A log layer that notices Bevy's audio finding no device (it says so only in its log).
pub fn watch_the_log(_app: &mut App) -> Option<BoxedLayer> {
    Some(Box::new(NoAudioWatch))
}

struct NoAudioWatch;

impl<S: bevy::log::tracing::Subscriber> Layer<S> for NoAudioWatch {
    fn on_event(
        &self,
        event: &bevy::log::tracing::Event<'_>,
        _: bevy::log::tracing_subscriber::layer::Context<'_, S>,
    ) {
        if event.metadata().target().starts_with("bevy_audio") {
            let mut said = SaidNoDevice(false);
            event.record(&mut said);
            if said.0 {
                NO_AUDIO.store(true, Ordering::Relaxed);
            }
        }
    }
}

/// Whether a log event's message is the audio's "no device".
struct SaidNoDevice(bool);

impl bevy::log::tracing::field::Visit for SaidNoDevice {
    fn record_debug(
        &mut self,
        field: &bevy::log::tracing::field::Field,
        value: &dyn std::fmt::Debug,
    ) {
        if field.name() == "message" && format!("{value:?}").contains("No audio device") {
            self.0 = true;
        }
    }
}

/// Tells the player once that the game plays silent; a player who muted the game is told
/// only when the sound is turned on.
fn tell_of_silence(
    mut notify: MessageWriter<Notify>,
    settings: Option<Res<Settings>>,
    mut told: Local<bool>,
) {
    let muted = settings.is_some_and(|s| s.muted);
    if !*told && !muted && NO_AUDIO.load(Ordering::Relaxed) {
        *told = true;
        notify.write(Notify {
            message: Message::new("notice-no-audio"),
            seconds: 6.0,
        });
    }
}

pub(crate) fn plugin(app: &mut App) {
    // Drawn offscreen (an export), nothing is heard anyway.
    app.add_systems(
        Update,
        tell_of_silence.run_if(not(resource_exists::<super::export::Offscreen>)),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_driver_is_told_in_words_in_the_players_language() {
        let gpu = "Unable to find a GPU! Make sure you have installed required drivers!";
        let (title, text) = failure_text(gpu, Language::Chinese);
        assert!(title.contains("连连看"), "{title}");
        assert!(text.contains("Vulkan") && !text.contains("GPU!"), "{text}");
        let (_, text) = failure_text("index out of bounds", Language::German);
        assert!(text.contains("index out of bounds"), "{text}");
    }

    #[test]
    fn the_audio_saying_it_has_no_device_becomes_a_notice() {
        use bevy::log::tracing_subscriber::layer::SubscriberExt;
        let subscriber = bevy::log::tracing_subscriber::registry().with(NoAudioWatch);
        bevy::log::tracing::subscriber::with_default(subscriber, || {
            bevy::log::tracing::warn!(target: "bevy_audio::audio_output", "something else");
            assert!(!NO_AUDIO.load(Ordering::Relaxed));
            bevy::log::tracing::warn!(target: "bevy_audio::audio_output", "No audio device found.");
        });
        assert!(NO_AUDIO.load(Ordering::Relaxed));
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_message::<Notify>()
            .init_resource::<Settings>()
            .add_plugins(plugin);
        app.world_mut().resource_mut::<Settings>().muted = true;
        let mut cursor = app.world().resource::<Messages<Notify>>().get_cursor();
        let mut said = |app: &mut App| -> Vec<String> {
            app.update();
            let notices = app.world().resource::<Messages<Notify>>();
            let now = cursor.read(notices);
            now.map(|n| n.message.key.to_string()).collect()
        };
        assert!(said(&mut app).is_empty(), "a muted game says nothing of it");
        app.world_mut().resource_mut::<Settings>().muted = false;
        let now = said(&mut app);
        assert!(now.contains(&"notice-no-audio".to_string()), "{now:?}");
        assert!(said(&mut app).is_empty(), "once");
    }
}
