//! What the editor paints with: a cell (tile, empty, stone) or a special tile. Ice, face-down tiles and stopwatches go on a tile in
//! one click; a lock takes two (the locked tile, then its key). The layer follows the layout:
//! a special whose tile is painted away goes with it, and so does a lock whose key does.
//! Plain data and rules, no Bevy, like the draft it paints.

use crate::engine::specials::{Special, Specials, TEXT_TIMER_SECONDS};
use crate::engine::{Cell, Pos};
use crate::formats::level::Level;
use crate::i18n::Message;

/// Most keys a level file can letter (`A` to `Z`).
pub const MAX_KEYS: usize = 26;

/// What painting puts down.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Brush {
    /// A cell of the layout.
    Cell(Cell),
    /// A special on a tile.
    Special(SpecialBrush),
}

impl Brush {
    /// What the right button paints with this brush: an empty cell, or no special.
    pub fn eraser(self) -> Brush {
        match self {
            Brush::Cell(_) => Brush::Cell(Cell::Empty),
            Brush::Special(_) => Brush::Special(SpecialBrush::Plain),
        }
    }

    /// The message key of its name.
    pub fn key(self) -> &'static str {
        match self {
            Brush::Cell(Cell::Tile(_)) => "editor-brush-name-tile",
            Brush::Cell(Cell::Empty) => "editor-brush-name-empty",
            Brush::Cell(Cell::Obstacle) => "editor-brush-name-stone",
            Brush::Special(s) => s.key(),
        }
    }
}

/// What a special brush puts on a tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpecialBrush {
    /// Frozen until a tile beside it is removed.
    Ice,
    /// Locked until its key tile (the next tile clicked) is removed.
    Lock,
    /// Face down until a tile beside it is removed.
    Hidden,
    /// Adds seconds to the clock when removed.
    Timer,
    /// No special: takes one off.
    Plain,
}

impl SpecialBrush {
    /// Every special brush, in the panel's order.
    pub const ALL: [SpecialBrush; 5] = [
        SpecialBrush::Ice,
        SpecialBrush::Lock,
        SpecialBrush::Hidden,
        SpecialBrush::Timer,
        SpecialBrush::Plain,
    ];

    /// The message key of its name.
    pub fn key(self) -> &'static str {
        match self {
            SpecialBrush::Ice => "special-ice-name",
            SpecialBrush::Lock => "special-lock-name",
            SpecialBrush::Hidden => "special-hidden-name",
            SpecialBrush::Timer => "special-timer-name",
            SpecialBrush::Plain => "editor-brush-plain",
        }
    }
}

/// Paints `brush` on the tile at `p`. A lock waits in `lock_from` for its key: the first click
/// chooses the locked tile, the second its key (the same tile again gives up). Returns what
/// the editor says, if anything.
pub fn paint_special(
    level: &mut Level,
    p: Pos,
    brush: SpecialBrush,
    lock_from: &mut Option<Pos>,
) -> Option<Message> {
    if level.layout.kind(p).is_none() {
        return Some(Message::new("editor-special-needs-tile"));
    }
    let mut specials = level
        .specials
        .take()
        .unwrap_or_else(|| level.layout.blank_specials());
    let said = match (brush, *lock_from) {
        (SpecialBrush::Lock, None) => {
            *lock_from = Some(p);
            Some(Message::new("editor-lock-choose-key"))
        }
        (SpecialBrush::Lock, Some(lock)) => {
            *lock_from = None;
            (lock != p)
                .then(|| lock_with_key(&mut specials, lock, p))
                .flatten()
        }
        (other, _) => {
            stop_being_a_key(&mut specials, p);
            specials.set(p, placed(other));
            None
        }
    };
    level.specials = (!specials.is_empty()).then_some(specials);
    said
}

/// The special a one-click brush puts down.
fn placed(brush: SpecialBrush) -> Option<Special> {
    match brush {
        SpecialBrush::Ice => Some(Special::Ice),
        SpecialBrush::Hidden => Some(Special::Hidden),
        SpecialBrush::Timer => Some(Special::Timer {
            seconds: TEXT_TIMER_SECONDS,
        }),
        SpecialBrush::Lock | SpecialBrush::Plain => None,
    }
}

/// Locks `lock` with the tile on `key` (a key is only a key: its own special goes), unless
/// that would need a key past the last letter.
fn lock_with_key(specials: &mut Specials, lock: Pos, key: Pos) -> Option<Message> {
    let keys = specials.keys();
    if !keys.contains(&key) && keys.len() >= MAX_KEYS {
        return Some(Message::with(
            "editor-lock-too-many-keys",
            [("most", MAX_KEYS.into())],
        ));
    }
    specials.set(key, None);
    specials.set(lock, Some(Special::Lock { key }));
    None
}

/// Locks opened by the tile on `p` lose their lock: `p` gets another special or none.
fn stop_being_a_key(specials: &mut Specials, p: Pos) {
    let locked: Vec<Pos> = specials
        .iter()
        .filter(|&(_, s)| s == Special::Lock { key: p })
        .map(|(at, _)| at)
        .collect();
    for at in locked {
        specials.set(at, None);
    }
}

/// The level's specials after its layout changed: each stays where its tile (and, for a
/// lock, its key) still is, on a layer of the layout's size.
pub fn follow_layout(level: &mut Level) {
    let Some(old) = level.specials.take() else {
        return;
    };
    let layout = &level.layout;
    let mut specials = layout.blank_specials();
    for (p, special) in old.iter() {
        let key_gone = matches!(special, Special::Lock { key } if layout.kind(key).is_none());
        if layout.kind(p).is_some() && !key_gone {
            specials.set(p, Some(special));
        }
    }
    level.specials = (!specials.is_empty()).then_some(specials);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Grid;

    fn level() -> Level {
        let mut layout = Grid::new(4, 2);
        for p in layout.positions().collect::<Vec<_>>() {
            layout.set(p, Cell::Tile(0));
        }
        Level::new("s", layout)
    }

    #[test]
    fn a_lock_takes_two_clicks_and_a_key_is_only_a_key() {
        let mut l = level();
        let mut from = None;
        let (a, b, c) = (Pos::new(0, 0), Pos::new(3, 1), Pos::new(1, 0));
        paint_special(&mut l, b, SpecialBrush::Ice, &mut from);
        let said = paint_special(&mut l, a, SpecialBrush::Lock, &mut from);
        assert_eq!(said, Some(Message::new("editor-lock-choose-key")));
        assert_eq!(l.specials.as_ref().unwrap().get(a), None, "not yet");
        paint_special(&mut l, b, SpecialBrush::Lock, &mut from);
        let s = l.specials.clone().unwrap();
        assert_eq!(s.get(a), Some(Special::Lock { key: b }));
        assert_eq!(s.get(b), None, "the key's ice went");
        // Clicking the locked tile twice gives up.
        paint_special(&mut l, c, SpecialBrush::Lock, &mut from);
        paint_special(&mut l, c, SpecialBrush::Lock, &mut from);
        assert_eq!((from, l.specials.as_ref().unwrap().get(c)), (None, None));
        // A key painted over frees its lock.
        paint_special(&mut l, b, SpecialBrush::Timer, &mut from);
        assert_eq!(l.specials.as_ref().unwrap().get(a), None);
        paint_special(&mut l, b, SpecialBrush::Plain, &mut from);
        assert_eq!(l.specials, None, "an empty layer is no layer");
    }

    #[test]
    fn specials_need_a_tile_and_follow_the_layout() {
        let mut l = level();
        let mut from = None;
        let (a, key) = (Pos::new(1, 1), Pos::new(2, 0));
        l.layout.set(Pos::new(0, 0), Cell::Empty);
        let said = paint_special(&mut l, Pos::new(0, 0), SpecialBrush::Ice, &mut from);
        assert_eq!(said, Some(Message::new("editor-special-needs-tile")));
        paint_special(&mut l, a, SpecialBrush::Lock, &mut from);
        paint_special(&mut l, key, SpecialBrush::Lock, &mut from);
        paint_special(&mut l, Pos::new(3, 1), SpecialBrush::Hidden, &mut from);
        l.layout.set(key, Cell::Obstacle);
        follow_layout(&mut l);
        let s = l.specials.clone().unwrap();
        assert_eq!(s.get(a), None, "its key is gone");
        assert_eq!(s.get(Pos::new(3, 1)), Some(Special::Hidden));
        assert_eq!(s, {
            let mut fresh = l.layout.blank_specials();
            fresh.set(Pos::new(3, 1), Some(Special::Hidden));
            fresh
        });
    }

    #[test]
    fn keys_stop_at_the_last_letter() {
        let mut layout = Grid::new(27, 2);
        for p in layout.positions().collect::<Vec<_>>() {
            layout.set(p, Cell::Tile(0));
        }
        let mut l = Level::new("k", layout);
        let mut from = None;
        for x in 0..26 {
            paint_special(&mut l, Pos::new(x, 0), SpecialBrush::Lock, &mut from);
            paint_special(&mut l, Pos::new(x, 1), SpecialBrush::Lock, &mut from);
        }
        paint_special(&mut l, Pos::new(26, 0), SpecialBrush::Lock, &mut from);
        let said = paint_special(&mut l, Pos::new(26, 1), SpecialBrush::Lock, &mut from);
        assert_eq!(
            said.map(|m| m.key.to_string()),
            Some("editor-lock-too-many-keys".into())
        );
        // A key already in use can open one more lock.
        paint_special(&mut l, Pos::new(26, 0), SpecialBrush::Lock, &mut from);
        assert_eq!(
            paint_special(&mut l, Pos::new(0, 1), SpecialBrush::Lock, &mut from),
            None
        );
    }
}
