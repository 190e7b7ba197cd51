//! The packs: the installed pack, the data directory's packs and any `--pack DIR`, each with
//! its author, how far the player has come in it, and what is wrong with it. Choosing one
//! opens its levels. Shown when there is more than one pack.

use bevy::prelude::*;

use super::level_select::{pack_levels, rebuild_when_levels_load};
use crate::game::content::levels::{ChoosePack, LevelAsset, LevelPack, Pack};
use crate::game::content::words::Words;
use crate::game::core::screen::Menu;
use crate::game::persistence::progress::SavedProgress;
use crate::game::screens::navigation::{ChosenByEscape, open};
use crate::game::theme::palette;
use crate::game::theme::widgets::{self, ButtonAction, Chosen, header, label};

/// Width of a pack's button.
const WIDTH: f32 = 560.0;

fn spawn_packs(
    mut commands: Commands,
    pack: Option<Res<LevelPack>>,
    levels: Res<Assets<LevelAsset>>,
    progress: Res<SavedProgress>,
    words: Words,
) {
    let packs = pack.as_deref().map_or(&[][..], |p| p.packs.as_slice());
    commands
        .spawn(widgets::layer(Menu::Packs))
        .with_children(|root| {
            root.spawn(header(words.t("packs-title"), 44.0));
            for (i, p) in packs.iter().enumerate() {
                let standing = standing(p, &levels, &progress, &words);
                root.spawn(widgets::button_base(
                    ButtonAction::new(choose_pack(i)),
                    Node {
                        width: px(WIDTH),
                        flex_direction: FlexDirection::Column,
                        align_items: AlignItems::Center,
                        padding: UiRect::axes(px(12.0), px(8.0)),
                        row_gap: px(3.0),
                        ..default()
                    },
                ))
                .with_children(|b| pack_lines(b, p, standing, &words));
            }
            root.spawn((
                widgets::button(words.t("menu-back"), open(Menu::Main), 200.0),
                ChosenByEscape,
            ));
        });
}

/// How the player stands in a pack: what is said of it, and how many of its levels (and its
/// own description) have problems.
struct Standing {
    about: String,
    broken: usize,
}

fn standing(
    p: &Pack,
    levels: &Assets<LevelAsset>,
    progress: &SavedProgress,
    words: &Words,
) -> Standing {
    let shown = pack_levels(p, levels, words);
    let cleared = shown
        .iter()
        .filter(|l| progress.progress.is_cleared(&l.record))
        .count();
    let stars: u32 = shown
        .iter()
        .filter_map(|l| progress.progress.get(&l.record))
        .map(|r| u32::from(r.stars))
        .sum();
    let broken = shown.iter().filter(|l| l.problem.is_some()).count() + p.about.problems.len();
    let mut about = words.t_with(
        "packs-progress",
        &[
            ("levels", shown.len().into()),
            ("cleared", cleared.into()),
            ("stars", stars.into()),
        ],
    );
    if !p.about.info.author.is_empty() {
        about = format!(
            "{}  ·  {about}",
            words.t_with(
                "packs-by",
                &[("author", p.about.info.author.clone().into())]
            )
        );
    }
    Standing { about, broken }
}

/// The lines of a pack's button: its name, how the player stands in it, its description and
/// its problems.
fn pack_lines(b: &mut ChildSpawnerCommands, p: &Pack, standing: Standing, words: &Words) {
    b.spawn((
        label(
            p.about.info.name_in(words.language().code()).to_string(),
            24.0,
            palette::TEXT,
        ),
        Pickable::IGNORE,
    ));
    b.spawn((label(standing.about, 16.0, palette::GOLD), Pickable::IGNORE));
    if !p.about.info.description.is_empty() {
        b.spawn((
            label(
                p.about
                    .info
                    .description_in(words.language().code())
                    .to_string(),
                14.0,
                palette::TEXT_DIM,
            ),
            Node {
                max_width: percent(100.0),
                ..default()
            },
            Pickable::IGNORE,
        ));
    }
    if standing.broken > 0 {
        b.spawn((
            label(
                words.t_with("packs-problems", &[("count", standing.broken.into())]),
                14.0,
                palette::PROBLEM,
            ),
            Pickable::IGNORE,
        ));
    }
}

/// A button that opens the levels of pack `i` (0-based).
fn choose_pack(
    i: usize,
) -> impl FnMut(On<Chosen>, MessageWriter<ChoosePack>, ResMut<NextState<Menu>>) {
    move |_, mut choose, mut menu| {
        choose.write(ChoosePack(i));
        menu.set(Menu::LevelSelect);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Menu::Packs), spawn_packs)
        .add_systems(
            Update,
            // What is said of each pack (problems) follows its levels as they load.
            rebuild_when_levels_load(Menu::Packs).run_if(in_state(Menu::Packs)),
        );
}
