//! Keeping the game in progress, and continuing it (see [`crate::formats::replays::kept_game`]).
//!
//! - **Keeping**: after every move of a player's game, the recorder's replay (and where a run
//!   stands) is handed to a writer thread, which writes it atomically; a frame only clones the
//!   log and sends it, it never waits on the disk. Finishing, losing, restarting or leaving
//!   the game ends the kept game (its file is removed).
//! - **Looking**: at start-up a thread reads the kept game and proves it as
//!   `lianliankan replay` does; a damaged one, or one whose level has changed, is set aside
//!   with a notice. What fits is offered ([`ContinueOffer`]): the title's first button.
//! - **Continuing** ([`ContinueGame`]): the same level and seed are dealt in the same mode,
//!   and the log is re-applied by the replay playback in its catching-up form, one moment a
//!   frame with the clock jumped to each recorded time, without sounds ([`Resuming`] is set
//!   meanwhile). Then the player has the board, with the clock at the last recorded moment.

use std::path::Path;
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::formats::play_mode::PlayMode;
use crate::formats::record_key::RecordKey;
use crate::formats::replays::kept_game::{FORMAT, KeptGame, KeptGameFile, KeptRun, pack_of};
use crate::formats::replays::replay::Replay;
use crate::game::content::levels::{LevelAsset, LevelPack};
use crate::game::core::board::Board;
use crate::game::core::clock::DealClock;
use crate::game::core::deal::LevelSpec;
use crate::game::core::messages::{NewBoard, Notify};
use crate::game::core::pacing::Wake;
use crate::game::core::stages::{BoardSetup, MoveFlow};
use crate::game::modes::pack_and_daily::{DailyInPlay, PackMode};
use crate::game::modes::runs::Run;
use crate::game::persistence::writer::{Queue, Writer};
use crate::game::replays::playback::Playback;
use crate::game::replays::recorder::{KeepNothing, Recorder};
use crate::i18n::{self, Message};

/// Proves a kept game's replay before it is offered, against the pack it names. The game's
/// own proof re-plays it with the whole logic headless, so the assembly hands it over
/// (`replays::proof::prove_kept`): what keeps a game need not know what proves it.
pub type ProveKept = fn(&Replay, &Path) -> Result<(), String>;

/// Where the game in progress is kept, and what proves it; without it nothing is kept or
/// offered.
#[derive(Resource, Debug, Clone)]
pub struct KeptGameStore {
    /// The file.
    pub file: KeptGameFile,
    prove: ProveKept,
}

impl KeptGameStore {
    /// The game kept in `file`, proven by `prove` when the game starts.
    pub fn new(file: KeptGameFile, prove: ProveKept) -> Self {
        KeptGameStore { file, prove }
    }
}

/// Continue the kept game (the title's Continue button).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct ContinueGame;

/// The kept game the player may continue, once it has been looked at.
#[derive(Resource, Default)]
pub struct ContinueOffer {
    /// The game to continue, if there is one that fits.
    pub game: Option<KeptGame>,
    looking: Option<std::sync::Mutex<Receiver<Looked>>>,
}

impl ContinueOffer {
    /// Whether the kept game is still being looked at.
    pub fn is_looking(&self) -> bool {
        self.looking.is_some()
    }
}

/// Set while a continued game's log is being re-applied: the view makes no sound for it.
#[derive(Resource, Debug)]
pub struct Resuming {
    played_at: u64,
    /// The game re-applied is the kept game (not practice from a replay's moment): should it
    /// part from its log, the kept file is set aside.
    kept: bool,
}

impl Resuming {
    /// A practice game's moves re-applied, dated `played_at`: its end is told as practice,
    /// and the kept game is left as it is.
    pub fn practice(played_at: u64) -> Self {
        Resuming {
            played_at,
            kept: false,
        }
    }
}

/// Writes the game in progress from a thread of its own, and remembers what it last wrote.
#[derive(Resource, Default)]
pub struct GameKeeper {
    /// Started with the first job, for the file that job is for.
    writer: Option<Writer<Job>>,
    /// The deal and log length last handed to the writer.
    written: Option<(u64, usize)>,
}

/// What the kept game's writer is handed.
pub enum Job {
    Write(Box<KeptGame>),
    Remove,
    SetAside(String),
}

impl GameKeeper {
    /// Whether every write handed to the writer is done (tests wait for it).
    #[cfg(test)]
    pub fn is_idle(&self) -> bool {
        self.writer.as_ref().is_none_or(Writer::is_idle)
    }

    /// Hands `job` over: only the latest of the writes waiting is done (each is the whole
    /// game), but a set-aside never is skipped, as it saves the file from being written over.
    fn send(&mut self, file: &KeptGameFile, job: Job) {
        let file = file.clone();
        self.writer
            .get_or_insert_with(|| {
                Writer::silent(
                    "kept game",
                    Queue::Latest {
                        must_do: |job| matches!(job, Job::SetAside(_)),
                    },
                    move |job| do_job(&file, job),
                )
            })
            .send(job);
    }
}

fn do_job(file: &KeptGameFile, job: Job) {
    let done = match job {
        Job::Write(game) => file.write(&game),
        Job::Remove => file.remove(),
        Job::SetAside(why) => {
            info!("{}", file.set_aside(&why));
            Ok(())
        }
    };
    if let Err(e) = done {
        warn!(
            "cannot keep the game in progress in {}: {e}",
            file.path.display()
        );
    }
}

/// Keeps the player's game after each move, and ends the kept game once that game is over,
/// restarted or left (a game played instead of continuing the one kept from last time ends
/// that one too). A run is kept between its boards.
fn keep_game(
    recorder: Res<Recorder>,
    spec: Res<LevelSpec>,
    run: Option<Res<Run>>,
    store: Res<KeptGameStore>,
    mut keeper: ResMut<GameKeeper>,
    mut offer: ResMut<ContinueOffer>,
) {
    let run = run.filter(|r| r.over.is_none() && r.mode == spec.mode);
    // A race cannot be taken up again later: the room has moved on.
    let recording = recorder
        .recording()
        .zip(recorder.deal())
        .filter(|_| spec.mode.continues());
    match recording {
        Some((replay, deal))
            if replay.log.iter().any(|e| e.e.is_input())
                || run.as_ref().is_some_and(|r| r.stage > 1) =>
        {
            if keeper.written == Some((deal, replay.log.len())) {
                return;
            }
            let game = KeptGame {
                format: FORMAT,
                level_name: spec.level.name.clone(),
                run: run.map(|r| KeptRun {
                    stage: r.stage,
                    banked: r.banked,
                    time_given: r.time_given.as_nanos() as u64,
                }),
                replay: replay.clone(),
            };
            keeper.written = Some((deal, replay.log.len()));
            keeper.send(&store.file, Job::Write(Box::new(game)));
            // Another game played ends the one kept from last time.
            if offer.game.is_some() {
                offer.game = None;
            }
        }
        // Between two boards of a run, the run is still in play.
        None if run.is_some() => {}
        _ => {
            if keeper.written.take().is_some() {
                keeper.send(&store.file, Job::Remove);
            }
        }
    }
}

/// What the kept game at start-up turned out to be.
#[derive(Debug, Default)]
pub struct Looked {
    /// A game that can be continued.
    pub game: Option<KeptGame>,
    /// What the player should be told (a kept game set aside), if anything.
    pub notice: Option<Message>,
}

/// Reads the kept game and proves its log by re-playing it headless (as
/// `lianliankan replay` does, against the pack it names): a game that is damaged, or whose
/// level has changed since, is set aside with a notice. Bounded work; never panics.
pub fn look(file: &KeptGameFile, prove: ProveKept) -> Looked {
    let game = match file.read() {
        Ok(None) => return Looked::default(),
        Ok(Some(game)) => game,
        Err(why) => {
            warn!("{why}");
            return Looked {
                game: None,
                notice: Some(file.set_aside(&why)),
            };
        }
    };
    match prove(&game.replay, &pack_of(&game.replay)) {
        Ok(()) => Looked {
            game: Some(game),
            notice: None,
        },
        Err(why) => {
            warn!("the kept game does not continue: {why}");
            Looked {
                game: None,
                notice: Some(file.set_aside(&why)),
            }
        }
    }
}

/// Starts looking at the kept game off the main thread.
fn start_looking(store: Res<KeptGameStore>, mut offer: ResMut<ContinueOffer>, wake: Res<Wake>) {
    let (send, receive) = mpsc::channel();
    let (file, prove) = (store.file.clone(), store.prove);
    let wake = wake.clone();
    let spawned = std::thread::Builder::new()
        .name("kept game check".into())
        .spawn(move || {
            let _ = send.send(look(&file, prove));
            wake.wake();
        });
    match spawned {
        Ok(_) => offer.looking = Some(std::sync::Mutex::new(receive)),
        Err(e) => warn!("cannot look at the kept game: {e}"),
    }
}

/// Takes what looking at the kept game found: the offer, and what to tell the player.
fn take_look(mut offer: ResMut<ContinueOffer>, mut notify: MessageWriter<Notify>) {
    let looked = match offer
        .looking
        .as_ref()
        .map(|l| l.lock().map(|r| r.try_recv()))
    {
        Some(Ok(Ok(looked))) => looked,
        Some(Ok(Err(mpsc::TryRecvError::Empty))) => return,
        _ => Looked::default(),
    };
    offer.looking = None;
    if let Some(message) = looked.notice {
        notify.write(Notify {
            message,
            seconds: 10.0,
        });
    }
    offer.game = looked.game;
}

/// The level in play, as continuing a game sets it.
#[derive(SystemParam)]
struct LevelInPlay<'w> {
    spec: ResMut<'w, LevelSpec>,
    pack: Option<ResMut<'w, LevelPack>>,
    levels: Option<Res<'w, Assets<LevelAsset>>>,
    pack_mode: ResMut<'w, PackMode>,
    new_board: MessageWriter<'w, NewBoard>,
}

/// Deals the kept game's board again and starts re-applying its log.
fn continue_game(
    mut asks: MessageReader<ContinueGame>,
    mut offer: ResMut<ContinueOffer>,
    mut commands: Commands,
    mut level: LevelInPlay,
    mut notify: MessageWriter<Notify>,
) {
    if asks.read().count() == 0 {
        return;
    }
    let Some(game) = offer.game.take() else {
        return;
    };
    let played_at = game.replay.played_at;
    let (playback, mut resumed) = match Playback::catch_up(game.replay.clone()) {
        Ok(started) => started,
        Err(why) => {
            notify.write(Notify {
                message: i18n::Message::with("continue-failed", [("problem", why.into())]),
                seconds: 8.0,
            });
            return;
        }
    };
    resumed.record = game.replay.level_id.clone();
    if resumed.mode != PlayMode::Daily {
        resumed.hall.clone_from(&resumed.record);
    }
    // The pack does not deal over the game continued; a pack level is the level in hand.
    if let Some(pack) = level.pack.as_deref_mut() {
        pack.active = false;
        if let Some(i) = resumed
            .record
            .as_deref()
            .and_then(|id| place_in_pack(pack, level.levels.as_deref(), id, resumed.mode))
        {
            pack.current = i;
        }
    }
    if matches!(resumed.mode, PlayMode::Classic | PlayMode::Relaxed) {
        level.pack_mode.0 = resumed.mode;
    }
    match (game.run, resumed.mode) {
        (Some(run), mode) if mode.is_run() => {
            commands.insert_resource(Run {
                mode: resumed.mode,
                stage: run.stage,
                banked: run.banked,
                time_given: Duration::from_nanos(run.time_given),
                over: None,
            });
        }
        _ => commands.remove_resource::<Run>(),
    }
    *level.spec = resumed;
    level.new_board.write(NewBoard { seed: None });
    commands.insert_resource(playback);
    commands.insert_resource(Resuming {
        played_at,
        kept: true,
    });
}

/// The board a continued game goes on with.
#[derive(SystemParam)]
struct GoingOn<'w> {
    board: Option<Res<'w, Board>>,
    spec: Res<'w, LevelSpec>,
    daily: ResMut<'w, DailyInPlay>,
    clock: ResMut<'w, DealClock>,
    recorder: ResMut<'w, Recorder>,
}

/// The kept game's file and its writer.
#[derive(SystemParam)]
struct Keeping<'w> {
    store: Option<Res<'w, KeptGameStore>>,
    keeper: ResMut<'w, GameKeeper>,
}

/// Where the level recorded as `id` is in the pack in play (so that its number shows and the
/// next level follows it), by its loaded level's identity or, not loaded yet, its file's.
fn place_in_pack(
    pack: &LevelPack,
    levels: Option<&Assets<LevelAsset>>,
    id: &str,
    mode: PlayMode,
) -> Option<usize> {
    let p = pack.in_play().filter(|_| pack.single.is_none())?;
    p.entries.iter().position(|entry| {
        let key = match levels.and_then(|l| l.get(&entry.handle)) {
            Some(LevelAsset(Ok(loaded))) => p.record_key(entry, loaded),
            _ => p.record_key_of_file(entry),
        };
        let key = match (mode, RecordKey::parse(&key)) {
            (PlayMode::Relaxed, Ok(parsed)) => parsed.relaxed().to_string(),
            _ => key,
        };
        key == id
    })
}

/// The log re-applied, the player has the board: the clock runs on from the last recorded
/// moment, the daily attempt is the one begun, and the game is kept again from here. Should
/// the board answer otherwise than the log (it cannot, once proven), the kept game is set
/// aside and the board played from where it parted.
fn end_catching_up(
    mut commands: Commands,
    playback: Res<Playback>,
    resuming: Res<Resuming>,
    mut going_on: GoingOn,
    mut keeping: Keeping,
    mut notify: MessageWriter<Notify>,
) {
    if !(playback.over || playback.parted.is_some()) {
        return;
    }
    commands.remove_resource::<Playback>();
    commands.remove_resource::<Resuming>();
    going_on.clock.hold_at = None;
    going_on.recorder.set_played_at(resuming.played_at);
    if let Some(parted) = &playback.parted {
        if let Some(store) = keeping.store.as_deref().filter(|_| resuming.kept) {
            let why = format!("it parts from the game: {parted}");
            keeping.keeper.send(&store.file, Job::SetAside(why));
        }
        notify.write(Notify {
            message: i18n::Message::new(if resuming.kept {
                "continue-parted"
            } else {
                "practice-parted"
            }),
            seconds: 8.0,
        });
        return;
    }
    let Some(deal) = going_on.board.as_ref().map(|b| b.deal_id()) else {
        return;
    };
    if let Some(Ok(RecordKey::Daily(day))) = going_on.spec.record.as_deref().map(RecordKey::parse) {
        going_on.daily.resume(day.to_string(), deal);
    }
    keeping.keeper.written = going_on.recorder.recording().map(|r| (deal, r.log.len()));
    notify.write(Notify {
        message: i18n::Message::new(if resuming.kept {
            "continue-resumed"
        } else {
            "practice-from-here"
        }),
        seconds: 3.0,
    });
}

/// Only a player's own game is kept: not a replay being shown, nor the catching up; and
/// nothing is written while the game kept from last time is still being looked at.
fn keeping(
    store: Option<Res<KeptGameStore>>,
    playback: Option<Res<Playback>>,
    nothing: Option<Res<KeepNothing>>,
    offer: Res<ContinueOffer>,
) -> bool {
    store.is_some() && playback.is_none() && nothing.is_none() && !offer.is_looking()
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<GameKeeper>()
        .init_resource::<ContinueOffer>()
        .add_message::<ContinueGame>()
        .add_systems(
            PreUpdate,
            (
                start_looking.run_if(resource_added::<KeptGameStore>),
                take_look.run_if(|offer: Res<ContinueOffer>| offer.is_looking()),
                continue_game
                    .run_if(on_message::<ContinueGame>)
                    .in_set(BoardSetup::ChooseLevel),
            )
                .chain(),
        )
        .add_systems(
            Update,
            (
                end_catching_up
                    .run_if(resource_exists::<Resuming>)
                    .run_if(resource_exists::<Playback>),
                keep_game.run_if(keeping),
            )
                .chain()
                .in_set(MoveFlow::HandOn),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_kept_game_is_set_aside_not_deleted() {
        let dir = tempfile::tempdir().unwrap();
        let file = KeptGameFile::in_dir(dir.path());
        std::fs::write(&file.path, "(format: 1, level_name: ").unwrap();
        let looked = look(&file, |_, _| unreachable!("a damaged file is not proven"));
        assert!(looked.game.is_none());
        let notice = looked.notice.expect("a notice");
        assert_eq!(notice.key, "continue-set-aside");
        assert!(!file.path.exists());
        let aside: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(aside.len(), 1, "{aside:?}");
        assert!(
            aside[0].starts_with("in-progress.ron.damaged-"),
            "{aside:?}"
        );
    }

    #[test]
    fn no_kept_game_is_nothing_to_say() {
        let dir = tempfile::tempdir().unwrap();
        let looked = look(&KeptGameFile::in_dir(dir.path()), |_, _| {
            unreachable!("no file, nothing to prove")
        });
        assert!(looked.game.is_none() && looked.notice.is_none());
    }
}
