//! The four panels of the chart and the figures they plot, each in its axis's units.

use plotters::prelude::*;

use super::layout::{BLUE, DARK, GREEN, ORANGE, PURPLE};
use super::row::Row;

/// The shape of a series' points.
#[derive(Clone, Copy)]
pub(super) enum Marker {
    Circle,
    Square,
    Triangle,
}

/// One plotted figure: a value per level in its axis's units (None leaves a gap).
pub(super) struct Series {
    pub name: &'static str,
    pub note: Option<&'static str>,
    pub color: RGBColor,
    pub marker: Marker,
    pub right: bool,
    pub values: Vec<Option<f64>>,
}

/// A panel's vertical axis: its top value, its caption and how its labels read.
pub(super) struct Axis {
    pub top: f64,
    pub desc: &'static str,
    pub labels: usize,
    pub format: fn(f64) -> String,
}

/// One panel: its share of the height, its axes and what it plots.
pub(super) struct Panel {
    pub weight: u32,
    pub left: Axis,
    pub right: Option<Axis>,
    pub series: Vec<Series>,
}

/// Builds the four panels from the rows, converting each figure to its axis's units.
pub(super) fn panels(rows: &[Row]) -> Vec<Panel> {
    vec![
        size_panel(rows),
        open_panel(rows),
        clearing_panel(rows),
        solver_panel(rows),
    ]
}

/// One figure per level; `None` for levels that could not be measured.
fn measured(rows: &[Row], f: impl Fn(&Row) -> Option<f64>) -> Vec<Option<f64>> {
    rows.iter()
        .map(|r| if r.problem.is_some() { None } else { f(r) })
        .collect()
}

/// The board's pairs and kinds, with the time limit on the right axis.
fn size_panel(rows: &[Row]) -> Panel {
    let pairs = measured(rows, |r| Some(f64::from(r.pairs)));
    let kinds = measured(rows, |r| Some(f64::from(r.kinds)));
    let time = measured(rows, |r| r.time_limit.map(f64::from));
    let size_top = nice_ceil(max_of(&[&pairs, &kinds]) * 1.08);
    let time_top = nice_ceil(max_of(&[&time]) * 1.08).max(if any(&time) { 1.0 } else { 60.0 });
    Panel {
        weight: 27,
        left: Axis {
            top: size_top,
            desc: "pairs, kinds",
            labels: 5,
            format: plain,
        },
        right: Some(Axis {
            top: time_top,
            desc: "seconds",
            labels: 5,
            format: plain,
        }),
        series: vec![
            Series {
                name: "pairs",
                note: None,
                color: BLUE,
                marker: Marker::Circle,
                right: false,
                values: pairs,
            },
            Series {
                name: "kinds",
                note: None,
                color: ORANGE,
                marker: Marker::Square,
                right: false,
                values: kinds,
            },
            Series {
                name: "time limit (right axis)",
                note: Some(if any(&time) {
                    "no limit: no point"
                } else {
                    "no level has one"
                }),
                color: PURPLE,
                marker: Marker::Triangle,
                right: true,
                values: time,
            },
        ],
    }
}

/// The moves open at the start.
fn open_panel(rows: &[Row]) -> Panel {
    // Not-a-number or infinite figures are left out, before any clamping could hide them.
    let open = measured(rows, |r| finite(r.open_moves).map(|v| v.max(0.0)));
    let open_top = nice_ceil(max_of(&[&open]) * 1.1);
    Panel {
        weight: 22,
        left: Axis {
            top: open_top,
            desc: "open moves",
            labels: 5,
            format: plain,
        },
        right: None,
        series: vec![Series {
            name: "open moves at start",
            note: Some("lower = harder"),
            color: GREEN,
            marker: Marker::Circle,
            right: false,
            values: open,
        }],
    }
}

/// The random player's clear rate, with the mean link length on the right axis.
fn clearing_panel(rows: &[Row]) -> Panel {
    let clears = measured(rows, |r| {
        finite(r.random_clears).map(|v| v.clamp(0.0, 1.0) * 100.0)
    });
    let link = measured(rows, |r| finite(r.mean_link).map(|v| v.max(0.0)));
    let link_top = nice_ceil(max_of(&[&link]) * 1.1);
    Panel {
        weight: 27,
        left: Axis {
            top: 100.0,
            desc: "random clears",
            labels: 6,
            format: percent,
        },
        right: Some(Axis {
            top: link_top,
            desc: "cells per link",
            labels: 5,
            format: plain,
        }),
        series: vec![
            Series {
                name: "random player clears",
                note: Some("lower = harder"),
                color: BLUE,
                marker: Marker::Circle,
                right: false,
                values: clears,
            },
            Series {
                name: "mean link (right axis)",
                note: Some("cells per link, solver order"),
                color: ORANGE,
                marker: Marker::Triangle,
                right: true,
                values: link,
            },
        ],
    }
}

/// The solver's effort, on a log scale.
fn solver_panel(rows: &[Row]) -> Panel {
    // Plotted as log10, with fewer than one node drawn at one.
    let nodes = measured(rows, |r| finite(r.solver_nodes).map(|v| v.max(1.0).log10()));
    let decades = (max_of(&[&nodes]) + 0.15).ceil().max(1.0);
    Panel {
        weight: 24,
        left: Axis {
            top: decades,
            desc: "solver nodes",
            labels: decades as usize + 1,
            format: power_of_ten,
        },
        right: None,
        series: vec![Series {
            name: "solver nodes (log)",
            note: Some("higher = harder"),
            color: DARK,
            marker: Marker::Circle,
            right: false,
            values: nodes,
        }],
    }
}

fn finite(v: f64) -> Option<f64> {
    v.is_finite().then_some(v)
}

fn any(values: &[Option<f64>]) -> bool {
    values.iter().any(Option::is_some)
}

fn max_of(series: &[&Vec<Option<f64>>]) -> f64 {
    series
        .iter()
        .flat_map(|s| s.iter().flatten())
        .fold(0.0, |m: f64, &v| m.max(v))
}

/// The smallest "round" number at or above `x` (at least 1), so the top grid line is labelled.
fn nice_ceil(x: f64) -> f64 {
    if !x.is_finite() || x <= 1.0 {
        return 1.0;
    }
    let p = 10f64.powf(x.log10().floor());
    [1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0]
        .iter()
        .map(|m| m * p)
        .find(|&v| v >= x)
        .unwrap_or(10.0 * p)
}

fn plain(v: f64) -> String {
    if (v - v.round()).abs() < 1e-6 {
        format!("{v:.0}")
    } else {
        format!("{v:.1}")
    }
}

fn percent(v: f64) -> String {
    format!("{v:.0}%")
}

fn power_of_ten(v: f64) -> String {
    let x = 10f64.powf(v);
    let (scaled, unit) = match x {
        x if x >= 1e9 => (x / 1e9, "G"),
        x if x >= 1e6 => (x / 1e6, "M"),
        x if x >= 1e3 => (x / 1e3, "k"),
        x => (x, ""),
    };
    format!("{}{unit}", plain((scaled * 10.0).round() / 10.0))
}
