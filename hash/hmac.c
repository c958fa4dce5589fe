/*
 * HMAC-SHA-256 (RFC 2104): H((K ^ opad) || H((K ^ ipad) || msg)), with K the
 * key zero-padded to 64 bytes (hashed first when longer than 64 bytes).
 */
#include "hash/hash.h"
#include "sys/ct.h"

#include <string.h>

void bls381_hmac_sha256_init(bls381_hmac_sha256_ctx *ctx, const uint8_t *key, size_t key_len)
{
    uint8_t k[64] = { 0 }, pad[64];
    if (key_len > 64) bls381_sha256(k, key, key_len);
    else if (key_len > 0) memcpy(k, key, key_len);
    for (int i = 0; i < 64; i++) pad[i] = k[i] ^ 0x36;
    bls381_sha256_init(&ctx->inner);
    bls381_sha256_update(&ctx->inner, pad, 64);
    for (int i = 0; i < 64; i++) pad[i] = k[i] ^ 0x5c;
    bls381_sha256_init(&ctx->outer);
    bls381_sha256_update(&ctx->outer, pad, 64);
    bls381_secure_zero(k, sizeof k);
    bls381_secure_zero(pad, sizeof pad);
}

void bls381_hmac_sha256_update(bls381_hmac_sha256_ctx *ctx, const void *data, size_t len)
{
    bls381_sha256_update(&ctx->inner, data, len);
}

void bls381_hmac_sha256_final(bls381_hmac_sha256_ctx *ctx, uint8_t out[32])
{
    uint8_t inner[32];
    bls381_sha256_final(&ctx->inner, inner);
    bls381_sha256_update(&ctx->outer, inner, 32);
    bls381_sha256_final(&ctx->outer, out);
    bls381_secure_zero(inner, sizeof inner);
}

void bls381_hmac_sha256(uint8_t out[32], const uint8_t *key, size_t key_len,
                        const uint8_t *msg, size_t msg_len)
{
    bls381_hmac_sha256_ctx ctx;
    bls381_hmac_sha256_init(&ctx, key, key_len);
    bls381_hmac_sha256_update(&ctx, msg, msg_len);
    bls381_hmac_sha256_final(&ctx, out);
}
