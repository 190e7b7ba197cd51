//! Boxes: the fill and edge of menus' buttons, panels, chips and the editor's cells, drawn by
//! one small shader ([`BoxMaterial`], `box.wgsl`) instead of Bevy's `BackgroundColor` and
//! `BorderColor`.
//!
//! Why: Bevy's UI shader samples a texture for every pixel of a plain box and draws an edge
//! as a second quad as large as the box. On a software renderer the sampling alone costs
//! about as much as the fill, so a menu of boxes cost a fifth of its frame rate
//! (docs/performance.md). Here a box is one quad with no texture.
//!
//! Use [`BoxColours`] on a `Node` (its `border` widths and `border_radius` give the shape) and
//! change it freely: each distinct pair of colours gets one material, shared by every box of
//! those colours, so boxes of a colour draw together. Colours that change every frame (a
//! fade) stay on `BackgroundColor`, which would otherwise make a material per frame.

use bevy::asset::uuid_handle;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;

/// The colours of a UI box: its fill, and its edge (drawn over the node's border widths).
/// Transparent colours draw nothing, and a box with both transparent is not drawn at all.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct BoxColours {
    /// Inside the edge.
    pub fill: Color,
    /// The border (the node's `border` widths).
    pub edge: Color,
}

impl BoxColours {
    /// A box of `fill` with an edge of `edge`.
    pub const fn new(fill: Color, edge: Color) -> Self {
        Self { fill, edge }
    }

    /// A filled box with no edge.
    pub const fn fill(fill: Color) -> Self {
        Self::new(fill, Color::NONE)
    }

    /// An edge with nothing inside.
    pub const fn edge(edge: Color) -> Self {
        Self::new(Color::NONE, edge)
    }

    /// Whether the box draws nothing.
    pub fn is_invisible(&self) -> bool {
        self.fill.is_fully_transparent() && self.edge.is_fully_transparent()
    }

    /// A hashable key for the pair (linear colours, bit for bit).
    fn key(&self) -> [u32; 8] {
        let (f, e) = (self.fill.to_linear(), self.edge.to_linear());
        [
            f.red, f.green, f.blue, f.alpha, e.red, e.green, e.blue, e.alpha,
        ]
        .map(f32::to_bits)
    }
}

/// Where boxes get their materials from their colours: colours set before it show this frame.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct PaintBoxes;

/// The material of every box of one pair of colours (see `box.wgsl`).
#[derive(AsBindGroup, Asset, TypePath, Debug, Clone)]
pub struct BoxMaterial {
    /// Fill, linear RGBA.
    #[uniform(0)]
    pub fill: Vec4,
    /// Edge, linear RGBA.
    #[uniform(1)]
    pub edge: Vec4,
}

const BOX_SHADER: Handle<Shader> = uuid_handle!("3f9d6a52-8c1e-4b7a-9f30-5b2e7c4d1a86");

impl UiMaterial for BoxMaterial {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(BOX_SHADER)
    }
}

/// One material per pair of colours in use.
#[derive(Resource, Default)]
struct BoxMaterials(HashMap<[u32; 8], Handle<BoxMaterial>>);

/// Gives each box the material of its colours when they are set or change.
fn paint_boxes(
    mut commands: Commands,
    boxes: Query<(Entity, &BoxColours), Changed<BoxColours>>,
    mut cache: ResMut<BoxMaterials>,
    mut materials: ResMut<Assets<BoxMaterial>>,
) {
    for (entity, colours) in &boxes {
        if colours.is_invisible() {
            commands
                .entity(entity)
                .remove::<MaterialNode<BoxMaterial>>();
            continue;
        }
        let handle = cache
            .0
            .entry(colours.key())
            .or_insert_with(|| {
                materials.add(BoxMaterial {
                    fill: colours.fill.to_linear().to_vec4(),
                    edge: colours.edge.to_linear().to_vec4(),
                })
            })
            .clone();
        commands.entity(entity).insert(MaterialNode(handle));
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(UiMaterialPlugin::<BoxMaterial>::default())
        .init_resource::<BoxMaterials>()
        .add_systems(
            PostUpdate,
            paint_boxes
                .in_set(PaintBoxes)
                .before(bevy::ui::UiSystems::Prepare),
        );
    let shader = Shader::from_wgsl(include_str!("box.wgsl"), "lianliankan/theme/box.wgsl");
    if let Some(mut shaders) = app.world_mut().get_resource_mut::<Assets<Shader>>() {
        let _ = shaders.insert(BOX_SHADER.id(), shader);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boxes_of_the_same_colours_share_one_material_and_clear_boxes_have_none() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, AssetPlugin::default()))
            .init_asset::<BoxMaterial>()
            .init_resource::<BoxMaterials>()
            .add_systems(Update, paint_boxes);
        let grey = Color::srgb(0.2, 0.2, 0.3);
        let world = app.world_mut();
        let a = world.spawn(BoxColours::fill(grey)).id();
        let b = world.spawn(BoxColours::fill(grey)).id();
        let edged = world.spawn(BoxColours::new(grey, Color::WHITE)).id();
        let clear = world.spawn(BoxColours::edge(Color::NONE)).id();
        app.update();
        let material = |app: &App, e: Entity| {
            app.world()
                .get::<MaterialNode<BoxMaterial>>(e)
                .map(|m| m.0.id())
        };
        assert!(material(&app, a).is_some());
        assert_eq!(material(&app, a), material(&app, b));
        assert_ne!(material(&app, a), material(&app, edged));
        assert_eq!(material(&app, clear), None);
        let materials = app.world().resource::<Assets<BoxMaterial>>();
        let edged_material = materials
            .get(material(&app, edged).unwrap())
            .expect("the material exists");
        assert_eq!(edged_material.edge, Vec4::ONE);
        assert_eq!(edged_material.fill, grey.to_linear().to_vec4());

        // A box that turns clear loses its material; one that turns visible gets one.
        app.world_mut()
            .entity_mut(a)
            .insert(BoxColours::fill(Color::NONE));
        app.world_mut()
            .entity_mut(clear)
            .insert(BoxColours::edge(Color::WHITE));
        app.update();
        assert_eq!(material(&app, a), None);
        assert!(material(&app, clear).is_some());
        assert_eq!(app.world().resource::<BoxMaterials>().0.len(), 3);
    }
}
