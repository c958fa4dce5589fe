#!/usr/bin/env bash
# Symbol hygiene of a build (tools/check_symbols.sh), a control showing the
# check flags planted offenders, and the clash program (tests/clash/clash.c).
# Usage: tests/symbols.sh [BUILD_DIR] (CC from the environment; the
# libraries and BUILD_DIR/clash must be built).
set -euo pipefail
cd "$(dirname "$0")/.."
CC=${CC:-cc}
build=${1:-build}

CC="$CC" bash tools/check_symbols.sh "$build"

# control: an unprefixed global in the static library and a bls381_ name
# exported without a BLS381_API declaration must both be reported
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '%s\n' 'int fp_add(int x);' 'int fp_add(int x) { return x + 1; }' \
    '__attribute__((visibility("default"))) int bls381_not_public(int x);' \
    'int bls381_not_public(int x) { return x + 2; }' > "$tmp/bad.c"
$CC -fPIC -c "$tmp/bad.c" -o "$tmp/bad.o"
cp "$build/libbls381.a" "$tmp/"
ar q "$tmp/libbls381.a" "$tmp/bad.o"
$CC -shared "$tmp/bad.o" -o "$tmp/libbls381.so"
if out=$(CC="$CC" bash tools/check_symbols.sh "$tmp"); then
    echo "symbols: the planted symbols were NOT flagged: the check is broken"; exit 1
fi
if ! grep -q 'fp_add' <<<"$out" || ! grep -q 'bls381_not_public' <<<"$out"; then
    echo "symbols: the check failed without naming both planted symbols:"; echo "$out"; exit 1
fi
echo "symbols: planted fp_add and bls381_not_public were flagged, as they must be"

"$build/clash"
