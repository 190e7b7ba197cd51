//! The clock's last seconds, said: a minute, thirty, ten and five seconds before a timed
//! board runs out, once each, and again if the time comes back (a timer tile) and runs down.
//! The game sleeps while nothing moves, so it is asked to wake at the next of these moments.

use std::time::Duration;

use bevy::prelude::*;

use super::announce::Spoken;
use super::listening::reader_listens;
use crate::game::core::board::Board;
use crate::game::core::clock::{DealClock, time_limit};
use crate::game::core::deal::LevelSpec;
use crate::game::core::pacing::FramePacing;
use crate::game::core::screen::Screen;
use crate::i18n::Message;

/// The seconds left that are said, longest first.
const SAID_AT: [u64; 4] = [60, 30, 10, 5];

/// The last moment said (seconds left), so each is said once.
#[derive(Resource, Debug, Default)]
struct LastSaid(Option<u64>);

/// The moment of [`SAID_AT`] that `left` has reached, if any: the smallest not below it.
fn reached(left: Duration) -> Option<u64> {
    SAID_AT
        .into_iter()
        .rev()
        .find(|&at| left <= Duration::from_secs(at))
}

fn say_the_last_seconds(
    (board, spec): (Res<Board>, Res<LevelSpec>),
    clock: Res<DealClock>,
    time: Res<Time<Virtual>>,
    mut pacing: ResMut<FramePacing>,
    mut last: ResMut<LastSaid>,
    mut spoken: MessageWriter<Spoken>,
) {
    let Some(limit) = time_limit(&spec, &board) else {
        return;
    };
    if clock.is_finished() {
        return;
    }
    let left = limit.saturating_sub(clock.counted);
    let now = reached(left);
    // Time given back (or a new deal) opens the moments above it again.
    if last.0.is_some_and(|said| now.is_none_or(|n| n > said)) {
        last.0 = now;
    }
    if let Some(at) = now
        && last.0 != Some(at)
        && !left.is_zero()
    {
        last.0 = Some(at);
        let seconds = left.as_secs() + u64::from(left.subsec_nanos() > 0);
        let args = [("n", seconds.into())];
        spoken.write(Spoken(Message::with("reader-seconds-left", args)));
    }
    let next = SAID_AT
        .into_iter()
        .filter(|&at| Duration::from_secs(at) < left)
        .max();
    if let Some(next) = next {
        pacing.frame_in_game(left - Duration::from_secs(next) + clock.frozen, &time);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LastSaid>().add_systems(
        PostUpdate,
        say_the_last_seconds
            .run_if(reader_listens)
            .run_if(in_state(Screen::Play))
            .run_if(resource_exists::<Board>)
            .before(super::announce::AnnounceSystems),
    );
}
