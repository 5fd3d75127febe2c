"""Compares the committed golden renderings of the symbol template with rsvg-convert's rendering
of the styled SVG exported alongside each golden image.

Both images are compared premultiplied (colour times alpha), so fully transparent pixels compare
equal whatever colour they carry. Tolerances: no channel differs by more than MAX_DIFF (out of 255)
and the mean absolute difference over all channels stays below MEAN_DIFF.
"""
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
from PIL import Image

# Edge pixels differ because librsvg (cairo) samples coverage on a grid while we integrate it
# exactly; spot checks against supersampled exact coverage put our values closer in both cases.
MAX_DIFF = 16
MEAN_DIFF = 0.5
MODES = ["monochrome", "hierarchical", "palette", "multicolor"]


def premultiplied(path):
    rgba = np.asarray(Image.open(path).convert("RGBA"), dtype=np.float64)
    alpha = rgba[..., 3:4] / 255.0
    return np.concatenate([rgba[..., :3] * alpha, rgba[..., 3:4]], axis=-1)


def main(directory):
    failures = 0
    with tempfile.TemporaryDirectory() as scratch:
        for mode in MODES:
            svg = Path(directory) / f"badge.plus.{mode}.svg"
            golden = Path(directory) / f"badge.plus.{mode}.png"
            reference = Path(scratch) / f"{mode}.png"
            subprocess.run(
                ["rsvg-convert", "--width", "64", "--height", "64", "--output", str(reference), str(svg)],
                check=True,
            )
            ours = premultiplied(golden)
            theirs = premultiplied(reference)
            if ours.shape != theirs.shape:
                print(f"{mode}: size {ours.shape} differs from rsvg-convert's {theirs.shape}")
                failures += 1
                continue
            diff = np.abs(ours - theirs)
            worst, mean = diff.max(), diff.mean()
            ok = worst <= MAX_DIFF and mean <= MEAN_DIFF
            print(f"{mode}: max |Δ| {worst:.1f}/255, mean |Δ| {mean:.3f}  {'ok' if ok else 'FAIL'}")
            failures += 0 if ok else 1
    return failures


if __name__ == "__main__":
    sys.exit(1 if main(sys.argv[1]) else 0)
