"""An RGB canvas of floats that shapes are painted on, and its PNG encoding."""

import math
import struct
import zlib

from paint import Shape, clamp, mix, noise1


class Canvas:
    def __init__(self, width, height, color=(1.0, 1.0, 1.0)):
        self.width, self.height = width, height
        self.pixels = [color] * (width * height)

    def paint(self, shape, color, alpha=1.0):
        """Blends `color` (an (r, g, b) tuple or a function of x and y) over `shape`."""
        x0, y0, x1, y1 = shape.box
        x0, y0 = max(0, int(math.floor(x0))), max(0, int(math.floor(y0)))
        x1, y1 = min(self.width, int(math.ceil(x1)) + 1), min(self.height, int(math.ceil(y1)) + 1)
        cover, shader, pixels, w = shape.cover, callable(color), self.pixels, self.width
        for y in range(y0, y1):
            py = y + 0.5
            row = y * w
            for x in range(x0, x1):
                a = cover(x + 0.5, py) * alpha
                if a <= 0:
                    continue
                c = color(x + 0.5, py) if shader else color
                if a >= 1:
                    pixels[row + x] = c
                else:
                    old = pixels[row + x]
                    pixels[row + x] = (old[0] + (c[0] - old[0]) * a, old[1] + (c[1] - old[1]) * a,
                                       old[2] + (c[2] - old[2]) * a)

    def fill(self, color):
        """Paints every pixel with `color` (a tuple or a function of x and y)."""
        self.paint(everywhere(self), color)

    def reflect(self, horizon, tint, strength, ripple=0.0, seed=0, waves=0.35):
        """Mirrors what is above `horizon` into the water below it, mixed toward `tint`.

        Rows further from the horizon are shifted sideways by up to `ripple` pixels, like a
        lightly rippled lake; `waves` is how quickly the shift changes from row to row.
        """
        w, pixels = self.width, self.pixels
        for y in range(int(horizon), self.height):
            source = int(2 * horizon - y)
            if source < 0:
                break
            depth = (y - horizon) / max(1, self.height - horizon)
            shift = int(round(ripple * depth * (noise1(y * waves, seed) - 0.5) * 2))
            for x in range(w):
                sx = min(w - 1, max(0, x + shift))
                pixels[y * w + x] = mix(pixels[source * w + sx], tint, strength + (1 - strength) * depth * 0.5)

    def png(self):
        """The canvas as an 8-bit RGB PNG: every row with one filter, none, sub or up, whichever
        compresses the picture smallest.

        Not average or Paeth, although they often compress better: undoing them costs libpng
        about 30 instructions a byte, which was most of the time seed 003's door took to
        decode its picture in the tap that opens it (docs/perf-log/issue-37-fourth-pass.md);
        these pictures come out no larger without them."""
        w, h = self.width, self.height
        stride = w * 3
        rows = []
        for y in range(h):
            row = bytearray(stride)
            for x, (r, g, b) in enumerate(self.pixels[y * w:(y + 1) * w]):
                row[3 * x] = int(clamp(r) * 255 + 0.5)
                row[3 * x + 1] = int(clamp(g) * 255 + 0.5)
                row[3 * x + 2] = int(clamp(b) * 255 + 0.5)
            rows.append(bytes(row))
        compressed = min((zlib.compress(_filtered(rows, kind), 9) for kind in (0, 1, 2)), key=len)

        def chunk(kind, body):
            return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
        header = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
        return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                + chunk(b"IDAT", compressed) + chunk(b"IEND", b""))


def everywhere(canvas):
    return Shape((0, 0, canvas.width, canvas.height), lambda x, y: 1.0)


def _filtered(rows, kind):
    """The image data of `rows` (3 bytes a pixel), each row filtered with PNG filter `kind`:
    0 none, 1 sub (minus the pixel to the left), 2 up (minus the pixel above)."""
    data = bytearray()
    previous = bytes(len(rows[0])) if rows else b""
    for row in rows:
        data.append(kind)
        if kind == 0:
            data += row
        elif kind == 1:
            data += bytes((row[i] - (row[i - 3] if i >= 3 else 0)) & 255 for i in range(len(row)))
        else:
            data += bytes((row[i] - previous[i]) & 255 for i in range(len(row)))
        previous = row
    return bytes(data)
