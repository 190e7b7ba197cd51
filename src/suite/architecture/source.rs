//! Rust source read as text, as far as the house's checks need it: the code without comments
//! and literals, the inline modules, the leaves of `use` trees and the paths written inline.

/// The braces a scan counts, named so that no brace stands in this file's code as a character.
const OPEN: char = 0x7b as char;
const CLOSE: char = 0x7d as char;

/// Whether `c` may be part of an identifier.
pub fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The text with comments, strings and char literals blanked out: the same lines, each
/// character of them one character (so positions in the result are positions of its own).
pub fn code_only(text: &str) -> String {
    let b: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < b.len() {
        let end = literal_end(&b, i);
        if end > i {
            out.extend(
                b[i..end]
                    .iter()
                    .map(|&c| if c == '\n' { '\n' } else { ' ' }),
            );
            i = end;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    out
}

/// Where the comment or literal starting at `i` ends (`i` itself when none starts there).
fn literal_end(b: &[char], i: usize) -> usize {
    let at = |k: usize| b.get(k).copied();
    match (b[i], at(i + 1)) {
        ('/', Some('/')) => (i..b.len()).find(|&k| b[k] == '\n').unwrap_or(b.len()),
        ('/', Some('*')) => block_comment_end(b, i),
        ('r', Some('"' | '#')) if i == 0 || !is_ident(b[i - 1]) => raw_string_end(b, i),
        ('"', _) => string_end(b, i),
        ('\'', Some('\\')) => (i + 3..b.len())
            .find(|&k| b[k] == '\'')
            .map_or(b.len(), |k| k + 1),
        ('\'', Some(_)) if at(i + 2) == Some('\'') => i + 3,
        _ => i,
    }
}

fn block_comment_end(b: &[char], start: usize) -> usize {
    let (mut depth, mut i) = (0, start);
    while i + 1 < b.len() {
        match (b[i], b[i + 1]) {
            ('/', '*') => (depth, i) = (depth + 1, i + 2),
            ('*', '/') => {
                (depth, i) = (depth - 1, i + 2);
                if depth == 0 {
                    return i;
                }
            }
            _ => i += 1,
        }
    }
    b.len()
}

fn raw_string_end(b: &[char], start: usize) -> usize {
    let hashes = b[start + 1..].iter().take_while(|&&c| c == '#').count();
    let open = start + 1 + hashes;
    if b.get(open) != Some(&'"') {
        return start;
    }
    let closes = |k: usize| b[k] == '"' && (1..=hashes).all(|h| b.get(k + h) == Some(&'#'));
    (open + 1..b.len())
        .find(|&k| closes(k))
        .map_or(b.len(), |k| k + 1 + hashes)
}

fn string_end(b: &[char], start: usize) -> usize {
    let mut i = start + 1;
    while i < b.len() && b[i] != '"' {
        i += if b[i] == '\\' { 2 } else { 1 };
    }
    (i + 1).min(b.len())
}

/// An inline module (`mod tests { … }`): its name and where it starts and ends.
pub struct InlineModule {
    pub start: usize,
    pub end: usize,
    pub name: String,
}

/// The inline modules of code (as [`code_only`] leaves it).
pub fn inline_modules(code: &str) -> Vec<InlineModule> {
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(at) = code[from..].find("mod ") {
        let start = from + at;
        from = start + 4;
        if code[..start].chars().last().is_some_and(is_ident) {
            continue;
        }
        let rest = code[start + 4..].trim_start();
        let name: String = rest.chars().take_while(|&c| is_ident(c)).collect();
        let after = rest[name.len()..].trim_start();
        if name.is_empty() || !after.starts_with(OPEN) {
            continue;
        }
        let open = code.len() - after.len();
        found.push(InlineModule {
            start,
            end: matching_close(code, open),
            name,
        });
    }
    found
}

/// Where the brace opened at `open` closes.
fn matching_close(code: &str, open: usize) -> usize {
    let mut depth = 0;
    for (k, c) in code[open..].char_indices() {
        if c == OPEN {
            depth += 1;
        } else if c == CLOSE {
            depth -= 1;
            if depth == 0 {
                return open + k;
            }
        }
    }
    code.len()
}

/// A `use` statement of code: where its tree starts and ends.
pub fn use_statements(code: &str) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(at) = code[from..].find("use ") {
        let start = from + at;
        from = start + 4;
        if code[..start].chars().last().is_some_and(is_ident) {
            continue;
        }
        match code[start..].find(';') {
            Some(end) => found.push((start + 4, start + end)),
            None => break,
        }
    }
    found
}

/// A leaf of a use tree: its path and the name it binds, if renamed.
pub struct Leaf {
    pub path: Vec<String>,
    pub alias: Option<String>,
}

/// The leaves of a use tree (`a::{b, c::d as e}` → `a::b`, `a::c::d as e`).
pub fn use_leaves(tree: &str) -> Vec<Leaf> {
    let chars: Vec<char> = tree.chars().collect();
    let mut out = Vec::new();
    let mut pos = 0;
    leaves_from(&chars, &mut pos, Vec::new(), &mut out);
    out
}

fn skip_blank(s: &[char], pos: &mut usize) {
    while *pos < s.len() && (s[*pos].is_whitespace() || s[*pos] == ',') {
        *pos += 1;
    }
}

fn leaves_from(s: &[char], pos: &mut usize, prefix: Vec<String>, out: &mut Vec<Leaf>) {
    let mut path = prefix;
    loop {
        skip_blank(s, pos);
        match s.get(*pos) {
            None => return,
            Some(&c) if c == OPEN => {
                *pos += 1;
                loop {
                    skip_blank(s, pos);
                    if s.get(*pos).is_none_or(|&c| c == CLOSE) {
                        *pos += 1;
                        return;
                    }
                    leaves_from(s, pos, path.clone(), out);
                }
            }
            Some('*') => {
                *pos += 1;
                return out.push(Leaf { path, alias: None });
            }
            _ => {}
        }
        let word = take_word(s, pos);
        if word.is_empty() {
            *pos += 1;
            return;
        }
        path.push(word);
        if s[*pos..].starts_with(&[':', ':']) {
            *pos += 2;
            continue;
        }
        skip_blank(s, pos);
        let alias = s[*pos..].starts_with(&['a', 's']).then(|| {
            *pos += 2;
            skip_blank(s, pos);
            take_word(s, pos)
        });
        return out.push(Leaf { path, alias });
    }
}

fn take_word(s: &[char], pos: &mut usize) -> String {
    let start = *pos;
    while *pos < s.len() && (is_ident(s[*pos]) || s[*pos] == '#') {
        *pos += 1;
    }
    s[start..*pos].iter().collect()
}

/// The paths of two segments or more written in code outside `skip` (the use statements): each
/// with where it starts.
pub fn inline_paths(code: &str, skip: &[(usize, usize)]) -> Vec<(usize, Vec<String>)> {
    let chars: Vec<(usize, char)> = code.char_indices().collect();
    let mut found = Vec::new();
    let mut k = 0;
    while k < chars.len() {
        let (at, c) = chars[k];
        let starts = (c.is_alphabetic() || c == '_')
            && (k == 0 || (!is_ident(chars[k - 1].1) && chars[k - 1].1 != ':'));
        if !starts {
            k += 1;
            continue;
        }
        let mut segments = Vec::new();
        loop {
            let begin = k;
            while k < chars.len() && is_ident(chars[k].1) {
                k += 1;
            }
            segments.push(chars[begin..k].iter().map(|&(_, c)| c).collect::<String>());
            let more = k + 2 < chars.len()
                && chars[k].1 == ':'
                && chars[k + 1].1 == ':'
                && is_ident(chars[k + 2].1);
            if !more {
                break;
            }
            k += 2;
        }
        if segments.len() > 1 && !skip.iter().any(|&(a, b)| a <= at && at < b) {
            found.push((at, segments));
        }
    }
    found
}

#[test]
fn comments_and_literals_are_blanked_and_use_trees_read() {
    let code =
        code_only("let a = \"crate::x\"; // crate::y\nlet b = r#\"}\"#; let c = '{'; crate::z");
    assert!(
        !code.contains("crate::x") && !code.contains("crate::y"),
        "{code}"
    );
    assert!(code.ends_with("crate::z"), "{code}");
    assert!(!code.contains(OPEN) && !code.contains(CLOSE), "{code}");
    let leaves: Vec<String> = use_leaves("a::{b, c::{self, d as e}, f::*}")
        .into_iter()
        .map(|l| {
            format!(
                "{}{}",
                l.path.join("::"),
                l.alias.map(|a| format!(" as {a}")).unwrap_or_default()
            )
        })
        .collect();
    assert_eq!(leaves, ["a::b", "a::c::self", "a::c::d as e", "a::f"]);
}
