"""Square landscapes for seed 000's things, part two: dunes, bay, grassland, canyon, island,
fields. Each takes the canvas size in pixels and returns a painted Canvas."""

import math

from canvas import Canvas
from paint import (Rng, Shape, below, clamp, disc, ellipse, fbm1, glow, hash01, hexcolor as hx, mix,
                   noise2, polygon, rect, ridge, segment, smoothstep, vertical)


def cloud(canvas, cx, cy, size, seed):
    """A cumulus: overlapping discs, white on top and a little grey underneath."""
    rng = Rng(seed)
    puffs = [(cx + rng.uniform(-1, 1) * size, cy + rng.uniform(-0.3, 0.2) * size, size * rng.uniform(0.35, 0.6))
             for _ in range(7)]
    shade = vertical([(0, hx("#ffffff")), (1, hx("#d5dde8"))], cy - 0.6 * size, cy + 0.4 * size)
    for x, y, r in puffs:
        canvas.paint(disc(x, y, r), shade)
    canvas.paint(rect(cx - 1.3 * size, cy + 0.1 * size, cx + 1.3 * size, cy + 0.4 * size, 0.15 * size), shade)


def dunes(w, h):
    c = Canvas(w, h)
    c.fill(vertical([(0, hx("#2a74bb")), (1, hx("#cde6f3"))], 0, 0.55 * h))
    c.paint(glow(0.78 * w, 0.16 * h, 0.25 * w, 0.6), hx("#ffffff"))
    c.paint(disc(0.78 * w, 0.16 * h, 0.035 * w), hx("#fffdf6"))
    layers = [(0.50, 0.10, 0.9, hx("#f6c48c"), hx("#d89a66")), (0.64, 0.14, 1.3, hx("#f2ad6a"), hx("#c77a45")),
              (0.84, 0.16, 0.8, hx("#ec9a55"), hx("#b4612f"))]
    for k, (base, amp, freq, lit, shade) in enumerate(layers):
        crest = [base * h - amp * h * (0.5 + 0.5 * math.sin(x / w * freq * 2 * math.pi + k * 2.1)) ** 1.6 for x in range(w + 1)]
        top = [crest[x] + 0.012 * h * fbm1(x / 80, 71 + k) for x in range(w + 1)]
        # Sun from the right: faces rising to the right are lit. Judged on the smooth crest,
        # and sampled further right lower down so the slip face's edge leans like a real one.
        light = [smoothstep(-0.02, 0.02, crest[min(x + 2, w)] - crest[max(x - 2, 0)]) for x in range(w + 1)]

        def sand(x, y, top=top, light=light, lit=lit, shade=shade):
            i = int(x)
            lean = int(clamp(x + 0.6 * (y - top[i]), 0, w))
            ripple = 0.04 * math.sin((y + 6 * math.sin(x / 37)) / 5.5)
            colour = mix(shade, lit, light[lean])
            return mix(colour, mix(colour, (1, 1, 1), 0.2), ripple * smoothstep(top[i], top[i] + 60, y) + 0.04)
        c.paint(below(top), sand)
    return c


def bay(w, h):
    c = Canvas(w, h)
    horizon = 0.36 * h
    c.fill(vertical([(0, hx("#4d9fe0")), (1, hx("#dff1fb"))], 0, horizon))
    cloud(c, 0.25 * w, 0.12 * h, 0.07 * w, 81)
    cloud(c, 0.7 * w, 0.2 * h, 0.05 * w, 82)
    c.paint(Shape((0, horizon, w, h), lambda x, y: 1.0),
            vertical([(0, hx("#1c5a88")), (0.45, hx("#1fa3b8")), (1, hx("#7fe3d3"))], horizon, 0.85 * h))
    top = [horizon - 0.2 * h * smoothstep(0.58 * w, 0.95 * w, x) + 0.015 * h * fbm1(x / 60, 83) for x in range(w + 1)]

    def headland(x, y):
        coast = 0.6 * w + (y - horizon) * 1.1 + 0.02 * w * fbm1(y / 30, 86)
        return below(top).cover(x, y) * clamp(x - coast + 0.5)
    c.paint(Shape((0.5 * w, horizon - 0.25 * h, w, h), headland),
            lambda x, y: mix(hx("#6d9b48"), hx("#3e6e33"), smoothstep(horizon - 0.2 * h, h, y)))
    shore = [h * (0.98 - 0.42 * ((x / w) ** 1.4)) + 0.01 * h * fbm1(x / 50, 84) for x in range(w + 1)]
    c.paint(below([y - 10 for y in shore]), hx("#ffffff"), 0.75)
    c.paint(below([y - 4 for y in shore]), hx("#c9b48e"))
    c.paint(below([y + 6 for y in shore]), vertical([(0, hx("#f3e2b8")), (1, hx("#e8cf98"))], 0.5 * h, h))
    sail_x, sail_y = 0.36 * w, 0.47 * h
    c.paint(polygon([(sail_x, sail_y - 0.07 * h), (sail_x + 0.035 * w, sail_y), (sail_x, sail_y)]), hx("#ffffff"))
    c.paint(polygon([(sail_x - 0.03 * w, sail_y + 0.005 * h), (sail_x + 0.045 * w, sail_y + 0.005 * h),
                     (sail_x + 0.035 * w, sail_y + 0.018 * h), (sail_x - 0.02 * w, sail_y + 0.018 * h)]), hx("#b0412e"))
    rng = Rng(85)
    for _ in range(40):
        x = rng.uniform(0, 0.3) * w
        y = h - rng.uniform(0, 0.08) * h
        c.paint(segment(x, y, x + rng.uniform(-0.03, 0.03) * w, y - rng.uniform(0.05, 0.12) * h, 3), hx("#5f7d3a"))
    return c


def grassland(w, h):
    c = Canvas(w, h)
    horizon = 0.62 * h
    c.fill(vertical([(0, hx("#3a8bd3")), (1, hx("#b3daf2"))], 0, horizon))
    cloud(c, 0.22 * w, 0.2 * h, 0.09 * w, 91)
    cloud(c, 0.72 * w, 0.12 * h, 0.07 * w, 92)
    cloud(c, 0.55 * w, 0.36 * h, 0.05 * w, 93)
    c.paint(below(ridge(w, horizon - 0.02 * h, 0.04 * h, 0.35 * w, seed=94)), hx("#7aa86a"))
    plain = ridge(w, horizon + 0.01 * h, 0.015 * h, 0.5 * w, seed=95)

    def grass(x, y):
        base = mix(hx("#97c75c"), hx("#4c9438"), smoothstep(horizon, h, y))
        return mix(base, hx("#3f7f30"), 0.35 * smoothstep(0.55, 0.8, noise2(x / 70, y / 25, 96)))
    c.paint(below(plain), grass)
    tx, ty = 0.68 * w, horizon + 0.06 * h
    c.paint(ellipse(tx + 0.03 * w, ty, 0.12 * w, 0.015 * h), hx("#2f6425"), 0.6)
    c.paint(rect(tx - 0.012 * w, ty - 0.14 * h, tx + 0.012 * w, ty), hx("#5a3f2a"))
    rng = Rng(97)
    for _ in range(14):
        x, y, r = tx + rng.uniform(-0.09, 0.09) * w, ty - 0.2 * h + rng.uniform(-0.06, 0.05) * h, rng.uniform(0.04, 0.07) * w
        c.paint(disc(x, y, r), hx("#2d6a2b"))
        c.paint(disc(x - 0.25 * r, y - 0.3 * r, 0.6 * r), hx("#4a8c3a"), 0.6)
    for _ in range(90):
        y = rng.uniform(horizon + 0.05 * h, h)
        r = 1.2 + 5 * (y - horizon) / (h - horizon)
        c.paint(disc(rng.uniform(0, w), y, r), hx("#fff27a") if rng.random() < 0.6 else hx("#ffffff"))
    return c


def canyon(w, h):
    c = Canvas(w, h)
    c.fill(vertical([(0, hx("#3f86d1")), (1, hx("#c3e0f3"))], 0, 0.4 * h))

    def strata(dark, light, seed):
        def shade(x, y):
            t = y + 10 * fbm1(x / 90, seed, 2)
            band = 0.5 + 0.5 * math.sin(t * 0.09) * math.sin(t * 0.023 + 1)
            return mix(dark, light, band)
        return shade
    c.paint(below(ridge(w, 0.34 * h, 0.05 * h, 0.3 * w, seed=101)), strata(hx("#c9876a"), hx("#e8b496"), 102))
    walls = [(0.36, 0.58, hx("#a4502f"), hx("#d98057")), (0.18, 0.8, hx("#7a3520"), hx("#c2643b"))]
    for k, (left, right, dark, light) in enumerate(walls):
        if k == 1:
            c.paint(Shape((0, 0.86 * h, w, h), lambda x, y: clamp(y - 0.88 * h - 0.01 * h * math.sin(x / 40) + 0.5)),
                    vertical([(0, hx("#5aa89a")), (1, hx("#2c6d66"))], 0.88 * h, h))

        def inside(x, y, left=left, right=right, k=k):
            t = y / h
            lx = w * (left + 0.1 * t) + 0.04 * w * fbm1(y / 70, 103 + k)
            rx = w * (right - 0.1 * t) + 0.04 * w * fbm1(y / 70, 105 + k)
            return clamp(max(lx - x, x - rx) + 0.5)
        c.paint(Shape((0, 0.1 * h * k + 0.15 * h, w, h), inside), strata(dark, light, 107 + k))
        c.paint(Shape((w / 2, 0.1 * h * k + 0.15 * h, w, h), inside), hx("#3a1d1a"), 0.25)
    return c


def island(w, h):
    c = Canvas(w, h)
    horizon = 0.6 * h
    c.fill(vertical([(0, hx("#3a2a6a")), (0.5, hx("#c2457a")), (0.85, hx("#f7934c")), (1, hx("#ffd36e"))], 0, horizon))
    c.paint(glow(0.64 * w, horizon, 0.45 * w, 0.6), hx("#ffd58a"))
    c.paint(disc(0.64 * w, horizon, 0.09 * w), hx("#fff2b8"))
    c.paint(Shape((0, horizon, w, h), lambda x, y: 1.0), vertical([(0, hx("#7a4a84")), (1, hx("#1c2150"))], horizon, h))
    rng = Rng(111)
    for _ in range(70):
        y = rng.uniform(horizon + 2, h)
        spread = 0.06 * w + 0.25 * w * (y - horizon) / (h - horizon)
        x = 0.64 * w + rng.uniform(-1, 1) * spread * rng.random()
        length = rng.uniform(0.01, 0.04) * w * (1 + 2 * (y - horizon) / h)
        c.paint(rect(x - length, y, x + length, y + 1.5 + 2 * (y - horizon) / h, 1), hx("#ffc56b"), 0.7)
    base = horizon + 0.03 * h
    dark = hx("#1d1330")
    land = Shape((0.05 * w, base - 0.1 * h, 0.6 * w, base), ellipse(0.3 * w, base, 0.24 * w, 0.08 * h).cover)
    c.paint(land, dark)
    for px, lean, height in [(0.3, 0.07, 0.3), (0.2, -0.06, 0.2)]:
        x0, y0 = px * w, base - 0.05 * h
        x1, y1 = x0 + lean * w, y0 - height * h
        steps = 30
        for s in range(steps + 1):
            t = s / steps
            x = x0 + (x1 - x0) * t + lean * w * 0.5 * math.sin(t * math.pi)
            c.paint(disc(x, y0 + (y1 - y0) * t, 0.011 * w * (1 - 0.45 * t)), dark)
        for f in range(9):
            angle = -math.pi + f * math.pi / 8
            reach = 0.13 * w * (0.8 + 0.2 * math.sin(f * 2.3))
            points = [(x1 + math.cos(angle) * reach * t, y1 + math.sin(angle) * 0.5 * reach * t + 0.09 * w * t * t)
                      for t in (0, 0.2, 0.4, 0.6, 0.8, 1)]
            for (ax, ay), (bx, by), width in zip(points, points[1:], (14, 13, 11, 8, 4)):
                c.paint(segment(ax, ay, bx, by, width * w / 600), dark)
    return c


def fields(w, h):
    c = Canvas(w, h)
    horizon = 0.3 * h
    c.fill(vertical([(0, hx("#74b3e6")), (1, hx("#e6f3fa"))], 0, horizon))
    cloud(c, 0.3 * w, 0.12 * h, 0.05 * w, 121)
    c.paint(below(ridge(w, horizon - 0.01 * h, 0.03 * h, 0.3 * w, seed=122)), hx("#7d9fb0"))
    palette = [hx("#f4d23a"), hx("#8cc152"), hx("#5a9a3c"), hx("#b88a5a"), hx("#a58fd0"), hx("#c9d76a")]

    def patch(x, y):
        t = (y - horizon) / (h - horizon)
        if t <= 0:
            return None
        u = max(t + 0.04 * t * math.sin(x / w * 5), 0) ** 0.55 * 7
        row = math.floor(u)
        v = (x - 0.5 * w) / (w * (0.12 + 0.5 * t)) + hash01(row, 123) * 3 + 0.3 * (y - horizon) / h * (row % 3 - 1) * 4
        col = math.floor(v)
        kind = int(hash01(row, col, 124) * len(palette))
        colour = palette[kind]
        if kind == 3:
            colour = mix(colour, hx("#7a5434"), 0.35 * (0.5 + 0.5 * math.sin(v * 40)))
        # Hedges along the edges, their width in pixels estimated from the local scale.
        du = 7 * 0.55 * max(t, 0.002) ** -0.45 / (h - horizon)
        dv = 1 / (w * (0.12 + 0.5 * t))
        edge = min((u - row) / du, (row + 1 - u) / du, (v - col) / dv, (col + 1 - v) / dv)
        return mix(hx("#2f5a2a"), colour, smoothstep(0.5, 1.5 + 3 * t, edge))
    c.paint(Shape((0, horizon, w, h), lambda x, y: 1.0), lambda x, y: patch(x, y) or hx("#2f5a2a"))
    return c
