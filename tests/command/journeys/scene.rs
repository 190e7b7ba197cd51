//! The game's scene file (`--scene-file`), read: the screen and menu, the board with its
//! rules and where its cells are, the buttons (in the keys' order, the focused one marked) and
//! the texts, each with its rectangle in the window's logical pixels.

use lianliankan::engine::{Gravity, Grid, Pos, Rules, TurnLimit};

/// A rectangle: left, top, width, height.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Area {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Area {
    pub fn centre(&self) -> (f32, f32) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }
}

/// A button: its words, where it is, whether it has the focus, and a choice row's arrows
/// (back, then forward).
#[derive(Clone, Debug)]
pub struct Button {
    pub words: String,
    pub area: Area,
    pub focused: bool,
    pub arrows: Vec<(i8, Area)>,
}

impl Button {
    pub fn centre(&self) -> (f32, f32) {
        self.area.centre()
    }
}

/// What is on screen.
#[derive(Clone, Debug, Default)]
pub struct Scene {
    pub screen: String,
    pub menu: String,
    pub buttons: Vec<Button>,
    pub texts: Vec<(String, Area)>,
    pub grid: Option<Grid>,
    pub rules: Option<Rules>,
    /// The centre of cell (0, 0) and the distance between cells' centres.
    pub cells: Option<(f32, f32, f32)>,
    /// The pair the lesson points at.
    pub pointed: Option<(Pos, Pos)>,
}

fn numbers(words: &[&str]) -> Vec<f32> {
    words.iter().filter_map(|w| w.parse().ok()).collect()
}

fn area(words: &[&str]) -> Area {
    let n = numbers(&words[..4]);
    Area {
        x: n[0],
        y: n[1],
        w: n[2],
        h: n[3],
    }
}

fn rules(words: &[&str]) -> Rules {
    let value = |key: &str| {
        let at = words.iter().position(|w| *w == key)?;
        words.get(at + 1).copied()
    };
    let turns: u32 = value("turns").and_then(|t| t.parse().ok()).unwrap_or(2);
    Rules {
        max_turns: if turns == u32::MAX {
            TurnLimit::Unlimited
        } else {
            TurnLimit::AtMost(turns as u8)
        },
        outer_ring: value("ring") == Some("true"),
        gravity: match value("gravity") {
            Some("Down") => Gravity::Down,
            Some("Up") => Gravity::Up,
            Some("Left") => Gravity::Left,
            Some("Right") => Gravity::Right,
            _ => Gravity::None,
        },
        tiles_slide: value("slide") == Some("true"),
        ..Rules::default()
    }
}

impl Scene {
    pub fn parse(text: &str) -> Scene {
        let mut scene = Scene::default();
        let mut rows = Vec::new();
        for line in text.lines() {
            let words: Vec<&str> = line.split(' ').collect();
            let rest = |n: usize| words.get(n..).map(|w| w.join(" ")).unwrap_or_default();
            match words[0] {
                "screen" => {
                    scene.screen = words.get(1).unwrap_or(&"").to_string();
                    scene.menu = words.get(3).unwrap_or(&"").to_string();
                }
                "pointed" => {
                    let n = numbers(&words[1..]);
                    let p = |i: usize| Pos::new(n[i] as i32, n[i + 1] as i32);
                    scene.pointed = Some((p(0), p(2)));
                }
                "rules" => scene.rules = Some(rules(&words[1..])),
                "board" => {
                    let n = numbers(&words[3..]);
                    scene.cells = Some((n[0], n[1], n[2]));
                }
                "row" => rows.push(rest(1)),
                "button" if words.len() >= 6 => scene.buttons.push(Button {
                    focused: words[1] == "*",
                    area: area(&words[2..6]),
                    words: rest(6),
                    arrows: Vec::new(),
                }),
                "arrow" if words.len() >= 6 => {
                    if let Some(button) = scene.buttons.last_mut() {
                        let by = words[1].parse().unwrap_or(0);
                        button.arrows.push((by, area(&words[2..6])));
                    }
                }
                "text" if words.len() >= 5 => scene.texts.push((rest(5), area(&words[1..5]))),
                _ => {}
            }
        }
        if !rows.is_empty() {
            scene.grid = Grid::from_text(&rows.join("\n")).ok();
        }
        scene
    }

    /// The first button whose words contain `words`.
    pub fn button(&self, words: &str) -> Option<&Button> {
        self.buttons.iter().find(|b| b.words.contains(words))
    }

    /// The focused button.
    pub fn focused(&self) -> Option<&Button> {
        self.buttons.iter().find(|b| b.focused)
    }

    /// Whether a text on screen contains `words`.
    pub fn says(&self, words: &str) -> bool {
        self.texts.iter().any(|(t, _)| t.contains(words))
    }

    /// Whether play shows with no menu over it.
    pub fn playing(&self) -> bool {
        self.screen == "Play" && self.menu == "None"
    }

    /// Where cell `p` is in the window.
    pub fn cell(&self, p: Pos) -> (f32, f32) {
        let (x, y, pitch) = self.cells.expect("the board is on screen");
        (x + p.x as f32 * pitch, y + p.y as f32 * pitch)
    }
}
