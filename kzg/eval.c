/*
 * evaluate_polynomial_in_evaluation_form (deneb): for z outside the domain,
 *     p(z) = (z^n - 1)/n * sum_i p_i * w_i / (z - w_i)
 * (the barycentric formula over the n-th roots of unity w_i, here in
 * bit-reversed order); for z = w_i, p(z) = p_i. The sum runs in chunks,
 * each with one batched inversion, so the stack use stays bounded and
 * nothing is allocated (the verify paths use it).
 */
#include "kzg/kzg_internal.h"

#define CHUNK 512

void bls381_kzg_eval_poly(fr_t *y, const fr_t *poly, const fr_t *z, const KZGSettings *s)
{
    const fr_t *w = s->brp_roots_of_unity; /* the first 4096 are the blob domain, bit-reversed */
    for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++) {
        if (bls381_fr_eq(z, &w[i])) {
            *y = poly[i];
            return;
        }
    }
    fr_t acc, den[CHUNK], pre[CHUNK], inv, t;
    bls381_fr_set_zero(&acc);
    for (size_t base = 0; base < FIELD_ELEMENTS_PER_BLOB; base += CHUNK) {
        /* Montgomery's trick over z - w_i (never zero here) */
        fr_t run;
        bls381_fr_set_one(&run);
        for (size_t k = 0; k < CHUNK; k++) {
            bls381_fr_sub(&den[k], z, &w[base + k]);
            pre[k] = run;
            bls381_fr_mul(&run, &run, &den[k]);
        }
        bls381_fr_inv_vartime(&inv, &run);
        for (size_t k = CHUNK; k-- > 0;) {
            fr_t inv_k;
            bls381_fr_mul(&inv_k, &inv, &pre[k]);
            bls381_fr_mul(&inv, &inv, &den[k]);
            bls381_fr_mul(&t, &poly[base + k], &w[base + k]);
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
}
