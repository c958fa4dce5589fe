#!/usr/bin/env bash
# c-kzg-4844's bindings against bls381, from the outside (doc/CKZG-BINDINGS.md): install into a temporary prefix,
# take the flags from `pkg-config bls381-ckzg` and build two programs the
# way the bindings build, with a decoy c-kzg source folder (ckzg.h, ckzg.c,
# blst.h that #error) after them on the include path, as a binding's own
# -I of c-kzg's src/ comes after the user's flags:
# - tests/compat/blst_then_ckzg.cpp as the node.js binding (C++17, "blst.h"
#   then "ckzg.h"), linked with `pkg-config --libs bls381-ckzg`, run on the
#   setup file;
# - tests/compat/helpers.c as the Go binding (#include "ckzg.c", cgo's
#   -g -O2), linked with `--libs --static` and without -static (the static
#   library, the C library shared: what cgo does), run on the consensus KZG
#   vectors; again with clang and the Java binding's warning flags when
#   clang is installed.
# bls381-ckzg's libraries are the static library's link line with or without
# --static (a -lbls381 would take the shared library, since pkg-config only
# appends Libs.private): checked on the flags and on the programs' NEEDED.
# Usage: tests/compat.sh [BUILD_DIR] (CC, CXX from the environment).
set -euo pipefail
cd "$(dirname "$0")/.."
CC=${CC:-cc}
CXX=${CXX:-c++}
build=${1:-build}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "compat test: $*"; exit 1; }

prefix=$tmp/prefix
make -s CC="$CC" BUILD="$build" PREFIX="$prefix" install >/dev/null
for f in include/compat/*; do
    [ -f "$prefix/include/bls381/compat/$(basename "$f")" ] || fail "$f not installed"
done
export PKG_CONFIG_LIBDIR=$prefix/lib/pkgconfig PKG_CONFIG_PATH=
flags=$(pkg-config --cflags bls381-ckzg)
flags=${flags% }
[ "$flags" = "-I$prefix/include/bls381/compat -I$prefix/include/bls381" ] || fail "bls381-ckzg cflags: $flags"
libs=$(pkg-config --libs bls381-ckzg)
static_libs=$(pkg-config --libs --static bls381-ckzg)
for l in "$libs" "$static_libs"; do
    case " $l " in *" $prefix/lib/libbls381.a "*) ;; *) fail "bls381-ckzg libs without the static library: $l" ;; esac
    case " $l " in *" -lbls381 "*) fail "bls381-ckzg libs name -lbls381 (the shared library): $l" ;; esac
done
# has this program a NEEDED entry for libbls381? (no `| grep -q`: see tests/install.sh)
needs_shared() { local out; out=$(readelf -d "$1"); grep -q 'NEEDED.*libbls381' <<<"$out"; }

decoy=$tmp/ckzg-src
mkdir -p "$decoy"
for f in ckzg.h ckzg.c blst.h; do echo "#error the decoy $f was included" > "$decoy/$f"; done

# vectors: the unpacked set of make test, else the three kinds used here
vectors=$build/kzg-vectors
if [ ! -f "$vectors/.unpacked" ]; then
    vectors=$tmp/vectors
    mkdir -p "$vectors"
    tar -xJf tests/vectors/kzg/kzg-mainnet-tests.tar.xz -C "$vectors" \
        compute_challenge compute_verify_cell_kzg_proof_batch_challenge verify_kzg_proof
fi

# shellcheck disable=SC2086 # the flags are words
$CXX -std=c++17 -fexceptions -fPIC -Wall -Wextra -Werror $flags -I"$decoy" tests/compat/blst_then_ckzg.cpp \
    $libs -o "$tmp/cxx"
if needs_shared "$tmp/cxx"; then fail "the C++ program needs the shared library"; fi
"$tmp/cxx" kzg/trusted_setup.txt
# blst's own blst.h first (node.js: its include_dirs put blst's headers
# before c-kzg's): a header with its guard and the same types, then ours
printf '%s\n' '#define __BLST_H__' 'typedef unsigned long long limb_t;' \
    'typedef struct { limb_t l[4]; } blst_fr;' 'typedef struct { limb_t l[6]; } blst_fp;' \
    'typedef struct { blst_fp fp[2]; } blst_fp2;' 'typedef struct { blst_fp x, y, z; } blst_p1;' \
    'typedef struct { blst_fp x, y; } blst_p1_affine;' 'typedef struct { blst_fp2 x, y, z; } blst_p2;' \
    'typedef struct { blst_fp2 x, y; } blst_p2_affine;' 'typedef struct { unsigned char b[32]; } blst_scalar;' \
    > "$tmp/blst_first.h"
# shellcheck disable=SC2086
$CXX -std=c++17 -fsyntax-only -Wall -Wextra -Werror -include "$tmp/blst_first.h" $flags tests/compat/blst_then_ckzg.cpp
# shellcheck disable=SC2086
$CC -std=c11 -g -O2 -Wall -Wextra -Werror $flags -I"$decoy" tests/compat/helpers.c $static_libs \
    -o "$tmp/helpers"
if needs_shared "$tmp/helpers"; then fail "the --static program needs the shared library"; fi
"$tmp/helpers" "$vectors"
if command -v clang >/dev/null 2>&1; then
    # shellcheck disable=SC2086
    clang -O2 -fPIC -Wall -Wextra -Werror -Wno-missing-braces -Wno-unused-parameter -Wno-format $flags \
        -I"$decoy" tests/compat/helpers.c $libs -o "$tmp/helpers-clang"
    "$tmp/helpers-clang" "$vectors"
fi
make -s CC="$CC" BUILD="$build" PREFIX="$prefix" uninstall >/dev/null
echo "compat test: the node.js-style C++17 and Go-style C builds against the installed library pass"
