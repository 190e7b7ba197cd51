//! Whatever sits where a file should be is answered at once: a FIFO, a directory or an
//! oversized file in place of progress, settings, a level, a replay or a pack's `pack.ron` is
//! refused with a clear message and left as it is, by the game's start-up and by the command
//! line; endless standard input ends with an error.

use std::path::{Path, PathBuf};

use crate::formats::level::{Level, level_files};
use crate::formats::pack::PackDir;
use crate::formats::saves::progress::{Progress, ProgressFile};
use crate::game::persistence::progress::SavedProgress;
use crate::game::persistence::settings::SettingsFile;
use crate::i18n::Language;

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("llk-hostile-{name}-{}", std::process::id()));
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

#[test]
fn a_fifo_as_progress_is_reported_kept_and_never_saved_over() {
    let dir = temp_dir("progress-fifo");
    let file = ProgressFile::in_dir(&dir);
    fifo(&file.path);
    let (saved, notice) = SavedProgress::load(Some(file.clone()));
    let notice = notice.expect("the player is told").to_string();
    assert!(notice.contains("a FIFO"), "{notice}");
    assert!(notice.contains("nothing will be saved over it"), "{notice}");
    assert!(saved.file.is_none(), "this run does not save");
    let err = file.save(&mut Progress::default()).unwrap_err();
    assert!(err.to_string().contains("a FIFO"), "{err}");
    assert!(is_fifo(&file.path), "left in place");
}

#[test]
fn a_fifo_as_settings_is_reported_and_kept() {
    let dir = temp_dir("settings-fifo");
    let path = dir.join("settings.ron");
    fifo(&path);
    let mut file = SettingsFile::at(path.clone());
    let (_, notice) = file.load();
    let notice = notice.expect("the player is told").to_string();
    assert!(notice.contains("a FIFO"), "{notice}");
    assert!(file.path.is_none(), "this run does not save");
    assert!(is_fifo(&path), "left in place");
}

#[test]
fn an_oversized_progress_file_is_set_aside_unread() {
    let dir = temp_dir("progress-large");
    let file = ProgressFile::in_dir(&dir);
    oversized(&file.path, 64 << 20);
    let (_, notice) = SavedProgress::load(Some(file.clone()));
    let notice = notice.expect("the player is told").to_string();
    assert!(notice.contains("a save is at most"), "{notice}");
    assert!(notice.contains("damaged-"), "kept aside: {notice}");
}

#[test]
fn a_directory_as_settings_is_reported_and_kept() {
    let dir = temp_dir("settings-dir");
    let path = dir.join("settings.ron");
    std::fs::create_dir_all(path.join("keep")).unwrap();
    let mut file = SettingsFile::at(path.clone());
    let (_, notice) = file.load();
    let notice = notice.expect("the player is told").to_string();
    assert!(notice.contains("a directory"), "{notice}");
    assert!(file.path.is_none());
    assert!(path.join("keep").is_dir(), "left in place");
}

// ---- levels and packs ---------------------------------------------------------------------

const ROSE: &str = "(name: \"Rose\", layout: [\"xxxx\"])";

#[test]
fn a_level_file_that_is_not_a_file_or_too_large_is_refused() {
    let dir = temp_dir("level");
    let cases = [
        ("fifo.ron", "a FIFO"),
        ("dir.ron", "a directory"),
        ("large.ron", "a level file is at most"),
    ];
    fifo(&dir.join("fifo.ron"));
    std::fs::create_dir(dir.join("dir.ron")).unwrap();
    oversized(&dir.join("large.ron"), 1 << 20);
    for (name, expect) in cases {
        let err = Level::load(&dir.join(name)).unwrap_err();
        let text = err.text(Language::English);
        assert!(text.contains(expect), "{name}: {text}");
    }
    assert!(is_fifo(&dir.join("fifo.ron")));
    // Listing the folder skips the FIFO and the directory without opening either.
    std::fs::write(dir.join("01-rose.ron"), ROSE).unwrap();
    let listed = level_files(&dir).unwrap();
    let names: Vec<_> = listed.iter().map(|p| p.file_name().unwrap()).collect();
    assert_eq!(names, ["01-rose.ron", "large.ron"]);
}

#[test]
fn a_packs_pack_ron_that_is_a_fifo_is_a_problem_of_the_pack() {
    let dir = temp_dir("pack-fifo");
    std::fs::write(dir.join("01-rose.ron"), ROSE).unwrap();
    fifo(&dir.join("pack.ron"));
    let pack = PackDir::read(&dir, Some("garden".into())).unwrap();
    assert!(
        pack.problems.iter().any(|p| p.contains("a FIFO")),
        "{:?}",
        pack.problems
    );
    assert_eq!(pack.files, ["01-rose.ron"]);
    assert!(is_fifo(&dir.join("pack.ron")));
}

/// Progress as large as the game itself makes it (a full journal of games with long CJK
/// titles and names, a year of dailies, 500 level records) is written and read back whole: what
/// the game writes, its next start reads.
#[test]
fn progress_at_the_game_s_own_limits_is_read_back() {
    use crate::formats::saves::journal::{GameEntry, MAX_GAMES};
    use crate::formats::saves::progress::LevelRecord;
    let dir = temp_dir("progress-full");
    let mut progress = Progress::default();
    let long = |what: &str, i: usize| format!("{what}{i:05}{}", "長".repeat(54));
    for i in 0..MAX_GAMES {
        progress.journal.add(GameEntry {
            at: 1_700_000_000 + i as u64,
            board: format!("packs/{}/{}", "p".repeat(40), long("level", i)),
            title: long("title", i),
            name: "名".repeat(16),
            cleared: true,
            score: 123_456,
            seconds: 1234.5,
            ..GameEntry::default()
        });
    }
    for i in 0..330 {
        let day = format!(
            "{}-{:02}-{:02}",
            2026 + i / 360,
            1 + i / 30 % 12,
            1 + i % 28
        );
        progress.daily.insert(day, Default::default());
    }
    for i in 0..500 {
        progress
            .levels
            .insert(long("record", i), LevelRecord::default());
    }
    let file = ProgressFile::in_dir(&dir);
    crate::formats::storage::save::save_atomically(&file.path, &progress).unwrap();
    let bytes = std::fs::metadata(&file.path).unwrap().len();
    assert!(
        bytes > 1 << 20,
        "the case is as large as the game makes: {bytes} bytes"
    );
    let loaded = file.load();
    assert!(loaded.notice.is_none(), "{:?}", loaded.notice);
    assert_eq!(loaded.value.journal.games.len(), MAX_GAMES);
    assert_eq!(loaded.value, progress);
}

/// Words past their bounds in a `pack.ron` (a translation of 20,000 characters, a long
/// description) are a problem of the pack that says which and how long; within them, it reads.
#[test]
fn a_packs_words_past_their_bounds_are_refused_with_their_length() {
    let long = "長".repeat(20_000);
    for (field, most) in [
        (format!("names: {{\"zh\": \"{long}\"}}"), 60),
        (
            format!("level_names: {{\"Rose\": {{\"zh\": \"{long}\"}}}}"),
            60,
        ),
        (format!("author: \"{}\"", "a".repeat(61)), 60),
        (format!("description: \"{}\"", "a".repeat(501)), 500),
    ] {
        let dir = temp_dir("pack-words");
        std::fs::write(dir.join("01-rose.ron"), ROSE).unwrap();
        std::fs::write(dir.join("pack.ron"), format!("(name: \"Garden\", {field})")).unwrap();
        let pack = PackDir::read(&dir, Some("garden".into())).unwrap();
        let said = format!("(expected at most {most})");
        assert!(
            pack.problems.iter().any(|p| p.contains(&said)),
            "{field:.40}: {:?}",
            pack.problems
        );
    }
    let dir = temp_dir("pack-words-fit");
    std::fs::write(dir.join("01-rose.ron"), ROSE).unwrap();
    let fits = format!(
        "(name: \"{}\", description: \"{}\")",
        "a".repeat(60),
        "b".repeat(500)
    );
    std::fs::write(dir.join("pack.ron"), fits).unwrap();
    let pack = PackDir::read(&dir, Some("garden".into())).unwrap();
    assert!(pack.problems.is_empty(), "{:?}", pack.problems);
}

/// A remembered window corner at the end of `i32`'s range (a hand-edited file) opens the
/// window where the platform puts it, without a panic.
#[test]
fn a_window_corner_at_the_end_of_the_range_is_forgotten() {
    use crate::formats::saves::settings::SavedSettings;
    for corner in [
        "(-2147483648, 0)",
        "(0, -2147483648)",
        "(2147483647, 2147483647)",
    ] {
        let text = format!("(window: Some((width: 800, height: 600, position: Some({corner}))))");
        let settings: SavedSettings = ron::from_str(&text).unwrap();
        assert_eq!(settings.window.unwrap().sane().position, None, "{corner}");
    }
}

// ---- file names and records that belong to the player ----------------------------------

/// A level file whose name holds `#` (read as a label by an asset path parser) or that is an
/// editor's autosave (`#lvl.ron#`) loads and plays like any other.
#[test]
fn level_files_with_hash_in_their_names_play() {
    use crate::game::content::levels::{GoToLevel, LevelSource};
    use crate::suite::content::hot_reload::{app_for, board_size, run_until, write};
    let dir = temp_dir("hash-names");
    let pack = dir.join("pack");
    std::fs::create_dir_all(&pack).unwrap();
    write(&pack.join("#1.ron"), "(name: \"Hash\", layout: [\"xx\"])");
    write(&pack.join("a#b.ron"), "(name: \"Mid\", layout: [\"xxxx\"])");
    let mut app = app_for(LevelSource::pack(pack, 0));
    run_until(&mut app, "#1.ron", |app| board_size(app) == Some((2, 1, 2)));
    app.world_mut().write_message(GoToLevel(1));
    run_until(&mut app, "a#b.ron", |app| {
        board_size(app) == Some((4, 1, 4))
    });
    let autosave = dir.join("#lvl.ron#");
    write(&autosave, "(name: \"Autosave\", layout: [\"xxxxxx\"])");
    let mut app = app_for(LevelSource::File(autosave));
    run_until(&mut app, "#lvl.ron#", |app| {
        board_size(app) == Some((6, 1, 6))
    });
    let _ = std::fs::remove_dir_all(&dir);
}

/// A folder taken for the installed pack whose level names are other records' keys moves none
/// of them: a pack level's record (`packs/...`), another level's own record, a name two levels
/// bear. A record kept under a name only one level can have still moves.
#[test]
fn records_another_level_may_own_never_move() {
    use crate::game::content::levels::LevelSource;
    use crate::suite::content::hot_reload::{app_for, run_until, write};
    let dir = temp_dir("no-guess");
    let pack = dir.join("levels");
    std::fs::create_dir_all(&pack).unwrap();
    let names = [
        ("01-a", "packs/mine/01-x"),
        ("02-b", "03-c"),
        ("03-c", "Twin"),
        ("04-d", "Twin"),
        ("05-e", "Old"),
    ];
    for (file, name) in names {
        let text = format!("(name: {name:?}, layout: [\"xx\"])");
        write(&pack.join(format!("{file}.ron")), &text);
    }
    let file = ProgressFile::in_dir(&dir);
    let mut old = Progress::default();
    for key in ["packs/mine/01-x", "03-c", "Twin", "Old"] {
        old.record(key, 100, 10.0, 1, true);
    }
    file.save(&mut old).unwrap();
    let mut app = app_for(LevelSource::pack(pack, 0));
    app.insert_resource(SavedProgress::load(Some(file.clone())).0);
    run_until(&mut app, "the one sure record to move", |_| {
        file.load().value.is_cleared("05-e")
    });
    let on_disk = file.load().value;
    let keys: Vec<&str> = on_disk.levels.keys().map(String::as_str).collect();
    assert_eq!(keys, ["03-c", "05-e", "Twin", "packs/mine/01-x"]);
    let _ = std::fs::remove_dir_all(&dir);
}
