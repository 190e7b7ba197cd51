//! One level of the report: what `check --difficulty` measured of it.

/// One level's measured figures, as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// Short name shown on the level axis, e.g. "07 cross".
    pub label: String,
    /// Pairs on the board.
    pub pairs: u32,
    /// Distinct tile kinds.
    pub kinds: u32,
    /// Time limit in seconds, if the level has one.
    pub time_limit: Option<u32>,
    /// Pairs linkable at the start (mean over deals).
    pub open_moves: f64,
    /// Cells per link in the solver's clearing order.
    pub mean_link: f64,
    /// Share (0 to 1) of deals a random player clears without a shuffle.
    pub random_clears: f64,
    /// Positions the exact solver expands.
    pub solver_nodes: f64,
    /// Why the level could not be measured: drawn as a gap with a mark and listed under the chart.
    pub problem: Option<String>,
}
