//! The Leaderboard screen: today's daily board, time attack, endless and the pack level in
//! hand; Left/Right (or choosing the board's button) switches board. The top 100 (rank, name,
//! points, time) scroll with the mouse wheel; the player's row is in gold, and their rank is
//! shown below when it is past the top. A row whose player shares their replays has a Race
//! button (on today's board and a level's): its game is fetched and raced as a ghost. The rows
//! and replays are read on threads of the logic (`game::online`); this screen only draws what
//! has arrived.

use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::prelude::*;

use crate::game::content::words::Words;
use crate::game::core::deal::LevelSpec;
use crate::game::core::screen::{Menu, Screen};
use crate::game::ghost::entry::{EntryGhostReady, EntryGhostState, RaceEntry, raceable};
use crate::game::online::leaderboards::{
    FetchLeaderboard, LeaderboardTable, OnlineArrivals, OnlineConfig, TableState, boards_for,
};
use crate::game::online::player_name::PlayerName;
use crate::game::screens::navigation::{ChosenByEscape, ScreenChange, Stepped, Steps};
use crate::game::theme::palette;
use crate::game::theme::widgets::{
    self, ButtonAction, Chosen, button, button_base, clock_text, header, label,
};
use crate::online::api::Row;
use crate::online::names::same_name;

/// Width of the screen's buttons and table.
const WIDTH: f32 = 660.0;
/// Width of a row's Race button.
const RACE_WIDTH: f32 = 100.0;
/// Width of a row's rank.
const RANK_WIDTH: f32 = 50.0;
/// Space between the rank and the name.
const NAME_INDENT: f32 = 16.0;
/// Width of a row's name, indent included: the longest name (16 Chinese characters at 18
/// pixels) fits.
const NAME_WIDTH: f32 = NAME_INDENT + 16.0 * 18.0 + 6.0;
/// Height of the scrolling table.
const TABLE_HEIGHT: f32 = 420.0;

/// The boards offered, the one shown, and the menu Back returns to.
#[derive(Resource, Clone, Debug)]
pub struct LeaderboardScreen {
    /// Board names (see `online::boards`).
    pub boards: Vec<String>,
    /// The one shown.
    pub at: usize,
    /// Where Back goes.
    pub back: Menu,
}

impl Default for LeaderboardScreen {
    fn default() -> Self {
        LeaderboardScreen {
            boards: Vec::new(),
            at: 0,
            back: Menu::Main,
        }
    }
}

impl LeaderboardScreen {
    fn board(&self) -> Option<&String> {
        self.boards.get(self.at)
    }
}

/// A button that opens the Leaderboard screen; Back returns to `back`.
pub fn open_leaderboard(
    back: Menu,
) -> impl FnMut(On<Chosen>, ResMut<LeaderboardScreen>, ResMut<NextState<Menu>>) {
    move |_, mut screen, mut menu| {
        screen.back = back;
        menu.set(Menu::Leaderboard);
    }
}

#[derive(Component)]
struct LeaderboardLayer;

/// The scrolling rows.
#[derive(Component)]
struct TableRows;

/// Opening: the boards of now, and a read of the one shown.
fn enter(
    mut screen: ResMut<LeaderboardScreen>,
    (spec, on): (Option<Res<LevelSpec>>, Res<State<Screen>>),
    mut fetch: MessageWriter<FetchLeaderboard>,
) {
    if *on.get() == Screen::Title {
        screen.back = Menu::Main;
    }
    screen.boards = boards_for(spec.as_deref());
    screen.at = screen.at.min(screen.boards.len() - 1);
    if let Some(board) = screen.board() {
        fetch.write(FetchLeaderboard(board.clone()));
    }
}

/// Another board, `by` steps along.
fn switch(screen: &mut LeaderboardScreen, by: i8, fetch: &mut MessageWriter<FetchLeaderboard>) {
    let n = screen.boards.len();
    if n == 0 {
        return;
    }
    screen.at = (screen.at + n).wrapping_add_signed(by as isize) % n;
    if let Some(board) = screen.board() {
        fetch.write(FetchLeaderboard(board.clone()));
    }
}

fn next_board(
    _: On<Chosen>,
    mut screen: ResMut<LeaderboardScreen>,
    mut fetch: MessageWriter<FetchLeaderboard>,
) {
    switch(&mut screen, 1, &mut fetch);
}

fn step_board(
    stepped: On<Stepped>,
    mut screen: ResMut<LeaderboardScreen>,
    mut fetch: MessageWriter<FetchLeaderboard>,
) {
    switch(&mut screen, stepped.by, &mut fetch);
}

fn back(_: On<Chosen>, screen: Res<LeaderboardScreen>, mut menu: ResMut<NextState<Menu>>) {
    menu.set(screen.back);
}

/// The board's name in the player's words.
fn board_title(board: &str, words: &Words) -> String {
    match board.split_once('/') {
        Some(("daily", date)) => words.t_with("leaderboard-board-daily", &[("date", date.into())]),
        Some(("level", id)) => words.t_with("leaderboard-board-level", &[("level", id.into())]),
        _ if board == "endless" => words.t("leaderboard-board-endless"),
        _ => words.t("leaderboard-board-time-attack"),
    }
}

/// Builds the screen (again, whenever the board or its rows change).
fn spawn_screen(
    mut commands: Commands,
    old: Query<Entity, With<LeaderboardLayer>>,
    (screen, table, online): (
        Res<LeaderboardScreen>,
        Res<LeaderboardTable>,
        Option<Res<OnlineConfig>>,
    ),
    ghost: Res<EntryGhostState>,
    words: Words,
) {
    for layer in &old {
        commands.entity(layer).despawn();
    }
    let title = screen
        .board()
        .map(|b| board_title(b, &words))
        .unwrap_or_default();
    commands
        .spawn((LeaderboardLayer, widgets::layer(Menu::Leaderboard)))
        .with_children(|root| {
            root.spawn(widgets::frame()).with_children(|panel| {
                panel.spawn(header(words.t("leaderboard-title"), 40.0));
                panel
                    .spawn((button(title, next_board, WIDTH), Steps))
                    .observe(step_board);
                if online.is_none_or(|o| o.server.is_none()) {
                    panel.spawn(label(words.t("leaderboard-offline"), 18.0, palette::TEXT));
                } else {
                    spawn_state(panel, &table, &words);
                }
                if let Some(said) = ghost.message() {
                    panel.spawn((
                        label(words.say(&said), 16.0, palette::GOLD),
                        Node {
                            max_width: px(WIDTH),
                            ..default()
                        },
                    ));
                }
                panel.spawn(label(
                    words.t("leaderboard-switch"),
                    15.0,
                    palette::TEXT_DIM,
                ));
                panel.spawn((
                    button(words.t("leaderboard-back"), back, WIDTH),
                    ChosenByEscape,
                ));
            });
        });
}

/// What is known of the board: loading, unreachable, or its rows.
fn spawn_state(panel: &mut ChildSpawnerCommands, shown: &LeaderboardTable, words: &Words) {
    let (table, me) = match &shown.state {
        TableState::Idle | TableState::Loading => {
            panel.spawn(label(words.t("leaderboard-loading"), 18.0, palette::TEXT));
            return;
        }
        TableState::Unreachable(why) => {
            let text = words.t_with("leaderboard-unreachable", &[("reason", why.into())]);
            panel.spawn(label(text, 16.0, palette::PROBLEM));
            return;
        }
        TableState::Rows { table, me } => (table, me),
    };
    if let Some(name) = me {
        let text = words.t_with("leaderboard-name", &[("name", name.into())]);
        panel.spawn((
            label(text, 15.0, palette::TEXT_DIM),
            Node {
                max_width: px(WIDTH),
                ..default()
            },
        ));
    }
    if table.rows.is_empty() {
        panel.spawn(label(words.t("leaderboard-empty"), 18.0, palette::TEXT));
        return;
    }
    let mine = |row: &Row| me.as_deref().is_some_and(|m| same_name(m, &row.name));
    let race = |row: &Row| {
        (row.shared && raceable(&table.board)).then(|| RaceEntry {
            board: table.board.clone(),
            name: row.name.clone(),
        })
    };
    panel
        .spawn((
            TableRows,
            ScrollPosition::default(),
            Node {
                width: px(WIDTH),
                max_height: px(TABLE_HEIGHT),
                flex_direction: FlexDirection::Column,
                overflow: Overflow::scroll_y(),
                ..default()
            },
        ))
        .with_children(|list| {
            for row in &table.rows {
                spawn_row(list, row, mine(row), race(row), words);
            }
        });
    if let Some(you) = table
        .you
        .as_ref()
        .filter(|y| y.rank as usize > table.rows.len())
    {
        let text = words.t_with("leaderboard-you", &[("rank", you.rank.into())]);
        panel.spawn(label(text, 18.0, palette::GOLD));
    }
}

/// One row: rank, name, points, time, and Race when its game is shared; the player's in gold
/// on a darker strip.
fn spawn_row(
    list: &mut ChildSpawnerCommands,
    row: &Row,
    mine: bool,
    race: Option<RaceEntry>,
    words: &Words,
) {
    let colour = if mine { palette::GOLD } else { palette::TEXT };
    let cell = |text: String, width: f32, justify: Justify| {
        (
            Text::new(text),
            TextFont::from_font_size(18.0),
            TextColor(colour),
            TextLayout::justify(justify),
            Node {
                width: px(width),
                flex_shrink: 0.0,
                ..default()
            },
        )
    };
    let mut strip = list.spawn(Node {
        width: px(WIDTH),
        min_height: px(26.0),
        flex_shrink: 0.0,
        align_items: AlignItems::Center,
        padding: UiRect::horizontal(px(10.0)),
        ..default()
    });
    if mine {
        strip.insert(BackgroundColor(palette::CHIP));
    }
    strip.with_children(|cells| {
        cells.spawn(cell(format!("{}", row.rank), RANK_WIDTH, Justify::Right));
        // The name never wraps. Measured for the row's min-content size, a text is as tall as
        // it is when broken at every chance, even in a cell of fixed width; Chinese may break
        // between any two characters, so a Chinese name made its row several lines tall and
        // sat at the top of it. (Numbers have no such chances, and keep their justification,
        // which a text that never wraps loses.)
        let mut name = cell(row.name.clone(), NAME_WIDTH, Justify::Left);
        name.3 = TextLayout::new(Justify::Left, LineBreak::NoWrap);
        name.4.padding = UiRect::left(px(NAME_INDENT));
        name.4.overflow = Overflow::clip_x();
        cells.spawn(name);
        cells.spawn(cell(format!("{}", row.points), 90.0, Justify::Right));
        let seconds = crate::formats::replays::replay::seconds(row.clock_ns) as f32;
        cells.spawn(cell(clock_text(seconds), 90.0, Justify::Right));
        if let Some(entry) = race {
            cells.spawn(race_button(words.t("leaderboard-race"), entry));
        }
    });
}

/// A row's small Race button: asks for the entry's game.
fn race_button(text: String, entry: RaceEntry) -> impl Bundle {
    let action = move |_: On<Chosen>, mut race: MessageWriter<RaceEntry>| {
        race.write(entry.clone());
    };
    (
        button_base(
            ButtonAction::new(action),
            Node {
                width: px(RACE_WIDTH - 12.0),
                min_height: px(24.0),
                margin: UiRect::left(px(12.0)),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                padding: UiRect::axes(px(4.0), px(1.0)),
                ..default()
            },
        ),
        children![(
            Text::new(text),
            TextFont::from_font_size(15.0),
            TextColor(palette::TEXT),
            TextLayout::justify(Justify::Center),
            Pickable::IGNORE,
        )],
    )
}

/// The entry's board is dealt with its ghost: to play.
fn play_when_ready(mut ready: MessageReader<EntryGhostReady>, mut change: ScreenChange) {
    if ready.read().last().is_some() {
        change.play();
    }
}

/// The mouse wheel scrolls the rows.
fn scroll_rows(
    mut wheel: MessageReader<MouseWheel>,
    mut lists: Query<&mut ScrollPosition, With<TableRows>>,
) {
    let dy: f32 = wheel
        .read()
        .map(|w| match w.unit {
            MouseScrollUnit::Line => w.y * 26.0,
            MouseScrollUnit::Pixel => w.y,
        })
        .sum();
    if dy == 0.0 {
        return;
    }
    for mut at in &mut lists {
        at.0.y = (at.0.y - dy).max(0.0);
    }
}

/// The board shown is read again once the player's name is known (or changes): their row and
/// rank come with it.
fn read_again_for_name(
    player: Res<PlayerName>,
    table: Res<LeaderboardTable>,
    mut fetch: MessageWriter<FetchLeaderboard>,
) {
    let TableState::Rows { me, .. } = &table.state else {
        return;
    };
    if let Some(board) = &table.board
        && me.as_deref() != player.own()
    {
        fetch.write(FetchLeaderboard(board.clone()));
    }
}

/// The title offers the Leaderboard screen while a server is set.
fn offer_leaderboard(
    mut commands: Commands,
    config: Res<OnlineConfig>,
    offered: Option<Res<crate::game::screens::title::LeaderboardOffered>>,
) {
    match (config.server.is_some(), offered.is_some()) {
        (true, false) => {
            commands.init_resource::<crate::game::screens::title::LeaderboardOffered>()
        }
        (false, true) => {
            commands.remove_resource::<crate::game::screens::title::LeaderboardOffered>()
        }
        _ => {}
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<LeaderboardScreen>()
        .add_systems(
            Update,
            offer_leaderboard.run_if(resource_exists_and_changed::<OnlineConfig>),
        )
        .add_systems(OnEnter(Menu::Leaderboard), enter)
        .add_systems(
            Update,
            (
                spawn_screen
                    .run_if(
                        resource_changed::<LeaderboardScreen>
                            .or_eager(resource_changed::<LeaderboardTable>)
                            .or_eager(resource_changed::<EntryGhostState>)
                            .or_eager(resource_changed::<crate::game::core::settings::Settings>),
                    )
                    .after(OnlineArrivals),
                scroll_rows,
                play_when_ready.after(OnlineArrivals),
                read_again_for_name
                    .run_if(resource_changed::<PlayerName>)
                    .before(OnlineArrivals),
            )
                .run_if(in_state(Menu::Leaderboard)),
        );
}
