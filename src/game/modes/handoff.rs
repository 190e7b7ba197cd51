//! A board handed to the game already running: a link opened while the game is open (the
//! desktop starts `lianliankan lianliankan://board/CODE` again) goes to the open game instead
//! of a second window. The running game listens on a socket in its data directory, readable
//! by its user only; a new start with a code tries it first. One line each way, bounded in
//! size and time: `board CODE` asked, `ok` or `refused` answered.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use bevy::prelude::*;

use crate::formats::board_code::MAX_TEXT;
use crate::formats::storage::save::data_dir;
use crate::game::core::pacing::Wake;

/// The socket's file in the data directory.
pub const SOCKET_NAME: &str = "board.sock";

/// The longest line read: `board ` and a code or link of the longest a code may be typed.
const MOST_BYTES: usize = MAX_TEXT + 16;

/// Callers answered at once; more are turned away.
const MOST_CALLERS: usize = 4;

/// How long either side waits for the other's line.
const PATIENCE: Duration = Duration::from_secs(3);

/// Where the running game listens, when the system has a data directory.
pub fn socket_path() -> Option<PathBuf> {
    data_dir().map(|dir| dir.join(SOCKET_NAME))
}

/// Boards handed over by later starts of the game, as the code or link given (found and
/// played, or refused, by the game as a typed code is).
#[derive(Resource, Debug)]
pub struct HandedBoards {
    boards: async_channel::Receiver<String>,
    /// The socket's file, removed when the game ends.
    socket: PathBuf,
}

impl HandedBoards {
    /// The latest board handed over, if any came: of links opened within one frame, the
    /// last one opened is the one played.
    pub fn take(&self) -> Option<String> {
        std::iter::from_fn(|| self.boards.try_recv().ok()).last()
    }
}

impl Drop for HandedBoards {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.socket);
    }
}

/// What a start with a code did with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandOver {
    /// The running game took the board.
    Taken,
    /// No game listens (or it did not answer): this start plays the board itself.
    NoGame,
}

/// Hands `code` to the game listening at `socket`, if one does.
pub fn hand_over(socket: &Path, code: &str) -> HandOver {
    let asked = || -> io::Result<bool> {
        let mut stream = UnixStream::connect(socket)?;
        stream.set_read_timeout(Some(PATIENCE))?;
        stream.set_write_timeout(Some(PATIENCE))?;
        stream.write_all(format!("board {}\n", code.trim()).as_bytes())?;
        let mut answer = String::new();
        BufReader::new(stream.take(MOST_BYTES as u64)).read_line(&mut answer)?;
        Ok(answer.trim_end() == "ok")
    };
    match asked() {
        Ok(true) => HandOver::Taken,
        _ => HandOver::NoGame,
    }
}

/// Listens at `socket` on a thread of its own, waking the game with `wake` when a board
/// comes. Refused when another game listens there already, or when something that is not a
/// socket (a file the game did not write) is in the way; a socket left by a game that ended
/// is replaced.
pub fn listen(socket: &Path, wake: Wake) -> io::Result<HandedBoards> {
    if let Ok(found) = std::fs::symlink_metadata(socket) {
        if !found.file_type().is_socket() {
            return Err(io::Error::new(
                io::ErrorKind::AlreadyExists,
                format!("{} is not the game's socket", socket.display()),
            ));
        }
        if UnixStream::connect(socket).is_ok() {
            return Err(io::Error::new(
                io::ErrorKind::AddrInUse,
                "another copy of the game takes the boards handed over",
            ));
        }
        std::fs::remove_file(socket)?;
    }
    let listener = UnixListener::bind(socket)?;
    std::fs::set_permissions(socket, std::fs::Permissions::from_mode(0o600))?;
    let (send, boards) = async_channel::unbounded();
    std::thread::Builder::new()
        .name("board handoff".into())
        .spawn(move || {
            let callers = Arc::new(AtomicUsize::new(0));
            for stream in listener.incoming() {
                let Ok(stream) = stream else { continue };
                // Each caller on a thread of its own, so a silent one holds up no other; past
                // a few at once, callers are turned away.
                if callers.fetch_add(1, Ordering::SeqCst) >= MOST_CALLERS {
                    callers.fetch_sub(1, Ordering::SeqCst);
                    continue;
                }
                let (send, wake, count) = (send.clone(), wake.clone(), callers.clone());
                let answered = std::thread::Builder::new()
                    .name("board caller".into())
                    .spawn(move || {
                        take_board(&stream, |code| {
                            let queued = send.try_send(code).is_ok();
                            if queued {
                                wake.wake();
                            }
                            queued
                        });
                        // The slot is free before the caller sees the line close: a caller
                        // that starts once the last has its answer is never turned away.
                        count.fetch_sub(1, Ordering::SeqCst);
                        drop(stream);
                    });
                if answered.is_err() {
                    callers.fetch_sub(1, Ordering::SeqCst);
                }
            }
        })?;
    Ok(HandedBoards {
        boards,
        socket: socket.to_path_buf(),
    })
}

/// Reads one `board CODE` line (at most [`MOST_BYTES`], within [`PATIENCE`]), gives the code
/// to `queue`, and answers `ok` when it was queued, else `refused`.
fn take_board(stream: &UnixStream, queue: impl FnOnce(String) -> bool) {
    let answer = |answer: &[u8]| {
        let _ = (&*stream).write_all(answer);
    };
    if stream.set_read_timeout(Some(PATIENCE)).is_err()
        || stream.set_write_timeout(Some(PATIENCE)).is_err()
    {
        return;
    }
    let mut line = Vec::new();
    let read = BufReader::new(stream.take(MOST_BYTES as u64)).read_until(b'\n', &mut line);
    let code = read
        .ok()
        .filter(|_| line.ends_with(b"\n"))
        .and_then(|_| String::from_utf8(line).ok())
        .and_then(|l| Some(l.trim_end().strip_prefix("board ")?.trim().to_string()))
        .filter(|code| !code.is_empty());
    // "ok" only once the game holds the board: a caller told so may count on it.
    if code.is_some_and(queue) {
        answer(b"ok\n");
    } else {
        answer(b"refused\n");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn listening() -> (tempfile::TempDir, PathBuf, HandedBoards) {
        let dir = tempfile::tempdir().unwrap();
        let socket = dir.path().join(SOCKET_NAME);
        let handed = listen(&socket, Wake::default()).unwrap();
        (dir, socket, handed)
    }

    fn next(handed: &HandedBoards) -> String {
        for _ in 0..200 {
            if let Some(code) = handed.take() {
                return code;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        panic!("no board came");
    }

    #[test]
    fn a_board_handed_over_reaches_the_listening_game() {
        let (_dir, socket, handed) = listening();
        let mode = std::fs::metadata(&socket).unwrap().permissions().mode();
        assert_eq!(
            mode & 0o777,
            0o600,
            "only the player's user may hand boards over"
        );
        let link = "lianliankan://board/LLK-40G9-38MH-Y4G0-5P";
        assert_eq!(hand_over(&socket, link), HandOver::Taken);
        assert_eq!(next(&handed), link);
        // A second copy does not take the socket from the first.
        assert!(listen(&socket, Wake::default()).is_err());
        drop(handed);
        assert!(!socket.exists(), "the socket goes with the game");
        assert_eq!(hand_over(&socket, link), HandOver::NoGame);
    }

    #[test]
    fn of_two_links_opened_before_a_frame_the_last_is_played() {
        let (_dir, socket, handed) = listening();
        let (first, second) = ("LLK-40G9-38MH-Y4G0-5P", "lianliankan://board/LLK-AAAA");
        assert_eq!(hand_over(&socket, first), HandOver::Taken);
        assert_eq!(hand_over(&socket, second), HandOver::Taken);
        assert_eq!(handed.take().as_deref(), Some(second));
        assert_eq!(
            handed.take(),
            None,
            "the earlier link is not played after it"
        );
    }

    #[test]
    fn hostile_or_silent_callers_are_refused_and_the_game_still_listens() {
        let (_dir, socket, handed) = listening();
        // A line without its end, and one that is not a board: answered, refused.
        for sent in [&b"board LLK"[..], b"quit now\n"] {
            let mut stream = UnixStream::connect(&socket).unwrap();
            stream.write_all(sent).unwrap();
            stream.shutdown(std::net::Shutdown::Write).unwrap();
            let mut answer = String::new();
            stream.read_to_string(&mut answer).unwrap();
            assert_eq!(answer, "refused\n", "{:?}", String::from_utf8_lossy(sent));
        }
        // A line far too long: read no further than the cap, refused (the caller may see the
        // rest of its line reset instead of the answer).
        let mut stream = UnixStream::connect(&socket).unwrap();
        let _ = stream.write_all(&[b'x'; 100_000]);
        let mut answer = String::new();
        if stream.read_to_string(&mut answer).is_ok() {
            assert_eq!(answer, "refused\n");
        }
        // A caller that says nothing is let go after the patience.
        let silent = UnixStream::connect(&socket).unwrap();
        assert_eq!(handed.take(), None);
        assert_eq!(hand_over(&socket, "LLK-1"), HandOver::Taken);
        assert_eq!(next(&handed), "LLK-1");
        drop(silent);
    }

    #[test]
    fn a_socket_left_by_an_ended_game_is_replaced_and_a_stranger_s_file_is_not() {
        let dir = tempfile::tempdir().unwrap();
        let socket = dir.path().join(SOCKET_NAME);
        drop(UnixListener::bind(&socket).unwrap());
        assert!(socket.exists(), "a socket nobody listens on");
        let handed = listen(&socket, Wake::default()).unwrap();
        assert_eq!(hand_over(&socket, "LLK-2"), HandOver::Taken);
        assert_eq!(next(&handed), "LLK-2");
        drop(handed);

        std::fs::write(&socket, "a file of someone else's").unwrap();
        assert!(listen(&socket, Wake::default()).is_err());
        assert_eq!(
            std::fs::read_to_string(&socket).unwrap(),
            "a file of someone else's"
        );
    }
}
