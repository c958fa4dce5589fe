#!/usr/bin/env bash
# Constant-time check under valgrind (tests/ctime/ctime.c), run by `make
# ctcheck`: no report on the library, and a report on each deliberately leaky
# function (the controls), which must fail with memcheck's own message, in
# that function: a secret-dependent branch and a secret table index.
# Usage: tests/ctcheck.sh BUILD_DIR [CTIME_ARGS...]
# (CTIME_ARGS=--require-asm: fail unless the assembly kernels are what runs)
set -euo pipefail
build=$1
shift
valgrind_ct=(valgrind -q --error-exitcode=1 --track-origins=yes)
prog=$build/ctime

echo "${valgrind_ct[*]} $prog $*"
"${valgrind_ct[@]}" "$prog" "$@"
# control: the argument, memcheck's message, the function it must name
control() {
    local arg=$1 msg=$2 fn=$3 log=$build/ctime$1.log
    if "${valgrind_ct[@]}" "$prog" "$arg" >"$log" 2>&1 ||
        ! grep -q "$msg" "$log" || ! grep -q "$fn" "$log"; then
        echo "ctcheck: the control $arg was NOT flagged in $fn: the check is broken"
        cat "$log"; exit 1
    fi
    echo "ctcheck: the control $arg ($fn) was flagged, as it must be"
}
control --leaky "Conditional jump or move depends on uninitialised" leaky_compare
control --leaky-index "Use of uninitialised value of size" leaky_lookup
