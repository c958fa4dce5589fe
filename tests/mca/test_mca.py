#!/usr/bin/env python3
"""tools/mca/mca.py on three kernels and one CPU (the `mca` step of
tests/run_all.sh): the disassembly is found and parsed, llvm-mca's output
is read, a kernel with a loop is left out, the calls of fp2_mul_mulx are
inlined, and the figures are ordered as the kernels are (a Montgomery
product costs more than an addition, chained calls no less than
independent ones). Skipped, with exit 0, where llvm-mca is not installed
or the build has no assembly. Usage: tests/mca/test_mca.py [BUILD_DIR]"""
import os
import re
import subprocess
import sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
build = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build")
if not os.path.exists(os.path.join(build, "obj", "asm", "fp_mul_mulx.o")):
    print("mca: SKIP (no assembly objects in %s)" % build)
    sys.exit(0)
p = subprocess.run([sys.executable, os.path.join(root, "tools", "mca", "mca.py"), "--build", build,
                    "--no-measure", "--cpus", "icelake-server", "--only", "fp_add_asm", "fp_mul_mulx", "fp2_mul_mulx", "sha256_blocks_shani"],
                   capture_output=True, text=True)
if p.returncode == 2 and p.stdout.startswith("SKIP"):
    print("mca: SKIP (%s)" % p.stdout.strip())
    sys.exit(0)
if p.returncode != 0:
    sys.exit("mca: mca.py failed (%d): %s%s" % (p.returncode, p.stdout, p.stderr))

rows = {}
for line in p.stdout.splitlines():
    m = re.fullmatch(r"(\w+)\s+(\d+)\s+([\d.]+) / ([\d.]+)\s+-\s+-", line.strip())
    if m:
        rows[m.group(1)] = (int(m.group(2)), float(m.group(3)), float(m.group(4)))
if set(rows) != {"fp_add_asm", "fp_mul_mulx", "fp2_mul_mulx"}:
    sys.exit("mca: expected rows for fp_add_asm, fp_mul_mulx and fp2_mul_mulx, got:\n" + p.stdout)
add, mul, mul2 = rows["fp_add_asm"], rows["fp_mul_mulx"], rows["fp2_mul_mulx"]
# fp2_mul calls its local wide product three times and its reduction twice:
# modelled with the calls inlined, it has more than twice fp_mul's work
if mul2[0] < 2 * mul[0]:
    sys.exit("mca: fp2_mul_mulx has %d instructions: its calls were not inlined" % mul2[0])
# fp_mul: six rows of six MULX each plus six reduction rows (asm/fp_mont.inc)
if mul[0] < 72 + 36 or not 10 <= add[0] < mul[0]:
    sys.exit("mca: implausible instruction counts %s: the disassembly is misread" % rows)
for name, (_, tput, chain) in rows.items():
    if not 0 < tput <= chain:
        sys.exit("mca: %s: tput %.1f, chain %.1f: expected 0 < tput <= chain" % (name, tput, chain))
if not mul[1] > 2 * add[1]:
    sys.exit("mca: fp_mul predicted at %.1f cycles against fp_add's %.1f" % (mul[1], add[1]))
# SHA-256's block loop has a branch: listed, not modelled
if "not modelled (loops): sha256_blocks_shani" not in p.stdout:
    sys.exit("mca: the loop of sha256_blocks_shani was not recognised:\n" + p.stdout)
print("mca: fp_add_asm %.1f / %.1f, fp_mul_mulx %.1f / %.1f cycles (icelake-server): parsed and ordered"
      % (add[1], add[2], mul[1], mul[2]))
