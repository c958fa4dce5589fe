/*
 * The multi-Miller loop on the eight-lane engine (pairing/lines_x8.c,
 * pairing/miller.c): the lane steps against the scalar steps of
 * pairing/lines.c (T and the evaluated lines bit for bit, on points of G2,
 * of E2 outside G2, and a T at infinity) and the lane product of two
 * lines against bls381_pairing_line_product, on the model and on IFMA
 * where the CPU has it; and bls381_miller_loop on every engine against the
 * product of one-pair loops (the multi-pair value is exactly that
 * product, however the pairs are grouped), at sizes around the groups of
 * eight, the padded remainder and the batches, with pairs at infinity,
 * repeated pairs and points outside the subgroups among them.
 */
#include "harness.h"
#include "curve_util.h"
#include "lanes_util.h"
#include "bls381.h"
#include "curve/curve.h"
#include "pairing/pairing.h"
#include "pairing/lines_x8.h"

#include <string.h>

static void store3(const bls381_fp_x8_engine *e, bls381_fp2 out[8][3], const bls381_fp6_x8 *o)
{
    const bls381_fp2_x8 *src[3] = { &o->c0, &o->c1, &o->c2 };
    for (int c = 0; c < 3; c++) {
        bls381_fp2 *dst[8];
        for (int k = 0; k < 8; k++) dst[k] = &out[k][c];
        bls381_fp2_x8_store(e, dst, src[c]);
    }
}

static void store_t(const bls381_fp_x8_engine *e, bls381_g2 t[8], const bls381_miller_x8 *g)
{
    bls381_fp2 *x[8], *y[8], *z[8];
    for (int k = 0; k < 8; k++) x[k] = &t[k].x, y[k] = &t[k].y, z[k] = &t[k].z;
    bls381_fp2_x8_store(e, x, &g->x);
    bls381_fp2_x8_store(e, y, &g->y);
    bls381_fp2_x8_store(e, z, &g->z);
}

/* eight random pairs: P in G1 or on E1 outside it, Q in G2 or on E2 */
static void rand_pairs(bls381_g1_affine p[8], bls381_g2_affine q[8])
{
    for (int k = 0; k < 8; k++) {
        bls381_g1 a;
        bls381_g2 b;
        if (k % 3 == 2) cu_rand_e1(&a);
        else cu_rand_g1_fast(&a);
        if (k % 4 == 3) cu_rand_e2(&b);
        else cu_rand_g2_fast(&b);
        bls381_g1_to_affine(&p[k], &a);
        bls381_g2_to_affine(&q[k], &b);
    }
}

/* lane T = the scalar t[0..8) */
static void load_t(const bls381_fp_x8_engine *e, bls381_miller_x8 *g, const bls381_g2 t[8])
{
    const bls381_fp2 *x[8], *y[8], *z[8];
    for (int k = 0; k < 8; k++) x[k] = &t[k].x, y[k] = &t[k].y, z[k] = &t[k].z;
    bls381_fp2_x8_load(e, &g->x, x);
    bls381_fp2_x8_load(e, &g->y, y);
    bls381_fp2_x8_load(e, &g->z, z);
}

/* the loop's pattern (doublings, then an addition of Q) on eight pairs,
 * lane and scalar steps side by side; in the first round lane 3's T is
 * infinity (0 : 1 : 0), where the formulas must agree too */
static void check_steps(const bls381_fp_x8_engine *e)
{
    for (size_t it = 0; it < test_iters(8); it++) {
        bls381_g1_affine p[8];
        bls381_g2_affine q[8];
        const bls381_g1_affine *pp[8];
        const bls381_g2_affine *qq[8];
        const bls381_fp2 *px[8], *py[8];
        bls381_g2 t[8], got_t[8];
        bls381_miller_x8 g;
        bls381_fp_x8 half;
        bls381_fp6_x8 o, prev;
        bls381_fp2_x8 qx, qy;
        bls381_fp2 want[8][3], got[8][3], prev_want[8][3];
        rand_pairs(p, q);
        for (int k = 0; k < 8; k++) {
            pp[k] = &p[k], qq[k] = &q[k], px[k] = &q[k].x, py[k] = &q[k].y;
            bls381_g2_from_affine(&t[k], &q[k]);
        }
        bls381_miller_x8_init(e, &g, pp, qq);
        bls381_miller_x8_half(e, &half);
        bls381_fp2_x8_load(e, &qx, px);
        bls381_fp2_x8_load(e, &qy, py);
        if (it == 0) {
            bls381_g2_set_infinity(&t[3]);
            load_t(e, &g, t);
        }
        for (int s = 0; s < 6; s++) {
            bool add = s % 3 == 2;
            for (int k = 0; k < 8; k++) {
                bls381_line l;
                if (add) bls381_pairing_add_step(&t[k], &l, &q[k]);
                else bls381_pairing_dbl_step(&t[k], &l);
                bls381_pairing_eval_line(want[k], &l, &p[k]);
            }
            if (add) bls381_pairing_add_step_x8(e, &g, &o, &qx, &qy);
            else bls381_pairing_dbl_step_x8(e, &g, &o, &half);
            store3(e, got, &o);
            store_t(e, got_t, &g);
            CHECK_LOOP(memcmp(got, want, sizeof want) == 0);
            CHECK_LOOP(memcmp(got_t, t, sizeof t) == 0);
            if (s > 0) { /* this step's lines times the previous step's */
                bls381_fp6_x8 gl = prev, gm = o;
                bls381_fp2 h[8][5], want_h[8][5];
                bls381_pairing_line_product_x8(e, &gl, &gm);
                const bls381_fp2_x8 *src[5] = { &gl.c0, &gl.c1, &gl.c2, &gm.c0, &gm.c1 };
                for (int c = 0; c < 5; c++) {
                    bls381_fp2 *dst[8];
                    for (int k = 0; k < 8; k++) dst[k] = &h[k][c];
                    bls381_fp2_x8_store(e, dst, src[c]);
                }
                for (int k = 0; k < 8; k++) {
                    bls381_fp6 w0;
                    bls381_pairing_line_product(&w0, &want_h[k][3], prev_want[k], want[k]);
                    want_h[k][0] = w0.c0, want_h[k][1] = w0.c1, want_h[k][2] = w0.c2;
                }
                CHECK_LOOP(memcmp(h, want_h, sizeof h) == 0);
            }
            prev = o;
            memcpy(prev_want, want, sizeof want);
        }
    }
}

TEST(lanes_miller_steps__equal_the_scalar_steps)
{
    check_steps(&bls381_fp_x8_model);
#if BLS381_HAVE_IFMA
    if (bls381_cpu_has_ifma()) check_steps(&bls381_fp_x8_ifma);
#endif
}

enum { NMAX = 70 };

/* pairs for size n: random points of G1 x G2, with (one case in eight)
 * infinity on either side, a repeat of an earlier pair, or a point of E1
 * or E2 outside its subgroup */
static void fill_pairs(bls381_g1_affine *p, bls381_g2_affine *q, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        bls381_g1 a;
        bls381_g2 b;
        unsigned r = (unsigned)(test_rand64() % 32);
        if (r < 2) cu_rand_e1(&a);
        else cu_rand_g1_fast(&a);
        if (r == 2) cu_rand_e2(&b);
        else cu_rand_g2_fast(&b);
        bls381_g1_to_affine(&p[i], &a);
        bls381_g2_to_affine(&q[i], &b);
        if (r == 3) memset(&p[i], 0, sizeof p[i]);
        if (r == 4) memset(&q[i], 0, sizeof q[i]);
        if (r == 5 && i > 0) {
            size_t j = test_rand64() % i;
            p[i] = p[j], q[i] = q[j];
        }
    }
}

TEST(lanes_miller_loop__product_of_single_loops_on_every_engine)
{
    static const size_t sizes[] = { 0, 1, 2, 3, 5, 7, 8, 9, 10, 11, 15, 16, 17, 24, 31, 32, 33, 35, 40, 64, 65, 70 };
    int kinds[3], ne = lanes_engines(kinds);
    static bls381_g1_affine p[NMAX];
    static bls381_g2_affine q[NMAX];
    size_t cases = sizeof sizes / sizeof sizes[0], first = test_first_case(cases);
    bls381_pool *pool = NULL;
    REQUIRE(bls381_pool_create(&pool, 2, NULL) == BLS381_OK);
    for (size_t c = 0; c < test_iters(cases); c++) {
        size_t n = sizes[(first + c) % cases];
        bls381_fp12 want, one, got;
        fill_pairs(p, q, n);
        /* the product of the one-pair loops, on the scalar steps */
        bls381_fp_x8_select(BLS381_LANES_OFF);
        bls381_fp12_set_one(&want);
        for (size_t i = 0; i < n; i++) {
            bls381_miller_loop(&one, &p[i], &q[i], 1, NULL);
            bls381_fp12_mul(&want, &want, &one);
        }
        for (int k = 0; k < ne; k++) {
            bls381_fp_x8_select(kinds[k]);
            bls381_miller_loop(&got, p, q, n, NULL);
            CHECK_LOOP(memcmp(&got, &want, sizeof got) == 0);
            bls381_miller_loop(&got, p, q, n, pool);
            CHECK_LOOP(memcmp(&got, &want, sizeof got) == 0);
        }
    }
    bls381_fp_x8_select(-1);
    bls381_pool_destroy(pool);
}
