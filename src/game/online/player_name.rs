//! The player's name on the leaderboards, chosen in the game: [`ChooseName`] checks it against
//! the rules at once (a refused name is explained in words) and hands a good one to the
//! outbox's sender, which keeps it beside the key and binds it on the server in the background
//! (at once, or once the server can be reached). [`PlayerName`] is what is known of it; no game
//! is sent before it is bound.

use bevy::prelude::*;

use crate::i18n::Message;
use crate::online::names::{MAX_NAME_CHARS, NameProblem};
use crate::online::outbox::NameAnswer;

/// The player chose this name (as typed).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct ChooseName(pub String);

/// The player's name and what became of it.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct PlayerName {
    /// The name chosen (the one kept from before until the player chooses another).
    pub name: Option<String>,
    /// What became of it.
    pub state: NameState,
}

/// What became of the name.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum NameState {
    /// None chosen yet.
    #[default]
    Unset,
    /// The last name typed breaks the rules (nothing was sent): why.
    Invalid(NameProblem),
    /// Kept; no server is set to bind it.
    Kept,
    /// Being bound on the server.
    Binding,
    /// Bound to the player's key.
    Bound,
    /// Another player has it.
    Taken,
    /// Refused by the server (or the key file), with the reason.
    Refused(String),
    /// The server cannot be reached; it is bound once it can.
    Offline,
}

impl PlayerName {
    /// The name the player goes by: the one chosen, unless another player has it or the
    /// server refused it.
    pub fn own(&self) -> Option<&str> {
        match self.state {
            NameState::Taken | NameState::Refused(_) => None,
            _ => self.name.as_deref(),
        }
    }

    /// The words for the name's state.
    pub fn message(&self) -> Message {
        let name = self.name.clone().unwrap_or_default();
        match &self.state {
            NameState::Unset => Message::new("online-name-unset"),
            NameState::Invalid(NameProblem::Length(chars)) => Message::with(
                "online-name-length",
                [("most", MAX_NAME_CHARS.into()), ("chars", (*chars).into())],
            ),
            NameState::Invalid(NameProblem::Character(c)) => {
                Message::with("online-name-character", [("char", format_char(*c).into())])
            }
            NameState::Invalid(NameProblem::Restricted(c)) => {
                Message::with("online-name-restricted", [("char", format_char(*c).into())])
            }
            NameState::Invalid(NameProblem::MixedScripts) => {
                Message::new("online-name-mixed-scripts")
            }
            NameState::Kept => Message::new("online-name-kept"),
            NameState::Binding => Message::with("online-name-binding", [("name", name.into())]),
            NameState::Bound => Message::with("online-name-bound", [("name", name.into())]),
            NameState::Taken => Message::with("online-name-taken", [("name", name.into())]),
            NameState::Refused(reason) => {
                Message::with("online-name-refused", [("reason", reason.as_str().into())])
            }
            NameState::Offline => Message::new("online-name-offline"),
        }
    }

    /// Takes in the sender's answer.
    pub(crate) fn answered(&mut self, answer: &NameAnswer) {
        let (name, state) = match answer {
            NameAnswer::Kept(name) => (name, NameState::Kept),
            NameAnswer::Binding(name) => (name, NameState::Binding),
            NameAnswer::Bound(name) => (name, NameState::Bound),
            NameAnswer::Taken(name) => (name, NameState::Taken),
            NameAnswer::Refused { name, reason } => (name, NameState::Refused(reason.clone())),
            NameAnswer::Offline(name) => (name, NameState::Offline),
        };
        // An answer about a name given up since is old news.
        if self.name.as_ref().is_some_and(|now| now != name) && self.state == NameState::Binding {
            return;
        }
        self.name = Some(name.clone());
        self.state = state;
    }
}

/// A character as the player can see it: a space or an invisible one by its code.
fn format_char(c: char) -> String {
    use unicode_security::GeneralSecurityProfile;
    if c.is_whitespace() || c.is_control() || !c.identifier_allowed() {
        format!("U+{:04X}", u32::from(c))
    } else {
        c.to_string()
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PlayerName>()
        .add_message::<ChooseName>();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_set_the_state_and_old_answers_are_dropped() {
        let mut player = PlayerName {
            name: Some("新名".into()),
            state: NameState::Binding,
        };
        player.answered(&NameAnswer::Offline("old".into()));
        assert_eq!(player.state, NameState::Binding, "about a name given up");
        player.answered(&NameAnswer::Taken("新名".into()));
        assert_eq!(player.state, NameState::Taken);
        assert_eq!(player.message().key, "online-name-taken");
        player.state = NameState::Invalid(NameProblem::Character(' '));
        assert_eq!(
            player.message().args[0].1,
            crate::i18n::Value::from("U+0020")
        );
    }
}
