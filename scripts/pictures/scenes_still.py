"""Still lifes and patterns for seed 003's album: a fruit bowl and tiles (wide), tulips, a cup of
coffee, a cactus and a Bauhaus poster (tall). Each takes the size in pixels, returns a Canvas."""

import math

from canvas import Canvas
from paint import (Rng, Shape, clamp, disc, ellipse, fbm1, glow, hash01, hexcolor as hx, intersect, mix,
                   polygon, radial, rect, segment, smoothstep, vertical)


def shiny(canvas, x, y, r, colour, highlight):
    """A round fruit: the disc, a soft highlight toward the top left, a darker lower right."""
    canvas.paint(disc(x, y, r), radial([(0, highlight), (0.55, colour), (1.3, mix(colour, (0, 0, 0), 0.35))],
                                       x - 0.35 * r, y - 0.35 * r, 1.3 * r))


def fruit_bowl(w, h):
    c = Canvas(w, h)
    table = 0.64 * h
    c.fill(vertical([(0, hx("#efe2cb")), (1, hx("#cfbb99"))], 0, table))
    c.paint(glow(0.15 * w, 0.05 * h, 0.6 * w, 0.5), hx("#fff8ea"))

    def wood(x, y):
        grain = 0.5 + 0.5 * math.sin(y * 0.7 + 8 * fbm1(x / 140, 131, 3))
        return mix(mix(hx("#9a6442"), hx("#7d4c30"), grain * 0.5), hx("#5a3420"), smoothstep(0.9 * h, h, y))
    c.paint(Shape((0, table, w, h), lambda x, y: clamp(y - table + 0.5)), wood)
    cx, rim, rx, ry = 0.5 * w, 0.58 * h, 0.27 * w, 0.2 * h
    c.paint(ellipse(cx + 0.02 * w, 0.85 * h, 0.33 * w, 0.05 * h), hx("#3a2414"), 0.35)
    shiny(c, cx + 0.13 * w, rim - 0.1 * h, 0.075 * w, hx("#e8821e"), hx("#ffc477"))
    rng = Rng(132)
    for _ in range(22):
        shiny(c, cx - 0.12 * w + rng.uniform(-0.06, 0.06) * w, rim - 0.07 * h + rng.uniform(-0.08, 0.05) * h,
              0.022 * w, hx("#6d3a83"), hx("#b98ad0"))
    shiny(c, cx - 0.02 * w, rim - 0.12 * h, 0.085 * w, hx("#c7302b"), hx("#ff8a6e"))
    c.paint(segment(cx - 0.01 * w, rim - 0.2 * h, cx + 0.005 * w, rim - 0.24 * h, 4), hx("#5a3a20"))
    shiny(c, cx + 0.2 * w, rim - 0.03 * h, 0.06 * w, hx("#f0b21c"), hx("#fff0a0"))
    shiny(c, cx - 0.2 * w, rim - 0.02 * h, 0.065 * w, hx("#e8821e"), hx("#ffc477"))
    bowl = intersect(ellipse(cx, rim, rx, ry), Shape((cx - rx, rim, cx + rx, rim + ry), lambda x, y: clamp(y - rim + 0.5)))
    c.paint(rect(cx - 0.08 * w, rim + ry - 0.03 * h, cx + 0.08 * w, rim + ry + 0.02 * h, 4), hx("#2b4f86"))
    c.paint(bowl, radial([(0, hx("#5f8fd0")), (1, hx("#203f70"))], cx - 0.1 * w, rim, rx * 1.2))
    c.paint(rect(cx - rx, rim - 4, cx + rx, rim + 5, 4), hx("#f2efe8"))
    c.paint(ellipse(0.84 * w, 0.8 * h, 0.055 * w, 0.035 * h), radial([(0, hx("#fff3a0")), (1, hx("#d9b51e"))], 0.82 * w, 0.78 * h, 0.07 * w))
    return c


def tiles(w, h):
    c = Canvas(w, h)
    cell = w / 6

    def tile(x, y):
        i, j = math.floor(x / cell), math.floor(y / cell)
        lx, ly = x / cell - i - 0.5, y / cell - j - 0.5

        def over(colour, base, distance):
            return mix(base, colour, clamp(0.5 - distance * cell))
        square = max(abs(lx), abs(ly)) - 0.3
        diamond = max(abs(lx + ly), abs(lx - ly)) / math.sqrt(2) - 0.3
        star = min(square, diamond)
        colour = mix(hx("#f4ead4"), hx("#eadcbc"), hash01(i, j, 141) * 0.6)
        colour = over(hx("#1f4e8c"), colour, star)
        colour = over(hx("#f4ead4"), colour, star + 0.05)
        colour = over(hx("#c8553d"), colour, math.hypot(lx, ly) - 0.11)
        corner = ((0.5 - abs(lx)) + (0.5 - abs(ly))) / math.sqrt(2) - 0.1
        colour = over(hx("#2a9d8f"), colour, corner)
        grout = min(0.5 - abs(lx), 0.5 - abs(ly))
        return over(hx("#b9ad95"), colour, grout - 0.006)
    c.fill(tile)
    return c


def tulips(w, h):
    c = Canvas(w, h)
    table = 0.8 * h
    c.fill(vertical([(0, hx("#f3ece2")), (1, hx("#e2d4c0"))], 0, table))
    c.paint(Shape((0, table, w, h), lambda x, y: clamp(y - table + 0.5)), vertical([(0, hx("#c8a07a")), (1, hx("#9c7452"))], table, h))
    mouth = (0.5 * w, 0.55 * h)
    heads = [(0.28, 0.22, hx("#e0433a")), (0.46, 0.12, hx("#f07aa0")), (0.64, 0.18, hx("#f5c542")),
             (0.76, 0.32, hx("#e0433a")), (0.36, 0.36, hx("#f28c3b"))]
    for k, (hx_, hy, _) in enumerate(heads):
        x1, y1 = hx_ * w, hy * h
        for s in range(12):
            t0, t1 = s / 12, (s + 1) / 12
            bend = 0.05 * w * math.sin(k * 1.7)
            pa = (mouth[0] + (x1 - mouth[0]) * t0 + bend * math.sin(t0 * math.pi), mouth[1] + (y1 - mouth[1]) * t0)
            pb = (mouth[0] + (x1 - mouth[0]) * t1 + bend * math.sin(t1 * math.pi), mouth[1] + (y1 - mouth[1]) * t1)
            c.paint(segment(pa[0], pa[1], pb[0], pb[1], 0.014 * w), hx("#4f8a3a"))
    for lx, ly, dx in [(0.4, 0.4, -0.18), (0.6, 0.42, 0.2), (0.5, 0.38, 0.05)]:
        c.paint(polygon([(lx * w, 0.56 * h), ((lx + dx) * w, ly * h), ((lx + 0.04) * w, 0.5 * h)]), hx("#5e9a45"))
    for hx_, hy, colour in heads:
        x, y, r = hx_ * w, hy * h, 0.065 * w
        c.paint(ellipse(x, y, r, 1.15 * r), radial([(0, mix(colour, (1, 1, 1), 0.3)), (1, mix(colour, (0, 0, 0), 0.25))], x - 0.3 * r, y - 0.3 * r, 1.5 * r))
        for px in (-0.6, 0.0, 0.6):
            c.paint(polygon([(x + (px - 0.45) * r, y - 0.3 * r), (x + px * r, y - 1.45 * r), (x + (px + 0.45) * r, y - 0.3 * r)]),
                    mix(colour, (1, 1, 1), 0.12 if px == 0 else 0))
    vase = radial([(0, hx("#8fb8de")), (0.6, hx("#3f72a6")), (1, hx("#244a73"))], 0.44 * w, 0.64 * h, 0.25 * w)
    c.paint(ellipse(0.5 * w + 0.04 * w, table + 0.005 * h, 0.2 * w, 0.02 * h), hx("#6e5038"), 0.4)
    c.paint(ellipse(0.5 * w, 0.68 * h, 0.17 * w, 0.13 * h), vase)
    c.paint(rect(0.42 * w, 0.54 * h, 0.58 * w, 0.62 * h, 6), vase)
    c.paint(rect(0.4 * w, 0.535 * h, 0.6 * w, 0.555 * h, 5), hx("#2c5684"))
    return c


def coffee(w, h):
    c = Canvas(w, h)
    plank = w / 3.5

    def wood(x, y):
        i = math.floor(x / plank)
        base = mix(hx("#a0714b"), hx("#7e5436"), hash01(i, 151))
        grain = 0.5 + 0.5 * math.sin((x + 14 * fbm1(y / 90, 152 + i, 3)) * 0.45)
        colour = mix(base, mix(base, (0, 0, 0), 0.25), grain * 0.4)
        return mix(hx("#3b2415"), colour, smoothstep(0.5, 2.5, min(x - i * plank, (i + 1) * plank - x)))
    c.fill(wood)
    cx, cy = 0.5 * w, 0.46 * h
    c.paint(disc(cx + 0.03 * w, cy + 0.03 * w, 0.4 * w), hx("#2a180c"), 0.3)
    c.paint(disc(cx, cy, 0.4 * w), radial([(0, hx("#f6f3ec")), (0.75, hx("#ece6da")), (1, hx("#d9d1c2"))], cx, cy, 0.4 * w))
    c.paint(rect(cx + 0.2 * w, cy - 0.05 * w, cx + 0.4 * w, cy + 0.05 * w, 0.05 * w), hx("#f3efe6"))
    c.paint(disc(cx + 0.02 * w, cy + 0.02 * w, 0.26 * w), hx("#b9ae9c"), 0.5)
    c.paint(disc(cx, cy, 0.26 * w), hx("#faf8f3"))
    c.paint(disc(cx, cy, 0.21 * w), radial([(0, hx("#a8693a")), (0.8, hx("#7a4322")), (1, hx("#4a2713"))], cx, cy, 0.21 * w))
    heart = hx("#f3e3c8")
    c.paint(disc(cx - 0.05 * w, cy - 0.03 * w, 0.06 * w), heart)
    c.paint(disc(cx + 0.05 * w, cy - 0.03 * w, 0.06 * w), heart)
    c.paint(polygon([(cx - 0.105 * w, cy - 0.01 * w), (cx + 0.105 * w, cy - 0.01 * w), (cx, cy + 0.12 * w)]), heart)
    c.paint(segment(cx - 0.1 * w, cy + 0.32 * w, cx - 0.34 * w, cy + 0.5 * w, 0.03 * w), hx("#c9ccd2"))
    c.paint(ellipse(cx - 0.06 * w, cy + 0.29 * w, 0.06 * w, 0.045 * w), hx("#d9dce1"))
    ox, oy = 0.3 * w, 0.83 * h
    c.paint(disc(ox, oy, 0.16 * w), radial([(0, hx("#e0a561")), (1, hx("#b57735"))], ox - 0.05 * w, oy - 0.05 * w, 0.2 * w))
    rng = Rng(153)
    for _ in range(9):
        c.paint(disc(ox + rng.uniform(-0.1, 0.1) * w, oy + rng.uniform(-0.1, 0.1) * w, 0.015 * w), hx("#4a2a16"))
    for k in range(7):
        bx, by = rng.uniform(0.6, 0.95) * w, rng.uniform(0.78, 0.97) * h
        c.paint(ellipse(bx, by, 0.028 * w, 0.02 * w), hx("#4a2a16"))
        c.paint(rect(bx - 0.02 * w, by - 1, bx + 0.02 * w, by + 1, 1), hx("#2a160a"))
    return c


def cactus(w, h):
    c = Canvas(w, h)
    shelf = 0.8 * h
    c.fill(vertical([(0, hx("#f6dcc6")), (1, hx("#e6bd9f"))], 0, shelf))
    c.paint(Shape((0, shelf, w, h), lambda x, y: clamp(y - shelf + 0.5)), vertical([(0, hx("#b98b66")), (1, hx("#8e6447"))], shelf, h))
    green = hx("#4f8f4a")

    def ribs(x, y):
        return mix(green, hx("#3b7038"), 0.5 + 0.5 * math.sin(x * 0.25))
    parts = [rect(0.41 * w, 0.26 * h, 0.59 * w, 0.7 * h, 0.09 * w), rect(0.22 * w, 0.44 * h, 0.45 * w, 0.52 * h, 0.04 * w),
             rect(0.22 * w, 0.32 * h, 0.3 * w, 0.52 * h, 0.04 * w), rect(0.55 * w, 0.5 * h, 0.76 * w, 0.57 * h, 0.035 * w),
             rect(0.69 * w, 0.38 * h, 0.76 * w, 0.57 * h, 0.035 * w)]
    for part in parts:
        c.paint(Shape(part.box, lambda x, y, part=part: part.cover(x - 0.03 * w, y)), hx("#b98d70"), 0.35)
    for part in parts:
        c.paint(part, ribs)
    rng = Rng(161)
    for _ in range(60):
        x, y = rng.uniform(0.22, 0.76) * w, rng.uniform(0.27, 0.7) * h
        if any(part.cover(x, y) > 0.9 for part in parts):
            c.paint(disc(x, y, 1.4), hx("#f4f1d8"))
    for k in range(6):
        a = k * math.pi / 3
        c.paint(ellipse(0.5 * w + math.cos(a) * 0.035 * w, 0.255 * h + math.sin(a) * 0.02 * w, 0.03 * w, 0.03 * w), hx("#f2668f"))
    c.paint(disc(0.5 * w, 0.255 * h, 0.02 * w), hx("#ffd166"))
    c.paint(polygon([(0.3 * w, 0.68 * h), (0.7 * w, 0.68 * h), (0.64 * w, 0.88 * h), (0.36 * w, 0.88 * h)]),
            vertical([(0, hx("#d8734a")), (1, hx("#b05432"))], 0.68 * h, 0.88 * h))
    c.paint(rect(0.28 * w, 0.66 * h, 0.72 * w, 0.72 * h, 4), hx("#e0835a"))
    return c


def bauhaus(w, h):
    c = Canvas(w, h, hx("#efe6d2"))
    c.paint(disc(0.62 * w, 0.3 * h, 0.28 * w), hx("#d63c2f"))
    c.paint(rect(0.08 * w, 0.12 * h, 0.4 * w, 0.5 * h), hx("#1f3f8f"))
    half = intersect(disc(0.35 * w, 0.72 * h, 0.27 * w), rect(0.0, 0.72 * h, w, h))
    c.paint(half, hx("#f2b825"))
    c.paint(rect(0.06 * w, 0.555 * h, 0.94 * w, 0.575 * h), hx("#1c1c1c"))
    c.paint(rect(0.72 * w, 0.62 * h, 0.9 * w, 0.9 * h), hx("#1c1c1c"))
    c.paint(disc(0.81 * w, 0.68 * h, 0.05 * w), hx("#efe6d2"))
    quarter = intersect(disc(0.4 * w, 0.5 * h, 0.2 * w), rect(0.2 * w, 0.3 * h, 0.4 * w, 0.5 * h))
    c.paint(quarter, hx("#f2b825"))
    for k in range(5):
        c.paint(disc(0.1 * w + k * 0.05 * w, 0.92 * h, 0.012 * w), hx("#1c1c1c"))
    c.paint(segment(0.55 * w, 0.05 * h, 0.95 * w, 0.5 * h, 0.012 * w), hx("#1c1c1c"))
    return c
