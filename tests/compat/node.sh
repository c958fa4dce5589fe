#!/usr/bin/env bash
# c-kzg-4844's Node.js binding (bindings/node.js) against bls381
# (doc/CKZG-BINDINGS.md, the Node.js row):
# - installs bls381 into a temporary prefix;
# - copies the binding's folder (its sources, tests and package files, as
#   they are) into a temporary tree beside a link to the checkout's tests/,
#   so that the checkout stays untouched and the tests' ../../tests paths hold;
# - npm install --ignore-scripts: the JavaScript dependencies from the npm
#   registry, without the install script that would build c-kzg;
# - fills deps/ as the binding's Makefile does, but with ours: deps/c-kzg/
#   gets include/compat's ckzg.h, ckzg.c and blst.h (not c-kzg's src/) and
#   c-kzg's src/trusted_setup.txt (one jest test loads the default setup
#   from there: 60/61 pass without it); deps/blst/ gets the two source
#   files binding.gyp compiles, empty (bls381 replaces blst's C code);
# - npx node-gyp configure build, with the Node.js headers of the
#   installed node (--nodedir, nothing downloaded), pkg-config bls381-ckzg's
#   flags (binding.gyp's include_dirs come first: deps/c-kzg, ours), and its
#   static library linked whole (node-gyp puts LDFLAGS before the objects);
# - npx jest: the binding's tests, the consensus reference vectors of the
#   tree's tests/ folder among them; then checks that kzg.node holds
#   bls381's code and no blst code.
# Not in make test: it needs the npm registry and a c-kzg-4844 tree.
# Usage: tests/compat/node.sh CKZG_CHECKOUT [BUILD_DIR]
#   CKZG_CHECKOUT: a c-kzg-4844 source tree (checked at b7e40988, read
#   only; its blst submodule may stay empty). Skips (exit 0, saying why)
#   without node, npm, the Node.js headers or pkg-config.
# shellcheck disable=SC2034 # read by lib.sh
tree=(bindings/node.js/binding.gyp bindings/node.js/package.json bindings/node.js/src/kzg.cxx
    src/trusted_setup.txt tests/verify_kzg_proof)
# shellcheck source=tests/compat/lib.sh
. "$(dirname "$0")/lib.sh" node "$@"

for t in node npm npx pkg-config python3 make c++; do
    command -v $t >/dev/null || skip "no $t on PATH"
done
# the headers of the node that runs the tests: /usr/include/node for
# Debian's and NodeSource's packages, else include/node beside the binary
nodedir=$(cd "$(dirname "$(readlink -f "$(command -v node)")")/.." && pwd)
[ -f "$nodedir/include/node/node_api.h" ] || skip "no Node.js headers in $nodedir/include/node"

compat_install

w=$tmp/w/bindings/node.js
mkdir -p "$w"
ln -s "$ckzg/tests" "$tmp/w/tests"
tar -C "$ckzg/bindings/node.js" --exclude=./node_modules --exclude=./build --exclude=./deps \
    --exclude=./dist -cf - . | tar -C "$w" -xf -
start=$SECONDS
(cd "$w" && npm install --ignore-scripts --no-audit --no-fund --loglevel=error) >"$tmp/npm.log" 2>&1 ||
    { tail -n 30 "$tmp/npm.log"; fail "npm install failed (above: the end of its output)"; }

mkdir -p "$w/deps/c-kzg" "$w/deps/blst/src" "$w/deps/blst/build"
cp "$prefix"/include/bls381/compat/{ckzg.h,ckzg.c,blst.h} "$w/deps/c-kzg/"
cp "$ckzg/src/trusted_setup.txt" "$w/deps/c-kzg/"
echo '/* stands in for blst: bls381 replaces its C code */' > "$w/deps/blst/src/server.c"
echo '/* stands in for blst: bls381 replaces its assembly */' > "$w/deps/blst/build/assembly.S"

cflags=$(pkg-config --cflags bls381-ckzg)
libs=$(pkg-config --libs --static bls381-ckzg)
case $libs in *libbls381.a*) ;; *) fail "pkg-config --libs --static bls381-ckzg: $libs" ;; esac
if ! (cd "$w" && CFLAGS="$cflags" CXXFLAGS="$cflags" LDFLAGS="-Wl,--whole-archive $libs -Wl,--no-whole-archive" \
    npx node-gyp configure build --nodedir="$nodedir" --loglevel=warn) >"$tmp/gyp.log" 2>&1; then
    tail -n 40 "$tmp/gyp.log"
    fail "node-gyp failed (above: the end of its output)"
fi
mod=$w/build/Release/kzg.node
[ -f "$mod" ] || fail "node-gyp built no $mod"

log=$tmp/jest.log
if ! (cd "$w" && npx jest --ci) >"$log" 2>&1; then
    grep -E '✕|●' "$log" | head -n 20 || true
    tail -n 20 "$log"
    fail "jest failed (above: the failures and the end of its output)"
fi
secs=$((SECONDS - start))
line=$(grep -E '^Tests: ' "$log") || fail "no jest summary"
grep -E '^(Test Suites|Tests): ' "$log"
passed=$(sed -n 's/^Tests: *\([0-9]*\) passed, \([0-9]*\) total.*/\1 \2/p' <<<"$line")
[ -n "$passed" ] || fail "jest: $line"
read -r ok total <<<"$passed"
{ [ "$ok" = "$total" ] && [ "$ok" -gt 0 ]; } || fail "jest: $line"

compat_holds_bls381 "$mod" -D --defined-only
echo "node compat: c-kzg's Node.js binding on bls381: $ok of $total jest tests passed, 0 failed ($secs s)"
