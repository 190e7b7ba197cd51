//! The semantic checks of a read level file, one per field or concern, collecting every problem
//! so a designer sees them all at once.

use std::collections::BTreeMap;

use super::board::{check_settled, read_fixed, read_layout};
use super::findings::Findings;
use super::fixed::check_fixed;
use super::format::LevelFile;
use super::goal::{GoalBoard, read_goal};
use super::model::{
    Level, MAX_KINDS, MAX_NAME, MAX_POWER_UP_COUNT, MAX_TIME_LIMIT, default_stars, style_groups,
};
use super::problem::{LevelField, Problem};
use super::specials::read_specials;
use crate::i18n::Message;
use lianliankan_engine::deal::{Difficulty, default_kinds};
use lianliankan_engine::grid::Grid;
use lianliankan_engine::rules::Rules;
use lianliankan_engine::solver::Budget;

/// Every semantic check of `file`, read from `text`: the level, or every problem found. A fixed
/// board is proven clearable within `budget`.
pub(super) fn check(file: LevelFile, text: &str, budget: &Budget) -> Result<Level, Vec<Problem>> {
    let mut found = Findings::new(text);
    let name = check_name(&file.name, &mut found);
    let names = check_names(&file.names, &mut found);
    let id = check_id(file.id.as_deref(), &mut found);
    let layout = read_layout(&file.layout, &mut found);
    let fixed = (file.fixed.as_deref()).and_then(|rows| read_fixed(rows, &mut found));
    let rules = Rules {
        max_turns: file.rules.max_turns,
        outer_ring: file.rules.outer_ring,
        gravity: file.gravity,
        // The file's own rules: the player's choice is the game's to add.
        groups: style_groups(file.rules.chinese_style, false),
        tiles_slide: file.rules.tiles_slide,
    };
    check_time_limit(file.time_limit, &mut found);
    check_power_ups(&file.power_ups, &mut found);
    let difficulty = check_difficulty(file.difficulty, &mut found);
    check_stars(file.stars, &mut found);
    let background = check_background(file.background.as_deref(), &mut found);
    let kinds = layout.as_ref().map_or(0, |layout| {
        check_board(layout, fixed.as_ref(), &file, &rules, budget, &mut found)
    });
    let with = (
        file.gravity != lianliankan_engine::gravity::Gravity::None,
        file.rules.tiles_slide,
        file.fixed.is_some(),
    );
    let specials = match (&file.specials, &layout) {
        (Some(rows), Some(layout)) => read_specials(rows, layout, with, &mut found),
        _ => None,
    };
    let goal = layout.as_ref().map(|layout| {
        let board = GoalBoard {
            layout,
            kinds,
            fixed: fixed.as_ref(),
            specials: specials.as_ref(),
        };
        read_goal(file.goal.as_ref(), &board, &mut found)
    });

    if !found.problems.is_empty() {
        return Err(found.problems);
    }
    let layout = layout.expect("no problems means the layout was read");
    let pairs = layout.tile_count() / 2;
    Ok(Level {
        name,
        names,
        id,
        layout,
        kinds,
        rules,
        chinese_style: file.rules.chinese_style,
        time_limit: file.time_limit.map(|t| t as u32),
        stars: (file.stars).map_or(default_stars(pairs), |(a, b, c)| {
            [a, b, c].map(|s| s as u32)
        }),
        power_ups: (file.power_ups.into_iter())
            .map(|(k, v)| (k, v as u32))
            .collect(),
        seed: file.seed,
        fixed,
        difficulty,
        show_partners: file.show_partners,
        background,
        specials: specials.filter(|s| !s.is_empty()),
        goal: goal.unwrap_or_default(),
    })
}

/// The name, trimmed: not empty, not too long.
fn check_name(name: &str, found: &mut Findings) -> String {
    let name = name.trim().to_string();
    if name.is_empty() {
        found.of(LevelField::Name, Message::new("problem-name-empty"));
    } else if name.chars().count() > MAX_NAME {
        found.of(
            LevelField::Name,
            Message::with("problem-name-long", [("most", MAX_NAME.into())]),
        );
    }
    name
}

/// Whether `code` is a language code as the game names its languages: a language in two or
/// three lowercase letters, then any subtags (`zh`, `zh-TW`, `pt-BR`, `sr-Latn`).
pub fn is_language_code(code: &str) -> bool {
    let mut parts = code.split('-');
    let language = parts.next().unwrap_or_default();
    code.len() <= 16
        && (2..=3).contains(&language.len())
        && language.bytes().all(|b| b.is_ascii_lowercase())
        && parts.all(|p| (2..=8).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_alphanumeric()))
}

/// The translated names, trimmed, whose language codes and lengths are good.
fn check_names(names: &BTreeMap<String, String>, found: &mut Findings) -> BTreeMap<String, String> {
    let mut good = BTreeMap::new();
    for (language, translated) in names {
        let translated = translated.trim().to_string();
        if !is_language_code(language) {
            found.of(
                LevelField::Names,
                Message::with(
                    "problem-names-code",
                    [("code", format!("{language:?}").into())],
                ),
            );
        } else if translated.is_empty() || translated.chars().count() > MAX_NAME {
            found.of(
                LevelField::Names,
                Message::with(
                    "problem-names-length",
                    [
                        ("code", format!("{language:?}").into()),
                        ("most", MAX_NAME.into()),
                    ],
                ),
            );
        } else {
            good.insert(language.clone(), translated);
        }
    }
    good
}

/// The identity, trimmed, when the file sets one: it must be [`is_identity`].
fn check_id(id: Option<&str>, found: &mut Findings) -> Option<String> {
    let id = id?.trim().to_string();
    if !is_identity(&id) {
        found.of(
            LevelField::Id,
            Message::with(
                "problem-id",
                [("id", format!("{id:?}").into()), ("most", MAX_NAME.into())],
            ),
        );
    }
    Some(id)
}

/// Whether `id` may be a level's identity: short, lowercase ASCII letters, digits, `-`, `_`.
fn is_identity(id: &str) -> bool {
    (1..=MAX_NAME).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
}

/// The background's id, trimmed, when the file names one: it must be [`is_item_id`].
fn check_background(id: Option<&str>, found: &mut Findings) -> Option<String> {
    let id = id?.trim().to_string();
    if !is_item_id(&id) {
        found.of(
            LevelField::Background,
            Message::with(
                "problem-background",
                [("id", format!("{id:?}").into()), ("most", MAX_NAME.into())],
            ),
        );
    }
    Some(id)
}

/// Whether `id` may name a registered item (a background, a tile set): short, ASCII letters,
/// digits, `.`, `-`, `_` (`"felt"`, `"desktop.chinese_landscape"`, `"mymod.clouds"`).
pub fn is_item_id(id: &str) -> bool {
    (1..=MAX_NAME).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_'))
}

/// A time limit, when set, is at least a second and at most [`MAX_TIME_LIMIT`].
fn check_time_limit(time_limit: Option<u64>, found: &mut Findings) {
    if let Some(t) = time_limit
        && !(1..=u64::from(MAX_TIME_LIMIT)).contains(&t)
    {
        found.of(
            LevelField::TimeLimit,
            Message::with(
                "problem-time-limit",
                [("seconds", t.into()), ("most", MAX_TIME_LIMIT.into())],
            ),
        );
    }
}

/// Power-up names are lowercase words; counts at most [`MAX_POWER_UP_COUNT`].
fn check_power_ups(power_ups: &BTreeMap<String, u64>, found: &mut Findings) {
    for (power_up, &count) in power_ups {
        if power_up.is_empty()
            || !power_up
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        {
            found.of(
                LevelField::PowerUps,
                Message::with(
                    "problem-power-up-name",
                    [("name", format!("{power_up:?}").into())],
                ),
            );
        }
        if count > u64::from(MAX_POWER_UP_COUNT) {
            found.of(
                LevelField::PowerUps,
                Message::with(
                    "problem-power-up-count",
                    [
                        ("name", format!("{power_up:?}").into()),
                        ("count", count.into()),
                        ("most", MAX_POWER_UP_COUNT.into()),
                    ],
                ),
            );
        }
    }
}

/// The difficulty, from 0 to 1 (the default when absent or out of range).
fn check_difficulty(difficulty: Option<f64>, found: &mut Findings) -> Difficulty {
    match difficulty {
        None => Difficulty::default(),
        Some(d) if (0.0..=1.0).contains(&d) => Difficulty(d as f32),
        Some(d) => {
            found.of(
                LevelField::Difficulty,
                Message::with("problem-difficulty", [("value", d.to_string().into())]),
            );
            Difficulty::default()
        }
    }
}

/// Star scores, when set, rise from more than 0 and fit a `u32`.
fn check_stars(stars: Option<(u64, u64, u64)>, found: &mut Findings) {
    if let Some((a, b, c)) = stars
        && !(0 < a && a < b && b < c && c <= u64::from(u32::MAX))
    {
        found.of(
            LevelField::Stars,
            Message::with(
                "problem-stars",
                [("stars", format!("({a}, {b}, {c})").into())],
            ),
        );
    }
}

/// The checks of a read layout: tiles to pair, kinds to deal, settled under gravity, and the
/// fixed board if there is one (proven within `budget`). Returns the number of kinds the level
/// deals.
fn check_board(
    layout: &Grid,
    fixed: Option<&Grid>,
    file: &LevelFile,
    rules: &Rules,
    budget: &Budget,
    found: &mut Findings,
) -> usize {
    check_tile_count(layout, found);
    let kinds = check_kinds(file.kinds, layout.tile_count() / 2, found);
    let settled = check_settled(layout, file.gravity, &file.layout, found);
    let Some(fixed) = fixed else {
        return kinds;
    };
    let used = check_fixed(layout, fixed, rules, settled, budget, found);
    if file.kinds.is_some() {
        found.of(LevelField::Kinds, Message::new("problem-kinds-with-fixed"));
    }
    used
}

/// The layout has tiles, an even number of them.
fn check_tile_count(layout: &Grid, found: &mut Findings) {
    let tiles = layout.tile_count();
    if tiles == 0 {
        found.of(LevelField::Layout, Message::new("problem-no-tiles"));
    } else if tiles % 2 == 1 {
        found.of(
            LevelField::Layout,
            Message::with("problem-odd-tiles", [("tiles", tiles.into())]),
        );
    }
}

/// The kinds dealt onto `pairs` pairs: the file's, from one to as many as there are pairs or
/// faces, or the default.
fn check_kinds(kinds: Option<u64>, pairs: usize, found: &mut Findings) -> usize {
    let Some(k) = kinds else {
        return default_kinds(pairs);
    };
    if k == 0 || k > pairs as u64 || k > MAX_KINDS as u64 {
        found.of(
            LevelField::Kinds,
            Message::with(
                "problem-kinds",
                [
                    ("kinds", k.into()),
                    ("most", pairs.clamp(1, MAX_KINDS).into()),
                    ("pairs", pairs.into()),
                    ("faces", MAX_KINDS.into()),
                ],
            ),
        );
    }
    k as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::level::model::parse;

    #[test]
    fn language_codes_are_the_games_own_form() {
        for good in ["zh", "zh-TW", "pt-BR", "ja", "sr-Latn", "es-419"] {
            assert!(is_language_code(good), "{good}");
        }
        for bad in [
            "",
            "z",
            "ZH",
            "pt_BR",
            "zh-",
            "-TW",
            "chinese",
            "zh-T",
            "zh-TW-x-toolongsubtag",
        ] {
            assert!(!is_language_code(bad), "{bad}");
        }
    }

    #[test]
    fn translated_names_are_read_checked_and_written() {
        let level = parse(r#"(name: "Heart", names: {"zh": "心形"}, layout: ["xxxx"])"#).unwrap();
        assert_eq!(level.name_in("zh"), "心形");
        assert_eq!(level.name_in("en"), "Heart");
        assert_eq!(level.name_in("fr"), "Heart", "no translation: the name");
        let again = Level::from_ron(&level.to_ron(), "again.ron").unwrap();
        assert_eq!(again, level, "written and read back the same");
        let err = parse(
            "(name: \"A\",\n names: {\"Chinese!\": \"甲\", \"zh\": \"\"},\n layout: [\"xx\"])",
        )
        .unwrap_err()
        .to_string();
        assert!(
            err.contains("test.ron:2:") && err.contains("not a language code"),
            "{err}"
        );
        assert!(err.contains("the \"zh\" name must be"), "{err}");
    }

    #[test]
    fn all_semantic_problems_are_listed_with_lines() {
        let text = "(\n    name: \"Bad\",\n    layout: [\n        \"xxx\",\n        \"xqx\",\n        \"xx\",\n    ],\n    kinds: 9,\n    time_limit: 0,\n    stars: (3, 2, 1),\n)";
        let err = parse(text).unwrap_err();
        let msg = err.to_string();
        assert!(
            msg.contains("test.ron:5:11: layout row 2 column 2: found 'q'"),
            "{msg}"
        );
        assert!(msg.contains("test.ron:6:"), "{msg}");
        assert!(msg.contains("test.ron:9:5: time_limit is 0"), "{msg}");
        assert!(msg.contains("test.ron:10:5: stars"), "{msg}");
        assert_eq!(err.problems.len(), 4, "{msg}");
    }

    #[test]
    fn odd_tiles_and_too_many_kinds() {
        let err = parse("(name: \"A\", layout: [\"xxx\"])").unwrap_err();
        assert!(err.to_string().contains("3 tile cells"), "{err}");
        let err = parse("(name: \"A\", layout: [\"xxxx\"], kinds: 3)").unwrap_err();
        assert!(
            err.to_string().contains("kinds is 3; expected 1 to 2"),
            "{err}"
        );
        let err = parse("(name: \"A\", layout: [\"....\"])").unwrap_err();
        assert!(err.to_string().contains("no tile cells"), "{err}");
    }

    #[test]
    fn problems_carry_their_field() {
        use LevelField::*;
        let text = "(\n    name: \"\",\n    names: {\n        \"zh\": \"\",\n    },\n    layout: [\"xxx\"],\n    time_limit: 0,\n)\n";
        let err = parse(text).unwrap_err();
        let placed: Vec<_> = err.problems.iter().map(|p| (p.field, p.line)).collect();
        assert_eq!(
            placed,
            [
                (Some(Name), Some(2)),
                (Some(Names), Some(3)),
                (Some(TimeLimit), Some(7)),
                (Some(Layout), Some(6)),
            ]
        );
        // On one line too: the field does not depend on the layout of the text.
        let fields = |text: &str| -> Vec<Option<LevelField>> {
            let err = parse(text).unwrap_err();
            err.problems.iter().map(|p| p.field).collect()
        };
        let one_line = r#"(name: "A", id: "B", layout: ["xxxx"], kinds: 3, stars: (3, 2, 1))"#;
        assert_eq!(fields(one_line), [Some(Id), Some(Stars), Some(Kinds)]);
        assert_eq!(
            fields(r#"(name: "A", layout: ["xx"], fixed: ["ab"], kinds: 1)"#),
            [Some(Fixed), Some(Kinds)]
        );
        assert_eq!(
            fields(r#"(name: "A", layout: ["xx", ".."], gravity: down)"#),
            [Some(Layout)]
        );
        // Syntax errors: the field whose value the error is in, none before the first.
        assert_eq!(
            fields("(\n  name: \"A\",\n  layout: [\"xx\"],\n  gravity: sideways,\n)"),
            [Some(Gravity)]
        );
        assert_eq!(
            fields("(name: \"A\", layout: [\"xx\"], rules: (max_turns: 300))"),
            [Some(MaxTurns)]
        );
        assert_eq!(fields("[\"A\"]"), [None]);
        let big = format!("(name: \"A\", layout: [\"xx\"]) // {}", "z".repeat(70_000));
        assert_eq!(fields(&big), [None]);
    }
}
