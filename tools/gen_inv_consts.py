#!/usr/bin/env python3
"""Iteration bounds, constants and Fermat addition chains of field/inv_*.c.

Standard library only. Usage:

    tools/gen_inv_consts.py bounds        the bound computations of INVERSION.md
    tools/gen_inv_consts.py c             the generated C blocks
    tools/gen_inv_consts.py check DIR     exit 0 iff every generated block in
                                          DIR/field matches, and every Python
                                          excerpt quoted in field/INVERSION.md
                                          appears verbatim in its model (run by
                                          the tests, so neither can drift)

A generated block sits in a C file between the lines
    /* BEGIN GENERATED: tools/gen_inv_consts.py NAME */
    /* END GENERATED */
"""
import decimal
import os
import sys

P = 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab
R = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001
FIELDS = (("fp", P, 6), ("fr", R, 4))    # name, modulus, 64-bit limbs

M62 = (1 << 62) - 1


def log2(x):
    """log2 of a positive integer to 50 digits."""
    ctx = decimal.Context(prec=60)
    e = x.bit_length() - 1
    frac = ctx.divide(decimal.Decimal(x), decimal.Decimal(2) ** e)
    return decimal.Decimal(e) + ctx.divide(frac.ln(ctx), decimal.Decimal(2).ln(ctx))


def floor_checked(x):
    """floor(x), refusing values too close to an integer to trust."""
    f = int(x.to_integral_value(rounding=decimal.ROUND_FLOOR))
    assert x - f > decimal.Decimal("1e-30") and f + 1 - x > decimal.Decimal("1e-30")
    return f


# ------------------------------------------------------------------ bounds

def safegcd_bounds(m):
    """Divstep counts after which g = 0 is guaranteed, for f = m, 0 <= g < m."""
    lm = log2(m)
    out = {}
    # Bernstein-Yang, Theorem 11.2 (as restated in Wuille's safegcd-bounds):
    # floor(49 b / 34) divsteps from delta = 1 where b = log2(f^2 + 4 g^2) > 92.
    b = log2(m * m + 4 * (m - 1) * (m - 1))
    out["paper"] = floor_checked(49 * b / 34)
    # Wuille, safegcd-bounds genproofhd.md, Theorem 7 (proved for every M):
    # hddivsteps (delta starts at 1/2), 0 <= g <= f <= M:
    # floor((45907 log2(M) + 26313) / 19929).
    out["hd_proved"] = floor_checked((45907 * lm + 26313) / 19929)
    # The same document's computed formula (verified for all M <= 2^4096).
    out["hd_computed"] = floor_checked((3787 * lm + 2166) / 1644)
    return out


def safegcd_batches(steps_needed):
    """Fewest batches of at most 62 divsteps, then the fewest steps per batch."""
    batches = -(-steps_needed // 62)
    per = -(-steps_needed // batches)
    return batches, per


def pornin_schedule(m):
    """(outer iterations of 31 steps, final exact steps) for 2*len(m) - 2
    steps in all, with len(a) + len(b) <= 64 once the outer ones are done."""
    total = 2 * m.bit_length() - 2
    outer = 0
    while 2 * m.bit_length() - 31 * outer > 64:
        outer += 1
    return outer, total - 31 * outer


def print_bounds():
    for name, m, _ in FIELDS:
        b = safegcd_bounds(m)
        batches, per = safegcd_batches(b["hd_proved"])
        outer, final = pornin_schedule(m)
        print("%s: len(m) = %d, log2(m) = %.6f" % (name, m.bit_length(), log2(m)))
        print("  safegcd, paper Thm 11.2 (divsteps, delta = 1):   %d" % b["paper"])
        print("  safegcd, hddivsteps proved (genproofhd Thm 7):   %d" % b["hd_proved"])
        print("  safegcd, hddivsteps computed formula:            %d" % b["hd_computed"])
        print("  -> %d batches of %d divsteps = %d" % (batches, per, batches * per))
        print("  Pornin: 2*len(m) - 2 = %d = %d x 31 + %d exact"
              % (2 * m.bit_length() - 2, outer, final))


# --------------------------------------------------------------- constants

def limbs64(x, n):
    return [(x >> (64 * i)) & ((1 << 64) - 1) for i in range(n)]


def signed62(x, n):
    return [(x >> (62 * i)) & M62 for i in range(n - 1)] + [x >> (62 * (n - 1))]


def c_u64(vals):
    return ", ".join("0x%016xULL" % v for v in vals)


def c_i64(vals):
    return ", ".join("0x%016xLL" % v for v in vals)


def block_safegcd():
    lines = []
    for name, m, n in FIELDS:
        n62 = n + 1 if name == "fp" else n + 1
        rad = 1 << (64 * n)
        b = safegcd_bounds(m)["hd_proved"]
        batches, per = safegcd_batches(b)
        up = name.upper()
        lines.append("/* %s: %d-bit modulus, hddivstep bound %d -> %d batches of %d */"
                     % (name, m.bit_length(), b, batches, per))
        lines.append("#define %s_LIMBS62 %d" % (up, n62))
        lines.append("#define %s_BATCHES %d" % (up, batches))
        lines.append("#define %s_STEPS %d" % (up, per))
        lines.append("static const int64_t %s_m62[%d] = { %s };" % (name, n62, c_i64(signed62(m, n62))))
        lines.append("static const uint64_t %s_minv62 = 0x%016xULL; /* m^-1 mod 2^62 */"
                     % (name, pow(m, -1, 1 << 62)))
        lines.append("static const int64_t %s_r2_62[%d] = { %s }; /* R^2 mod m */"
                     % (name, n62, c_i64(signed62(rad * rad % m, n62))))
    return lines


def block_pornin():
    lines = []
    for name, m, n in FIELDS:
        rad = 1 << (64 * n)
        outer, final = pornin_schedule(m)
        total = 31 * outer + final
        c0 = pow(2, 64 * (outer + 1) - total, m) * rad * rad % m
        up = name.upper()
        lines.append("/* %s: %d x 31 + %d = %d = 2*%d - 2 steps */"
                     % (name, outer, final, total, m.bit_length()))
        lines.append("#define %s_OUTER %d" % (up, outer))
        lines.append("#define %s_FINAL %d" % (up, final))
        lines.append("/* u's start, 2^(64*(OUTER+1) - %d) * R^2 mod m */" % total)
        lines.append("static const uint64_t %s_u0[%d] = {" % (name, n))
        lines.append("    %s," % c_u64(limbs64(c0, n)))
        lines.append("};")
    return lines


# ---------------------------------------------------- Fermat addition chains

def sliding_window(e, w):
    """Left-to-right sliding-window digits of e: [(squarings, odd digit)]."""
    bits = bin(e)[2:]
    out, i, pending = [], 0, 0
    while i < len(bits):
        if bits[i] == "0":
            pending += 1
            i += 1
            continue
        j = min(i + w, len(bits))
        while bits[j - 1] == "0":
            j -= 1
        out.append((pending + (j - i), int(bits[i:j], 2)))
        pending, i = 0, j
    return out, pending


def chain(e):
    """The cheapest sliding window over w = 1..8, as (w, steps, tail, cost):
    first digit's power is the start; each step squares `sqr` times then
    multiplies by x^digit; `tail` squarings at the end."""
    best = None
    for w in range(1, 9):
        steps, tail = sliding_window(e, w)
        first = steps[0][1]
        steps = steps[1:]
        top = max(d for _, d in steps + [(0, first)])
        pre = (top + 1) // 2                   # x^2, then x^3, x^5, ..., x^top
        cost = pre + sum(s for s, _ in steps) + len(steps) + tail
        if best is None or cost < best[4]:
            best = (w, first, steps, tail, cost)
    w, first, steps, tail, cost = best
    top = max(d for _, d in steps + [(0, first)])
    best = (w, first, steps, tail, cost, (top + 1) // 2)
    # check: replay the chain on integers
    acc = first
    for s, d in steps:
        acc = (acc << s) + d
    assert acc << tail == e
    return best


def block_fermat():
    lines = []
    for name, m, _ in FIELDS:
        w, first, steps, tail, cost, table = chain(m - 2)
        sq = sum(s for s, _ in steps) + tail
        up = name.upper()
        lines.append("/* %s: m - 2 by a %d-bit sliding window: %d squarings and %d"
                     % (name, w, sq, len(steps) + table))
        lines.append(" * multiplications (table of x^1, x^3, ..., x^%d included) */"
                     % (2 * table - 1))
        lines.append("#define %s_TABLE %d" % (up, table))
        lines.append("#define %s_FIRST %d /* start: x^(2*%d+1) */" % (up, first >> 1, first >> 1))
        lines.append("#define %s_TAIL %d" % (up, tail))
        lines.append("static const chain_step %s_chain[%d] = {" % (name, len(steps)))
        row = []
        for s, d in steps:
            row.append("{%d, %d}" % (s, d >> 1))
            if len(row) == 8:
                lines.append("    " + ", ".join(row) + ",")
                row = []
        if row:
            lines.append("    " + ", ".join(row) + ",")
        lines.append("};")
    return lines


def block_vartime():
    """The variable-time inversion's bound on batches and its final scales."""
    lines = []
    for name, m, n in FIELDS:
        rad = 1 << (64 * n)
        steps = safegcd_bounds(m)["paper"]
        batches = -(-steps // 62)
        up = name.upper()
        lines.append("/* %s: at most %d divsteps from delta = 1 (Thm 11.2) -> %d batches of 62 */"
                     % (name, steps, batches))
        lines.append("#define %s_VAR_BATCHES %d" % (up, batches))
        lines.append("/* 2^(-62 j) R^3 mod m, j = 0..%d */" % batches)
        lines.append("static const bls381_%s %s_var_scale[%d] = {" % (name, name, batches + 1))
        inv = pow(2, -62, m)
        for j in range(batches + 1):
            lines.append("    { { %s } }," % c_u64(limbs64(pow(inv, j, m) * rad ** 3 % m, n)))
        lines.append("};")
    return lines


BLOCKS = {
    "safegcd": ("field/safegcd.h", block_safegcd),
    "vartime": ("field/inv_vartime.c", block_vartime),
    "pornin": ("field/inv_pornin.c", block_pornin),
    "fermat": ("field/inv_fermat.c", block_fermat),
}


def wrapped(name, lines):
    return (["/* BEGIN GENERATED: tools/gen_inv_consts.py %s */" % name] + lines
            + ["/* END GENERATED */"])


def check_excerpts(root):
    """Each fenced block after a line '<!-- excerpt: PATH -->' in
    field/INVERSION.md must appear verbatim in PATH."""
    ok = True
    with open(os.path.join(root, "field/INVERSION.md")) as f:
        lines = f.read().split("\n")
    count = 0
    for i, line in enumerate(lines):
        if not line.startswith("<!-- excerpt: "):
            continue
        path = line[len("<!-- excerpt: "):].split()[0]
        assert lines[i + 1].startswith("```")
        end = lines.index("```", i + 2)
        block = "\n".join(lines[i + 2:end]) + "\n"
        with open(os.path.join(root, path)) as f:
            if block not in f.read():
                print("field/INVERSION.md: excerpt at line %d is not in %s" % (i + 1, path))
                ok = False
        count += 1
    if count == 0:
        print("field/INVERSION.md: no excerpts found")
        ok = False
    return ok


def check(root):
    ok = check_excerpts(root)
    for name, (path, fn) in BLOCKS.items():
        want = "\n".join(wrapped(name, fn())) + "\n"
        with open(os.path.join(root, path)) as f:
            text = f.read()
        if want not in text:
            print("%s: generated block '%s' is missing or differs" % (path, name))
            ok = False
    return ok


def main():
    cmd = sys.argv[1] if len(sys.argv) > 1 else ""
    if cmd == "bounds":
        print_bounds()
    elif cmd == "c":
        for name, (path, fn) in BLOCKS.items():
            print("--- %s" % path)
            print("\n".join(wrapped(name, fn())))
    elif cmd == "check" and len(sys.argv) == 3:
        sys.exit(0 if check(sys.argv[2]) else 1)
    else:
        sys.exit(__doc__)


main()
