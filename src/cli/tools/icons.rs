//! `lianliankan render-icons DIR`: the game's icon at every size an icon theme is given, and as
//! SVG, named as the desktop entry names it (`scripts/package` puts them in the package).

use std::path::Path;
use std::process::ExitCode;

use crate::art::app_icon::{THEME_SIZES, rgba, svg};
use crate::formats::storage::shipped::APP_ID;

/// Writes `DIR/NxN/apps/ID.png` for each theme size and `DIR/scalable/apps/ID.svg`.
pub fn render_icons(dir: &Path) -> crate::cli::failure::Outcome {
    let written = write_icons(dir)
        .map_err(|e| crate::cli::failure::Failure::refused(format!("render-icons: {e}")))?;
    for path in written {
        println!("{path}");
    }
    Ok(ExitCode::SUCCESS)
}

fn write_icons(dir: &Path) -> Result<Vec<String>, String> {
    let mut written = Vec::new();
    for size in THEME_SIZES {
        let folder = dir.join(format!("{size}x{size}/apps"));
        std::fs::create_dir_all(&folder).map_err(|e| format!("{}: {e}", folder.display()))?;
        let path = folder.join(format!("{APP_ID}.png"));
        let side = size as u32;
        image::save_buffer(
            &path,
            &rgba(size),
            side,
            side,
            image::ExtendedColorType::Rgba8,
        )
        .map_err(|e| format!("{}: {e}", path.display()))?;
        written.push(path.display().to_string());
    }
    let folder = dir.join("scalable/apps");
    std::fs::create_dir_all(&folder).map_err(|e| format!("{}: {e}", folder.display()))?;
    let path = folder.join(format!("{APP_ID}.svg"));
    std::fs::write(&path, svg()).map_err(|e| format!("{}: {e}", path.display()))?;
    written.push(path.display().to_string());
    Ok(written)
}
