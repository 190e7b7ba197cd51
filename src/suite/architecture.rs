//! The rooms keep to their side: checked on the source text, so a forbidden import fails here
//! before anyone has to notice it in review.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

/// Every line of the files under `src/<room>` (comments left out) that mentions one of
/// `forbidden`.
fn offending_lines(room: &str, forbidden: &[&str]) -> Vec<String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src").join(room);
    let files = rust_files(&src);
    assert!(!files.is_empty(), "no source files under {}", src.display());
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            if forbidden.iter().any(|f| code.contains(f)) {
                found.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
            }
        }
    }
    found
}

#[test]
fn the_logic_never_imports_the_view_or_what_sits_on_it() {
    let found = offending_lines(
        "game/logic",
        &[
            "game::view",
            "game::screens",
            "game::theme",
            "game::power_ups",
            "game::app",
            "bevy_prototype_lyon",
            "winit",
        ],
    );
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_view_never_imports_screens_or_the_assembly() {
    let found = offending_lines("game/view", &["game::screens", "game::app"]);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_engine_and_the_art_know_nothing_of_the_game_or_bevy() {
    for room in ["engine", "art"] {
        let found = offending_lines(room, &["crate::game", "bevy"]);
        assert!(found.is_empty(), "{}", found.join("\n"));
    }
}

#[test]
fn the_server_knows_nothing_of_the_game_or_bevy() {
    let found = offending_lines("online", &["crate::game", "bevy"]);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_checker_sees_a_forbidden_import() {
    // The scan itself: the view does use the logic, so asking for that finds lines.
    assert!(!offending_lines("game/view", &["game::logic"]).is_empty());
}

/// Every message key the code names anywhere (a literal such as `"menu-play"` whose first
/// word is one the translations use, in `src/` or `examples/`) is a message of the
/// translations: a misspelt key would show the key itself to the player. (Every message is in
/// both languages: see `i18n`'s own tests.)
#[test]
fn every_message_key_in_the_code_is_translated() {
    let mut english = crate::i18n::keys(crate::i18n::SOURCES[0]);
    // An example mod's words are its own, in its asset folder.
    let mods = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/modded_tiles/assets/i18n");
    for language in ["en", "zh"] {
        let words = std::fs::read_to_string(mods.join(format!("{language}.ftl"))).unwrap();
        let keys = crate::i18n::keys(&words);
        assert!(!keys.is_empty(), "{language}.ftl of the example has words");
        if language == "en" {
            english.extend(keys);
        }
    }
    let prefixes: std::collections::BTreeSet<&str> =
        english.iter().filter_map(|k| k.split('-').next()).collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // The game's code, not its tests (`src/suite/`), which name keys of test mods and files.
    let suite = root.join("src/suite");
    let files: Vec<PathBuf> = [
        rust_files(&root.join("src")),
        rust_files(&root.join("examples")),
    ]
    .concat()
    .into_iter()
    .filter(|file| !file.starts_with(&suite))
    .collect();
    let mut named = 0;
    let mut unknown = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for literal in text.split('"').skip(1).step_by(2) {
            let is_key_shaped = literal.contains('-')
                && literal
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            let prefix = literal.split('-').next().unwrap_or("");
            if is_key_shaped && prefixes.contains(prefix) {
                named += 1;
                if !english.iter().any(|k| k == literal) {
                    unknown.push(format!("{}: {literal}", file.display()));
                }
            }
        }
    }
    assert!(named > 80, "the keys in the code are found ({named})");
    assert!(
        unknown.is_empty(),
        "not in assets/i18n/en.ftl:\n{}",
        unknown.join("\n")
    );
}
