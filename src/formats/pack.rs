//! Level packs: a directory of level files with an optional `pack.ron` that names the pack and
//! orders its levels (see docs/levels.md). The game plays the shipped pack, every pack in the
//! data directory's `packs/`, and any `--pack DIR`; progress is kept per pack and level
//! identity ([`record_key`]). A pack moves between machines as one RON document
//! ([`export`], [`import`]), which holds each level file's text as it was written.
//!
//! Plain Rust: the game, the `check` command and `pack export/import` read packs the same way.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::formats::level;
pub use crate::formats::level::PACK_FILE;
use crate::formats::level::{Level, MAX_FILE_BYTES};

/// The data directory's folder of players' and designers' own packs.
pub const USER_PACKS: &str = "packs";

/// The version of the pack document format [`export`] writes.
pub const DOCUMENT_FORMAT: u32 = 1;

/// Most levels one pack document may hold (a document is read whole).
const MAX_DOCUMENT_LEVELS: usize = 500;

/// Most bytes of one pack document: every level at its largest.
pub const MAX_DOCUMENT_BYTES: u64 = MAX_FILE_BYTES * MAX_DOCUMENT_LEVELS as u64;

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
fn play_order(
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
fn parse_info(text: &str, path: &Path) -> Result<PackInfo, String> {
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
/// pack, whose records keep their identities alone); see [`crate::formats::record_key`].
pub fn record_key(pack: Option<&str>, id: &str) -> String {
    crate::formats::record_key::RecordKey::level(pack, id).to_string()
}

/// The data directory's packs folder, where the editor makes packs and `pack import` puts
/// them.
pub fn user_packs_dir() -> Option<PathBuf> {
    crate::formats::save::data_dir().map(|d| d.join(USER_PACKS))
}

/// The packs in `root` (each subdirectory is one), in name order. A missing folder is no
/// packs; a subdirectory that cannot be listed is left out with a warning on standard error.
pub fn packs_in(root: &Path) -> Vec<PackDir> {
    let Ok(entries) = std::fs::read_dir(root) else {
        return Vec::new();
    };
    let mut dirs: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| !crate::formats::files::skip_special(p) && p.is_dir() && !is_staging(p))
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
const STAGING: [&str; 2] = [".import-", ".replaced-"];

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
    crate::formats::save::write_atomically(&path, text.as_bytes())
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

/// A whole pack as one document: what `pack export` writes and `pack import` reads.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct PackDocument {
    /// The document format (`DOCUMENT_FORMAT`).
    pub format: u32,
    /// The pack's folder name (its progress key).
    pub key: String,
    /// The pack's `pack.ron`.
    pub info: PackInfo,
    /// Each level file, in play order.
    pub levels: Vec<PackedLevel>,
}

/// One level file of a [`PackDocument`], as its text.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct PackedLevel {
    /// The file's name in the pack (`03-stairs.ron`).
    pub file: String,
    /// The file's text, as written.
    pub text: String,
}

/// Everything wrong with a set of level files as a pack, as `check` finds it: each file's
/// problems (with line and column), a level that cannot be dealt, clashing identities and
/// names. Empty when the pack is good. The fixed boards share one proving budget
/// ([`level::SharedBudget`]), so a document of tangled boards is refused in about a minute.
pub fn check_levels(levels: &[PackedLevel]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut names = Vec::new();
    if levels.is_empty() {
        problems.push("the pack has no levels".to_string());
    }
    // The fixed boards of the whole set are proven within one total, shared level by level.
    let mut budget = level::SharedBudget::new(levels.len());
    for packed in levels {
        if !is_level_file_name(&packed.file) {
            problems.push(format!(
                "{:?}: expected a level file name such as \"03-stairs.ron\" (letters, digits, \
                 '-', '_', ending in .ron)",
                packed.file
            ));
            continue;
        }
        let path = Path::new(&packed.file);
        let level = Level::from_ron_within(&packed.text, &packed.file, &budget.next_level());
        let report = level::check_loaded(path, level);
        match (&report.level, &report.deal) {
            (Err(e), _) => problems.extend(e.to_string().lines().map(str::to_string)),
            (Ok(_), Some(Err(e))) => {
                problems.push(format!("{}: no solvable deal: {e}", packed.file));
            }
            _ => {}
        }
        if let Ok(l) = &report.level {
            names.push(LevelNames {
                file: packed.file.clone(),
                identity: l.identity(path),
                name: l.name.clone(),
            });
        }
    }
    problems.extend(clashes(&names));
    problems
}

/// Whether `name` may name a level file in a pack: no folders, no hidden files.
fn is_level_file_name(name: &str) -> bool {
    name.len() <= 80
        && name.ends_with(".ron")
        && name != PACK_FILE
        && name.len() > 4
        && !name.starts_with('.')
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
}

/// The pack in `dir` as one document (RON text). Refuses, naming every problem, what `check`
/// refuses: a pack that does not check could not be imported either.
pub fn export(dir: &Path) -> Result<String, Vec<String>> {
    let pack = PackDir::read(dir, Some(pack_key(dir))).map_err(|e| vec![e])?;
    let mut problems = pack.problems.clone();
    let mut levels = Vec::new();
    for (file, path) in pack.files.iter().zip(pack.paths()) {
        match level::read_capped(&path) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(text) => levels.push(PackedLevel {
                    file: file.clone(),
                    text,
                }),
                Err(_) => problems.push(format!("{}: not UTF-8 text", path.display())),
            },
            Err(m) => problems.push(format!(
                "{}: {}",
                path.display(),
                m.text(crate::i18n::Language::English)
            )),
        }
    }
    problems.extend(check_levels(&levels));
    if !problems.is_empty() {
        return Err(problems);
    }
    let mut info = pack.info;
    // The order as played, so the document says it whatever the file names.
    info.order = levels.iter().map(|l| l.file.clone()).collect();
    let document = PackDocument {
        format: DOCUMENT_FORMAT,
        key: pack.key.unwrap_or_default(),
        info,
        levels,
    };
    let mut text = ron::ser::to_string_pretty(&document, ron::ser::PrettyConfig::default())
        .map_err(|e| vec![e.to_string()])?;
    text.push('\n');
    Ok(text)
}

/// Reads a pack document, checking it as `check` would; every problem found is named.
pub fn read_document(text: &str, origin: &str) -> Result<PackDocument, Vec<String>> {
    let limit = MAX_DOCUMENT_BYTES;
    if text.len() as u64 > limit {
        return Err(vec![format!(
            "{origin}: {} bytes; a pack document holds at most {limit}",
            text.len()
        )]);
    }
    let document: PackDocument = ron::Options::default()
        .with_recursion_limit(16)
        .from_str(text)
        .map_err(|e| {
            vec![format!(
                "{origin}:{}:{}: {} (expected a pack document: (format: 1, key: \"...\", \
                 info: (...), levels: [(file: \"01-a.ron\", text: \"...\")]))",
                e.span.start.line, e.span.start.col, e.code
            )]
        })?;
    let mut problems = Vec::new();
    if document.format != DOCUMENT_FORMAT {
        problems.push(format!(
            "{origin}: format {} (this game reads format {DOCUMENT_FORMAT})",
            document.format
        ));
    }
    if document.levels.len() > MAX_DOCUMENT_LEVELS {
        problems.push(format!(
            "{origin}: {} levels; a pack holds at most {MAX_DOCUMENT_LEVELS}",
            document.levels.len()
        ));
    }
    if slug(&document.key, "") != document.key {
        problems.push(format!(
            "{origin}: key {:?}: expected lowercase letters, digits and '-'",
            document.key
        ));
    }
    let mut seen = std::collections::BTreeSet::new();
    for l in &document.levels {
        if !seen.insert(l.file.as_str()) {
            problems.push(format!("{origin}: the file {:?} is in it twice", l.file));
        }
    }
    problems.extend(
        check_levels(&document.levels)
            .into_iter()
            .map(|p| format!("{origin}: {p}")),
    );
    if problems.is_empty() {
        Ok(document)
    } else {
        Err(problems)
    }
}

/// What stops `document` from being installed, found before anything is written: a key that
/// is no folder name of its own (it must be a [`slug`]), a file name that is no level file's,
/// and its `pack.ron` as `check` reads it (the same functions: `parse_info`, `play_order`).
pub fn install_problems(document: &PackDocument) -> Vec<String> {
    let mut problems = Vec::new();
    if document.key.is_empty() || slug(&document.key, "") != document.key {
        problems.push(format!(
            "key {:?}: expected a folder name of lowercase letters, digits and '-'",
            document.key
        ));
    }
    let mut files = Vec::new();
    for l in &document.levels {
        if is_level_file_name(&l.file) {
            files.push(l.file.clone());
        } else {
            problems.push(format!("{:?}: not a level file name", l.file));
        }
    }
    // The `pack.ron` as it will be written, read back as `check` reads it.
    let info_path = Path::new(&document.key).join(PACK_FILE);
    let text = ron::ser::to_string_pretty(&document.info, ron::ser::PrettyConfig::default());
    match text
        .map_err(|e| e.to_string())
        .and_then(|t| parse_info(&t, &info_path))
    {
        Ok(info) => {
            files.sort();
            play_order(&info, files, &info_path, &mut problems);
        }
        Err(e) => problems.push(e),
    }
    problems
}

/// Writes a pack document into `root` as the folder named by its key. An existing pack is
/// only replaced when `replace` is set; otherwise the answer names it and nothing is written.
/// A document with [`install_problems`] is refused before anything is written. The new pack
/// is written beside and renamed into place, so a failure leaves no half pack and no staging
/// folder.
pub fn install(document: &PackDocument, root: &Path, replace: bool) -> Result<PathBuf, String> {
    let problems = install_problems(document);
    if !problems.is_empty() {
        return Err(problems.join("\n"));
    }
    let target = root.join(&document.key);
    if target.symlink_metadata().is_ok() && !target.is_dir() {
        return Err(format!(
            "{}: there is something there that is not a pack folder; nothing was written",
            target.display()
        ));
    }
    if target.exists() && !replace {
        return Err(format!(
            "{}: a pack of that name is already there; import with --replace to replace it",
            target.display()
        ));
    }
    std::fs::create_dir_all(root).map_err(|e| format!("{}: {e}", root.display()))?;
    // Removed when dropped: on every error below, nothing is left behind.
    let staging = tempfile::Builder::new()
        .prefix(STAGING[0])
        .tempdir_in(root)
        .map_err(|e| format!("{}: {e}", root.display()))?;
    for l in &document.levels {
        let path = staging.path().join(&l.file);
        std::fs::write(&path, &l.text).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    write_info(staging.path(), &document.info)?;
    let set_aside = root.join(format!("{}{}", STAGING[1], document.key));
    put_in_place(staging, &target, &set_aside)?;
    Ok(target)
}

/// Renames the written pack `staging` to `target`; a pack already there is set aside as
/// `set_aside`, not deleted, until the new one is in place (and put back if it cannot be).
fn put_in_place(staging: tempfile::TempDir, target: &Path, set_aside: &Path) -> Result<(), String> {
    let failed = |e: std::io::Error| format!("{}: {e}", target.display());
    if !target.exists() {
        std::fs::rename(staging.path(), target).map_err(failed)?;
        let _ = staging.keep();
        return Ok(());
    }
    let _ = std::fs::remove_dir_all(set_aside);
    std::fs::rename(target, set_aside).map_err(failed)?;
    if let Err(e) = std::fs::rename(staging.path(), target) {
        let _ = std::fs::rename(set_aside, target);
        return Err(failed(e));
    }
    let _ = staging.keep();
    let _ = std::fs::remove_dir_all(set_aside);
    Ok(())
}

/// Reads the pack document `file` and installs it in `root` (see [`install`]).
pub fn import(file: &Path, root: &Path, replace: bool) -> Result<PathBuf, Vec<String>> {
    let bytes = match crate::formats::files::read_capped(file, MAX_DOCUMENT_BYTES) {
        Ok(Some(bytes)) => bytes,
        Ok(None) => return Err(vec![format!("{}: no such file", file.display())]),
        Err(e) => return Err(vec![e.to_string()]),
    };
    let text = String::from_utf8(bytes).map_err(|e| {
        vec![format!(
            "{}: not UTF-8 text (byte {})",
            file.display(),
            e.utf8_error().valid_up_to()
        )]
    })?;
    let origin = file.display().to_string();
    let document = read_document(&text, &origin)?;
    let problems = install_problems(&document);
    if !problems.is_empty() {
        return Err(problems.iter().map(|p| format!("{origin}: {p}")).collect());
    }
    install(&document, root, replace).map_err(|e| vec![e])
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = "(name: \"Two\", layout: [\"xxxx\"])\n";

    fn pack_with(files: &[(&str, &str)]) -> tempfile::TempDir {
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
    fn a_pack_goes_out_and_comes_back_as_one_document() {
        let source = pack_with(&[
            ("01-one.ron", GOOD),
            (
                "02-two.ron",
                "(name: \"Other\", layout: [\"xx\", \"xx\"])\n",
            ),
            (PACK_FILE, "(name: \"Sent\", author: \"Ann\")"),
        ]);
        let text = export(source.path()).unwrap();
        let root = tempfile::tempdir().unwrap();
        let file = root.path().join("sent.ron");
        std::fs::write(&file, &text).unwrap();
        let packs = root.path().join("packs");
        let installed = import(&file, &packs, false).unwrap();
        let pack = PackDir::read(&installed, None).unwrap();
        assert_eq!(pack.files, ["01-one.ron", "02-two.ron"]);
        assert_eq!(pack.info.author, "Ann");
        assert_eq!(
            std::fs::read_to_string(installed.join("01-one.ron")).unwrap(),
            GOOD,
            "each file as it was written"
        );

        // Importing again refuses to replace without being asked, and changes nothing.
        std::fs::write(
            installed.join("01-one.ron"),
            "(name: \"Edited\", layout: [\"xx\"])",
        )
        .unwrap();
        let refused = import(&file, &packs, false).unwrap_err();
        assert!(refused[0].contains("--replace"), "{refused:?}");
        assert!(
            std::fs::read_to_string(installed.join("01-one.ron"))
                .unwrap()
                .contains("Edited")
        );
        import(&file, &packs, true).unwrap();
        assert_eq!(
            std::fs::read_to_string(installed.join("01-one.ron")).unwrap(),
            GOOD
        );
        let leftovers: Vec<_> = std::fs::read_dir(&packs).unwrap().collect();
        assert_eq!(leftovers.len(), 1, "no staging folders left behind");
    }

    #[test]
    fn import_refuses_what_check_refuses_and_names_it() {
        let bad = PackDocument {
            format: 1,
            key: "bad".into(),
            info: PackInfo::default(),
            levels: vec![
                PackedLevel {
                    file: "01-a.ron".into(),
                    text: GOOD.into(),
                },
                PackedLevel {
                    file: "02-b.ron".into(),
                    text: "(name: \"Two\",\n layout: [\"xxx\"])".into(),
                },
                PackedLevel {
                    file: "../escape.ron".into(),
                    text: GOOD.into(),
                },
                PackedLevel {
                    file: "03-c.ron".into(),
                    text: GOOD.into(),
                },
            ],
        };
        let text = ron::ser::to_string_pretty(&bad, Default::default()).unwrap();
        let problems = read_document(&text, "bad.ron").unwrap_err();
        let all = problems.join("\n");
        assert!(all.contains("02-b.ron:2:"), "line of the odd layout: {all}");
        assert!(all.contains("\"../escape.ron\""), "{all}");
        assert!(all.contains("DUPLICATE name \"Two\""), "{all}");

        let problems =
            read_document("(format: 1, key: \"x\",\n levels: 3)", "odd.ron").unwrap_err();
        assert!(problems[0].starts_with("odd.ron:"), "{problems:?}");
        let root = tempfile::tempdir().unwrap();
        assert!(
            std::fs::read_dir(root.path()).unwrap().next().is_none(),
            "nothing written"
        );
    }

    /// Everything in `dir`, by name.
    fn listing(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn an_import_that_cannot_be_a_pack_writes_nothing() {
        let good = PackDocument {
            format: 1,
            key: "good".into(),
            info: PackInfo::default(),
            levels: vec![PackedLevel {
                file: "01-a.ron".into(),
                text: GOOD.into(),
            }],
        };
        let with_info = |info: PackInfo| PackDocument {
            info,
            ..good.clone()
        };
        let named = |code: &str, name: &str| PackInfo {
            names: BTreeMap::from([(code.to_string(), name.to_string())]),
            ..PackInfo::default()
        };
        let bad = [
            PackDocument {
                key: String::new(),
                ..good.clone()
            },
            with_info(named("x1", "Mine")),
            with_info(named("zh", " ")),
            with_info(PackInfo {
                order: vec!["02-gone.ron".into()],
                ..PackInfo::default()
            }),
        ];
        let root = tempfile::tempdir().unwrap();
        let packs = root.path().join("packs");
        let existing = create(&packs, "Mine", "Ann").unwrap();
        let before = listing(&packs);
        for (n, document) in bad.iter().enumerate() {
            let file = root.path().join(format!("bad-{n}.ron"));
            let text = ron::ser::to_string_pretty(document, Default::default()).unwrap();
            std::fs::write(&file, text).unwrap();
            for replace in [false, true] {
                let refused = import(&file, &packs, replace).unwrap_err();
                assert!(refused[0].contains(&format!("bad-{n}.ron")), "{refused:?}");
                assert_eq!(listing(&packs), before, "{n}: {refused:?}");
            }
            assert!(install(document, &packs, true).is_err());
            assert_eq!(listing(&packs), before);
        }
        assert!(existing.join(PACK_FILE).exists());
        assert!(install(&good, &packs, false).is_ok());
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
