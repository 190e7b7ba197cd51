//! Notices (a re-deal, a locked level, news from the game): told in one place on every screen,
//! the notice lane under the HUD's status row, which nothing else uses. So a notice never
//! covers the board, the score or a button. Notices come one after another: while others
//! wait, the one shown is cut short (but stays long enough to read). Each times out on real
//! time, so a paused game or an open card does not freeze it, and the sleeping game wakes
//! when it is due to go.

use std::collections::VecDeque;
use std::time::Duration;

use bevy::prelude::*;

use crate::game::content::words::Words;
use crate::game::core::messages::{BoardShuffled, Notify};
use crate::game::core::pacing::{FramePacing, FrameStep, PacingSystems};
use crate::game::theme::boxes::BoxColours;
use crate::game::theme::draw_order::LAYER_STEP;
use crate::game::theme::localized::LocalizedMessage;
use crate::game::theme::palette;
use crate::game::view::geometry::{TOP_BAND, TextSize};
use crate::game::view::stages::ViewSystems;
use crate::i18n;

/// The lane's height, in interface pixels: one line of notice text.
pub const LANE_HEIGHT: f32 = 30.0;

/// Notices waiting beyond this many are dropped, oldest first: a burst is not told for
/// minutes.
const MOST_WAITING: usize = 3;

/// The least a notice stays when others wait behind it.
const LEAST_SHOWN: Duration = Duration::from_millis(1500);

/// How long a re-deal's notice stays.
const REDEAL_SECONDS: f32 = 2.5;

/// The lane notices show in.
#[derive(Component, Debug)]
pub struct NoticeLane;

/// The notice shown, timed on real time.
#[derive(Component, Debug)]
pub struct Notice(pub Timer);

/// Notices waiting their turn.
#[derive(Resource, Debug, Default)]
pub struct WaitingNotices(VecDeque<(i18n::Message, f32)>);

/// The lane: under the status row, across the middle of the window, over everything but the
/// fades, on every screen (menus keep the band free).
fn spawn_lane(mut commands: Commands) {
    commands.spawn((
        NoticeLane,
        Node {
            position_type: PositionType::Absolute,
            top: px(TOP_BAND - LANE_HEIGHT - 4.0),
            // The middle half of the window: clear of the status line's start, the score and
            // the editor's panel (wider at a larger text size: `widen_lane`).
            left: percent(LANE_SIDE),
            right: percent(LANE_SIDE),
            height: px(LANE_HEIGHT),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        GlobalZIndex(20 * LAYER_STEP),
        // A notice never stands between the pointer and what is under it.
        Pickable::IGNORE,
    ));
}

/// The share of the window's width (percent) left free on each side of the lane at the usual
/// text size.
const LANE_SIDE: f32 = 24.0;

/// At a larger text size the lane takes more of the window's width (its words are larger but
/// the window is not), so a notice that fits on one line at the usual size still does.
fn widen_lane(size: Res<TextSize>, mut lane: Query<&mut Node, With<NoticeLane>>) {
    let side = percent(LANE_SIDE / size.0.max(1.0));
    for mut node in &mut lane {
        if node.left != side {
            node.left = side;
            node.right = side;
        }
    }
}

/// Queues the notices of this frame: what the game asks to tell, and a re-deal the player did
/// not ask for. One already shown or waiting is not queued again.
fn queue_notices(
    mut shuffled: MessageReader<BoardShuffled>,
    mut notes: MessageReader<Notify>,
    mut waiting: ResMut<WaitingNotices>,
    shown: Query<&LocalizedMessage, With<Notice>>,
) {
    let redealt = shuffled
        .read()
        .any(|s| !s.by_player)
        .then(|| (i18n::Message::new("notice-redealt"), REDEAL_SECONDS));
    let notes = notes.read().map(|n| (n.message.clone(), n.seconds));
    for (message, seconds) in redealt.into_iter().chain(notes) {
        let known =
            shown.iter().any(|m| m.0 == message) || waiting.0.iter().any(|(m, _)| *m == message);
        if !known {
            waiting.0.push_back((message, seconds));
        }
    }
    while waiting.0.len() > MOST_WAITING {
        waiting.0.pop_front();
    }
}

/// Times the notice shown out (cut short while others wait) and shows the next waiting one.
fn advance_notices(
    step: Res<FrameStep>,
    mut waiting: ResMut<WaitingNotices>,
    mut shown: Query<(Entity, &mut Notice)>,
    lane: Query<Entity, With<NoticeLane>>,
    words: Words,
    mut commands: Commands,
) {
    let mut on = false;
    for (entity, mut notice) in &mut shown {
        // Spawned at the end of the frame before (and drawn in it), a notice counts all the
        // time since: a sleep before it was shown is never counted, as it did not exist then.
        notice.0.tick(step.real());
        if !waiting.0.is_empty() && notice.0.remaining() > LEAST_SHOWN {
            let cut = notice.0.duration() - LEAST_SHOWN.min(notice.0.duration());
            let elapsed = notice.0.elapsed();
            notice.0.set_elapsed(cut.max(elapsed));
        }
        if notice.0.is_finished() {
            commands.entity(entity).despawn();
        } else {
            on = true;
        }
    }
    let Ok(lane) = lane.single() else { return };
    if on {
        return;
    }
    if let Some((message, seconds)) = waiting.0.pop_front() {
        commands.spawn((notice(message, seconds, &words), ChildOf(lane)));
    }
}

/// A notice saying `message` for `seconds`.
fn notice(message: i18n::Message, seconds: f32, words: &Words) -> impl Bundle {
    (
        Notice(Timer::from_seconds(seconds.max(0.1), TimerMode::Once)),
        Text::new(words.say(&message)),
        LocalizedMessage(message),
        TextFont::from_font_size(18.0),
        TextColor(palette::NOTICE_TEXT),
        Node {
            padding: UiRect::axes(px(16.0), px(3.0)),
            border_radius: BorderRadius::all(px(8.0)),
            ..default()
        },
        BoxColours::fill(palette::NOTICE_BACK),
        Pickable::IGNORE,
    )
}

/// A sleeping game wakes when the notice shown is due to go, and at once when one waits.
fn wake_for_notices(
    shown: Query<&Notice>,
    waiting: Res<WaitingNotices>,
    mut pacing: ResMut<FramePacing>,
) {
    for n in &shown {
        pacing.frame_in(n.0.remaining());
    }
    if shown.is_empty() && !waiting.0.is_empty() {
        pacing.frame_now();
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<WaitingNotices>()
        .init_resource::<TextSize>()
        .add_systems(Startup, spawn_lane)
        .add_systems(Last, wake_for_notices.in_set(PacingSystems::Ask))
        .add_systems(
            Update,
            (queue_notices, advance_notices)
                .chain()
                .in_set(ViewSystems::React),
        )
        .add_systems(
            Update,
            widen_lane
                .run_if(resource_changed::<TextSize>)
                .in_set(ViewSystems::Dress),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::saves::settings::SavedSettings;
    use crate::game::core::pacing::NextFrame;
    use crate::game::core::settings::Settings;
    use crate::i18n::Language;

    fn app_at(step: Duration) -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, crate::game::theme::localized::plugin))
            .insert_resource(Settings(SavedSettings {
                language: Some(Language::English),
                ..SavedSettings::default()
            }))
            .init_resource::<FramePacing>()
            .init_resource::<WaitingNotices>()
            .insert_resource(FrameStep::new(step, step, false))
            .add_message::<BoardShuffled>()
            .add_message::<Notify>()
            .add_systems(Startup, spawn_lane)
            .add_systems(Update, (queue_notices, advance_notices).chain())
            .add_systems(Last, wake_for_notices);
        app
    }

    fn tell(app: &mut App, key: &'static str, seconds: f32) {
        app.world_mut().write_message(Notify {
            message: i18n::Message::new(key),
            seconds,
        });
    }

    fn shown(app: &mut App) -> Vec<String> {
        let world = app.world_mut();
        let mut texts = world.query_filtered::<&Text, With<Notice>>();
        texts.iter(world).map(|t| t.0.clone()).collect()
    }

    /// Lets `seconds` of real time pass in one frame (as a sleep does), the game paused.
    fn sleep(app: &mut App, seconds: f32) {
        let slept = Duration::from_secs_f32(seconds);
        app.insert_resource(FrameStep::new(Duration::ZERO, slept, false));
        app.update();
    }

    #[test]
    fn a_notice_wakes_the_sleeping_game_when_due_and_goes_then_even_while_paused() {
        let mut app = app_at(Duration::ZERO);
        tell(&mut app, "notice-redealt", 2.5);
        app.update();
        assert_eq!(shown(&mut app).len(), 1);
        let next = app.world().resource::<FramePacing>().next();
        assert_eq!(next, NextFrame::In(Duration::from_millis(2500)));
        // Game time stands still (a card is open); real time goes on.
        sleep(&mut app, 2.5);
        assert!(shown(&mut app).is_empty());
    }

    #[test]
    fn a_notice_shown_as_the_game_wakes_stays_its_whole_time() {
        let mut app = app_at(Duration::from_secs(30));
        tell(&mut app, "notice-redealt", 2.5);
        app.update();
        assert_eq!(shown(&mut app).len(), 1);
        let next = app.world().resource::<FramePacing>().next();
        assert_eq!(next, NextFrame::In(Duration::from_millis(2500)));
    }

    #[test]
    fn notices_come_one_after_another_in_the_lane_and_none_is_lost() {
        let mut app = app_at(Duration::ZERO);
        tell(&mut app, "notice-redealt", 6.0);
        app.update();
        tell(&mut app, "levels-next-locked", 3.0);
        tell(&mut app, "levels-next-locked", 3.0);
        app.update();
        let first = shown(&mut app);
        assert_eq!(first.len(), 1, "one at a time");
        let world = app.world_mut();
        let mut lane = world.query_filtered::<&Children, With<NoticeLane>>();
        assert_eq!(lane.single(world).unwrap().len(), 1, "in the lane");
        // The first is cut short for the one waiting, not dropped at once.
        sleep(&mut app, 1.0);
        assert_eq!(shown(&mut app), first);
        sleep(&mut app, 0.6);
        sleep(&mut app, 0.0);
        let second = shown(&mut app);
        assert_eq!(second.len(), 1);
        assert_ne!(second, first, "the waiting one follows");
        sleep(&mut app, 3.0);
        sleep(&mut app, 0.0);
        assert!(shown(&mut app).is_empty(), "the same words are told once");
    }

    #[test]
    fn a_notice_on_screen_follows_a_language_switch() {
        let mut app = app_at(Duration::ZERO);
        let message = i18n::Message::with("levels-locked-notice", [("n", 3.into())]);
        app.world_mut().write_message(Notify {
            message: message.clone(),
            seconds: 5.0,
        });
        app.update();
        assert_eq!(shown(&mut app), [message.text(Language::English)]);
        app.world_mut().resource_mut::<Settings>().language = Some(Language::Chinese);
        app.update();
        assert_eq!(shown(&mut app), [message.text(Language::Chinese)]);
    }
}
