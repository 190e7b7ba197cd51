//! The game's own backgrounds, as the game registers them: every pattern repeats without a
//! seam, paints the same every time, and is as light or dark as the words over it expect.

use bevy::prelude::*;

use crate::art::backgrounds::{Background, Fill, Painting};
use crate::game::content::backgrounds::{Backgrounds, PLAIN, plugin};

/// Every background the game registers of its own.
fn ours() -> Vec<std::sync::Arc<dyn Background>> {
    let mut app = App::new();
    app.add_plugins(plugin);
    let all = app.world().resource::<Backgrounds>().clone();
    let ids = all.choices().into_iter().filter(|id| *id != PLAIN);
    ids.filter_map(|id| all.get(id).cloned()).collect()
}

/// How far apart two lines of a painting are, on average per channel: columns `a` and `b`,
/// or rows when `rows`.
fn step(p: &Painting, a: u32, b: u32, rows: bool) -> f32 {
    let at = |x: u32, y: u32| &p.rgba[((y * p.width + x) * 4) as usize..][..3];
    let along = if rows { p.width } else { p.height };
    let mut sum = 0.0;
    for i in 0..along {
        let (pa, pb) = if rows {
            (at(i, a), at(i, b))
        } else {
            (at(a, i), at(b, i))
        };
        let apart = pa.iter().zip(pb);
        sum += apart
            .map(|(x, y)| (f32::from(*x) - f32::from(*y)).abs())
            .sum::<f32>();
    }
    sum / (along * 3) as f32
}

/// Across the seam (the last line to the first) the picture changes no more than between
/// neighbouring lines inside it, give or take a level.
fn assert_no_seam(p: &Painting, rows: bool, id: &str) {
    let lines = if rows { p.height } else { p.width };
    let inside = (1..lines - 1)
        .map(|i| step(p, i, i + 1, rows))
        .fold(0.0, f32::max);
    let seam = step(p, lines - 1, 0, rows);
    assert!(
        seam <= inside + 1.0,
        "{id}: seam {seam}, inside at most {inside}"
    );
}

#[test]
fn our_patterns_repeat_without_a_seam_and_paint_the_same_every_time() {
    let ours = ours();
    assert_eq!(ours.len(), 4);
    for background in ours {
        let id = background.id();
        let p = background.paint(1280, 800).unwrap();
        assert_eq!(p.fill, Fill::Repeat, "{id}");
        assert_eq!(p.rgba.len(), (p.width * p.height * 4) as usize, "{id}");
        assert!(p.rgba.chunks(4).all(|px| px[3] == 255), "{id}: opaque");
        assert_eq!(p, background.paint(640, 480).unwrap(), "{id}");
        assert_no_seam(&p, false, id);
        assert_no_seam(&p, true, id);
    }
}

#[test]
fn our_backgrounds_are_as_light_as_their_names_say() {
    for background in ours() {
        let lightness = background.paint(1, 1).unwrap().lightness();
        let light = background.id() == "paper";
        assert_eq!(lightness > 0.5, light, "{}: {lightness}", background.id());
    }
}
