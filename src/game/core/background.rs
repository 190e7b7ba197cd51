//! Slow answers about the board (the exact solver behind hints, bombs, the demo and the
//! dead-end check) worked out off the main thread, so no frame waits for them. An answer is
//! used only for the position it was asked about; once the board has changed it is dropped.
//! (Dropping a question that has not started cancels it; one already running finishes its
//! work unseen, so callers ask one question at a time.) The game's other slow work (tile
//! atlases, background paintings, the editor's checks) shares the same threads, [`work_pool`].

use std::collections::BTreeMap;
use std::sync::OnceLock;

use bevy::prelude::*;
use bevy::tasks::futures_lite::future;
use bevy::tasks::{Task, TaskPool, TaskPoolBuilder, block_on};

use crate::engine::{Grid, Rules};
use crate::game::core::board::{Board, WorkGuard};
use crate::game::core::pacing::{FramePacing, PacingSystems, Wake};

/// The name the work pool's threads carry (in a profiler, and in the test below).
const WORK_THREAD_NAME: &str = "Game work";

/// The threads the game's own slow work runs on: the solver's answers (hints, bombs, the
/// demo, the dead-end check), tile atlases, background paintings, the look-alike measure, the
/// editor's checks. Not Bevy's async compute pool: the renderer compiles its pipelines there
/// and waits for some of them within a frame, and on two cores that pool has one thread, so
/// an atlas being drawn on it held the first frames of a start for as long as the drawing
/// took. Two threads at least, so an answer the player waits for does not queue behind a
/// drawing.
pub fn work_pool() -> &'static TaskPool {
    static POOL: OnceLock<TaskPool> = OnceLock::new();
    POOL.get_or_init(|| {
        let threads = bevy::tasks::available_parallelism()
            .saturating_sub(1)
            .clamp(2, 4);
        TaskPoolBuilder::new()
            .num_threads(threads)
            .thread_name(WORK_THREAD_NAME.to_owned())
            .build()
    })
}

/// A question about one board position, being answered in the background.
#[derive(Debug)]
pub struct BoardQuestion<T> {
    generation: u64,
    deal: u64,
    task: Task<T>,
    _open: WorkGuard,
    /// Not yet polled: an answer is never taken in the frame it was asked in, so when it
    /// arrives does not depend on how fast this machine worked it out (a replay holds the
    /// clock until the frame the answer came in, and cannot hold it back to an earlier one).
    fresh: bool,
}

/// What became of a [`BoardQuestion`] this frame.
#[derive(Debug, PartialEq, Eq)]
pub enum Answer<T> {
    /// Still being worked out.
    Pending,
    /// The answer, for the board as it is now.
    Ready(T),
    /// The board changed since the question (same deal): the answer is dropped.
    Stale,
    /// The board asked about is gone (a new deal): the answer is dropped.
    Gone,
}

impl<T: Send + 'static> BoardQuestion<T> {
    /// Starts working out `work` for the board as it is now; `wake` wakes the sleeping game
    /// when the answer is ready.
    pub fn ask(
        board: &Board,
        wake: &Wake,
        work: impl FnOnce(&Grid, &Rules) -> T + Send + 'static,
    ) -> Self {
        let (grid, rules) = (board.grid().clone(), board.rules());
        let (guard, open) = board.start_work();
        let wake = wake.clone();
        BoardQuestion {
            generation: board.generation(),
            deal: board.deal_id(),
            task: work_pool().spawn(async move {
                let answer = work(&grid, &rules);
                drop(guard);
                wake.wake();
                answer
            }),
            _open: open,
            fresh: true,
        }
    }

    /// Looks whether the answer is there, without waiting; the first look never takes it. A
    /// changed board makes the answer stale at once, whether or not the work is done.
    pub fn poll(&mut self, board: Option<&Board>) -> Answer<T> {
        match board {
            None => Answer::Gone,
            Some(b) if b.deal_id() != self.deal => Answer::Gone,
            Some(b) if b.generation() != self.generation => Answer::Stale,
            Some(_) if std::mem::take(&mut self.fresh) => Answer::Pending,
            Some(_) => match block_on(future::poll_once(&mut self.task)) {
                Some(answer) => Answer::Ready(answer),
                None => Answer::Pending,
            },
        }
    }

    /// Polls `question` and takes it out once it has an outcome; no question is `Pending`.
    pub fn settle(question: &mut Option<Self>, board: Option<&Board>) -> Answer<T> {
        let Some(q) = question.as_mut() else {
            return Answer::Pending;
        };
        let answer = q.poll(board);
        if !matches!(answer, Answer::Pending) {
            *question = None;
        }
        answer
    }
}

/// Power-ups working something out, with the frames each has been at it: the bar shows a
/// power-up as thinking once its answer takes more than a few frames.
#[derive(Resource, Debug, Default)]
pub struct Thinking(BTreeMap<&'static str, u32>);

/// Frames an answer may take before the player is shown that the game is thinking.
pub const THINKING_AFTER_FRAMES: u32 = 3;

impl Thinking {
    /// `name` has started working something out.
    pub fn start(&mut self, name: &'static str) {
        self.0.insert(name, 0);
    }

    /// `name` has its answer (or gave up).
    pub fn stop(&mut self, name: &'static str) {
        self.0.remove(name);
    }

    /// Whether nothing is being worked out.
    #[cfg(test)]
    pub fn is_idle(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether `name` has been working for long enough to show it.
    pub fn shows(&self, name: &str) -> bool {
        self.0
            .get(name)
            .is_some_and(|&frames| frames > THINKING_AFTER_FRAMES)
    }

    fn tick(&mut self) {
        for frames in self.0.values_mut() {
            *frames += 1;
        }
    }
}

fn count_thinking_frames(mut thinking: ResMut<Thinking>) {
    if !thinking.0.is_empty() {
        thinking.tick();
    }
}

/// Frames come until a slow answer shows as thinking (they are counted in frames); the answer
/// itself wakes the game.
fn frames_until_thinking_shows(thinking: Res<Thinking>, mut pacing: ResMut<FramePacing>) {
    if thinking.0.values().any(|&f| f <= THINKING_AFTER_FRAMES) {
        pacing.frame_now();
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Thinking>()
        .add_systems(First, count_thinking_frames)
        .add_systems(Last, frames_until_thinking_shows.in_set(PacingSystems::Ask));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thinking_shows_only_after_a_few_frames() {
        let mut thinking = Thinking::default();
        assert!(thinking.is_idle());
        thinking.start("hint");
        for _ in 0..THINKING_AFTER_FRAMES {
            thinking.tick();
            assert!(!thinking.shows("hint"));
        }
        thinking.tick();
        assert!(thinking.shows("hint") && !thinking.shows("bomb"));
        thinking.stop("hint");
        assert!(thinking.is_idle() && !thinking.shows("hint"));
    }

    #[test]
    fn slow_work_runs_beside_the_renderers_pool_not_on_it() {
        let (hold, held) = std::sync::mpsc::channel::<()>();
        let slow = work_pool().spawn(async move {
            let _ = held.recv();
            std::thread::current().name().map(str::to_owned)
        });
        // While the game's work is busy, the pool the renderer compiles on still answers.
        let renderer = bevy::tasks::AsyncComputeTaskPool::get_or_init(TaskPool::new);
        assert_eq!(block_on(renderer.spawn(async { 7 })), 7);
        hold.send(()).unwrap();
        let name = block_on(slow).unwrap_or_default();
        assert!(name.starts_with(WORK_THREAD_NAME), "ran on {name:?}");
    }
}
