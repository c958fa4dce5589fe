#!/usr/bin/env python3
"""tools/study/plot.py on the canned outputs sample_bench.txt (build/bench:
main's names and names in the form of the msm/ variants, the model's
windows) and sample_interleave.txt (build/interleave with blst): every plot
is written, parses as XML, and holds exactly the expected series with the
expected number of points, rings and footnote; and the studies' current
figures (field/INVERSION.md, msm/MSM.md) are the committed data's. Run by
tests/run_all.sh (`make test`, the study step)."""
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
NS = '{http://www.w3.org/2000/svg}'
BA = 'batch_affine+glv+pure (model: c = 12)'
XYZZ = 'xyzz+none+pure (@xyzz)'
# plot -> {series: number of markers}
WANT = {
    # at most eight series, only those measured at two sizes or more: the
    # published names (three sizes in the sample, but not the study's
    # variants), g2 and the fixed windows are not drawn
    'msm_n.svg': {'auto (g1_msm_N)': 3, 'xyzz+none+pure (@xyzz)': 2, 'batch_affine+glv+pure': 2, 'blst': 2},
    # the sweeps: the variants of msm_n.svg (the sample's two), not the
    # other swept names (@glv_cK)
    'msm_window_4096.svg': {XYZZ: 13, BA: 13, 'auto (g1_msm_4096)': 0},
    'msm_window_65536.svg': {XYZZ + ' (model: c = 11)': 13, BA: 13, 'auto (g1_msm_65536)': 0},
    'msm_threads.svg': {'g1_msm_65536': 2, 'g1_msm_4096@glv': 2, 'g1_msm_many_128x64': 2},
    'inv.svg': {n: 0 for n in ('fp_inv_ct@by_fused', 'fp_inv_ct@pornin', 'fp_inv_vartime', 'fp_legendre_vartime',
                               'fr_inv_ct@by_fused', 'fr_inv_vartime_portable', 'blst_fp_inverse',
                               'blst_fr_inverse')},
}
# plot -> the ringed (model's) windows: {series: c}
RINGS = {'msm_window_4096.svg': {BA: 12}, 'msm_window_65536.svg': {BA: 12, XYZZ + ' (model: c = 11)': 11}}
# the committed plots (doc/plots): at most eight lines each
MAX_SERIES = 8


def series(path):
    """{data-series: markers} of an SVG (bars count as 0 markers)"""
    found = {}
    for g in ET.parse(path).getroot().iter(NS + 'g'):
        if g.get('class') == 'series':
            marks = [e for e in g if (e.tag in (NS + 'circle', NS + 'polygon') and e.get('class') != 'model') or
                     (e.tag == NS + 'rect' and g.find(NS + 'polyline') is not None)]
            found[g.get('data-series')] = len(marks)
    return found


def rings(path):
    """{series: the x of its ringed point}, from the rings' titles"""
    found = {}
    for g in ET.parse(path).getroot().iter(NS + 'g'):
        for e in g:
            if e.get('class') == 'model':
                found[g.get('data-series')] = int(e.find(NS + 'title').text.rsplit('= ', 1)[1])
    return found


def texts(path):
    return [t.text for t in ET.parse(path).getroot().iter(NS + 'text')]


def documents_quote_the_data():
    """the studies' current figures are the committed data's: each row of
    field/INVERSION.md's table (ours and blst's minima, the ratio) against
    doc/plots/data/inv.txt, and msm/MSM.md's table against the table
    plot.py --table prints from doc/plots/data. Returns the failures."""
    failures = 0
    data = os.path.join(ROOT, 'doc/plots/data')
    mins, ratios = {}, {}
    with open(os.path.join(data, 'inv.txt'), encoding='utf-8') as f:
        for line in f:
            m = re.match(r'^(\S+)\s+[0-9.]+ ns/op\s+min ([0-9.]+)', line)
            if m:
                mins[m.group(1)] = float(m.group(2))
            m = re.match(r'^# ratio (\S+) / (\S+): minima ([0-9.]+)', line)
            if m:
                ratios[m.group(1)] = float(m.group(3))
    with open(os.path.join(ROOT, 'field/INVERSION.md'), encoding='utf-8') as f:
        doc = f.read()
    section = doc[doc.index('## 5. Current figures'):doc.index('## 6. Verdict')]
    rows = 0
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip('|').split('|')]
        if not line.startswith('| `') or len(cells) != 4 or ',' in cells[1]:
            continue
        names = re.findall(r'`([a-z_0-9@]+)`', cells[0])
        ours, theirs = names[0], [n for n in names if n.startswith('blst_')]
        want = [(ours, cells[1])] + ([(theirs[0], cells[2])] if theirs else [])
        for name, text in want:
            if name not in mins or int(text) != int(mins[name] + 0.5):
                print('FAIL: INVERSION.md: %s %s ns, inv.txt %s' % (name, text, mins.get(name)))
                failures += 1
        digits = len(cells[3].split('.')[1])
        if ours not in ratios or float(cells[3]) != round(ratios[ours], digits):
            print('FAIL: INVERSION.md: %s ratio %s, inv.txt %s' % (ours, cells[3], ratios.get(ours)))
            failures += 1
        rows += 1
    if rows < 12:
        print('FAIL: INVERSION.md: %d rows of figures checked, want 12' % rows)
        failures += 1
    table = subprocess.run([sys.executable, os.path.join(ROOT, 'tools/study/plot.py'), '--table'] +
                           sorted(os.path.join(data, f) for f in os.listdir(data) if f.startswith('msm')),
                           check=True, capture_output=True, text=True).stdout
    with open(os.path.join(ROOT, 'msm/MSM.md'), encoding='utf-8') as f:
        if table not in f.read():
            print('FAIL: msm/MSM.md does not hold the table plot.py --table prints from doc/plots/data')
            failures += 1
    return failures


def main():
    failures = documents_quote_the_data()
    plots = os.path.join(ROOT, 'doc/plots')
    for name in sorted(os.listdir(plots)):
        if name.startswith('msm') and name.endswith('.svg') and len(series(os.path.join(plots, name))) > MAX_SERIES:
            print('FAIL: doc/plots/%s: %d series, at most %d' % (name, len(series(os.path.join(plots, name))), MAX_SERIES))
            failures += 1
    with tempfile.TemporaryDirectory() as out:
        subprocess.run([sys.executable, os.path.join(ROOT, 'tools/study/plot.py'), '--out', out, '--note', 'test',
                        os.path.join(HERE, 'sample_bench.txt'), os.path.join(HERE, 'sample_threads.txt'),
                        os.path.join(HERE, 'sample_interleave.txt')], check=True, stdout=subprocess.DEVNULL)
        made = sorted(f for f in os.listdir(out) if f.endswith('.svg'))
        if made != sorted(WANT):
            print('FAIL: plots %s, want %s' % (made, sorted(WANT)))
            failures += 1
        for name, want in sorted(WANT.items()):
            path = os.path.join(out, name)
            got = series(path) if os.path.exists(path) else {}
            if got != want:
                print('FAIL: %s: series %s, want %s' % (name, got, want))
                failures += 1
        for name, want in sorted(RINGS.items()):
            got = rings(os.path.join(out, name))
            if got != want:
                print('FAIL: %s: model windows %s, want %s' % (name, got, want))
                failures += 1
        # inv.svg: interleave's minima, the ratio to blst beside the bar, the footnote
        inv = texts(os.path.join(out, 'inv.svg'))
        for want in ('2.33 µs  (0.82× blst)', '2.83 µs', 'time per call: minimum over interleaved bursts '
                     '(build/interleave)', 'test'):
            if want not in inv:
                print('FAIL: inv.svg: no text %r in %s' % (want, inv))
                failures += 1
        # one footnote per plot, saying what it shows, above the --note line
        for name in WANT:
            t = texts(os.path.join(out, name))
            foot = t[1:3]   # after the title
            if foot[1:] != ['test'] or not foot[0].endswith('.') or sum(x.endswith('.') and len(x) > 60 for x in t) != 1:
                print('FAIL: %s: footnote %r' % (name, foot))
                failures += 1
        # the speed-up of the canned g1_msm_65536 (381 ms, then 381/1.9 ms)
        tips = [t.text for t in ET.parse(os.path.join(out, 'msm_threads.svg')).getroot().iter(NS + 'title')]
        if 'g1_msm_65536, T = 2: 1.90×' not in tips:
            print('FAIL: msm_threads.svg: no 1.90× point for g1_msm_65536 in %s' % tips)
            failures += 1
    # the Markdown table of msm/MSM.md's measured section
    table = subprocess.run([sys.executable, os.path.join(ROOT, 'tools/study/plot.py'), '--table',
                            os.path.join(HERE, 'sample_bench.txt')], check=True, capture_output=True,
                           text=True).stdout
    if '| `g1_msm_N@glv` |  | 1.47 ms |  | 31.1 ms | 389 ms |' not in table.splitlines():
        print('FAIL: --table: no g1_msm_N@glv row as expected in\n' + table)
        failures += 1
    print('study plots: %s' % ('OK' if failures == 0 else '%d FAILED' % failures))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
