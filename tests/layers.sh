#!/usr/bin/env bash
# The layering from the built objects (tools/check_layers.py: no two files
# of a folder refer to each other, no library folder uses a later one), and a
# control showing the check flags planted offenders; then `make lib` in a
# copy of the tree without tests/ and bench/: the library builds without
# them and generates none of their registries (build/gen/*_list.h).
# Usage: tests/layers.sh [BUILD_DIR] (CC from the environment; what is to
# be checked must be built: the library, the tools, build/tests).
set -euo pipefail
cd "$(dirname "$0")/.."
CC=${CC:-cc}
build=${1:-build}

python3 tools/check_layers.py "$build"

# control: sys/a.c and sys/b.c calling each other, field/c.c calling kzg/d.c
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/obj/sys" "$tmp/obj/field" "$tmp/obj/kzg"
printf '%s\n' 'int bls381_b(int);' 'int bls381_a(int x) { return x ? bls381_b(x - 1) : 0; }' > "$tmp/a.c"
printf '%s\n' 'int bls381_a(int);' 'int bls381_b(int x) { return bls381_a(x); }' > "$tmp/b.c"
printf '%s\n' 'int bls381_d(int);' 'int bls381_c(int x) { return bls381_d(x); }' > "$tmp/c.c"
printf '%s\n' 'int bls381_d(int x) { return x + 1; }' > "$tmp/d.c"
$CC -c "$tmp/a.c" -o "$tmp/obj/sys/a.o"
$CC -c "$tmp/b.c" -o "$tmp/obj/sys/b.o"
$CC -c "$tmp/c.c" -o "$tmp/obj/field/c.o"
$CC -c "$tmp/d.c" -o "$tmp/obj/kzg/d.o"
if out=$(python3 tools/check_layers.py --every-object "$tmp"); then
    echo "layers: the planted circle and layer breach were NOT flagged: the check is broken"; exit 1
fi
if ! grep -q '^circle: sys/a uses bls381_b of sys/b' <<<"$out" || ! grep -q '^layer: field/c uses bls381_d of kzg/d' <<<"$out"; then
    echo "layers: the check failed without naming both planted offences:"; echo "$out"; exit 1
fi
echo "layers: the planted circle (sys/a <-> sys/b) and layer breach (field/ -> kzg/) were flagged, as they must be"

# the library alone: a copy of the tree's files without tests/ and bench/
lib=$tmp/lib
mkdir -p "$lib"
git ls-files -co --exclude-standard | grep -v '^tests/\|^bench/' | tar -cf - -T - | tar -xf - -C "$lib"
if ! make -C "$lib" -j"$(nproc 2>/dev/null || echo 2)" CC="$CC" lib >"$tmp/lib.log" 2>&1; then
    echo "layers: make lib failed without tests/ and bench/:"; tail -20 "$tmp/lib.log"; exit 1
fi
if compgen -G "$lib/build/gen/*_list.h" >/dev/null; then
    echo "layers: make lib generated a test or bench registry:"; ls "$lib"/build/gen/*_list.h; exit 1
fi
echo "layers: make lib builds without tests/ and bench/, and reads no registry"
