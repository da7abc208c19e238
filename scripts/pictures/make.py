#!/usr/bin/env python3
"""Paints the demo app's pictures into Assets/Images as NAME@2x.png.

    python3 scripts/pictures/make.py            # every picture
    python3 scripts/pictures/make.py lake dawn  # only these

Standard library only and deterministic: no clock, no system randomness, noise from an integer
hash and placement from seeded generators, so re-running it gives the same pixels (and, with
the same zlib, the same bytes). All pictures are @2x: a 600 x 600 file is 300 x 300 points.
"""

import argparse
import os
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts in the checkout

import scenes_hills  # noqa: E402 (after the line above on purpose)
import scenes_open  # noqa: E402
import scenes_places  # noqa: E402
import scenes_still  # noqa: E402

SQUARE, WIDE, TALL = (600, 600), (600, 400), (400, 600)

# name: (painter, size in pixels). The twelve squares are seed 000's things, in the order of
# their names in Thing.swift; the album mixes wide, tall and square ones.
PICTURES = {
    "dawn": (scenes_hills.dawn, SQUARE),
    "valley": (scenes_hills.valley, SQUARE),
    "lake": (scenes_hills.lake, SQUARE),
    "forest": (scenes_hills.forest, SQUARE),
    "dunes": (scenes_open.dunes, SQUARE),
    "snowfield": (scenes_hills.snowfield, SQUARE),
    "bay": (scenes_open.bay, SQUARE),
    "grassland": (scenes_open.grassland, SQUARE),
    "canyon": (scenes_open.canyon, SQUARE),
    "island": (scenes_open.island, SQUARE),
    "waterfall": (scenes_hills.waterfall, SQUARE),
    "fields": (scenes_open.fields, SQUARE),
    "fruit-bowl": (scenes_still.fruit_bowl, WIDE),
    "tiles": (scenes_still.tiles, WIDE),
    "city-night": (scenes_places.city_night, WIDE),
    "balloons": (scenes_places.balloons, WIDE),
    "beach-huts": (scenes_places.beach_huts, WIDE),
    "sailboats": (scenes_places.sailboats, WIDE),
    "tulips": (scenes_still.tulips, TALL),
    "coffee": (scenes_still.coffee, TALL),
    "cactus": (scenes_still.cactus, TALL),
    "bauhaus": (scenes_still.bauhaus, TALL),
    "lighthouse": (scenes_places.lighthouse, TALL),
    # Larger, as it is also the full-screen backdrop of seed 003's menu.
    "snowy-peaks": (scenes_places.snowy_peaks, (600, 900)),
}


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="pictures to paint (default: all)")
    parser.add_argument("--out", default=os.path.join(root, "Assets", "Images"), help="output folder")
    args = parser.parse_args()
    unknown = [name for name in args.names if name not in PICTURES]
    if unknown:
        sys.exit(f"unknown picture(s): {', '.join(unknown)}; known: {', '.join(PICTURES)}")
    os.makedirs(args.out, exist_ok=True)
    for name in args.names or PICTURES:
        painter, (width, height) = PICTURES[name]
        started = time.monotonic()  # progress report only; the pixels never see it
        data = painter(width, height).png()
        path = os.path.join(args.out, f"{name}@2x.png")
        with open(path, "wb") as file:
            file.write(data)
        print(f"{path}: {width}x{height}, {len(data) // 1024} KiB, {time.monotonic() - started:.1f} s")


if __name__ == "__main__":
    main()
