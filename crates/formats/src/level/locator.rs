//! Finds where fields and rows are in a level file's text, for messages.

use super::problem::LevelField;

/// Finds where fields and rows are in the source, for messages. A best effort: `None` when
/// the text is laid out unusually.
pub(super) struct Locator<'t> {
    text: &'t str,
}

impl<'t> Locator<'t> {
    /// Finds things in `text`.
    pub fn new(text: &'t str) -> Self {
        Locator { text }
    }

    fn line_col(&self, offset: usize) -> (usize, usize) {
        let before = &self.text[..offset];
        let line = before.matches('\n').count() + 1;
        let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        (line, col)
    }

    /// Byte offset of the 1-based `line` and `column` (in characters), or the text's end.
    fn offset(&self, line: usize, column: usize) -> usize {
        let line_start: usize = self
            .text
            .split_inclusive('\n')
            .take(line.saturating_sub(1))
            .map(str::len)
            .sum();
        let rest = &self.text[line_start..];
        rest.char_indices()
            .nth(column.saturating_sub(1))
            .map_or(self.text.len(), |(i, _)| line_start + i)
    }

    /// Byte offset of `key:` used as a field name.
    fn key_offset(&self, key: &str) -> Option<usize> {
        let bytes = self.text.as_bytes();
        let mut from = 0;
        while let Some(i) = self.text[from..].find(key) {
            let start = from + i;
            let end = start + key.len();
            let before_ok = start == 0 || !is_ident_byte(bytes[start - 1]);
            let rest = self.text[end..].trim_start();
            if before_ok && rest.starts_with(':') {
                return Some(start);
            }
            from = end;
        }
        None
    }

    /// Where `field`'s key is.
    pub fn key(&self, field: LevelField) -> Option<(usize, usize)> {
        self.key_offset(field.key()).map(|o| self.line_col(o))
    }

    /// The field whose value holds `line` and `column`: the last field whose key starts at or
    /// before them. `None` before the first.
    pub fn field_at(&self, line: usize, column: usize) -> Option<LevelField> {
        let at = self.offset(line, column);
        LevelField::ALL
            .into_iter()
            .filter_map(|field| Some((self.key_offset(field.key())?, field)))
            .filter(|(offset, _)| *offset <= at)
            .max_by_key(|(offset, _)| *offset)
            .map(|(_, field)| field)
    }

    /// Where each row's first character is, found in order after the field's key.
    pub fn rows(&self, field: LevelField, rows: &[String]) -> Vec<Option<(usize, usize)>> {
        let mut from = self.key_offset(field.key());
        rows.iter()
            .map(|row| {
                let start = from?;
                let quoted = format!("\"{row}\"");
                let i = self.text[start..].find(&quoted)?;
                let at = start + i;
                from = Some(at + quoted.len());
                Some(self.line_col(at + 1))
            })
            .collect()
    }
}

fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}
