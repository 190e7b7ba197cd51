//! A pack as one RON document, as it moves between machines: [`export`] writes a pack folder's
//! `pack.ron` and each level file's text as it was written; [`import`] reads one, checks it as
//! `check` would, and puts it in place whole or not at all.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::level::{self, Level, MAX_FILE_BYTES};
use crate::pack::{
    LevelNames, PACK_FILE, PackDir, PackInfo, STAGING, clashes, pack_key, parse_info, play_order,
    slug, write_info,
};

/// The version of the pack document format [`export`] writes.
pub const DOCUMENT_FORMAT: u32 = 1;

/// Most levels one pack document may hold (a document is read whole).
const MAX_DOCUMENT_LEVELS: usize = 500;

/// Most bytes of one pack document: every level at its largest.
pub const MAX_DOCUMENT_BYTES: u64 = MAX_FILE_BYTES * MAX_DOCUMENT_LEVELS as u64;

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
    let bytes = match crate::storage::files::read_capped(file, MAX_DOCUMENT_BYTES) {
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
    use std::collections::BTreeMap;

    use super::*;
    use crate::pack::create;
    use crate::pack::tests::{GOOD, pack_with};

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
}
