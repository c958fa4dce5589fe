#!/usr/bin/env bash
# Instructions per call under qemu-user (tools/icount/README.md):
#     tools/icount/icount.sh [--profile] TRIPLET BUILD [OP...]
# e.g. tools/icount/icount.sh aarch64-linux-gnu build/aarch64 (a library
# built with make CC=aarch64-linux-gnu-gcc BUILD=build/aarch64; ARM_ASM=0
# for the portable C). Builds the plugin (build/icount.so, host compiler)
# and BUILD/icount_driver (static, TRIPLET-gcc), runs the driver for each OP
# twice under qemu with the plugin, K = 1 and K = 1 + N calls, and prints
# "OP INSTRUCTIONS" per call: (count(1 + N) - count(1)) / N, N = 1000 for
# the field operations (fp_*, fp2_*) and 1 for the rest. --profile: after
# each OP's line, where its instructions go, per function (profile.py).
set -euo pipefail
cd "$(dirname "$0")/../.."
profile=
[ "${1:-}" != --profile ] || { profile=1; shift; }
[ $# -ge 2 ] || { echo "usage: $0 TRIPLET BUILD [OP...]"; exit 1; }
t=$1 b=$2
shift 2
ops=("$@")
[ ${#ops[@]} -gt 0 ] || ops=(fp_mul fp_sqr fp2_mul fp2_sqr miller_loop pairing g1_mul_ct verify_blob_kzg_proof bls_verify)
case $t in arm-*) q=arm ;; *) q=${t%%-*} ;; esac
qemu=$(command -v "qemu-$q" || command -v "qemu-$q-static")
mkdir -p build
${HOSTCC:-cc} -std=c11 -O2 -Wall -Wextra -Werror -shared -fPIC -o build/icount.so tools/icount/icount.c
"$t-gcc" -std=c11 -O2 -Wall -Wextra -Werror -Iinclude -static -o "$b/icount_driver" tools/icount/driver.c \
    "$b/libbls381.a" -lpthread
count() { # OP K: the instructions of the whole run (with --profile, its blocks in $b/icount_blocks.K)
    local out plugin=build/icount.so
    [ -z "$profile" ] || plugin+=",blocks=$b/icount_blocks.$2"
    out=$(BLS381_THREADS=1 "$qemu" -plugin "$plugin" -d plugin "$b/icount_driver" "$1" "$2" 2>&1) ||
        { echo "icount: $b/icount_driver $1 $2 failed: $out" >&2; return 1; }
    sed -n 's/^icount: \([0-9]*\) instructions$/\1/p' <<<"$out"
}
for op in "${ops[@]}"; do
    case $op in fp_* | fp2_*) n=1000 ;; *) n=1 ;; esac
    c1=$(count "$op" 1)
    c2=$(count "$op" $((1 + n)))
    echo "$op $(( (c2 - c1) / n ))"
    [ -z "$profile" ] || python3 tools/icount/profile.py "$t-nm" "$b/icount_driver" \
        "$b/icount_blocks.$((1 + n))" "$b/icount_blocks.1" "$n"
done
