#!/usr/bin/env python3
"""Independent oracle for the pairing tests (standard library only).

Computes the pairing the slow, textbook way, differently from the C code:
Fp12 is the flat ring Fp2[w]/(w^6 - xi); the G2 point is untwisted into
E(Fp12) first, (x', y') -> (x'/w^2, y'/w^3), and the Miller loop runs in
affine coordinates over Fp12 with plain line functions; the final
exponentiation is one square-and-multiply by 3 (p^12 - 1)/r (the factor 3
matches bls381_pairing.h).

usage:
  pairing_oracle.py exponent        prints 3 (p^4 - p^2 + 1)/r in hex, after
                                    checking that r divides p^4 - p^2 + 1 and
                                    the identity behind pairing/final_exp.c
  pairing_oracle.py SEED COUNT      COUNT lines "a b e": random scalars a, b
                                    (hex) and e([a]G1, [b]G2) encoded as
                                    bls381_fp12_to_bytes (hex)
"""
import random
import sys

P = 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab
R = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001
X = -0xd201000000010000

G1 = (0x17f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb,
      0x08b3f481e3aaa0f1a09e30ed741d8ae4fcf5e095d5d00af600db18cb2c04b3edd03cc744a2888ae40caa232946c5e7e1)
G2 = ((0x024aa2b2f08f0a91260805272dc51051c6e47ad4fa403b02b4510b647ae3d1770bac0326a805bbefd48056c8c121bdb8,
       0x13e02b6052719f607dacd3a088274f65596bd0d09920b61ab5da61bbdc7f5049334cf11213945d57e5ac7d055d042b7e),
      (0x0ce5d527727d6e118cc9cdc6da2e351aadfd9baa8cbdd3a76d429a695160d12c923ac9cc3baca289e193548608b82801,
       0x0606c4a02ea734cc32acd2b02bc28b99cb3e287e85a763af267492ab572e99ab3f370d275cec1da1aaa9075ff05f79be))

# ---------------------------------------------------------------- Fp2
Z2, O2, XI = (0, 0), (1, 0), (1, 1)


def add2(a, b):
    return ((a[0] + b[0]) % P, (a[1] + b[1]) % P)


def sub2(a, b):
    return ((a[0] - b[0]) % P, (a[1] - b[1]) % P)


def mul2(a, b):
    return ((a[0] * b[0] - a[1] * b[1]) % P, (a[0] * b[1] + a[1] * b[0]) % P)


def inv2(a):
    n = pow((a[0] * a[0] + a[1] * a[1]) % P, P - 2, P)
    return (a[0] * n % P, -a[1] * n % P)


# ------------------------------------------- Fp12 = Fp2[w]/(w^6 - xi), flat
ONE12 = [O2] + [Z2] * 5


def add12(a, b):
    return [add2(x, y) for x, y in zip(a, b)]


def sub12(a, b):
    return [sub2(x, y) for x, y in zip(a, b)]


def mul12(a, b):
    acc = [Z2] * 11
    for i in range(6):
        if a[i] == Z2:
            continue
        for j in range(6):
            acc[i + j] = add2(acc[i + j], mul2(a[i], b[j]))
    return [add2(acc[k], mul2(XI, acc[k + 6])) if k < 5 else acc[k] for k in range(6)]


def pow12(a, e):
    r = ONE12
    for bit in bin(e)[2:]:
        r = mul12(r, r)
        if bit == '1':
            r = mul12(r, a)
    return r


def inv12(a):
    """A monomial c w^j (what the untwisted coordinates are) inverts as
    c^-1 w^(6-j)/xi; anything else as a^(p^12 - 2), slow but independent of
    any inversion formula."""
    nz = [j for j in range(6) if a[j] != Z2]
    if len(nz) == 1:
        j = nz[0]
        r = [Z2] * 6
        r[(6 - j) % 6] = inv2(a[j]) if j == 0 else mul2(inv2(a[j]), inv2(XI))
        return r
    return pow12(a, P ** 12 - 2)


def fp(c):
    return [(c % P, 0)] + [Z2] * 5


def enc12(a):
    """bls381_fp12_to_bytes: w^j for j even is Fp6 coefficient c0.c(j/2),
    j odd c1.c((j-1)/2); output c1.c2.c1 first ... c0.c0.c0 last."""
    order = [5, 3, 1, 4, 2, 0]      # c1.c2, c1.c1, c1.c0, c0.c2, c0.c1, c0.c0
    return "".join("%096x%096x" % (a[j][1], a[j][0]) for j in order)


# ------------------------------------------------------------ curves
def g1_mul(k, pt):
    acc = None
    for bit in bin(k)[2:]:
        acc = g1_add(acc, acc)
        if bit == '1':
            acc = g1_add(acc, pt)
    return acc


def g1_add(a, b):
    if a is None:
        return b
    if b is None:
        return a
    if a[0] == b[0]:
        if (a[1] + b[1]) % P == 0:
            return None
        m = 3 * a[0] * a[0] * pow(2 * a[1], P - 2, P) % P
    else:
        m = (b[1] - a[1]) * pow(b[0] - a[0], P - 2, P) % P
    x = (m * m - a[0] - b[0]) % P
    return (x, (m * (a[0] - x) - a[1]) % P)


def g2_add(a, b):
    if a is None:
        return b
    if b is None:
        return a
    if a[0] == b[0]:
        if add2(a[1], b[1]) == Z2:
            return None
        m = mul2(mul2((3, 0), mul2(a[0], a[0])), inv2(add2(a[1], a[1])))
    else:
        m = mul2(sub2(b[1], a[1]), inv2(sub2(b[0], a[0])))
    x = sub2(sub2(mul2(m, m), a[0]), b[0])
    return (x, sub2(mul2(m, sub2(a[0], x)), a[1]))


def g2_mul(k, pt):
    acc = None
    for bit in bin(k)[2:]:
        acc = g2_add(acc, acc)
        if bit == '1':
            acc = g2_add(acc, pt)
    return acc


def untwist(q):
    """(x', y') -> (x'/w^2, y'/w^3) = (x' w^4/xi, y' w^3/xi)."""
    ixi = inv2(XI)
    x = [Z2] * 6
    y = [Z2] * 6
    x[4] = mul2(q[0], ixi)
    y[3] = mul2(q[1], ixi)
    return x, y


# ------------------------------------------------------------ pairing
def miller(p, q):
    """f_{x,Q}(P) in affine coordinates over Fp12, lines y - yT - m (x - xT)."""
    qx, qy = untwist(q)
    px, py = fp(p[0]), fp(p[1])
    tx, ty = qx, qy
    f = ONE12
    n = -X
    for i in range(n.bit_length() - 2, -1, -1):
        m = mul12(mul12(fp(3), mul12(tx, tx)), inv12(add12(ty, ty)))
        f = mul12(mul12(f, f), sub12(sub12(py, ty), mul12(m, sub12(px, tx))))
        nx = sub12(mul12(m, m), add12(tx, tx))
        tx, ty = nx, sub12(mul12(m, sub12(tx, nx)), ty)
        if (n >> i) & 1:
            m = mul12(sub12(qy, ty), inv12(sub12(qx, tx)))
            f = mul12(f, sub12(sub12(py, ty), mul12(m, sub12(px, tx))))
            nx = sub12(sub12(mul12(m, m), tx), qx)
            tx, ty = nx, sub12(mul12(m, sub12(tx, nx)), ty)
    return inv12(f)          # x < 0: f_{x,Q} = 1/f_{|x|,Q} up to the vertical line


def pairing(p, q):
    return pow12(miller(p, q), 3 * (P ** 12 - 1) // R)


def main():
    if sys.argv[1] == "exponent":
        phi = P ** 4 - P ** 2 + 1
        assert phi % R == 0
        three_d = 3 * (phi // R)
        assert three_d == (X - 1) ** 2 * (X + P) * (X * X + P * P - 1) + 3
        print("%x" % three_d)
        return
    rng = random.Random(int(sys.argv[1]))
    for _ in range(int(sys.argv[2])):
        a, b = rng.randrange(1, R), rng.randrange(1, R)
        e = pairing(g1_mul(a, G1), g2_mul(b, G2))
        print("%064x %064x %s" % (a, b, enc12(e)))


main()
