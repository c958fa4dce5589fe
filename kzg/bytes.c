/* Byte-level inputs of the KZG API: field elements, points, blobs. */
#include "kzg/kzg_internal.h"
#include "curve/curve.h"
#include "field/mont.h"

C_KZG_RET bls381_kzg_ret(bls381_status st)
{
    switch (st) {
    case BLS381_OK: return C_KZG_OK;
    case BLS381_ERR_MALLOC: return C_KZG_MALLOC;
    case BLS381_ERR_RNG:
    case BLS381_ERR_THREADS: return C_KZG_ERROR;
    default: return C_KZG_BADARGS;
    }
}

C_KZG_RET bls381_kzg_bytes_to_fr(fr_t *out, const Bytes32 *b)
{
    return bls381_fr_from_bytes(out, b->bytes) == BLS381_OK ? C_KZG_OK : C_KZG_BADARGS;
}

C_KZG_RET bls381_kzg_bytes_to_fr_plain(fr_t *out, const uint8_t b[32])
{
    bls381_limbs_from_be(out->l, b, 4);
    return bls381_mont_lt_mask(out->l, bls381_fr_modulus, 4) & 1 ? C_KZG_OK : C_KZG_BADARGS;
}

/* the points are public: groups of eight by eight square roots and
 * subgroup checks at a time on the lane engine, the rest by the scalar
 * decoder and the variable-time subgroup check (curve/g1_decompress_x8.c) */
_Static_assert(sizeof(Bytes48) == 48, "Bytes48 arrays are 48-byte strides");
C_KZG_RET bls381_kzg_bytes_to_g1_group(g1_t *out, const Bytes48 *b, size_t n, size_t g)
{
    size_t lo = g * BLS381_KZG_G1_GROUP, bad;
    if (lo >= n) return C_KZG_OK;
    size_t m = n - lo < BLS381_KZG_G1_GROUP ? n - lo : BLS381_KZG_G1_GROUP;
    const uint8_t *in = (const uint8_t *)(const void *)(b + lo);
    return bls381_g1_decompress_batch_vartime(out + lo, in, m, true, &bad) == BLS381_OK ? C_KZG_OK : C_KZG_BADARGS;
}

/* one point: the scalar decoder alone, so that the single-point verifiers
 * (and the bare build, make BARE=1) do not link the lane engine */
C_KZG_RET bls381_kzg_bytes_to_g1(g1_t *out, const Bytes48 *b)
{
    g1_t p;
    if (bls381_g1_decompress_no_subgroup_check(&p, b->bytes) != BLS381_OK ||
        !bls381_g1_affine_in_subgroup_vartime(&p))
        return C_KZG_BADARGS;
    *out = p;
    return C_KZG_OK;
}

C_KZG_RET bls381_kzg_blob_to_poly(fr_t *poly, const Blob *blob)
{
    for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++)
        if (bls381_fr_from_bytes(&poly[i], &blob->bytes[i * BYTES_PER_FIELD_ELEMENT]) != BLS381_OK)
            return C_KZG_BADARGS;
    return C_KZG_OK;
}
