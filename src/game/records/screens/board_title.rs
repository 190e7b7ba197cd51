//! A board of the journal named in the player's words.

use bevy::prelude::*;

use crate::formats::saves::journal::Journal;
use crate::game::content::levels::LevelAsset;
use crate::game::content::words::Words;

/// A board's name in the player's words: a quick game's size and rules, or a level's name
/// (translated by its file or its pack, when a level of that name is loaded), marked when it
/// was played relaxed.
pub fn board_title(
    board: &str,
    journal: &Journal,
    words: &Words,
    levels: Option<&Assets<LevelAsset>>,
) -> String {
    if let Some(key) = board.strip_prefix("quick/") {
        return words.t_with(
            "hall-board-quick",
            &[("rules", quick_rules(key, words).into())],
        );
    }
    let title = journal
        .games
        .iter()
        .rev()
        .find(|g| g.board == board && !g.title.is_empty())
        .map_or_else(
            || board.to_string(),
            |g| level_name(&g.title, words, levels),
        );
    if board.starts_with("relaxed/") {
        words.t_with("hall-board-relaxed", &[("level", title.into())])
    } else {
        title
    }
}

/// The name of the level named `title` in its file, in the player's words.
fn level_name(title: &str, words: &Words, levels: Option<&Assets<LevelAsset>>) -> String {
    levels
        .into_iter()
        .flat_map(Assets::iter)
        .filter_map(|(_, asset)| asset.0.as_ref().ok())
        .find(|level| level.name == title)
        .map_or_else(
            || words.level_name_of(title),
            |level| words.level_name(level).to_string(),
        )
}

/// A quick game's setting (`18x8-medium-gravity_down-noring`) in words.
fn quick_rules(key: &str, words: &Words) -> String {
    let mut parts = key.split('-');
    let mut said: Vec<String> = Vec::new();
    if let Some(size) = parts.next() {
        said.push(size.replace('x', "×"));
    }
    for part in parts {
        let number = |prefix: &str| {
            part.strip_prefix(prefix)
                .and_then(|n| n.parse::<u32>().ok())
        };
        let text = if ["easy", "medium", "hard"].contains(&part) {
            words.t(&format!("quick-{part}"))
        } else if let Some(way) = part.strip_prefix("gravity_") {
            let way = words.t(&format!("gravity-{way}"));
            words.t_with("hall-gravity", &[("way", way.into())])
        } else if part == "noring" {
            words.t("hall-no-ring")
        } else if part == "turnsany" {
            words.t("hall-turns-any")
        } else if let Some(n) = number("turns") {
            words.t_with("hall-turns", &[("count", n.into())])
        } else if let Some(n) = number("kinds") {
            words.t_with("hall-kinds", &[("count", n.into())])
        } else if let Some(m) = part.strip_suffix("min").and_then(|m| m.parse::<u32>().ok()) {
            words.t_with("quick-minutes", &[("minutes", m.into())])
        } else {
            part.to_string()
        };
        said.push(text);
    }
    said.join(" · ")
}
