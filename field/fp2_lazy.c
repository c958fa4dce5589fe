/*
 * Fp2 products with lazy reduction: Karatsuba on 768-bit (12-limb) integer
 * products, then one Montgomery reduction per output coefficient, so a
 * product costs 3 wide multiplications + 2 reductions instead of 3 full
 * Montgomery products (3 multiplications + 3 reductions), and the sums feeding
 * the products are not reduced either.
 *
 * Bounds. bls381_fp_redc(t) needs 0 <= t < M = p*2^384, and M > 9.8 p^2
 * since p < 2^381 (precisely 2^384/p = 9.84...). bls381_fp2_mul_wide takes
 * coordinates a_i, b_i < 2p (a reduced value, or the unreduced sum of two):
 *  - a0+a1 and b0+b1 are left unreduced: < 4p < 2^383, six limbs, and their
 *    product is < 16p^2 < 2^766, twelve limbs.
 *  - c1 = (a0+a1)(b0+b1) - a0*b0 - a1*b1 = a0*b1 + a1*b0 exactly, as
 *    integers, so it lies in [0, 8p^2), inside [0, M): no correction needed.
 *  - c0 = a0*b0 - a1*b1 lies in (-4p^2, 4p^2). When the 12-limb subtraction
 *    borrows, adding M (p on the top six limbs) brings it into
 *    (M - 4p^2, M). Either way c0 is in [0, M).
 * Squaring (reduced input): c0 = (a0+a1)(a0-a1+p) < 2p*2p = 4p^2 and
 * c1 = (2*a0)*a1 < 2p^2, the two sums unreduced (a0-a1+p is in (0, 2p)).
 * The masked add keeps everything constant time.
 */
#include "field/wide.h"

void bls381_fp2_mul_wide(bls381_fp2w *r, const bls381_fp2 *a, const bls381_fp2 *b)
{
    uint64_t t0[12], t1[12], t2[12];
    bls381_fp sa, sb;
    bls381_fp_add_unreduced(&sa, &a->c0, &a->c1);
    bls381_fp_add_unreduced(&sb, &b->c0, &b->c1);
    bls381_fp_mul_wide(t0, &a->c0, &b->c0);
    bls381_fp_mul_wide(t1, &a->c1, &b->c1);
    bls381_fp_mul_wide(t2, &sa, &sb);

    (void)bls381_wide_sub(t2, t2, t0);      /* exact: see the bounds above */
    (void)bls381_wide_sub(r->c1.l, t2, t1);

    uint64_t mask = bls381_ct_mask(bls381_wide_sub(t0, t0, t1)), c = 0;
    for (int i = 0; i < 6; i++) t0[6 + i] = bls381_adc(t0[6 + i], bls381_fp_modulus[i] & mask, &c);
    for (int i = 0; i < 12; i++) r->c0.l[i] = t0[i];
}

void bls381_fp2_mul_lazy(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b)
{
    bls381_fp2w t;
    bls381_fp2_mul_wide(&t, a, b);
    bls381_fp2w_redc(r, &t);
}

void bls381_fp2_sqr_lazy(bls381_fp2 *r, const bls381_fp2 *a)
{
    uint64_t t0[12], t1[12];
    bls381_fp s, d, a0x2;
    bls381_fp_add_unreduced(&s, &a->c0, &a->c1);
    bls381_fp_sub_unreduced(&d, &a->c0, &a->c1);
    bls381_fp_add_unreduced(&a0x2, &a->c0, &a->c0);
    bls381_fp_mul_wide(t0, &s, &d);
    bls381_fp_mul_wide(t1, &a0x2, &a->c1);
    bls381_fp_redc(&r->c0, t0);
    bls381_fp_redc(&r->c1, t1);
}
