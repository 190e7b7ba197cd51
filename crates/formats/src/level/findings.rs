//! The problems the checks find, collected as they go, each placed in the text.

use super::locator::Locator;
use super::problem::{LevelField, Problem};
use crate::i18n::Message;

/// The problems the checks find, each placed in the text by a [`Locator`].
pub(super) struct Findings<'t> {
    /// Where fields and rows are in the text.
    pub find: Locator<'t>,
    /// Found so far.
    pub problems: Vec<Problem>,
}

impl<'t> Findings<'t> {
    /// None yet, in `text`.
    pub fn new(text: &'t str) -> Self {
        Findings {
            find: Locator::new(text),
            problems: Vec::new(),
        }
    }

    /// A problem of `field` at `place` (line, column), when known.
    pub fn at(&mut self, field: LevelField, place: Option<(usize, usize)>, message: Message) {
        self.problems.push(Problem {
            field: Some(field),
            line: place.map(|p| p.0),
            column: place.map(|p| p.1),
            message,
        });
    }

    /// A problem of `field`, at its key.
    pub fn of(&mut self, field: LevelField, message: Message) {
        let place = self.find.key(field);
        self.at(field, place, message);
    }
}
