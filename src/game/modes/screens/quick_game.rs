//! The Quick game menu (over the title): Deal first, so Enter deals the game chosen last
//! time; below it one row per choice, stepped as settings are (Enter or a click forwards,
//! Left/Right either way), kept in the settings at once.

use bevy::prelude::*;

use crate::formats::quick_game::{QuickDifficulty, QuickGame};
use crate::game::content::words::Words;
use crate::game::core::screen::Menu;
use crate::game::core::settings::Settings;
use crate::game::modes::quick_game::{QuickChoice, StartQuickGame, step};
use crate::game::screens::navigation::{ChosenByEscape, MenuSystems, ScreenChange, Stepped, Steps};
use crate::game::theme::choice_row::Choice;
use crate::game::theme::palette;
use crate::game::theme::widgets::{self, Chosen, button, choice_row, header, label};
use crate::i18n::{self, Language};

/// Wide enough for the longest row in every language on one line.
const ROW_WIDTH: f32 = 540.0;

/// A row's height: every row fits the design's height under the notice lane.
const ROW_HEIGHT: f32 = 36.0;

/// The value's box in a row.
const VALUE_WIDTH: f32 = 200.0;

/// A row of the menu, showing its choice.
#[derive(Component, Debug)]
struct ChoiceRow(QuickChoice);

/// The line saying what the chosen difficulty deals.
#[derive(Component, Debug)]
struct DifficultyNote;

/// The row text for a choice, in `language`.
pub fn describe(choice: QuickChoice, q: &QuickGame, language: Language) -> String {
    let t = |key: &str| i18n::text(language, key);
    let (key, value) = match choice {
        QuickChoice::Size => (
            "quick-size",
            match q.preset() {
                Some(_) => size_text(q),
                None => i18n::text_with(
                    language,
                    "quick-size-custom",
                    &[("size", size_text(q).into())],
                ),
            },
        ),
        QuickChoice::Width => ("quick-width", q.width.to_string()),
        QuickChoice::Height => ("quick-height", q.height.to_string()),
        QuickChoice::Difficulty => ("quick-difficulty", t(difficulty_key(q.difficulty))),
        QuickChoice::Gravity => ("quick-gravity", t(&format!("gravity-{}", q.gravity.name()))),
        QuickChoice::Ring => (
            "quick-ring",
            t(if q.outer_ring {
                "value-on"
            } else {
                "value-off"
            }),
        ),
        QuickChoice::Slide => (
            "quick-slide",
            t(if q.tiles_slide {
                "value-on"
            } else {
                "value-off"
            }),
        ),
        QuickChoice::Turns => (
            "quick-turns",
            q.max_turns
                .map_or_else(|| t("editor-turns-any"), |n| n.to_string()),
        ),
        QuickChoice::Kinds => (
            "quick-kinds",
            q.kinds.map_or_else(
                || {
                    i18n::text_with(
                        language,
                        "quick-kinds-auto",
                        &[("count", q.kind_count().into())],
                    )
                },
                |k| k.to_string(),
            ),
        ),
        QuickChoice::Time => (
            "quick-time",
            q.minutes.map_or_else(
                || t("quick-time-none"),
                |m| i18n::text_with(language, "quick-minutes", &[("minutes", m.into())]),
            ),
        ),
    };
    i18n::text_with(language, key, &[("value", value.into())])
}

fn size_text(q: &QuickGame) -> String {
    format!("{}×{}", q.width, q.height)
}

fn difficulty_key(d: QuickDifficulty) -> &'static str {
    match d {
        QuickDifficulty::Easy => "quick-easy",
        QuickDifficulty::Medium => "quick-medium",
        QuickDifficulty::Hard => "quick-hard",
    }
}

/// What the chosen difficulty deals, in words.
fn difficulty_note(d: QuickDifficulty, language: Language) -> String {
    i18n::text(
        language,
        match d {
            QuickDifficulty::Easy => "quick-easy-about",
            QuickDifficulty::Medium => "quick-medium-about",
            QuickDifficulty::Hard => "quick-hard-about",
        },
    )
}

fn spawn_quick_game(mut commands: Commands, settings: Res<Settings>, words: Words) {
    let q = settings.quick_game.checked();
    let language = words.language();
    commands
        .spawn(widgets::layer(Menu::QuickGame))
        .with_children(|root| {
            root.spawn(widgets::frame()).with_children(|panel| {
                panel.spawn(header(words.t("quick-game"), 40.0));
                panel.spawn(button(words.t("quick-deal"), deal, ROW_WIDTH));
                panel.spawn(column()).with_children(|rows| {
                    for choice in QuickChoice::ALL {
                        rows.spawn((
                            choice_row(
                                &describe(choice, &q, language),
                                step_forward,
                                (ROW_WIDTH, ROW_HEIGHT),
                                VALUE_WIDTH,
                            ),
                            ChoiceRow(choice),
                            Steps,
                        ))
                        .observe(step_either_way);
                    }
                });
                panel.spawn((
                    label(difficulty_note(q.difficulty, language), 15.0, palette::GOLD),
                    DifficultyNote,
                ));
                panel.spawn((
                    button(words.t("menu-back"), back, ROW_WIDTH),
                    ChosenByEscape,
                ));
                panel.spawn(label(words.t("quick-keys"), 14.0, palette::TEXT_DIM));
            });
        });
}

/// The rows, close together so that all of them fit an 800×600 window.
fn column() -> Node {
    Node {
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        row_gap: px(3.0),
        margin: UiRect::vertical(px(6.0)),
        ..default()
    }
}

/// Deal the game chosen.
fn deal(_: On<Chosen>, mut start: MessageWriter<StartQuickGame>, mut change: ScreenChange) {
    start.write(StartQuickGame);
    change.play();
}

/// Back to the title's menu.
fn back(_: On<Chosen>, mut menu: ResMut<NextState<Menu>>) {
    menu.set(Menu::Main);
}

/// A row chosen (Enter or a click) steps its choice forwards.
fn step_forward(chosen: On<Chosen>, rows: Query<&ChoiceRow>, mut settings: ResMut<Settings>) {
    if let Ok(row) = rows.get(chosen.entity) {
        step(row.0, 1, &mut settings.quick_game);
    }
}

/// Left/Right on a row step its choice down or up.
fn step_either_way(stepped: On<Stepped>, rows: Query<&ChoiceRow>, mut settings: ResMut<Settings>) {
    if let Ok(row) = rows.get(stepped.entity) {
        step(row.0, stepped.by, &mut settings.quick_game);
    }
}

/// The rows and the note follow the choices (a size step can change the kinds too).
fn show_choices(
    settings: Res<Settings>,
    words: Words,
    mut rows: Query<(&ChoiceRow, &mut Choice)>,
    mut notes: Query<&mut Text, With<DifficultyNote>>,
) {
    let q = settings.quick_game.checked();
    let language = words.language();
    for (row, mut choice) in &mut rows {
        choice.set_if_neq(Choice(describe(row.0, &q, language)));
    }
    for mut text in &mut notes {
        text.set_if_neq(Text(difficulty_note(q.difficulty, language)));
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::QuickGame), spawn_quick_game)
        .add_systems(
            Update,
            show_choices
                .in_set(MenuSystems::Respond)
                .run_if(in_state(Menu::QuickGame).and_then(resource_changed::<Settings>)),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_say_each_choice_in_both_languages() {
        let mut q = QuickGame::default();
        let en = Language::English;
        assert_eq!(describe(QuickChoice::Size, &q, en), "Board  < 18×8 >");
        assert_eq!(
            describe(QuickChoice::Kinds, &q, en),
            "Kinds of tile  < auto (24) >"
        );
        step(QuickChoice::Height, 1, &mut q);
        assert_eq!(
            describe(QuickChoice::Size, &q, en),
            "Board  < 18×9, custom >"
        );
        assert_eq!(describe(QuickChoice::Time, &q, en), "Time limit  < none >");
        step(QuickChoice::Time, 1, &mut q);
        assert_eq!(describe(QuickChoice::Time, &q, en), "Time limit  < 3 min >");
        let zh = Language::Chinese;
        assert_eq!(
            describe(QuickChoice::Size, &q, zh),
            "棋盘  < 18×9（自定义） >"
        );
        assert_eq!(describe(QuickChoice::Gravity, &q, zh), "重力  < 无 >");
        for language in Language::ALL {
            for choice in QuickChoice::ALL {
                let row = describe(choice, &q, language);
                assert!(!row.contains('{') && !row.contains("quick"), "{row}");
            }
            for d in QuickDifficulty::ALL {
                assert!(!difficulty_note(d, language).contains("-about"));
            }
        }
    }
}
