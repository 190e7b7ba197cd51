//! Power-ups: the built-ins through the ECS, and one added from outside as a mod would.

pub(crate) mod built_ins;
pub(crate) mod custom_power_up;
