#!/usr/bin/env bash
# Runs an example firmware under qemu-system-arm on the mps2-an386 board:
#     examples/bare-m4/run.sh [ELF]      (default build/bare/bare_m4.elf)
# Output through semihosting on stdout; the exit status is the firmware's
# (0: every verdict as expected). -icount shift=0: qemu's virtual clock
# advances 1 ns per instruction executed, which the firmware reads through
# the board's 25 MHz timer to count instructions (40 per tick).
# BARE_TIMEOUT: seconds before qemu is stopped (default 120; exit 124).
set -euo pipefail
elf=${1:-build/bare/bare_m4.elf}
exec timeout "${BARE_TIMEOUT:-120}" qemu-system-arm -M mps2-an386 -display none -monitor none -serial null \
    -chardev stdio,id=semihosting -semihosting-config enable=on,target=native,chardev=semihosting \
    -icount shift=0 -kernel "$elf"
