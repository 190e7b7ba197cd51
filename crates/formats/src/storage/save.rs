//! Files the game keeps between runs (progress, settings): read with a clear answer for every
//! way they can be broken, written so that a crash or a kill never loses what was saved.
//!
//! Every file the game writes goes through [`write_atomically`] (replace) or [`write_new`]
//! (never replace): a temporary file in the same directory is written and flushed to disk, then
//! renamed into place (an atomic replace on every platform we ship; for a new file, a rename
//! that refuses to replace), then the directory is flushed. At any instant the file on disk is
//! either the old complete version or the new complete one. No hard links are needed, so this
//! works on file systems without them.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::i18n::Message;
use crate::storage::files;
use crate::storage::files::{ReadError, ReadProblem};

/// Environment variable that moves the game's data directory (portable installs, tests).
pub const DATA_DIR_VAR: &str = "LIANLIANKAN_DATA_DIR";

/// Largest save file read; anything bigger is treated as damaged. Far above what the game
/// writes at its own limits (progress with a full journal of long CJK titles is about 1 MiB;
/// `suite::formats::hostile` writes one and reads it back), so what it writes it reads.
pub const MAX_SAVE_BYTES: u64 = 8 << 20;

/// Where the game keeps its files: `$LIANLIANKAN_DATA_DIR` if set, else the operating
/// system's data directory for the game (e.g. `~/.local/share/lianliankan` on Linux).
pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(DATA_DIR_VAR).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("org", "Lianliankan", "lianliankan")
        .map(|d| d.data_dir().to_path_buf())
}

/// What reading a save file gave.
#[derive(Debug)]
pub struct Loaded<T> {
    /// The contents, or defaults when the file was missing or broken.
    pub value: T,
    /// What the player should be told (a damaged file moved aside, an unreadable one), if
    /// anything.
    pub notice: Option<Message>,
    /// The file is there but could neither be read nor moved aside: saving would destroy it,
    /// so the caller must not write over it this run.
    pub keep_file: bool,
}

/// Reads `path`. A missing file gives defaults silently. A damaged or unreadable one gives
/// defaults, is moved aside as `NAME.damaged-SECONDS` so nothing is lost, and the notice says
/// what was wrong (with line and column for a syntax error) and where the copy is. Never
/// panics.
pub fn load_or_default<T: DeserializeOwned + Default>(path: &Path) -> Loaded<T> {
    let file = path.display().to_string();
    let bytes = match files::read_capped(path, MAX_SAVE_BYTES) {
        Ok(Some(b)) => b,
        Ok(None) => return Loaded::defaults(None, false),
        Err(ReadError {
            problem: ReadProblem::TooLarge { size, cap },
            ..
        }) => {
            // No save of ours is this big: damaged.
            let problem = Message::with(
                "save-problem-too-large",
                [("bytes", size.into()), ("most", cap.into())],
            );
            return move_aside(path, file, problem);
        }
        Err(e) => return unreadable(path, file, &e.problem),
    };
    match parse::<T>(&bytes) {
        Ok(value) => Loaded {
            value,
            notice: None,
            keep_file: false,
        },
        Err(problem) => move_aside(path, file, problem),
    }
}

impl<T: Default> Loaded<T> {
    /// Defaults in place of the file, with what to tell the player.
    fn defaults(notice: Option<Message>, keep_file: bool) -> Loaded<T> {
        Loaded {
            value: T::default(),
            notice,
            keep_file,
        }
    }
}

/// Defaults for a file that could not be read. Something there that cannot be read (a FIFO or
/// directory where the file should be, a file the system refuses) is never moved or written
/// over; nothing there (a missing directory on the way) is only reported: saving will say if
/// it cannot.
fn unreadable<T: Default>(path: &Path, file: String, e: &ReadProblem) -> Loaded<T> {
    let there = path.symlink_metadata().is_ok();
    let key = if there {
        "save-unreadable-kept"
    } else {
        "save-unreadable"
    };
    let notice = Message::with(
        key,
        [("file", file.into()), ("error", e.to_string().into())],
    );
    Loaded::defaults(Some(notice), there)
}

/// The file's contents as RON, or what is wrong with them (for the player: the line and column
/// of a syntax error). What [`load_or_default`] reads a save file's bytes with.
pub fn parse<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, Message> {
    let text = std::str::from_utf8(bytes)
        .map_err(|e| Message::with("save-problem-utf8", [("detail", e.to_string().into())]))?;
    ron::Options::default().from_str::<T>(text).map_err(|e| {
        Message::with(
            "save-problem-syntax",
            [
                ("line", e.span.start.line.into()),
                ("column", e.span.start.col.into()),
                ("detail", e.code.to_string().into()),
            ],
        )
    })
}

/// Defaults for a damaged file, moved aside as `NAME.damaged-SECONDS` so nothing is lost; if it
/// cannot be moved, it is kept and never written over.
fn move_aside<T: Default>(path: &Path, file: String, problem: Message) -> Loaded<T> {
    let backup = backup_path(path);
    match fs::rename(path, &backup) {
        Ok(()) => Loaded::defaults(
            Some(Message::with(
                "save-damaged-moved",
                [
                    ("file", file.into()),
                    ("problem", problem.into()),
                    ("backup", backup.display().to_string().into()),
                ],
            )),
            false,
        ),
        Err(e) => Loaded::defaults(
            Some(Message::with(
                "save-damaged-stays",
                [
                    ("file", file.into()),
                    ("problem", problem.into()),
                    ("error", e.to_string().into()),
                ],
            )),
            true,
        ),
    }
}

/// Writes `value` to `path` as RON, atomically (see the module docs), creating the directory.
pub fn save_atomically<T: Serialize>(path: &Path, value: &T) -> io::Result<()> {
    let mut text = ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default())
        .map_err(io::Error::other)?;
    text.push('\n');
    write_atomically(path, text.as_bytes())
}

/// [`save_atomically`] holding the file's lock (see [`with_lock`]).
pub fn save_locked<T: Serialize>(path: &Path, value: &T) -> io::Result<()> {
    with_lock(path, || save_atomically(path, value))
}

/// Runs `f` holding an advisory lock on `path` (a lock file beside it, `.NAME.lock`, as the
/// file itself is replaced by each save): another copy of the game saving the same file waits
/// until `f` is done, so a read-merge-write is never interleaved with another.
pub fn with_lock<T>(path: &Path, f: impl FnOnce() -> io::Result<T>) -> io::Result<T> {
    let lock_path = lock_path(path);
    if let Some(dir) = lock_path.parent() {
        fs::create_dir_all(dir)?;
    }
    let mut options = fs::OpenOptions::new();
    options.write(true).create(true).truncate(false);
    #[cfg(unix)]
    {
        // A FIFO put in the lock file's place is refused at once, not waited on.
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    let in_context =
        |e: io::Error| io::Error::new(e.kind(), format!("{}: {e}", lock_path.display()));
    let file = options.open(&lock_path).map_err(in_context)?;
    let mut lock = fd_lock::RwLock::new(file);
    let _held = lock.write().map_err(in_context)?;
    f()
}

/// The lock file of `path`.
fn lock_path(path: &Path) -> PathBuf {
    let mut name = std::ffi::OsString::from(".");
    name.push(path.file_name().unwrap_or_default());
    name.push(".lock");
    path.with_file_name(name)
}

/// Writes `bytes` to `path`, replacing it whole or not at all, creating the directory.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let (dir, temp) = written_temp(path, bytes, Reading::Owner)?;
    temp.persist(path).map_err(|e| e.error)?;
    sync_dir(&dir);
    Ok(())
}

/// Writes `bytes` to a new file `path`, creating the directory. Fails with
/// [`io::ErrorKind::AlreadyExists`] if `path` exists: an existing file is never replaced, not
/// even by a race with another writer.
pub fn write_new(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_new_as(path, bytes, Reading::Owner)
}

/// [`write_new`] for a document the player made to pass on (an animation, a card's picture,
/// a level): readable by others as the user's other files are (the user's umask decides),
/// where the game's own saves are readable by the user alone.
pub fn write_new_document(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_new_as(path, bytes, Reading::AsUmaskSays)
}

/// Who may read a file written.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reading {
    /// The user alone (the temporary file's own mode).
    Owner,
    /// Whoever the user's umask lets.
    AsUmaskSays,
}

fn write_new_as(path: &Path, bytes: &[u8], reading: Reading) -> io::Result<()> {
    let (dir, temp) = written_temp(path, bytes, reading)?;
    temp.persist_noclobber(path).map_err(|e| e.error)?;
    sync_dir(&dir);
    Ok(())
}

/// A temporary file beside `path` holding `bytes`, flushed to disk; removed if dropped.
fn written_temp(
    path: &Path,
    bytes: &[u8],
    reading: Reading,
) -> io::Result<(PathBuf, tempfile::NamedTempFile)> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
        .to_path_buf();
    fs::create_dir_all(&dir)?;
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::other("a path to write needs a file name"))?;
    let mut prefix = std::ffi::OsString::from(".");
    prefix.push(name);
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".tmp");
    #[cfg(unix)]
    if reading == Reading::AsUmaskSays {
        // Created with this mode, less the umask, as any new file of the user's is.
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(fs::Permissions::from_mode(0o666));
    }
    let mut temp = builder.tempfile_in(&dir)?;
    temp.write_all(bytes)?;
    temp.as_file().sync_all()?;
    Ok((dir, temp))
}

/// A rename is durable once its directory is flushed (not possible everywhere).
fn sync_dir(dir: &Path) {
    if let Ok(d) = fs::File::open(dir) {
        let _ = d.sync_all();
    }
}

/// Moves `path` aside as `NAME.damaged-SECONDS` (a name not yet taken), so nothing is lost;
/// returns where it went.
pub fn move_aside_file(path: &Path) -> io::Result<PathBuf> {
    let backup = backup_path(path);
    fs::rename(path, &backup)?;
    Ok(backup)
}

fn backup_path(path: &Path) -> PathBuf {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let mut n = 0;
    loop {
        let mut name = path.file_name().unwrap_or_default().to_os_string();
        name.push(format!(".damaged-{secs}"));
        if n > 0 {
            name.push(format!("-{n}"));
        }
        let candidate = path.with_file_name(name);
        if !candidate.exists() {
            return candidate;
        }
        n += 1;
    }
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    use super::*;

    #[cfg(unix)]
    #[test]
    fn a_document_is_readable_as_the_user_s_files_are_and_a_save_by_the_user_alone() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let mode = |p: &Path| fs::metadata(p).unwrap().permissions().mode() & 0o777;
        let plain = dir.path().join("plain");
        fs::File::create(&plain).unwrap();
        let document = dir.path().join("game.gif");
        write_new_document(&document, b"GIF89a").unwrap();
        let save = dir.path().join("save.ron");
        write_new(&save, b"()").unwrap();
        assert_eq!(mode(&document), mode(&plain));
        assert_eq!(mode(&save), 0o600);
        let again = write_new_document(&document, b"other").unwrap_err();
        assert_eq!(again.kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(fs::read(&document).unwrap(), b"GIF89a");
    }

    #[derive(Serialize, Deserialize, Default, Debug, PartialEq)]
    struct Thing {
        a: u32,
        b: String,
    }

    fn temp_dir(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("llk-save-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&d);
        fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn round_trip_and_missing_file() {
        let dir = temp_dir("round");
        let path = dir.join("sub").join("thing.ron");
        let missing: Loaded<Thing> = load_or_default(&path);
        assert_eq!((missing.value, missing.notice), (Thing::default(), None));
        let t = Thing {
            a: 7,
            b: "x".into(),
        };
        save_atomically(&path, &t).unwrap();
        let back: Loaded<Thing> = load_or_default(&path);
        assert_eq!((back.value, back.notice), (t, None));
        // No temporary file is left behind.
        assert_eq!(fs::read_dir(path.parent().unwrap()).unwrap().count(), 1);
    }

    #[test]
    fn new_files_never_replace_existing_ones() {
        let dir = temp_dir("new");
        let path = dir.join("level.ron");
        write_new(&path, b"first").unwrap();
        let again = write_new(&path, b"second").unwrap_err();
        assert_eq!(again.kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(fs::read(&path).unwrap(), b"first");
        write_atomically(&path, b"third").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"third");
        assert_eq!(
            fs::read_dir(&dir).unwrap().count(),
            1,
            "no temporary file left"
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_lock_file_that_is_not_a_file_fails_the_save_at_once() {
        let dir = temp_dir("lock");
        let path = dir.join("thing.ron");
        fs::create_dir(lock_path(&path)).unwrap();
        let refused = save_locked(&path, &Thing::default()).unwrap_err();
        assert!(refused.to_string().contains(".thing.ron.lock"), "{refused}");
        fs::remove_dir(lock_path(&path)).unwrap();
        let c_path = std::ffi::CString::new(lock_path(&path).to_str().unwrap()).unwrap();
        // SAFETY: a valid NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o600) }, 0);
        assert!(
            save_locked(&path, &Thing::default()).is_err(),
            "not waited on"
        );
        assert!(!path.exists(), "nothing written");
    }

    #[test]
    fn damaged_files_are_kept_aside_and_reported() {
        let dir = temp_dir("damaged");
        let path = dir.join("thing.ron");
        for (content, expect) in [
            (&b"(a: 7, b: \"x\""[..], "line 1"),
            (&b"(a: -1, b: \"x\")"[..], "line 1"),
            (&b"\xff\xfe"[..], "not UTF-8"),
            (&b"(\n  a: 7,\n  b: 3,\n)"[..], "line 3"),
        ] {
            fs::write(&path, content).unwrap();
            let got: Loaded<Thing> = load_or_default(&path);
            assert_eq!(got.value, Thing::default());
            let notice = got.notice.expect("told").to_string();
            assert!(notice.contains(expect), "{notice}");
            assert!(notice.contains("damaged-"), "{notice}");
            assert!(!path.exists(), "moved aside");
        }
        let kept = fs::read_dir(&dir).unwrap().count();
        assert_eq!(kept, 4, "every damaged file is kept");
    }
}
