#!/usr/bin/env bash
# `make install` / `make uninstall` checked from the outside: install into a
# temporary prefix, build a small program against the installed headers with
# `pkg-config --cflags --libs bls381` (shared, then fully static with
# --static), run both, uninstall and check nothing is left; then the same
# layout staged under DESTDIR. Usage: tests/install.sh [BUILD_DIR] (CC from
# the environment).
set -euo pipefail
cd "$(dirname "$0")/.."
CC=${CC:-cc}
build=${1:-build}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "install test: $*"; exit 1; }
# has FILE|COMMAND output a line matching the pattern? (no `| grep -q`: it
# can cut the writer short, which pipefail reports as a failure)
matches() { local out; out=$("${@:2}" 2>/dev/null || true); grep -q -- "$1" <<<"$out"; }

prefix=$tmp/prefix
# the version the header states, which the Makefile's VERSION must equal
ver=$(sed -n 's/^#define BLS381_VERSION_STRING "\(.*\)"$/\1/p' include/bls381_common.h)
[ -n "$ver" ] || fail "no BLS381_VERSION_STRING in include/bls381_common.h"
make -s CC="$CC" BUILD="$build" PREFIX="$prefix" install >/dev/null

# the layout
for h in include/*.h; do
    [ -f "$prefix/include/bls381/$(basename "$h")" ] || fail "header $h not installed"
done
for f in libbls381.a libbls381.so.$ver lib/pkgconfig/bls381.pc; do
    case $f in lib/*) p=$prefix/$f ;; *) p=$prefix/lib/$f ;; esac
    [ -f "$p" ] || fail "$p missing"
done
[ "$(readlink "$prefix/lib/libbls381.so.0")" = libbls381.so.$ver ] || fail "libbls381.so.0 link"
# one ckzg.h (compat/'s, c-kzg's names and types)
[ "$(find "$prefix" -name ckzg.h | wc -l)" = 1 ] || fail "more than one ckzg.h installed"
# every header compiles freestanding (the compiler's own headers only), except
# kzg_setup_file.h, which exists to keep <stdio.h> out of kzg.h
for h in "$prefix"/include/bls381/*.h; do
    [ "$(basename "$h")" = kzg_setup_file.h ] && continue
    printf '#include <%s>\n' "$(basename "$h")" > "$tmp/freestanding.c"
    $CC -std=c11 -Wall -Wextra -Werror -ffreestanding -nostdinc -isystem "$($CC -print-file-name=include)" \
        -I"$prefix/include/bls381" -fsyntax-only "$tmp/freestanding.c" || fail "$(basename "$h") does not compile freestanding"
done
[ "$(readlink "$prefix/lib/libbls381.so")" = libbls381.so.0 ] || fail "libbls381.so link"
matches 'SONAME.*\[libbls381\.so\.0\]' readelf -d "$prefix/lib/libbls381.so.$ver" || fail "soname is not libbls381.so.0"

cat > "$tmp/prog.c" <<'EOF'
#include <bls381.h>
#include <bls381_msm.h>
#include <stdio.h>
#include <stdlib.h>

static void add(void *ctx, size_t begin, size_t end, unsigned slot)
{
    unsigned long long *sums = ctx;
    for (size_t i = begin; i < end; i++) sums[slot] += i;
}

int main(void)
{
    bls381_fr a, b;
    uint8_t out[32];
    bls381_fr_from_u64(&a, 6);
    bls381_fr_from_u64(&b, 7);
    bls381_fr_mul(&a, &a, &b);
    bls381_fr_to_bytes(out, &a);
    bls381_pool *pool;
    if (bls381_pool_create(&pool, 2, NULL) != BLS381_OK) return 1;
    unsigned long long sums[2] = { 0, 0 };
    bls381_pool_parallel_for(pool, 1000, 10, add, sums);
    bls381_pool_destroy(pool);
    bls381_g1_affine inf, res;
    bls381_fp_set_zero(&inf.x);
    bls381_fp_set_zero(&inf.y);
    size_t size = bls381_g1_msm_scratch_size(1, 1);
    void *scratch = malloc(size);
    if (!scratch || bls381_g1_msm_vartime(&res, &inf, &a, 1, scratch, size, NULL) != BLS381_OK) return 1;
    free(scratch);
    printf("%u %llu %d %s\n", out[31], sums[0] + sums[1], (int)bls381_fp_is_zero(&res.x),
           bls381_status_str(BLS381_OK));
    return 0;
}
EOF
export PKG_CONFIG_LIBDIR=$prefix/lib/pkgconfig PKG_CONFIG_PATH=
pkg-config --exists bls381 || fail "pkg-config does not find bls381"
[ "$(pkg-config --modversion bls381)" = "$ver" ] || fail "version $(pkg-config --modversion bls381)"
# shellcheck disable=SC2046 # word splitting of the flags is wanted
$CC -std=c11 -Wall -Wextra -Werror "$tmp/prog.c" $(pkg-config --cflags --libs bls381) -o "$tmp/prog_shared"
# shellcheck disable=SC2046
$CC -std=c11 -Wall -Wextra -Werror -static "$tmp/prog.c" $(pkg-config --cflags --libs --static bls381) \
    -o "$tmp/prog_static"
matches 'NEEDED.*\[libbls381\.so\.0\]' readelf -d "$tmp/prog_shared" || fail "shared program does not need libbls381.so.0"
if matches NEEDED readelf -d "$tmp/prog_static"; then fail "static program needs shared libraries"; fi
want="42 499500 1 BLS381_OK"
for p in prog_shared prog_static; do
    got=$(LD_LIBRARY_PATH=$prefix/lib "$tmp/$p")
    case $got in "$want"*) ;; *) fail "$p printed '$got', want '$want...'" ;; esac
done
matches "libbls381.so.0 => $prefix/lib/libbls381.so.0" env LD_LIBRARY_PATH="$prefix/lib" ldd "$tmp/prog_shared" ||
    fail "the shared program does not load the installed library"

make -s CC="$CC" BUILD="$build" PREFIX="$prefix" uninstall >/dev/null
left=$(find "$prefix" ! -type d)
[ -z "$left" ] || fail "uninstall left: $left"
[ ! -e "$prefix/include/bls381" ] || fail "uninstall left include/bls381/"

# staged: DESTDIR holds the tree, the .pc names the final prefix
stage=$tmp/stage
make -s CC="$CC" BUILD="$build" DESTDIR="$stage" PREFIX=/opt/bls381 install >/dev/null
grep -qx 'prefix=/opt/bls381' "$stage/opt/bls381/lib/pkgconfig/bls381.pc" || fail "staged .pc prefix"
[ -f "$stage/opt/bls381/include/bls381/bls381.h" ] || fail "staged headers"
n=$(find "$stage" ! -type d | wc -l)
make -s CC="$CC" BUILD="$build" DESTDIR="$stage" PREFIX=/opt/bls381 uninstall >/dev/null
left=$(find "$stage" ! -type d)
[ -z "$left" ] || fail "staged uninstall left: $left"
echo "install test: $n files installed and removed; shared and static pkg-config builds run"
