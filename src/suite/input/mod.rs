//! Input: the input map and the Controls page, gamepads.

pub(crate) mod controls;
pub(crate) mod gamepad;
