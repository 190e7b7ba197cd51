//! Partners shown: holding the right mouse button on a tile shows every tile of its kind, as
//! KShisen does (its handbook says this is no cheat), for as long as the button is held. A level
//! that is about finding partners turns it off (`show_partners: false`). Nothing is recorded:
//! it changes no board and no score.

#[cfg(feature = "look")]
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;

use crate::engine::Kind;
use crate::game::core::board::{OutOfPlay, TileKind};
use crate::game::core::deal::LevelSpec;

/// The kind whose tiles are shown while the right button is held, if any.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PartnersShown {
    /// The kind held.
    pub kind: Option<Kind>,
}

#[cfg(feature = "look")]
/// A right-button press on a tile in play shows its kind, when the level allows it.
pub fn on_tile_pressed(
    press: On<Pointer<Press>>,
    tiles: Query<&TileKind, Without<OutOfPlay>>,
    spec: Option<Res<LevelSpec>>,
    mut shown: ResMut<PartnersShown>,
) {
    let allowed = spec.is_some_and(|s| s.level.show_partners);
    if press.button != PointerButton::Secondary || !allowed {
        return;
    }
    if let Ok(kind) = tiles.get(press.entity) {
        shown.kind = Some(kind.0);
    }
}

/// Letting go of the right button (anywhere) ends the showing.
fn let_go(mouse: Res<ButtonInput<MouseButton>>, mut shown: ResMut<PartnersShown>) {
    if shown.kind.is_some() && !mouse.pressed(MouseButton::Right) {
        shown.kind = None;
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PartnersShown>().add_systems(
        Update,
        let_go.run_if(resource_exists::<ButtonInput<MouseButton>>),
    );
}

#[cfg(test)]
mod tests {
    use bevy::camera::NormalizedRenderTarget;
    use bevy::picking::backend::HitData;
    use bevy::picking::pointer::{Location, PointerId};

    use super::*;
    use crate::engine::Grid;
    use crate::formats::level::Level;

    fn app(show_partners: bool) -> (App, Entity) {
        let mut level = Level::new("T", Grid::from_text("xx").unwrap());
        level.show_partners = show_partners;
        let mut app = App::new();
        app.add_plugins(plugin)
            .init_resource::<ButtonInput<MouseButton>>()
            .insert_resource(LevelSpec::new(level, 1));
        let tile = app
            .world_mut()
            .spawn(TileKind(7))
            .observe(on_tile_pressed)
            .id();
        (app, tile)
    }

    fn press(app: &mut App, tile: Entity, button: PointerButton) {
        let location = Location {
            target: NormalizedRenderTarget::None {
                width: 1,
                height: 1,
            },
            position: Vec2::ZERO,
        };
        let hit = HitData::new(Entity::PLACEHOLDER, 0.0, None, None);
        let event = Press {
            button,
            hit,
            count: 1,
        };
        let pointer = Pointer::new(PointerId::Mouse, location, event, tile);
        app.world_mut().trigger(pointer);
        let mut mouse = app.world_mut().resource_mut::<ButtonInput<MouseButton>>();
        match button {
            PointerButton::Secondary => mouse.press(MouseButton::Right),
            _ => mouse.press(MouseButton::Left),
        }
    }

    fn shown(app: &App) -> Option<Kind> {
        app.world().resource::<PartnersShown>().kind
    }

    #[test]
    fn holding_the_right_button_on_a_tile_shows_its_kind_until_let_go() {
        let (mut app, tile) = app(true);
        press(&mut app, tile, PointerButton::Primary);
        app.update();
        assert_eq!(shown(&app), None, "a left press picks, it shows nothing");
        press(&mut app, tile, PointerButton::Secondary);
        app.update();
        assert_eq!(shown(&app), Some(7));
        app.update();
        assert_eq!(shown(&app), Some(7), "held");
        let mut mouse = app.world_mut().resource_mut::<ButtonInput<MouseButton>>();
        mouse.release(MouseButton::Right);
        app.update();
        assert_eq!(shown(&app), None);
    }

    #[test]
    fn a_level_may_turn_it_off() {
        let (mut app, tile) = app(false);
        press(&mut app, tile, PointerButton::Secondary);
        app.update();
        assert_eq!(shown(&app), None);
    }
}
