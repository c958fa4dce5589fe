/*
 * Square root in Fp2 = Fp[u]/(u^2 + 1) through the norm, with two Fp
 * exponentiations and no inversion (p = 3 mod 4, so -1 is not a square).
 *
 * For a = a0 + a1 u, a is a square in Fp2 exactly when its norm
 * n = a0^2 + a1^2 is a square in Fp. With alpha = sqrt(n), the root is
 * x0 + x1 u with x0^2 = delta = (a0 + alpha)/2 and x1 = a1 / (2 x0), since
 * then x0^2 - x1^2 = delta - a1^2/(4 delta) = a0 (delta solves
 * 4 delta^2 - 4 a0 delta - a1^2 = 0). One exponentiation
 * t = delta^((p-3)/4) gives both the root and its inverse:
 * - t^2 delta = 1 (delta a square): x0 = t delta, 1/x0 = t, so
 *   x1 = a1 t / 2;
 * - t^2 delta = -1 (delta not a square): take x0 = a1 t / 2,
 *   x1 = -t delta; with t^2 = -1/delta the same algebra gives
 *   (x0 + x1 u)^2 = delta - a1^2/(4 delta) + a1 u = a.
 * delta = 0 happens only for a1 = 0 and alpha = -a0; delta = a0 is then the
 * other root of the quadratic and works the same way. Whatever happened on
 * the way, the result is squared and compared with a at the end: a
 * non-square (or a wrong branch) can only fail that test. Constant time.
 */
#include "field/field.h"

/* (p - 3) / 4, shared with field/fp2_x8_sqrt.c (field/field.h) */
const uint64_t bls381_fp2_sqrt_exponent[6] = {
    0xee7fbfffffffeaaaULL, 0x07aaffffac54ffffULL, 0xd9cc34a83dac3d89ULL,
    0xd91dd2e13ce144afULL, 0x92c6e9ed90d2eb35ULL, 0x0680447a8e5ff9a6ULL,
};

bool bls381_fp2_sqrt(bls381_fp2 *r, const bls381_fp2 *a)
{
    bls381_fp n, t, alpha, delta, chi, minus_one, half_a1;
    bls381_fp2 x, xa, xb, check;

    /* alpha = n^((p+1)/4), a root of n when n is a square */
    bls381_fp_sqr(&n, &a->c0);
    bls381_fp_sqr(&t, &a->c1);
    bls381_fp_add(&n, &n, &t);
    bls381_fp_pow_fixed(&alpha, &n, bls381_fp2_sqrt_exponent, 6);
    bls381_fp_mul(&alpha, &alpha, &n);

    bls381_fp_add(&delta, &a->c0, &alpha);
    bls381_fp_half(&delta, &delta);
    bls381_fp_cmov(&delta, &a->c0, bls381_fp_is_zero(&delta));

    bls381_fp_pow_fixed(&t, &delta, bls381_fp2_sqrt_exponent, 6);
    bls381_fp_sqr(&chi, &t);
    bls381_fp_mul(&chi, &chi, &delta);            /* Legendre symbol of delta */
    bls381_fp_half(&half_a1, &a->c1);

    bls381_fp_mul(&xa.c0, &t, &delta);            /* delta a square */
    bls381_fp_mul(&xa.c1, &half_a1, &t);
    xb.c0 = xa.c1;                                /* delta not a square */
    bls381_fp_neg(&xb.c1, &xa.c0);

    bls381_fp_set_one(&minus_one);
    bls381_fp_neg(&minus_one, &minus_one);
    x = xa;
    bls381_fp2_cmov(&x, &xb, bls381_fp_eq(&chi, &minus_one));

    bls381_fp2_sqr(&check, &x);
    bool ok = bls381_fp2_eq(&check, a);
    bls381_fp2_cmov(r, &x, ok);
    return ok;
}
