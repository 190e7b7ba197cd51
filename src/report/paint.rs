//! The whole drawing: the heading, the four panels stacked on the shared level axis, the
//! level labels under them and the list of unmeasured levels.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::layout::{
    BODY, FOOTER_LINE, INK, Layout, MUTED, NOTE_LEFT, PANELS_H, PROBLEM, SUBTITLE, TICK, TITLE,
    TITLE_H, WIDTH, label_step, style,
};
use super::panels::{Marker, panels};
use super::plot::{LevelAxis, Slot, draw_panel, marker};
use super::row::Row;

type DrawResult<DB> = Result<(), DrawingAreaErrorKind<<DB as DrawingBackend>::ErrorType>>;

/// Paints the chart of `rows` on `root`, laid out as `layout` says.
pub(super) fn paint<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    layout: &Layout,
    rows: &[Row],
    deals: u32,
) -> DrawResult<DB> {
    root.fill(&WHITE)?;
    draw_heading(root, layout, rows.len(), deals)?;
    let n = rows.len();
    let axis = LevelAxis {
        levels: n,
        problems: (0..n).filter(|&i| rows[i].problem.is_some()).collect(),
        step: label_step(n),
    };
    let (level_x, plot_bottom) = draw_panels(root, layout, rows, &axis)?;
    draw_level_labels(root, layout, rows, &axis, (&level_x, plot_bottom))?;
    draw_notes(root, layout)
}

/// The pack's title and what the figures are.
fn draw_heading<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    layout: &Layout,
    n: usize,
    deals: u32,
) -> DrawResult<DB> {
    let centre = (WIDTH / 2) as i32;
    root.draw(&Text::new(
        layout.title.clone(),
        (centre, 14),
        style(TITLE, INK).pos(Pos::new(HPos::Center, VPos::Top)),
    ))?;
    let plural = if deals == 1 { "" } else { "s" };
    let subtitle = format!(
        "Difficulty curve: {n} level{}, mean over {deals} deal{plural} per level",
        if n == 1 { "" } else { "s" }
    );
    root.draw(&Text::new(
        subtitle,
        (centre, 52),
        style(SUBTITLE, MUTED).pos(Pos::new(HPos::Center, VPos::Top)),
    ))?;
    Ok(())
}

/// The panels one above the other, each as tall as its weight says; the last also holds the
/// level labels. Returns the level centres' x pixels and the bottom plot's bottom edge.
fn draw_panels<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    layout: &Layout,
    rows: &[Row],
    axis: &LevelAxis,
) -> Result<(Vec<i32>, i32), DrawingAreaErrorKind<DB::ErrorType>> {
    let panels = panels(rows);
    let total_weight: u32 = panels.iter().map(|p| p.weight).sum();
    let mut top = TITLE_H;
    let mut level_x = Vec::new();
    let mut plot_bottom = 0;
    for (k, panel) in panels.iter().enumerate() {
        let last = k + 1 == panels.len();
        let mut height = PANELS_H * panel.weight / total_weight;
        if last {
            height = TITLE_H + PANELS_H - top + layout.label_area;
        }
        let area = root.clone().shrink((0, top), (WIDTH, height));
        let slot = Slot {
            first: k == 0,
            label_area: if last { layout.label_area } else { 0 },
        };
        (level_x, plot_bottom) = draw_panel(root, &area, panel, axis, slot)?;
        top += height;
    }
    Ok((level_x, plot_bottom))
}

/// Level labels under the bottom panel, read bottom to top; unmeasured levels in red.
fn draw_level_labels<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    layout: &Layout,
    rows: &[Row],
    axis: &LevelAxis,
    (level_x, plot_bottom): (&[i32], i32),
) -> DrawResult<DB> {
    for (i, x) in level_x.iter().enumerate() {
        if i % axis.step != 0 {
            continue;
        }
        let colour = if rows[i].problem.is_some() {
            PROBLEM
        } else {
            INK
        };
        root.draw(&Text::new(
            layout.labels[i].clone(),
            (*x, plot_bottom + 8),
            style(TICK, colour)
                .transform(FontTransform::Rotate270)
                .pos(Pos::new(HPos::Right, VPos::Center)),
        ))?;
    }
    Ok(())
}

/// The list of levels that could not be measured, under the chart.
fn draw_notes<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    layout: &Layout,
) -> DrawResult<DB> {
    if layout.notes.is_empty() {
        return Ok(());
    }
    let mut y = (TITLE_H + PANELS_H + layout.label_area + 8) as i32;
    let left = NOTE_LEFT as i32;
    root.draw(&Text::new(
        "Not measured (red marks, no points):",
        (left, y),
        style(BODY, INK).pos(Pos::new(HPos::Left, VPos::Top)),
    ))?;
    for note in &layout.notes {
        y += FOOTER_LINE as i32;
        root.draw(&marker((left + 6, y + 7), Marker::Triangle, 5, PROBLEM))?;
        root.draw(&Text::new(
            note.as_str(),
            (left + 18, y),
            style(BODY, INK).pos(Pos::new(HPos::Left, VPos::Top)),
        ))?;
    }
    Ok(())
}
