#!/usr/bin/env bash
# The bare-metal build (examples/bare-m4/README.md): the freestanding
# verify-only library for Cortex-M4 (make BARE=1), its symbol check (no
# undefined symbol but memcpy, memset and libgcc's), and the example
# firmware under qemu-system-arm (mps2-an386), bounded by BARE_TIMEOUT
# (default 120 s): it must print the four expected verdicts and exit 0,
# and blob verification must keep to 256 KiB of flash and 16 KiB of stack.
# Both ways: with the Thumb-2 field kernels (the default, build/bare; the
# firmware first compares them with their C twins) and without
# (ARM_ASM=0, build/bare-c); the last line gives both instruction counts.
# Missing tools (gcc-arm-none-eabi, libnewlib-arm-none-eabi for its
# headers, qemu-system-arm) are installed with apt-get when running as root.
set -euo pipefail
cd "$(dirname "$0")/.."
J=-j$(nproc 2>/dev/null || echo 2)
missing=()
command -v arm-none-eabi-gcc >/dev/null 2>&1 || missing+=(gcc-arm-none-eabi libnewlib-arm-none-eabi)
command -v qemu-system-arm >/dev/null 2>&1 || missing+=(qemu-system-arm)
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "bare: installing ${missing[*]}"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    else
        echo "bare: missing ${missing[*]}: apt-get install them (as root)"; exit 1
    fi
fi

make -s $J BARE=1 firmware >/dev/null
make -s BARE=1 symcheck | grep -v '^ *\(GEN\|CC\|AS\) '
# the same without the Thumb-2 kernels (ARM_ASM=0: the portable C twins)
make -s $J BARE=1 ARM_ASM=0 BUILD=build/bare-c firmware >/dev/null

bad=0
# run BUILD: the firmware's verdicts; its log in BUILD/run.log
run() {
    local log=$1/run.log start=$SECONDS rc=0
    bash examples/bare-m4/run.sh "$1/bare_m4.elf" > "$log" 2>&1 || rc=$?
    cat "$log"
    echo "bare: $1: qemu ran $((SECONDS - start)) s, firmware exit status $rc"
    for want in "blob proof, valid: valid" "blob proof, blob changed: invalid" \
                "BLS signature, valid: valid" "BLS signature, other message: invalid" \
                "field kernels against their C twins: valid" \
                "calibration, 2000000 instructions: valid (expected valid); instructions 2000000,"; do
        grep -qF "$want" "$log" || { echo "bare: FAIL: $1: no line \"$want\""; bad=1; }
    done
    [ "$rc" = 0 ] || { echo "bare: FAIL: $1: exit status $rc (1: a wrong verdict, 2: an error code, 3: a fault, 124: timeout)"; bad=1; }
}
run build/bare-c
grep -qF "field kernels: none (portable C" build/bare-c/run.log || { echo "bare: FAIL: build/bare-c has the kernels"; bad=1; }
run build/bare
grep -qE "^field kernels: [1-9][0-9]* comparisons with the C twins, 0 differ" build/bare/run.log ||
    { echo "bare: FAIL: the Thumb-2 kernels were not compared with their twins"; bad=1; }
log=build/bare/run.log
count() { awk -v w="$2" 'index($0, w) == 1 { sub(/.*instructions /, ""); sub(/,.*/, ""); printf "%.1f M", $0 / 1e6; exit }' "$1/run.log"; }
echo "bare: instructions, Thumb-2 kernels / portable C: verify_blob_kzg_proof $(count build/bare "blob proof, valid") / $(count build/bare-c "blob proof, valid"), BLS verification $(count build/bare "BLS signature, valid") / $(count build/bare-c "BLS signature, valid")"
grep -qF "roots of unity computed" "$log" || { echo "bare: FAIL: the bare build does not compute the roots of unity"; bad=1; }
# the bare-metal goals for verify_blob_kzg_proof (FOOTPRINT.md "Bare metal"):
# at most 256 KiB of flash (the blob-only firmware), 16 KiB of stack
flash=$(arm-none-eabi-size -A build/bare/bare_m4_blob.elf |
    awk '$1 == ".vectors" || $1 == ".text" || $1 == ".ARM.exidx" || $1 == ".rodata" || $1 == ".data" { n += $2 } END { print n + 0 }')
stack=$(awk '/^blob proof, valid: / { sub(/.*stack /, ""); sub(/ B.*/, ""); print; exit }' "$log")
echo "bare: verify_blob_kzg_proof: $flash B of flash (blob-only firmware), ${stack:-?} B of stack"
[ "$flash" -gt 0 ] && [ "$flash" -le 262144 ] || { echo "bare: FAIL: more than 256 KiB of flash"; bad=1; }
[ -n "$stack" ] && [ "$stack" -le 16384 ] || { echo "bare: FAIL: more than 16 KiB of stack"; bad=1; }
exit $bad
