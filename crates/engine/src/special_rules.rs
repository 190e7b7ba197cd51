//! Reading, checking and proving a board's special tiles (see [`crate::specials`]).

use super::grid::{Grid, Pos};
use super::modded_specials::ModdedSpecial;
use super::specials::{Special, Specials, TEXT_TIMER_SECONDS};

/// What is wrong with a board's special tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpecialProblem {
    /// A special on a cell with no tile.
    NoTile(Pos),
    /// A lock whose key cell is outside the board, has no tile, or is the lock itself.
    BadKey {
        /// The lock.
        lock: Pos,
        /// Its key.
        key: Pos,
    },
    /// Locks whose keys lead round in a circle: none of them can ever be picked.
    LockCircle(Pos),
    /// Special tiles on a board whose tiles move (gravity, sliding).
    WithMovingTiles,
}

impl std::fmt::Display for SpecialProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let cell = |p: Pos| format!("column {}, row {}", p.x + 1, p.y + 1);
        match self {
            SpecialProblem::NoTile(p) => write!(f, "the special at {} is on no tile", cell(*p)),
            SpecialProblem::BadKey { lock, key } => write!(
                f,
                "the lock at {} names the key {}, which is not another tile",
                cell(*lock),
                cell(*key)
            ),
            SpecialProblem::LockCircle(p) => write!(
                f,
                "the lock at {} is in a circle of locks, each waiting for the next: none opens",
                cell(*p)
            ),
            SpecialProblem::WithMovingTiles => f.write_str(
                "special tiles need tiles that stay in their cells: gravity and sliding move them",
            ),
        }
    }
}

impl Specials {
    /// Reads the specials of `grid` from rows of text the board's size: `.` none, `I` ice,
    /// `H` hidden, `T` a timer of [`TEXT_TIMER_SECONDS`], a lower-case letter a lock whose
    /// key is the cell of the same letter in upper case (which is itself no special), and a
    /// registered mod's special its mark.
    pub fn from_text(grid: &Grid, text: &str) -> Result<Specials, String> {
        let mut specials = grid.blank_specials();
        let rows: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        let mut keys = std::collections::HashMap::new();
        let mut locks = Vec::new();
        for (y, row) in rows.iter().enumerate() {
            for (x, ch) in row.chars().enumerate() {
                let p = Pos::new(x as i32, y as i32);
                match ch {
                    '.' | ' ' => {}
                    'I' => specials.set(p, Some(Special::Ice)),
                    'H' => specials.set(p, Some(Special::Hidden)),
                    'T' => specials.set(
                        p,
                        Some(Special::Timer {
                            seconds: TEXT_TIMER_SECONDS,
                        }),
                    ),
                    c if c.is_ascii_lowercase() => locks.push((p, c.to_ascii_uppercase())),
                    c if let Some(rule) = super::modded_specials::by_mark(c) => {
                        specials.set(p, Some(Special::Modded(ModdedSpecial(rule))));
                    }
                    c if c.is_ascii_uppercase() => {
                        keys.insert(c, p);
                    }
                    c => {
                        return Err(format!(
                            "line {}, column {}: {c:?} is no special",
                            y + 1,
                            x + 1
                        ));
                    }
                }
            }
        }
        for (lock, letter) in locks {
            let key = *keys.get(&letter).ok_or_else(|| {
                format!(
                    "the lock {:?} has no key {letter:?}",
                    letter.to_ascii_lowercase()
                )
            })?;
            specials.set(lock, Some(Special::Lock { key }));
        }
        Ok(specials)
    }

    /// Checks the specials against the board they were made for, and whether its tiles move
    /// (gravity, sliding).
    pub fn check(&self, grid: &Grid, gravity: bool) -> Result<(), SpecialProblem> {
        if gravity && !self.is_empty() {
            return Err(SpecialProblem::WithMovingTiles);
        }
        for (p, special) in self.iter() {
            if grid.kind(p).is_none() {
                return Err(SpecialProblem::NoTile(p));
            }
            if let Special::Lock { key } = special
                && (key == p || grid.kind(key).is_none())
            {
                return Err(SpecialProblem::BadKey { lock: p, key });
            }
        }
        for (start, _) in self.iter() {
            let mut at = start;
            for _ in 0..=self.len() {
                match self.get(at) {
                    Some(Special::Lock { key }) if key == start => {
                        return Err(SpecialProblem::LockCircle(start));
                    }
                    Some(Special::Lock { key }) => at = key,
                    _ => break,
                }
            }
        }
        Ok(())
    }
}
