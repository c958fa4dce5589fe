/*
 * Eight Fp2 = Fp[u]/(u^2 + 1) elements over the eight-lane engine
 * (field/fp_x8.h): c0 and c1 each one bls381_fp_x8, lane k of both the
 * element of lane k. The forms of field/fp2.c's plain arithmetic written
 * over the engine's Fp operations: mul is Karatsuba (3 products), sqr
 * (c0+c1)(c0-c1) and 2 c0 c1 (2 products). Variable time, public data only,
 * as the engine.
 *
 * Bounds: those of the engine, coordinate by coordinate: every operation
 * takes coordinates with limbs below 2^52 and value below 2p and returns
 * such coordinates (each step is one engine operation, which keeps them);
 * store and the masks reduce to [0, p), so a stored result is bit-identical
 * with field/fp2.c's.
 *
 * Operations (r may alias inputs):
 *   add, sub, neg, conj, mul, sqr     in Fp2, lane by lane;
 *   mul_by_nonresidue                 r = (u + 1) a (r must not be a);
 *   mul_const                         r = a c, c one bls381_fp2 in every lane;
 *   load, store                       of eight bls381_fp2 (load: canonical);
 *   broadcast                         c in every lane (canonical);
 *   eq, is_zero                       mask, bit k for lane k;
 *   sqrt (field/fp2_x8_sqrt.c)        the root bls381_fp2_sqrt gives, bit
 *                                     for bit, and the mask of the lanes
 *                                     where a is a square.
 * All but sqrt are static inline: the header is their whole implementation
 * (no object, so curve/ and the tests include it without a link between
 * files of field/).
 */
#ifndef BLS381_FIELD_FP2_X8_H
#define BLS381_FIELD_FP2_X8_H

#include "field/fp_x8.h"

typedef struct { bls381_fp_x8 c0, c1; } bls381_fp2_x8;

static inline void bls381_fp2_x8_load(const bls381_fp_x8_engine *e, bls381_fp2_x8 *r,
                                      const bls381_fp2 *const src[8])
{
    const bls381_fp *c0[8], *c1[8];
    for (int k = 0; k < 8; k++) c0[k] = &src[k]->c0, c1[k] = &src[k]->c1;
    e->fp_load(&r->c0, c0);
    e->fp_load(&r->c1, c1);
}

static inline void bls381_fp2_x8_store(const bls381_fp_x8_engine *e, bls381_fp2 *const dst[8],
                                       const bls381_fp2_x8 *a)
{
    bls381_fp *c0[8], *c1[8];
    for (int k = 0; k < 8; k++) c0[k] = &dst[k]->c0, c1[k] = &dst[k]->c1;
    e->fp_store(c0, &a->c0);
    e->fp_store(c1, &a->c1);
}

static inline void bls381_fp2_x8_broadcast(const bls381_fp_x8_engine *e, bls381_fp2_x8 *r, const bls381_fp2 *c)
{
    const bls381_fp2 *src[8] = { c, c, c, c, c, c, c, c };
    bls381_fp2_x8_load(e, r, src);
}

static inline void bls381_fp2_x8_add(const bls381_fp_x8_engine *e, bls381_fp2_x8 *r, const bls381_fp2_x8 *a,
                                     const bls381_fp2_x8 *b)
{
    e->fp_add(&r->c0, &a->c0, &b->c0);
    e->fp_add(&r->c1, &a->c1, &b->c1);
}

static inline void bls381_fp2_x8_sub(const bls381_fp_x8_engine *e, bls381_fp2_x8 *r, const bls381_fp2_x8 *a,
                                     const bls381_fp2_x8 *b)
{
    e->fp_sub(&r->c0, &a->c0, &b->c0);
    e->fp_sub(&r->c1, &a->c1, &b->c1);
}

static inline void bls381_fp2_x8_neg(const bls381_fp_x8_engine *e, bls381_fp2_x8 *r, const bls381_fp2_x8 *a)
{
    e->fp_neg(&r->c0, &a->c0);
    e->fp_neg(&r->c1, &a->c1);
}

static inline void bls381_fp2_x8_conj(const bls381_fp_x8_engine *e, bls381_fp2_x8 *r, const bls381_fp2_x8 *a)
{
    r->c0 = a->c0;
    e->fp_neg(&r->c1, &a->c1);
}

/* (a0 + a1 u)(b0 + b1 u) = (a0 b0 - a1 b1) + ((a0+a1)(b0+b1) - a0 b0 - a1 b1) u */
static inline void bls381_fp2_x8_mul(const bls381_fp_x8_engine *e, bls381_fp2_x8 *r, const bls381_fp2_x8 *a,
                                     const bls381_fp2_x8 *b)
{
    bls381_fp_x8 t0, t1, s0, s1;
    e->fp_mul(&t0, &a->c0, &b->c0);
    e->fp_mul(&t1, &a->c1, &b->c1);
    e->fp_add(&s0, &a->c0, &a->c1);
    e->fp_add(&s1, &b->c0, &b->c1);
    e->fp_mul(&s0, &s0, &s1);
    e->fp_sub(&s0, &s0, &t0);
    e->fp_sub(&r->c1, &s0, &t1);
    e->fp_sub(&r->c0, &t0, &t1);
}

/* (a0 + a1 u)^2 = (a0+a1)(a0-a1) + 2 a0 a1 u */
static inline void bls381_fp2_x8_sqr(const bls381_fp_x8_engine *e, bls381_fp2_x8 *r, const bls381_fp2_x8 *a)
{
    bls381_fp_x8 s, d, m;
    e->fp_add(&s, &a->c0, &a->c1);
    e->fp_sub(&d, &a->c0, &a->c1);
    e->fp_mul(&m, &a->c0, &a->c1);
    e->fp_mul(&r->c0, &s, &d);
    e->fp_add(&r->c1, &m, &m);
}

/* r = (u + 1) a = (a0 - a1) + (a0 + a1) u (bls381_fp2_mul_by_nonresidue);
 * r must not be a */
static inline void bls381_fp2_x8_mul_by_nonresidue(const bls381_fp_x8_engine *e, bls381_fp2_x8 *r,
                                                   const bls381_fp2_x8 *a)
{
    e->fp_sub(&r->c0, &a->c0, &a->c1);
    e->fp_add(&r->c1, &a->c0, &a->c1);
}

static inline void bls381_fp2_x8_mul_const(const bls381_fp_x8_engine *e, bls381_fp2_x8 *r, const bls381_fp2_x8 *a,
                                           const bls381_fp2 *c)
{
    bls381_fp2_x8 cc;
    bls381_fp2_x8_broadcast(e, &cc, c);
    bls381_fp2_x8_mul(e, r, a, &cc);
}

static inline unsigned bls381_fp2_x8_eq(const bls381_fp_x8_engine *e, const bls381_fp2_x8 *a,
                                        const bls381_fp2_x8 *b)
{
    return e->fp_eq(&a->c0, &b->c0) & e->fp_eq(&a->c1, &b->c1);
}

static inline unsigned bls381_fp2_x8_is_zero(const bls381_fp_x8_engine *e, const bls381_fp2_x8 *a)
{
    return e->fp_is_zero(&a->c0) & e->fp_is_zero(&a->c1);
}

/* r = the square root of a that bls381_fp2_sqrt gives, in the lanes of
 * the returned mask (bit k set when a's lane k is a square; r's other
 * lanes unspecified); r may alias a. */
unsigned bls381_fp2_x8_sqrt_vartime(const bls381_fp_x8_engine *e, bls381_fp2_x8 *r, const bls381_fp2_x8 *a);

#endif
