/* Constant-time checks for the tower Fp2 -> Fp6 -> Fp12 (field/fp6.c,
 * fp12.c, frobenius.c, cyclotomic.c, fp12_sparse.c, the lazy variants). */
#include "ctime.h"
#include "field/tower.h"

static void secret_fp12(bls381_fp12 *a)
{
    bls381_fp *c = &a->c0.c0.c0;
    for (int k = 0; k < 12; k++) {
        uint8_t b[48];
        ct_random(b, sizeof b);
        b[0] &= 0x0f;
        if (bls381_fp_from_bytes(&c[k], b) != BLS381_OK) bls381_fp_set_one(&c[k]);
    }
    ct_secret(a, sizeof *a);
}

CTIME(tower_fp2_fp6_arithmetic)
{
    bls381_fp12 x;
    secret_fp12(&x);
    bls381_fp2 a = x.c0.c0, b = x.c1.c1, r2;
    bls381_fp2_mul_plain(&r2, &a, &b);
    bls381_fp2_mul_lazy(&r2, &r2, &b);
    bls381_fp2_sqr_plain(&r2, &r2);
    bls381_fp2_sqr_lazy(&r2, &r2);
    bls381_fp6 s = x.c0, t = x.c1, r6;
    bls381_fp6_mul_plain(&r6, &s, &t);
    bls381_fp6_mul_lazy(&r6, &r6, &t);
    bls381_fp6_sqr(&r6, &r6);
    bls381_fp6_mul_by_nonresidue(&r6, &r6);
    bls381_fp6_mul_by_01(&r6, &r6, &a, &b);
    bls381_fp6_mul_by_1(&r6, &r6, &a);
    bls381_fp6_mul_by_fp2(&r6, &r6, &b);
    bls381_fp6_add(&r6, &r6, &s);
    bls381_fp6_sub(&r6, &r6, &t);
    bls381_fp6_neg(&r6, &r6);
    bls381_fp6_inv(&r6, &r6);
    bls381_fp6_frobenius(&r6, &r6);
    bls381_fp6_frobenius2(&r6, &r6);
    bls381_fp6_frobenius3(&r6, &r6);
    bls381_fp6_cmov(&r6, &s, bls381_fp6_is_zero(&t));
    bool e = bls381_fp6_eq(&r6, &s);
    ct_public(&e, sizeof e);
}

CTIME(tower_fp12_arithmetic)
{
    bls381_fp12 a, b, r;
    secret_fp12(&a);
    secret_fp12(&b);
    bls381_fp12_mul_plain(&r, &a, &b);
    bls381_fp12_mul_lazy(&r, &r, &b);
    bls381_fp12_sqr_plain(&r, &r);
    bls381_fp12_sqr_lazy(&r, &r);
    bls381_fp12_mul_by_014(&r, &r, &a.c0.c0, &a.c0.c1, &a.c1.c1);
    bls381_fp12_inv(&r, &r);
    bls381_fp12_conj(&r, &r);
    bls381_fp12_cyclotomic_sqr(&r, &r);
    bls381_fp12_frobenius(&r, &r);
    bls381_fp12_frobenius2(&r, &r);
    bls381_fp12_frobenius3(&r, &r);
    bls381_fp12_cmov(&r, &a, bls381_fp12_is_one(&b));
    uint8_t out[BLS381_FP12_BYTES];
    bls381_fp12_to_bytes(out, &r);
    bool e = bls381_fp12_eq(&r, &a);
    ct_public(&e, sizeof e);
}

/* the public entry points and helpers the checks above reach only through
 * their variants */
CTIME(tower_public_entry_points)
{
    bls381_fp12 x, y, z;
    secret_fp12(&x);
    secret_fp12(&y);
    bls381_fp12_add(&z, &x, &y);
    bls381_fp12_sub(&z, &z, &y);
    bls381_fp12_neg(&z, &z);
    bls381_fp12_mul(&z, &z, &x);
    bls381_fp12_sqr(&z, &z);
    bls381_fp2_add(&z.c0.c0, &x.c0.c0, &y.c1.c2);
    bls381_fp6_mul(&z.c1, &x.c0, &y.c1);
    bls381_fp6_dbl(&z.c1, &z.c1);
    bool b0 = bls381_fp12_is_zero(&z), b1 = bls381_fp6_is_one(&z.c1);
    ct_public(&b0, sizeof b0);
    ct_public(&b1, sizeof b1);
    bls381_fp2_set_one(&z.c0.c0);
    bls381_fp2_set_zero(&z.c0.c1);
    bls381_fp6_set_one(&z.c1);
    bls381_fp6_set_zero(&z.c1);
    bls381_fp12_set_zero(&z);
}
