# shellcheck shell=bash
# What the c-kzg-4844 binding scripts (go.sh, node.sh, rust.sh) share.
# Sourced as `. "$(dirname "$0")/lib.sh" NAME "$@"` after the script set
# `tree`, the files a c-kzg-4844 checkout must hold for it; then:
# - cd to the repository's root, the usage, `fail` and `skip` (exit 0,
#   saying why) prefixed with NAME;
# - `ckzg`: the checkout's absolute path; `build`: BUILD_DIR (default build);
# - compat_install: a temporary folder `tmp` (removed on exit) and bls381
#   installed into `prefix` inside it, pkg-config pointed there;
# - compat_holds_bls381 FILE [NM_FLAGS]: FILE defines bls381's functions
#   and no blst function.
set -euo pipefail
compat_name=$1
shift
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
if [ $# -lt 1 ] || [ $# -gt 2 ]; then echo "usage: $0 CKZG_CHECKOUT [BUILD_DIR]"; exit 2; fi
build=${2:-build}
fail() { echo "$compat_name compat: $*"; exit 1; }
skip() { echo "$compat_name compat: skipped: $*"; exit 0; }
# shellcheck disable=SC2154 # tree: set by the sourcing script
for f in "${tree[@]}"; do
    [ -e "$1/$f" ] || fail "$1 is not a c-kzg-4844 tree: no $f"
done
# shellcheck disable=SC2034 # for the sourcing script
ckzg=$(cd "$1" && pwd)

compat_install() {
    tmp=$(mktemp -d)
    # Go's module cache is read-only
    trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
    prefix=$tmp/prefix
    make -s BUILD="$build" PREFIX="$prefix" install >/dev/null
    [ -f "$prefix/lib/libbls381.a" ] || fail "make install gave no $prefix/lib/libbls381.a"
    export PKG_CONFIG_LIBDIR=$prefix/lib/pkgconfig PKG_CONFIG_PATH=
}

compat_holds_bls381() {
    nm "${@:2}" "$1" >"$tmp/nm"
    grep -q ' T bls381_final_exp$' "$tmp/nm" || fail "$1 does not hold libbls381"
    nm "$1" >"$tmp/nm"
    if grep -q ' [Tt] blst_' "$tmp/nm"; then fail "$1 holds blst code"; fi
}
