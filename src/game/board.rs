//! The board resource (the rule engine's grid plus an index from cell to tile entity) and the
//! tile entities. The grid is the single source of truth; entities follow it.

use bevy::prelude::*;

use super::messages::NewBoard;
use crate::engine::{self, Cell, Grid, Kind, Pos, Rules};
use crate::level::Level;

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

/// A tile that moved to another cell (gravity, undo): its sprite glides from `from`.
#[derive(Component, Debug)]
pub struct Sliding {
    /// World position the glide starts from.
    pub from: Vec2,
    /// Runs for the glide's length.
    pub timer: Timer,
}

/// A tile put back on the board (undo, redo): it grows in.
#[derive(Component, Debug)]
pub struct Appearing(pub Timer);

/// How long a slide or an appearance takes.
pub const SLIDE: std::time::Duration = std::time::Duration::from_millis(260);

/// A tile that slid while settling: the entity, and the cells it went from and to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MovedTile {
    /// The tile.
    pub entity: Entity,
    /// Its cell before.
    pub from: Pos,
    /// Its cell now.
    pub to: Pos,
}

/// Everything that makes a board position: kinds where they lie and which tile is where.
/// Restoring it (undo, redo) brings back exactly the same tiles in the same cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardState {
    /// Kinds and cells.
    pub grid: Grid,
    ids: Vec<u32>,
}

const NO_TILE: u32 = u32::MAX;

/// World units per cell.
pub const CELL: f32 = 64.0;

/// What to deal: the level (layout, kinds, rules, or a fixed board) and the seed.
#[derive(Resource, Clone, Debug)]
pub struct LevelSpec {
    /// The level being played.
    pub level: Level,
    /// Seed of the current deal.
    pub seed: u64,
}

impl LevelSpec {
    /// A level dealt with `seed`.
    pub fn new(level: Level, seed: u64) -> Self {
        LevelSpec { level, seed }
    }

    /// A built-in layout with its suggested kind count.
    pub fn built_in(name: &str, seed: u64) -> Option<Self> {
        let (layout, kinds) = engine::deal::layouts::by_name(name)?;
        let mut level = Level::new(name, layout);
        level.kinds = kinds;
        Some(LevelSpec::new(level, seed))
    }

    /// Deals the board to play: the fixed board if the level has one, else a seeded deal.
    pub fn deal(&self) -> Result<Grid, engine::DealError> {
        let level = &self.level;
        if let Some(fixed) = &level.fixed {
            return Ok(fixed.clone());
        }
        engine::deal(
            &level.layout,
            level.kinds,
            &level.rules,
            level.difficulty,
            self.seed,
        )
        .map(|d| d.grid)
    }
}

impl Default for LevelSpec {
    fn default() -> Self {
        LevelSpec::built_in("classic 14x8", 1).expect("built in")
    }
}

/// Why the level on screen cannot be played (a broken level file, an impossible deal), for
/// the error banner. `None` while all is well.
#[derive(Resource, Debug, Default)]
pub struct LevelProblem(pub Option<String>);

/// The live board: the engine's grid and which entity shows each tile.
#[derive(Resource, Debug)]
pub struct Board {
    /// Tiles still in play. Tiles being removed are already gone from here.
    pub grid: Grid,
    /// Link rules of the level.
    pub rules: Rules,
    entities: Vec<Option<Entity>>,
    ids: Vec<u32>,
    /// Bumped on every change, so slow checks can tell whether their answer is stale.
    pub generation: u64,
}

impl Board {
    /// A board with no entities yet.
    pub fn new(grid: Grid, rules: Rules) -> Self {
        // Generations are unique across boards, so a check made for an old board never
        // passes for a new one.
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = grid.width() * grid.height();
        let ids = grid
            .cells()
            .iter()
            .enumerate()
            .map(|(i, c)| {
                if matches!(c, Cell::Tile(_)) {
                    i as u32
                } else {
                    NO_TILE
                }
            })
            .collect();
        Board {
            grid,
            rules,
            entities: vec![None; n],
            ids,
            generation: NEXT.fetch_add(1 << 32, std::sync::atomic::Ordering::Relaxed),
        }
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

    /// Takes the tiles in `cells` out of play (grid and index) and returns their entities.
    /// Nothing slides yet: [`Board::settle`] does that.
    pub fn remove_tiles(&mut self, cells: &[Pos]) -> Vec<Entity> {
        self.generation += 1;
        cells
            .iter()
            .filter_map(|&p| {
                self.grid.set(p, Cell::Empty);
                let i = self.index(p)?;
                self.ids[i] = NO_TILE;
                self.entities[i].take()
            })
            .collect()
    }

    /// Lets the tiles settle under the level's gravity; returns the tiles that slid.
    pub fn settle(&mut self) -> Vec<MovedTile> {
        let slides = self.rules.gravity.settle(&mut self.grid);
        if slides.is_empty() {
            return Vec::new();
        }
        self.generation += 1;
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
        let mut moved = Vec::with_capacity(lifted.len());
        for ((entity, id), slide) in lifted.into_iter().zip(&slides) {
            let i = self.index(slide.to).expect("slides stay on the board");
            self.entities[i] = entity;
            self.ids[i] = id;
            if let Some(entity) = entity {
                moved.push(MovedTile {
                    entity,
                    from: slide.from,
                    to: slide.to,
                });
            }
        }
        moved
    }

    /// The position as it is now, to restore later.
    pub fn state(&self) -> BoardState {
        BoardState {
            grid: self.grid.clone(),
            ids: self.ids.clone(),
        }
    }

    /// Pairs still in play.
    pub fn pairs_left(&self) -> usize {
        self.grid.tile_count() / 2
    }

    /// Checks that grid and entities agree: every tile cell has an entity at that position with
    /// that kind, and every listed entity is a live tile. Returns what disagrees.
    pub fn check_sync(
        &self,
        tiles: &Query<(Entity, &GridPos, &TileKind), Without<Vanishing>>,
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

/// A tile on its way out: removed from the grid, despawned when the timer ends.
#[derive(Component, Debug)]
pub struct Vanishing(pub Timer);

/// World position of a cell's centre (ring cells included) on a `w × h` board.
pub fn cell_center(p: Pos, w: usize, h: usize) -> Vec2 {
    Vec2::new(
        (p.x as f32 - (w as f32 - 1.0) / 2.0) * CELL,
        -(p.y as f32 - (h as f32 - 1.0) / 2.0) * CELL,
    )
}

/// The cell under a world position (may be off the board).
pub fn cell_at(world: Vec2, w: usize, h: usize) -> Pos {
    let x = world.x / CELL + (w as f32 - 1.0) / 2.0;
    let y = -world.y / CELL + (h as f32 - 1.0) / 2.0;
    Pos::new(x.round() as i32, y.round() as i32)
}

/// The clock of the board in play. It runs on game time, so pausing the game stops it; a
/// freeze holds it for a while.
#[derive(Resource, Debug, Default)]
pub struct DealClock {
    /// Seconds played on this board, frozen time not counted.
    pub seconds: f32,
    /// Seconds the clock stays frozen.
    pub frozen_for: f32,
    /// `Time::elapsed_secs` when the board was cleared.
    pub finished: Option<f32>,
}

impl DealClock {
    /// Advances the clock by `dt` seconds of play.
    pub fn tick(&mut self, dt: f32) {
        if self.finished.is_some() {
            return;
        }
        let frozen = self.frozen_for.min(dt);
        self.frozen_for -= frozen;
        self.seconds += dt - frozen;
    }
}

fn tick_clock(time: Res<Time>, board: Option<Res<Board>>, mut clock: ResMut<DealClock>) {
    if board.is_some() {
        clock.tick(time.delta_secs());
    }
}

/// Deals a new board when asked: despawns every tile, deals, spawns the new tiles.
pub fn deal_new_board(
    mut requests: MessageReader<NewBoard>,
    mut commands: Commands,
    mut spec: ResMut<LevelSpec>,
    tiles: Query<Entity, With<GridPos>>,
    mut problem: ResMut<LevelProblem>,
) {
    let Some(request) = requests.read().last().copied() else {
        return;
    };
    if let Some(seed) = request.seed {
        spec.seed = seed;
    }
    for e in &tiles {
        commands.entity(e).despawn();
    }
    let dealt = match spec.deal() {
        Ok(grid) => grid,
        Err(e) => {
            let message = format!("cannot deal level {:?}: {e}", spec.level.name);
            error!("{message}");
            problem.0 = Some(message);
            commands.remove_resource::<Board>();
            return;
        }
    };
    let board = spawn_tiles(&mut commands, &dealt, spec.level.rules);
    commands.insert_resource(board);
    commands.insert_resource(DealClock::default());
}

/// Spawns one entity per tile of `grid` and returns the board indexing them.
pub fn spawn_tiles(commands: &mut Commands, grid: &Grid, rules: Rules) -> Board {
    let mut board = Board::new(grid.clone(), rules);
    let tiles: Vec<(Pos, Kind)> = board.grid.tiles().collect();
    for (p, k) in tiles {
        let id = board.id_at(p).expect("every dealt tile has an id");
        let e = spawn_tile(commands, &board.grid, p, k, id);
        let i = board.index(p).expect("deal cells are on the board");
        board.entities[i] = Some(e);
    }
    board
}

fn spawn_tile(commands: &mut Commands, grid: &Grid, p: Pos, k: Kind, id: TileId) -> Entity {
    let (w, h) = (grid.width(), grid.height());
    commands
        .spawn((
            Name::new(format!("tile {p}")),
            GridPos(p),
            TileKind(k),
            id,
            Transform::from_translation(cell_center(p, w, h).extend(0.0)),
            Visibility::default(),
        ))
        .id()
}

/// The tiles in play, as [`Board::restore`] needs them.
pub type LiveTiles<'w, 's> = Query<
    'w,
    's,
    (
        Entity,
        &'static TileId,
        &'static GridPos,
        &'static Transform,
    ),
    Without<Vanishing>,
>;

impl Board {
    /// Brings the board back to `target` (undo, redo): tiles still on screen glide to their
    /// cells and take their kinds back, tiles that had gone reappear, tiles that were not there
    /// vanish. The same board (size and rules) is assumed.
    pub fn restore(&mut self, target: &BoardState, commands: &mut Commands, live: &LiveTiles) {
        let mut on_screen: std::collections::HashMap<u32, (Entity, Pos, Vec3)> = live
            .iter()
            .map(|(e, id, pos, t)| (id.0, (e, pos.0, t.translation)))
            .collect();
        self.generation += 1;
        self.grid = target.grid.clone();
        self.ids = target.ids.clone();
        self.entities.fill(None);
        let tiles: Vec<(Pos, Kind)> = self.grid.tiles().collect();
        for (p, k) in tiles {
            let i = self.index(p).expect("restored cells are on the board");
            let id = self.ids[i];
            let e = match on_screen.remove(&id) {
                Some((e, was, translation)) => {
                    let mut tile = commands.entity(e);
                    tile.insert((GridPos(p), TileKind(k)));
                    if was != p {
                        tile.insert(Sliding {
                            from: translation.truncate(),
                            timer: Timer::new(SLIDE, TimerMode::Once),
                        });
                    }
                    e
                }
                None => {
                    let e = spawn_tile(commands, &self.grid, p, k, TileId(id));
                    commands
                        .entity(e)
                        .insert(Appearing(Timer::new(SLIDE, TimerMode::Once)));
                    e
                }
            };
            self.entities[i] = Some(e);
        }
        for (e, _, _) in on_screen.into_values() {
            commands.entity(e).insert(Vanishing(Timer::new(
                super::despawn::VANISH,
                TimerMode::Once,
            )));
        }
    }
}

/// Replaces the kinds of the tiles in play after a re-deal: positions stay, entities stay.
pub fn apply_redeal(board: &mut Board, new_grid: &Grid, kinds: &mut Query<&mut TileKind>) {
    board.generation += 1;
    for (p, k) in new_grid.tiles() {
        if let Some(e) = board.entity_at(p)
            && let Ok(mut kind) = kinds.get_mut(e)
        {
            kind.0 = k;
        }
    }
    board.grid = new_grid.clone();
}

/// Debug builds check after every frame that grid and entities agree.
fn assert_in_sync(
    board: Option<Res<Board>>,
    tiles: Query<(Entity, &GridPos, &TileKind), Without<Vanishing>>,
) {
    if let Some(board) = board
        && let Err(e) = board.check_sync(&tiles)
    {
        panic!("board and tile entities out of step: {e}");
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LevelSpec>()
        .init_resource::<LevelProblem>()
        .init_resource::<DealClock>()
        .add_systems(PreUpdate, deal_new_board)
        .add_systems(
            Update,
            tick_clock
                .before(super::MoveFlow::Select)
                .run_if(super::screen::playing),
        );
    if cfg!(debug_assertions) {
        app.add_systems(Last, assert_in_sync);
    }
}
