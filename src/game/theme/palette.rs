//! Every colour the interface uses, by what it is for. The board's own colours follow the
//! player's light or dark theme ([`board_colours`], [`hud_colours`]).

use bevy::prelude::*;

use crate::formats::saves::settings::Shade;

/// Menu and bar text.
pub const TEXT: Color = Color::srgb(0.9, 0.92, 0.97);
/// Dimmed text: hints, hot keys.
pub const TEXT_DIM: Color = Color::srgb(0.55, 0.6, 0.7);
/// Text of something used up.
pub const TEXT_SPENT: Color = Color::srgb(0.42, 0.45, 0.52);
/// What is wrong (a level that does not read, in menus).
pub const PROBLEM: Color = Color::srgb(1.0, 0.55, 0.5);
/// Gold, for titles, stars and the focused button's edge.
pub const GOLD: Color = Color::srgb(1.0, 0.84, 0.35);
/// A menu button at rest.
pub const BUTTON: Color = Color::srgb(0.16, 0.19, 0.26);
/// A focused or hovered menu button.
pub const BUTTON_HOT: Color = Color::srgb(0.26, 0.32, 0.44);
/// The box a menu's content sits in.
pub const PANEL: Color = Color::srgb(0.07, 0.08, 0.11);
/// The edge of a menu panel, which sets it off from the board around it.
pub const PANEL_EDGE: Color = Color::srgb(0.30, 0.36, 0.48);
/// A small control over the board (pause button, power-up buttons).
pub const CHIP: Color = Color::srgba(0.08, 0.1, 0.14, 0.85);
/// A control with nothing left to give.
pub const CHIP_SPENT: Color = Color::srgba(0.08, 0.1, 0.14, 0.45);
/// A control's edge.
pub const CHIP_EDGE: Color = Color::srgb(0.25, 0.3, 0.4);
/// The label of the pause button.
pub const CHIP_TEXT: Color = Color::srgb(0.8, 0.84, 0.9);
/// The frame on every tile of the kind held (the right button).
pub const PARTNERS: Color = Color::srgb(0.35, 0.85, 1.0);
/// The edge of the power-up being aimed.
pub const AIMING: Color = Color::srgb(1.0, 0.8, 0.3);
/// Points rising from a link.
pub const POINTS: Color = Color::srgb(1.0, 0.86, 0.35);
/// The dark copy behind text drawn over tiles.
pub const SHADOW: Color = Color::srgba(0.05, 0.06, 0.09, 0.85);
/// Notice text.
pub const NOTICE_TEXT: Color = Color::srgb(1.0, 0.9, 0.55);
/// Behind a notice.
pub const NOTICE_BACK: Color = Color::srgba(0.05, 0.06, 0.09, 0.82);
/// Behind why a pair was refused: nearly opaque, as it lies over tiles.
pub const REFUSAL_BACK: Color = Color::srgba(0.05, 0.06, 0.09, 0.94);
/// The banner of a level that cannot be played.
pub const PROBLEM_BACK: Color = Color::srgba(0.45, 0.05, 0.07, 0.92);
/// Its text.
pub const PROBLEM_TEXT: Color = Color::srgb(1.0, 0.93, 0.9);
/// The bright core of a link line.
pub const LINK_CORE: Color = Color::srgb(1.0, 0.97, 0.75);
/// The glow around a link line.
pub const LINK_GLOW: Color = Color::srgb(1.0, 0.75, 0.2);
/// Sparks where a pair vanishes.
pub const SPARK: Color = Color::srgb(1.0, 0.85, 0.4);
/// The keyboard cursor's frame.
pub const CURSOR: Color = Color::srgba(0.5, 0.85, 1.0, 0.9);
/// The title screen's backdrop.
pub const TITLE_BACKDROP: Color = Color::srgb(0.075, 0.09, 0.125);
/// A fade between screens, at full strength.
pub const FADE: Color = Color::BLACK;
/// Confetti on the win screen.
pub const CONFETTI: [Color; 5] = [
    Color::srgb(1.0, 0.8, 0.3),
    Color::srgb(0.35, 0.8, 1.0),
    Color::srgb(1.0, 0.45, 0.55),
    Color::srgb(0.5, 0.95, 0.55),
    Color::srgb(0.8, 0.55, 1.0),
];
/// A won star, as sRGB bytes for the star image.
pub const STAR_WON: [u8; 3] = [255, 208, 80];
/// A star not won.
pub const STAR_EMPTY: [u8; 3] = [90, 98, 115];

/// The editor's colours.
pub mod editor {
    use bevy::prelude::*;

    /// A tile cell.
    pub const TILE: Color = Color::srgb(0.93, 0.89, 0.8);
    /// An empty cell.
    pub const EMPTY: Color = Color::srgb(0.16, 0.19, 0.25);
    /// An obstacle cell.
    pub const OBSTACLE: Color = Color::srgb(0.4, 0.44, 0.53);
    /// Behind everything.
    pub const BACKGROUND: Color = Color::srgb(0.085, 0.1, 0.135);
    /// The side panel.
    pub const PANEL: Color = Color::srgb(0.12, 0.14, 0.19);
    /// What the editor has to say.
    pub const MESSAGE: Color = Color::srgb(1.0, 0.9, 0.55);
    /// Panel text.
    pub const TEXT: Color = Color::srgb(0.86, 0.89, 0.95);
    /// A button.
    pub const BUTTON: Color = Color::srgb(0.22, 0.26, 0.34);
    /// A button's label.
    pub const BUTTON_TEXT: Color = Color::srgb(0.95, 0.96, 1.0);
    /// Behind the grid.
    pub const GRID_BACK: Color = Color::srgb(0.07, 0.08, 0.11);
    /// The keyboard cursor's cell edge.
    pub const CURSOR: Color = Color::srgb(0.5, 0.85, 1.0);
    /// A tile under ice.
    pub const ICE: Color = Color::srgb(0.66, 0.86, 1.0);
    /// A tile dealt face down.
    pub const HIDDEN: Color = Color::srgb(0.62, 0.5, 0.42);
    /// A stopwatch tile.
    pub const TIMER: Color = Color::srgb(1.0, 0.8, 0.4);
    /// The edge of a tile being locked, until its key is chosen.
    pub const LOCKING: Color = Color::srgb(1.0, 0.35, 0.3);
}

/// The colours of the play area in a theme.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardColours {
    /// Behind everything; the tiles lie on it.
    pub background: Color,
    /// The outline round the board.
    pub edge: Color,
}

/// The play area's colours in `shade`.
pub fn board_colours(shade: Shade) -> BoardColours {
    match shade {
        Shade::Dark => BoardColours {
            background: Color::srgb(0.13, 0.155, 0.21),
            edge: Color::srgb(0.24, 0.28, 0.36),
        },
        Shade::Light => BoardColours {
            background: Color::srgb(0.69, 0.72, 0.78),
            edge: Color::srgb(0.55, 0.58, 0.65),
        },
    }
}

/// The HUD's text colours in `shade`: the status line, and the score.
pub fn hud_colours(shade: Shade) -> (Color, Color) {
    match shade {
        Shade::Dark => (Color::srgb(0.86, 0.89, 0.95), Color::srgb(1.0, 0.88, 0.5)),
        Shade::Light => (Color::srgb(0.12, 0.14, 0.2), Color::srgb(0.55, 0.35, 0.0)),
    }
}
