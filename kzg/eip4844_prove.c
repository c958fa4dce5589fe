/*
 * EIP-4844 commitments and proofs (deneb/polynomial-commitments.md:
 * blob_to_kzg_commitment, compute_kzg_proof, compute_blob_kzg_proof).
 *
 * Memory: one scratch block, the blob's 4096 field elements (128 KiB)
 * followed by the MSM's scratch (bls381_kzg_commit_scratch_size). A proof
 * turns the polynomial into its quotient in place, so it needs no more
 * than a commitment. The c-kzg functions take the block from malloc; the
 * bls381_*_with_scratch ones from the caller.
 */
#include <stdlib.h>
#include <string.h>

#include "kzg/kzg_internal.h"
#include "sys/size.h"

#define POLY_BYTES (FIELD_ELEMENTS_PER_BLOB * sizeof(fr_t))
/* elements per batched inversion of the quotient: 8 KiB of prefix products */
#define CHUNK 256

size_t bls381_blob_to_kzg_commitment_scratch_size(const KZGSettings *s)
{
    if (!s || !s->g1_values_lagrange_brp) return 0;
    return bls381_size_add(POLY_BYTES, bls381_kzg_commit_scratch_size(s));
}

size_t bls381_compute_kzg_proof_scratch_size(const KZGSettings *s)
{
    return bls381_blob_to_kzg_commitment_scratch_size(s);
}

/* the argument checks, each shared by a c-kzg function and its
 * _with_scratch twin */
static bool no_lagrange(const KZGSettings *s) { return !s || !s->g1_values_lagrange_brp; }
static bool bad_commit_args(const KZGCommitment *out, const Blob *blob, const KZGSettings *s)
{
    return !out || !blob || no_lagrange(s);
}
static bool bad_proof_args(const KZGProof *proof_out, const Bytes32 *y_out, const Blob *blob, const Bytes32 *z_bytes,
                           const KZGSettings *s)
{
    return !proof_out || !y_out || !blob || !z_bytes || no_lagrange(s);
}
static bool bad_blob_proof_args(const KZGProof *out, const Blob *blob, const Bytes48 *commitment_bytes,
                                const KZGSettings *s)
{
    return !out || !blob || !commitment_bytes || no_lagrange(s);
}

/* the polynomial's place in a scratch block, or NULL when the block is
 * missing, not aligned for uint64_t or too small */
static fr_t *scratch_poly(void *scratch, size_t size, const KZGSettings *s)
{
    size_t need = bls381_blob_to_kzg_commitment_scratch_size(s);
    return bls381_scratch_ok(scratch, size, need) ? scratch : NULL;
}

C_KZG_RET bls381_blob_to_kzg_commitment_with_scratch(KZGCommitment *out, const Blob *blob, const KZGSettings *s,
                                                     void *scratch, size_t size)
{
    if (bad_commit_args(out, blob, s)) return C_KZG_BADARGS;
    fr_t *poly = scratch_poly(scratch, size, s);
    if (!poly) return C_KZG_BADARGS;
    g1_t c;
    C_KZG_RET ret = bls381_kzg_blob_to_poly(poly, blob);
    if (ret == C_KZG_OK)
        ret = bls381_kzg_commit_lagrange(&c, poly, s, (uint8_t *)scratch + POLY_BYTES, size - POLY_BYTES);
    if (ret == C_KZG_OK) bls381_g1_compress(out->bytes, &c);
    return ret;
}

/* compute_kzg_proof_impl, given y = p(z): the commitment to the quotient
 * q(X) = (p(X) - y) / (X - z), whose values on the domain are
 *     q_i = (p_i - y) / (w_i - z)          for w_i != z,
 *     q_m = sum_{i != m} (p_i - y) w_i / (z (z - w_i))   for z = w_m
 * (compute_quotient_eval_within_domain). As (p_i - y) w_i / (z (z - w_i))
 * = -q_i w_i / z, the second is q_m = -(1/z) sum_{i != m} q_i w_i, so the
 * q_i can overwrite the p_i: poly holds the quotient afterwards. The
 * inversions are batched CHUNK at a time (Montgomery's trick) with the
 * prefix products on the stack. The callers evaluate y first, so the
 * evaluation's stack and this one's are never live together. */
static C_KZG_RET prove(g1_t *proof, const fr_t *y, fr_t *poly, const fr_t *z, const KZGSettings *s,
                       void *msm_scratch, size_t msm_size)
{
    const size_t n = FIELD_ELEMENTS_PER_BLOB;
    const fr_t *w = s->brp_roots_of_unity;
    fr_t pre[CHUNK], run, inv, d, t;
    size_t m = n; /* the index with w_m = z, if any */
    for (size_t base = 0; base < n; base += CHUNK) {
        bls381_fr_set_one(&run);
        for (size_t k = 0; k < CHUNK; k++) {
            pre[k] = run;
            bls381_fr_sub(&d, &w[base + k], z);
            if (bls381_fr_is_zero(&d)) m = base + k;
            else bls381_fr_mul(&run, &run, &d);
        }
        bls381_fr_inv_vartime(&inv, &run);
        for (size_t k = CHUNK; k-- > 0;) {
            size_t i = base + k;
            if (i == m) continue;
            fr_t inv_d;
            bls381_fr_mul(&inv_d, &inv, &pre[k]);
            bls381_fr_sub(&d, &w[i], z);
            bls381_fr_mul(&inv, &inv, &d);
            bls381_fr_sub(&t, &poly[i], y);
            bls381_fr_mul(&poly[i], &t, &inv_d);
        }
    }
    if (m < n) {
        fr_t sum, z_inv;
        bls381_fr_set_zero(&sum);
        for (size_t i = 0; i < n; i++) {
            if (i == m) continue;
            bls381_fr_mul(&t, &poly[i], &w[i]);
            bls381_fr_add(&sum, &sum, &t);
        }
        bls381_fr_inv_vartime(&z_inv, z);
        bls381_fr_mul(&sum, &sum, &z_inv);
        bls381_fr_neg(&poly[m], &sum);
    }
    return bls381_kzg_commit_lagrange(proof, poly, s, msm_scratch, msm_size);
}

C_KZG_RET bls381_compute_kzg_proof_with_scratch(KZGProof *proof_out, Bytes32 *y_out, const Blob *blob,
                                                const Bytes32 *z_bytes, const KZGSettings *s, void *scratch,
                                                size_t size)
{
    if (bad_proof_args(proof_out, y_out, blob, z_bytes, s)) return C_KZG_BADARGS;
    fr_t *poly = scratch_poly(scratch, size, s);
    if (!poly) return C_KZG_BADARGS;
    fr_t z, y;
    g1_t proof;
    C_KZG_RET ret = bls381_kzg_blob_to_poly(poly, blob);
    if (ret == C_KZG_OK) ret = bls381_kzg_bytes_to_fr(&z, z_bytes);
    if (ret == C_KZG_OK) {
        bls381_kzg_eval_poly(&y, poly, &z, s);
        ret = prove(&proof, &y, poly, &z, s, (uint8_t *)scratch + POLY_BYTES, size - POLY_BYTES);
    }
    if (ret == C_KZG_OK) {
        bls381_g1_compress(proof_out->bytes, &proof);
        bls381_fr_to_bytes(y_out->bytes, &y);
    }
    return ret;
}

C_KZG_RET bls381_compute_blob_kzg_proof_with_scratch(KZGProof *out, const Blob *blob, const Bytes48 *commitment_bytes,
                                                     const KZGSettings *s, void *scratch, size_t size)
{
    if (bad_blob_proof_args(out, blob, commitment_bytes, s)) return C_KZG_BADARGS;
    fr_t *poly = scratch_poly(scratch, size, s);
    if (!poly) return C_KZG_BADARGS;
    g1_t commitment, proof;
    fr_t z, y;
    C_KZG_RET ret = bls381_kzg_bytes_to_g1(&commitment, commitment_bytes);
    if (ret == C_KZG_OK) ret = bls381_kzg_blob_to_poly(poly, blob);
    if (ret == C_KZG_OK) {
        bls381_kzg_challenge(&z, blob, commitment_bytes);
        bls381_kzg_eval_poly(&y, poly, &z, s);
        ret = prove(&proof, &y, poly, &z, s, (uint8_t *)scratch + POLY_BYTES, size - POLY_BYTES);
    }
    if (ret == C_KZG_OK) bls381_g1_compress(out->bytes, &proof);
    return ret;
}

/* ------------------------------------- the c-kzg functions: malloc'd scratch */

/* a scratch block for the settings, or NULL (size 0 when the settings
 * are unusable: the callee then reports BADARGS) */
static void *take_scratch(const KZGSettings *s, size_t *size)
{
    *size = no_lagrange(s) ? 0 : bls381_blob_to_kzg_commitment_scratch_size(s);
    return bls381_scratch_need_ok(*size) ? malloc(*size) : NULL;
}

C_KZG_RET blob_to_kzg_commitment(KZGCommitment *out, const Blob *blob, const KZGSettings *s)
{
    if (bad_commit_args(out, blob, s)) return C_KZG_BADARGS;
    size_t size;
    void *scratch = take_scratch(s, &size);
    if (!scratch) return C_KZG_MALLOC;
    C_KZG_RET ret = bls381_blob_to_kzg_commitment_with_scratch(out, blob, s, scratch, size);
    free(scratch);
    return ret;
}

C_KZG_RET compute_kzg_proof(KZGProof *proof_out, Bytes32 *y_out, const Blob *blob, const Bytes32 *z_bytes,
                            const KZGSettings *s)
{
    if (bad_proof_args(proof_out, y_out, blob, z_bytes, s)) return C_KZG_BADARGS;
    size_t size;
    void *scratch = take_scratch(s, &size);
    if (!scratch) return C_KZG_MALLOC;
    C_KZG_RET ret = bls381_compute_kzg_proof_with_scratch(proof_out, y_out, blob, z_bytes, s, scratch, size);
    free(scratch);
    return ret;
}

C_KZG_RET compute_blob_kzg_proof(KZGProof *out, const Blob *blob, const Bytes48 *commitment_bytes,
                                 const KZGSettings *s)
{
    if (bad_blob_proof_args(out, blob, commitment_bytes, s)) return C_KZG_BADARGS;
    size_t size;
    void *scratch = take_scratch(s, &size);
    if (!scratch) return C_KZG_MALLOC;
    C_KZG_RET ret = bls381_compute_blob_kzg_proof_with_scratch(out, blob, commitment_bytes, s, scratch, size);
    free(scratch);
    return ret;
}
