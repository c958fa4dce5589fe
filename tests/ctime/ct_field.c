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

/* What the checks above leave out: the Fr helpers, exponentiation in Fr,
 * batch inversion (constant time in the values, zeros included), and the
 * Fp2 operations the tower and the G2 code build on. */
CTIME(field_remaining_helpers)
{
    bls381_fr a, b, r;
    secret_fr(&a);
    secret_fr(&b);
    bls381_fr_dbl(&r, &a);
    bls381_fr_cmov(&r, &b, bls381_fr_is_zero(&a));
    bls381_fr_cswap(&r, &b, bls381_fr_eq(&r, &a));
    uint64_t e[4] = { 0x5555, 7, 0, 1 };
    ct_secret(e, sizeof e);
    bls381_fr_pow(&r, &a, e, 4);
    bool one = bls381_fr_is_one(&r);
    ct_public(&one, sizeof one);

    bls381_fr fv[4], fw[4], fs[4];
    for (int i = 0; i < 4; i++) secret_fr(&fv[i]);
    bls381_fr_set_zero(&fv[2]);
    ct_secret(&fv[2], sizeof fv[2]);
    bls381_fr_batch_inv(fw, fv, 4, fs);

    bls381_fp pv[4], pw[4], ps[4];
    for (int i = 0; i < 4; i++) secret_fp(&pv[i]);
    bls381_fp_set_zero(&pv[1]);
    ct_secret(&pv[1], sizeof pv[1]);
    bls381_fp_batch_inv(pw, pv, 4, ps);
    bls381_fp_batch_inv(pw, pw, 4, ps);          /* in place */

    bls381_fp2 x, y, z;
    secret_fp(&x.c0);
    secret_fp(&x.c1);
    y = x;
    bls381_fp2_mul_fp(&z, &x, &x.c0);
    bls381_fp2_mul_by_nonresidue(&z, &z);
    bls381_fp2_conj(&z, &z);
    bls381_fp2_dbl(&z, &z);
    bls381_fp2_sub(&z, &z, &y);
    bls381_fp2_neg(&z, &z);
    bls381_fp2_cmov(&z, &y, bls381_fp2_is_one(&x));
    bool s = bls381_fp2_sgn0(&z), l = bls381_fp2_is_lexicographically_largest(&z);
    bool o = bls381_fp_is_odd(&z.c0), ll = bls381_fp_is_lexicographically_largest(&z.c1);
    bool e2 = bls381_fp2_eq(&z, &y), z2 = bls381_fp2_is_zero(&z), one2 = bls381_fp_is_one(&z.c0);
    ct_public(&s, sizeof s);
    ct_public(&l, sizeof l);
    ct_public(&o, sizeof o);
    ct_public(&ll, sizeof ll);
    ct_public(&e2, sizeof e2);
    ct_public(&z2, sizeof z2);
    ct_public(&one2, sizeof one2);
}

/* plain limbs in and out, small constants. from_limbs is a decoder: its
 * range verdict is public (it returns at once on a bad value), so its input
 * is marked secret only after the call; the value it made is secret. */
CTIME(field_limb_conversions)
{
    uint64_t l[6];
    bls381_fp a;
    bls381_fr k;
    ct_random(l, sizeof l);
    l[5] &= 0x0fffffffffffffffULL;          /* below p */
    bls381_status s = bls381_fp_from_limbs(&a, l);
    l[3] &= 0x0fffffffffffffffULL;          /* below r */
    s |= bls381_fr_from_limbs(&k, l);
    if (s != BLS381_OK) return;
    ct_secret(&a, sizeof a);
    ct_secret(&k, sizeof k);
    bls381_fp_to_limbs(l, &a);
    bls381_fr_to_limbs(l, &k);
    uint64_t v;
    ct_random(&v, sizeof v);
    ct_secret(&v, sizeof v);
    bls381_fp_from_u64(&a, v);
}

/* The field decoders on secret bytes, valid and not (>= the modulus): no
 * branch on the value; only the status is published. */
CTIME(field_decoders_on_secret_bytes)
{
    uint8_t b48[48], b32[32], b576[BLS381_FP12_BYTES];
    uint64_t l[6];
    bls381_fp a;
    bls381_fr k;
    bls381_fp12 f;
    bls381_status s[5];
    for (int valid = 0; valid < 2; valid++) {
        ct_random(b48, sizeof b48);
        ct_random(b32, sizeof b32);
        ct_random(b576, sizeof b576);
        ct_random(l, sizeof l);
        if (valid) {
            b48[0] &= 0x0f, b32[0] &= 0x3f, l[3] &= 0x0fffffffffffffffULL, l[5] &= 0x0fffffffffffffffULL;
            for (size_t i = 0; i < sizeof b576; i += 48) b576[i] &= 0x0f;
        } else {
            b48[0] |= 0xf0, b32[0] |= 0xf0, l[3] |= 0xf000000000000000ULL, l[5] |= 0xf000000000000000ULL;
            b576[288] |= 0xf0;
        }
        ct_secret(b48, sizeof b48);
        ct_secret(b32, sizeof b32);
        ct_secret(b576, sizeof b576);
        ct_secret(l, sizeof l);
        s[0] = bls381_fp_from_bytes(&a, b48);
        s[1] = bls381_fr_from_bytes(&k, b32);
        s[2] = bls381_fp_from_limbs(&a, l);
        s[3] = bls381_fr_from_limbs(&k, l);
        s[4] = bls381_fp12_from_bytes(&f, b576);
        ct_public(s, sizeof s);
    }
}
