//! The rooms keep to their side: checked on the source text, so a forbidden import or a cycle
//! fails here before anyone has to notice it in review. Every path a file names (its `use`
//! trees, paths written inline such as `crate::game::core::board::Board` or `super::clock`, and
//! paths through a module it declares or imports, such as `keep::plugin`) is resolved to the file
//! that holds it; the rules below are rules about those edges.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module path, `crate` first.
type ModPath = Vec<String>;

/// The source files under `src/` (the tests of `src/suite/` left out) and what each names.
struct House {
    /// Each file's module path.
    modules: BTreeMap<ModPath, String>,
    /// For each file, the files it names, each with the first line that names it.
    edges: BTreeMap<String, BTreeMap<String, usize>>,
    /// For each file, the external crates it names (`bevy`, `bevy_prototype_lyon`, …).
    crates: BTreeMap<String, BTreeMap<String, usize>>,
}

fn rust_files(dir: &Path, root: &Path, out: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, root, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            out.push(rel);
        }
    }
}

/// The module path of a file relative to `src/` (`game/core/board.rs` → `crate::game::core::board`).
fn module_of(rel: &str) -> Option<ModPath> {
    let stem = rel.strip_suffix(".rs")?;
    let mut parts: Vec<String> = stem.split('/').map(String::from).collect();
    if parts == ["main"] {
        return None;
    }
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    Some(std::iter::once("crate".to_string()).chain(parts).collect())
}

/// The text with comments, string and char literals blanked out (lengths and lines kept).
fn code_only(text: &str) -> String {
    let b: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    while i < b.len() {
        let c = b[i];
        if c == '/' && b.get(i + 1) == Some(&'/') {
            while i < b.len() && b[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if c == '/' && b.get(i + 1) == Some(&'*') {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == '/' && b.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if b[i] == '*' && b.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    out.push(blank(b[i]));
                    i += 1;
                }
            }
        } else if c == 'r'
            && matches!(b.get(i + 1), Some('"' | '#'))
            && !is_ident(b.get(i.wrapping_sub(1)))
        {
            // A raw string: r"…", r#"…"#.
            let mut hashes = 0;
            let mut j = i + 1;
            while b.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= b.len() {
                    break;
                }
                if b[j] == '"' && (0..hashes).all(|k| b.get(j + 1 + k) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            out.extend(b[i..j.min(b.len())].iter().map(|&c| blank(c)));
            i = j;
        } else if c == '"' {
            out.push(' ');
            i += 1;
            while i < b.len() && b[i] != '"' {
                if b[i] == '\\' {
                    out.push(' ');
                    i += 1;
                }
                if i < b.len() {
                    out.push(blank(b[i]));
                    i += 1;
                }
            }
            out.push(' ');
            i += 1;
        } else if c == '\'' && b.get(i + 2) == Some(&'\'') {
            out.push_str("   ");
            i += 3;
        } else if c == '\'' && b.get(i + 1) == Some(&'\\') {
            // An escaped char literal: '\n', '\'', '\\', '\u{…}'.
            let mut j = i + 3;
            while j < b.len() && b[j] != '\'' {
                j += 1;
            }
            for _ in i..=j.min(b.len() - 1) {
                out.push(' ');
            }
            i = j + 1;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn is_ident(c: Option<&char>) -> bool {
    c.is_some_and(|c| c.is_alphanumeric() || *c == '_')
}

/// The inline modules of a file (`mod tests { … }`): their names and byte spans.
fn inline_modules(code: &str) -> Vec<(usize, usize, String)> {
    let mut spans = Vec::new();
    let bytes = code.as_bytes();
    let mut from = 0;
    while let Some(at) = code[from..].find("mod ") {
        let start = from + at;
        from = start + 4;
        if start > 0 && is_ident(Some(&(bytes[start - 1] as char))) {
            continue;
        }
        let rest = &code[start + 4..];
        let name: String = rest
            .trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let after = rest.trim_start()[name.len()..].trim_start();
        if name.is_empty() || !after.starts_with('{') {
            continue;
        }
        let open = start + 4 + (rest.len() - after.len());
        let mut depth = 0;
        let mut end = open;
        for (k, &ch) in bytes[open..].iter().enumerate() {
            match ch {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + k;
                        break;
                    }
                }
                _ => {}
            }
        }
        spans.push((start, end, name));
    }
    spans
}

/// The module a byte position of a file is in.
fn module_at(base: &ModPath, spans: &[(usize, usize, String)], pos: usize) -> ModPath {
    let mut module = base.clone();
    let mut inner: Vec<&(usize, usize, String)> = spans
        .iter()
        .filter(|(a, b, _)| *a <= pos && pos <= *b)
        .collect();
    inner.sort();
    module.extend(inner.into_iter().map(|(_, _, n)| n.clone()));
    module
}

/// The leaves of a use tree (`a::{b, c::d as e}` → `a::b`, `a::c::d`), each as segments and the
/// name it binds.
fn use_leaves(tree: &str) -> Vec<(Vec<String>, Option<String>)> {
    fn parse(
        s: &[char],
        pos: &mut usize,
        prefix: Vec<String>,
        out: &mut Vec<(Vec<String>, Option<String>)>,
    ) {
        let mut segs = prefix;
        loop {
            while *pos < s.len() && s[*pos].is_whitespace() {
                *pos += 1;
            }
            if *pos >= s.len() {
                return;
            }
            if s[*pos] == '{' {
                *pos += 1;
                loop {
                    while *pos < s.len() && (s[*pos].is_whitespace() || s[*pos] == ',') {
                        *pos += 1;
                    }
                    if *pos >= s.len() || s[*pos] == '}' {
                        *pos += 1;
                        return;
                    }
                    parse(s, pos, segs.clone(), out);
                }
            }
            if s[*pos] == '*' {
                *pos += 1;
                out.push((segs, None));
                return;
            }
            let start = *pos;
            while *pos < s.len() && (s[*pos].is_alphanumeric() || s[*pos] == '_' || s[*pos] == '#')
            {
                *pos += 1;
            }
            if start == *pos {
                *pos += 1;
                return;
            }
            segs.push(s[start..*pos].iter().collect());
            while *pos < s.len() && s[*pos].is_whitespace() {
                *pos += 1;
            }
            if s[*pos..].starts_with(&[':', ':']) {
                *pos += 2;
                continue;
            }
            let mut alias = None;
            if s[*pos..].starts_with(&['a', 's']) {
                *pos += 2;
                while *pos < s.len() && s[*pos].is_whitespace() {
                    *pos += 1;
                }
                let a = *pos;
                while *pos < s.len() && (s[*pos].is_alphanumeric() || s[*pos] == '_') {
                    *pos += 1;
                }
                alias = Some(s[a..*pos].iter().collect());
            }
            out.push((segs, alias));
            return;
        }
    }
    let chars: Vec<char> = tree.chars().collect();
    let mut out = Vec::new();
    let mut pos = 0;
    parse(&chars, &mut pos, Vec::new(), &mut out);
    out
}

/// `segs` as written in `module`, made absolute; `None` for a path of another crate.
fn absolute(
    segs: &[String],
    module: &ModPath,
    local: &BTreeMap<String, ModPath>,
) -> Option<ModPath> {
    let first = segs.first()?;
    let (mut path, rest) = match first.as_str() {
        "crate" => (vec!["crate".to_string()], &segs[1..]),
        "self" | "super" => {
            let mut path = module.clone();
            let mut i = 0;
            while i < segs.len() && matches!(segs[i].as_str(), "self" | "super") {
                if segs[i] == "super" {
                    path.pop();
                }
                i += 1;
            }
            (path, &segs[i..])
        }
        name => (local.get(name)?.clone(), &segs[1..]),
    };
    path.extend(rest.iter().filter(|s| *s != "self").cloned());
    Some(path)
}

impl House {
    fn read(src: &Path) -> House {
        let mut files = Vec::new();
        rust_files(src, src, &mut files);
        files.retain(|f| !f.starts_with("suite/"));
        let modules: BTreeMap<ModPath, String> = files
            .iter()
            .filter_map(|f| Some((module_of(f)?, f.clone())))
            .collect();
        let mut house = House {
            modules,
            edges: BTreeMap::new(),
            crates: BTreeMap::new(),
        };
        for file in &files {
            let text = std::fs::read_to_string(src.join(file)).unwrap();
            house.read_file(file, &text);
        }
        house
    }

    /// The file that holds `path`: the file of its longest prefix that is a file's module.
    fn file_of(&self, path: &ModPath) -> Option<&String> {
        (1..=path.len())
            .rev()
            .find_map(|n| self.modules.get(&path[..n]))
    }

    fn read_file(&mut self, file: &str, text: &str) {
        let code = code_only(text);
        let base = module_of(file).unwrap_or_else(|| vec!["crate".into()]);
        let spans = inline_modules(&code);
        let line_of = |pos: usize| code[..pos].matches('\n').count() + 1;
        // Names bound to modules: declared children, and modules a `use` brings in.
        let mut local: BTreeMap<String, ModPath> = BTreeMap::new();
        for line in code.lines() {
            let t = line.trim_start();
            let t = t
                .strip_prefix("pub(crate) ")
                .or_else(|| t.strip_prefix("pub "))
                .unwrap_or(t);
            if let Some(name) = t.strip_prefix("mod ").and_then(|r| r.strip_suffix(';')) {
                let mut path = base.clone();
                path.push(name.trim().to_string());
                local.insert(name.trim().to_string(), path);
            }
        }
        let mut named: Vec<(ModPath, usize)> = Vec::new();
        let mut use_spans = Vec::new();
        let mut from = 0;
        while let Some(at) = code[from..].find("use ") {
            let start = from + at;
            from = start + 4;
            if start > 0 && is_ident(code[..start].chars().last().as_ref()) {
                continue;
            }
            let Some(end) = code[start..].find(';').map(|e| start + e) else {
                break;
            };
            use_spans.push((start, end));
            let module = module_at(&base, &spans, start);
            for (segs, alias) in use_leaves(&code[start + 4..end]) {
                let Some(first) = segs.first() else { continue };
                if !matches!(first.as_str(), "crate" | "self" | "super")
                    && !local.contains_key(first)
                {
                    self.crates
                        .entry(file.to_string())
                        .or_default()
                        .entry(first.clone())
                        .or_insert(line_of(start));
                    continue;
                }
                if let Some(path) = absolute(&segs, &module, &local) {
                    if self.modules.contains_key(&path) {
                        let name =
                            alias.unwrap_or_else(|| path.last().cloned().unwrap_or_default());
                        local.insert(name, path.clone());
                    }
                    named.push((path, line_of(start)));
                }
            }
        }
        // Paths written inline: `crate::…`, `super::…`, `self::…`, and through a module name.
        let bytes = code.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            let c = bytes[i] as char;
            if (c.is_alphabetic() || c == '_')
                && (i == 0 || !is_ident(Some(&(bytes[i - 1] as char))) && bytes[i - 1] != b':')
            {
                let mut j = i;
                let mut segs = Vec::new();
                loop {
                    let s = j;
                    while j < bytes.len() && is_ident(Some(&(bytes[j] as char))) {
                        j += 1;
                    }
                    segs.push(code[s..j].to_string());
                    if code[j..].starts_with("::")
                        && j + 2 < bytes.len()
                        && is_ident(Some(&(bytes[j + 2] as char)))
                    {
                        j += 2;
                    } else {
                        break;
                    }
                }
                let in_use = use_spans.iter().any(|(a, b)| *a <= i && i < *b);
                if segs.len() > 1 && !in_use {
                    let module = module_at(&base, &spans, i);
                    if let Some(path) = absolute(&segs, &module, &local) {
                        named.push((path, line_of(i)));
                    } else if matches!(segs[0].as_str(), "bevy" | "bevy_prototype_lyon" | "winit") {
                        self.crates
                            .entry(file.to_string())
                            .or_default()
                            .entry(segs[0].clone())
                            .or_insert(line_of(i));
                    }
                }
                i = j.max(i + 1);
            } else {
                i += 1;
            }
        }
        for (path, line) in named {
            if let Some(target) = self.file_of(&path).cloned()
                && target != file
            {
                self.edges
                    .entry(file.to_string())
                    .or_default()
                    .entry(target)
                    .or_insert(line);
            }
        }
    }

    /// Every edge from a file `from` accepts to a file `to` accepts, as `file:line -> file`.
    fn edges_between(&self, from: impl Fn(&str) -> bool, to: impl Fn(&str) -> bool) -> Vec<String> {
        let mut found = Vec::new();
        for (file, targets) in &self.edges {
            if !from(file) {
                continue;
            }
            for (target, line) in targets {
                if to(target) {
                    found.push(format!("src/{file}:{line} names src/{target}"));
                }
            }
        }
        found
    }

    /// Every use of the crates `names` from a file `from` accepts.
    fn crates_used(&self, from: impl Fn(&str) -> bool, names: &[&str]) -> Vec<String> {
        let mut found = Vec::new();
        for (file, crates) in &self.crates {
            for (name, line) in crates {
                if from(file) && names.contains(&name.as_str()) {
                    found.push(format!("src/{file}:{line} uses {name}"));
                }
            }
        }
        found
    }

    /// The files in cycles: each strongly connected set of two or more files (Tarjan).
    fn cycles(&self) -> Vec<Vec<String>> {
        struct Walk<'a> {
            edges: &'a BTreeMap<String, BTreeMap<String, usize>>,
            index: BTreeMap<&'a str, usize>,
            low: BTreeMap<&'a str, usize>,
            stack: Vec<&'a str>,
            on_stack: BTreeSet<&'a str>,
            found: Vec<Vec<String>>,
        }
        fn visit<'a>(w: &mut Walk<'a>, v: &'a str) {
            let n = w.index.len();
            w.index.insert(v, n);
            w.low.insert(v, n);
            w.stack.push(v);
            w.on_stack.insert(v);
            if let Some(targets) = w.edges.get(v) {
                for t in targets.keys() {
                    let t = t.as_str();
                    if !w.index.contains_key(t) {
                        visit(w, t);
                        let low = w.low[v].min(w.low[t]);
                        w.low.insert(v, low);
                    } else if w.on_stack.contains(t) {
                        let low = w.low[v].min(w.index[t]);
                        w.low.insert(v, low);
                    }
                }
            }
            if w.low[v] == w.index[v] {
                let mut set = Vec::new();
                while let Some(t) = w.stack.pop() {
                    w.on_stack.remove(t);
                    set.push(t.to_string());
                    if t == v {
                        break;
                    }
                }
                if set.len() > 1 {
                    set.sort();
                    w.found.push(set);
                }
            }
        }
        let mut walk = Walk {
            edges: &self.edges,
            index: BTreeMap::new(),
            low: BTreeMap::new(),
            stack: Vec::new(),
            on_stack: BTreeSet::new(),
            found: Vec::new(),
        };
        for v in self.edges.keys() {
            if !walk.index.contains_key(v.as_str()) {
                visit(&mut walk, v);
            }
        }
        walk.found
    }
}

fn house() -> House {
    House::read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"))
}

/// A file of the game's look: under `view/`, `screens/` or `theme/`, or a feature's own
/// `view.rs` or `screens.rs`.
fn is_look(file: &str) -> bool {
    let Some(rest) = file.strip_prefix("game/") else {
        return false;
    };
    let parts: Vec<&str> = rest.split('/').collect();
    let (folders, name) = parts.split_at(parts.len() - 1);
    folders
        .iter()
        .any(|f| matches!(*f, "view" | "screens" | "theme"))
        || matches!(name[0], "view.rs" | "screens.rs")
}

/// A built-in power-up: its logic and its look in one file, built on the core as a mod's is.
fn is_built_in_power_up(file: &str) -> bool {
    file.strip_prefix("game/power_ups/")
        .is_some_and(|name| !matches!(name, "mod.rs" | "core.rs" | "id.rs" | "view.rs"))
}

/// Where the game is assembled (the app, how it starts, the logic's plugin list).
fn is_assembly(file: &str) -> bool {
    matches!(
        file,
        "game/app.rs" | "game/start.rs" | "game/options.rs" | "game/mod.rs"
    )
}

/// A file of the game's logic: everything else under `game/`.
fn is_logic(file: &str) -> bool {
    file.starts_with("game/")
        && !is_look(file)
        && !is_built_in_power_up(file)
        && !is_assembly(file)
        && !file.ends_with("/mod.rs")
}

#[test]
fn the_logic_never_names_a_look_a_built_in_power_up_or_the_assembly() {
    let house = house();
    let mut found = house.edges_between(is_logic, |t| {
        is_look(t) || is_built_in_power_up(t) || is_assembly(t)
    });
    found.extend(house.crates_used(is_logic, &["bevy_prototype_lyon", "winit"]));
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_shared_view_never_names_a_screen_or_the_assembly() {
    let house = house();
    let screens = |t: &str| t.split('/').any(|p| p == "screens" || p == "screens.rs");
    let found = house.edges_between(
        |f| f.starts_with("game/view/"),
        |t| screens(t) || is_assembly(t),
    );
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_engine_the_art_the_formats_and_the_server_know_nothing_of_the_game_or_bevy() {
    let house = house();
    for room in ["engine/", "art/", "formats/", "online/", "music/"] {
        let inside = |f: &str| f.starts_with(room);
        let mut found =
            house.edges_between(inside, |t| t.starts_with("game/") || t.starts_with("cli/"));
        found.extend(house.crates_used(inside, &["bevy", "bevy_prototype_lyon", "winit"]));
        assert!(found.is_empty(), "{room}:\n{}", found.join("\n"));
    }
}

#[test]
fn no_file_names_a_file_that_names_it_back_even_through_a_mod_line() {
    let house = house();
    let cycles = house.cycles();
    let mut report = Vec::new();
    for cycle in &cycles {
        report.push(format!("a circle of {} files:", cycle.len()));
        let inside = |f: &str| cycle.iter().any(|c| c == f);
        report.extend(
            house
                .edges_between(inside, inside)
                .into_iter()
                .map(|e| format!("  {e}")),
        );
    }
    assert!(
        cycles.is_empty(),
        "files that name each other round a circle (each names the next):\n{}",
        report.join("\n")
    );
}

/// The checks themselves find what they look for, on a small house written here: a `use`, a
/// path through a declared module (`keep::plugin`), a path written inline, and a cycle through
/// a `mod` line.
#[test]
fn the_checker_sees_forbidden_names_and_cycles() {
    let mut house = House {
        modules: BTreeMap::new(),
        edges: BTreeMap::new(),
        crates: BTreeMap::new(),
    };
    let files = [
        (
            "game/logic/mod.rs",
            "mod keep;\npub fn plugin() { keep::plugin(); }\n",
        ),
        (
            "game/logic/keep.rs",
            "use crate::formats::kept::Kept;\npub fn plugin() {}\n",
        ),
        (
            "formats/kept.rs",
            "// crate::game is named only here, in a comment\npub struct Kept(crate::game::replay::Proof);\n",
        ),
        (
            "game/replay.rs",
            "use super::logic::{self};\nuse bevy::prelude::*;\npub struct Proof;\nfn f() { logic::plugin() }\n",
        ),
        ("game/view/hud.rs", "use crate::game::logic::keep;\n"),
    ];
    for (file, _) in files {
        house
            .modules
            .insert(module_of(file).unwrap(), file.to_string());
    }
    for (file, text) in files {
        house.read_file(file, text);
    }
    assert_eq!(
        house.edges["game/logic/mod.rs"].keys().collect::<Vec<_>>(),
        ["game/logic/keep.rs"]
    );
    assert_eq!(
        house.edges["formats/kept.rs"].keys().collect::<Vec<_>>(),
        ["game/replay.rs"]
    );
    assert_eq!(
        house
            .crates_used(|f| f == "game/replay.rs", &["bevy"])
            .len(),
        1
    );
    let cycle = house.cycles();
    assert_eq!(cycle.len(), 1, "{cycle:?}");
    assert_eq!(
        cycle[0],
        [
            "formats/kept.rs",
            "game/logic/keep.rs",
            "game/logic/mod.rs",
            "game/replay.rs"
        ]
    );
    // And the real house is read: the look does name the logic.
    let real = self::house();
    assert!(!real.edges_between(is_look, is_logic).is_empty());
    assert!(real.modules.len() > 200, "{} files", real.modules.len());
}

/// Every message key the code names anywhere (a literal such as `"menu-play"` whose first
/// word is one the translations use, in `src/` or `examples/`) is a message of the
/// translations: a misspelt key would show the key itself to the player. (Every message is in
/// both languages: see `i18n`'s own tests.)
#[test]
fn every_message_key_in_the_code_is_translated() {
    let mut english = crate::i18n::keys(crate::i18n::SOURCES[0]);
    // An example mod's words are its own, in its asset folder.
    let mods = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/modded_tiles/assets/i18n");
    for language in ["en", "zh"] {
        let words = std::fs::read_to_string(mods.join(format!("{language}.ftl"))).unwrap();
        let keys = crate::i18n::keys(&words);
        assert!(!keys.is_empty(), "{language}.ftl of the example has words");
        if language == "en" {
            english.extend(keys);
        }
    }
    let prefixes: BTreeSet<&str> = english.iter().filter_map(|k| k.split('-').next()).collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // The game's code, not its tests (`src/suite/`), which name keys of test mods and files.
    let mut files = Vec::new();
    rust_files(&root.join("src"), root, &mut files);
    rust_files(&root.join("examples"), root, &mut files);
    let files: Vec<PathBuf> = files
        .into_iter()
        .filter(|file| !file.starts_with("src/suite/"))
        .map(|file| root.join(file))
        .collect();
    let mut named = 0;
    let mut unknown = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for literal in text.split('"').skip(1).step_by(2) {
            let is_key_shaped = literal.contains('-')
                && literal
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            let prefix = literal.split('-').next().unwrap_or("");
            if is_key_shaped && prefixes.contains(prefix) {
                named += 1;
                if !english.iter().any(|k| k == literal) {
                    unknown.push(format!("{}: {literal}", file.display()));
                }
            }
        }
    }
    assert!(named > 80, "the keys in the code are found ({named})");
    assert!(
        unknown.is_empty(),
        "not in assets/i18n/en.ftl:\n{}",
        unknown.join("\n")
    );
}
