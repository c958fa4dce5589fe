#!/usr/bin/env python3
"""Independent oracle for the field tests (standard library only).

usage: field_oracle.py SEED COUNT
Writes COUNT lines per field, each `F a b a+b a-b a*b inv(a) sqrt(a)|- legendre(a)`
with F in {p, r} and every number as canonical big-endian hex (no 0x), from
Python's own big integers. Random values are mixed with edge values (0, 1,
m-1, powers of two, long zero runs).
"""
import random
import sys

P = 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab
R = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001


def edges(m):
    bits = m.bit_length()
    out = [0, 1, 2, m - 1, m - 2, (m - 1) // 2, (m + 1) // 2]
    out += [1 << k for k in range(0, bits - 1, 37)]
    out += [(1 << k) - 1 for k in range(1, bits - 1, 41)]
    out += [(m - 1) ^ ((1 << 64) - 1) << 64, 0xffffffffffffffff << 128]
    return [x % m for x in out]


def sqrt_p(a):
    s = pow(a, (P + 1) // 4, P)
    return s if s * s % P == a else None


def legendre(a, m):
    if a == 0:
        return 0
    return 1 if pow(a, (m - 1) // 2, m) == 1 else -1


def main():
    seed, count = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    for name, m, width in (("p", P, 96), ("r", R, 64)):
        vals = edges(m)
        fmt = "%0" + str(width) + "x"
        for i in range(count):
            a = vals[i] if i < len(vals) else rng.randrange(m)
            b = vals[(i * 7 + 3) % len(vals)] if i < len(vals) else rng.randrange(m)
            inv = pow(a, m - 2, m)
            if m == P:
                s = sqrt_p(a)
                sq = "-" if s is None else fmt % s
            else:
                sq = "-"
            print(name, *(fmt % x for x in (a, b, (a + b) % m, (a - b) % m, a * b % m, inv)), sq,
                  legendre(a, m))


main()
