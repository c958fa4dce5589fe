#!/usr/bin/env python3
"""The field kernels on every x86 core: llvm-mca's prediction beside the
machine in hand (tools/mca/README.md).

    tools/mca/mca.py [--build DIR] [--cpus LIST] [--only NAME...]
                     [--no-measure] [--markdown] [--seconds S]

Each function of $BUILD/obj/asm/*.o without a branch (the straight-line
field kernels; the inversion loops and SHA-256 are left out, as llvm-mca
cannot know their trip counts) is disassembled with objdump and given to
llvm-mca for each CPU, twice:

  tput   independent calls: cycles per call in the steady state of many
         calls whose inputs do not depend on each other (llvm-mca's
         default, loads never wait for stores);
  chain  chained calls: each call's result is the next call's input, as
         in build/bench's loops; modelled with -noalias=false, where every
         load waits for the older stores (the previous call's result).

Cycles per call are the difference between two runs (60 and 20
iterations) over 40, so the pipeline's start-up is not counted. The
kernel's ret is dropped: the model has no call or ret, the bench has.

Beside them, the host's measured figure: build/bench's median and best
repetition for the kernel's loop (output fed back, so to be read against
"chain"), in ns, and the best in cycles at the clock measured by
tools/mca/clock.c (a chain of dependent additions, one cycle each, timed in
CPU time), which includes turbo. On a shared machine the bench's wall-clock
times include other programs' slices: the best repetition is the figure to
compare.

Each CPU is run by the newest llvm-mca on PATH (llvm-mca, llvm-mca-NN) that
knows it; one none knows is replaced by the nearest one known and the
header says so. Exit status 0, or 2 when no llvm-mca is installed ("SKIP"
printed), 1 on any other failure.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

CPUS = ["znver3", "znver4", "icelake-server", "sapphirerapids", "native"]
# the nearest older model, when an llvm-mca does not know a CPU
NEAREST = {"znver4": "znver3", "sapphirerapids": "icelake-server"}
# the build/bench loop of each kernel (bench/bench_paths.c: NAME@asm_direct
# calls the symbol without the dispatcher)
BENCH = {
    "fp_mul_mulx": "fp_mul@asm_direct", "fp_sqr_mulx": "fp_sqr@asm_direct",
    "fp2_mul_mulx": "fp2_mul@asm_direct", "fp2_sqr_mulx": "fp2_sqr@asm_direct",
    "fr_mul_mulx": "fr_mul@asm_direct", "fr_sqr_mulx": "fr_sqr@asm_direct",
    "fp_add_asm": "fp_add@asm_direct", "fp_sub_asm": "fp_sub@asm_direct",
    "fr_add_asm": "fr_add@asm_direct",
}
ITER_LO, ITER_HI = 20, 60


def run(cmd, stdin=None):
    p = subprocess.run(cmd, input=stdin, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError("%s failed: %s" % (" ".join(cmd), p.stderr.strip()[:400]))
    return p.stdout


def find_mcas():
    """[(version, path)] of the llvm-mca programs on PATH, newest first."""
    found = {}
    for d in os.environ.get("PATH", "").split(os.pathsep):
        if not os.path.isdir(d):
            continue
        for f in os.listdir(d):
            m = re.fullmatch(r"llvm-mca(?:-(\d+))?", f)
            path = os.path.join(d, f)
            if not m or not os.access(path, os.X_OK):
                continue
            real = os.path.realpath(path)
            if real in found:
                continue
            v = re.search(r"LLVM version (\d+)", run([path, "--version"]))
            found[real] = (int(v.group(1)) if v else 0, path)
    return sorted(found.values(), reverse=True)


def known_cpus(path):
    out = subprocess.run([path, "-mcpu=help"], capture_output=True, text=True)
    return set(re.findall(r"^\s+([a-z0-9-]+)\s+- Select", out.stdout + out.stderr, re.M))


def host_cpu(path):
    m = re.search(r"Host CPU:\s*(\S+)", run([path, "--version"]))
    return m.group(1) if m else "?"


def choose(mcas, cpus):
    """{cpu: (mcpu, version, path, note)} for each requested CPU."""
    know = [(v, p, known_cpus(p)) for v, p in mcas]
    plan = {}
    for cpu in cpus:
        if cpu == "native":
            v, p, k = know[0]
            host = host_cpu(p)
            plan[cpu] = (host if host in k else "native", v, p, "the host: %s" % host)
            continue
        hit = next(((v, p) for v, p, k in know if cpu in k), None)
        if hit:
            plan[cpu] = (cpu, hit[0], hit[1], "")
            continue
        near = NEAREST.get(cpu)
        hit = next(((v, p) for v, p, k in know if near in k), None) if near else None
        if not hit:
            raise RuntimeError("no llvm-mca knows %s" % cpu)
        plan[cpu] = (near, hit[0], hit[1], "%s unknown to every llvm-mca here: %s's model" % (cpu, near))
    return plan


LINE = re.compile(r"^\s*([0-9a-f]+):\s+(.*)$")
FUNC = re.compile(r"^[0-9a-f]+ <([^>]+)>:$")
BRANCH = re.compile(r"^(j[a-z]+|loop\w*)\s")
CALL = re.compile(r"^call\s+[0-9a-f]+\s+<([^>+]+)(?:\+0x[0-9a-f]+)?>")
RELOC = re.compile(r"^R_X86_64_(?:PLT32|PC32)\s+([A-Za-z_][\w.]*)")


def disassemble(obj):
    """({function: [instruction]}, {label: [instruction]}) for obj: the
    global functions, and every symbol (local subroutines too), in Intel
    syntax, relocations left as the zero displacement objdump shows (the
    address does not matter to llvm-mca), ret dropped; a call is kept as
    ("call", target) for inline_calls; None for a function with a branch."""
    out = run(["objdump", "-d", "-r", "-M", "intel", "--no-show-raw-insn", obj])
    globs = set(re.findall(r"\sg\s+F\s+\.text\s+\S+\s+(?:\.hidden\s+)?(\S+)$", run(["objdump", "-t", obj]), re.M))
    bodies, cur = {}, None
    for line in out.splitlines():
        m = FUNC.match(line)
        if m:
            cur = m.group(1)
            bodies[cur] = []
            continue
        m = LINE.match(line)
        if not cur or not m or bodies[cur] is None:
            continue
        ins = m.group(2).split("#")[0].strip()
        if ins.startswith("R_X86_64_"):  # a relocation: for a call, its target
            r = RELOC.match(ins)
            if r and bodies[cur] and isinstance(bodies[cur][-1], tuple):
                bodies[cur][-1] = ("call", r.group(1))
            continue
        if not ins or ins.startswith(("nop", "int3", "data16", "cs nop", "xchg   ax,ax")):
            continue
        if ins == "ret" or ins.startswith("ret "):
            continue
        c = CALL.match(ins)
        if c:
            bodies[cur].append(("call", c.group(1)))
            continue
        if BRANCH.match(ins + " "):
            bodies[cur] = None
            continue
        bodies[cur].append(ins)
    return {k: v for k, v in bodies.items() if k in globs}, bodies


def inline_calls(body, labels, depth=0):
    """body with each call replaced by its target's body (ret dropped): the
    kernels that call a local subroutine or another kernel (fp2_mulx.asm)
    are modelled as the straight line they execute. None when a target is
    unknown or has a branch."""
    if body is None or depth > 4:
        return None
    out = []
    for ins in body:
        if isinstance(ins, tuple):
            sub = inline_calls(labels.get(ins[1]), labels, depth + 1)
            if sub is None:
                return None
            out += sub
        else:
            out.append(ins)
    return out


def mca_cycles(path, mcpu, body, chained):
    src = ".intel_syntax noprefix\n" + "\n".join(body) + "\n"
    totals = []
    for it in (ITER_LO, ITER_HI):
        cmd = [path, "-mtriple=x86_64-unknown-linux-gnu", "-mcpu=" + mcpu, "-iterations=%d" % it]
        if chained:
            cmd.append("-noalias=false")
        out = run(cmd, stdin=src)
        m = re.search(r"^Total Cycles:\s+(\d+)", out, re.M)
        if not m:
            raise RuntimeError("llvm-mca printed no Total Cycles for -mcpu=%s" % mcpu)
        totals.append(int(m.group(1)))
    return (totals[1] - totals[0]) / (ITER_HI - ITER_LO)


def measure(build, names, seconds):
    """({bench name: (median ns, best ns)}, GHz): build/bench and
    tools/mca/clock.c."""
    here = os.path.dirname(os.path.abspath(__file__))
    with tempfile.TemporaryDirectory() as tmp:
        clock = os.path.join(tmp, "clock")
        run([os.environ.get("CC", "cc"), "-O2", "-std=c11", "-o", clock, os.path.join(here, "clock.c")])
        ghz = float(run([clock]).strip())
    ns = {}
    if names:
        out = run([os.path.join(build, "bench"), "--seconds", str(seconds)] + [n + "$" for n in names])
        for line in out.splitlines():
            f = line.split()
            if len(f) >= 5 and f[0] in names and f[2] == "ns/op" and f[3] == "min":
                ns[f[0]] = (float(f[1]), float(f[4]))
    return ns, ghz


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default="build")
    ap.add_argument("--cpus", default=",".join(CPUS))
    ap.add_argument("--only", nargs="*", help="kernels (symbol without bls381_)")
    ap.add_argument("--no-measure", action="store_true", help="no build/bench, no clock")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--seconds", type=float, default=0.1, help="build/bench time per repetition")
    args = ap.parse_args()

    mcas = find_mcas()
    if not mcas:
        print("SKIP: no llvm-mca on PATH (Debian: apt-get install llvm)")
        return 2
    cpus = [c for c in args.cpus.split(",") if c]
    plan = choose(mcas, cpus)

    objdir = os.path.join(args.build, "obj", "asm")
    objs = sorted(f for f in os.listdir(objdir) if f.endswith(".o")) if os.path.isdir(objdir) else []
    if not objs:
        raise RuntimeError("no assembly objects in %s (make ASM=1 first)" % objdir)
    kernels, skipped, funcs, labels = [], [], [], {}
    for f in objs:
        g, every = disassemble(os.path.join(objdir, f))
        funcs += sorted(g.items())
        labels.update(every)
    for sym, body in funcs:
        name = sym[len("bls381_"):] if sym.startswith("bls381_") else sym
        if args.only and name not in args.only:
            continue
        body = inline_calls(body, labels)
        (skipped if body is None else kernels).append((name, body))
    if not kernels:
        raise RuntimeError("no straight-line kernel matches")

    ns, ghz = {}, None
    if not args.no_measure:
        ns, ghz = measure(args.build, sorted({BENCH[k] for k, _ in kernels if k in BENCH}), args.seconds)

    print("llvm-mca cycles per call: tput = independent calls, chain = each call's result the next one's input")
    for cpu in cpus:
        mcpu, v, path, note = plan[cpu]
        print("  %-15s llvm-mca %d -mcpu=%s%s" % (cpu, v, mcpu, ("  (" + note + ")") if note else ""))
    if ghz:
        print("measured: build/bench (chained calls) median / best repetition in ns, the best in "
              "cycles at %.2f GHz (tools/mca/clock.c: dependent additions)" % ghz)
    if skipped:
        print("not modelled (loops): " + " ".join(n for n, _ in skipped))
    head = ["kernel", "insns"] + ["%s tput/chain" % c for c in cpus] + ["measured ns", "measured cyc"]
    rows = []
    for name, body in kernels:
        row, done = [name, str(len(body))], {}
        for cpu in cpus:
            mcpu, _, path, _ = plan[cpu]
            if (path, mcpu) not in done:  # native: often one of the named CPUs
                done[path, mcpu] = "%.1f / %.1f" % (mca_cycles(path, mcpu, body, False),
                                                    mca_cycles(path, mcpu, body, True))
            row.append(done[path, mcpu])
        b = BENCH.get(name)
        if b in ns:
            row += ["%.1f / %.1f" % ns[b], "%.0f" % (ns[b][1] * ghz)]
        else:
            row += ["-", "-"]
        rows.append(row)
    if args.markdown:
        print("| " + " | ".join(head) + " |")
        print("|" + "---|" * len(head))
        for r in rows:
            print("| " + " | ".join(r) + " |")
    else:
        w = [max(len(r[i]) for r in rows + [head]) for i in range(len(head))]
        for r in [head] + rows:
            print("  ".join(c.ljust(w[i]) if i == 0 else c.rjust(w[i]) for i, c in enumerate(r)))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (RuntimeError, OSError) as e:
        print("mca.py: %s" % e, file=sys.stderr)
        sys.exit(1)
