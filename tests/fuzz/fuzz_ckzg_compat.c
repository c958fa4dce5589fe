/* The c-kzg helpers of include/compat (kzg/ckzg_compat.c) on any 48 bytes:
 * bytes_to_kzg_commitment accepts exactly what bls381_g1_decompress accepts,
 * leaves its output untouched otherwise, and writes c-kzg's layout (x, y, 1;
 * all zero for infinity); compute_challenge on the point, also in other
 * Jacobian coordinates, is bls381_kzg_compute_challenge on the bytes. */
#include "fuzz.h"
#include "compat/ckzg.h"

static Blob blob;

FUZZ_TARGET
{
    fuzz_in in = { data, size };
    Bytes48 b;
    uint64_t scale;
    fuzz_bytes(&in, b.bytes, sizeof b.bytes);
    fuzz_bytes(&in, &scale, sizeof scale);
    memset(blob.bytes, 0, sizeof blob.bytes);
    fuzz_bytes(&in, blob.bytes, fuzz_left(&in) < sizeof blob.bytes ? fuzz_left(&in) : sizeof blob.bytes);

    g1_t g;
    memset(&g, 0xa5, sizeof g);
    bls381_g1_affine a;
    C_KZG_RET ret = bytes_to_kzg_commitment(&g, &b);
    bool valid = bls381_g1_decompress(&a, b.bytes) == BLS381_OK;
    FUZZ_ASSERT(ret == (valid ? C_KZG_OK : C_KZG_BADARGS));
    if (!valid) {
        for (size_t i = 0; i < sizeof g; i++) FUZZ_ASSERT(((const uint8_t *)&g)[i] == 0xa5);
        return 0;
    }
    bls381_fp x, y, z, one;
    memcpy(x.l, g.x.l, sizeof x.l), memcpy(y.l, g.y.l, sizeof y.l), memcpy(z.l, g.z.l, sizeof z.l);
    bls381_fp_set_one(&one);
    if (bls381_g1_affine_is_infinity(&a))
        FUZZ_ASSERT(bls381_fp_is_zero(&x) && bls381_fp_is_zero(&y) && bls381_fp_is_zero(&z));
    else
        FUZZ_ASSERT(bls381_fp_eq(&x, &a.x) && bls381_fp_eq(&y, &a.y) && bls381_fp_eq(&z, &one));

    Bytes32 want, got;
    fr_t r;
    bls381_kzg_compute_challenge(&want, &blob, &b);
    compute_challenge(&r, &blob, &g);
    bytes_from_bls_field(&got, &r);
    FUZZ_ASSERT(!memcmp(got.bytes, want.bytes, 32));

    /* (l^2 x, l^3 y, l z) with l = scale + 1, nonzero */
    bls381_fp l, l2, l3;
    bls381_fp_from_u64(&l, scale == UINT64_MAX ? 2 : scale + 1);
    bls381_fp_sqr(&l2, &l);
    bls381_fp_mul(&l3, &l2, &l);
    bls381_fp_mul(&x, &x, &l2), bls381_fp_mul(&y, &y, &l3), bls381_fp_mul(&z, &z, &l);
    memcpy(g.x.l, x.l, sizeof x.l), memcpy(g.y.l, y.l, sizeof y.l), memcpy(g.z.l, z.l, sizeof z.l);
    compute_challenge(&r, &blob, &g);
    bytes_from_bls_field(&got, &r);
    FUZZ_ASSERT(!memcmp(got.bytes, want.bytes, 32));
    return 0;
}
