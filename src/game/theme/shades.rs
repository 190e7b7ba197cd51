//! The light theme for the title and the menus. Menus are built in the palette's dark roles
//! (text, panel, button, edge); under the light theme each of those colours in a menu layer is
//! swapped for its light counterpart as it is set, and swapped back when the player turns to
//! the dark theme. Play's own colours follow the theme where they are made ([`super::palette::board_colours`]).

use bevy::prelude::*;

use super::boxes::BoxColours;
use super::palette;
use crate::formats::saves::settings::Shade;
use crate::game::view::frame::desktop_scheme::ShownShade;

/// The root of a menu or the title (see [`super::widgets::layer`]): what it holds follows the
/// theme.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct MenuLayer;

/// Each dark role's colour and its light counterpart.
const ROLES: [(Color, Color); 10] = [
    (palette::TEXT, Color::srgb(0.1, 0.12, 0.17)),
    (palette::TEXT_DIM, Color::srgb(0.3, 0.34, 0.42)),
    (palette::TEXT_SPENT, Color::srgb(0.52, 0.55, 0.62)),
    (palette::GOLD, Color::srgb(0.6, 0.4, 0.0)),
    (palette::PROBLEM, Color::srgb(0.72, 0.12, 0.1)),
    (palette::BUTTON, Color::srgb(0.85, 0.87, 0.91)),
    (palette::BUTTON_HOT, Color::srgb(0.72, 0.79, 0.92)),
    (palette::PANEL, Color::srgb(0.96, 0.96, 0.975)),
    (palette::PANEL_EDGE, Color::srgb(0.56, 0.61, 0.71)),
    (palette::TITLE_BACKDROP, Color::srgb(0.8, 0.82, 0.87)),
];

/// `colour` as the theme `shade` shows it: a dark role's colour becomes its light one under
/// the light theme and back under the dark; any other colour stays.
pub fn in_shade(colour: Color, shade: Shade) -> Color {
    ROLES
        .iter()
        .find_map(|&(dark, light)| match shade {
            Shade::Light if colour == dark => Some(light),
            Shade::Dark if colour == light => Some(dark),
            _ => None,
        })
        .unwrap_or(colour)
}

/// Whether `entity` is in a menu layer.
fn in_menu(entity: Entity, parents: &Query<&ChildOf>, layers: &Query<(), With<MenuLayer>>) -> bool {
    let mut at = entity;
    // A menu is a few levels deep; the bound keeps a broken hierarchy from looping.
    for _ in 0..32 {
        if layers.contains(at) {
            return true;
        }
        match parents.get(at) {
            Ok(parent) => at = parent.parent(),
            Err(_) => return false,
        }
    }
    false
}

/// Colours in menu layers follow the theme: those just set, and all of them when the theme
/// changes.
fn shade_menus(
    shade: Option<Res<ShownShade>>,
    mut texts: Query<(Entity, &mut TextColor)>,
    mut boxes: Query<(Entity, &mut BoxColours)>,
    (parents, layers): (Query<&ChildOf>, Query<(), With<MenuLayer>>),
    mut shown: Local<Option<Shade>>,
) {
    let shade = shade.map_or(Shade::Dark, |s| s.0);
    let everything = *shown != Some(shade);
    *shown = Some(shade);
    for (entity, mut colour) in &mut texts {
        if (everything || colour.is_changed()) && in_menu(entity, &parents, &layers) {
            colour.set_if_neq(TextColor(in_shade(colour.0, shade)));
        }
    }
    for (entity, mut colours) in &mut boxes {
        if (everything || colours.is_changed()) && in_menu(entity, &parents, &layers) {
            let fill = in_shade(colours.fill, shade);
            let edge = in_shade(colours.edge, shade);
            colours.set_if_neq(BoxColours::new(fill, edge));
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    // After every system that sets a menu's colours, before boxes are painted.
    app.add_systems(PostUpdate, shade_menus.before(super::boxes::PaintBoxes));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_role_goes_light_and_back_and_other_colours_stay() {
        for (dark, light) in ROLES {
            assert_eq!(in_shade(dark, Shade::Light), light);
            assert_eq!(in_shade(light, Shade::Dark), dark);
            assert_eq!(in_shade(dark, Shade::Dark), dark);
            assert_eq!(in_shade(light, Shade::Light), light, "applied twice");
        }
        let other = Color::srgb(0.5, 0.1, 0.9);
        assert_eq!(in_shade(other, Shade::Light), other);
    }

    #[test]
    fn the_lights_and_darks_are_told_apart() {
        for (i, (dark, light)) in ROLES.iter().enumerate() {
            for (other_dark, other_light) in &ROLES[i + 1..] {
                assert_ne!(dark, other_dark);
                assert_ne!(light, other_light);
            }
            assert!(
                ROLES.iter().all(|(d, _)| d != light),
                "{light:?} is a dark role"
            );
        }
    }

    #[test]
    fn a_menu_turns_light_with_the_theme_and_the_hud_does_not() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(ShownShade(Shade::Dark))
            .add_systems(Update, shade_menus);
        let world = app.world_mut();
        let menu = world.spawn(MenuLayer).id();
        let text = world.spawn((TextColor(palette::TEXT), ChildOf(menu))).id();
        let button = world
            .spawn((
                BoxColours::new(palette::BUTTON, palette::GOLD),
                ChildOf(text),
            ))
            .id();
        let hud = world.spawn(TextColor(palette::TEXT)).id();
        app.update();
        let colour = |app: &App, e: Entity| app.world().get::<TextColor>(e).unwrap().0;
        assert_eq!(colour(&app, text), palette::TEXT, "dark stays dark");
        app.insert_resource(ShownShade(Shade::Light));
        app.update();
        assert_eq!(colour(&app, text), ROLES[0].1);
        let boxed = *app.world().get::<BoxColours>(button).unwrap();
        assert_eq!(boxed, BoxColours::new(ROLES[5].1, ROLES[3].1));
        assert_eq!(colour(&app, hud), palette::TEXT, "outside a menu");
        // A colour set afresh (focus moving) is shown light too.
        app.world_mut().get_mut::<BoxColours>(button).unwrap().fill = palette::BUTTON_HOT;
        app.update();
        assert_eq!(
            app.world().get::<BoxColours>(button).unwrap().fill,
            ROLES[6].1
        );
        app.insert_resource(ShownShade(Shade::Dark));
        app.update();
        assert_eq!(colour(&app, text), palette::TEXT, "and back");
    }
}
