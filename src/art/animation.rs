//! A game as an animated picture: frames taken at a steady pace, kept as the rectangle that
//! changed since the frame before (a board is mostly still, so a minute of play is small), and
//! written as an animated GIF or an animated PNG (APNG).

use std::num::NonZeroU32;

use color_quant::NeuQuant;

/// The most a frame stays shown in a GIF (its delay is a 16-bit count of hundredths).
const MOST_CENTISECONDS: u32 = 60_000;

/// The GIF palette's slot for "as before": the other 255 are the colours learnt.
const TRANSPARENT: u8 = 255;

/// The most pixels the palette is learnt from.
const PALETTE_SAMPLE: usize = 400_000;

/// A rectangle of a frame that changed: where, and its new pixels (RGBA, row by row).
#[derive(Clone, Debug, PartialEq)]
struct Change {
    left: u32,
    top: u32,
    width: u32,
    height: u32,
    rgba: Vec<u8>,
    /// How long it stays shown, in milliseconds.
    shown_ms: u32,
}

/// Frames of one size, each shown for the same time, kept as the changes between them.
#[derive(Debug)]
pub struct Animation {
    width: u32,
    height: u32,
    frame_ms: u32,
    changes: Vec<Change>,
    last: Vec<u8>,
}

impl Animation {
    /// An animation of `width`×`height` frames, each shown `frame_ms` milliseconds.
    pub fn new(width: NonZeroU32, height: NonZeroU32, frame_ms: NonZeroU32) -> Self {
        Animation {
            width: width.get(),
            height: height.get(),
            frame_ms: frame_ms.get(),
            changes: Vec::new(),
            last: Vec::new(),
        }
    }

    /// The frames' size.
    pub fn size(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    /// How many distinct frames it holds (a frame like the one before only lengthens it).
    pub fn frames(&self) -> usize {
        self.changes.len()
    }

    /// How long it plays, in milliseconds.
    pub fn length_ms(&self) -> u64 {
        self.changes.iter().map(|c| u64::from(c.shown_ms)).sum()
    }

    /// Adds the next frame (RGBA, `width`×`height`); an error for a frame of another size.
    pub fn push(&mut self, rgba: &[u8]) -> Result<(), String> {
        let expected = (self.width * self.height * 4) as usize;
        if rgba.len() != expected {
            return Err(format!(
                "a frame of {} bytes where {}×{} takes {expected}",
                rgba.len(),
                self.width,
                self.height
            ));
        }
        match changed_box(&self.last, rgba, self.width, self.height) {
            None => {
                if let Some(last) = self.changes.last_mut() {
                    last.shown_ms += self.frame_ms;
                }
            }
            Some((left, top, right, bottom)) => {
                let (width, height) = (right - left, bottom - top);
                let mut pixels = Vec::with_capacity((width * height * 4) as usize);
                for y in top..bottom {
                    let row = ((y * self.width + left) * 4) as usize;
                    pixels.extend_from_slice(&rgba[row..row + (width * 4) as usize]);
                }
                self.changes.push(Change {
                    left,
                    top,
                    width,
                    height,
                    rgba: pixels,
                    shown_ms: self.frame_ms,
                });
                self.last.clear();
                self.last.extend_from_slice(rgba);
            }
        }
        Ok(())
    }

    /// The animation as a GIF that plays for ever: one palette learnt from the frames, and
    /// in each change only the pixels that differ drawn (the rest transparent), which keeps the
    /// runs long and the file small.
    pub fn gif(&self) -> Result<Vec<u8>, String> {
        let size = |n: u32| u16::try_from(n).map_err(|_| format!("{n} pixels is too large"));
        let palette = learn_palette(&self.changes);
        let mut colours = palette.color_map_rgb();
        colours.resize(256 * 3, 0);
        let mut shown = vec![TRANSPARENT; (self.width * self.height) as usize];
        let mut out = Vec::new();
        {
            let (width, height) = (size(self.width)?, size(self.height)?);
            let mut encoder =
                gif::Encoder::new(&mut out, width, height, &colours).map_err(|e| e.to_string())?;
            encoder
                .set_repeat(gif::Repeat::Infinite)
                .map_err(|e| e.to_string())?;
            for change in &self.changes {
                let indices = self.indices(change, &palette, &mut shown);
                let frame = gif::Frame {
                    left: size(change.left)?,
                    top: size(change.top)?,
                    width: size(change.width)?,
                    height: size(change.height)?,
                    dispose: gif::DisposalMethod::Keep,
                    transparent: Some(TRANSPARENT),
                    // Hundredths, rounded; a frame shown longer than a GIF counts holds its most.
                    delay: ((change.shown_ms + 5) / 10).clamp(1, MOST_CENTISECONDS) as u16,
                    buffer: indices.into(),
                    ..gif::Frame::default()
                };
                encoder.write_frame(&frame).map_err(|e| e.to_string())?;
            }
        }
        Ok(out)
    }

    /// The palette indices of `change`: transparent where the pixel's colour in the palette
    /// is the one `shown` already, which `shown` then takes. A change too faint for the
    /// palette is left out. Nothing shown yet is the transparent slot, which no colour has.
    fn indices(&self, change: &Change, palette: &NeuQuant, shown: &mut [u8]) -> Vec<u8> {
        let mut indices = Vec::with_capacity((change.width * change.height) as usize);
        for (row, pixels) in change
            .rgba
            .chunks_exact((change.width * 4) as usize)
            .enumerate()
        {
            let at = ((change.top + row as u32) * self.width + change.left) as usize;
            let before = &mut shown[at..at + pixels.len() / 4];
            for (now, was) in pixels.chunks_exact(4).zip(before) {
                let index = palette.index_of(now) as u8;
                if index == *was {
                    indices.push(TRANSPARENT);
                } else {
                    indices.push(index);
                    *was = index;
                }
            }
        }
        indices
    }

    /// The animation as an animated PNG that plays for ever, in full colour.
    pub fn apng(&self) -> Result<Vec<u8>, String> {
        let mut out = Vec::new();
        let count = u32::try_from(self.changes.len().max(1)).map_err(|e| e.to_string())?;
        {
            let mut encoder = png::Encoder::new(&mut out, self.width, self.height);
            encoder.set_color(png::ColorType::Rgba);
            encoder.set_depth(png::BitDepth::Eight);
            encoder.set_animated(count, 0).map_err(|e| e.to_string())?;
            let mut writer = encoder.write_header().map_err(|e| e.to_string())?;
            for change in &self.changes {
                // Each is checked against the frame before's place: from the corner first.
                writer.reset_frame_position().map_err(|e| e.to_string())?;
                writer
                    .set_frame_dimension(change.width, change.height)
                    .map_err(|e| e.to_string())?;
                writer
                    .set_frame_position(change.left, change.top)
                    .map_err(|e| e.to_string())?;
                let ms = u16::try_from(change.shown_ms).unwrap_or(u16::MAX);
                writer
                    .set_frame_delay(ms, 1000)
                    .map_err(|e| e.to_string())?;
                writer
                    .set_dispose_op(png::DisposeOp::None)
                    .map_err(|e| e.to_string())?;
                writer
                    .set_blend_op(png::BlendOp::Source)
                    .map_err(|e| e.to_string())?;
                writer
                    .write_image_data(&change.rgba)
                    .map_err(|e| e.to_string())?;
            }
            writer.finish().map_err(|e| e.to_string())?;
        }
        Ok(out)
    }
}

/// A palette of 255 colours for every frame, learnt from the first whole frame and an even
/// sample of the changes after it.
fn learn_palette(changes: &[Change]) -> NeuQuant {
    let total: usize = changes.iter().map(|c| c.rgba.len() / 4).sum();
    let step = total.div_ceil(PALETTE_SAMPLE).max(1);
    let mut sample: Vec<u8> = Vec::with_capacity(PALETTE_SAMPLE * 4 + 4);
    for pixel in changes
        .iter()
        .flat_map(|c| c.rgba.chunks_exact(4))
        .step_by(step)
    {
        sample.extend_from_slice(pixel);
    }
    if sample.is_empty() {
        sample.extend_from_slice(&[0, 0, 0, 255]);
    }
    NeuQuant::new(10, 255, &sample)
}

/// The smallest box (left, top, right, bottom; right and bottom past the end) holding every
/// pixel that differs between `before` and `now`; all of `now` when there is no `before`.
fn changed_box(before: &[u8], now: &[u8], width: u32, height: u32) -> Option<(u32, u32, u32, u32)> {
    if before.len() != now.len() {
        return Some((0, 0, width, height));
    }
    let row_bytes = (width * 4) as usize;
    let rows = before
        .chunks_exact(row_bytes)
        .zip(now.chunks_exact(row_bytes));
    let mut found: Option<(u32, u32, u32, u32)> = None;
    for (y, (a, b)) in (0u32..).zip(rows) {
        if a == b {
            continue;
        }
        let pixels = || a.chunks_exact(4).zip(b.chunks_exact(4));
        let first = pixels().position(|(p, q)| p != q).unwrap_or(0) as u32;
        let last = pixels().rposition(|(p, q)| p != q).unwrap_or(0) as u32;
        found = Some(match found {
            None => (first, y, last + 1, y + 1),
            Some((l, t, r, _)) => (l.min(first), t, r.max(last + 1), y + 1),
        });
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(n: u32) -> NonZeroU32 {
        NonZeroU32::new(n).unwrap()
    }

    fn frame(w: u32, h: u32, lit: &[(u32, u32)]) -> Vec<u8> {
        let mut rgba = vec![20u8; (w * h * 4) as usize];
        for &(x, y) in lit {
            let at = ((y * w + x) * 4) as usize;
            rgba[at..at + 4].copy_from_slice(&[250, 200, 40, 255]);
        }
        rgba
    }

    #[test]
    fn a_still_frame_lengthens_the_last_and_a_change_keeps_only_its_box() {
        let mut animation = Animation::new(size(8), size(6), size(50));
        animation.push(&frame(8, 6, &[])).unwrap();
        animation.push(&frame(8, 6, &[])).unwrap();
        animation.push(&frame(8, 6, &[(2, 1), (5, 3)])).unwrap();
        assert_eq!(animation.frames(), 2);
        assert_eq!(animation.length_ms(), 150);
        let change = &animation.changes[1];
        assert_eq!(
            (change.left, change.top, change.width, change.height),
            (2, 1, 4, 3)
        );
        assert!(animation.push(&[0; 12]).is_err(), "a frame of another size");
    }

    #[test]
    fn the_gif_and_the_apng_decode_to_the_frames_pushed() {
        let mut animation = Animation::new(size(8), size(6), size(40));
        animation.push(&frame(8, 6, &[])).unwrap();
        // A change in a far corner, then a wider one back at the near corner.
        animation.push(&frame(8, 6, &[(7, 5)])).unwrap();
        animation.push(&frame(8, 6, &[(7, 5)])).unwrap();
        animation
            .push(&frame(8, 6, &[(0, 0), (6, 0), (7, 5)]))
            .unwrap();

        let gif = animation.gif().unwrap();
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::RGBA);
        let mut decoder = options.read_info(gif.as_slice()).unwrap();
        let mut delays = Vec::new();
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            delays.push(frame.delay);
        }
        assert_eq!(
            delays,
            vec![4, 8, 4],
            "hundredths of a second each frame is shown"
        );

        let apng = animation.apng().unwrap();
        let decoder = png::Decoder::new(std::io::Cursor::new(apng));
        let reader = decoder.read_info().unwrap();
        let control = reader.info().animation_control().expect("an animated PNG");
        assert_eq!((control.num_frames, control.num_plays), (3, 0));
    }
}
