//! The level being drafted in the editor: the level itself, the tools that paint it (brush,
//! kind brush, mirror images, keyboard cursor), what the editor last said, and the undo and
//! redo stacks. Plain data and rules, no Bevy: the editor's screens show it and change it
//! through `LevelDraft::apply` and `LevelDraft::edit`.

use std::path::{Path, PathBuf};

use super::brush::{self, Brush};
use crate::engine::gravity::Gravity;
use crate::engine::grid::Kind;
use crate::engine::{Cell, Grid, Pos, TurnLimit};
use crate::formats::level;
use crate::formats::level::{Level, LevelError, MAX_HEIGHT, MAX_KINDS, MAX_WIDTH};
use crate::i18n::Message;

/// What the editor is working on.
#[derive(Debug, Clone)]
pub struct LevelDraft {
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
    pub brush: Brush,
    /// A tile being locked, waiting for the click that chooses its key.
    pub lock_from: Option<Pos>,
    /// The kind painting a tile puts down on a fixed board.
    pub kind_brush: Kind,
    /// Which mirror images of a painted cell are painted too.
    pub symmetry: Symmetry,
    /// The keyboard cursor.
    pub cursor: Pos,
    /// The last thing the editor has to say (saved, problems found), if anything.
    pub message: Option<Message>,
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

/// A change to the draft, from a key or a button: the level's edits, which undo takes back,
/// and the tools' settings, which it does not.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Edit {
    /// Put `Cell` at a position.
    Paint(Pos, Cell),
    /// Put a special (or none) on the tile at a position.
    Mark(Pos, brush::SpecialBrush),
    /// Choose what painting puts down.
    Brush(Brush),
    /// Change the kind a tile is painted with on a fixed board.
    KindBrush(i32),
    /// The next gravity, round again.
    CycleGravity,
    /// "Any flower, any season": the player's choice, on, off, and round again.
    CycleChineseStyle,
    /// KShisen's sliding rule on or off.
    ToggleTilesSlide,
    /// A change to the level's goal.
    Goal(super::goal_edit::GoalEdit),
    /// A board of the designer's own (painted kinds) instead of a deal, or back to dealing.
    ToggleFixed,
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
    pub(crate) fn key(self) -> &'static str {
        match self {
            Symmetry::None => "editor-symmetry-none",
            Symmetry::LeftRight => "editor-symmetry-left-right",
            Symmetry::TopBottom => "editor-symmetry-top-bottom",
            Symmetry::Both => "editor-symmetry-both",
        }
    }
}

impl Default for LevelDraft {
    fn default() -> Self {
        let mut layout = Grid::new(10, 6);
        for p in layout.positions().collect::<Vec<_>>() {
            layout.set(p, Cell::Tile(0));
        }
        LevelDraft {
            level: Level::new("New Level", layout),
            kinds_by_hand: false,
            stars_by_hand: false,
            opened_from: None,
            target: None,
            brush: Brush::Cell(Cell::Tile(0)),
            lock_from: None,
            kind_brush: 0,
            symmetry: Symmetry::None,
            cursor: Pos::new(0, 0),
            message: None,
            message_is_save: false,
            undo: Vec::new(),
            redo: Vec::new(),
            stroke: false,
            typing: false,
            stroke_kept: false,
        }
    }
}

impl LevelDraft {
    /// Opens `level`, read from `file` if it came from one.
    pub fn open(level: Level, file: Option<PathBuf>) -> LevelDraft {
        let read = |f: &PathBuf| String::from_utf8(level::read_capped(f).ok()?).ok();
        let opened_from = file.and_then(|f| read(&f).map(|t| (f, t)));
        LevelDraft {
            kinds_by_hand: true,
            stars_by_hand: level.stars != level::default_stars(level.pairs()),
            message: Some(match &opened_from {
                Some((f, _)) => Message::with(
                    "editor-editing-file",
                    [("file", f.display().to_string().into())],
                ),
                None => Message::new("editor-editing-copy"),
            }),
            level,
            opened_from,
            ..LevelDraft::default()
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
        self.keep_cursor_inside();
    }

    /// Edits that can be taken back, and edits taken back that can be made again.
    #[cfg(test)]
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

    /// Whether a mouse stroke is being painted.
    pub fn is_stroking(&self) -> bool {
        self.stroke
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

    /// Whether the message stays while the designer edits on: it does when it tells of the
    /// last save.
    pub fn keep_message(&mut self, keep: bool) {
        self.message_is_save = keep;
    }

    /// Something was done: what the editor last said goes, unless it tells of the last save.
    pub fn forget_message(&mut self) {
        if !self.message_is_save {
            self.message = None;
        }
    }

    /// Changes the level's properties (a field typed in, a value chosen) as one step of undo;
    /// while a field is typed in, all its changes are one step.
    pub fn edit(&mut self, change: impl FnOnce(&mut LevelDraft)) {
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

    /// Applies one edit; an edit that changes the level is one step of undo (a mouse stroke,
    /// however many cells, is one).
    pub fn apply(&mut self, edit: Edit) {
        let before = self.state();
        match edit {
            Edit::Undo => return self.step_back(),
            Edit::Redo => return self.step_forward(),
            Edit::Paint(p, cell) => self.paint_with_images(p, cell),
            Edit::Mark(p, special) => self.mark(p, special),
            Edit::PaintCursor => match self.brush {
                Brush::Cell(cell) => self.paint_with_images(self.cursor, cell),
                Brush::Special(special) => self.mark(self.cursor, special),
            },
            Edit::Brush(brush) => {
                self.brush = brush;
                self.lock_from = None;
            }
            Edit::KindBrush(d) => self.step_kind_brush(d),
            Edit::CycleGravity => self.cycle_gravity(),
            Edit::CycleChineseStyle => self.cycle_chinese_style(),
            Edit::ToggleTilesSlide => self.level.rules.tiles_slide ^= true,
            Edit::Goal(change) => {
                let (kinds, pairs) = (self.level.kinds, self.level.pairs());
                super::goal_edit::apply(&mut self.level.goal, change, kinds, pairs);
            }
            Edit::ToggleFixed => self.toggle_fixed(),
            Edit::Resize(dw, dh) => self.resize(dw, dh),
            Edit::Kinds(d) => {
                self.kinds_by_hand = true;
                self.level.kinds = (self.level.kinds as i32 + d).max(1) as usize;
            }
            Edit::CycleTurns => self.cycle_turns(),
            Edit::ToggleRing => self.level.rules.outer_ring ^= true,
            Edit::CycleSymmetry => self.symmetry = self.symmetry.next(),
            Edit::Fill(cell) => self.fill(cell),
            Edit::MoveCursor(dx, dy) => self.move_cursor(dx, dy),
        }
        self.settle();
        let painting = matches!(edit, Edit::Paint(..) | Edit::Mark(..));
        self.keep_step(before, painting && self.stroke);
    }

    /// Takes back the last edit.
    fn step_back(&mut self) {
        if let Some(before) = self.undo.pop() {
            self.redo.push(self.state());
            self.restore(before);
        }
    }

    /// Makes again the last edit taken back.
    fn step_forward(&mut self) {
        if let Some(after) = self.redo.pop() {
            self.undo.push(self.state());
            self.restore(after);
        }
    }

    /// The layout's width and height.
    fn size(&self) -> (usize, usize) {
        (self.level.layout.width(), self.level.layout.height())
    }

    /// The cursor stays on the layout when it shrinks.
    fn keep_cursor_inside(&mut self) {
        let (w, h) = self.size();
        self.cursor.x = self.cursor.x.min(w as i32 - 1);
        self.cursor.y = self.cursor.y.min(h as i32 - 1);
    }

    /// Paints `p` and its mirror images.
    fn paint_with_images(&mut self, p: Pos, cell: Cell) {
        let (w, h) = self.size();
        for image in self.symmetry.images(p, w, h) {
            self.paint(image, cell);
        }
    }

    /// Puts `special` on the tile at `p` (a lock and its key are one cell each: no mirror
    /// images), or says why not.
    fn mark(&mut self, p: Pos, special: brush::SpecialBrush) {
        let said = match special {
            brush::SpecialBrush::Lock => {
                brush::paint_special(&mut self.level, p, special, &mut self.lock_from)
            }
            _ => {
                let (w, h) = self.size();
                let images = self.symmetry.images(p, w, h);
                images.into_iter().fold(None, |said, image| {
                    brush::paint_special(&mut self.level, image, special, &mut self.lock_from)
                        .or(said)
                })
            }
        };
        if let Some(said) = said {
            self.message = Some(said);
        }
    }

    fn move_cursor(&mut self, dx: i32, dy: i32) {
        let (w, h) = self.size();
        self.cursor.x = (self.cursor.x + dx).clamp(0, w as i32 - 1);
        self.cursor.y = (self.cursor.y + dy).clamp(0, h as i32 - 1);
    }

    fn step_kind_brush(&mut self, d: i32) {
        let most = self.level.kinds.clamp(1, MAX_KINDS) as i32 - 1;
        self.kind_brush = (i32::from(self.kind_brush) + d).clamp(0, most) as Kind;
    }

    fn cycle_gravity(&mut self) {
        let at = Gravity::ALL
            .iter()
            .position(|g| *g == self.level.rules.gravity)
            .unwrap_or(0);
        self.level.rules.gravity = Gravity::ALL[(at + 1) % Gravity::ALL.len()];
    }

    fn cycle_chinese_style(&mut self) {
        self.level.chinese_style = match self.level.chinese_style {
            None => Some(true),
            Some(true) => Some(false),
            Some(false) => None,
        };
    }

    fn toggle_fixed(&mut self) {
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

    fn resize(&mut self, dw: i32, dh: i32) {
        let (w, h) = self.size();
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
        self.keep_cursor_inside();
    }

    fn cycle_turns(&mut self) {
        self.level.rules.max_turns = match self.level.rules.max_turns {
            TurnLimit::AtMost(n) if n < 3 => TurnLimit::AtMost(n + 1),
            TurnLimit::AtMost(_) => TurnLimit::Unlimited,
            TurnLimit::Unlimited => TurnLimit::AtMost(0),
        };
    }

    fn fill(&mut self, cell: Cell) {
        for p in self.level.layout.positions().collect::<Vec<_>>() {
            self.level.layout.set(p, cell);
        }
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
        brush::follow_layout(&mut self.level);
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

    /// The file opened and its text then, if it is in `dir`: a save into `dir` replaces it
    /// when nobody changed it since.
    pub fn opened_in(&self, dir: &Path) -> Option<(&Path, &str)> {
        self.opened_from
            .as_ref()
            .filter(|(p, _)| p.parent() == Some(dir))
            .map(|(p, t)| (p.as_path(), t.as_str()))
    }
}

/// A fresh folder for one test of the editor's files.
#[cfg(test)]
pub(crate) fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("llk-editor-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edits_keep_the_level_valid_where_they_can() {
        let mut e = LevelDraft::default();
        assert!(e.checked().is_ok());
        e.apply(Edit::Paint(Pos::new(0, 0), Cell::Obstacle));
        // 59 tiles: odd, and the check says so.
        let problems = e
            .checked()
            .unwrap_err()
            .messages(crate::i18n::Language::English);
        assert!(problems.contains("59 tile cells"), "{problems}");
        e.apply(Edit::CycleSymmetry);
        e.apply(Edit::Paint(Pos::new(1, 1), Cell::Empty));
        assert_eq!(e.level.layout.get(Pos::new(8, 1)), Cell::Empty);
        assert_eq!(e.level.layout.tile_count(), 57);
        e.apply(Edit::Paint(Pos::new(9, 0), Cell::Obstacle));
        assert_eq!(e.level.layout.tile_count(), 56);
        e.apply(Edit::Resize(2, -1));
        assert_eq!((e.level.layout.width(), e.level.layout.height()), (12, 5));
        e.apply(Edit::CycleTurns);
        e.apply(Edit::CycleTurns);
        e.apply(Edit::ToggleRing);
        let (text, level) = e.checked().unwrap();
        assert_eq!(level.rules.max_turns, TurnLimit::Unlimited);
        assert!(!level.rules.outer_ring);
        assert_eq!(Level::from_ron(&text, "x").unwrap(), level);
        // Kinds never exceed the pairs.
        for _ in 0..200 {
            e.apply(Edit::Kinds(1));
        }
        assert_eq!(e.level.kinds, e.level.pairs());
        e.apply(Edit::Fill(Cell::Empty));
        let problems = e
            .checked()
            .unwrap_err()
            .messages(crate::i18n::Language::English);
        assert!(problems.contains("no tile cells"), "{problems}");
    }

    #[test]
    fn painting_mirrors_in_both_axes() {
        let mut e = LevelDraft::default();
        let stones = |e: &LevelDraft| -> Vec<Pos> {
            e.level
                .layout
                .positions()
                .filter(|&p| e.level.layout.get(p) == Cell::Obstacle)
                .collect()
        };
        let at = Pos::new(1, 1);
        e.apply(Edit::CycleSymmetry);
        assert_eq!(e.symmetry, Symmetry::LeftRight);
        e.apply(Edit::Paint(at, Cell::Obstacle));
        assert_eq!(stones(&e), [Pos::new(1, 1), Pos::new(8, 1)]);
        e.apply(Edit::Fill(Cell::Tile(0)));
        e.apply(Edit::CycleSymmetry);
        e.apply(Edit::Paint(at, Cell::Obstacle));
        assert_eq!(stones(&e), [Pos::new(1, 1), Pos::new(1, 4)]);
        e.apply(Edit::Fill(Cell::Tile(0)));
        e.apply(Edit::CycleSymmetry);
        e.apply(Edit::Paint(at, Cell::Obstacle));
        assert_eq!(
            stones(&e),
            [
                Pos::new(1, 1),
                Pos::new(8, 1),
                Pos::new(1, 4),
                Pos::new(8, 4)
            ]
        );
        e.apply(Edit::CycleSymmetry);
        assert_eq!(e.symmetry, Symmetry::None);
        // The middle of an odd side is its own mirror: painted once.
        assert_eq!(Symmetry::Both.images(Pos::new(2, 1), 5, 3).len(), 1);
    }

    #[test]
    fn undo_and_redo_take_back_edits_and_a_stroke_is_one_step() {
        let mut e = LevelDraft::default();
        let start = e.level.clone();
        e.apply(Edit::Resize(2, 0));
        e.apply(Edit::Kinds(1));
        e.apply(Edit::MoveCursor(1, 0));
        assert_eq!(e.undo_redo_steps(), (2, 0), "moving the cursor is no edit");
        // A mouse stroke over three cells is one step.
        e.stroke(true);
        for x in 0..3 {
            e.apply(Edit::Paint(Pos::new(x, 0), Cell::Empty));
        }
        e.stroke(false);
        e.apply(Edit::Paint(Pos::new(5, 5), Cell::Obstacle));
        assert_eq!(e.undo_redo_steps(), (4, 0));
        let done = e.level.clone();
        e.apply(Edit::Undo);
        assert_eq!(e.level.layout.get(Pos::new(5, 5)), Cell::Tile(0));
        e.apply(Edit::Undo);
        assert_eq!(
            e.level.layout.tile_count(),
            72,
            "the whole stroke came back"
        );
        e.apply(Edit::Undo);
        e.apply(Edit::Undo);
        assert_eq!(e.level, start);
        assert!(!e.kinds_by_hand, "kinds follow the layout again");
        e.apply(Edit::Undo);
        assert_eq!(e.level, start, "nothing more to take back");
        for _ in 0..4 {
            e.apply(Edit::Redo);
        }
        assert_eq!(e.level, done);
        e.apply(Edit::Undo);
        e.apply(Edit::Kinds(-1));
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
        let mut e = LevelDraft::open(level, Some(file.clone()));
        e.apply(Edit::Paint(Pos::new(0, 0), Cell::Empty));
        e.apply(Edit::Paint(Pos::new(3, 0), Cell::Empty));
        let (saved, level) = e.checked().unwrap();
        assert!(saved.starts_with("// A heart.\n("), "{saved}");
        assert!(!saved.contains("stars"), "{saved}");
        assert_eq!(level.time_limit, Some(30));
        assert_eq!(level.pairs(), 3);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
