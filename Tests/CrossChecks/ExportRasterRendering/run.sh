#!/usr/bin/env bash
# Cross-checks of ExportRaster's rendering against independent implementations:
# 1. The symbol renderer's golden images against librsvg (rsvg-convert). The golden PNGs and the
#    styled SVGs beside them are checked against our renderer by the test "renders all four modes
#    like the committed golden images"; here the same PNGs are compared with rsvg-convert's
#    rendering of those SVGs within the tolerance stated in compare.py.
# 2. The JPEG encoder against Pillow (libjpeg): a photo-like image encoded by both at qualities 30,
#    85 and 95, 4:2:0 and 4:4:4; Pillow must decode ours and our PSNR must be within 0.5 dB of
#    libjpeg's. A small tool is built against Sources/ExportRaster in a temporary package.
source "$(dirname "${BASH_SOURCE[0]}")/../common.sh"
here=Tests/CrossChecks/ExportRasterRendering
command -v rsvg-convert >/dev/null || { echo "rsvg-convert not found (apt: librsvg2-bin)"; exit 1; }
python3 "$here/compare.py" Tests/Fixtures/ExportRaster/Rendering

build_support --debug jpegcheck "$here/jpegcheck.swift.txt" ExportRaster
python3 "$here/compare_jpeg.py" "$SUPPORT" "$WORK"
