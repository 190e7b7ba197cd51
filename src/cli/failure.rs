//! How a command ends. A command returns an [`Outcome`]: its exit status when it did its work
//! (a check that finds problems still did its work: status 1), or the [`Failure`] that stopped
//! it; [`exit_status`] alone turns a failure into words on standard error and a status.

use std::fmt::Display;
use std::path::Path;
use std::process::ExitCode;

/// A command's end: the status of work done, or why it could not be done.
pub type Outcome = Result<ExitCode, Failure>;

/// Why a command could not do its work: the words said after `error: `, and the exit status.
#[derive(Debug)]
pub struct Failure {
    words: String,
    status: u8,
}

/// Anything that reads as words is a failure of status 2: the input could not be used (a file
/// that does not read, an option out of range, a server that cannot be reached).
impl<E: Display> From<E> for Failure {
    fn from(why: E) -> Self {
        Failure {
            words: why.to_string(),
            status: 2,
        }
    }
}

impl Failure {
    /// A failure of status 1: the input was read, and what it asks is refused (a pack that
    /// does not check, a file that would be replaced).
    pub fn refused(why: impl Display) -> Self {
        Failure {
            words: why.to_string(),
            status: 1,
        }
    }
}

impl Failure {
    /// The same words, as a refusal (status 1).
    pub fn into_refused(self) -> Self {
        Failure { status: 1, ..self }
    }
}

/// The status of an outcome; a failure's words are said first, as `error: …`.
pub fn exit_status(outcome: Outcome) -> ExitCode {
    match outcome {
        Ok(status) => status,
        Err(Failure { words, status }) => {
            eprintln!("error: {words}");
            ExitCode::from(status)
        }
    }
}

/// The status of a verdict: 0 when it holds, 1 when not.
pub fn verdict(holds: bool) -> Outcome {
    Ok(if holds {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// Writes `bytes` to a new file at `path`, a document the user asked for (readable as their
/// other files are): a file already there is never replaced.
pub fn write_new(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    match crate::formats::storage::save::write_new_document(path, bytes) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Err(Failure::from(format!(
            "{}: already exists; not replaced",
            path.display()
        ))),
        Err(e) => Err(Failure::from(format!("{}: {e}", path.display()))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failure_says_its_words_once_and_keeps_its_status() {
        assert_eq!(exit_status(Ok(ExitCode::SUCCESS)), ExitCode::SUCCESS);
        assert_eq!(exit_status(Err("no such file".into())), ExitCode::from(2));
        assert_eq!(
            exit_status(Err(Failure::refused("it does not check"))),
            ExitCode::from(1)
        );
        assert_eq!(verdict(false).unwrap(), ExitCode::FAILURE);
    }

    #[test]
    fn a_new_file_never_replaces_one_there() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out.txt");
        write_new(&path, b"first").unwrap();
        let again = write_new(&path, b"second").unwrap_err();
        assert!(
            again.words.ends_with("already exists; not replaced"),
            "{again:?}"
        );
        assert_eq!(again.status, 2);
        assert_eq!(std::fs::read(&path).unwrap(), b"first");
    }
}
