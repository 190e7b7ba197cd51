//! The Statistics screen (from the title or the hall of fame): the totals in one line, then
//! one chart at a time, stepped with Left/Right or a click: games and clears per day, the time
//! to clear each board size with its trend, and each level's designer estimate beside how it
//! played for this player. Figured by `formats::saves::statistics` from the progress file.

use bevy::prelude::*;

use crate::formats::daily::unix_seconds_now;
use crate::formats::saves::statistics::{DAYS, LevelFeel, Statistics};
use crate::game::content::levels::LevelAsset;
use crate::game::content::words::Words;
use crate::game::core::screen::Menu;
use crate::game::persistence::progress::SavedProgress;
use crate::game::records::screens::board_title::board_title;
use crate::game::records::screens::charts;
use crate::game::screens::navigation::{ChosenByEscape, MenuSystems, Stepped, Steps};
use crate::game::theme::palette;
use crate::game::theme::widgets::{self, Chosen, button, header, label};

/// Width of the screen's rows.
const WIDTH: f32 = 560.0;

/// The chart shown: 0 is games per day, then each board size, then the levels.
#[derive(Resource, Debug, Default)]
pub struct StatisticsScreen {
    chart: usize,
}

/// The screen's layer, built again when the chart changes.
#[derive(Component, Debug)]
struct StatisticsLayer;

/// The button naming the chart.
#[derive(Component, Debug)]
struct ChartButton;

/// The charts there are: games per day, one per size cleared, the levels if any.
fn chart_count(s: &Statistics) -> usize {
    1 + s.sizes.len() + usize::from(!s.levels.is_empty())
}

/// Opening the screen shows games per day first.
fn enter(mut screen: ResMut<StatisticsScreen>) {
    *screen = StatisticsScreen::default();
}

/// The chart button chosen shows the next chart.
fn next_chart(_: On<Chosen>, mut screen: ResMut<StatisticsScreen>, saved: Res<SavedProgress>) {
    step(&mut screen, 1, &saved);
}

/// Left/Right on the chart button step the charts.
fn step_chart(
    stepped: On<Stepped>,
    mut screen: ResMut<StatisticsScreen>,
    saved: Res<SavedProgress>,
) {
    step(&mut screen, stepped.by, &saved);
}

fn step(screen: &mut StatisticsScreen, by: i8, saved: &SavedProgress) {
    let n = chart_count(&Statistics::of(&saved.progress, unix_seconds_now())) as i32;
    screen.chart = (screen.chart as i32 + i32::from(by)).rem_euclid(n) as usize;
}

/// The Hall of fame.
fn hall_of_fame(_: On<Chosen>, mut menu: ResMut<NextState<Menu>>) {
    menu.set(Menu::HallOfFame);
}

/// Back to the title's menu.
fn back(_: On<Chosen>, mut menu: ResMut<NextState<Menu>>) {
    menu.set(Menu::Main);
}

/// The totals, in words.
fn totals(s: &Statistics, words: &Words) -> String {
    words.t_with(
        "stats-totals",
        &[
            ("games", s.games.into()),
            ("clears", s.clears.into()),
            ("streak", s.best_streak.into()),
            ("days", s.best_day_streak.into()),
            ("hints", s.hints.into()),
        ],
    )
}

/// Builds the screen (again, when the chart or the progress changes).
fn spawn_screen(
    mut commands: Commands,
    old: Query<Entity, With<StatisticsLayer>>,
    (screen, saved): (Res<StatisticsScreen>, Res<SavedProgress>),
    levels: Option<Res<Assets<LevelAsset>>>,
    words: Words,
) {
    for layer in &old {
        commands.entity(layer).despawn();
    }
    let s = Statistics::of(&saved.progress, unix_seconds_now());
    let chart = screen.chart.min(chart_count(&s) - 1);
    let (title, legend) = chart_words(&s, chart, &words);
    commands
        .spawn((StatisticsLayer, widgets::layer(Menu::Statistics)))
        .with_children(|root| {
            root.spawn(widgets::frame()).with_children(|panel| {
                panel.spawn(header(words.t("stats-title"), 36.0));
                panel.spawn(wide(label(totals(&s, &words), 17.0, palette::TEXT)));
                let records = words.t_with(
                    "stats-records",
                    &[
                        ("levels", s.levels_cleared.into()),
                        ("clears", s.recorded_clears.into()),
                        ("helped", s.assisted.into()),
                    ],
                );
                panel.spawn(wide(label(records, 15.0, palette::TEXT_DIM)));
                panel
                    .spawn((
                        button(format!("<  {title}  >"), next_chart, WIDTH),
                        Steps,
                        ChartButton,
                    ))
                    .observe(step_chart);
                panel.spawn(charts::area()).with_children(|area| {
                    draw_chart(area, &s, chart, (&saved, levels.as_deref()), &words);
                });
                panel.spawn(wide(label(legend, 14.0, palette::TEXT_DIM)));
                panel.spawn(widgets::button_row()).with_children(|buttons| {
                    buttons.spawn(button(words.t("menu-hall-of-fame"), hall_of_fame, 270.0));
                    buttons.spawn((button(words.t("menu-back"), back, 270.0), ChosenByEscape));
                });
            });
        });
}

/// A line of text kept to the screen's width.
fn wide(text: impl Bundle) -> impl Bundle {
    (
        text,
        Node {
            max_width: px(WIDTH),
            ..default()
        },
    )
}

/// The chart's title and its legend.
fn chart_words(s: &Statistics, chart: usize, words: &Words) -> (String, String) {
    if chart == 0 {
        let title = words.t_with("stats-chart-days", &[("days", DAYS.into())]);
        return (title, words.t("stats-legend-days"));
    }
    if let Some(size) = s.sizes.get(chart - 1) {
        let size = format!("{}×{}", size.size.0, size.size.1);
        let title = words.t_with("stats-chart-size", &[("size", size.into())]);
        return (title, words.t("stats-legend-size"));
    }
    (
        words.t("stats-chart-levels"),
        words.t("stats-legend-levels"),
    )
}

/// Draws chart number `chart` in its area.
fn draw_chart(
    area: &mut ChildSpawnerCommands,
    s: &Statistics,
    chart: usize,
    (saved, levels): (&SavedProgress, Option<&Assets<LevelAsset>>),
    words: &Words,
) {
    if chart == 0 {
        charts::days(area, &s.days);
    } else if let Some(size) = s.sizes.get(chart - 1) {
        charts::trend(area, size);
    } else {
        let named: Vec<(String, LevelFeel)> = s
            .levels
            .iter()
            .map(|l| {
                (
                    board_title(&l.board, &saved.progress.journal, words, levels),
                    l.clone(),
                )
            })
            .collect();
        charts::levels(area, &named);
    }
}

fn needs_building(screen: Res<StatisticsScreen>, saved: Res<SavedProgress>) -> bool {
    screen.is_changed() || saved.is_changed()
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<StatisticsScreen>()
        .add_systems(OnEnter(Menu::Statistics), enter)
        .add_systems(
            Update,
            spawn_screen
                .run_if(in_state(Menu::Statistics).and_then(needs_building))
                .in_set(MenuSystems::Respond),
        );
}
