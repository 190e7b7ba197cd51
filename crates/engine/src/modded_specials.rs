//! Special tiles a mod adds. A mod's special is a [`SpecialRule`]: a name, the mark level files
//! write it with, and when its tile may be picked and shows its face, as functions of what
//! [`Around`] tells them: which of the cells that started with a tile are empty now. That is
//! all they can see, so the engine's promises hold for them as for the built-ins: the solver's
//! memory of failed positions stays exact, the dealer's proof holds, and a replay is judged the
//! same at every step.
//!
//! One thing the engine cannot see by construction and checks instead: removing tiles may only
//! open a tile, never shut it again (the solver clears a kind at once when its tiles can all be
//! paired, which is right only then). [`register`] tries each rule on many random orders of
//! removal and refuses one that shuts a tile it opened, naming it.
//!
//! The kinds are kept for the whole program: a level file names a mod's special by its mark,
//! and every reader of level files (the game, `check`, the editor, packs) must know the marks
//! the program's mod brings. A mod registers its specials once, as its app is built.

use std::sync::RwLock;

use super::cell::{Cell, Pos};
use super::rng::GameRng;
pub use super::specials::{Around, ModdedSpecial, SpecialRule};
use super::specials::{Special, Specials};

static REGISTERED: RwLock<Vec<&'static SpecialRule>> = RwLock::new(Vec::new());

/// Marks besides the digits a mod's special may use: the built-ins use letters and `.`.
pub const FREE_MARKS: &str = "*+#@%&!?=~^";

/// Every kind of special tile this program knows, by name: the built-ins, then the mods'
/// in the order registered.
pub fn all_names() -> Vec<&'static str> {
    (Special::NAMES.into_iter())
        .chain(registered().into_iter().map(|r| r.id))
        .collect()
}

/// Every mod's special registered so far, in the order registered.
pub fn registered() -> Vec<&'static SpecialRule> {
    REGISTERED.read().map(|r| r.clone()).unwrap_or_default()
}

/// The mod's special level files write as `mark`, if one is registered.
pub fn by_mark(mark: char) -> Option<&'static SpecialRule> {
    registered().into_iter().find(|r| r.mark == mark)
}

/// The mod's special named `id`, if one is registered.
pub fn by_id(id: &str) -> Option<&'static SpecialRule> {
    registered().into_iter().find(|r| r.id == id)
}

/// Registers `rule` for the whole program. The same rule again is no change. Refused, with
/// what is wrong: an id that is not lowercase letters, digits and `_` or is a built-in's or
/// another rule's; a mark that is not a digit or one of [`FREE_MARKS`] or is another rule's;
/// a rule that shuts a tile it opened (see [`shuts_again`]).
pub fn register(rule: &'static SpecialRule) -> Result<(), String> {
    let valid_id = !rule.id.is_empty()
        && (rule.id.bytes()).all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
    if !valid_id {
        return Err(format!(
            "special tile {:?}: an id is lowercase letters, digits and _",
            rule.id
        ));
    }
    if Special::NAMES.contains(&rule.id) {
        return Err(format!(
            "special tile {:?}: the game has a special of that name",
            rule.id
        ));
    }
    if !(rule.mark.is_ascii_digit() || FREE_MARKS.contains(rule.mark)) {
        return Err(format!(
            "special tile {:?}: its mark {:?} is not a digit or one of {FREE_MARKS}",
            rule.id, rule.mark
        ));
    }
    if let Some(problem) = shuts_again(rule) {
        return Err(format!("special tile {:?}: {problem}", rule.id));
    }
    let mut kinds = REGISTERED
        .write()
        .map_err(|_| "the registry broke".to_string())?;
    if kinds.iter().any(|k| std::ptr::eq(*k, rule)) {
        return Ok(());
    }
    if let Some(other) = kinds
        .iter()
        .find(|k| k.id == rule.id || k.mark == rule.mark)
    {
        return Err(format!(
            "special tile {:?} (mark {:?}) clashes with {:?} (mark {:?}): ids and marks are each one tile's",
            rule.id, rule.mark, other.id, other.mark
        ));
    }
    kinds.push(rule);
    Ok(())
}

/// Board side and orders of removal [`shuts_again`] tries.
const TRIAL_SIDE: usize = 7;
const TRIAL_ORDERS: u64 = 64;

/// A case where `rule` shuts a tile again (it could be picked, or showed its face, and after
/// one more removal it cannot), tried on random orders of removal round a tile in the middle
/// of a full board; `None` when every order keeps what it opened.
pub fn shuts_again(rule: &SpecialRule) -> Option<String> {
    let side = TRIAL_SIDE;
    let centre = Pos::new(side as i32 / 2, side as i32 / 2);
    let layer = Specials::new(side, side, vec![true; side * side]);
    for seed in 0..TRIAL_ORDERS {
        let mut cells = vec![Cell::Tile(0); side * side];
        let mut order: Vec<usize> = (0..cells.len())
            .filter(|&i| i != centre.y as usize * side + centre.x as usize)
            .collect();
        GameRng::new(seed).shuffle(&mut order);
        let mut was = (false, false);
        for (removed, &i) in order.iter().enumerate() {
            let around = Around::new(&layer, &cells, centre);
            let now = ((rule.pickable)(&around), (rule.face_shown)(&around));
            if (was.0 && !now.0) || (was.1 && !now.1) {
                let what = if was.0 && !now.0 {
                    "may be picked"
                } else {
                    "shows its face"
                };
                return Some(format!(
                    "a tile that {what} after {removed} removals no longer does after one more: \
                     removing tiles may only open a tile"
                ));
            }
            was = now;
            cells[i] = Cell::Empty;
        }
    }
    None
}
