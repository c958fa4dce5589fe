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

printf '\nALL OK\n'
