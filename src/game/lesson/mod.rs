//! The first lesson: seven small fixed boards, each teaching one thing (a straight link, one
//! turn, two turns round stones, the ring round the board, a pair refused for its three turns,
//! tiles that fall under gravity, and the Hint power-up).
//! Each step waits until the player does what it teaches, then the next board follows.
//!
//! Logic only: [`StartLesson`] and [`SkipLesson`] come in (the title's button, the first start,
//! the skip button and Esc), and the [`Lesson`] resource says which step is on, which pair the
//! player is pointed at and whether the step is done. The view draws the words and the pointer.
//! The lesson's boards are built-in level files (`levels/lesson/`) with fixed tiles; the pair
//! a step teaches is the pair of "a" tiles. Lesson play records no progress and no replay, and
//! leaving the lesson in any way (skipped, finished, another board played) marks it seen in the
//! settings, so the game opens on the title from then on.

#[cfg(feature = "look")]
pub mod view;

use std::sync::OnceLock;
use std::time::Duration;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::engine::{Grid, Kind, Pos, Refusal};
use crate::formats::level::Level;
use crate::game::content::levels::LevelPack;
use crate::game::core::board::Board;
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::{HintShown, MatchFound, MatchRejected, NewBoard};
use crate::game::core::moves::selection::Selection;
use crate::game::core::pacing::{FramePacing, FrameStep, PacingSystems};
use crate::game::core::power_ups::Aiming;
use crate::game::core::screen::{Menu, Screen};
use crate::game::core::settings::Settings;
use crate::game::core::stages::{BoardSetup, MoveFlow};
use crate::game::core::who_plays::StandInApp;
use crate::game::input::input_map::{BoundKeys, PlayAction};
use crate::game::persistence::keep::KeptGameStore;
use crate::game::persistence::progress::SavedProgress;

/// What the player must do to finish a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// Link the pair pointed at.
    Link,
    /// Try the pair pointed at and see it refused for its turns.
    Refused,
    /// Ask for a hint, then link the pair it shows.
    Hint,
}

/// One step of the lesson: its board and what it asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// What the step says, as a message key (see `assets/i18n`).
    pub key: &'static str,
    /// What finishes it.
    pub task: Task,
    /// The board's level file, as written.
    source: &'static str,
    /// That file's name, for messages about it.
    file: &'static str,
}

/// The steps, in order.
pub const STEPS: [Step; 7] = [
    Step {
        key: "lesson-straight",
        task: Task::Link,
        source: include_str!("../../../levels/lesson/1-straight.ron"),
        file: "levels/lesson/1-straight.ron",
    },
    Step {
        key: "lesson-one-turn",
        task: Task::Link,
        source: include_str!("../../../levels/lesson/2-one-turn.ron"),
        file: "levels/lesson/2-one-turn.ron",
    },
    Step {
        key: "lesson-two-turns",
        task: Task::Link,
        source: include_str!("../../../levels/lesson/3-two-turns.ron"),
        file: "levels/lesson/3-two-turns.ron",
    },
    Step {
        key: "lesson-ring",
        task: Task::Link,
        source: include_str!("../../../levels/lesson/4-ring.ron"),
        file: "levels/lesson/4-ring.ron",
    },
    Step {
        key: "lesson-three-turns",
        task: Task::Refused,
        source: include_str!("../../../levels/lesson/5-three-turns.ron"),
        file: "levels/lesson/5-three-turns.ron",
    },
    Step {
        key: "lesson-gravity",
        task: Task::Link,
        source: include_str!("../../../levels/lesson/6-gravity.ron"),
        file: "levels/lesson/6-gravity.ron",
    },
    Step {
        key: "lesson-hint",
        task: Task::Hint,
        source: include_str!("../../../levels/lesson/7-hint.ron"),
        file: "levels/lesson/7-hint.ron",
    },
];

/// The kind of the pair each board teaches: its "a" tiles.
pub const TAUGHT_KIND: Kind = 0;

/// How long a finished step stays on screen before the next board, in game time: long enough
/// to see the link drawn and the pair go.
pub const STEP_PAUSE: Duration = Duration::from_millis(1200);

/// The boards of the steps, read once. They are part of the game (checked by its tests), so
/// one that does not read is a broken build, not bad input.
pub fn lesson_levels() -> &'static [Level] {
    static LEVELS: OnceLock<Vec<Level>> = OnceLock::new();
    LEVELS.get_or_init(|| {
        STEPS
            .iter()
            .map(|s| Level::from_ron(s.source, s.file).unwrap_or_else(|e| panic!("{e}")))
            .collect()
    })
}

/// The two tiles of the taught kind on `grid`, when there are exactly two.
pub fn taught_pair(grid: &Grid) -> Option<(Pos, Pos)> {
    let mut tiles = grid
        .tiles()
        .filter(|&(_, k)| k == TAUGHT_KIND)
        .map(|(p, _)| p);
    let pair = (tiles.next()?, tiles.next()?);
    tiles.next().is_none().then_some(pair)
}

/// Whether `(a, b)` is the pair `pair`, either way round.
fn same_pair(pair: Option<(Pos, Pos)>, a: Pos, b: Pos) -> bool {
    pair.is_some_and(|(p, q)| (p, q) == (a, b) || (p, q) == (b, a))
}

/// Start the lesson from its first step (the title's button, the first start).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct StartLesson;

/// Leave the lesson for the title (its skip button, Esc).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct SkipLesson;

/// Present at start-up when the game opens on the title by itself: the lesson opens instead
/// if the player has not seen it (and has no progress yet).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct LessonOnFirstStart;

/// What was in play before the lesson, put back when it ends.
#[derive(Debug, Clone)]
struct Before {
    spec: LevelSpec,
    pack_active: bool,
}

/// The lesson in progress.
#[derive(Resource, Debug)]
pub struct Lesson {
    step: usize,
    /// The pair the player is pointed at: the taught pair, or on the hint step the pair the
    /// hint showed (none until it has).
    pointed: Option<(Pos, Pos)>,
    /// Set once the step is done: the next board comes when it runs out.
    next_in: Option<Timer>,
    /// The deal the last finished step was played on: until another is shown, the next step's
    /// board is still being dealt.
    old_deal: Option<u64>,
    before: Before,
}

impl Lesson {
    /// The step on, from 0.
    pub fn step_index(&self) -> usize {
        self.step
    }

    /// The step on.
    pub fn step(&self) -> &'static Step {
        &STEPS[self.step]
    }

    /// The pair the player is pointed at, if any.
    pub fn pointed(&self) -> Option<(Pos, Pos)> {
        self.pointed
    }

    /// Whether the step on is done (its board stays a moment before the next).
    pub fn step_done(&self) -> bool {
        self.next_in.is_some()
    }

    /// Whether the step's board is still being dealt: the board shown is the last step's.
    pub fn awaits_board(&self, board: Option<&Board>) -> bool {
        self.old_deal
            .is_some_and(|old| board.is_some_and(|b| b.deal_id() == old))
    }

    /// Whether the player is asked to press the hint power-up now.
    pub fn wants_hint(&self) -> bool {
        self.step().task == Task::Hint && self.pointed.is_none() && !self.step_done()
    }
}

/// Whether the game should open on the lesson: never seen, and nothing played yet.
pub fn first_start(settings: &Settings, progress: &SavedProgress) -> bool {
    !settings.lesson_seen
        && progress.progress.levels.is_empty()
        && progress.progress.daily.is_empty()
}

/// The level spec of step `i`: played, never recorded.
fn step_spec(i: usize) -> LevelSpec {
    LevelSpec::new(lesson_levels()[i].clone(), 0)
}

/// The level in play, and dealing it.
#[derive(SystemParam)]
struct Dealing<'w> {
    spec: ResMut<'w, LevelSpec>,
    pack: Option<ResMut<'w, LevelPack>>,
    new_board: MessageWriter<'w, NewBoard>,
}

impl Dealing<'_> {
    /// What is in play now, to go back to.
    fn before(&self) -> Before {
        Before {
            spec: self.spec.clone(),
            pack_active: self.pack.as_ref().is_some_and(|p| p.active),
        }
    }

    /// Deals the board of step `i`; the pack does not deal its level over it.
    fn deal_step(&mut self, i: usize) {
        if let Some(pack) = self.pack.as_deref_mut() {
            pack.active = false;
        }
        *self.spec = step_spec(i);
        self.new_board.write(NewBoard { seed: None });
    }

    /// Deals what was in play before again.
    fn restore(&mut self, before: &Before) {
        if let Some(pack) = self.pack.as_deref_mut() {
            pack.active = before.pack_active;
        }
        *self.spec = before.spec.clone();
        self.new_board.write(NewBoard { seed: None });
    }
}

/// Moving between play and the title.
#[derive(SystemParam)]
struct Screens<'w> {
    screen: ResMut<'w, NextState<Screen>>,
    menu: ResMut<'w, NextState<Menu>>,
}

impl Screens<'_> {
    /// To play. Already in play (the first start), play is not left and entered again.
    fn play(&mut self) {
        NextState::set_if_neq(&mut *self.screen, Screen::Play);
        NextState::set_if_neq(&mut *self.menu, Menu::None);
    }

    /// To the title's main menu.
    fn title(&mut self) {
        self.screen.set(Screen::Title);
        self.menu.set(Menu::Main);
    }
}

/// At start-up on the title, opens the lesson instead when it is the player's first start. A
/// kept game means the player has played: the title then offers Continue.
fn open_on_first_start(
    (settings, progress): (Res<Settings>, Res<SavedProgress>),
    kept: Option<Res<KeptGameStore>>,
    mut start: MessageWriter<StartLesson>,
    mut commands: Commands,
) {
    commands.remove_resource::<LessonOnFirstStart>();
    let game_kept = kept.is_some_and(|k| k.file.exists());
    if !game_kept && first_start(&settings, &progress) {
        start.write(StartLesson);
    }
}

/// Starts the lesson at its first step, in play; what was in play before is kept to go back
/// to.
fn start_lesson(
    mut starts: MessageReader<StartLesson>,
    lesson: Option<Res<Lesson>>,
    mut dealing: Dealing,
    mut screens: Screens,
    mut commands: Commands,
) {
    if starts.read().count() == 0 {
        return;
    }
    let before = lesson.map_or_else(|| dealing.before(), |on| on.before.clone());
    dealing.deal_step(0);
    screens.play();
    commands.insert_resource(Lesson {
        step: 0,
        pointed: None,
        next_in: None,
        old_deal: None,
        before,
    });
}

/// Points at the pair the step teaches, as the board now is (before this frame's move; a
/// re-deal may have moved it).
fn point_at_pair(mut lesson: ResMut<Lesson>, board: Option<Res<Board>>) {
    let Some(board) = board else { return };
    if lesson.step_done() || lesson.step().task == Task::Hint || lesson.awaits_board(Some(&board)) {
        return;
    }
    let pair = taught_pair(board.grid());
    if lesson.pointed != pair {
        lesson.pointed = pair;
    }
}

/// What the player did this frame, as far as the lesson cares.
fn follow_moves(
    mut lesson: ResMut<Lesson>,
    board: Option<Res<Board>>,
    mut found: MessageReader<MatchFound>,
    mut rejected: MessageReader<MatchRejected>,
    mut hints: MessageReader<HintShown>,
) {
    if lesson.awaits_board(board.as_deref()) {
        return;
    }
    let pointed = lesson.pointed;
    let done = match lesson.step().task {
        Task::Link => found.read().any(|m| same_pair(pointed, m.a, m.b)),
        // Once the tiles in the way are gone the pair links: that is no less learnt.
        Task::Refused => {
            let refused = rejected.read().any(|r| {
                matches!(r.reason, Refusal::TooManyTurns { .. }) && same_pair(pointed, r.a, r.b)
            });
            refused || found.read().any(|m| same_pair(pointed, m.a, m.b))
        }
        Task::Hint => {
            if let Some(h) = hints.read().last() {
                lesson.pointed = Some((h.a, h.b));
            }
            found.read().any(|m| same_pair(lesson.pointed, m.a, m.b))
        }
    };
    // A board cleared some other way leaves nothing to do on it.
    let cleared = board.is_some_and(|b| b.grid().is_cleared());
    if (done || cleared) && !lesson.step_done() {
        // The last board stays longer: the panel says the lesson is over.
        let last = lesson.step + 1 == STEPS.len();
        let pause = if last { STEP_PAUSE * 2 } else { STEP_PAUSE };
        lesson.next_in = Some(Timer::new(pause, TimerMode::Once));
    }
}

/// Once a finished step has shown a moment, deals the next board; after the last, the lesson
/// is over and the title opens.
fn next_step(
    (mut lesson, board): (ResMut<Lesson>, Option<Res<Board>>),
    step: Res<FrameStep>,
    mut dealing: Dealing,
    mut screens: Screens,
) {
    let Some(timer) = lesson.next_in.as_mut() else {
        return;
    };
    if !timer.tick(step.game()).is_finished() {
        return;
    }
    if lesson.step + 1 == STEPS.len() {
        screens.title();
        return;
    }
    lesson.step += 1;
    lesson.pointed = None;
    lesson.next_in = None;
    lesson.old_deal = board.map(|b| b.deal_id());
    dealing.deal_step(lesson.step);
}

/// Esc skips the lesson when there is no selection or aiming for it to cancel first.
fn skip_key(
    keys: BoundKeys,
    selection: Res<Selection>,
    aiming: Res<Aiming>,
    mut skip: MessageWriter<SkipLesson>,
) {
    let idle = selection.first.is_none() && aiming.0.is_none();
    if idle && keys.just_pressed(PlayAction::LetGo) {
        skip.write(SkipLesson);
    }
}

/// A skip goes to the title (leaving play ends the lesson).
fn skip(mut skips: MessageReader<SkipLesson>, mut screens: Screens) {
    if skips.read().count() > 0 {
        screens.title();
    }
}

/// Marks the lesson seen in the settings (saved with them).
fn mark_seen(settings: &mut Settings) {
    if !settings.lesson_seen {
        settings.lesson_seen = true;
    }
}

/// Leaving play (skipped, finished, the pause menu's way to the title) ends the lesson: it is
/// seen, and what was in play before comes back.
fn end_on_leaving_play(
    lesson: Res<Lesson>,
    mut settings: ResMut<Settings>,
    mut dealing: Dealing,
    mut commands: Commands,
) {
    mark_seen(&mut settings);
    dealing.restore(&lesson.before);
    commands.remove_resource::<Lesson>();
}

/// Another board played (the level keys) ends the lesson where it is: it is seen.
fn end_on_other_board(
    lesson: Res<Lesson>,
    spec: Res<LevelSpec>,
    mut settings: ResMut<Settings>,
    mut commands: Commands,
) {
    let on = &lesson_levels()[lesson.step];
    if spec.level.id != on.id {
        mark_seen(&mut settings);
        commands.remove_resource::<Lesson>();
    }
}

/// A sleeping game wakes when the next board is due.
fn wake_for_next_step(
    lesson: Res<Lesson>,
    time: Res<Time<Virtual>>,
    mut pacing: ResMut<FramePacing>,
) {
    if let Some(timer) = &lesson.next_in {
        pacing.frame_in_game(timer.remaining(), &time);
    }
}

/// The lesson: starting, following the player's moves, stepping on, skipping and ending.
pub(crate) fn plugin(app: &mut App) {
    let on = resource_exists::<Lesson>;
    app.stands_in::<Lesson>()
        .add_message::<StartLesson>()
        .add_message::<SkipLesson>()
        .add_systems(
            PreUpdate,
            (
                open_on_first_start.run_if(resource_exists::<LessonOnFirstStart>),
                start_lesson.run_if(on_message::<StartLesson>),
            )
                .chain()
                .in_set(BoardSetup::ChooseLevel),
        )
        .add_systems(
            PreUpdate,
            end_on_other_board.run_if(on).in_set(BoardSetup::Reset),
        )
        .add_systems(
            Update,
            (
                (
                    point_at_pair,
                    skip_key.run_if(resource_exists::<ButtonInput<KeyCode>>),
                )
                    .run_if(on)
                    .in_set(MoveFlow::Input),
                follow_moves.run_if(on).in_set(MoveFlow::Settle),
                next_step.run_if(on).in_set(MoveFlow::Remember),
                skip.run_if(on_message::<SkipLesson>).run_if(on),
            ),
        )
        .add_systems(OnExit(Screen::Play), end_on_leaving_play.run_if(on))
        .add_systems(
            Last,
            wake_for_next_step.run_if(on).in_set(PacingSystems::Ask),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::replays::kept_game::KeptGameFile;

    /// Whether a start with nothing recorded opens the lesson, with the kept-game file in
    /// `dir` (there or not).
    fn opens_lesson(file: KeptGameFile) -> bool {
        let mut app = App::new();
        app.add_message::<StartLesson>()
            .init_resource::<Settings>()
            .init_resource::<SavedProgress>()
            .insert_resource(KeptGameStore::new(file, |_, _| Ok(())))
            .insert_resource(LessonOnFirstStart)
            .add_systems(Update, open_on_first_start);
        app.update();
        assert!(app.world().get_resource::<LessonOnFirstStart>().is_none());
        !app.world().resource::<Messages<StartLesson>>().is_empty()
    }

    #[test]
    fn a_kept_game_means_this_is_not_a_first_start() {
        let dir = tempfile::tempdir().unwrap();
        let file = KeptGameFile::in_dir(dir.path());
        assert!(opens_lesson(file.clone()), "nothing played, nothing kept");
        // A level started from the command line and left mid-game: nothing recorded, but the
        // game in progress is kept, and the title offers it.
        std::fs::write(&file.path, "(kept)").unwrap();
        assert!(!opens_lesson(file));
    }
}
