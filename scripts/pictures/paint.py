"""A tiny anti-aliased painter for the demo pictures: shapes, gradients, noise, PNG output.

Standard library only, so anyone can re-run it. Every shape is a coverage function (0..1 per
pixel centre) with a bounding box; edges are anti-aliased from an estimate of the distance to
the edge in pixels. Noise comes from an integer hash, so the output depends on nothing but the
code: the same pixels on every machine and every Python 3.
"""

import math


def clamp(v, lo=0.0, hi=1.0):
    return lo if v < lo else hi if v > hi else v


def smoothstep(e0, e1, v):
    t = clamp((v - e0) / (e1 - e0))
    return t * t * (3 - 2 * t)


def mix(a, b, t):
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)


def hexcolor(text):
    """'#rrggbb' as an (r, g, b) tuple of 0..1 floats."""
    return tuple(int(text[i:i + 2], 16) / 255 for i in (1, 3, 5))


def ramp(stops, t):
    """The colour at `t` along `stops`, a list of (position, colour) in increasing position."""
    if t <= stops[0][0]:
        return stops[0][1]
    for (p0, c0), (p1, c1) in zip(stops, stops[1:]):
        if t <= p1:
            return mix(c0, c1, (t - p0) / (p1 - p0) if p1 > p0 else 1)
    return stops[-1][1]


def vertical(stops, y0, y1):
    """A shader: `stops` from y0 (0) down to y1 (1)."""
    return lambda x, y: ramp(stops, (y - y0) / (y1 - y0))


def linear(stops, xa, ya, xb, yb):
    """A shader: `stops` along the line from (xa, ya) (0) to (xb, yb) (1)."""
    dx, dy = xb - xa, yb - ya
    length2 = dx * dx + dy * dy
    return lambda x, y: ramp(stops, ((x - xa) * dx + (y - ya) * dy) / length2)


def radial(stops, cx, cy, r):
    """A shader: `stops` from the centre (0) out to radius r (1)."""
    return lambda x, y: ramp(stops, math.hypot(x - cx, y - cy) / r)


# Noise: a 32-bit integer hash, smooth value noise and fractal sums of it.

def hash01(*values):
    h = 0x9E3779B9
    for v in values:
        h = ((h ^ (v & 0xFFFFFFFF)) * 0x85EBCA6B) & 0xFFFFFFFF
        h ^= h >> 13
        h = (h * 0xC2B2AE35) & 0xFFFFFFFF
        h ^= h >> 16
    return h / 4294967296.0


def noise1(x, seed):
    i = math.floor(x)
    f = x - i
    f = f * f * (3 - 2 * f)
    return hash01(i, seed) * (1 - f) + hash01(i + 1, seed) * f


def noise2(x, y, seed):
    i, j = math.floor(x), math.floor(y)
    fx, fy = x - i, y - j
    fx, fy = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)
    top = hash01(i, j, seed) * (1 - fx) + hash01(i + 1, j, seed) * fx
    bottom = hash01(i, j + 1, seed) * (1 - fx) + hash01(i + 1, j + 1, seed) * fx
    return top * (1 - fy) + bottom * fy


def fbm1(x, seed, octaves=4):
    """Fractal value noise in about -0.5..0.5: octaves of halving amplitude and doubling frequency."""
    total, amp = 0.0, 0.5
    for k in range(octaves):
        total += (noise1(x, seed + k * 101) - 0.5) * amp * 2
        x, amp = x * 2, amp * 0.5
    return total


class Rng:
    """A seeded xorshift32 generator, for placing trees, stars and windows."""

    def __init__(self, seed):
        self.state = (seed * 2654435761 + 1) & 0xFFFFFFFF or 1

    def random(self):
        s = self.state
        s ^= (s << 13) & 0xFFFFFFFF
        s ^= s >> 17
        s ^= (s << 5) & 0xFFFFFFFF
        self.state = s
        return s / 4294967296.0

    def uniform(self, lo, hi):
        return lo + (hi - lo) * self.random()


# Shapes: (box, coverage(x, y)) with box = (x0, y0, x1, y1) in pixels.

class Shape:
    def __init__(self, box, cover):
        self.box, self.cover = box, cover


def disc(cx, cy, r):
    return Shape((cx - r - 1, cy - r - 1, cx + r + 1, cy + r + 1),
                 lambda x, y: clamp(r - math.hypot(x - cx, y - cy) + 0.5))


def ellipse(cx, cy, rx, ry):
    def cover(x, y):
        dx, dy = (x - cx) / rx, (y - cy) / ry
        k = math.hypot(dx, dy)
        if k == 0:
            return 1.0
        grad = math.hypot(dx / rx, dy / ry) / k
        return clamp(0.5 - (k - 1) / grad)
    return Shape((cx - rx - 1, cy - ry - 1, cx + rx + 1, cy + ry + 1), cover)


def polygon(points):
    """A convex polygon, its points in either winding order."""
    n = len(points)
    mx, my = sum(p[0] for p in points) / n, sum(p[1] for p in points) / n
    edges = []
    for i in range(n):
        (x0, y0), (x1, y1) = points[i], points[(i + 1) % n]
        length = math.hypot(x1 - x0, y1 - y0) or 1
        nx, ny = (y1 - y0) / length, -(x1 - x0) / length
        if (mx - x0) * nx + (my - y0) * ny > 0:
            nx, ny = -nx, -ny
        edges.append((x0, y0, nx, ny))

    def cover(x, y):
        # The distance outside the nearest edge; negative inside.
        d = max((x - ex) * nx + (y - ey) * ny for ex, ey, nx, ny in edges)
        return clamp(0.5 - d)
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return Shape((min(xs) - 1, min(ys) - 1, max(xs) + 1, max(ys) + 1), cover)


def rect(x0, y0, x1, y1, radius=0.0):
    def cover(x, y):
        qx = abs(x - (x0 + x1) / 2) - (x1 - x0) / 2 + radius
        qy = abs(y - (y0 + y1) / 2) - (y1 - y0) / 2 + radius
        outside = math.hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - radius
        return clamp(0.5 - outside)
    return Shape((x0 - 1, y0 - 1, x1 + 1, y1 + 1), cover)


def segment(xa, ya, xb, yb, width):
    """A stroke of `width` pixels with round ends."""
    dx, dy = xb - xa, yb - ya
    length2 = dx * dx + dy * dy or 1

    def cover(x, y):
        t = clamp(((x - xa) * dx + (y - ya) * dy) / length2)
        return clamp(width / 2 - math.hypot(x - xa - t * dx, y - ya - t * dy) + 0.5)
    r = width / 2 + 1
    return Shape((min(xa, xb) - r, min(ya, yb) - r, max(xa, xb) + r, max(ya, yb) + r), cover)


def below(top, x0=0, x1=None, y1=None):
    """Everything under the curve y = top[x] (one height per pixel column, plus one)."""
    x1 = len(top) - 1 if x1 is None else x1

    def cover(x, y):
        i = int(x)
        slope = (top[min(i + 1, len(top) - 1)] - top[max(i - 1, 0)]) / 2
        return clamp((y - top[i]) / math.sqrt(1 + slope * slope) + 0.5)
    return Shape((x0, min(top[x0:x1 + 1]) - 1, x1, 10 ** 6 if y1 is None else y1), cover)


def soft(shape, fade):
    """`shape` with its coverage scaled by fade(x, y)."""
    return Shape(shape.box, lambda x, y: shape.cover(x, y) * fade(x, y))


def glow(cx, cy, r, strength=1.0):
    """A round glow: full at the centre, fading to nothing at radius r."""
    def cover(x, y):
        t = 1 - math.hypot(x - cx, y - cy) / r
        return strength * t * t if t > 0 else 0.0
    return Shape((cx - r, cy - r, cx + r, cy + r), cover)


def ridge(width, base, amplitude, scale, seed, octaves=4):
    """Heights for `below`: base plus fractal noise of `amplitude` pixels, `scale` pixels a bump."""
    return [base + amplitude * fbm1(x / scale, seed, octaves) for x in range(width + 1)]


def intersect(a, b):
    """Where both shapes are."""
    box = (max(a.box[0], b.box[0]), max(a.box[1], b.box[1]), min(a.box[2], b.box[2]), min(a.box[3], b.box[3]))
    return Shape(box, lambda x, y: min(a.cover(x, y), b.cover(x, y)))
