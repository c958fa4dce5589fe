/*
 * HKDF with HMAC-SHA-256 (RFC 5869): Extract, PRK = HMAC(salt, IKM); Expand,
 * T(i) = HMAC(PRK, T(i-1) || info || i) for i = 1..N, OKM = first L bytes of
 * T(1) || ... || T(N), N = ceil(L/32) <= 255.
 */
#include "hash/hash.h"
#include "sys/ct.h"

#include <string.h>

void bls381_hkdf_sha256_extract2(uint8_t prk[32], const uint8_t *salt, size_t salt_len,
                                 const uint8_t *a, size_t a_len, const uint8_t *b, size_t b_len)
{
    static const uint8_t zero_salt[32] = { 0 };
    bls381_hmac_sha256_ctx ctx;
    if (salt_len == 0) { salt = zero_salt; salt_len = sizeof zero_salt; }
    bls381_hmac_sha256_init(&ctx, salt, salt_len);
    bls381_hmac_sha256_update(&ctx, a, a_len);
    bls381_hmac_sha256_update(&ctx, b, b_len);
    bls381_hmac_sha256_final(&ctx, prk);
}

void bls381_hkdf_sha256_extract(uint8_t prk[32], const uint8_t *salt, size_t salt_len,
                                const uint8_t *ikm, size_t ikm_len)
{
    bls381_hkdf_sha256_extract2(prk, salt, salt_len, ikm, ikm_len, NULL, 0);
}

bls381_status bls381_hkdf_sha256_expand2(uint8_t *okm, size_t okm_len, const uint8_t *prk,
                                         size_t prk_len, const uint8_t *a, size_t a_len,
                                         const uint8_t *b, size_t b_len)
{
    if (okm_len > BLS381_HASH_MAX_EXPAND) return BLS381_ERR_BADARGS;
    if ((okm_len && !okm) || (prk_len && !prk) || (a_len && !a) || (b_len && !b))
        return BLS381_ERR_BADARGS;
    bls381_hmac_sha256_ctx keyed, ctx;
    uint8_t t[32];
    bls381_hmac_sha256_init(&keyed, prk, prk_len);
    for (size_t done = 0, i = 1; done < okm_len; i++) {
        uint8_t counter = (uint8_t)i;
        ctx = keyed;
        if (i > 1) bls381_hmac_sha256_update(&ctx, t, 32);
        bls381_hmac_sha256_update(&ctx, a, a_len);
        bls381_hmac_sha256_update(&ctx, b, b_len);
        bls381_hmac_sha256_update(&ctx, &counter, 1);
        bls381_hmac_sha256_final(&ctx, t);
        size_t take = okm_len - done < 32 ? okm_len - done : 32;
        memcpy(okm + done, t, take);
        done += take;
    }
    bls381_secure_zero(&keyed, sizeof keyed);
    bls381_secure_zero(t, sizeof t);
    return BLS381_OK;
}

bls381_status bls381_hkdf_sha256_expand(uint8_t *okm, size_t okm_len, const uint8_t *prk,
                                        size_t prk_len, const uint8_t *info, size_t info_len)
{
    return bls381_hkdf_sha256_expand2(okm, okm_len, prk, prk_len, info, info_len, NULL, 0);
}
