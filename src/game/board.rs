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
        Board {
            grid,
            rules,
            entities: vec![None; n],
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

    /// Takes the tiles at `a` and `b` out of play (grid and index) and returns their entities.
    pub fn remove_pair(&mut self, a: Pos, b: Pos) -> [Option<Entity>; 2] {
        self.generation += 1;
        [a, b].map(|p| {
            self.grid.set(p, Cell::Empty);
            self.index(p).and_then(|i| self.entities[i].take())
        })
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

/// When the current deal started, for the clock.
#[derive(Resource, Debug, Default)]
pub struct DealClock {
    /// `Time::elapsed_secs` at the deal.
    pub started: f32,
    /// Set when the board is cleared.
    pub finished: Option<f32>,
}

/// Deals a new board when asked: despawns every tile, deals, spawns the new tiles.
pub fn deal_new_board(
    mut requests: MessageReader<NewBoard>,
    mut commands: Commands,
    mut spec: ResMut<LevelSpec>,
    tiles: Query<Entity, With<GridPos>>,
    time: Res<Time>,
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
    commands.insert_resource(DealClock {
        started: time.elapsed_secs(),
        finished: None,
    });
}

/// Spawns one entity per tile of `grid` and returns the board indexing them.
pub fn spawn_tiles(commands: &mut Commands, grid: &Grid, rules: Rules) -> Board {
    let grid = grid.clone();
    let (w, h) = (grid.width(), grid.height());
    let mut board = Board::new(grid, rules);
    let tiles: Vec<(Pos, Kind)> = board.grid.tiles().collect();
    for (p, k) in tiles {
        let e = commands
            .spawn((
                Name::new(format!("tile {p}")),
                GridPos(p),
                TileKind(k),
                Transform::from_translation(cell_center(p, w, h).extend(0.0)),
                Visibility::default(),
            ))
            .id();
        let i = board.index(p).expect("deal cells are on the board");
        board.entities[i] = Some(e);
    }
    board
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
        .add_systems(PreUpdate, deal_new_board);
    if cfg!(debug_assertions) {
        app.add_systems(Last, assert_in_sync);
    }
}
