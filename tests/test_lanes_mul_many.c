/*
 * The twiddle products of the G1 FFT eight at a time on the lane engine
 * (msm/mul_many_x8.c) give the points the scalar path gives
 * (msm/mul_many.c, itself checked against double-and-add in
 * tests/test_msm_many.c), with the engine off, on the model and on IFMA
 * (where the CPU has it): batches of 3 to 32 products (a last group of 4
 * to 7 in lanes with idle ones, of 1 to 3 in scalar), points of G1 (rescaled),
 * infinity, and the scalars 0, 1, 2 .. 17, r - 1, x^2 (a zero low half)
 * and random ones. Both paths compute [lo]P + [hi](beta x, -y) for the GLV
 * halves of the scalar, which is [k]P on G1 and still one point of E1 off
 * it, so points of order 11 (whose lane sums meet their table entries:
 * Z = 0, redone in scalar) and (0, 2) of order 3 (whose table holds
 * infinity) check the lanes' way out. Then the G1 FFT (kzg/fft_g1.c) of
 * 128 points gives the same points on every engine.
 */
#include "harness.h"
#include "curve_util.h"
#include "lanes_util.h"
#include "bls381.h"
#include "curve/curve.h"
#include "field/fp_x8.h"
#include "kzg/fft.h"
#include "msm/mul_many.h"

#include <stdlib.h>
#include <string.h>

enum { NMAX = 32 };

/* kind c of scalar: random, 0, 1, r - 1, x^2, or 2 .. 17 */
static void scalar_of(bls381_fr *k, unsigned c)
{
    switch (c) {
    case 0: cu_rand_fr(k); return;
    case 1: bls381_fr_set_zero(k); return;
    case 2: bls381_fr_set_one(k); return;
    case 3:
        bls381_fr_set_one(k);
        bls381_fr_neg(k, k);
        return;
    case 4: { /* x^2 = 0xac45a4010001a4020000000100000000: lo = 0, hi = 1 */
        uint8_t b[32] = { 0 };
        static const uint8_t x2[16] = { 0xac, 0x45, 0xa4, 0x01, 0x00, 0x01, 0xa4, 0x02,
                                        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00 };
        memcpy(b + 16, x2, sizeof x2);
        REQUIRE(bls381_fr_from_bytes(k, b) == BLS381_OK);
        return;
    }
    default: bls381_fr_from_u64(k, 2 + test_rand64() % 16); return;
    }
}

/* a point of order 11: [3 m^2 r]R for a random R of E1, m = |x - 1| / 33,
 * 3 m^2 = h / 11^2 (h = (x - 1)^2 / 3, the cofactor, whose 11-part is
 * Z/11 x Z/11) */
static void order_11(bls381_g1 *q)
{
    static const uint8_t m[8] = { 0x06, 0x5d, 0x1f, 0x07, 0xc1, 0xf0, 0x83, 0xe1 }, three = 3;
    int tries = 0;
    do {
        REQUIRE(tries++ < 8);
        cu_rand_e1(q);
        cu_naive_mul_g1(q, q, cu_r_bytes, 32);
        cu_naive_mul_g1(q, q, m, sizeof m);
        cu_naive_mul_g1(q, q, m, sizeof m);
        cu_naive_mul_g1(q, q, &three, 1);
    } while (bls381_g1_is_infinity(q));
}

/* the lane path on every engine against the scalar path, n products */
static void compare(const bls381_g1 *p, const bls381_fr *k, size_t n, const char *what)
{
    bls381_g1 want[NMAX], got[NMAX];
    const bls381_fr *kp[NMAX];
    for (size_t i = 0; i < n; i++) kp[i] = &k[i];
    void *scratch = malloc(bls381_g1_mul_many_scratch_size(n));
    REQUIRE(scratch != NULL);
    bls381_g1_mul_many_vartime(want, p, kp, n, scratch);
    int kinds[3], ne = lanes_engines(kinds);
    for (int e = 0; e < ne; e++) {
        bls381_fp_x8_select(kinds[e]);
        bls381_g1_mul_many_x8_vartime(got, p, kp, n, scratch);
        for (size_t i = 0; i < n; i++)
            if (!bls381_g1_eq(&got[i], &want[i])) {
                test_failf(__FILE__, __LINE__, "%s: n %zu product %zu engine %d", what, n, i, kinds[e]);
                break;
            }
    }
    bls381_fp_x8_select(-1);
    free(scratch);
}

TEST(g1_mul_many_x8__lanes_match_the_scalar_path)
{
    static const size_t sizes[] = { 3, 4, 8, 9, 11, 12, 15, 16, 21, 32 };
    bls381_g1 p[NMAX];
    bls381_fr k[NMAX];
    /* every size at full scale, some at a reduced one (the model is slow
     * under emulation) */
    const size_t ns = sizeof sizes / sizeof sizes[0], first = test_first_case(ns);
    for (size_t c = 0; c < test_iters(ns); c++) {
        size_t n = sizes[(first + c) % ns];
        for (size_t i = 0; i < n; i++) {
            cu_rand_g1_fast(&p[i]);
            cu_rescale_g1(&p[i]);
            scalar_of(&k[i], (unsigned)(test_rand64() % 7));
            if (test_rand64() % 9 == 0) bls381_g1_set_infinity(&p[i]);
        }
        compare(p, k, n, "G1");
    }
}

TEST(g1_mul_many_x8__lanes_leave_exceptional_sums_to_the_scalar_path)
{
    bls381_g1 p[16], q11[2];
    bls381_fr k[16];
    order_11(&q11[0]);
    order_11(&q11[1]);
    for (size_t i = 0; i < 16; i++) {
        switch (i % 4) {
        case 0: case 1: /* multiples of order-11 points */
            p[i] = q11[i % 2];
            for (size_t j = test_rand64() % 10; j > 0; j--) bls381_g1_add(&p[i], &p[i], &q11[i % 2]);
            break;
        case 2: { /* (0, 2), of order 3 */
            bls381_g1_affine a = { { { 0 } }, { { 0 } } };
            bls381_fp_from_u64(&a.y, 2);
            bls381_g1_from_affine(&p[i], &a);
            break;
        }
        default: cu_rand_e1(&p[i]); /* E1 outside G1: no exceptional case, the lanes' result */
        }
        scalar_of(&k[i], (unsigned)(test_rand64() % 7));
    }
    compare(p, k, 16, "off G1");
}

/* the G1 FFT and its inverse on n points */
static void fft_both(bls381_g1 *out, const bls381_g1 *in, size_t n, const bls381_kzg_domain *d)
{
    bls381_kzg_fft_g1_vartime(out, in, n, d, true, NULL);
    bls381_kzg_fft_g1_vartime(out + n, in, n, d, false, NULL);
}

TEST(fft_g1__lanes_give_the_same_points)
{
    static bls381_kzg_domain d;
    enum { N = 128 };
    size_t n = test_iters(100) >= 100 ? N : 16;
    bls381_g1 *in = malloc(N * sizeof *in), *want = malloc(2 * N * sizeof *want), *got = malloc(2 * N * sizeof *got);
    REQUIRE(in && want && got);
    REQUIRE(bls381_kzg_domain_init(&d, N) == BLS381_OK);
    for (size_t i = 0; i < n; i++) {
        cu_rand_g1_fast(&in[i]);
        if (i % 13 == 5) bls381_g1_set_infinity(&in[i]);
    }
    int kinds[3], ne = lanes_engines(kinds);
    bls381_fp_x8_select(kinds[0]);
    fft_both(want, in, n, &d);
    for (int e = 1; e < ne; e++) {
        bls381_fp_x8_select(kinds[e]);
        fft_both(got, in, n, &d);
        for (size_t i = 0; i < 2 * n; i++)
            if (!bls381_g1_eq(&got[i], &want[i])) {
                test_failf(__FILE__, __LINE__, "n %zu output %zu engine %d", n, i, kinds[e]);
                break;
            }
    }
    bls381_fp_x8_select(-1);
    free(in), free(want), free(got);
}
