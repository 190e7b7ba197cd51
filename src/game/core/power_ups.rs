//! The power-up core: the extension point for modders. The built-ins live in
//! `game/power_ups/`, one file each, and use nothing a modder could not (the prelude's names).
//!
//! A power-up is a type implementing [`PowerUp`]: its stable id (the name level files and
//! replays use), title, hot key, target, cost, starting uses, icon (drawn in code), sound, and
//! its effect, an observer of [`Activate<Self>`]. It is known by its type everywhere
//! ([`UsePowerUp::of`], [`PowerUpUsed::is`], [`Stock::left_of`], [`PowerUpId::of`]). One line
//! adds it to the game: `app.add_power_up::<Bomb>()`. The core here does the rest for every
//! power-up alike: uses per level (or its starting uses), hot keys and the HUD bar, aiming at a
//! tile when the power-up needs one, exact counting, undo; `score.rs` takes its cost.
//!
//! Counting is exact by construction: a use is taken from the stock the moment the power-up is
//! activated (so two requests in one frame cannot both spend the last use), and given back only
//! when the effect reports [`PowerUpRefused`] (nothing happened). Undo gives back uses of
//! power-ups that changed the board (their effect is undone with the move); uses of the others
//! (hint, freeze, reveal) are never given back. See `docs/modding.md`.

use std::collections::BTreeMap;
use std::marker::PhantomData;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

pub use crate::art::icon::IconCanvas;
use crate::engine::{Kind, Pos};
use crate::game::content::words;
use crate::game::core::board::{Board, dealt_anew};
use crate::game::core::clock::DealClock;
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::{Notify, TilePicked};
use crate::game::core::moves::picks_held::PicksHeld;
use crate::game::core::stages::{BoardSetup, MoveFlow};
use crate::game::input::keys::any_key_just_pressed;
use crate::i18n;

/// What a power-up acts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Nothing: it acts at once.
    None,
    /// A tile the player picks next.
    Tile,
    /// A kind: the player picks a tile of it.
    Kind,
}

/// A power-up waiting for its target: while set, picks go to it and select nothing.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Aiming(pub Option<PowerUpId>);

pub use crate::game::core::power_up_id::PowerUpId;

impl PowerUpId {
    /// The handle of power-up `P`.
    pub fn of<P: PowerUp>() -> Self {
        PowerUpId(P::ID)
    }

    /// Whether this is power-up `P`.
    pub fn is<P: PowerUp>(self) -> bool {
        self.0 == P::ID
    }
}

/// A power-up. Implement it on a unit struct, add the effect as an observer of
/// [`Activate<Self>`] in [`PowerUp::build`] and its look in [`PowerUp::build_view`], and
/// register with [`AddPowerUp::add_power_up`].
///
/// Its words are message keys (see [`AddWords::add_words`](crate::game::content::words::AddWords)): the title
/// is `power-up-ID` (else [`PowerUp::TITLE`] as it is), refusal reasons are keys too.
pub trait PowerUp: Send + Sync + 'static {
    /// The stable id: the name level files use in `power_ups: {"id": uses}` and replays
    /// record. Lowercase ASCII letters, digits and `_`; never change it once released.
    const ID: &'static str;
    /// The title shown when no language has the message `power-up-ID`.
    const TITLE: &'static str;
    /// The hot key.
    const KEY: KeyCode;
    /// What it acts on; with a target, the next tile the player picks is the target.
    const TARGET: Target;
    /// Whether its effect changes the board. Undo takes such an effect back and returns the
    /// use; other uses are never returned.
    const UNDOABLE: bool;
    /// The sound played when it is used: a path in `assets/`.
    const SOUND: &'static str;
    /// Whether using it is help a record notes (a hint, a shuffle): a clear with it is kept
    /// apart from the unaided best.
    const ASSIST: bool = false;
    /// Points taken from the score each time it acts (not in relaxed mode); never given back,
    /// not even by undo.
    const COST: u32 = 0;
    /// Uses on a level whose file does not mention it (a level's `power_ups` decides where
    /// it does).
    const STARTING_USES: u32 = 0;
    /// Draws the icon.
    fn icon(canvas: &mut IconCanvas);
    /// Adds the effect: an observer of [`Activate<Self>`] that changes the game and answers
    /// with [`PowerUpUsed`] or [`PowerUpRefused`]. Nothing drawn here.
    fn build(app: &mut App);
    /// Adds what the player sees of the effect (usually a system reading [`PowerUpUsed`] for
    /// this power-up). Called only in apps that draw; headless apps skip it.
    fn build_view(_app: &mut App) {}
}

/// Triggered to carry out power-up `P`, with the picked cell when it takes a target. The
/// effect answers with [`PowerUpUsed`], or [`PowerUpRefused`] if it did nothing.
#[derive(Event)]
pub struct Activate<P: PowerUp> {
    /// The picked cell (a tile), for power-ups with a target.
    pub target: Option<Pos>,
    marker: PhantomData<fn() -> P>,
}

impl<P: PowerUp> Activate<P> {
    /// An activation aimed at `target`.
    pub fn new(target: Option<Pos>) -> Self {
        Activate {
            target,
            marker: PhantomData,
        }
    }

    /// The kind of the targeted tile, for power-ups that act on a kind.
    pub fn target_kind(&self, board: Option<&Board>) -> Option<Kind> {
        board?.grid().kind(self.target?)
    }
}

/// Ask for a power-up (hot keys, the HUD bar, tests and replays send this).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct UsePowerUp(pub PowerUpId);

impl UsePowerUp {
    /// Ask for power-up `P`.
    pub fn of<P: PowerUp>() -> Self {
        UsePowerUp(PowerUpId::of::<P>())
    }
}

/// An effect did what it does.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct PowerUpUsed {
    /// Which power-up.
    pub id: PowerUpId,
    /// Whether it changed the board (an undo step).
    pub undoable: bool,
    /// Whether it was help a record notes (see [`PowerUp::ASSIST`]).
    pub assist: bool,
    /// The cells it acted on (removed, shown), for its look.
    pub cells: Vec<Pos>,
}

impl PowerUpUsed {
    /// Power-up `P` acted on `cells`.
    pub fn of<P: PowerUp>(cells: Vec<Pos>) -> Self {
        PowerUpUsed {
            id: PowerUpId::of::<P>(),
            undoable: P::UNDOABLE,
            assist: P::ASSIST,
            cells,
        }
    }

    /// Whether power-up `P` acted (a look reads only its own power-up's uses).
    pub fn is<P: PowerUp>(&self) -> bool {
        self.id.is::<P>()
    }
}

/// An effect could not act (no safe partner, no tile there): its use is given back.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct PowerUpRefused {
    /// Which power-up.
    pub id: PowerUpId,
    /// Why, for the player: a message key (the game's, or one a mod added with
    /// [`AddWords::add_words`](crate::game::content::words::AddWords)), shown in the player's language; text
    /// that is no key is shown as it is.
    pub reason: String,
}

impl PowerUpRefused {
    /// Power-up `P` did nothing, for the reason under message key `reason`.
    pub fn of<P: PowerUp>(reason: impl Into<String>) -> Self {
        PowerUpRefused {
            id: PowerUpId::of::<P>(),
            reason: reason.into(),
        }
    }
}

/// What the core knows of a registered power-up.
#[derive(Clone, Debug)]
pub struct PowerUpInfo {
    /// Its handle (the stable id).
    pub id: PowerUpId,
    /// Shown name when no language has `power-up-ID`.
    pub title: &'static str,
    /// Hot key.
    pub key: KeyCode,
    /// Target.
    pub target: Target,
    /// Changes the board.
    pub undoable: bool,
    /// Sound asset path.
    pub sound: &'static str,
    /// Points each use that acts costs.
    pub cost: u32,
    /// Uses on a level that does not mention it.
    pub starting_uses: u32,
    /// Draws the icon.
    pub icon: fn(&mut IconCanvas),
    activate: fn(&mut Commands, Option<Pos>),
    build_view: fn(&mut App),
    register: fn(&mut App),
}

/// Every registered power-up, in registration order (the HUD's order). Only
/// [`AddPowerUp::add_power_up`] adds to it, after its checks.
#[derive(Resource, Debug, Default)]
pub struct PowerUps(Vec<PowerUpInfo>);

impl PowerUps {
    /// A registered power-up.
    pub fn get(&self, id: PowerUpId) -> Option<&PowerUpInfo> {
        self.0.iter().find(|p| p.id == id)
    }

    /// The handle of the power-up with stable id `name` (from a level file or a replay), if
    /// it is registered.
    pub fn id(&self, name: &str) -> Option<PowerUpId> {
        self.0.iter().map(|p| p.id).find(|id| id.as_str() == name)
    }

    /// Every registered power-up, in the bar's order.
    pub fn iter(&self) -> impl Iterator<Item = &PowerUpInfo> {
        self.0.iter()
    }

    /// Every registered power-up, in the bar's order.
    pub fn as_slice(&self) -> &[PowerUpInfo] {
        &self.0
    }

    /// Registers the same power-ups on `app` (a headless app re-playing a game of this one).
    pub fn add_to(&self, app: &mut App) {
        for p in &self.0 {
            (p.register)(app);
        }
    }
}

/// Uses of each power-up on the board in play.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stock {
    granted: BTreeMap<String, u32>,
    used: BTreeMap<String, u32>,
}

impl Stock {
    /// The level's uses (by stable id), none spent.
    pub fn new(granted: BTreeMap<String, u32>) -> Self {
        Stock {
            granted,
            used: BTreeMap::new(),
        }
    }

    /// The uses a deal of a level granting `level` starts with: the level's, and each
    /// registered power-up's starting uses where the level does not mention it.
    pub fn dealt(level: &BTreeMap<String, u32>, registry: &PowerUps) -> Self {
        let mut granted = level.clone();
        for p in registry.iter().filter(|p| p.starting_uses > 0) {
            granted
                .entry(p.id.as_str().to_string())
                .or_insert(p.starting_uses);
        }
        Stock::new(granted)
    }

    /// Uses left.
    pub fn left(&self, id: PowerUpId) -> u32 {
        self.granted(id).saturating_sub(self.used(id))
    }

    /// Uses left of power-up `P`.
    pub fn left_of<P: PowerUp>(&self) -> u32 {
        self.left(PowerUpId::of::<P>())
    }

    /// Uses spent.
    pub fn used(&self, id: PowerUpId) -> u32 {
        self.used.get(id.as_str()).copied().unwrap_or(0)
    }

    /// Uses granted by the level.
    pub fn granted(&self, id: PowerUpId) -> u32 {
        self.granted.get(id.as_str()).copied().unwrap_or(0)
    }

    /// Spends one use; false (nothing spent) when none is left.
    fn spend(&mut self, id: PowerUpId) -> bool {
        if self.left(id) == 0 {
            return false;
        }
        *self.used.entry(id.as_str().to_string()).or_default() += 1;
        true
    }

    fn give_back(&mut self, id: PowerUpId) {
        if let Some(u) = self.used.get_mut(id.as_str()) {
            *u = u.saturating_sub(1);
        }
    }

    /// The stock after an undo or redo to `before`: spent uses of the power-ups that changed
    /// the board as they were then, the others as they are now.
    pub fn restored(&self, before: &Stock, registry: &PowerUps) -> Stock {
        let mut out = self.clone();
        for p in registry.iter().filter(|p| p.undoable) {
            out.used
                .insert(p.id.as_str().to_string(), before.used(p.id));
        }
        out
    }
}

/// Registering power-ups on the app.
pub trait AddPowerUp {
    /// Adds power-up `P`: its effect, hot key, HUD button, cost and counting.
    ///
    /// # Panics
    /// If `P::ID` is not lowercase ASCII letters, digits and `_`, or `P`'s hot key is one a
    /// play action is bound to by default (see `input_map`, Tab for
    /// replays and Shift for redo included) or another power-up's: the message names both.
    fn add_power_up<P: PowerUp>(&mut self) -> &mut Self;
}

/// Whether `id` is a stable id level files can name.
fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

impl AddPowerUp for App {
    fn add_power_up<P: PowerUp>(&mut self) -> &mut Self {
        let info = PowerUpInfo {
            id: PowerUpId::of::<P>(),
            title: P::TITLE,
            key: P::KEY,
            target: P::TARGET,
            undoable: P::UNDOABLE,
            sound: P::SOUND,
            cost: P::COST,
            starting_uses: P::STARTING_USES,
            icon: P::icon,
            activate: |commands, target| commands.trigger(Activate::<P>::new(target)),
            build_view: P::build_view,
            register: |app| {
                app.add_power_up::<P>();
            },
        };
        assert!(
            valid_id(P::ID),
            "power-up {:?}: an id is lowercase letters, digits and _",
            P::ID
        );
        let mut registry = self.world_mut().get_resource_or_init::<PowerUps>();
        if registry.get(info.id).is_some() {
            warn!("power-up {:?} registered twice; the first stays", P::ID);
            return self;
        }
        // A shared key would do two things at once: refuse it while the app is built.
        if let Some(what) = crate::game::input::input_map::default_play_use(P::KEY) {
            panic!(
                "power-up {:?} cannot use the key {:?}: the game uses it for {}",
                P::ID,
                P::KEY,
                what.purpose()
            );
        }
        if let Some(other) = registry.0.iter().find(|p| p.key == P::KEY) {
            panic!(
                "power-up {:?} cannot use the key {:?}: power-up {:?} already uses it",
                P::ID,
                P::KEY,
                other.id.as_str()
            );
        }
        registry.0.push(info);
        P::build(self);
        if self.world().contains_resource::<PowerUpViewsBuilt>() {
            P::build_view(self);
        }
        self
    }
}

/// Present once the view has built the looks of the power-ups registered so far; power-ups
/// registered later build theirs at once.
#[derive(Resource, Debug)]
struct PowerUpViewsBuilt;

/// Builds the look of every power-up registered so far, and of every one registered after.
/// The view calls this once.
pub fn build_power_up_views(app: &mut App) {
    let views: Vec<fn(&mut App)> = app
        .world_mut()
        .get_resource_or_init::<PowerUps>()
        .0
        .iter()
        .map(|p| p.build_view)
        .collect();
    app.insert_resource(PowerUpViewsBuilt);
    for build_view in views {
        build_view(app);
    }
}

/// Hot keys of every registered power-up.
fn power_up_keys(
    keys: Res<ButtonInput<KeyCode>>,
    registry: Res<PowerUps>,
    mut requests: MessageWriter<UsePowerUp>,
) {
    for p in registry.iter() {
        if keys.just_pressed(p.key) {
            requests.write(UsePowerUp(p.id));
        }
    }
}

/// The player's power-ups: every one registered, the uses left, and the one being aimed.
#[derive(SystemParam)]
struct PlayersPowerUps<'w> {
    registry: Res<'w, PowerUps>,
    stock: ResMut<'w, Stock>,
    aiming: ResMut<'w, Aiming>,
}

/// Starts requested power-ups: at once, or by aiming when they take a target. Asking again
/// for the power-up being aimed cancels it.
fn start_power_ups(
    mut requests: MessageReader<UsePowerUp>,
    mut power_ups: PlayersPowerUps,
    board: Option<Res<Board>>,
    clock: Res<DealClock>,
    mut notify: MessageWriter<Notify>,
    mut commands: Commands,
) {
    let PlayersPowerUps {
        registry,
        stock,
        aiming,
    } = &mut power_ups;
    for &UsePowerUp(id) in requests.read() {
        let Some(info) = registry.get(id) else {
            notify.write(Notify {
                message: i18n::Message::with("power-up-unknown", [("name", id.as_str().into())]),
                seconds: 2.0,
            });
            continue;
        };
        let title = words::power_up_title(info.id, info.title);
        if board.is_none() || clock.finished.is_some() {
            continue;
        }
        if aiming.0 == Some(id) {
            aiming.0 = None;
            continue;
        }
        if stock.left(id) == 0 {
            notify.write(Notify {
                message: i18n::Message::with("power-up-none-left", [("title", title)]),
                seconds: 1.5,
            });
            continue;
        }
        if info.target == Target::None {
            stock.spend(id);
            (info.activate)(&mut commands, None);
        } else {
            aiming.0 = Some(id);
            let key = if info.target == Target::Kind {
                "power-up-aim-kind"
            } else {
                "power-up-aim-tile"
            };
            notify.write(Notify {
                message: i18n::Message::with(key, [("title", title)]),
                seconds: 2.5,
            });
        }
    }
}

/// While aiming, the next pick on a tile is the target.
fn aim(
    mut picks: MessageReader<TilePicked>,
    mut power_ups: PlayersPowerUps,
    board: Option<Res<Board>>,
    (held, clock): (Res<PicksHeld>, Res<DealClock>),
    mut commands: Commands,
) {
    // Held picks (a freeze) do not aim either.
    if held.holds(&clock) {
        picks.clear();
        return;
    }
    let PlayersPowerUps {
        registry,
        stock,
        aiming,
    } = &mut power_ups;
    let Some(id) = aiming.0 else {
        picks.clear();
        return;
    };
    let Some(board) = board else { return };
    for &TilePicked(p) in picks.read() {
        if board.grid().kind(p).is_none() {
            continue;
        }
        aiming.0 = None;
        if let Some(info) = registry.get(id)
            && stock.spend(id)
        {
            (info.activate)(&mut commands, Some(p));
        }
        break;
    }
    picks.clear();
}

/// Gives back the uses of effects that did nothing, and says why.
fn refunds(
    mut refused: MessageReader<PowerUpRefused>,
    mut stock: ResMut<Stock>,
    mut notify: MessageWriter<Notify>,
) {
    for r in refused.read() {
        stock.give_back(r.id);
        notify.write(Notify {
            message: i18n::Message::new(r.reason.clone()),
            seconds: 2.5,
        });
    }
}

/// A new deal grants the level's uses afresh and tells of names no power-up has.
fn stock_on_deal(
    board: Option<Res<Board>>,
    spec: Res<LevelSpec>,
    registry: Res<PowerUps>,
    mut stock: ResMut<Stock>,
    mut aiming: ResMut<Aiming>,
    mut notify: MessageWriter<Notify>,
) {
    if board.is_none() {
        return;
    }
    *stock = Stock::dealt(&spec.level.power_ups, &registry);
    aiming.0 = None;
    let unknown: Vec<&str> = spec
        .level
        .power_ups
        .keys()
        .map(String::as_str)
        .filter(|n| registry.id(n).is_none())
        .collect();
    if !unknown.is_empty() {
        let message = i18n::Message::with(
            "power-up-level-unknown",
            [("names", unknown.join(", ").into())],
        );
        warn!("{message}");
        notify.write(Notify {
            message,
            seconds: 5.0,
        });
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PowerUps>()
        .init_resource::<Stock>()
        .init_resource::<Aiming>()
        .add_message::<UsePowerUp>()
        .add_message::<PowerUpUsed>()
        .add_message::<PowerUpRefused>()
        .add_systems(
            Update,
            (
                power_up_keys
                    .run_if(any_key_just_pressed)
                    .in_set(MoveFlow::Input),
                start_power_ups
                    .run_if(on_message::<UsePowerUp>)
                    .in_set(MoveFlow::Arm),
                // After selection, which leaves picks alone while a power-up aims.
                (
                    aim.run_if(on_message::<TilePicked>),
                    refunds.run_if(on_message::<PowerUpRefused>),
                )
                    .chain()
                    .in_set(MoveFlow::Aim),
            ),
        )
        // Granted on every deal, menus open or not (the bar shows the counts under a menu).
        .add_systems(
            PreUpdate,
            stock_on_deal.run_if(dealt_anew).in_set(BoardSetup::Reset),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stock_never_spends_what_it_does_not_have() {
        let (bomb, hint) = (PowerUpId("bomb"), PowerUpId("hint"));
        let mut s = Stock::new(BTreeMap::from([("bomb".to_string(), 2)]));
        assert!(s.spend(bomb) && s.spend(bomb));
        assert!(!s.spend(bomb), "two granted, two spent");
        assert_eq!((s.left(bomb), s.used(bomb)), (0, 2));
        assert!(!s.spend(hint), "none granted");
        s.give_back(bomb);
        assert_eq!(s.left(bomb), 1);
        s.give_back(hint);
        assert_eq!(s.left(hint), 0);
    }

    #[test]
    fn ids_are_what_level_files_can_name() {
        assert!(valid_id("bomb") && valid_id("auto_link2"));
        assert!(!valid_id("") && !valid_id("Bomb") && !valid_id("auto-link"));
    }
}
