//! The command-line tools behind the subcommands. Each returns its [`Outcome`]: the exit status
//! of work done, or the [`Failure`](failure::Failure) that stopped it, said in one place ([`exit_status`]).

mod failure;
#[cfg(feature = "server")]
pub mod serve;
#[cfg(feature = "look")]
mod tools;

pub use failure::{Outcome, exit_status};
#[cfg(feature = "look")]
pub use tools::*;
