/*
 * expand_message_xmd with H = SHA-256 (RFC 9380 section 5.3.1), b = 32 and
 * s = 64 bytes:
 *   DST'  = DST || I2OSP(len(DST), 1)
 *   b_0   = H(Z_pad || msg || I2OSP(len_in_bytes, 2) || I2OSP(0, 1) || DST')
 *   b_1   = H(b_0 || I2OSP(1, 1) || DST')
 *   b_i   = H((b_0 XOR b_(i-1)) || I2OSP(i, 1) || DST')
 *   out   = first len_in_bytes bytes of b_1 || ... || b_ell
 * Z_pad is 64 zero bytes, one whole block: we start b_0 from the state SHA-256
 * reaches after it (the shortcut the RFC suggests at the end of 5.3.1), a
 * constant checked by the tests. DSTs over 255 bytes are first hashed
 * (section 5.3.3).
 */
#include "hash/hash.h"
#include "sys/ct.h"

#include <string.h>

/* SHA-256 state after compressing one block of 64 zero bytes. */
const uint32_t bls381_sha256_zpad_state[8] = {
    0xda5698beu, 0x17b9b469u, 0x62335799u, 0x779fbecau,
    0x8ce5d491u, 0xc0d26243u, 0xbafef9eau, 0x1837a9d8u,
};

bls381_status bls381_expand_message_xmd(uint8_t *out, size_t len_in_bytes, const uint8_t *msg,
                                        size_t msg_len, const uint8_t *dst, size_t dst_len)
{
    static const char oversize[] = "H2C-OVERSIZE-DST-";
    if (len_in_bytes == 0 || len_in_bytes > BLS381_HASH_MAX_EXPAND || dst_len == 0)
        return BLS381_ERR_BADARGS;
    if (!out || !dst || (msg_len && !msg)) return BLS381_ERR_BADARGS;

    uint8_t short_dst[32];
    if (dst_len > 255) {
        bls381_sha256_ctx c;
        bls381_sha256_init(&c);
        bls381_sha256_update(&c, oversize, sizeof oversize - 1);
        bls381_sha256_update(&c, dst, dst_len);
        bls381_sha256_final(&c, short_dst);
        dst = short_dst;
        dst_len = 32;
    }
    const uint8_t dst_len_byte = (uint8_t)dst_len;
    const size_t ell = (len_in_bytes + 31) / 32;

    bls381_sha256_ctx ctx;
    uint8_t b0[32], bi[32], tail[3];
    memcpy(ctx.h, bls381_sha256_zpad_state, sizeof ctx.h);
    ctx.total = 64;
    bls381_sha256_update(&ctx, msg, msg_len);
    tail[0] = (uint8_t)(len_in_bytes >> 8);
    tail[1] = (uint8_t)len_in_bytes;
    tail[2] = 0;
    bls381_sha256_update(&ctx, tail, 3);
    bls381_sha256_update(&ctx, dst, dst_len);
    bls381_sha256_update(&ctx, &dst_len_byte, 1);
    bls381_sha256_final(&ctx, b0);

    memset(bi, 0, sizeof bi);   /* b_0 XOR 0 = b_0 for the first block */
    for (size_t i = 1; i <= ell; i++) {
        uint8_t x[33];
        for (int k = 0; k < 32; k++) x[k] = b0[k] ^ bi[k];
        x[32] = (uint8_t)i;
        bls381_sha256_init(&ctx);
        bls381_sha256_update(&ctx, x, 33);
        bls381_sha256_update(&ctx, dst, dst_len);
        bls381_sha256_update(&ctx, &dst_len_byte, 1);
        bls381_sha256_final(&ctx, bi);
        size_t off = 32 * (i - 1), take = len_in_bytes - off < 32 ? len_in_bytes - off : 32;
        memcpy(out + off, bi, take);
    }
    bls381_secure_zero(b0, sizeof b0);
    bls381_secure_zero(bi, sizeof bi);
    return BLS381_OK;
}
