#!/usr/bin/env bash
# `make footprint`: writes FOOTPRINT.md at the repository's root.
#     tools/footprint/footprint.sh [BUILD_DIR] [OUTPUT]
# - code size: examples/verify_blob.c (verify_blob_kzg_proof with the
#   embedded setup) linked against BUILD_DIR/libbls381.a, with and without
#   -static and --gc-sections, with the verify-only and the full embedded
#   settings; `size` of each program and the library's share of it from the
#   linker's map;
# - the embedded setup tables: the symbols of kzg_mainnet_tables.o;
# - heap, stack and KZGSettings memory: BUILD_DIR/footprint_measure
#   (tools/footprint/measure.c), about a minute on one core;
# - the bare-metal firmware on a Cortex-M4 under qemu: flash, RAM, stack,
#   instructions (examples/bare-m4/footprint.sh).
# The Makefile builds the library and footprint_measure first. CC is the
# compiler of the sample programs (default cc).
set -euo pipefail
cd "$(dirname "$0")/../.."
B=${1:-build}
OUT=${2:-FOOTPRINT.md}
CC=${CC:-cc}
SETUP=kzg/trusted_setup.txt
W=$B/footprint
mkdir -p "$W"

# c-kzg-4844's figures (the project's anchor measurements, kept outside the
# repository: c-kzg-4844 @ b7e40988 on
# blst @ dece82ea, on the Sapphire Rapids-class Xeon of ANCHORS.md, 1
# thread, not the machine this script runs on): load times only, its memory
# was not measured
# the machine, as /proc/cpuinfo names it (model name, family and model:
# AMD's family 25 is Zen 3 and Zen 4, 26 Zen 5)
CPU_NAME=$(awk -F': *' '/^model name/ && !n {n=$2} /^cpu family/ && !f {f=$2}
    /^model[ \t]*:/ && !m {m=$2} END {if (n == "") print "cpu unknown";
    else printf "%s, family %s model %s", n, f, m}' /proc/cpuinfo 2>/dev/null || echo "cpu unknown")
CKZG_LOAD_PC0="1.89 s"
CKZG_LOAD_PC8="2.63 s"

# ------------------------------------------------------------ code size

# bytes of the program's input sections by origin (the library's code,
# the library's other sections, the embedded tables, the rest), from a GNU
# ld map: "lib_text lib_ro lib_rw tables other"
map_shares() {
    awk '
    function hex(s,   i, c, v) {
        v = 0; s = tolower(s); sub(/^0x/, "", s)
        for (i = 1; i <= length(s); i++) { c = index("0123456789abcdef", substr(s, i, 1)) - 1; v = v * 16 + c }
        return v
    }
    function add(sec, size, file,   n) {
        if (sec !~ /^\.(text|rodata|data|bss|tdata|tbss|init_array|fini_array)/ && sec != "COMMON") return
        n = hex(size)
        if (file ~ /kzg_mainnet_tables\.o\)$/) tables += n
        else if (file ~ /libbls381\.a\(/) {
            if (sec ~ /^\.text/) text += n
            else if (sec ~ /^\.(rodata|data\.rel\.ro)/) ro += n
            else rw += n
        } else other += n
    }
    /^Linker script and memory map/ { on = 1; next }
    !on { next }
    /^ [^ ]/ {
        sec = $1
        if (NF >= 4 && $2 ~ /^0x/ && $3 ~ /^0x/) add(sec, $3, $4)
        next
    }
    /^ +0x[0-9a-f]+ +0x[0-9a-f]+ +[^ ]/ { if (NF == 3) add(sec, $2, $3) }
    END { printf "%d %d %d %d %d\n", text, ro, rw, tables, other }' "$1"
}

kib() { awk -v b="$1" 'BEGIN { if (b >= 10 * 1048576) printf "%.1f MiB", b / 1048576; else if (b >= 10240) printf "%.1f KiB", b / 1024; else printf "%d B", b }'; }

# a program doing the example's I/O and nothing else: what libc costs
cat > "$W/libc_only.c" <<'EOF'
#include <stdio.h>
static unsigned char buf[131072];
int main(int argc, char **argv)
{
    FILE *f = argc > 1 ? fopen(argv[1], "rb") : NULL;
    if (!f) { fprintf(stderr, "usage: %s FILE (%d)\n", argv[0], argc); return 2; }
    size_t n = fread(buf, 1, sizeof buf, f);
    fclose(f);
    puts(n == sizeof buf ? "valid" : "invalid");
    return 0;
}
EOF

EXAMPLE=examples/verify_blob.c
FULL=-Dbls381_kzg_mainnet_verify_settings=bls381_kzg_mainnet_settings
size_rows=""
size_row() { # name, description, cc arguments...
    local name=$1 what=$2
    shift 2
    "$CC" -O2 -Iinclude "$@" -Wl,-Map="$W/$name.map" -o "$W/$name"
    local t d b s
    read -r t d b _ < <(size "$W/$name" | tail -1)
    read -r s_text s_ro s_rw s_tab _ < <(map_shares "$W/$name.map")
    s=$((s_text + s_ro + s_rw + s_tab))
    size_rows+="| $what | $t | $d | $b | **$(kib $((t + d + b)))** | $(kib "$s"): code $(kib "$s_text"), data $(kib $((s_ro + s_rw))), setup tables $(kib "$s_tab") |"$'\n'
    eval "total_$name=$((t + d + b)) lib_$name=$s"
}
size_row static_verify "verify-only settings, \`-static\`, \`-Wl,--gc-sections\`" \
    -static "$EXAMPLE" "$B/libbls381.a" -lpthread -Wl,--gc-sections
size_row static_full "full embedded settings, \`-static\`, \`-Wl,--gc-sections\`" \
    -static "$FULL" "$EXAMPLE" "$B/libbls381.a" -lpthread -Wl,--gc-sections
size_row shared_verify "verify-only settings, libc shared, \`-Wl,--gc-sections\` (the README line)" \
    "$EXAMPLE" "$B/libbls381.a" -lpthread -Wl,--gc-sections
size_row shared_full "full embedded settings, libc shared, \`-Wl,--gc-sections\`" \
    "$FULL" "$EXAMPLE" "$B/libbls381.a" -lpthread -Wl,--gc-sections
size_row shared_nogc "verify-only settings, libc shared, no \`--gc-sections\`" \
    "$EXAMPLE" "$B/libbls381.a" -lpthread
size_row static_libc "no library: the same I/O only, \`-static\`" -static "$W/libc_only.c"
# the example must still verify (a size of a broken program is no figure)
"$B/bls381" --force sample-blob "$W/blob.bin" 11 >/dev/null  # build/footprint is kept between runs
"$B/bls381" prove "$W/blob.bin" > "$W/prove.txt"
c=$(awk '/^commitment/ {print $2}' "$W/prove.txt")
p=$(awk '/^proof/ {print $2}' "$W/prove.txt")
for prog in static_verify static_full shared_verify; do
    [ "$("$W/$prog" "$W/blob.bin" "$c" "$p")" = valid ] || { echo "footprint: $W/$prog does not verify"; exit 1; }
done

# ------------------------------------------------------------ the tables

TABLES_O=$B/obj/gen/kzg_mainnet_tables.o
verify_syms=" bls381_kzg_mainnet_brp_roots bls381_kzg_mainnet_g2_prepared "
table_rows=""
tables_total=0
tables_verify=0
while read -r _ sz _ sym; do
    n=$(awk -v h="$sz" 'BEGIN { v = 0; for (i = 1; i <= length(h); i++) v = v * 16 + index("0123456789abcdef", substr(tolower(h), i, 1)) - 1; print v }')
    tables_total=$((tables_total + n))
    keep=""
    case $verify_syms in *" $sym "*) keep=yes; tables_verify=$((tables_verify + n)) ;; esac
    table_rows+="| \`$sym\` | $n | $(kib "$n") | $keep |"$'\n'
done < <(nm -S --size-sort --defined-only "$TABLES_O" | awk '$3 ~ /^[RrDdBb]$/')

# ------------------------------------------------------------ measured

echo "footprint: measuring heap, stack and settings memory (about a minute)"
measured=$("$B/footprint_measure" "$SETUP")
# the load's CPU time at precompute 0 and 8 (the settings table's 5th column)
load_cpu() { awk -F'|' -v pc=" $1 " '$2 == pc { sub(/^ +/, "", $6); sub(/ +$/, "", $6); print $6 }' <<<"$measured"; }
# a call's figure in the stack table
stack_of() { awk -F'|' -v c=" \`$1\` " 'on && $2 == c { sub(/^ +/, "", $3); sub(/ +$/, "", $3); print $3; exit }
    /^### Stack per call/ { on = 1 }' <<<"$measured"; }
load0=$(load_cpu 0)
load8=$(load_cpu 8)
# the Lagrange fixed-base table's size, as measure.c prints it
lagrange=$(grep -o 'Lagrange points (blob commitments, EIP-4844 proofs), [0-9]* bytes = [0-9.]* MB' <<<"$measured" |
           grep -o '[0-9.]* MB$')

# the bare-metal build on a Cortex-M4 under qemu (examples/bare-m4)
echo "footprint: the bare-metal firmware (examples/bare-m4/footprint.sh)"
bash examples/bare-m4/footprint.sh "$W/bare.md" "$W/bare_summary.md"

# ------------------------------------------------------------ the report

{
cat <<EOF
# Footprint

Generated by \`make footprint\` (tools/footprint/footprint.sh; edit that
script and tools/footprint/memory.md, not this file) at commit
$(git rev-parse --short HEAD 2>/dev/null || echo unknown), $(uname -m) ($CPU_NAME),
$("$CC" --version | head -1), library built with the Makefile's defaults
(\`-O2\`, assembly $(if compgen -G "$B/obj/asm/*.o" >/dev/null; then echo on; else echo off; fi),
\`-ffunction-sections -fdata-sections\`). Times are from a shared machine:
noisy. Sizes in bytes unless marked.

## Summary

- A static verify-only program (examples/verify_blob.c: \`verify_blob_kzg_proof\`
  with \`bls381_kzg_mainnet_verify_settings()\`, \`-static -Wl,--gc-sections\`,
  glibc included): **$(kib "$total_static_verify")**, of which the library
  $(kib "$lib_static_verify") (tables included); with the full embedded settings
  $(kib "$total_static_full").
- Embedded setup tables: $(kib "$tables_total") in all; the verify-only settings
  keep $(kib "$tables_verify") of them.
- Stack (table "Stack per call", the lane engine off): \`verify_blob_kzg_proof\` $(stack_of verify_blob_kzg_proof),
  \`verify_kzg_proof\` $(stack_of verify_kzg_proof), \`compute_blob_kzg_proof\`
  $(stack_of compute_blob_kzg_proof), \`blob_to_kzg_commitment\` $(stack_of blob_to_kzg_commitment),
  \`compute_cells_and_kzg_proofs\` $(stack_of compute_cells_and_kzg_proofs); BLS
  \`Verify\` $(stack_of bls381_sig_verify), \`AggregateVerify\` of 64
  $(stack_of "bls381_sig_aggregate_verify, 64 messages").
- Heap: verification (\`verify_kzg_proof\`, \`verify_blob_kzg_proof\`, BLS
  \`Verify\`, \`FastAggregateVerify\`, \`AggregateVerify\`) makes no heap call;
  the allocating functions and their caller-scratch variants are listed in
  "Memory by function".
- \`KZGSettings\`: the embedded settings use no heap; a loaded setup keeps
  2.1 MB at precompute 0 and more with the FK20 tables (table below).
  Load time on 1 thread (CPU time): $load0 at precompute 0, $load8 at precompute 8
  (c-kzg-4844: $CKZG_LOAD_PC0 and $CKZG_LOAD_PC8, the anchor figures from
  another machine, the Xeon of the anchor measurements).
$(cat "$W/bare_summary.md")

## Code size

\`size\` of examples/verify_blob.c linked against \`$B/libbls381.a\` (the
README's line, and variants). "library" is what the linker map attributes to
libbls381.a's members: its code, its other data, and the embedded setup
tables (kzg_mainnet_tables.o). A static glibc program doing the same file
I/O and nothing else is the last row: the difference to it is the library.

| program | text | data | bss | total | library |
|---|---|---|---|---|---|
${size_rows}
The verify-only settings are the roots of unity in bit-reversed order and the
prepared G2 points; with \`--gc-sections\` the G1 tables (monomial,
Lagrange, FK20 columns) and the FFT domain stay out of the program. Without
\`--gc-sections\` the whole tables object is linked. The bss includes the
example's static 128 KiB blob.

## Embedded setup tables

The mainnet setup compiled into the library (\`$TABLES_O\`, generated
from kzg/trusted_setup.txt by tools/gen_setup); "verify" marks the tables
\`bls381_kzg_mainnet_verify_settings()\` points to.

| symbol | bytes | | verify |
|---|---|---|---|
${table_rows}| total | $tables_total | $(kib "$tables_total") | $(kib "$tables_verify") |

## Measured: heap, stack, settings

Measured by \`$B/footprint_measure\` (tools/footprint/measure.c) on fixed
inputs, each call's result checked; the heap is counted by a counting
malloc replacing libc's for the whole process (tools/heap), the stack by
painting a thread's stack.

$measured

c-kzg-4844 for orientation (the anchor figures, c-kzg-4844 @ b7e40988 on
blst, single thread, measured on the Sapphire Rapids-class Xeon of the
anchor measurements, not on the machine above, so no ratio is claimed
here; BENCHMARKS.md has the two measured side by side in one run): loading
the mainnet setup file with full point validation takes $CKZG_LOAD_PC0 at
precompute 0 and $CKZG_LOAD_PC8 at precompute 8 (ours, CPU time, on the
machine above: $load0 and $load8). Its
memory, stack and code size were not measured there, so there is no
figure to compare the rest with. Our \`precompute\` (0..15, as c-kzg-4844's)
is the window width of the fixed-base table (msm/table.h) of the FK20 column points:
wider windows need fewer rows, so the kept memory shrinks as it grows
(6 is the largest). Below 6 the table measured slower than none, so
precompute 1 to 5 build none (BENCHMARKS.md); any value > 0 also builds
the fixed-base table of the Lagrange points for commitments and EIP-4844
proofs ($lagrange).
EOF
cat tools/footprint/memory.md
echo
cat "$W/bare.md"
echo
# run by hand (tools/icount/README.md): cross builds under qemu-user
cat tools/icount/counts.md
} > "$OUT.tmp"
mv "$OUT.tmp" "$OUT"
echo "footprint: wrote $OUT"
