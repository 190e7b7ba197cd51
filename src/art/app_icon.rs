//! The game's own icon: a jade board with two matching tiles joined by a gold link of two
//! turns (the game's rule, drawn). One list of shapes is both written as SVG (the scalable icon
//! of the desktop's theme) and drawn into pixels at any size (the theme's fixed sizes and the
//! window's icon), so every size is the same picture.

use std::fmt::Write as _;

use super::icon::IconCanvas;

/// The sizes, in pixels, a desktop's icon theme is given (hicolor's `NxN/apps`).
pub const THEME_SIZES: [usize; 8] = [16, 24, 32, 48, 64, 128, 256, 512];

/// One shape of the icon, in a square from (0, 0) at the top left to (1, 1).
enum Shape {
    /// A rectangle with rounded corners.
    RoundRect {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        r: f32,
        fill: [u8; 3],
    },
    /// A filled circle.
    Circle {
        cx: f32,
        cy: f32,
        r: f32,
        fill: [u8; 3],
    },
    /// A stroked path through `points`, round at its ends and corners.
    Path {
        points: &'static [(f32, f32)],
        width: f32,
        stroke: [u8; 3],
    },
}

const JADE: [u8; 3] = [0x1f, 0x6f, 0x5c];
const JADE_DEEP: [u8; 3] = [0x17, 0x55, 0x47];
const IVORY: [u8; 3] = [0xf7, 0xf0, 0xdd];
const TILE_SIDE: [u8; 3] = [0xc8, 0xb6, 0x8a];
const RED: [u8; 3] = [0xd6, 0x3a, 0x3a];
const GOLD: [u8; 3] = [0xf5, 0xc2, 0x42];

/// The link: out of the left tile's right side, up between the tiles, into the right tile's
/// left side (three straight segments, two turns).
const LINK: [(f32, f32); 4] = [(0.40, 0.70), (0.50, 0.70), (0.50, 0.31), (0.60, 0.31)];

/// The icon's shapes, back to front.
fn shapes() -> Vec<Shape> {
    let tile = |x: f32, y: f32| {
        [
            Shape::RoundRect {
                x,
                y: y + 0.03,
                w: 0.26,
                h: 0.34,
                r: 0.05,
                fill: TILE_SIDE,
            },
            Shape::RoundRect {
                x,
                y,
                w: 0.26,
                h: 0.34,
                r: 0.05,
                fill: IVORY,
            },
            Shape::Circle {
                cx: x + 0.13,
                cy: y + 0.17,
                r: 0.075,
                fill: RED,
            },
        ]
    };
    let mut shapes = vec![
        Shape::RoundRect {
            x: 0.04,
            y: 0.06,
            w: 0.92,
            h: 0.92,
            r: 0.19,
            fill: JADE_DEEP,
        },
        Shape::RoundRect {
            x: 0.04,
            y: 0.03,
            w: 0.92,
            h: 0.92,
            r: 0.19,
            fill: JADE,
        },
        Shape::Path {
            points: &LINK,
            width: 0.065,
            stroke: GOLD,
        },
    ];
    shapes.extend(tile(0.14, 0.52));
    shapes.extend(tile(0.60, 0.13));
    shapes
}

fn hex([r, g, b]: [u8; 3]) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// The icon as an SVG document (a 512-unit square).
pub fn svg() -> String {
    let s = |v: f32| v * 512.0;
    let mut out = String::from(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"512\" height=\"512\" viewBox=\"0 0 512 512\">\n",
    );
    for shape in shapes() {
        // Writing to a String cannot fail.
        let _ = match shape {
            Shape::RoundRect {
                x,
                y,
                w,
                h,
                r,
                fill,
            } => writeln!(
                out,
                "  <rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"{}\"/>",
                s(x),
                s(y),
                s(w),
                s(h),
                s(r),
                hex(fill)
            ),
            Shape::Circle { cx, cy, r, fill } => writeln!(
                out,
                "  <circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\"/>",
                s(cx),
                s(cy),
                s(r),
                hex(fill)
            ),
            Shape::Path {
                points,
                width,
                stroke,
            } => {
                let d: Vec<String> = points
                    .iter()
                    .enumerate()
                    .map(|(i, (x, y))| {
                        format!("{}{} {}", if i == 0 { "M" } else { "L" }, s(*x), s(*y))
                    })
                    .collect();
                writeln!(
                    out,
                    "  <path d=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>",
                    d.join(" "),
                    hex(stroke),
                    s(width)
                )
            }
        };
    }
    out.push_str("</svg>\n");
    out
}

/// The icon drawn `size` pixels square, as RGBA bytes.
pub fn rgba(size: usize) -> Vec<u8> {
    let mut canvas = IconCanvas::new(size);
    // The canvas runs from -1 to 1, upwards; the shapes from 0 to 1, downwards.
    let at = |x: f32, y: f32| (x * 2.0 - 1.0, 1.0 - y * 2.0);
    for shape in shapes() {
        match shape {
            Shape::RoundRect {
                x,
                y,
                w,
                h,
                r,
                fill,
            } => canvas.paint(fill, 1.0, |px, py| {
                let (u, v) = ((px + 1.0) / 2.0, (1.0 - py) / 2.0);
                inside_round_rect((u, v), (x, y, w, h), r)
            }),
            Shape::Circle { cx, cy, r, fill } => canvas.circle(fill, at(cx, cy), r * 2.0),
            Shape::Path {
                points,
                width,
                stroke,
            } => {
                for pair in points.windows(2) {
                    canvas.line(
                        stroke,
                        at(pair[0].0, pair[0].1),
                        at(pair[1].0, pair[1].1),
                        width * 2.0,
                    );
                }
            }
        }
    }
    canvas.into_rgba8()
}

fn inside_round_rect((u, v): (f32, f32), (x, y, w, h): (f32, f32, f32, f32), r: f32) -> bool {
    let cx = u.clamp(x + r, x + w - r);
    let cy = v.clamp(y + r, y + h - r);
    (u - cx).powi(2) + (v - cy).powi(2) <= r * r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pixels_and_the_svg_are_the_same_picture() {
        for size in THEME_SIZES {
            let px = rgba(size);
            assert_eq!(px.len(), size * size * 4);
            let at = |u: f32, v: f32| {
                let (x, y) = ((u * size as f32) as usize, (v * size as f32) as usize);
                let i = (y * size + x) * 4;
                [px[i], px[i + 1], px[i + 2], px[i + 3]]
            };
            assert_eq!(at(0.0, 0.0)[3], 0, "{size}: the corner is transparent");
            assert_eq!(at(0.5, 0.5)[3], 255, "{size}: the board is opaque");
            if size >= 48 {
                assert_eq!(&at(0.27, 0.69)[..3], &RED, "{size}: the left tile's mark");
                assert_eq!(
                    &at(0.50, 0.50)[..3],
                    &GOLD,
                    "{size}: the link between the tiles"
                );
            }
        }
        let svg = svg();
        assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
        assert_eq!(svg.matches("<rect").count(), 6);
        assert_eq!(svg.matches("<circle").count(), 2);
        assert!(svg.contains(&hex(GOLD)) && svg.contains("M204.8 358.4"));
    }
}
