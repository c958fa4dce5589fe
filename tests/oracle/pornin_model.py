#!/usr/bin/env python3
"""Model of field/inv_pornin.c: Pornin's optimized binary GCD, constant time.

T. Pornin, "Optimized Binary GCD for Modular Inversion", ePrint 2020/972
(revised version of 23 Aug 2020: k-1 inner iterations per outer iteration).

With 64-bit words, k = 32: each outer iteration builds 64-bit approximations
of a and b (their 31 low bits and 33 top bits), runs 31 iterations of the
classic binary GCD on them while recording update factors, and applies the
factors to the full a, b (exactly divisible by 2^31) and to u, v modulo m.
The paper's appendix proves each outer iteration shortens len(a) + len(b)
by at least 31 bits, and that 2*len(m) - 2 iterations in all suffice for an
invertible (or zero) input. Same numbers as the C:

    Fp: 23 outer iterations (713 steps) + 47 exact steps = 760 = 2*381 - 2
    Fr: 15 outer iterations (465 steps) + 43 exact steps = 508 = 2*255 - 2

After the outer iterations len(a) + len(b) <= 49 (Fp) or 45 (Fr), so a and b
fit in one word and the final steps run on exact values.

    pornin_model.py SEED COUNT   -> "F x inv(x)" lines (see inv_fields.py)
"""
import inv_fields

K = 32
INNER = K - 1                               # 31 iterations per outer iteration
OUTER = {"p": 23, "r": 15}
FINAL = {"p": 47, "r": 43}
M64 = (1 << 64) - 1
OFF = (1 << 31) - 1                         # offset of a packed update factor
OFF2 = OFF | OFF << 32                      # the offset in both halves


def bingcd_steps(a_, b_, steps, packed):
    """`steps` iterations of the binary GCD (Pornin, Algorithm 2, inner loop)
    on words a_, b_ (b_ odd). Returns (f0, g0, f1, g1): the new a_ * 2^steps
    is f0*a + g0*b and the new b_ * 2^steps is f1*a + g1*b (for a_, b_ and,
    if no approximation misled the loop, for the full a, b). With `packed`
    the C keeps f0,g0 (and f1,g1) in one word as (f+OFF) + 2^32 (g+OFF);
    the shadow computation below checks that encoding never carries."""
    f0, g0, f1, g1 = 1, 0, 0, 1
    pf0, pf1 = (1 + OFF) | OFF << 32, OFF | (1 + OFF) << 32
    for _ in range(steps):
        if a_ & 1:
            if a_ < b_:
                a_, b_, f0, g0, f1, g1 = b_, a_, f1, g1, f0, g0
                pf0, pf1 = pf1, pf0
            a_, f0, g0 = a_ - b_, f0 - f1, g0 - g1
            pf0 = (pf0 - pf1 + OFF2) & M64
        a_, f1, g1 = a_ >> 1, 2 * f1, 2 * g1
        pf1 = (2 * pf1 - OFF2) & M64
    assert abs(f0) + abs(g0) <= 1 << steps and abs(f1) + abs(g1) <= 1 << steps
    if packed:
        for pf, f, g in ((pf0, f0, g0), (pf1, f1, g1)):
            assert (pf & 0xffffffff) - OFF == f and (pf >> 32) - OFF == g
    return f0, g0, f1, g1


def approx(x, n):
    """x's 31 low bits and its 33 top bits (of n), in one 64-bit word."""
    return (x & ((1 << 31) - 1)) | (x >> (n - 33)) << 31


def update_mod(u, v, f, g, m, minv64):
    """(f*u + g*v) / 2^64 mod m, u and v in [0, m): Montgomery division by
    2^64 (the k*m that clears the low word), then one correction."""
    t = f * u + g * v
    t += ((-t * minv64) & M64) * m
    assert t & M64 == 0
    t >>= 64
    assert -m < t < 2 * m
    if t < 0:
        t += m
    elif t >= m:
        t -= m
    return t


def inv_mont(name, m, nlimbs, x):
    """x*R -> x^-1 * R (Montgomery form in and out), 0 -> 0."""
    rad = 1 << (64 * nlimbs)
    minv64 = pow(m, -1, 1 << 64)
    steps = INNER * OUTER[name] + FINAL[name]
    assert steps == 2 * m.bit_length() - 2
    # Invariants: a * 2^s * C0 = u * x (mod m) and b * 2^s * C0 = v * x, after
    # s steps and j divisions of u, v by 2^64. Starting u at
    # C0 = 2^(64*(OUTER+1) - steps) * R^2 makes the final v = x^-1 * R^2,
    # which for x = X*R is X^-1 * R: no final correction multiply.
    a, b = x, m
    u, v = pow(2, 64 * (OUTER[name] + 1) - steps, m) * rad * rad % m, 0
    for _ in range(OUTER[name]):
        before = a.bit_length() + b.bit_length()
        n = max(a.bit_length(), b.bit_length(), 2 * K)
        f0, g0, f1, g1 = bingcd_steps(approx(a, n), approx(b, n), INNER, True)
        a, b = a * f0 + b * g0, a * f1 + b * g1
        assert a % (1 << INNER) == 0 and b % (1 << INNER) == 0
        a, b = a >> INNER, b >> INNER
        # |f0| + |g0| <= 2^31, so |a| and |b| never exceed max(a, b) <= m
        assert abs(a) <= m and abs(b) <= m
        if a < 0:                        # the approximations misled the loop
            a, f0, g0 = -a, -f0, -g0
        if b < 0:
            b, f1, g1 = -b, -f1, -g1
        u, v = update_mod(u, v, f0, g0, m, minv64), update_mod(u, v, f1, g1, m, minv64)
        after = a.bit_length() + b.bit_length()
        assert after <= before - INNER or a == 0, (before, after)
    # a and b now fit in one word: finish on exact values, only v is needed.
    # (For x = 0, a stays 0 and b = m, but then f1 = 0 and v stays 0.)
    assert x == 0 or a.bit_length() + b.bit_length() <= 2 * m.bit_length() - INNER * OUTER[name] <= 64
    _, _, f1, g1 = bingcd_steps(a & M64, b & M64, FINAL[name], False)
    assert x == 0 or (a * f1 + b * g1) >> FINAL[name] == 1    # b ended at 1
    v = update_mod(u, v, f1, g1, m, minv64)
    return v


if __name__ == "__main__":
    inv_fields.run_cli(inv_mont)
