//! The C allocator's settings for the windowed game. glibc's `malloc` gives each thread that
//! allocates an arena of its own (up to eight per core) and, once a large block has been
//! freed, serves blocks up to twice its size from those arenas instead of mapping them; Bevy's
//! many threads and the start-up's large pictures (tile atlases, glyph atlases, the software
//! renderer's textures) then leave memory the process holds but no longer uses.
//! docs/performance.md ("Memory") has the measurements.

/// Arenas at most: two threads allocate at once without waiting on each other.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const ARENAS: libc::c_int = 2;

/// Blocks this large and larger are mapped on their own and given back when freed; free
/// memory this large at an arena's top is given back too (glibc's starting value, kept fixed).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const RETURNED_BYTES: libc::c_int = 128 * 1024;

/// Asks glibc for few arenas and a fixed threshold for giving memory back; to be called before
/// any thread starts. Whether every setting was taken (elsewhere there is nothing to set:
/// `true`).
pub fn keep_heap_small() -> bool {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        let settings = [
            (libc::M_ARENA_MAX, ARENAS),
            (libc::M_MMAP_THRESHOLD, RETURNED_BYTES),
            (libc::M_TRIM_THRESHOLD, RETURNED_BYTES),
        ];
        // SAFETY: mallopt only changes the allocator's parameters; the values are in range.
        settings
            .iter()
            .all(|&(param, value)| unsafe { libc::mallopt(param, value) } == 1)
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    true
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_allocator_takes_every_setting() {
        assert!(super::keep_heap_small());
    }
}
