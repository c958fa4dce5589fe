/*
 * SHA-256 (FIPS 180-4 sections 4.1.2, 5.3.3, 6.2). The compression function
 * keeps the message schedule in a 16-word ring and runs the 64 rounds fully
 * unrolled, with the eight working variables renamed between rounds instead
 * of moved. Every operation is on data-independent indices and counts, so
 * the whole hash is constant time in the bytes hashed.
 */
#include "hash/hash.h"
#include "sys/cpu.h"
#include "sys/ct.h"

#include <string.h>

const uint32_t bls381_sha256_iv[8] = {
    0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au,
    0x510e527fu, 0x9b05688cu, 0x1f83d9abu, 0x5be0cd19u,
};

/* First 32 bits of the fractional parts of the cube roots of the first 64
 * primes (section 4.2.2). */
static const uint32_t K[64] = {
    0x428a2f98u, 0x71374491u, 0xb5c0fbcfu, 0xe9b5dba5u, 0x3956c25bu, 0x59f111f1u, 0x923f82a4u, 0xab1c5ed5u,
    0xd807aa98u, 0x12835b01u, 0x243185beu, 0x550c7dc3u, 0x72be5d74u, 0x80deb1feu, 0x9bdc06a7u, 0xc19bf174u,
    0xe49b69c1u, 0xefbe4786u, 0x0fc19dc6u, 0x240ca1ccu, 0x2de92c6fu, 0x4a7484aau, 0x5cb0a9dcu, 0x76f988dau,
    0x983e5152u, 0xa831c66du, 0xb00327c8u, 0xbf597fc7u, 0xc6e00bf3u, 0xd5a79147u, 0x06ca6351u, 0x14292967u,
    0x27b70a85u, 0x2e1b2138u, 0x4d2c6dfcu, 0x53380d13u, 0x650a7354u, 0x766a0abbu, 0x81c2c92eu, 0x92722c85u,
    0xa2bfe8a1u, 0xa81a664bu, 0xc24b8b70u, 0xc76c51a3u, 0xd192e819u, 0xd6990624u, 0xf40e3585u, 0x106aa070u,
    0x19a4c116u, 0x1e376c08u, 0x2748774cu, 0x34b0bcb5u, 0x391c0cb3u, 0x4ed8aa4au, 0x5b9cca4fu, 0x682e6ff3u,
    0x748f82eeu, 0x78a5636fu, 0x84c87814u, 0x8cc70208u, 0x90befffau, 0xa4506cebu, 0xbef9a3f7u, 0xc67178f2u,
};

static inline uint32_t rotr(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }
static inline uint32_t load_be32(const uint8_t *p)
{
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}
static inline void store_be32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
}

#define BSIG0(x) (rotr(x, 2) ^ rotr(x, 13) ^ rotr(x, 22))
#define BSIG1(x) (rotr(x, 6) ^ rotr(x, 11) ^ rotr(x, 25))
#define SSIG0(x) (rotr(x, 7) ^ rotr(x, 18) ^ ((x) >> 3))
#define SSIG1(x) (rotr(x, 17) ^ rotr(x, 19) ^ ((x) >> 10))
#define CH(x, y, z) (((x) & (y)) ^ (~(x) & (z)))
#define MAJ(x, y, z) (((x) & (y)) ^ ((x) & (z)) ^ ((y) & (z)))

/* Round i with schedule word w: only d and h change; the caller rotates the
 * names. */
#define ROUND(a, b, c, d, e, f, g, h, i, w) do {                        \
        uint32_t t1_ = h + BSIG1(e) + CH(e, f, g) + K[i] + (w);           \
        uint32_t t2_ = BSIG0(a) + MAJ(a, b, c);                           \
        d += t1_;                                                         \
        h = t1_ + t2_;                                                    \
    } while (0)

/* Schedule word i >= 16 in the ring W[0..15] (W[i & 15] holds W_(i-16)). */
#define SCHED(i) (W[(i) & 15] += SSIG1(W[((i) - 2) & 15]) + W[((i) - 7) & 15] + SSIG0(W[((i) - 15) & 15]))

#define EIGHT(i, WEXPR)                                                   \
    ROUND(a, b, c, d, e, f, g, h, (i) + 0, WEXPR((i) + 0));               \
    ROUND(h, a, b, c, d, e, f, g, (i) + 1, WEXPR((i) + 1));               \
    ROUND(g, h, a, b, c, d, e, f, (i) + 2, WEXPR((i) + 2));               \
    ROUND(f, g, h, a, b, c, d, e, (i) + 3, WEXPR((i) + 3));               \
    ROUND(e, f, g, h, a, b, c, d, (i) + 4, WEXPR((i) + 4));               \
    ROUND(d, e, f, g, h, a, b, c, (i) + 5, WEXPR((i) + 5));               \
    ROUND(c, d, e, f, g, h, a, b, (i) + 6, WEXPR((i) + 6));               \
    ROUND(b, c, d, e, f, g, h, a, (i) + 7, WEXPR((i) + 7))

#define LOADW(i) (W[i] = load_be32(in + 4 * (i)))

void bls381_sha256_blocks_portable(uint32_t s[8], const uint8_t *in, size_t nblocks)
{
    uint32_t W[16];
    for (; nblocks > 0; nblocks--, in += 64) {
        uint32_t a = s[0], b = s[1], c = s[2], d = s[3], e = s[4], f = s[5], g = s[6], h = s[7];
        EIGHT(0, LOADW);
        EIGHT(8, LOADW);
        EIGHT(16, SCHED);
        EIGHT(24, SCHED);
        EIGHT(32, SCHED);
        EIGHT(40, SCHED);
        EIGHT(48, SCHED);
        EIGHT(56, SCHED);
        s[0] += a; s[1] += b; s[2] += c; s[3] += d;
        s[4] += e; s[5] += f; s[6] += g; s[7] += h;
    }
}

void bls381_sha256_blocks(uint32_t h[8], const uint8_t *in, size_t nblocks)
{
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm() && bls381_cpu_has_sha()) {
        bls381_sha256_blocks_shani(h, in, nblocks);
        return;
    }
#endif
#if BLS381_HAVE_ARM_ASM && defined(__aarch64__)
    if (bls381_cpu_has_sha()) {
        for (; nblocks > 0; nblocks--, in += 64) bls381_sha256_block_arm(h, in);
        return;
    }
#endif
    bls381_sha256_blocks_portable(h, in, nblocks);
}

void bls381_sha256_init(bls381_sha256_ctx *ctx)
{
    memcpy(ctx->h, bls381_sha256_iv, sizeof ctx->h);
    ctx->total = 0;
}

void bls381_sha256_update(bls381_sha256_ctx *ctx, const void *data, size_t len)
{
    const uint8_t *in = data;
    size_t have = (size_t)(ctx->total & 63);
    if (len == 0) return;
    ctx->total += len;
    if (have > 0) {
        size_t take = 64 - have < len ? 64 - have : len;
        memcpy(ctx->buf + have, in, take);
        in += take; len -= take; have += take;
        if (have < 64) return;
        bls381_sha256_blocks(ctx->h, ctx->buf, 1);
    }
    if (len >= 64) {
        bls381_sha256_blocks(ctx->h, in, len / 64);
        in += len & ~(size_t)63;
        len &= 63;
    }
    if (len > 0) memcpy(ctx->buf, in, len);
}

void bls381_sha256_final(bls381_sha256_ctx *ctx, uint8_t out[32])
{
    /* padding: 0x80, zeros up to 56 mod 64, the bit length big-endian */
    size_t have = (size_t)(ctx->total & 63);
    uint64_t bits = ctx->total << 3;
    ctx->buf[have++] = 0x80;
    if (have > 56) {
        memset(ctx->buf + have, 0, 64 - have);
        bls381_sha256_blocks(ctx->h, ctx->buf, 1);
        have = 0;
    }
    memset(ctx->buf + have, 0, 56 - have);
    store_be32(ctx->buf + 56, (uint32_t)(bits >> 32));
    store_be32(ctx->buf + 60, (uint32_t)bits);
    bls381_sha256_blocks(ctx->h, ctx->buf, 1);
    uint8_t digest[32];
    for (int i = 0; i < 8; i++) store_be32(digest + 4 * i, ctx->h[i]);
    bls381_secure_zero(ctx, sizeof *ctx);
    memcpy(out, digest, 32);
    bls381_secure_zero(digest, sizeof digest);
}

void bls381_sha256(uint8_t out[32], const void *data, size_t len)
{
    bls381_sha256_ctx ctx;
    bls381_sha256_init(&ctx);
    bls381_sha256_update(&ctx, data, len);
    bls381_sha256_final(&ctx, out);
}
