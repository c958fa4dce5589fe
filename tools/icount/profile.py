#!/usr/bin/env python3
"""Instructions per function for one call (tools/icount/README.md):
    profile.py NM PROGRAM BLOCKS_LONG BLOCKS_SHORT N [TOP]
BLOCKS_* are icount.c's blocks files of two runs of PROGRAM (static), with
1 + N calls and with 1; each block's instructions times its executions go
to the function whose symbol (from `NM -n PROGRAM`) starts at or before
the block, and the difference of the two runs divided by N is printed per
function: instructions (the function's own, callees excluded), share,
calls (executions of blocks starting at the symbol) and instructions per
call, largest first, at most TOP lines (default 30)."""
import bisect
import collections
import subprocess
import sys


def main():
    nm, prog, long_run, short_run, n = sys.argv[1:6]
    top = int(sys.argv[6]) if len(sys.argv) > 6 else 30
    n = int(n)
    syms = []
    for line in subprocess.run([nm, '-n', prog], capture_output=True, text=True, check=True).stdout.splitlines():
        f = line.split()
        if len(f) == 3 and f[1] in 'tTwW':
            syms.append((int(f[0], 16), f[2]))
    starts = [a for a, _ in syms]
    insns, calls = collections.Counter(), collections.Counter()
    for path, sign in ((long_run, 1), (short_run, -1)):
        with open(path) as f:
            for line in f:
                addr, k, runs = line.split()
                addr, runs = int(addr, 16), sign * int(runs)
                i = bisect.bisect_right(starts, addr) - 1
                name = syms[i][1] if i >= 0 else '?'
                insns[name] += int(k) * runs
                if i >= 0 and starts[i] == addr:
                    calls[name] += runs
    total = sum(insns.values())
    print('total %.0f instructions per call' % (total / n))
    for name, v in insns.most_common(top):
        if abs(v) < n / 2:   # nothing per call
            break
        c = calls[name]
        print('%-44s %11.0f %5.1f%% %9.0f calls %8.1f per call'
              % (name, v / n, 100 * v / total, c / n, v / c if c else 0))


main()
