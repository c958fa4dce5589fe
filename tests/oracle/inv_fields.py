"""Shared by the inversion models (standard library only).

The two BLS12-381 fields with their Montgomery radix, the edge inputs every
inversion must get right, and the command line the C test drives:

    MODEL.py SEED COUNT   ->  lines "F x inv(x)" for F in {p, r}

x and inv(x) are canonical big-endian hex (no 0x, zero padded). The models
work on Montgomery-form values exactly as the C does (input x*R, output
x^-1*R) and convert back to canonical for printing.
"""
import random
import sys

P = 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab
R = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001

# name, modulus, 64-bit limbs, hex digits
FIELDS = (("p", P, 6, 96), ("r", R, 4, 64))


def edge_values(m, nlimbs):
    """0, 1, m-1, every power of two below m, values just below m, and
    inputs with runs of zero limbs or all-ones limbs."""
    out = [0, 1, 2, 3, m - 1, m - 2, m - 3, (m - 1) // 2, (m + 1) // 2]
    out += [1 << k for k in range(m.bit_length()) if (1 << k) < m]
    out += [m - (1 << k) for k in range(1, m.bit_length() - 1)]
    ones = (1 << 64) - 1
    for i in range(nlimbs):
        out.append(ones << (64 * i))            # one all-ones limb
        out.append((1 << (64 * i)) - 1)         # all-ones low limbs
        out.append((m >> (64 * i)) << (64 * i))  # m with its low limbs cleared
        out.append(1 << (64 * i) | 1)           # zero limbs between two ones
    return sorted({x % m for x in out})


def inputs(m, nlimbs, seed, count):
    """The edge values, then random values, count in all (at least the edges)."""
    rng = random.Random(seed)
    vals = edge_values(m, nlimbs)
    while len(vals) < count:
        vals.append(rng.randrange(m))
    return vals


def run_cli(inv_mont):
    """inv_mont(name, m, nlimbs, X) -> Montgomery inverse of X (Montgomery form)."""
    if len(sys.argv) != 3:
        sys.exit("usage: %s SEED COUNT" % sys.argv[0])
    seed, count = int(sys.argv[1]), int(sys.argv[2])
    for name, m, nlimbs, width in FIELDS:
        rad = 1 << (64 * nlimbs)
        fmt = "%0" + str(width) + "x"
        for x in inputs(m, nlimbs, seed, count):
            y = inv_mont(name, m, nlimbs, x * rad % m) * pow(rad, -1, m) % m
            assert y == (pow(x, -1, m) if x else 0), (name, hex(x))
            print(name, fmt % x, fmt % y)
