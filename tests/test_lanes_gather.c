/*
 * One element's products gathered into the lane engine (field/fp_gather.h,
 * field/tower_gather.c, pairing/lines.c's _on line products, and
 * their use by the Miller loops and bls381_final_exp_vartime): the queue against
 * bls381_fp_mul at every count from 0 to its capacity (full groups, the
 * padded last group, the scalar remainder), the gathered Fp6 products, Fp12
 * square and product, compressed cyclotomic squaring and the two line
 * products against the scalar forms, on the model and on IFMA where the CPU has it;
 * bls381_final_exp_vartime against bls381_final_exp, and the prepared
 * Miller loop and check, bit for bit the same with the engine off, on the
 * model and on IFMA.
 */
#include "harness.h"
#include "curve_util.h"
#include "lanes_util.h"
#include "bls381.h"
#include "field/fp_gather.h"
#include "pairing/pairing.h"

#include <stdlib.h>
#include <string.h>

static void pick_fp2(bls381_fp2 *r)
{
    lanes_pick_fp(&r->c0);
    lanes_pick_fp(&r->c1);
}

static void pick_fp6(bls381_fp6 *r)
{
    pick_fp2(&r->c0);
    pick_fp2(&r->c1);
    pick_fp2(&r->c2);
}

static void pick_fp12(bls381_fp12 *r)
{
    pick_fp6(&r->c0);
    pick_fp6(&r->c1);
}

static void check_queue(const bls381_fp_x8_engine *e)
{
    enum { N = BLS381_FP_GATHER_MAX };
    bls381_fp a[N], b[N], got[N], want[N];
    bls381_fp_gather g;
    g.n = 0;
    for (size_t n = 0; n <= N; n++) {
        for (size_t i = 0; i < n; i++) {
            lanes_pick_fp(&a[i]);
            lanes_pick_fp(&b[i]);
            memset(&got[i], 0xa5, sizeof got[i]);
        }
        for (size_t i = 0; i < n; i++) {
            /* an operand used twice in a run, and squares, are allowed */
            const bls381_fp *x = &a[i], *y = i % 5 == 4 ? &a[i] : &b[i % 7 == 6 ? 0 : i];
            bls381_fp_mul(&want[i], x, y);
            bls381_fp_gather_push(&g, &got[i], x, y);
        }
        bls381_fp_gather_run(e, &g);
        CHECK_LOOP(g.n == 0);
        CHECK_LOOP(n == 0 || memcmp(got, want, n * sizeof got[0]) == 0);
    }
}

static void check_tower(const bls381_fp_x8_engine *e)
{
    for (size_t it = 0; it < test_iters(200); it++) {
        bls381_fp6 a, b, want, got;
        bls381_fp12 f, fw, fg;
        bls381_fp2 o0, o1;
        bls381_fp_gather g;
        bls381_fp6_gather_slot s;
        pick_fp6(&a);
        pick_fp6(&b);
        pick_fp12(&f);
        pick_fp2(&o0);
        pick_fp2(&o1);

        g.n = 0;
        bls381_fp6_mul(&want, &a, &b);
        bls381_fp6_gather_mul(&g, &s, &a, &b);
        CHECK_LOOP(g.n == 18);
        bls381_fp_gather_run(e, &g);
        bls381_fp6_gather_mul_done(&got, &s);
        CHECK_LOOP(memcmp(&got, &want, sizeof got) == 0);

        bls381_fp6_mul_by_01(&want, &a, &o0, &o1);
        bls381_fp6_gather_mul_by_01(&g, &s, &a, &o0, &o1);
        CHECK_LOOP(g.n == 15);
        bls381_fp_gather_run(e, &g);
        bls381_fp6_gather_mul_by_01_done(&got, &s);
        CHECK_LOOP(memcmp(&got, &want, sizeof got) == 0);

        bls381_fp12_sqr(&fw, &f);
        bls381_fp12_sqr_gathered(e, &fg, &f);
        CHECK_LOOP(memcmp(&fg, &fw, sizeof fg) == 0);
        fg = f;
        bls381_fp12_sqr_gathered(e, &fg, &fg);       /* in place */
        CHECK_LOOP(memcmp(&fg, &fw, sizeof fg) == 0);

        bls381_fp12 h;
        pick_fp12(&h);
        bls381_fp12_mul(&fw, &f, &h);
        bls381_fp12_mul_gathered(e, &fg, &f, &h);
        CHECK_LOOP(memcmp(&fg, &fw, sizeof fg) == 0);
        fg = f;
        bls381_fp12_mul_gathered(e, &fg, &fg, &h);    /* r = a */
        CHECK_LOOP(memcmp(&fg, &fw, sizeof fg) == 0);
        fg = h;
        bls381_fp12_mul_gathered(e, &fg, &f, &fg);    /* r = b */
        CHECK_LOOP(memcmp(&fg, &fw, sizeof fg) == 0);

        /* the compressed squaring's formulas hold as identities, so any
         * four coefficients compare */
        bls381_fp12_compressed c, cw, cg;
        pick_fp2(&c.a1), pick_fp2(&c.a2), pick_fp2(&c.a4), pick_fp2(&c.a5);
        bls381_fp12_cyclotomic_sqr_compressed(&cw, &c);
        bls381_fp12_cyclotomic_sqr_compressed_gathered(e, &cg, &c);
        CHECK_LOOP(memcmp(&cg, &cw, sizeof cg) == 0);
        bls381_fp12_cyclotomic_sqr_compressed_gathered(e, &c, &c);
        CHECK_LOOP(memcmp(&c, &cw, sizeof c) == 0);

        bls381_fp2 l[3], m[3];
        for (int k = 0; k < 3; k++) pick_fp2(&l[k]), pick_fp2(&m[k]);
        fw = f, fg = f;
        bls381_pairing_mul_line_pair(&fw, l, m);
        bls381_pairing_mul_line_pair_on(e, &fg, l, m);
        CHECK_LOOP(memcmp(&fg, &fw, sizeof fg) == 0);

        fw = f, fg = f;
        bls381_pairing_mul_line_normalized(&fw, &o0, &o1);
        bls381_pairing_mul_line_normalized_on(e, &fg, &o0, &o1);
        CHECK_LOOP(memcmp(&fg, &fw, sizeof fg) == 0);
    }
}

TEST(fp_gather__products_equal_fp_mul_at_every_count)
{
    check_queue(&bls381_fp_x8_model);
#if BLS381_HAVE_IFMA
    if (bls381_cpu_has_ifma()) check_queue(&bls381_fp_x8_ifma);
#endif
}

TEST(tower_gather__fp6_products_fp12_square_and_line_equal_the_scalar_forms)
{
    check_tower(&bls381_fp_x8_model);
#if BLS381_HAVE_IFMA
    if (bls381_cpu_has_ifma()) check_tower(&bls381_fp_x8_ifma);
#endif
}

TEST(final_exp_vartime__equals_final_exp_on_every_engine)
{
    int kinds[3], ne = lanes_engines(kinds);
    for (size_t it = 0; it < test_iters(6); it++) {
        bls381_fp12 f, want, got;
        if (it == 0) bls381_fp12_set_zero(&f);
        else if (it == 1) bls381_fp12_set_one(&f);
        else pick_fp12(&f);
        bls381_final_exp(&want, &f);
        for (int k = 0; k < ne; k++) {
            bls381_fp_x8_select(kinds[k]);
            bls381_final_exp_vartime(&got, &f);
            CHECK_LOOP(memcmp(&got, &want, sizeof got) == 0);
        }
    }
    bls381_fp_x8_select(-1);
}

TEST(miller_loop_prepared__same_value_on_every_engine)
{
    enum { NMAX = 35 };
    static const size_t sizes[] = { 1, 2, 3, 7, 33, 35 };
    int kinds[3], ne = lanes_engines(kinds);
    bls381_g2_prepared *prep = malloc(NMAX * sizeof *prep);
    const bls381_g2_prepared *pq[NMAX];
    bls381_g1_affine p[NMAX];
    REQUIRE(prep != NULL);
    size_t cases = sizeof sizes / sizeof sizes[0], first = test_first_case(cases);
    for (size_t c = 0; c < test_iters(cases); c++) {
        size_t n = sizes[(first + c) % cases];
        for (size_t i = 0; i < n; i++) {
            bls381_g1 a;
            bls381_g2 b;
            bls381_g2_affine q;
            unsigned r = (unsigned)(test_rand64() % 16);
            if (r == 0) cu_rand_e1(&a);
            else cu_rand_g1_fast(&a);
            if (r == 1) cu_rand_e2(&b);
            else cu_rand_g2_fast(&b);
            bls381_g1_to_affine(&p[i], &a);
            bls381_g2_to_affine(&q, &b);
            if (r == 2) memset(&p[i], 0, sizeof p[i]);
            if (r == 3) memset(&q, 0, sizeof q);
            bls381_g2_prepare(&prep[i], &q);
            pq[i] = &prep[i];
        }
        /* a product that is 1: the last pair is the negation of the first */
        if (n >= 2) {
            bls381_g1_affine_neg(&p[n - 1], &p[0]);
            pq[n - 1] = pq[0];
        }
        bls381_fp12 want, got;
        bool check_want = false;
        for (int k = 0; k < ne; k++) {
            bls381_fp_x8_select(kinds[k]);
            bls381_miller_loop_prepared(&got, p, pq, n);
            bool check = bls381_pairing_check_prepared(p, pq, n);
            if (k == 0) {
                want = got, check_want = check;
                continue;
            }
            CHECK_LOOP(memcmp(&got, &want, sizeof got) == 0);
            CHECK_LOOP(check == check_want);
        }
    }
    bls381_fp_x8_select(-1);
    free(prep);
}
