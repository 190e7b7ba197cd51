//! The Hall of fame (over the title): the ten best clears of a board on this computer. The
//! board steps through every one with a hall (the last played first); the list shows clears
//! without help or, apart, those that took help; the rows sort by score, time, name or date.
//! The player row names who is playing now: Left/Right step through the names kept, Enter
//! types a new one. Clear empties the board's hall after a second press to confirm.

use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;
use bevy::window::{Ime, PrimaryWindow};

use crate::formats::daily::{date_key, unix_seconds_now};
use crate::formats::saves::hall_of_fame::{self, Help, SortBy};
use crate::formats::saves::journal::{GameEntry, Journal, MAX_NAME_CHARS};
use crate::game::content::levels::LevelAsset;
use crate::game::content::words::Words;
use crate::game::core::screen::Menu;
use crate::game::core::settings::{Settings, step_round};
use crate::game::persistence::progress::SavedProgress;
use crate::game::records::journal::PlayerNames;
use crate::game::records::screens::board_title::board_title;
use crate::game::screens::navigation::{ChosenByEscape, MenuSystems, Stepped, Steps, TypingInMenu};
use crate::game::screens::typing::{TextEntry, Typed, set_typing};
use crate::game::theme::palette;
use crate::game::theme::widgets::{self, Chosen, button, clock_text, header, label};

/// Width of the screen's rows.
const WIDTH: f32 = 620.0;
/// Widths of the table's columns: place, name (the longest name, 16 Chinese characters, fits),
/// score, time, date.
const COLUMNS: [f32; 5] = [36.0, 292.0, 92.0, 80.0, 120.0];

/// What the screen shows.
#[derive(Resource, Debug, Default)]
pub struct HallScreen {
    /// The boards with a hall, the last played first.
    boards: Vec<String>,
    /// The one shown.
    at: usize,
    /// Clears without help, or with.
    help: Help,
    /// How the rows are sorted.
    sort: SortBy,
    /// Clear was pressed once: the next press clears.
    confirm_clear: bool,
    /// A new player's name being typed.
    typing: Option<TextEntry>,
}

impl HallScreen {
    fn board(&self) -> Option<&str> {
        self.boards.get(self.at).map(String::as_str)
    }
}

/// The screen's layer, built again whenever what it shows changes.
#[derive(Component, Debug)]
struct HallLayer;

/// What a stepping row of the screen changes.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Row {
    Board,
    Help,
    Sort,
    Player,
}

/// Opening the screen starts from the board played last, sorted by score.
fn enter(mut screen: ResMut<HallScreen>, saved: Res<SavedProgress>) {
    *screen = HallScreen {
        boards: hall_of_fame::boards(&saved.progress.journal),
        ..HallScreen::default()
    };
}

/// A row chosen steps it forwards; the player row starts typing a new name.
fn choose_row(chosen: On<Chosen>, rows: Query<&Row>, mut screen: ResMut<HallScreen>) {
    let Ok(&row) = rows.get(chosen.entity) else {
        return;
    };
    if row == Row::Player {
        screen.typing = Some(TextEntry::start("", MAX_NAME_CHARS));
        return;
    }
    step_row(row, 1, &mut screen, None);
}

/// Left/Right on a row step it.
fn step_either_way(
    stepped: On<Stepped>,
    rows: Query<&Row>,
    mut screen: ResMut<HallScreen>,
    mut settings: ResMut<Settings>,
) {
    if let Ok(&row) = rows.get(stepped.entity) {
        step_row(row, stepped.by, &mut screen, Some(&mut settings));
    }
}

/// Steps `row` by `by`; the player row steps through the names kept.
fn step_row(row: Row, by: i8, screen: &mut HallScreen, settings: Option<&mut Settings>) {
    screen.confirm_clear = false;
    match row {
        Row::Board if !screen.boards.is_empty() => {
            let n = screen.boards.len() as i32;
            screen.at = (screen.at as i32 + i32::from(by)).rem_euclid(n) as usize;
        }
        Row::Board => {}
        Row::Help => screen.help = step_round(&[Help::Unaided, Help::Assisted], screen.help, by),
        Row::Sort => screen.sort = step_round(&SortBy::ALL, screen.sort, by),
        Row::Player => {
            if let Some(settings) = settings {
                step_player(&mut settings.0.players, by);
            }
        }
    }
}

/// The next (or, `by` < 0, the last) of the names kept becomes the one playing.
fn step_player(players: &mut [String], by: i8) {
    if players.len() < 2 {
        return;
    }
    if by > 0 {
        players.rotate_left(1);
    } else {
        players.rotate_right(1);
    }
}

/// Clear asks first; the second press clears the board's hall (its games stay in the
/// statistics).
fn clear(_: On<Chosen>, mut screen: ResMut<HallScreen>, mut saved: ResMut<SavedProgress>) {
    let Some(board) = screen.board().map(str::to_string) else {
        return;
    };
    if !screen.confirm_clear {
        screen.confirm_clear = true;
        return;
    }
    saved
        .progress
        .journal
        .clear_hall(&board, unix_seconds_now());
    saved.save();
    let at = screen.at;
    *screen = HallScreen {
        boards: hall_of_fame::boards(&saved.progress.journal),
        help: screen.help,
        sort: screen.sort,
        ..HallScreen::default()
    };
    screen.at = at.min(screen.boards.len().saturating_sub(1));
}

/// The Statistics screen.
fn statistics(_: On<Chosen>, mut menu: ResMut<NextState<Menu>>) {
    menu.set(Menu::Statistics);
}

/// Back to the title's menu.
fn back(_: On<Chosen>, mut menu: ResMut<NextState<Menu>>) {
    menu.set(Menu::Main);
}

/// Keys typed go into the new name; Enter makes it the one playing.
fn type_name(
    mut keys: MessageReader<KeyboardInput>,
    mut ime: MessageReader<Ime>,
    mut screen: ResMut<HallScreen>,
    mut settings: ResMut<Settings>,
) {
    let Some(entry) = screen.typing.as_mut() else {
        keys.clear();
        ime.clear();
        return;
    };
    match entry.read(&mut keys, &mut ime) {
        Typed::More => {}
        Typed::Keep => {
            let name = entry.text.clone();
            settings.0.choose_player(&name);
            screen.typing = None;
        }
        Typed::Drop => screen.typing = None,
    }
}

/// Menu keys rest while a name is typed.
fn follow_typing(
    screen: Res<HallScreen>,
    mut taken: ResMut<TypingInMenu>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    set_typing(screen.typing.is_some(), &mut taken, &mut windows);
}

/// Leaving the screen leaves no name being typed.
fn leave(
    mut screen: ResMut<HallScreen>,
    mut taken: ResMut<TypingInMenu>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    screen.typing = None;
    set_typing(false, &mut taken, &mut windows);
}

/// Builds the screen (again, whenever what it shows changes).
fn spawn_screen(
    mut commands: Commands,
    old: Query<Entity, With<HallLayer>>,
    (screen, saved): (Res<HallScreen>, Res<SavedProgress>),
    (names, levels): (PlayerNames, Option<Res<Assets<LevelAsset>>>),
    words: Words,
) {
    for layer in &old {
        commands.entity(layer).despawn();
    }
    let journal = &saved.progress.journal;
    let games = screen
        .board()
        .map(|b| ranked(journal, b, screen.help, screen.sort))
        .unwrap_or_default();
    let title = match screen.board() {
        Some(board) => board_title(board, journal, &words, levels.as_deref()),
        None => words.t("hall-no-board"),
    };
    let stepper = |text: String| format!("<  {text}  >");
    let player = match &screen.typing {
        Some(entry) => entry.shown(),
        None => names.current(),
    };
    commands
        .spawn((HallLayer, widgets::layer(Menu::HallOfFame)))
        .with_children(|root| {
            root.spawn(widgets::frame()).with_children(|panel| {
                panel.spawn(header(words.t("hall-of-fame"), 36.0));
                let row =
                    |text: String, which: Row| (button(text, choose_row, WIDTH), which, Steps);
                panel
                    .spawn(row(stepper(title), Row::Board))
                    .observe(step_either_way);
                panel.spawn(widgets::button_row()).with_children(|pair| {
                    let help = words.t(match screen.help {
                        Help::Unaided => "hall-unaided",
                        Help::Assisted => "hall-assisted",
                    });
                    let sort = words.t_with(
                        "hall-sorted",
                        &[("order", words.t(screen.sort.message_key()).into())],
                    );
                    for (text, which) in [(help, Row::Help), (sort, Row::Sort)] {
                        pair.spawn((
                            button(stepper(text), choose_row, WIDTH / 2.0 - 5.0),
                            which,
                            Steps,
                        ))
                        .observe(step_either_way);
                    }
                });
                spawn_table(panel, &games, &words);
                let who = words.t_with("hall-player", &[("name", player.into())]);
                panel
                    .spawn(row(stepper(who), Row::Player))
                    .observe(step_either_way);
                panel.spawn(widgets::button_row()).with_children(|buttons| {
                    let clear_text = words.t(if screen.confirm_clear {
                        "hall-clear-confirm"
                    } else {
                        "hall-clear"
                    });
                    buttons.spawn(button(clear_text, clear, 190.0));
                    buttons.spawn(button(words.t("menu-statistics"), statistics, 190.0));
                    buttons.spawn((button(words.t("menu-back"), back, 190.0), ChosenByEscape));
                });
                panel.spawn(label(words.t("hall-keys"), 14.0, palette::TEXT_DIM));
            });
        });
}

/// The list in the order chosen, each game with its place in the ranking.
fn ranked<'a>(
    journal: &'a Journal,
    board: &str,
    help: Help,
    sort: SortBy,
) -> Vec<(usize, &'a GameEntry)> {
    let ranking = hall_of_fame::top(journal, board, help);
    hall_of_fame::sorted(journal, board, help, sort)
        .into_iter()
        .map(|g| {
            let place = ranking.iter().position(|r| std::ptr::eq(*r, g));
            (place.map_or(0, |p| p + 1), g)
        })
        .collect()
}

/// The table: a heading row, then the games, or a line saying there are none.
fn spawn_table(panel: &mut ChildSpawnerCommands, games: &[(usize, &GameEntry)], words: &Words) {
    let heading = ["#", "hall-name", "hall-score", "hall-time", "hall-date"]
        .map(|k| if k == "#" { k.to_string() } else { words.t(k) });
    panel
        .spawn(Node {
            width: px(WIDTH),
            min_height: px(10.0 * 24.0 + 26.0),
            flex_direction: FlexDirection::Column,
            ..default()
        })
        .with_children(|table| {
            spawn_row(table, heading, palette::TEXT_DIM);
            if games.is_empty() {
                table.spawn(label(words.t("hall-empty"), 18.0, palette::TEXT));
            }
            for (place, g) in games {
                let cells = [
                    place.to_string(),
                    g.name.clone(),
                    g.score.to_string(),
                    clock_text(g.seconds),
                    date_key(g.at),
                ];
                spawn_row(table, cells, palette::TEXT);
            }
        });
}

/// One row of five cells.
fn spawn_row(table: &mut ChildSpawnerCommands, cells: [String; 5], colour: Color) {
    table
        .spawn(Node {
            width: px(WIDTH),
            min_height: px(24.0),
            flex_shrink: 0.0,
            align_items: AlignItems::Center,
            ..default()
        })
        .with_children(|row| {
            for (i, (text, width)) in cells.into_iter().zip(COLUMNS).enumerate() {
                let (justify, side) = if i == 1 {
                    (Justify::Left, JustifyContent::FlexStart)
                } else {
                    (Justify::Right, JustifyContent::FlexEnd)
                };
                // The cell clips what is too long for it (a name from a hand-edited file):
                // a node's overflow clips its children, not its own text.
                row.spawn(Node {
                    width: px(width),
                    flex_shrink: 0.0,
                    padding: UiRect::horizontal(px(8.0)),
                    overflow: Overflow::clip_x(),
                    justify_content: side,
                    ..default()
                })
                .with_child((
                    Text::new(text),
                    TextFont::from_font_size(17.0),
                    TextColor(colour),
                    TextLayout::new(justify, LineBreak::NoWrap),
                    Node {
                        flex_shrink: 0.0,
                        ..default()
                    },
                ));
            }
        });
}

/// The screen is built again when what it shows, the journal or the names change.
fn needs_building(
    screen: Res<HallScreen>,
    saved: Res<SavedProgress>,
    settings: Res<Settings>,
) -> bool {
    screen.is_changed() || saved.is_changed() || settings.is_changed()
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<HallScreen>()
        .add_systems(OnEnter(Menu::HallOfFame), enter)
        .add_systems(OnExit(Menu::HallOfFame), leave)
        .add_systems(
            Update,
            (
                type_name.run_if(
                    resource_exists::<Messages<KeyboardInput>>
                        .and_then(resource_exists::<Messages<Ime>>),
                ),
                follow_typing,
                spawn_screen.run_if(needs_building),
            )
                .chain()
                .in_set(MenuSystems::Respond)
                .run_if(in_state(Menu::HallOfFame)),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_player_row_steps_round_the_names_kept() {
        let mut players = vec!["Ann".to_string(), "Bob".into(), "Cy".into()];
        step_player(&mut players, 1);
        assert_eq!(players[0], "Bob");
        step_player(&mut players, -1);
        step_player(&mut players, -1);
        assert_eq!(players[0], "Cy");
    }
}
