//! The computer players' tiers: how well each one sees the board, how long it looks, and when
//! it asks for a hint.

use super::think::ThinkModel;

/// A computer player's strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Tier {
    /// Sees few pairs at a time, looks long, takes the nearest pair it sees, asks for hints.
    Beginner,
    /// Sees most pairs near where it looks, takes the nearest, asks for a hint when stuck.
    Club,
    /// Sees nearly every pair, looks briefly, and prefers links that keep the board open.
    Expert,
}

impl Tier {
    /// Every tier, weakest first.
    pub const ALL: [Tier; 3] = [Tier::Beginner, Tier::Club, Tier::Expert];

    /// The tier's name on the command line and in results.
    pub fn name(self) -> &'static str {
        match self {
            Tier::Beginner => "beginner",
            Tier::Club => "club",
            Tier::Expert => "expert",
        }
    }

    /// The tier of a name, if any.
    pub fn from_name(name: &str) -> Option<Tier> {
        Tier::ALL.into_iter().find(|t| t.name() == name.trim())
    }

    /// How the tier plays.
    pub fn traits(self) -> Traits {
        match self {
            Tier::Beginner => Traits {
                think: ThinkModel {
                    intercept: 2.0,
                    per_log_open: -0.35,
                    per_turn: 0.25,
                    per_cell: 0.03,
                    spread: 0.55,
                },
                notice: 0.35,
                reach: 4.0,
                looks_before_hint: Some(3),
                keeps_board_open: false,
            },
            Tier::Club => Traits {
                think: ThinkModel {
                    intercept: 1.35,
                    per_log_open: -0.3,
                    per_turn: 0.2,
                    per_cell: 0.02,
                    spread: 0.45,
                },
                notice: 0.6,
                reach: 8.0,
                looks_before_hint: Some(6),
                keeps_board_open: false,
            },
            Tier::Expert => Traits {
                think: ThinkModel {
                    intercept: 0.75,
                    per_log_open: -0.25,
                    per_turn: 0.15,
                    per_cell: 0.015,
                    spread: 0.35,
                },
                notice: 0.9,
                reach: 16.0,
                looks_before_hint: None,
                keeps_board_open: true,
            },
        }
    }
}

/// How a computer player plays: what it sees in one look, how long it looks, what it prefers.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Traits {
    /// How long it looks before a link.
    pub think: ThinkModel,
    /// The chance that one look finds an open pair next to where it last picked.
    pub notice: f64,
    /// Cells from where it last picked at which that chance has halved: people look near
    /// their last pick first.
    pub reach: f64,
    /// Looks that find nothing before it asks for a hint (`None`: never asks).
    pub looks_before_hint: Option<u32>,
    /// Among the pairs it sees, it takes the one that leaves the most pairs open (else the
    /// nearest).
    pub keeps_board_open: bool,
}

impl Traits {
    /// A player whose waits are `think` (fitted to their games) and who otherwise plays as a
    /// club player: the waits fitted already hold the looks that found nothing, so every
    /// look finds what is near.
    pub fn as_fast_as(think: ThinkModel) -> Traits {
        Traits {
            think,
            notice: 1.0,
            ..Tier::Club.traits()
        }
    }
}
