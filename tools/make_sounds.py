"""Make the game's short sounds (``dominoes_qt/data/sounds/*.wav``) from arithmetic alone.

Each sound is a few partials or a burst of seeded noise with an envelope, written as
16-bit mono PCM, which Qt's QSoundEffect plays without any codec. Run from the
repository's root: ``python -m tools.make_sounds``. The output is the same on every run
(the noise is seeded), so a changed file in git means a changed recipe.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22050
"""Samples a second: plenty for clicks and chimes, and half the size of 44.1 kHz."""
OUT = Path(__file__).resolve().parent.parent / "dominoes_qt" / "data" / "sounds"

Signal = Callable[[float], float]
"""Amplitude (-1..1) at a time in seconds."""


def _tone(freq: float, start: float, length: float, level: float = 0.5,
          decay: float = 8.0, overtones: Sequence[float] = (0.3, 0.1)) -> Signal:
    """A struck note: a quick attack, an exponential fall, a couple of soft overtones."""
    def at(t: float) -> float:
        t -= start
        if t < 0 or t > length:
            return 0.0
        attack = min(1.0, t / 0.004)
        # The last few milliseconds fade to zero, so no note ends in a click.
        tail = min(1.0, (length - t) / 0.01)
        body = math.sin(2 * math.pi * freq * t)
        for n, weight in enumerate(overtones, start=2):
            body += weight * math.sin(2 * math.pi * freq * n * t)
        return level * attack * tail * math.exp(-decay * t) * body
    return at


def _knock(start: float, level: float = 0.7, pitch: float = 180.0, seed: int = 1) -> Signal:
    """Wood on wood: a short burst of noise over a low thump, both gone in 60 ms."""
    rng = random.Random(seed)
    noise = [rng.uniform(-1, 1) for _ in range(int(RATE * 0.07))]

    def at(t: float) -> float:
        t -= start
        if t < 0 or t >= 0.07:
            return 0.0
        hiss = noise[int(t * RATE)] * math.exp(-90 * t)
        thump = math.sin(2 * math.pi * pitch * t) * math.exp(-45 * t)
        return level * (0.45 * hiss + 0.8 * thump) * min(1.0, (0.07 - t) / 0.005)
    return at


def _slide(start: float, length: float, level: float = 0.35, seed: int = 2) -> Signal:
    """A tile drawn across the table: noise that swells and falls, lightly smoothed."""
    rng = random.Random(seed)
    raw = [rng.uniform(-1, 1) for _ in range(int(RATE * length) + 1)]
    smooth, last = [], 0.0
    for value in raw:
        last = 0.75 * last + 0.25 * value
        smooth.append(last)

    def at(t: float) -> float:
        t -= start
        if t < 0 or t >= length:
            return 0.0
        envelope = math.sin(math.pi * t / length) ** 2
        return level * 2.2 * envelope * smooth[int(t * RATE)]
    return at


def _mix(*parts: Signal) -> Signal:
    return lambda t: sum(p(t) for p in parts)


def _notes(freqs: Sequence[float], step: float, length: float, level: float = 0.35,
           decay: float = 6.0) -> Signal:
    return _mix(*(_tone(f, i * step, length, level, decay) for i, f in enumerate(freqs)))


C5, E5, G5, A5, C6, E6 = 523.25, 659.25, 783.99, 880.0, 1046.5, 1318.5
G4, EB4, C4 = 392.0, 311.13, 261.63

SOUNDS: dict[str, tuple[float, Signal]] = {
    "laid": (0.09, _knock(0.0, 0.75, 170.0, seed=11)),
    "scored": (0.45, _mix(_knock(0.0, 0.5, 170.0, seed=12),
                          _notes((E5, A5), 0.09, 0.34, 0.3, 7.0))),
    "refused": (0.32, _mix(_tone(220.0, 0.0, 0.14, 0.35, 9.0, (0.5, 0.35, 0.2)),
                           _tone(165.0, 0.15, 0.16, 0.35, 9.0, (0.5, 0.35, 0.2)))),
    "drawn": (0.18, _slide(0.0, 0.18, 0.35, seed=13)),
    "knocked": (0.2, _mix(_knock(0.0, 0.7, 140.0, seed=14), _knock(0.12, 0.6, 140.0, seed=15))),
    "your-turn": (0.3, _tone(G5, 0.0, 0.3, 0.28, 9.0, (0.15,))),
    "round-over": (0.55, _notes((C5, E5, G5), 0.12, 0.3, 0.3, 7.0)),
    "won": (0.95, _notes((C5, E5, G5, C6), 0.13, 0.55, 0.3, 4.5)),
    "lost": (0.8, _notes((G4, EB4, C4), 0.18, 0.45, 0.3, 4.5)),
    "chat": (0.2, _notes((C6, E6), 0.07, 0.12, 0.22, 20.0)),
    "joined": (0.4, _notes((C5, G5), 0.12, 0.28, 0.28, 7.0)),
}
"""Each sound's name (its cue in :mod:`dominoes_qt.ui.sound`), length in seconds and signal."""


def render(length: float, signal: Signal) -> bytes:
    frames = bytearray()
    for i in range(int(RATE * length)):
        value = max(-1.0, min(1.0, signal(i / RATE)))
        frames += struct.pack("<h", round(value * 32000))
    return bytes(frames)


def write(folder: Path = OUT) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, (length, signal) in SOUNDS.items():
        path = folder / f"{name}.wav"
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(render(length, signal))
        written.append(path)
    return written


if __name__ == "__main__":
    for path in write():
        print(path.relative_to(Path.cwd()) if path.is_relative_to(Path.cwd()) else path)
