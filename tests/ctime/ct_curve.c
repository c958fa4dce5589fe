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
    bls381_g1_affine gen;
    bls381_g1_affine_generator(&gen);
    bool aeq = bls381_g1_affine_eq(&a, &gen), ainf = bls381_g1_affine_is_infinity(&a);
    ct_public(&aeq, sizeof aeq);
    ct_public(&ainf, sizeof ainf);
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
    bls381_g2_affine gen;
    bls381_g2_affine_generator(&gen);
    bool aeq = bls381_g2_affine_eq(&a, &gen), ainf = bls381_g2_affine_is_infinity(&a);
    ct_public(&aeq, sizeof aeq);
    ct_public(&ainf, sizeof ainf);
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

/* The scalar multiplications at the edges, where a careless ladder or
 * recoding branches: k = 0, 1, r - 1 and the point at infinity (all
 * secret), and the conversions and negations around them. */
CTIME(curve_mul_edge_scalars_and_infinity)
{
    static const uint8_t r_minus_1[32] = {
        0x73, 0xed, 0xa7, 0x53, 0x29, 0x9d, 0x7d, 0x48, 0x33, 0x39, 0xd8, 0x08, 0x09, 0xa1, 0xd8, 0x05,
        0x53, 0xbd, 0xa4, 0x02, 0xff, 0xfe, 0x5b, 0xfe, 0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x00,
    };
    bls381_fr k[3];
    bls381_fr_set_zero(&k[0]);
    bls381_fr_set_one(&k[1]);
    if (bls381_fr_from_bytes(&k[2], r_minus_1) != BLS381_OK) bls381_fr_set_one(&k[2]);
    bls381_g1 p[2], r1;
    bls381_g2 q[2], r2;
    bls381_g1_affine a1;
    bls381_g2_affine a2;
    bls381_g1_generator(&p[0]);
    bls381_g1_set_infinity(&p[1]);
    bls381_g2_generator(&q[0]);
    bls381_g2_set_infinity(&q[1]);
    ct_secret(k, sizeof k);
    ct_secret(p, sizeof p);
    ct_secret(q, sizeof q);
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++) {
            bls381_g1_mul(&r1, &p[i], &k[j]);
            bls381_g1_neg(&r1, &r1);
            bls381_g1_to_affine(&a1, &r1);
            bls381_g1_affine_neg(&a1, &a1);
            bls381_g1_from_affine(&r1, &a1);
            bls381_g2_mul(&r2, &q[i], &k[j]);
            bls381_g2_neg(&r2, &r2);
            bls381_g2_to_affine(&a2, &r2);
            bls381_g2_affine_neg(&a2, &a2);
            bls381_g2_from_affine(&r2, &a2);
        }
    bool in1 = bls381_g1_affine_in_subgroup(&a1), in2 = bls381_g2_affine_in_subgroup(&a2);
    bool on1 = bls381_g1_affine_is_on_curve(&a1), on2 = bls381_g2_affine_is_on_curve(&a2);
    ct_public(&in1, sizeof in1);
    ct_public(&in2, sizeof in2);
    ct_public(&on1, sizeof on1);
    ct_public(&on2, sizeof on2);
}
