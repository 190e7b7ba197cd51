//! The `specials` field: rows of text over the layout's cells that mark special tiles (see
//! [`lianliankan_engine::specials`]): `.` none, `I` ice, `H` hidden, `T` a timer of
//! [`TEXT_TIMER_SECONDS`], and a small letter a lock whose key is the tile marked with the same
//! capital letter. A mod's special is written with its own mark (a digit or a sign, see
//! [`lianliankan_engine::modded_specials`]). Each problem names its row and column.

use std::collections::BTreeMap;

use super::board::read_rows;
use super::findings::Findings;
use super::problem::LevelField;
use crate::i18n::Message;
use lianliankan_engine::grid::{Cell, Grid, Pos};
use lianliankan_engine::modded_specials::{self, ModdedSpecial};
use lianliankan_engine::specials::{Special, Specials, TEXT_TIMER_SECONDS};

/// Where a mod's specials' codes start: code `MODDED + i` is the `i`th registered.
const MODDED: u16 = 10;

/// A mark's code in the grid `read_rows` makes of the rows (`Cell::Empty` is `.`).
fn code(ch: char) -> Option<Cell> {
    let code = match ch {
        '.' => return Some(Cell::Empty),
        'I' => 1,
        'H' => 2,
        'T' => 3,
        c if c.is_ascii_lowercase() => 100 + (c as u16 - 'a' as u16),
        c if c.is_ascii_uppercase() => 200 + (c as u16 - 'A' as u16),
        c => {
            let i = modded_specials::registered()
                .iter()
                .position(|r| r.mark == c)?;
            MODDED + u16::try_from(i).ok().filter(|&i| i < 90)?
        }
    };
    Some(Cell::Tile(code))
}

/// The mark of a code `code` gives.
fn mark_of(code: u16) -> char {
    match code {
        200.. => letter(code).to_ascii_uppercase(),
        100.. => letter(code),
        MODDED.. => modded_specials::registered()
            .get(usize::from(code - MODDED))
            .map_or('?', |r| r.mark),
        _ => ['.', 'I', 'H', 'T'][usize::from(code.min(3))],
    }
}

/// The letter of a lock or key code.
fn letter(code: u16) -> char {
    char::from(b'a' + (code % 100) as u8)
}

/// The specials of `layout` read from `rows`, or `None` with every problem found. `gravity`
/// and `fixed` say whether the level has either (specials go with neither).
pub(super) fn read_specials(
    rows: &[String],
    layout: &Grid,
    (gravity, sliding, fixed): (bool, bool, bool),
    found: &mut Findings,
) -> Option<Specials> {
    if gravity {
        found.of(
            LevelField::Specials,
            Message::new("problem-specials-gravity"),
        );
    }
    if sliding {
        found.of(
            LevelField::Specials,
            Message::new("problem-specials-sliding"),
        );
    }
    if fixed {
        found.of(
            LevelField::Specials,
            Message::new("problem-specials-with-fixed"),
        );
    }
    let marks = read_rows(
        rows,
        LevelField::Specials,
        found,
        code,
        "problem-expected-specials",
    )?;
    if (marks.width(), marks.height()) != (layout.width(), layout.height()) {
        let size = |g: &Grid| format!("{}x{}", g.width(), g.height());
        found.of(
            LevelField::Specials,
            Message::with(
                "problem-specials-size",
                [
                    ("size", size(&marks).into()),
                    ("layout", size(layout).into()),
                ],
            ),
        );
        return None;
    }
    mark_specials(rows, &marks, layout, found)
}

/// The specials `marks` (the rows as codes, the layout's size) put on `layout`'s tiles, or
/// `None` with each problem placed at its cell.
fn mark_specials(
    rows: &[String],
    marks: &Grid,
    layout: &Grid,
    found: &mut Findings,
) -> Option<Specials> {
    let at_rows = found.find.rows(LevelField::Specials, rows);
    let place = |found: &mut Findings, p: Pos, key: &'static str, ch: char| {
        let at = at_rows[p.y as usize].map(|(l, c)| (l, c + p.x as usize));
        let args = [
            ("row", (p.y + 1).into()),
            ("column", (p.x + 1).into()),
            ("found", format!("{ch:?}").into()),
            ("key", format!("{:?}", ch.to_ascii_uppercase()).into()),
        ];
        found.at(LevelField::Specials, at, Message::with(key, args));
    };
    let before = found.problems.len();
    let mut keys: BTreeMap<u16, Pos> = BTreeMap::new();
    let mut specials = layout.blank_specials();
    for (p, code) in marks.tiles() {
        let ch = mark_of(code);
        if layout.kind(p).is_none() {
            place(found, p, "problem-specials-no-tile", ch);
            continue;
        }
        match code {
            1 => specials.set(p, Some(Special::Ice)),
            2 => specials.set(p, Some(Special::Hidden)),
            3 => specials.set(
                p,
                Some(Special::Timer {
                    seconds: TEXT_TIMER_SECONDS,
                }),
            ),
            c if c >= 200 && keys.insert(c - 100, p).is_some() => {
                place(found, p, "problem-specials-key-twice", ch);
            }
            c if (MODDED..100).contains(&c) => {
                let rule = modded_specials::by_mark(ch);
                specials.set(p, rule.map(|r| Special::Modded(ModdedSpecial(r))));
            }
            _ => {}
        }
    }
    for (p, code) in marks.tiles().filter(|&(_, c)| (100..200).contains(&c)) {
        match keys.get(&code) {
            Some(&key) if layout.kind(p).is_some() => {
                specials.set(p, Some(Special::Lock { key }));
            }
            Some(_) => {}
            None => place(found, p, "problem-specials-no-key", letter(code)),
        }
    }
    (found.problems.len() == before).then_some(specials)
}

/// The rows `specials` is written as (locks lettered in the order of their keys), or `None`
/// when there are none.
pub fn specials_rows(specials: &Specials, layout: &Grid) -> Option<Vec<String>> {
    if specials.is_empty() {
        return None;
    }
    let mut letters: BTreeMap<Pos, char> = BTreeMap::new();
    for (_, special) in specials.iter() {
        if let Special::Lock { key } = special {
            let next = char::from(b'a' + letters.len().min(25) as u8);
            letters.entry(key).or_insert(next);
        }
    }
    let rows = (0..layout.height())
        .map(|y| {
            (0..layout.width())
                .map(|x| {
                    let p = Pos::new(x as i32, y as i32);
                    match specials.get(p) {
                        Some(Special::Ice) => 'I',
                        Some(Special::Hidden) => 'H',
                        Some(Special::Timer { .. }) => 'T',
                        Some(Special::Lock { key }) => letters.get(&key).copied().unwrap_or('.'),
                        Some(Special::Modded(m)) => m.0.mark,
                        None => letters.get(&p).map_or('.', char::to_ascii_uppercase),
                    }
                })
                .collect()
        })
        .collect();
    Some(rows)
}

#[cfg(test)]
mod tests {
    use crate::level::model::parse;
    use crate::level::problem::LevelField;
    use lianliankan_engine::grid::Pos;
    use lianliankan_engine::replays_to_empty;
    use lianliankan_engine::specials::Special;

    #[test]
    fn specials_are_read_dealt_with_and_written_back() {
        let level = parse(
            "(name: \"S\", layout: [\"xxxx\", \"xxxx\", \"xxxx\"], kinds: 3,\n \
             specials: [\"I..a\", \"H.AT\", \"....\"])",
        )
        .unwrap();
        let specials = level.specials.as_ref().unwrap();
        assert_eq!(specials.get(Pos::new(0, 0)), Some(Special::Ice));
        assert_eq!(
            specials.get(Pos::new(3, 0)),
            Some(Special::Lock {
                key: Pos::new(2, 1)
            })
        );
        assert_eq!(specials.get(Pos::new(0, 1)), Some(Special::Hidden));
        assert_eq!(
            specials.get(Pos::new(3, 1)),
            Some(Special::Timer { seconds: 10 })
        );
        assert_eq!(specials.get(Pos::new(2, 1)), None, "a key is no special");
        let written = level.to_ron();
        assert!(written.contains("specials"), "{written}");
        assert_eq!(parse(&written).unwrap(), level, "round trip");
        for seed in 0..20 {
            let (grid, proof) = level.deal_with_proof(seed).unwrap();
            let proof = proof.unwrap();
            assert!(
                replays_to_empty(&grid, &level.rules, &proof) && grid.specials() == Some(specials),
                "seed {seed}"
            );
        }
        // A level without them reads and writes as before.
        let plain = parse(r#"(name: "P", layout: ["xxxx"])"#).unwrap();
        assert_eq!(plain.specials, None);
        assert!(!plain.to_ron().contains("specials"));
        let none = parse(r#"(name: "P", layout: ["xxxx"], specials: ["...."])"#).unwrap();
        assert_eq!(none, plain, "rows of nothing are no specials");
    }

    /// The problems of a level file: each (line, column) with the specials field.
    fn problems(text: &str) -> Vec<(Option<usize>, Option<usize>, String)> {
        let error = parse(text).unwrap_err();
        error
            .problems
            .iter()
            .map(|p| {
                assert_eq!(p.field, Some(LevelField::Specials), "{error}");
                let english = p.message.text(crate::i18n::Language::English);
                (p.line, p.column, english)
            })
            .collect()
    }

    #[test]
    fn every_problem_is_named_with_its_row_and_column() {
        let found = problems(
            "(name: \"S\",\n layout: [\"xx.x\", \"xxxx\", \"x...\"],\n specials: [\"I.I?\",\n \"b..B\", \"....\"])",
        );
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!((found[0].0, found[0].1), (Some(3), Some(17)), "{found:?}");
        assert!(found[0].2.contains("row 1 column 4"), "{found:?}");
        let found = problems(
            "(name: \"S\",\n layout: [\"xx.x\", \"xxxx\", \"x...\"],\n specials: [\"..I.\",\n \"a.AA\", \"....\"])",
        );
        let said: Vec<&str> = found.iter().map(|f| f.2.as_str()).collect();
        assert_eq!(found.len(), 2, "{said:?}");
        assert!(said[0].contains("row 1 column 3"), "{said:?}");
        assert!(said[0].contains("no tile"), "{said:?}");
        assert!(
            said[1].contains("row 2 column 4: the key 'A' is marked twice"),
            "{said:?}"
        );
        assert_eq!(found[0].0, Some(3));
        assert_eq!(found[1].0, Some(4));
        let found = problems(r#"(name: "S", layout: ["xxxx"], specials: ["a..."])"#);
        assert!(
            found[0].2.contains("mark the tile that opens it 'A'"),
            "{found:?}"
        );
        let found = problems(r#"(name: "S", layout: ["xxxx"], specials: ["I...", "...."])"#);
        assert!(
            found[0].2.contains("4x2") && found[0].2.contains("4x1"),
            "{found:?}"
        );
        let found = problems(r#"(name: "S", layout: ["xxxx"], gravity: down, specials: ["I..."])"#);
        assert!(found[0].2.contains("gravity"), "{found:?}");
        let found =
            problems(r#"(name: "S", layout: ["xxxx"], fixed: ["abba"], specials: ["I..."])"#);
        assert!(found[0].2.contains("fixed"), "{found:?}");
    }
}
