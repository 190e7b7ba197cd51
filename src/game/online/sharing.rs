//! The player's choice to share their leaderboard replays (the `share_replays` setting, off
//! until chosen): handed to the outbox's sender, which tells the server once the name is
//! bound, and again until the server answers. The choice is sent at each start too, so the
//! server follows a choice made while it could not be reached.

use bevy::prelude::*;

use super::leaderboards::{Link, OnlineAnswer, OnlineArrivals, OnlineConfig, receive_answers};
use super::player_name::PlayerName;
use crate::game::core::settings::Settings;
use crate::game::modes::board_code::SharedAs;
use crate::i18n::Message;
use crate::online::outbox::{Order, Sent, SharingAnswer};

/// What became of the choice, for Settings → Online.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub enum SharingState {
    /// Nothing sent yet this session.
    #[default]
    Unsent,
    /// Waiting to be sent (for a server, a name, or the server to be reached).
    Waiting,
    /// The server keeps it.
    Kept(bool),
    /// The server refused it: why.
    Refused(String),
}

impl SharingState {
    /// The words for it, if there is anything to say.
    pub fn message(&self) -> Option<Message> {
        match self {
            SharingState::Unsent => None,
            SharingState::Waiting => Some(Message::new("online-sharing-waiting")),
            SharingState::Kept(true) => Some(Message::new("online-sharing-kept-on")),
            SharingState::Kept(false) => Some(Message::new("online-sharing-kept-off")),
            SharingState::Refused(why) => Some(Message::with(
                "online-sharing-refused",
                [("reason", why.as_str().into())],
            )),
        }
    }
}

/// Hands the sender the setting: once the sender runs, and whenever the setting changes.
fn order_sharing(settings: Res<Settings>, link: Res<Link>, mut sent: Local<Option<bool>>) {
    let share = settings.share_replays;
    if *sent == Some(share) {
        return;
    }
    *sent = Some(share);
    link.order(Order::Sharing {
        share,
        at_ms: crate::online::api::now_ms(),
    });
}

/// The name a friend races the player's entries under: once the server keeps their choice to
/// share, under the name they go by.
fn follow_shared_as(
    (state, name): (Res<SharingState>, Res<PlayerName>),
    config: Res<OnlineConfig>,
    mut shared: ResMut<SharedAs>,
) {
    let sharing = *state == SharingState::Kept(true) && config.server.is_some();
    let now = SharedAs(name.own().filter(|_| sharing).map(str::to_string));
    shared.set_if_neq(now);
}

/// Follows the sender's answers about the choice.
fn hear_answers(mut answers: MessageReader<OnlineAnswer>, mut state: ResMut<SharingState>) {
    for OnlineAnswer(sent) in answers.read() {
        let Sent::Sharing(answer) = sent else {
            continue;
        };
        *state = match answer {
            SharingAnswer::Waiting(_) => SharingState::Waiting,
            SharingAnswer::Kept(share) => SharingState::Kept(*share),
            SharingAnswer::Refused(why) => SharingState::Refused(why.clone()),
        };
    }
}

pub(crate) fn plugin(app: &mut App) {
    // The setting is read after every Update system: a choice made this frame is handed on
    // in it (a frame may be the last until something moves).
    app.init_resource::<SharingState>()
        .add_systems(PostUpdate, order_sharing.run_if(resource_exists::<Link>))
        .add_systems(
            Update,
            hear_answers.after(receive_answers).in_set(OnlineArrivals),
        )
        .add_systems(
            Update,
            follow_shared_as
                .after(hear_answers)
                .run_if(resource_exists::<SharedAs>.and_then(resource_exists::<OnlineConfig>))
                .run_if(resource_exists::<PlayerName>)
                // Only when one of what it follows changed, not every frame.
                .run_if(
                    resource_exists_and_changed::<SharingState>
                        .or_eager(resource_exists_and_changed::<PlayerName>)
                        .or_eager(resource_exists_and_changed::<OnlineConfig>),
                ),
        );
}
