//! "Save as animation": the game just played, or the moment a coach's page shows, saved as an
//! animated GIF in the player's pictures folder. The game's own program draws it
//! (`lianliankan export`, offscreen) in a process of its own, so no frame waits for it and a
//! game played meanwhile keeps its pace; a notice says where the file went.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, TryRecvError, channel};

use bevy::prelude::*;

use crate::formats::daily::date_key;
use crate::formats::pack::slug;
use crate::formats::replays::replay::Replay;
use crate::formats::storage::save::data_dir;
use crate::game::content::words::Words;
use crate::game::core::messages::Notify;
use crate::game::core::pacing::Wake;
use crate::i18n::{self, Language};

/// The program that draws an animation when run as `PROGRAM export REPLAY OUT.gif`: the game's
/// own, inserted by the assembly. Without it nothing offers to save one.
#[derive(Resource, Clone, Debug)]
pub struct AnimationMaker(pub PathBuf);

/// Asks for an animation of `replay`: the whole game, or from the moment before link `from`
/// to a moment after link `to` (links counted from 1).
#[derive(Message, Clone, Debug)]
pub struct SaveAnimation {
    /// The game to show.
    pub replay: Replay,
    /// The links shown, when not the whole game.
    pub links: Option<(usize, usize)>,
}

/// An animation being drawn: the worker's answer, the file or why there is none.
#[derive(Resource)]
struct Saving(Mutex<Receiver<Result<PathBuf, String>>>);

/// Starts drawing what was asked for, one animation at a time.
fn start_saving(
    mut asked: MessageReader<SaveAnimation>,
    (maker, saving): (Res<AnimationMaker>, Option<Res<Saving>>),
    (words, wake): (Words, Res<Wake>),
    mut notify: MessageWriter<Notify>,
    mut commands: Commands,
) {
    let Some(ask) = asked.read().last().cloned() else {
        return;
    };
    let key = if saving.is_some() {
        "animation-busy"
    } else {
        let (send, receive) = channel();
        let (program, language, wake) = (maker.0.clone(), words.language(), wake.clone());
        let spawned = std::thread::Builder::new()
            .name("animation".into())
            .spawn(move || {
                let saved = pictures_folder()
                    .ok_or_else(|| "no folder to save pictures in".to_string())
                    .and_then(|folder| save(&program, &folder, &ask, language));
                let _ = send.send(saved);
                wake.wake();
            });
        match spawned {
            Ok(_) => {
                commands.insert_resource(Saving(Mutex::new(receive)));
                "animation-saving"
            }
            Err(why) => {
                warn!("no animation: {why}");
                "animation-failed"
            }
        }
    };
    notify.write(Notify {
        message: i18n::Message::new(key),
        seconds: 4.0,
    });
}

/// Tells where the animation went, or why there is none, once the worker is done.
fn saving_done(saving: Res<Saving>, mut notify: MessageWriter<Notify>, mut commands: Commands) {
    let answer = match saving.0.lock().map(|r| r.try_recv()) {
        Ok(Ok(answer)) => answer,
        Ok(Err(TryRecvError::Empty)) => return,
        _ => Err("the animation's worker stopped".into()),
    };
    commands.remove_resource::<Saving>();
    let message = match answer {
        Ok(file) => i18n::Message::with(
            "animation-saved",
            [("file", file.display().to_string().into())],
        ),
        Err(why) => {
            warn!("no animation: {why}");
            i18n::Message::new("animation-failed")
        }
    };
    notify.write(Notify {
        message,
        seconds: 8.0,
    });
}

/// Draws the animation `ask` names with `program`, into a new file of `folder`.
fn save(
    program: &Path,
    folder: &Path,
    ask: &SaveAnimation,
    language: Language,
) -> Result<PathBuf, String> {
    std::fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
    let stem = file_stem(ask);
    let out = new_file(folder, &stem)
        .ok_or_else(|| format!("{}: no free file name for {stem}", folder.display()))?;
    // The replay goes to the drawing process as a file of its own, removed when it is done.
    let mut replay = tempfile::Builder::new()
        .prefix("lianliankan-animation-")
        .suffix(".ron")
        .tempfile()
        .map_err(|e| format!("a replay for the animation: {e}"))?;
    std::io::Write::write_all(&mut replay, ask.replay.to_text().as_bytes())
        .map_err(|e| format!("a replay for the animation: {e}"))?;
    let mut command = Command::new(program);
    command
        .arg("export")
        .arg(replay.path())
        .arg(&out)
        .args(["--lang", language.code()]);
    if let Some((from, to)) = ask.links {
        command.args(["--from", &from.to_string(), "--to", &to.to_string()]);
    }
    let done = command
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .output()
        .map_err(|e| format!("{}: {e}", program.display()))?;
    if done.status.success() {
        return Ok(out);
    }
    let said = String::from_utf8_lossy(&done.stderr);
    Err(said
        .lines()
        .last()
        .unwrap_or("the export failed")
        .to_string())
}

/// Where pictures go: the desktop's pictures folder, else `animations/` in the game's data.
fn pictures_folder() -> Option<PathBuf> {
    directories::UserDirs::new()
        .and_then(|dirs| dirs.picture_dir().map(Path::to_path_buf))
        .or_else(|| data_dir().map(|d| d.join("animations")))
}

/// The file's name without its extension: the day played, the level (its identity in its
/// pack, else its name), and the links shown.
fn file_stem(ask: &SaveAnimation) -> String {
    let replay = &ask.replay;
    let name = replay.level_id.clone().or_else(|| {
        let level = replay.level_to_deal().ok()?;
        Some(level.name)
    });
    let level = slug(name.as_deref().unwrap_or_default(), "game");
    let mut stem = format!("lianliankan-{}-{level}", date_key(replay.played_at));
    if let Some((from, to)) = ask.links {
        stem += &format!("-links-{from}-{to}");
    }
    stem
}

/// Names tried for one animation before giving up.
const MOST_NAMES: u32 = 1000;

/// `STEM.gif` in `folder`, or `STEM-2.gif` and on where that is taken: a file of the player's
/// is never replaced.
fn new_file(folder: &Path, stem: &str) -> Option<PathBuf> {
    (1..=MOST_NAMES)
        .map(|n| match n {
            1 => folder.join(format!("{stem}.gif")),
            n => folder.join(format!("{stem}-{n}.gif")),
        })
        .find(|path| !path.exists())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<SaveAnimation>().add_systems(
        Update,
        (
            start_saving.run_if(resource_exists::<AnimationMaker>),
            saving_done.run_if(resource_exists::<Saving>),
        ),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn replay() -> Replay {
        let text = std::fs::read_to_string("tests/data/replays/wide-60s.ron").unwrap();
        Replay::from_text(&text, "wide-60s.ron").unwrap()
    }

    #[test]
    fn the_file_names_the_day_the_level_and_the_links() {
        let mut ask = SaveAnimation {
            replay: replay(),
            links: None,
        };
        let whole = file_stem(&ask);
        assert!(whole.starts_with("lianliankan-20"), "{whole}");
        assert!(whole.ends_with("-wide"), "{whole}");
        ask.links = Some((3, 5));
        assert_eq!(file_stem(&ask), format!("{whole}-links-3-5"));
    }

    #[test]
    fn a_file_already_there_is_never_chosen() {
        let folder = tempfile::tempdir().unwrap();
        let first = new_file(folder.path(), "game").unwrap();
        assert_eq!(first, folder.path().join("game.gif"));
        std::fs::write(&first, b"the player's").unwrap();
        let second = new_file(folder.path(), "game").unwrap();
        assert_eq!(second, folder.path().join("game-2.gif"));
    }

    /// A stand-in for the game's program: a shell script.
    #[cfg(unix)]
    fn maker(folder: &Path, script: &str) -> PathBuf {
        use std::os::unix::fs::PermissionsExt;
        let path = folder.join("maker");
        std::fs::write(&path, format!("#!/bin/sh\n{script}\n")).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    #[cfg(unix)]
    #[test]
    fn the_maker_is_asked_for_the_game_the_links_and_the_language() {
        let folder = tempfile::tempdir().unwrap();
        let script = "printf '%s\\n' \"$@\" > \"$(dirname \"$0\")/args\"\n\
                      cp \"$2\" \"$(dirname \"$0\")/replay\" && echo GIF > \"$3\"";
        let program = maker(folder.path(), script);
        let pictures = folder.path().join("Pictures");
        let ask = SaveAnimation {
            replay: replay(),
            links: Some((4, 9)),
        };
        let out = save(&program, &pictures, &ask, Language::TraditionalChinese).unwrap();
        assert_eq!(out, pictures.join(format!("{}.gif", file_stem(&ask))));
        assert_eq!(std::fs::read_to_string(&out).unwrap(), "GIF\n");
        let args = std::fs::read_to_string(folder.path().join("args")).unwrap();
        let args: Vec<&str> = args.lines().collect();
        assert_eq!(args[0], "export");
        assert_eq!(args[2], out.to_str().unwrap());
        assert_eq!(args[3..], ["--lang", "zh-TW", "--from", "4", "--to", "9"]);
        let handed = std::fs::read_to_string(folder.path().join("replay")).unwrap();
        assert_eq!(handed, ask.replay.to_text());
        assert!(
            !Path::new(args[1]).exists(),
            "the replay handed over is removed"
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_maker_that_fails_says_why() {
        let folder = tempfile::tempdir().unwrap();
        let program = maker(folder.path(), "echo 'not exported: a reason' >&2\nexit 1");
        let ask = SaveAnimation {
            replay: replay(),
            links: None,
        };
        let why = save(&program, folder.path(), &ask, Language::English).unwrap_err();
        assert_eq!(why, "not exported: a reason");
    }
}
