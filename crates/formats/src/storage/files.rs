//! Reading the files the game is given or keeps (saves, levels, packs, replays): the data
//! directory belongs to the player, so whatever sits where a file should be is answered at
//! once. Only a regular file is read, never a FIFO, socket, device or directory (opening is
//! non-blocking, so even a FIFO with no writer cannot stall the game), and never more than
//! the cap the caller gives, so an oversized file is refused before it is held.

use std::fmt;
use std::fs::{self, File, Metadata};
use std::io::{self, Read};
use std::path::{Path, PathBuf};

/// Why a file could not be read.
#[derive(Debug)]
pub enum ReadProblem {
    /// Something other than a regular file is there (its kind, e.g. "a FIFO").
    NotAFile(&'static str),
    /// The file is over the cap: `size` bytes (at least), `cap` the most allowed.
    TooLarge {
        /// The file's size, or as much of it as was seen.
        size: u64,
        /// The most bytes the caller reads.
        cap: u64,
    },
    /// The system refused (permissions, a broken disk).
    Io(io::Error),
}

/// A file that could not be read: which file and what was wrong.
#[derive(Debug)]
pub struct ReadError {
    /// The file asked for.
    pub path: PathBuf,
    /// What was wrong.
    pub problem: ReadProblem,
}

impl fmt::Display for ReadProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadProblem::NotAFile(kind) => write!(f, "{kind} is there, not a file; not opened"),
            ReadProblem::TooLarge { size, cap } => {
                write!(f, "the file is {size} bytes; at most {cap} are read")
            }
            ReadProblem::Io(e) => write!(f, "{e}"),
        }
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = self.path.display();
        match &self.problem {
            ReadProblem::Io(e) => write!(f, "{path}: cannot read: {e}"),
            problem => write!(f, "{path}: {problem}"),
        }
    }
}

impl std::error::Error for ReadError {}

impl From<ReadError> for io::Error {
    fn from(e: ReadError) -> io::Error {
        match e.problem {
            ReadProblem::Io(inner) => {
                io::Error::new(inner.kind(), format!("{}: {inner}", e.path.display()))
            }
            _ => io::Error::other(e.to_string()),
        }
    }
}

/// The regular file `path`, opened to be read as a stream; `Ok(None)` when nothing is there.
/// Anything else there is an error, answered without waiting, as [`read_capped`] answers it.
pub fn open_regular(path: &Path) -> Result<Option<File>, ReadError> {
    let fail = |problem| ReadError {
        path: path.to_path_buf(),
        problem,
    };
    let file = match open_without_blocking(path) {
        Ok(f) => f,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(fail(ReadProblem::Io(e))),
    };
    let meta = file.metadata().map_err(|e| fail(ReadProblem::Io(e)))?;
    if let Some(kind) = special_kind(&meta) {
        return Err(fail(ReadProblem::NotAFile(kind)));
    }
    Ok(Some(file))
}

/// The contents of the regular file `path`, at most `cap` bytes; `Ok(None)` when nothing is
/// there. Anything else there (a FIFO, socket, device, directory) or a file over `cap` is an
/// error, answered without waiting and without holding more than `cap + 1` bytes.
pub fn read_capped(path: &Path, cap: u64) -> Result<Option<Vec<u8>>, ReadError> {
    let fail = |problem| ReadError {
        path: path.to_path_buf(),
        problem,
    };
    let Some(file) = open_regular(path)? else {
        return Ok(None);
    };
    let meta = file.metadata().map_err(|e| fail(ReadProblem::Io(e)))?;
    if meta.len() > cap {
        return Err(fail(ReadProblem::TooLarge {
            size: meta.len(),
            cap,
        }));
    }
    let mut bytes = Vec::new();
    file.take(cap + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| fail(ReadProblem::Io(e)))?;
    // The file grew after its size was looked at.
    if bytes.len() as u64 > cap {
        return Err(fail(ReadProblem::TooLarge {
            size: bytes.len() as u64,
            cap,
        }));
    }
    Ok(Some(bytes))
}

/// Whether a listed `path` is something other than a regular file or directory (a FIFO,
/// socket or device): such entries are skipped with a warning, never opened.
pub fn skip_special(path: &Path) -> bool {
    let Some(kind) = fs::metadata(path)
        .ok()
        .and_then(|m| special_kind_or_dir(&m))
    else {
        return false;
    };
    eprintln!(
        "warning: {}: {kind} is there, not a file; skipped",
        path.display()
    );
    true
}

/// Opens for reading with `O_NONBLOCK` on Unix, so opening a FIFO with no writer returns at
/// once instead of waiting for one. Reads of a regular file ignore the flag.
fn open_without_blocking(path: &Path) -> io::Result<File> {
    let mut options = fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
}

/// What is there when it is not a regular file, in words.
fn special_kind(meta: &Metadata) -> Option<&'static str> {
    if meta.is_dir() {
        return Some("a directory");
    }
    special_kind_or_dir(meta)
}

/// What is there when it is neither a regular file nor a directory, in words.
fn special_kind_or_dir(meta: &Metadata) -> Option<&'static str> {
    let kind = meta.file_type();
    if kind.is_file() || kind.is_dir() {
        return None;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return Some("a FIFO");
        }
        if kind.is_socket() {
            return Some("a socket");
        }
        if kind.is_block_device() || kind.is_char_device() {
            return Some("a device");
        }
    }
    Some("something other than a file")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("llk-files-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&d);
        fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn a_file_within_the_cap_is_read_and_a_missing_one_is_none() {
        let dir = temp_dir("plain");
        let path = dir.join("a.ron");
        assert!(read_capped(&path, 10).unwrap().is_none());
        fs::write(&path, b"0123456789").unwrap();
        assert_eq!(read_capped(&path, 10).unwrap().unwrap(), b"0123456789");
    }

    #[test]
    fn a_file_over_the_cap_is_refused_naming_the_cap() {
        let dir = temp_dir("large");
        let path = dir.join("a.ron");
        fs::write(&path, b"01234567890").unwrap();
        let err = read_capped(&path, 10).unwrap_err();
        assert!(matches!(
            err.problem,
            ReadProblem::TooLarge { size: 11, cap: 10 }
        ));
        assert!(err.to_string().contains("at most 10"), "{err}");
    }

    #[test]
    fn a_directory_is_refused() {
        let dir = temp_dir("dir");
        let err = read_capped(&dir, 10).unwrap_err();
        assert!(err.to_string().contains("a directory"), "{err}");
        assert!(!skip_special(&dir), "listings walk directories themselves");
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_is_refused_at_once_and_left_in_place() {
        let dir = temp_dir("fifo");
        let path = dir.join("progress.ron");
        let c_path = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
        // SAFETY: a valid NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o600) }, 0);
        let err = read_capped(&path, 10).unwrap_err();
        assert!(err.to_string().contains("a FIFO"), "{err}");
        assert!(err.to_string().contains("progress.ron"), "{err}");
        assert!(skip_special(&path));
        use std::os::unix::fs::FileTypeExt;
        assert!(fs::symlink_metadata(&path).unwrap().file_type().is_fifo());
    }

    #[cfg(unix)]
    #[test]
    fn a_device_is_refused() {
        let err = read_capped(Path::new("/dev/zero"), 10).unwrap_err();
        assert!(err.to_string().contains("a device"), "{err}");
    }
}
