//! A mod's special tile in the engine: its rule decides when its tile may be picked, a refusal
//! names it, level files and text grids mark it with its mark, registration refuses what would
//! break the engine's promises, and the solver and the dealer stay exact with it.

use super::specials::{board, clearable_by_trying_everything, random_specials};
use crate::deal::deal_with_specials;
use crate::modded_specials::{Around, ModdedSpecial, SpecialRule, by_mark, register, shuts_again};
use crate::solver::{Budget, solve_within};
use crate::specials::{Special, Specials};
use crate::{
    GameRng, Grid, Pos, Refusal, Rules, Verdict, deal, play_move, replays_to_empty, try_link,
};

/// Frozen until two tiles beside it are gone; marked `8`.
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

fn registered() -> ModdedSpecial {
    register(&TWO_BESIDE).unwrap();
    register(&LATE_FACE).unwrap();
    ModdedSpecial(&TWO_BESIDE)
}

fn p(x: i32, y: i32) -> Pos {
    Pos::new(x, y)
}

#[test]
fn a_mods_tile_opens_when_its_rule_says_and_is_refused_by_name_until_then() {
    registered();
    // The 8 on the b in the middle: two tiles beside it (the a's above and the c to its
    // left) must go.
    let (mut grid, _) = board("aab.\ncbbc\n.a..", "....\n..8.\n....");
    let rules = Rules::default();
    let shut = Refusal::NotYet {
        at: p(2, 1),
        special: "two_beside",
    };
    assert!(!grid.pickable(p(2, 1)));
    assert_eq!(try_link(&grid, p(1, 1), p(2, 1), &rules), Err(shut));
    play_move(&mut grid, (p(0, 1), p(3, 1)), &rules);
    assert!(!grid.pickable(p(2, 1)), "one tile beside it is not enough");
    play_move(&mut grid, (p(1, 0), p(1, 2)), &rules);
    assert!(
        !grid.pickable(p(2, 1)),
        "a tile not beside it does not count"
    );
    play_move(&mut grid, (p(0, 0), p(2, 0)), &rules);
    assert!(grid.pickable(p(2, 1)), "the b above it went: two beside");
    assert!(try_link(&grid, p(1, 1), p(2, 1), &rules).is_ok());
}

#[test]
fn registering_refuses_what_would_break_the_engine_and_names_it() {
    registered();
    let rule = |id, mark, pickable: fn(&Around) -> bool| -> &'static SpecialRule {
        Box::leak(Box::new(SpecialRule {
            id,
            mark,
            pickable,
            face_shown: |_| true,
        }))
    };
    let refused = |r: &'static SpecialRule| register(r).unwrap_err();
    assert!(refused(rule("Bad Id", '5', |_| true)).contains("lowercase"));
    assert!(refused(rule("ice", '5', |_| true)).contains("the game has"));
    assert!(refused(rule("letter", 'x', |_| true)).contains("not a digit"));
    assert!(refused(rule("dot", '.', |_| true)).contains("not a digit"));
    let clash = refused(rule("other", '8', |_| true));
    assert!(
        clash.contains("\"other\"") && clash.contains("\"two_beside\""),
        "{clash}"
    );
    // Open at first, shut again after two tiles beside it go.
    let shuts = rule("shuts", '5', |a| a.removed_beside() < 2);
    assert!(shuts_again(shuts).is_some());
    assert!(refused(shuts).contains("no longer"), "{}", refused(shuts));
    assert!(by_mark('5').is_none(), "nothing refused is kept");
    // The same rule twice is no change.
    assert_eq!(register(&TWO_BESIDE), Ok(()));
    assert!(shuts_again(&TWO_BESIDE).is_none() && shuts_again(&LATE_FACE).is_none());
}

#[test]
fn the_solver_and_the_dealer_stay_exact_with_a_mods_tile() {
    let two_beside = Special::Modded(registered());
    let rules = Rules::default();
    let layout = Grid::from_text("xxxx\nx..x\nxxxx").unwrap();
    let (mut clearable, mut stuck, mut modded) = (0, 0, 0);
    for seed in 0..300 {
        let dealt = deal(&layout, 3, &rules, Default::default(), seed).unwrap();
        let mut rng = GameRng::new(seed ^ 0x0dd);
        let mut specials = random_specials(&dealt.grid, &mut rng, 3);
        for (at, _) in dealt.grid.tiles() {
            if rng.below(4) == 0 {
                specials.set(at, Some(two_beside));
                modded += 1;
            }
        }
        if specials.check(&dealt.grid, false).is_err() {
            continue;
        }
        let grid = dealt.grid.with_specials(specials);
        let sure = clearable_by_trying_everything(&grid, &rules);
        match solve_within(&grid, &rules, &Budget::nodes(1 << 20)).verdict {
            Verdict::Clearable(order) => {
                assert!(sure, "seed {seed}: cleared what cannot be cleared");
                assert!(replays_to_empty(&grid, &rules, &order), "seed {seed}");
                clearable += 1;
            }
            Verdict::Unclearable => {
                assert!(!sure, "seed {seed}: gave up a clearable board");
                stuck += 1;
            }
            Verdict::Unknown => panic!("seed {seed}: a board of 10 tiles is decided"),
        }
    }
    assert!(
        clearable > 50 && stuck > 50 && modded > 300,
        "{clearable} clearable, {stuck} stuck, {modded} of the mod's tiles"
    );
    // The dealer proves its deals under the mod's tiles.
    let layout = Grid::from_text("xxxxxx\nxxxxxx\nxxxxxx\nxxxxxx").unwrap();
    let specials = Specials::from_text(&layout, "......\n.8..8.\n..77..\n......").unwrap();
    for seed in 0..30 {
        let dealt = deal_with_specials(
            &layout,
            6,
            &rules,
            Default::default(),
            seed,
            Some(&specials),
        )
        .unwrap();
        assert!(
            replays_to_empty(&dealt.grid, &rules, &dealt.proof),
            "seed {seed}"
        );
    }
}
