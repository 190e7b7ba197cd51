//! Plays one piece for ever: the sample count wraps at the loop's end while the notes still
//! ringing carry on into the next time round, so the loop has no seam.

use std::sync::Arc;

use super::score::Event;

/// A note sounding: which, and for how many samples it has.
#[derive(Clone, Copy, Debug)]
struct Sounding {
    event: usize,
    age: u32,
}

/// One piece, looped, one sample at a time.
#[derive(Clone, Debug)]
pub struct Player {
    events: Arc<[Event]>,
    loop_samples: u32,
    /// The piece's overall level.
    level: f32,
    /// The next sample's place in the loop.
    at: u32,
    /// The next event to start.
    next: usize,
    sounding: Vec<Sounding>,
}

impl Player {
    /// Plays `events` (in order of start, each starting inside the loop) round a loop of
    /// `loop_samples`, at `level`.
    pub fn new(events: Arc<[Event]>, loop_samples: u32, level: f32) -> Self {
        debug_assert!(events.iter().all(|e| e.start < loop_samples));
        Player {
            events,
            loop_samples: loop_samples.max(1),
            level,
            at: 0,
            next: 0,
            sounding: Vec::with_capacity(32),
        }
    }

    /// The loop's length in samples.
    pub fn loop_samples(&self) -> u32 {
        self.loop_samples
    }

    /// The next sample.
    pub fn next_sample(&mut self) -> f32 {
        while self
            .events
            .get(self.next)
            .is_some_and(|e| e.start == self.at)
        {
            self.sounding.push(Sounding {
                event: self.next,
                age: 0,
            });
            self.next += 1;
        }
        let mut sum = 0.0;
        let events = &self.events;
        self.sounding.retain_mut(|s| {
            let e = &events[s.event];
            if s.age >= e.instrument.ring_samples(e.held) {
                return false;
            }
            sum += e.gain * e.instrument.sample(e.freq, e.held, s.age);
            s.age += 1;
            true
        });
        self.at += 1;
        if self.at == self.loop_samples {
            self.at = 0;
            self.next = 0;
        }
        sum * self.level
    }
}
