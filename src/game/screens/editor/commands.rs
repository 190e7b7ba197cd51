//! Actions carried out: edits go to the draft; the editor's commands act on the game (test
//! play, leave, open), on the panel (the page shown) and on what the draft needs the game's
//! lists for (power-ups). Saving and packs are in `saving`.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::model::{Edit, LevelDraft};
use super::state::{Editor, EditorPage};
use crate::formats::level;
use crate::game::content::levels::{GoToLevel, LevelPack, TestPlaying};
use crate::game::core::deal::{LevelProblem, LevelSpec, deal_error};
use crate::game::core::messages::NewBoard;
use crate::game::core::power_ups::PowerUps;
use crate::game::core::screen::Screen;
use crate::i18n;

/// What the editor does beyond changing the draft, from a key or a button.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EditorCommand {
    /// Show the board's tools or the level's fields.
    ShowPage(EditorPage),
    /// Grant one more (or fewer) of the power-up at this place in the game's list.
    PowerUp(usize, i32),
    /// Play the level now.
    TestPlay,
    /// Save into the chosen pack.
    Save,
    /// Choose the next pack the editor may save into.
    CyclePack,
    /// Make a new pack in the data directory and save into it from now on.
    NewPack,
    /// Back to the game.
    Leave,
}

/// Something the editor can do, from a key or a button: an edit of the draft or a command.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub enum EditAction {
    /// Change the draft.
    Edit(Edit),
    /// Act on the game, the panel or the packs.
    Command(EditorCommand),
}

impl From<Edit> for EditAction {
    fn from(edit: Edit) -> Self {
        EditAction::Edit(edit)
    }
}

impl From<EditorCommand> for EditAction {
    fn from(command: EditorCommand) -> Self {
        EditAction::Command(command)
    }
}

/// An editor action to carry out this frame.
#[derive(Message, Debug, Clone, Copy)]
pub struct EditorActed(pub EditAction);

impl EditorActed {
    /// Whether this is `command`.
    pub(crate) fn is(&self, command: EditorCommand) -> bool {
        self.0 == EditAction::Command(command)
    }
}

/// Open the editor on the level in play, as `E` does.
#[derive(Message, Debug, Clone, Copy, Default)]
pub struct OpenEditor;

/// The level in play and where it came from: what the editor opens.
#[derive(SystemParam)]
pub(crate) struct LevelInPlay<'w> {
    spec: Res<'w, LevelSpec>,
    pack: Option<Res<'w, LevelPack>>,
    problem: Res<'w, LevelProblem>,
}

impl LevelInPlay<'_> {
    /// A draft of the level in play, the file itself for pack levels.
    fn draft(&self) -> LevelDraft {
        // A file that did not load is not what is in play: never save over it from here.
        let file = self
            .pack
            .as_ref()
            .and_then(|p| p.current_file())
            .filter(|_| self.problem.0.is_none());
        let mut draft = LevelDraft::open(self.spec.level.clone(), file);
        draft.target = self.pack.as_ref().and_then(|p| p.save_dir());
        draft
    }
}

/// Opens the editor when asked: on the level in play, or back on the draft a test play
/// came from.
pub(crate) fn open_editor(
    mut requests: MessageReader<OpenEditor>,
    in_play: LevelInPlay,
    testing: Option<Res<TestPlaying>>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
) {
    if requests.read().count() == 0 {
        return;
    }
    if testing.is_none() {
        commands.insert_resource(Editor(in_play.draft()));
    }
    commands.remove_resource::<TestPlaying>();
    next.set(Screen::Editor);
}

/// Edits go to the draft; whatever the editor said before goes (unless it tells of a save),
/// and an edit may say something new (a lock waiting for its key).
pub(crate) fn apply_edits(mut acted: MessageReader<EditorActed>, mut editor: ResMut<Editor>) {
    for EditorActed(action) in acted.read() {
        let EditAction::Edit(edit) = *action else {
            continue;
        };
        editor.forget_message();
        editor.apply(edit);
    }
}

/// The draft as a level to play with `seed`, or what the editor says instead.
fn playable(draft: &LevelDraft, seed: u64) -> Result<LevelSpec, i18n::Message> {
    // Line numbers would point into text the designer never saw.
    let (_, level) = draft.checked().map_err(|e| e.bare_message())?;
    // Dealt once here so a layout with walled-off cells is reported in the editor, not as a
    // banner over an empty board.
    let candidate = LevelSpec::new(level, seed);
    match candidate.deal() {
        Ok(_) => Ok(candidate),
        Err(e) => Err(i18n::Message::with(
            "editor-cannot-play",
            [("error", deal_error(&e).into())],
        )),
    }
}

/// Plays the draft now, as a save would write it; the editor comes back on `E`.
pub(crate) fn test_play(
    mut acted: MessageReader<EditorActed>,
    mut editor: ResMut<Editor>,
    mut spec: ResMut<LevelSpec>,
    mut new_board: MessageWriter<NewBoard>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    for _ in acted.read().filter(|a| a.is(EditorCommand::TestPlay)) {
        editor.keep_message(false);
        match playable(&editor, spec.seed) {
            Ok(candidate) => {
                *spec = candidate;
                commands.insert_resource(TestPlaying);
                new_board.write(NewBoard { seed: None });
                next.set(Screen::Play);
            }
            Err(message) => editor.message = Some(message),
        }
    }
}

/// Back to the level the pack is on (as saved), or the level in play.
pub(crate) fn leave(
    mut acted: MessageReader<EditorActed>,
    mut pack: Option<ResMut<LevelPack>>,
    spec: Res<LevelSpec>,
    mut go: MessageWriter<GoToLevel>,
    mut new_board: MessageWriter<NewBoard>,
    mut next: ResMut<NextState<Screen>>,
) {
    for _ in acted.read().filter(|a| a.is(EditorCommand::Leave)) {
        match pack.as_mut() {
            Some(p) if p.current_handle().is_some() => {
                // The same deal as before the editor opened.
                p.seed_override = Some(spec.seed);
                go.write(GoToLevel(p.current));
            }
            _ => {
                new_board.write(NewBoard { seed: None });
            }
        }
        next.set(Screen::Play);
    }
}

/// Switches pages on the page buttons and F2.
pub(crate) fn switch_page(
    mut acted: MessageReader<EditorActed>,
    mut page: ResMut<EditorPage>,
    mut editor: ResMut<Editor>,
) {
    for EditorActed(action) in acted.read() {
        let EditAction::Command(EditorCommand::ShowPage(to)) = *action else {
            continue;
        };
        *page = to;
        editor.forget_message();
    }
}

/// Grants one more or fewer of a power-up (by its place in the game's list).
pub(crate) fn grant_power_ups(
    mut acted: MessageReader<EditorActed>,
    registry: Option<Res<PowerUps>>,
    mut editor: ResMut<Editor>,
) {
    for EditorActed(action) in acted.read() {
        let EditAction::Command(EditorCommand::PowerUp(i, d)) = *action else {
            continue;
        };
        editor.forget_message();
        let Some(info) = registry.as_deref().and_then(|r| r.as_slice().get(i)) else {
            continue;
        };
        let name = info.id.as_str().to_string();
        editor.edit(|e| {
            let now = e.level.power_ups.get(&name).copied().unwrap_or(0);
            let count =
                (i64::from(now) + i64::from(d)).clamp(0, i64::from(level::MAX_POWER_UP_COUNT));
            if count == 0 {
                e.level.power_ups.remove(&name);
            } else {
                e.level.power_ups.insert(name, count as u32);
            }
        });
    }
}
