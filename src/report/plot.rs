//! One panel of the chart: axes and grid through `plotters`, then the unmeasured levels'
//! columns, the series and the legend, placed in pixels.

use std::ops::Range;

use plotters::chart::DualCoordChartContext;
use plotters::coord::Shift;
use plotters::coord::types::RangedCoordf64;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::layout::{
    AXIS, BODY, DESC, GRID, INK, LEGEND_W, MUTED, NOTE, PROBLEM, TICK, WIDTH, Y_AREA, style,
};
use super::panels::{Marker, Panel};

/// The level axis every panel shares: how many levels, which could not be measured, and every
/// how many a level is labelled.
pub(super) struct LevelAxis {
    pub levels: usize,
    pub problems: Vec<usize>,
    pub step: usize,
}

/// Where a panel sits in the stack: the first has less room above, the last carries the level
/// labels below (`label_area` pixels; 0 for the others).
#[derive(Clone, Copy)]
pub(super) struct Slot {
    pub first: bool,
    pub label_area: u32,
}

/// A panel's plot with the level axis and both value axes.
type Chart<'a, DB> = DualCoordChartContext<
    'a,
    DB,
    Cartesian2d<RangedCoordf64, RangedCoordf64>,
    Cartesian2d<RangedCoordf64, RangedCoordf64>,
>;

type Drawn<T, DB> = Result<T, DrawingAreaErrorKind<<DB as DrawingBackend>::ErrorType>>;

/// Where a panel's plot and points landed, in pixels.
struct Placed {
    xs: Range<i32>,
    ys: Range<i32>,
    level_x: Vec<i32>,
    /// Distance between neighbouring levels.
    spacing: f64,
    /// Each series' points; `None` where a level has no figure.
    points: Vec<Vec<Option<(i32, i32)>>>,
}

/// Draws one panel: axes and grid through `plotters`, then series, gaps and legend in pixels.
/// Returns the level centres' x pixels and the plot's bottom edge.
pub(super) fn draw_panel<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    area: &DrawingArea<DB, Shift>,
    panel: &Panel,
    axis: &LevelAxis,
    slot: Slot,
) -> Drawn<(Vec<i32>, i32), DB> {
    let (chart_area, legend_area) = area.split_horizontally(WIDTH - LEGEND_W);
    let chart = draw_axes(&chart_area, panel, axis.levels, slot)?;
    let placed = place(&chart, panel, axis.levels);
    draw_columns(root, &placed, axis)?;
    draw_series(root, panel, &placed)?;
    let with_problems = slot.label_area > 0 && !axis.problems.is_empty();
    let (lx, _) = legend_area.get_base_pixel();
    draw_legend(root, (lx + 14, placed.ys.start + 10), panel, with_problems)?;
    Ok((placed.level_x, placed.ys.end))
}

/// Builds the panel's plot and draws its axes and horizontal grid.
fn draw_axes<'a, DB: DrawingBackend>(
    chart_area: &'a DrawingArea<DB, Shift>,
    panel: &Panel,
    levels: usize,
    slot: Slot,
) -> Drawn<Chart<'a, DB>, DB> {
    let x_range = 0.5..levels as f64 + 0.5;
    let mut builder = ChartBuilder::on(chart_area);
    builder
        .margin_top(if slot.first { 6 } else { 12 })
        .margin_bottom(if slot.label_area > 0 { 0 } else { 4 })
        .margin_left(12)
        .y_label_area_size(Y_AREA)
        .right_y_label_area_size(Y_AREA)
        .x_label_area_size(slot.label_area);
    let chart = builder.build_cartesian_2d(x_range.clone(), 0.0..panel.left.top)?;
    // The secondary system takes over the right label area, so the left axis is not repeated
    // there; panels without a right axis leave it empty to keep every plot the same width.
    let right_top = panel.right.as_ref().map_or(1.0, |a| a.top);
    let mut chart = chart.set_secondary_coord(x_range, 0.0..right_top);
    let left_format = |v: &f64| (panel.left.format)(*v);
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(0)
        .y_labels(panel.left.labels)
        .y_label_formatter(&left_format)
        .y_desc(panel.left.desc)
        .label_style(style(TICK, INK))
        .axis_desc_style(style(DESC, MUTED))
        .axis_style(AXIS)
        .bold_line_style(GRID)
        .light_line_style(TRANSPARENT)
        .draw()?;
    if let Some(right) = &panel.right {
        let right_format = |v: &f64| (right.format)(*v);
        chart
            .configure_secondary_axes()
            .y_labels(right.labels)
            .y_label_formatter(&right_format)
            .y_desc(right.desc)
            .label_style(style(TICK, INK))
            .axis_desc_style(style(DESC, MUTED))
            .axis_style(AXIS)
            .draw()?;
    }
    Ok(chart)
}

/// The plot's pixel ranges, the levels' centres and every series' points.
fn place<DB: DrawingBackend>(chart: &Chart<'_, DB>, panel: &Panel, levels: usize) -> Placed {
    let (xs, ys) = chart.plotting_area().get_pixel_range();
    let level_x: Vec<i32> = (1..=levels)
        .map(|i| chart.backend_coord(&(i as f64, 0.0)).0)
        .collect();
    let spacing = if levels > 1 {
        (level_x[levels - 1] - level_x[0]) as f64 / (levels - 1) as f64
    } else {
        (xs.end - xs.start) as f64
    };
    let right_top = panel.right.as_ref().map_or(1.0, |a| a.top);
    let points = panel
        .series
        .iter()
        .map(|s| {
            let top = if s.right { right_top } else { panel.left.top };
            let values = s.values.iter().enumerate();
            values
                .map(|(i, v)| {
                    let point = (i as f64 + 1.0, (*v)?.clamp(0.0, top));
                    Some(if s.right {
                        chart.borrow_secondary().backend_coord(&point)
                    } else {
                        chart.backend_coord(&point)
                    })
                })
                .collect()
        })
        .collect();
    Placed {
        xs,
        ys,
        level_x,
        spacing,
        points,
    }
}

/// Under the data: a pale column and a red mark for each unmeasured level, vertical guides at
/// the labelled levels, and the plot's frame.
fn draw_columns<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    placed: &Placed,
    axis: &LevelAxis,
) -> Drawn<(), DB> {
    let (xs, ys) = (&placed.xs, &placed.ys);
    let half = (placed.spacing / 2.0).max(1.0) as i32;
    for &i in &axis.problems {
        let x = placed.level_x[i];
        root.draw(&Rectangle::new(
            [(x - half + 1, ys.start), (x + half - 1, ys.end)],
            PROBLEM.mix(0.08).filled(),
        ))?;
        root.draw(&marker((x, ys.end - 7), Marker::Triangle, 5, PROBLEM))?;
    }
    for (i, &x) in placed.level_x.iter().enumerate() {
        if i % axis.step == 0 {
            root.draw(&PathElement::new(vec![(x, ys.start), (x, ys.end)], GRID))?;
        }
    }
    root.draw(&Rectangle::new(
        [(xs.start, ys.start), (xs.end, ys.end)],
        AXIS,
    ))
}

/// Each series as lines between consecutive measured levels (so a gap stays visible) and a
/// marker on every point.
fn draw_series<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    panel: &Panel,
    placed: &Placed,
) -> Drawn<(), DB> {
    let r = (placed.spacing / 6.0).clamp(2.0, 4.0) as i32;
    for (s, points) in panel.series.iter().zip(&placed.points) {
        for run in points.split(Option::is_none) {
            let run: Vec<(i32, i32)> = run.iter().flatten().copied().collect();
            if run.len() > 1 {
                root.draw(&PathElement::new(run, s.color.stroke_width(2)))?;
            }
        }
        for p in points.iter().flatten() {
            root.draw(&marker(*p, s.marker, r, s.color))?;
        }
    }
    Ok(())
}

/// The legend beside the plot, where it can never cover data, from `(x, y)` down; with an
/// entry for the unmeasured levels' marks when `with_problems`.
fn draw_legend<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    (lx, mut y): (i32, i32),
    panel: &Panel,
    with_problems: bool,
) -> Drawn<(), DB> {
    let mut entries: Vec<(&str, Option<&str>, RGBColor, Marker)> = panel
        .series
        .iter()
        .map(|s| (s.name, s.note, s.color, s.marker))
        .collect();
    if with_problems {
        entries.push((
            "not measured",
            Some("listed below"),
            PROBLEM,
            Marker::Triangle,
        ));
    }
    for (name, note, colour, kind) in entries {
        root.draw(&PathElement::new(
            vec![(lx, y), (lx + 30, y)],
            colour.stroke_width(2),
        ))?;
        root.draw(&marker((lx + 15, y), kind, 4, colour))?;
        root.draw(&Text::new(
            name,
            (lx + 40, y),
            style(BODY, INK).pos(Pos::new(HPos::Left, VPos::Center)),
        ))?;
        y += 20;
        if let Some(note) = note {
            root.draw(&Text::new(
                note,
                (lx + 40, y - 2),
                style(NOTE, MUTED).pos(Pos::new(HPos::Left, VPos::Center)),
            ))?;
            y += 18;
        }
        y += 6;
    }
    Ok(())
}

/// A point's mark: a filled circle, square or triangle of radius `r` around `(x, y)`.
pub(super) fn marker<DB: DrawingBackend>(
    (x, y): (i32, i32),
    kind: Marker,
    r: i32,
    colour: RGBColor,
) -> DynElement<'static, DB, (i32, i32)> {
    let fill = colour.filled();
    match kind {
        Marker::Circle => Circle::new((x, y), r, fill).into_dyn(),
        Marker::Square => {
            Rectangle::new([(x - r + 1, y - r + 1), (x + r - 1, y + r - 1)], fill).into_dyn()
        }
        Marker::Triangle => Polygon::new(
            vec![(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)],
            fill,
        )
        .into_dyn(),
    }
}
