/* Constant-time checks for the field layer. */
#include "ctime.h"
#include "field/field.h"

static void secret_fp(bls381_fp *a)
{
    uint8_t b[48];
    ct_random(b, sizeof b);
    b[0] &= 0x0f;
    if (bls381_fp_from_bytes(a, b) != BLS381_OK) bls381_fp_set_one(a);
    ct_secret(a, sizeof *a);
}

static void secret_fr(bls381_fr *a)
{
    uint8_t b[32];
    ct_random(b, sizeof b);
    b[0] &= 0x3f;
    if (bls381_fr_from_bytes(a, b) != BLS381_OK) bls381_fr_set_one(a);
    ct_secret(a, sizeof *a);
}

CTIME(fp_arithmetic)
{
    bls381_fp a, b, r;
    secret_fp(&a);
    secret_fp(&b);
    bls381_fp_add(&r, &a, &b);
    bls381_fp_sub(&r, &r, &b);
    bls381_fp_neg(&r, &r);
    bls381_fp_dbl(&r, &r);
    bls381_fp_half(&r, &r);
    bls381_fp_mul(&r, &r, &a);
    bls381_fp_sqr(&r, &r);
    bls381_fp_cmov(&r, &a, bls381_fp_is_zero(&b));
    bls381_fp_cswap(&r, &a, bls381_fp_eq(&r, &b));
    uint8_t out[48];
    bls381_fp_to_bytes(out, &r);
    uint64_t e[6] = { 0x1234, 0, 0, 0, 0, 1 };
    ct_secret(e, sizeof e);
    bls381_fp_pow(&r, &a, e, 6); /* constant time in the exponent too */
    int l = bls381_fp_legendre(&a);
    ct_public(&l, sizeof l);
}

CTIME(fp_inversion_and_sqrt)
{
    bls381_fp a, r;
    secret_fp(&a);
    bls381_fp_inv(&r, &a);
    bls381_fp_inv_fermat(&r, &a);
    bool ok = bls381_fp_sqrt(&r, &a);
    ct_public(&ok, sizeof ok);
    bls381_fp2 x = { a, a }, y;
    bls381_fp2_mul(&y, &x, &x);
    bls381_fp2_sqr(&y, &y);
    bls381_fp2_inv(&y, &y);
}

CTIME(fr_arithmetic_and_inversion)
{
    bls381_fr a, b, r;
    secret_fr(&a);
    secret_fr(&b);
    bls381_fr_add(&r, &a, &b);
    bls381_fr_sub(&r, &r, &b);
    bls381_fr_mul(&r, &r, &a);
    bls381_fr_sqr(&r, &r);
    bls381_fr_neg(&r, &r);
    bls381_fr_inv(&r, &a);
    bls381_fr_inv_fermat(&r, &a);
    uint8_t wide[64];
    ct_random(wide, sizeof wide);
    ct_secret(wide, sizeof wide);
    bls381_fr_from_bytes_wide(&r, wide);
    uint8_t out[32];
    bls381_fr_to_bytes(out, &r);
}
