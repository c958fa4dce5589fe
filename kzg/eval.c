/*
 * evaluate_polynomial_in_evaluation_form (deneb): for z outside the domain,
 *     p(z) = (z^n - 1)/n * sum_i p_i * w_i / (z - w_i)
 * (the barycentric formula over the n-th roots of unity w_i, here in
 * bit-reversed order); for z = w_i, p(z) = p_i. The sum runs in chunks,
 * each with one batched inversion, so the stack use stays bounded (8 KiB;
 * with the settings' table and the lane engine on, 20 KiB in
 * kzg/eval_x8.c, eight terms at a time) and nothing is allocated (the
 * verify paths use it). The blob form reads the
 * field elements straight from the blob's bytes, so verify_blob_kzg_proof
 * needs no 128 KiB polynomial buffer either.
 *
 * The roots come from the settings' table (s->brp_roots_of_unity), or, with
 * BLS381_KZG_COMPUTED_ROOTS (make BARE=1: no 128 KiB table in flash), are
 * computed as the sum runs: the sum does not depend on its order, so term j
 * of the natural order pairs w^j (one multiplication from the previous
 * root, one more to step back in the chunk's second pass) with the value at
 * the bit-reversed index rev(j). There z is in the domain iff z^n = 1.
 */
#include "kzg/kzg_internal.h"
#include "field/field.h"
#include "sys/cpu.h"

/* elements per batched inversion: 256 prefix products, 8 KiB of stack */
#define CHUNK 256

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

/* y = acc * (z^4096 - 1) / 4096 */
static void finish(fr_t *y, const fr_t *acc, const fr_t *zn)
{
    fr_t t, n_inv, zn1;
    bls381_fr_set_one(&t);
    bls381_fr_sub(&zn1, zn, &t);
    bls381_fr_from_u64(&n_inv, FIELD_ELEMENTS_PER_BLOB);
    bls381_fr_inv_vartime(&n_inv, &n_inv);
    bls381_fr_mul(&t, acc, &zn1);
    bls381_fr_mul(y, &t, &n_inv);
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

/* acc = sum_i p_i w_i / (z - w_i), z outside the domain, in chunks (not
 * inlined: its chunk's 8 KiB of stack are not live while the lanes' sum
 * runs) */
static BLS381_NOINLINE C_KZG_RET sum_chunks(fr_t *acc, bls381_kzg_value_fn value, const values *v, const fr_t *z,
                                            const fr_t *w)
{
    fr_t pre[CHUNK], inv, t, p, d;
    bls381_fr_set_zero(acc);
    for (size_t base = 0; base < FIELD_ELEMENTS_PER_BLOB; base += CHUNK) {
        /* Montgomery's trick over z - w_i (never zero here; recomputed on
         * the way back rather than stored) */
        fr_t run;
        bls381_fr_set_one(&run);
        for (size_t k = 0; k < CHUNK; k++) {
            bls381_fr_sub(&d, z, &w[base + k]);
            pre[k] = run;
            bls381_fr_mul(&run, &run, &d);
        }
        bls381_fr_inv_vartime(&inv, &run);
        for (size_t k = CHUNK; k-- > 0;) {
            fr_t inv_k;
            bls381_fr_mul(&inv_k, &inv, &pre[k]);
            bls381_fr_sub(&d, z, &w[base + k]);
            bls381_fr_mul(&inv, &inv, &d);
            if (value(&p, v, base + k) != C_KZG_OK) return C_KZG_BADARGS;
            bls381_fr_mul(&t, &p, &w[base + k]);
            bls381_fr_mul(&t, &t, &inv_k);
            bls381_fr_add(acc, acc, &t);
        }
    }
    return C_KZG_OK;
}

static C_KZG_RET eval(fr_t *y, const values *v, const fr_t *z, const KZGSettings *s)
{
    const fr_t *w = s->brp_roots_of_unity; /* the first 4096 are the blob domain, bit-reversed */
    fr_t acc, zn;
    C_KZG_RET ret;
    for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++)
        if (bls381_fr_eq(z, &w[i])) return value_at_root(y, v, i);
    bool plain = v->poly == NULL;
    bls381_kzg_value_fn value = plain ? plain_at : value_at;
    /* eight terms at a time on the lane engine when it is on */
    if (!bls381_kzg_bary_sum_x8(&ret, &acc, z, w, FIELD_ELEMENTS_PER_BLOB, value, v))
        ret = sum_chunks(&acc, value, v, z, w);
    if (ret != C_KZG_OK) return ret;
    if (plain) bls381_fr_mul(&acc, &acc, &bls381_fr_r2); /* the plain values' R */
    pow_n(&zn, z);
    finish(y, &acc, &zn);
    return C_KZG_OK;
}

#else /* BLS381_KZG_COMPUTED_ROOTS */

static C_KZG_RET eval(fr_t *y, const values *v, const fr_t *z, const KZGSettings *s)
{
    fr_t w1, w1_inv, w, acc, pre[CHUNK], inv, t, p, d, zn, one;
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
    bls381_fr_inv_vartime(&w1_inv, &w1);
    bls381_fr_set_zero(&acc);
    w = one; /* w^base */
    for (size_t base = 0; base < FIELD_ELEMENTS_PER_BLOB; base += CHUNK) {
        /* Montgomery's trick over z - w^j, as the table's version */
        fr_t run;
        bls381_fr_set_one(&run);
        for (size_t k = 0; k < CHUNK; k++) {
            bls381_fr_sub(&d, z, &w);
            pre[k] = run;
            bls381_fr_mul(&run, &run, &d);
            bls381_fr_mul(&w, &w, &w1);
        }
        bls381_fr_inv_vartime(&inv, &run);
        fr_t wk = w; /* w^(base + CHUNK), stepped back to w^(base + k) */
        for (size_t k = CHUNK; k-- > 0;) {
            fr_t inv_k;
            bls381_fr_mul(&wk, &wk, &w1_inv);
            bls381_fr_mul(&inv_k, &inv, &pre[k]);
            bls381_fr_sub(&d, z, &wk);
            bls381_fr_mul(&inv, &inv, &d);
            if (value_at(&p, v, bls381_kzg_bit_reverse(base + k, FIELD_ELEMENTS_PER_BLOB)) != C_KZG_OK)
                return C_KZG_BADARGS;
            bls381_fr_mul(&t, &p, &wk);
            bls381_fr_mul(&t, &t, &inv_k);
            bls381_fr_add(&acc, &acc, &t);
        }
    }
    finish(y, &acc, &zn);
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
