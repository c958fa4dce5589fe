#!/usr/bin/env python3
"""Layering of the built library, from its objects' symbols (nm):

    tools/check_layers.py [--every-object] [BUILD_DIR]

- no two files of one folder refer to each other (a call, or data),
  directly: A uses a symbol B defines and B one that A defines; for the
  library's folders and every other folder of objects (bench/, tests/,
  tools/...);
- a folder uses only the folders before it in the Makefile's LIB_DIRS
  (asm/, asm/arm/ and asm/aarch64/ count as sitting just after sys/: their
  kernels serve hash/ and field/).
Only objects whose source (.c, .asm, .S) is in the tree count, so a build/ that
still holds the object of a removed file is read right; --every-object
takes them all (the control of tests/layers.sh plants objects without
sources). Prints each offence and exits 1 if there is any. Static inline
functions of headers are not seen (they are in no object's symbol table)."""
import argparse
import os
import re
import subprocess
import sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
ap = argparse.ArgumentParser()
ap.add_argument('--every-object', action='store_true')
ap.add_argument('build', nargs='?', default=os.path.join(root, 'build'))
args = ap.parse_args()
build = args.build
nm = os.environ.get('NM', 'nm')
with open(os.path.join(root, 'Makefile'), encoding='utf-8') as f:
    m = re.search(r'^LIB_DIRS\s*:=\s*(.*)$', f.read(), re.M)
dirs = m.group(1).split()
order = dirs[:1] + ['asm', 'asm/arm', 'asm/aarch64'] + dirs[1:]
folder_of_gen = {'kzg_mainnet_tables': 'kzg'}  # build/obj/gen/: generated sources


def has_source(d, stem):
    """an object of a source that still exists (not one left by a removed file)"""
    return any(os.path.exists(os.path.join(root, d, stem + ext)) for ext in ('.c', '.asm', '.S'))


def objects():
    """(folder, unit, object path): the library's folders first, then every
    other folder of objects (bench/, tests/, tools/...: circles only)"""
    obj = os.path.join(build, 'obj')
    others = sorted(os.path.relpath(dp, obj) for dp, _, _ in os.walk(obj))
    for d in order + [d for d in others if d not in order and d != 'gen' and d != '.']:
        path = os.path.join(obj, d)
        if os.path.isdir(path):
            for name in sorted(os.listdir(path)):
                if name.endswith('.o') and (args.every_object or has_source(d, name[:-2])):
                    yield d, os.path.join(d, name[:-2]), os.path.join(path, name)
    gen = os.path.join(build, 'obj', 'gen')
    for name in sorted(os.listdir(gen)) if os.path.isdir(gen) else []:
        if name.endswith('.o') and name[:-2] in folder_of_gen:
            yield folder_of_gen[name[:-2]], 'gen/' + name[:-2], os.path.join(gen, name)


defined, used, folder = {}, {}, {}
units = {path: (d, unit) for d, unit, path in objects()}
# one nm for all objects: lines "OBJECT: SYMBOL TYPE ..." (-A -P)
out = subprocess.run([nm, '-A', '-P'] + list(units), capture_output=True, text=True, check=True).stdout if units else ''
for path, (d, unit) in units.items():
    defined[unit], used[unit], folder[unit] = set(), set(), d
for line in out.splitlines():
    head, _, rest = line.partition(': ')
    parts = rest.split()
    if head not in units or len(parts) < 2:
        continue
    unit = units[head][1]
    if parts[1] == 'U':
        used[unit].add(parts[0])
    elif parts[1] in 'TDBRCVW':
        defined[unit].add(parts[0])
if not defined:
    sys.exit(f'check_layers: no objects under {build}/obj (build the library first)')
# who defines each symbol: a library file first (a tool's interposer, such
# as tools/heap's malloc, defines libc names too), else the first other one
owner = {}
for unit, defs in sorted(defined.items(), key=lambda u: folder[u[0]] not in order):
    for s in defs:
        owner.setdefault(s, unit)

bad = 0
for a in sorted(used):
    for s in sorted(used[a]):
        b = owner.get(s)
        if b is None or b == a:
            continue
        if folder[a] in order and folder[b] in order and order.index(folder[b]) > order.index(folder[a]):
            print(f'layer: {a} uses {s} of {b} ({folder[b]}/ comes after {folder[a]}/)')
            bad += 1
pairs = set()
for a in used:
    for s in used[a]:
        b = owner.get(s)
        if b and b != a and folder[b] == folder[a]:
            pairs.add((a, b))
for a, b in sorted(pairs):
    if a < b and (b, a) in pairs:
        ab = sorted(s for s in used[a] if owner.get(s) == b)
        ba = sorted(s for s in used[b] if owner.get(s) == a)
        print(f'circle: {a} uses {", ".join(ab)} of {b}, which uses {", ".join(ba)} of it')
        bad += 1
print(f'check_layers: {len(defined)} objects in {len(set(folder.values()))} folders, {len(pairs)} same-folder uses, '
      f'{bad} offence(s)')
sys.exit(1 if bad else 0)
