//! A run's boards, recorded one by one (see [`super::recorder`]), are gathered into one run
//! replay ([`crate::formats::replays::run_replay`]) that is closed when the run ends: lost, or left for another
//! game. The run file is kept in the data directory's `replays/runs/` and, when the game is
//! online, sent to the leaderboards, which prove and rank the run as a whole.
//!
//! Only a run whose opening board was recorded here is gathered: a run taken up again after
//! the game restarts lacks its first boards, and is not written as a run.

use bevy::prelude::*;

use super::recorder::{Recorder, ReplayStore};
use crate::formats::play_mode::PlayMode;
use crate::formats::replays::run_replay::{MAX_RUN_BOARDS, RUN_FORMAT, RunReplay};
use crate::game::modes::pack_and_daily::StartMode;
use crate::game::modes::runs::Run;
use crate::game::persistence::replay_writer::ReplayWriter;

/// The run being gathered, and the last one gathered to its end.
#[derive(Resource, Debug, Default)]
pub struct RunRecorder {
    open: Option<RunReplay>,
    /// The last run gathered to its end.
    pub last: Option<RunReplay>,
    /// How many runs were gathered to their end: when it changes, [`RunRecorder::last`] is a
    /// run just ended.
    pub finished: u64,
}

impl RunRecorder {
    /// Starts gathering a run of `mode` (closing one still open).
    pub fn open(&mut self, mode: PlayMode) {
        self.close();
        self.open = Some(RunReplay {
            run_format: RUN_FORMAT,
            mode,
            boards: Vec::new(),
        });
    }

    /// Ends the run being gathered; a run with no board recorded is dropped.
    fn close(&mut self) {
        if let Some(run) = self.open.take().filter(|r| !r.boards.is_empty()) {
            self.last = Some(run);
            self.finished += 1;
        }
    }
}

/// Adds each board the recorder finishes to the run in play, and closes the run once it is
/// over or left.
pub(crate) fn gather_boards(
    mut starts: MessageReader<StartMode>,
    recorder: Res<Recorder>,
    run: Option<Res<Run>>,
    mut runs: ResMut<RunRecorder>,
    mut seen: Local<u64>,
) {
    if recorder.finished != *seen {
        *seen = recorder.finished;
        if let (Some(open), Some(board)) = (runs.open.as_mut(), recorder.last.as_ref())
            && board.mode == open.mode
            && open.boards.len() < MAX_RUN_BOARDS
        {
            open.boards.push(board.clone());
        }
    }
    // After the boards: a board left for a new run belongs to the run before it.
    if let Some(StartMode(mode)) = starts.read().last().copied()
        && mode.is_run()
    {
        runs.open(mode);
    }
    let Some(open) = runs.open.as_ref() else {
        return;
    };
    let going_on = run.is_some_and(|r| r.over.is_none() && r.mode == open.mode);
    if !going_on {
        runs.close();
    }
}

/// Hands each run gathered to its end to the writer, to keep in `replays/runs/`.
fn keep_runs(
    runs: Res<RunRecorder>,
    store: Option<Res<ReplayStore>>,
    who: crate::game::core::who_plays::WhoPlays,
    mut writer: ResMut<ReplayWriter>,
    mut seen: Local<u64>,
) {
    if runs.finished == *seen {
        return;
    }
    *seen = runs.finished;
    let (Some(ReplayStore(dir)), Some(run)) = (store.as_deref(), runs.last.as_ref()) else {
        return;
    };
    if who.keeps_games() {
        writer.keep_run(dir, run);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<RunRecorder>().add_systems(
        Update,
        (gather_boards, keep_runs)
            .chain()
            .in_set(crate::game::core::stages::MoveFlow::GatherRun),
    );
}
