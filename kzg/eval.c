/*
 * evaluate_polynomial_in_evaluation_form (deneb): for z outside the domain,
 *     p(z) = (z^n - 1)/n * sum_i p_i * w_i / (z - w_i)
 * (the barycentric formula over the n-th roots of unity w_i, here in
 * bit-reversed order); for z = w_i, p(z) = p_i, and z is in the domain iff
 * z^n = 1. The sum is kept as one fraction num / den, each term t / d
 * (t = p_i w_i, d = z - w_i) added as (num d + t den) / (den d): four
 * products a term and one inversion in all, where Montgomery's trick over
 * the denominators takes five a term (three for the trick, two for the
 * term) and an inversion per chunk of stored prefix products. Nothing is
 * stored and nothing allocated (the verify paths use it); with the lane
 * engine on, kzg/eval_x8.c adds eight terms at a time the same way. The
 * blob form reads the field elements straight from the blob's bytes, so
 * verify_blob_kzg_proof needs no 128 KiB polynomial buffer either.
 *
 * The roots come from the settings' table (s->brp_roots_of_unity), or, with
 * BLS381_KZG_COMPUTED_ROOTS (make BARE=1: no 128 KiB table in flash), are
 * computed as the sum runs: the sum does not depend on its order, so term j
 * of the natural order pairs w^j (one multiplication from the previous
 * root) with the value at the bit-reversed index rev(j).
 */
#include "kzg/kzg_internal.h"
#include "field/field.h"
#include "sys/cpu.h"

/* the polynomial's values: an array, or a blob's canonical bytes */
typedef struct {
    const fr_t *poly;
    const Blob *blob;
} values;

static C_KZG_RET value_at(fr_t *out, const void *ctx, size_t i)
{
    const values *v = ctx;
    if (v->poly) {
        *out = v->poly[i];
        return C_KZG_OK;
    }
    return bls381_fr_from_bytes(out, &v->blob->bytes[i * BYTES_PER_FIELD_ELEMENT]) == BLS381_OK ? C_KZG_OK
                                                                                               : C_KZG_BADARGS;
}

/* z = w_i: p(z) = p_i, once every element is known to be canonical */
static C_KZG_RET value_at_root(fr_t *y, const values *v, size_t i)
{
    fr_t p;
    for (size_t k = 0; k < FIELD_ELEMENTS_PER_BLOB; k++)
        if (value_at(&p, v, k) != C_KZG_OK) return C_KZG_BADARGS;
    return value_at(y, v, i);
}

/* z^4096 */
static void pow_n(fr_t *zn, const fr_t *z)
{
    *zn = *z;
    for (int k = 0; k < 12; k++) bls381_fr_sqr(zn, zn);
}

/* y = (num / den) (z^4096 - 1) / 4096: one inversion of 4096 den */
static void finish(fr_t *y, const fr_t *num, const fr_t *den, const fr_t *zn)
{
    fr_t t, inv, zn1;
    bls381_fr_set_one(&t);
    bls381_fr_sub(&zn1, zn, &t);
    bls381_fr_from_u64(&inv, FIELD_ELEMENTS_PER_BLOB);
    bls381_fr_mul(&inv, &inv, den);
    bls381_fr_inv_vartime(&inv, &inv);
    bls381_fr_mul(&t, num, &zn1);
    bls381_fr_mul(y, &t, &inv);
}

#ifndef BLS381_KZG_COMPUTED_ROOTS

/* a blob's elements for the sums: as plain values (R^-1 times their
 * Montgomery form), so that the sums' Montgomery products give the sum
 * divided by R, which one product by R^2 (bls381_fr_r2) puts back: 4096
 * conversions to Montgomery form saved */
static C_KZG_RET plain_at(fr_t *out, const void *ctx, size_t i)
{
    const values *v = ctx;
    return bls381_kzg_bytes_to_fr_plain(out, &v->blob->bytes[i * BYTES_PER_FIELD_ELEMENT]);
}

/* num / den = sum_i p_i w_i / (z - w_i), z outside the domain */
static C_KZG_RET sum_terms(fr_t *num, fr_t *den, bls381_kzg_value_fn value, const values *v, const fr_t *z,
                           const fr_t *w)
{
    fr_t p, t, d;
    bls381_fr_set_zero(num);
    bls381_fr_set_one(den);
    for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++) {
        if (value(&p, v, i) != C_KZG_OK) return C_KZG_BADARGS;
        bls381_fr_mul(&t, &p, &w[i]);
        bls381_fr_sub(&d, z, &w[i]);
        bls381_kzg_frac_add(num, den, &t, &d);
    }
    return C_KZG_OK;
}

static C_KZG_RET eval(fr_t *y, const values *v, const fr_t *z, const KZGSettings *s)
{
    const fr_t *w = s->brp_roots_of_unity; /* the first 4096 are the blob domain, bit-reversed */
    fr_t num, den, zn, one;
    C_KZG_RET ret;
    bls381_fr_set_one(&one);
    pow_n(&zn, z);
    if (bls381_fr_eq(&zn, &one)) { /* z = w_i for one i (z is public) */
        for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++)
            if (bls381_fr_eq(z, &w[i])) return value_at_root(y, v, i);
        return C_KZG_ERROR; /* unreachable: the domain holds every 4096th root of unity */
    }
    bool plain = v->poly == NULL;
    bls381_kzg_value_fn value = plain ? plain_at : value_at;
    /* eight terms at a time on the lane engine when it is on */
    if (!bls381_kzg_bary_sum_x8(&ret, &num, &den, z, w, FIELD_ELEMENTS_PER_BLOB, value, v))
        ret = sum_terms(&num, &den, value, v, z, w);
    if (ret != C_KZG_OK) return ret;
    if (plain) bls381_fr_mul(&num, &num, &bls381_fr_r2); /* the plain values' R */
    finish(y, &num, &den, &zn);
    return C_KZG_OK;
}

#else /* BLS381_KZG_COMPUTED_ROOTS */

static C_KZG_RET eval(fr_t *y, const values *v, const fr_t *z, const KZGSettings *s)
{
    fr_t w1, w, num, den, t, p, d, zn, one;
    (void)s;
    bls381_kzg_root_of_unity(&w1, FIELD_ELEMENTS_PER_BLOB);
    bls381_fr_set_one(&one);
    pow_n(&zn, z);
    if (bls381_fr_eq(&zn, &one)) { /* z = w^j for one j < 4096 (z is public) */
        w = one;
        for (size_t j = 0; j < FIELD_ELEMENTS_PER_BLOB; j++, bls381_fr_mul(&w, &w, &w1))
            if (bls381_fr_eq(z, &w)) return value_at_root(y, v, bls381_kzg_bit_reverse(j, FIELD_ELEMENTS_PER_BLOB));
        return C_KZG_ERROR; /* unreachable: w1 has order 4096 */
    }
    /* the table's sum, term j of the natural order: w^j with p_rev(j) */
    bls381_fr_set_zero(&num);
    bls381_fr_set_one(&den);
    w = one;
    for (size_t j = 0; j < FIELD_ELEMENTS_PER_BLOB; j++, bls381_fr_mul(&w, &w, &w1)) {
        if (value_at(&p, v, bls381_kzg_bit_reverse(j, FIELD_ELEMENTS_PER_BLOB)) != C_KZG_OK) return C_KZG_BADARGS;
        bls381_fr_mul(&t, &p, &w);
        bls381_fr_sub(&d, z, &w);
        bls381_kzg_frac_add(&num, &den, &t, &d);
    }
    finish(y, &num, &den, &zn);
    return C_KZG_OK;
}

#endif /* BLS381_KZG_COMPUTED_ROOTS */

void bls381_kzg_eval_poly(fr_t *y, const fr_t *poly, const fr_t *z, const KZGSettings *s)
{
    values v = { poly, NULL };
    (void)eval(y, &v, z, s); /* an array of elements cannot be non-canonical */
}

C_KZG_RET bls381_kzg_eval_blob(fr_t *y, const Blob *blob, const fr_t *z, const KZGSettings *s)
{
    values v = { NULL, blob };
    return eval(y, &v, z, s);
}
