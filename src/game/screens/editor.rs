//! The level editor: paint cells (tile, empty, obstacle) on a grid of chosen size, set the
//! rules and the kind count, test-play at once, and save as RON into a pack that may be written
//! (the data directory's packs, `--pack DIR`; never the installed pack). The level's other
//! fields are on the panel's second page (`editor_fields`).
//!
//! The grid is drawn with UI nodes over the game; mouse (left paints, right erases, drag to
//! paint many) and keyboard (arrows and Space, or the keys on the buttons) do the same things.
//! A test-play goes through the same RON text a save would write, so what plays is what is
//! saved. Saving writes a temporary file and renames it; a new level never replaces an existing
//! file, and the file being edited is only replaced if nobody changed it since it was opened.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::engine::gravity::Gravity;
use crate::engine::grid::Kind;
use crate::engine::{Cell, Grid, Pos, TurnLimit};
use crate::game::logic::board::{Board, GridPos};
use crate::game::logic::deal::{LevelProblem, LevelSpec};
use crate::game::logic::input_map::{BoundKeys, EditorInput, PlayAction};
use crate::game::logic::levels::{
    GoToLevel, LevelPack, PackCreated, PackSaved, TestPlaying, UserPacks,
};
use crate::game::logic::messages::NewBoard;
use crate::game::logic::screen::{Screen, playing};
use crate::game::logic::words::Words;
use crate::game::theme::boxes::BoxColours;
use crate::game::theme::palette::editor as colours;
use crate::i18n::{self, Language};
use crate::level::{self, Level, LevelError, MAX_HEIGHT, MAX_KINDS, MAX_WIDTH};
use crate::save;

/// What the editor is working on.
#[derive(Resource, Debug, Clone)]
pub struct Editor {
    /// The level as it will be saved (layout, kinds and rules are edited here; other fields
    /// come from the file it was opened from).
    pub level: Level,
    /// Kinds follow the layout's size (the default) until set by hand.
    pub kinds_by_hand: bool,
    /// Star scores follow the layout's size unless the level set its own.
    pub stars_by_hand: bool,
    /// The file this level was opened from, and its text then (to detect outside changes).
    pub opened_from: Option<(PathBuf, String)>,
    /// The pack folder saves go into; none yet means the first save makes a pack in the data
    /// directory (the installed pack is never written).
    pub target: Option<PathBuf>,
    /// What painting puts down.
    pub brush: Cell,
    /// The kind painting a tile puts down on a fixed board.
    pub kind_brush: Kind,
    /// Which mirror images of a painted cell are painted too.
    pub symmetry: Symmetry,
    /// The keyboard cursor.
    pub cursor: Pos,
    /// The last thing the editor has to say (saved, problems found).
    pub message: String,
    /// The message tells of the last save: it stays while the designer edits on.
    message_is_save: bool,
    /// Levels before each edit, for undo (the last is the most recent).
    undo: Vec<EditState>,
    /// Levels undone, for redo.
    redo: Vec<EditState>,
    /// A mouse stroke is being painted: its cells are one undo step.
    stroke: bool,
    /// A field is being typed in: its changes are one undo step.
    typing: bool,
    /// The stroke or typing in progress has its undo step already.
    stroke_kept: bool,
}

/// Which half of the editor's panel is shown.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub enum EditorPage {
    /// Painting tools, size, kinds, turns, ring.
    #[default]
    Board,
    /// The level's other fields (see `editor_fields`).
    Level,
}

/// A container of the panel shown only on one page.
#[derive(Component, Debug, Clone, Copy)]
pub struct OnPage(pub EditorPage);

/// Where the level page goes: the panel makes it, `editor_fields` fills it.
#[derive(Component, Debug)]
pub struct LevelPageRoot;

/// The stages of an editor frame, in order.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EditorSystems {
    /// Keys, clicks and strokes become actions.
    Input,
    /// Actions are carried out.
    Act,
    /// The panel and grid show the result.
    Show,
}

/// What undo brings back: the level and whether kinds and stars were set by hand.
#[derive(Debug, Clone, PartialEq)]
struct EditState {
    level: Level,
    kinds_by_hand: bool,
    stars_by_hand: bool,
}

/// Which mirror images of a painted cell are painted too.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Symmetry {
    /// Only the cell.
    #[default]
    None,
    /// Its mirror across the middle column.
    LeftRight,
    /// Its mirror across the middle row.
    TopBottom,
    /// Both mirrors and the cell opposite through the centre.
    Both,
}

impl Symmetry {
    /// The next setting, round again.
    pub fn next(self) -> Symmetry {
        match self {
            Symmetry::None => Symmetry::LeftRight,
            Symmetry::LeftRight => Symmetry::TopBottom,
            Symmetry::TopBottom => Symmetry::Both,
            Symmetry::Both => Symmetry::None,
        }
    }

    /// The cells painting `p` on a `w × h` layout paints.
    pub fn images(self, p: Pos, w: usize, h: usize) -> Vec<Pos> {
        let (mx, my) = (w as i32 - 1 - p.x, h as i32 - 1 - p.y);
        let mut cells = vec![p];
        if matches!(self, Symmetry::LeftRight | Symmetry::Both) {
            cells.push(Pos::new(mx, p.y));
        }
        if matches!(self, Symmetry::TopBottom | Symmetry::Both) {
            cells.push(Pos::new(p.x, my));
        }
        if self == Symmetry::Both {
            cells.push(Pos::new(mx, my));
        }
        cells.dedup();
        cells
    }

    /// The message key of its name.
    fn key(self) -> &'static str {
        match self {
            Symmetry::None => "editor-symmetry-none",
            Symmetry::LeftRight => "editor-symmetry-left-right",
            Symmetry::TopBottom => "editor-symmetry-top-bottom",
            Symmetry::Both => "editor-symmetry-both",
        }
    }
}

impl Default for Editor {
    fn default() -> Self {
        let mut layout = Grid::new(10, 6);
        for p in layout.positions().collect::<Vec<_>>() {
            layout.set(p, Cell::Tile(0));
        }
        Editor {
            level: Level::new("New Level", layout),
            kinds_by_hand: false,
            stars_by_hand: false,
            opened_from: None,
            target: None,
            brush: Cell::Tile(0),
            kind_brush: 0,
            symmetry: Symmetry::None,
            cursor: Pos::new(0, 0),
            message: String::new(),
            message_is_save: false,
            undo: Vec::new(),
            redo: Vec::new(),
            stroke: false,
            typing: false,
            stroke_kept: false,
        }
    }
}

impl Editor {
    /// Opens `level`, read from `file` if it came from one; what it says is in `language`.
    pub fn open(level: Level, file: Option<PathBuf>, language: Language) -> Editor {
        let opened_from = file.and_then(|f| std::fs::read_to_string(&f).ok().map(|t| (f, t)));
        Editor {
            kinds_by_hand: true,
            stars_by_hand: level.stars != level::default_stars(level.pairs()),
            message: match &opened_from {
                Some((f, _)) => i18n::text_with(
                    language,
                    "editor-editing-file",
                    &[("file", f.display().to_string().into())],
                ),
                None => i18n::text(language, "editor-editing-copy"),
            },
            level,
            opened_from,
            ..Editor::default()
        }
    }

    fn state(&self) -> EditState {
        EditState {
            level: self.level.clone(),
            kinds_by_hand: self.kinds_by_hand,
            stars_by_hand: self.stars_by_hand,
        }
    }

    fn restore(&mut self, state: EditState) {
        self.level = state.level;
        self.kinds_by_hand = state.kinds_by_hand;
        self.stars_by_hand = state.stars_by_hand;
        let (w, h) = (self.level.layout.width(), self.level.layout.height());
        self.cursor.x = self.cursor.x.min(w as i32 - 1);
        self.cursor.y = self.cursor.y.min(h as i32 - 1);
    }

    /// Edits that can be taken back, and edits taken back that can be made again.
    pub fn undo_redo_steps(&self) -> (usize, usize) {
        (self.undo.len(), self.redo.len())
    }

    /// A mouse stroke starts (`true`) or ends: the cells one stroke paints are one undo step.
    pub fn stroke(&mut self, painting: bool) {
        if !painting {
            self.stroke_kept = false;
        }
        self.stroke = painting;
    }

    /// Whether a field has the keyboard (the editor's keys then type instead).
    pub fn is_typing(&self) -> bool {
        self.typing
    }

    /// Sets the points for `stars + 1` stars; the others stay as they are.
    pub fn set_star(&mut self, stars: usize, points: u32) {
        if let Some(p) = self.level.stars.get_mut(stars) {
            *p = points;
            self.stars_by_hand = true;
        }
    }

    /// Star scores follow the layout's size again.
    pub fn default_stars(&mut self) {
        self.stars_by_hand = false;
    }

    /// Typing in a field starts (`true`) or ends: what one field's typing changes is one undo
    /// step.
    pub fn typing(&mut self, typing: bool) {
        if typing != self.typing {
            self.stroke_kept = false;
        }
        self.typing = typing;
    }

    /// Changes the level's properties (a field typed in, a value chosen) as one step of undo;
    /// while a field is typed in, all its changes are one step.
    pub fn edit(&mut self, change: impl FnOnce(&mut Editor)) {
        let before = self.state();
        change(self);
        self.settle();
        let grouped = self.typing;
        self.keep_step(before, grouped);
    }

    /// Keeps `before` for undo if the level changed; changes in one group (a stroke, a field's
    /// typing) keep only the first.
    fn keep_step(&mut self, before: EditState, grouped: bool) {
        if self.state() != before {
            if !(grouped && self.stroke_kept) {
                self.undo.push(before);
                self.stroke_kept = grouped;
            }
            self.redo.clear();
        }
    }

    /// Applies one action; an action that changes the level is one step of undo (a mouse
    /// stroke, however many cells, is one).
    pub fn apply(&mut self, action: EditAction) {
        match action {
            EditAction::Undo => {
                if let Some(before) = self.undo.pop() {
                    self.redo.push(self.state());
                    self.restore(before);
                }
                return;
            }
            EditAction::Redo => {
                if let Some(after) = self.redo.pop() {
                    self.undo.push(self.state());
                    self.restore(after);
                }
                return;
            }
            _ => {}
        }
        let before = self.state();
        self.carry_out(action);
        let painting = matches!(action, EditAction::Paint(..));
        self.keep_step(before, painting && self.stroke);
    }

    fn carry_out(&mut self, action: EditAction) {
        let (w, h) = (self.level.layout.width(), self.level.layout.height());
        match action {
            EditAction::Paint(p, cell) => {
                for image in self.symmetry.images(p, w, h) {
                    self.paint(image, cell);
                }
            }
            EditAction::KindBrush(d) => {
                let most = self.level.kinds.clamp(1, MAX_KINDS) as i32 - 1;
                self.kind_brush = (i32::from(self.kind_brush) + d).clamp(0, most) as Kind;
            }
            EditAction::CycleGravity => {
                let at = Gravity::ALL
                    .iter()
                    .position(|g| *g == self.level.rules.gravity)
                    .unwrap_or(0);
                self.level.rules.gravity = Gravity::ALL[(at + 1) % Gravity::ALL.len()];
            }
            EditAction::CycleChineseStyle => {
                self.level.chinese_style = match self.level.chinese_style {
                    None => Some(true),
                    Some(true) => Some(false),
                    Some(false) => None,
                };
            }
            EditAction::ToggleFixed => {
                self.level.fixed = match self.level.fixed {
                    // The board a deal gives is where a hand-made one starts.
                    None => Some(
                        self.level
                            .deal(self.level.seed.unwrap_or(1))
                            .unwrap_or_else(|_| self.level.layout.clone()),
                    ),
                    Some(_) => None,
                };
            }
            EditAction::Brush(cell) => self.brush = cell,
            EditAction::Resize(dw, dh) => {
                let nw = (w as i32 + dw).clamp(1, MAX_WIDTH as i32) as usize;
                let nh = (h as i32 + dh).clamp(1, MAX_HEIGHT as i32) as usize;
                let mut grid = Grid::new(nw, nh);
                for p in grid.positions().collect::<Vec<_>>() {
                    // New cells are tiles: growing a board usually means more of it.
                    let cell = if self.level.layout.contains(p) {
                        self.level.layout.get(p)
                    } else {
                        Cell::Tile(0)
                    };
                    grid.set(p, cell);
                }
                self.level.layout = grid;
                self.cursor.x = self.cursor.x.min(nw as i32 - 1);
                self.cursor.y = self.cursor.y.min(nh as i32 - 1);
            }
            EditAction::Kinds(d) => {
                self.kinds_by_hand = true;
                self.level.kinds = (self.level.kinds as i32 + d).max(1) as usize;
            }
            EditAction::CycleTurns => {
                self.level.rules.max_turns = match self.level.rules.max_turns {
                    TurnLimit::AtMost(n) if n < 3 => TurnLimit::AtMost(n + 1),
                    TurnLimit::AtMost(_) => TurnLimit::Unlimited,
                    TurnLimit::Unlimited => TurnLimit::AtMost(0),
                };
            }
            EditAction::ToggleRing => self.level.rules.outer_ring ^= true,
            EditAction::CycleSymmetry => self.symmetry = self.symmetry.next(),
            EditAction::Fill(cell) => {
                for p in self.level.layout.positions().collect::<Vec<_>>() {
                    self.level.layout.set(p, cell);
                }
            }
            EditAction::MoveCursor(dx, dy) => {
                self.cursor.x = (self.cursor.x + dx).clamp(0, w as i32 - 1);
                self.cursor.y = (self.cursor.y + dy).clamp(0, h as i32 - 1);
            }
            EditAction::PaintCursor => self.carry_out(EditAction::Paint(self.cursor, self.brush)),
            // Handled above, or by systems that need more than the editor.
            EditAction::Undo
            | EditAction::Redo
            | EditAction::ShowPage(_)
            | EditAction::PowerUp(..)
            | EditAction::TestPlay
            | EditAction::Save
            | EditAction::CyclePack
            | EditAction::NewPack
            | EditAction::Leave => {}
        }
        self.settle();
    }

    /// What follows from an edit: a fixed board follows the layout (new tiles take the kind
    /// brush), and kinds and star scores follow the layout's size unless set by hand.
    fn settle(&mut self) {
        if let Some(fixed) = &self.level.fixed {
            let layout = &self.level.layout;
            let mut follows = Grid::new(layout.width(), layout.height());
            for p in layout.positions().collect::<Vec<_>>() {
                let was = if fixed.contains(p) {
                    fixed.get(p)
                } else {
                    Cell::Empty
                };
                follows.set(
                    p,
                    match (layout.get(p), was) {
                        (Cell::Tile(_), Cell::Tile(k)) => Cell::Tile(k),
                        (Cell::Tile(_), _) => Cell::Tile(self.kind_brush),
                        (other, _) => other,
                    },
                );
            }
            self.level.fixed = Some(follows);
        }
        let pairs = self.level.pairs();
        if !self.kinds_by_hand {
            self.level.kinds = level::default_kinds(pairs);
        }
        self.level.kinds = self.level.kinds.min(pairs.clamp(1, MAX_KINDS));
        if !self.stars_by_hand {
            self.level.stars = level::default_stars(pairs);
        }
    }

    fn paint(&mut self, p: Pos, cell: Cell) {
        if self.level.layout.contains(p) {
            self.level.layout.set(p, cell);
            let kind = self.kind_brush;
            if let Some(fixed) = self.level.fixed.as_mut().filter(|f| f.contains(p)) {
                fixed.set(
                    p,
                    match cell {
                        Cell::Tile(_) => Cell::Tile(kind),
                        other => other,
                    },
                );
            }
        }
    }

    /// The level's text as it would be saved (keeping the opened file's leading comment).
    pub fn text(&self) -> String {
        let comment: String = self
            .opened_from
            .as_ref()
            .map(|(_, text)| {
                text.lines()
                    .take_while(|l| l.trim_start().starts_with("//"))
                    .map(|l| format!("{l}\n"))
                    .collect()
            })
            .unwrap_or_default();
        comment + &self.level.to_ron()
    }

    /// The level as it would be saved (keeping the opened file's leading comment), read back
    /// exactly as the game reads files; or what is wrong with it.
    pub fn checked(&self) -> Result<(String, Level), LevelError> {
        let text = self.text();
        Level::from_ron(&text, "this level").map(|level| (text, level))
    }
}

/// Something the editor can do, from a key or a button.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub enum EditAction {
    /// Put `Cell` at a position.
    Paint(Pos, Cell),
    /// Choose what painting puts down.
    Brush(Cell),
    /// Change the kind a tile is painted with on a fixed board.
    KindBrush(i32),
    /// The next gravity, round again.
    CycleGravity,
    /// "Any flower, any season": the player's choice, on, off, and round again.
    CycleChineseStyle,
    /// A board of the designer's own (painted kinds) instead of a deal, or back to dealing.
    ToggleFixed,
    /// Grant one more (or fewer) of the power-up at this place in the game's list.
    PowerUp(usize, i32),
    /// Show the board's tools or the level's fields.
    ShowPage(EditorPage),
    /// Change width and height by these amounts.
    Resize(i32, i32),
    /// Change the kind count.
    Kinds(i32),
    /// 0, 1, 2, 3 turns, unlimited, and round again.
    CycleTurns,
    /// Outer ring on or off.
    ToggleRing,
    /// No mirror painting, left–right, top–bottom, both, and round again.
    CycleSymmetry,
    /// Take back the last edit.
    Undo,
    /// Make again the last edit taken back.
    Redo,
    /// Every cell becomes this.
    Fill(Cell),
    /// Move the keyboard cursor.
    MoveCursor(i32, i32),
    /// Paint at the keyboard cursor.
    PaintCursor,
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

/// Makes a new pack in the data directory's packs folder, named in the designer's language.
fn new_pack(root: Option<&UserPacks>, words: &Words) -> Result<PathBuf, String> {
    let root = root.ok_or_else(|| "no data directory on this system".to_string())?;
    crate::pack::create(&root.0, &words.t("editor-new-pack-name"), "")
}

/// Writes `text` to `dir`. With `replace` (the file opened, and its text then), that file is
/// replaced if it is unchanged on disk; otherwise a new file `NN-name.ron` is made, numbered
/// after the last level, and no existing file is ever replaced. Writes are atomic (see
/// `crate::save`), so a crash never leaves half a level.
pub fn save_level(
    dir: &Path,
    name: &str,
    text: &str,
    replace: Option<(&Path, &str)>,
) -> Result<PathBuf, String> {
    if let Some((path, was)) = replace
        && std::fs::read_to_string(path).is_ok_and(|now| now == was)
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
    let slug = crate::pack::slug(name, "level");
    for attempt in 0..100u32 {
        let file = if attempt == 0 {
            format!("{next:02}-{slug}.ron")
        } else {
            format!("{next:02}-{slug}-{attempt}.ron")
        };
        let path = dir.join(file);
        match save::write_new(&path, text.as_bytes()) {
            Ok(()) => return Ok(path),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(format!("{}: {e}", path.display())),
        }
    }
    Err(format!("{}: no free file name for {slug:?}", dir.display()))
}

/// A cell of the editor grid.
#[derive(Component, Debug, Clone, Copy)]
struct EditorCell(Pos);

/// The box the grid is drawn in.
#[derive(Component, Debug)]
struct GridArea;

/// The editor's text panel.
#[derive(Component, Debug)]
struct InfoText;

const PANEL_WIDTH: f32 = 300.0;

fn cell_colour(cell: Cell) -> Color {
    match cell {
        Cell::Tile(_) => colours::TILE,
        Cell::Empty => colours::EMPTY,
        Cell::Obstacle => colours::OBSTACLE,
    }
}

/// Open the editor on the level in play, as `E` does.
#[derive(Message, Debug, Clone, Copy, Default)]
pub struct OpenEditor;

/// The editor key (E) in play opens the editor on the level in play (the file itself for pack
/// levels).
fn editor_key(keys: BoundKeys, mut open: MessageWriter<OpenEditor>) {
    if keys.just_pressed(PlayAction::OpenEditor) {
        open.write(OpenEditor);
    }
}

/// Opens the editor when asked.
#[allow(clippy::too_many_arguments)]
fn open_editor(
    mut requests: MessageReader<OpenEditor>,
    spec: Res<LevelSpec>,
    pack: Option<Res<LevelPack>>,
    testing: Option<Res<TestPlaying>>,
    problem: Res<LevelProblem>,
    words: Words,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
) {
    if requests.read().count() == 0 {
        return;
    }
    if testing.is_none() {
        // A file that did not load is not what is in play: never save over it from here.
        let file = pack
            .as_ref()
            .and_then(|p| p.current_file())
            .filter(|_| problem.0.is_none());
        let mut editor = Editor::open(spec.level.clone(), file, words.language());
        editor.target = pack.as_ref().and_then(|p| p.save_dir());
        commands.insert_resource(editor);
    }
    commands.remove_resource::<TestPlaying>();
    next.set(Screen::Editor);
}

/// Clears the board away while editing.
fn hide_board(mut commands: Commands, tiles: Query<Entity, With<GridPos>>) {
    for e in &tiles {
        commands.entity(e).despawn();
    }
    commands.remove_resource::<Board>();
}

fn spawn_editor(mut commands: Commands, words: Words) {
    commands
        .spawn((
            Name::new("editor"),
            DespawnOnExit(Screen::Editor),
            Node {
                width: percent(100.0),
                height: percent(100.0),
                flex_direction: FlexDirection::Row,
                ..default()
            },
        ))
        .with_children(|root| {
            root.spawn((
                GridArea,
                Node {
                    flex_grow: 1.0,
                    flex_direction: FlexDirection::Column,
                    justify_content: JustifyContent::Center,
                    align_items: AlignItems::Center,
                    ..default()
                },
            ));
            root.spawn((
                Node {
                    width: px(PANEL_WIDTH),
                    flex_direction: FlexDirection::Column,
                    padding: UiRect::all(px(14.0)),
                    row_gap: px(8.0),
                    ..default()
                },
                BoxColours::fill(colours::PANEL),
            ))
            .with_children(|panel| {
                panel.spawn((
                    Text::new(words.t("editor-title")),
                    TextFont::from_font_size(24.0),
                    TextColor(colours::MESSAGE),
                ));
                let row = || Node {
                    flex_direction: FlexDirection::Row,
                    column_gap: px(6.0),
                    ..default()
                };
                let buttons = |parent: &mut ChildSpawnerCommands, row_of: &[(&str, EditAction)]| {
                    parent.spawn(row()).with_children(|r| {
                        for (key, action) in row_of {
                            r.spawn(button(&words.t(key), *action));
                        }
                    });
                };
                panel
                    .spawn((
                        OnPage(EditorPage::Board),
                        Node {
                            flex_direction: FlexDirection::Column,
                            row_gap: px(8.0),
                            ..default()
                        },
                    ))
                    .with_children(|page| {
                        page.spawn((
                            InfoText,
                            Text::new(""),
                            TextFont::from_font_size(15.0),
                            TextColor(colours::TEXT),
                        ));
                        let rows: [&[(&str, EditAction)]; 5] = [
                            &[
                                ("editor-brush-tile", EditAction::Brush(Cell::Tile(0))),
                                ("editor-brush-empty", EditAction::Brush(Cell::Empty)),
                                ("editor-brush-stone", EditAction::Brush(Cell::Obstacle)),
                            ],
                            &[
                                ("editor-width-less", EditAction::Resize(-1, 0)),
                                ("editor-width-more", EditAction::Resize(1, 0)),
                                ("editor-height-less", EditAction::Resize(0, -1)),
                                ("editor-height-more", EditAction::Resize(0, 1)),
                            ],
                            &[
                                ("editor-kinds-less", EditAction::Kinds(-1)),
                                ("editor-kinds-more", EditAction::Kinds(1)),
                            ],
                            &[
                                ("editor-turns", EditAction::CycleTurns),
                                ("editor-ring", EditAction::ToggleRing),
                                ("editor-mirror", EditAction::CycleSymmetry),
                            ],
                            &[
                                ("editor-fill", EditAction::Fill(Cell::Tile(0))),
                                ("editor-clear", EditAction::Fill(Cell::Empty)),
                            ],
                        ];
                        for row_of in rows {
                            buttons(page, row_of);
                        }
                    });
                panel.spawn((
                    OnPage(EditorPage::Level),
                    LevelPageRoot,
                    Node {
                        display: Display::None,
                        flex_direction: FlexDirection::Column,
                        row_gap: px(4.0),
                        ..default()
                    },
                ));
                // On both pages.
                let common: [&[(&str, EditAction)]; 4] = [
                    &[
                        ("editor-page-board", EditAction::ShowPage(EditorPage::Board)),
                        ("editor-page-level", EditAction::ShowPage(EditorPage::Level)),
                    ],
                    &[
                        ("editor-undo", EditAction::Undo),
                        ("editor-redo", EditAction::Redo),
                    ],
                    &[
                        ("editor-test-play", EditAction::TestPlay),
                        ("editor-save", EditAction::Save),
                    ],
                    &[("editor-leave", EditAction::Leave)],
                ];
                for row_of in common {
                    buttons(panel, row_of);
                }
            });
        });
}

/// A small labelled button that performs `action` when pressed.
fn button(label: &str, action: EditAction) -> impl Bundle {
    panel_button(
        action,
        Text::new(label),
        14.0,
        UiRect::axes(px(8.0), px(5.0)),
        6.0,
    )
}

/// A button of the editor's panel that performs `action`: `label` (a text's bundle) set at
/// `size`, with `padding` round it and corners of `radius`.
pub(super) fn panel_button(
    action: EditAction,
    label: impl Bundle,
    size: f32,
    padding: UiRect,
    radius: f32,
) -> impl Bundle {
    (
        Button,
        action,
        Node {
            padding,
            border_radius: BorderRadius::all(px(radius)),
            ..default()
        },
        BoxColours::fill(colours::BUTTON),
        children![(
            label,
            TextFont::from_font_size(size),
            TextColor(colours::BUTTON_TEXT),
        )],
    )
}

/// Rebuilds the grid of cells when the layout's size or the window changes.
fn build_grid(
    editor: Res<Editor>,
    windows: Query<&Window>,
    area: Query<(Entity, Option<&Children>), With<GridArea>>,
    mut commands: Commands,
    mut built: Local<Option<(usize, usize, u32, u32)>>,
    added: Query<(), Added<GridArea>>,
) {
    let (w, h) = (editor.level.layout.width(), editor.level.layout.height());
    let (ww, wh) = windows
        .iter()
        .next()
        .map_or((1280.0, 800.0), |win| (win.width(), win.height()));
    let key = (w, h, ww as u32, wh as u32);
    if *built == Some(key) && added.is_empty() {
        return;
    }
    *built = Some(key);
    let cell = ((ww - PANEL_WIDTH - 40.0) / w as f32)
        .min((wh - 40.0) / h as f32)
        .clamp(6.0, 48.0)
        .floor();
    for (area, children) in &area {
        if let Some(children) = children {
            for c in children.iter() {
                commands.entity(c).despawn();
            }
        }
        commands.entity(area).with_children(|a| {
            for y in 0..h {
                a.spawn(Node {
                    flex_direction: FlexDirection::Row,
                    ..default()
                })
                .with_children(|row| {
                    for x in 0..w {
                        let p = Pos::new(x as i32, y as i32);
                        row.spawn((
                            EditorCell(p),
                            Interaction::default(),
                            Node {
                                width: px(cell),
                                height: px(cell),
                                border: UiRect::all(px(1.0)),
                                justify_content: JustifyContent::Center,
                                align_items: AlignItems::Center,
                                ..default()
                            },
                            BoxColours::new(
                                cell_colour(editor.level.layout.get(p)),
                                colours::GRID_BACK,
                            ),
                            children![(
                                KindLabel(p),
                                Text::new(""),
                                TextFont::from_font_size((cell * 0.5).max(6.0)),
                                TextColor(colours::GRID_BACK),
                                Pickable::IGNORE,
                            )],
                        ));
                    }
                });
            }
        });
    }
}

/// On a board painted by hand, the kind of each tile: its letter as the level file writes it.
#[derive(Component, Debug, Clone, Copy)]
struct KindLabel(Pos);

/// The colour of a tile of kind `k` on a board painted by hand: kinds far apart in hue.
fn kind_colour(k: Kind) -> Color {
    Color::hsl((f32::from(k) * 137.5) % 360.0, 0.55, 0.72)
}

/// Cells show what they hold (on a board painted by hand, each tile's kind); the cursor cell
/// is framed.
fn colour_cells(
    editor: Res<Editor>,
    mut cells: Query<(&EditorCell, &mut BoxColours)>,
    mut labels: Query<(&KindLabel, &mut Text)>,
    new: Query<(), Added<EditorCell>>,
) {
    if !editor.is_changed() && new.is_empty() {
        return;
    }
    let fixed = editor.level.fixed.as_ref();
    for (KindLabel(p), mut text) in &mut labels {
        let label = match fixed.filter(|f| f.contains(*p)).map(|f| f.get(*p)) {
            Some(Cell::Tile(k)) => crate::engine::grid::char_from_kind(k).to_string(),
            _ => String::new(),
        };
        if text.0 != label {
            text.0 = label;
        }
    }
    for (cell, mut paint) in &mut cells {
        let fill = match fixed.filter(|f| f.contains(cell.0)).map(|f| f.get(cell.0)) {
            Some(Cell::Tile(k)) => kind_colour(k),
            _ => cell_colour(editor.level.layout.get(cell.0)),
        };
        let edge = if cell.0 == editor.cursor {
            colours::CURSOR
        } else {
            colours::GRID_BACK
        };
        paint.set_if_neq(BoxColours::new(fill, edge));
    }
}

/// Left button paints with the brush, right button erases; holding paints as the pointer moves.
fn paint_with_mouse(
    mouse: Res<ButtonInput<MouseButton>>,
    cells: Query<(&EditorCell, &Interaction)>,
    mut editor: ResMut<Editor>,
) {
    // A quick click can press and release within one frame: count it too.
    let held = |b| mouse.pressed(b) || mouse.just_pressed(b);
    let cell = if held(MouseButton::Left) {
        editor.brush
    } else if held(MouseButton::Right) {
        Cell::Empty
    } else {
        if editor.stroke {
            editor.stroke(false);
        }
        return;
    };
    if !editor.stroke {
        editor.stroke(true);
    }
    for (c, interaction) in &cells {
        if *interaction != Interaction::None && editor.level.layout.get(c.0) != cell {
            editor.apply(EditAction::Paint(c.0, cell));
        }
    }
}

/// Keys and buttons become actions.
fn editor_input(
    keys: BoundKeys,
    editor: Res<Editor>,
    page: Res<EditorPage>,
    buttons: Query<(&Interaction, &EditAction), Changed<Interaction>>,
    mut actions: MessageWriter<EditorActed>,
) {
    for (interaction, action) in &buttons {
        if *interaction == Interaction::Pressed {
            actions.write(EditorActed(*action));
        }
    }
    // Keys go into the field being typed in.
    if editor.is_typing() {
        return;
    }
    for input in keys.editor() {
        let action = match input {
            EditorInput::Left => EditAction::MoveCursor(-1, 0),
            EditorInput::Right => EditAction::MoveCursor(1, 0),
            EditorInput::Up => EditAction::MoveCursor(0, -1),
            EditorInput::Down => EditAction::MoveCursor(0, 1),
            EditorInput::Paint => EditAction::PaintCursor,
            EditorInput::BrushTile => EditAction::Brush(Cell::Tile(0)),
            EditorInput::BrushEmpty => EditAction::Brush(Cell::Empty),
            EditorInput::BrushObstacle => EditAction::Brush(Cell::Obstacle),
            EditorInput::Narrower => EditAction::Resize(-1, 0),
            EditorInput::Wider => EditAction::Resize(1, 0),
            EditorInput::Shorter => EditAction::Resize(0, -1),
            EditorInput::Taller => EditAction::Resize(0, 1),
            EditorInput::FewerKinds => EditAction::Kinds(-1),
            EditorInput::MoreKinds => EditAction::Kinds(1),
            EditorInput::CycleTurns => EditAction::CycleTurns,
            EditorInput::ToggleRing => EditAction::ToggleRing,
            EditorInput::CycleSymmetry => EditAction::CycleSymmetry,
            EditorInput::Redo => EditAction::Redo,
            EditorInput::Undo => EditAction::Undo,
            EditorInput::FillTiles => EditAction::Fill(Cell::Tile(0)),
            EditorInput::FillEmpty => EditAction::Fill(Cell::Empty),
            EditorInput::TestPlay => EditAction::TestPlay,
            EditorInput::Save => EditAction::Save,
            EditorInput::Leave => EditAction::Leave,
            EditorInput::SwitchPage => EditAction::ShowPage(match *page {
                EditorPage::Board => EditorPage::Level,
                EditorPage::Level => EditorPage::Board,
            }),
        };
        actions.write(EditorActed(action));
    }
}

/// An editor action to carry out this frame.
#[derive(Message, Debug, Clone, Copy)]
pub struct EditorActed(pub EditAction);

/// Carries out actions: edits go to the editor; test play, save and leave act on the game.
#[allow(clippy::too_many_arguments)]
fn act(
    mut acted: MessageReader<EditorActed>,
    mut editor: ResMut<Editor>,
    mut spec: ResMut<LevelSpec>,
    mut pack: Option<ResMut<LevelPack>>,
    mut saved: MessageWriter<PackSaved>,
    mut created: MessageWriter<PackCreated>,
    user_packs: Option<Res<UserPacks>>,
    mut go: MessageWriter<GoToLevel>,
    mut new_board: MessageWriter<NewBoard>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
    words: Words,
) {
    for EditorActed(action) in acted.read().copied() {
        if matches!(action, EditAction::TestPlay | EditAction::Save) {
            editor.message_is_save = false;
        }
        match action {
            EditAction::TestPlay => match editor.checked() {
                Ok((_, level)) => {
                    // Dealt once here so a layout with walled-off cells is reported in the
                    // editor, not as a banner over an empty board.
                    let candidate = LevelSpec::new(level, spec.seed);
                    match candidate.deal() {
                        Ok(_) => {
                            *spec = candidate;
                            commands.insert_resource(TestPlaying);
                            new_board.write(NewBoard { seed: None });
                            next.set(Screen::Play);
                        }
                        Err(e) => {
                            editor.message = words.t_with(
                                "editor-cannot-play",
                                &[("error", words.deal_error(&e).into())],
                            )
                        }
                    }
                }
                // Line numbers would point into text the designer never saw.
                Err(e) => editor.message = e.messages(words.language()),
            },
            EditAction::CyclePack => {
                if let Some(p) = pack.as_deref() {
                    let writable: Vec<PathBuf> =
                        p.writable().map(|(_, p)| p.about.dir.clone()).collect();
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
            EditAction::NewPack => match new_pack(user_packs.as_deref(), &words) {
                Ok(dir) => {
                    editor.message = words.t_with(
                        "editor-pack-made",
                        &[("folder", dir.display().to_string().into())],
                    );
                    editor.target = Some(dir.clone());
                    created.write(PackCreated(dir));
                }
                Err(e) => {
                    editor.message =
                        words.t_with("editor-not-saved", &[("error", e.to_string().into())])
                }
            },
            EditAction::Save => match editor.checked() {
                Ok((text, level)) => {
                    let dir = match editor.target.clone() {
                        Some(dir) => dir,
                        None => match new_pack(user_packs.as_deref(), &words) {
                            Ok(dir) => {
                                editor.target = Some(dir.clone());
                                created.write(PackCreated(dir.clone()));
                                dir
                            }
                            Err(e) => {
                                editor.message = words
                                    .t_with("editor-not-saved", &[("error", e.to_string().into())]);
                                continue;
                            }
                        },
                    };
                    // The opened file is replaced only when it is in the pack saved into.
                    let replace = editor
                        .opened_from
                        .as_ref()
                        .filter(|(p, _)| p.parent() == Some(dir.as_path()))
                        .map(|(p, t)| (p.as_path(), t.as_str()));
                    match save_level(&dir, &level.name, &text, replace) {
                        Ok(path) => {
                            editor.message = words.t_with(
                                "editor-saved",
                                &[("file", path.display().to_string().into())],
                            );
                            editor.message_is_save = true;
                            editor.opened_from = Some((path.clone(), text));
                            saved.write(PackSaved(path));
                        }
                        Err(e) => {
                            editor.message =
                                words.t_with("editor-not-saved", &[("error", e.to_string().into())])
                        }
                    }
                }
                Err(e) => {
                    editor.message = words.t_with(
                        "editor-not-saved",
                        &[(
                            "error",
                            format!("\n{}", e.messages(words.language())).into(),
                        )],
                    )
                }
            },
            EditAction::Leave => {
                // Back to the level the pack is on (as saved), or the level in play.
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
            other => {
                editor.apply(other);
                if !editor.message_is_save {
                    editor.message.clear();
                }
            }
        }
    }
}

/// The panel's text: size, pairs, kinds, rules, brush, and what the editor last said.
fn show_info(
    editor: Res<Editor>,
    words: Words,
    mut text: Query<&mut Text, With<InfoText>>,
    new: Query<(), Added<InfoText>>,
) {
    if !editor.is_changed() && new.is_empty() && !words.changed() {
        return;
    }
    let l = &editor.level;
    let tiles = l.layout.tile_count();
    let turns = match l.rules.max_turns {
        TurnLimit::AtMost(n) => n.to_string(),
        TurnLimit::Unlimited => words.t("editor-turns-any"),
    };
    let brush = words.t(match editor.brush {
        Cell::Tile(_) => "editor-brush-name-tile",
        Cell::Empty => "editor-brush-name-empty",
        Cell::Obstacle => "editor-brush-name-stone",
    });
    let parity = if tiles % 2 == 1 {
        format!("  {}", words.t("editor-odd"))
    } else {
        String::new()
    };
    let on_off = |b: bool| words.t(if b { "value-on" } else { "value-off" });
    let info = [
        words.level_name(l).to_string(),
        words.t_with(
            "editor-size",
            &[
                ("width", l.layout.width().into()),
                ("height", l.layout.height().into()),
            ],
        ),
        words.t_with("editor-tiles", &[("tiles", tiles.into())]) + &parity,
        words.t_with("editor-kinds", &[("kinds", l.kinds.into())]),
        words.t_with(
            "editor-rules",
            &[
                ("turns", turns.into()),
                ("ring", on_off(l.rules.outer_ring).into()),
            ],
        ),
        words.t_with(
            "editor-brush",
            &[
                ("brush", brush.into()),
                ("mirror", words.t(editor.symmetry.key()).into()),
            ],
        ),
        words.t("editor-mouse"),
        String::new(),
        editor.message.clone(),
    ]
    .join("\n");
    for mut t in &mut text {
        t.0.clone_from(&info);
    }
}

/// The editor screen; needs the logic plugin (and, to be seen, the view).
pub fn plugin(app: &mut App) {
    app.init_resource::<Editor>()
        .add_message::<EditorActed>()
        .add_message::<OpenEditor>()
        .add_systems(
            Update,
            (
                editor_key.run_if(resource_exists::<ButtonInput<KeyCode>>),
                open_editor,
            )
                .chain()
                .run_if(playing),
        )
        .init_resource::<EditorPage>()
        .add_systems(OnEnter(Screen::Editor), (hide_board, spawn_editor))
        .configure_sets(
            Update,
            (
                EditorSystems::Input,
                EditorSystems::Act,
                EditorSystems::Show,
            )
                .chain(),
        )
        .add_systems(
            Update,
            (
                (
                    editor_input,
                    paint_with_mouse.run_if(resource_exists::<ButtonInput<MouseButton>>),
                )
                    .chain()
                    .in_set(EditorSystems::Input),
                act.in_set(EditorSystems::Act),
                (build_grid, colour_cells, show_info)
                    .chain()
                    .in_set(EditorSystems::Show),
            )
                .run_if(in_state(Screen::Editor)),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("llk-editor-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

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

    #[test]
    fn edits_keep_the_level_valid_where_they_can() {
        let mut e = Editor::default();
        assert!(e.checked().is_ok());
        e.apply(EditAction::Paint(Pos::new(0, 0), Cell::Obstacle));
        // 59 tiles: odd, and the check says so.
        let problems = e
            .checked()
            .unwrap_err()
            .messages(crate::i18n::Language::English);
        assert!(problems.contains("59 tile cells"), "{problems}");
        e.apply(EditAction::CycleSymmetry);
        e.apply(EditAction::Paint(Pos::new(1, 1), Cell::Empty));
        assert_eq!(e.level.layout.get(Pos::new(8, 1)), Cell::Empty);
        assert_eq!(e.level.layout.tile_count(), 57);
        e.apply(EditAction::Paint(Pos::new(9, 0), Cell::Obstacle));
        assert_eq!(e.level.layout.tile_count(), 56);
        e.apply(EditAction::Resize(2, -1));
        assert_eq!((e.level.layout.width(), e.level.layout.height()), (12, 5));
        e.apply(EditAction::CycleTurns);
        e.apply(EditAction::CycleTurns);
        e.apply(EditAction::ToggleRing);
        let (text, level) = e.checked().unwrap();
        assert_eq!(level.rules.max_turns, TurnLimit::Unlimited);
        assert!(!level.rules.outer_ring);
        assert_eq!(Level::from_ron(&text, "x").unwrap(), level);
        // Kinds never exceed the pairs.
        for _ in 0..200 {
            e.apply(EditAction::Kinds(1));
        }
        assert_eq!(e.level.kinds, e.level.pairs());
        e.apply(EditAction::Fill(Cell::Empty));
        let problems = e
            .checked()
            .unwrap_err()
            .messages(crate::i18n::Language::English);
        assert!(problems.contains("no tile cells"), "{problems}");
    }

    #[test]
    fn painting_mirrors_in_both_axes() {
        let mut e = Editor::default();
        let stones = |e: &Editor| -> Vec<Pos> {
            e.level
                .layout
                .positions()
                .filter(|&p| e.level.layout.get(p) == Cell::Obstacle)
                .collect()
        };
        let at = Pos::new(1, 1);
        e.apply(EditAction::CycleSymmetry);
        assert_eq!(e.symmetry, Symmetry::LeftRight);
        e.apply(EditAction::Paint(at, Cell::Obstacle));
        assert_eq!(stones(&e), [Pos::new(1, 1), Pos::new(8, 1)]);
        e.apply(EditAction::Fill(Cell::Tile(0)));
        e.apply(EditAction::CycleSymmetry);
        e.apply(EditAction::Paint(at, Cell::Obstacle));
        assert_eq!(stones(&e), [Pos::new(1, 1), Pos::new(1, 4)]);
        e.apply(EditAction::Fill(Cell::Tile(0)));
        e.apply(EditAction::CycleSymmetry);
        e.apply(EditAction::Paint(at, Cell::Obstacle));
        assert_eq!(
            stones(&e),
            [
                Pos::new(1, 1),
                Pos::new(8, 1),
                Pos::new(1, 4),
                Pos::new(8, 4)
            ]
        );
        e.apply(EditAction::CycleSymmetry);
        assert_eq!(e.symmetry, Symmetry::None);
        // The middle of an odd side is its own mirror: painted once.
        assert_eq!(Symmetry::Both.images(Pos::new(2, 1), 5, 3).len(), 1);
    }

    #[test]
    fn undo_and_redo_take_back_edits_and_a_stroke_is_one_step() {
        let mut e = Editor::default();
        let start = e.level.clone();
        e.apply(EditAction::Resize(2, 0));
        e.apply(EditAction::Kinds(1));
        e.apply(EditAction::MoveCursor(1, 0));
        assert_eq!(e.undo_redo_steps(), (2, 0), "moving the cursor is no edit");
        // A mouse stroke over three cells is one step.
        e.stroke(true);
        for x in 0..3 {
            e.apply(EditAction::Paint(Pos::new(x, 0), Cell::Empty));
        }
        e.stroke(false);
        e.apply(EditAction::Paint(Pos::new(5, 5), Cell::Obstacle));
        assert_eq!(e.undo_redo_steps(), (4, 0));
        let done = e.level.clone();
        e.apply(EditAction::Undo);
        assert_eq!(e.level.layout.get(Pos::new(5, 5)), Cell::Tile(0));
        e.apply(EditAction::Undo);
        assert_eq!(
            e.level.layout.tile_count(),
            72,
            "the whole stroke came back"
        );
        e.apply(EditAction::Undo);
        e.apply(EditAction::Undo);
        assert_eq!(e.level, start);
        assert!(!e.kinds_by_hand, "kinds follow the layout again");
        e.apply(EditAction::Undo);
        assert_eq!(e.level, start, "nothing more to take back");
        for _ in 0..4 {
            e.apply(EditAction::Redo);
        }
        assert_eq!(e.level, done);
        e.apply(EditAction::Undo);
        e.apply(EditAction::Kinds(-1));
        assert_eq!(e.undo_redo_steps().1, 0, "a new edit drops what was undone");
    }

    #[test]
    fn an_opened_file_keeps_its_comment_and_defaults() {
        let dir = temp_dir("open");
        let file = dir.join("01-h.ron");
        let text =
            "// A heart.\n(name: \"H\", layout: [\"xxxx\", \"xxxx\"], kinds: 2, time_limit: 30)\n";
        std::fs::write(&file, text).unwrap();
        let level = Level::from_ron(text, "01-h.ron").unwrap();
        let mut e = Editor::open(level, Some(file.clone()), Language::English);
        e.apply(EditAction::Paint(Pos::new(0, 0), Cell::Empty));
        e.apply(EditAction::Paint(Pos::new(3, 0), Cell::Empty));
        let (saved, level) = e.checked().unwrap();
        assert!(saved.starts_with("// A heart.\n("), "{saved}");
        assert!(!saved.contains("stars"), "{saved}");
        assert_eq!(level.time_limit, Some(30));
        assert_eq!(level.pairs(), 3);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
