//! placeholder until the drawing lands
use std::path::Path;
pub const FONT: &[u8] = &[];
pub struct Row {
    pub label: String,
    pub pairs: u32,
    pub kinds: u32,
    pub time_limit: Option<u32>,
    pub open_moves: f64,
    pub mean_link: f64,
    pub random_clears: f64,
    pub solver_nodes: f64,
    pub problem: Option<String>,
}
pub enum Format {
    Svg,
    Png,
}
impl Format {
    pub fn from_path(_p: &Path) -> Result<Format, String> {
        Ok(Format::Svg)
    }
}
pub fn draw(_p: &Path, _t: &str, _r: &[Row], _d: u32, _f: &'static [u8]) -> Result<(), String> {
    Err("todo".into())
}
