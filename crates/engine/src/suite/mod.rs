//! The rule engine on its own: link searches against a reference, gravity, deals and proofs,
//! special tiles.

pub(crate) mod deal;
pub(crate) mod gravity;
pub(crate) mod modded_specials;
pub(crate) mod path_reference;
pub(crate) mod sliding;
pub(crate) mod specials;
