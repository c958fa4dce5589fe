/* Signature benchmarks (DESIGN.md names): bls_sign, bls_verify,
 * bls_fast_aggregate_verify_128 and bls_batch_verify_64 on 32-byte
 * messages, hash_to_curve included, keys and signatures already parsed;
 * the batch runs on a pool of --threads N threads. The `@hashed` lines time
 * the same on messages already hashed to G2 (bls381_sig_*_hashed). */
#include "bench.h"
#include "points.h"
#include "field/fp_x8.h"
#include "bls381_sig.h"

#include <stdlib.h>

enum { NSIG = 128 };
static bls381_sig_sk SK[NSIG];
static bls381_sig_pk PK[NSIG];
static bls381_g2_affine H[NSIG];
static bls381_sig_signature SIG[NSIG], MSIG[NSIG], AGG, MAGG;
static uint8_t MSG[NSIG][32];
static const uint8_t *MSGP[NSIG];
static size_t MLEN[NSIG];
static bls381_pool *pool;

static void b_keygen(void *ctx, uint64_t n)
{
    (void)ctx;
    uint8_t ikm[32];
    bench_rand_bytes(ikm, sizeof ikm);
    bls381_sig_sk sk;
    for (uint64_t i = 0; i < n; i++) {
        ikm[0] = (uint8_t)i;
        if (bls381_sig_keygen(&sk, ikm, sizeof ikm, NULL, 0) != BLS381_OK) abort();
    }
    bench_sink(&sk, sizeof sk);
}

static void b_sk_to_pk(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_sig_pk pk;
    for (uint64_t i = 0; i < n; i++) bls381_sig_sk_to_pk(&pk, &SK[i % NSIG]);
    bench_sink(&pk, sizeof pk);
}

static void b_sign_hashed(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_sig_signature s;
    for (uint64_t i = 0; i < n; i++) bls381_sig_sign_hashed(&s, &SK[i % NSIG], &H[i % NSIG]);
    bench_sink(&s, sizeof s);
}

static void b_verify_hashed(void *ctx, uint64_t n)
{
    (void)ctx;
    bool ok = true;
    for (uint64_t i = 0; i < n; i++) {
        bool v;
        if (bls381_sig_verify_hashed(&v, &PK[i % 4], &H[i % 4], &SIG[i % 4]) != BLS381_OK) abort();
        ok &= v;
    }
    if (!ok) abort();
}

static void b_fast_aggregate_verify_hashed(void *ctx, uint64_t n)
{
    (void)ctx;
    for (uint64_t i = 0; i < n; i++) {
        bool v;
        if (bls381_sig_fast_aggregate_verify_hashed(&v, PK, NSIG, &H[0], &AGG) != BLS381_OK || !v) abort();
    }
}

static void b_batch_verify_hashed(void *ctx, uint64_t n)
{
    size_t k = (size_t)(uintptr_t)ctx;
    for (uint64_t i = 0; i < n; i++) {
        bool v;
        if (bls381_sig_batch_verify_hashed(&v, PK, H, SIG, k, pool) != BLS381_OK || !v) abort();
    }
}

static void b_sign(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_sig_signature s;
    for (uint64_t i = 0; i < n; i++)
        if (bls381_sig_sign(&s, &SK[i % NSIG], MSG[i % NSIG], 32) != BLS381_OK) abort();
    bench_sink(&s, sizeof s);
}

static void b_verify(void *ctx, uint64_t n)
{
    (void)ctx;
    for (uint64_t i = 0; i < n; i++) {
        bool v;
        if (bls381_sig_verify(&v, &PK[i % 4], MSG[i % 4], 32, &MSIG[i % 4]) != BLS381_OK || !v) abort();
    }
}

static void b_fast_aggregate_verify(void *ctx, uint64_t n)
{
    (void)ctx;
    for (uint64_t i = 0; i < n; i++) {
        bool v;
        if (bls381_sig_fast_aggregate_verify(&v, PK, NSIG, MSG[0], 32, &MAGG) != BLS381_OK || !v) abort();
    }
}

static void b_batch_verify(void *ctx, uint64_t n)
{
    size_t k = (size_t)(uintptr_t)ctx;
    for (uint64_t i = 0; i < n; i++) {
        bool v;
        if (bls381_sig_batch_verify(&v, PK, MSGP, MLEN, MSIG, k, pool) != BLS381_OK || !v) abort();
    }
}

BENCH_GROUP(sig)
{
    static const char *names[] = { "bls_keygen", "bls_sk_to_pk", "bls_sign", "bls_verify",
                                   "bls_fast_aggregate_verify_128", "bls_batch_verify_64", "bls_sign@hashed",
                                   "bls_verify@hashed", "bls_fast_aggregate_verify_128@hashed",
                                   "bls_batch_verify_64@hashed" };
    bool any = false;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) any |= bench_wanted(names[i]) != 0;
    if (!any) return;
    int threads = bench_threads();
    if (threads > 1 && bls381_pool_create(&pool, (unsigned)threads, NULL) != BLS381_OK) abort();
    bench_g2_points(H, NSIG);
    for (size_t i = 0; i < NSIG; i++) {
        uint8_t ikm[32];
        bench_rand_bytes(ikm, sizeof ikm);
        if (bls381_sig_keygen(&SK[i], ikm, sizeof ikm, NULL, 0) != BLS381_OK) abort();
        bls381_sig_sk_to_pk(&PK[i], &SK[i]);
    }
    /* signatures of H[i] for the batch, of H[0] by every key for the
     * fast aggregate verification */
    bls381_sig_signature same[NSIG], msame[NSIG];
    for (size_t i = 0; i < NSIG; i++) {
        bls381_sig_sign_hashed(&SIG[i], &SK[i], &H[i]);
        bls381_sig_sign_hashed(&same[i], &SK[i], &H[0]);
        bench_rand_bytes(MSG[i], 32);
        MSGP[i] = MSG[i];
        MLEN[i] = 32;
        if (bls381_sig_sign(&MSIG[i], &SK[i], MSG[i], 32) != BLS381_OK) abort();
        if (bls381_sig_sign(&msame[i], &SK[i], MSG[0], 32) != BLS381_OK) abort();
    }
    if (bls381_sig_aggregate(&AGG, same, NSIG) != BLS381_OK) abort();
    if (bls381_sig_aggregate(&MAGG, msame, NSIG) != BLS381_OK) abort();

    bench_run("bls_keygen", b_keygen, NULL);
    bench_run("bls_sk_to_pk", b_sk_to_pk, NULL);
    bench_run("bls_sign", b_sign, NULL);
    bench_run("bls_verify", b_verify, NULL);
    bls381_fp_x8_select(BLS381_LANES_OFF); /* the pairing check's products on the scalar path */
    bench_run("bls_verify@no_ifma", b_verify, NULL);
    bls381_fp_x8_select(-1);
    bench_run("bls_fast_aggregate_verify_128", b_fast_aggregate_verify, NULL);
    bench_run("bls_batch_verify_64", b_batch_verify, (void *)(uintptr_t)64);
    bench_run("bls_sign@hashed", b_sign_hashed, NULL);
    bench_run("bls_verify@hashed", b_verify_hashed, NULL);
    bench_run("bls_fast_aggregate_verify_128@hashed", b_fast_aggregate_verify_hashed, NULL);
    bench_run("bls_batch_verify_64@hashed", b_batch_verify_hashed, (void *)(uintptr_t)64);
    bls381_pool_destroy(pool);
    pool = NULL;
    for (size_t i = 0; i < NSIG; i++) bls381_sig_sk_clear(&SK[i]);
}
