//! NOI 1804 / POJ 1101 "The Game": fewest segments between pairs of cards, any number of
//! turns, the path may leave the board.
//!
//! Input is read board by board and each board is answered before the next is read, so memory
//! holds one board and a line, pair count or run of blank lines past its bound is an error at
//! once. Pairs are answered offline per board: queries are grouped by one endpoint, and one run
//! search from that endpoint answers all of its queries.

use std::fmt;
use std::io::{BufRead, Read, Write};

use super::grid::{Cell, Grid, Pos};
use super::links::{LinkMap, LinkSearch};
use super::rules::Rules;

/// Largest board side the contest allows.
pub const MAX_SIDE: usize = 75;

/// Why contest input could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    /// 1-based input line.
    pub line: usize,
    /// What was expected and what was found.
    pub message: String,
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for InputError {}

/// Longest input line read: a board row has at most [`MAX_SIDE`] characters and a line of
/// numbers far fewer, so a longer line (endless input such as `/dev/zero`) is an error at once.
pub const MAX_LINE: usize = 4096;

/// Most blank lines in a row between numbers: more is not contest input (endless newlines).
pub const MAX_BLANK_LINES: usize = 1000;

/// Most pairs one board may ask about: ten times the largest benchmarked input, and what
/// bounds the memory one board holds.
pub const MAX_PAIRS: usize = 1 << 20;

/// Contest input, read line by line: only the current line is held.
struct Lines<R> {
    input: R,
    /// The current line, without its line ending.
    line: Vec<u8>,
    number: usize,
}

impl<R: BufRead> Lines<R> {
    /// Reads the next line into `line`; false at the end of input. `what` is what the reader
    /// expects there, for the error when the line cannot be read or has no end.
    fn advance(&mut self, what: &str) -> Result<bool, InputError> {
        self.line.clear();
        let read = (&mut self.input)
            .take(MAX_LINE as u64 + 1)
            .read_until(b'\n', &mut self.line)
            .map_err(|e| InputError {
                line: self.number + 1,
                message: format!("cannot read the input ({e}); expected {what}"),
            })?;
        if read == 0 {
            return Ok(false);
        }
        self.number += 1;
        if self.line.last() == Some(&b'\n') {
            self.line.pop();
        } else if self.line.len() > MAX_LINE {
            return Err(InputError {
                line: self.number,
                message: format!(
                    "more than {MAX_LINE} bytes without a line break; expected {what}"
                ),
            });
        }
        if self.line.last() == Some(&b'\r') {
            self.line.pop();
        }
        Ok(true)
    }

    /// The next line that is not blank, split into numbers, expecting exactly `N` of them.
    fn numbers<const N: usize>(&mut self, what: &str) -> Result<[i64; N], InputError> {
        for _ in 0..=MAX_BLANK_LINES {
            if !self.advance(what)? {
                return Err(InputError {
                    line: self.number + 1,
                    message: format!("input ended; expected {what}"),
                });
            }
            let mut out = [0i64; N];
            let mut count = 0;
            for field in self.line.split(u8::is_ascii_whitespace) {
                if field.is_empty() {
                    continue;
                }
                let value = parse_int(field).ok_or_else(|| self.error(what))?;
                if count == N {
                    return Err(self.error(what));
                }
                out[count] = value;
                count += 1;
            }
            match count {
                0 => continue,
                c if c == N => return Ok(out),
                _ => return Err(self.error(what)),
            }
        }
        Err(InputError {
            line: self.number,
            message: format!("more than {MAX_BLANK_LINES} blank lines in a row; expected {what}"),
        })
    }

    /// The current line is not `what` was expected.
    fn error(&self, what: &str) -> InputError {
        InputError {
            line: self.number,
            message: format!(
                "expected {what}, found {:?}",
                String::from_utf8_lossy(&self.line)
                    .chars()
                    .take(60)
                    .collect::<String>()
            ),
        }
    }
}

fn parse_int(field: &[u8]) -> Option<i64> {
    let (neg, digits) = match field {
        [b'-', rest @ ..] => (true, rest),
        [b'+', rest @ ..] => (false, rest),
        _ => (false, field),
    };
    if digits.is_empty() || digits.len() > 12 || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let v = digits
        .iter()
        .fold(0i64, |v, &d| v * 10 + i64::from(d - b'0'));
    Some(if neg { -v } else { v })
}

/// One board of the input with its queries.
struct Board {
    grid: Grid,
    pairs: Vec<(Pos, Pos)>,
}

fn read_board(lines: &mut Lines<impl BufRead>) -> Result<Option<Board>, InputError> {
    let [w, h] = lines.numbers::<2>("a board size \"w h\" or the end marker \"0 0\"")?;
    if w == 0 && h == 0 {
        return Ok(None);
    }
    let side = 1..=MAX_SIDE as i64;
    if !side.contains(&w) || !side.contains(&h) {
        return Err(InputError {
            line: lines.number,
            message: format!("board size {w} x {h}: both must be between 1 and {MAX_SIDE}"),
        });
    }
    let grid = read_cards(lines, w as usize, h as usize)?;
    let pairs = read_pairs(lines, &grid)?;
    Ok(Some(Board { grid, pairs }))
}

/// The board's `h` rows of `w` characters: `X` a card, space an empty cell.
fn read_cards(lines: &mut Lines<impl BufRead>, w: usize, h: usize) -> Result<Grid, InputError> {
    let mut grid = Grid::new(w, h);
    for y in 0..h {
        let what = format!("board row {} of {h}", y + 1);
        if !lines.advance(&what)? {
            return Err(InputError {
                line: lines.number + 1,
                message: format!("input ended; expected {what}"),
            });
        }
        let row = &lines.line;
        if row.len() != w {
            return Err(InputError {
                line: lines.number,
                message: format!(
                    "board row {} has {} characters, expected {w} ('X' or space; rows keep trailing spaces)",
                    y + 1,
                    row.len()
                ),
            });
        }
        for (x, &c) in row.iter().enumerate() {
            match c {
                b'X' => grid.set(Pos::new(x as i32, y as i32), Cell::Tile(0)),
                b' ' => {}
                _ => {
                    return Err(InputError {
                        line: lines.number,
                        message: format!(
                            "board row {} column {}: expected 'X' or space, found {:?}",
                            y + 1,
                            x + 1,
                            c as char
                        ),
                    });
                }
            }
        }
    }
    Ok(grid)
}

/// The board's pairs `x1 y1 x2 y2` (from 1), up to the end marker `0 0 0 0`: two different
/// cards each.
fn read_pairs(lines: &mut Lines<impl BufRead>, grid: &Grid) -> Result<Vec<(Pos, Pos)>, InputError> {
    let mut pairs = Vec::new();
    loop {
        let q = lines.numbers::<4>("a pair \"x1 y1 x2 y2\" or the end marker \"0 0 0 0\"")?;
        if q == [0; 4] {
            break;
        }
        if pairs.len() == MAX_PAIRS {
            return Err(InputError {
                line: lines.number,
                message: format!(
                    "more than {MAX_PAIRS} pairs on one board; expected the end marker \"0 0 0 0\""
                ),
            });
        }
        let ends = [
            read_card(lines, grid, q[0], q[1])?,
            read_card(lines, grid, q[2], q[3])?,
        ];
        if ends[0] == ends[1] {
            return Err(InputError {
                line: lines.number,
                message: "both ends of the pair are the same card".into(),
            });
        }
        pairs.push((ends[0], ends[1]));
    }
    Ok(pairs)
}

/// The card at `(x, y)` (from 1) of a pair.
fn read_card(lines: &Lines<impl BufRead>, grid: &Grid, x: i64, y: i64) -> Result<Pos, InputError> {
    let (w, h) = (grid.width(), grid.height());
    if !(1..=w as i64).contains(&x) || !(1..=h as i64).contains(&y) {
        return Err(InputError {
            line: lines.number,
            message: format!("({x}, {y}) is off the {w} x {h} board"),
        });
    }
    let end = Pos::new(x as i32 - 1, y as i32 - 1);
    if grid.kind(end).is_none() {
        return Err(InputError {
            line: lines.number,
            message: format!("({x}, {y}) is an empty cell, expected a card"),
        });
    }
    Ok(end)
}

/// Fewest segments for each pair on one board (`None`: impossible), in query order.
pub fn answer_pairs(grid: &Grid, pairs: &[(Pos, Pos)]) -> Vec<Option<u32>> {
    let map = LinkMap::new(grid, &Rules::NOI);
    let component = map.components();
    let adjacent = |a: Pos, b: Pos| (a.x - b.x).abs() + (a.y - b.y).abs() == 1;
    let mut answers = vec![None; pairs.len()];

    // The free-space components each card touches, computed once per card (not per pair).
    let w = grid.width();
    let cell = |p: Pos| p.y as usize * w + p.x as usize;
    const NONE: u32 = u32::MAX;
    let mut touching = vec![[NONE; 4]; w * grid.height()];
    for (p, _) in grid.tiles() {
        touching[cell(p)] = map
            .runs_touching(p)
            .map(|r| r.map_or(NONE, |r| component[r as usize]));
    }
    let share_space = |a: &[u32; 4], b: &[u32; 4]| a.iter().any(|&c| c != NONE && b.contains(&c));

    // Pairs whose free space does not meet are impossible at once; neighbours take one
    // segment. The rest are grouped by the endpoint that appears in more of them.
    let mut uses = vec![0u32; w * grid.height()];
    let mut open_pairs = Vec::new();
    for (i, &(a, b)) in pairs.iter().enumerate() {
        if adjacent(a, b) {
            answers[i] = Some(1);
        } else if share_space(&touching[cell(a)], &touching[cell(b)]) {
            uses[cell(a)] += 1;
            uses[cell(b)] += 1;
            open_pairs.push(i);
        }
    }
    let mut by_source: Vec<Vec<(u32, Pos)>> = vec![Vec::new(); uses.len()];
    let mut sources = Vec::new();
    for &i in &open_pairs {
        let (a, b) = pairs[i];
        let (s, t) = if uses[cell(b)] > uses[cell(a)] {
            (b, a)
        } else {
            (a, b)
        };
        let list = &mut by_source[cell(s)];
        if list.is_empty() {
            sources.push(s);
        }
        list.push((i as u32, t));
    }
    let mut search = LinkSearch::default();
    let mut pending = Vec::new();
    for s in sources {
        pending.clear();
        pending.extend(by_source[cell(s)].iter().copied());
        map.search_from(s, u32::MAX, &mut search, |found, _| {
            pending.retain(|&(i, t)| match map.segments_to(found, s, t) {
                Some(k) => {
                    answers[i as usize] = Some(k);
                    false
                }
                None => true,
            });
            pending.is_empty()
        });
        debug_assert!(
            pending.is_empty(),
            "connected pairs always link without a turn limit"
        );
    }
    answers
}

fn push_number(out: &mut String, mut v: usize) {
    let mut digits = [0u8; 20];
    let mut n = 0;
    loop {
        digits[n] = b'0' + (v % 10) as u8;
        n += 1;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    for &d in digits[..n].iter().rev() {
        out.push(d as char);
    }
}

/// Why contest input could not be answered to the end.
#[derive(Debug)]
pub enum SolveError {
    /// The input is not contest input, or could not be read; boards before it were answered.
    Input(InputError),
    /// The answers could not be written.
    Output(std::io::Error),
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::Input(e) => write!(f, "{e}"),
            SolveError::Output(e) => write!(f, "cannot write the answers: {e}"),
        }
    }
}

impl std::error::Error for SolveError {}

/// Answers contest input read from `input` board by board: each board's answers are written
/// to `out` (and flushed) as soon as its end marker is read, before the next board is read, so
/// memory holds one board and endless input is answered as it comes.
pub fn solve_stream(input: impl BufRead, out: &mut impl Write) -> Result<(), SolveError> {
    let mut lines = Lines {
        input,
        line: Vec::new(),
        number: 0,
    };
    let mut board_no = 0;
    let mut text = String::new();
    while let Some(board) = read_board(&mut lines).map_err(SolveError::Input)? {
        board_no += 1;
        text.clear();
        write_answers(
            &mut text,
            board_no,
            &answer_pairs(&board.grid, &board.pairs),
        );
        out.write_all(text.as_bytes())
            .and_then(|()| out.flush())
            .map_err(SolveError::Output)?;
    }
    Ok(())
}

/// Answers contest input held in memory. Output for every board read before an error is
/// written to `out` even when an error follows.
pub fn solve(input: &[u8], out: &mut String) -> Result<(), InputError> {
    let mut answers = Vec::new();
    let result = solve_stream(input, &mut answers);
    out.push_str(&String::from_utf8_lossy(&answers));
    match result {
        Ok(()) => Ok(()),
        Err(SolveError::Input(e)) => Err(e),
        Err(SolveError::Output(e)) => unreachable!("writing to memory cannot fail: {e}"),
    }
}

/// One board's answers in the contest's words.
fn write_answers(out: &mut String, board_no: usize, answers: &[Option<u32>]) {
    out.push_str("Board #");
    push_number(out, board_no);
    out.push_str(":\n");
    for (m, ans) in answers.iter().enumerate() {
        out.push_str("Pair ");
        push_number(out, m + 1);
        match ans {
            Some(k) => {
                out.push_str(": ");
                push_number(out, *k as usize);
                out.push_str(" segments.\n");
            }
            None => out.push_str(": impossible.\n"),
        }
    }
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str =
        "5 4\nXXXXX\nX   X\nXXX X\n XXX \n2 3 5 3\n1 3 4 4\n2 3 3 4\n0 0 0 0\n0 0\n";

    #[test]
    fn sample() {
        let mut out = String::new();
        solve(SAMPLE.as_bytes(), &mut out).unwrap();
        assert_eq!(
            out,
            "Board #1:\nPair 1: 4 segments.\nPair 2: 3 segments.\nPair 3: impossible.\n\n"
        );
    }

    fn error_of(input: &str) -> (InputError, String) {
        let mut out = String::new();
        let err = solve(input.as_bytes(), &mut out).unwrap_err();
        (err, out)
    }

    #[test]
    fn malformed_inputs_name_their_line() {
        let cases: &[(&str, usize, &str)] = &[
            ("5 x\n", 1, "board size"),
            ("0 4\n", 1, "between 1 and 75"),
            ("76 1\n", 1, "between 1 and 75"),
            ("2 1\nX\n", 2, "has 1 characters"),
            ("2 1\nXXX\n", 2, "has 3 characters"),
            ("2 1\nXO\n", 2, "found 'O'"),
            ("2 1\nXX\n1 1 2\n", 3, "pair"),
            ("2 1\nXX\n1 1 2 1 5\n", 3, "pair"),
            ("2 1\nXX\n1 1 3 1\n", 3, "off the"),
            ("2 1\nX \n1 1 2 1\n", 3, "empty cell"),
            ("2 1\nXX\n1 1 1 1\n", 3, "same card"),
            ("2 1\nXX\n1 1 2 1\n", 4, "input ended"),
            ("2 1\nXX\n0 0 0 0\n", 4, "input ended"),
            ("2 2\nXX\n", 3, "row 2 of 2"),
            ("", 1, "input ended"),
            ("2 1\nXX\n99999999999999999 1 1 1\n", 3, "pair"),
            (
                "2 1\r\nXX\r\n1 1 2 1\r\n0 0 0 0\r\n0 0 0\r\n",
                5,
                "board size",
            ),
            ("2 1\nXX\n\n\n\n1 1 2 1 x\n", 6, "pair"),
        ];
        for &(input, line, text) in cases {
            let (err, _) = error_of(input);
            assert_eq!(err.line, line, "{input:?}: {err}");
            assert!(err.message.contains(text), "{input:?}: {err}");
        }
    }

    #[test]
    fn boards_before_an_error_are_kept() {
        let input = SAMPLE.strip_suffix("0 0\n").unwrap().to_string() + "3 1\nX\n";
        let (err, out) = error_of(&input);
        assert_eq!(err.line, 11);
        assert!(out.starts_with("Board #1:\n") && out.ends_with("impossible.\n\n"));
    }

    /// Gives `first`, then fails: a pipe whose writer went away.
    struct FailsAfter<'a>(&'a [u8]);

    impl std::io::Read for FailsAfter<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            if self.0.is_empty() {
                return Err(std::io::Error::other("the rest never comes"));
            }
            self.0.read(buf)
        }
    }

    /// `head`, then `tail` for ever.
    fn endless(head: &'static str, tail: &'static str) -> impl BufRead {
        use std::io::Read;
        let cycle = std::iter::repeat(tail.bytes()).flatten();
        let tail = std::io::BufReader::new(IterReader(cycle));
        head.as_bytes().chain(tail)
    }

    struct IterReader<I>(I);

    impl<I: Iterator<Item = u8>> std::io::Read for IterReader<I> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let mut n = 0;
            for (slot, b) in buf.iter_mut().zip(&mut self.0) {
                *slot = b;
                n += 1;
            }
            Ok(n)
        }
    }

    fn stream_error(input: impl BufRead) -> (InputError, Vec<u8>) {
        let mut out = Vec::new();
        match solve_stream(input, &mut out) {
            Err(SolveError::Input(e)) => (e, out),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn each_board_is_answered_before_the_next_is_read() {
        let first_board = SAMPLE.strip_suffix("0 0\n").unwrap();
        let reader = std::io::BufReader::new(FailsAfter(first_board.as_bytes()));
        let (err, out) = stream_error(reader);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "Board #1:\nPair 1: 4 segments.\nPair 2: 3 segments.\nPair 3: impossible.\n\n"
        );
        assert_eq!(err.line, 10, "{err}");
        assert!(err.message.contains("the rest never comes"), "{err}");
    }

    #[test]
    fn endless_input_ends_with_an_error() {
        let (err, out) = stream_error(std::io::BufReader::new(std::io::repeat(0)));
        assert_eq!(err.line, 1, "{err}");
        assert!(err.message.contains("more than 4096 bytes"), "{err}");
        assert!(out.is_empty());
        let (err, _) = stream_error(endless("", "\n"));
        assert!(err.message.contains("blank lines in a row"), "{err}");
        let (err, _) = stream_error(endless("2 1\nXX\n", "1 1 2 1\n"));
        assert!(err.message.contains("pairs on one board"), "{err}");
        assert_eq!(err.line, 2 + MAX_PAIRS + 1);
        let (err, _) = stream_error(endless("2 1\n", "X"));
        assert!(err.message.contains("more than 4096 bytes"), "{err}");
        // Boards for ever are answered for ever, one at a time: here until the output fails.
        let mut out = [0u8; 1000];
        let mut out = &mut out[..];
        let boards = endless("", "2 1\nXX\n1 1 2 1\n0 0 0 0\n");
        assert!(matches!(
            solve_stream(boards, &mut out),
            Err(SolveError::Output(_))
        ));
    }

    #[test]
    fn crlf_and_blank_lines_between_numbers() {
        let input = SAMPLE
            .replace('\n', "\r\n")
            .replace("0 0 0 0\r\n", "\r\n0 0 0 0\r\n");
        let mut out = String::new();
        solve(input.as_bytes(), &mut out).unwrap();
        assert!(out.contains("Pair 3: impossible."));
    }
}
