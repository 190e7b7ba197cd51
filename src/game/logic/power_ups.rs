//! The power-up core: the extension point for modders. The built-ins live in
//! `game/power_ups/`, one file each, and use nothing a modder could not.
//!
//! A power-up is a type implementing [`PowerUp`]: its name (the key level files use), title,
//! hot key, target, icon (drawn in code), sound, and its effect, an observer of
//! [`Activate<Self>`]. One line adds it to the game: `app.add_power_up::<Bomb>()`. The core
//! here does the rest for every power-up alike: uses per level from the level file, hot keys
//! and the HUD bar, aiming at a tile when the power-up needs one, exact counting, undo.
//!
//! Counting is exact by construction: a use is taken from the stock the moment the power-up is
//! activated (so two requests in one frame cannot both spend the last use), and given back only
//! when the effect reports [`PowerUpRefused`] (nothing happened). Undo gives back uses of
//! power-ups that changed the board (their effect is undone with the move); uses of the others
//! (hint, freeze, reveal) are never given back. See `docs/power-ups.md`.

use std::collections::BTreeMap;
use std::marker::PhantomData;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::board::{Board, dealt_anew};
use super::clock::DealClock;
use super::deal::LevelSpec;
use super::keys::any_key_just_pressed;
use super::messages::{Notify, TilePicked};
use super::sets::{BoardSetup, MoveFlow};
use super::words;
pub use crate::art::icon::IconCanvas;
use crate::engine::{Kind, Pos};
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
pub struct Aiming(pub Option<&'static str>);

/// A power-up. Implement it on a unit struct, add the effect as an observer of
/// [`Activate<Self>`] in [`PowerUp::build`] and its look in [`PowerUp::build_view`], and
/// register with [`AddPowerUp::add_power_up`].
pub trait PowerUp: Send + Sync + 'static {
    /// The name level files use in `power_ups: {"name": uses}`: lowercase letters, digits, `_`.
    const NAME: &'static str;
    /// The name players see.
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
}

impl<P: PowerUp> Activate<P> {
    /// The kind of the targeted tile, for power-ups that act on a kind.
    pub fn target_kind(&self, board: Option<&Board>) -> Option<Kind> {
        board?.grid().kind(self.target?)
    }
}

/// Ask for a power-up by name (hot keys, the HUD bar, tests and scripts send this).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct UsePowerUp(pub String);

/// An effect did what it does.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct PowerUpUsed {
    /// Which power-up.
    pub name: &'static str,
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
            name: P::NAME,
            undoable: P::UNDOABLE,
            assist: P::ASSIST,
            cells,
        }
    }
}

/// An effect could not act (no safe partner, no tile there): its use is given back.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct PowerUpRefused {
    /// Which power-up.
    pub name: &'static str,
    /// Why, for the player: a message key of `assets/i18n`, shown in the player's language
    /// (text that is no key, such as a modded power-up's own, is shown as it is).
    pub reason: String,
}

/// What the core knows of a registered power-up.
#[derive(Clone, Debug)]
pub struct PowerUpInfo {
    /// Level-file name.
    pub name: &'static str,
    /// Shown name.
    pub title: &'static str,
    /// Hot key.
    pub key: KeyCode,
    /// Target.
    pub target: Target,
    /// Changes the board.
    pub undoable: bool,
    /// Sound asset path.
    pub sound: &'static str,
    /// Draws the icon.
    pub icon: fn(&mut IconCanvas),
    activate: fn(&mut Commands, Option<Pos>),
    build_view: fn(&mut App),
}

/// Every registered power-up, in registration order (the HUD's order).
#[derive(Resource, Debug, Default)]
pub struct PowerUps(pub Vec<PowerUpInfo>);

impl PowerUps {
    /// A power-up by level-file name.
    pub fn get(&self, name: &str) -> Option<&PowerUpInfo> {
        self.0.iter().find(|p| p.name == name)
    }
}

/// Uses of each power-up on the board in play.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stock {
    granted: BTreeMap<String, u32>,
    used: BTreeMap<String, u32>,
}

impl Stock {
    /// The level's uses, none spent.
    pub fn new(granted: BTreeMap<String, u32>) -> Self {
        Stock {
            granted,
            used: BTreeMap::new(),
        }
    }

    /// Uses left.
    pub fn left(&self, name: &str) -> u32 {
        let granted = self.granted.get(name).copied().unwrap_or(0);
        granted.saturating_sub(self.used(name))
    }

    /// Uses spent.
    pub fn used(&self, name: &str) -> u32 {
        self.used.get(name).copied().unwrap_or(0)
    }

    /// Uses granted by the level.
    pub fn granted(&self, name: &str) -> u32 {
        self.granted.get(name).copied().unwrap_or(0)
    }

    /// Spends one use; false (nothing spent) when none is left.
    fn spend(&mut self, name: &str) -> bool {
        if self.left(name) == 0 {
            return false;
        }
        *self.used.entry(name.to_string()).or_default() += 1;
        true
    }

    fn give_back(&mut self, name: &str) {
        if let Some(u) = self.used.get_mut(name) {
            *u = u.saturating_sub(1);
        }
    }

    /// The stock after an undo or redo to `before`: spent uses of the power-ups that changed
    /// the board as they were then, the others as they are now.
    pub fn restored(&self, before: &Stock, registry: &PowerUps) -> Stock {
        let mut out = self.clone();
        for p in registry.0.iter().filter(|p| p.undoable) {
            out.used.insert(p.name.to_string(), before.used(p.name));
        }
        out
    }
}

/// Registering power-ups on the app.
pub trait AddPowerUp {
    /// Adds power-up `P`: its effect, hot key, HUD button and counting.
    ///
    /// # Panics
    /// If `P`'s hot key is one a play action is bound to by default (see
    /// [`input_map`](super::input_map), Tab for replays and Shift for redo included) or another
    /// power-up's: the message names both.
    fn add_power_up<P: PowerUp>(&mut self) -> &mut Self;
}

impl AddPowerUp for App {
    fn add_power_up<P: PowerUp>(&mut self) -> &mut Self {
        let info = PowerUpInfo {
            name: P::NAME,
            title: P::TITLE,
            key: P::KEY,
            target: P::TARGET,
            undoable: P::UNDOABLE,
            sound: P::SOUND,
            icon: P::icon,
            activate: |commands, target| commands.trigger(Activate::<P>::new(target)),
            build_view: P::build_view,
        };
        let mut registry = self.world_mut().get_resource_or_init::<PowerUps>();
        if registry.get(P::NAME).is_some() {
            warn!("power-up {:?} registered twice; the first stays", P::NAME);
            return self;
        }
        // A shared key would do two things at once: refuse it while the app is built.
        if let Some(what) = super::input_map::default_play_use(P::KEY) {
            panic!(
                "power-up {:?} cannot use the key {:?}: the game uses it for {}",
                P::NAME,
                P::KEY,
                what.purpose()
            );
        }
        if let Some(other) = registry.0.iter().find(|p| p.key == P::KEY) {
            panic!(
                "power-up {:?} cannot use the key {:?}: power-up {:?} already uses it",
                P::NAME,
                P::KEY,
                other.name
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
    for p in &registry.0 {
        if keys.just_pressed(p.key) {
            requests.write(UsePowerUp(p.name.to_string()));
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
    for UsePowerUp(name) in requests.read() {
        let Some(info) = registry.get(name) else {
            notify.write(Notify {
                message: i18n::Message::with("power-up-unknown", [("name", name.into())]),
                seconds: 2.0,
            });
            continue;
        };
        let title = words::power_up_title(info.name, info.title);
        if board.is_none() || clock.finished.is_some() {
            continue;
        }
        if aiming.0 == Some(info.name) {
            aiming.0 = None;
            continue;
        }
        if stock.left(info.name) == 0 {
            notify.write(Notify {
                message: i18n::Message::with("power-up-none-left", [("title", title)]),
                seconds: 1.5,
            });
            continue;
        }
        if info.target == Target::None {
            stock.spend(info.name);
            (info.activate)(&mut commands, None);
        } else {
            aiming.0 = Some(info.name);
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
    mut commands: Commands,
) {
    let PlayersPowerUps {
        registry,
        stock,
        aiming,
    } = &mut power_ups;
    let Some(name) = aiming.0 else {
        picks.clear();
        return;
    };
    let Some(board) = board else { return };
    for &TilePicked(p) in picks.read() {
        if board.grid().kind(p).is_none() {
            continue;
        }
        aiming.0 = None;
        if let Some(info) = registry.get(name)
            && stock.spend(name)
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
        stock.give_back(r.name);
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
    *stock = Stock::new(spec.level.power_ups.clone());
    aiming.0 = None;
    let unknown: Vec<&str> = spec
        .level
        .power_ups
        .keys()
        .map(String::as_str)
        .filter(|n| registry.get(n).is_none())
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

pub(super) fn plugin(app: &mut App) {
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
        let mut s = Stock::new(BTreeMap::from([("bomb".to_string(), 2)]));
        assert!(s.spend("bomb") && s.spend("bomb"));
        assert!(!s.spend("bomb"), "two granted, two spent");
        assert_eq!((s.left("bomb"), s.used("bomb")), (0, 2));
        assert!(!s.spend("hint"), "none granted");
        s.give_back("bomb");
        assert_eq!(s.left("bomb"), 1);
        s.give_back("hint");
        assert_eq!(s.left("hint"), 0);
    }
}
