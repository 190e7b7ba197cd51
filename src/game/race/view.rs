//! The race column beside the board: each opponent's name, pairs-left bar and combo (the one
//! items hit marked), the items held and the buttons to throw and aim; a line while picks are
//! frozen or the faces hidden. A hide covers every tile's face; an item landing is heard.

use bevy::prelude::*;

use crate::formats::race_items::Item;
use crate::game::content::words::Words;
use crate::game::core::board::{OutOfPlay, TileKind};
use crate::game::core::clock::DealClock;
use crate::game::core::messages::ItemReceived;
use crate::game::core::moves::picks_held::PicksHeld;
use crate::game::core::screen::Screen;
use crate::game::core::settings::Settings;
use crate::game::race::items::{HiddenTiles, ItemAction, item_word};
use crate::game::race::room::{Opponent, RaceState};
use crate::game::theme::boxes::BoxColours;
use crate::game::theme::palette;
use crate::game::view::board::tiles::BODY;
use crate::game::view::frame::camera::RoomBesideBoard;
use crate::game::view::offstage::PlayOnly;
use crate::game::view::sound::audio::PlaySound;

/// The column's width, in the interface's units.
const WIDTH: f32 = 230.0;

/// Interface pixels kept free for the column on the right of the board: the column, its
/// place from the window's edge and a gap.
pub(crate) const ROOM: f32 = WIDTH + 28.0;

/// The column.
#[derive(Component)]
struct RaceColumn;

/// The line saying picks are frozen or faces hidden.
#[derive(Component)]
struct HoldLine;

/// A cover over a tile's face while a hide lasts.
#[derive(Component)]
struct FaceCover;

/// Builds the column again when the race changes; takes it away when there is no race.
fn show_column(
    mut commands: Commands,
    race: Res<RaceState>,
    columns: Query<Entity, With<RaceColumn>>,
    words: Words,
) {
    for column in &columns {
        commands.entity(column).despawn();
    }
    if !race.in_race() {
        commands.remove_resource::<RoomBesideBoard>();
        return;
    }
    commands.insert_resource(RoomBesideBoard(ROOM));
    commands
        .spawn((
            RaceColumn,
            PlayOnly,
            DespawnOnExit(Screen::Play),
            column_frame(),
        ))
        .with_children(|column| {
            column.spawn(text(words.t("race-opponents"), 18.0, palette::GOLD));
            let target = race.target().map(|o| o.name.clone());
            for opponent in &race.opponents {
                let aimed = race.items && target.as_deref() == Some(opponent.name.as_str());
                let name = shown_name(&race, &opponent.name, &words);
                spawn_opponent(column, opponent, &name, race.pairs_at_start, aimed, &words);
            }
            if race.items {
                spawn_items(column, &race, &words);
            }
            column.spawn((HoldLine, text(String::new(), 18.0, palette::AIMING)));
        });
}

/// The column's frame beside the board (the ghost's column has the same).
pub(crate) fn column_frame() -> impl Bundle {
    (
        Node {
            position_type: PositionType::Absolute,
            top: px(84.0),
            right: px(16.0),
            width: px(WIDTH),
            flex_direction: FlexDirection::Column,
            row_gap: px(6.0),
            padding: UiRect::all(px(10.0)),
            border_radius: BorderRadius::all(px(10.0)),
            ..default()
        },
        BoxColours::fill(palette::CHIP),
    )
}

/// A line of the column's text.
pub(crate) fn text(words: String, size: f32, colour: Color) -> impl Bundle {
    (
        Text::new(words),
        TextFont::from_font_size(size),
        TextColor(colour),
        Pickable::IGNORE,
    )
}

/// A player's name as shown (see [`RaceState::said_name`]).
pub(crate) fn shown_name(race: &RaceState, name: &str, words: &Words) -> String {
    race.computer_name(name)
        .map_or_else(|| name.to_string(), |m| words.say(&m))
}

/// One opponent, called `name`: name (and "aimed at"), a bar of the pairs left, pairs and
/// combo.
pub(crate) fn spawn_opponent(
    column: &mut ChildSpawnerCommands,
    opponent: &Opponent,
    name: &str,
    pairs_at_start: u32,
    aimed: bool,
    words: &Words,
) {
    let colour = if opponent.dropped {
        palette::TEXT_SPENT
    } else {
        palette::CHIP_TEXT
    };
    let name = if aimed {
        format!("▶ {name}  · {}", words.t("race-target"))
    } else {
        name.to_string()
    };
    column.spawn(text(name, 16.0, colour));
    let left = opponent.pairs_left as f32 / pairs_at_start.max(1) as f32;
    column
        .spawn((
            Node {
                width: percent(100.0),
                height: px(10.0),
                border_radius: BorderRadius::all(px(5.0)),
                ..default()
            },
            BackgroundColor(palette::BUTTON),
        ))
        .with_children(|bar| {
            bar.spawn((
                Node {
                    width: percent(100.0 * left.clamp(0.0, 1.0)),
                    height: percent(100.0),
                    border_radius: BorderRadius::all(px(5.0)),
                    ..default()
                },
                BackgroundColor(if opponent.dropped {
                    palette::TEXT_SPENT
                } else {
                    palette::LINK_GLOW
                }),
            ));
        });
    let state = if opponent.dropped {
        words.t("race-out")
    } else {
        let pairs = words.t_with("race-pairs", &[("n", opponent.pairs_left.into())]);
        if opponent.combo > 1 {
            let combo = words.t_with("race-combo", &[("combo", opponent.combo.into())]);
            format!("{pairs}  {combo}")
        } else {
            pairs
        }
    };
    column.spawn(text(state, 14.0, palette::TEXT_DIM));
}

/// The items held and the throw and aim buttons.
fn spawn_items(column: &mut ChildSpawnerCommands, race: &RaceState, words: &Words) {
    let held = if race.held.is_empty() {
        words.t("race-held-none")
    } else {
        let items: Vec<String> = race.held.iter().map(|i| words.t(item_word(*i))).collect();
        words.t_with("race-held", &[("items", items.join(", ").into())])
    };
    column.spawn(text(held, 16.0, palette::TEXT));
    for (key, action) in [
        ("race-throw", ItemAction::Throw),
        ("race-next-target", ItemAction::NextTarget),
    ] {
        column
            .spawn((
                Button,
                Node {
                    padding: UiRect::axes(px(10.0), px(4.0)),
                    border_radius: BorderRadius::all(px(8.0)),
                    ..default()
                },
                BoxColours::fill(palette::BUTTON),
                children![text(words.t(key), 15.0, palette::CHIP_TEXT)],
            ))
            .observe(
                move |_: On<Pointer<Click>>, mut actions: MessageWriter<ItemAction>| {
                    actions.write(action);
                },
            );
    }
}

/// Says while picks are frozen or the faces hidden.
fn show_hold(
    clock: Res<DealClock>,
    (held, hidden): (Res<PicksHeld>, Res<HiddenTiles>),
    mut lines: Query<&mut Text, With<HoldLine>>,
    words: Words,
) {
    let mut now = Vec::new();
    if held.holds(&clock) {
        now.push(words.t("race-frozen"));
    }
    if hidden.hides(&clock) {
        now.push(words.t("race-hidden"));
    }
    let now = now.join("\n");
    for mut line in &mut lines {
        if line.0 != now {
            line.0.clone_from(&now);
        }
    }
}

/// While a hide lasts, every tile in play has its face covered (the tiles stay, and can be
/// picked from memory).
fn cover_faces(
    mut commands: Commands,
    clock: Res<DealClock>,
    hidden: Res<HiddenTiles>,
    tiles: Query<Entity, (With<TileKind>, Without<OutOfPlay>)>,
    covers: Query<Entity, With<FaceCover>>,
) {
    let hide = hidden.hides(&clock);
    if hide && covers.is_empty() {
        for tile in &tiles {
            commands.entity(tile).with_child((
                FaceCover,
                Sprite::from_color(palette::PANEL_EDGE, BODY * 0.86),
                Transform::from_xyz(0.0, 0.0, 0.05),
                Pickable::IGNORE,
            ));
        }
    } else if !hide {
        for cover in &covers {
            commands.entity(cover).despawn();
        }
    }
}

/// An item landing is heard.
fn item_sounds(mut received: MessageReader<ItemReceived>, mut play: MessageWriter<PlaySound>) {
    for landed in received.read() {
        play.write(PlaySound(match landed.item {
            Item::FreezePicks => "sounds/freeze.wav",
            Item::HideFaces => "sounds/reveal.wav",
        }));
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            show_column
                .run_if(resource_changed::<RaceState>.or_eager(resource_changed::<Settings>)),
            (show_hold, cover_faces).run_if(|race: Res<RaceState>| race.in_race()),
        )
            .chain()
            .run_if(in_state(Screen::Play)),
    )
    .add_systems(OnEnter(Screen::Play), show_column)
    .add_systems(OnExit(Screen::Play), leave_room_beside)
    .add_systems(Update, item_sounds.run_if(on_message::<ItemReceived>));
}

fn leave_room_beside(mut commands: Commands) {
    commands.remove_resource::<RoomBesideBoard>();
}
