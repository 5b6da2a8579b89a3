"""The window's preferences as one value, passed in; reading and saving them is done elsewhere."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class WindowSettings:
    """What a player may tune about the table. The defaults are what a new player sees."""

    ai_pace_ms: int = 700
    """Pause before each computer move, so a person can follow the play."""
    animations: bool = True
    """False makes every movement instant (tests, slow machines)."""
    animation_speed: float = 1.0
    """Multiplies animation speed: 2.0 plays movements twice as fast."""
    auto_draw: bool = True
    """Draw (and knock) for the human when the rules leave no choice; False leaves each
    draw to a click."""
    hints: bool = True
    theme: str = "felt"
    face: str = "ivory"
    """The tiles' face: "ivory", "white" or "dark" (high contrast paints its own)."""
    colour_blind: bool = False
    """Use highlight colours that stay distinct with the common colour-vision deficiencies."""
    high_contrast: bool = False
    """A black table, plain white tiles with black pips, and strong outlines (the
    preference's choice, or the desktop's, made a yes or no)."""

    def duration(self, base_ms: int) -> int:
        """How long a movement of nominal length ``base_ms`` lasts (0 when animations are off)."""
        if not self.animations or self.animation_speed <= 0:
            return 0
        return max(1, round(base_ms / self.animation_speed))
