//! The rooms keep to their side: checked on the source text, so a forbidden import or a cycle
//! fails here before anyone has to notice it in review. Every path a file names (its `use`
//! trees, paths written inline such as `crate::game::core::board::Board` or `super::clock`, and
//! paths through a module it declares or imports, such as `keep::plugin`) is resolved to the file
//! that holds it (`house.rs`); the rules below are rules about those edges.

mod house;
mod source;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use house::{House, files_under};

fn house() -> House {
    House::read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"))
}

/// A file of the game's look: under `view/`, `screens/` or `theme/`, or a feature's own
/// `view.rs` or `screens.rs`.
fn is_look(file: &str) -> bool {
    let Some(rest) = file.strip_prefix("game/") else {
        return false;
    };
    let parts: Vec<&str> = rest.split('/').collect();
    let (folders, name) = parts.split_at(parts.len() - 1);
    folders
        .iter()
        .any(|f| matches!(*f, "view" | "screens" | "theme"))
        || matches!(name[0], "view.rs" | "screens.rs")
}

/// A built-in power-up: its logic and its look in one file, built on the core as a mod's is.
fn is_built_in_power_up(file: &str) -> bool {
    file.strip_prefix("game/power_ups/")
        .is_some_and(|name| !matches!(name, "mod.rs" | "view.rs"))
}

/// Where the game is assembled (the app, how it starts, the logic's plugin list).
fn is_assembly(file: &str) -> bool {
    file.starts_with("game/assembly/") || file == "game/mod.rs"
}

/// A file of the game's logic: everything else under `game/`.
fn is_logic(file: &str) -> bool {
    file.starts_with("game/")
        && !is_look(file)
        && !is_built_in_power_up(file)
        && !is_assembly(file)
        && !file.ends_with("/mod.rs")
}

#[test]
fn the_logic_never_names_a_look_a_built_in_power_up_or_the_assembly() {
    let house = house();
    let mut found = house.edges_between(is_logic, |t| {
        is_look(t) || is_built_in_power_up(t) || is_assembly(t)
    });
    found.extend(house.crates_used(is_logic, &["bevy_prototype_lyon", "winit"]));
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_shared_view_never_names_a_screen_or_the_assembly() {
    let house = house();
    let screens = |t: &str| t.split('/').any(|p| p == "screens" || p == "screens.rs");
    let found = house.edges_between(
        |f| f.starts_with("game/view/"),
        |t| screens(t) || is_assembly(t),
    );
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_art_the_music_the_bots_and_the_server_know_nothing_of_the_game_or_bevy() {
    let house = house();
    for room in ["art/", "online/", "music/", "bots/"] {
        let inside = |f: &str| f.starts_with(room);
        let mut found =
            house.edges_between(inside, |t| t.starts_with("game/") || t.starts_with("cli/"));
        found.extend(house.crates_used(inside, &["bevy", "bevy_prototype_lyon", "winit"]));
        assert!(found.is_empty(), "{room}:\n{}", found.join("\n"));
    }
}

/// The dependencies a crate of the workspace names in its manifest (`crates/NAME/Cargo.toml`),
/// each as `[SECTION] name`.
fn dependencies_of(name: &str) -> Vec<String> {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("crates/{name}/Cargo.toml"));
    let text = std::fs::read_to_string(&manifest).unwrap();
    let mut section = "";
    let mut named = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            section = line;
        } else if section.contains("dependencies")
            && let Some((name, _)) = line.split_once('=')
            && !line.starts_with('#')
        {
            named.push(format!("{section} {}", name.trim()));
        }
    }
    named
}

/// `crate`'s manifest names exactly the dependencies `allowed`, each without its section.
fn assert_depends_only_on(name: &str, allowed: &[&str]) {
    let named = dependencies_of(name);
    let bare: Vec<&str> = named.iter().filter_map(|n| n.rsplit(' ').next()).collect();
    let others: Vec<_> = bare.iter().filter(|n| !allowed.contains(n)).collect();
    assert!(others.is_empty(), "crates/{name} now depends on {others:?}");
    assert_eq!(named.len(), allowed.len(), "{named:?}");
}

/// The engine's crate depends on the rules' own needs alone: no Bevy, no game, no files, so
/// the compiler holds its wall and its tests build in seconds.
#[test]
fn the_engine_crate_depends_on_nothing_but_rand_and_serde() {
    assert_depends_only_on("engine", &["rand", "serde"]);
}

/// The files and words crate reads text and pictures on the rules alone: no Bevy, no window,
/// no game, so fuzzing, tools and the server read a file as the game does without them.
#[test]
fn the_formats_crate_depends_on_the_rules_and_readers_alone() {
    assert_depends_only_on(
        "formats",
        &[
            "lianliankan-engine",
            "serde",
            "ron",
            "directories",
            "tempfile",
            "fd-lock",
            "fluent-bundle",
            "unic-langid",
            "resvg",
            "roxmltree",
            "flate2",
            "clap",
            "libc",
        ],
    );
}

#[test]
fn no_file_names_a_file_that_names_it_back_even_through_a_mod_line() {
    let house = house();
    let cycles = house.cycles();
    let mut report = Vec::new();
    for cycle in &cycles {
        report.push(format!("a circle of {} files:", cycle.len()));
        let inside = |f: &str| cycle.iter().any(|c| c == f);
        report.extend(
            house
                .edges_between(inside, inside)
                .into_iter()
                .map(|e| format!("  {e}")),
        );
    }
    assert!(
        cycles.is_empty(),
        "files that name each other round a circle (each names the next):\n{}",
        report.join("\n")
    );
}

/// The checks themselves find what they look for, on a small house written here: a `use`, a
/// path through a declared module (`keep::plugin`), a path written inline, and a cycle through
/// a `mod` line.
#[test]
fn the_checker_sees_forbidden_names_and_cycles() {
    let files = [
        (
            "game/logic/mod.rs",
            "mod keep;\npub fn plugin() { keep::plugin(); }\n",
        ),
        (
            "game/logic/keep.rs",
            "use crate::formats::kept::Kept;\npub fn plugin() {}\n",
        ),
        (
            "formats/kept.rs",
            "// crate::game is named only here, in a comment\npub struct Kept(crate::game::replay::Proof);\n",
        ),
        (
            "game/replay.rs",
            "use super::logic::{self};\nuse bevy::prelude::*;\npub struct Proof;\nfn f() { logic::plugin() }\n",
        ),
        ("game/view/hud.rs", "use crate::game::logic::keep;\n"),
    ];
    let mut house = House::of_files(files.map(|(file, _)| file));
    for (file, text) in files {
        house.read_file(file, text);
    }
    assert_eq!(
        house.edges["game/logic/mod.rs"].keys().collect::<Vec<_>>(),
        ["game/logic/keep.rs"]
    );
    assert_eq!(
        house.edges["formats/kept.rs"].keys().collect::<Vec<_>>(),
        ["game/replay.rs"]
    );
    assert_eq!(
        house
            .crates_used(|f| f == "game/replay.rs", &["bevy"])
            .len(),
        1
    );
    let cycle = house.cycles();
    assert_eq!(cycle.len(), 1, "{cycle:?}");
    assert_eq!(
        cycle[0],
        [
            "formats/kept.rs",
            "game/logic/keep.rs",
            "game/logic/mod.rs",
            "game/replay.rs"
        ]
    );
    // And the real house is read: the look does name the logic.
    let real = self::house();
    assert!(!real.edges_between(is_look, is_logic).is_empty());
    assert!(real.modules.len() > 200, "{} files", real.modules.len());
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
    let prefixes: BTreeSet<&str> = english.iter().filter_map(|k| k.split('-').next()).collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // The game's code, not its tests (`src/suite/`), which name keys of test mods and files.
    let mut files = Vec::new();
    files.extend(files_under(&root.join("src"), root));
    files.extend(files_under(&root.join("crates/formats/src"), root));
    files.extend(files_under(&root.join("examples"), root));
    let files: Vec<PathBuf> = files
        .into_iter()
        .filter(|file| !file.starts_with("src/suite/"))
        .map(|file| root.join(file))
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

/// Every file and folder `docs/architecture.md` names in backquotes is there: under the
/// repository, `src/` or `src/game/` (`core/board.rs`, `formats/level/goal.rs`), so the rooms
/// and the "where do I add" rows cannot name a path that moved.
#[test]
fn every_path_the_architecture_names_is_there() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("docs/architecture.md")).unwrap();
    let mut missing = Vec::new();
    let mut checked = 0;
    for (i, quoted) in text.split('`').enumerate() {
        // A path, or `path: item`; not globs, commands or the drawings' slashes.
        let path = quoted.split(':').next().unwrap_or("").trim();
        let named = i % 2 == 1
            && path.contains('/')
            && !path.contains(['*', ' ', '@'])
            && path.chars().any(char::is_alphabetic);
        if !named {
            continue;
        }
        checked += 1;
        let bases = [root.to_path_buf(), root.join("src"), root.join("src/game")];
        if !bases.iter().any(|base| base.join(path).exists()) {
            missing.push(path.to_string());
        }
    }
    assert!(checked > 50, "only {checked} paths read");
    assert!(
        missing.is_empty(),
        "docs/architecture.md names paths that are not there: {missing:?}"
    );
}
