/*
 * EIP-4844 commitments and proofs (deneb/polynomial-commitments.md:
 * blob_to_kzg_commitment, compute_kzg_proof, compute_blob_kzg_proof).
 */
#include <stdlib.h>
#include <string.h>

#include "kzg/kzg_internal.h"

C_KZG_RET blob_to_kzg_commitment(KZGCommitment *out, const Blob *blob, const KZGSettings *s)
{
    if (!out || !blob || !s || !s->g1_values_lagrange_brp) return C_KZG_BADARGS;
    fr_t *poly = malloc(FIELD_ELEMENTS_PER_BLOB * sizeof *poly);
    if (!poly) return C_KZG_MALLOC;
    g1_t c;
    C_KZG_RET ret = bls381_kzg_blob_to_poly(poly, blob);
    if (ret == C_KZG_OK) ret = bls381_kzg_commit_lagrange(&c, poly, s);
    if (ret == C_KZG_OK) bls381_g1_compress(out->bytes, &c);
    free(poly);
    return ret;
}

/* compute_quotient_eval_within_domain: the quotient's value at z = w_m,
 *     q(w_m) = sum_{i != m} (p_i - y) * w_i / (z * (z - w_i)),
 * with one batched inversion over the denominators. */
static void quotient_at_root(fr_t *out, const fr_t *poly, const fr_t *y, size_t m, const KZGSettings *s,
                             fr_t *den, fr_t *pre)
{
    const fr_t *w = s->brp_roots_of_unity, *z = &w[m];
    fr_t run, inv, t;
    bls381_fr_set_one(&run);
    for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++) {
        if (i == m) bls381_fr_set_one(&den[i]);
        else {
            bls381_fr_sub(&den[i], z, &w[i]);
            bls381_fr_mul(&den[i], &den[i], z);
        }
        pre[i] = run;
        bls381_fr_mul(&run, &run, &den[i]);
    }
    bls381_fr_inv_vartime(&inv, &run);
    bls381_fr_set_zero(out);
    for (size_t i = FIELD_ELEMENTS_PER_BLOB; i-- > 0;) {
        fr_t inv_i;
        bls381_fr_mul(&inv_i, &inv, &pre[i]);
        bls381_fr_mul(&inv, &inv, &den[i]);
        if (i == m) continue;
        bls381_fr_sub(&t, &poly[i], y);
        bls381_fr_mul(&t, &t, &w[i]);
        bls381_fr_mul(&t, &t, &inv_i);
        bls381_fr_add(out, out, &t);
    }
}

/* compute_kzg_proof_impl: y = p(z) and the commitment to the quotient
 * (p(X) - y) / (X - z), whose values on the domain are (p_i - y)/(w_i - z) */
static C_KZG_RET prove(g1_t *proof, fr_t *y, const fr_t *poly, const fr_t *z, const KZGSettings *s)
{
    size_t n = FIELD_ELEMENTS_PER_BLOB;
    fr_t *q = malloc(3 * n * sizeof *q);
    if (!q) return C_KZG_MALLOC;
    fr_t *den = q + n, *pre = q + 2 * n, run, inv;
    const fr_t *w = s->brp_roots_of_unity;
    bls381_kzg_eval_poly(y, poly, z, s);
    size_t in_domain = n;
    bls381_fr_set_one(&run);
    for (size_t i = 0; i < n; i++) {
        bls381_fr_sub(&den[i], &w[i], z);
        if (bls381_fr_is_zero(&den[i])) {
            in_domain = i;
            bls381_fr_set_one(&den[i]);
        }
        pre[i] = run;
        bls381_fr_mul(&run, &run, &den[i]);
    }
    bls381_fr_inv_vartime(&inv, &run);
    for (size_t i = n; i-- > 0;) {
        fr_t inv_i, t;
        bls381_fr_mul(&inv_i, &inv, &pre[i]);
        bls381_fr_mul(&inv, &inv, &den[i]);
        bls381_fr_sub(&t, &poly[i], y);
        bls381_fr_mul(&q[i], &t, &inv_i);
    }
    if (in_domain < n) quotient_at_root(&q[in_domain], poly, y, in_domain, s, den, pre);
    C_KZG_RET ret = bls381_kzg_commit_lagrange(proof, q, s);
    free(q);
    return ret;
}

C_KZG_RET compute_kzg_proof(KZGProof *proof_out, Bytes32 *y_out, const Blob *blob, const Bytes32 *z_bytes,
                            const KZGSettings *s)
{
    if (!proof_out || !y_out || !blob || !z_bytes || !s || !s->g1_values_lagrange_brp) return C_KZG_BADARGS;
    fr_t z, y, *poly = malloc(FIELD_ELEMENTS_PER_BLOB * sizeof *poly);
    if (!poly) return C_KZG_MALLOC;
    g1_t proof;
    C_KZG_RET ret = bls381_kzg_blob_to_poly(poly, blob);
    if (ret == C_KZG_OK) ret = bls381_kzg_bytes_to_fr(&z, z_bytes);
    if (ret == C_KZG_OK) ret = prove(&proof, &y, poly, &z, s);
    if (ret == C_KZG_OK) {
        bls381_g1_compress(proof_out->bytes, &proof);
        bls381_fr_to_bytes(y_out->bytes, &y);
    }
    free(poly);
    return ret;
}

C_KZG_RET compute_blob_kzg_proof(KZGProof *out, const Blob *blob, const Bytes48 *commitment_bytes,
                                 const KZGSettings *s)
{
    if (!out || !blob || !commitment_bytes || !s || !s->g1_values_lagrange_brp) return C_KZG_BADARGS;
    g1_t commitment, proof;
    fr_t z, y, *poly = malloc(FIELD_ELEMENTS_PER_BLOB * sizeof *poly);
    if (!poly) return C_KZG_MALLOC;
    C_KZG_RET ret = bls381_kzg_bytes_to_g1(&commitment, commitment_bytes);
    if (ret == C_KZG_OK) ret = bls381_kzg_blob_to_poly(poly, blob);
    if (ret == C_KZG_OK) {
        bls381_kzg_challenge(&z, blob, commitment_bytes);
        ret = prove(&proof, &y, poly, &z, s);
    }
    if (ret == C_KZG_OK) bls381_g1_compress(out->bytes, &proof);
    free(poly);
    return ret;
}
