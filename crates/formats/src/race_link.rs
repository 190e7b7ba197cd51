//! Race links: a player's leaderboard entry passed on in a line of text,
//! `lianliankan://race/CODE/NAME` (or `https://HOST/race/CODE/NAME` from a server that
//! redirects). The board code names the board (a level of the game's own pack, played classic:
//! the boards whose entries a leaderboard keeps one of per player) and `NAME` whose entry to
//! race; opened, the game deals that board and races the entry as a ghost, if its player
//! shares their replays (the server still decides). `NAME` is percent-encoded UTF-8.

use std::fmt;

use crate::board_code::{BoardCode, CodeBoard, CodeError, MAX_TEXT, SCHEME};
use crate::play_mode::PlayMode;

/// The most characters a name has (as the leaderboards' names have).
pub const MAX_NAME_CHARS: usize = 16;

/// A leaderboard entry to race: the board, and whose entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RaceLink {
    /// The board, by its code.
    pub code: BoardCode,
    /// The player whose entry it is.
    pub name: String,
}

impl RaceLink {
    /// The entry of `name` on `code`'s board; refused when no entry of that board can be raced
    /// or the name is not one a leaderboard holds.
    pub fn new(code: BoardCode, name: &str) -> Result<RaceLink, CodeError> {
        if !matches!(code.board, CodeBoard::Level { .. }) || code.mode != PlayMode::Classic {
            return Err(CodeError::Unknown(
                "only a level of the game's own pack, played classic, has entries to race".into(),
            ));
        }
        check_name(name)?;
        Ok(RaceLink {
            code,
            name: name.to_string(),
        })
    }

    /// The link: `lianliankan://race/CODE/NAME`.
    pub fn link(&self) -> Result<String, CodeError> {
        Ok(format!(
            "{SCHEME}://race/{}/{}",
            self.code.encode()?,
            percent_encode(&self.name)
        ))
    }

    /// Reads a race link; refuses anything else with the reason. Never deals another board
    /// than the code names, nor races another name than the link's.
    pub fn parse(text: &str) -> Result<RaceLink, CodeError> {
        let (code, name) = parts(text)?;
        let name = percent_decode(name)?;
        RaceLink::new(BoardCode::decode(code)?, &name)
    }
}

impl fmt::Display for RaceLink {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.link() {
            Ok(text) => f.write_str(&text),
            Err(e) => write!(f, "({e})"),
        }
    }
}

/// What a code, a board's link or a race link names: the board's code and, for a race link,
/// whose entry to race on it.
pub fn board_and_racer(text: &str) -> Result<(BoardCode, Option<String>), CodeError> {
    if is_race_link(text) {
        let race = RaceLink::parse(text)?;
        return Ok((race.code, Some(race.name)));
    }
    Ok((BoardCode::decode(text)?, None))
}

/// Whether `text` is a link to race (read or refused by [`RaceLink::parse`]), not a board's.
pub fn is_race_link(text: &str) -> bool {
    path_of(text).is_some_and(|path| path.starts_with("race/"))
}

/// The path of a link of the game's scheme or of a web address, lower-cased scheme and all.
fn path_of(text: &str) -> Option<&str> {
    let (scheme, rest) = text.trim().split_once("://")?;
    match scheme.to_ascii_lowercase().as_str() {
        SCHEME => Some(rest),
        "https" | "http" => rest.split_once('/').map(|(_, path)| path),
        _ => None,
    }
}

/// The code and the (still encoded) name of a race link.
fn parts(text: &str) -> Result<(&str, &str), CodeError> {
    if text.len() > MAX_TEXT {
        return Err(CodeError::Malformed(format!(
            "{} bytes; a link is at most {MAX_TEXT}",
            text.len()
        )));
    }
    let malformed = || CodeError::Malformed(format!("a race's link is {SCHEME}://race/CODE/NAME"));
    let path = path_of(text).ok_or_else(malformed)?;
    let path = path.split(['?', '#']).next().unwrap_or_default();
    let rest = path
        .trim_end_matches('/')
        .strip_prefix("race/")
        .ok_or_else(malformed)?;
    match rest.split_once('/') {
        Some((code, name)) if !code.is_empty() && !name.is_empty() && !name.contains('/') => {
            Ok((code, name))
        }
        _ => Err(malformed()),
    }
}

/// A name a leaderboard could hold: 1 to [`MAX_NAME_CHARS`] characters, none of them a
/// control character, a space or a slash.
fn check_name(name: &str) -> Result<(), CodeError> {
    let chars = name.chars().count();
    if chars == 0 || chars > MAX_NAME_CHARS {
        return Err(CodeError::Malformed(format!(
            "a name of {chars} characters; a player's name has 1 to {MAX_NAME_CHARS}"
        )));
    }
    if name
        .chars()
        .any(|c| c.is_control() || c.is_whitespace() || c == '/')
    {
        return Err(CodeError::Malformed(
            "a player's name has no spaces, slashes or control characters".into(),
        ));
    }
    Ok(())
}

/// `text` with every byte but letters, digits and `-._~` written `%XX`.
fn percent_encode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                char::from(b).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The text `%XX` escapes stand for; refused when an escape is cut short or the bytes are not
/// UTF-8.
fn percent_decode(text: &str) -> Result<String, CodeError> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] != b'%' {
            out.push(bytes[at]);
            at += 1;
            continue;
        }
        let hex = bytes
            .get(at + 1..at + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .ok_or_else(|| CodeError::Malformed("a name's %-escape is cut short".into()))?;
        out.push(hex);
        at += 3;
    }
    String::from_utf8(out).map_err(|_| CodeError::Malformed("a name that is not UTF-8".into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level_code(mode: PlayMode) -> BoardCode {
        BoardCode {
            board: CodeBoard::Level {
                index: 4,
                fingerprint: 0xA_BCDE,
            },
            mode,
            seed: 1_234_567,
        }
    }

    #[test]
    fn a_link_reads_back_as_the_entry_it_was_made_for() {
        for name in ["Sharer", "小明", "Zoë", "a.b-c_d~e", "명수"] {
            let race = RaceLink::new(level_code(PlayMode::Classic), name).unwrap();
            let link = race.link().unwrap();
            assert!(link.starts_with("lianliankan://race/LLK-"), "{link}");
            assert!(link.is_ascii(), "{link}");
            assert!(is_race_link(&link));
            assert_eq!(RaceLink::parse(&link), Ok(race.clone()));
            let web = link.replace("lianliankan://", "https://example.org/");
            assert_eq!(RaceLink::parse(&web), Ok(race.clone()));
            assert_eq!(RaceLink::parse(&format!("  {link}/  ")), Ok(race));
        }
    }

    #[test]
    fn the_longest_name_fits_a_link() {
        let name = "\u{10348}".repeat(MAX_NAME_CHARS);
        let link = RaceLink::new(level_code(PlayMode::Classic), &name)
            .unwrap()
            .link()
            .unwrap();
        assert!(link.len() <= MAX_TEXT, "{} bytes", link.len());
        assert_eq!(RaceLink::parse(&link).unwrap().name, name);
    }

    #[test]
    fn only_entries_a_leaderboard_keeps_are_raced() {
        assert!(RaceLink::new(level_code(PlayMode::Relaxed), "Sharer").is_err());
        let quick = BoardCode {
            board: CodeBoard::Quick(crate::quick_game::QuickGame::default()),
            ..level_code(PlayMode::Classic)
        };
        assert!(RaceLink::new(quick, "Sharer").is_err());
    }

    #[test]
    fn what_is_not_a_race_link_is_refused_with_the_reason() {
        let good = RaceLink::new(level_code(PlayMode::Classic), "Sharer")
            .unwrap()
            .link()
            .unwrap();
        let code = good.split('/').nth(3).unwrap().to_string();
        let typo = good.replacen(&code[4..5], if &code[4..5] == "7" { "8" } else { "7" }, 1);
        let long_name = format!("lianliankan://race/{code}/{}", "a".repeat(17));
        for bad in [
            "lianliankan://race/",
            "lianliankan://race/LLK-1234",
            &format!("lianliankan://race/{code}"),
            &format!("lianliankan://race/{code}/"),
            &format!("lianliankan://race/{code}/a/b"),
            &format!("lianliankan://race/{code}/a%2"),
            &format!("lianliankan://race/{code}/%FF%FE"),
            &format!("lianliankan://race/{code}/a%20b"),
            &format!("lianliankan://race/{code}/a%2Fb"),
            &format!("lianliankan://race/{code}/%00"),
            &long_name,
            &format!("lianliankan://board/{code}"),
            &format!("ftp://race/{code}/a"),
            &typo,
            &"x".repeat(MAX_TEXT + 1),
        ] {
            let refused = RaceLink::parse(bad);
            assert!(refused.is_err(), "{bad:?} read as {refused:?}");
        }
        assert!(!is_race_link(&format!("lianliankan://board/{code}")));
        assert!(!is_race_link(&code));
    }
}
