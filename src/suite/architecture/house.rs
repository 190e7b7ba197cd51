//! The house as its source names it: for each file under `src/`, the files it names (through
//! `use` trees, paths written inline, and paths through a module it declares or imports) and
//! the outside crates it uses; and the circles those names make.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use super::source::{code_only, inline_modules, inline_paths, use_leaves, use_statements};

/// A module path, `crate` first.
pub type ModPath = Vec<String>;

/// The files of the house and what each names.
pub struct House {
    /// Each file's module path.
    pub modules: BTreeMap<ModPath, String>,
    /// For each file, the files it names, each with the first line that names it.
    pub edges: BTreeMap<String, BTreeMap<String, usize>>,
    /// For each file, the outside crates it names (`bevy`, `winit`, …), with the first line.
    pub crates: BTreeMap<String, BTreeMap<String, usize>>,
}

fn rust_files(dir: &Path, root: &Path, out: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, root, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path.strip_prefix(root).unwrap().to_string_lossy();
            out.push(rel.replace('\\', "/"));
        }
    }
}

/// Every `.rs` file under `dir`, relative to `root`.
pub fn files_under(dir: &Path, root: &Path) -> Vec<String> {
    let mut out = Vec::new();
    rust_files(dir, root, &mut out);
    out
}

/// The module path of a file relative to `src/` (`game/core/board.rs` → `crate::game::core::board`).
pub fn module_of(rel: &str) -> Option<ModPath> {
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

/// `segments` as written in `module` made absolute (`local`: the names bound to modules there);
/// `None` for a path of another crate or a name that is no module.
fn absolute(
    segments: &[String],
    module: &ModPath,
    local: &BTreeMap<String, ModPath>,
) -> Option<ModPath> {
    let first = segments.first()?;
    let (mut path, rest) = match first.as_str() {
        "crate" => (vec!["crate".to_string()], &segments[1..]),
        "self" | "super" => {
            let mut path = module.clone();
            let ups = segments
                .iter()
                .take_while(|s| matches!(s.as_str(), "self" | "super"));
            let mut taken = 0;
            for step in ups {
                if step == "super" {
                    path.pop();
                }
                taken += 1;
            }
            (path, &segments[taken..])
        }
        name => (local.get(name)?.clone(), &segments[1..]),
    };
    path.extend(rest.iter().filter(|s| *s != "self").cloned());
    Some(path)
}

/// What one file names, as it is read.
struct Reading<'a> {
    file: &'a str,
    base: ModPath,
    code: String,
    /// Names bound to modules: declared children, and modules a `use` brings in.
    local: BTreeMap<String, ModPath>,
    named: Vec<(ModPath, usize)>,
    crates: Vec<(String, usize)>,
}

impl Reading<'_> {
    fn line_of(&self, pos: usize) -> usize {
        self.code[..pos].matches('\n').count() + 1
    }

    fn module_at(&self, pos: usize) -> ModPath {
        let mut module = self.base.clone();
        let mut inner: Vec<_> = inline_modules(&self.code)
            .into_iter()
            .filter(|m| m.start <= pos && pos <= m.end)
            .collect();
        inner.sort_by_key(|m| m.start);
        module.extend(inner.into_iter().map(|m| m.name));
        module
    }

    /// `mod NAME;` lines bind NAME to the child module.
    fn declared_modules(&mut self) {
        let declared: Vec<String> = self
            .code
            .lines()
            .filter_map(|line| {
                let t = line.trim_start();
                let t = t
                    .strip_prefix("pub(crate) ")
                    .or_else(|| t.strip_prefix("pub "))
                    .unwrap_or(t);
                Some(
                    t.strip_prefix("mod ")?
                        .strip_suffix(';')?
                        .trim()
                        .to_string(),
                )
            })
            .collect();
        for name in declared {
            let mut path = self.base.clone();
            path.push(name.clone());
            self.local.insert(name, path);
        }
    }

    fn read_uses(&mut self, house: &House, statements: &[(usize, usize)]) {
        for &(start, end) in statements {
            let module = self.module_at(start);
            let line = self.line_of(start);
            for leaf in use_leaves(&self.code[start..end]) {
                let Some(first) = leaf.path.first() else {
                    continue;
                };
                let ours = matches!(first.as_str(), "crate" | "self" | "super")
                    || self.local.contains_key(first);
                if !ours {
                    self.crates.push((first.clone(), line));
                    continue;
                }
                let Some(path) = absolute(&leaf.path, &module, &self.local) else {
                    continue;
                };
                if house.modules.contains_key(&path) {
                    let name = leaf
                        .alias
                        .unwrap_or_else(|| path.last().cloned().unwrap_or_default());
                    self.local.insert(name, path.clone());
                }
                self.named.push((path, line));
            }
        }
    }

    fn read_inline_paths(&mut self, statements: &[(usize, usize)]) {
        for (at, segments) in inline_paths(&self.code, statements) {
            let module = self.module_at(at);
            let line = self.line_of(at);
            match absolute(&segments, &module, &self.local) {
                Some(path) => self.named.push((path, line)),
                None => self.crates.push((segments[0].clone(), line)),
            }
        }
    }
}

impl House {
    /// The files under `src` (the tests of `src/suite/` left out) and what each names.
    pub fn read(src: &Path) -> House {
        let files: Vec<String> = files_under(src, src)
            .into_iter()
            .filter(|f| !f.starts_with("suite/"))
            .collect();
        let mut house = House::of_files(files.iter().map(String::as_str));
        for file in &files {
            house.read_file(file, &std::fs::read_to_string(src.join(file)).unwrap());
        }
        house
    }

    /// A house of `files`, each known by its module path; nothing read yet.
    pub fn of_files<'a>(files: impl IntoIterator<Item = &'a str>) -> House {
        let modules = files
            .into_iter()
            .filter_map(|f| Some((module_of(f)?, f.to_string())))
            .collect();
        House {
            modules,
            edges: BTreeMap::new(),
            crates: BTreeMap::new(),
        }
    }

    /// The file that holds `path`: the file of its longest prefix that is a file's module.
    fn file_of(&self, path: &ModPath) -> Option<&String> {
        (1..=path.len())
            .rev()
            .find_map(|n| self.modules.get(&path[..n]))
    }

    /// Reads what `file` (its text `text`) names.
    pub fn read_file(&mut self, file: &str, text: &str) {
        let mut reading = Reading {
            file,
            base: module_of(file).unwrap_or_else(|| vec!["crate".into()]),
            code: code_only(text),
            local: BTreeMap::new(),
            named: Vec::new(),
            crates: Vec::new(),
        };
        reading.declared_modules();
        let statements = use_statements(&reading.code);
        reading.read_uses(self, &statements);
        reading.read_inline_paths(&statements);
        for (name, line) in reading.crates {
            self.crates
                .entry(file.to_string())
                .or_default()
                .entry(name)
                .or_insert(line);
        }
        for (path, line) in reading.named {
            if let Some(target) = self.file_of(&path).cloned()
                && target != reading.file
            {
                self.edges
                    .entry(file.to_string())
                    .or_default()
                    .entry(target)
                    .or_insert(line);
            }
        }
    }

    /// Every edge from a file `from` accepts to a file `to` accepts, as `file:line names file`.
    pub fn edges_between(
        &self,
        from: impl Fn(&str) -> bool,
        to: impl Fn(&str) -> bool,
    ) -> Vec<String> {
        let mut found = Vec::new();
        for (file, targets) in self.edges.iter().filter(|(f, _)| from(f)) {
            for (target, line) in targets.iter().filter(|(t, _)| to(t)) {
                found.push(format!("src/{file}:{line} names src/{target}"));
            }
        }
        found
    }

    /// Every use of the crates `names` from a file `from` accepts.
    pub fn crates_used(&self, from: impl Fn(&str) -> bool, names: &[&str]) -> Vec<String> {
        let mut found = Vec::new();
        for (file, crates) in self.crates.iter().filter(|(f, _)| from(f)) {
            for (name, line) in crates.iter().filter(|(n, _)| names.contains(&n.as_str())) {
                found.push(format!("src/{file}:{line} uses {name}"));
            }
        }
        found
    }

    /// The files in circles: each strongly connected set of two or more files (Tarjan).
    pub fn cycles(&self) -> Vec<Vec<String>> {
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
                walk.visit(v);
            }
        }
        walk.found
    }
}

/// Tarjan's walk over the edges.
struct Walk<'a> {
    edges: &'a BTreeMap<String, BTreeMap<String, usize>>,
    index: BTreeMap<&'a str, usize>,
    low: BTreeMap<&'a str, usize>,
    stack: Vec<&'a str>,
    on_stack: BTreeSet<&'a str>,
    found: Vec<Vec<String>>,
}

impl<'a> Walk<'a> {
    fn visit(&mut self, v: &'a str) {
        let n = self.index.len();
        self.index.insert(v, n);
        self.low.insert(v, n);
        self.stack.push(v);
        self.on_stack.insert(v);
        for t in self.edges.get(v).into_iter().flat_map(|t| t.keys()) {
            let t = t.as_str();
            if !self.index.contains_key(t) {
                self.visit(t);
                self.low.insert(v, self.low[v].min(self.low[t]));
            } else if self.on_stack.contains(t) {
                self.low.insert(v, self.low[v].min(self.index[t]));
            }
        }
        if self.low[v] == self.index[v] {
            let mut set = Vec::new();
            while let Some(t) = self.stack.pop() {
                self.on_stack.remove(t);
                set.push(t.to_string());
                if t == v {
                    break;
                }
            }
            if set.len() > 1 {
                set.sort();
                self.found.push(set);
            }
        }
    }
}
