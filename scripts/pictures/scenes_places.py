"""Places for seed 003's album: a city at night, balloons, beach huts and sailboats (wide), a
lighthouse and snowy peaks (tall; also the menu's backdrop, the seed's "snow mountain" page).
Each takes the size in pixels and returns a Canvas."""

import math

from canvas import Canvas
from paint import (Rng, Shape, below, clamp, disc, fbm1, glow, hexcolor as hx, mix,
                   polygon, rect, ridge, segment, smoothstep, vertical)
from scenes_hills import conifer
from scenes_open import cloud


def gull(canvas, x, y, size, colour):
    canvas.paint(segment(x - size, y - 0.35 * size, x, y, 0.18 * size), colour)
    canvas.paint(segment(x, y, x + size, y - 0.4 * size, 0.18 * size), colour)


def city_night(w, h):
    c = Canvas(w, h)
    water = 0.72 * h
    c.fill(vertical([(0, hx("#0a0f2e")), (0.7, hx("#262c66")), (1, hx("#5a4683"))], 0, water))
    rng = Rng(171)
    for _ in range(90):
        c.paint(disc(rng.uniform(0, w), rng.uniform(0, 0.45 * h), rng.uniform(0.5, 1.3)), hx("#ffffff"), rng.uniform(0.3, 1))
    c.paint(glow(0.82 * w, 0.17 * h, 0.15 * w, 0.5), hx("#f5f0d8"))
    c.paint(disc(0.82 * w, 0.17 * h, 0.04 * w), hx("#f7f3de"))
    x = -5.0
    while x < w:
        width = rng.uniform(0.05, 0.11) * w
        top = water - rng.uniform(0.12, 0.5) * h
        body = mix(hx("#161a3a"), hx("#2b3160"), rng.random())
        c.paint(rect(x, top, x + width - 2, water), body)
        if rng.random() < 0.3:
            c.paint(segment(x + width / 2, top, x + width / 2, top - 0.06 * h, 2), body)
        for wy in range(int(top + 8), int(water - 6), 11):
            for wx in range(int(x + 6), int(x + width - 10), 9):
                lit = rng.random() < 0.4
                c.paint(rect(wx, wy, wx + 5, wy + 6), hx("#ffd77a") if lit else hx("#343a6e"), 1 if lit else 0.8)
        x += width
    c.reflect(water, hx("#0a0f2e"), 0.55, ripple=3, seed=172, waves=0.12)
    for _ in range(30):
        y = rng.uniform(water + 3, h)
        cx, half = rng.uniform(0, w), rng.uniform(0.02, 0.07) * w
        c.paint(rect(cx - half, y, cx + half, y + 1.5, 0.7), hx("#8d93c9"), 0.25)
    return c


def balloon(canvas, cx, cy, r, colours, fade):
    """A hot-air balloon: striped envelope lit from the left, ropes and a basket."""
    def half_width(y):
        if y < cy + 0.55 * r:
            return math.sqrt(max(r * r - (y - cy) ** 2, 1))
        t = (y - cy - 0.55 * r) / (0.7 * r)
        return 0.83 * r * (1 - t) + 0.25 * r * t

    def envelope(x, y):
        u = (x - cx) / half_width(y)
        stripe = colours[int((u + 1) * 3) % len(colours)]
        shaded = mix(stripe, (0.1, 0.1, 0.2), 0.35 * smoothstep(-0.3, 1.0, u))
        return mix(shaded, hx("#dfe9f0"), fade)
    shape = Shape((cx - r - 1, cy - r - 1, cx + r + 1, cy + 1.25 * r + 1),
                  lambda x, y: clamp(half_width(y) - abs(x - cx) + 0.5) if cy - r <= y <= cy + 1.25 * r else 0.0)
    canvas.paint(shape, envelope)
    rope = mix(hx("#5a4030"), hx("#dfe9f0"), fade)
    canvas.paint(segment(cx - 0.25 * r, cy + 1.25 * r, cx - 0.13 * r, cy + 1.5 * r, max(1, 0.03 * r)), rope)
    canvas.paint(segment(cx + 0.25 * r, cy + 1.25 * r, cx + 0.13 * r, cy + 1.5 * r, max(1, 0.03 * r)), rope)
    canvas.paint(rect(cx - 0.15 * r, cy + 1.5 * r, cx + 0.15 * r, cy + 1.72 * r, 0.03 * r), mix(hx("#8a5a32"), hx("#dfe9f0"), fade))


def balloons(w, h):
    c = Canvas(w, h)
    c.fill(vertical([(0, hx("#8fcbef")), (0.75, hx("#fbe0c6")), (1, hx("#fcd3a9"))], 0, h))
    c.paint(below(ridge(w, 0.8 * h, 0.05 * h, 0.3 * w, seed=181)), hx("#a9b6c9"))
    c.paint(below(ridge(w, 0.9 * h, 0.04 * h, 0.25 * w, seed=182)), vertical([(0, hx("#7fa47a")), (1, hx("#5b8a55"))], 0.85 * h, h))
    balloon(c, 0.82 * w, 0.3 * h, 0.04 * w, [hx("#f2b825"), hx("#3a7bd5")], 0.45)
    balloon(c, 0.14 * w, 0.5 * h, 0.05 * w, [hx("#2a9d8f"), hx("#f4f1de")], 0.35)
    balloon(c, 0.62 * w, 0.52 * h, 0.08 * w, [hx("#e76f51"), hx("#f4a261"), hx("#e9c46a")], 0.15)
    balloon(c, 0.34 * w, 0.3 * h, 0.13 * w, [hx("#d62839"), hx("#f7f7f2"), hx("#1d3557")], 0.0)
    return c


def beach_huts(w, h):
    c = Canvas(w, h)
    c.fill(vertical([(0, hx("#56aee6")), (1, hx("#cdebf7"))], 0, 0.42 * h))
    cloud(c, 0.78 * w, 0.12 * h, 0.05 * w, 191)
    c.paint(Shape((0, 0.42 * h, w, h), lambda x, y: 1.0), vertical([(0, hx("#1f78b0")), (1, hx("#46b0d0"))], 0.42 * h, 0.6 * h))
    c.paint(Shape((0, 0.6 * h, w, h), lambda x, y: clamp(y - 0.6 * h - 3 * math.sin(x / 30) + 0.5)),
            vertical([(0, hx("#f4e2b5")), (1, hx("#e6cb92"))], 0.6 * h, h))
    colours = [hx("#e63946"), hx("#f4a261"), hx("#2a9d8f"), hx("#457b9d"), hx("#e9c46a"), hx("#f28482")]
    step = w / 6.4
    for k, colour in enumerate(colours):
        x0 = 0.2 * step + k * step
        x1 = x0 + 0.8 * step
        top, bottom = 0.42 * h, 0.8 * h
        c.paint(polygon([(x1, bottom), (x1 + 0.3 * step, bottom + 0.06 * h), (x0 + 0.3 * step, bottom + 0.06 * h), (x0, bottom)]),
                hx("#a88c5c"), 0.35)
        striped = k % 2 == 0
        c.paint(rect(x0, top, x1, bottom),
                lambda x, y, colour=colour, striped=striped: colour if not striped or int((x - 2) / 9) % 2 else mix(colour, (1, 1, 1), 0.85))
        c.paint(polygon([(x0 - 0.08 * step, top + 1), ((x0 + x1) / 2, top - 0.16 * h), (x1 + 0.08 * step, top + 1)]), hx("#f7f5ef"))
        c.paint(rect(x0 + 0.25 * step, top + 0.12 * h, x1 - 0.25 * step, bottom - 0.01 * h, 2), mix(colour, (0, 0, 0), 0.3))
        c.paint(disc((x0 + x1) / 2, top + 0.06 * h, 0.07 * step), hx("#f7f5ef"))
    return c


def sailboats(w, h):
    c = Canvas(w, h)
    horizon = 0.5 * h
    c.fill(vertical([(0, hx("#7cc0ea")), (1, hx("#e9f5fb"))], 0, horizon))
    c.paint(below(ridge(w, horizon - 0.015 * h, 0.025 * h, 0.2 * w, seed=201)), hx("#8ca5b5"))
    c.paint(Shape((0, horizon, w, h), lambda x, y: 1.0), vertical([(0, hx("#3a86bd")), (1, hx("#163f74"))], horizon, h))
    rng = Rng(202)
    for _ in range(60):
        y = rng.uniform(horizon + 2, h)
        x, half = rng.uniform(0, w), (0.005 + 0.03 * (y - horizon) / h) * w
        c.paint(rect(x - half, y, x + half, y + 1.2, 0.6), hx("#d6ecf8"), 0.4)
    for x, y, s, jib in [(0.2, 0.62, 0.9, hx("#e63946")), (0.55, 0.56, 0.55, hx("#f2b825")),
                         (0.78, 0.78, 1.3, hx("#3a7bd5")), (0.42, 0.53, 0.35, hx("#f7f7f2"))]:
        x, y, s = x * w, y * h, s * 0.18 * h
        c.paint(polygon([(x - 0.75 * s, y), (x + 0.8 * s, y), (x + 0.55 * s, y + 0.22 * s), (x - 0.55 * s, y + 0.22 * s)]), hx("#f4f1ea"))
        c.paint(rect(x - 0.6 * s, y + 0.16 * s, x + 0.6 * s, y + 0.22 * s), hx("#1d3557"))
        c.paint(rect(x - 0.55 * s, y + 0.24 * s, x + 0.55 * s, y + 0.34 * s), hx("#0e2a50"), 0.3)
        c.paint(segment(x, y, x, y - 1.6 * s, max(1.5, 0.04 * s)), hx("#5a4a3a"))
        c.paint(polygon([(x - 0.04 * s, y - 1.55 * s), (x - 0.04 * s, y - 0.08 * s), (x - 0.75 * s, y - 0.08 * s)]),
                vertical([(0, hx("#ffffff")), (1, hx("#dfe3e8"))], y - 1.5 * s, y))
        c.paint(polygon([(x + 0.04 * s, y - 1.35 * s), (x + 0.04 * s, y - 0.1 * s), (x + 0.6 * s, y - 0.1 * s)]), jib)
    gull(c, 0.66 * w, 0.2 * h, 0.025 * w, hx("#37474f"))
    gull(c, 0.72 * w, 0.16 * h, 0.018 * w, hx("#37474f"))
    return c


def lighthouse(w, h):
    c = Canvas(w, h)
    horizon = 0.6 * h
    c.fill(vertical([(0, hx("#3f98dc")), (1, hx("#d7eef9"))], 0, horizon))
    cloud(c, 0.25 * w, 0.15 * h, 0.08 * w, 211)
    c.paint(Shape((0, horizon, w, h), lambda x, y: 1.0), vertical([(0, hx("#2a7fb8")), (1, hx("#164a78"))], horizon, h))
    cliff = [0.64 * h + 0.25 * h * smoothstep(0.55 * w, 0.1 * w, x) + 0.012 * h * fbm1(x / 25, 212) for x in range(w + 1)]
    c.paint(below(cliff), lambda x, y: mix(hx("#8a7d6c"), hx("#4f463d"), smoothstep(cliff[int(x)], h, y)))
    turf = 0.025 * h
    c.paint(Shape((0, min(cliff) - 1, w, h), lambda x, y: clamp(y - cliff[int(x)] + 0.5) * clamp(cliff[int(x)] + turf - y + 0.5)),
            hx("#6a9a45"))
    base, top, cx = 0.64 * h, 0.2 * h, 0.66 * w
    stripes = lambda x, y: hx("#d62f2f") if int((y - top) / (0.09 * h)) % 2 else hx("#f7f5ef")
    c.paint(polygon([(cx - 0.1 * w, base), (cx + 0.1 * w, base), (cx + 0.065 * w, top), (cx - 0.065 * w, top)]), stripes)
    c.paint(polygon([(cx + 0.02 * w, base), (cx + 0.1 * w, base), (cx + 0.065 * w, top), (cx + 0.01 * w, top)]), hx("#000000"), 0.12)
    c.paint(rect(cx - 0.1 * w, top - 0.012 * h, cx + 0.1 * w, top + 0.005 * h), hx("#2b2b2b"))
    c.paint(glow(cx, top - 0.045 * h, 0.25 * w, 0.5), hx("#fff3b0"))
    c.paint(rect(cx - 0.055 * w, top - 0.08 * h, cx + 0.055 * w, top - 0.012 * h, 2), hx("#fff1a8"))
    c.paint(polygon([(cx - 0.075 * w, top - 0.08 * h), (cx + 0.075 * w, top - 0.08 * h), (cx, top - 0.13 * h)]), hx("#b32626"))
    c.paint(rect(0.78 * w, 0.58 * h, 0.98 * w, base + 4), hx("#f4f1ea"))
    c.paint(polygon([(0.76 * w, 0.585 * h), (1.0 * w, 0.585 * h), (0.88 * w, 0.53 * h)]), hx("#b32626"))
    gull(c, 0.4 * w, 0.32 * h, 0.04 * w, hx("#37474f"))
    gull(c, 0.5 * w, 0.27 * h, 0.028 * w, hx("#37474f"))
    return c


def snowy_peaks(w, h):
    c = Canvas(w, h)
    c.fill(vertical([(0, hx("#1f5da6")), (1, hx("#a7cdee"))], 0, 0.6 * h))
    peaks = [(0.3 * w, 0.22 * h, 1.25), (0.72 * w, 0.3 * h, 1.1), (1.05 * w, 0.4 * h, 1.0), (-0.1 * w, 0.42 * h, 1.0)]

    def height(x):
        return min((py + abs(x - px) * slope, px) for px, py, slope in peaks)
    top, owner = [], []
    for x in range(w + 1):
        y, px = height(x)
        top.append(y + 0.02 * h * fbm1(x / 18, 221, 5))
        owner.append(px)
    snowline = [0.46 * h + 0.05 * h * fbm1(x / 22, 222, 5) for x in range(w + 1)]

    def mountain(x, y):
        i = int(x)
        # Sun from the left: each peak's right flank is in shade, the edges leaning like ridges
        # running down; lower down, in the haze, the flanks fade to one tone.
        below_top = y - top[i]
        apex = owner[int(clamp(x - below_top * 0.4, 0, w))]
        lit = 1.0 if x < apex + below_top * 0.25 else 0.0
        lit = mix((lit, 0, 0), (0.5, 0, 0), smoothstep(snowline[i], 0.62 * h, y))[0]
        snow = smoothstep(snowline[i] + 1, snowline[i] - 1, y)
        rock = mix(hx("#4f5a75"), hx("#7d88a1"), lit)
        ice = mix(hx("#b7c8e3"), hx("#fbfdff"), lit)
        return mix(rock, ice, snow)
    c.paint(below(top), mountain)
    c.paint(Shape((0, 0.5 * h, w, h), lambda x, y: 0.6 * smoothstep(0.55 * h, 0.72 * h, y)), hx("#dfe9f5"))
    ground = ridge(w, 0.8 * h, 0.03 * h, 0.4 * w, seed=223)
    rng = Rng(224)
    for row, (base, size) in enumerate([(0.74, 0.09), (0.84, 0.16)]):
        for k in range(16 - 6 * row):
            x = (k + rng.uniform(-0.3, 0.3)) * w / (15 - 6 * row)
            conifer(c, x, base * h + rng.uniform(0, 0.03) * h, size * h * rng.uniform(0.7, 1.2),
                    mix(hx("#1d3a31"), hx("#7a96a6"), 0.35 * (1 - row)), snow=hx("#eef4fb"))
    c.paint(below(ground), vertical([(0, hx("#f7fbff")), (1, hx("#d3e0f0"))], 0.8 * h, h))
    return c
