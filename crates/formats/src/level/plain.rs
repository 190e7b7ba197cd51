//! How optional fields are written: plain values, as files are read with implicit `Some`.

use serde::{Serialize, Serializer};

/// Writes an optional field's value without `Some(…)`: files are read with implicit `Some`,
/// and absent fields are not written at all.
pub(super) fn written_plain<T: Serialize, S: Serializer>(
    value: &Option<T>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match value {
        Some(v) => v.serialize(s),
        None => s.serialize_none(),
    }
}
