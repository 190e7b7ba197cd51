//! Draws a level pack's difficulty curve (one point per level, in pack order) to SVG or PNG.
//!
//! Four panels share the level axis so each figure keeps a readable scale: the board's size and
//! time limit, the moves open at the start, the random player's clear rate with the mean link
//! length, and the solver's effort on a log scale. Levels that could not be measured leave a gap
//! with a red mark and are listed under the chart.
//!
//! The drawing is built with the cargo feature `report` (on by default); without it only the
//! figures' types are here, and `check --report` says the build cannot draw.

use std::path::Path;
#[cfg(feature = "report")]
use std::sync::OnceLock;

#[cfg(feature = "report")]
use ab_glyph::FontRef;
#[cfg(feature = "report")]
use layout::{Layout, WIDTH};
#[cfg(feature = "report")]
use paint::paint;
#[cfg(feature = "report")]
use plotters::prelude::*;
pub use row::Row;
#[cfg(feature = "report")]
use typeset::Typeset;

#[cfg(feature = "report")]
mod layout;
#[cfg(feature = "report")]
mod paint;
#[cfg(feature = "report")]
mod panels;
#[cfg(feature = "report")]
mod plot;
mod row;
#[cfg(feature = "report")]
mod typeset;

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

#[cfg(feature = "report")]
/// The game's own typeface, read once from its assets, for [`draw`].
pub fn game_font() -> Result<&'static [u8], String> {
    static FONT: OnceLock<Result<&'static [u8], String>> = OnceLock::new();
    FONT.get_or_init(|| {
        let path = crate::formats::storage::shipped::shipped_dir("assets")
            .join("fonts/NotoSansSC-Regular.otf");
        std::fs::read(&path)
            .map(|bytes| &*Box::leak(bytes.into_boxed_slice()))
            .map_err(|e| format!("{}: cannot read the typeface: {e}", path.display()))
    })
    .clone()
}

#[cfg(feature = "report")]
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

#[cfg(feature = "report")]
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

#[cfg(feature = "report")]
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

#[cfg(feature = "report")]
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
    fn thousands_of_unmeasured_levels_list_a_bounded_few() {
        let face = FontRef::try_from_slice(FONT).unwrap();
        let mut rows: Vec<Row> = (0..3000)
            .map(|i| row(&format!("{i:04}"), i, 3000))
            .collect();
        let one = Layout::new(&rows[..1], "Many", &face).height;
        for r in &mut rows {
            r.problem = Some("cannot deal".into());
        }
        let layout = Layout::new(&rows, "Many", &face);
        assert!(layout.notes.len() <= 41, "{} notes", layout.notes.len());
        assert!(layout.notes.last().unwrap().contains("2960 more"));
        assert!(layout.height < one + 42 * layout::FOOTER_LINE + 40);
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
