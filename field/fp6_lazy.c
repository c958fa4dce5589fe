/*
 * Fp6 product with lazy reduction (Aranha, Karabina, Longa, Gebotys, Lopez,
 * "Faster explicit formulas for computing pairings over ordinary curves",
 * EUROCRYPT 2011, section 3): the Karatsuba formulas of fp6.c evaluated on
 * wide Fp2 products (field/wide.h), so 18 wide Fp multiplications are
 * followed by 6 Montgomery reductions, one per output Fp coefficient,
 * instead of 12 (lazy Fp2) or 18 (plain).
 *
 * Bounds: the inputs are reduced, so each Karatsuba sum a_i + a_j is left
 * unreduced with coordinates < 2p, which bls381_fp2_mul_wide accepts; every
 * wide value stays in [0, p*2^384) by construction (wide.h).
 */
#include "field/wide.h"
#include "field/field_asm.h"

/* the wide Fp2 product: x86's or AArch64's kernel, or the C */
static void fp2_mul_wide(bls381_fp2w *r, const bls381_fp2 *a, const bls381_fp2 *b)
{
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) { bls381_fp2_mul_wide_mulx(r, a, b); return; }
#endif
    BLS381_A64_OR(bls381_fp2_mul_wide_arm, bls381_fp2_mul_wide)(r, a, b);
}

/* a + b per coordinate, not reduced: x86's or AArch64's kernel, or the C
 * (in a function of its own, so that the x86 path saves no registers) */
static BLS381_NOINLINE void fp2_add_unreduced_c(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b)
{
    BLS381_A64_OR(bls381_fp2_add_unreduced_arm(r, a, b),
                  (bls381_fp_add_unreduced(&r->c0, &a->c0, &b->c0), bls381_fp_add_unreduced(&r->c1, &a->c1, &b->c1)));
}

static void fp2_add_unreduced(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b)
{
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) { bls381_fp2_add_unreduced_asm(r, a, b); return; }
#endif
    fp2_add_unreduced_c(r, a, b);
}

void bls381_fp6_mul_wide(bls381_fp6w *r, const bls381_fp6 *a, const bls381_fp6 *b)
{
    /* t_i = a_i b_i;
     * c0 = t0 + xi((a1+a2)(b1+b2) - t1 - t2)
     * c1 = (a0+a1)(b0+b1) - t0 - t1 + xi t2
     * c2 = (a0+a2)(b0+b2) - t0 - t2 + t1 */
    bls381_fp2w t0, t1, t2, m, c0, c1, c2;
    bls381_fp2 x, y;
    fp2_mul_wide(&t0, &a->c0, &b->c0);
    fp2_mul_wide(&t1, &a->c1, &b->c1);
    fp2_mul_wide(&t2, &a->c2, &b->c2);

    fp2_add_unreduced(&x, &a->c1, &a->c2);
    fp2_add_unreduced(&y, &b->c1, &b->c2);
    fp2_mul_wide(&c0, &x, &y);
    bls381_fp2w_sub(&c0, &c0, &t1);
    bls381_fp2w_sub(&c0, &c0, &t2);
    bls381_fp2w_mul_by_nonresidue(&c0, &c0);
    bls381_fp2w_add(&c0, &c0, &t0);

    fp2_add_unreduced(&x, &a->c0, &a->c1);
    fp2_add_unreduced(&y, &b->c0, &b->c1);
    fp2_mul_wide(&c1, &x, &y);
    bls381_fp2w_sub(&c1, &c1, &t0);
    bls381_fp2w_sub(&c1, &c1, &t1);
    bls381_fp2w_mul_by_nonresidue(&m, &t2);
    bls381_fp2w_add(&c1, &c1, &m);

    fp2_add_unreduced(&x, &a->c0, &a->c2);
    fp2_add_unreduced(&y, &b->c0, &b->c2);
    fp2_mul_wide(&c2, &x, &y);
    bls381_fp2w_sub(&c2, &c2, &t0);
    bls381_fp2w_sub(&c2, &c2, &t2);
    bls381_fp2w_add(&r->c2, &c2, &t1);

    r->c0 = c0;
    r->c1 = c1;
}

void bls381_fp6_mul_lazy(bls381_fp6 *r, const bls381_fp6 *a, const bls381_fp6 *b)
{
    bls381_fp6w t;
    bls381_fp6_mul_wide(&t, a, b);
    bls381_fp6w_redc(r, &t);
}
