//! The command-line tools behind the subcommands. Each returns its [`Outcome`]: the exit status
//! of work done, or the [`Failure`] that stopped it, said in one place ([`exit_status`]).

mod failure;
#[cfg(feature = "server")]
pub mod serve;
#[cfg(feature = "look")]
mod tools;

pub use failure::{Failure, Outcome, exit_status, write_new};
#[cfg(feature = "look")]
pub use tools::*;
