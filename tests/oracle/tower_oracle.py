#!/usr/bin/env python3
"""Independent oracle for the tower tests (standard library only).

The tower Fp2 = Fp[u]/(u^2+1), Fp6 = Fp2[v]/(v^3-xi), Fp12 = Fp6[w]/(w^2-v),
xi = u+1, is modelled here differently from the C code on purpose: Fp12 is
the flat ring Fp2[w]/(w^6 - xi) (schoolbook products, then w^6 -> xi),
inverses come from Gaussian elimination on the matrix of "multiply by a",
and the Frobenius constants are plain powers of xi.

usage:
  tower_oracle.py SEED COUNT   known answers, one line per case (see below)
  tower_oracle.py consts       the Frobenius constants as C initialisers
                               (Montgomery form), as in field/frobenius.c

Known-answer lines (every element as big-endian hex of its encoding, see
enc_*; the Fp12 encoding is the one of shared/vectors/pairing):
  2  a b a*b a^2 1/a
  6  a b a*b a^2 1/a a^p a^(p^2) a^(p^3)
  12 a b a*b a^2 1/a a^p a^(p^2) a^(p^3) g g^2
where g = a^((p^6-1)(p^2+1)) lies in the cyclotomic subgroup.
The first cases of each kind use edge coordinates (0, 1, p-1, ...).
"""
import random
import sys

P = 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab

# ------------------------------------------------------------------ Fp2
ZERO2, ONE2, XI = (0, 0), (1, 0), (1, 1)


def add2(a, b):
    return ((a[0] + b[0]) % P, (a[1] + b[1]) % P)


def sub2(a, b):
    return ((a[0] - b[0]) % P, (a[1] - b[1]) % P)


def mul2(a, b):
    return ((a[0] * b[0] - a[1] * b[1]) % P, (a[0] * b[1] + a[1] * b[0]) % P)


def inv2(a):
    n = pow((a[0] * a[0] + a[1] * a[1]) % P, P - 2, P)
    return (a[0] * n % P, -a[1] * n % P)


def conj2(a):
    return (a[0], -a[1] % P)


def pow2(a, e):
    r = ONE2
    while e:
        if e & 1:
            r = mul2(r, a)
        a = mul2(a, a)
        e >>= 1
    return r


# ------------------------------------------- flat Fp2[X]/(X^n - xi), n = 3, 6
# Fp6 is such a ring in X = v (n = 3), Fp12 in X = w (n = 6).

def mulx(a, b):
    n = len(a)
    acc = [ZERO2] * (2 * n - 1)
    for i in range(n):
        for j in range(n):
            acc[i + j] = add2(acc[i + j], mul2(a[i], b[j]))
    return [add2(acc[k], mul2(XI, acc[k + n])) if k + n < 2 * n - 1 else acc[k] for k in range(n)]


def invx(a):
    """Solve a*x = 1 by Gauss-Jordan elimination over Fp2 (column j of the
    matrix is a * X^j)."""
    n = len(a)
    cols = []
    xj = [ONE2] + [ZERO2] * (n - 1)
    for _ in range(n):
        cols.append(mulx(a, xj))
        xj = [mul2(XI, xj[n - 1])] + xj[:n - 1]
    m = [[cols[j][i] for j in range(n)] + [ONE2 if i == 0 else ZERO2] for i in range(n)]
    for c in range(n):
        piv = next(r for r in range(c, n) if m[r][c] != ZERO2)
        m[c], m[piv] = m[piv], m[c]
        iv = inv2(m[c][c])
        m[c] = [mul2(iv, x) for x in m[c]]
        for r in range(n):
            if r != c and m[r][c] != ZERO2:
                f = m[r][c]
                m[r] = [sub2(x, mul2(f, y)) for x, y in zip(m[r], m[c])]
    return [m[i][n] for i in range(n)]


def gammas(n, k):
    """gamma_{k,j} = xi^(j (p^k - 1)/n): X^(j p^k) = gamma_{k,j} X^j."""
    return [pow2(XI, j * (P ** k - 1) // n) for j in range(n)]


def frobx(a, k):
    g = gammas(len(a), k)
    return [mul2(conj2(c) if k % 2 else c, g[j]) for j, c in enumerate(a)]


def conj12(a):
    """a^(p^6): w -> -w."""
    return [c if j % 2 == 0 else sub2(ZERO2, c) for j, c in enumerate(a)]


# ------------------------------------------------------------- encodings
# Fp2 as c1 || c0; Fp6 (c0 + c1 v + c2 v^2) as c2 || c1 || c0; Fp12
# (c0 + c1 w, each an Fp6) as c1 || c0. In powers of w, Fp6 coefficient j of
# c0 is w^(2j) and of c1 is w^(2j+1).

def enc2(a):
    return "%096x%096x" % (a[1], a[0])


def enc6(a):
    return enc2(a[2]) + enc2(a[1]) + enc2(a[0])


def enc12(a):
    c0 = [a[0], a[2], a[4]]
    c1 = [a[1], a[3], a[5]]
    return enc6(c1) + enc6(c0)


# ------------------------------------------------------------- generation

EDGES = [0, 1, P - 1, 2, (P - 1) // 2, (1 << 380) % P, P - 2]


def rand2(rng, i, k):
    """Coordinates from EDGES for the first cases, then random."""
    if i < len(EDGES):
        return (EDGES[(i + k) % len(EDGES)], EDGES[(i + 2 * k + 1) % len(EDGES)])
    return (rng.randrange(P), rng.randrange(P))


def nonzero(x):
    return any(c != ZERO2 for c in x)


def main_cases(seed, count):
    rng = random.Random(seed)
    for i in range(count):
        a, b = rand2(rng, i, 0), rand2(rng, i, 3)
        if a == ZERO2:
            a = ONE2
        print(2, *(enc2(x) for x in (a, b, mul2(a, b), mul2(a, a), inv2(a))))
    for i in range(count):
        a = [rand2(rng, i, k) for k in range(3)]
        b = [rand2(rng, i, k + 5) for k in range(3)]
        if not nonzero(a):
            a[0] = ONE2
        print(6, *(enc6(x) for x in (a, b, mulx(a, b), mulx(a, a), invx(a),
                                     frobx(a, 1), frobx(a, 2), frobx(a, 3))))
    for i in range(count):
        a = [rand2(rng, i, k) for k in range(6)]
        b = [rand2(rng, i, k + 7) for k in range(6)]
        if not nonzero(a):
            a[0] = ONE2
        g = mulx(conj12(a), invx(a))          # a^(p^6 - 1)
        g = mulx(frobx(g, 2), g)              # ... ^(p^2 + 1)
        print(12, *(enc12(x) for x in (a, b, mulx(a, b), mulx(a, a), invx(a),
                                       frobx(a, 1), frobx(a, 2), frobx(a, 3), g, mulx(g, g))))


# --------------------------------------------------------------- constants

def limbs_mont(x):
    m = x * (1 << 384) % P
    return ", ".join("0x%016xULL" % ((m >> (64 * i)) & (2 ** 64 - 1)) for i in range(6))


def main_consts():
    """gamma_{k,j} = xi^(j (p^k-1)/6) for k = 1, 2, 3 and j = 1..5 (j = 0 is
    1): x^(p^k) multiplies the w^j coefficient (after conjugation for odd
    k) by gamma_{k,j}."""
    for k in (1, 2, 3):
        print("  { /* k = %d */" % k)
        for j, g in enumerate(gammas(6, k)):
            if j == 0:
                continue
            print("    { { { %s } },\n      { { %s } } }, /* j = %d */" % (limbs_mont(g[0]), limbs_mont(g[1]), j))
        print("  },")


def main():
    if len(sys.argv) == 2 and sys.argv[1] == "consts":
        main_consts()
    else:
        main_cases(int(sys.argv[1]), int(sys.argv[2]))


main()
