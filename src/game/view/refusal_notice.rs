//! Why a pair was refused, in a few words just above it: light text on a dark box, readable
//! over any tiles and either theme, gone after a moment.

use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::{LineHeight, TextBackgroundColor, TextBounds};

use crate::engine::{Pos, Refusal};
use crate::game::content::words::{Words, special_name};
use crate::game::core::board::Board;
use crate::game::core::messages::{MatchRejected, NewBoard};
use crate::game::core::pacing::{FramePacing, FrameStep, PacingSystems};
use crate::game::theme::palette;
use crate::game::view::geometry::{CELL, cell_center};
use crate::game::view::stages::ViewSystems;
use crate::i18n::Message;

/// Seconds a refusal stays on screen, the last part of it fading.
const SHOWN_SECONDS: f32 = 3.0;
/// The part of its life the notice spends fading out.
const FADING_PART: f32 = 0.4;
/// Widest the notice grows before its words wrap, in cells.
const MOST_CELLS_WIDE: f32 = 8.0;
/// How far above the higher tile's centre the notice's lower edge stands, in cells: just
/// clear of the tile.
const CELLS_ABOVE: f32 = 0.55;

/// The words that say why a pair was refused.
#[derive(Component, Debug)]
pub struct RefusalNotice(Timer);

/// What the player is told for each refusal.
pub(crate) fn refusal_words(reason: Refusal) -> Message {
    match reason {
        Refusal::SameTile => Message::new("refused-same-tile"),
        Refusal::NotATile => Message::new("refused-not-a-tile"),
        Refusal::DifferentKinds => Message::new("refused-different-kinds"),
        Refusal::OtherGroup => Message::new("refused-other-group"),
        Refusal::TooManyTurns { limit } => {
            Message::with("refused-too-many-turns", [("limit", limit.into())])
        }
        Refusal::OnlyThroughRing => Message::new("refused-only-through-ring"),
        Refusal::WalledOff => Message::new("refused-walled-off"),
        Refusal::Frozen(_) => Message::new("refused-frozen"),
        Refusal::Locked { .. } => Message::new("refused-locked"),
        Refusal::NotYet { special, .. } => {
            Message::with("refused-not-yet", [("special", special_name(special))])
        }
    }
}

/// Where the notice stands on a `w × h` board: centred over the pair, just above its higher
/// tile (in the ring's row for a tile on the top row), and kept far enough from the board's
/// sides that wrapped words stay on screen.
pub(crate) fn notice_anchor(a: Pos, b: Pos, w: usize, h: usize) -> Vec2 {
    let (ca, cb) = (cell_center(a, w, h), cell_center(b, w, h));
    let reach = (w as f32 / 2.0 - MOST_CELLS_WIDE / 2.0).max(0.0) * CELL;
    Vec2::new(
        ((ca.x + cb.x) / 2.0).clamp(-reach, reach),
        ca.y.max(cb.y) + CELLS_ABOVE * CELL,
    )
}

/// The newest refusal of the frame replaces any notice still showing.
fn show_refusal(
    mut rejected: MessageReader<MatchRejected>,
    board: Option<Res<Board>>,
    words: Words,
    old: Query<Entity, With<RefusalNotice>>,
    mut commands: Commands,
) {
    let (Some(board), Some(last)) = (board, rejected.read().last()) else {
        return;
    };
    for e in &old {
        commands.entity(e).despawn();
    }
    let (w, h) = (board.grid().width(), board.grid().height());
    let at = notice_anchor(last.a, last.b, w, h);
    // Spaces pad the box the background colour draws round the words.
    let text = format!(" {} ", words.say(&refusal_words(last.reason)));
    commands.spawn((
        RefusalNotice(Timer::from_seconds(SHOWN_SECONDS, TimerMode::Once)),
        Text2d::new(text),
        TextFont::from_font_size(20.0),
        // Tall lines leave room round the words inside their box.
        LineHeight::RelativeToFont(1.7),
        TextColor(palette::NOTICE_TEXT),
        TextBackgroundColor(palette::REFUSAL_BACK),
        TextLayout::new(Justify::Center, LineBreak::WordBoundary),
        TextBounds::new_horizontal(MOST_CELLS_WIDE * CELL),
        Anchor::BOTTOM_CENTER,
        // Above the tiles, the link line and the points.
        Transform::from_translation(at.extend(8.0)),
    ));
}

/// Counts each notice down, fading it at the end, and removes it when done.
fn fade_refusals(
    step: Res<FrameStep>,
    mut commands: Commands,
    mut notices: Query<(
        Entity,
        &mut RefusalNotice,
        &mut TextColor,
        &mut TextBackgroundColor,
    )>,
) {
    for (e, mut notice, mut text, mut back) in &mut notices {
        // Shown in the frame that ends a sleep, it starts now, not when the sleep began; a
        // wake when its fade is due counts the whole sleep.
        if notice.is_added() {
            continue;
        }
        if notice.0.tick(step.game()).is_finished() {
            commands.entity(e).despawn();
            continue;
        }
        let left = (1.0 - notice.0.fraction()) / FADING_PART;
        let alpha = left.min(1.0);
        text.0 = text.0.with_alpha(alpha);
        back.0 = palette::REFUSAL_BACK.with_alpha(palette::REFUSAL_BACK.alpha() * alpha);
    }
}

/// A notice stands still until its fade: the sleeping game wakes when the fade is due, and
/// frames come at the display's rate while it fades.
fn pace_refusals(
    notices: Query<&RefusalNotice>,
    time: Res<Time<Virtual>>,
    mut pacing: ResMut<FramePacing>,
) {
    for notice in &notices {
        let fade_starts = notice.0.duration().mul_f32(1.0 - FADING_PART);
        pacing.frame_in_game(fade_starts.saturating_sub(notice.0.elapsed()), &time);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Last,
        pace_refusals
            .run_if(any_with_component::<RefusalNotice>)
            .in_set(PacingSystems::Ask),
    )
    .add_systems(
        Update,
        (
            crate::game::view::board::new_deal::despawn_on_deal::<RefusalNotice>
                .run_if(on_message::<NewBoard>)
                .in_set(ViewSystems::Dress),
            show_refusal
                .run_if(on_message::<MatchRejected>)
                .in_set(ViewSystems::React),
            fade_refusals
                .run_if(any_with_component::<RefusalNotice>)
                .in_set(ViewSystems::Animate),
        ),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, Translations};

    const EVERY_REFUSAL: [Refusal; 7] = [
        Refusal::SameTile,
        Refusal::NotATile,
        Refusal::DifferentKinds,
        Refusal::OtherGroup,
        Refusal::TooManyTurns { limit: 2 },
        Refusal::OnlyThroughRing,
        Refusal::WalledOff,
    ];

    #[test]
    fn every_refusal_has_its_own_words_in_every_language() {
        for language in Language::ALL {
            let mut said: Vec<String> = EVERY_REFUSAL
                .iter()
                .map(|&r| {
                    let words = refusal_words(r);
                    assert!(Translations::get().has(language, &words.key), "{r:?}");
                    words.text(language)
                })
                .collect();
            said.sort();
            said.dedup();
            assert_eq!(said.len(), EVERY_REFUSAL.len(), "{language:?}: {said:?}");
        }
    }

    #[test]
    fn the_turn_limit_is_told() {
        for limit in [1, 2, 3] {
            let words = refusal_words(Refusal::TooManyTurns { limit });
            for language in Language::ALL {
                assert!(words.text(language).contains(&limit.to_string()));
            }
        }
    }

    #[test]
    fn the_notice_stands_above_the_pair_and_on_the_board() {
        let (w, h) = (12, 8);
        let (a, b) = (Pos::new(5, 3), Pos::new(6, 5));
        let at = notice_anchor(a, b, w, h);
        let higher = cell_center(a, w, h);
        assert!(at.y - higher.y >= CELL / 2.0, "clear of the higher tile");
        assert!(at.x > higher.x && at.x < cell_center(b, w, h).x);
        // By the side of the board, the notice moves in so its words stay on screen.
        let edge = notice_anchor(Pos::new(0, 0), Pos::new(0, 2), w, h);
        assert!(edge.x > cell_center(Pos::new(0, 0), w, h).x);
        assert!(
            edge.x - MOST_CELLS_WIDE / 2.0 * CELL >= cell_center(Pos::new(0, 0), w, h).x - CELL
        );
    }
}
