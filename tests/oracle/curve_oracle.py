#!/usr/bin/env python3
"""Independent oracle for the curve layer (Python standard library only).

Affine arithmetic on E1: y^2 = x^3 + 4 over Fp and E2: y^2 = x^3 + 4(u+1)
over Fp2 = Fp[u]/(u^2+1), straight from the textbook chord-and-tangent
formulas, nothing shared with the C code.

Usage:
  curve_oracle.py consts         named constants, derived here from p, r, x
  curve_oracle.py mul SEED N     N random scalars k with [k]G1 and [k]G2

Output lines are "name hex..." with every field element as 96 hex digits
(canonical, big-endian); Fp2 elements print c0 then c1. A scalar prints as 64
hex digits.
"""
import random
import sys

P = 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab
R = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001
X = -0xd201000000010000          # the BLS parameter
assert X**4 - X**2 + 1 == R
H1 = (X - 1)**2 // 3             # cofactor of G1
assert P + 1 - (X + 1) == H1 * R


def inv(a):
    return pow(a, P - 2, P)


class F2:
    """c0 + c1*u with u^2 = -1."""
    def __init__(self, c0, c1=0):
        self.c0, self.c1 = c0 % P, c1 % P

    def __add__(self, o): return F2(self.c0 + o.c0, self.c1 + o.c1)
    def __sub__(self, o): return F2(self.c0 - o.c0, self.c1 - o.c1)
    def __neg__(self): return F2(-self.c0, -self.c1)
    def __eq__(self, o): return self.c0 == o.c0 and self.c1 == o.c1
    def __hash__(self): return hash((self.c0, self.c1))

    def __mul__(self, o):
        if isinstance(o, int):
            o = F2(o)
        return F2(self.c0 * o.c0 - self.c1 * o.c1, self.c0 * o.c1 + self.c1 * o.c0)
    __rmul__ = __mul__

    def inv(self):
        n = inv(self.c0 * self.c0 + self.c1 * self.c1)
        return F2(self.c0 * n, -self.c1 * n)

    def conj(self): return F2(self.c0, -self.c1)
    def is_zero(self): return self.c0 == 0 and self.c1 == 0

    def __pow__(self, e):
        acc, b = F2(1), self
        while e:
            if e & 1:
                acc = acc * b
            b = b * b
            e >>= 1
        return acc


class Curve:
    """Affine points as (x, y) tuples, None for the point at infinity."""
    def __init__(self, b, one, zero, div):
        self.b, self.one, self.zero, self.div = b, one, zero, div

    def on_curve(self, pt):
        if pt is None:
            return True
        x, y = pt
        return y * y == x * x * x + self.b

    def add(self, p1, p2):
        if p1 is None:
            return p2
        if p2 is None:
            return p1
        (x1, y1), (x2, y2) = p1, p2
        if x1 == x2:
            if y1 + y2 == self.zero:
                return None
            lam = self.div(x1 * x1 * 3, y1 * 2)
        else:
            lam = self.div(y2 - y1, x2 - x1)
        x3 = lam * lam - x1 - x2
        return (x3, lam * (x1 - x3) - y1)

    def neg(self, pt):
        return None if pt is None else (pt[0], self.zero - pt[1])

    def mul(self, pt, k):
        if k < 0:
            return self.mul(self.neg(pt), -k)
        acc = None
        while k:
            if k & 1:
                acc = self.add(acc, pt)
            pt = self.add(pt, pt)
            k >>= 1
        return acc


class FpInt(int):
    """Fp element with the operators Curve needs."""
    def __new__(cls, v): return int.__new__(cls, v % P)
    def __add__(self, o): return FpInt(int(self) + int(o))
    def __sub__(self, o): return FpInt(int(self) - int(o))
    def __mul__(self, o): return FpInt(int(self) * int(o))
    __rmul__ = __mul__
    def __eq__(self, o): return int(self) % P == int(o) % P
    def __hash__(self): return int.__hash__(self)


E1 = Curve(FpInt(4), FpInt(1), FpInt(0), lambda a, b: FpInt(int(a) * inv(int(b))))
E2 = Curve(F2(4, 4), F2(1), F2(0), lambda a, b: a * b.inv())

G1 = (FpInt(0x17f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb),
      FpInt(0x08b3f481e3aaa0f1a09e30ed741d8ae4fcf5e095d5d00af600db18cb2c04b3edd03cc744a2888ae40caa232946c5e7e1))
G2 = (F2(0x024aa2b2f08f0a91260805272dc51051c6e47ad4fa403b02b4510b647ae3d1770bac0326a805bbefd48056c8c121bdb8,
         0x13e02b6052719f607dacd3a088274f65596bd0d09920b61ab5da61bbdc7f5049334cf11213945d57e5ac7d055d042b7e),
      F2(0x0ce5d527727d6e118cc9cdc6da2e351aadfd9baa8cbdd3a76d429a695160d12c923ac9cc3baca289e193548608b82801,
         0x0606c4a02ea734cc32acd2b02bc28b99cb3e287e85a763af267492ab572e99ab3f370d275cec1da1aaa9075ff05f79be))


def sqrt_f2(a):
    """Tonelli-Shanks in Fp2 (q = p^2, q - 1 = 2^s t); None for a non-square."""
    q = P * P
    if a.is_zero():
        return a
    if a ** ((q - 1) // 2) != F2(1):
        return None
    s, t = 0, q - 1
    while t % 2 == 0:
        s, t = s + 1, t // 2
    z = F2(1, 1)
    while z ** ((q - 1) // 2) == F2(1):
        z = z + F2(1)
    m, c, x, b = s, z ** t, a ** ((t + 1) // 2), a ** t
    while b != F2(1):
        i, b2 = 0, b
        while b2 != F2(1):
            b2, i = b2 * b2, i + 1
        d = c ** (2 ** (m - i - 1))
        m, c, x, b = i, d * d, x * d, b * d * d
    assert x * x == a
    return x


def random_e2(rng):
    """A random point of E2(Fp2), cofactor not cleared."""
    while True:
        x = F2(rng.randrange(P), rng.randrange(P))
        y = sqrt_f2(x * x * x + E2.b)
        if y is not None:
            return (x, y)


def hx(v, digits=96):
    return format(int(v), "0%dx" % digits)


def hx2(v):
    return hx(v.c0) + " " + hx(v.c1)


def consts():
    assert E1.on_curve(G1) and E1.mul(G1, R) is None
    assert E2.on_curve(G2) and E2.mul(G2, R) is None
    print("g1_x", hx(G1[0]))
    print("g1_y", hx(G1[1]))
    print("g2_x", hx2(G2[0]))
    print("g2_y", hx2(G2[1]))
    # beta: the cube root of unity with phi(x, y) = (beta x, y) acting on G1
    # as [-x^2] (Scott 2021); the other root gives [x^2 - 1].
    g = 2
    while pow(g, (P - 1) // 3, P) == 1:
        g += 1
    w = pow(g, (P - 1) // 3, P)
    target = E1.mul(G1, (-X * X) % R)
    beta = [b for b in (w, w * w % P) if (FpInt(b * G1[0]), G1[1]) == target]
    assert len(beta) == 1
    print("beta", hx(beta[0]))
    # psi = untwist-Frobenius-twist: psi(x, y) = (cx conj(x), cy conj(y)),
    # cx = 1/(u+1)^((p-1)/3), cy = 1/(u+1)^((p-1)/2); on G2 psi = [x].
    xi = F2(1, 1)
    cx = (xi ** ((P - 1) // 3)).inv()
    cy = (xi ** ((P - 1) // 2)).inv()
    psi_g2 = (cx * G2[0].conj(), cy * G2[1].conj())
    assert psi_g2 == E2.mul(G2, X % R)
    print("psi_cx", hx2(cx))
    print("psi_cy", hx2(cy))
    # psi^2(x, y) = (N(cx) x, N(cy) y), N the norm to Fp
    ncx, ncy = cx * cx.conj(), cy * cy.conj()
    assert ncx.c1 == 0 and ncy.c1 == 0
    print("psi2_cx", hx(ncx.c0))
    print("psi2_cy", hx(ncy.c0))
    print("h1", hx(H1, 64))
    # effective cofactors of RFC 9380 section 8.8: 1 - x for G1, and
    # 3(x^2 - 1) h2 for G2 with h2 = #E'(Fp2) / r
    h2 = (X**8 - 4 * X**7 + 5 * X**6 - 4 * X**4 + 6 * X**3 - 4 * X**2 - 4 * X + 13) // 9
    pt = random_e2(random.Random(1))
    assert E2.mul(pt, h2 * R) is None and E2.mul(pt, R) is not None
    print("g1_h_eff", hx(1 - X, 16))
    print("g2_h_eff", hx(3 * (X * X - 1) * h2, 160))


def mul(seed, n):
    rng = random.Random(seed)
    for i in range(n):
        k = rng.randrange(R) if i else R - 1
        q1, q2 = E1.mul(G1, k), E2.mul(G2, k)
        print("g1", hx(k, 64), hx(q1[0]), hx(q1[1]))
        print("g2", hx(k, 64), hx2(q2[0]), hx2(q2[1]))


if __name__ == "__main__":
    if sys.argv[1] == "consts":
        consts()
    elif sys.argv[1] == "mul":
        mul(int(sys.argv[2]), int(sys.argv[3]))
    else:
        sys.exit("usage: curve_oracle.py consts | mul SEED N")
