//! Whatever sits where a file should be is answered at once by the command line: a FIFO, a
//! directory or an oversized file in place of a level, a replay or a pack's `pack.ron` is
//! refused with a clear message and left as it is; endless standard input ends with an error.

use std::path::{Path, PathBuf};
use std::process::{Output, Stdio};
use std::time::{Duration, Instant};

use lianliankan::formats::{Level, Replay};

use crate::{lianliankan, recorded_replay};

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("llk-command-hostile-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Makes a FIFO at `path` (nobody ever writes to it: reading it would wait for ever).
fn fifo(path: &Path) {
    let c_path = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o600) }, 0, "mkfifo");
}

fn is_fifo(path: &Path) -> bool {
    use std::os::unix::fs::FileTypeExt;
    std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_fifo())
}

/// A file of `bytes` spaces: over every cap the game reads.
fn oversized(path: &Path, bytes: u64) {
    let file = std::fs::File::create(path).unwrap();
    file.set_len(bytes).unwrap();
}

// ---- what the game keeps --------------------------------------------------------------------

/// Runs the game's binary with `stdin`, failing the test if it does not finish in 20 seconds.
fn run_within_time(args: &[&str], env: Option<&Path>, stdin: Stdio) -> Output {
    let mut command = lianliankan();
    if let Some(data) = env {
        command.env("LIANLIANKAN_DATA_DIR", data);
    }
    let mut child = command
        .args(args)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(20) {
            child.kill().unwrap();
            panic!("{args:?} did not finish in 20 seconds");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

fn stderr_of(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

const ROSE: &str = "(name: \"Rose\", layout: [\"xxxx\"])";

/// `pack export` of a folder whose `pack.ron` is a FIFO: refused, naming it, nothing written.
#[test]
fn a_pack_whose_pack_ron_is_a_fifo_is_not_exported() {
    let dir = temp_dir("pack-fifo");
    std::fs::write(dir.join("01-rose.ron"), ROSE).unwrap();
    fifo(&dir.join("pack.ron"));
    let document = dir.with_extension("pack.ron");
    let args = [
        "pack",
        "export",
        dir.to_str().unwrap(),
        document.to_str().unwrap(),
    ];
    let out = run_within_time(&args, None, Stdio::null());
    assert_ne!(out.status.code(), Some(0), "{out:?}");
    assert!(stderr_of(&out).contains("a FIFO"), "{}", stderr_of(&out));
    assert!(is_fifo(&dir.join("pack.ron")));
    assert!(
        !document.exists(),
        "a pack that does not check is not exported"
    );
}

#[test]
fn a_pack_document_that_is_not_a_file_or_too_large_is_refused() {
    let dir = temp_dir("pack-import");
    let data = dir.join("data");
    fifo(&dir.join("fifo.pack.ron"));
    oversized(&dir.join("large.pack.ron"), 64 << 20);
    std::fs::create_dir(dir.join("folder.pack.ron")).unwrap();
    for (name, expect) in [
        ("fifo.pack.ron", "a FIFO"),
        ("large.pack.ron", "at most"),
        ("folder.pack.ron", "a directory"),
    ] {
        let path = dir.join(name);
        let args = ["pack", "import", path.to_str().unwrap()];
        let out = run_within_time(&args, Some(&data), Stdio::null());
        assert_ne!(out.status.code(), Some(0), "{name}: {out:?}");
        assert!(
            stderr_of(&out).contains(expect),
            "{name}: {}",
            stderr_of(&out)
        );
    }
    assert!(is_fifo(&dir.join("fifo.pack.ron")));
}

#[test]
fn a_replay_that_is_not_a_file_or_too_large_is_refused() {
    let dir = temp_dir("replay");
    fifo(&dir.join("fifo.ron"));
    std::fs::create_dir(dir.join("dir.ron")).unwrap();
    oversized(&dir.join("large.ron"), 8 << 20);
    for (name, expect) in [
        ("fifo.ron", "a FIFO"),
        ("dir.ron", "a directory"),
        ("large.ron", "at most"),
    ] {
        let path = dir.join(name);
        let err = Replay::load(&path).unwrap_err();
        assert!(err.contains(expect), "{name}: {err}");
        let out = run_within_time(&["replay", path.to_str().unwrap()], None, Stdio::null());
        assert_eq!(out.status.code(), Some(2), "{name}: {out:?}");
        assert!(
            stderr_of(&out).contains(expect),
            "{name}: {}",
            stderr_of(&out)
        );
    }
    assert!(is_fifo(&dir.join("fifo.ron")));
}

#[test]
fn the_command_line_answers_at_once_for_a_fifo() {
    let dir = temp_dir("cli-fifo");
    let path = dir.join("level.ron");
    fifo(&path);
    let path = path.to_str().unwrap();
    for args in [
        vec!["check", path],
        vec!["solve", path],
        vec!["autoplay", "--level", path],
    ] {
        let out = run_within_time(&args, None, Stdio::null());
        assert!(!out.status.success(), "{args:?}: {out:?}");
        assert!(
            stderr_of(&out).contains("a FIFO")
                || String::from_utf8_lossy(&out.stdout).contains("a FIFO"),
            "{args:?}: {out:?}"
        );
    }
    assert!(is_fifo(Path::new(path)));
}

#[test]
fn endless_standard_input_ends_with_an_error() {
    let zero = std::fs::File::open("/dev/zero").unwrap();
    let out = run_within_time(&["solve"], None, Stdio::from(zero));
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(stderr_of(&out).contains("more than"), "{}", stderr_of(&out));
}

/// Started from a folder that holds a `levels/` of its own, the game does not take it for the
/// installed pack: a replay of a level that folder has (changed) still proves against the
/// installed pack, where the level is not.
#[test]
fn a_levels_folder_in_the_working_directory_is_not_the_installed_pack() {
    let replay = Replay::load(&recorded_replay()).unwrap();
    let cwd = temp_dir("cwd-levels");
    std::fs::create_dir_all(cwd.join("levels")).unwrap();
    let mut changed = Level::from_ron(&replay.level, "everything.ron").unwrap();
    changed.stars = [1, 2, 3];
    std::fs::write(cwd.join("levels/everything.ron"), changed.to_ron()).unwrap();
    let file = cwd.join("game.ron");
    std::fs::write(&file, replay.to_text()).unwrap();
    let out = lianliankan()
        .args(["replay".as_ref(), file.as_os_str()])
        .current_dir(&cwd)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", stderr_of(&out));
    assert!(!stdout.contains("has changed"), "{stdout}");
    let _ = std::fs::remove_dir_all(&cwd);
}
