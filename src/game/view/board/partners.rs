//! Partners shown: while the right button is held on a tile, every tile of its kind wears a
//! steady frame (see `input/partners.rs`). Drawn once when the kind changes; nothing moves
//! while it is held.

use bevy::prelude::*;
use bevy_prototype_lyon::prelude::*;

use crate::game::core::board::{OutOfPlay, TileKind};
use crate::game::input::partners::PartnersShown;
use crate::game::theme::palette;
use crate::game::view::board::effects::tile_frame;
use crate::game::view::stages::ViewSystems;

/// The frame on a shown partner (a child of the tile, so it goes with it).
#[derive(Component, Debug)]
pub struct PartnerFrame;

/// Frames the tiles of the kind held, and takes the frames away when it is let go.
fn frame_partners(
    shown: Res<PartnersShown>,
    frames: Query<Entity, With<PartnerFrame>>,
    tiles: Query<(Entity, &TileKind), Without<OutOfPlay>>,
    mut commands: Commands,
) {
    for frame in &frames {
        commands.entity(frame).despawn();
    }
    let Some(kind) = shown.kind else { return };
    let shape = tile_frame();
    for (tile, _) in tiles.iter().filter(|(_, k)| k.0 == kind) {
        commands.spawn((
            PartnerFrame,
            ShapeBuilder::with(&shape)
                .stroke(Stroke::new(palette::PARTNERS, 5.0))
                .build(),
            Transform::from_xyz(0.0, 0.0, 0.6),
            ChildOf(tile),
        ));
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        frame_partners
            .run_if(resource_changed::<PartnersShown>)
            .in_set(ViewSystems::React),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_held_kinds_tiles_are_framed_and_the_frames_go_when_let_go() {
        let mut app = App::new();
        app.init_resource::<PartnersShown>().add_plugins(plugin);
        let kinds = [3, 5, 3, 3];
        let tiles: Vec<Entity> = kinds
            .iter()
            .map(|&k| app.world_mut().spawn(TileKind(k)).id())
            .collect();
        app.world_mut().entity_mut(tiles[3]).insert(OutOfPlay);
        app.update();
        let framed = |app: &mut App| {
            let world = app.world_mut();
            let mut q = world.query_filtered::<&ChildOf, With<PartnerFrame>>();
            let mut parents: Vec<Entity> = q.iter(world).map(ChildOf::parent).collect();
            parents.sort();
            parents
        };
        assert!(framed(&mut app).is_empty());
        app.world_mut().resource_mut::<PartnersShown>().kind = Some(3);
        app.update();
        let mut expected = vec![tiles[0], tiles[2]];
        expected.sort();
        assert_eq!(
            framed(&mut app),
            expected,
            "a tile on its way out is not framed"
        );
        app.world_mut().resource_mut::<PartnersShown>().kind = None;
        app.update();
        assert!(framed(&mut app).is_empty());
    }
}
