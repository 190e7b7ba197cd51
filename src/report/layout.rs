//! The drawing's measures, colours and text: sizes in pixels, the title and level labels as
//! drawn, and the list of unmeasured levels under the chart.

use ab_glyph::FontRef;
use plotters::prelude::*;

use super::row::Row;
use super::typeset::{FaceAt, fit_text, text_width};

pub(super) const WIDTH: u32 = 1200;
const FAMILY: &str = "sans-serif";
pub(super) const TITLE_H: u32 = 78;
/// Height of the four panels, bottom labels excluded.
pub(super) const PANELS_H: u32 = 700;
pub(super) const LEGEND_W: u32 = 230;
pub(super) const Y_AREA: u32 = 72;
pub(super) const FOOTER_LINE: u32 = 22;
pub(super) const NOTE_LEFT: u32 = Y_AREA + 12;
// Text sizes in `plotters` units: the em is size / 1.24 pixels, as in its SVG output.
pub(super) const TITLE: u32 = 32;
pub(super) const SUBTITLE: u32 = 19;
pub(super) const DESC: u32 = 17;
pub(super) const TICK: u32 = 16;
pub(super) const BODY: u32 = 17;
pub(super) const NOTE: u32 = 15;
/// Unmeasured levels listed under the chart; more are counted, so the drawing's height stays
/// bounded however many levels fail.
const MAX_NOTES: usize = 40;
/// Labels longer than this are cut so the level axis stays compact.
const MAX_LABEL_CHARS: usize = 18;

pub(super) const INK: RGBColor = RGBColor(40, 40, 40);
pub(super) const MUTED: RGBColor = RGBColor(105, 105, 105);
pub(super) const AXIS: RGBColor = RGBColor(150, 150, 150);
pub(super) const GRID: RGBColor = RGBColor(228, 228, 228);
pub(super) const PROBLEM: RGBColor = RGBColor(210, 30, 30);
// Okabe–Ito colours: distinguishable with the common colour-vision deficiencies.
pub(super) const BLUE: RGBColor = RGBColor(0, 114, 178);
pub(super) const ORANGE: RGBColor = RGBColor(230, 159, 0);
pub(super) const PURPLE: RGBColor = RGBColor(204, 121, 167);
pub(super) const GREEN: RGBColor = RGBColor(0, 158, 115);
pub(super) const DARK: RGBColor = RGBColor(70, 70, 70);

/// What depends on the rows: the title and labels as drawn, bottom label room and the list of
/// unmeasured levels.
pub(super) struct Layout {
    pub height: u32,
    pub label_area: u32,
    pub title: String,
    pub labels: Vec<String>,
    pub notes: Vec<String>,
}

impl Layout {
    pub fn new(rows: &[Row], title: &str, face: &FontRef<'static>) -> Layout {
        let labels: Vec<String> = rows
            .iter()
            .enumerate()
            .map(|(i, r)| short_label(&r.label, i + 1))
            .collect();
        let longest = labels
            .iter()
            .map(|l| text_width(face, l, f64::from(TICK)))
            .fold(0.0, f64::max);
        // Rotated labels: room for the longest one, plus its gap from the axis and some slack for
        // SVG viewers whose sans-serif runs wider.
        let label_area = (longest * 1.08) as u32 + 14;
        let note_width = f64::from(WIDTH - NOTE_LEFT - 40);
        let unmeasured = rows
            .iter()
            .zip(&labels)
            .filter(|(r, _)| r.problem.is_some());
        let mut notes: Vec<String> = unmeasured
            .clone()
            .take(MAX_NOTES)
            .filter_map(|(r, label)| {
                let problem = r.problem.as_deref()?.replace(['\n', '\r', '\t'], " ");
                Some(fit(face, &format!("{label}: {problem}"), BODY, note_width))
            })
            .collect();
        let more = unmeasured.count().saturating_sub(MAX_NOTES);
        if more > 0 {
            notes.push(format!(
                "… and {more} more (their red marks are on the chart)"
            ));
        }
        let footer = if notes.is_empty() {
            16
        } else {
            20 + FOOTER_LINE * (notes.len() as u32 + 1)
        };
        Layout {
            height: TITLE_H + PANELS_H + label_area + footer,
            label_area,
            title: fit(face, title, TITLE, f64::from(WIDTH - 40)),
            labels,
            notes,
        }
    }
}

/// `text`, cut with an ellipsis if it is wider than `width` pixels at `size`.
fn fit(face: &FontRef<'static>, text: &str, size: u32, width: f64) -> String {
    fit_text(&FaceAt::new(face, f64::from(size)), text, width)
}

fn short_label(label: &str, order: usize) -> String {
    let label = label.trim();
    if label.is_empty() {
        return order.to_string();
    }
    if label.chars().count() <= MAX_LABEL_CHARS {
        return label.to_string();
    }
    let mut cut: String = label.chars().take(MAX_LABEL_CHARS - 1).collect();
    cut.push('…');
    cut
}

/// Labels every level while they fit side by side, else every `step`-th one.
pub(super) fn label_step(n: usize) -> usize {
    let plot_w = (WIDTH - LEGEND_W - 2 * Y_AREA - 12) as usize;
    // A rotated label needs about 16 px across.
    let fit = (plot_w / 16).max(1);
    n.div_ceil(fit).max(1)
}

/// A text style of the chart's typeface.
pub(super) fn style(size: u32, colour: RGBColor) -> TextStyle<'static> {
    TextStyle {
        color: colour.to_backend_color(),
        ..TextStyle::from((FAMILY, size).into_font())
    }
}
