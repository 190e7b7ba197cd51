//! Special tiles as level files carry them: every shipped level with special tiles or a goal is
//! proven and cleared by its own proof, and a mod's tile is marked in a level file by its mark.

use crate::engine::modded_specials::{ModdedSpecial, SpecialRule, by_mark, register};
use crate::engine::specials::Special;
use crate::engine::{Pos, all_moves, play_move};

/// Frozen until two tiles beside it are gone; marked `8` (as in the engine's own tests).
static TWO_BESIDE: SpecialRule = SpecialRule {
    id: "two_beside",
    mark: '8',
    pickable: |around| around.removed_beside() >= 2,
    face_shown: |_| true,
};

/// Face down until a third of the board is gone; marked `7`.
static LATE_FACE: SpecialRule = SpecialRule {
    id: "late_face",
    mark: '7',
    pickable: |_| true,
    face_shown: |around| around.removed_in_all() * 3 >= 24,
};

fn registered() {
    register(&TWO_BESIDE).unwrap();
    register(&LATE_FACE).unwrap();
}

fn p(x: i32, y: i32) -> Pos {
    Pos::new(x, y)
}

#[test]
fn level_files_mark_a_mods_tile_and_an_unknown_mark_is_a_problem_at_its_cell() {
    registered();
    let text = "(name: \"M\", layout: [\"xxxx\", \"xxxx\"], kinds: 2,\n \
                specials: [\".8..\", \"...7\"])";
    let level = crate::formats::Level::from_ron(text, "test.ron").unwrap();
    let specials = level.specials.as_ref().unwrap();
    assert_eq!(
        specials.get(p(1, 0)),
        Some(Special::Modded(ModdedSpecial(&TWO_BESIDE)))
    );
    assert_eq!(specials.get(p(3, 1)).map(Special::name), Some("late_face"));
    let written = level.to_ron();
    assert!(written.contains("\".8..\""), "{written}");
    assert_eq!(
        crate::formats::Level::from_ron(&written, "test.ron").unwrap(),
        level
    );
    // No mod brings the mark 9.
    assert!(by_mark('9').is_none());
    let error = crate::formats::Level::from_ron(
        "(name: \"M\", layout: [\"xxxx\"],\n specials: [\"..9.\"])",
        "test.ron",
    )
    .unwrap_err();
    let said = error.problems[0]
        .message
        .text(crate::i18n::Language::English);
    assert_eq!(error.problems[0].line, Some(2), "{said}");
    assert!(
        said.contains("row 1 column 3") && said.contains("'9'") && said.contains("a mod's"),
        "{said}"
    );
}

#[test]
fn every_shipped_level_with_special_tiles_or_a_goal_is_proven_and_cleared_by_its_own_proof() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/special-tiles");
    let pack = crate::formats::pack::PackDir::read(&dir, None).unwrap();
    assert!(pack.files.len() >= 16, "{:?}", pack.files);
    assert!(pack.problems.is_empty(), "{:?}", pack.problems);
    for path in pack.paths() {
        let level = crate::formats::level::Level::load(&path).unwrap();
        let has_goal = !level.goal.is_classic();
        let slides = level.rules.tiles_slide;
        assert!(
            level.specials.is_some() || has_goal || slides,
            "{}",
            path.display()
        );
        for seed in 0..4 {
            let (grid, proof) = level.deal_with_proof(seed).unwrap();
            let proof = proof.expect("a proof for every deal");
            assert_eq!(grid.specials().is_some(), level.specials.is_some());
            if level.goal.within_links.is_some() {
                goal_line_holds(&level, &grid);
            }
            // The proof is played move by move, each pair pickable and linked when played.
            let mut g = grid.clone();
            for &(a, b) in &proof {
                let m = if (a.y, a.x) <= (b.y, b.x) {
                    (a, b)
                } else {
                    (b, a)
                };
                assert!(
                    all_moves(&g, &level.rules).contains(&m),
                    "{}",
                    path.display()
                );
                play_move(&mut g, (a, b), &level.rules);
            }
            assert!(g.is_cleared(), "{} seed {seed}", path.display());
        }
    }
}

/// The line of play that proves a limited goal is played move by move, each one a move then,
/// and meets the goal within its links.
fn goal_line_holds(level: &crate::formats::level::Level, dealt: &crate::engine::Grid) {
    use crate::engine::goals::{Reach, reach};
    let Reach::Line(line) = reach(dealt, dealt, &level.rules, &level.goal, 100_000) else {
        panic!("{}: the deal was proven to reach its goal", level.name);
    };
    let mut g = dealt.clone();
    for &m in &line {
        assert!(all_moves(&g, &level.rules).contains(&m), "{m:?}");
        play_move(&mut g, m, &level.rules);
    }
    let progress = level.goal.progress(dealt, &g);
    assert!(progress.met(), "{}: {progress:?}", level.name);
    assert!(progress.links <= level.goal.within_links.unwrap_or(u32::MAX));
}
