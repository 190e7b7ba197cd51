//! Backgrounds as an extension point: the ones the game knows (its own, the desktop's and a
//! mod's, all registered the same way: `app.add_background(MyBackground)`), the plain colour
//! before them, and which one play shows: the level's if it names one that is here, else its
//! pack's, else the player's choice. Adding one of ours is one file in `art::backgrounds` and
//! one line in [`plugin`]. A background whose picture cannot be painted is set aside with why.

use std::collections::BTreeMap;
use std::sync::Arc;

use bevy::prelude::*;

pub use crate::art::backgrounds::{Background, Fill, Painting};
use crate::art::backgrounds::{felt::Felt, fret::Fret, paper::Paper, wood::Wood};
use crate::i18n::Message;

/// The id of the plain background (the theme's colour, no picture): the first choice, and
/// what an empty or unknown choice shows.
pub const PLAIN: &str = "plain";

/// Every registered background, in the order Settings steps through them, and the ones set
/// aside, with why.
#[derive(Resource, Default, Clone)]
pub struct Backgrounds {
    all: Vec<Arc<dyn Background>>,
    broken: BTreeMap<&'static str, Message>,
}

impl Backgrounds {
    /// The background registered as `id` (none for `plain`).
    pub fn get(&self, id: &str) -> Option<&Arc<dyn Background>> {
        self.all.iter().find(|b| b.id() == id)
    }

    /// Whether `id` is plain or a background that can be shown.
    pub fn usable(&self, id: &str) -> bool {
        id == PLAIN || (self.get(id).is_some() && !self.broken.contains_key(id))
    }

    /// The ids Settings steps through: plain, then every one that can be shown.
    pub fn choices(&self) -> Vec<&'static str> {
        let ids = self.all.iter().map(|b| b.id());
        std::iter::once(PLAIN)
            .chain(ids.filter(|id| !self.broken.contains_key(id)))
            .collect()
    }

    /// Sets `id` aside: it cannot be shown, for `why`.
    pub fn set_broken(&mut self, id: &'static str, why: Message) {
        self.broken.insert(id, why);
    }

    /// Why `id` cannot be shown, if it was set aside.
    #[cfg(test)]
    pub fn broken(&self, id: &str) -> Option<&Message> {
        self.broken.get(id)
    }

    /// What play shows: the first of the level's, the pack's and the player's choice that can
    /// be shown, else plain.
    pub fn shown<'a>(
        &self,
        level: Option<&'a str>,
        pack: Option<&'a str>,
        chosen: &'a str,
    ) -> &'a str {
        [level, pack, Some(chosen)]
            .into_iter()
            .flatten()
            .find(|id| self.usable(id))
            .unwrap_or(PLAIN)
    }
}

/// Registers backgrounds (see `docs/modding.md`).
pub trait AddBackground {
    /// Adds `background`: Settings offers it, a level may name it, and play shows it when
    /// chosen. A second one with an id already registered (or `plain`) is ignored, with a
    /// warning.
    fn add_background(&mut self, background: impl Background) -> &mut Self;
}

impl AddBackground for App {
    fn add_background(&mut self, background: impl Background) -> &mut Self {
        let mut all = self.world_mut().get_resource_or_init::<Backgrounds>();
        if background.id() == PLAIN || all.get(background.id()).is_some() {
            warn!(
                "background {:?} registered twice; the first stays",
                background.id()
            );
            return self;
        }
        all.all.push(Arc::new(background));
        self
    }
}

/// Registers the game's own backgrounds, in the order Settings steps through them.
pub fn plugin(app: &mut App) {
    app.init_resource::<Backgrounds>()
        .add_background(Felt)
        .add_background(Wood)
        .add_background(Fret)
        .add_background(Paper);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn registered() -> Backgrounds {
        let mut app = App::new();
        app.add_plugins(plugin).add_background(Felt);
        app.world().resource::<Backgrounds>().clone()
    }

    #[test]
    fn plain_comes_first_and_a_second_registration_is_ignored() {
        let all = registered();
        assert_eq!(all.choices(), [PLAIN, "felt", "wood", "fret", "paper"]);
    }

    #[test]
    fn the_level_comes_before_the_pack_before_the_player() {
        let mut all = registered();
        assert_eq!(all.shown(Some("fret"), Some("wood"), "paper"), "fret");
        assert_eq!(all.shown(None, Some("wood"), "paper"), "wood");
        assert_eq!(all.shown(None, None, "paper"), "paper");
        // One that is not here (a desktop's not installed, a mod's not loaded) is passed over.
        assert_eq!(all.shown(Some("desktop.egyptian"), None, "paper"), "paper");
        assert_eq!(all.shown(None, None, ""), PLAIN);
        assert_eq!(all.shown(None, None, "gone"), PLAIN);
        all.set_broken("paper", Message::new("background-desktop"));
        assert_eq!(all.shown(None, None, "paper"), PLAIN);
        assert!(!all.choices().contains(&"paper"));
    }
}
