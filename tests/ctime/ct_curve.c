/* Constant-time checks for the curve layer: the group law on secret
 * points, the constant-time scalar multiplications with secret scalars (and
 * points), cofactor clearing, subgroup checks, conversions, the Fp2 square
 * root and the encoders. */
#include "ctime.h"
#include "bls381.h"

static void secret_scalar(bls381_fr *k, uint8_t kb[32])
{
    ct_random(kb, 32);
    kb[0] &= 0x3f;
    if (bls381_fr_from_bytes(k, kb) != BLS381_OK) bls381_fr_set_one(k);
    ct_secret(k, sizeof *k);
    ct_random(kb, 32);              /* any 256-bit value for the byte form */
    ct_secret(kb, 32);
}

CTIME(curve_g1_law_and_mul)
{
    bls381_g1 p, q, r;
    bls381_g1_affine a;
    bls381_fr k;
    uint8_t kb[32], out[96];
    bls381_fr_from_u64(&k, 0x1234567);
    bls381_g1_generator(&p);
    bls381_g1_mul_vartime(&q, &p, &k);          /* public setup */
    ct_secret(&p, sizeof p);
    ct_secret(&q, sizeof q);
    bls381_g1_add(&r, &p, &q);
    bls381_g1_dbl(&r, &r);
    bls381_g1_sub(&r, &r, &p);
    bls381_g1_to_affine(&a, &q);
    bls381_g1_add_affine(&r, &r, &a);
    bls381_g1_cmov(&r, &q, bls381_g1_is_infinity(&p));
    bool on = bls381_g1_is_on_curve(&r), eq = bls381_g1_eq(&r, &p);
    ct_public(&on, sizeof on);
    ct_public(&eq, sizeof eq);
    bls381_g1_batch_to_affine(&a, &r, 1);
    bls381_g1_compress(out, &a);
    bls381_g1_serialize(out, &a);
    secret_scalar(&k, kb);
    bls381_g1_mul(&r, &q, &k);
    bls381_g1_mul_bytes(&r, &q, kb);
    bls381_g1_clear_cofactor(&r, &r);
    bool in = bls381_g1_in_subgroup(&r);
    ct_public(&in, sizeof in);
}

CTIME(curve_g2_law_and_mul)
{
    bls381_g2 p, q, r;
    bls381_g2_affine a;
    bls381_fr k;
    uint8_t kb[32], out[192];
    bls381_fr_from_u64(&k, 0x7654321);
    bls381_g2_generator(&p);
    bls381_g2_mul_vartime(&q, &p, &k);
    ct_secret(&p, sizeof p);
    ct_secret(&q, sizeof q);
    bls381_g2_add(&r, &p, &q);
    bls381_g2_dbl(&r, &r);
    bls381_g2_sub(&r, &r, &p);
    bls381_g2_to_affine(&a, &q);
    bls381_g2_add_affine(&r, &r, &a);
    bls381_g2_cmov(&r, &q, bls381_g2_is_infinity(&p));
    bool on = bls381_g2_is_on_curve(&r), eq = bls381_g2_eq(&r, &p);
    ct_public(&on, sizeof on);
    ct_public(&eq, sizeof eq);
    bls381_g2_batch_to_affine(&a, &r, 1);
    bls381_g2_compress(out, &a);
    bls381_g2_serialize(out, &a);
    secret_scalar(&k, kb);
    bls381_g2_mul(&r, &q, &k);
    bls381_g2_mul_bytes(&r, &q, kb);
    bls381_g2_clear_cofactor(&r, &r);
    bool in = bls381_g2_in_subgroup(&r);
    ct_public(&in, sizeof in);
}

CTIME(curve_fp2_sqrt)
{
    bls381_fp2 a, r;
    uint8_t b[48];
    for (int i = 0; i < 2; i++) {
        bls381_fp *c = i ? &a.c1 : &a.c0;
        ct_random(b, sizeof b);
        b[0] &= 0x0f;
        if (bls381_fp_from_bytes(c, b) != BLS381_OK) bls381_fp_set_one(c);
    }
    bls381_fp2_sqr(&a, &a);                      /* a square: the root path */
    ct_secret(&a, sizeof a);
    bool ok = bls381_fp2_sqrt(&r, &a);
    ct_public(&ok, sizeof ok);
    bls381_fp_add(&a.c0, &a.c0, &a.c1);          /* likely not a square */
    ok = bls381_fp2_sqrt(&r, &a);
    ct_public(&ok, sizeof ok);
}
