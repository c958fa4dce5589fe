/*
 * Internals shared by the KZG files: byte parsing with the specs' checks,
 * polynomial evaluation, challenges, and the MSM over the setup.
 * Spec references are to the consensus specs, deneb/polynomial-commitments.md
 * (EIP-4844) and fulu/polynomial-commitments-sampling.md (EIP-7594).
 */
#ifndef BLS381_KZG_INTERNAL_H
#define BLS381_KZG_INTERNAL_H

#include "kzg.h"
#include "kzg/fft.h"

#define BLS381_KZG_NUM_G2 65

/* the pool to run on: the settings' own, else the default pool */
bls381_pool *bls381_kzg_pool(const KZGSettings *s);

/* bytes_to_bls_field: canonical 32-byte big-endian element (BADARGS else) */
C_KZG_RET bls381_kzg_bytes_to_fr(fr_t *out, const Bytes32 *b);
/* the same check, the element as its plain value (not in Montgomery form:
 * R^-1 times it, R = 2^256), for sums whose Montgomery products take the
 * factor R back once (*out is written either way) */
C_KZG_RET bls381_kzg_bytes_to_fr_plain(fr_t *out, const uint8_t b[32]);
/* bytes_to_kzg_commitment / bytes_to_kzg_proof (validate_kzg_g1): a
 * compressed G1 point in the subgroup; infinity allowed */
C_KZG_RET bls381_kzg_bytes_to_g1(g1_t *out, const Bytes48 *b);
/* the same for group g of b[0..n) into the same places of out: the points
 * [8 g, min(8 g + 8, n)), eight at a time on the lane engine
 * (field/fp_x8.h) when it is on; C_KZG_OK when every point is valid (or
 * the group is empty), else BADARGS (out then partly written). A batch of
 * n points has BLS381_KZG_G1_GROUPS(n) groups. */
#define BLS381_KZG_G1_GROUP 8
#define BLS381_KZG_G1_GROUPS(n) (((n) + BLS381_KZG_G1_GROUP - 1) / BLS381_KZG_G1_GROUP)
C_KZG_RET bls381_kzg_bytes_to_g1_group(g1_t *out, const Bytes48 *b, size_t n, size_t g);
/* blob_to_polynomial: 4096 canonical field elements */
C_KZG_RET bls381_kzg_blob_to_poly(fr_t *poly, const Blob *blob);

/* evaluate_polynomial_in_evaluation_form over the 4096-point domain in
 * bit-reversed order, streaming (no allocation, bounded stack) */
void bls381_kzg_eval_poly(fr_t *y, const fr_t *poly, const fr_t *z, const KZGSettings *s);
/* the same straight from a blob's bytes (BADARGS for a non-canonical element) */
C_KZG_RET bls381_kzg_eval_blob(fr_t *y, const Blob *blob, const fr_t *z, const KZGSettings *s);

/* num / den += t / d, d nonzero: num = num d + t den, den = den d (the
 * barycentric sum as one fraction, kzg/eval.c) */
static inline void bls381_kzg_frac_add(fr_t *num, fr_t *den, const fr_t *t, const fr_t *d)
{
    fr_t u;
    bls381_fr_mul(&u, t, den);
    bls381_fr_mul(num, num, d);
    bls381_fr_add(num, num, &u);
    bls381_fr_mul(den, den, d);
}

/* (eval_x8.c) *num / *den = sum over i < n of p_i w_i / (z - w_i), every
 * z - w_i nonzero, n a multiple of 8, p_i from value(&p_i, ctx, i), on
 * the lane engine (field/fp_x8.h); *den nonzero; *ret C_KZG_OK, or the
 * first failing value's status in an order of its own (*num, *den then
 * unset). False, with nothing written, when the engine is off (the caller
 * sums in scalar). */
typedef C_KZG_RET (*bls381_kzg_value_fn)(fr_t *out, const void *ctx, size_t i);
bool bls381_kzg_bary_sum_x8(C_KZG_RET *ret, fr_t *num, fr_t *den, const fr_t *z, const fr_t *w, size_t n,
                            bls381_kzg_value_fn value, const void *ctx);

/* BLS381_KZG_COMPUTED_ROOTS (the default of make BARE=1): the evaluation
 * computes the roots of unity as it runs instead of reading the 128 KiB
 * of s->brp_roots_of_unity it needs, so settings may leave the table out */
#ifdef BLS381_KZG_COMPUTED_ROOTS
#define BLS381_KZG_HAS_ROOTS(s) ((void)(s), true)
#else
#define BLS381_KZG_HAS_ROOTS(s) ((s)->brp_roots_of_unity != NULL)
#endif

/* compute_challenge on a blob whose commitment bytes are given */
void bls381_kzg_challenge(fr_t *out, const Blob *blob, const Bytes48 *commitment);

/* out = sum poly[i] * lagrange_brp[i] (g1_lincomb over the Lagrange setup),
 * with the fixed-base tables when the settings have them, in scratch of
 * bls381_kzg_commit_scratch_size(s) bytes (BADARGS when smaller); the
 * size depends on the settings' pool. */
size_t bls381_kzg_commit_scratch_size(const KZGSettings *s);
C_KZG_RET bls381_kzg_commit_lagrange(g1_t *out, const fr_t *poly, const KZGSettings *s, void *scratch, size_t size);
/* a general MSM with allocated scratch, on the settings' pool (G1, G2) */
C_KZG_RET bls381_kzg_g1_lincomb(g1_t *out, const g1_t *points, const fr_t *scalars, size_t n,
                                const KZGSettings *s);
C_KZG_RET bls381_kzg_g2_lincomb(g2_t *out, const g2_t *points, const fr_t *scalars, size_t n,
                                const KZGSettings *s);

/* ------------------------------------------------------------ EIP-7594 */

/* the 8192 values of the extended polynomial with these 4096 coefficients,
 * in cell order (cell k's values at 64k .. 64k+63: the bit-reversed order
 * of the 8192-th roots); out must not overlap coeffs */
void bls381_kzg_ext_values(fr_t *out, const fr_t *coeffs, const KZGSettings *s);
/* ncells cells from their values (64 each, in order) */
void bls381_kzg_values_to_cells(Cell *cells, const fr_t *values, size_t ncells);
/* 128 proofs (points) as bytes */
void bls381_kzg_proofs_to_bytes(KZGProof *out, const g1_t *proofs);

/* the C_KZG_RET for a library status */
C_KZG_RET bls381_kzg_ret(bls381_status st);

#endif
