"""Checks our baseline JPEG encoder against Pillow (libjpeg): our files must decode with Pillow, and
at each quality and subsampling our PSNR must be within 0.5 dB of libjpeg's on the same image."""
import subprocess
import sys
from pathlib import Path

import numpy as np
from PIL import Image

TOLERANCE_DB = 0.5


def test_image(width, height):
    """A deterministic photo-like image: smooth gradients, soft shapes, edges and mild noise."""
    rng = np.random.default_rng(20261122)
    y, x = np.mgrid[0:height, 0:width].astype(np.float64)
    r = 128 + 90 * np.sin(x / 37.0) * np.cos(y / 53.0)
    g = 100 + 80 * np.cos((x + y) / 71.0)
    b = 60 + 120 * (((x - width / 2) ** 2 + (y - height / 2) ** 2) < (min(width, height) / 3) ** 2)
    image = np.stack([r, g, b], axis=-1) + rng.normal(0, 6, (height, width, 3))
    return np.clip(image, 0, 255).astype(np.uint8)


def psnr(a, b):
    mse = np.mean((a.astype(np.float64) - b.astype(np.float64)) ** 2)
    return 10 * np.log10(255.0**2 / mse)


def main(tool, scratch):
    width, height = 640, 480
    rgb = test_image(width, height)
    rgba = np.concatenate([rgb, np.full((height, width, 1), 255, np.uint8)], axis=-1)
    raw = Path(scratch) / "input.rgba"
    raw.write_bytes(rgba.tobytes())
    failures = 0
    for subsampling, pillow_subsampling in [("420", 2), ("444", 0)]:
        for quality in [30, 85, 95]:
            ours_path = Path(scratch) / f"ours-{subsampling}-{quality}.jpg"
            env = {"SUBSAMPLING": subsampling, "PATH": "/usr/bin:/bin"}
            subprocess.run([tool, str(width), str(height), str(raw), str(ours_path), str(quality)], check=True, env=env)
            ours = np.asarray(Image.open(ours_path).convert("RGB"))
            theirs_path = Path(scratch) / f"pillow-{subsampling}-{quality}.jpg"
            Image.fromarray(rgb).save(theirs_path, quality=quality, subsampling=pillow_subsampling)
            theirs = np.asarray(Image.open(theirs_path).convert("RGB"))
            ours_db, theirs_db = psnr(rgb, ours), psnr(rgb, theirs)
            ok = abs(ours_db - theirs_db) <= TOLERANCE_DB
            print(
                f"4:{subsampling[1]}:{subsampling[2]} q{quality}: ours {ours_db:.2f} dB "
                f"({ours_path.stat().st_size} B), libjpeg {theirs_db:.2f} dB ({theirs_path.stat().st_size} B)"
                f"  {'ok' if ok else 'FAIL'}"
            )
            failures += 0 if ok else 1
    return failures


if __name__ == "__main__":
    sys.exit(1 if main(sys.argv[1], sys.argv[2]) else 0)
