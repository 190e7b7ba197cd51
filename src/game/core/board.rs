//! The board resource: the rule engine's grid plus which entity shows each tile. The grid is
//! the single source of truth and only [`Board`]'s own methods change it, each keeping the
//! tile entities in step (their cell and kind components, spawning and retiring them), so grid
//! and entities cannot disagree.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use bevy::prelude::*;

use crate::engine::{self, Cell, DealError, Grid, Kind, Pos, Rules, Slide, SlideLink};
use crate::formats::level::Level;

/// A tile's cell on the board.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GridPos(pub Pos);

/// A tile's kind (its face).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TileKind(pub Kind);

/// A tile's identity: the same through slides, shuffles, undo and redo, so a restored board
/// reuses the entity still showing that tile.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TileId(pub u32);

/// A tile that has left play (linked, bombed, undone). It is despawned at the end of the frame
/// unless the view keeps it a while with [`Lingering`] for its exit animation.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct OutOfPlay;

/// Set by the view on a tile out of play that it is still animating; once the view takes it
/// off, the tile is despawned with the others out of play.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Lingering;

/// A tile that changed cells (gravity, undo): the entity, and the cells it went from and to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MovedTile {
    /// The tile.
    pub entity: Entity,
    /// Its cell before.
    pub from: Pos,
    /// Its cell now.
    pub to: Pos,
}

/// What one change of the board did to the tile entities, for the view and the selection.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardChange {
    /// Tiles that left play.
    pub removed: Vec<Entity>,
    /// Tiles that moved to another cell.
    pub moved: Vec<MovedTile>,
    /// Tiles that came back into play (undo, redo).
    pub returned: Vec<Entity>,
}

/// Everything that makes a board position: kinds where they lie and which tile is where.
/// Restoring it (undo, redo) brings back exactly the same tiles in the same cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardState {
    grid: Grid,
    ids: Vec<u32>,
}

impl BoardState {
    /// Kinds and cells of the position.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }
}

const NO_TILE: u32 = u32::MAX;

/// The live board: the engine's grid and which entity shows each tile.
#[derive(Resource, Debug)]
pub struct Board {
    grid: Grid,
    /// The board as dealt: what a goal's progress is counted from.
    dealt: Arc<Grid>,
    rules: Rules,
    entities: Vec<Option<Entity>>,
    ids: Vec<u32>,
    generation: u64,
    seed: u64,
    redeals: u32,
    /// Questions about this board still being worked out off the main thread.
    work: Arc<AtomicUsize>,
    /// Questions about this board asked and not yet answered (or dropped).
    open_questions: Arc<AtomicUsize>,
}

/// One question about a board being worked on; see [`Board::start_work`].
#[derive(Debug)]
pub struct WorkGuard(Arc<AtomicUsize>);

impl Drop for WorkGuard {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

/// The components a tile entity is spawned with.
fn tile_bundle(p: Pos, k: Kind, id: TileId) -> impl Bundle {
    (Name::new(format!("tile {p}")), GridPos(p), TileKind(k), id)
}

impl Board {
    /// Spawns one entity per tile of `grid`, the board dealt with `seed`, and returns the
    /// board indexing them.
    pub fn spawn(commands: &mut Commands, grid: &Grid, rules: Rules, seed: u64) -> Board {
        // Generations are unique across boards, so a check made for an old board never
        // passes for a new one.
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = grid.width() * grid.height();
        let mut board = Board {
            grid: grid.clone(),
            dealt: Arc::new(grid.clone()),
            rules,
            entities: vec![None; n],
            ids: vec![NO_TILE; n],
            generation: NEXT.fetch_add(1 << 32, std::sync::atomic::Ordering::Relaxed),
            seed,
            redeals: 0,
            work: Arc::default(),
            open_questions: Arc::default(),
        };
        let tiles: Vec<(Pos, Kind)> = board.grid.tiles().collect();
        for (p, k) in tiles {
            let i = board.index(p).expect("dealt cells are on the board");
            board.ids[i] = i as u32;
            board.entities[i] = Some(commands.spawn(tile_bundle(p, k, TileId(i as u32))).id());
        }
        board
    }

    /// Whether work on a question about this board (a solver run, a re-deal) is still going
    /// on in the background, answered or not: a replay waits for it, as a player's frames
    /// waited for it while the recorded game was played.
    pub fn is_thinking(&self) -> bool {
        self.work.load(Ordering::Acquire) > 0
    }

    /// Whether a question about this board has been asked and its answer not yet taken (or
    /// dropped): a replay runs frames until it is.
    pub fn has_open_questions(&self) -> bool {
        self.open_questions.load(Ordering::Acquire) > 0
    }

    /// Counts one question about this board: the first guard until its work is done (or
    /// dropped unstarted), the second until the question itself is dropped.
    pub fn start_work(&self) -> (WorkGuard, WorkGuard) {
        self.work.fetch_add(1, Ordering::AcqRel);
        self.open_questions.fetch_add(1, Ordering::AcqRel);
        (
            WorkGuard(self.work.clone()),
            WorkGuard(self.open_questions.clone()),
        )
    }

    /// Tiles still in play. Tiles being removed are already gone from here.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The board as it was dealt (a re-deal keeps every kind's count and every special's
    /// cell, so goals count from it still).
    pub fn dealt(&self) -> &Grid {
        &self.dealt
    }

    /// Link rules of the level.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Bumped on every change, so slow checks can tell whether their answer is stale.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// The seed this board was dealt with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Re-deals and shuffles made on this board so far (undo does not take them back).
    pub fn redeals(&self) -> u32 {
        self.redeals
    }

    /// Which deal this board is: the same through moves and re-deals, new for every deal.
    pub fn deal_id(&self) -> u64 {
        self.generation >> 32
    }

    fn index(&self, p: Pos) -> Option<usize> {
        self.grid
            .contains(p)
            .then(|| p.y as usize * self.grid.width() + p.x as usize)
    }

    /// The entity of the tile at `p`, if a tile is in play there.
    pub fn entity_at(&self, p: Pos) -> Option<Entity> {
        self.index(p).and_then(|i| self.entities[i])
    }

    /// The identity of the tile at `p`.
    pub fn id_at(&self, p: Pos) -> Option<TileId> {
        self.index(p)
            .map(|i| self.ids[i])
            .filter(|&id| id != NO_TILE)
            .map(TileId)
    }

    /// Pairs still in play.
    pub fn pairs_left(&self) -> usize {
        self.grid.tile_count() / 2
    }

    /// The position as it is now, to restore later.
    pub fn state(&self) -> BoardState {
        BoardState {
            grid: self.grid.clone(),
            ids: self.ids.clone(),
        }
    }

    /// Applies a move by the engine's removal rule ([`engine::remove_and_settle`]): the tiles
    /// in `cells` leave play (whole pairs of a kind), then the rest settle under the level's
    /// gravity, at once. Removed tiles are marked `OutOfPlay`, tiles that slid get their new
    /// `GridPos`.
    pub fn apply_move(&mut self, cells: &[Pos], commands: &mut Commands) -> BoardChange {
        self.generation += 1;
        let slides = engine::remove_and_settle(&mut self.grid, cells, &self.rules);
        let mut change = BoardChange::default();
        for &p in cells {
            let Some(i) = self.index(p) else { continue };
            self.ids[i] = NO_TILE;
            if let Some(e) = self.entities[i].take() {
                commands.entity(e).insert(OutOfPlay);
                change.removed.push(e);
            }
        }
        change.moved = self.follow_slides(&slides, commands);
        change
    }

    /// Applies a slide under the sliding rule: the mover and the tiles in front of it are
    /// pushed ([`engine::slide_links::push_tiles`]), then the pair leaves by
    /// [`Board::apply_move`]. The change lists the pushes first, then any settling.
    pub fn apply_slide(&mut self, slide: &SlideLink, commands: &mut Commands) -> BoardChange {
        let pushes = engine::slide_links::push_tiles(&mut self.grid, slide);
        let pushed = self.follow_slides(&pushes, commands);
        let mut change = self.apply_move(&[slide.corner, slide.partner], commands);
        change.moved.splice(0..0, pushed);
        change
    }

    /// Moves the tile entities (and identities) the way `slides` moved the tiles on the grid.
    fn follow_slides(&mut self, slides: &[Slide], commands: &mut Commands) -> Vec<MovedTile> {
        // Lift every sliding tile first, then drop them in place: slides may chain through
        // each other's cells.
        let lifted: Vec<(Option<Entity>, u32)> = slides
            .iter()
            .map(|s| {
                let i = self.index(s.from).expect("slides stay on the board");
                (
                    self.entities[i].take(),
                    std::mem::replace(&mut self.ids[i], NO_TILE),
                )
            })
            .collect();
        let mut moved = Vec::new();
        for ((entity, id), slide) in lifted.into_iter().zip(slides) {
            let i = self.index(slide.to).expect("slides stay on the board");
            self.entities[i] = entity;
            self.ids[i] = id;
            if let Some(entity) = entity {
                commands.entity(entity).insert(GridPos(slide.to));
                moved.push(MovedTile {
                    entity,
                    from: slide.from,
                    to: slide.to,
                });
            }
        }
        moved
    }

    /// The work of this board's next re-deal under `level` (a dead end, a shuffle): the tiles
    /// in play re-dealt where they lie (see [`Level::redeal`]), so the same seed and moves
    /// re-deal the same way. It needs the exact solver, so it is done in the background
    /// (`BoardQuestion::ask(board, board.next_redeal(level))`) and the answer applied with
    /// [`Board::apply_redeal`] while the board is unchanged.
    pub fn next_redeal(
        &self,
        level: &Level,
    ) -> impl FnOnce(&Grid, &Rules) -> Result<Grid, DealError> + Send + 'static {
        let (level, seed, redeals) = (level.clone(), self.seed, self.redeals);
        move |grid, _| level.redeal(grid, seed, redeals)
    }

    /// Takes the re-deal [`Board::next_redeal`] worked out for this position. Entities stay;
    /// their `TileKind` follows. Returns the tiles re-dealt.
    pub fn apply_redeal(&mut self, dealt: Grid, kinds: &mut Query<&mut TileKind>) -> usize {
        debug_assert!(
            self.grid
                .positions()
                .all(|p| matches!(self.grid.get(p), Cell::Tile(_))
                    == matches!(dealt.get(p), Cell::Tile(_))),
            "a re-deal keeps the tiles' cells"
        );
        self.generation += 1;
        self.redeals += 1;
        for (p, k) in dealt.tiles() {
            if let Some(e) = self.entity_at(p)
                && let Ok(mut kind) = kinds.get_mut(e)
            {
                kind.0 = k;
            }
        }
        self.grid = dealt;
        self.grid.tile_count()
    }

    /// Brings the board back to `target` (undo, redo) on the same board (size and rules):
    /// tiles still in play (`live`, with their identity and cell) move to their cells and take
    /// their kinds back, tiles that had gone are spawned again, tiles that were not there leave
    /// play.
    pub fn restore(
        &mut self,
        target: &BoardState,
        live: impl IntoIterator<Item = (Entity, TileId, Pos)>,
        commands: &mut Commands,
    ) -> BoardChange {
        let mut on_screen: std::collections::HashMap<u32, (Entity, Pos)> = live
            .into_iter()
            .map(|(e, id, pos)| (id.0, (e, pos)))
            .collect();
        self.generation += 1;
        self.grid = target.grid.clone();
        self.ids = target.ids.clone();
        self.entities.fill(None);
        let mut change = BoardChange::default();
        let tiles: Vec<(Pos, Kind)> = self.grid.tiles().collect();
        for (p, k) in tiles {
            let i = self.index(p).expect("restored cells are on the board");
            let id = self.ids[i];
            let e = match on_screen.remove(&id) {
                Some((e, was)) => {
                    commands.entity(e).insert((GridPos(p), TileKind(k)));
                    if was != p {
                        change.moved.push(MovedTile {
                            entity: e,
                            from: was,
                            to: p,
                        });
                    }
                    e
                }
                None => {
                    let e = commands.spawn(tile_bundle(p, k, TileId(id))).id();
                    change.returned.push(e);
                    e
                }
            };
            self.entities[i] = Some(e);
        }
        for (e, _) in on_screen.into_values() {
            commands.entity(e).insert(OutOfPlay);
            change.removed.push(e);
        }
        change
    }

    /// Checks that grid and entities agree: every tile cell has an entity at that position with
    /// that kind, and every listed entity is a live tile. Returns what disagrees.
    pub fn check_sync<'a>(
        &self,
        tiles: impl IntoIterator<Item = (Entity, &'a GridPos, &'a TileKind)>,
    ) -> Result<(), String> {
        let mut live = 0;
        for (e, pos, kind) in tiles {
            live += 1;
            if self.entity_at(pos.0) != Some(e) {
                return Err(format!("tile entity {e} at {} is not indexed there", pos.0));
            }
            if self.grid.kind(pos.0) != Some(kind.0) {
                return Err(format!(
                    "tile {e} at {} has kind {} but the grid says {:?}",
                    pos.0,
                    kind.0,
                    self.grid.get(pos.0)
                ));
            }
        }
        let indexed = self.entities.iter().flatten().count();
        let cells = self.grid.tile_count();
        if live != cells || indexed != cells {
            return Err(format!(
                "{cells} tiles on the grid, {indexed} indexed, {live} live entities"
            ));
        }
        Ok(())
    }
}

/// Run condition: the board is another deal (or gone) since the system it guards last
/// looked. For what starts afresh with each deal: the clock, the score, power-up uses.
pub fn dealt_anew(board: Option<Res<Board>>, mut seen: Local<Option<Option<u64>>>) -> bool {
    let deal = board.map(|b| b.deal_id());
    let new = *seen != Some(deal);
    *seen = Some(deal);
    new
}

/// Takes the board down: despawns every tile entity (in play or on its way out) and removes
/// the [`Board`]. Queued by whatever clears the board away: a new deal before it spawns its
/// own, the editor.
#[derive(Clone, Copy, Debug, Default)]
pub struct TakeDownBoard;

impl Command for TakeDownBoard {
    type Out = ();

    fn apply(self, world: &mut World) {
        let tiles: Vec<Entity> = world
            .query_filtered::<Entity, With<GridPos>>()
            .iter(world)
            .collect();
        for e in tiles {
            world.despawn(e);
        }
        world.remove_resource::<Board>();
    }
}

/// Tiles that left play and that no animation keeps are despawned.
fn despawn_out_of_play(
    mut commands: Commands,
    gone: Query<Entity, (With<OutOfPlay>, Without<Lingering>)>,
) {
    for e in &gone {
        commands.entity(e).despawn();
    }
}

/// Debug builds check after every frame that grid and entities agree.
fn assert_in_sync(
    board: Option<Res<Board>>,
    tiles: Query<(Entity, &GridPos, &TileKind), Without<OutOfPlay>>,
) {
    if let Some(board) = board
        && let Err(e) = board.check_sync(tiles)
    {
        panic!("board and tile entities out of step: {e}");
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Last, despawn_out_of_play);
    if cfg!(debug_assertions) {
        app.add_systems(Last, assert_in_sync.after(despawn_out_of_play));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Gravity;

    #[test]
    fn a_move_on_the_board_follows_the_engine_rule() {
        let grid = Grid::from_text("cab\nabc\nddx\nxee").unwrap();
        let rules = Rules {
            gravity: Gravity::Down,
            ..Rules::default()
        };
        let mut world = World::new();
        let mut board = Board::spawn(&mut world.commands(), &grid, rules, 1);
        let pair = (Pos::new(0, 2), Pos::new(1, 2));
        let change = board.apply_move(&[pair.0, pair.1], &mut world.commands());
        world.flush();
        let mut expected = grid.clone();
        let slides = engine::play_move(&mut expected, pair, &rules);
        assert_eq!(board.grid(), &expected);
        assert_eq!(change.removed.len(), 2);
        assert_eq!(change.moved.len(), slides.len());
        let mut tiles = world.query::<(Entity, &GridPos, &TileKind)>();
        let live = tiles
            .iter(&world)
            .filter(|(e, ..)| !change.removed.contains(e));
        assert_eq!(board.check_sync(live), Ok(()));
    }

    #[test]
    fn taking_the_board_down_despawns_every_tile_and_the_board() {
        let grid = Grid::from_text("aa\nbb").unwrap();
        let mut world = World::new();
        let mut board = Board::spawn(&mut world.commands(), &grid, Rules::default(), 1);
        let change = board.apply_move(&[Pos::new(0, 0), Pos::new(1, 0)], &mut world.commands());
        world.flush();
        // A tile on its way out that the view still keeps goes too.
        world.entity_mut(change.removed[0]).insert(Lingering);
        world.insert_resource(board);
        world.commands().queue(TakeDownBoard);
        world.flush();
        assert_eq!(world.query::<&GridPos>().iter(&world).count(), 0);
        assert!(!world.contains_resource::<Board>());
    }
}
