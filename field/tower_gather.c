/*
 * Fp6 products and the Fp12 square with their Fp products gathered into
 * the lane engine (field/fp_gather.h): the operands and Karatsuba sums of
 * field/fp6.c's and fp12.c's plain forms, their products queued, the
 * results combined by the same functions the scalar forms use
 * (field/tower.h's _combine).
 */
#include "field/fp_gather.h"

#if BLS381_HAVE_LANES

void bls381_fp6_gather_mul(bls381_fp_gather *g, bls381_fp6_gather_slot *s, const bls381_fp6 *a,
                           const bls381_fp6 *b)
{
    bls381_fp2_add(&s->x[0], &a->c1, &a->c2);
    bls381_fp2_add(&s->y[0], &b->c1, &b->c2);
    bls381_fp2_add(&s->x[1], &a->c0, &a->c1);
    bls381_fp2_add(&s->y[1], &b->c0, &b->c1);
    bls381_fp2_add(&s->x[2], &a->c0, &a->c2);
    bls381_fp2_add(&s->y[2], &b->c0, &b->c2);
    bls381_fp2_gather_mul(g, &s->s[0], &a->c0, &b->c0);
    bls381_fp2_gather_mul(g, &s->s[1], &a->c1, &b->c1);
    bls381_fp2_gather_mul(g, &s->s[2], &a->c2, &b->c2);
    for (int k = 0; k < 3; k++) bls381_fp2_gather_mul(g, &s->s[3 + k], &s->x[k], &s->y[k]);
}

void bls381_fp6_gather_mul_done(bls381_fp6 *r, const bls381_fp6_gather_slot *s)
{
    bls381_fp2 p[6];
    for (int k = 0; k < 6; k++) bls381_fp2_gather_done(&p[k], &s->s[k]);
    bls381_fp6_mul_combine(r, p);
}

void bls381_fp6_gather_mul_by_01(bls381_fp_gather *g, bls381_fp6_gather_slot *s, const bls381_fp6 *a,
                                 const bls381_fp2 *b0, const bls381_fp2 *b1)
{
    bls381_fp2_add(&s->x[0], &a->c1, &a->c2);
    bls381_fp2_add(&s->x[1], &a->c0, &a->c1);
    bls381_fp2_add(&s->y[1], b0, b1);
    bls381_fp2_add(&s->x[2], &a->c0, &a->c2);
    bls381_fp2_gather_mul(g, &s->s[0], &a->c0, b0);
    bls381_fp2_gather_mul(g, &s->s[1], &a->c1, b1);
    bls381_fp2_gather_mul(g, &s->s[2], &s->x[0], b1);
    bls381_fp2_gather_mul(g, &s->s[3], &s->x[1], &s->y[1]);
    bls381_fp2_gather_mul(g, &s->s[4], &s->x[2], b0);
}

void bls381_fp6_gather_mul_by_01_done(bls381_fp6 *r, const bls381_fp6_gather_slot *s)
{
    bls381_fp2 p[5];
    for (int k = 0; k < 5; k++) bls381_fp2_gather_done(&p[k], &s->s[k]);
    bls381_fp6_mul_by_01_combine(r, p);
}

void bls381_fp12_sqr_gathered(const bls381_fp_x8_engine *e, bls381_fp12 *r, const bls381_fp12 *a)
{
    bls381_fp_gather g;
    g.n = 0;
    bls381_fp6_gather_slot st, sm;
    bls381_fp6 x, y, t, m;
    bls381_fp6_add(&x, &a->c0, &a->c1);
    bls381_fp6_mul_by_nonresidue(&y, &a->c1);
    bls381_fp6_add(&y, &y, &a->c0);
    bls381_fp6_gather_mul(&g, &st, &a->c0, &a->c1);
    bls381_fp6_gather_mul(&g, &sm, &x, &y);
    bls381_fp_gather_run(e, &g);
    bls381_fp6_gather_mul_done(&t, &st);
    bls381_fp6_gather_mul_done(&m, &sm);
    bls381_fp12_sqr_combine(r, &t, &m);
}

void bls381_fp12_mul_gathered(const bls381_fp_x8_engine *e, bls381_fp12 *r, const bls381_fp12 *a,
                              const bls381_fp12 *b)
{
    bls381_fp_gather g;
    bls381_fp6_gather_slot s0, s1, sm;
    bls381_fp6 x, y, t0, t1, m;
    g.n = 0;
    bls381_fp6_add(&x, &a->c0, &a->c1);
    bls381_fp6_add(&y, &b->c0, &b->c1);
    bls381_fp6_gather_mul(&g, &s0, &a->c0, &b->c0);
    bls381_fp6_gather_mul(&g, &s1, &a->c1, &b->c1);
    bls381_fp6_gather_mul(&g, &sm, &x, &y);
    bls381_fp_gather_run(e, &g);
    bls381_fp6_gather_mul_done(&t0, &s0);
    bls381_fp6_gather_mul_done(&t1, &s1);
    bls381_fp6_gather_mul_done(&m, &sm);
    bls381_fp12_mul_combine(r, &t0, &t1, &m);
}

void bls381_fp12_cyclotomic_sqr_compressed_gathered(const bls381_fp_x8_engine *e, bls381_fp12_compressed *r,
                                                     const bls381_fp12_compressed *a)
{
    bls381_fp_gather g;
    bls381_fp2_gather_slot s[6];
    bls381_fp2 x[2], q[6];
    g.n = 0;
    bls381_fp2_add(&x[0], &a->a2, &a->a5);
    bls381_fp2_add(&x[1], &a->a1, &a->a4);
    bls381_fp2_gather_sqr(&g, &s[0], &a->a2);
    bls381_fp2_gather_sqr(&g, &s[1], &a->a5);
    bls381_fp2_gather_sqr(&g, &s[2], &x[0]);
    bls381_fp2_gather_sqr(&g, &s[3], &a->a1);
    bls381_fp2_gather_sqr(&g, &s[4], &a->a4);
    bls381_fp2_gather_sqr(&g, &s[5], &x[1]);
    bls381_fp_gather_run(e, &g);                  /* 12 products, two lane groups */
    for (int k = 0; k < 6; k++) bls381_fp2_gather_sqr_done(&q[k], &s[k]);
    bls381_fp12_cyclotomic_sqr_compressed_combine(r, a, q);
}

#else
typedef int bls381_tower_gather_unused; /* ISO C: a translation unit declares something */
#endif
