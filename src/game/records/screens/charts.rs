//! The Statistics screen's charts, drawn with the game's own UI nodes in its palette: bars of
//! games and clears per day, the time to clear one board size as dots with its trend line, and
//! each level's designer estimate beside how it played.

use bevy::prelude::*;

use crate::formats::saves::statistics::{DayCount, LevelFeel, SizeTrend};
use crate::game::theme::palette;
use crate::game::theme::widgets::clock_text;

/// Size of a chart's drawing area.
pub const CHART: Vec2 = Vec2::new(560.0, 210.0);

/// Colour of games (all of them) in the charts.
const GAMES: Color = palette::TEXT_DIM;
/// Colour of clears, and of the player's own figure.
const CLEARS: Color = palette::GOLD;

/// A box placed at `left`, `top` (pixels) in its chart.
pub fn placed(left: f32, top: f32, width: f32, height: f32) -> Node {
    Node {
        position_type: PositionType::Absolute,
        left: px(left),
        top: px(top),
        width: px(width),
        height: px(height),
        ..default()
    }
}

/// A small text at `left`, `top`.
pub fn tick(text: impl Into<String>, left: f32, top: f32) -> impl Bundle {
    (
        Text::new(text),
        TextFont::from_font_size(13.0),
        TextColor(palette::TEXT_DIM),
        TextLayout::new(Justify::Left, LineBreak::NoWrap),
        Node {
            position_type: PositionType::Absolute,
            left: px(left),
            top: px(top),
            ..default()
        },
    )
}

/// The drawing area: a panel of the chart's size, children placed in it.
pub fn area() -> impl Bundle {
    (
        Node {
            width: px(CHART.x),
            height: px(CHART.y + 20.0),
            flex_shrink: 0.0,
            ..default()
        },
        BackgroundColor(palette::CHIP),
    )
}

/// Games (dim) and clears (gold) as a pair of bars each day, the date under every other one.
pub fn days(chart: &mut ChildSpawnerCommands, days: &[DayCount]) {
    let most = days.iter().map(|d| d.games).max().unwrap_or(0).max(1);
    let slot = CHART.x / days.len().max(1) as f32;
    let bar = (slot * 0.35).min(14.0);
    let height = |n: u32| (CHART.y - 30.0) * n as f32 / most as f32;
    chart.spawn(tick(most.to_string(), 4.0, 2.0));
    for (i, day) in days.iter().enumerate() {
        let x = i as f32 * slot + slot / 2.0;
        let (g, c) = (height(day.games), height(day.clears));
        chart.spawn((placed(x - bar, CHART.y - g, bar, g), BackgroundColor(GAMES)));
        chart.spawn((placed(x, CHART.y - c, bar, c), BackgroundColor(CLEARS)));
        if i % 2 == 1 || i + 1 == days.len() {
            let date = day.date.get(5..).unwrap_or(&day.date).to_string();
            chart.spawn(tick(date, x - 17.0, CHART.y + 2.0));
        }
    }
}

/// Each clear of a size as a dot (time to clear over the days), and the trend line through
/// them.
pub fn trend(chart: &mut ChildSpawnerCommands, size: &SizeTrend) {
    let (Some(first), Some(last)) = (size.clears.first(), size.clears.last()) else {
        return;
    };
    // The clears come oldest first (`formats::saves::statistics`).
    let slowest = size.clears.iter().map(|c| c.1).fold(1.0f32, f32::max) * 1.1;
    let span = last.0.saturating_sub(first.0).max(1) as f32;
    let margin = 24.0;
    let x = |at: u64| {
        if size.clears.len() == 1 {
            CHART.x / 2.0
        } else {
            margin + at.saturating_sub(first.0) as f32 / span * (CHART.x - 2.0 * margin)
        }
    };
    let y = |seconds: f32| CHART.y - seconds / slowest * (CHART.y - 20.0);
    chart.spawn(tick(clock_text(slowest), 4.0, 2.0));
    for &(at, seconds) in &size.clears {
        let (cx, cy) = (x(at), y(seconds));
        chart.spawn((placed(cx - 3.0, cy - 3.0, 6.0, 6.0), BackgroundColor(GAMES)));
    }
    if let Some((from, to)) = size.trend {
        let from = Vec2::new(x(first.0), y(from.max(0.0)));
        let to = Vec2::new(x(last.0), y(to.max(0.0)));
        chart.spawn(line(from, to, 3.0, CLEARS));
    }
    let first_day = crate::formats::daily::date_key(first.0);
    chart.spawn(tick(first_day, margin - 10.0, CHART.y + 2.0));
    let last_day = crate::formats::daily::date_key(last.0);
    chart.spawn(tick(last_day, CHART.x - margin - 66.0, CHART.y + 2.0));
}

/// A straight line from `from` to `to`: a thin box turned about its middle.
pub fn line(
    from: Vec2,
    to: Vec2,
    width: f32,
    colour: Color,
) -> (Node, UiTransform, BackgroundColor) {
    let d = to - from;
    let length = d.length();
    let middle = (from + to) / 2.0;
    (
        placed(
            middle.x - length / 2.0,
            middle.y - width / 2.0,
            length,
            width,
        ),
        UiTransform::from_rotation(Rot2::radians(d.y.atan2(d.x))),
        BackgroundColor(colour),
    )
}

/// Levels most played: each a name, the designer's estimate (dim) and how it played (gold),
/// both from easy (left) to hard (right).
pub fn levels(chart: &mut ChildSpawnerCommands, levels: &[(String, LevelFeel)]) {
    let rows = levels.len().clamp(1, 7) as f32;
    let step = (CHART.y / rows).min(30.0);
    let bars_left = 210.0;
    let full = CHART.x - bars_left - 16.0;
    for (i, (name, feel)) in levels.iter().take(7).enumerate() {
        let top = 6.0 + i as f32 * step;
        chart.spawn((
            Text::new(name.clone()),
            TextFont::from_font_size(15.0),
            TextColor(palette::TEXT),
            TextLayout::new(Justify::Left, LineBreak::NoWrap),
            Node {
                position_type: PositionType::Absolute,
                left: px(8.0),
                top: px(top),
                width: px(bars_left - 16.0),
                overflow: Overflow::clip_x(),
                ..default()
            },
        ));
        let estimate = full * feel.estimate.clamp(0.02, 1.0);
        let felt = full * feel.felt.clamp(0.02, 1.0);
        chart.spawn((
            placed(bars_left, top + 2.0, estimate, 7.0),
            BackgroundColor(GAMES),
        ));
        chart.spawn((
            placed(bars_left, top + 11.0, felt, 7.0),
            BackgroundColor(CLEARS),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_is_a_box_turned_about_its_middle() {
        let (node, turn, _) = line(Vec2::new(0.0, 0.0), Vec2::new(30.0, 40.0), 2.0, CLEARS);
        assert_eq!(node.width, px(50.0));
        assert_eq!((node.left, node.top), (px(-10.0), px(19.0)));
        assert!((turn.rotation.as_radians() - (40.0f32).atan2(30.0)).abs() < 1e-6);
    }
}
