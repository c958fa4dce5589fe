/*
 * G2 on the eight-lane engine: the Jacobian formulas of curve/g2_jac_x8.c
 * against the scalar group law (doubling, mixed and full addition on
 * random points of E2, rescaled so that Z is not 1), with the exceptional
 * lanes (P + P, P + (-P)) giving Z = 0 as the header says; and the subgroup
 * check of eight points (curve/subgroup_g2_x8.c) against the scalar check
 * bls381_g2_affine_in_subgroup on batches mixing points of G2, random
 * points of E2 outside G2, the multiples of a point of order 13 (which meet
 * the chain's exceptional cases), sums of both, infinity, and the same
 * point in several lanes, on the model and on IFMA where the CPU has it.
 */
#include "harness.h"
#include "curve_util.h"
#include "lanes_util.h"
#include "bls381.h"
#include "curve/curve.h"
#include "curve/g2_jac_x8.h"

#include <string.h>

/* lane k of a (Jacobian) as an affine point; infinity when Z = 0 */
static void lane_affine(const bls381_fp_x8_engine *e, bls381_g2_affine out[8], const bls381_g2_jac_x8 *a)
{
    bls381_fp2 x[8], y[8], z[8];
    bls381_fp2 *px[8], *py[8], *pz[8];
    for (int k = 0; k < 8; k++) px[k] = &x[k], py[k] = &y[k], pz[k] = &z[k];
    bls381_fp2_x8_store(e, px, &a->x);
    bls381_fp2_x8_store(e, py, &a->y);
    bls381_fp2_x8_store(e, pz, &a->z);
    for (int k = 0; k < 8; k++) {
        bls381_fp2 zi, zi2;
        memset(&out[k], 0, sizeof out[k]);
        if (bls381_fp2_is_zero(&z[k])) continue;
        bls381_fp2_inv(&zi, &z[k]);
        bls381_fp2_sqr(&zi2, &zi);
        bls381_fp2_mul(&out[k].x, &x[k], &zi2);
        bls381_fp2_mul(&zi2, &zi2, &zi);
        bls381_fp2_mul(&out[k].y, &y[k], &zi2);
    }
}

/* lane k of r = the projective point p[k], with Z = 1 */
static void load_affine(const bls381_fp_x8_engine *e, bls381_g2_jac_x8 *r, const bls381_g2_affine a[8])
{
    const bls381_fp2 *px[8], *py[8], *one[8];
    bls381_fp2 o;
    bls381_fp2_set_one(&o);
    for (int k = 0; k < 8; k++) px[k] = &a[k].x, py[k] = &a[k].y, one[k] = &o;
    bls381_fp2_x8_load(e, &r->x, px);
    bls381_fp2_x8_load(e, &r->y, py);
    bls381_fp2_x8_load(e, &r->z, one);
}

static void check_formulas(const bls381_fp_x8_engine *e)
{
    for (size_t it = 0; it < test_iters(6); it++) {
        bls381_g2 p[8], q[8];
        bls381_g2_affine pa[8], qa[8], got[8];
        unsigned same = 0, opposite = 0;
        for (int k = 0; k < 8; k++) {
            cu_rand_e2(&p[k]);
            unsigned c = (unsigned)(test_rand64() % 6);
            if (c == 0) q[k] = p[k], same |= 1u << k;
            else if (c == 1) bls381_g2_neg(&q[k], &p[k]), opposite |= 1u << k;
            else cu_rand_e2(&q[k]);
        }
        bls381_g2_batch_to_affine(pa, p, 8);
        bls381_g2_batch_to_affine(qa, q, 8);
        bls381_g2_jac_x8 r, s;
        /* 2P, then 2P + Q (mixed), then 2P + Q + 2Q (full, Z != 1 on both sides) */
        load_affine(e, &r, pa);
        bls381_g2_jac_x8_dbl(e, &r);
        lane_affine(e, got, &r);
        int bad = 0;
        for (int k = 0; k < 8; k++) {
            bls381_g2 w;
            bls381_g2_affine wa;
            bls381_g2_dbl(&w, &p[k]);
            bls381_g2_to_affine(&wa, &w);
            bad |= !bls381_g2_affine_eq(&wa, &got[k]);
        }
        load_affine(e, &s, qa);
        bls381_g2_jac_x8_add_affine(e, &r, &s.x, &s.y);
        lane_affine(e, got, &r);
        for (int k = 0; k < 8; k++) {
            bls381_g2 w;
            bls381_g2_affine wa;
            bls381_g2_dbl(&w, &p[k]);
            bls381_g2_add(&w, &w, &q[k]);
            bls381_g2_to_affine(&wa, &w);
            bad |= !bls381_g2_affine_eq(&wa, &got[k]);
        }
        bls381_g2_jac_x8_dbl(e, &s);
        bls381_g2_jac_x8_add(e, &r, &s);
        lane_affine(e, got, &r);
        for (int k = 0; k < 8; k++) {
            bls381_g2 w, t;
            bls381_g2_affine wa;
            bls381_g2_dbl(&w, &p[k]); /* 2P + Q + 2Q */
            bls381_g2_add(&w, &w, &q[k]);
            bls381_g2_dbl(&t, &q[k]);
            bls381_g2_add(&w, &w, &t);
            bls381_g2_to_affine(&wa, &w);
            bad |= !bls381_g2_affine_eq(&wa, &got[k]);
        }
        /* exceptional lanes: P + P and P + (-P) by the mixed addition give Z = 0 */
        load_affine(e, &r, pa);
        load_affine(e, &s, qa);
        bls381_g2_jac_x8_add_affine(e, &r, &s.x, &s.y);
        unsigned z = bls381_fp2_x8_is_zero(e, &r.z);
        if (bad || z != (same | opposite)) {
            test_failf(__FILE__, __LINE__, "%s: G2 lane formulas differ from the group law (iteration %zu)",
                       e->name, it);
            return;
        }
    }
}

TEST(g2_jac_x8__lanes_match_the_group_law)
{
    check_formulas(&bls381_fp_x8_model);
#if BLS381_HAVE_IFMA
    if (bls381_cpu_has_ifma()) check_formulas(&bls381_fp_x8_ifma);
#endif
}

enum { POOL_G2 = 6, POOL_E2 = 6, POOL_13 = 13, POOL_SUM = 3, POOL = POOL_G2 + POOL_E2 + POOL_13 + POOL_SUM };

TEST(g2_in_subgroup_x8_vartime__matches_the_scalar_check)
{
    int kinds[3], ne = lanes_engines(kinds);
    /* the pool: points of G2, of E2 outside G2, [i]T for T of order 13
     * (i = 0: infinity), G2 points plus T */
    bls381_g2 pj[POOL], t13;
    bls381_g2_affine pool[POOL];
    size_t n = 0;
    for (int i = 0; i < POOL_G2; i++) cu_rand_g2_fast(&pj[n++]);
    for (int i = 0; i < POOL_E2; i++) cu_rand_e2(&pj[n++]);
    cu_rand_e2_order_13(&t13);
    REQUIRE(!bls381_g2_is_infinity(&t13));
    bls381_g2_set_infinity(&pj[n++]);
    for (int i = 1; i < POOL_13; i++, n++) bls381_g2_add(&pj[n], &pj[n - 1], &t13);
    for (int i = 0; i < POOL_SUM; i++, n++) bls381_g2_add(&pj[n], &pj[i], &t13);
    bls381_g2_batch_to_affine(pool, pj, POOL);
    bool member[POOL];
    for (size_t i = 0; i < POOL; i++) member[i] = bls381_g2_affine_in_subgroup(&pool[i]);
    for (size_t i = 0; i < POOL; i++) CHECK_LOOP(member[i] == (i < POOL_G2 || i == POOL_G2 + POOL_E2));
    unsigned ins = 0, outs = 0;
    for (int trial = 0; trial < 40; trial++) {
        const bls381_g2_affine *pp[8];
        unsigned want = 0;
        size_t one = (size_t)(test_rand64() % POOL);
        for (int k = 0; k < 8; k++) {
            /* every lane the same point (trials 0 to 2), or from the pool */
            size_t i = trial < 3 ? one : (size_t)(test_rand64() % POOL);
            pp[k] = &pool[i];
            want |= (unsigned)member[i] << k;
            member[i] ? ins++ : outs++;
        }
        for (int e = 1; e < ne; e++) {
            bls381_fp_x8_select(kinds[e]);
            CHECK_LOOP(bls381_g2_in_subgroup_x8_vartime(bls381_fp_x8_get(), pp) == want);
        }
        bls381_fp_x8_select(-1);
    }
    CHECK(ins > 0 && outs > 0);
}
