//! How long a computer player looks before a link: a model of a person's think time.
//!
//! A person finds a pair sooner when many are open, later when the link bends round the board
//! or joins tiles far apart. The model says the same in logarithms, as waits spread (a few
//! long searches among many quick finds):
//!
//! `ln(wait) = intercept + per_log_open·ln(open pairs) + per_turn·turns + per_cell·distance + ε`,
//! with `ε` normal of standard deviation `spread`. [`fit`] finds the numbers from a player's
//! games (each link's wait beside what the board offered then), so a computer player can look
//! as long as a given person does.

use crate::engine::GameRng;

/// What the board offered when a link was found: the features a wait is explained by.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sight {
    /// Pairs open (that the player could see) just before the link.
    pub open: usize,
    /// Turns of the link's path (0, 1 or 2; more on a board that allows more).
    pub turns: u32,
    /// Cells between the two tiles (across plus down).
    pub distance: u32,
}

/// One wait of a real game beside the board it was spent on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    /// What the board offered.
    pub sight: Sight,
    /// Seconds from the previous link (or the deal) to this one.
    pub wait: f64,
}

/// The think-time model: see the module's words.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ThinkModel {
    /// `ln` of the wait, in seconds, with one pair open, a straight link, next door.
    pub intercept: f64,
    /// How the wait changes with the log of the pairs open (negative: more pairs, sooner).
    pub per_log_open: f64,
    /// How much each turn of the path adds (in log-seconds).
    pub per_turn: f64,
    /// How much each cell between the tiles adds (in log-seconds).
    pub per_cell: f64,
    /// Standard deviation of the rest, in log-seconds.
    pub spread: f64,
}

/// Shortest wait the model gives (a person's fastest look and click).
const SHORTEST: f64 = 0.2;

/// Longest wait the model gives for one look (a longer search is several looks).
const LONGEST: f64 = 60.0;

impl ThinkModel {
    /// A wait for `sight`, in seconds, with the model's spread drawn from `rng`.
    pub fn wait(&self, sight: Sight, rng: &mut GameRng) -> f64 {
        (self.log_wait(sight) + self.spread * normal(rng))
            .exp()
            .clamp(SHORTEST, LONGEST)
    }

    fn log_wait(&self, sight: Sight) -> f64 {
        let [_, log_open, turns, cells] = features(sight);
        self.intercept
            + self.per_log_open * log_open
            + self.per_turn * turns
            + self.per_cell * cells
    }
}

/// The regressors of one sight: a constant, ln(open pairs), turns, distance.
fn features(sight: Sight) -> [f64; 4] {
    [
        1.0,
        (sight.open.max(1) as f64).ln(),
        f64::from(sight.turns),
        f64::from(sight.distance),
    ]
}

/// A standard normal draw (Box–Muller), from two uniform draws.
fn normal(rng: &mut GameRng) -> f64 {
    let u = rng.unit().max(f64::MIN_POSITIVE);
    let v = rng.unit();
    (-2.0 * u.ln()).sqrt() * (std::f64::consts::TAU * v).cos()
}

/// Fewest samples a fit is made from: with fewer, a player's numbers say little.
pub const FEWEST_SAMPLES: usize = 20;

/// The model that explains `samples` best (least squares on the log of the waits), or `None`
/// with fewer than [`FEWEST_SAMPLES`] or when the samples cannot tell the features apart (every
/// link at the same distance, say).
pub fn fit(samples: &[Sample]) -> Option<ThinkModel> {
    let usable: Vec<&Sample> = samples
        .iter()
        .filter(|s| s.wait.is_finite() && s.wait > 0.0)
        .collect();
    if usable.len() < FEWEST_SAMPLES {
        return None;
    }
    // The normal equations: (XᵀX) β = Xᵀy.
    let mut xtx = [[0.0f64; 4]; 4];
    let mut xty = [0.0f64; 4];
    for s in &usable {
        let x = features(s.sight);
        let y = s.wait.ln();
        for i in 0..4 {
            xty[i] += x[i] * y;
            for j in 0..4 {
                xtx[i][j] += x[i] * x[j];
            }
        }
    }
    let beta = solve4(xtx, xty)?;
    let residual: f64 = usable
        .iter()
        .map(|s| {
            let x = features(s.sight);
            let predicted: f64 = (0..4).map(|i| beta[i] * x[i]).sum();
            (s.wait.ln() - predicted).powi(2)
        })
        .sum();
    let spread = (residual / (usable.len() - 4) as f64).sqrt();
    Some(ThinkModel {
        intercept: beta[0],
        per_log_open: beta[1],
        per_turn: beta[2],
        per_cell: beta[3],
        spread,
    })
}

/// Solves a 4×4 system by Gaussian elimination with partial pivoting; `None` when singular.
fn solve4(mut a: [[f64; 4]; 4], mut b: [f64; 4]) -> Option<[f64; 4]> {
    for col in 0..4 {
        let pivot = (col..4).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-9 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        let pivot_row = a[col];
        for row in col + 1..4 {
            let f = a[row][col] / pivot_row[col];
            for (value, above) in a[row].iter_mut().zip(pivot_row).skip(col) {
                *value -= f * above;
            }
            b[row] -= f * b[col];
        }
    }
    let mut x = [0.0f64; 4];
    for row in (0..4).rev() {
        let rest: f64 = (row + 1..4).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    Some(x)
}
