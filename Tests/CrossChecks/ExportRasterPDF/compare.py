"""Compares poppler's rendering of our PDFs with our PNGs of the same drawings.

Usage: compare.py FOLDER LIST, where each line of LIST is "PDF PNG SCALE": PNG is our rendering of
the drawing in PDF at SCALE × 72 pixels per inch. pdftoppm renders the page at that resolution
(so at the PNG's size: a 64-point page at 72 ppi is 64 pixels) and again at 8 times it, averaged
down in 8 × 8 blocks (a near-exact area-coverage reference). pdftoppm paints on white paper, so
our PNG is composited over white first.

Tolerances, on 8-bit channels:
- Flat pixels (our PNG has the same colour in the pixel and its eight neighbours, so no edge is
  near): |Δ| <= FLAT_MAX = 3 at both resolutions. This is where colours, opacities, group
  compositing and the fill rule show, and only 8-bit rounding on each side should differ
  (measured: at most 2).
- At the PNG's size, every pixel: mean |Δ| <= MEAN_AT_SIZE = 3. poppler's Splash rasterizer
  anti-aliases with 4 × 4 samples per pixel (17 coverage levels) where ours integrates the exact
  area, so single edge pixels differ by up to a third of the range (measured: max 85, mean <= 2.5).
- Supersampled, every pixel: mean |Δ| <= MEAN_SUPERSAMPLED = 1 and max |Δ| <= MAX_SUPERSAMPLED
  = 48 (measured: mean <= 0.37, max 39; mean 0.76 for 13 nested groups, where poppler rounds to
  8 bits at each of the 13 compositing steps and our float canvas does not, so large areas are
  1 or 2 levels apart, still within FLAT_MAX). What remains at edges is ours: where two edges
  cross inside one pixel, per-pixel coverage compositing blends the second shape over the first
  as if they did not correlate (the conflation artefact of every coverage rasterizer), and the
  even-odd rule is applied to a pixel's accumulated area rather than per point (see the Rendering
  article). For the even-odd star in fill-rules, at pixel (17, 53) where two edges cross, exact
  coverage (256 × 256 point samples) is 0.583, a red channel of 136.6 over white: poppler
  supersampled gives 131.6, our PNG 103.
"""
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
from PIL import Image

FLAT_MAX = 3
MEAN_AT_SIZE = 3.0
MEAN_SUPERSAMPLED = 1.0
MAX_SUPERSAMPLED = 48
SUPERSAMPLING = 8


def over_white(path):
    image = Image.open(path).convert("RGBA")
    paper = Image.new("RGBA", image.size, (255, 255, 255, 255))
    paper.alpha_composite(image)
    return np.asarray(paper.convert("RGB"), dtype=np.float64)


def flat_pixels(rgb):
    height, width, _ = rgb.shape
    padded = np.pad(rgb, ((1, 1), (1, 1), (0, 0)), mode="edge")
    mask = np.ones((height, width), dtype=bool)
    for dy in range(3):
        for dx in range(3):
            mask &= (padded[dy : dy + height, dx : dx + width] == rgb).all(axis=2)
    return mask


def poppler(pdf, ppi, factor, scratch):
    stem = Path(scratch) / "page"
    subprocess.run(
        ["pdftoppm", "-r", str(ppi * factor), "-png", "-singlefile", str(pdf), str(stem)], check=True
    )
    rgb = np.asarray(Image.open(f"{stem}.png").convert("RGB"), dtype=np.float64)
    height, width, _ = rgb.shape
    return rgb.reshape(height // factor, factor, width // factor, factor, 3).mean(axis=(1, 3))


def main(folder, listing):
    failures = 0
    with tempfile.TemporaryDirectory() as scratch:
        for line in Path(listing).read_text().split("\n"):
            if not line.strip():
                continue
            pdf_name, png_name, scale = line.split()
            ours = over_white(Path(folder) / png_name)
            flat = flat_pixels(ours)
            results = []
            ok = True
            for factor in (1, SUPERSAMPLING):
                theirs = poppler(Path(folder) / pdf_name, 72 * int(scale), factor, scratch)
                if theirs.shape != ours.shape:
                    print(f"{pdf_name} at @{scale}x: page renders {theirs.shape[:2]}, PNG is {ours.shape[:2]}  FAIL")
                    ok = False
                    break
                diff = np.abs(ours - theirs)
                flat_worst = diff[flat].max() if flat.any() else 0.0
                worst, mean = diff.max(), diff.mean()
                ok &= flat_worst <= FLAT_MAX
                if factor == 1:
                    ok &= mean <= MEAN_AT_SIZE
                else:
                    ok &= mean <= MEAN_SUPERSAMPLED and worst <= MAX_SUPERSAMPLED
                label = "at size" if factor == 1 else f"{factor}x supersampled"
                results.append(f"{label}: flat max {flat_worst:.0f}, max {worst:.0f}, mean {mean:.2f}")
            print(f"{pdf_name} vs {png_name}: " + "; ".join(results) + ("  ok" if ok else "  FAIL"))
            failures += 0 if ok else 1
    return failures


if __name__ == "__main__":
    sys.exit(1 if main(sys.argv[1], sys.argv[2]) else 0)
