// A UI box: a rounded fill with an edge, in one quad and without a texture. Bevy's own UI
// shader samples a texture for every pixel (a plain box samples a white one) and draws an edge
// as a second quad the size of the box; on a software renderer both cost as much as the
// fill itself (docs/performance.md).

#import bevy_ui::ui_vertex_output::UiVertexOutput

@group(1) @binding(0) var<uniform> fill: vec4<f32>;
@group(1) @binding(1) var<uniform> edge: vec4<f32>;

// Signed distance from `point` (relative to the centre) to a box of `size` with corner radii
// (top left, top right, bottom right, bottom left): negative inside.
fn sd_rounded_box(point: vec2<f32>, size: vec2<f32>, radii: vec4<f32>) -> f32 {
    let pair = select(radii.xy, radii.wz, 0.0 < point.y);
    let radius = select(pair.x, pair.y, 0.0 < point.x);
    let q = abs(point) - 0.5 * size + radius;
    return length(max(q, vec2(0.0))) + min(max(q.x, q.y), 0.0) - radius;
}

@fragment
fn fragment(in: UiVertexOutput) -> @location(0) vec4<f32> {
    let point = (in.uv - 0.5) * in.size;
    // Border widths in pixels: left, top, right, bottom.
    let b = in.border_widths;
    let inner_size = max(in.size - b.xy - b.zw, vec2(0.0));
    let inner_centre = 0.5 * (b.xy - b.zw);
    let inset = vec4(max(b.x, b.y), max(b.z, b.y), max(b.z, b.w), max(b.x, b.w));
    let inner_radii = clamp(in.border_radius - inset, vec4(0.0), vec4(0.5 * min(inner_size.x, inner_size.y)));
    let outer = saturate(0.5 - sd_rounded_box(point, in.size, in.border_radius));
    let inner = saturate(0.5 - sd_rounded_box(point - inner_centre, inner_size, inner_radii));
    // Mixed premultiplied, so a transparent edge leaves no dark fringe round the fill.
    let mixed = mix(vec4(edge.rgb * edge.a, edge.a), vec4(fill.rgb * fill.a, fill.a), inner);
    let alpha = mixed.a * outer;
    return vec4(mixed.rgb / max(mixed.a, 0.0001), alpha);
}
