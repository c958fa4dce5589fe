#!/usr/bin/env python3
"""Independent oracle for the MSM tests (standard library only).

usage: msm_oracle.py  (reads lines "k_hex" from stdin, then prints
the affine point sum_i [k_i] [i+1] G as "x_hex y_hex", or "inf")
where G is the G1 generator; plain affine arithmetic with Python integers.
"""
import sys

P = 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab
GX = 0x17f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb
GY = 0x08b3f481e3aaa0f1a09e30ed741d8ae4fcf5e095d5d00af600db18cb2c04b3edd03cc744a2888ae40caa232946c5e7e1


def add(a, b):
    if a is None:
        return b
    if b is None:
        return a
    if a[0] == b[0]:
        if (a[1] + b[1]) % P == 0:
            return None
        lam = 3 * a[0] * a[0] * pow(2 * a[1], -1, P) % P
    else:
        lam = (b[1] - a[1]) * pow(b[0] - a[0], -1, P) % P
    x = (lam * lam - a[0] - b[0]) % P
    return (x, (lam * (a[0] - x) - a[1]) % P)


def mul(k, pt):
    acc = None
    while k:
        if k & 1:
            acc = add(acc, pt)
        pt = add(pt, pt)
        k >>= 1
    return acc


def main():
    g = (GX, GY)
    acc = None
    for i, line in enumerate(sys.stdin):
        k = int(line.strip(), 16)
        acc = add(acc, mul(k * (i + 1), g))
    print("inf" if acc is None else "%096x %096x" % acc)


main()
