/* Fp2 square root: roots of squares, rejection of non-squares (decided
 * independently by the Legendre symbol of the norm), and the special shapes
 * c1 = 0 (square and non-square c0), c0 = 0, zero. */
#include "harness.h"
#include "curve_util.h"

#include <string.h>

/* r^2 == a and r in {a_root, -a_root} */
static int is_pm(const bls381_fp2 *r, const bls381_fp2 *root)
{
    bls381_fp2 n;
    bls381_fp2_neg(&n, root);
    return bls381_fp2_eq(r, root) || bls381_fp2_eq(r, &n);
}

static int squares_to(const bls381_fp2 *r, const bls381_fp2 *a)
{
    bls381_fp2 t;
    bls381_fp2_sqr(&t, r);
    return bls381_fp2_eq(&t, a);
}

TEST(fp2_sqrt__root_of_a_square_is_plus_or_minus_a)
{
    for (size_t i = 0; i < test_iters(300); i++) {
        bls381_fp2 a, sq, r;
        cu_rand_fp2(&a);
        if (i % 5 == 1) bls381_fp_set_zero(&a.c1);      /* a in Fp */
        if (i % 5 == 2) bls381_fp_set_zero(&a.c0);      /* a in Fp u */
        bls381_fp2_sqr(&sq, &a);
        CHECK_LOOP(bls381_fp2_sqrt(&r, &sq));
        CHECK_LOOP(is_pm(&r, &a));
    }
}

TEST(fp2_sqrt__rejects_non_squares_and_leaves_output)
{
    int rejected = 0, accepted = 0;
    for (size_t i = 0; i < test_iters(300); i++) {
        bls381_fp2 a, r, before;
        bls381_fp n, t;
        cu_rand_fp2(&a);
        cu_rand_fp2(&r);
        before = r;
        bls381_fp_sqr(&n, &a.c0);
        bls381_fp_sqr(&t, &a.c1);
        bls381_fp_add(&n, &n, &t);
        bool square = bls381_fp_legendre(&n) != -1;      /* a square <=> norm square */
        bool ok = bls381_fp2_sqrt(&r, &a);
        CHECK_LOOP(ok == square);
        if (ok) {
            CHECK_LOOP(squares_to(&r, &a));
            accepted++;
        } else {
            CHECK_LOOP(memcmp(&r, &before, sizeof r) == 0);
            rejected++;
        }
    }
    CHECK(rejected > 0 && accepted > 0);
}

TEST(fp2_sqrt__every_fp_element_is_a_square_in_fp2)
{
    /* c1 = 0: a square c0 has a root in Fp, a non-square one a root in Fp u */
    int nonsquare = 0;
    for (size_t i = 0; i < test_iters(200); i++) {
        bls381_fp2 a, r;
        cu_rand_fp(&a.c0);
        bls381_fp_set_zero(&a.c1);
        bool fp_square = bls381_fp_legendre(&a.c0) == 1;
        CHECK_LOOP(bls381_fp2_sqrt(&r, &a));
        CHECK_LOOP(squares_to(&r, &a));
        nonsquare += !fp_square;
        CHECK_LOOP(bls381_fp_is_zero(fp_square ? &r.c1 : &r.c0));
    }
    CHECK(nonsquare > 0);
}

TEST(fp2_sqrt__small_values)
{
    bls381_fp2 a, r, want;
    /* 0 */
    bls381_fp2_set_zero(&a);
    cu_rand_fp2(&r);
    CHECK(bls381_fp2_sqrt(&r, &a) && bls381_fp2_is_zero(&r));
    /* 1 -> +-1 */
    bls381_fp2_set_one(&a);
    CHECK(bls381_fp2_sqrt(&r, &a) && is_pm(&r, &a));
    /* -1 -> +-u */
    bls381_fp2_neg(&a, &a);
    bls381_fp2_set_zero(&want);
    bls381_fp_set_one(&want.c1);
    CHECK(bls381_fp2_sqrt(&r, &a) && is_pm(&r, &want));
    /* u = (a - a u)^2 with a^2 = -1/2, a square since 2 and -1 are not */
    bls381_fp2_set_zero(&a);
    bls381_fp_set_one(&a.c1);
    bool ok = bls381_fp2_sqrt(&r, &a);
    CHECK(ok && squares_to(&r, &a));
    /* 4(u+1), the twist's b, is not a square */
    bls381_fp_from_u64(&a.c0, 4);
    a.c1 = a.c0;
    CHECK(!bls381_fp2_sqrt(&r, &a));
}
