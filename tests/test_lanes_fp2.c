/*
 * Eight Fp2 elements over the lane engine (field/fp2_x8.h) against the
 * scalar Fp2 (field/fp2.c), bit for bit after store: products, squares,
 * sums, differences, negations, conjugates, products by a broadcast
 * constant, a chain feeding unreduced sums and differences (in [p, 2p))
 * into products, the eq and is_zero masks, on coordinates that are random
 * or edge values (lanes_pick_fp's, zero, b = a, b = -a), and the square
 * root (field/fp2_x8_sqrt.c) against bls381_fp2_sqrt, on the model and on
 * IFMA where the CPU has it.
 */
#include "harness.h"
#include "lanes_util.h"
#include "curve_util.h"
#include "bls381.h"
#include "field/fp2_x8.h"

#include <stdio.h>
#include <string.h>

/* zero (one in eight), else two coordinates of lanes_pick_fp */
static void pick_fp2(bls381_fp2 *r)
{
    if (test_rand64() % 8 == 0) {
        bls381_fp2_set_zero(r);
        return;
    }
    lanes_pick_fp(&r->c0);
    lanes_pick_fp(&r->c1);
}

/* the scalar twin of the chain below: -(a + b)^2 conj(a - b) c */
static void chain_ref(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b, const bls381_fp2 *c)
{
    bls381_fp2 s, d;
    bls381_fp2_add(&s, a, b);
    bls381_fp2_sqr(&s, &s);
    bls381_fp2_sub(&d, a, b);
    bls381_fp2_conj(&d, &d);
    bls381_fp2_mul(&s, &s, &d);
    bls381_fp2_mul(&s, &s, c);
    bls381_fp2_neg(r, &s);
}

typedef void (*op2_ref)(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b);

/* 1 when lane k of x (stored) differs from ref(a[k], b[k]) for some k */
static int differs(const bls381_fp_x8_engine *e, const bls381_fp2_x8 *x, op2_ref ref, const bls381_fp2 *a,
                   const bls381_fp2 *b)
{
    bls381_fp2 got[8], want;
    bls381_fp2 *pg[8];
    for (int k = 0; k < 8; k++) pg[k] = &got[k];
    bls381_fp2_x8_store(e, pg, x);
    int bad = 0;
    for (int k = 0; k < 8; k++) {
        ref(&want, &a[k], &b[k]);
        bad |= memcmp(&want, &got[k], sizeof want) != 0;
    }
    return bad;
}

static void ref_mul(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b) { bls381_fp2_mul(r, a, b); }
static void ref_sqr(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b) { (void)b, bls381_fp2_sqr(r, a); }
static void ref_add(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b) { bls381_fp2_add(r, a, b); }
static void ref_sub(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b) { bls381_fp2_sub(r, a, b); }
static void ref_neg(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b) { (void)b, bls381_fp2_neg(r, a); }
static void ref_conj(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b) { (void)b, bls381_fp2_conj(r, a); }
static void ref_copy(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b) { (void)b, *r = *a; }

static const bls381_fp2 *konst; /* the constant of ref_mul_const and ref_chain */
static void ref_mul_const(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b)
{
    (void)b, bls381_fp2_mul(r, a, konst);
}
static void ref_chain(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b) { chain_ref(r, a, b, konst); }

static void check_groups(const bls381_fp_x8_engine *e, size_t groups)
{
    for (size_t it = 0; it < groups; it++) {
        bls381_fp2 a[8], b[8], c;
        const bls381_fp2 *pa[8], *pb[8];
        for (int k = 0; k < 8; k++) {
            pick_fp2(&a[k]);
            unsigned same = (unsigned)(test_rand64() % 8);
            if (same == 0) b[k] = a[k];
            else if (same == 1) bls381_fp2_neg(&b[k], &a[k]);
            else pick_fp2(&b[k]);
            pa[k] = &a[k], pb[k] = &b[k];
        }
        pick_fp2(&c);
        if (it % 4 == 0) c.c0 = (bls381_fp){ { 0 } }; /* c0 zero, as psi's cx */
        konst = &c;
        bls381_fp2_x8 xa, xb, xr, xs, xd;
        bls381_fp2_x8_load(e, &xa, pa);
        bls381_fp2_x8_load(e, &xb, pb);
        int bad = differs(e, &xa, ref_copy, a, b);
        bls381_fp2_x8_mul(e, &xr, &xa, &xb);
        bad |= differs(e, &xr, ref_mul, a, b) << 1;
        bls381_fp2_x8_sqr(e, &xr, &xa);
        bad |= differs(e, &xr, ref_sqr, a, b) << 2;
        bls381_fp2_x8_add(e, &xs, &xa, &xb);
        bad |= differs(e, &xs, ref_add, a, b) << 3;
        bls381_fp2_x8_sub(e, &xd, &xa, &xb);
        bad |= differs(e, &xd, ref_sub, a, b) << 4;
        bls381_fp2_x8_neg(e, &xr, &xa);
        bad |= differs(e, &xr, ref_neg, a, b) << 5;
        bls381_fp2_x8_conj(e, &xr, &xa);
        bad |= differs(e, &xr, ref_conj, a, b) << 6;
        bls381_fp2_x8_mul_const(e, &xr, &xa, &c);
        bad |= differs(e, &xr, ref_mul_const, a, b) << 7;
        /* the chain, in place (outputs aliasing inputs) */
        bls381_fp2_x8_sqr(e, &xs, &xs);
        bls381_fp2_x8_conj(e, &xd, &xd);
        bls381_fp2_x8_mul(e, &xs, &xs, &xd);
        bls381_fp2_x8_mul_const(e, &xs, &xs, &c);
        bls381_fp2_x8_neg(e, &xs, &xs);
        bad |= differs(e, &xs, ref_chain, a, b) << 8;
        /* masks, on unreduced values too: a + b - b */
        unsigned eq = 0, z = 0;
        for (int k = 0; k < 8; k++) {
            eq |= (unsigned)bls381_fp2_eq(&a[k], &b[k]) << k;
            z |= (unsigned)bls381_fp2_is_zero(&a[k]) << k;
        }
        bls381_fp2_x8_add(e, &xs, &xa, &xb);
        bls381_fp2_x8_sub(e, &xs, &xs, &xb);
        if (bls381_fp2_x8_eq(e, &xs, &xb) != eq || bls381_fp2_x8_eq(e, &xa, &xb) != eq) bad |= 1 << 9;
        if (bls381_fp2_x8_is_zero(e, &xs) != z || bls381_fp2_x8_eq(e, &xs, &xa) != 0xff) bad |= 1 << 10;
        /* broadcast: every lane c */
        bls381_fp2_x8_broadcast(e, &xr, &c);
        for (int k = 0; k < 8; k++) pb[k] = &c;
        bls381_fp2_x8_load(e, &xb, pb);
        if (bls381_fp2_x8_eq(e, &xr, &xb) != 0xff) bad |= 1 << 11;
        if (bad) {
            test_failf(__FILE__, __LINE__, "%s engine differs from the scalar Fp2 (group %zu, checks %#x)", e->name,
                       it, (unsigned)bad);
            return;
        }
    }
}

TEST(lanes_fp2_x8__model_matches_the_scalar_fp2) { check_groups(&bls381_fp_x8_model, test_iters(4000)); }

TEST(lanes_fp2_x8__ifma_matches_the_scalar_fp2)
{
#if BLS381_HAVE_IFMA
    if (!bls381_cpu_has_ifma()) {
        printf("  lanes_fp2_x8__ifma_matches_the_scalar_fp2: skipped, no AVX-512 IFMA on this CPU\n");
        return;
    }
    check_groups(&bls381_fp_x8_ifma, test_iters(4000));
#else
    printf("  lanes_fp2_x8__ifma_matches_the_scalar_fp2: skipped, no IFMA back end in this build\n");
#endif
}

/* an input of the square root: a random square, a random element (a square
 * or not, half each), zero, a0 in Fp alone (a square in Fp2 whatever a0),
 * -c^2 (a1 = 0 and delta = (a0 + alpha)/2 = 0: the root goes through
 * delta = a0), c u (a0 = 0), or edge coordinates */
static void pick_sqrt_input(bls381_fp2 *a, unsigned kind)
{
    bls381_fp2 r;
    switch (kind % 7) {
    case 0: pick_fp2(&r); bls381_fp2_sqr(a, &r); return;
    case 1: cu_rand_fp2(a); return;
    case 2: bls381_fp2_set_zero(a); return;
    case 3: cu_rand_fp(&a->c0); bls381_fp_set_zero(&a->c1); return;
    case 4: cu_rand_fp(&r.c0); bls381_fp_sqr(&r.c0, &r.c0); bls381_fp_neg(&a->c0, &r.c0);
            bls381_fp_set_zero(&a->c1); return;
    case 5: bls381_fp_set_zero(&a->c0); cu_rand_fp(&a->c1); return;
    default: pick_fp2(a);
    }
}

static void check_sqrt(const bls381_fp_x8_engine *e, size_t groups)
{
    unsigned squares = 0, others = 0;
    for (size_t it = 0; it < groups; it++) {
        bls381_fp2 a[8], got[8], want;
        const bls381_fp2 *pa[8];
        bls381_fp2 *pg[8];
        for (int k = 0; k < 8; k++) {
            pick_sqrt_input(&a[k], (unsigned)(test_rand64() % 7));
            pa[k] = &a[k], pg[k] = &got[k];
        }
        bls381_fp2_x8 x;
        bls381_fp2_x8_load(e, &x, pa);
        unsigned mask = bls381_fp2_x8_sqrt_vartime(e, &x, &x), bad = 0; /* in place */
        bls381_fp2_x8_store(e, pg, &x);
        for (int k = 0; k < 8; k++) {
            bool ok = bls381_fp2_sqrt(&want, &a[k]);
            ok ? squares++ : others++;
            if (((mask >> k) & 1) != ok || (ok && memcmp(&want, &got[k], sizeof want) != 0)) bad |= 1u << k;
        }
        if (bad) {
            test_failf(__FILE__, __LINE__, "%s engine: square root differs from bls381_fp2_sqrt (group %zu, lanes %#x)",
                       e->name, it, bad);
            return;
        }
    }
    CHECK(squares > 0 && others > 0);
}

TEST(lanes_fp2_x8_sqrt__gives_the_root_of_bls381_fp2_sqrt)
{
    check_sqrt(&bls381_fp_x8_model, test_iters(100));
#if BLS381_HAVE_IFMA
    if (bls381_cpu_has_ifma()) check_sqrt(&bls381_fp_x8_ifma, test_iters(400));
#endif
}
