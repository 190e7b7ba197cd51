//! How hard a level plays, measured over seeded deals (`lianliankan check --difficulty N`):
//! the moves open at the start, the mean length of the links in the solver's clearing order,
//! how often a player who picks any open pair at random clears the board without a shuffle,
//! and how many positions the exact solver expands to prove the deal clearable. Plain Rust
//! over the engine; the same deals as the game's (through [`Level::deal`]).

use crate::level::{GOAL_NODE_LIMIT, Level};
use lianliankan_engine::deal::DealError;
use lianliankan_engine::goals::{Reach, reach};
use lianliankan_engine::solver::{Verdict, solve_counted};
use lianliankan_engine::{GameRng, Step, all_steps, find_path};

/// A level's figures, each a mean over the deals measured.
#[derive(Clone, Debug, PartialEq)]
pub struct Figures {
    /// Deals measured (seeds 0 to `deals - 1`).
    pub deals: u32,
    /// Pairs that can be linked on the fresh board.
    pub open_moves: f64,
    /// Cells a link crosses, start to end, along the solver's clearing order.
    pub mean_link: f64,
    /// The share of deals (0 to 1) that a random player clears without a shuffle.
    pub random_clears: f64,
    /// Positions the exact solver expands to prove the deal clearable (at most
    /// [`MEASURE_NODE_LIMIT`] a deal).
    pub solver_nodes: f64,
    /// For a goal within a number of links: the links of the line the dealer's search finds to
    /// meet it, over the deals where it finds one.
    pub goal_links: Option<f64>,
}

/// Positions the solver may expand on one deal while measuring. Most deals of the shipped
/// levels need under 200; a deal that needs more counts as this many. On a few deals of the
/// large walled levels each position costs milliseconds, and the default bound made one
/// `check --report` of the pack take minutes.
pub const MEASURE_NODE_LIMIT: u64 = 2_000;

/// Measures `level` over `deals` seeded deals (at least one).
pub fn measure(level: &Level, deals: u32) -> Result<Figures, DealError> {
    let deals = deals.max(1);
    let rules = level.rules;
    let (mut open, mut link, mut clears, mut nodes) = (0.0, 0.0, 0.0, 0.0);
    let mut goal_lines: Vec<usize> = Vec::new();
    for seed in 0..u64::from(deals) {
        let (grid, dealers_proof) = level.deal_with_proof(seed)?;
        if level.goal.within_links.is_some()
            && let Reach::Line(line) = reach(&grid, &grid, &rules, &level.goal, GOAL_NODE_LIMIT)
        {
            goal_lines.push(line.len());
        }
        open += all_steps(&grid, &rules).len() as f64;
        let (verdict, expanded) = solve_counted(&grid, &rules, MEASURE_NODE_LIMIT);
        nodes += expanded as f64;
        // The solver's order, or the dealer's own where the solver gave up first.
        let order = match verdict {
            Verdict::Clearable(order) => Some(order),
            Verdict::Unclearable | Verdict::Unknown => {
                dealers_proof.map(|proof| proof.into_iter().map(Step::Pair).collect())
            }
        };
        if let Some(order) = order {
            // Each move names the cells as they are when it is played.
            let mut g = grid.clone();
            let mut steps = 0usize;
            for step in &order {
                let path = match step {
                    Step::Pair((a, b)) => find_path(&g, *a, *b, &rules),
                    Step::Slide(slide) => Some(slide.path()),
                };
                steps += path.map_or(0, |p| p.length as usize);
                step.play(&mut g, &rules);
            }
            link += steps as f64 / order.len().max(1) as f64;
        }
        let mut rng = GameRng::derive(seed, 0xD1FF);
        let mut g = grid;
        loop {
            if lianliankan_engine::deadline::passed() {
                return Err(DealError::Stopped);
            }
            let moves = all_steps(&g, &rules);
            if moves.is_empty() {
                break;
            }
            moves[rng.below(moves.len())].play(&mut g, &rules);
        }
        if g.is_cleared() {
            clears += 1.0;
        }
    }
    let n = f64::from(deals);
    Ok(Figures {
        deals,
        open_moves: open / n,
        mean_link: link / n,
        random_clears: clears / n,
        solver_nodes: nodes / n,
        goal_links: (!goal_lines.is_empty())
            .then(|| goal_lines.iter().sum::<usize>() as f64 / goal_lines.len() as f64),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(text: &str) -> Level {
        Level::from_ron(text, "test.ron").unwrap()
    }

    #[test]
    fn measuring_stops_when_the_deadline_has_passed() {
        let easy = level(r#"(name: "E", layout: ["xxxxxx"], fixed: ["aabbcc"])"#);
        let now = std::time::Instant::now();
        let stopped = lianliankan_engine::deadline::within(now, || measure(&easy, 3));
        assert_eq!(stopped, Err(DealError::Stopped));
        assert!(measure(&easy, 1).is_ok(), "without a deadline it measures");
    }

    #[test]
    fn neighbours_link_shorter_than_partners_far_apart() {
        // Three pairs side by side: every link is one step, and any order clears.
        let easy = level(r#"(name: "E", layout: ["xxxxxx"], fixed: ["aabbcc"])"#);
        let f = measure(&easy, 3).unwrap();
        assert_eq!(f.deals, 3);
        assert_eq!(f.mean_link, 1.0);
        assert_eq!(f.random_clears, 1.0);
        assert_eq!(f.open_moves, 3.0);
        assert_eq!(f.goal_links, None, "no goal, no goal figure");

        // Each partner two cells away, behind the other kind: fewer open moves, longer links.
        let far = level(
            r#"(name: "F", layout: ["xxxx"], fixed: ["abab"], rules: (max_turns: 2, outer_ring: true))"#,
        );
        let g = measure(&far, 2).unwrap();
        assert!(g.mean_link > f.mean_link, "{g:?}");
        assert!(g.open_moves < f.open_moves, "{g:?}");
    }

    #[test]
    fn a_limited_goal_is_measured_in_links_within_its_limit() {
        let path = crate::storage::shipped::source_checkout()
            .join("levels/special-tiles/17-thaw-in-time.ron");
        let thaw = Level::load(&path).unwrap();
        let f = measure(&thaw, 4).unwrap();
        let links = f
            .goal_links
            .expect("every deal has a line within the limit");
        let limit = thaw.goal.within_links.unwrap() as f64;
        assert!(links >= 1.0 && links <= limit, "{links} of {limit}");
    }

    #[test]
    fn the_same_level_measures_the_same_and_gravity_can_defeat_a_random_player() {
        // The shipped whirlpool: tiles slide towards the centre after every removal.
        let path = crate::storage::shipped::source_checkout().join("levels/31-whirlpool.ron");
        let whirlpool = Level::load(&path).unwrap();
        let f = measure(&whirlpool, 6).unwrap();
        assert_eq!(
            measure(&whirlpool, 6).unwrap(),
            f,
            "seeded: the same figures every time"
        );
        assert!(
            f.random_clears < 1.0,
            "some deal defeats random play: {f:?}"
        );
        assert!(
            f.solver_nodes >= 1.0 && f.open_moves >= 1.0 && f.mean_link > 1.0,
            "{f:?}"
        );
    }
}
