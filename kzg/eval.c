/*
 * evaluate_polynomial_in_evaluation_form (deneb): for z outside the domain,
 *     p(z) = (z^n - 1)/n * sum_i p_i * w_i / (z - w_i)
 * (the barycentric formula over the n-th roots of unity w_i, here in
 * bit-reversed order); for z = w_i, p(z) = p_i. The sum runs in chunks,
 * each with one batched inversion, so the stack use stays bounded (8 KiB)
 * and nothing is allocated (the verify paths use it). The blob form reads the
 * field elements straight from the blob's bytes, so verify_blob_kzg_proof
 * needs no 128 KiB polynomial buffer either.
 */
#include "kzg/kzg_internal.h"

/* elements per batched inversion: 256 prefix products, 8 KiB of stack */
#define CHUNK 256

/* the polynomial's values: an array, or a blob's canonical bytes */
typedef struct {
    const fr_t *poly;
    const Blob *blob;
} values;

static C_KZG_RET value_at(fr_t *out, const values *v, size_t i)
{
    if (v->poly) {
        *out = v->poly[i];
        return C_KZG_OK;
    }
    return bls381_fr_from_bytes(out, &v->blob->bytes[i * BYTES_PER_FIELD_ELEMENT]) == BLS381_OK ? C_KZG_OK
                                                                                               : C_KZG_BADARGS;
}

static C_KZG_RET eval(fr_t *y, const values *v, const fr_t *z, const KZGSettings *s)
{
    const fr_t *w = s->brp_roots_of_unity; /* the first 4096 are the blob domain, bit-reversed */
    fr_t acc, pre[CHUNK], inv, t, p, d;
    for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++) {
        if (bls381_fr_eq(z, &w[i])) {
            /* every element must still be canonical */
            for (size_t k = 0; k < FIELD_ELEMENTS_PER_BLOB; k++)
                if (value_at(&p, v, k) != C_KZG_OK) return C_KZG_BADARGS;
            return value_at(y, v, i);
        }
    }
    bls381_fr_set_zero(&acc);
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
            if (value_at(&p, v, base + k) != C_KZG_OK) return C_KZG_BADARGS;
            bls381_fr_mul(&t, &p, &w[base + k]);
            bls381_fr_mul(&t, &t, &inv_k);
            bls381_fr_add(&acc, &acc, &t);
        }
    }
    /* (z^4096 - 1) / 4096 */
    fr_t zn = *z, n_inv;
    for (int k = 0; k < 12; k++) bls381_fr_sqr(&zn, &zn);
    bls381_fr_set_one(&t);
    bls381_fr_sub(&zn, &zn, &t);
    bls381_fr_from_u64(&n_inv, FIELD_ELEMENTS_PER_BLOB);
    bls381_fr_inv_vartime(&n_inv, &n_inv);
    bls381_fr_mul(&acc, &acc, &zn);
    bls381_fr_mul(y, &acc, &n_inv);
    return C_KZG_OK;
}

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
