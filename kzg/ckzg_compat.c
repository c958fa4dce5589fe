/*
 * The c-kzg-4844 helpers of include/compat/ckzg_helpers.h, on c-kzg's
 * element types (blst_fr, blst_p1: blst's layouts). c-kzg and this library
 * use Montgomery form with the same radix (2^256 for Fr, 2^384 for Fp), so
 * an element converts by copying its limbs; a point converts between
 * c-kzg's Jacobian coordinates (x/z^2, y/z^3; z = 0 is infinity) and our
 * affine ones (infinity is (0, 0)). Every input here is public.
 */
#include "compat/ckzg_helpers.h"
#include "kzg/kzg_internal.h"

#include <string.h>

_Static_assert(sizeof(blst_fr) == sizeof(bls381_fr) && sizeof(blst_fp) == sizeof(bls381_fp),
               "c-kzg's elements are 4 and 6 limbs, as ours");

static void fr_in(bls381_fr *r, const blst_fr *a) { memcpy(r->l, a->l, sizeof r->l); }
static void fr_out(blst_fr *r, const bls381_fr *a) { memcpy(r->l, a->l, sizeof r->l); }
static void fp_in(bls381_fp *r, const blst_fp *a) { memcpy(r->l, a->l, sizeof r->l); }
static void fp_out(blst_fp *r, const bls381_fp *a) { memcpy(r->l, a->l, sizeof r->l); }

void bytes_from_bls_field(Bytes32 *out, const blst_fr *in)
{
    bls381_fr v;
    fr_in(&v, in);
    bls381_fr_to_bytes(out->bytes, &v);
}

C_KZG_RET bytes_to_kzg_commitment(blst_p1 *out, const Bytes48 *b)
{
    bls381_g1_affine p;
    if (!out || !b || bls381_kzg_bytes_to_g1(&p, b) != C_KZG_OK) return C_KZG_BADARGS;
    bls381_fp z;
    if (bls381_g1_affine_is_infinity(&p))
        bls381_fp_set_zero(&z); /* with x = y = 0: c-kzg's G1_IDENTITY */
    else
        bls381_fp_set_one(&z);
    fp_out(&out->x, &p.x);
    fp_out(&out->y, &p.y);
    fp_out(&out->z, &z);
    return C_KZG_OK;
}

void compute_challenge(blst_fr *eval_challenge_out, const Blob *blob, const blst_p1 *commitment)
{
    bls381_fp x, y, z;
    fp_in(&x, &commitment->x);
    fp_in(&y, &commitment->y);
    fp_in(&z, &commitment->z);
    bls381_g1_affine a;
    if (bls381_fp_is_zero(&z)) {
        bls381_fp_set_zero(&a.x);
        bls381_fp_set_zero(&a.y);
    } else {
        bls381_fp zi, zi2;
        bls381_fp_inv_vartime(&zi, &z);
        bls381_fp_sqr(&zi2, &zi);
        bls381_fp_mul(&a.x, &x, &zi2);
        bls381_fp_mul(&a.y, &y, &zi2);
        bls381_fp_mul(&a.y, &a.y, &zi);
    }
    Bytes48 c;
    bls381_g1_compress(c.bytes, &a);
    bls381_fr r;
    bls381_kzg_challenge(&r, blob, &c);
    fr_out(eval_challenge_out, &r);
}

C_KZG_RET compute_verify_cell_kzg_proof_batch_challenge(blst_fr *challenge_out, const Bytes48 *commitments_bytes,
                                                       uint64_t num_commitments, const uint64_t *commitment_indices,
                                                       const uint64_t *cell_indices, const Cell *cells,
                                                       const Bytes48 *proofs_bytes, uint64_t num_cells)
{
    Bytes32 b;
    bls381_fr r;
    if (!challenge_out) return C_KZG_BADARGS;
    C_KZG_RET ret = bls381_kzg_compute_verify_cell_kzg_proof_batch_challenge(
        &b, commitments_bytes, num_commitments, commitment_indices, cell_indices, cells, proofs_bytes, num_cells);
    if (ret != C_KZG_OK) return ret;
    if (bls381_kzg_bytes_to_fr(&r, &b) != C_KZG_OK) return C_KZG_ERROR; /* a reduced challenge: never */
    fr_out(challenge_out, &r);
    return C_KZG_OK;
}
