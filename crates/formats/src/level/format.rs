//! The level file's format: the RON text designers write, as serde reads and writes it. Every
//! field but `name` and `layout` is optional and left out when at its default.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::goal::GoalFile;
use super::model::{Level, default_stars, layout_rows};
use super::plain::written_plain;
use lianliankan_engine::deal::{Difficulty, default_kinds};
use lianliankan_engine::gravity::Gravity;
use lianliankan_engine::rules::{Rules, TurnLimit};

/// The file as written and read: every field but `name` and `layout` optional, and left out
/// when at its default.
#[derive(Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename = "level")]
pub(super) struct LevelFile {
    pub(super) name: String,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub(super) names: BTreeMap<String, String>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_plain"
    )]
    pub(super) id: Option<String>,
    pub(super) layout: Vec<String>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_plain"
    )]
    pub(super) kinds: Option<u64>,
    #[serde(default, skip_serializing_if = "RulesFile::is_default")]
    pub(super) rules: RulesFile,
    #[serde(default, skip_serializing_if = "Gravity::is_none")]
    pub(super) gravity: Gravity,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_plain"
    )]
    pub(super) time_limit: Option<u64>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_plain"
    )]
    pub(super) stars: Option<(u64, u64, u64)>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub(super) power_ups: BTreeMap<String, u64>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_plain"
    )]
    pub(super) seed: Option<u64>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_plain"
    )]
    pub(super) difficulty: Option<f64>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_plain"
    )]
    pub(super) fixed: Option<Vec<String>>,
    #[serde(default = "yes", skip_serializing_if = "is_yes")]
    pub(super) show_partners: bool,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_plain"
    )]
    pub(super) background: Option<String>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_plain"
    )]
    pub(super) specials: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) goal: Option<GoalFile>,
}

fn yes() -> bool {
    true
}

fn is_yes(b: &bool) -> bool {
    *b
}

fn is_no(b: &bool) -> bool {
    !*b
}

#[derive(Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename = "rules")]
pub(super) struct RulesFile {
    #[serde(default = "default_turns")]
    pub(super) max_turns: TurnLimit,
    #[serde(default = "default_ring")]
    pub(super) outer_ring: bool,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_plain"
    )]
    pub(super) chinese_style: Option<bool>,
    #[serde(default, skip_serializing_if = "is_no")]
    pub(super) tiles_slide: bool,
}

impl Default for RulesFile {
    fn default() -> Self {
        RulesFile {
            max_turns: default_turns(),
            outer_ring: default_ring(),
            chinese_style: None,
            tiles_slide: false,
        }
    }
}

impl RulesFile {
    fn is_default(&self) -> bool {
        *self == RulesFile::default()
    }
}

fn default_turns() -> TurnLimit {
    Rules::default().max_turns
}

fn default_ring() -> bool {
    Rules::default().outer_ring
}

impl Level {
    /// The level as a RON file, in the layout `docs/levels.md` describes: written by serde
    /// from the same types the file is read into, so the format is defined once. Fields at
    /// their defaults are left out, so the file stays short.
    pub fn to_ron(&self) -> String {
        let pairs = self.pairs();
        let file = LevelFile {
            name: self.name.clone(),
            names: self.names.clone(),
            id: self.id.clone(),
            layout: layout_rows(&self.layout),
            kinds: (self.fixed.is_none() && self.kinds != default_kinds(pairs))
                .then_some(self.kinds as u64),
            rules: RulesFile {
                max_turns: self.rules.max_turns,
                outer_ring: self.rules.outer_ring,
                chinese_style: self.chinese_style,
                tiles_slide: self.rules.tiles_slide,
            },
            gravity: self.rules.gravity,
            time_limit: self.time_limit.map(u64::from),
            stars: (self.stars != default_stars(pairs)).then(|| self.stars.map(u64::from).into()),
            power_ups: self
                .power_ups
                .iter()
                .map(|(k, v)| (k.clone(), u64::from(*v)))
                .collect(),
            seed: self.seed,
            // Through its shortest decimal form, so 0.82 is written as 0.82, not as the f32's
            // exact binary value.
            difficulty: (self.difficulty != Difficulty::default())
                .then(|| self.difficulty.0.to_string().parse().unwrap_or(0.5)),
            fixed: self
                .fixed
                .as_ref()
                .map(|f| f.to_text().lines().map(str::to_string).collect()),
            show_partners: self.show_partners,
            background: self.background.clone(),
            specials: self
                .specials
                .as_ref()
                .and_then(|s| super::specials::specials_rows(s, &self.layout)),
            goal: super::goal::goal_file(&self.goal),
        };
        let pretty = ron::ser::PrettyConfig::default();
        let mut text = ron::ser::to_string_pretty(&file, pretty)
            .expect("a level always serialises: plain strings and numbers");
        text.push('\n');
        text
    }
}

#[cfg(test)]
mod tests {
    use crate::level::model::parse;
    use lianliankan_engine::rules::MatchGroups;

    #[test]
    fn round_trips_through_to_ron() {
        let text = r#"(name: "Trip", layout: ["xxxx", "x##x", "xxxx"], kinds: 2,
            rules: (max_turns: 1), time_limit: 60, power_ups: {"hint": 3}, seed: 5)"#;
        let level = parse(text).unwrap();
        let again = parse(&level.to_ron()).unwrap();
        assert_eq!(level, again);
        let fixed = parse(
            r#"(name: "F", layout: ["xxxx", "xxxx"], fixed: ["abba", "cddc"], rules: (max_turns: 0))"#,
        )
        .unwrap();
        assert_eq!(parse(&fixed.to_ron()).unwrap(), fixed);
    }

    #[test]
    fn partners_are_shown_unless_the_level_says_not() {
        let plain = parse(r#"(name: "A", layout: ["xxxx"])"#).unwrap();
        assert!(plain.show_partners);
        assert!(
            !plain.to_ron().contains("show_partners"),
            "the default is not written"
        );
        let off = parse(r#"(name: "A", layout: ["xxxx"], show_partners: false)"#).unwrap();
        assert!(!off.show_partners);
        assert_eq!(parse(&off.to_ron()).unwrap(), off, "round trip");
        let wrong = parse(r#"(name: "A", layout: ["xxxx"], show_partners: 3)"#).unwrap_err();
        assert!(wrong.to_string().contains(":1:"), "{wrong}");
    }

    #[test]
    fn a_level_may_name_its_background() {
        let plain = parse(r#"(name: "A", layout: ["xxxx"])"#).unwrap();
        assert_eq!(plain.background, None);
        assert!(
            !plain.to_ron().contains("background"),
            "the default is not written"
        );
        let named =
            parse(r#"(name: "A", layout: ["xxxx"], background: "desktop.chinese_landscape")"#)
                .unwrap();
        assert_eq!(
            named.background.as_deref(),
            Some("desktop.chinese_landscape")
        );
        assert!(
            named
                .to_ron()
                .contains("background: \"desktop.chinese_landscape\"")
        );
        assert_eq!(parse(&named.to_ron()).unwrap(), named, "round trip");
        let wrong =
            parse("(name: \"A\",\n layout: [\"xxxx\"],\n background: \"../sky\")").unwrap_err();
        let problem = &wrong.problems[0];
        assert_eq!(
            problem.field,
            Some(crate::level::problem::LevelField::Background)
        );
        assert_eq!(problem.line, Some(3), "{wrong}");
        assert!(wrong.to_string().contains("\"../sky\""), "{wrong}");
    }

    #[test]
    fn tiles_slide_is_read_and_written_only_when_on() {
        let plain = parse(r#"(name: "A", layout: ["xxxx"])"#).unwrap();
        assert!(!plain.rules.tiles_slide);
        assert!(!plain.to_ron().contains("tiles_slide"));
        let on = parse(r#"(name: "A", layout: ["xxxx"], rules: (tiles_slide: true))"#).unwrap();
        assert!(on.rules.tiles_slide);
        assert!(on.to_ron().contains("tiles_slide: true"), "{}", on.to_ron());
        assert_eq!(parse(&on.to_ron()).unwrap(), on);
        let problems = parse(
            r#"(name: "A", layout: ["xxxx"], specials: ["I..."], rules: (tiles_slide: true))"#,
        )
        .unwrap_err();
        assert!(
            problems.problems.iter().any(|p| p.field
                == Some(crate::level::problem::LevelField::Specials)
                && p.message.key == "problem-specials-sliding"),
            "{problems:?}"
        );
    }

    #[test]
    fn chinese_style_is_the_levels_or_the_players_choice() {
        let plain = parse(r#"(name: "A", layout: ["xxxx"])"#).unwrap();
        assert_eq!(plain.chinese_style, None);
        assert!(plain.rules.groups.is_none());
        assert_eq!(plain.match_groups(true), MatchGroups::FLOWERS_AND_SEASONS);
        assert_eq!(plain.match_groups(false), MatchGroups::NONE);

        let on = parse(r#"(name: "A", layout: ["xxxx"], rules: (chinese_style: true))"#).unwrap();
        assert_eq!(on.rules.groups, MatchGroups::FLOWERS_AND_SEASONS);
        assert_eq!(on.match_groups(false), MatchGroups::FLOWERS_AND_SEASONS);
        assert!(
            on.to_ron().contains("chinese_style: true"),
            "{}",
            on.to_ron()
        );
        assert_eq!(parse(&on.to_ron()).unwrap(), on);

        let off = parse(r#"(name: "A", layout: ["xxxx"], rules: (chinese_style: false))"#).unwrap();
        assert_eq!(off.match_groups(true), MatchGroups::NONE);
        assert!(!plain.to_ron().contains("chinese_style"));

        // Two different flowers ('I', 'J') pair only in Chinese style.
        let fixed = |style: &str| {
            parse(&format!(
                r#"(name: "F", layout: ["xxxx"], fixed: ["IJaa"], rules: (chinese_style: {style}))"#
            ))
        };
        assert!(fixed("true").is_ok());
        let err = fixed("false").unwrap_err();
        assert!(err.to_string().contains("'I' (1), 'J' (1)"), "{err}");
    }
}
