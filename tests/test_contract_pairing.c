/* The bad-input contract of bls381_pairing.h (tests/contract.h): empty
 * products, points off the curve or outside the subgroups. */
#include "contract.h"

/* arithmetic on out-of-range values (no status) */
TEST(contract_pairing__empty_products_and_points_off_the_curve)
{
    /* the empty pairing product is 1; points off the curve or outside the
     * subgroups give some answer, never a crash (bls381_pairing.h) */
    bls381_fp12 f, one;
    bls381_fp12_set_one(&one);
    bls381_miller_loop(&f, NULL, NULL, 0, NULL);
    CHECK(bls381_fp12_eq(&f, &one));
    CHECK(bls381_pairing_check(NULL, NULL, 0, NULL));
    CHECK(bls381_pairing_check_prepared(NULL, NULL, 0));
    bls381_miller_loop_prepared(&f, NULL, NULL, 0);
    CHECK(bls381_fp12_eq(&f, &one));
    bls381_g1 e1;
    bls381_g2 e2;
    cu_rand_e1(&e1);
    cu_rand_e2(&e2);
    bls381_g1_affine p;
    bls381_g2_affine q, off;
    bls381_g1_to_affine(&p, &e1);
    bls381_g2_to_affine(&q, &e2);
    bls381_g2_affine_generator(&off);
    bls381_fp_add(&off.y.c0, &off.y.c0, &off.y.c1);        /* off the curve */
    CHECK(!bls381_g2_affine_is_on_curve(&off));
    bls381_pairing(&f, &p, &q);
    bls381_pairing(&f, &p, &off);
    bls381_final_exp(&f, &f);
    bls381_g2_prepared prep;
    const bls381_g2_prepared *pp = &prep;
    bls381_g2_prepare(&prep, &off);
    bls381_miller_loop_prepared(&f, &p, &pp, 1);
    (void)bls381_pairing_check(&p, &off, 1, NULL);
    (void)bls381_pairing_check_prepared(&p, &pp, 1);
}

/*
 * PRECONDITION: the functions below return void, bool or int on typed
 * values (pure arithmetic) and take no NULL pointer, a documented
 * precondition they do not check (SECURITY.md, "Validated at the boundary"). Points off the
 * curve or outside the subgroup give defined answers (walked above).
 *
 * bls381_pairing.h:
 *   bls381_fp12_conj
 */
