//! The coach screen, from the win and lose screens: the game just played, gone over from its
//! replay (`replays::coach`). One page at a time, stepped with Left/Right or a click: the
//! timeline of the game, each of its longest waits with the board as it was and the pairs open
//! then, and each link that closed off a clear. From a wait or a closing link, "Try from here"
//! starts practice from that moment. The replay is proven and read on a thread of its own (it
//! re-plays the whole game), so no frame waits for it.

use std::sync::Mutex;
use std::sync::mpsc::{Receiver, TryRecvError, channel};

use bevy::prelude::*;

use crate::formats::replays::replay::{Event, Replay, seconds};
use crate::game::content::words::Words;
use crate::game::core::pacing::Wake;
use crate::game::core::screen::Menu;
use crate::game::replays::coach::{Coaching, Link};
use crate::game::replays::practice::TryFromHere;
use crate::game::replays::recorder::{Recorder, WhoPlays};
use crate::game::replays::screens::coach_drawing::{self, BoardMarks};
use crate::game::result_card::animation::{AnimationMaker, SaveAnimation};
use crate::game::screens::navigation::{ChosenByEscape, MenuSystems, Stepped, Steps};
use crate::game::theme::palette;
use crate::game::theme::widgets::{self, Chosen, button, clock_text, header, label};
use crate::game::view::board::tiles::TileArt;

/// Width of the screen's rows.
const WIDTH: f32 = coach_drawing::AREA.x;

/// What coaches a replay: the game's proof, re-playing it (named by the assembly; the screen
/// never names the proof, which builds the logic).
#[derive(Resource, Clone, Copy)]
pub struct CoachWith(pub fn(&Replay) -> Result<Coaching, String>);

/// The coach screen: the game it goes over, what it found, the page shown, and the menu it
/// was opened from.
#[derive(Resource, Default)]
pub struct CoachScreen {
    replay: Option<Replay>,
    found: Option<Result<Coaching, String>>,
    working: Option<Mutex<Receiver<Result<Coaching, String>>>>,
    page: usize,
    from: Option<Menu>,
}

impl CoachScreen {
    /// What the coach found, once it has.
    pub fn found(&self) -> Option<&Result<Coaching, String>> {
        self.found.as_ref()
    }
}

/// One page of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Page {
    /// The whole game over time.
    Timeline,
    /// A long wait: the link (by its place in the game) it came before, and its rank.
    Wait(usize, usize),
    /// A link that closed off a clear.
    Closing(usize),
}

/// The pages for what the coach found: the timeline, the longest waits, the closing links.
fn pages(c: &Coaching) -> Vec<Page> {
    let at = |l: &Link| c.links.iter().position(|m| m.t == l.t).unwrap_or(0);
    let mut pages = vec![Page::Timeline];
    pages.extend(
        c.longest_waits()
            .iter()
            .enumerate()
            .map(|(rank, l)| Page::Wait(at(l), rank)),
    );
    pages.extend(c.closing_links().iter().map(|l| Page::Closing(at(l))));
    pages
}

/// The finish screens' Coach button, when there is a game of the player's to go over: one
/// with a link in it.
pub fn coach_button(
    recorder: &Recorder,
    who: &WhoPlays,
    words: &Words,
    width: f32,
) -> Option<impl Bundle> {
    // The board stays dealt after its end, so a fresh recording of it may already have
    // begun: the game to go over is the last one recorded to its end.
    let linked = |r: &Replay| r.log.iter().any(|e| matches!(e.e, Event::Linked(..)));
    (who.player() && recorder.last.as_ref().is_some_and(linked))
        .then(|| button(words.t("finish-coach"), open_coach, width))
}

/// The Coach button chosen: goes over the game just played (again only when it is
/// another game than the one gone over last).
fn open_coach(
    _: On<Chosen>,
    recorder: Res<Recorder>,
    menu: Res<State<Menu>>,
    mut screen: ResMut<CoachScreen>,
    mut next: ResMut<NextState<Menu>>,
) {
    let Some(last) = recorder.last.clone() else {
        return;
    };
    if screen.replay.as_ref() != Some(&last) {
        *screen = CoachScreen {
            replay: Some(last),
            ..default()
        };
    }
    screen.page = 0;
    screen.from = Some(*menu.get());
    next.set(Menu::Coach);
}

/// Starts going over the game on a thread of its own, once per game.
fn start_coaching(mut screen: ResMut<CoachScreen>, with: Option<Res<CoachWith>>, wake: Res<Wake>) {
    let (Some(replay), Some(with)) = (screen.replay.clone(), with) else {
        return;
    };
    if screen.found.is_some() || screen.working.is_some() {
        return;
    }
    let (send, receive) = channel();
    let (coach, wake) = (with.0, wake.clone());
    let spawned = std::thread::Builder::new()
        .name("coach".into())
        .spawn(move || {
            let _ = send.send(coach(&replay));
            wake.wake();
        });
    screen.working = Some(Mutex::new(receive));
    if let Err(e) = spawned {
        screen.working = None;
        screen.found = Some(Err(e.to_string()));
    }
}

/// Takes what the coach found, when it has.
fn take_coaching(mut screen: ResMut<CoachScreen>) {
    let answer = match screen
        .working
        .as_ref()
        .map(|w| w.lock().map(|r| r.try_recv()))
    {
        Some(Ok(Ok(found))) => found,
        Some(Ok(Err(TryRecvError::Empty))) => return,
        _ => Err("the coach stopped".into()),
    };
    screen.working = None;
    screen.found = Some(answer);
}

/// The page button chosen shows the next page.
fn next_page(_: On<Chosen>, mut screen: ResMut<CoachScreen>) {
    step(&mut screen, 1);
}

/// Left/Right on the page button step the pages.
fn step_page(stepped: On<Stepped>, mut screen: ResMut<CoachScreen>) {
    step(&mut screen, stepped.by);
}

fn step(screen: &mut CoachScreen, by: i8) {
    let n = match &screen.found {
        Some(Ok(c)) => pages(c).len(),
        _ => 1,
    } as i32;
    screen.page = (screen.page as i32 + i32::from(by)).rem_euclid(n) as usize;
}

/// Back to the finish screen the coach was opened from.
fn back(_: On<Chosen>, screen: Res<CoachScreen>, mut menu: ResMut<NextState<Menu>>) {
    menu.set(screen.from.unwrap_or(Menu::Won));
}

/// Practice from just before the page's link.
fn try_from_here(
    _: On<Chosen>,
    screen: Res<CoachScreen>,
    mut ask: MessageWriter<TryFromHere>,
    mut menu: ResMut<NextState<Menu>>,
) {
    let (Some(replay), Some(Ok(coaching))) = (&screen.replay, &screen.found) else {
        return;
    };
    let link = match pages(coaching).get(screen.page) {
        Some(Page::Wait(i, _) | Page::Closing(i)) => &coaching.links[*i],
        _ => return,
    };
    ask.write(TryFromHere {
        replay: replay.clone(),
        before: link.t,
    });
    menu.set(Menu::None);
}

/// "Save as animation": the whole game from the timeline, the moment shown from a link's page.
fn save_button(page: Option<&Page>, words: &Words) -> impl Bundle {
    let key = match page {
        Some(Page::Wait(..) | Page::Closing(_)) => "coach-save-moment",
        _ => "finish-animation",
    };
    button(words.t(key), save_animation, 300.0)
}

/// Saves the page's game, or its link's moment, as an animation.
fn save_animation(_: On<Chosen>, screen: Res<CoachScreen>, mut ask: MessageWriter<SaveAnimation>) {
    let (Some(replay), Some(Ok(coaching))) = (&screen.replay, &screen.found) else {
        return;
    };
    ask.write(SaveAnimation {
        replay: replay.clone(),
        links: links_shown(coaching, screen.page),
    });
}

/// The links (counted from 1) page `page` shows: its link's moment; the whole game (`None`)
/// from the timeline.
fn links_shown(coaching: &Coaching, page: usize) -> Option<(usize, usize)> {
    match pages(coaching).get(page) {
        Some(Page::Wait(i, _) | Page::Closing(i)) => Some((i + 1, i + 1)),
        _ => None,
    }
}

/// The screen's layer, built again when the page or what was found changes.
#[derive(Component, Debug)]
struct CoachLayer;

/// Builds the screen.
fn spawn_screen(
    mut commands: Commands,
    old: Query<Entity, With<CoachLayer>>,
    screen: Res<CoachScreen>,
    (art, maker): (Option<Res<TileArt>>, Option<Res<AnimationMaker>>),
    words: Words,
) {
    for layer in &old {
        commands.entity(layer).despawn();
    }
    commands
        .spawn((CoachLayer, widgets::layer(Menu::Coach)))
        .with_children(|root| {
            root.spawn(widgets::frame()).with_children(|panel| {
                panel.spawn(header(words.t("coach-title"), 36.0));
                match screen.found() {
                    None => {
                        panel.spawn(wide(label(words.t("coach-working"), 18.0, palette::TEXT)));
                    }
                    Some(Err(why)) => {
                        let text = words.t_with("coach-failed", &[("reason", why.into())]);
                        panel.spawn(wide(label(text, 17.0, palette::PROBLEM)));
                    }
                    Some(Ok(coaching)) => {
                        spawn_page(panel, coaching, screen.page, (art.as_deref(), &words));
                    }
                }
                panel.spawn(widgets::button_row()).with_children(|buttons| {
                    if let Some(Ok(c)) = screen.found()
                        && matches!(
                            pages(c).get(screen.page),
                            Some(Page::Wait(..) | Page::Closing(_))
                        )
                    {
                        buttons.spawn(button(words.t("coach-try"), try_from_here, 300.0));
                    }
                    if let Some(Ok(c)) = screen.found()
                        && maker.is_some()
                    {
                        buttons.spawn(save_button(pages(c).get(screen.page), &words));
                    }
                    buttons.spawn((button(words.t("menu-back"), back, 300.0), ChosenByEscape));
                });
            });
        });
}

/// The page's button (naming it), its drawing and the words under it.
fn spawn_page(
    panel: &mut ChildSpawnerCommands,
    coaching: &Coaching,
    page: usize,
    (art, words): (Option<&TileArt>, &Words),
) {
    let pages = pages(coaching);
    let page = pages.get(page).copied().unwrap_or(Page::Timeline);
    panel.spawn(wide(label(
        summary(coaching, words),
        16.0,
        palette::TEXT_DIM,
    )));
    panel
        .spawn((
            button(
                format!("<  {}  >", page_title(page, words)),
                next_page,
                WIDTH,
            ),
            Steps,
        ))
        .observe(step_page);
    let (caption, legend) = page_words(coaching, page, words);
    panel.spawn(wide(label(caption, 17.0, palette::TEXT)));
    panel
        .spawn(coach_drawing::area())
        .with_children(|area| match page {
            Page::Timeline => coach_drawing::timeline(area, coaching),
            Page::Wait(i, _) | Page::Closing(i) => {
                let link = &coaching.links[i];
                let marks = BoardMarks {
                    open: &link.open_before,
                    made: (
                        link.pair,
                        coach_drawing::made_colour(matches!(page, Page::Closing(_))),
                    ),
                };
                coach_drawing::board(area, (&link.before, &coaching.rules), &marks, art);
            }
        });
    panel.spawn(wide(label(legend, 14.0, palette::TEXT_DIM)));
}

/// The game in one line: links, time, hints, undos, re-deals.
fn summary(c: &Coaching, words: &Words) -> String {
    words.t_with(
        "coach-summary",
        &[
            ("links", c.links.len().into()),
            ("time", clock_text(seconds(c.clock) as f32).into()),
            ("hints", c.hints.len().into()),
            ("undos", c.undos.len().into()),
            ("redeals", c.redeals.len().into()),
        ],
    )
}

/// The page's name on its button.
fn page_title(page: Page, words: &Words) -> String {
    match page {
        Page::Timeline => words.t("coach-page-timeline"),
        Page::Wait(_, rank) => words.t_with("coach-page-wait", &[("n", (rank + 1).into())]),
        Page::Closing(i) => words.t_with("coach-page-closing", &[("n", (i + 1).into())]),
    }
}

/// What the page shows, in words, and its legend.
fn page_words(c: &Coaching, page: Page, words: &Words) -> (String, String) {
    let at = |l: &Link| clock_text(seconds(l.t) as f32);
    match page {
        Page::Timeline => {
            let closing = match c.closing_links().len() {
                0 => words.t("coach-no-closing"),
                n => words.t_with("coach-closings", &[("n", n.into())]),
            };
            (closing, words.t("coach-legend-timeline"))
        }
        Page::Wait(i, _) => {
            let l = &c.links[i];
            let text = words.t_with(
                "coach-wait",
                &[
                    ("wait", format!("{:.1}", seconds(l.wait)).into()),
                    ("n", (i + 1).into()),
                    ("at", at(l).into()),
                    ("open", l.open_before.len().into()),
                ],
            );
            (text, words.t("coach-legend-wait"))
        }
        Page::Closing(i) => {
            let l = &c.links[i];
            let text = words.t_with(
                "coach-closing",
                &[("n", (i + 1).into()), ("at", at(l).into())],
            );
            (text, words.t("coach-legend-closing"))
        }
    }
}

/// A line of text kept to the screen's width.
fn wide(text: impl Bundle) -> impl Bundle {
    (
        text,
        Node {
            max_width: px(WIDTH),
            ..default()
        },
    )
}

fn needs_building(screen: Res<CoachScreen>) -> bool {
    screen.is_changed()
}

fn working(screen: Res<CoachScreen>) -> bool {
    screen.working.is_some()
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<CoachScreen>()
        .add_systems(OnEnter(Menu::Coach), start_coaching)
        .add_systems(
            Update,
            (
                take_coaching.run_if(working),
                spawn_screen.run_if(in_state(Menu::Coach).and_then(needs_building)),
            )
                .chain()
                .in_set(MenuSystems::Respond),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Grid, Pos, Rules};

    fn link(t: u64, wait: u64) -> Link {
        Link {
            t,
            pair: (Pos::new(0, 0), Pos::new(1, 0)),
            wait,
            before: Grid::new(2, 1),
            open_before: Vec::new(),
            open_after: 0,
            clearable: (Some(true), Some(true)),
        }
    }

    #[test]
    fn the_pages_are_the_timeline_the_longest_waits_and_the_closing_links() {
        let mut links = vec![
            link(1, 1),
            link(9, 8),
            link(10, 1),
            link(15, 5),
            link(17, 2),
        ];
        links[2].clearable = (Some(true), Some(false));
        let c = Coaching {
            links,
            hints: vec![],
            undos: vec![],
            redeals: vec![],
            cleared: false,
            clock: 20,
            rules: Rules::default(),
        };
        assert_eq!(
            pages(&c),
            vec![
                Page::Timeline,
                Page::Wait(1, 0),
                Page::Wait(3, 1),
                Page::Wait(4, 2),
                Page::Closing(2)
            ]
        );
        // Save as animation: the whole game from the timeline, a page's own link elsewhere.
        let shown: Vec<_> = (0..5).map(|page| links_shown(&c, page)).collect();
        assert_eq!(
            shown,
            vec![None, Some((2, 2)), Some((4, 4)), Some((5, 5)), Some((3, 3))]
        );
    }
}
