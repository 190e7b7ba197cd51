//! Quick games: a full board of the player's size and rules, dealt from the Quick game menu
//! (`screens/quick_game.rs`) with the choices kept in the settings. Each deal is proven clearable by
//! the dealer as every deal is; N (or Ctrl+N) deals another (`input/board_input.rs`).

use bevy::prelude::*;

use crate::engine::gravity::Gravity;
use crate::formats::quick_game::{
    MIN_HEIGHT, MIN_KINDS, MIN_WIDTH, MINUTES, QuickDifficulty, QuickGame, SIZES, TURNS,
};
use crate::game::content::levels::{LevelPack, fresh_seed};
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::NewBoard;
use crate::game::core::settings::{Settings, step_round};
use crate::game::core::stages::BoardSetup;
use crate::game::modes::runs::Run;

/// Deal a quick game with the choices in the settings.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct StartQuickGame;

/// A choice of the Quick game menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuickChoice {
    /// One of KShisen's sizes (stepping from a custom size goes to the nearest).
    Size,
    /// Columns, one at a time.
    Width,
    /// Rows, one at a time.
    Height,
    /// How far apart partners are dealt.
    Difficulty,
    /// Which way tiles slide.
    Gravity,
    /// Links round the outside of the board.
    Ring,
    /// Most turns a link may make.
    Turns,
    /// KShisen's "Tiles can slide".
    Slide,
    /// Kinds of tile: as the size suggests, or a count.
    Kinds,
    /// The clock: none, or minutes.
    Time,
}

impl QuickChoice {
    /// Every choice, in the menu's order.
    pub const ALL: [QuickChoice; 10] = [
        QuickChoice::Size,
        QuickChoice::Width,
        QuickChoice::Height,
        QuickChoice::Difficulty,
        QuickChoice::Gravity,
        QuickChoice::Ring,
        QuickChoice::Turns,
        QuickChoice::Slide,
        QuickChoice::Kinds,
        QuickChoice::Time,
    ];
}

/// Steps `choice` by `d` (1 forwards, -1 back) and brings the whole within bounds again (a
/// width that makes an odd number of tiles steps once more).
pub fn step(choice: QuickChoice, d: i8, q: &mut QuickGame) {
    let d = d.signum();
    let d32 = i32::from(d);
    match choice {
        QuickChoice::Size => {
            let at = q
                .preset()
                .map_or_else(|| nearest_size(*q, d32), |i| i as i32 + d32);
            let (w, h) = SIZES[at.rem_euclid(SIZES.len() as i32) as usize];
            (q.width, q.height) = (w, h);
        }
        QuickChoice::Width => {
            q.width = step_even(q.width, q.height, d32, MIN_WIDTH, max_width());
        }
        QuickChoice::Height => {
            q.height = step_even(q.height, q.width, d32, MIN_HEIGHT, max_height());
        }
        QuickChoice::Difficulty => {
            q.difficulty = step_round(&QuickDifficulty::ALL, q.difficulty, d);
        }
        QuickChoice::Gravity => q.gravity = step_round(&Gravity::ALL, q.gravity, d),
        QuickChoice::Ring => q.outer_ring = !q.outer_ring,
        QuickChoice::Slide => q.tiles_slide = !q.tiles_slide,
        QuickChoice::Turns => q.max_turns = step_round(&TURNS, q.max_turns, d),
        QuickChoice::Kinds => q.kinds = step_kinds(*q, d32),
        QuickChoice::Time => {
            let mut all = vec![None];
            all.extend(MINUTES.map(Some));
            q.minutes = step_round(&all, q.minutes, d);
        }
    }
    *q = q.checked();
}

fn max_width() -> u8 {
    crate::formats::level::MAX_WIDTH as u8
}

fn max_height() -> u8 {
    crate::formats::level::MAX_HEIGHT as u8
}

/// The preset `d` places from a custom size: the first larger one forwards, the last smaller
/// one back (by tile count).
fn nearest_size(q: QuickGame, d: i32) -> i32 {
    let tiles = |(w, h): (u8, u8)| usize::from(w) * usize::from(h);
    let here = tiles((q.width, q.height));
    if d > 0 {
        SIZES.iter().position(|&s| tiles(s) > here).unwrap_or(0) as i32
    } else {
        SIZES
            .iter()
            .rposition(|&s| tiles(s) < here)
            .unwrap_or(SIZES.len() - 1) as i32
    }
}

/// One side stepped by `d` within `min..=max`, skipping a length that would leave an odd
/// number of tiles beside `other`; round at the ends.
fn step_even(side: u8, other: u8, d: i32, min: u8, max: u8) -> u8 {
    let span = i32::from(max - min) + 1;
    let mut next = i32::from(side);
    loop {
        next = i32::from(min) + (next + d - i32::from(min)).rem_euclid(span);
        if (next * i32::from(other)) % 2 == 0 {
            return next as u8;
        }
    }
}

/// Kinds stepped: "as the size suggests", then each count up to the most the size holds.
fn step_kinds(q: QuickGame, d: i32) -> Option<u8> {
    let most = q.most_kinds();
    match q.kinds {
        None if d > 0 => Some(MIN_KINDS.min(most)),
        None => Some(most),
        Some(k) if d > 0 && k >= most => None,
        Some(k) if d < 0 && k <= MIN_KINDS => None,
        Some(k) => Some((i32::from(k) + d) as u8),
    }
}

/// Deals a quick game: the pack stops deciding the level, a run in play ends, and the board of
/// the settings' choices is dealt with a fresh seed.
fn start_quick_game(
    mut commands: Commands,
    settings: Res<Settings>,
    mut spec: ResMut<LevelSpec>,
    mut pack: Option<ResMut<LevelPack>>,
    mut new_board: MessageWriter<NewBoard>,
) {
    if let Some(pack) = pack.as_deref_mut() {
        pack.active = false;
    }
    commands.remove_resource::<Run>();
    *spec = LevelSpec {
        hall: Some(format!("quick/{}", settings.quick_game.key())),
        ..LevelSpec::new(settings.quick_game.level(), fresh_seed())
    };
    new_board.write(NewBoard { seed: None });
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<StartQuickGame>().add_systems(
        PreUpdate,
        start_quick_game
            .run_if(on_message::<StartQuickGame>)
            .in_set(BoardSetup::ChooseLevel),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stepping_walks_every_choice_and_stays_in_bounds() {
        let mut q = QuickGame::default();
        for _ in 0..SIZES.len() {
            step(QuickChoice::Size, 1, &mut q);
        }
        assert_eq!((q.width, q.height), (18, 8), "round through the six sizes");
        step(QuickChoice::Height, 1, &mut q);
        assert_eq!((q.width, q.height), (18, 9), "18×9 is even");
        assert_eq!(q.preset(), None);
        step(QuickChoice::Width, 1, &mut q);
        assert_eq!((q.width, q.height), (20, 9), "19×9 would be odd");
        step(QuickChoice::Size, 1, &mut q);
        assert_eq!((q.width, q.height), (24, 12), "the next larger size");
        step(QuickChoice::Height, -1, &mut q);
        step(QuickChoice::Size, -1, &mut q);
        assert_eq!((q.width, q.height), (18, 8), "the next smaller size");
        q.width = MIN_WIDTH;
        step(QuickChoice::Width, -1, &mut q);
        assert_eq!(q.width, 40, "round at the ends");

        q = QuickGame::default();
        step(QuickChoice::Kinds, 1, &mut q);
        assert_eq!(q.kinds, Some(MIN_KINDS));
        step(QuickChoice::Kinds, -1, &mut q);
        assert_eq!(q.kinds, None);
        step(QuickChoice::Kinds, -1, &mut q);
        assert_eq!(q.kinds, Some(q.most_kinds()));
        assert_eq!(q.kinds, Some(72), "18×8 holds 72 pairs");
        step(QuickChoice::Size, -1, &mut q);
        step(QuickChoice::Size, -1, &mut q);
        assert_eq!((q.width, q.height), (14, 6));
        assert_eq!(q.kinds, Some(42), "a smaller board holds fewer kinds");

        step(QuickChoice::Turns, 1, &mut q);
        assert_eq!(q.max_turns, Some(3));
        step(QuickChoice::Turns, 1, &mut q);
        assert_eq!(q.max_turns, None);
        step(QuickChoice::Time, -1, &mut q);
        assert_eq!(q.minutes, Some(60));
        step(QuickChoice::Gravity, -1, &mut q);
        assert_eq!(q.gravity, Gravity::TowardsCentre);
        step(QuickChoice::Difficulty, 1, &mut q);
        assert_eq!(q.difficulty, QuickDifficulty::Hard);
        step(QuickChoice::Ring, 1, &mut q);
        assert!(!q.outer_ring);
        step(QuickChoice::Slide, 1, &mut q);
        assert!(q.tiles_slide);
        assert!(q.key().contains("-slide"), "{}", q.key());
        assert!(q.level().rules.tiles_slide);
        assert_eq!(q.checked(), q);
    }
}
