#!/usr/bin/env python3
"""Synthesises the game's sounds into assets/sounds/ (16-bit mono WAV, 22,050 Hz).

Every sound is made here from sine waves, noise and envelopes, so the game ships no
third-party audio. Run it again after changing a recipe; the output is deterministic.
"""
import math
import os
import random
import struct
import wave

RATE = 22050
OUT = os.path.join(os.path.dirname(__file__), "..", "assets", "sounds")


def env(t, attack, decay):
    """Fast attack, exponential decay."""
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def tone(freq, t, shape="sine"):
    phase = 2 * math.pi * freq * t
    if shape == "sine":
        return math.sin(phase)
    if shape == "tri":
        return 2 / math.pi * math.asin(math.sin(phase))
    return 1.0 if math.sin(phase) >= 0 else -1.0


def render(seconds, sample):
    return [sample(i / RATE) for i in range(int(seconds * RATE))]


def notes(seq, gap, length, shape="sine", decay=0.12, harmonics=(1.0, 0.3)):
    def sample(t):
        out = 0.0
        for k, f in enumerate(seq):
            start = k * gap
            if t >= start:
                u = t - start
                if u < length:
                    for h, amp in enumerate(harmonics, 1):
                        out += amp * tone(f * h, u, shape) * env(u, 0.005, decay)
        return out
    return sample


def noise_burst(seconds, decay, lowpass, seed):
    rng = random.Random(seed)
    state = [0.0]

    def sample(t):
        x = rng.uniform(-1, 1)
        a = lowpass(t) if callable(lowpass) else lowpass
        state[0] += a * (x - state[0])
        return state[0] * env(t, 0.003, decay)
    return render(seconds, sample)


def mix(*tracks):
    n = max(len(t) for t in tracks)
    return [sum(t[i] for t in tracks if i < len(t)) for i in range(n)]


def write(name, samples, volume=0.6):
    peak = max(1e-9, max(abs(s) for s in samples))
    fade = int(0.01 * RATE)
    data = bytearray()
    for i, s in enumerate(samples):
        g = min(1.0, (len(samples) - i) / fade)
        data += struct.pack("<h", int(s / peak * volume * g * 32767))
    with wave.open(os.path.join(OUT, name + ".wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(data))


def main():
    os.makedirs(OUT, exist_ok=True)
    write("select", render(0.09, notes([880], 0, 0.09, decay=0.03)), 0.35)
    write("button", render(0.06, notes([1320], 0, 0.06, "tri", decay=0.015)), 0.3)
    write("link", render(0.35, notes([660, 990], 0.07, 0.28, decay=0.09)), 0.5)
    write("reject", render(0.25, notes([150, 140], 0.09, 0.16, "square", decay=0.05)), 0.25)
    write("vanish", mix(
        noise_burst(0.3, 0.08, 0.6, 1),
        render(0.3, notes([1760, 2350], 0.05, 0.25, decay=0.06)),
    ), 0.35)
    write("shuffle", noise_burst(0.55, 0.25, lambda t: 0.05 + 0.5 * t / 0.55, 2), 0.45)
    write("win", render(1.3, notes([523, 659, 784, 1047, 1319], 0.11, 0.8, "tri", decay=0.3)), 0.6)
    write("lose", render(1.1, notes([392, 349, 311, 262], 0.18, 0.6, "tri", decay=0.25)), 0.5)
    write("hint", render(0.6, notes([1047, 1568], 0.12, 0.45, decay=0.2)), 0.45)
    write("reveal", render(0.7, notes([784, 988, 1175, 1568], 0.06, 0.5, decay=0.18)), 0.4)
    write("freeze", mix(
        render(0.9, notes([2093, 2637, 3136], 0.08, 0.8, decay=0.3, harmonics=(1.0,))),
        noise_burst(0.9, 0.4, 0.9, 3),
    ), 0.35)
    write("bomb", mix(
        noise_burst(0.8, 0.22, 0.08, 4),
        render(0.8, lambda t: math.sin(2 * math.pi * (70 - 30 * t) * t) * env(t, 0.004, 0.2)),
    ), 0.8)
    write("lightning", mix(
        noise_burst(0.7, 0.12, 0.95, 5),
        noise_burst(0.7, 0.35, 0.05, 6),
    ), 0.7)


if __name__ == "__main__":
    main()
