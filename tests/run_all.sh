#!/usr/bin/env bash
# `make test`: every build variant and every check, in order, stopping at the
# first failure. Each step prints a header; the whole run ends with "ALL OK".
set -euo pipefail
cd "$(dirname "$0")/.."
J=-j$(nproc 2>/dev/null || echo 2)
CC=${CC:-cc}
step() { printf '\n=== %s\n' "$*"; }

step "default build ($CC)"
make $J CC="$CC" all
build/tests

step "consensus-spec KZG vectors"
run_kzg_vectors() { # $1: the .tar.xz, $2: where to unpack it
    if [ ! -f "$2/.unpacked" ] || [ "$1" -nt "$2/.unpacked" ]; then
        rm -rf "$2" && mkdir -p "$2" && tar -xJf "$1" -C "$2" && touch "$2/.unpacked"
    fi
    build/vectors kzg "$2"
}
run_kzg_vectors tests/vectors/kzg/kzg-mainnet-tests.tar.xz build/kzg-vectors
shared=../shared/vectors/kzg/kzg-mainnet-tests.tar.xz
if [ -f "$shared" ] && ! cmp -s "$shared" tests/vectors/kzg/kzg-mainnet-tests.tar.xz; then
    run_kzg_vectors "$shared" build/kzg-vectors-shared
fi

step "the main job (make run)"
bash tools/run_demo.sh build

step "portable C forced at run time"
BLS381_FORCE_PORTABLE=1 build/tests

step "no __int128 (BLS381_NO_INT128), portable C only"
make $J CC="$CC" BUILD=build/noint128 NO_INT128=1 ASM=0 build/noint128/tests
build/noint128/tests

step "constant-time check under valgrind (assembly build, then portable C)"
make $J CC="$CC" build/ctime
make CC="$CC" ctcheck
make $J CC="$CC" BUILD=build/portable ASM=0 build/portable/ctime
make CC="$CC" BUILD=build/portable ASM=0 ctcheck

step "ThreadSanitizer (gcc): pool tests and the parallel callers"
# gcc's and clang's TSan both work here; gcc is the one every machine has.
make $J CC=gcc SAN=thread BUILD=build/tsan ASM=0 build/tsan/tests
TSAN_OPTIONS="halt_on_error=1 ${TSAN_OPTIONS:-}" build/tsan/tests pool threads_give

step "no threads (BLS381_NO_THREADS): library free of pthreads, whole unit suite"
make $J CC="$CC" BUILD=build/nothreads NO_THREADS=1 all
if nm -u build/nothreads/libbls381.a | grep -w 'U pthread_[a-z_]*'; then
    echo "build/nothreads/libbls381.a still uses pthreads"; exit 1
fi
build/nothreads/tests

printf '\nALL OK\n'
