#!/usr/bin/env python3
"""Fetches the real-data corpus of compare_flate.py from Debian packages into DIR.

    python3 Benchmarks/Peers/fetch_corpus.py /tmp/flate-corpus

Downloads (apt-get download, no install) and unpacks (dpkg-deb -x) five packages:

    plasma-workspace-wallpapers   real photographs (JPEG) and a real PNG wallpaper
    oxygen-icon-theme             real PNG icons, 16 to 256 px
    tango-icon-theme              real PNG icons, 32 px
    debian-reference-en           real text: the Debian Reference as plain text and HTML
    gnu-standards                 real text: the GNU Coding Standards (Info)

and writes:

    DIR/deflate/*   byte inputs for DEFLATE and inflate: three texts, the RGBA rows of six
                    256 px icons and the RGB rows of two photographs (1024x640 crops), each row
                    with the PNG Sub filter applied and its filter byte in front, as a PNG
                    encoder hands image data to DEFLATE
    DIR/png/*.png   PNG files for PNG decode and re-encode: sixteen icons as shipped, two photos
                    and the wallpaper as shipped

The selection is by sorted file name, so the same package versions give the same corpus. Nothing
here is committed; CI does not run it. Needs apt-get, dpkg-deb and Pillow (requirements.txt).
"""
import gzip
import os
import shutil
import subprocess
import sys
import tempfile

PACKAGES = ["plasma-workspace-wallpapers", "oxygen-icon-theme", "tango-icon-theme", "debian-reference-en",
            "gnu-standards"]


def unpack(work):
    """Downloads the packages into `work` and unpacks them into `work/root`."""
    subprocess.run(["apt-get", "download", "-q"] + PACKAGES, cwd=work, check=True)
    root = os.path.join(work, "root")
    for name in sorted(os.listdir(work)):
        if name.endswith(".deb"):
            subprocess.run(["dpkg-deb", "-x", os.path.join(work, name), root], check=True)
    return root


def spread(paths, count):
    """`count` paths spread evenly over the sorted list."""
    paths = sorted(paths)
    if len(paths) <= count:
        return paths
    return [paths[i * len(paths) // count] for i in range(count)]


def sub_filtered(image):
    """Rows of `image` (RGB or RGBA) with PNG filter type 1 (Sub) and its filter byte in front."""
    channels = len(image.mode)
    data = image.tobytes()
    stride = image.width * channels
    rows = bytearray()
    for y in range(image.height):
        row = data[y * stride:(y + 1) * stride]
        rows.append(1)
        rows += bytes(row[x] if x < channels else (row[x] - row[x - channels]) & 0xFF for x in range(stride))
    return bytes(rows)


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    from PIL import Image

    out = sys.argv[1]
    deflate_dir = os.path.join(out, "deflate")
    png_dir = os.path.join(out, "png")
    os.makedirs(deflate_dir, exist_ok=True)
    os.makedirs(png_dir, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        root = unpack(work)
        share = os.path.join(root, "usr", "share")

        # Text.
        with gzip.open(os.path.join(share, "debian-reference", "debian-reference.en.txt.gz")) as f:
            text = f.read()
        with open(os.path.join(deflate_dir, "real-text-reference.txt"), "wb") as f:
            f.write(text)
        shutil.copy(os.path.join(share, "debian-reference", "ch09.en.html"),
                    os.path.join(deflate_dir, "real-text-reference.html"))
        with gzip.open(os.path.join(share, "info", "standards.info.gz")) as f:
            info = f.read()
        with open(os.path.join(deflate_dir, "real-text-standards.info"), "wb") as f:
            f.write(info)

        # Icons: PNG files as shipped, and the rows of six 256 px ones for DEFLATE.
        oxygen = os.path.join(share, "icons", "oxygen", "base")
        icons = []
        for size, count in (("256x256", 8), ("48x48", 4), ("22x22", 2), ("16x16", 2)):
            folder = os.path.join(oxygen, size, "apps")
            icons += [(f"oxygen{size.split('x')[0]}", os.path.join(folder, name))
                      for name in spread([n for n in os.listdir(folder) if n.endswith(".png")], count)]
        tango = os.path.join(share, "icons", "Tango", "32x32", "apps")
        icons += [("tango32", os.path.join(tango, name))
                  for name in spread([n for n in os.listdir(tango) if n.endswith(".png")], 2)]
        for prefix, path in icons:
            shutil.copy(path, os.path.join(png_dir, f"real-icon-{prefix}-{os.path.basename(path)}"))
        rows = bytearray()
        for _, path in [icon for icon in icons if icon[0] == "oxygen256"][:6]:
            rows += sub_filtered(Image.open(path).convert("RGBA"))
        with open(os.path.join(deflate_dir, "real-icons-oxygen256.rows"), "wb") as f:
            f.write(rows)

        # Photographs: 1024x640 centre crops as DEFLATE rows, 1280x800 versions as PNG files.
        wallpapers = os.path.join(share, "wallpapers")
        for name in ("Path", "Kite"):
            photo = Image.open(os.path.join(wallpapers, name, "contents", "images", "2560x1600.jpg")).convert("RGB")
            crop = photo.crop((768, 480, 1792, 1120))
            with open(os.path.join(deflate_dir, f"real-photo-{name.lower()}.rows"), "wb") as f:
                f.write(sub_filtered(crop))
            photo.resize((1280, 800)).save(os.path.join(png_dir, f"real-photo-{name.lower()}.png"),
                                           compress_level=6)
        shutil.copy(os.path.join(wallpapers, "Elarun", "contents", "images", "2560x1600.png"),
                    os.path.join(png_dir, "real-wallpaper-elarun.png"))
    for folder in (deflate_dir, png_dir):
        for name in sorted(os.listdir(folder)):
            print(f"{os.path.join(folder, name)}: {os.path.getsize(os.path.join(folder, name))} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
