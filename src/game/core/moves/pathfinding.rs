//! The pathfinding system: answers each match request with a found path or a rejection,
//! running the rule engine's turn-limited search over the board resource; a rejection says
//! why. Under the sliding rule a pair that does not link may slide: one slide is made at once,
//! two are offered to the player, and the one chosen is checked again here.

use bevy::prelude::*;

use crate::engine::slide_links::slides_for_pick;
use crate::engine::{Step, play_move, try_link};
use crate::game::core::board::Board;
use crate::game::core::messages::{
    MatchFound, MatchRejected, MatchRequest, SlideChoiceOffered, SlideChosen,
};
use crate::game::core::stages::MoveFlow;

/// Checks each request against the board. Requests handled in one frame see each other's
/// removals, so spamming clicks can never remove more than the matched pairs.
pub fn find_matches(
    mut requests: MessageReader<MatchRequest>,
    mut found: MessageWriter<MatchFound>,
    (mut rejected, mut offered): (
        MessageWriter<MatchRejected>,
        MessageWriter<SlideChoiceOffered>,
    ),
    board: Option<Res<Board>>,
) {
    let Some(board) = board else {
        requests.clear();
        return;
    };
    let rules = board.rules();
    // Copied only when a frame has several requests.
    let mut grid = std::borrow::Cow::Borrowed(board.grid());
    for &MatchRequest { a, b } in requests.read() {
        let outcome = try_link(&grid, a, b, &rules);
        match outcome {
            Ok(path) => {
                // The board plays the move the same way when the pair is removed, so later
                // requests of this frame are judged on the board they will meet.
                play_move(grid.to_mut(), (a, b), &rules);
                found.write(MatchFound {
                    a,
                    b,
                    path,
                    slide: None,
                });
            }
            Err(reason) => match slides_for_pick(&grid, a, b, &rules)[..] {
                [slide] => {
                    Step::Slide(slide).play(grid.to_mut(), &rules);
                    found.write(MatchFound {
                        a,
                        b,
                        path: slide.path(),
                        slide: Some(slide),
                    });
                }
                [one, other] => {
                    offered.write(SlideChoiceOffered([one, other]));
                }
                _ => {
                    rejected.write(MatchRejected { a, b, reason });
                }
            },
        }
    }
}

/// Plays the slide the player chose, if the board still allows it.
pub fn play_chosen_slide(
    mut chosen: MessageReader<SlideChosen>,
    mut found: MessageWriter<MatchFound>,
    board: Option<Res<Board>>,
) {
    let Some(board) = board else {
        chosen.clear();
        return;
    };
    let rules = board.rules();
    let mut grid = std::borrow::Cow::Borrowed(board.grid());
    for &SlideChosen(slide) in chosen.read() {
        if Step::Slide(slide).is_legal(&grid, &rules) {
            Step::Slide(slide).play(grid.to_mut(), &rules);
            found.write(MatchFound {
                a: slide.mover,
                b: slide.partner,
                path: slide.path(),
                slide: Some(slide),
            });
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            find_matches.run_if(on_message::<MatchRequest>),
            play_chosen_slide.run_if(on_message::<SlideChosen>),
        )
            .chain()
            .in_set(MoveFlow::Search),
    );
}
