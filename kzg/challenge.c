/*
 * Fiat-Shamir challenges. compute_challenge (deneb):
 *     hash_to_bls_field(FIAT_SHAMIR_PROTOCOL_DOMAIN || int.to_bytes(4096, 16)
 *                       || blob || commitment)
 * with FIAT_SHAMIR_PROTOCOL_DOMAIN = "FSBLOBVERIFY_V1_".
 */
#include "bls381_hash.h"
#include "kzg/kzg_internal.h"

#include <string.h>

void bls381_kzg_challenge(fr_t *out, const Blob *blob, const Bytes48 *commitment)
{
    static const char domain[16] = { 'F', 'S', 'B', 'L', 'O', 'B', 'V', 'E', 'R', 'I', 'F', 'Y', '_', 'V', '1', '_' };
    uint8_t degree[16] = { 0 }, digest[64] = { 0 };
    degree[14] = (uint8_t)(FIELD_ELEMENTS_PER_BLOB >> 8);
    degree[15] = (uint8_t)(FIELD_ELEMENTS_PER_BLOB & 0xff);
    bls381_sha256_ctx ctx;
    bls381_sha256_init(&ctx);
    bls381_sha256_update(&ctx, domain, sizeof domain);
    bls381_sha256_update(&ctx, degree, sizeof degree);
    bls381_sha256_update(&ctx, blob->bytes, BYTES_PER_BLOB);
    bls381_sha256_update(&ctx, commitment->bytes, BYTES_PER_COMMITMENT);
    bls381_sha256_final(&ctx, digest + 32);
    bls381_fr_from_bytes_wide(out, digest);
}

void bls381_kzg_compute_challenge(Bytes32 *out, const Blob *blob, const Bytes48 *commitment)
{
    fr_t c;
    bls381_kzg_challenge(&c, blob, commitment);
    bls381_fr_to_bytes(out->bytes, &c);
}
