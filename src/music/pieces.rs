//! The game's three pieces, written out in jianpu (see [`super::score`]). Every bar is eight
//! eighth notes; every line is eight phrases of four bars (six in the quick piece).

use super::score::{Part, Score};
use super::voice::Instrument::{Dizi, Pad, Zheng};

/// A bar of silence, and four.
const REST: &str = "0 - - - - - - - |";
const REST4: &str = "0 - - - - - - - | 0 - - - - - - - | 0 - - - - - - - | 0 - - - - - - - |";

// ---- 竹影 Bamboo Shade: for the menus. 66 beats a minute, 1 = D4, gong mode.

const SHADE_A: &str = "3 - - 5 6 - 1' - | 6 - 5 - 3 - - - | 2 - 3 5 3 - 2 1 | 2 - - - - - 0 0 |";
const SHADE_A2: &str = "3 - - 5 6 - 1' - | 2' - 1' 6 5 - - - | 6 - 5 3 2 - 3 - | 1 - - - - - 0 0 |";
const SHADE_B: &str =
    "5 - 6 1' 2' - - - | 3' - 2' 1' 6 - - - | 5 - 6 5 3 - 2 - | 3 - - - - - 0 0 |";
const SHADE_B2: &str =
    "6 - 1' 2' 3' - 2' - | 1' - 6 - 5 - - - | 3 - 5 6 5 3 2 1 | 6, - - - 1 - - - |";
const SHADE_C: &str =
    "1 5 1' 5 3' - 0 0 | 6, 3 6 3 1' - 0 0 | 2 6 2' 6 1' - 0 0 | 5, 2 5 2 6 - - - |";
/// The flute's long-breathed answer over the A chords, then over the B chords.
const SHADE_DIZI_A: &str =
    "3 - - - 5 - 6 - | 1' - - - 6 - 5 - | 3 - - - 2 - 1 - | 2 - - - - - - - |";
const SHADE_DIZI_B: &str =
    "5 - - - 6 - 1' - | 2' - - - 1' - 6 - | 5 - - - 3 - 2 - | 1 - - - - - - - |";

/// A plucked chord under the tune, by root.
const ARP_1: &str = "1, 5, 1 2 3 - 0 0 |";
const ARP_6: &str = "6,, 3, 6, 1 3 - 0 0 |";
const ARP_2: &str = "2, 6, 2 3 5 - 0 0 |";
const ARP_5: &str = "5,, 2, 5, 6, 2 - 0 0 |";
const ARP_3: &str = "3, 6, 1 3 5 - 0 0 |";

/// The pad's roots and the fifths above them, a bar each.
const ROOT_1: &str = "1, - - - - - - - |";
const ROOT_6: &str = "6,, - - - - - - - |";
const ROOT_2: &str = "2, - - - - - - - |";
const ROOT_5: &str = "5,, - - - - - - - |";
const ROOT_3: &str = "3, - - - - - - - |";
const FIFTH_1: &str = "5, - - - - - - - |";
const FIFTH_6: &str = "3, - - - - - - - |";
const FIFTH_2: &str = "6, - - - - - - - |";
const FIFTH_5: &str = "2, - - - - - - - |";
const FIFTH_3: &str = "6, - - - - - - - |";

/// The chords of the menus' phrases: A, A2, B, B2, C, A, B, A2.
macro_rules! shade_chords {
    ($one:ident, $six:ident, $two:ident, $five:ident, $three:ident) => {
        &[
            $one, $six, $two, $five, $one, $two, $six, $one, // A, A2
            $five, $six, $two, $three, $six, $one, $five, $six, // B, B2
            $one, $six, $two, $five, $one, $six, $two, $five, // C, A
            $five, $six, $two, $three, $one, $two, $six, $one, // B, A2
        ]
    };
}

/// Bamboo Shade: the menus' piece, 32 bars (about 116 s).
pub const BAMBOO_SHADE: Score = Score {
    name: "Bamboo Shade",
    tempo: 66.0,
    steps_per_beat: 2,
    tonic_hz: 293.66,
    parts: &[
        Part {
            instrument: Zheng,
            octave: 0,
            gain: 0.55,
            phrases: &[
                SHADE_A, SHADE_A2, SHADE_B, SHADE_B2, SHADE_C, REST4, REST4, SHADE_A2,
            ],
        },
        Part {
            instrument: Dizi,
            octave: 0,
            gain: 0.3,
            phrases: &[
                REST4,
                REST4,
                REST4,
                REST4,
                REST4,
                SHADE_DIZI_A,
                SHADE_DIZI_B,
                REST4,
            ],
        },
        Part {
            instrument: Zheng,
            octave: 0,
            gain: 0.3,
            phrases: shade_chords!(ARP_1, ARP_6, ARP_2, ARP_5, ARP_3),
        },
        Part {
            instrument: Pad,
            octave: 0,
            gain: 0.22,
            phrases: shade_chords!(ROOT_1, ROOT_6, ROOT_2, ROOT_5, ROOT_3),
        },
        Part {
            instrument: Pad,
            octave: 0,
            gain: 0.14,
            phrases: shade_chords!(FIFTH_1, FIFTH_6, FIFTH_2, FIFTH_5, FIFTH_3),
        },
    ],
};

// ---- 流水 Flowing Stream: under play. 76 beats a minute, 1 = G4, gong mode; sparse, so it
// stays under the board.

const STREAM_M1: &str = "5 - - - 3 - 2 - | 1 - - - - - - - | 6, - 1 - 2 - 3 - | 2 - - - - - - - |";
const STREAM_M2: &str = "3 - 5 - 6 - - - | 5 - 3 - 2 - - - | 1 - 2 - 3 - 5 - | 3 - - - - - - - |";
const STREAM_M3: &str = "6 - - - 5 - 6 1' | 5 - - - 3 - - - | 2 - 3 - 5 - 3 2 | 1 - - - - - - - |";

/// Water running under the tune, by root: up and back down, every eighth.
const FLOW_1: &str = "1, 5, 1 3 5 3 1 5, |";
const FLOW_6: &str = "6,, 3, 6, 1 3 1 6, 3, |";
const FLOW_2: &str = "2, 6, 2 3 5 3 2 6, |";
const FLOW_5: &str = "5,, 2, 5, 6, 2 6, 5, 2, |";
const FLOW_3: &str = "3, 6, 1 3 5 3 1 6, |";

/// The chords of the play piece's phrases: intro, M1, M2, M1, M3, interlude, M2, M3.
macro_rules! stream_chords {
    ($one:ident, $six:ident, $two:ident, $five:ident, $three:ident) => {
        &[
            $one, $six, $two, $five, $one, $one, $six, $five, // intro, M1
            $one, $five, $one, $six, $one, $one, $six, $five, // M2, M1
            $six, $three, $five, $one, $one, $six, $two, $five, // M3, interlude
            $one, $five, $one, $six, $six, $three, $five, $one, // M2, M3
        ]
    };
}

/// Flowing Stream: the piece under play, 32 bars (about 101 s).
pub const FLOWING_STREAM: Score = Score {
    name: "Flowing Stream",
    tempo: 76.0,
    steps_per_beat: 2,
    tonic_hz: 392.0,
    parts: &[
        Part {
            instrument: Zheng,
            octave: 0,
            gain: 0.45,
            phrases: &[
                REST4, STREAM_M1, STREAM_M2, REST4, REST4, REST4, STREAM_M2, STREAM_M3,
            ],
        },
        Part {
            instrument: Dizi,
            octave: -1,
            gain: 0.28,
            phrases: &[
                REST4, REST4, REST4, STREAM_M1, STREAM_M3, REST4, REST4, REST4,
            ],
        },
        Part {
            instrument: Zheng,
            octave: -1,
            gain: 0.26,
            phrases: stream_chords!(FLOW_1, FLOW_6, FLOW_2, FLOW_5, FLOW_3),
        },
        Part {
            instrument: Pad,
            octave: -1,
            gain: 0.2,
            phrases: stream_chords!(ROOT_1, ROOT_6, ROOT_2, ROOT_5, ROOT_3),
        },
        Part {
            instrument: Pad,
            octave: -1,
            gain: 0.12,
            phrases: stream_chords!(FIFTH_1, FIFTH_6, FIFTH_2, FIFTH_5, FIFTH_3),
        },
    ],
};

// ---- 快马 Swift Horse: the last thirty seconds of a clock. 132 beats a minute, 1 = C4, the
// tunes rest on 6 (yu mode, A minor pentatonic).

const HORSE_H1: &str =
    "6 6 1' 6 5 6 3 - | 6 6 1' 2' 3' - 2' 1' | 6 6 5 3 2 3 5 - | 6 - 3 - 6 - 0 0 |";
const HORSE_H2: &str =
    "3' - 2' 1' 2' - 1' 6 | 1' - 6 5 6 - - - | 3 5 6 1' 5 6 3 2 | 3 - 6, - 6, - 0 0 |";
const HORSE_H3: &str =
    "6 - - - 1' - 2' - | 3' - - - 2' - 1' - | 6 - - - 5 - 3 - | 6 - - - - - - - |";

/// Hooves: the root and the fourth above it, on the beats.
const GALLOP_6: &str = "6, 0 3 0 6, 0 3 6, |";
const GALLOP_5: &str = "5, 0 2 0 5, 0 2 5, |";
const GALLOP: [&str; 4] = [GALLOP_6, GALLOP_6, GALLOP_5, GALLOP_6];
const HORSE_ROOT_6: &str = "6,, - - - - - - - |";
const HORSE_ROOT_5: &str = "5,, - - - - - - - |";
const HORSE_ROOTS: [&str; 4] = [HORSE_ROOT_6, HORSE_ROOT_6, HORSE_ROOT_5, HORSE_ROOT_6];

/// A line of six phrases, each the same four bars.
const fn six_times(bars: [&'static str; 4]) -> [&'static str; 24] {
    let mut out = [REST; 24];
    let mut i = 0;
    while i < 24 {
        out[i] = bars[i % 4];
        i += 1;
    }
    out
}

/// Swift Horse: quick, for the end of a timed board, 24 bars (about 44 s).
pub const SWIFT_HORSE: Score = Score {
    name: "Swift Horse",
    tempo: 132.0,
    steps_per_beat: 2,
    tonic_hz: 261.63,
    parts: &[
        Part {
            instrument: Zheng,
            octave: 0,
            gain: 0.5,
            phrases: &[HORSE_H1, HORSE_H2, REST4, HORSE_H1, HORSE_H2, REST4],
        },
        Part {
            instrument: Dizi,
            octave: 0,
            gain: 0.3,
            phrases: &[REST4, REST4, HORSE_H3, REST4, HORSE_H3, HORSE_H3],
        },
        Part {
            instrument: Zheng,
            octave: -1,
            gain: 0.35,
            phrases: &six_times(GALLOP),
        },
        Part {
            instrument: Pad,
            octave: 0,
            gain: 0.18,
            phrases: &six_times(HORSE_ROOTS),
        },
    ],
};
