//! Level packs: a directory of level files with an optional `pack.ron` that names the pack and
//! orders its levels (see docs/levels.md). The game plays the shipped pack, every pack in the
//! data directory's `packs/`, and any `--pack DIR`; progress is kept per pack and level
//! identity ([`record_key`]). A pack moves between machines as one RON document
//! ([`pack_document`](super::pack_document)), which holds each level file's text as it was
//! written.
//!
//! Plain Rust: the game, the `check` command and `pack export/import` read packs the same way.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::level;
pub use crate::level::PACK_FILE;

/// The data directory's folder of players' and designers' own packs.
pub const USER_PACKS: &str = "packs";

/// What `pack.ron` says of a pack. Every field may be left out.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct PackInfo {
    /// The pack's name, shown in the level select (the directory's name when empty).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    /// The name in other languages, by language code (`"zh"`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub names: BTreeMap<String, String>,
    /// Who made it.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub author: String,
    /// A sentence or two for players.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// The description in other languages, by language code.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub descriptions: BTreeMap<String, String>,
    /// Its levels' names in other languages: by the name a level file gives (`"Heart"`), then
    /// by language code. A level file's own `names` come first; these let a pack be
    /// translated without touching its level files, whose text kept replays prove against.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub level_names: BTreeMap<String, BTreeMap<String, String>>,
    /// Level file names in play order; files not named follow in file-name order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub order: Vec<String>,
    /// The background its levels are played on, by id (`"fret"`), unless a level names its
    /// own; empty: the player's choice. One that is not there leaves the choice to the player.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub background: String,
}

impl PackInfo {
    /// The name in `language`, else the name.
    pub fn name_in(&self, language: &str) -> &str {
        self.names
            .get(language)
            .map_or(self.name.as_str(), String::as_str)
    }

    /// The description in `language`, else the description.
    pub fn description_in(&self, language: &str) -> &str {
        self.descriptions
            .get(language)
            .map_or(self.description.as_str(), String::as_str)
    }

    /// The pack's translation into `language` of the level named `name`, if it has one.
    pub fn level_name_in(&self, name: &str, language: &str) -> Option<&str> {
        self.level_names
            .get(name)?
            .get(language)
            .map(String::as_str)
    }

    /// Translations of level names that name no level of the pack (`levels`), one message
    /// each: a level renamed, or a typo.
    pub fn stray_level_names(&self, levels: &[LevelNames], info_path: &Path) -> Vec<String> {
        self.level_names
            .keys()
            .filter(|name| !levels.iter().any(|l| &l.name == *name))
            .map(|name| {
                format!(
                    "{}: level_names translates {name:?}, which is not the name of a level of \
                     the pack",
                    info_path.display()
                )
            })
            .collect()
    }
}

/// A pack directory as read: its description, its level files in play order, and what is
/// wrong with its `pack.ron` (a broken `pack.ron` never hides the levels).
#[derive(Clone, Debug, PartialEq)]
pub struct PackDir {
    /// The directory.
    pub dir: PathBuf,
    /// What progress is kept under: `None` for the shipped pack (records by level identity
    /// alone, as before packs), else the directory's name.
    pub key: Option<String>,
    /// The description, with the name defaulting to the directory's.
    pub info: PackInfo,
    /// Level file names (not paths) in play order.
    pub files: Vec<String>,
    /// Problems with `pack.ron`, each `file:line:col: what`.
    pub problems: Vec<String>,
}

impl PackDir {
    /// Reads the pack in `dir`. `key` is `None` for the shipped pack. An error only when the
    /// directory cannot be listed.
    pub fn read(dir: &Path, key: Option<String>) -> Result<PackDir, String> {
        let files: Vec<String> = level::level_files(dir)?
            .iter()
            .filter_map(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
            .filter(|n| n != PACK_FILE)
            .collect();
        let mut problems = Vec::new();
        let info_path = dir.join(PACK_FILE);
        // Anything there is read, so a FIFO or directory in its place is named as a problem.
        let mut info = if info_path.exists() {
            match read_info(&info_path) {
                Ok(info) => info,
                Err(problem) => {
                    problems.push(problem);
                    PackInfo::default()
                }
            }
        } else {
            PackInfo::default()
        };
        let ordered = play_order(&info, files, &info_path, &mut problems);
        if info.name.trim().is_empty() {
            info.name = dir_name(dir);
        }
        Ok(PackDir {
            dir: dir.to_path_buf(),
            key,
            info,
            files: ordered,
            problems,
        })
    }

    /// The paths of the level files in play order.
    pub fn paths(&self) -> Vec<PathBuf> {
        self.files.iter().map(|f| self.dir.join(f)).collect()
    }

    /// The record key of this pack's level with identity `id`.
    pub fn record_key(&self, id: &str) -> String {
        record_key(self.key.as_deref(), id)
    }
}

/// `files` in the play order `info` gives: named files first, in the order named; the rest
/// after, in file-name order. A name that is not one of `files` is a problem of `info_path`.
pub(super) fn play_order(
    info: &PackInfo,
    mut files: Vec<String>,
    info_path: &Path,
    problems: &mut Vec<String>,
) -> Vec<String> {
    let mut ordered = Vec::new();
    for name in &info.order {
        match files.iter().position(|f| f == name) {
            Some(i) => ordered.push(files.remove(i)),
            None => problems.push(format!(
                "{}: order names {name:?}, which is not a level file of the pack",
                info_path.display()
            )),
        }
    }
    ordered.append(&mut files);
    ordered
}

/// Reads and checks a `pack.ron`; a problem as `file:line:col: what`.
fn read_info(path: &Path) -> Result<PackInfo, String> {
    let bytes = level::read_capped(path).map_err(|m| {
        format!(
            "{}: {}",
            path.display(),
            m.text(crate::i18n::Language::English)
        )
    })?;
    let text = std::str::from_utf8(&bytes).map_err(|e| {
        format!(
            "{}: not UTF-8 text (byte {})",
            path.display(),
            e.valid_up_to()
        )
    })?;
    parse_info(text, path)
}

/// Most characters of a pack's description, in any language.
pub const MAX_DESCRIPTION: usize = 500;

/// A pack's words within their bounds: a name, author or level name as long as a level's
/// name may be, a description a paragraph.
fn check_lengths(info: &PackInfo, path: &Path) -> Result<(), String> {
    let names = [("name", &info.name), ("author", &info.author)]
        .into_iter()
        .chain(info.names.values().map(|t| ("name", t)))
        .chain(
            info.level_names
                .values()
                .flatten()
                .map(|(_, t)| ("level name", t)),
        );
    let descriptions = std::iter::once(&info.description)
        .chain(info.descriptions.values())
        .map(|t| ("description", t));
    let bounded = names
        .map(|(what, text)| (what, text, level::MAX_NAME))
        .chain(descriptions.map(|(what, text)| (what, text, MAX_DESCRIPTION)));
    for (what, text, most) in bounded {
        let chars = text.chars().count();
        if chars > most {
            return Err(format!(
                "{}: a {what} of {chars} characters (expected at most {most})",
                path.display()
            ));
        }
    }
    Ok(())
}

/// Reads and checks the text of a `pack.ron` (at `path`, for messages).
pub(super) fn parse_info(text: &str, path: &Path) -> Result<PackInfo, String> {
    let info: PackInfo = ron::Options::default()
        .with_recursion_limit(16)
        .from_str(text)
        .map_err(|e| {
            format!(
                "{}:{}:{}: {} (expected a pack description such as \
                 (name: \"My pack\", author: \"Me\", order: [\"01-first.ron\"]))",
                path.display(),
                e.span.start.line,
                e.span.start.col,
                e.code
            )
        })?;
    check_lengths(&info, path)?;
    let translations = info
        .names
        .iter()
        .map(|(code, text)| ("name", code, text))
        .chain(
            info.descriptions
                .iter()
                .map(|(code, text)| ("description", code, text)),
        )
        .chain(
            info.level_names
                .values()
                .flat_map(|names| names.iter().map(|(code, text)| ("level name", code, text))),
        );
    for (what, code, text) in translations {
        if !level::is_language_code(code) {
            return Err(format!(
                "{}: {code:?} is not a language code (such as \"zh\" or \"pt-BR\")",
                path.display()
            ));
        }
        if text.trim().is_empty() {
            return Err(format!(
                "{}: the {code:?} {what} must not be empty",
                path.display()
            ));
        }
    }
    if !info.background.is_empty() && !level::is_item_id(&info.background) {
        let line = text
            .lines()
            .position(|l| l.contains("background"))
            .map_or(1, |i| i + 1);
        return Err(format!(
            "{}:{line}: background {:?}: expected 1 to {} letters, digits, '.', '-' or '_' \
             (a background's id, such as \"fret\" or \"desktop.egyptian\")",
            path.display(),
            info.background,
            level::MAX_NAME
        ));
    }
    Ok(info)
}

/// The last part of a directory's path, as text.
fn dir_name(dir: &Path) -> String {
    std::path::absolute(dir)
        .unwrap_or_else(|_| dir.to_path_buf())
        .file_name()
        .map_or_else(|| "pack".to_string(), |n| n.to_string_lossy().into_owned())
}

/// The key a pack directory's progress is kept under: its name, made an identity (lowercase
/// letters, digits, `-`, `_`).
pub fn pack_key(dir: &Path) -> String {
    slug(&dir_name(dir), "pack")
}

/// `text` as a file-name-safe identity: lowercase ASCII letters and digits joined by `-`;
/// `fallback` when nothing is left.
pub fn slug(text: &str, fallback: &str) -> String {
    let slug = text
        .to_lowercase()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect::<String>()
        .split('-')
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    let slug: String = slug.chars().take(40).collect();
    let slug = slug.trim_end_matches('-');
    if slug.is_empty() {
        fallback.to_string()
    } else {
        slug.to_string()
    }
}

/// The key progress is kept under for the level `id` of the pack `pack` (`None`: the shipped
/// pack, whose records keep their identities alone); see [`crate::record_key`].
pub fn record_key(pack: Option<&str>, id: &str) -> String {
    crate::record_key::RecordKey::level(pack, id).to_string()
}

/// The data directory's packs folder, where the editor makes packs and `pack import` puts
/// them.
pub fn user_packs_dir() -> Option<PathBuf> {
    crate::storage::save::data_dir().map(|d| d.join(USER_PACKS))
}

/// The packs in `root` (each subdirectory is one), in name order. A missing folder is no
/// packs; a subdirectory that cannot be listed is left out with a warning on standard error.
pub fn packs_in(root: &Path) -> Vec<PackDir> {
    let Ok(entries) = std::fs::read_dir(root) else {
        return Vec::new();
    };
    let mut dirs: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| !crate::storage::files::skip_special(p) && p.is_dir() && !is_staging(p))
        .collect();
    dirs.sort();
    dirs.iter()
        .filter_map(|dir| match PackDir::read(dir, Some(pack_key(dir))) {
            Ok(pack) => Some(pack),
            Err(e) => {
                eprintln!("warning: {e}");
                None
            }
        })
        .collect()
}

/// Folder-name prefixes of a pack being imported and of the pack it replaces.
pub(super) const STAGING: [&str; 2] = [".import-", ".replaced-"];

/// Whether `dir` is what an import left while it ran (or when it was stopped): no pack.
fn is_staging(dir: &Path) -> bool {
    let name = dir.file_name().unwrap_or_default().to_string_lossy();
    STAGING.iter().any(|prefix| name.starts_with(prefix))
}

/// Makes a new, empty pack named `name` in `root` (a directory named after it, numbered if
/// taken) with its `pack.ron`. Never touches an existing pack.
pub fn create(root: &Path, name: &str, author: &str) -> Result<PathBuf, String> {
    std::fs::create_dir_all(root).map_err(|e| format!("{}: {e}", root.display()))?;
    let base = slug(name, "pack");
    for attempt in 0..100u32 {
        let dir = if attempt == 0 {
            root.join(&base)
        } else {
            root.join(format!("{base}-{attempt}"))
        };
        match std::fs::create_dir(&dir) {
            Ok(()) => {
                let info = PackInfo {
                    name: name.trim().to_string(),
                    author: author.to_string(),
                    ..PackInfo::default()
                };
                write_info(&dir, &info)?;
                return Ok(dir);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(format!("{}: {e}", dir.display())),
        }
    }
    Err(format!(
        "{}: no free folder name for {base:?}",
        root.display()
    ))
}

/// Writes `info` as the pack's `pack.ron` (atomically).
pub fn write_info(dir: &Path, info: &PackInfo) -> Result<(), String> {
    let mut text = ron::ser::to_string_pretty(info, ron::ser::PrettyConfig::default())
        .map_err(|e| e.to_string())?;
    text.push('\n');
    let path = dir.join(PACK_FILE);
    crate::storage::save::write_atomically(&path, text.as_bytes())
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// One level as checked for a pack: enough to find clashes between levels.
#[derive(Clone, Debug)]
pub struct LevelNames {
    /// Where it came from, as shown in messages.
    pub file: String,
    /// What its progress is kept under.
    pub identity: String,
    /// Its shown name.
    pub name: String,
}

/// Levels of one pack that share an identity (their progress would be one) or a shown name
/// (players could not tell them apart), one message each.
pub fn clashes(levels: &[LevelNames]) -> Vec<String> {
    let mut found = Vec::new();
    let by_id: fn(&LevelNames) -> &str = |l| &l.identity;
    let by_name: fn(&LevelNames) -> &str = |l| &l.name;
    for (what, key) in [("id", by_id), ("name", by_name)] {
        let mut groups: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
        for level in levels {
            groups.entry(key(level)).or_default().push(&level.file);
        }
        for (value, files) in groups.into_iter().filter(|(_, f)| f.len() > 1) {
            found.push(format!(
                "DUPLICATE {what} {value:?} in one pack: {}",
                files.join(", ")
            ));
        }
    }
    found
}

/// A pack folder's tests, and the folders they (and the pack document's) are read from.
#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// A level file that checks.
    pub const GOOD: &str = "(name: \"Two\", layout: [\"xxxx\"])\n";

    /// A temporary pack folder holding `files` (name, text).
    pub fn pack_with(files: &[(&str, &str)]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        for (name, text) in files {
            std::fs::write(dir.path().join(name), text).unwrap();
        }
        dir
    }

    #[test]
    fn pack_ron_orders_levels_and_a_broken_one_hides_nothing() {
        let dir = pack_with(&[
            ("a.ron", "(name: \"A\", layout: [\"xx\"])"),
            ("b.ron", "(name: \"B\", layout: [\"xx\"])"),
            ("c.ron", "(name: \"C\", layout: [\"xx\"])"),
            (
                PACK_FILE,
                "(name: \"Mine\", names: {\"zh\": \"我的\"}, order: [\"c.ron\", \"gone.ron\", \"a.ron\"])",
            ),
        ]);
        let pack = PackDir::read(dir.path(), Some("mine".into())).unwrap();
        assert_eq!(pack.files, ["c.ron", "a.ron", "b.ron"]);
        assert_eq!(pack.info.name_in("zh"), "我的");
        assert_eq!(pack.problems.len(), 1, "{:?}", pack.problems);
        assert!(pack.problems[0].contains("\"gone.ron\""));

        std::fs::write(dir.path().join(PACK_FILE), "(name: \"Mine\",\n colour: 3)").unwrap();
        let pack = PackDir::read(dir.path(), None).unwrap();
        assert_eq!(
            pack.files,
            ["a.ron", "b.ron", "c.ron"],
            "every level still there"
        );
        assert!(
            pack.problems[0].contains("pack.ron:2:"),
            "{:?}",
            pack.problems
        );
        let dir_name = dir
            .path()
            .file_name()
            .unwrap()
            .to_string_lossy()
            .into_owned();
        assert_eq!(pack.info.name, dir_name, "named after its folder");
    }

    #[test]
    fn a_pack_may_name_its_background() {
        let dir = pack_with(&[
            ("a.ron", "(name: \"A\", layout: [\"xx\"])"),
            (PACK_FILE, "(name: \"Mine\", background: \"fret\")"),
        ]);
        let pack = PackDir::read(dir.path(), None).unwrap();
        assert_eq!(pack.info.background, "fret");
        assert!(pack.problems.is_empty(), "{:?}", pack.problems);
        std::fs::write(
            dir.path().join(PACK_FILE),
            "(name: \"Mine\",\n background: \"/etc/passwd\")",
        )
        .unwrap();
        let pack = PackDir::read(dir.path(), None).unwrap();
        assert!(
            pack.problems[0].contains("pack.ron:2: background \"/etc/passwd\""),
            "{:?}",
            pack.problems
        );
    }

    #[test]
    fn record_keys_keep_the_shipped_pack_as_it_was() {
        assert_eq!(record_key(None, "07-cross"), "07-cross");
        assert_eq!(record_key(Some("mine"), "07-cross"), "packs/mine/07-cross");
        assert_eq!(pack_key(Path::new("/x/My Pack!")), "my-pack");
        assert_eq!(slug("连连看", "pack"), "pack");
    }

    #[test]
    fn folders_an_import_left_are_no_packs() {
        let root = tempfile::tempdir().unwrap();
        for name in [".import-x1y2", ".replaced-mine", "mine"] {
            std::fs::create_dir(root.path().join(name)).unwrap();
            std::fs::write(root.path().join(name).join("01-a.ron"), GOOD).unwrap();
        }
        let packs = packs_in(root.path());
        assert_eq!(packs.len(), 1, "{packs:?}");
        assert_eq!(packs[0].key.as_deref(), Some("mine"));
    }

    #[test]
    fn created_packs_never_replace_one_another() {
        let root = tempfile::tempdir().unwrap();
        let a = create(root.path(), "My Pack", "Ann").unwrap();
        let b = create(root.path(), "My Pack", "Ann").unwrap();
        assert_ne!(a, b);
        assert_eq!(packs_in(root.path()).len(), 2);
        assert_eq!(packs_in(root.path())[0].info.name, "My Pack");
        assert_eq!(packs_in(root.path())[0].key.as_deref(), Some("my-pack"));
    }
}
