#!/usr/bin/env bash
# The bare-metal rows of FOOTPRINT.md (called by tools/footprint/footprint.sh):
#     examples/bare-m4/footprint.sh SECTION_FILE SUMMARY_FILE
# Builds the example firmware twice, with the roots of unity computed at run
# time (make BARE=1, the default, in build/bare) and with the embedded table
# (BARE_ROOTS=table, in build/bare-table), each as the full example and as
# blob verification only; runs each under qemu (examples/bare-m4/run.sh);
# writes the Markdown section and a summary bullet.
set -euo pipefail
cd "$(dirname "$0")/../.."
section=$1 summary=$2
if ! command -v arm-none-eabi-gcc >/dev/null 2>&1 || ! command -v qemu-system-arm >/dev/null 2>&1; then
    printf '## Bare metal (Cortex-M4)\n\nNot measured: arm-none-eabi-gcc or qemu-system-arm is not installed (tests/bare.sh installs them as root).\n' > "$section"
    printf -- '- Bare metal (Cortex-M4): not measured (no arm-none-eabi-gcc or qemu-system-arm).\n' > "$summary"
    exit 0
fi
# under make footprint the jobs come from its jobserver
J=$([[ "${MAKEFLAGS:-}" == *jobserver* ]] || echo "-j$(nproc 2>/dev/null || echo 2)")
make -s $J BARE=1 firmware >/dev/null
make -s $J BARE=1 BARE_ROOTS=table BUILD=build/bare-table firmware >/dev/null
make -s $J BARE=1 ARM_ASM=0 BUILD=build/bare-c firmware >/dev/null

kib() { awk -v b="$1" 'BEGIN { if (b >= 10240) printf "%.1f KiB", b / 1024; else printf "%d B", b }'; }
# bytes of the named output sections of an ELF (arm-none-eabi-size -A)
sec() { arm-none-eabi-size -A "$1" | awk -v want=" $2 " 'index(want, " " $1 " ") { n += $2 } END { print n + 0 }'; }
# bytes of the symbols matching a pattern (nm -S)
syms() {
    arm-none-eabi-nm -S "$1" | awk -v re="$2" '
        function hex(s,   i, v) { v = 0; for (i = 1; i <= length(s); i++) v = v * 16 + index("0123456789abcdef", substr(tolower(s), i, 1)) - 1; return v }
        NF == 4 && $4 ~ re { n += hex($2) } END { print n + 0 }'
}
# a firmware line's figures: "instructions N, stack S B"
insns() { awk -v c="$2: " 'index($0, c) == 1 { sub(/.*instructions /, ""); sub(/,.*/, ""); print; exit }' "$1"; }
stack() { awk -v c="$2: " 'index($0, c) == 1 { sub(/.*stack /, ""); sub(/ B.*/, ""); print; exit }' "$1"; }
mi() { awk -v n="$1" 'BEGIN { printf "%.1f M", n / 1e6 }'; }

rows="" runs=""
# the third: roots computed, the portable C in place of the Thumb-2 field
# kernels (ARM_ASM=0), for comparison
for v in bare:computed bare-table:table bare-c:computed; do
    dir=build/${v%%:*} roots=${v#*:}
    c=$([ "$dir" = build/bare-c ] && echo ", portable C (ARM_ASM=0)" || true)
    for elf in bare_m4_blob bare_m4; do
        f=$dir/$elf.elf log=$dir/$elf.footprint.log
        start=$SECONDS
        bash examples/bare-m4/run.sh "$f" > "$log" || { echo "footprint: $f failed:"; cat "$log"; exit 1; }
        secs=$((SECONDS - start))
        code=$(sec "$f" ".vectors .text .ARM.exidx")
        ro=$(sec "$f" ".rodata")
        tables=$(syms "$f" '^bls381_kzg_mainnet_')
        data=$(sec "$f" ".data")
        blob=$(syms "$f" '^blob$')
        bss=$(( $(sec "$f" ".bss") - blob ))
        flash=$((code + ro + data))
        what=$([ "$elf" = bare_m4_blob ] && echo "blob verification only" || echo "the example (blob proofs and BLS signatures)")
        rows+="| $what, roots $roots$c | **$(kib "$flash")** | $(kib "$code") | $(kib "$tables") | $(kib $((ro - tables))) | $(kib "$data") | $(kib "$bss") |"$'\n'
        if [ -n "$c" ]; then
            [ "$elf" = bare_m4_blob ] && continue
            for k in "blob proof, valid" "BLS signature, valid"; do
                runs+="| \`$k\`, roots $roots$c | $(mi "$(insns "$log" "$k")") | $(kib "$(stack "$log" "$k")") |"$'\n'
            done
            eval "ins_c_blob=$(insns "$log" "blob proof, valid") ins_c_sig=$(insns "$log" "BLS signature, valid")"
            continue
        fi
        eval "flash_${roots}_$elf=$flash tables_${roots}_$elf=$tables"
        if [ "$elf" = bare_m4 ]; then
            checks=("blob proof, valid" "blob proof, blob changed")
            [ "$roots" = table ] || checks+=("BLS signature, valid" "BLS signature, other message")
            for c in "${checks[@]}"; do
                runs+="| \`$c\`, roots $roots | $(mi "$(insns "$log" "$c")") | $(kib "$(stack "$log" "$c")") |"$'\n'
            done
            eval "ins_$roots=$(insns "$log" "blob proof, valid") stack_$roots=$(stack "$log" "blob proof, valid")"
            [ "$roots" = table ] || ins_sig=$(insns "$log" "BLS signature, valid")
            eval "secs_$roots=$secs"
        fi
    done
done
read -r gcc_version < <(arm-none-eabi-gcc --version)
read -r qemu_version < <(qemu-system-arm --version)

cat > "$summary" <<EOF
- Bare metal, Cortex-M4 (section "Bare metal"): \`verify_blob_kzg_proof\`
  alone in **$(kib "$flash_computed_bare_m4_blob")** of flash (tables $(kib "$tables_computed_bare_m4_blob")), $(kib "$stack_computed") of stack,
  no heap, $(mi "$ins_computed") instructions (goal: 256 KiB, 16 KiB, no heap); a BLS
  signature verification $(mi "$ins_sig"). With the Thumb-2 field kernels
  (asm/arm/); the portable C takes $(mi "$ins_c_blob") and $(mi "$ins_c_sig").
EOF

cat > "$section" <<EOF
## Bare metal (Cortex-M4)

The example firmware (examples/bare-m4: \`make BARE=1 firmware\`, the bare
library, our start-up code and linker script, no libc) on qemu's mps2-an386
board, built by $gcc_version, \`-O2 -mcpu=cortex-m4 -mthumb\`,
\`-Wl,--gc-sections\`; run by $qemu_version.

Flash is the vector table, code, constants and the initial values of .data;
"tables" are the embedded setup's (\`bls381_kzg_mainnet_*\`: the prepared G2
points, and with the table the roots of unity). RAM is .data and .bss, the
example's 128 KiB blob (its input, in .bss) left out; the stack region is
64 KiB. No heap: nothing in the firmware provides malloc.

| firmware | flash | code | tables | other constants | .data | .bss |
|---|---|---|---|---|---|---|
${rows}
Per verification, in the example: instructions executed, counted with
qemu's \`-icount shift=0\` (its virtual clock advances 1 ns per instruction;
the board's 25 MHz timer is read before and after the call, so a count is
exact to 40 instructions; the firmware checks the scale on a loop of 2000000
instructions). These are instructions, not cycles: a Cortex-M4 takes about
one cycle for most of them, two or more for loads, stores and taken
branches, and flash wait states come on top. Stack: the deepest byte
written below the caller's stack pointer during the call (the free stack
painted with 0xA5 before each call, then scanned).

| verification | instructions | stack |
|---|---|---|
${runs}
The roots of unity: the table is the library's embedded one, 8192 roots
(256 KiB) of which blob verification reads the first 4096; a table of just
those would be 128 KiB, $(kib $((flash_table_bare_m4_blob - 131072))) of flash in all for blob verification,
leaving $(kib $((262144 - flash_table_bare_m4_blob + 131072))) of the 256 KiB goal. Computed at run time
(\`BLS381_KZG_COMPUTED_ROOTS\`, kzg/eval.c) they cost two field
multiplications per element and no flash: $(mi $((ins_computed - ins_table))) instructions more per blob
verification ($(awk -v a="$ins_computed" -v b="$ins_table" 'BEGIN { printf "%.0f", 100 * (a - b) / b }') %). The bare build computes them (\`make BARE=1
BARE_ROOTS=table\` reads the table). The field arithmetic is the Thumb-2
kernels of asm/arm/ (UMAAL), chosen at build time; the rows marked
"portable C" are the same firmware built with \`ARM_ASM=0\`, their C twins:
blob verification $(awk -v a="$ins_c_blob" -v b="$ins_computed" 'BEGIN { printf "%.2f", a / b }')x and BLS verification $(awk -v a="$ins_c_sig" -v b="$ins_sig" 'BEGIN { printf "%.2f", a / b }')x the
instructions of the kernels' build. Under qemu on this machine the full
example ran ${secs_computed} s (computed roots) and ${secs_table} s (table), wall time.
EOF
