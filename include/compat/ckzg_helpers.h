/*
 * bls381 — the four internal helpers of c-kzg-4844 that its Go binding
 * calls (bindings/go: computeChallenge, computeVerifyCellKZGProofBatchChallenge),
 * with c-kzg's signatures: fr_t is blst_fr, g1_t is blst_p1 (blst.h here).
 * Included by compat/ckzg.h; implemented in kzg/ckzg_compat.c.
 *
 * Public data only: the field elements, points, blobs and cells they take
 * are KZG data (public); nothing here is constant time.
 */
#ifndef BLS381_COMPAT_CKZG_HELPERS_H
#define BLS381_COMPAT_CKZG_HELPERS_H

#include "blst.h"
#include "kzg.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The 32 big-endian bytes of a field element (c-kzg's bytes_from_bls_field).
 * in must hold a reduced Montgomery-form element, as every fr_t this library
 * writes does. */
BLS381_API void bytes_from_bls_field(Bytes32 *out, const blst_fr *in);

/* A commitment's point (c-kzg's bytes_to_kzg_commitment, the specs'
 * validate_kzg_g1): a compressed G1 point in the subgroup, infinity
 * allowed. out gets (x, y, 1) in Montgomery form, or all zero for infinity,
 * as c-kzg writes it. C_KZG_BADARGS (out untouched) for bad flags, x >= p,
 * a point not on the curve or not in the subgroup, or NULL. */
BLS381_API C_KZG_RET bytes_to_kzg_commitment(blst_p1 *out, const Bytes48 *b);

/* compute_challenge of the specs (deneb): the Fiat-Shamir challenge of a
 * blob and the commitment point (hashed as its compressed bytes; any
 * Jacobian z is accepted, z = 0 is infinity). */
BLS381_API void compute_challenge(blst_fr *eval_challenge_out, const Blob *blob, const blst_p1 *commitment);

/* compute_verify_cell_kzg_proof_batch_challenge of the specs (fulu), as
 * bls381_kzg_compute_verify_cell_kzg_proof_batch_challenge in kzg.h, the
 * result as a field element. c-kzg hashes whatever it is given; this one
 * returns C_KZG_BADARGS (out untouched) for a commitment index >=
 * num_commitments, a cell index >= CELLS_PER_EXT_BLOB, a non-canonical cell
 * element or a NULL array, which are the specs' preconditions. */
BLS381_API C_KZG_RET compute_verify_cell_kzg_proof_batch_challenge(
    blst_fr *challenge_out, const Bytes48 *commitments_bytes, uint64_t num_commitments,
    const uint64_t *commitment_indices, const uint64_t *cell_indices, const Cell *cells, const Bytes48 *proofs_bytes,
    uint64_t num_cells);

#ifdef __cplusplus
}
#endif
#endif
