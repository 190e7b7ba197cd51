//! Draws a level pack's difficulty curve (one point per level, in pack order) to SVG or PNG.
//!
//! Four panels share the level axis so each figure keeps a readable scale: the board's size and
//! time limit, the moves open at the start, the random player's clear rate with the mean link
//! length, and the solver's effort on a log scale. Levels that could not be measured leave a gap
//! with a red mark and are listed under the chart.

use std::path::Path;
use std::sync::OnceLock;

use ab_glyph::{Font, FontRef, PxScale, ScaleFont, point};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters_backend::{BackendColor, BackendCoord, BackendTextStyle, DrawingErrorKind};

/// One level's measured figures, as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// Short name shown on the level axis, e.g. "07 cross".
    pub label: String,
    /// Pairs on the board.
    pub pairs: u32,
    /// Distinct tile kinds.
    pub kinds: u32,
    /// Time limit in seconds, if the level has one.
    pub time_limit: Option<u32>,
    /// Pairs linkable at the start (mean over deals).
    pub open_moves: f64,
    /// Cells per link in the solver's clearing order.
    pub mean_link: f64,
    /// Share (0 to 1) of deals a random player clears without a shuffle.
    pub random_clears: f64,
    /// Positions the exact solver expands.
    pub solver_nodes: f64,
    /// Why the level could not be measured: drawn as a gap with a mark and listed under the chart.
    pub problem: Option<String>,
}

/// The file format of a drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Scalable vector graphics (text).
    Svg,
    /// Portable network graphics (RGB).
    Png,
}

impl Format {
    /// The format named by the file's extension, `.svg` or `.png` (any case).
    pub fn from_path(path: &Path) -> Result<Format, String> {
        let ext = path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        match ext.as_deref() {
            Some("svg") => Ok(Format::Svg),
            Some("png") => Ok(Format::Png),
            _ => Err(format!(
                "{}: expected a .svg or .png file name",
                path.display()
            )),
        }
    }
}

/// The game's own typeface, read once from its assets, for [`draw`].
pub fn game_font() -> Result<&'static [u8], String> {
    static FONT: OnceLock<Result<&'static [u8], String>> = OnceLock::new();
    FONT.get_or_init(|| {
        let path = crate::shipped::shipped_dir("assets").join("fonts/NotoSansSC-Regular.otf");
        std::fs::read(&path)
            .map(|bytes| &*Box::leak(bytes.into_boxed_slice()))
            .map_err(|e| format!("{}: cannot read the typeface: {e}", path.display()))
    })
    .clone()
}

/// Draws the pack's difficulty curve and writes it to `path`, in the format its extension names.
///
/// `deals` is the number of deals each level's figures are a mean over (shown in the subtitle).
/// `font` is an OpenType or TrueType font file; see [`render`] for how it is used.
pub fn draw(
    path: &Path,
    title: &str,
    rows: &[Row],
    deals: u32,
    font: &'static [u8],
) -> Result<(), String> {
    let format = Format::from_path(path)?;
    let bytes = render(format, title, rows, deals, font)?;
    std::fs::write(path, bytes).map_err(|e| format!("{}: {e}", path.display()))
}

/// The same drawing as [`draw`], as bytes in memory: SVG text or PNG bytes.
///
/// The font lays out all text and draws it in PNGs; SVGs name the generic `sans-serif` family
/// instead of embedding it. It is registered with `plotters` once per process, so the first
/// call's font is the one used by every later call.
pub fn render(
    format: Format,
    title: &str,
    rows: &[Row],
    deals: u32,
    font: &'static [u8],
) -> Result<Vec<u8>, String> {
    if rows.is_empty() {
        return Err("no levels to draw: the pack's difficulty table is empty".to_string());
    }
    let face = FontRef::try_from_slice(font)
        .map_err(|_| "the chart font is not a readable OpenType or TrueType font".to_string())?;
    register(font)?;
    let layout = Layout::new(rows, title, &face);
    let (w, h) = (WIDTH, layout.height);
    match format {
        Format::Svg => {
            let mut text = String::new();
            {
                let root = SVGBackend::with_string(&mut text, (w, h)).into_drawing_area();
                paint(&root, &layout, rows, deals).map_err(|e| e.to_string())?;
                root.present().map_err(|e| e.to_string())?;
            }
            Ok(text.into_bytes())
        }
        Format::Png => {
            let mut rgb = vec![0u8; w as usize * h as usize * 3];
            {
                let bitmap = BitMapBackend::with_buffer(&mut rgb, (w, h));
                let root = Typeset {
                    inner: bitmap,
                    face,
                }
                .into_drawing_area();
                paint(&root, &layout, rows, deals).map_err(|e| e.to_string())?;
                root.present().map_err(|e| e.to_string())?;
            }
            let mut png = Vec::new();
            image::ImageEncoder::write_image(
                image::codecs::png::PngEncoder::new(&mut png),
                &rgb,
                w,
                h,
                image::ExtendedColorType::Rgb8,
            )
            .map_err(|e| format!("could not encode the PNG: {e}"))?;
            Ok(png)
        }
    }
}

/// `plotters` keeps fonts in a process-wide table; every text style here asks for `sans-serif`.
fn register(font: &'static [u8]) -> Result<(), String> {
    static REGISTERED: OnceLock<Result<(), String>> = OnceLock::new();
    REGISTERED
        .get_or_init(|| {
            plotters::style::register_font("sans-serif", FontStyle::Normal, font)
                .map_err(|_| "the chart font is not a readable OpenType or TrueType font".into())
        })
        .clone()
}

const WIDTH: u32 = 1200;
const FAMILY: &str = "sans-serif";
const TITLE_H: u32 = 78;
/// Height of the four panels, bottom labels excluded.
const PANELS_H: u32 = 700;
const LEGEND_W: u32 = 230;
const Y_AREA: u32 = 72;
const FOOTER_LINE: u32 = 22;
const NOTE_LEFT: u32 = Y_AREA + 12;
// Text sizes in `plotters` units: the em is size / 1.24 pixels, as in its SVG output.
const TITLE: u32 = 32;
const SUBTITLE: u32 = 19;
const DESC: u32 = 17;
const TICK: u32 = 16;
const BODY: u32 = 17;
const NOTE: u32 = 15;
/// Labels longer than this are cut so the level axis stays compact.
const MAX_LABEL_CHARS: usize = 18;

const INK: RGBColor = RGBColor(40, 40, 40);
const MUTED: RGBColor = RGBColor(105, 105, 105);
const AXIS: RGBColor = RGBColor(150, 150, 150);
const GRID: RGBColor = RGBColor(228, 228, 228);
const PROBLEM: RGBColor = RGBColor(210, 30, 30);
// Okabe–Ito colours: distinguishable with the common colour-vision deficiencies.
const BLUE: RGBColor = RGBColor(0, 114, 178);
const ORANGE: RGBColor = RGBColor(230, 159, 0);
const PURPLE: RGBColor = RGBColor(204, 121, 167);
const GREEN: RGBColor = RGBColor(0, 158, 115);
const DARK: RGBColor = RGBColor(70, 70, 70);

/// What depends on the rows: the title and labels as drawn, bottom label room and the list of
/// unmeasured levels.
struct Layout {
    height: u32,
    label_area: u32,
    title: String,
    labels: Vec<String>,
    notes: Vec<String>,
}

impl Layout {
    fn new(rows: &[Row], title: &str, face: &FontRef<'static>) -> Layout {
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
        let notes: Vec<String> = rows
            .iter()
            .zip(&labels)
            .filter_map(|(r, label)| {
                let problem = r.problem.as_deref()?.replace(['\n', '\r', '\t'], " ");
                Some(fit(face, &format!("{label}: {problem}"), BODY, note_width))
            })
            .collect();
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
    let size = f64::from(size);
    if text_width(face, text, size) <= width {
        return text.to_string();
    }
    let mut chars: Vec<char> = text.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let cut: String = chars.iter().chain(['…'].iter()).collect();
        if text_width(face, &cut, size) <= width {
            return cut;
        }
    }
    "…".to_string()
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

#[derive(Clone, Copy)]
enum Marker {
    Circle,
    Square,
    Triangle,
}

/// One plotted figure: a value per level in its axis's units (None leaves a gap).
struct Series {
    name: &'static str,
    note: Option<&'static str>,
    color: RGBColor,
    marker: Marker,
    right: bool,
    values: Vec<Option<f64>>,
}

struct Axis {
    top: f64,
    desc: &'static str,
    labels: usize,
    format: fn(f64) -> String,
}

struct Panel {
    weight: u32,
    left: Axis,
    right: Option<Axis>,
    series: Vec<Series>,
}

type DrawResult<DB> = Result<(), DrawingAreaErrorKind<<DB as DrawingBackend>::ErrorType>>;

fn paint<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    layout: &Layout,
    rows: &[Row],
    deals: u32,
) -> DrawResult<DB> {
    root.fill(&WHITE)?;
    let n = rows.len();
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

    let panels = panels(rows);
    let total_weight: u32 = panels.iter().map(|p| p.weight).sum();
    let problems: Vec<usize> = (0..n).filter(|&i| rows[i].problem.is_some()).collect();
    let step = label_step(n);
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
        let label_area = if last { layout.label_area } else { 0 };
        let placed = draw_panel(root, &area, panel, n, label_area, &problems, step, k == 0)?;
        level_x = placed.0;
        plot_bottom = placed.1;
        top += height;
    }

    // Level labels under the bottom panel, read bottom to top; unmeasured levels in red.
    for (i, x) in level_x.iter().enumerate() {
        if i % step != 0 {
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

    if !layout.notes.is_empty() {
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
    }
    Ok(())
}

/// Labels every level while they fit side by side, else every `step`-th one.
fn label_step(n: usize) -> usize {
    let plot_w = (WIDTH - LEGEND_W - 2 * Y_AREA - 12) as usize;
    // A rotated label needs about 16 px across.
    let fit = (plot_w / 16).max(1);
    n.div_ceil(fit).max(1)
}

fn style(size: u32, colour: RGBColor) -> TextStyle<'static> {
    TextStyle {
        color: colour.to_backend_color(),
        ..TextStyle::from((FAMILY, size).into_font())
    }
}

/// Builds the four panels from the rows, converting each figure to its axis's units.
fn panels(rows: &[Row]) -> Vec<Panel> {
    let measured = |f: &dyn Fn(&Row) -> Option<f64>| -> Vec<Option<f64>> {
        rows.iter()
            .map(|r| if r.problem.is_some() { None } else { f(r) })
            .collect()
    };
    let pairs = measured(&|r| Some(f64::from(r.pairs)));
    let kinds = measured(&|r| Some(f64::from(r.kinds)));
    let time = measured(&|r| r.time_limit.map(f64::from));
    // Not-a-number or infinite figures are left out, before any clamping could hide them.
    let open = measured(&|r| finite(r.open_moves).map(|v| v.max(0.0)));
    let clears = measured(&|r| finite(r.random_clears).map(|v| v.clamp(0.0, 1.0) * 100.0));
    let link = measured(&|r| finite(r.mean_link).map(|v| v.max(0.0)));
    // Log scale: plotted as log10, with fewer than one node drawn at one.
    let nodes = measured(&|r| finite(r.solver_nodes).map(|v| v.max(1.0).log10()));

    let size_top = nice_ceil(max_of(&[&pairs, &kinds]) * 1.08);
    let time_top = nice_ceil(max_of(&[&time]) * 1.08).max(if any(&time) { 1.0 } else { 60.0 });
    let open_top = nice_ceil(max_of(&[&open]) * 1.1);
    let link_top = nice_ceil(max_of(&[&link]) * 1.1);
    let decades = (max_of(&[&nodes]) + 0.15).ceil().max(1.0);

    vec![
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
        },
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
        },
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
        },
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
        },
    ]
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

fn marker<DB: DrawingBackend>(
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

/// Draws one panel: axes and grid through `plotters`, then series, gaps and legend in pixels.
/// Returns the level centres' x pixels and the plot's bottom edge.
#[allow(clippy::too_many_arguments)]
fn draw_panel<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    area: &DrawingArea<DB, Shift>,
    panel: &Panel,
    n: usize,
    label_area: u32,
    problems: &[usize],
    step: usize,
    first: bool,
) -> Result<(Vec<i32>, i32), DrawingAreaErrorKind<DB::ErrorType>> {
    let (chart_area, legend_area) = area.split_horizontally(WIDTH - LEGEND_W);
    let x_range = 0.5..n as f64 + 0.5;
    let mut builder = ChartBuilder::on(&chart_area);
    builder
        .margin_top(if first { 6 } else { 12 })
        .margin_bottom(if label_area > 0 { 0 } else { 4 })
        .margin_left(12)
        .y_label_area_size(Y_AREA)
        .right_y_label_area_size(Y_AREA)
        .x_label_area_size(label_area);
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

    let (xs, ys) = chart.plotting_area().get_pixel_range();
    let level_x: Vec<i32> = (1..=n)
        .map(|i| chart.backend_coord(&(i as f64, 0.0)).0)
        .collect();
    let spacing = if n > 1 {
        (level_x[n - 1] - level_x[0]) as f64 / (n - 1) as f64
    } else {
        (xs.end - xs.start) as f64
    };
    let pixels: Vec<Vec<Option<(i32, i32)>>> = panel
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

    // Unmeasured levels: a pale column and a red mark on the axis.
    let half = (spacing / 2.0).max(1.0) as i32;
    for &i in problems {
        let x = level_x[i];
        root.draw(&Rectangle::new(
            [(x - half + 1, ys.start), (x + half - 1, ys.end)],
            PROBLEM.mix(0.08).filled(),
        ))?;
        root.draw(&marker((x, ys.end - 7), Marker::Triangle, 5, PROBLEM))?;
    }
    // Vertical guides at the labelled levels, under the data.
    for (i, &x) in level_x.iter().enumerate() {
        if i % step == 0 {
            root.draw(&PathElement::new(vec![(x, ys.start), (x, ys.end)], GRID))?;
        }
    }
    root.draw(&Rectangle::new(
        [(xs.start, ys.start), (xs.end, ys.end)],
        AXIS,
    ))?;

    let r = (spacing / 6.0).clamp(2.0, 4.0) as i32;
    for (s, points) in panel.series.iter().zip(&pixels) {
        // Lines join consecutive measured levels only, so a gap stays visible.
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

    // Legend beside the plot, where it can never cover data.
    let (lx, _) = legend_area.get_base_pixel();
    let lx = lx + 14;
    let mut y = ys.start + 10;
    let mut entries: Vec<(&str, Option<&str>, RGBColor, Marker)> = panel
        .series
        .iter()
        .map(|s| (s.name, s.note, s.color, s.marker))
        .collect();
    if label_area > 0 && !problems.is_empty() {
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
    Ok((level_x, ys.end))
}

/// A bitmap backend that sets text itself: `plotters`' own `ab_glyph` text drops each glyph's
/// side bearing, so letters sit unevenly. Text is scaled as in the SVG output (an em of
/// size / 1.24 pixels) and anchored as there, so both formats lay out alike.
struct Typeset<B> {
    inner: B,
    face: FontRef<'static>,
}

/// The font's scale for a `plotters` text size.
fn scale_for(face: &FontRef<'static>, size: f64) -> PxScale {
    let em = size / 1.24;
    let units = f64::from(face.units_per_em().unwrap_or(1000.0));
    PxScale::from((em * f64::from(face.height_unscaled()) / units) as f32)
}

/// Advance width of `text` in pixels, kerning included.
fn text_width(face: &FontRef<'static>, text: &str, size: f64) -> f64 {
    let font = face.as_scaled(scale_for(face, size));
    let mut width = 0.0;
    let mut prev = None;
    for c in text.chars() {
        let id = font.glyph_id(c);
        if let Some(p) = prev {
            width += font.kern(p, id);
        }
        width += font.h_advance(id);
        prev = Some(id);
    }
    f64::from(width)
}

impl<B: DrawingBackend> DrawingBackend for Typeset<B> {
    type ErrorType = B::ErrorType;

    fn get_size(&self) -> (u32, u32) {
        self.inner.get_size()
    }

    fn ensure_prepared(&mut self) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.inner.ensure_prepared()
    }

    fn present(&mut self) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.inner.present()
    }

    fn draw_pixel(
        &mut self,
        point: BackendCoord,
        color: BackendColor,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.inner.draw_pixel(point, color)
    }

    fn draw_line<S: plotters_backend::BackendStyle>(
        &mut self,
        from: BackendCoord,
        to: BackendCoord,
        style: &S,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.inner.draw_line(from, to, style)
    }

    fn draw_rect<S: plotters_backend::BackendStyle>(
        &mut self,
        upper_left: BackendCoord,
        bottom_right: BackendCoord,
        style: &S,
        fill: bool,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.inner.draw_rect(upper_left, bottom_right, style, fill)
    }

    fn draw_path<S: plotters_backend::BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        path: I,
        style: &S,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.inner.draw_path(path, style)
    }

    fn draw_circle<S: plotters_backend::BackendStyle>(
        &mut self,
        center: BackendCoord,
        radius: u32,
        style: &S,
        fill: bool,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.inner.draw_circle(center, radius, style, fill)
    }

    fn fill_polygon<S: plotters_backend::BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        vert: I,
        style: &S,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.inner.fill_polygon(vert, style)
    }

    fn blit_bitmap(
        &mut self,
        pos: BackendCoord,
        size: (u32, u32),
        src: &[u8],
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.inner.blit_bitmap(pos, size, src)
    }

    fn estimate_text_size<S: BackendTextStyle>(
        &self,
        text: &str,
        style: &S,
    ) -> Result<(u32, u32), DrawingErrorKind<Self::ErrorType>> {
        let size = style.size();
        let width = text_width(&self.face, text, size).ceil() as u32;
        Ok((width, (size / 1.24).ceil() as u32))
    }

    fn draw_text<S: BackendTextStyle>(
        &mut self,
        text: &str,
        style: &S,
        pos: BackendCoord,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        let color = style.color();
        if color.alpha == 0.0 {
            return Ok(());
        }
        let size = style.size();
        let em = (size / 1.24) as f32;
        let width = text_width(&self.face, text, size) as f32;
        let anchor = style.anchor();
        let mut pen = match anchor.h_pos {
            HPos::Left => 0.0,
            HPos::Center => -width / 2.0,
            HPos::Right => -width,
        };
        // Baseline below the anchor: the SVG backend's offsets, with digits and capitals
        // centred on a centre anchor.
        let baseline = match anchor.v_pos {
            VPos::Top => 0.76 * em,
            VPos::Center => 0.36 * em,
            VPos::Bottom => -0.24 * em,
        };
        let transform = style.transform();
        let (w, h) = self.inner.get_size();
        let font = self.face.as_scaled(scale_for(&self.face, size));
        let mut prev = None;
        for c in text.chars() {
            let id = font.glyph_id(c);
            if let Some(p) = prev {
                pen += font.kern(p, id);
            }
            prev = Some(id);
            let glyph = id.with_scale_and_position(font.scale(), point(pen, baseline));
            pen += font.h_advance(id);
            let Some(outline) = font.outline_glyph(glyph) else {
                continue;
            };
            let min = outline.px_bounds().min;
            let mut coverage = Vec::new();
            outline.draw(|x, y, c| coverage.push((x, y, c)));
            for (x, y, c) in coverage {
                if c <= 0.0 {
                    continue;
                }
                let (dx, dy) =
                    transform.transform(min.x as i32 + x as i32, min.y as i32 + y as i32);
                let (px, py) = (pos.0 + dx, pos.1 + dy);
                if px < 0 || py < 0 || px >= w as i32 || py >= h as i32 {
                    continue;
                }
                let alpha = color.alpha * f64::from(c.min(1.0));
                self.inner.draw_pixel(
                    (px, py),
                    BackendColor {
                        alpha,
                        rgb: color.rgb,
                    },
                )?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FONT: &[u8] = include_bytes!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/fonts/NotoSansSC-Regular.otf"
    ));

    fn row(label: &str, i: u32, of: u32) -> Row {
        let t = f64::from(i) / f64::from(of.max(2) - 1);
        Row {
            label: label.to_string(),
            pairs: 12 + (108.0 * t) as u32,
            kinds: 6 + (30.0 * t) as u32,
            time_limit: if i % 3 == 2 { None } else { Some(120 + 10 * i) },
            open_moves: 20.0 - 16.0 * t + (f64::from(i) * 1.7).sin(),
            mean_link: 2.0 + 4.0 * t + 0.4 * (f64::from(i) * 0.9).cos(),
            random_clears: (1.0 - 0.8 * t + 0.05 * (f64::from(i) * 2.3).sin()).clamp(0.0, 1.0),
            solver_nodes: 50.0 * (4000f64).powf(t) * (1.0 + 0.3 * (f64::from(i) * 1.3).sin()),
            problem: None,
        }
    }

    fn small() -> Vec<Row> {
        let names = ["01 first", "02 pairs", "03 cross", "04 rings", "05 last"];
        let mut rows: Vec<Row> = names
            .iter()
            .enumerate()
            .map(|(i, n)| row(n, i as u32, 5))
            .collect();
        rows[3].problem = Some("no clearable deal in 100 tries".to_string());
        rows
    }

    #[test]
    fn svg_names_the_pack_and_every_level() {
        let svg = render(Format::Svg, "Spring pack", &small(), 8, FONT).unwrap();
        let svg = String::from_utf8(svg).unwrap();
        assert!(svg.starts_with("<svg") || svg.contains("<svg "), "not SVG");
        assert!(svg.trim_end().ends_with("</svg>"));
        assert!(svg.contains("Spring pack"));
        assert!(svg.contains("mean over 8 deals per level"));
        for label in ["01 first", "02 pairs", "03 cross", "04 rings", "05 last"] {
            assert!(svg.contains(label), "{label} missing");
        }
        assert!(svg.contains("no clearable deal in 100 tries"));
    }

    #[test]
    fn png_decodes_at_the_drawn_size_and_is_not_blank() {
        let png = render(Format::Png, "Spring pack", &small(), 8, FONT).unwrap();
        let image = image::load_from_memory(&png).unwrap().to_rgb8();
        assert_eq!(image.width(), WIDTH);
        let face = FontRef::try_from_slice(FONT).unwrap();
        assert_eq!(
            image.height(),
            Layout::new(&small(), "Spring pack", &face).height
        );
        let first = image.get_pixel(0, 0);
        assert_eq!(first.0, [255, 255, 255], "background is white");
        let colours: std::collections::HashSet<[u8; 3]> = image.pixels().map(|p| p.0).collect();
        assert!(colours.len() > 10, "only {} colours", colours.len());
    }

    #[test]
    fn format_follows_the_extension() {
        assert_eq!(Format::from_path(Path::new("a/curve.svg")), Ok(Format::Svg));
        assert_eq!(Format::from_path(Path::new("curve.PNG")), Ok(Format::Png));
        assert_eq!(Format::from_path(Path::new("curve.Svg")), Ok(Format::Svg));
        assert_eq!(
            Format::from_path(Path::new("curve.jpg")),
            Err("curve.jpg: expected a .svg or .png file name".to_string())
        );
        assert!(Format::from_path(Path::new("curve")).is_err());
        assert!(Format::from_path(Path::new("svg")).is_err());
    }

    #[test]
    fn no_rows_is_an_error() {
        assert!(render(Format::Svg, "Empty", &[], 8, FONT).is_err());
        assert!(render(Format::Png, "Empty", &[], 8, FONT).is_err());
        let path = std::env::temp_dir().join("report-empty-never-written.png");
        assert!(draw(&path, "Empty", &[], 8, FONT).is_err());
        assert!(!path.exists());
    }

    #[test]
    fn odd_figures_do_not_panic() {
        let mut rows = small();
        rows[0].open_moves = f64::NAN;
        rows[1].solver_nodes = f64::NEG_INFINITY;
        rows[2].random_clears = f64::INFINITY;
        rows[4].mean_link = -3.0;
        for r in &mut rows {
            r.solver_nodes = 0.0;
        }
        rows[3].problem = Some(format!("line one\nline two {}", "很长".repeat(200)));
        rows[1].label = "a label far too long for the level axis".into();
        render(Format::Png, &"Odd ".repeat(80), &rows, 1, FONT).unwrap();
        let svg = render(Format::Svg, "Odd", &rows, 0, FONT).unwrap();
        assert!(String::from_utf8(svg).unwrap().contains('…'));
        let one = vec![Row {
            problem: Some("broken".into()),
            ..rows[0].clone()
        }];
        let svg = String::from_utf8(render(Format::Svg, "One", &one, 1, FONT).unwrap()).unwrap();
        assert!(svg.contains("mean over 1 deal per level"));
    }
}
