//! The heads-up display: level name, clock, pairs left, score and combo, points flying off
//! each link, and notices (re-deal, win, saved progress).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::game::content::levels::{LevelPack, TestPlaying};
use crate::game::content::words::Words;
use crate::game::core::board::Board;
use crate::game::core::clock::{ClockShown, DealClock};
use crate::game::core::deal::{LevelProblem, LevelSpec};
use crate::game::core::messages::MatchFound;
use crate::game::core::moves_left::MovesLeft;
use crate::game::core::pacing::{FrameStep, FramesWhile};
use crate::game::core::score::{COMBO_WINDOW, PAIR_POINTS, Score};
use crate::game::core::screen::{PauseRequested, Screen};
use crate::game::core::settings::Settings;
use crate::game::modes::runs::Run;
use crate::game::replays::playback::Playback;
use crate::game::replays::practice::Practising;
use crate::game::theme::boxes::BoxColours;
use crate::game::theme::localized::Localized;
use crate::game::theme::palette::{self, hud_colours};
use crate::game::view::frame::desktop_scheme::ShownShade;
use crate::game::view::geometry::{CELL, TextSize, cell_center, ui_scale};
use crate::game::view::hud_fit::{GivesWay, ROW_GAP, StatusRow, row_text};
use crate::game::view::motion::{LessMotion, follow_motion};
use crate::game::view::offstage::PlayOnly;
use crate::game::view::stages::ViewSystems;
use crate::i18n::Language;

/// The status line at the top.
#[derive(Component, Debug)]
pub struct StatusText;

/// The score and combo at the top right.
#[derive(Component, Debug)]
pub struct ScoreText;

/// Points rising from a link and fading.
#[derive(Component, Debug)]
pub struct PointsPopup(Timer);

/// The status row across the top of play: the status line on the left (set smaller before
/// anything overlaps it: `hud_fit.rs`), the score and the pause button on the right.
fn spawn_hud(mut commands: Commands) {
    commands
        .spawn((
            PlayOnly,
            Node {
                position_type: PositionType::Absolute,
                top: px(8.0),
                left: px(16.0),
                right: px(16.0),
                height: px(STATUS_ROW),
                justify_content: JustifyContent::SpaceBetween,
                align_items: AlignItems::Center,
                column_gap: px(ROW_GAP),
                ..default()
            },
            StatusRow,
            Pickable::IGNORE,
        ))
        .with_children(|row| {
            row.spawn((
                GivesWay,
                Node {
                    align_items: AlignItems::Center,
                    column_gap: px(20.0),
                    flex_shrink: 1.0,
                    ..default()
                },
            ))
            .with_children(|left| {
                left.spawn((
                    StatusText,
                    Text::new(""),
                    row_text(21.0),
                    TextColor(hud_colours(default()).0),
                ));
                left.spawn((StatusSlot, Node::default()));
            });
            row.spawn(Node {
                align_items: AlignItems::Center,
                column_gap: px(16.0),
                flex_shrink: 0.0,
                ..default()
            })
            .with_children(|right| {
                right.spawn((
                    ScoreText,
                    Text::new(""),
                    TextFont::from_font_size(21.0),
                    TextColor(hud_colours(default()).1),
                ));
                right.spawn(pause_button()).observe(
                    |_: On<Pointer<Click>>, mut pause: MessageWriter<PauseRequested>| {
                        pause.write(PauseRequested::default());
                    },
                );
            });
        });
}

/// A place in the status row, after the status line, for what a feature adds to it (a
/// level's goal).
#[derive(Component, Debug)]
pub struct StatusSlot;

/// The status row's height, in interface pixels (the notice lane lies under it).
const STATUS_ROW: f32 = 34.0;

/// Scales the whole interface (HUD, bar, menus) with the window, so nothing overlaps in a
/// small window and text stays large enough in a big one. Text is laid out at the scaled size,
/// so it stays crisp.
///
/// The player's text size applies everywhere but the editor, a designer's workbench laid out
/// edge to edge for the window, which keeps the usual size.
fn scale_ui(
    windows: Query<&Window>,
    settings: Option<Res<Settings>>,
    screen: Option<Res<State<Screen>>>,
    (mut scale, mut in_effect): (ResMut<UiScale>, ResMut<TextSize>),
) {
    let Some(window) = windows.iter().next() else {
        return;
    };
    let editing = screen.is_some_and(|s| *s.get() == Screen::Editor);
    let size = match settings {
        Some(s) if !editing => s.interface_size.factor(),
        _ => 1.0,
    };
    in_effect.set_if_neq(TextSize(size));
    let s = ui_scale(window.size(), size);
    if (scale.0 - s).abs() > 0.01 {
        scale.0 = s;
    }
}

/// The pause button at the top.
#[derive(Component, Debug)]
pub struct PauseButton;

fn pause_button() -> impl Bundle {
    (
        PauseButton,
        Button,
        Node {
            padding: UiRect::axes(px(12.0), px(4.0)),
            border_radius: BorderRadius::all(px(8.0)),
            ..default()
        },
        BoxColours::fill(palette::CHIP),
        children![(
            Localized("hud-pause"),
            Text::new(""),
            TextFont::from_font_size(16.0),
            TextColor(palette::CHIP_TEXT),
            Pickable::IGNORE,
        )],
    )
}

/// HUD text reads on the theme's background.
fn theme_text(
    shade: Res<ShownShade>,
    mut status: Query<&mut TextColor, (With<StatusText>, Without<ScoreText>)>,
    mut score: Query<&mut TextColor, (With<ScoreText>, Without<StatusText>)>,
) {
    if !shade.is_changed() {
        return;
    }
    let (status_colour, score_colour) = hud_colours(shade.0);
    for mut c in &mut status {
        c.0 = status_colour;
    }
    for mut c in &mut score {
        c.0 = score_colour;
    }
}

/// Score, and the multiplier while a combo chain is alive.
fn update_score(
    score: Res<Score>,
    clock: Res<DealClock>,
    words: Words,
    mut text: Query<&mut Text, With<ScoreText>>,
    mut shown: Local<Option<(u32, u32, Language)>>,
) {
    let alive = score.combo > 1
        && score
            .last_link
            .is_some_and(|t| clock.played_seconds() - t <= COMBO_WINDOW);
    let key = (
        score.total(),
        if alive { score.combo } else { 0 },
        words.language(),
    );
    if *shown == Some(key) {
        return;
    }
    *shown = Some(key);
    let line = match key {
        (total, 0, _) => words.t_with("hud-points", &[("total", total.into())]),
        (total, combo, _) => words.t_with(
            "hud-combo",
            &[("total", total.into()), ("combo", combo.into())],
        ),
    };
    for mut t in &mut text {
        t.0.clone_from(&line);
    }
}

/// Each link's points rise from between its tiles, larger with the multiplier.
fn spawn_points(
    mut found: MessageReader<MatchFound>,
    score: Res<Score>,
    board: Option<Res<Board>>,
    mut commands: Commands,
) {
    let Some(board) = board else {
        found.clear();
        return;
    };
    let (w, h) = (board.grid().width(), board.grid().height());
    for m in found.read() {
        let at = (cell_center(m.a, w, h) + cell_center(m.b, w, h)) / 2.0;
        let combo = score.combo.max(1);
        let text = if combo > 1 {
            format!("+{} x{combo}", PAIR_POINTS * combo)
        } else {
            format!("+{PAIR_POINTS}")
        };
        let size = 26.0 + 6.0 * combo as f32;
        // Dark copies all round outline the numbers, so they read over ivory tiles, a dark
        // board and a light one alike.
        let outline =
            outline_offsets(size * OUTLINE_WIDTH).map(|o| (o.extend(5.9), palette::SHADOW));
        for (offset, colour) in outline.chain([(Vec3::new(0.0, 0.0, 6.0), palette::POINTS)]) {
            commands.spawn((
                PointsPopup(Timer::from_seconds(0.9, TimerMode::Once)),
                Text2d::new(text.clone()),
                TextFont::from_font_size(size),
                TextColor(colour),
                Transform::from_translation(at.extend(0.0) + offset),
            ));
        }
    }
}

/// The outline's width, as a part of the font size.
const OUTLINE_WIDTH: f32 = 0.11;

/// Where the dark copies of an outlined text go: `width` away in eight directions.
fn outline_offsets(width: f32) -> impl Iterator<Item = Vec2> {
    (0..8).map(move |i| Vec2::from_angle(i as f32 * std::f32::consts::FRAC_PI_4) * width)
}

/// The points rise as they fade (with less motion they only fade, where they appeared).
fn animate_points(
    (step, less): (Res<FrameStep>, Res<LessMotion>),
    mut commands: Commands,
    mut popups: Query<(Entity, &mut PointsPopup, &mut Transform, &mut TextColor)>,
) {
    let dt = step.game_motion();
    let rise = if less.0 { 0.0 } else { CELL * 1.2 };
    for (e, mut p, mut t, mut colour) in &mut popups {
        if p.0.tick(dt).is_finished() {
            commands.entity(e).despawn();
            continue;
        }
        let k = p.0.fraction();
        t.translation.y += rise * dt.as_secs_f32() * (1.0 - k);
        colour.0 = colour
            .0
            .with_alpha(1.0 - EaseFunction::QuadraticIn.sample_clamped(k));
    }
}

/// The banner at the bottom that shows why a level cannot be played.
#[derive(Component, Debug)]
pub struct ProblemBanner;

fn spawn_banner(mut commands: Commands) {
    commands
        .spawn((
            ProblemBanner,
            Visibility::Hidden,
            Node {
                position_type: PositionType::Absolute,
                bottom: px(0.0),
                left: px(0.0),
                right: px(0.0),
                padding: UiRect::axes(px(18.0), px(12.0)),
                ..default()
            },
            BoxColours::fill(palette::PROBLEM_BACK),
        ))
        .with_child((
            Text::new(""),
            TextFont::from_font_size(18.0),
            TextColor(palette::PROBLEM_TEXT),
        ));
}

/// Shows the level problem, if any, in the banner.
fn update_banner(
    problem: Res<LevelProblem>,
    words: Words,
    mut banner: Query<(&mut Visibility, &Children), With<ProblemBanner>>,
    mut texts: Query<&mut Text>,
) {
    if !problem.is_changed() && !words.changed() {
        return;
    }
    for (mut visibility, children) in &mut banner {
        *visibility = if problem.0.is_some() {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        if let Some(message) = &problem.0
            && let Some(mut text) = children.first().and_then(|c| texts.get_mut(*c).ok())
        {
            // Long problem lists are cut to what fits; `lianliankan check` prints them all.
            let message = words.say(message);
            let lines: Vec<&str> = message.lines().take(6).collect();
            text.0 = format!(
                "{}\n{}\n{}",
                words.t("banner-unplayable"),
                lines.join("\n"),
                words.t("banner-fix")
            );
        }
    }
}

/// What the board in play belongs to, as the status line names it: the level's place in the
/// pack, a test play, a replay, a run, or the mode of play.
#[derive(SystemParam)]
struct PlaySetting<'w> {
    spec: Res<'w, LevelSpec>,
    pack: Option<Res<'w, LevelPack>>,
    testing: Option<Res<'w, TestPlaying>>,
    playback: Option<Res<'w, Playback>>,
    run: Option<Res<'w, Run>>,
    practising: Option<Res<'w, Practising>>,
}

impl PlaySetting<'_> {
    /// The level's number in the pack, and the pack's size: only for a level of the pack (not
    /// a built-in layout or a replay).
    fn number(&self) -> Option<(usize, usize)> {
        self.pack
            .as_ref()
            .filter(|p| p.single.is_none() && !p.entries().is_empty() && self.spec.record.is_some())
            .map(|p| (p.current + 1, p.entries().len()))
    }

    /// The message naming how the board is played, when it is not plain classic play.
    fn label(&self) -> Option<&'static str> {
        if self.testing.is_some() {
            return Some("hud-test-play");
        }
        // An exported animation shows the game as it was played, named as it was: no keys
        // drive it.
        if self
            .playback
            .as_ref()
            .is_some_and(|p| !p.is_catching_up() && !p.quiet)
        {
            return Some("hud-replay");
        }
        if self.practising.is_some() {
            return Some("hud-practice");
        }
        // The daily level's name says it is the daily board; a game that no longer counts
        // says so.
        self.spec.mode.hud_label(self.spec.record.is_some())
    }

    /// The run's stage and the points it has banked, during a run.
    fn run(&self) -> Option<(u32, u32)> {
        self.run.as_ref().map(|r| (r.stage, r.banked))
    }
}

/// What the status line shows, to rebuild it only on change: the second, the frozen seconds,
/// the board and its moves, the seed, the place, the label, the run and the language.
type StatusKey = (
    u32,
    u32,
    (u64, Option<usize>),
    u64,
    Option<(usize, usize)>,
    Option<&'static str>,
    Option<(u32, u32)>,
    Language,
);

/// Where the board stands: the run, the mode, or the level's number in the pack.
fn place_text(
    words: &Words,
    label: Option<&'static str>,
    number: Option<(usize, usize)>,
    run: Option<(u32, u32)>,
) -> String {
    if let Some((stage, banked)) = run {
        let label = words.t(label.unwrap_or("hud-endless"));
        let run = words.t_with(
            "hud-run",
            &[("stage", stage.into()), ("points", banked.into())],
        );
        format!("{label} {run}  ")
    } else if let Some(label) = label {
        format!("{}  ", words.t(label))
    } else {
        number.map_or_else(String::new, |(n, of)| format!("{n}/{of}  "))
    }
}

/// The clock: counting down to a time limit, otherwise up; and the seconds it stays frozen.
fn clock_text(words: &Words, time_limit: Option<u32>, seconds: f32, frozen: u32) -> String {
    let shown_secs = match time_limit {
        Some(limit) => (limit as f32 - seconds).max(0.0).ceil(),
        None => seconds.floor(),
    };
    let clock = format!(
        "{:02}:{:02}",
        (shown_secs / 60.0) as u32,
        (shown_secs % 60.0) as u32
    );
    let clock_text = if time_limit.is_some() {
        words.t_with("hud-time-left", &[("clock", clock.into())])
    } else {
        clock
    };
    if frozen > 0 {
        let frozen_text = words.t_with("hud-frozen", &[("seconds", frozen.into())]);
        format!("{clock_text} {frozen_text}")
    } else {
        clock_text
    }
}

/// The rules a player could not guess from the board, each in a few words: which way tiles
/// fall, how many turns a link may make when it is not two, and that tiles slide.
fn rules_text(words: &Words, rules: &crate::engine::Rules) -> String {
    use crate::engine::{Gravity, TurnLimit};
    let mut said = Vec::new();
    if rules.gravity != Gravity::None {
        let way = words.t(&format!("gravity-{}", rules.gravity.name()));
        said.push(words.t_with("hud-rule-gravity", &[("way", way.into())]));
    }
    match rules.max_turns {
        TurnLimit::AtMost(2) => {}
        TurnLimit::AtMost(n) => {
            said.push(words.t_with("hud-rule-turns", &[("n", u32::from(n).into())]));
        }
        TurnLimit::Unlimited => said.push(words.t("hud-rule-any-turns")),
    }
    if rules.tiles_slide {
        said.push(words.t("hud-rule-slides"));
    }
    said.join("  ·  ")
}

/// The status line: where the board stands, the level, the clock, pairs and moves left, and
/// the rules that are not the classic ones (the seed is in the pause menu).
fn update_status(
    (board, moves): (Option<Res<Board>>, Res<MovesLeft>),
    setting: PlaySetting,
    clock: Res<DealClock>,
    words: Words,
    mut text: Query<&mut Text, With<StatusText>>,
    mut shown: Local<Option<StatusKey>>,
) {
    let Some(board) = board else { return };
    let spec = &setting.spec;
    let seconds = clock.seconds();
    let (number, label, run) = (setting.number(), setting.label(), setting.run());
    let frozen = clock.frozen.as_secs_f32().ceil() as u32;
    // Rebuild the line only when something on it changes: the second, the board or the seed.
    let key = (
        seconds as u32,
        frozen,
        (board.generation(), moves.count()),
        spec.seed,
        number,
        label,
        run,
        words.language(),
    );
    if *shown == Some(key) {
        return;
    }
    *shown = Some(key);
    let moves = moves
        .count()
        .map(|n| {
            format!(
                "  ·  {}",
                words.t_with("hud-moves-left", &[("n", n.into())])
            )
        })
        .unwrap_or_default();
    let rules = rules_text(&words, &board.rules());
    let rules = if rules.is_empty() {
        rules
    } else {
        format!("  |  {rules}")
    };
    let line = format!(
        "{}{}  |  {}  |  {}{moves}{rules}",
        place_text(&words, label, number, run),
        words.level_name(&spec.level),
        clock_text(
            &words,
            crate::game::core::clock::time_limit(spec, &board).map(|d| d.as_secs() as u32),
            seconds,
            frozen
        ),
        words.t_with("hud-pairs-left", &[("n", board.pairs_left().into())]),
    );
    for mut t in &mut text {
        if t.0 != line {
            t.0.clone_from(&line);
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    follow_motion(app);
    app.init_resource::<ClockShown>()
        .init_resource::<TextSize>()
        .frames_while::<PointsPopup>()
        .add_systems(Startup, (spawn_hud, spawn_banner))
        .add_systems(
            Update,
            (
                (update_banner, theme_text, scale_ui).in_set(ViewSystems::Dress),
                spawn_points.in_set(ViewSystems::React),
                (update_status, update_score, animate_points).in_set(ViewSystems::Animate),
            ),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_are_outlined_on_every_side() {
        let offsets: Vec<Vec2> = outline_offsets(3.0).collect();
        assert_eq!(offsets.len(), 8);
        for o in &offsets {
            assert!((o.length() - 3.0).abs() < 1e-4);
        }
        // Left, right, above and below: no side of a stroke is left bare.
        for side in [Vec2::X, Vec2::NEG_X, Vec2::Y, Vec2::NEG_Y] {
            assert!(offsets.iter().any(|o| o.normalize().dot(side) > 0.99));
        }
    }
}
