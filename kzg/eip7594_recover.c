/*
 * EIP-7594 recovery (fulu/polynomial-commitments-sampling.md:
 * recover_cells_and_kzg_proofs, recover_polynomialcoeff,
 * construct_vanishing_polynomial): the erasure decoding of
 * https://ethresear.ch/t/reed-solomon-erasure-code-recovery-in-n-log-2-n-time-with-ffts/3039
 * over cosets, then cells and proofs recomputed from the polynomial.
 *
 * E = the 8192 values with the missing cells set to 0; Z vanishes on the
 * missing cells' points. Z is the short polynomial z(Y) = prod (Y - c_k)
 * over the missing cells (c_k = w_128^brp7(k)) taken at Y = X^64, so its
 * values anywhere on a coset a<w_8192> repeat with period 128: one FFT of
 * size 128 gives them. E*Z and P*Z agree on the domain, P*Z has degree
 * < 8192: P*Z = IFFT(E*Z); divided by Z on the coset 7<w_8192> (where Z
 * has no zero) and brought back, it gives P, whose first 4096
 * coefficients are kept (the spec's truncation).
 * Memory: one scratch block (bls381_recover_cells_and_kzg_proofs_scratch_size),
 * from malloc or, in the _with_scratch variant, from the caller.
 */
#include <stdlib.h>
#include <string.h>

#include "kzg/fk20.h"
#include "sys/size.h"

#define N FIELD_ELEMENTS_PER_BLOB      /* 4096 */
#define N2 FIELD_ELEMENTS_PER_EXT_BLOB /* 8192 */
#define NCELL CELLS_PER_EXT_BLOB       /* 128 */
#define L FIELD_ELEMENTS_PER_CELL      /* 64 */

/* z128[e] = z(a^64 w_128^e) for e < 128: the vanishing polynomial's values
 * on the coset a<w_8192> (period 128); a64 = a^64 (NULL for a = 1) */
static void short_values(fr_t z128[NCELL], const fr_t *z, size_t deg, const fr_t *a64, const bls381_kzg_domain *d)
{
    fr_t p;
    bls381_fr_set_one(&p);
    for (size_t i = 0; i < NCELL; i++) {
        if (i <= deg) {
            z128[i] = z[i];
            if (a64) {
                bls381_fr_mul(&z128[i], &z128[i], &p);
                bls381_fr_mul(&p, &p, a64);
            }
        } else {
            bls381_fr_set_zero(&z128[i]);
        }
    }
    bls381_kzg_fft_fr(z128, z128, NCELL, d);
}

/* coefficients of P (first 4096) from the values in cell order (missing
 * cells zero); work holds 8192 elements */
static void recover_poly(fr_t *coeffs, fr_t *vals, const bool *present, const KZGSettings *s, fr_t *work)
{
    const bls381_kzg_domain *d = s->domain;
    fr_t z[NCELL + 1], zd[NCELL], zc[NCELL], shift, shift64;
    size_t deg = 0;
    /* z(Y) = prod over missing k of (Y - w_128^brp7(k)), low degree first */
    bls381_fr_set_one(&z[0]);
    for (size_t k = 0; k < NCELL; k++) {
        if (present[k]) continue;
        const fr_t *root = &d->roots[(N2 / NCELL) * bls381_kzg_bit_reverse(k, NCELL)];
        bls381_fr_set_zero(&z[deg + 1]);
        for (size_t i = deg + 1; i > 0; i--) { /* z = z * (Y - root) */
            fr_t t;
            bls381_fr_mul(&t, &z[i], root);
            bls381_fr_sub(&z[i], &z[i - 1], &t);
        }
        bls381_fr_mul(&z[0], &z[0], root);
        bls381_fr_neg(&z[0], &z[0]);
        deg++;
    }
    /* E in natural order, times Z on the domain */
    bls381_kzg_bit_reverse_permute(vals, N2, sizeof *vals);
    if (deg > 0) {
        short_values(zd, z, deg, NULL, d);
        for (size_t e = 0; e < N2; e++) bls381_fr_mul(&vals[e], &vals[e], &zd[e % NCELL]);
    }
    bls381_kzg_ifft_fr(work, vals, N2, d); /* P * Z */
    if (deg > 0) {
        bls381_fr_from_u64(&shift, BLS381_KZG_COSET_SHIFT);
        shift64 = shift;
        for (int i = 0; i < 6; i++) bls381_fr_sqr(&shift64, &shift64);
        short_values(zc, z, deg, &shift64, d);
        bls381_fr_batch_inv(zc, zc, NCELL, zd);
        bls381_kzg_coset_fft_fr(work, work, N2, &shift, d);
        for (size_t e = 0; e < N2; e++) bls381_fr_mul(&work[e], &work[e], &zc[e % NCELL]);
        bls381_kzg_coset_ifft_fr(work, work, N2, &shift, d);
    }
    memcpy(coeffs, work, N * sizeof *coeffs);
}

/* The scratch: coeffs[4096] (the recovered polynomial), then with proofs
 * pts[128]; last, one region serves vals[8192] and work[8192] (the
 * recovery; vals again for the cells at the end) and, between the two,
 * FK20's scratch. */
size_t bls381_recover_cells_and_kzg_proofs_scratch_size(bool proofs, const KZGSettings *s)
{
    return bls381_kzg_cells_scratch_size(proofs, s, 2 * N2 * sizeof(fr_t));
}

static bool bad_args(const Cell *recovered_cells, const KZGProof *recovered_proofs, const uint64_t *cell_indices,
                     const Cell *cells, uint64_t num_cells, const KZGSettings *s)
{
    return !recovered_cells || !cell_indices || !cells || !s || !s->domain || (recovered_proofs && !s->fk20) ||
           num_cells < NCELL / 2 || num_cells > NCELL;
}

C_KZG_RET bls381_recover_cells_and_kzg_proofs_with_scratch(Cell *recovered_cells, KZGProof *recovered_proofs,
                                                           const uint64_t *cell_indices, const Cell *cells,
                                                           uint64_t num_cells, const KZGSettings *s, void *scratch,
                                                           size_t scratch_size)
{
    if (bad_args(recovered_cells, recovered_proofs, cell_indices, cells, num_cells, s)) return C_KZG_BADARGS;
    size_t need = bls381_recover_cells_and_kzg_proofs_scratch_size(recovered_proofs != NULL, s);
    if (!bls381_scratch_ok(scratch, scratch_size, need)) return C_KZG_BADARGS;
    /* the spec's checks: indices below 128, unique and in ascending order */
    bool present[NCELL] = { false };
    for (uint64_t i = 0; i < num_cells; i++) {
        if (cell_indices[i] >= NCELL || (i > 0 && cell_indices[i] <= cell_indices[i - 1])) return C_KZG_BADARGS;
        present[cell_indices[i]] = true;
    }
    fr_t *coeffs = scratch;
    g1_t *pts = (g1_t *)(void *)(coeffs + N);
    uint8_t *shared = recovered_proofs ? (uint8_t *)(pts + NCELL) : (uint8_t *)(coeffs + N);
    fr_t *vals = (fr_t *)(void *)shared, *work = vals + N2;
    memset(vals, 0, N2 * sizeof *vals);
    C_KZG_RET ret = C_KZG_OK;
    for (uint64_t i = 0; i < num_cells && ret == C_KZG_OK; i++)
        for (size_t j = 0; j < L && ret == C_KZG_OK; j++)
            ret = bls381_kzg_bytes_to_fr(&vals[cell_indices[i] * L + j], (const Bytes32 *)(cells[i].bytes + 32 * j));
    if (ret != C_KZG_OK) return ret;

    recover_poly(coeffs, vals, present, s, work);
    if (recovered_proofs) {
        ret = bls381_kzg_fk20_proofs(pts, coeffs, s, shared, scratch_size - (size_t)(shared - (uint8_t *)scratch));
        if (ret != C_KZG_OK) return ret;
    }
    bls381_kzg_ext_values(vals, coeffs, s);
    bls381_kzg_values_to_cells(recovered_cells, vals, NCELL);
    if (recovered_proofs) bls381_kzg_proofs_to_bytes(recovered_proofs, pts);
    return C_KZG_OK;
}

C_KZG_RET recover_cells_and_kzg_proofs(Cell *recovered_cells, KZGProof *recovered_proofs,
                                       const uint64_t *cell_indices, const Cell *cells, uint64_t num_cells,
                                       const KZGSettings *s)
{
    if (bad_args(recovered_cells, recovered_proofs, cell_indices, cells, num_cells, s)) return C_KZG_BADARGS;
    size_t size = bls381_recover_cells_and_kzg_proofs_scratch_size(recovered_proofs != NULL, s);
    void *scratch = bls381_scratch_need_ok(size) ? malloc(size) : NULL;
    if (!scratch) return C_KZG_MALLOC;
    C_KZG_RET ret = bls381_recover_cells_and_kzg_proofs_with_scratch(recovered_cells, recovered_proofs, cell_indices,
                                                                     cells, num_cells, s, scratch, size);
    free(scratch);
    return ret;
}
