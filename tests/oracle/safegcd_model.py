#!/usr/bin/env python3
"""Model of field/inv_bernstein_yang.c: constant-time safegcd inversion.

Bernstein and Yang, "Fast constant-time gcd computation and modular
inversion" (TCHES 2019), with the half-delta divstep of Wuille's
safegcd-bounds ("hddivsteps": the original divstep started at delta = 1/2).

Same structure and same numbers as the C: BATCHES batches of 59 divsteps,
each computed from the low 64 bits of f and g only, giving a 2x2 matrix
scaled by 2^62; the matrix is applied to (f, g) and, modulo m, to (d, e).
Plain Python integers stand in for the signed 62-bit limbs; the asserts are
the range facts that let the C use 7 (Fp) or 5 (Fr) such limbs.

    safegcd_model.py SEED COUNT   -> "F x inv(x)" lines (see inv_fields.py)
"""
import inv_fields

M62 = (1 << 62) - 1
M64 = (1 << 64) - 1
STEPS = 59                               # divsteps per batch
BATCHES = {"p": 15, "r": 10}             # 15*59 = 885 >= 878, 10*59 = 590 >= 588
LIMBS62 = {"p": 7, "r": 5}


def divsteps_59(zeta, f, g):
    """59 hddivsteps on the low 64 bits of f and g (f odd).

    zeta = -(delta + 1/2), so delta > 0 exactly when zeta < 0; delta starts
    at 1/2, zeta at -1. Returns zeta and (u, v, q, r) such that, for the full
    numbers, f' * 2^62 = u*f + v*g and g' * 2^62 = q*f + r*g. Instead of
    halving g each step we double f's coefficients (u, v); starting them at
    2^3 makes the final scale 2^(3+59) = 2^62 whatever the step count.
    """
    u, v, q, r = 8, 0, 0, 8
    f &= M64
    g &= M64
    for _ in range(STEPS):
        assert f & 1
        if zeta < 0 and g & 1:           # delta > 0, g odd: (f, g) <- (g, (g - f)/2)
            zeta, f, g, u, v, q, r = -zeta - 2, g, g - f, q, r, q - u, r - v
        elif g & 1:                      # delta <= 0, g odd: g <- (g + f)/2
            zeta, g, q, r = zeta - 1, g + f, q + u, r + v
        else:                            # g even: g <- g/2
            zeta = zeta - 1
        g = (g & M64) >> 1               # only low bits matter; bit 63 is junk
        u, v = 2 * u, 2 * v
        assert abs(u) + abs(v) <= 1 << 62 and abs(q) + abs(r) <= 1 << 62
    return zeta, (u, v, q, r)


def sext(x, bits):
    """The low `bits` bits of x as a signed number."""
    x &= (1 << bits) - 1
    return x - (1 << bits) if x >> (bits - 1) else x


def divsteps_packed(zeta, f, g):
    """The same 59 steps as the C runs them: three sub-batches (20, 20, 19)
    on packed words fuv = f_t + 2^20 u + 2^42 v and grs = g_t + 2^20 q +
    2^42 r, where f_t, g_t are the low s bits of f, g taken signed and the
    matrix starts at 2^s times the identity (so halving g's row is exact).
    Every value is checked to fit its field; the 64-bit words wrap as in C."""
    total = (1, 0, 0, 1)
    f &= M64
    g &= M64
    for s in (20, 20, 19):
        fuv = sext(f, s) + (1 << (20 + s))
        grs = sext(g, s) + (1 << (42 + s))
        for _ in range(s):
            if zeta < 0 and grs & 1:
                zeta, fuv, grs = -zeta - 2, grs, grs - fuv
            elif grs & 1:
                zeta, grs = zeta - 1, grs + fuv
            else:
                zeta = zeta - 1
            assert grs % 2 == 0
            grs //= 2
            for w in (fuv, grs):
                lo = sext(w, 20)
                c1 = sext((w - lo) >> 20, 22)
                c2 = (w - lo - (c1 << 20)) >> 42
                assert abs(lo) < 1 << (s - 1) and abs(c1) <= 1 << s and abs(c2) <= 1 << s
                assert abs(w) < 1 << 63          # the word is an int64
        u, v = sext((fuv - sext(fuv, 20)) >> 20, 22), 0
        v = (fuv - sext(fuv, 20) - (u << 20)) >> 42
        q = sext((grs - sext(grs, 20)) >> 20, 22)
        r = (grs - sext(grs, 20) - (q << 20)) >> 42
        # advance the 64-bit words: their low 64 - s bits are right
        f, g = ((u * f + v * g) & M64) >> s, ((q * f + r * g) & M64) >> s
        a = total
        total = (u * a[0] + v * a[2], u * a[1] + v * a[3], q * a[0] + r * a[2], q * a[1] + r * a[3])
    return zeta, tuple(x << 3 for x in total)


def update_fg(f, g, t):
    u, v, q, r = t
    cf, cg = u * f + v * g, q * f + r * g
    assert cf & M62 == 0 and cg & M62 == 0   # exact division by 2^62
    return cf >> 62, cg >> 62


def update_de(d, e, t, m, minv62):
    """(d, e) <- (u*d + v*e, q*d + r*e) / 2^62 mod m, kept in (-2m, m).

    Where d < 0 (e < 0) we add u*m and q*m (v*m and r*m), i.e. use d + m,
    which is in (-m, m). Then we subtract the multiple k*m (0 <= k < 2^62)
    that clears the low 62 bits; the C computes k from the low limbs only.
    """
    u, v, q, r = t
    assert -2 * m < d < m and -2 * m < e < m
    md = (u if d < 0 else 0) + (v if e < 0 else 0)
    me = (q if d < 0 else 0) + (r if e < 0 else 0)
    md -= (minv62 * (u * d + v * e) + md) & M62
    me -= (minv62 * (q * d + r * e) + me) & M62
    assert -(1 << 63) <= md < (1 << 63) and -(1 << 63) <= me < (1 << 63)
    cd, ce = u * d + v * e + md * m, q * d + r * e + me * m
    assert cd & M62 == 0 and ce & M62 == 0
    d, e = cd >> 62, ce >> 62
    assert -2 * m < d < m and -2 * m < e < m
    return d, e


def inv_mont(name, m, nlimbs, x):
    """x*R -> x^-1 * R (Montgomery form in and out), 0 -> 0."""
    rad = 1 << (64 * nlimbs)
    minv62 = pow(m, -1, 1 << 62)
    bound = 1 << (62 * LIMBS62[name] - 1)    # what the signed-62 limbs can hold
    zeta, f, g = -1, m, x
    # d*X = f*R^2 and e*X = g*R^2 (mod m): e = R^2 folds the Montgomery
    # correction into the start, so the result needs no final multiply.
    d, e = 0, rad * rad % m
    for i in range(BATCHES[name]):
        z, t = divsteps_59(zeta, f, g)
        assert (z, t) == divsteps_packed(zeta, f, g)
        zeta = z
        if i == BATCHES[name] - 1:
            # Last batch: only d and the sign of f are needed. f is then +-1
            # (or m when x = 0, where d = 0 anyway), so its low limb tells.
            f_low = ((t[0] * (f & ((1 << 124) - 1)) + t[1] * (g & ((1 << 124) - 1))) >> 62) & M62
            d, _ = update_de(d, e, t, m, minv62)
            f, g = update_fg(f, g, t)
            assert g == 0 and (f in (1, -1) or (x == 0 and f == m))
            f_negative = f_low != 1
            assert x == 0 or f_negative == (f == -1)
            break
        f, g = update_fg(f, g, t)
        d, e = update_de(d, e, t, m, minv62)
        assert abs(f) <= m and abs(g) <= m and abs(f) < bound and abs(d) < bound
    # normalise: d in (-2m, m) -> [0, m), times the sign of f
    if d < 0:
        d += m
    if f_negative:
        d = -d
    if d < 0:
        d += m
    assert 0 <= d < m
    return d


if __name__ == "__main__":
    inv_fields.run_cli(inv_mont)
