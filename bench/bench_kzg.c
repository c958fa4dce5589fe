/* KZG benchmarks (EIP-4844), on the embedded mainnet setup with a pool of
 * --threads threads (1: everything on the calling thread). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "kzg.h"
#include "kzg_setup_file.h"
#include "field/fp_x8.h"

typedef struct {
    KZGSettings s;
    Blob *blobs;
    KZGCommitment c[64];
    KZGProof p[64], zp;
    Bytes32 z, y;
    size_t n;
} kzg_ctx;

static void must(C_KZG_RET r)
{
    if (r != C_KZG_OK) abort();
}

static void b_commit(void *v, uint64_t it)
{
    kzg_ctx *k = v;
    for (uint64_t i = 0; i < it; i++) must(blob_to_kzg_commitment(&k->c[0], &k->blobs[0], &k->s));
}

static void b_prove(void *v, uint64_t it)
{
    kzg_ctx *k = v;
    for (uint64_t i = 0; i < it; i++) must(compute_kzg_proof(&k->zp, &k->y, &k->blobs[0], &k->z, &k->s));
}

static void b_blob_prove(void *v, uint64_t it)
{
    kzg_ctx *k = v;
    for (uint64_t i = 0; i < it; i++) must(compute_blob_kzg_proof(&k->p[0], &k->blobs[0], &k->c[0], &k->s));
}

static void b_verify(void *v, uint64_t it)
{
    kzg_ctx *k = v;
    bool ok = false;
    for (uint64_t i = 0; i < it; i++) must(verify_kzg_proof(&ok, &k->c[0], &k->z, &k->y, &k->zp, &k->s));
    if (!ok) abort();
}

static void b_verify_blob(void *v, uint64_t it)
{
    kzg_ctx *k = v;
    bool ok = false;
    for (uint64_t i = 0; i < it; i++) must(verify_blob_kzg_proof(&ok, &k->blobs[0], &k->c[0], &k->p[0], &k->s));
    if (!ok) abort();
}

static void b_verify_batch(void *v, uint64_t it)
{
    kzg_ctx *k = v;
    bool ok = false;
    for (uint64_t i = 0; i < it; i++) must(verify_blob_kzg_proof_batch(&ok, k->blobs, k->c, k->p, k->n, &k->s));
    if (!ok) abort();
}

static void b_load(void *v, uint64_t it)
{
    uint64_t precompute = v ? *(const uint64_t *)v : 0;
    for (uint64_t i = 0; i < it; i++) {
        FILE *f = bench_open_setup();
        KZGSettings s = { 0 };
        must(load_trusted_setup_file(&s, f, precompute));
        fclose(f);
        free_trusted_setup(&s);
    }
}

BENCH_GROUP(kzg)
{
    static const char *names[] = { "load_trusted_setup", "blob_to_kzg_commitment", "compute_kzg_proof",
                                   "compute_blob_kzg_proof", "verify_kzg_proof", "verify_blob_kzg_proof",
                                   "verify_blob_kzg_proof_batch" };
    int any = 0;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) any |= bench_wanted(names[i]);
    static const char *more[] = { "verify_blob_kzg_proof_batch_1", "verify_blob_kzg_proof_batch_2",
                                  "verify_blob_kzg_proof_batch_4", "verify_blob_kzg_proof_batch_16",
                                  "verify_blob_kzg_proof_batch_64", "load_trusted_setup@pc8",
                                  "blob_to_kzg_commitment@pc8", "compute_kzg_proof@pc8", "compute_blob_kzg_proof@pc8" };
    for (size_t i = 0; i < sizeof more / sizeof more[0]; i++) any |= bench_wanted(more[i]);
    if (!any) return;
    static kzg_ctx k;
    bls381_pool *pool = NULL;
    if (bls381_pool_create(&pool, (unsigned)bench_threads(), NULL) != BLS381_OK) abort();
    k.s = *bls381_kzg_mainnet_settings();
    bls381_kzg_settings_use_pool(&k.s, pool);
    k.blobs = malloc(64 * sizeof *k.blobs);
    if (!k.blobs) abort();
    for (size_t b = 0; b < 64; b++) {
        bench_rand_bytes(k.blobs[b].bytes, BYTES_PER_BLOB);
        for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++) k.blobs[b].bytes[32 * i] &= 0x3f;
        must(blob_to_kzg_commitment(&k.c[b], &k.blobs[b], &k.s));
        must(compute_blob_kzg_proof(&k.p[b], &k.blobs[b], &k.c[b], &k.s));
    }
    bench_rand_bytes(k.z.bytes, 32);
    k.z.bytes[0] &= 0x3f;
    must(compute_kzg_proof(&k.zp, &k.y, &k.blobs[0], &k.z, &k.s));
    static const uint64_t pc8 = 8;
    bench_run("load_trusted_setup", b_load, NULL);
    bench_run("load_trusted_setup@pc8", b_load, (void *)&pc8);
    bls381_fp_x8_select(BLS381_LANES_OFF); /* the points decoded on the scalar path */
    bench_run("load_trusted_setup@no_ifma", b_load, NULL);
    bls381_fp_x8_select(-1);
    bench_run("blob_to_kzg_commitment", b_commit, &k);
    bls381_fp_x8_select(BLS381_LANES_OFF); /* as BLS381_NO_IFMA */
    bench_run("blob_to_kzg_commitment@no_ifma", b_commit, &k);
    bls381_fp_x8_select(-1);
    bench_run("compute_kzg_proof", b_prove, &k);
    bench_run("compute_blob_kzg_proof", b_blob_prove, &k);
    bench_run("verify_kzg_proof", b_verify, &k);
    bench_run("verify_blob_kzg_proof", b_verify_blob, &k);
    bls381_fp_x8_select(BLS381_LANES_OFF); /* the blob evaluated on the scalar path */
    bench_run("compute_kzg_proof@no_ifma", b_prove, &k);
    bench_run("verify_kzg_proof@no_ifma", b_verify, &k);      /* its pairing check's products */
    bench_run("verify_blob_kzg_proof@no_ifma", b_verify_blob, &k);
    bls381_fp_x8_select(-1);
    static const size_t sizes[] = { 1, 2, 4, 16, 64 };
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        char name[64];
        snprintf(name, sizeof name, "verify_blob_kzg_proof_batch_%zu", sizes[i]);
        k.n = sizes[i];
        bench_run(name, b_verify_batch, &k);
    }
    bls381_fp_x8_select(BLS381_LANES_OFF); /* the points decoded on the scalar path */
    bench_run("verify_blob_kzg_proof_batch_64@no_ifma", b_verify_batch, &k);
    bls381_fp_x8_select(-1);
    /* precompute 8: the fixed-base tables (loaded from the file) */
    if (bench_wanted("blob_to_kzg_commitment@pc8") || bench_wanted("compute_kzg_proof@pc8") ||
        bench_wanted("compute_blob_kzg_proof@pc8")) {
        FILE *f = bench_open_setup();
        KZGSettings pc = { 0 };
        must(load_trusted_setup_file(&pc, f, 8));
        fclose(f);
        bls381_kzg_settings_use_pool(&pc, pool);
        KZGSettings plain = k.s;
        k.s = pc;
        bench_run("blob_to_kzg_commitment@pc8", b_commit, &k);
        bench_run("compute_kzg_proof@pc8", b_prove, &k);
        bench_run("compute_blob_kzg_proof@pc8", b_blob_prove, &k);
        k.s = plain;
        free_trusted_setup(&pc);
    }
    free(k.blobs);
    bls381_pool_destroy(pool);
}
