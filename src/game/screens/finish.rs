//! The win and lose screens: the result, the best so far, and "next", "retry the same board"
//! and "menu". Clearing a board throws confetti.

use bevy::prelude::*;

use super::navigation::{MenuAction, MenuChosen};
use crate::game::logic::board::Board;
use crate::game::logic::deal::LevelSpec;
use crate::game::logic::demo::Demo;
use crate::game::logic::history::History;
use crate::game::logic::messages::{Assists, BoardStuck, LevelCompleted, TimeUp};
use crate::game::logic::modes::PlayMode;
use crate::game::logic::power_ups::{PowerUps, Stock};
use crate::game::logic::progress::SavedProgress;
use crate::game::logic::runs::{Run, RunOver};
use crate::game::logic::score::Score;
use crate::game::logic::screen::{Menu, Screen};
use crate::game::logic::sets::MoveFlow;
use crate::game::logic::words::Words;
use crate::game::theme::draw_order::LAYER_STEP;
use crate::game::theme::palette;
use crate::game::theme::widgets::{self, StarImages, button, clock_text, header, label, stars_row};
use crate::game::view::effects::CosmeticRng;

/// Seconds between the last pair and the win screen, so the last link can be seen.
const WIN_DELAY: f32 = 0.9;

/// A finish screen waiting to open.
#[derive(Resource, Debug)]
struct FinishIn(Timer, Menu);

fn schedule_finish(
    mut completed: MessageReader<LevelCompleted>,
    mut time_up: MessageReader<TimeUp>,
    mut stuck: MessageReader<BoardStuck>,
    run: Option<Res<Run>>,
    mut commands: Commands,
) {
    // In a run a cleared board is followed by the next at once.
    if run.is_some_and(|r| r.over.is_none()) {
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
            Menu::Won,
        ));
    }
    if time_up.read().count() > 0 {
        commands.insert_resource(FinishIn(
            Timer::from_seconds(0.3, TimerMode::Once),
            Menu::Lost,
        ));
    }
}

fn open_finish(
    time: Res<Time<Real>>,
    finish: Option<ResMut<FinishIn>>,
    screen: Res<State<Screen>>,
    mut menu: ResMut<NextState<Menu>>,
    mut commands: Commands,
) {
    let Some(mut finish) = finish else { return };
    if finish.0.tick(time.delta()).is_finished() {
        if *screen.get() == Screen::Play {
            menu.set(finish.1);
        }
        commands.remove_resource::<FinishIn>();
    }
}

#[allow(clippy::too_many_arguments)]
fn spawn_won(
    mut commands: Commands,
    score: Res<Score>,
    spec: Res<LevelSpec>,
    progress: Res<SavedProgress>,
    stars: Res<StarImages>,
    assists: Res<Assists>,
    registry: Option<Res<PowerUps>>,
    words: Words,
) {
    let Some(result) = score.result else { return };
    // Results that are not recorded (demo, test play, built-in layouts) show no best.
    let best = spec
        .record
        .as_deref()
        .and_then(|id| progress.progress.get(id))
        .copied();
    let again = best.is_some_and(|b| b.clears > 1);
    let best_score = again && best.is_some_and(|b| b.best_score == result.points);
    let best_time = again && best.is_some_and(|b| b.best_seconds == result.seconds);
    commands
        .spawn(widgets::layer(Menu::Won))
        .with_children(|root| {
            root.spawn(widgets::panel()).with_children(|panel| {
                panel.spawn(header(words.t("won-title"), 52.0));
                panel.spawn(label(words.level_name(&spec.level), 20.0, palette::TEXT));
                panel.spawn(stars_row(&stars, result.stars, 54.0));
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
                if assists.any() {
                    let mut help: Vec<String> = assists
                        .power_ups
                        .iter()
                        .map(|(&name, &n)| {
                            let title = registry
                                .as_ref()
                                .and_then(|r| r.get(name))
                                .map_or(name, |p| p.title);
                            words.t_with(
                                "help-power-up",
                                &[
                                    ("title", words.power_up_title(name, title).into()),
                                    ("n", n.into()),
                                ],
                            )
                        })
                        .collect();
                    if assists.undos > 0 {
                        help.push(words.t_with("help-undos", &[("n", assists.undos.into())]));
                    }
                    panel.spawn(label(
                        words.t_with("won-helped", &[("help", help.join(", ").into())]),
                        17.0,
                        palette::TEXT_DIM,
                    ));
                }
                if let Some(b) = best {
                    panel.spawn(label(
                        words.t_with(
                            "won-best",
                            &[
                                ("points", b.best_score.into()),
                                ("time", clock_text(b.best_seconds).into()),
                            ],
                        ),
                        17.0,
                        palette::TEXT_DIM,
                    ));
                    let unaided = match b.unaided {
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
                let news = match (best_score, best_time) {
                    (true, true) => Some("news-best-both"),
                    (true, false) => Some("news-best-score"),
                    (false, true) => Some("news-best-time"),
                    (false, false) => None,
                };
                if let Some(news) = news {
                    panel.spawn(label(words.t(news), 20.0, palette::GOLD));
                }
                panel.spawn(widgets::button_row()).with_children(|row| {
                    row.spawn(button(words.t("finish-next"), MenuAction::Next, 190.0));
                    row.spawn(button(words.t("finish-retry"), MenuAction::Retry, 150.0));
                    row.spawn(button(words.t("finish-menu"), MenuAction::ToTitle, 150.0));
                });
            });
        });
}

fn spawn_lost(
    mut commands: Commands,
    board: Option<Res<Board>>,
    spec: Res<LevelSpec>,
    run: Option<Res<Run>>,
    words: Words,
) {
    if let Some((run, over)) = run.as_ref().and_then(|r| r.over.map(|o| (r, o))) {
        spawn_run_over(&mut commands, run, over, &words);
        return;
    }
    let left = board.map_or(0, |b| b.pairs_left());
    commands
        .spawn(widgets::layer(Menu::Lost))
        .with_children(|root| {
            root.spawn(widgets::panel()).with_children(|panel| {
                panel.spawn(header(words.t("lost-title"), 52.0));
                panel.spawn(label(words.level_name(&spec.level), 20.0, palette::TEXT));
                panel.spawn(label(
                    words.t_with("lost-pairs-left", &[("n", left.into())]),
                    22.0,
                    palette::TEXT,
                ));
                panel.spawn(widgets::button_row()).with_children(|row| {
                    row.spawn(button(words.t("finish-retry"), MenuAction::Retry, 170.0));
                    row.spawn(button(words.t("finish-menu"), MenuAction::ToTitle, 170.0));
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
                panel.spawn(label(
                    words.t(match run.mode {
                        PlayMode::TimeAttack => "mode-time-attack",
                        _ => "mode-endless",
                    }),
                    20.0,
                    palette::TEXT,
                ));
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
                    row.spawn(button(
                        words.t("run-again"),
                        MenuAction::Mode(run.mode),
                        170.0,
                    ));
                    row.spawn(button(words.t("finish-menu"), MenuAction::ToTitle, 170.0));
                });
            });
        });
}

/// Why the board is stuck, for its menu.
#[derive(Resource, Debug)]
struct StuckReason(crate::i18n::Message);

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
    let power_ups_left = registry.is_some_and(|r| r.0.iter().any(|p| stock.left(p.name) > 0));
    commands
        .spawn(widgets::layer(Menu::Stuck))
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
                        row.spawn(button(words.t("stuck-undo"), MenuAction::Undo, 150.0));
                    }
                    if power_ups_left {
                        row.spawn(button(words.t("stuck-back"), MenuAction::Resume, 230.0));
                    }
                    row.spawn(button(words.t("finish-retry"), MenuAction::Retry, 150.0));
                    row.spawn(button(
                        words.t("stuck-new-deal"),
                        MenuAction::NewDeal,
                        170.0,
                    ));
                    row.spawn(button(words.t("finish-menu"), MenuAction::ToTitle, 150.0));
                });
            });
        });
}

/// A piece of confetti: falls, drifts and spins on real time (game time is stopped).
#[derive(Component, Debug)]
pub struct Confetti {
    velocity: Vec2,
    spin: f32,
}

fn throw_confetti(mut commands: Commands, window: Query<&Window>, mut rng: ResMut<CosmeticRng>) {
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

fn fall(time: Res<Time<Real>>, mut confetti: Query<(&mut Confetti, &mut Node, &mut UiTransform)>) {
    let dt = time.delta_secs().min(0.05);
    for (mut c, mut node, mut t) in &mut confetti {
        if let (Val::Px(x), Val::Px(y)) = (node.left, node.top) {
            c.velocity.y += 60.0 * dt;
            node.left = px(x + c.velocity.x * dt);
            node.top = px(y + c.velocity.y * dt);
        }
        t.rotation = Rot2::radians(t.rotation.as_radians() + c.spin * dt);
    }
}

/// A demo goes on by itself a few seconds after a finish screen.
fn demo_moves_on(
    time: Res<Time<Real>>,
    menu: Res<State<Menu>>,
    mut waited: Local<f32>,
    mut chosen: MessageWriter<MenuChosen>,
) {
    *waited += time.delta_secs();
    if *waited >= 3.0 {
        *waited = 0.0;
        let action = if *menu.get() == Menu::Won {
            MenuAction::Next
        } else {
            MenuAction::Retry
        };
        chosen.write(MenuChosen(action));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            schedule_finish.after(MoveFlow::Record),
            open_finish,
            demo_moves_on
                .run_if(resource_exists::<Demo>)
                .run_if(in_state(Menu::Won).or_else(in_state(Menu::Lost))),
            fall.run_if(in_state(Menu::Won)),
        ),
    )
    .add_systems(OnEnter(Menu::Won), (spawn_won, throw_confetti))
    .add_systems(OnEnter(Menu::Lost), spawn_lost)
    .add_systems(OnEnter(Menu::Stuck), spawn_stuck);
}
