/*
 * Fp2 products with lazy reduction: Karatsuba on 768-bit (12-limb) integer
 * products, then one Montgomery reduction per output coefficient, so a
 * product costs 3 wide multiplications + 2 reductions instead of 3 full
 * Montgomery products (3 multiplications + 3 reductions), and the sums feeding
 * the products are not reduced either.
 *
 * Bounds. bls381_fp_redc(t) needs 0 <= t < p*2^384. Since p < 2^381,
 * 2^384 > 8p, so any t < 8p^2 qualifies. Reduced inputs are < p.
 *  - a0+a1 and b0+b1 are left unreduced: < 2p < 2^382, six limbs, and their
 *    product is < 4p^2 < 2^764, twelve limbs.
 *  - c1 = (a0+a1)(b0+b1) - a0*b0 - a1*b1 = a0*b1 + a1*b0 exactly, as
 *    integers, so it lies in [0, 2p^2): no correction needed.
 *  - c0 = a0*b0 - a1*b1 lies in (-p^2, p^2). When the 12-limb subtraction
 *    borrows, adding p*2^384 (p on the top six limbs, which is 0 mod p in the
 *    reduction) brings it into (p*2^384 - p^2, p*2^384): in range.
 * Squaring: c0 = (a0+a1)(a0-a1+p) < 2p*2p = 4p^2 and c1 = (2*a0)*a1 < 2p^2,
 * the two sums unreduced (a0-a1+p is in (0, 2p)).
 * The masked add keeps everything constant time.
 */
#include "field/tower.h"

void bls381_fp2_mul_lazy(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b)
{
    uint64_t t0[12], t1[12], t2[12];
    bls381_fp sa, sb;
    bls381_fp_add_unreduced(&sa, &a->c0, &a->c1);
    bls381_fp_add_unreduced(&sb, &b->c0, &b->c1);
    bls381_fp_mul_wide(t0, &a->c0, &b->c0);
    bls381_fp_mul_wide(t1, &a->c1, &b->c1);
    bls381_fp_mul_wide(t2, &sa, &sb);

    (void)bls381_wide_sub(t2, t2, t0);      /* exact: see the bounds above */
    (void)bls381_wide_sub(t2, t2, t1);

    uint64_t mask = bls381_ct_mask(bls381_wide_sub(t0, t0, t1)), c = 0;
    for (int i = 0; i < 6; i++) t0[6 + i] = bls381_adc(t0[6 + i], bls381_fp_modulus[i] & mask, &c);

    bls381_fp_redc(&r->c0, t0);
    bls381_fp_redc(&r->c1, t2);
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
