/* Hash and hash-to-curve benchmarks (hash_to_field, map_to_curve and
 * hash_to_curve with the Ethereum signature DST, 32-byte messages). */
#include "bench.h"
#include "bls381_sig.h"
#include "curve/h2c.h"
#include "hash/hash.h"

#include <stdlib.h>
#include <string.h>
#if defined(BLS381_ASM) && defined(__x86_64__)
#include <cpuid.h>
#endif

static uint8_t *blob;   /* 128 KiB, the size of an EIP-4844 blob */

static void b_sha256_64(void *ctx, uint64_t n)
{
    (void)ctx;
    uint8_t buf[64];
    bench_rand_bytes(buf, sizeof buf);
    for (uint64_t i = 0; i < n; i++) bls381_sha256(buf, buf, 64);
    bench_sink(buf, sizeof buf);
}

static void b_sha256_blob(void *ctx, uint64_t n)
{
    (void)ctx;
    uint8_t d[32];
    for (uint64_t i = 0; i < n; i++) { bls381_sha256(d, blob, 131072); blob[i & 1023] ^= d[0]; }
    bench_sink(d, sizeof d);
}

#if defined(BLS381_ASM) && defined(__x86_64__)
/* The SHA-extensions kernel alone on the blob (not yet dispatched: that
 * waits for sys/cpu.h). */
static void b_sha256_blob_shani(void *ctx, uint64_t n)
{
    (void)ctx;
    uint32_t h[8];
    for (uint64_t i = 0; i < n; i++) {
        memcpy(h, bls381_sha256_iv, sizeof h);
        bls381_sha256_blocks_shani(h, blob, 131072 / 64);
        blob[i & 1023] ^= (uint8_t)h[0];
    }
    bench_sink(h, sizeof h);
}

static int has_sha_ni(void)
{
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & (1u << 19))) return 0;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
    return (b >> 29) & 1;
}
#endif

static void b_xmd_256(void *ctx, uint64_t n)
{
    (void)ctx;
    static const uint8_t dst[] = BLS381_SIG_DST;
    uint8_t out[256];
    bench_rand_bytes(out, 32);
    for (uint64_t i = 0; i < n; i++)
        if (bls381_expand_message_xmd(out, 256, out, 32, dst, sizeof dst - 1) != BLS381_OK) abort();
    bench_sink(out, sizeof out);
}

static const uint8_t eth_dst[] = BLS381_SIG_DST; /* the Ethereum signatures' */

static void b_h2f_fp2(void *ctx, uint64_t n)
{
    (void)ctx;
    uint8_t msg[32];
    bls381_fp2 u[2];
    bench_rand_bytes(msg, sizeof msg);
    for (uint64_t i = 0; i < n; i++) {
        if (bls381_hash_to_field_fp2(u, 2, msg, 32, eth_dst, sizeof eth_dst - 1) != BLS381_OK) abort();
        msg[0] ^= (uint8_t)u[0].c0.l[0];
    }
    bench_sink(u, sizeof u);
}

static void b_map_g1(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_fp u;
    bls381_g1_affine p;
    uint8_t msg[32];
    bench_rand_bytes(msg, sizeof msg);
    if (bls381_hash_to_field_fp(&u, 1, msg, 32, eth_dst, sizeof eth_dst - 1) != BLS381_OK) abort();
    for (uint64_t i = 0; i < n; i++) { bls381_map_to_curve_g1(&p, &u); u.l[0] ^= p.x.l[0] & 1; }
    bench_sink(&p, sizeof p);
}

static void b_map_g2(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_fp2 u;
    bls381_g2_affine p;
    uint8_t msg[32];
    bench_rand_bytes(msg, sizeof msg);
    if (bls381_hash_to_field_fp2(&u, 1, msg, 32, eth_dst, sizeof eth_dst - 1) != BLS381_OK) abort();
    for (uint64_t i = 0; i < n; i++) { bls381_map_to_curve_g2(&p, &u); u.c0.l[0] ^= p.x.c0.l[0] & 1; }
    bench_sink(&p, sizeof p);
}

/* The full hash_to_curve (RO suite), Ethereum DST, 32-byte messages: the
 * anchor's blst_hash_to_g2 call. */
static void b_hash_to_g1(void *ctx, uint64_t n)
{
    (void)ctx;
    uint8_t msg[32];
    bls381_g1 p;
    bench_rand_bytes(msg, sizeof msg);
    for (uint64_t i = 0; i < n; i++) {
        if (bls381_hash_to_g1(&p, msg, 32, eth_dst, sizeof eth_dst - 1) != BLS381_OK) abort();
        msg[i & 31] ^= (uint8_t)p.x.l[0];
    }
    bench_sink(&p, sizeof p);
}

static void b_hash_to_g2(void *ctx, uint64_t n)
{
    (void)ctx;
    uint8_t msg[32];
    bls381_g2 p;
    bench_rand_bytes(msg, sizeof msg);
    for (uint64_t i = 0; i < n; i++) {
        if (bls381_hash_to_g2(&p, msg, 32, eth_dst, sizeof eth_dst - 1) != BLS381_OK) abort();
        msg[i & 31] ^= (uint8_t)p.x.c0.l[0];
    }
    bench_sink(&p, sizeof p);
}

BENCH_GROUP(hash)
{
    bench_run("sha256_64B", b_sha256_64, NULL);
    if (bench_wanted("sha256_128KiB")) {
        blob = malloc(131072);
        if (!blob) abort();
        bench_rand_bytes(blob, 131072);
        bench_run("sha256_128KiB", b_sha256_blob, NULL);
#if defined(BLS381_ASM) && defined(__x86_64__)
        if (has_sha_ni()) bench_run("sha256_128KiB@shani", b_sha256_blob_shani, NULL);
#endif
        free(blob);
    }
    bench_run("expand_message_xmd_256", b_xmd_256, NULL);
    bench_run("hash_to_field_fp2", b_h2f_fp2, NULL);
    bench_run("map_to_curve_g1", b_map_g1, NULL);
    bench_run("map_to_curve_g2", b_map_g2, NULL);
    bench_run("hash_to_g1", b_hash_to_g1, NULL);
    bench_run("hash_to_g2", b_hash_to_g2, NULL);
}
