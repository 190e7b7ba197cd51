//! Saving: the draft is written as a level file into the chosen pack, one the designer may
//! write (the data directory's packs, `--pack DIR`; never the installed pack, whose levels are
//! saved into a new pack of the designer's own). Writes are atomic; a new level never replaces
//! a file, and the file opened is replaced only if nobody changed it since.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use super::commands::{EditorActed, EditorCommand};
use super::state::Editor;
use crate::formats::level;
use crate::formats::storage::save;
use crate::game::content::levels::{LevelPack, PackCreated, PackSaved, UserPacks};
use crate::game::content::words::Words;
use crate::i18n;

/// Makes a new pack in the data directory's packs folder, named in the designer's language.
fn new_pack(root: Option<&UserPacks>, words: &Words) -> Result<PathBuf, String> {
    let root = root.ok_or_else(|| "no data directory on this system".to_string())?;
    crate::formats::pack::create(&root.0, &words.t("editor-new-pack-name"), "")
}

/// Writes `text` to `dir`. With `replace` (the file opened, and its text then), that file is
/// replaced if it is unchanged on disk; otherwise a new file `NN-name.ron` is made, numbered
/// after the last level, and no existing file is ever replaced. Writes are atomic (see
/// `crate::formats::storage::save`), so a crash never leaves half a level.
pub fn save_level(
    dir: &Path,
    name: &str,
    text: &str,
    replace: Option<(&Path, &str)>,
) -> Result<PathBuf, String> {
    if let Some((path, was)) = replace
        && crate::formats::level::read_capped(path).is_ok_and(|now| now == was.as_bytes())
    {
        return save::write_atomically(path, text.as_bytes())
            .map(|()| path.to_path_buf())
            .map_err(|e| format!("{}: {e}", path.display()));
    }
    let next = level::level_files(dir)
        .unwrap_or_default()
        .iter()
        .filter_map(|p| {
            let stem = p.file_stem()?.to_string_lossy().into_owned();
            stem.split('-').next()?.parse::<u32>().ok()
        })
        .max()
        .unwrap_or(0)
        + 1;
    let slug = crate::formats::pack::slug(name, "level");
    for attempt in 0..100u32 {
        let file = if attempt == 0 {
            format!("{next:02}-{slug}.ron")
        } else {
            format!("{next:02}-{slug}-{attempt}.ron")
        };
        let path = dir.join(file);
        match save::write_new_document(&path, text.as_bytes()) {
            Ok(()) => return Ok(path),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(format!("{}: {e}", path.display())),
        }
    }
    Err(format!("{}: no free file name for {slug:?}", dir.display()))
}

/// What the editor says when a save failed, and why.
fn not_saved(error: i18n::Value) -> i18n::Message {
    i18n::Message::with("editor-not-saved", [("error", error)])
}

/// Makes a new pack of the designer's own and saves into it from now on; if it cannot be
/// made, the editor says why.
fn make_pack(
    editor: &mut Editor,
    user_packs: Option<&UserPacks>,
    created: &mut MessageWriter<PackCreated>,
    words: &Words,
) -> Option<PathBuf> {
    match new_pack(user_packs, words) {
        Ok(dir) => {
            editor.target = Some(dir.clone());
            created.write(PackCreated(dir.clone()));
            Some(dir)
        }
        Err(e) => {
            editor.message = Some(not_saved(e.into()));
            None
        }
    }
}

/// Saves the draft into the chosen pack (a new one when none is chosen yet) and says where;
/// a draft that does not read as a level is not saved, and the editor says why.
pub(crate) fn save(
    mut acted: MessageReader<EditorActed>,
    mut editor: ResMut<Editor>,
    user_packs: Option<Res<UserPacks>>,
    mut saved: MessageWriter<PackSaved>,
    mut created: MessageWriter<PackCreated>,
    words: Words,
) {
    for _ in acted.read().filter(|a| a.is(EditorCommand::Save)) {
        editor.keep_message(false);
        let (text, level) = match editor.checked() {
            Ok(checked) => checked,
            Err(e) => {
                // The problems start on a line of their own.
                let problems = [vec!["".into()], e.bare_lines()].concat();
                editor.message = Some(not_saved(i18n::Value::Lines(problems)));
                continue;
            }
        };
        let target = editor.target.clone();
        let Some(dir) =
            target.or_else(|| make_pack(&mut editor, user_packs.as_deref(), &mut created, &words))
        else {
            continue;
        };
        // The opened file is replaced only when it is in the pack saved into.
        let written = save_level(&dir, &level.name, &text, editor.opened_in(&dir));
        match written {
            Ok(path) => {
                editor.message = Some(i18n::Message::with(
                    "editor-saved",
                    [("file", path.display().to_string().into())],
                ));
                editor.keep_message(true);
                editor.opened_from = Some((path.clone(), text));
                saved.write(PackSaved(path));
            }
            Err(e) => editor.message = Some(not_saved(e.into())),
        }
    }
}

/// Chooses the next pack the editor may save into.
pub(crate) fn cycle_pack(
    mut acted: MessageReader<EditorActed>,
    mut editor: ResMut<Editor>,
    pack: Option<Res<LevelPack>>,
) {
    for _ in acted.read().filter(|a| a.is(EditorCommand::CyclePack)) {
        let Some(p) = pack.as_deref() else {
            continue;
        };
        let writable: Vec<PathBuf> = p.writable().map(|(_, p)| p.about.dir.clone()).collect();
        let at = editor
            .target
            .as_ref()
            .and_then(|t| writable.iter().position(|d| d == t));
        editor.target = match at {
            Some(i) => writable.get((i + 1) % writable.len()).cloned(),
            None => writable.first().cloned(),
        };
    }
}

/// Makes a new pack in the data directory on request and says where.
pub(crate) fn new_pack_on_request(
    mut acted: MessageReader<EditorActed>,
    mut editor: ResMut<Editor>,
    user_packs: Option<Res<UserPacks>>,
    mut created: MessageWriter<PackCreated>,
    words: Words,
) {
    for _ in acted.read().filter(|a| a.is(EditorCommand::NewPack)) {
        if let Some(dir) = make_pack(&mut editor, user_packs.as_deref(), &mut created, &words) {
            editor.message = Some(i18n::Message::with(
                "editor-pack-made",
                [("folder", dir.display().to_string().into())],
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::screens::editor::model::temp_dir;

    #[test]
    fn saving_a_new_level_never_replaces_a_file() {
        let dir = temp_dir("new");
        std::fs::write(dir.join("03-heart.ron"), "old").unwrap();
        let a = save_level(&dir, "My Level!", "one", None).unwrap();
        assert_eq!(a.file_name().unwrap(), "04-my-level.ron");
        let b = save_level(&dir, "My Level!", "two", None).unwrap();
        assert_eq!(b.file_name().unwrap(), "05-my-level.ron");
        assert_eq!(
            std::fs::read_to_string(dir.join("03-heart.ron")).unwrap(),
            "old"
        );
        assert_eq!(std::fs::read_to_string(&a).unwrap(), "one");
        // No temporary file is left behind.
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 3);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_opened_file_is_replaced_only_if_unchanged() {
        let dir = temp_dir("replace");
        let file = dir.join("01-a.ron");
        std::fs::write(&file, "as opened").unwrap();
        let same = save_level(&dir, "A", "edited", Some((&file, "as opened"))).unwrap();
        assert_eq!(same, file);
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "edited");
        // Someone else changed it since: the edit goes to a new file.
        let other = save_level(&dir, "A", "mine", Some((&file, "as opened"))).unwrap();
        assert_ne!(other, file);
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "edited");
        assert_eq!(std::fs::read_to_string(&other).unwrap(), "mine");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
