//! KShisen's sliding rule ("Tiles can slide"): a picked tile that cannot link with its partner
//! may slide along its row or column, pushing the tiles in front of it into the free cells
//! beyond, until it stands in line with the partner; the two then link by a straight line and
//! leave the board. The pushed tiles stay where they were pushed.
//!
//! As in KShisen, the sliding tile is the one picked first, it pushes at least one tile (a tile
//! with free cells before it links the ordinary way), the pushed tiles all move as far as it
//! does, only into free cells on the board, and the last stretch is one straight line. A pair
//! usually has two ways to slide, one along each axis; the player chooses between them.
//!
//! A slide is offered only for a pair that does not link: the ordinary link is always taken
//! when there is one, so a board's steps are its links plus the slides of the pairs that do
//! not link ([`all_steps`]).

use super::gravity::Slide;
use super::grid::{Cell, Grid, Pos};
use super::links::link_segments;
use super::moves::{Move, all_moves, has_move, play_move};
use super::path::Path;
use super::rules::Rules;

/// A slide and the link it makes: `mover` slides to `corner`, pushing the tiles in front of
/// it, then links `partner` by a straight line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SlideLink {
    /// The tile that slides (the one picked first).
    pub mover: Pos,
    /// The tile it links with; it does not move.
    pub partner: Pos,
    /// Where the mover stops: in its own row or column, in line with the partner.
    pub corner: Pos,
}

impl SlideLink {
    /// The line a player sees: from where the mover stood, to the corner, to the partner.
    pub fn path(&self) -> Path {
        let steps = |a: Pos, b: Pos| (a.x - b.x).unsigned_abs() + (a.y - b.y).unsigned_abs();
        Path {
            points: vec![self.mover, self.corner, self.partner],
            turns: 1,
            length: steps(self.mover, self.corner) + steps(self.corner, self.partner),
        }
    }

    /// The tiles this slide pushes, each from its cell to the one it is pushed to, the mover
    /// first; `None` when the slide is not possible on `grid`.
    pub fn pushes(&self, grid: &Grid) -> Option<Vec<Slide>> {
        pushes(grid, self.mover, self.corner)
    }
}

/// One way to clear a pair: an ordinary link, or a slide under the sliding rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Step {
    /// The pair links where it lies.
    Pair(Move),
    /// The first tile slides, then links.
    Slide(SlideLink),
}

impl From<Move> for Step {
    fn from(pair: Move) -> Step {
        Step::Pair(pair)
    }
}

impl Step {
    /// The two tiles as the player picks them: for a slide, the sliding tile first.
    pub fn tiles(&self) -> (Pos, Pos) {
        match *self {
            Step::Pair(m) => m,
            Step::Slide(s) => (s.mover, s.partner),
        }
    }

    /// Plays the step on `grid`: the slide's pushes, then the removal and settling of
    /// [`play_move`]. Returns every tile that moved and stayed, from where it was before the
    /// step to where it rests. Panics if the step is not possible; legality is the caller's
    /// business ([`Step::is_legal`]).
    pub fn play(&self, grid: &mut Grid, rules: &Rules) -> Vec<Slide> {
        match *self {
            Step::Pair(m) => play_move(grid, m, rules),
            Step::Slide(s) => play_slide(grid, &s, rules),
        }
    }

    /// Whether the step may be played on `grid` under `rules`.
    pub fn is_legal(&self, grid: &Grid, rules: &Rules) -> bool {
        let (a, b) = self.tiles();
        let matching = match (grid.kind(a), grid.kind(b)) {
            (Some(ka), Some(kb)) => rules.matches(ka, kb),
            _ => false,
        };
        if !matching || a == b || !grid.pickable(a) || !grid.pickable(b) {
            return false;
        }
        let links = link_segments(grid, a, b, rules).is_some();
        match self {
            Step::Pair(_) => links,
            Step::Slide(s) => rules.tiles_slide && !links && slide_links(grid, a, b).contains(s),
        }
    }
}

/// Every step of `grid` under `rules`: the removable pairs ([`all_moves`]), then, when tiles
/// slide, every slide of a matching pair that does not link, in a fixed order.
pub fn all_steps(grid: &Grid, rules: &Rules) -> Vec<Step> {
    let moves = all_moves(grid, rules);
    let mut steps: Vec<Step> = moves.iter().map(|&m| Step::Pair(m)).collect();
    if rules.tiles_slide {
        steps.extend(all_slides(grid, rules, &moves).into_iter().map(Step::Slide));
    }
    steps
}

/// Whether any step is left: a pair that links, or, when tiles slide, a slide.
pub fn has_step(grid: &Grid, rules: &Rules) -> bool {
    has_move(grid, rules) || (rules.tiles_slide && !all_slides(grid, rules, &[]).is_empty())
}

/// The slides of every matching pair, in both orders, whose tiles do not link (`moves` is
/// [`all_moves`] of the same board).
fn all_slides(grid: &Grid, rules: &Rules, moves: &[Move]) -> Vec<SlideLink> {
    let classed = rules.groups.classify(grid);
    let tiles: Vec<(Pos, u16)> = classed.tiles().filter(|&(p, _)| grid.pickable(p)).collect();
    let mut out = Vec::new();
    for &(a, ka) in &tiles {
        for &(b, kb) in &tiles {
            if a == b || ka != kb || moves.binary_search(&super::moves::ordered(a, b)).is_ok() {
                continue;
            }
            out.extend(slide_links(grid, a, b));
        }
    }
    out.sort_unstable();
    out
}

/// The slides that let `mover` link `partner` by a straight line, whatever their kinds: along
/// its row first, then along its column (none when the two share a row or a column).
pub fn slide_links(grid: &Grid, mover: Pos, partner: Pos) -> Vec<SlideLink> {
    if mover.x == partner.x || mover.y == partner.y {
        return Vec::new();
    }
    [Pos::new(partner.x, mover.y), Pos::new(mover.x, partner.y)]
        .into_iter()
        .filter(|&corner| {
            pushes(grid, mover, corner).is_some() && clear_between(grid, corner, partner)
        })
        .map(|corner| SlideLink {
            mover,
            partner,
            corner,
        })
        .collect()
}

/// The slides a player may choose from after picking `mover` then `partner` under `rules`:
/// none when the pair links the ordinary way, does not match, or tiles do not slide.
pub fn slides_for_pick(grid: &Grid, mover: Pos, partner: Pos, rules: &Rules) -> Vec<SlideLink> {
    let step = |corner| {
        Step::Slide(SlideLink {
            mover,
            partner,
            corner,
        })
    };
    slide_links(grid, mover, partner)
        .into_iter()
        .filter(|s| step(s.corner).is_legal(grid, rules))
        .collect()
}

/// Whether every cell strictly between `a` and `b` (in one row or column) is free.
fn clear_between(grid: &Grid, a: Pos, b: Pos) -> bool {
    let (dx, dy) = ((b.x - a.x).signum(), (b.y - a.y).signum());
    let mut p = Pos::new(a.x + dx, a.y + dy);
    while p != b {
        if grid.get(p) != Cell::Empty {
            return false;
        }
        p = Pos::new(p.x + dx, p.y + dy);
    }
    true
}

/// The pushes that bring `mover` to `corner` along its row or column, the mover first: the
/// unbroken run of tiles in front of it (at least one) moves as far as it does, into free
/// cells on the board. `None` when that is not possible.
fn pushes(grid: &Grid, mover: Pos, corner: Pos) -> Option<Vec<Slide>> {
    if (mover.x != corner.x) == (mover.y != corner.y) || grid.kind(mover).is_none() {
        return None;
    }
    let (dx, dy) = ((corner.x - mover.x).signum(), (corner.y - mover.y).signum());
    let distance = (corner.x - mover.x).abs() + (corner.y - mover.y).abs();
    let at = |i: i32| Pos::new(mover.x + dx * i, mover.y + dy * i);
    let mut run = 1;
    while grid.kind(at(run)).is_some() {
        run += 1;
    }
    // The run stops at a free cell with room for the whole distance; a block, the board's
    // edge, or a tile-free first cell (an ordinary link) stops the slide.
    let free = |p: Pos| grid.contains(p) && grid.get(p) == Cell::Empty;
    if run == 1 || !(0..distance).all(|i| free(at(run + i))) {
        return None;
    }
    Some(
        (0..run)
            .map(|i| Slide {
                from: at(i),
                to: at(i + distance),
            })
            .collect(),
    )
}

/// Makes a slide's pushes on `grid` (the pair stays): the mover ends on the corner. Returns
/// the pushes, the mover first. Panics if the slide is not possible.
pub fn push_tiles(grid: &mut Grid, slide: &SlideLink) -> Vec<Slide> {
    let pushes = slide.pushes(grid).expect("the slide is possible");
    let kinds: Vec<Cell> = pushes.iter().map(|s| grid.get(s.from)).collect();
    for s in &pushes {
        grid.set(s.from, Cell::Empty);
    }
    for (s, cell) in pushes.iter().zip(kinds) {
        grid.set(s.to, cell);
    }
    pushes
}

/// The picks that play `step` in the game: its two tiles, mover first, and when the pair has
/// two slides, a tile the chosen one pushes (the first in front of the mover).
pub fn picks_for(grid: &Grid, step: &Step, rules: &Rules) -> Vec<Pos> {
    let (a, b) = step.tiles();
    let mut picks = vec![a, b];
    if let Step::Slide(slide) = step
        && slides_for_pick(grid, a, b, rules).len() > 1
        && let Some(pushes) = slide.pushes(grid)
    {
        picks.push(pushes[1].from);
    }
    picks
}

/// Plays a slide: the pushes, then the pair (the mover now on the corner) leaves and the rest
/// settle under the rules' gravity. Returns the tiles that moved and stayed, each from its cell
/// before the slide to where it rests.
fn play_slide(grid: &mut Grid, slide: &SlideLink, rules: &Rules) -> Vec<Slide> {
    let pushes = push_tiles(grid, slide);
    let settled = play_move(grid, (slide.corner, slide.partner), rules);
    // Chain each pushed tile's journey through its settling; the mover has left the board.
    let mut journeys: Vec<Slide> = pushes[1..].to_vec();
    for s in settled {
        match journeys.iter_mut().find(|j| j.to == s.from) {
            Some(j) => j.to = s.to,
            None => journeys.push(s),
        }
    }
    journeys.retain(|j| j.from != j.to);
    journeys
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::TurnLimit;

    fn g(text: &str) -> Grid {
        Grid::from_text(text).unwrap()
    }

    fn sliding() -> Rules {
        Rules {
            max_turns: TurnLimit::AtMost(1),
            outer_ring: false,
            tiles_slide: true,
            ..Rules::default()
        }
    }

    #[test]
    fn a_tile_pushes_the_run_in_front_of_it_to_stand_in_line() {
        // `a` at (0,1) cannot reach the `a` at (3,0) in one turn; pushing `bc` right by three
        // brings it under it.
        let grid = g("d..a..\nabc...");
        let rules = sliding();
        assert!(link_segments(&grid, Pos::new(0, 1), Pos::new(3, 0), &rules).is_none());
        let slides = slides_for_pick(&grid, Pos::new(0, 1), Pos::new(3, 0), &rules);
        assert_eq!(
            slides,
            vec![SlideLink {
                mover: Pos::new(0, 1),
                partner: Pos::new(3, 0),
                corner: Pos::new(3, 1),
            }]
        );
        let mut after = grid.clone();
        let moved = Step::Slide(slides[0]).play(&mut after, &rules);
        assert_eq!(after.to_text(), g("d.....\n....bc").to_text());
        assert_eq!(
            moved,
            vec![
                Slide {
                    from: Pos::new(1, 1),
                    to: Pos::new(4, 1)
                },
                Slide {
                    from: Pos::new(2, 1),
                    to: Pos::new(5, 1)
                },
            ]
        );
        assert_eq!(slides[0].path().points.len(), 3);
    }

    #[test]
    fn no_slide_without_room_past_a_block_or_with_nothing_to_push() {
        let rules = sliding();
        // Two free cells past `bc`, three needed.
        assert!(
            slides_for_pick(&g("d..a.\nabc.."), Pos::new(0, 1), Pos::new(3, 0), &rules).is_empty()
        );
        // A block stops the run.
        assert!(
            slides_for_pick(&g("d..a..\nab#..."), Pos::new(0, 1), Pos::new(3, 0), &rules)
                .is_empty()
        );
        // Nothing in front to push: an ordinary link's business.
        assert!(slide_links(&g("d..a..\na.b..."), Pos::new(0, 1), Pos::new(3, 0)).is_empty());
        // The partner's line must be free.
        assert!(
            slides_for_pick(
                &g("e..a..\n...d..\nabc..."),
                Pos::new(0, 2),
                Pos::new(3, 0),
                &rules
            )
            .is_empty()
        );
        // Not when tiles do not slide.
        let still = Rules {
            tiles_slide: false,
            ..rules
        };
        assert!(
            slides_for_pick(&g("d..a..\nabc..."), Pos::new(0, 1), Pos::new(3, 0), &still)
                .is_empty()
        );
    }

    #[test]
    fn two_slides_when_both_axes_have_room() {
        // The mover at (1,1) can push `b` right under the partner, or `c` down beside it.
        let grid = g(".....\n.ab..\n.c...\n.d.a.\n.....\n.....");
        let rules = sliding();
        let slides = slides_for_pick(&grid, Pos::new(1, 1), Pos::new(3, 3), &rules);
        assert_eq!(slides.len(), 2, "{slides:?}");
        assert_eq!(slides[0].corner, Pos::new(3, 1));
        assert_eq!(slides[1].corner, Pos::new(1, 3));
        // The second pushes `c` and `d` down: `d` needs room below it.
        let mut after = grid.clone();
        Step::Slide(slides[1]).play(&mut after, &rules);
        assert_eq!(after.kind(Pos::new(1, 5)), grid.kind(Pos::new(1, 3)));
    }

    #[test]
    fn steps_add_slides_only_for_pairs_that_do_not_link() {
        let rules = sliding();
        let grid = g("d..a..\nabc...\nb....c");
        let steps = all_steps(&grid, &rules);
        assert!(steps.iter().all(|s| s.is_legal(&grid, &rules)), "{steps:?}");
        assert!(steps.iter().any(|s| matches!(s, Step::Slide(_))));
        for s in &steps {
            if let Step::Slide(l) = s {
                assert!(link_segments(&grid, l.mover, l.partner, &rules).is_none());
            }
        }
        let plain = Rules {
            tiles_slide: false,
            ..rules
        };
        assert!(
            all_steps(&grid, &plain)
                .iter()
                .all(|s| matches!(s, Step::Pair(_)))
        );
    }
}
