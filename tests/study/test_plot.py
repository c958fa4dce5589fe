#!/usr/bin/env python3
"""tools/study/plot.py on the canned bench output sample_bench.txt (main's
names and names in the form of the msm/ variants): every plot is written,
parses as XML, and holds exactly the expected series with the expected
number of points. Run by tests/run_all.sh (`make test`)."""
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
NS = '{http://www.w3.org/2000/svg}'
BA = 'batch_affine+glv+pure (model: c = 12)'
# plot -> {series: number of markers}
WANT = {
    # at most eight series, only those measured at two sizes or more: the
    # published names (three sizes in the sample, but not the study's
    # variants), g2 and the fixed windows are not drawn
    'msm_n.svg': {'auto (g1_msm_N)': 3, 'xyzz+none+pure (@xyzz)': 2, 'batch_affine+glv+pure': 2, 'blst': 2},
    'msm_window_4096.svg': {'xyzz': 13, BA: 13, 'auto (g1_msm_4096)': 0},
    'msm_window_65536.svg': {'xyzz (model: c = 11)': 13, BA: 13, 'auto (g1_msm_65536)': 0},
    'msm_threads.svg': {'g1_msm_65536': 2, 'g1_msm_4096@glv': 2, 'g1_msm_many_128x64': 2},
    'inv.svg': {n: 0 for n in ('fp_inv_ct@by_fused', 'fp_inv_ct@pornin', 'fp_inv_vartime', 'fp_legendre_vartime',
                               'fr_inv_ct@by_fused', 'fr_inv_vartime_portable', 'blst_fp_inverse',
                               'blst_fr_inverse')},
}
# plot -> the ringed (model's) windows: {series: c}
RINGS = {'msm_window_4096.svg': {BA: 12}, 'msm_window_65536.svg': {BA: 12, 'xyzz (model: c = 11)': 11}}


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


def main():
    failures = 0
    with tempfile.TemporaryDirectory() as out:
        subprocess.run([sys.executable, os.path.join(ROOT, 'tools/study/plot.py'), '--out', out, '--note', 'test',
                        os.path.join(HERE, 'sample_bench.txt'), os.path.join(HERE, 'sample_interleave.txt')], check=True, stdout=subprocess.DEVNULL)
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
    if '| `g1_msm_N@glv` |  | 1.47 ms |  | 31.6 ms | 389 ms | 17.7 ms |  |' not in table.splitlines():
        print('FAIL: --table: no g1_msm_N@glv row as expected in\n' + table)
        failures += 1
    print('study plots: %s' % ('OK' if failures == 0 else '%d FAILED' % failures))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
