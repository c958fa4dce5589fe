/* Hashing (include/bls381_hash.h, bls381_h2c.h) on arbitrary messages and
 * domain tags: expand_message_xmd with any length (refusals exactly where
 * RFC 9380 section 5.3.1 puts them, output untouched), HKDF-Expand's length
 * limit, hash_to_field counts, and hash/encode to G1 and G2 giving points of
 * the subgroup; streaming SHA-256 and HMAC agree with the one-shot forms
 * whatever the split. */
#include "fuzz.h"
#include "bls381.h"

static bool all(const uint8_t *b, size_t n, uint8_t v)
{
    for (size_t i = 0; i < n; i++) if (b[i] != v) return false;
    return true;
}

FUZZ_TARGET
{
    fuzz_in in = { data, size };
    uint8_t op = fuzz_u8(&in);
    size_t dst_len, msg_len;
    const uint8_t *dst = fuzz_take(&in, fuzz_u8(&in) % 2 ? fuzz_u8(&in) : 300, &dst_len);
    const uint8_t *msg = fuzz_rest(&in, &msg_len);
    uint8_t *m = fuzz_dup(msg, msg_len), *d = fuzz_dup(dst, dst_len);
    static uint8_t out[65536 + 1];
    switch (op % 4) {
    case 0: {
        size_t len = (size_t)(op >> 2) * 257 + (msg_len & 0xff);
        if (op >> 7) len = 65535 + (op & 3);
        memset(out, 0xa5, len + 1);
        bls381_status s = bls381_expand_message_xmd(out, len, m, msg_len, d, dst_len);
        bool valid = len > 0 && (len + 31) / 32 <= 255 && len <= 65535 && dst_len > 0;
        /* a DST over 255 bytes is first hashed (section 5.3.3): allowed */
        FUZZ_ASSERT((s == BLS381_OK) == valid);
        if (!valid) FUZZ_ASSERT(all(out, len + 1, 0xa5));
        else FUZZ_ASSERT(out[len] == 0xa5);
        uint8_t prk[32];
        bls381_hkdf_sha256_extract(prk, d, dst_len, m, msg_len);
        size_t okm = (op >> 2) * 300;
        memset(out, 0xa5, okm + 1);
        s = bls381_hkdf_sha256_expand(out, okm, prk, 32, m, msg_len);
        FUZZ_ASSERT((s == BLS381_OK) == (okm <= 255 * 32));
        FUZZ_ASSERT(out[okm] == 0xa5);
        break;
    }
    case 1: {
        bls381_g1 p;
        bls381_g2 q;
        bls381_status s1 = bls381_hash_to_g1(&p, m, msg_len, d, dst_len);
        bls381_status s2 = bls381_encode_to_g2(&q, m, msg_len, d, dst_len);
        FUZZ_ASSERT(s1 == s2 && (s1 == BLS381_OK) == (dst_len > 0));
        if (s1 == BLS381_OK) FUZZ_ASSERT(bls381_g1_in_subgroup(&p) && bls381_g2_in_subgroup(&q));
        break;
    }
    case 2: {
        bls381_g1 p;
        bls381_g2 q;
        bls381_status s1 = bls381_encode_to_g1(&p, m, msg_len, d, dst_len);
        bls381_status s2 = bls381_hash_to_g2(&q, m, msg_len, d, dst_len);
        FUZZ_ASSERT(s1 == s2 && (s1 == BLS381_OK) == (dst_len > 0));
        if (s1 == BLS381_OK) FUZZ_ASSERT(bls381_g1_in_subgroup(&p) && bls381_g2_in_subgroup(&q));
        size_t count = op >> 2;
        bls381_fp u[64];
        bls381_fp2 u2[64];
        bls381_status a = bls381_hash_to_field_fp(u, count, m, msg_len, d, dst_len);
        bls381_status b = bls381_hash_to_field_fp2(u2, count, m, msg_len, d, dst_len);
        /* at most 4 Fp or 2 Fp2 elements (256 bytes of expand_message_xmd) */
        FUZZ_ASSERT((a == BLS381_OK) == (count > 0 && count <= 4 && dst_len > 0));
        FUZZ_ASSERT((b == BLS381_OK) == (count > 0 && count <= 2 && dst_len > 0));
        break;
    }
    default: {
        uint8_t h1[32], h2[32];
        size_t cut = msg_len ? (op >> 2) % (msg_len + 1) : 0;
        bls381_sha256(h1, m, msg_len);
        bls381_sha256_ctx c;
        bls381_sha256_init(&c);
        bls381_sha256_update(&c, m, cut);
        bls381_sha256_update(&c, m + cut, msg_len - cut);
        bls381_sha256_final(&c, h2);
        FUZZ_ASSERT(!memcmp(h1, h2, 32));
        bls381_hmac_sha256(h1, d, dst_len, m, msg_len);
        bls381_hmac_sha256_ctx hc;
        bls381_hmac_sha256_init(&hc, d, dst_len);
        bls381_hmac_sha256_update(&hc, m, cut);
        bls381_hmac_sha256_update(&hc, m + cut, msg_len - cut);
        bls381_hmac_sha256_final(&hc, h2);
        FUZZ_ASSERT(!memcmp(h1, h2, 32));
        break;
    }
    }
    free(m);
    free(d);
    return 0;
}
