//! What the game's pictures hold in memory, logged with the frame rate (`--fps`): every picture
//! (tile atlases, thumbnails, icons, Bevy's glyph atlases) counted where it lives, so a
//! change's cost in memory can be read beside its cost in frames.

use bevy::diagnostic::{Diagnostic, DiagnosticPath, Diagnostics, RegisterDiagnostic};
use bevy::prelude::*;
use bevy::text::FontAtlasSet;

/// Pictures, and their pixels in MiB as the renderer holds them.
const PICTURES: DiagnosticPath = DiagnosticPath::const_new("pictures");
const PICTURE_MIB: DiagnosticPath = DiagnosticPath::const_new("picture_mib");
/// Of those, the pixels also kept in main memory (pictures the game reads or writes again).
const KEPT_MIB: DiagnosticPath = DiagnosticPath::const_new("picture_mib_kept_in_main_memory");
/// Bevy's glyph atlases: one set per typeface, size and smoothing.
const GLYPH_ATLASES: DiagnosticPath = DiagnosticPath::const_new("glyph_atlases");
const GLYPH_ATLAS_MIB: DiagnosticPath = DiagnosticPath::const_new("glyph_atlas_mib");

const MIB: f64 = 1024.0 * 1024.0;

/// Bytes of one picture's pixels.
fn picture_bytes(image: &Image) -> f64 {
    let size = image.texture_descriptor.size;
    let texel = image
        .texture_descriptor
        .format
        .block_copy_size(None)
        .unwrap_or(4);
    f64::from(size.width)
        * f64::from(size.height)
        * f64::from(size.depth_or_array_layers)
        * f64::from(texel)
}

fn measure(images: Res<Assets<Image>>, glyphs: Res<FontAtlasSet>, mut diagnostics: Diagnostics) {
    let (mut count, mut all, mut kept) = (0.0, 0.0, 0.0);
    for (_, image) in images.iter() {
        count += 1.0;
        all += picture_bytes(image);
        kept += image.data.as_ref().map_or(0, Vec::len) as f64;
    }
    let atlases = glyphs.values().map(Vec::len).sum::<usize>();
    diagnostics.add_measurement(&PICTURES, || count);
    diagnostics.add_measurement(&PICTURE_MIB, || all / MIB);
    diagnostics.add_measurement(&KEPT_MIB, || kept / MIB);
    diagnostics.add_measurement(&GLYPH_ATLASES, || atlases as f64);
    diagnostics.add_measurement(&GLYPH_ATLAS_MIB, || {
        glyphs.total_bytes(&images) as f64 / MIB
    });
}

/// Logs the pictures' memory with the other diagnostics.
pub fn plugin(app: &mut App) {
    for path in [
        PICTURES,
        PICTURE_MIB,
        KEPT_MIB,
        GLYPH_ATLASES,
        GLYPH_ATLAS_MIB,
    ] {
        app.register_diagnostic(Diagnostic::new(path).with_max_history_length(1));
    }
    app.add_systems(Last, measure);
}
