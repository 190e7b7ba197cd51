//! A power-up's handle, plain data: messages and words name power-ups by it without knowing
//! the registry (`power_ups.rs` makes handles from types).

/// A registered power-up's handle: its stable id (`PowerUp::ID`, the name level files and
/// replays use). Made from the type (`PowerUpId::of`) or found in the registry by name
/// (`PowerUps::id`), so a handle always names a power-up some code defines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PowerUpId(pub(crate) &'static str);

impl PowerUpId {
    /// The stable id: the name in level files and replays.
    pub fn as_str(self) -> &'static str {
        self.0
    }

    /// A handle made from a bare id, for unit tests of code that takes handles.
    #[cfg(test)]
    pub(crate) fn for_tests(id: &'static str) -> Self {
        PowerUpId(id)
    }

    /// The message key of the power-up's title: `power-up-ID`.
    pub fn title_key(self) -> String {
        format!("power-up-{}", self.0)
    }
}

impl std::fmt::Display for PowerUpId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}
