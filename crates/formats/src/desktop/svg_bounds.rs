//! Bounds on a picture from outside the game (a desktop tile set or background), checked before
//! a library parses or draws it, so no file can overflow a stack, run for minutes or take
//! gigabytes: how deep its elements nest (read from the tags alone, as a parser that recurses
//! would overflow on the very file it measures), how many elements it stands for once every
//! `<use>` and `url(#…)` reference is followed, how long its reference chains are, and its
//! filters' octaves. Style sheets are dropped: a selector can make matching backtrack for
//! minutes over a few hundred bytes, and no desktop set uses one (their styles are attributes).

use std::collections::HashMap;

/// Deepest nesting of elements (KDE's pictures nest at most 7 deep; Inkscape's rarely 20).
pub const MAX_DEPTH: usize = 64;
/// Longest chain of references, element to element (a `<use>` of a group holding a `<use>`…,
/// a clip path clipped by another…).
pub const MAX_CHAIN: usize = 32;
/// Most elements a picture stands for with every reference followed (KDE's largest, Alphabet,
/// stands for about 42,000).
pub const MAX_EXPANDED: u64 = 1_000_000;
/// Most octaves of a turbulence filter (each one is a pass over every pixel).
pub const MAX_OCTAVES: f64 = 10.0;

/// Checks how deep the elements of `svg` nest, from its tags alone; text, comments, CDATA,
/// declarations and quoted attribute values are stepped over.
pub fn check_depth(svg: &str) -> Result<(), String> {
    let bytes = svg.as_bytes();
    let mut depth = 0usize;
    let mut at = 0;
    while let Some(offset) = bytes[at..].iter().position(|&b| b == b'<') {
        at += offset;
        let rest = &svg[at..];
        let end_of = |marker: &str| {
            rest.find(marker)
                .map_or(bytes.len(), |e| at + e + marker.len())
        };
        if rest.starts_with("<!--") {
            at = end_of("-->");
        } else if rest.starts_with("<![CDATA[") {
            at = end_of("]]>");
        } else if rest.starts_with("<?") {
            at = end_of("?>");
        } else if rest.starts_with("<!") {
            at = end_of(">");
        } else if rest.starts_with("</") {
            depth = depth.saturating_sub(1);
            at = end_of(">");
        } else {
            let (end, self_closing) = tag_end(bytes, at);
            if !self_closing {
                depth += 1;
                if depth > MAX_DEPTH {
                    return Err(format!("its elements nest over {MAX_DEPTH} deep"));
                }
            }
            at = end;
        }
    }
    Ok(())
}

/// Where the start tag at `at` ends (after its `>`), and whether it closes itself (`/>`):
/// a `>` inside a quoted attribute value does not end it.
fn tag_end(bytes: &[u8], at: usize) -> (usize, bool) {
    let mut quote = None;
    for (i, &b) in bytes.iter().enumerate().skip(at + 1) {
        match (quote, b) {
            (Some(q), b) if b == q => quote = None,
            (Some(_), _) => {}
            (None, b'"' | b'\'') => quote = Some(b),
            (None, b'>') => return (i + 1, bytes[i - 1] == b'/'),
            (None, _) => {}
        }
    }
    (bytes.len(), true)
}

/// The byte ranges of `doc`'s style sheets (`<style>` elements), to be blanked out.
pub fn style_sheets(doc: &roxmltree::Document) -> Vec<std::ops::Range<usize>> {
    doc.descendants()
        .filter(|n| n.is_element() && n.tag_name().name() == "style")
        .map(|n| n.range())
        .collect()
}

/// `svg` with the byte ranges `ranges` (whole elements) replaced by spaces.
pub fn blanked(svg: &str, ranges: &[std::ops::Range<usize>]) -> String {
    let mut out = svg.as_bytes().to_vec();
    for range in ranges {
        if let Some(bytes) = out.get_mut(range.clone()) {
            bytes.fill(b' ');
        }
    }
    // Whole elements were blanked: what is left is the rest of the text, still UTF-8.
    String::from_utf8(out).unwrap_or_default()
}

/// Checks a parsed picture: its filters' octaves, its reference chains and how many elements
/// it stands for with every reference followed.
pub fn check_tree(doc: &roxmltree::Document) -> Result<(), String> {
    for node in doc
        .descendants()
        .filter(|n| n.tag_name().name() == "feTurbulence")
    {
        let octaves = node.attribute("numOctaves").unwrap_or("1");
        let parsed = octaves.trim().parse::<f64>().ok();
        if parsed.is_none_or(|o| o.is_nan() || o > MAX_OCTAVES) {
            return Err(format!(
                "a turbulence filter asks for {octaves:.20} octaves (at most {MAX_OCTAVES})"
            ));
        }
    }
    let ids: HashMap<&str, roxmltree::NodeId> = doc
        .descendants()
        .filter_map(|n| Some((n.attribute("id")?, n.id())))
        .collect();
    let mut count = Expansion {
        doc,
        ids,
        sizes: HashMap::new(),
    };
    count.size(doc.root().id(), 0).map(|_| ())
}

/// Counts what a picture stands for, each element's count kept once made.
struct Expansion<'a, 'input> {
    doc: &'a roxmltree::Document<'input>,
    ids: HashMap<&'a str, roxmltree::NodeId>,
    /// Elements an element stands for; `None` while it is being counted (a cycle, which the
    /// drawing library leaves out, counts nothing more).
    sizes: HashMap<roxmltree::NodeId, Option<u64>>,
}

impl Expansion<'_, '_> {
    /// Elements `id` stands for, reached through `chain` references.
    fn size(&mut self, id: roxmltree::NodeId, chain: usize) -> Result<u64, String> {
        if chain > MAX_CHAIN {
            return Err(format!("its references chain over {MAX_CHAIN} deep"));
        }
        match self.sizes.get(&id) {
            Some(Some(n)) => return Ok(*n),
            Some(None) => return Ok(0),
            None => {}
        }
        self.sizes.insert(id, None);
        let Some(node) = self.doc.get_node(id) else {
            return Ok(0);
        };
        let mut total = 1u64;
        // Children sit one level deeper in the tree (bounded by `check_depth`), not in a chain.
        let children: Vec<_> = node.children().map(|c| c.id()).collect();
        for child in children {
            total = total.saturating_add(self.size(child, chain)?);
        }
        let targets: Vec<_> = references(&node)
            .filter_map(|r| self.ids.get(r).copied())
            .collect();
        for target in targets {
            total = total.saturating_add(self.size(target, chain + 1)?);
        }
        if total > MAX_EXPANDED {
            return Err(format!(
                "it stands for over {MAX_EXPANDED} elements once its references are followed"
            ));
        }
        self.sizes.insert(id, Some(total));
        Ok(total)
    }
}

/// The ids an element refers to: a `<use>`'s `href`, and every `url(#id)` in its attributes
/// (clip paths, masks, filters, markers, paint servers).
fn references<'a>(node: &roxmltree::Node<'a, '_>) -> impl Iterator<Item = &'a str> {
    node.attributes().flat_map(|a| {
        let value = a.value();
        let href = (a.name() == "href")
            .then(|| value.strip_prefix('#'))
            .flatten();
        let urls = value
            .split("url(")
            .skip(1)
            .filter_map(|u| u.trim_start().strip_prefix('#')?.split(')').next())
            .map(str::trim);
        href.into_iter().chain(urls)
    })
}

/// What `draw` returns, or `None` when the SVG library panics on the picture (an assertion or
/// an unwrap deep in its filters or rasteriser): the picture is refused, the game goes on.
pub fn contained<R>(draw: impl FnOnce() -> R) -> Option<R> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(draw)).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nested(depth: usize) -> String {
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\">{}<rect width=\"1\"/>{}</svg>",
            "<g a=\"1 > 0\">".repeat(depth),
            "</g>".repeat(depth)
        )
    }

    #[test]
    fn nesting_is_measured_from_the_tags() {
        assert!(check_depth(&nested(MAX_DEPTH - 1)).is_ok());
        let e = check_depth(&nested(20_000)).unwrap_err();
        assert!(e.contains("nest over 64"), "{e}");
        // Comments, CDATA and self-closing tags do not nest.
        let flat = format!(
            "<svg><!-- <g><g> -->{}<![CDATA[<g><g>]]><?pi <g>?></svg>",
            "<g/>".repeat(1000)
        );
        assert!(check_depth(&flat).is_ok());
    }
}
