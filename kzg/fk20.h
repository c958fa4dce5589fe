/*
 * EIP-7594 cell proofs by FK20 (Feist, Khovratovich, "Fast amortized KZG
 * proofs", 2020/2023, the multi-proof variant over the monomial setup).
 *
 * The proof of cell k is the commitment to q = f div (X^64 - c_k), where
 * c_k = h_k^64 and h_k is the cell's coset shift (c_k = w_128^brp7(k)).
 * Cutting f = sum_t X^(64 t) F_t(X) (deg F_t < 64, t < 64) and dividing,
 *     q = sum_{m<63} c^m Q_m,  Q_m = sum_{t>m} F_t(X) X^(64 (t-1-m)),
 * so with H_m = [Q_m(s)]G1 every proof is H(c_k) = sum_m c_k^m H_m: one FFT
 * of size 128 over G1 of (H_0 .. H_62, 0 ..). Column by column (j < 64),
 *     H_m = sum_j sum_{t>m} f_{64t+j} [s^(64(t-1-m)+j)],
 * a Toeplitz matrix-vector product per column, done as a circulant product
 * of size 128: H = IFFT( sum_j FFT(g_j) . FFT(R_j) ) with g_j = (f_j,
 * f_{64+j}, ..., f_{4032+j}, 0 x 64) and R_j = (0 x 65, [s^(3968+j)], ...,
 * [s^(64+j)], [s^j]). The FFT(R_j) are the setup's "columns", computed once
 * at load time; the work per blob is 64 small Fr FFTs, 128 MSMs of 64
 * points (one per frequency, over the columns' points at that frequency)
 * and two G1 FFTs of 128 points.
 *
 * The 128 MSMs run together (msm/many.c): GLV-split scalars, signed
 * windows, buckets summed with batched affine additions. With
 * precompute = c >= 6 the settings also hold a fixed-base table
 * (msm/table.h, without images) of the column points, so all windows of an
 * MSM share one set of buckets and no doubling is left.
 */
#ifndef BLS381_KZG_FK20_H
#define BLS381_KZG_FK20_H

#include "kzg/kzg_internal.h"
#include "msm/many.h"

#define BLS381_FK20_COLUMNS FIELD_ELEMENTS_PER_CELL                     /* 64 */
#define BLS381_FK20_POINTS (CELLS_PER_EXT_BLOB * FIELD_ELEMENTS_PER_CELL) /* 128 x 64 */
#define BLS381_FK20_WINDOW_PLAIN 6                                        /* c without tables */

struct bls381_kzg_fk20 {
    /* columns[i * 64 + j] = FFT_128(R_j)[i]: MSM i's 64 bases side by side */
    const g1_t *columns;
    /* precompute c >= 6: the fixed-base table of the 8192 column points
     * (msm/table.h, window c); NULL without */
    const void *table;
    /* [s^64]G2 (the setup's G2 point 64) prepared for cell verification */
    bls381_g2_prepared s64;
};

/* bytes of the fixed-base table for a precompute value (0 for none) */
size_t bls381_kzg_fk20_table_size(uint64_t precompute);

/* Fills t: the column FFTs into columns (8192 points), the fixed-base
 * table into table (bls381_kzg_fk20_table_size bytes, 8-byte aligned;
 * unused when that is 0), and the prepared [s^64]G2. The pointers of t then
 * point into those arrays. d: a domain of order >= 128 (the settings'). */
C_KZG_RET bls381_kzg_fk20_init(bls381_kzg_fk20 *t, g1_t *columns, void *table, const g1_t *g1_monomial,
                               const g2_t *g2_monomial, uint64_t precompute, const bls381_kzg_domain *d,
                               bls381_pool *pool);

/* proofs[k] for cell k < 128 of the polynomial with the 4096 coefficients
 * coeffs (the upper half of the extended polynomial is zero), in scratch
 * of bls381_kzg_fk20_scratch_size(s) bytes, 8-byte aligned: the scalars
 * (256 KiB), 128 points twice and the many-MSM's scratch, which depends on
 * the FK20 table and the thread count of the settings' pool. The size is 0
 * for settings without FK20 tables; a smaller scratch gives C_KZG_BADARGS. */
size_t bls381_kzg_fk20_scratch_size(const KZGSettings *s);
C_KZG_RET bls381_kzg_fk20_proofs(g1_t proofs[CELLS_PER_EXT_BLOB], const fr_t *coeffs, const KZGSettings *s,
                                 void *scratch, size_t scratch_size);

/* The scratch layout of the two EIP-7594 producers (cells from a blob,
 * recovery): a polynomial's 4096 coefficients, then with proofs the 128
 * proofs as points, and last one region of `shared` bytes that, with
 * proofs, also serves FK20's scratch (so it is the larger of the two).
 * 0 for settings without a domain, or without FK20 tables when proofs. */
size_t bls381_kzg_cells_scratch_size(bool proofs, const KZGSettings *s, size_t shared);

#endif
