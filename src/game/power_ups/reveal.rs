//! Reveal: every tile of the picked kind glows for a few seconds.

use bevy::prelude::*;

use crate::engine::Pos;
use crate::game::core::board::Board;
use crate::game::core::power_ups::{
    Activate, IconCanvas, PowerUp, PowerUpRefused, PowerUpUsed, Target,
};
#[cfg(feature = "look")]
use crate::game::view::board::effects::highlight_tile;
#[cfg(feature = "look")]
use crate::game::view::stages::ViewSystems;

/// Shows where every tile of a kind is.
pub struct Reveal;

/// Seconds the tiles glow.
pub const REVEAL_SECONDS: f32 = 4.0;

impl PowerUp for Reveal {
    const ID: &'static str = "reveal";
    const TITLE: &'static str = "Reveal";
    const KEY: KeyCode = KeyCode::KeyR;
    const TARGET: Target = Target::Kind;
    const UNDOABLE: bool = false;
    const SOUND: &'static str = "sounds/reveal.wav";

    fn icon(c: &mut IconCanvas) {
        // An eye.
        let lens = |x: f32, y: f32| {
            let h = 0.5 * (1.0 - (x / 0.9).powi(2)).max(0.0);
            y.abs() <= h
        };
        c.paint([235, 240, 250], 1.0, lens);
        c.circle([190, 110, 255], (0.0, 0.0), 0.3);
        c.circle([30, 30, 45], (0.0, 0.0), 0.14);
        c.paint([190, 110, 255], 1.0, |x, y| {
            let h = 0.5 * (1.0 - (x / 0.9).powi(2)).max(0.0);
            (y.abs() - h).abs() <= 0.05 && x.abs() <= 0.9
        });
    }

    fn build(app: &mut App) {
        app.add_observer(reveal_kind);
    }

    #[cfg(feature = "look")]
    fn build_view(app: &mut App) {
        app.add_systems(
            Update,
            show_kind
                .run_if(on_message::<PowerUpUsed>)
                .in_set(ViewSystems::React),
        );
    }
}

#[cfg(feature = "look")]
const GLOW: Color = Color::srgb(0.8, 0.45, 1.0);

fn reveal_kind(
    on: On<Activate<Reveal>>,
    board: Option<Res<Board>>,
    mut used: MessageWriter<PowerUpUsed>,
    mut refused: MessageWriter<PowerUpRefused>,
) {
    let kind = on.target_kind(board.as_deref());
    let (Some(board), Some(kind)) = (board, kind) else {
        refused.write(PowerUpRefused::of::<Reveal>("reveal-needs-tile"));
        return;
    };
    // Under match groups, every tile the picked one can pair with.
    let rules = board.rules();
    let cells: Vec<Pos> = board
        .grid()
        .tiles()
        .filter(|&(_, k)| rules.matches(k, kind))
        .map(|(p, _)| p)
        .collect();
    used.write(PowerUpUsed::of::<Reveal>(cells));
}

#[cfg(feature = "look")]
/// Every tile of the revealed kind glows.
fn show_kind(
    mut used: MessageReader<PowerUpUsed>,
    board: Option<Res<Board>>,
    mut commands: Commands,
) {
    let Some(board) = board else {
        used.clear();
        return;
    };
    for u in used.read().filter(|u| u.is::<Reveal>()) {
        for e in u.cells.iter().filter_map(|&p| board.entity_at(p)) {
            highlight_tile(&mut commands, e, GLOW, REVEAL_SECONDS);
        }
    }
}
