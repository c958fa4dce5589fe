#!/usr/bin/env python3
"""Study plots: build/bench output -> SVG (msm/MSM.md, field/INVERSION.md).

    tools/study/plot.py --out DIR [--note TEXT] FILE...
    tools/study/plot.py --table FILE...   (the MSM lines as a Markdown table)

Each FILE holds build/bench lines (`NAME MEDIAN_NS ns/op  min .. threads T`,
bench/bench.h) or build/interleave lines (the same format, tools/interleave);
other lines are ignored but two kinds of comment: `# model window NAME c = K`
(bench/bench_msm.c: the cost model's window of a swept variant) and
`# ratio OURS / THEIRS: minima R, ...` (build/interleave with an anchor). A
name seen several times with the same thread count (several runs) counts
with the median of its figures. A file holding a run on more than one
thread (make study's threads.txt) feeds msm_threads.svg alone. Each plot has its own footnote (what it
shows), then --note (the machine):

  msm_n.svg            time per point against n, log-log, at most eight
                       series on one thread: the automatic g1_msm_N and
                       the variants of SERIES_N (those measured at every
                       n), blst's blst_g1_msm_N when present
  msm_window_N.svg     per n: time against the window c, one series per
                       g1_msm_N@VARIANT_cK of the variants of msm_n.svg
                       (SERIES_WINDOW), the model's window ringed on
                       each, the automatic g1_msm_N as a line
  msm_threads.svg      speed-up t(1 thread) / t(T threads) against T for
                       at most eight names run on more than one thread
                       count (the automatic ones first, THREADS_ORDER)
  inv.svg              the inversions, (fp|fr)_inv_* and *_legendre*, and
                       blst's (blst_fp_inverse, ...), bars; the minima
                       when the file is build/interleave's, with the ratio
                       to blst on each bar that has one

Standard library only; the SVG is written by hand.
"""
import argparse
import math
import os
import re
import statistics
import sys
import textwrap
from xml.sax.saxutils import escape

LINE = re.compile(r'^(\S+)\s+([0-9]+(?:\.[0-9]*)?)\s+ns/op\b(.*)$')
THREADS = re.compile(r'\bthreads\s+(\d+)')
MSM_N = re.compile(r'^(g1|g2)_msm_(\d+)(?:@(.+))?$')
MSM_WINDOW = re.compile(r'^g1_msm_(\d+)@(.+)_c(\d+)$')
FIXED_WINDOW = re.compile(r'_c\d+$')
INV = re.compile(r'^(?:blst_)?(fp|fr)_(inv_\S+|legendre\S*|inverse|eucl_inverse|is_square)$')
BLST_MSM_N = re.compile(r'^blst_g1_msm_(\d+)$')
MODEL = re.compile(r'^# model window g1_msm_(\d+)@(\S+) c = (\d+)$')
RATIO = re.compile(r'^# ratio (\S+) / (\S+): minima ([0-9.]+)')
# msm_n.svg: at most eight series, each measured at every n of the study
# (the published names run at three sizes only): the automatic choice,
# the variant behind each published name, the sorted engine, GLV halves in
# pure batch affine, and blst when a run has it
SERIES_N = [('auto (g1_msm_N)', 'g1_msm_N'),
            ('xyzz+none+pure (@xyzz)', 'xyzz+none+pure_cauto'),
            ('jacobian+none+pure (@jacobian)', 'jacobian+none+pure_cauto'),
            ('batch_affine+none+hybrid (@batch_affine)', 'batch_affine+none+hybrid_cauto'),
            ('batch_affine+glv+hybrid (@glv)', 'batch_affine+glv+hybrid_cauto'),
            ('batch_affine+glv+pure', 'batch_affine+glv+pure_cauto'),
            ('sorted+glv+pure', 'sorted+glv+pure_cauto'),
            ('blst', 'blst')]
# msm_window_N.svg: the same variants (their model windows ringed), the
# automatic g1_msm_N as a line; the other swept variants stay in the data
SERIES_WINDOW = [(l, k[:-len('_cauto')]) for l, k in SERIES_N if k.endswith('_cauto')]
# msm_threads.svg: at most eight names, the automatic ones first, then the
# published variants in this order
THREADS_MAX = 8
THREADS_ORDER = ['glv', 'batch_affine', 'xyzz', 'precomputed', 'jacobian']
FOOT = {
    'msm_n.svg': 'G1 MSM time / n on one thread, each variant at its cost model\'s window',
    'msm_window': 'One G1 MSM at n = %d on one thread, each variant at every window c; ringed: the window the cost model picks.',
    'msm_threads.svg': 'Time on 1 thread / time on T threads for each name, from one run over T = 1 .. nproc; dashed: ideal.',
    'inv.svg': 'One inversion (or Legendre symbol) in Fp and Fr per bar; the ratio is ours / blst\'s of the same contract.',
}

FOOT_BLST = '; blst: the minimum of its bursts interleaved with ours (build/interleave-blst).'
# Tableau 10, then the same colours with another dash and marker
PALETTE = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd',
           '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22', '#17becf']
DASHES = ['', '6,3', '2,3', '8,3,2,3']
MARKERS = ['circle', 'square', 'triangle', 'diamond']
SUPER = str.maketrans('0123456789-', '⁰¹²³⁴⁵⁶⁷⁸⁹⁻')


def parse(paths, extra=None):
    """[(file index, name, threads, ns)] from bench output files; the ns is
    the minimum for build/interleave's lines (minima over interleaved
    bursts), else the median. extra, a dict, gets 'model' {(n, variant):
    c}, 'ratio' {ours: (theirs, ratio)} and 'interleave' (True when a
    file was build/interleave's)"""
    recs = []
    extra = {} if extra is None else extra
    extra.setdefault('model', {})
    extra.setdefault('ratio', {})
    extra.setdefault('interleave', False)
    extra.setdefault('heads', {})
    for fi, path in enumerate(paths):
        with open(path, encoding='utf-8', errors='replace') as f:
            lines = f.read().splitlines()
        if lines and lines[0].startswith('# '):
            extra['heads'][fi] = lines[0][2:].strip()
        interleave = any(l.startswith('# build/interleave') for l in lines)
        extra['interleave'] |= interleave
        for line in lines:
            line = line.strip()
            m = MODEL.match(line)
            if m:
                extra['model'][(int(m.group(1)), m.group(2))] = int(m.group(3))
            m = RATIO.match(line)
            if m:
                extra['ratio'][m.group(1)] = (m.group(2), float(m.group(3)))
            m = LINE.match(line)
            if not m:
                continue
            t = THREADS.search(m.group(3))
            lo = re.search(r'\bmin\s+([0-9.]+)', m.group(3))
            ns = float(lo.group(1)) if interleave and lo else float(m.group(2))
            recs.append((fi, m.group(1), int(t.group(1)) if t else 1, ns))
    return recs


def medians(recs):
    """{(name, threads): median ns} over every record"""
    vals = {}
    for _, name, t, ns in recs:
        vals.setdefault((name, t), []).append(ns)
    return {k: statistics.median(v) for k, v in vals.items()}


def human(ns):
    """a time in ns as a short label"""
    for unit, scale in (('s', 1e9), ('ms', 1e6), ('µs', 1e3)):
        if ns >= scale:
            v = ns / scale
            break
    else:
        unit, v = 'ns', ns
    return ('%.3g' % v) + ' ' + unit


def log_ticks(lo, hi):
    """tick values for a log axis covering [lo, hi]: 1, 2, 5 per decade
    (only powers of ten past 3 decades, more below one decade), from the last at or below lo to the
    first at or above hi"""
    a, b = math.floor(math.log10(lo)) - 1, math.ceil(math.log10(hi)) + 1
    span = math.log10(hi / lo)
    steps = (1,) if span > 3 else (1, 2, 5) if span > 1 else (1, 1.5, 2, 3, 5, 7)
    ticks = [s * 10.0 ** e for e in range(a, b + 1) for s in steps]
    below = [t for t in ticks if t <= lo * 1.001]
    above = [t for t in ticks if t >= hi / 1.001]
    return [t for t in ticks if below[-1] <= t <= above[0]]


def foot_lines(note):
    """the footnote's lines: each line of note, wrapped to the page"""
    return [w for l in note.split('\n') if l for w in textwrap.wrap(l, 160)]


class Svg:
    """an SVG document built line by line"""

    def __init__(self, width, height, title, note):
        self.w, self.h = width, height
        self.out = ['<?xml version="1.0" encoding="UTF-8"?>',
                    '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
                    'viewBox="0 0 %d %d" font-family="DejaVu Sans, Arial, sans-serif" '
                    'font-size="13">' % (width, height, width, height),
                    '<rect x="0" y="0" width="%d" height="%d" fill="white"/>' % (width, height)]
        self.text(width / 2, 26, title, size=17, anchor='middle', weight='bold')
        lines = foot_lines(note)
        for i, line in enumerate(lines):   # the footnote: what the plot shows, then the machine
            self.text(12, height - 10 - 15 * (len(lines) - 1 - i), line, size=11, fill='#555')

    def text(self, x, y, s, size=13, anchor='start', fill='black', weight='normal', rotate=None):
        extra = ' transform="rotate(%d %.1f %.1f)"' % (rotate, x, y) if rotate else ''
        self.out.append('<text x="%.1f" y="%.1f" font-size="%d" text-anchor="%s" fill="%s" '
                        'font-weight="%s"%s>%s</text>' % (x, y, size, anchor, fill, weight, extra,
                                                          escape(s)))

    def line(self, x1, y1, x2, y2, stroke='black', width=1, dash=''):
        d = ' stroke-dasharray="%s"' % dash if dash else ''
        self.out.append('<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" '
                        'stroke-width="%g"%s/>' % (x1, y1, x2, y2, stroke, width, d))

    def raw(self, s):
        self.out.append(s)

    def save(self, path):
        self.out.append('</svg>')
        with open(path, 'w', encoding='utf-8') as f:
            f.write('\n'.join(self.out) + '\n')


def marker(shape, x, y, color, tip):
    t = '<title>%s</title>' % escape(tip)
    if shape == 'square':
        return '<rect x="%.1f" y="%.1f" width="7" height="7" fill="%s">%s</rect>' % (x - 3.5, y - 3.5, color, t)
    if shape == 'triangle':
        return '<polygon points="%.1f,%.1f %.1f,%.1f %.1f,%.1f" fill="%s">%s</polygon>' % (
            x, y - 4.5, x - 4.5, y + 3.5, x + 4.5, y + 3.5, color, t)
    if shape == 'diamond':
        return '<polygon points="%.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f" fill="%s">%s</polygon>' % (
            x, y - 5, x + 5, y, x, y + 5, x - 5, y, color, t)
    return '<circle cx="%.1f" cy="%.1f" r="3.5" fill="%s">%s</circle>' % (x, y, color, t)


def style(i):
    return PALETTE[i % 10], DASHES[(i // 10) % 4], MARKERS[(i // 10) % 4]


def line_plot(path, title, xlabel, ylabel, series, note, xlog2=False, ylog=True,
              xfmt=str, yfmt=human, tipfmt=None, hlines=(), diagonal=False, yzero=False, rings=None):
    """series: [(label, [(x, y)])]; hlines: [(label, y)] drawn dashed across;
    diagonal: the line y = x (ideal speed-up); rings: {label: x}, the point
    of that series at x ringed (the model's choice)"""
    rings = rings or {}
    series = [(l, sorted(p)) for l, p in series if p]
    legend = [l for l, _ in series] + ['%s (%s)' % (l, human(y)) for l, y in hlines]
    width, left, top = 980, 86, 48
    lw = max([len(l) for l in legend] + [10]) * 7.6 + 56
    right = width - lw - 10
    feet = len(foot_lines(note))
    height = max(560, top + 60 + 19 * len(legend)) + 15 * max(0, feet - 2)
    bottom = height - 58 - 15 * feet
    svg = Svg(width, height, title, note)
    xs = [x for _, p in series for x, _ in p]
    ys = [y for _, p in series for _, y in p] + [y for _, y in hlines]
    if not xs:
        svg.text(width / 2, height / 2, 'no data', anchor='middle')
        svg.save(path)
        return
    x0, x1 = min(xs), max(xs)
    if diagonal:
        ys += [x0, x1]
    y0, y1 = min(ys), max(ys)
    if xlog2:
        fx = lambda x: math.log2(x)
    else:
        fx = float
    a, b = fx(x0), fx(x1)
    if a == b:
        a, b = a - 1, b + 1
    pad = (b - a) * 0.04
    a, b = a - pad, b + pad
    if ylog:
        ticks = log_ticks(y0, y1)
        ya, yb = math.log10(ticks[0]), math.log10(ticks[-1])
        fy = math.log10
    else:
        lo = 0.0 if yzero else y0
        span = (y1 - lo) or 1.0
        step = 10 ** math.floor(math.log10(span / 4))
        for m in (1, 2, 5, 10):
            if span / (step * m) <= 6:
                step *= m
                break
        k0, k1 = int(math.floor(lo / step)), int(math.ceil(y1 / step))
        ticks = [k * step for k in range(k0, k1 + 1)]
        ya, yb = min(ticks + [lo]), max(ticks + [y1])
        fy = float
    yb += (yb - ya) * 0.03 if yb > ya else 1
    px = lambda x: left + (fx(x) - a) / (b - a) * (right - left)
    py = lambda y: bottom - (fy(y) - ya) / (yb - ya) * (bottom - top)
    # frame, grid, ticks
    svg.raw('<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="black"/>' % (
        left, top, right - left, bottom - top))
    for t in ticks:
        if not (ya - 1e-9 <= fy(t) <= yb + 1e-9):
            continue
        y = py(t)
        svg.line(left, y, right, y, stroke='#ddd')
        svg.text(left - 6, y + 4, yfmt(t), size=12, anchor='end')
    xt = sorted(set(xs))
    if not xlog2 and len(xt) > 20:
        xt = xt[::(len(xt) + 19) // 20]
    for x in xt:
        X = px(x)
        svg.line(X, top, X, bottom, stroke='#eee')
        svg.line(X, bottom, X, bottom + 5)
        lab = ('2' + str(int(round(math.log2(x)))).translate(SUPER)) if xlog2 and x > 0 else xfmt(x)
        svg.text(X, bottom + 20, lab, size=12, anchor='middle')
    svg.text((left + right) / 2, bottom + 44, xlabel, anchor='middle')
    svg.text(20, (top + bottom) / 2, ylabel, anchor='middle', rotate=-90)
    if diagonal:
        svg.line(px(x0), py(x0), px(x1), py(x1), stroke='#999', dash='4,4')
        svg.text(px(x1) - 8, py(x1) + 4, 'ideal', size=11, anchor='end', fill='#777')
    # series
    ly = top + 8
    for i, (label, pts) in enumerate(series):
        color, dash, shape = style(i)
        d = ' stroke-dasharray="%s"' % dash if dash else ''
        svg.raw('<g class="series" data-series="%s">' % escape(label, {'"': '&quot;'}))
        coords = ' '.join('%.1f,%.1f' % (px(x), py(y)) for x, y in pts)
        svg.raw('<polyline points="%s" fill="none" stroke="%s" stroke-width="1.8"%s/>' % (coords, color, d))
        for x, y in pts:
            tip = tipfmt(label, x, y) if tipfmt else '%s: %s' % (label, yfmt(y))
            svg.raw(marker(shape, px(x), py(y), color, tip))
            if rings.get(label) == x:
                svg.raw('<circle class="model" cx="%.1f" cy="%.1f" r="8" fill="none" stroke="%s" '
                        'stroke-width="2"><title>%s: the model picks c = %s</title></circle>' % (
                            px(x), py(y), color, escape(label), x))
        svg.raw('</g>')
        ly += 19
        svg.line(right + 14, ly - 4, right + 40, ly - 4, stroke=color, width=1.8, dash=dash)
        svg.raw(marker(shape, right + 27, ly - 4, color, label))
        svg.text(right + 46, ly, label, size=12)
    for label, y in hlines:
        svg.raw('<g class="series" data-series="%s">' % escape(label, {'"': '&quot;'}))
        svg.line(left, py(y), right, py(y), stroke='black', width=1.2, dash='5,4')
        svg.raw('</g>')
        ly += 19
        svg.line(right + 14, ly - 4, right + 40, ly - 4, stroke='black', width=1.2, dash='5,4')
        svg.text(right + 46, ly, '%s (%s)' % (label, human(y)), size=12)
    svg.save(path)


def plot_msm_n(med, out, note):
    found = {}
    for (name, t), ns in med.items():
        m = MSM_N.match(name)
        b = BLST_MSM_N.match(name)
        if t != 1 or not (m or b) or (m and m.group(1) != 'g1'):
            continue
        key = 'blst' if b else (m.group(3) or 'g1_msm_N')
        n = int((b or m).group(2 if m else 1))
        found.setdefault(key, []).append((n, ns / n))
    series = [(label, found[key]) for label, key in SERIES_N if len(found.get(key, [])) > 1]
    if not series:
        return None
    foot = FOOT['msm_n.svg'] + (FOOT_BLST if 'blst' in found else ' (msm/MSM.md); lower is faster.')
    line_plot(os.path.join(out, 'msm_n.svg'), 'MSM: time per point against n (1 thread)', 'n (points)',
              'time per point: median (build/bench)', series, foot + '\n' + note, xlog2=True,
              tipfmt=lambda l, x, y: '%s, n = %d: %s per point, %s in all' % (l, x, human(y), human(x * y)))
    return 'msm_n.svg'


def plot_msm_windows(med, model, out, note_for):
    made = []
    sizes = {}
    for (name, t), ns in med.items():
        m = MSM_WINDOW.match(name)
        if t == 1 and m:
            sizes.setdefault(int(m.group(1)), {}).setdefault(m.group(2), []).append((int(m.group(3)), ns))
    for n in sorted(sizes):
        series = {label: sizes[n][key] for label, key in SERIES_WINDOW if key in sizes[n]}
        keys = {label: key for label, key in SERIES_WINDOW}
        hl = [('auto (g1_msm_%d)' % n, med[('g1_msm_%d' % n, 1)])] if ('g1_msm_%d' % n, 1) in med else []
        win = {l: model.get((n, keys[l])) for l in series}
        labels = {l: '%s (model: c = %d)' % (l, win[l]) if win[l] else l for l in series}
        rings = {labels[l]: win[l] for l in series if win[l]}
        fname = 'msm_window_%d.svg' % n
        line_plot(os.path.join(out, fname), 'G1 MSM, n = %d: time against the window c (1 thread)' % n,
                  'window c (bits)', 'time per MSM: median (build/bench)', [(labels[l], series[l]) for l in series],
                  FOOT['msm_window'] % n + '\n' + note_for(lambda name, n=n: MSM_WINDOW.match(name) and
                                                           name.startswith('g1_msm_%d@' % n)),
                  hlines=hl, rings=rings,
                  tipfmt=lambda l, x, y: '%s, c = %d: %s' % (l, x, human(y)))
        made.append(fname)
    return made


def plot_threads(recs, med, out, note):
    by = {}
    for fi, name, t, ns in recs:
        by.setdefault(name, {}).setdefault(fi, {}).setdefault(t, []).append(ns)
    series = []
    for name in sorted(by):
        files = [fi for fi, d in by[name].items() if any(t > 1 for t in d)]
        if not files:
            continue
        d = by[name][files[0]]
        one = statistics.median(d[1]) if 1 in d else med.get((name, 1))
        if not one:
            continue
        pts = [(t, one / statistics.median(v)) for t, v in d.items()]
        series.append((name, pts))
    rank = lambda name: ('@' in name, THREADS_ORDER.index(name.split('@')[1]) if '@' in name and
                         name.split('@')[1] in THREADS_ORDER else len(THREADS_ORDER), name)
    series = sorted(sorted(series, key=lambda s: rank(s[0]))[:THREADS_MAX])
    if not series:
        return None
    line_plot(os.path.join(out, 'msm_threads.svg'), 'Speed-up against threads (t(1) / t(T))', 'threads T',
              'speed-up: median t(1) / median t(T) (build/bench)', series, FOOT['msm_threads.svg'] + '\n' + note, ylog=False, yzero=True, diagonal=True,
              yfmt=lambda v: '%.2g×' % v, xfmt=lambda x: '%d' % x,
              tipfmt=lambda l, x, y: '%s, T = %d: %.2f×' % (l, x, y))
    return 'msm_threads.svg'


def plot_inv(med, extra, out, note):
    rows = [(name, ns) for (name, t), ns in med.items() if t == 1 and INV.match(name)]
    if not rows:
        return None
    field = lambda name: INV.match(name).group(1)
    rows.sort(key=lambda r: (field(r[0]) != 'fp', r[0].startswith('blst_'), 'legendre' in r[0] or 'square' in r[0],
                             'vartime' in r[0] or 'eucl' in r[0], 'portable' in r[0], r[0]))
    width, left, right, top, bh = 980, 250, 800, 56, 22
    note = FOOT['inv.svg'] + '\n' + note
    feet = len(foot_lines(note))
    height = top + len(rows) * (bh + 8) + 8 * 2 + 76 + 15 * feet
    svg = Svg(width, height, 'Inversion in Fp and Fr (1 thread)', note)
    hi = max(ns for _, ns in rows)
    step = 10 ** math.floor(math.log10(hi / 4))
    for m in (1, 2, 5, 10):
        if hi / (step * m) <= 8:
            step *= m
            break
    top_tick = step * math.ceil(hi / step)
    px = lambda v: left + v / top_tick * (right - left)
    y, prev = top + 12, None
    bottom = height - 56 - 15 * feet
    for k in range(int(round(top_tick / step)) + 1):
        X = px(k * step)
        svg.line(X, top, X, bottom, stroke='#ddd')
        svg.text(X, bottom + 18, human(k * step), size=12, anchor='middle')
    kinds = (('constant time', PALETTE[0]), ('variable time (public inputs)', PALETTE[1]), ('blst', PALETTE[3]))
    for name, ns in rows:
        if prev is not None and field(name) != prev:
            y += 16
        prev = field(name)
        color = kinds[2][1] if name.startswith('blst_') else kinds[1][1] if 'vartime' in name else kinds[0][1]
        ratio = extra['ratio'].get(name)
        label = human(ns) + ('  (%.2f× blst)' % ratio[1] if ratio else '')
        svg.raw('<g class="series" data-series="%s">' % escape(name))
        svg.raw('<rect x="%d" y="%.1f" width="%.1f" height="%d" fill="%s"><title>%s: %s</title></rect>' % (
            left, y, px(ns) - left, bh, color, escape(name), escape(label)))
        svg.raw('</g>')
        svg.text(left - 8, y + bh - 6, name, size=12, anchor='end')
        svg.text(px(ns) + 6, y + bh - 6, label, size=12)
        y += bh + 8
    svg.line(left, top, left, bottom)
    what = ('minimum over interleaved bursts (build/interleave)' if extra['interleave']
            else 'median over repetitions (build/bench)')
    svg.text((left + right) / 2, bottom + 42, 'time per call: ' + what, anchor='middle')
    for i, (lab, color) in enumerate(kinds):
        svg.raw('<rect x="%d" y="%d" width="14" height="14" fill="%s"/>' % (right - 40, top + 4 + 20 * i, color))
        svg.text(right - 20, top + 16 + 20 * i, lab, size=12)
    svg.save(os.path.join(out, 'inv.svg'))
    return 'inv.svg'


def msm_table(med):
    """a Markdown table of the MSM lines: one row per variant, one column
    per n on 1 thread, then each n on more threads"""
    cells, cols = {}, set()
    for (name, t), ns in med.items():
        m = MSM_N.match(name)
        if not m or (m.group(3) and (FIXED_WINDOW.search(m.group(3)) or m.group(3) == 'interleave')):
            continue   # the sweeps, and ours beside blst in build/interleave (minima, not medians)
        row = '%s_msm_N%s' % (m.group(1), '@' + m.group(3) if m.group(3) else '')
        col = (t, int(m.group(2)))
        cells[(row, col)] = ns
        cols.add(col)
    cols = sorted(cols)
    rows = sorted({r for r, _ in cells}, key=lambda r: (r[:2] == 'g2', '@' in r, r))
    head = ['n = %d' % n if t == 1 else 'n = %d, %d threads' % (n, t) for t, n in cols]
    out = ['| variant | ' + ' | '.join(head) + ' |', '|---|' + '---:|' * len(cols)]
    for r in rows:
        out.append('| `%s` | ' % r + ' | '.join(human(cells[(r, c)]) if (r, c) in cells else ''
                                               for c in cols) + ' |')
    return '\n'.join(out)


def main(argv):
    ap = argparse.ArgumentParser(description='build/bench output -> SVG plots')
    ap.add_argument('--out', help='folder for the SVGs')
    ap.add_argument('--note', default='', help="the footnote's second line on every plot (default: the first line of the data files drawn, "
                    "which make study writes: the command, date, commit and machine)")
    ap.add_argument('--table', action='store_true', help='print the MSM lines as a Markdown table instead')
    ap.add_argument('files', nargs='+')
    args = ap.parse_args(argv)
    extra = {}
    recs = parse(args.files, extra)
    med = medians(recs)
    if args.table:
        print(msm_table(med))
        return 0
    if not args.out:
        ap.error('--out DIR is needed to draw')
    os.makedirs(args.out, exist_ok=True)
    # a file with a run on several threads (make study's threads.txt) is
    # drawn in msm_threads.svg alone: the other plots are one-thread runs
    multi = {fi for fi, _, t, _ in recs if t > 1}
    one = [r for r in recs if r[0] not in multi]
    med1 = medians(one)

    def note(drawn, among=None):
        """--note, or else the first lines (the command, date, commit and
        machine of make study) of the files holding names drawn(name)"""
        if args.note:
            return args.note
        files = sorted({fi for fi, name, _, _ in (one if among is None else among) if drawn(name)})
        return '; '.join(dict.fromkeys(extra['heads'][fi] for fi in files if fi in extra['heads']))
    made = [plot_msm_n(med1, args.out, note(lambda n: (MSM_N.match(n) and not FIXED_WINDOW.search(n)) or
                                            BLST_MSM_N.match(n)))] + \
        plot_msm_windows(med1, extra['model'], args.out, note) + \
        [plot_threads(recs, med, args.out, note(lambda n: True, [r for r in recs if r[0] in multi])),
         plot_inv(med1, extra, args.out, note(INV.match))]
    made = [m for m in made if m]
    for m in made:
        print(os.path.join(args.out, m))
    if not made:
        print('plot.py: no bench line matched any plot', file=sys.stderr)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
