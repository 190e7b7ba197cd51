//! What `check` says of the draft, worked out in the background as the designer types, and
//! shown on the level page: each problem under the field it is about, the rest on the check's
//! summary line.

use std::collections::BTreeMap;
use std::path::Path;

use bevy::prelude::*;
use bevy::tasks::futures_lite::future;
use bevy::tasks::{Task, block_on};

use super::fields::Typing;
use super::state::Editor;
use crate::engine::deal::DealError;
use crate::formats::level;
use crate::formats::level::{Level, LevelField};
use crate::game::content::words::Words;
use crate::game::core::background::work_pool;
use crate::game::core::pacing::Wake;
use crate::game::theme::palette;
use crate::i18n::Language;

/// What `check` says of the level in the editor, worked out in the background.
#[derive(Resource, Debug, Default)]
pub struct FieldChecks {
    /// The text last checked.
    checked: String,
    /// The check under way, and the text it checks.
    task: Option<(String, Task<CheckResult>)>,
    /// The last answer.
    pub result: Option<CheckResult>,
}

/// Problems by the key of the level file's field they are about, and whether the level deals.
#[derive(Debug, Default, Clone)]
pub struct CheckResult {
    /// Each problem's message, under the key of its field (`""` for the file as a whole).
    pub by_key: BTreeMap<&'static str, Vec<String>>,
    /// The deal `check` makes: `None` when the level does not read.
    pub deal: Option<Result<f64, DealError>>,
}

impl CheckResult {
    /// Problems in all.
    pub fn count(&self) -> usize {
        self.by_key.values().map(Vec::len).sum::<usize>()
            + usize::from(matches!(self.deal, Some(Err(_))))
    }
}

/// Reads and deals `text` as `check` does; each problem in `language`, filed under its key.
pub fn check_text(text: &str, language: Language) -> CheckResult {
    let report = level::check_loaded(Path::new("level.ron"), Level::from_ron(text, "level.ron"));
    let mut result = CheckResult::default();
    match &report.level {
        Err(e) => {
            for p in &e.problems {
                let key = p.field.map_or("", LevelField::key);
                result
                    .by_key
                    .entry(key)
                    .or_default()
                    .push(p.message.text(language));
            }
        }
        Ok(_) => {
            result.deal = report.deal.map(|d| d.map(|t| t.as_secs_f64() * 1e3));
        }
    }
    result
}

/// Problems of one field of the level file, under the page's row for it.
#[derive(Component, Debug, Clone, Copy)]
pub(crate) struct ProblemsOf(LevelField);

/// The check's summary line.
#[derive(Component, Debug)]
pub(crate) struct CheckLine;

/// Where the problems of `field` are shown: under its row, hidden when there are none.
pub(crate) fn problems(field: LevelField) -> impl Bundle {
    (
        ProblemsOf(field),
        Text::new(""),
        TextFont::from_font_size(12.0),
        TextColor(palette::PROBLEM),
        Node {
            display: Display::None,
            ..default()
        },
    )
}

/// Checks the level in the background whenever its text changes; a newer text drops the
/// check of an older one.
pub(crate) fn check_in_background(
    editor: Res<Editor>,
    words: Words,
    mut checks: ResMut<FieldChecks>,
    wake: Res<Wake>,
) {
    // Polled without marking the checks changed: the page is shown again only when an answer
    // comes or the level changes.
    let polled = checks.bypass_change_detection();
    if let Some((text, task)) = &mut polled.task
        && let Some(result) = block_on(future::poll_once(task))
    {
        let text = std::mem::take(text);
        checks.task = None;
        checks.checked = text;
        checks.result = Some(result);
    }
    if !editor.is_changed() && !words.changed() {
        return;
    }
    let text = editor.text();
    let under_way = checks.task.as_ref().is_some_and(|(t, _)| *t == text);
    if (checks.checked == text && !words.changed()) || under_way {
        return;
    }
    let language = words.language();
    let task_text = text.clone();
    let wake = wake.clone();
    let task = work_pool().spawn(async move {
        let checked = check_text(&task_text, language);
        // The page shows the answer: a sleeping game wakes for it.
        wake.wake();
        checked
    });
    checks.bypass_change_detection().task = Some((text, task));
}

/// Under each field, what the check found in its part of the file (and a typed value that
/// is not a value of the field).
pub(crate) fn show_problems(
    typing: Res<Typing>,
    checks: Res<FieldChecks>,
    words: Words,
    mut problems: Query<(&ProblemsOf, &mut Text, &mut Node)>,
) {
    let empty = CheckResult::default();
    let result = checks.result.as_ref().unwrap_or(&empty);
    for (&ProblemsOf(field), mut text, mut node) in &mut problems {
        let mut lines: Vec<String> = (result.by_key.get(field.key()).cloned()).unwrap_or_default();
        if let Some(error) = typing.error
            && typing.field.is_some_and(|f| f.file_field() == field)
        {
            lines.insert(0, words.t(error));
        }
        let display = if lines.is_empty() {
            Display::None
        } else {
            Display::Flex
        };
        if node.display != display {
            node.display = display;
        }
        let lines = lines.join("\n");
        if text.0 != lines {
            text.0 = lines;
        }
    }
}

/// The check's summary: checking, good (and how long the deal took), or how many problems,
/// with the problems no row of the page shows (the board's own: layout, kinds, turns; the
/// file's as a whole) spelled out.
pub(crate) fn show_check_line(
    checks: Res<FieldChecks>,
    words: Words,
    rows: Query<&ProblemsOf>,
    mut line: Query<&mut Text, With<CheckLine>>,
) {
    let empty = CheckResult::default();
    let result = checks.result.as_ref().unwrap_or(&empty);
    let shown: Vec<&str> = rows.iter().map(|row| row.0.key()).collect();
    let elsewhere = result
        .by_key
        .iter()
        .filter(|(k, _)| !shown.contains(k))
        .flat_map(|(_, v)| v.iter().cloned());
    let summary = match (&result.deal, checks.result.is_some()) {
        (_, false) => words.t("field-checking"),
        (Some(Ok(ms)), _) => words.t_with("field-check-good", &[("ms", format!("{ms:.1}").into())]),
        (Some(Err(e)), _) => words.t_with(
            "field-check-no-deal",
            &[("error", words.deal_error(e).into())],
        ),
        (None, _) => words.t_with("field-check-problems", &[("count", result.count().into())]),
    };
    let all = std::iter::once(summary)
        .chain(elsewhere)
        .collect::<Vec<_>>()
        .join("\n");
    for mut text in &mut line {
        if text.0 != all {
            text.0.clone_from(&all);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn problems_are_filed_under_the_key_of_their_field() {
        let text = "(\n    name: \"\",\n    names: {\n        \"zh\": \"\",\n    },\n    layout: [\"xxx\"],\n    time_limit: 0,\n)\n";
        let result = check_text(text, Language::English);
        for key in ["name", "names", "layout", "time_limit"] {
            assert!(result.by_key.contains_key(key), "{key}: {result:?}");
        }
        assert_eq!(result.deal, None, "a level that does not read is not dealt");
        let good = check_text("(name: \"Two\", layout: [\"xxxx\"])", Language::English);
        assert!(good.by_key.is_empty(), "{good:?}");
        assert!(matches!(good.deal, Some(Ok(_))), "{good:?}");
    }
}
