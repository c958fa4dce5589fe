/*
 * Concurrency under load: 16 threads share one KZGSettings (the embedded
 * mainnet settings, so the default pool) and the default pool, each running
 * a few hundred mixed operations -- KZG proof, blob proof and batch
 * verification, proof and commitment computation on a few blobs, BLS sign
 * and verify, G1 MSMs on the default pool -- every result compared with one
 * computed beforehand on the test's thread. Nothing may be lost (every
 * thread runs all its operations), nothing may crash, every answer must
 * match. tests/run_all.sh runs a reduced version under ThreadSanitizer
 * (BLS381_TEST_SCALE); BLS381_NO_THREADS builds run it too (the library's
 * calls then stay on each caller's thread).
 */
#include "harness.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#include "bls381.h"
#include "bls381_msm.h"
#include "kzg.h"

#define THREADS 16
#define NBLOB 4
#define NKEY 4
#define MSM_N 64

typedef struct {
    Blob *blobs;
    KZGCommitment commit[NBLOB];
    KZGProof blob_proof[NBLOB];
    Bytes32 z[NBLOB], y[NBLOB];
    KZGProof z_proof[NBLOB];
    bls381_sig_sk sk[NKEY];
    bls381_sig_pk pk[NKEY];
    uint8_t msg[NKEY][32];
    bls381_sig_signature sig[NKEY];
    bls381_g1_affine points[MSM_N];
    bls381_fr scalars[MSM_N];
    bls381_g1_affine msm[4];               /* sums of the first 8, 16, 32, 64 terms */
} fixture;

typedef struct {
    const fixture *f;
    uint64_t seed;
    size_t ops;
    size_t done;                            /* operations completed */
    size_t failed;
    char first_failure[160];
} worker;

static atomic_size_t total_done;

static uint64_t next(uint64_t *s)
{
    *s ^= *s << 13; *s ^= *s >> 7; *s ^= *s << 17;
    return *s;
}

#define EXPECT(w, cond, what) \
    do { \
        if (!(cond)) { \
            if ((w)->failed++ == 0) snprintf((w)->first_failure, sizeof (w)->first_failure, "op %zu: %s", (w)->done, what); \
        } \
    } while (0)

static void *run(void *arg)
{
    worker *w = arg;
    const fixture *f = w->f;
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    uint64_t rs = w->seed | 1;
    size_t scratch_size = bls381_g1_msm_scratch_size(MSM_N, bls381_pool_threads(bls381_pool_default()));
    void *scratch = malloc(scratch_size);
    Blob *three = malloc(3 * sizeof *three);
    if (!scratch || !three) {
        EXPECT(w, false, "out of memory");
        free(scratch);
        free(three);
        return NULL;
    }
    for (size_t k = 0; k < w->ops; k++) {
        uint64_t r = next(&rs);
        unsigned b = (unsigned)(r >> 8) % NBLOB, b2 = (unsigned)(r >> 16) % NBLOB, key = (unsigned)(r >> 24) % NKEY;
        bool ok = false, want;
        /* the costly provers (tens of ms) one time in 64 each, the rest
         * (about a millisecond) spread evenly */
        unsigned op = (unsigned)(r % 64);
        op = op < 3 ? op : 3 + op % 6;
        switch (op) {
        case 0: { /* compute_blob_kzg_proof */
            KZGProof p;
            EXPECT(w, compute_blob_kzg_proof(&p, &f->blobs[b], &f->commit[b], s) == C_KZG_OK &&
                      !memcmp(&p, &f->blob_proof[b], sizeof p), "compute_blob_kzg_proof");
            break;
        }
        case 1: { /* compute_kzg_proof */
            KZGProof p;
            Bytes32 y;
            EXPECT(w, compute_kzg_proof(&p, &y, &f->blobs[b], &f->z[b], s) == C_KZG_OK &&
                      !memcmp(&p, &f->z_proof[b], sizeof p) && !memcmp(&y, &f->y[b], sizeof y), "compute_kzg_proof");
            break;
        }
        case 2: { /* blob_to_kzg_commitment */
            KZGCommitment c;
            EXPECT(w, blob_to_kzg_commitment(&c, &f->blobs[b], s) == C_KZG_OK && !memcmp(&c, &f->commit[b], sizeof c),
                   "blob_to_kzg_commitment");
            break;
        }
        case 3: /* verify_kzg_proof: its own value, or another blob's */
            want = !memcmp(&f->y[b], &f->y[b2], sizeof f->y[b]);
            EXPECT(w, verify_kzg_proof(&ok, &f->commit[b], &f->z[b], &f->y[b2], &f->z_proof[b], s) == C_KZG_OK &&
                      ok == want, "verify_kzg_proof");
            break;
        case 4: /* verify_blob_kzg_proof: right or swapped proof */
            EXPECT(w, verify_blob_kzg_proof(&ok, &f->blobs[b], &f->commit[b], &f->blob_proof[b2], s) == C_KZG_OK &&
                      ok == (b == b2), "verify_blob_kzg_proof");
            break;
        case 5: { /* batch of three: blobs b, b+1, b+2, the last proof maybe b2's */
            KZGCommitment c[3];
            KZGProof p[3];
            for (unsigned i = 0; i < 3; i++) {
                unsigned j = (b + i) % NBLOB;
                memcpy(&three[i], &f->blobs[j], sizeof three[i]);
                c[i] = f->commit[j];
                p[i] = f->blob_proof[j];
            }
            p[2] = f->blob_proof[b2];
            want = b2 == (b + 2) % NBLOB;
            EXPECT(w, verify_blob_kzg_proof_batch(&ok, three, c, p, 3, s) == C_KZG_OK && ok == want,
                   "verify_blob_kzg_proof_batch");
            break;
        }
        case 6: { /* BLS sign: deterministic */
            bls381_sig_signature sig;
            EXPECT(w, bls381_sig_sign(&sig, &f->sk[key], f->msg[key], 32) == BLS381_OK &&
                      bls381_g2_affine_eq(&sig.s, &f->sig[key].s), "bls381_sig_sign");
            break;
        }
        case 7: /* BLS verify: right or another key's signature */
            EXPECT(w, bls381_sig_verify(&ok, &f->pk[key], f->msg[key], 32, &f->sig[b % NKEY]) == BLS381_OK &&
                      ok == (key == b % NKEY), "bls381_sig_verify");
            break;
        default: { /* G1 MSM of 8 .. 64 terms on the default pool */
            unsigned m = (unsigned)(r >> 32) % 4;
            bls381_g1_affine out;
            EXPECT(w, bls381_g1_msm_vartime(&out, f->points, f->scalars, (size_t)8 << m, scratch, scratch_size,
                                            bls381_pool_default()) == BLS381_OK &&
                      bls381_g1_affine_eq(&out, &f->msm[m]), "bls381_g1_msm_vartime");
            break;
        }
        }
        w->done++;
        atomic_fetch_add_explicit(&total_done, 1, memory_order_relaxed);
    }
    free(scratch);
    free(three);
    return NULL;
}

static void make_fixture(fixture *f)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    f->blobs = malloc(NBLOB * sizeof *f->blobs);
    REQUIRE(f->blobs);
    for (unsigned b = 0; b < NBLOB; b++) {
        test_rand_bytes(f->blobs[b].bytes, BYTES_PER_BLOB);
        for (size_t i = 0; i < BYTES_PER_BLOB; i += 32) f->blobs[b].bytes[i] &= 0x3f;
        test_rand_bytes(f->z[b].bytes, 32);
        f->z[b].bytes[0] &= 0x3f;
        REQUIRE(blob_to_kzg_commitment(&f->commit[b], &f->blobs[b], s) == C_KZG_OK);
        REQUIRE(compute_blob_kzg_proof(&f->blob_proof[b], &f->blobs[b], &f->commit[b], s) == C_KZG_OK);
        REQUIRE(compute_kzg_proof(&f->z_proof[b], &f->y[b], &f->blobs[b], &f->z[b], s) == C_KZG_OK);
    }
    for (unsigned k = 0; k < NKEY; k++) {
        uint8_t ikm[32];
        test_rand_bytes(ikm, 32);
        test_rand_bytes(f->msg[k], 32);
        REQUIRE(bls381_sig_keygen(&f->sk[k], ikm, 32, NULL, 0) == BLS381_OK);
        bls381_sig_sk_to_pk(&f->pk[k], &f->sk[k]);
        REQUIRE(bls381_sig_sign(&f->sig[k], &f->sk[k], f->msg[k], 32) == BLS381_OK);
    }
    /* MSM terms and their sums by single multiplications */
    bls381_g1 g, acc, t;
    bls381_g1_generator(&g);
    bls381_g1_set_infinity(&acc);
    for (unsigned i = 0; i < MSM_N; i++) {
        uint8_t wide[64];
        test_rand_bytes(wide, 64);
        bls381_fr_from_bytes_wide(&f->scalars[i], wide);
        test_rand_bytes(wide, 64);
        bls381_fr k;
        bls381_fr_from_bytes_wide(&k, wide);
        bls381_g1_mul_vartime(&t, &g, &k);
        bls381_g1_to_affine(&f->points[i], &t);
        bls381_g1_mul_vartime(&t, &t, &f->scalars[i]);
        bls381_g1_add(&acc, &acc, &t);
        if (i + 1 == 8 || i + 1 == 16 || i + 1 == 32 || i + 1 == 64)
            bls381_g1_to_affine(&f->msm[i + 1 == 8 ? 0 : i + 1 == 16 ? 1 : i + 1 == 32 ? 2 : 3], &acc);
    }
}

TEST(concurrency__16_threads_share_the_mainnet_settings_and_the_default_workers)
{
    static fixture f;
    make_fixture(&f);
    REQUIRE(test_current_failures() == 0);
    worker w[THREADS];
    pthread_t th[THREADS];
    size_t ops = test_iters(200);
    atomic_store(&total_done, 0);
    int started = 0;
    for (int i = 0; i < THREADS; i++) {
        w[i] = (worker){ .f = &f, .seed = test_rand64(), .ops = ops };
        if (pthread_create(&th[i], NULL, run, &w[i]) != 0) break;
        started++;
    }
    CHECK(started == THREADS);
    for (int i = 0; i < started; i++) pthread_join(th[i], NULL);
    size_t done = 0;
    for (int i = 0; i < started; i++) {
        done += w[i].done;
        if (w[i].failed) test_failf(__FILE__, __LINE__, "thread %d: %zu failures, first: %s", i, w[i].failed,
                                    w[i].first_failure);
        CHECK_LOOP(w[i].done == ops);
    }
    CHECK(done == (size_t)THREADS * ops);
    CHECK(atomic_load(&total_done) == (size_t)THREADS * ops);
    for (unsigned k = 0; k < NKEY; k++) bls381_sig_sk_clear(&f.sk[k]);
    free(f.blobs);
}
