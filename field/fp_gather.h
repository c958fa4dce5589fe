/*
 * Products of one element's formula gathered into the eight-lane engine.
 *
 * The engine (field/fp_x8.h) multiplies eight independent elements at a
 * time. A tower formula over ONE element (an Fp12 square, a line
 * multiplied into the Miller loop's accumulator) has dozens of
 * independent Fp products too, once its Karatsuba sums are formed: the
 * caller queues them (operands and destinations as pointers), runs the
 * queue, and combines the results with scalar additions. A product costs
 * its share of a lane product, two loads and a store (build/bench
 * fp_mul_x8, fp_load_x8, fp_store_x8 against fp_mul), but additions in the
 * lanes are no cheaper than scalar ones (fp_add_x8 against fp_add), so
 * only the products move (BENCHMARKS.md, "One element's products gathered
 * into the lanes", has the figures).
 *
 * Contract: operands fully reduced; each destination gets the Montgomery
 * product, fully reduced, bit for bit bls381_fp_mul's (the engine's store
 * reduces); no destination may be an operand of the same run (the
 * products are stored eight at a time). A last group of fewer than
 * BLS381_FP_GATHER_LANES_MIN products is computed with bls381_fp_mul.
 * Variable time, public data only, as the engine.
 *
 * Fp2 products on top (Karatsuba, 3 Fp products): _mul queues a b into a
 * slot, _done makes the Fp2 result from the slot after the run; _sqr
 * queues a^2 as (a0 + a1)(a0 - a1) and 2 a0 a1 (2 products). A slot holds
 * the sums the queued products point to, so it must live until _done.
 *
 * Fp6 and Fp12 on top (field/tower_gather.c), the formulas of field/fp6.c
 * and fp12.c split at their products (field/tower.h's _combine): an Fp6
 * product (6 Fp2 products, 18 Fp) or a product by b0 + b1 v (5, 15)
 * queued into an Fp6 slot and finished by _done; an Fp12 square in one
 * call (two Fp6 products in one run: 36 Fp products, five lane groups),
 * an Fp12 product and a compressed cyclotomic squaring likewise.
 * Results are bit for bit those of the scalar forms.
 *
 * For every build: bls381_fp_gather_engine() is the engine to gather into
 * (the library's choice, NULL where the build has none), and the _on
 * functions take the gathered form for an engine, the scalar one for NULL.
 */
#ifndef BLS381_FIELD_FP_GATHER_H
#define BLS381_FIELD_FP_GATHER_H

#include "field/fp_x8.h"
#include "field/tower.h"

#if BLS381_HAVE_LANES

#define BLS381_FP_GATHER_MAX 64
/* a remainder of this many products or more takes a padded lane group
 * (a group's cost, eight lane products with their loads and stores, is
 * about that of three fp_mul by the bench lines above) */
#define BLS381_FP_GATHER_LANES_MIN 3

typedef struct {
    size_t n;
    const bls381_fp *a[BLS381_FP_GATHER_MAX], *b[BLS381_FP_GATHER_MAX];
    bls381_fp *r[BLS381_FP_GATHER_MAX];
} bls381_fp_gather;

static inline void bls381_fp_gather_push(bls381_fp_gather *g, bls381_fp *r, const bls381_fp *a, const bls381_fp *b)
{
    g->a[g->n] = a;
    g->b[g->n] = b;
    g->r[g->n] = r;
    g->n++;
}

/* every queued product, then n = 0 (field/fp_gather.c) */
void bls381_fp_gather_run(const bls381_fp_x8_engine *e, bls381_fp_gather *g);

typedef struct { bls381_fp sa, sb, p[3]; } bls381_fp2_gather_slot;

static inline void bls381_fp2_gather_mul(bls381_fp_gather *g, bls381_fp2_gather_slot *s, const bls381_fp2 *a,
                                         const bls381_fp2 *b)
{
    bls381_fp_add(&s->sa, &a->c0, &a->c1);
    bls381_fp_add(&s->sb, &b->c0, &b->c1);
    bls381_fp_gather_push(g, &s->p[0], &a->c0, &b->c0);
    bls381_fp_gather_push(g, &s->p[1], &a->c1, &b->c1);
    bls381_fp_gather_push(g, &s->p[2], &s->sa, &s->sb);
}

static inline void bls381_fp2_gather_sqr(bls381_fp_gather *g, bls381_fp2_gather_slot *s, const bls381_fp2 *a)
{
    bls381_fp_add(&s->sa, &a->c0, &a->c1);
    bls381_fp_sub(&s->sb, &a->c0, &a->c1);
    bls381_fp_dbl(&s->p[2], &a->c0);
    bls381_fp_gather_push(g, &s->p[0], &s->sa, &s->sb);
    bls381_fp_gather_push(g, &s->p[1], &s->p[2], &a->c1);
}

/* r = the product queued in s: (p0 - p1) + (p2 - p0 - p1) u */
static inline void bls381_fp2_gather_done(bls381_fp2 *r, const bls381_fp2_gather_slot *s)
{
    bls381_fp t;
    bls381_fp_add(&t, &s->p[0], &s->p[1]);
    bls381_fp_sub(&r->c0, &s->p[0], &s->p[1]);
    bls381_fp_sub(&r->c1, &s->p[2], &t);
}

/* r = the square queued in s */
static inline void bls381_fp2_gather_sqr_done(bls381_fp2 *r, const bls381_fp2_gather_slot *s)
{
    r->c0 = s->p[0];
    r->c1 = s->p[1];
}

typedef struct {
    bls381_fp2 x[3], y[3];
    bls381_fp2_gather_slot s[6];
} bls381_fp6_gather_slot;

void bls381_fp6_gather_mul(bls381_fp_gather *g, bls381_fp6_gather_slot *s, const bls381_fp6 *a,
                           const bls381_fp6 *b);
void bls381_fp6_gather_mul_done(bls381_fp6 *r, const bls381_fp6_gather_slot *s);
void bls381_fp6_gather_mul_by_01(bls381_fp_gather *g, bls381_fp6_gather_slot *s, const bls381_fp6 *a,
                                 const bls381_fp2 *b0, const bls381_fp2 *b1);
void bls381_fp6_gather_mul_by_01_done(bls381_fp6 *r, const bls381_fp6_gather_slot *s);
/* r = a^2, r = a b (54 products, seven lane groups), and the compressed
 * cyclotomic squaring (12 products, two groups); r may alias the inputs */
void bls381_fp12_sqr_gathered(const bls381_fp_x8_engine *e, bls381_fp12 *r, const bls381_fp12 *a);
void bls381_fp12_mul_gathered(const bls381_fp_x8_engine *e, bls381_fp12 *r, const bls381_fp12 *a,
                              const bls381_fp12 *b);
void bls381_fp12_cyclotomic_sqr_compressed_gathered(const bls381_fp_x8_engine *e, bls381_fp12_compressed *r,
                                                     const bls381_fp12_compressed *a);

#endif

static inline const bls381_fp_x8_engine *bls381_fp_gather_engine(void)
{
#if BLS381_HAVE_LANES
    return bls381_fp_x8_get();
#else
    return NULL;
#endif
}

static inline void bls381_fp12_sqr_on(const bls381_fp_x8_engine *e, bls381_fp12 *r, const bls381_fp12 *a)
{
#if BLS381_HAVE_LANES
    if (e) { bls381_fp12_sqr_gathered(e, r, a); return; }
#endif
    (void)e;
    bls381_fp12_sqr(r, a);
}

static inline void bls381_fp12_mul_on(const bls381_fp_x8_engine *e, bls381_fp12 *r, const bls381_fp12 *a,
                                      const bls381_fp12 *b)
{
#if BLS381_HAVE_LANES
    if (e) { bls381_fp12_mul_gathered(e, r, a, b); return; }
#endif
    (void)e;
    bls381_fp12_mul(r, a, b);
}

static inline void bls381_fp12_cyclotomic_sqr_compressed_on(const bls381_fp_x8_engine *e,
                                                            bls381_fp12_compressed *r,
                                                            const bls381_fp12_compressed *a)
{
#if BLS381_HAVE_LANES
    if (e) { bls381_fp12_cyclotomic_sqr_compressed_gathered(e, r, a); return; }
#endif
    (void)e;
    bls381_fp12_cyclotomic_sqr_compressed(r, a);
}

#endif
