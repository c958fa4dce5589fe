/*
 * EIP-7594 cells (fulu/polynomial-commitments-sampling.md:
 * compute_cells_and_kzg_proofs; compute_cells is the same without proofs).
 *
 * Cell k holds the values of the blob's polynomial f on the coset
 * h_k <w_64> with h_k = brp_roots[64k]: the 8192 values of f on the roots
 * of order 8192, in bit-reversed order, 64 at a time. In that order the
 * even powers come first, so cells 0..63 are f on the blob's own domain,
 * i.e. the blob itself, and cells 64..127 are f on the odd powers
 * w_8192 * w_4096^e: one coset FFT of size 4096.
 * Memory: one scratch block (bls381_compute_cells_and_kzg_proofs_scratch_size),
 * from malloc or, in the _with_scratch variant, from the caller.
 */
#include <stdlib.h>
#include <string.h>

#include "kzg/fk20.h"
#include "sys/size.h"

#define N FIELD_ELEMENTS_PER_BLOB

void bls381_kzg_ext_values(fr_t *out, const fr_t *coeffs, const KZGSettings *s)
{
    const bls381_kzg_domain *d = s->domain; /* order 8192: roots[1] = w_8192 */
    bls381_kzg_fft_fr(out, coeffs, N, d);
    bls381_kzg_bit_reverse_permute(out, N, sizeof *out);
    bls381_kzg_coset_fft_fr(out + N, coeffs, N, &d->roots[1], d);
    bls381_kzg_bit_reverse_permute(out + N, N, sizeof *out);
}

void bls381_kzg_values_to_cells(Cell *cells, const fr_t *values, size_t ncells)
{
    for (size_t i = 0; i < ncells * FIELD_ELEMENTS_PER_CELL; i++)
        bls381_fr_to_bytes(cells[i / FIELD_ELEMENTS_PER_CELL].bytes + (i % FIELD_ELEMENTS_PER_CELL) * 32, &values[i]);
}

void bls381_kzg_proofs_to_bytes(KZGProof *out, const g1_t *proofs)
{
    for (size_t k = 0; k < CELLS_PER_EXT_BLOB; k++) bls381_g1_compress(out[k].bytes, &proofs[k]);
}

/* The scratch: poly[4096] (the blob's coefficients), then with proofs
 * pts[128] (the proofs as points); last, one region serves FK20's scratch
 * and then odd[4096] (the values of cells 64..127, computed after the
 * proofs). */
size_t bls381_compute_cells_and_kzg_proofs_scratch_size(bool proofs, const KZGSettings *s)
{
    return bls381_kzg_cells_scratch_size(proofs, s, N * sizeof(fr_t));
}

static bool bad_args(const Cell *cells, const KZGProof *proofs, const Blob *blob, const KZGSettings *s)
{
    return (!cells && !proofs) || !blob || !s || !s->domain || (proofs && !s->fk20);
}

C_KZG_RET bls381_compute_cells_and_kzg_proofs_with_scratch(Cell *cells, KZGProof *proofs, const Blob *blob,
                                                           const KZGSettings *s, void *scratch, size_t scratch_size)
{
    if (bad_args(cells, proofs, blob, s)) return C_KZG_BADARGS;
    size_t need = bls381_compute_cells_and_kzg_proofs_scratch_size(proofs != NULL, s);
    if (!bls381_scratch_ok(scratch, scratch_size, need)) return C_KZG_BADARGS;
    fr_t *poly = scratch;
    g1_t *pts = (g1_t *)(void *)(poly + N);
    uint8_t *shared = proofs ? (uint8_t *)(pts + CELLS_PER_EXT_BLOB) : (uint8_t *)(poly + N);
    fr_t *odd = (fr_t *)(void *)shared;
    C_KZG_RET ret = bls381_kzg_blob_to_poly(poly, blob);
    if (ret != C_KZG_OK) return ret;
    /* the blob holds f on the 4096-th roots in bit-reversed order */
    bls381_kzg_bit_reverse_permute(poly, N, sizeof *poly);
    bls381_kzg_ifft_fr(poly, poly, N, s->domain);
    if (proofs) {
        ret = bls381_kzg_fk20_proofs(pts, poly, s, shared, scratch_size - (size_t)(shared - (uint8_t *)scratch));
        if (ret != C_KZG_OK) return ret;
    }
    if (cells) {
        bls381_kzg_coset_fft_fr(odd, poly, N, &s->domain->roots[1], s->domain);
        bls381_kzg_bit_reverse_permute(odd, N, sizeof *odd);
        memcpy(cells, blob->bytes, BYTES_PER_BLOB); /* cells 0..63: the blob (canonical, checked) */
        bls381_kzg_values_to_cells(cells + CELLS_PER_BLOB, odd, CELLS_PER_BLOB);
    }
    if (proofs) bls381_kzg_proofs_to_bytes(proofs, pts);
    return C_KZG_OK;
}

C_KZG_RET compute_cells_and_kzg_proofs(Cell *cells, KZGProof *proofs, const Blob *blob, const KZGSettings *s)
{
    if (bad_args(cells, proofs, blob, s)) return C_KZG_BADARGS;
    size_t size = bls381_compute_cells_and_kzg_proofs_scratch_size(proofs != NULL, s);
    void *scratch = bls381_scratch_need_ok(size) ? malloc(size) : NULL;
    if (!scratch) return C_KZG_MALLOC;
    C_KZG_RET ret = bls381_compute_cells_and_kzg_proofs_with_scratch(cells, proofs, blob, s, scratch, size);
    free(scratch);
    return ret;
}
