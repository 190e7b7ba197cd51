//! A quick game, KShisen's whole loop: a full rectangle of a chosen size dealt at random with
//! the player's rules. The choices as the settings file keeps them (each field has a default,
//! so files from before quick games read), and the level they make.
//!
//! Difficulty is the dealer's choice of partners ([`lianliankan_engine::deal::Difficulty`]): easy
//! deals each pair's second tile near its first, hard far from it. It is measured as
//! `lianliankan quick-games --difficulty N` measures it: the mean link length along the solver's
//! clearing order grows from easy to hard on every size, and fewer random players clear.

use serde::{Deserialize, Serialize};

use crate::level::{Level, MAX_HEIGHT, MAX_KINDS, MAX_WIDTH};
use crate::power_up_ids::{HINT, SHUFFLE};
use lianliankan_engine::deal::Difficulty;
use lianliankan_engine::gravity::Gravity;
use lianliankan_engine::grid::{Cell, Grid};
use lianliankan_engine::rules::TurnLimit;

/// KShisen's board sizes, width by height.
pub const SIZES: [(u8, u8); 6] = [(14, 6), (16, 9), (18, 8), (24, 12), (26, 14), (30, 16)];

/// The narrowest board.
pub const MIN_WIDTH: u8 = 4;
/// The lowest board.
pub const MIN_HEIGHT: u8 = 2;
/// The fewest kinds a player may choose.
pub const MIN_KINDS: u8 = 2;
/// Time limits offered, in minutes.
pub const MINUTES: [u16; 8] = [3, 5, 10, 15, 20, 30, 45, 60];
/// Turn limits offered (`None`: any number of turns).
pub const TURNS: [Option<u8>; 4] = [Some(1), Some(2), Some(3), None];

/// How far apart the dealer puts partners.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QuickDifficulty {
    /// Partners near each other.
    Easy,
    /// Partners anywhere.
    #[default]
    Medium,
    /// Partners far apart.
    Hard,
}

impl QuickDifficulty {
    /// Every difficulty, easiest first.
    pub const ALL: [QuickDifficulty; 3] = [
        QuickDifficulty::Easy,
        QuickDifficulty::Medium,
        QuickDifficulty::Hard,
    ];

    /// The dealer's setting: the nearest of seven candidates, any one, the farthest of seven.
    pub fn dealer(self) -> Difficulty {
        Difficulty(match self {
            QuickDifficulty::Easy => 0.0,
            QuickDifficulty::Medium => 0.5,
            QuickDifficulty::Hard => 1.0,
        })
    }

    /// The name in files and commands.
    pub fn name(self) -> &'static str {
        match self {
            QuickDifficulty::Easy => "easy",
            QuickDifficulty::Medium => "medium",
            QuickDifficulty::Hard => "hard",
        }
    }
}

/// The player's quick-game choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct QuickGame {
    /// Columns of tiles.
    pub width: u8,
    /// Rows of tiles.
    pub height: u8,
    /// How far apart partners are dealt.
    pub difficulty: QuickDifficulty,
    /// Which way tiles slide after each removal.
    pub gravity: Gravity,
    /// Whether links may run round the outside of the board.
    pub outer_ring: bool,
    /// Most turns a link may make; `None` for any number.
    pub max_turns: Option<u8>,
    /// Whether a tile that cannot link may slide, pushing others (KShisen's "Tiles can
    /// slide").
    pub tiles_slide: bool,
    /// Tile kinds dealt; `None` for as many as the size suggests.
    pub kinds: Option<u8>,
    /// Minutes to clear the board; `None` for no clock.
    pub minutes: Option<u16>,
}

impl Default for QuickGame {
    fn default() -> Self {
        QuickGame {
            width: 18,
            height: 8,
            difficulty: QuickDifficulty::Medium,
            gravity: Gravity::None,
            outer_ring: true,
            max_turns: Some(2),
            tiles_slide: false,
            kinds: None,
            minutes: None,
        }
    }
}

impl QuickGame {
    /// These choices brought within what a board can be: a size within the level limits with
    /// an even number of tiles, a kind count the size can hold, a limit from the lists offered.
    /// A settings file written by hand may hold anything; the game plays only this.
    pub fn checked(self) -> QuickGame {
        let width = self.width.clamp(MIN_WIDTH, MAX_WIDTH as u8);
        let mut height = self.height.clamp(MIN_HEIGHT, MAX_HEIGHT as u8);
        if (usize::from(width) * usize::from(height)) % 2 == 1 {
            // Both odd: the row below (or above, at the limit) makes the tile count even.
            height = if height < MAX_HEIGHT as u8 {
                height + 1
            } else {
                height - 1
            };
        }
        let sized = QuickGame {
            width,
            height,
            ..self
        };
        QuickGame {
            kinds: self.kinds.map(|k| k.clamp(MIN_KINDS, sized.most_kinds())),
            // A limit not offered reads as the classic two.
            max_turns: match self.max_turns {
                Some(t) if !TURNS.contains(&Some(t)) => Some(2),
                turns => turns,
            },
            minutes: self.minutes.map(nearest_minutes),
            ..sized
        }
    }

    /// Tile pairs on the board.
    pub fn pairs(self) -> usize {
        usize::from(self.width) * usize::from(self.height) / 2
    }

    /// The most kinds this size can hold: a pair of each, within the faces a level may use.
    pub fn most_kinds(self) -> u8 {
        self.pairs().min(MAX_KINDS).min(usize::from(u8::MAX)) as u8
    }

    /// Kinds dealt: the player's count, or as many as the size suggests.
    pub fn kind_count(self) -> usize {
        self.kinds.map_or_else(
            || lianliankan_engine::deal::default_kinds(self.pairs()),
            usize::from,
        )
    }

    /// Which of KShisen's sizes this is, if any.
    pub fn preset(self) -> Option<usize> {
        SIZES
            .iter()
            .position(|&size| size == (self.width, self.height))
    }

    /// The level these choices make (brought within bounds first): named by its size, with
    /// three hints and a shuffle, as a desktop game gives.
    pub fn level(self) -> Level {
        let q = self.checked();
        let (w, h) = (usize::from(q.width), usize::from(q.height));
        let mut layout = Grid::new(w, h);
        for y in 0..h {
            for x in 0..w {
                layout.set(
                    lianliankan_engine::grid::Pos::new(x as i32, y as i32),
                    Cell::Tile(0),
                );
            }
        }
        let mut level = Level::new(format!("{w}×{h}"), layout);
        level.kinds = q.kind_count();
        level.rules.outer_ring = q.outer_ring;
        level.rules.gravity = q.gravity;
        level.rules.max_turns = q.max_turns.map_or(TurnLimit::Unlimited, TurnLimit::AtMost);
        level.rules.tiles_slide = q.tiles_slide;
        level.difficulty = q.difficulty.dealer();
        level.time_limit = q.minutes.map(|m| u32::from(m) * 60);
        level.power_ups = [(HINT.to_string(), 3), (SHUFFLE.to_string(), 1)].into();
        level
    }

    /// A name for these choices in files and commands: `18x8-medium`, then each rule that is
    /// not the classic one (`-gravity_down-noring-turns1-slide-kinds20-5min`).
    pub fn key(self) -> String {
        let q = self.checked();
        let mut key = format!("{}x{}-{}", q.width, q.height, q.difficulty.name());
        if q.gravity != Gravity::None {
            key += &format!("-gravity_{}", q.gravity.name());
        }
        if !q.outer_ring {
            key += "-noring";
        }
        match q.max_turns {
            Some(2) => {}
            Some(t) => key += &format!("-turns{t}"),
            None => key += "-turnsany",
        }
        if q.tiles_slide {
            key += "-slide";
        }
        if let Some(k) = q.kinds {
            key += &format!("-kinds{k}");
        }
        if let Some(m) = q.minutes {
            key += &format!("-{m}min");
        }
        key
    }
}

impl QuickGame {
    /// Reads the choices from their name ([`QuickGame::key`]): `WxH`, then any of the
    /// difficulty (`easy`, `medium`, `hard`), `gravity_MODE`, `noring`, `turns1`..`turns3` or
    /// `turnsany`, `slide`, `kindsN`, `Nmin`, joined by `-`. Choices not named are the classic
    /// ones; choices out of bounds are refused, not brought within them.
    pub fn from_key(text: &str) -> Result<QuickGame, String> {
        let expected = "expected WxH, then easy|medium|hard, gravity_MODE, noring, turns1|turns2|\
                        turns3|turnsany, slide, kindsN or Nmin, joined by '-' (such as \
                        18x8-hard-noring)";
        let mut parts = text.trim().split('-');
        let size = parts.next().unwrap_or_default();
        let (w, h) = size
            .split_once(['x', 'X', '×'])
            .and_then(|(w, h)| Some((w.parse::<u8>().ok()?, h.parse::<u8>().ok()?)))
            .ok_or_else(|| format!("quick game {text:?}: the size {size:?}; {expected}"))?;
        let mut q = QuickGame {
            width: w,
            height: h,
            ..QuickGame::default()
        };
        for part in parts {
            read_choice(&mut q, part)
                .ok_or_else(|| format!("quick game {text:?}: {part:?}; {expected}"))?;
        }
        if q.checked() != q {
            return Err(format!(
                "quick game {text:?}: out of bounds (the game would deal {}); sizes are \
                 {MIN_WIDTH}..{MAX_WIDTH} by {MIN_HEIGHT}..{MAX_HEIGHT} with an even number of \
                 tiles, kinds {MIN_KINDS} to a pair each, minutes one of {MINUTES:?}",
                q.checked().key()
            ));
        }
        Ok(q)
    }
}

/// Applies one named choice; `None` when the name is no choice.
fn read_choice(q: &mut QuickGame, part: &str) -> Option<()> {
    if let Some(d) = QuickDifficulty::ALL.into_iter().find(|d| d.name() == part) {
        q.difficulty = d;
    } else if let Some(mode) = part.strip_prefix("gravity_") {
        q.gravity = Gravity::ALL.into_iter().find(|g| g.name() == mode)?;
    } else if part == "noring" {
        q.outer_ring = false;
    } else if part == "turnsany" {
        q.max_turns = None;
    } else if let Some(n) = part.strip_prefix("turns") {
        q.max_turns = Some(n.parse().ok()?);
    } else if part == "slide" {
        q.tiles_slide = true;
    } else if let Some(n) = part.strip_prefix("kinds") {
        q.kinds = Some(n.parse().ok()?);
    } else if let Some(n) = part.strip_suffix("min") {
        q.minutes = Some(n.parse().ok()?);
    } else {
        return None;
    }
    Some(())
}

/// The offered time limit nearest `minutes`.
fn nearest_minutes(minutes: u16) -> u16 {
    MINUTES
        .into_iter()
        .min_by_key(|m| m.abs_diff(minutes))
        .unwrap_or(MINUTES[0])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quick_game_reads_back_from_its_key() {
        let q = QuickGame {
            width: 30,
            height: 16,
            difficulty: QuickDifficulty::Hard,
            gravity: Gravity::SplitVertical,
            outer_ring: false,
            max_turns: None,
            tiles_slide: true,
            kinds: Some(20),
            minutes: Some(5),
        };
        for q in [q, QuickGame::default()] {
            assert_eq!(QuickGame::from_key(&q.key()), Ok(q), "{}", q.key());
        }
        assert_eq!(
            QuickGame::from_key("14x6"),
            Ok(QuickGame {
                width: 14,
                height: 6,
                ..QuickGame::default()
            })
        );
        for bad in [
            "",
            "18",
            "18x",
            "axb",
            "18x8-fast",
            "5x5",
            "18x8-kinds1",
            "18x8-7min",
            "18x8-turns9",
            "18x8-gravity_sideways",
            "300x8",
        ] {
            assert!(QuickGame::from_key(bad).is_err(), "{bad}");
        }
        assert!(
            QuickGame::from_key("5x5")
                .unwrap_err()
                .contains("would deal 5x6")
        );
    }

    #[test]
    fn every_size_makes_a_full_even_board_with_its_rules() {
        for (w, h) in SIZES {
            let q = QuickGame {
                width: w,
                height: h,
                ..QuickGame::default()
            };
            assert_eq!(q.checked(), q, "{w}x{h} is already in bounds");
            let level = q.level();
            assert_eq!(level.layout.tile_count(), usize::from(w) * usize::from(h));
            assert_eq!(level.name, format!("{w}×{h}"));
            assert_eq!(
                level.kinds,
                lianliankan_engine::deal::default_kinds(q.pairs())
            );
            assert_eq!(level.rules.max_turns, TurnLimit::AtMost(2));
            assert!(level.rules.outer_ring);
            assert_eq!(level.time_limit, None);
        }
        let q = QuickGame {
            gravity: Gravity::Left,
            outer_ring: false,
            max_turns: None,
            kinds: Some(9),
            minutes: Some(5),
            difficulty: QuickDifficulty::Hard,
            ..QuickGame::default()
        };
        let level = q.level();
        assert_eq!(level.rules.gravity, Gravity::Left);
        assert!(!level.rules.outer_ring);
        assert_eq!(level.rules.max_turns, TurnLimit::Unlimited);
        assert_eq!((level.kinds, level.time_limit), (9, Some(300)));
        assert_eq!(level.difficulty, Difficulty(1.0));
        assert_eq!(
            q.key(),
            "18x8-hard-gravity_left-noring-turnsany-kinds9-5min"
        );
        assert_eq!(QuickGame::default().key(), "18x8-medium");
    }

    #[test]
    fn every_size_deals_a_board_its_own_proof_clears() {
        for (w, h) in SIZES {
            for difficulty in QuickDifficulty::ALL {
                for gravity in [Gravity::None, Gravity::Down, Gravity::TowardsCentre] {
                    let level = QuickGame {
                        width: w,
                        height: h,
                        difficulty,
                        gravity,
                        ..QuickGame::default()
                    }
                    .level();
                    let seed = u64::from(w) * 1000 + u64::from(h);
                    let (mut grid, proof) = level
                        .deal_with_proof(seed)
                        .unwrap_or_else(|e| panic!("{w}x{h} {difficulty:?} {gravity:?}: {e}"));
                    let proof = proof.expect("a dealt board has the dealer's proof");
                    assert_eq!(level.deal(seed).unwrap(), grid, "the game's own deal");
                    for &(a, b) in &proof {
                        assert!(
                            lianliankan_engine::find_path(&grid, a, b, &level.rules).is_some(),
                            "{w}x{h} {difficulty:?} {gravity:?}: the proof's move {a} {b}"
                        );
                        lianliankan_engine::play_move(&mut grid, (a, b), &level.rules);
                    }
                    assert!(grid.is_cleared(), "{w}x{h} {difficulty:?} {gravity:?}");
                }
            }
        }
    }

    #[test]
    fn harder_deals_put_partners_farther_apart_on_every_size() {
        for (w, h) in SIZES {
            let figures = QuickDifficulty::ALL.map(|difficulty| {
                let level = QuickGame {
                    width: w,
                    height: h,
                    difficulty,
                    ..QuickGame::default()
                }
                .level();
                crate::difficulty::measure(&level, 4).unwrap()
            });
            let [easy, medium, hard] = &figures;
            assert!(
                easy.mean_link < medium.mean_link && medium.mean_link < hard.mean_link,
                "{w}x{h}: links {figures:?}"
            );
            assert!(
                easy.open_moves > medium.open_moves && medium.open_moves > hard.open_moves,
                "{w}x{h}: open moves {figures:?}"
            );
        }
    }

    #[test]
    fn hand_written_choices_are_brought_within_bounds() {
        let wild = QuickGame {
            width: 255,
            height: 0,
            kinds: Some(250),
            max_turns: Some(9),
            minutes: Some(1000),
            ..QuickGame::default()
        };
        let q = wild.checked();
        assert_eq!((q.width, q.height), (40, 2));
        assert_eq!(q.kinds, Some(40), "a pair of each kind at most");
        assert_eq!(q.max_turns, Some(2));
        assert_eq!(q.minutes, Some(60));
        let odd = QuickGame {
            width: 5,
            height: 3,
            ..QuickGame::default()
        }
        .checked();
        assert_eq!((odd.width, odd.height), (5, 4), "an even number of tiles");
        let tallest = QuickGame {
            width: 7,
            height: 31,
            ..QuickGame::default()
        }
        .checked();
        assert_eq!((tallest.width, tallest.height), (7, 30));
        assert!(ron::from_str::<QuickGame>("(width: 16, height: 9)").is_ok());
        assert_eq!(
            ron::from_str::<QuickGame>("()").unwrap(),
            QuickGame::default()
        );
    }
}
