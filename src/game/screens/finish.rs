//! The win and lose screens: the result, the best so far, and "next", "retry the same board"
//! and "menu". Clearing a board throws confetti.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::look_at_board::{StepsAside, look_button};
use super::navigation::{ChosenByEscape, close_menu, new_deal, retry, to_title};
use crate::formats::play_mode::PlayMode;
use crate::formats::saves::progress::LevelRecord;
use crate::game::content::levels::{GoToLevel, LevelPack};
use crate::game::content::words::Words;
use crate::game::core::board::Board;
use crate::game::core::deal::LevelSpec;
use crate::game::core::goal::{GoalMissed, GoalProgress};
use crate::game::core::history::{History, UndoRequested};
use crate::game::core::messages::{Assists, BoardStuck, LevelCompleted, NewBoard, Notify, TimeUp};
use crate::game::core::pacing::{FramePacing, FrameStep, FramesWhile, PacingSystems};
use crate::game::core::power_ups::{PowerUps, Stock};
use crate::game::core::score::{FinalScore, Score};
use crate::game::core::screen::{Menu, Screen};
use crate::game::core::stages::MoveGate;
use crate::game::ghost::best::BestGhosts;
use crate::game::ghost::race::GhostRace;
use crate::game::ghost::screens::{race_best, races_best, spawn_against_ghost};
use crate::game::lesson::Lesson;
use crate::game::modes::board_code::BoardCodeNow;
use crate::game::modes::demo::{Demo, demo_goes_on};
use crate::game::modes::runs::{Run, RunOver};
use crate::game::modes::screens::modes::play_mode;
use crate::game::persistence::progress::SavedProgress;
use crate::game::replays::recorder::{Recorder, WhoPlays};
use crate::game::replays::screens::coach::coach_button;
use crate::game::result_card::animation::AnimationMaker;
use crate::game::result_card::screens::{copy_button, save_animation_button};
use crate::game::theme::draw_order::LAYER_STEP;
use crate::game::theme::palette;
use crate::game::theme::widgets::{
    self, ButtonAction, Chosen, StarImages, Tab, button, clock_text, header, label, stars_row,
};
use crate::game::view::board::effects::CosmeticRng;
use crate::i18n;

/// Seconds between the last pair and the win screen, so the last link can be seen.
const WIN_DELAY: f32 = 0.9;

/// A finish screen waiting to open.
#[derive(Resource, Debug)]
struct FinishIn(Timer, Menu);

fn schedule_finish(
    mut completed: MessageReader<LevelCompleted>,
    (mut time_up, mut missed): (MessageReader<TimeUp>, MessageReader<GoalMissed>),
    mut stuck: MessageReader<BoardStuck>,
    (run, lesson, spec): (Option<Res<Run>>, Option<Res<Lesson>>, Res<LevelSpec>),
    mut commands: Commands,
) {
    // A race's end, cleared or not, is the race's result.
    let (won, lost) = if spec.mode == PlayMode::Race {
        (Menu::RaceResult, Menu::RaceResult)
    } else {
        (Menu::Won, Menu::Lost)
    };
    // In a run a cleared board is followed by the next at once; in the lesson, by its next
    // step.
    if run.is_some_and(|r| r.over.is_none()) || lesson.is_some() {
        completed.clear();
    }
    if let Some(s) = stuck.read().last() {
        commands.insert_resource(StuckReason(s.reason.clone()));
        commands.insert_resource(FinishIn(
            Timer::from_seconds(0.3, TimerMode::Once),
            Menu::Stuck,
        ));
    }
    if completed.read().count() > 0 {
        commands.insert_resource(FinishIn(
            Timer::from_seconds(WIN_DELAY, TimerMode::Once),
            won,
        ));
    }
    if time_up.read().count() + missed.read().count() > 0 {
        commands.insert_resource(FinishIn(Timer::from_seconds(0.3, TimerMode::Once), lost));
    }
}

fn open_finish(
    step: Res<FrameStep>,
    finish: Option<ResMut<FinishIn>>,
    screen: Res<State<Screen>>,
    mut menu: ResMut<NextState<Menu>>,
    mut commands: Commands,
) {
    let Some(mut finish) = finish else { return };
    // Asked for in the frame that ends a sleep, the delay starts now.
    if finish.is_added() {
        return;
    }
    if finish.0.tick(step.real()).is_finished() {
        if *screen.get() == Screen::Play {
            menu.set(finish.1);
        }
        commands.remove_resource::<FinishIn>();
    }
}

/// A sleeping game wakes when the finish screen is due.
fn wake_for_finish(finish: Option<Res<FinishIn>>, mut pacing: ResMut<FramePacing>) {
    if let Some(finish) = finish {
        pacing.frame_in(finish.0.remaining());
    }
}

/// A cleared board as the win screen tells it: the result, the level and its record.
#[derive(SystemParam)]
struct Win<'w> {
    score: Res<'w, Score>,
    spec: Res<'w, LevelSpec>,
    progress: Res<'w, SavedProgress>,
}

impl Win<'_> {
    /// The level's best results, with this clear counted; none when results are not
    /// recorded (demo, test play, built-in layouts).
    fn best(&self) -> Option<LevelRecord> {
        self.spec
            .record
            .as_deref()
            .and_then(|id| self.progress.progress.get(id))
            .copied()
    }
}

/// The help the player took on the board: power-ups (by title) and undos.
#[derive(SystemParam)]
struct HelpTaken<'w> {
    assists: Res<'w, Assists>,
    registry: Option<Res<'w, PowerUps>>,
}

impl HelpTaken<'_> {
    /// What was taken, as one line; none when no help was.
    fn line(&self, words: &Words) -> Option<String> {
        if !self.assists.any() {
            return None;
        }
        let mut help: Vec<String> = self
            .assists
            .power_ups
            .iter()
            .map(|(&id, &n)| {
                let title = self
                    .registry
                    .as_ref()
                    .and_then(|r| r.get(id))
                    .map_or(id.as_str(), |p| p.title);
                words.t_with(
                    "help-power-up",
                    &[
                        ("title", words.power_up_title(id, title).into()),
                        ("n", n.into()),
                    ],
                )
            })
            .collect();
        if self.assists.undos > 0 {
            help.push(words.t_with("help-undos", &[("n", self.assists.undos.into())]));
        }
        Some(words.t_with("won-helped", &[("help", help.join(", ").into())]))
    }
}

fn spawn_won(
    mut commands: Commands,
    (win, help, board): (Win, HelpTaken, Option<Res<Board>>),
    (recorder, who, maker): (Res<Recorder>, WhoPlays, Option<Res<AnimationMaker>>),
    (ghost, bests, code): (
        Option<Res<GhostRace>>,
        Option<Res<BestGhosts>>,
        Res<BoardCodeNow>,
    ),
    stars: Res<StarImages>,
    words: Words,
) {
    // A board won by a goal still has tiles to look at; a cleared one is an empty frame.
    let tiles_left = board.is_some_and(|b| b.pairs_left() > 0);
    let Some(result) = win.score.result else {
        return;
    };
    let best = win.best();
    let helped = help.line(&words);
    commands
        .spawn((widgets::layer(Menu::Won), StepsAside))
        .with_children(|root| {
            root.spawn(widgets::panel()).with_children(|panel| {
                panel.spawn(header(words.t("won-title"), 52.0));
                panel.spawn(label(
                    words.level_name(&win.spec.level),
                    20.0,
                    palette::TEXT,
                ));
                if let Some(code) = &code.0 {
                    let line = words.t_with("board-code", &[("code", code.clone().into())]);
                    panel.spawn(label(line, 15.0, palette::TEXT_DIM));
                }
                panel.spawn(stars_row(&stars, result.stars, 54.0));
                spawn_result(panel, &result, &words);
                if let Some(helped) = helped {
                    panel.spawn(label(helped, 17.0, palette::TEXT_DIM));
                }
                if let Some(best) = best {
                    spawn_best(panel, &best, &words);
                }
                if let Some(news) = news(&result, best) {
                    panel.spawn(label(words.t(news), 20.0, palette::GOLD));
                }
                if let Some(ghost) = ghost {
                    spawn_against_ghost(panel, &ghost, result.seconds, &words);
                }
                panel.spawn(widgets::button_row()).with_children(|row| {
                    row.spawn(button(words.t("finish-next"), next_level, 190.0));
                    row.spawn(button(words.t("finish-retry"), retry, 150.0));
                    if tiles_left {
                        row.spawn(look_button(&words, 210.0));
                    }
                    if let Some(coach) = coach_button(&recorder, &who, &words, 150.0) {
                        row.spawn(coach);
                    }
                    if let Some(copy) = copy_button(&recorder, &who, &words, 230.0) {
                        row.spawn(copy);
                    }
                    let maker = maker.as_deref();
                    if let Some(save) =
                        save_animation_button(&recorder, &who, maker, (&words, 230.0))
                    {
                        row.spawn(save);
                    }
                    if races_best(&win.spec, &who, bests.is_some()) {
                        row.spawn(button(words.t("finish-race-best"), race_best, 230.0));
                    }
                    row.spawn((
                        button(words.t("finish-menu"), to_title, 150.0),
                        ChosenByEscape,
                    ));
                });
            });
        });
}

/// The points (with the time bonus) and the time of a clear.
fn spawn_result(panel: &mut ChildSpawnerCommands, result: &FinalScore, words: &Words) {
    panel.spawn(label(
        words.t_with(
            "won-points",
            &[
                ("points", result.points.into()),
                ("bonus", result.time_bonus.into()),
            ],
        ),
        24.0,
        palette::TEXT,
    ));
    panel.spawn(label(
        words.t_with("won-time", &[("time", clock_text(result.seconds).into())]),
        20.0,
        palette::TEXT,
    ));
}

/// The level's best results: of all clears, and of those without help.
fn spawn_best(panel: &mut ChildSpawnerCommands, best: &LevelRecord, words: &Words) {
    panel.spawn(label(
        words.t_with(
            "won-best",
            &[
                ("points", best.best_score.into()),
                ("time", clock_text(best.best_seconds).into()),
            ],
        ),
        17.0,
        palette::TEXT_DIM,
    ));
    let unaided = match best.unaided {
        Some(u) => words.t_with(
            "won-unaided",
            &[
                ("points", u.score.into()),
                ("time", clock_text(u.seconds).into()),
            ],
        ),
        None => words.t("won-unaided-none"),
    };
    panel.spawn(label(unaided, 17.0, palette::TEXT_DIM));
}

/// Which best this clear beat, as a message key: only on a level cleared before.
fn news(result: &FinalScore, best: Option<LevelRecord>) -> Option<&'static str> {
    let again = best.is_some_and(|b| b.clears > 1);
    let best_score = again && best.is_some_and(|b| b.best_score == result.points);
    let best_time = again && best.is_some_and(|b| b.best_seconds == result.seconds);
    match (best_score, best_time) {
        (true, true) => Some("news-best-both"),
        (true, false) => Some("news-best-score"),
        (false, true) => Some("news-best-time"),
        (false, false) => None,
    }
}

/// The board after this one: the pack's next level, or another deal of a built-in layout.
#[derive(SystemParam)]
struct NextDeal<'w> {
    spec: Res<'w, LevelSpec>,
    pack: Option<Res<'w, LevelPack>>,
    progress: Res<'w, SavedProgress>,
    demo: Option<Res<'w, Demo>>,
    go: MessageWriter<'w, GoToLevel>,
    new_board: MessageWriter<'w, NewBoard>,
}

impl NextDeal<'_> {
    /// Deals the next board; false when the pack's next level is not open yet.
    fn deal(&mut self) -> bool {
        // After a built-in layout (the pack is not in play) "next" is another deal of it; in
        // the pack, the next level once this one's clear is recorded.
        let Some(pack) = self
            .pack
            .as_ref()
            .filter(|p| p.active && !p.entries().is_empty())
        else {
            self.new_board.write(NewBoard {
                seed: Some(self.spec.seed.wrapping_add(1)),
            });
            return true;
        };
        let next = (pack.current + 1) % pack.entries().len();
        // The demo walks the pack without opening anything.
        let open = next == 0
            || self.demo.is_some()
            || self.progress.opens_next(self.spec.record.as_deref());
        if open {
            self.go.write(GoToLevel(next));
        }
        open
    }
}

/// The next level of the pack (or another deal); a level not open yet says so.
fn next_level(
    _: On<Chosen>,
    mut next: NextDeal,
    mut notify: MessageWriter<Notify>,
    mut menu: ResMut<NextState<Menu>>,
) {
    if next.deal() {
        menu.set(Menu::None);
    } else {
        notify.write(Notify {
            message: i18n::Message::new("levels-next-locked"),
            seconds: 2.5,
        });
    }
}

fn spawn_lost(
    mut commands: Commands,
    (board, spec, run): (Option<Res<Board>>, Res<LevelSpec>, Option<Res<Run>>),
    (recorder, who, bests): (Res<Recorder>, WhoPlays, Option<Res<BestGhosts>>),
    (words, goal, maker): (Words, Res<GoalProgress>, Option<Res<AnimationMaker>>),
) {
    if let Some((run, over)) = run.as_ref().and_then(|r| r.over.map(|o| (r, o))) {
        spawn_run_over(&mut commands, run, over, &words);
        return;
    }
    let left = board.map_or(0, |b| b.pairs_left());
    // A goal whose links ran out, or the clock.
    let (title, how_far) = match (goal.0, spec.level.goal.within_links) {
        (Some(p), Some(most)) if p.links >= most && !p.met() => (
            words.t("lost-goal-title"),
            words.t_with(
                "lost-goal",
                &[("done", p.done.into()), ("needed", p.needed.into())],
            ),
        ),
        _ => (
            words.t("lost-title"),
            words.t_with("lost-pairs-left", &[("n", left.into())]),
        ),
    };
    commands
        .spawn((widgets::layer(Menu::Lost), StepsAside))
        .with_children(|root| {
            root.spawn(widgets::panel()).with_children(|panel| {
                panel.spawn(header(title, 52.0));
                panel.spawn(label(words.level_name(&spec.level), 20.0, palette::TEXT));
                panel.spawn(label(how_far, 22.0, palette::TEXT));
                panel.spawn(widgets::button_row()).with_children(|row| {
                    row.spawn(button(words.t("finish-retry"), retry, 170.0));
                    row.spawn(look_button(&words, 210.0));
                    if let Some(coach) = coach_button(&recorder, &who, &words, 150.0) {
                        row.spawn(coach);
                    }
                    if let Some(copy) = copy_button(&recorder, &who, &words, 230.0) {
                        row.spawn(copy);
                    }
                    let maker = maker.as_deref();
                    if let Some(save) =
                        save_animation_button(&recorder, &who, maker, (&words, 230.0))
                    {
                        row.spawn(save);
                    }
                    if races_best(&spec, &who, bests.is_some()) {
                        row.spawn(button(words.t("finish-race-best"), race_best, 230.0));
                    }
                    row.spawn((
                        button(words.t("finish-menu"), to_title, 170.0),
                        ChosenByEscape,
                    ));
                });
            });
        });
}

/// The end of a run: the boards it cleared, its points, and how it stands against the best.
fn spawn_run_over(commands: &mut Commands, run: &Run, over: RunOver, words: &Words) {
    let best = match over.best_before {
        Some(best) if over.total > best => words.t("run-new-best"),
        Some(best) => words.t_with("run-best", &[("points", best.into())]),
        None => words.t("run-first"),
    };
    commands
        .spawn(widgets::layer(Menu::Lost))
        .with_children(|root| {
            root.spawn(widgets::panel()).with_children(|panel| {
                panel.spawn(header(words.t("run-over-title"), 52.0));
                panel.spawn(label(words.t(run.mode.title()), 20.0, palette::TEXT));
                panel.spawn(label(
                    words.t_with(
                        "run-result",
                        &[
                            ("points", over.total.into()),
                            ("boards", (over.stage - 1).into()),
                        ],
                    ),
                    26.0,
                    palette::GOLD,
                ));
                panel.spawn(label(best, 18.0, palette::TEXT_DIM));
                panel.spawn(widgets::button_row()).with_children(|row| {
                    row.spawn(button(words.t("run-again"), play_mode(run.mode), 170.0));
                    row.spawn((
                        button(words.t("finish-menu"), to_title, 170.0),
                        ChosenByEscape,
                    ));
                });
            });
        });
}

/// Why the board is stuck, for its menu.
#[derive(Resource, Debug)]
struct StuckReason(i18n::Message);

/// The board cannot go on as it is: says why, and offers what can still be done.
fn spawn_stuck(
    mut commands: Commands,
    reason: Option<Res<StuckReason>>,
    history: Res<History>,
    stock: Res<Stock>,
    registry: Option<Res<PowerUps>>,
    words: Words,
) {
    let why = reason.map_or_else(String::new, |r| words.say(&r.0));
    let power_ups_left = registry.is_some_and(|r| r.iter().any(|p| stock.left(p.id) > 0));
    commands
        .spawn((widgets::layer(Menu::Stuck), StepsAside))
        .with_children(|root| {
            root.spawn(widgets::panel()).with_children(|panel| {
                panel.spawn(header(words.t("stuck-title"), 48.0));
                panel.spawn(label(words.t("stuck-why"), 20.0, palette::TEXT));
                panel.spawn(label(why, 16.0, palette::TEXT_DIM));
                if power_ups_left {
                    panel.spawn(label(words.t("stuck-power-ups"), 18.0, palette::TEXT));
                }
                panel.spawn(widgets::button_row()).with_children(|row| {
                    if history.undo_steps() > 0 {
                        row.spawn(button(words.t("stuck-undo"), undo, 150.0));
                    }
                    if power_ups_left {
                        row.spawn(button(words.t("stuck-back"), close_menu, 230.0));
                    }
                    row.spawn(button(words.t("finish-retry"), retry, 150.0));
                    row.spawn(look_button(&words, 210.0));
                    row.spawn(button(words.t("stuck-new-deal"), new_deal, 170.0));
                    row.spawn(button(words.t("finish-menu"), to_title, 150.0));
                });
            });
        });
}

/// Take back the last move.
fn undo(_: On<Chosen>, mut undo: MessageWriter<UndoRequested>, mut menu: ResMut<NextState<Menu>>) {
    undo.write(UndoRequested);
    menu.set(Menu::None);
}

/// A piece of confetti: falls, drifts and spins on real time (game time is stopped).
#[derive(Component, Debug)]
pub struct Confetti {
    velocity: Vec2,
    spin: f32,
}

/// Confetti for a cleared board, once: not again when the win screen comes back (from the
/// coach).
fn throw_confetti(
    mut commands: Commands,
    window: Query<&Window>,
    mut rng: ResMut<CosmeticRng>,
    board: Option<Res<Board>>,
    mut thrown_for: Local<Option<u64>>,
) {
    let deal = board.map(|b| b.deal_id());
    if deal.is_some() && *thrown_for == deal {
        return;
    }
    *thrown_for = deal;
    let (w, h) = window
        .iter()
        .next()
        .map_or((1280.0, 800.0), |w| (w.width(), w.height()));
    let colours = palette::CONFETTI;
    let mut next = || rng.unit();
    for i in 0..140 {
        let (x, y) = (next() * w, -next() * h * 0.6 - 20.0);
        commands.spawn((
            Confetti {
                velocity: Vec2::new((next() - 0.5) * 120.0, 120.0 + next() * 220.0),
                spin: (next() - 0.5) * 12.0,
            },
            DespawnOnExit(Menu::Won),
            Node {
                position_type: PositionType::Absolute,
                left: px(x),
                top: px(y),
                width: px(8.0 + next() * 6.0),
                height: px(12.0 + next() * 8.0),
                ..default()
            },
            BackgroundColor(colours[i % colours.len()]),
            UiTransform::default(),
            // Over the game, under the result panel.
            GlobalZIndex(9 * LAYER_STEP),
            Pickable::IGNORE,
        ));
    }
}

/// Confetti falls, drifts and spins; a piece gone below the window goes, so the screen
/// comes to rest.
fn fall(
    step: Res<FrameStep>,
    window: Query<&Window>,
    mut confetti: Query<(Entity, &mut Confetti, &mut Node, &mut UiTransform)>,
    mut commands: Commands,
) {
    let dt = step.real_motion().as_secs_f32().min(0.05);
    let bottom = window.iter().next().map_or(800.0, Window::height);
    for (e, mut c, mut node, mut t) in &mut confetti {
        if let (Val::Px(x), Val::Px(y)) = (node.left, node.top) {
            if y > bottom {
                commands.entity(e).despawn();
                continue;
            }
            c.velocity.y += 60.0 * dt;
            node.left = px(x + c.velocity.x * dt);
            node.top = px(y + c.velocity.y * dt);
        }
        t.rotation = Rot2::radians(t.rotation.as_radians() + c.spin * dt);
    }
}

/// A demo goes on by itself a few seconds after a finish screen: it chooses the screen's
/// first button, as Enter would (next after a win, retry after a loss).
fn demo_moves_on(
    step: Res<FrameStep>,
    mut waited: Local<f32>,
    buttons: Query<(Entity, &Tab), With<ButtonAction>>,
    mut commands: Commands,
) {
    *waited += step.real().as_secs_f32();
    if *waited >= 3.0 {
        *waited = 0.0;
        if let Some((entity, _)) = buttons.iter().min_by_key(|(_, tab)| **tab) {
            commands.trigger(Chosen { entity });
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            schedule_finish
                .after(MoveGate::Playing)
                .after(MoveGate::Ticking),
            open_finish.after(schedule_finish),
            demo_moves_on
                .run_if(demo_goes_on)
                .run_if(in_state(Menu::Won).or_else(in_state(Menu::Lost))),
            fall.run_if(in_state(Menu::Won)),
        ),
    )
    .frames_while_real::<Confetti>()
    .add_systems(Last, wake_for_finish.in_set(PacingSystems::Ask))
    .add_systems(OnEnter(Menu::Won), (spawn_won, throw_confetti))
    .add_systems(OnEnter(Menu::Lost), spawn_lost)
    .add_systems(OnEnter(Menu::Stuck), spawn_stuck);
}
