//! The ghost's column beside the board, drawn as a race opponent's: its name, a bar of its pairs
//! left and its combo; then how far behind or ahead the player is, and once the board is
//! cleared, how many pairs the player found faster. Built again only when one of them links.

use bevy::prelude::*;

use crate::game::content::words::Words;
use crate::game::core::screen::Screen;
use crate::game::ghost::race::{GhostNow, GhostRace};
use crate::game::race::room::Opponent;
use crate::game::race::view::{ROOM, column_frame, spawn_opponent, text};
use crate::game::theme::palette;
use crate::game::view::frame::camera::RoomBesideBoard;
use crate::game::view::offstage::PlayOnly;

/// The column.
#[derive(Component)]
struct GhostColumn;

/// Builds the column again when the ghost or the player moved; takes it away with the ghost.
fn show_column(
    mut commands: Commands,
    (race, now): (Option<Res<GhostRace>>, Res<GhostNow>),
    columns: Query<Entity, With<GhostColumn>>,
    words: Words,
) {
    for column in &columns {
        commands.entity(column).despawn();
    }
    let Some(race) = race else {
        // The room beside the board was the ghost's only if its column stood there.
        if !columns.is_empty() {
            commands.remove_resource::<RoomBesideBoard>();
        }
        return;
    };
    commands.insert_resource(RoomBesideBoard(ROOM));
    let ghost = Opponent {
        name: match &race.name {
            Some(name) => words.t_with("ghost-name", &[("name", name.into())]),
            None => words.t("ghost-your-best"),
        },
        pairs_left: now.pairs_left,
        combo: now.combo,
        dropped: false,
    };
    commands
        .spawn((
            GhostColumn,
            PlayOnly,
            DespawnOnExit(Screen::Play),
            column_frame(),
        ))
        .with_children(|column| {
            column.spawn(text(words.t("ghost-title"), 18.0, palette::GOLD));
            spawn_opponent(
                column,
                &ghost,
                &ghost.name,
                race.run.pairs_at_start,
                false,
                &words,
            );
            if let Some(line) = standing(&now, &words) {
                column.spawn(text(line, 18.0, palette::CHIP_TEXT));
            }
        });
}

/// "+3.2 s behind" or "1.5 s ahead", then the pairs found faster once cleared.
fn standing(now: &GhostNow, words: &Words) -> Option<String> {
    let mut lines = Vec::new();
    if let Some(behind) = now.behind {
        let seconds = format!("{:.1}", behind.unsigned_abs() as f64 / 1e9);
        let key = if behind > 0 {
            "ghost-behind"
        } else {
            "ghost-ahead"
        };
        lines.push(words.t_with(key, &[("seconds", seconds.into())]));
    }
    if let Some(faster) = now.faster {
        lines.push(words.t_with("ghost-faster", &[("pairs", faster.into())]));
    }
    (!lines.is_empty()).then(|| lines.join("\n"))
}

/// Whether the ghost came, went or moved.
fn changed(race: Option<Res<GhostRace>>, now: Res<GhostNow>) -> bool {
    now.is_changed() || race.is_some_and(|r| r.is_added())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, show_column.run_if(changed));
}
