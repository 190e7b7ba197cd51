//! A modded game: the whole game, plus a power-up and a special tile of our own with their own
//! words in English and Chinese, without touching the game's code. `cargo run --example
//! modded`, then press J (or click its button); `-- --lang zh` for Chinese; `-- replay FILE`
//! proves a replay that used it. `-- --level examples/modded-levels/deep-ice.ron` plays a
//! level with the special tile, and `-- check examples/modded-levels` checks it.
//!
//! This is the starting point of `docs/modding.md`.

use std::process::ExitCode;

use bevy::prelude::*;
use lianliankan::prelude::*;

/// Links a safe pair for the player, through the normal move flow: the line is drawn, the
/// pair scores, undo takes it back.
pub struct Autolink;

impl PowerUp for Autolink {
    const ID: &'static str = "autolink";
    const TITLE: &'static str = "Autolink";
    const KEY: KeyCode = KeyCode::KeyJ;
    const TARGET: Target = Target::None;
    const UNDOABLE: bool = true;
    const SOUND: &'static str = "sounds/link.wav";
    const ASSIST: bool = true;
    const COST: u32 = 30;
    const STARTING_USES: u32 = 3;

    fn icon(c: &mut IconCanvas) {
        c.ring([120, 200, 255], (-0.35, 0.0), 0.35, 0.14);
        c.ring([120, 200, 255], (0.35, 0.0), 0.35, 0.14);
    }

    /// The effect: decides, draws nothing.
    fn build(app: &mut App) {
        app.add_observer(autolink);
    }

    /// The look: a blue burst on both tiles.
    fn build_view(app: &mut App) {
        app.add_systems(
            Update,
            show_autolink
                .run_if(on_message::<PowerUpUsed>)
                .in_set(ViewSystems::React),
        );
    }
}

fn autolink(
    _: On<Activate<Autolink>>,
    board: Option<Res<Board>>,
    mut requests: MessageWriter<MatchRequest>,
    mut used: MessageWriter<PowerUpUsed>,
    mut refused: MessageWriter<PowerUpRefused>,
) {
    match board.and_then(|b| safe_hint(b.grid(), &b.rules(), DEFAULT_NODE_LIMIT)) {
        Some(hint) => {
            let (a, b) = hint.pair();
            requests.write(MatchRequest { a, b });
            used.write(PowerUpUsed::of::<Autolink>(vec![a, b]));
        }
        None => {
            refused.write(PowerUpRefused::of::<Autolink>("autolink-nothing"));
        }
    }
}

fn show_autolink(
    mut used: MessageReader<PowerUpUsed>,
    board: Option<Res<Board>>,
    mut commands: Commands,
) {
    let Some(board) = board else {
        used.clear();
        return;
    };
    let (w, h) = (board.grid().width(), board.grid().height());
    for u in used.read().filter(|u| u.is::<Autolink>()) {
        for &p in &u.cells {
            burst(
                &mut commands,
                cell_center(p, w, h),
                Color::srgb(0.45, 0.75, 1.0),
            );
        }
    }
}

/// Deep ice: frozen until two of the tiles beside it are gone, where ice needs one (or until
/// every tile beside it is gone, for a tile with fewer than two neighbours). Level files mark
/// it `2`.
pub struct DeepIce;

impl SpecialTile for DeepIce {
    const ID: &'static str = "deep_ice";
    const MARK: char = '2';

    fn pickable(around: &Around) -> bool {
        around.removed_beside() >= around.started_beside().min(2)
    }

    /// A white snowflake on a disc of dark blue ice, the face still showing through it.
    fn mark(c: &mut IconCanvas) {
        c.paint([50, 100, 210], 0.6, |x, y| x * x + y * y <= 0.85);
        c.ring([25, 60, 160], (0.0, 0.0), 0.9, 0.1);
        for k in 0..3 {
            let a = std::f32::consts::PI * k as f32 / 3.0;
            let (x, y) = (0.62 * a.cos(), 0.62 * a.sin());
            c.line([245, 250, 255], (-x, -y), (x, y), 0.11);
        }
    }
}

/// The mod: its words, its power-up and its special tile. The game applies it to the app it
/// plays, to the one that proves replays, and before its tools read level files.
fn add_mod(app: &mut App) {
    app.add_words(
        include_str!("modded-words/en.ftl"),
        include_str!("modded-words/zh.ftl"),
    )
    .add_power_up::<Autolink>()
    .add_special_tile::<DeepIce>();
}

fn main() -> ExitCode {
    // The game's whole command line (try --help), with the mod applied.
    main_with(add_mod)
}
