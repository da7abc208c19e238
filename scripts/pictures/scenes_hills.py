"""Square landscapes for seed 000's things, part one: dawn, valley, lake, forest, snowfield,
waterfall. Each takes the canvas size in pixels and returns a painted Canvas."""

import math

from canvas import Canvas
from paint import (Rng, Shape, below, clamp, disc, ellipse, fbm1, glow, hexcolor as hx, mix,
                   noise1, polygon, rect, ridge, segment, smoothstep, vertical)


def conifer(canvas, x, base, height, color, snow=None):
    """A fir tree standing on (x, base): a trunk and three stacked triangles."""
    width = height * 0.42
    canvas.paint(rect(x - height * 0.03, base - height * 0.15, x + height * 0.03, base), mix(color, (0.25, 0.15, 0.1), 0.5))
    for k in range(3):
        top = base - height * (0.45 + 0.27 * k) - height * 0.28
        bottom = base - height * (0.12 + 0.27 * k)
        half = width * (1 - 0.25 * k) / 2
        canvas.paint(polygon([(x, top), (x + half, bottom), (x - half, bottom)]), color)
        if snow:
            canvas.paint(polygon([(x, top), (x + half * 0.6, top + (bottom - top) * 0.55),
                                  (x - half * 0.6, top + (bottom - top) * 0.55)]), snow)


def dawn(w, h):
    c = Canvas(w, h)
    horizon = 0.62 * h
    c.fill(vertical([(0, hx("#26285f")), (0.45, hx("#9c4f7d")), (0.8, hx("#f2935a")), (1, hx("#ffd494"))], 0, horizon))
    c.paint(glow(0.5 * w, horizon - 0.04 * h, 0.55 * w, 0.6), hx("#ffe2a6"))
    c.paint(disc(0.5 * w, horizon - 0.05 * h, 0.07 * w), hx("#fff3d2"))
    mist = hx("#f6b89a")
    layers = [(0.60, 0.05, 0.30, hx("#b0668a")), (0.68, 0.06, 0.22, hx("#7c4272")),
              (0.78, 0.07, 0.28, hx("#4e2a5a")), (0.90, 0.08, 0.35, hx("#2a1738"))]
    for k, (base, amp, scale, color) in enumerate(layers):
        top = ridge(w, base * h, amp * h, scale * w, seed=11 + k)
        haze = 0.55 * (1 - k / 4)
        c.paint(below(top), lambda x, y, color=color, top=top, haze=haze: mix(color, mist, haze * smoothstep(top[int(x)], top[int(x)] + 0.16 * h, y)))
    for bx, by, s in [(0.30, 0.30, 0.025), (0.36, 0.26, 0.018), (0.41, 0.32, 0.014)]:
        x, y, s = bx * w, by * h, s * w
        c.paint(segment(x - s, y - s * 0.35, x, y, s * 0.18), hx("#2a1738"))
        c.paint(segment(x, y, x + s, y - s * 0.4, s * 0.18), hx("#2a1738"))
    return c


def valley(w, h):
    c = Canvas(w, h)
    c.fill(vertical([(0, hx("#7fb9e6")), (1, hx("#e4f2f9"))], 0, 0.5 * h))
    far = ridge(w, 0.40 * h, 0.14 * h, 0.3 * w, seed=21, octaves=5)
    c.paint(below(far), lambda x, y: mix(hx("#7d97b8"), hx("#c9d9e8"), smoothstep(far[int(x)], 0.55 * h, y)))
    right = [0.36 * h + 0.32 * h * smoothstep(0.95 * w, 0.3 * w, x) + 0.03 * h * fbm1(x / 90, 22) for x in range(w + 1)]
    c.paint(below(right), lambda x, y: mix(hx("#6fa35a"), hx("#3d7a3c"), smoothstep(right[int(x)], 0.8 * h, y)))
    left = [0.30 * h + 0.42 * h * smoothstep(0.05 * w, 0.7 * w, x) + 0.03 * h * fbm1(x / 80, 23) for x in range(w + 1)]
    c.paint(below(left), lambda x, y: mix(hx("#4f8d3f"), hx("#2c5f2e"), smoothstep(left[int(x)], 0.9 * h, y)))
    floor = 0.7 * h

    def river(x, y):
        t = (y - floor) / (h - floor)
        centre = 0.55 * w + 0.16 * w * t * math.sin(t * 5.5 + 0.6)
        return clamp(2 + 0.16 * w * t * t - abs(x - centre) + 0.5) if t >= 0 else 0.0
    c.paint(below([floor + 0.01 * h * math.sin(x / 70) for x in range(w + 1)]), vertical([(0, hx("#9cc86a")), (1, hx("#6aa84a"))], floor, h))
    c.paint(Shape((0, floor, w, h), river), vertical([(0, hx("#cfe8f5")), (1, hx("#5fa8d3"))], floor, h))
    rng = Rng(24)
    for _ in range(26):
        x, y = rng.uniform(0, w), rng.uniform(floor + 0.02 * h, h)
        if river(x, y) > 0 or river(x, y + 0.04 * h) > 0:
            continue
        r = 0.008 * w + 0.03 * w * (y - floor) / (h - floor)
        c.paint(disc(x, y - r, r), hx("#2f6b33"))
        c.paint(disc(x - r * 0.3, y - r * 1.3, r * 0.55), hx("#4d8f45"))
    return c


def lake(w, h):
    c = Canvas(w, h)
    horizon = 0.56 * h
    c.fill(vertical([(0, hx("#5b98d2")), (1, hx("#dcedf6"))], 0, horizon))
    top = [0.20 * h + 0.5 * h * abs(fbm1(x / (0.5 * w), 31, 5)) for x in range(w + 1)]
    snowline = [0.31 * h + 0.06 * h * fbm1(x / 30, 32, 5) for x in range(w + 1)]
    # Light from the left: slopes facing right are in shade, judged over a few pixels so the
    # shading follows the mountain's form rather than every bump.
    light = [smoothstep(-0.3, 0.3, (top[max(x - 16, 0)] - top[min(x + 16, w)]) / 32) for x in range(w + 1)]
    light = [sum(light[max(0, x - 12):x + 13]) / len(light[max(0, x - 12):x + 13]) for x in range(w + 1)]

    def rock(x, y):
        i = int(x)
        snow = smoothstep(snowline[i] + 1, snowline[i] - 1, y)
        base = mix(hx("#5a6a90"), hx("#8a9aba"), light[i])
        cap = mix(hx("#c2cfe6"), hx("#f7f9fc"), light[i])
        return mix(mix(base, hx("#aebfd6"), smoothstep(top[i], horizon, y) * 0.6), cap, snow)
    c.paint(below(top), rock)
    trees = [horizon - 0.015 * h - 0.03 * h * noise1(x / 3.5, 33) * noise1(x / 40, 34) for x in range(w + 1)]
    c.paint(below(trees), hx("#25503a"))
    c.reflect(horizon, hx("#2d5f82"), 0.35, ripple=4, seed=35)
    rng = Rng(36)
    for _ in range(18):
        y = rng.uniform(horizon + 0.03 * h, h)
        x, length = rng.uniform(0, w), 0.05 * w + 0.15 * w * (y - horizon) / h
        c.paint(rect(x - length, y, x + length, y + 1.5, 0.75), hx("#e6f2fa"), 0.35)
    return c


def forest(w, h):
    c = Canvas(w, h)
    c.fill(vertical([(0, hx("#e4eedb")), (1, hx("#9fc29b"))], 0, h))
    c.paint(glow(0.15 * w, 0.0, 0.8 * w, 0.7), hx("#fff4cf"))
    rng = Rng(41)
    fog = hx("#cfe0cb")
    for row in range(4):
        base = h * (0.42 + 0.18 * row)
        color = mix(hx("#173d26"), fog, (3 - row) * 0.22)
        ground = ridge(w, base, 0.03 * h, 0.4 * w, seed=42 + row)
        count = 9 - row
        for k in range(count + 1):
            x = (k + rng.uniform(-0.3, 0.3)) * w / count
            tree_height = h * (0.16 + 0.07 * row) * rng.uniform(0.8, 1.2)
            conifer(c, x, ground[int(clamp(x, 0, w))] + 0.01 * h, tree_height, color)
        c.paint(below(ground), color)
    for k in range(4):
        x = (0.05 + 0.12 * k) * w
        c.paint(polygon([(x, 0), (x + 0.05 * w, 0), (x + 0.75 * w, h), (x + 0.55 * w, h)]), hx("#fff7d9"), 0.10)
    return c


def snowfield(w, h):
    c = Canvas(w, h)
    horizon = 0.55 * h
    c.fill(vertical([(0, hx("#8fa9cc")), (0.7, hx("#e9dfe6")), (1, hx("#f8e6dc"))], 0, horizon))
    c.paint(glow(0.72 * w, horizon - 0.1 * h, 0.35 * w, 0.7), hx("#fff1e0"))
    c.paint(disc(0.72 * w, horizon - 0.1 * h, 0.035 * w), hx("#fffaf2"))
    c.paint(below(ridge(w, horizon - 0.03 * h, 0.07 * h, 0.25 * w, seed=51)), hx("#a9b8d4"))
    plain = ridge(w, horizon, 0.01 * h, 0.3 * w, seed=52)
    c.paint(below(plain), vertical([(0, hx("#e3ebf5")), (1, hx("#ffffff"))], horizon, h))
    rng = Rng(53)
    for _ in range(40):
        x = rng.uniform(0.05, 0.6) * w
        conifer(c, x, plain[int(x)] + 1, h * rng.uniform(0.025, 0.06), hx("#2d4744"))
    for k, (base, amp) in enumerate([(0.70, 0.05), (0.84, 0.06)]):
        drift = ridge(w, base * h, amp * h, 0.45 * w, seed=54 + k)
        c.paint(below(drift), lambda x, y, drift=drift: mix(hx("#ffffff"), hx("#c7d5ea"), 0.8 * smoothstep(drift[int(x)], drift[int(x)] + 0.09 * h, y)))
    for x, base, size in [(0.12, 0.86, 0.34), (0.26, 0.9, 0.26)]:
        conifer(c, x * w, base * h, size * h, hx("#24403b"), snow=hx("#f4f8fc"))
    return c


def waterfall(w, h):
    c = Canvas(w, h)
    c.fill(vertical([(0, hx("#8fc8ec")), (1, hx("#d8eef9"))], 0, 0.2 * h))
    cliff = ridge(w, 0.16 * h, 0.06 * h, 0.3 * w, seed=61)

    def rock(x, y):
        streak = noise1(x / 9, 62) * 0.6 + noise1(x / 35 + y / 300, 63) * 0.4
        return mix(mix(hx("#5c544c"), hx("#9a8f80"), streak), hx("#3b3630"), smoothstep(0.2 * h, h, y) * 0.6)
    c.paint(below(cliff), rock)
    for k in range(36):
        x = k * w / 35
        r = 0.03 * w * (1 + noise1(k * 0.7, 64))
        c.paint(disc(x, cliff[int(clamp(x, 0, w))] - r * 0.2, r), mix(hx("#2f6a34"), hx("#4f8f45"), noise1(k * 1.3, 65)))

    def water(x, y):
        t = (y - cliff[int(0.5 * w)]) / h
        left = 0.43 * w - 0.06 * w * t + 3 * fbm1(y / 25, 66)
        right = 0.57 * w + 0.06 * w * t + 3 * fbm1(y / 25, 67)
        return clamp(min(x - left, right - x) + 0.5) if y > cliff[int(clamp(x, 0, w))] else 0.0
    falls = Shape((0.3 * w, 0, 0.7 * w, 0.84 * h), water)
    c.paint(falls, lambda x, y: mix(hx("#f4fbff"), hx("#9fcfe8"), noise1(x / 4 + y / 400, 68) * 0.8))
    c.paint(ellipse(0.5 * w, 0.88 * h, 0.6 * w, 0.12 * h), vertical([(0, hx("#4fa0a8")), (1, hx("#1f5e6b"))], 0.76 * h, h))
    c.paint(glow(0.5 * w, 0.8 * h, 0.3 * w, 0.8), hx("#ffffff"))
    c.paint(ellipse(0.5 * w, 0.8 * h, 0.14 * w, 0.03 * h), hx("#ffffff"), 0.7)
    rng = Rng(69)
    for side in (0.0, 1.0):
        for _ in range(10):
            x = side * w + (1 - 2 * side) * rng.uniform(0, 0.22) * w
            y = rng.uniform(0.7, 1.0) * h
            r = rng.uniform(0.05, 0.1) * w
            c.paint(disc(x, y, r), mix(hx("#1f4d26"), hx("#3f7f3a"), rng.random()))
    return c
