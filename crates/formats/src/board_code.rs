//! Board codes: a board named in a line of text a player can read out, type or paste, such as
//! `LLK-0K7N-2C8Q-WY4M-E9`. A code names everything that makes the board: a level of the
//! game's own pack (its place and its fingerprint, so a changed level is refused, not dealt) or
//! a quick game's rules, the mode, the seed and the code's version. Links carry a code too:
//! `lianliankan://board/CODE`, or `https://HOST/board/CODE` from a server that redirects.
//!
//! The text is Crockford's base 32 (digits and capitals without I, L, O and U; read
//! case-insensitively, with I and L read as 1 and O as 0; dashes and spaces ignored). The bits,
//! first to last: the version (3), what the board is (1: a pack level, or a quick game), the
//! mode (2), the board (a level's place, 7, and 20 bits of its fingerprint; or the quick game's
//! choices, 31), the seed's length in bits (7) and the seed. Two check characters end the code:
//! a 10-bit CRC over the rest, so every wrong character and every swap of two neighbours is
//! caught, and other typos all but always, before anything is dealt.

use std::fmt;

use crate::play_mode::PlayMode;
use crate::quick_game::{MINUTES, QuickDifficulty, QuickGame, TURNS};
use lianliankan_engine::gravity::Gravity;

/// The version codes are made at now; a code of a later version is refused as such.
pub const VERSION: u8 = 1;
/// What every code starts with when written (read with or without it).
pub const PREFIX: &str = "LLK";
/// The link scheme the desktop entry registers: `lianliankan://board/CODE`.
pub const SCHEME: &str = "lianliankan";
/// The longest text read as a code or a link; longer text is refused unread.
pub const MAX_TEXT: usize = 256;

/// Crockford's base 32 digits.
const DIGITS: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// Bits in the check.
const CHECK_BITS: u32 = 10;
/// The check's polynomial, x^10 + x^9 + x^5 + x^4 + x + 1 (without its top term): with its
/// constant term and degree 10 it catches every error confined to ten neighbouring bits.
const CHECK_POLY: u16 = 0x233;
/// Bits of a level's fingerprint a code carries.
const FINGERPRINT_BITS: u32 = 20;
/// Bits of a level's place in the pack.
const PLACE_BITS: u32 = 7;

/// A board, as a code names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardCode {
    /// What is dealt.
    pub board: CodeBoard,
    /// How it is played (classic or relaxed).
    pub mode: PlayMode,
    /// The deal's seed.
    pub seed: u64,
}

/// What a code's board is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeBoard {
    /// A level of the game's own pack: its place (0 is the first) and the low bits of its
    /// fingerprint (see `level_fingerprint`).
    Level {
        /// Its place in the pack, from 0.
        index: u8,
        /// The low 20 bits of its fingerprint.
        fingerprint: u32,
    },
    /// A quick game with these choices (as the game deals them: already within bounds).
    Quick(QuickGame),
}

/// Why a text is not a code the game can honour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Not a code at all (wrong characters, too short or long), with what was expected.
    Malformed(String),
    /// The check characters do not agree: a typo.
    Typo,
    /// A code of a later version of the game.
    Newer(u8),
    /// The code reads, but names nothing the game deals (a mode or a choice out of range).
    Unknown(String),
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Malformed(why) => write!(f, "not a board code: {why}"),
            CodeError::Typo => f.write_str(
                "the code's check characters do not agree: a character is mistyped or missing",
            ),
            CodeError::Newer(v) => write!(
                f,
                "the code is of version {v}, made by a newer version of the game (this one reads \
                 version {VERSION})"
            ),
            CodeError::Unknown(why) => write!(f, "the code names no board this game deals: {why}"),
        }
    }
}

/// The modes a code may carry, in the order of their numbers.
const MODES: [PlayMode; 2] = [PlayMode::Classic, PlayMode::Relaxed];

/// The fingerprint a code carries for a level: the low bits of the stable hash of the level as
/// the game writes it (so formatting and comments do not count; every rule does).
pub fn level_fingerprint(level: &crate::level::Level) -> u32 {
    (lianliankan_engine::stable_hash(level.to_ron().as_bytes()) & ((1 << FINGERPRINT_BITS) - 1))
        as u32
}

impl BoardCode {
    /// The code's text: `LLK-` and groups of four characters.
    pub fn encode(&self) -> Result<String, CodeError> {
        let mut bits = Bits::default();
        bits.push(u128::from(VERSION), 3);
        let mode = MODES.iter().position(|m| *m == self.mode).ok_or_else(|| {
            CodeError::Unknown(format!(
                "a code's mode is classic or relaxed, not {}",
                self.mode
            ))
        })?;
        match self.board {
            CodeBoard::Level { index, fingerprint } => {
                bits.push(0, 1);
                bits.push(mode as u128, 2);
                if u32::from(index) >= 1 << PLACE_BITS || fingerprint >= 1 << FINGERPRINT_BITS {
                    return Err(CodeError::Unknown(format!(
                        "level {} is past the {} a code can name",
                        u32::from(index) + 1,
                        1 << PLACE_BITS
                    )));
                }
                bits.push(u128::from(index), PLACE_BITS);
                bits.push(u128::from(fingerprint), FINGERPRINT_BITS);
            }
            CodeBoard::Quick(quick) => {
                bits.push(1, 1);
                bits.push(mode as u128, 2);
                push_quick(&mut bits, quick)?;
            }
        }
        let length = 64 - self.seed.leading_zeros();
        bits.push(u128::from(length), 7);
        bits.push(u128::from(self.seed), length);
        Ok(write_text(&bits))
    }

    /// Reads a code, or a link that carries one; refuses anything else with the reason. A code
    /// that reads names exactly the board it was made for, or is refused: never another.
    pub fn decode(text: &str) -> Result<BoardCode, CodeError> {
        let mut bits = read_text(code_of_link(text)?)?;
        let version = bits.take(3)? as u8;
        if version == 0 {
            return Err(CodeError::Malformed("version 0 is no version".into()));
        }
        if version > VERSION {
            return Err(CodeError::Newer(version));
        }
        let quick = bits.take(1)? == 1;
        let mode = *MODES
            .get(bits.take(2)? as usize)
            .ok_or_else(|| CodeError::Unknown("a mode this version does not know".into()))?;
        let board = if quick {
            CodeBoard::Quick(take_quick(&mut bits)?)
        } else {
            CodeBoard::Level {
                index: bits.take(PLACE_BITS)? as u8,
                fingerprint: bits.take(FINGERPRINT_BITS)? as u32,
            }
        };
        let length = bits.take(7)? as u32;
        if length > 64 {
            return Err(CodeError::Unknown(format!("a seed of {length} bits")));
        }
        let seed = bits.take(length)? as u64;
        if length > 0 && seed >> (length - 1) != 1 {
            return Err(CodeError::Malformed(
                "the seed is written longer than it is".into(),
            ));
        }
        bits.finish()?;
        Ok(BoardCode { board, mode, seed })
    }
}

impl fmt::Display for BoardCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.encode() {
            Ok(text) => f.write_str(&text),
            Err(e) => write!(f, "({e})"),
        }
    }
}

/// The code inside `text`: the text itself, or the last part of a `lianliankan://board/…` or
/// `http(s)://…/board/…` link.
fn code_of_link(text: &str) -> Result<&str, CodeError> {
    if text.len() > MAX_TEXT {
        return Err(CodeError::Malformed(format!(
            "{} bytes; a code or link is at most {MAX_TEXT}",
            text.len()
        )));
    }
    let text = text.trim();
    let Some((scheme, rest)) = text.split_once("://") else {
        return Ok(text);
    };
    let path = match scheme.to_ascii_lowercase().as_str() {
        SCHEME => rest,
        "https" | "http" => rest.split_once('/').map_or("", |(_, path)| path),
        other => {
            return Err(CodeError::Malformed(format!(
                "a link of {other:?}; a board's link is {SCHEME}://board/CODE"
            )));
        }
    };
    let path = path.split(['?', '#']).next().unwrap_or_default();
    path.trim_end_matches('/')
        .strip_prefix("board/")
        .filter(|code| !code.contains('/'))
        .ok_or_else(|| {
            CodeError::Malformed(format!(
                "a link that names no board; a board's link is {SCHEME}://board/CODE"
            ))
        })
}

/// A level of the game's own pack as codes see it: its file and the level, in the pack's order
/// (`None`: a file that does not read, which keeps its place).
pub type PackLevels = Vec<(std::path::PathBuf, Option<crate::level::Level>)>;

/// The levels of the pack in `dir`, in the pack's order (the place `--level-number` counts).
pub fn pack_levels(dir: &std::path::Path) -> Result<PackLevels, String> {
    let pack = crate::pack::PackDir::read(dir, None)?;
    Ok(pack
        .paths()
        .into_iter()
        .map(|path| {
            let level = crate::level::Level::load(&path).ok();
            (path, level)
        })
        .collect())
}

/// What a code names, found: a level of the pack (its place, file and level) or a quick game.
#[derive(Clone, Debug)]
pub enum Named {
    /// A level of the game's own pack.
    Level {
        /// Its place in the pack, from 0.
        index: usize,
        /// Its file.
        path: std::path::PathBuf,
        /// The level.
        level: Box<crate::level::Level>,
    },
    /// A quick game.
    Quick(QuickGame),
}

impl BoardCode {
    /// The board a level of `pack` makes with `mode` and `seed`: refused for a level that is
    /// not one of the pack's (a code names the game's own levels; a level of one's own is
    /// shared as its file).
    pub fn for_level(
        level: &crate::level::Level,
        pack: &PackLevels,
        mode: PlayMode,
        seed: u64,
    ) -> Result<BoardCode, String> {
        let text = level.to_ron();
        let index = pack
            .iter()
            .position(|(_, l)| l.as_ref().is_some_and(|l| l.to_ron() == text))
            .ok_or_else(|| {
                "the level is not one of the game's own levels as they are now; a code names \
                 those and quick games (share a level of your own as its file)"
                    .to_string()
            })?;
        let index = u8::try_from(index).map_err(|_| "a level past the 255th".to_string())?;
        let code = BoardCode {
            board: CodeBoard::Level {
                index,
                fingerprint: level_fingerprint(level),
            },
            mode,
            seed,
        };
        code.encode().map_err(|e| e.to_string())?;
        Ok(code)
    }

    /// What the code names in `pack` (the game's own levels): its level, which must be the one
    /// the code was made for (a changed or missing level is refused with its place), or its
    /// quick game.
    pub fn find(&self, pack: &PackLevels) -> Result<Named, CodeError> {
        let (index, fingerprint) = match self.board {
            CodeBoard::Quick(q) => return Ok(Named::Quick(q)),
            CodeBoard::Level { index, fingerprint } => (usize::from(index), fingerprint),
        };
        let fits = |l: &Option<crate::level::Level>| {
            l.as_ref()
                .is_some_and(|l| level_fingerprint(l) == fingerprint)
        };
        // Its place first; then anywhere, for a pack whose levels were put in another order.
        let found = pack
            .get(index)
            .filter(|(_, l)| fits(l))
            .map(|_| index)
            .or_else(|| pack.iter().position(|(_, l)| fits(l)));
        match found {
            Some(i) => {
                let (path, level) = &pack[i];
                let level = Box::new(level.clone().expect("a level that fits has read"));
                Ok(Named::Level {
                    index: i,
                    path: path.clone(),
                    level,
                })
            }
            None => Err(CodeError::Unknown(match pack.get(index) {
                Some((path, _)) => format!(
                    "level {} ({}) is not the level the code was made for: it has changed \
                     since, or the code is of another version of the levels",
                    index + 1,
                    path.file_stem().unwrap_or_default().to_string_lossy()
                ),
                None => format!(
                    "level {}: the game's pack has levels 1 to {}",
                    index + 1,
                    pack.len()
                ),
            })),
        }
    }
}

/// The quick game's choices, as bits: width 6, height 5, difficulty 2, gravity 3, ring 1,
/// turns 2, slide 1, kinds 7 (0: as the size suggests), minutes 4 (0: no clock).
fn push_quick(bits: &mut Bits, q: QuickGame) -> Result<(), CodeError> {
    if q.checked() != q {
        return Err(CodeError::Unknown(format!(
            "the quick game {} is out of bounds",
            q.key()
        )));
    }
    let index = |found: Option<usize>| found.unwrap_or_default() as u128;
    bits.push(u128::from(q.width), 6);
    bits.push(u128::from(q.height), 5);
    bits.push(
        index(QuickDifficulty::ALL.iter().position(|d| *d == q.difficulty)),
        2,
    );
    bits.push(index(Gravity::ALL.iter().position(|g| *g == q.gravity)), 3);
    bits.push(u128::from(q.outer_ring), 1);
    bits.push(index(TURNS.iter().position(|t| *t == q.max_turns)), 2);
    bits.push(u128::from(q.tiles_slide), 1);
    bits.push(u128::from(q.kinds.unwrap_or(0)), 7);
    let minutes = q
        .minutes
        .and_then(|m| MINUTES.iter().position(|x| *x == m))
        .map_or(0, |i| i + 1);
    bits.push(minutes as u128, 4);
    Ok(())
}

/// Reads the quick game's choices; choices the game would bring within bounds differently are
/// refused, so one code is one board.
fn take_quick(bits: &mut Bits) -> Result<QuickGame, CodeError> {
    let unknown = |what: &str| CodeError::Unknown(format!("a quick game's {what} out of range"));
    let width = bits.take(6)? as u8;
    let height = bits.take(5)? as u8;
    let difficulty = *QuickDifficulty::ALL
        .get(bits.take(2)? as usize)
        .ok_or_else(|| unknown("difficulty"))?;
    let gravity = *Gravity::ALL
        .get(bits.take(3)? as usize)
        .ok_or_else(|| unknown("gravity"))?;
    let outer_ring = bits.take(1)? == 1;
    let max_turns = *TURNS
        .get(bits.take(2)? as usize)
        .ok_or_else(|| unknown("turn limit"))?;
    let tiles_slide = bits.take(1)? == 1;
    let kinds = Some(bits.take(7)? as u8).filter(|k| *k != 0);
    let minutes = match bits.take(4)? as usize {
        0 => None,
        i => Some(*MINUTES.get(i - 1).ok_or_else(|| unknown("time limit"))?),
    };
    let q = QuickGame {
        width,
        height,
        difficulty,
        gravity,
        outer_ring,
        max_turns,
        tiles_slide,
        kinds,
        minutes,
    };
    if q.checked() != q {
        return Err(unknown("size or kinds"));
    }
    Ok(q)
}

/// Bits written first to last (at most 128: a code uses at most 115).
#[derive(Default)]
struct Bits {
    value: u128,
    len: u32,
    /// Bits read so far.
    read: u32,
}

impl Bits {
    fn push(&mut self, value: u128, width: u32) {
        debug_assert!(self.len + width <= 128 && (width == 128 || value >> width == 0));
        if width > 0 {
            self.value = (self.value << width) | value;
            self.len += width;
        }
    }

    /// The next `width` bits, or a refusal when the code ends first.
    fn take(&mut self, width: u32) -> Result<u128, CodeError> {
        if self.read + width > self.len {
            return Err(CodeError::Malformed("the code ends too soon".into()));
        }
        self.read += width;
        if width == 0 {
            return Ok(0);
        }
        let shift = self.len - self.read;
        let mask = if width == 128 {
            u128::MAX
        } else {
            (1 << width) - 1
        };
        Ok((self.value >> shift) & mask)
    }

    /// Only the padding of the last character is left, and it is zero.
    fn finish(&self) -> Result<(), CodeError> {
        let left = self.len - self.read;
        if left >= 5 || self.value & ((1 << left) - 1) != 0 {
            return Err(CodeError::Malformed(
                "characters past the board's end".into(),
            ));
        }
        Ok(())
    }
}

/// The 5-bit digits of `bits`, padded with zeros to a whole digit.
fn digits(bits: &Bits) -> Vec<u8> {
    let pad = (5 - bits.len % 5) % 5;
    let (value, len) = (bits.value << pad, bits.len + pad);
    (0..len / 5)
        .rev()
        .map(|i| ((value >> (i * 5)) & 31) as u8)
        .collect()
}

/// The check over the digits: CRC-10, every digit's bits first to last, started at all ones.
fn check(digits: &[u8]) -> u16 {
    let mut crc: u16 = (1 << CHECK_BITS) - 1;
    for digit in digits {
        for i in (0..5).rev() {
            let top = (crc >> (CHECK_BITS - 1)) & 1;
            let bit = u16::from((digit >> i) & 1);
            crc = (crc << 1) & ((1 << CHECK_BITS) - 1);
            if top ^ bit == 1 {
                crc ^= CHECK_POLY;
            }
        }
    }
    crc
}

/// The code's text: the prefix, then the digits and the two check digits in groups of four.
fn write_text(bits: &Bits) -> String {
    let mut all = digits(bits);
    let crc = check(&all);
    all.extend([(crc >> 5) as u8, (crc & 31) as u8]);
    let chars: Vec<char> = all
        .iter()
        .map(|d| char::from(DIGITS[usize::from(*d)]))
        .collect();
    let groups: Vec<String> = chars.chunks(4).map(|c| c.iter().collect()).collect();
    format!("{PREFIX}-{}", groups.join("-"))
}

/// The shortest code: a level's (3 + 1 + 2 + 7 + 20 + 7 bits) in digits, with the check.
const MIN_DIGITS: usize = 8 + 2;
/// The longest: a quick game's with a 64-bit seed (3 + 1 + 2 + 31 + 7 + 64 bits).
const MAX_DIGITS: usize = 22 + 2;

/// Reads the digits of a code's text, checks them, and gives the bits before the check.
fn read_text(text: &str) -> Result<Bits, CodeError> {
    // Full-width letters and digits (typed with a CJK input method) read as their ASCII.
    let cleaned: String = text
        .chars()
        .map(|c| match u32::from(c) {
            0xFF01..=0xFF5E => char::from_u32(u32::from(c) - 0xFEE0).unwrap_or(c),
            _ => c,
        })
        .filter(|c| !matches!(c, '-' | ' ' | '\u{3000}'))
        .collect::<String>()
        .to_ascii_uppercase();
    let body = cleaned.strip_prefix(PREFIX).unwrap_or(&cleaned);
    let mut digits = Vec::with_capacity(body.len());
    for c in body.chars() {
        digits.push(digit_value(c).ok_or_else(|| {
            CodeError::Malformed(format!(
                "{c:?} is not in a code (digits and the letters A to Z but U)"
            ))
        })?);
    }
    if !(MIN_DIGITS..=MAX_DIGITS).contains(&digits.len()) {
        return Err(CodeError::Malformed(format!(
            "{} characters; a code has {MIN_DIGITS} to {MAX_DIGITS} after {PREFIX}",
            digits.len()
        )));
    }
    let (payload, said) = digits.split_at(digits.len() - 2);
    let crc = (u16::from(said[0]) << 5) | u16::from(said[1]);
    if check(payload) != crc {
        return Err(CodeError::Typo);
    }
    let mut bits = Bits::default();
    for d in payload {
        bits.push(u128::from(*d), 5);
    }
    Ok(bits)
}

/// A character's digit, read as Crockford reads it (I and L as 1, O as 0).
fn digit_value(c: char) -> Option<u8> {
    let c = match c {
        'I' | 'L' => '1',
        'O' => '0',
        c => c,
    };
    DIGITS
        .iter()
        .position(|d| char::from(*d) == c)
        .map(|i| i as u8)
}

#[cfg(test)]
#[path = "board_code_tests.rs"]
mod tests;
