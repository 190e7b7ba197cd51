//! A background of the player's desktop (a KDE KMahjongg background,
//! `formats::desktop::desktop_background`): its SVG drawn over the window, or into the pattern size
//! its key file gives and repeated, as KDE draws it.

use resvg::tiny_skia::{Pixmap, Transform};

use super::{Background, Fill, Painting};
use crate::formats::desktop::desktop_background::{DesktopBackground, Layout, read_picture};
use crate::formats::desktop::svg_bounds;

/// The largest side drawn for a covering picture, in pixels: a larger window shows it scaled.
pub const MAX_SIDE: u32 = 2560;

/// A desktop background.
#[derive(Clone)]
pub struct DesktopPicture {
    /// Its id in the settings: `desktop.` and the key file's name.
    id: &'static str,
    /// Its key file.
    background: DesktopBackground,
}

impl DesktopPicture {
    /// The background its key file describes (its picture is read when painted).
    pub fn new(background: DesktopBackground) -> Self {
        // Ids live as long as the game: a handful are found once, at start.
        let id = format!("desktop.{}", background.about.stem);
        DesktopPicture {
            id: Box::leak(id.into_boxed_str()),
            background,
        }
    }
}

impl Background for DesktopPicture {
    fn id(&self) -> &'static str {
        self.id
    }

    fn name_key(&self) -> &'static str {
        "background-desktop"
    }

    fn title(&self, language: &str) -> Option<String> {
        Some(self.background.about.name_in(language).to_string())
    }

    fn author(&self) -> Option<&str> {
        self.background.about.author.as_deref()
    }

    fn paint(&self, width: u32, height: u32) -> Result<Painting, String> {
        let tree = read_picture(&self.background.picture)?;
        let in_file = |why: &str| format!("{}: {why}", self.background.picture.display());
        let size = tree.size();
        let (w, h) = match self.background.layout {
            Layout::Pattern(w, h) => (w, h),
            Layout::Cover => (width.clamp(1, MAX_SIDE), height.clamp(1, MAX_SIDE)),
        };
        let transform = match self.background.layout {
            // As KDE does: the whole picture squeezed into the pattern.
            Layout::Pattern(..) => {
                Transform::from_scale(w as f32 / size.width(), h as f32 / size.height())
            }
            Layout::Cover => {
                let [x, y, bw, bh] = opaque_box(&tree);
                let s = (w as f32 / bw).max(h as f32 / bh);
                Transform::from_translate(
                    (w as f32 - bw * s) / 2.0 - x * s,
                    (h as f32 - bh * s) / 2.0 - y * s,
                )
                .pre_scale(s, s)
            }
        };
        let mut pixmap = Pixmap::new(w, h).ok_or_else(|| in_file("no size to draw at"))?;
        svg_bounds::contained(|| resvg::render(&tree, transform, &mut pixmap.as_mut()))
            .ok_or_else(|| in_file("the SVG library failed to draw it"))?;
        let rgba = pixmap
            .pixels()
            .iter()
            .flat_map(|p| {
                let c = p.demultiply();
                [c.red(), c.green(), c.blue(), c.alpha()]
            })
            .collect();
        Ok(Painting {
            width: w,
            height: h,
            rgba,
            fill: match self.background.layout {
                Layout::Pattern(..) => Fill::Repeat,
                Layout::Cover => Fill::Cover,
            },
        })
    }
}

/// The side of the sketch [`opaque_box`] draws, in pixels.
const SKETCH: f32 = 256.0;

/// The part of the picture that is drawn opaque (`x`, `y`, width, height in its own units),
/// found on a small sketch of it: a picture whose drawing leaves its edges bare (Egyptian's
/// photograph keeps its own shape inside a wider frame) covers the window with what it draws.
fn opaque_box(tree: &resvg::usvg::Tree) -> [f32; 4] {
    let size = tree.size();
    let whole = [0.0, 0.0, size.width(), size.height()];
    let scale = SKETCH / size.width().max(size.height());
    let (sw, sh) = (
        (size.width() * scale).ceil().max(1.0) as u32,
        (size.height() * scale).ceil().max(1.0) as u32,
    );
    let Some(mut sketch) = Pixmap::new(sw, sh) else {
        return whole;
    };
    let drawn = svg_bounds::contained(|| {
        resvg::render(
            tree,
            Transform::from_scale(scale, scale),
            &mut sketch.as_mut(),
        )
    });
    if drawn.is_none() {
        return whole;
    }
    let opaque = |x: u32, y: u32| sketch.pixel(x, y).is_some_and(|p| p.alpha() == 255);
    let columns: Vec<u32> = (0..sw).filter(|&x| (0..sh).any(|y| opaque(x, y))).collect();
    let rows: Vec<u32> = (0..sh).filter(|&y| (0..sw).any(|x| opaque(x, y))).collect();
    let (Some(&left), Some(&right), Some(&top), Some(&bottom)) =
        (columns.first(), columns.last(), rows.first(), rows.last())
    else {
        return whole;
    };
    // A pixel in from each edge found, so no sliver of the edge's blend shows.
    let (left, top) = ((left + 1).min(right) as f32, (top + 1).min(bottom) as f32);
    let (right, bottom) = (right.max(1) as f32, bottom.max(1) as f32);
    [
        left / scale,
        top / scale,
        ((right - left).max(1.0)) / scale,
        ((bottom - top).max(1.0)) / scale,
    ]
}
