//! Pictures and text draw above the boxes of their layer, all pictures of a layer together and
//! all text together. In tree order each button's box, picture and label alternate, and every
//! change of texture starts a new piece of the interface's draw; a software renderer pays for
//! each piece (the editor's level page drew at 0.37 of a bare frame so, 0.61 with its text
//! lifted). Layers keep their order: a layer's `GlobalZIndex` is a multiple of ten
//! ([`LAYER_STEP`]), and its pictures and text are lifted by one and two within it.

use bevy::prelude::*;

/// Room between layers' `GlobalZIndex` values, for what is lifted within a layer.
pub const LAYER_STEP: i32 = 10;

/// New UI pictures and text not yet placed in a layer of their own.
type NewPicturesAndText = (
    Or<(Added<Text>, Added<ImageNode>)>,
    With<Node>,
    Without<GlobalZIndex>,
);

/// Lifts new UI pictures and text above the boxes of the layer they are in.
fn lift_pictures_and_text(
    mut commands: Commands,
    added: Query<(Entity, Has<Text>), NewPicturesAndText>,
    parents: Query<&ChildOf>,
    layers: Query<&GlobalZIndex>,
) {
    for (entity, is_text) in &added {
        let base = parents
            .iter_ancestors(entity)
            .find_map(|a| layers.get(a).ok())
            .map_or(0, |z| z.0);
        let lift = if is_text { 2 } else { 1 };
        commands.entity(entity).insert(GlobalZIndex(base + lift));
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        lift_pictures_and_text.before(bevy::ui::UiSystems::Stack),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pictures_and_text_are_lifted_within_their_layer() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, plugin));
        let world = app.world_mut();
        let layer = world
            .spawn((Node::default(), GlobalZIndex(10 * LAYER_STEP)))
            .id();
        let button = world.spawn((Node::default(), ChildOf(layer))).id();
        let label = world.spawn((Text::new("Play"), ChildOf(button))).id();
        let picture = world.spawn((ImageNode::default(), ChildOf(button))).id();
        let hud_text = world.spawn(Text::new("00:12")).id();
        let fade = world.spawn((Text::new("fading"), GlobalZIndex(7))).id();
        app.update();
        let z = |e: Entity| app.world().get::<GlobalZIndex>(e).map(|z| z.0);
        assert_eq!(z(label), Some(10 * LAYER_STEP + 2));
        assert_eq!(z(picture), Some(10 * LAYER_STEP + 1));
        assert_eq!(z(button), None, "boxes stay in their layer's order");
        assert_eq!(
            z(hud_text),
            Some(2),
            "outside any layer: above the boxes under it"
        );
        assert_eq!(z(fade), Some(7), "a placed node keeps its place");
    }
}
