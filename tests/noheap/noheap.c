/*
 * No heap on the verification paths: this program links a counting heap
 * (tools/heap/heap_count.c, which replaces malloc, calloc, realloc, free
 * and the aligned variants for the whole process) and checks that these
 * calls make no heap call at all, on their first use in the process too:
 *   BLS: KeyGen, SkToPk, Sign, Verify, FastAggregateVerify,
 *        AggregateVerify (NULL pool, 1-thread pool, a running 2-thread
 *        pool; past one 32-pair chunk), PopProve and PopVerify, key and signature
 *        parsing (one, or many at once, on the stack or in caller
 *        scratch), batch verification with caller scratch;
 *   KZG: verify_kzg_proof, verify_blob_kzg_proof (valid, invalid and
 *        malformed input), the bls381_*_with_scratch functions (EIP-4844,
 *        and EIP-7594's cells, recovery and cell verification on a
 *        1-thread and a running 2-thread pool), the embedded settings.
 * Controls show the counting works: blob_to_kzg_commitment, sig batch
 * verification, blob batch verification and the EIP-7594 functions are
 * seen to allocate, exactly one block of their documented scratch size.
 * Only public headers. Run by `make test` (default and no-threads
 * builds); the last line is "N passed, N failed", exit status 1
 * on any failure.
 */
#include "bls381.h"
#include "bls381_sig.h"
#include "kzg.h"
#include "tools/heap/heap_count.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int passed, failed;

static void expect(int cond, const char *what, int line)
{
    if (cond) {
        passed++;
        return;
    }
    failed++;
    fprintf(stderr, "FAIL noheap.c:%d: %s\n", line, what);
}
#define EXPECT(cond) expect((cond) != 0, #cond, __LINE__)

/* runs `call` and checks that it made no heap call at all */
#define NO_HEAP(call)                                                                                    \
    do {                                                                                                 \
        heap_count_reset();                                                                              \
        call;                                                                                            \
        heap_stats st_ = heap_count_read();                                                              \
        if (st_.calls == 0) {                                                                            \
            passed++;                                                                                    \
            printf("no heap: %s\n", #call);                                                              \
        } else {                                                                                         \
            failed++;                                                                                    \
            fprintf(stderr, "FAIL noheap.c:%d: %s made %zu heap calls (%zu bytes)\n", __LINE__, #call, \
                    st_.calls, st_.total);                                                               \
        }                                                                                                \
    } while (0)

enum { N = 34, NSAME = 4 }; /* signers: 35 pairs, two chunks of aggregate verification */

static void bls_checks(void)
{
    static bls381_sig_sk sk[N];
    static bls381_sig_pk pk[N];
    static bls381_sig_signature sig[N], same[NSAME], agg, agg_same, one;
    static uint8_t msg_buf[N][24], pkb[48], sigb[96], ikm[32];
    static const uint8_t common[] = "one message for all signers";
    const uint8_t *msgs[N];
    size_t lens[N];
    bls381_status st = BLS381_OK;
    bool ok = false;

    /* the first calls of the process: one key, one signature, one check */
    memset(ikm, 7, sizeof ikm);
    NO_HEAP(st = bls381_sig_keygen(&sk[0], ikm, sizeof ikm, NULL, 0));
    EXPECT(st == BLS381_OK);
    NO_HEAP(bls381_sig_sk_to_pk(&pk[0], &sk[0]));
    NO_HEAP(st = bls381_sig_sign(&one, &sk[0], common, sizeof common));
    EXPECT(st == BLS381_OK);
    NO_HEAP(st = bls381_sig_verify(&ok, &pk[0], common, sizeof common, &one));
    EXPECT(st == BLS381_OK && ok);
    NO_HEAP(st = bls381_sig_verify(&ok, &pk[0], common, sizeof common - 1, &one));
    EXPECT(st == BLS381_OK && !ok);
    bls381_sig_pk_to_bytes(pkb, &pk[0]);
    bls381_sig_to_bytes(sigb, &one);
    NO_HEAP(st = bls381_sig_pk_from_bytes(&pk[1], pkb));
    EXPECT(st == BLS381_OK);
    NO_HEAP(st = bls381_sig_from_bytes(&sig[0], sigb));
    EXPECT(st == BLS381_OK);
    NO_HEAP(st = bls381_sig_pop_prove(&sig[0], &sk[0]));
    NO_HEAP(st = bls381_sig_pop_verify(&ok, &pk[0], &sig[0]));
    EXPECT(st == BLS381_OK && ok);

    for (size_t i = 0; i < N; i++) {
        memset(ikm, (int)(i + 1), sizeof ikm);
        if (bls381_sig_keygen(&sk[i], ikm, sizeof ikm, NULL, 0) != BLS381_OK) EXPECT(0);
        bls381_sig_sk_to_pk(&pk[i], &sk[i]);
        for (size_t k = 0; k < sizeof msg_buf[i]; k++) msg_buf[i][k] = (uint8_t)(i * 31 + k);
        msgs[i] = msg_buf[i];
        lens[i] = 8 + i % 16;
        if (bls381_sig_sign(&sig[i], &sk[i], msgs[i], lens[i]) != BLS381_OK) EXPECT(0);
        if (i < NSAME && bls381_sig_sign(&same[i], &sk[i], common, sizeof common) != BLS381_OK) EXPECT(0);
    }
    /* many keys and signatures parsed at once (groups of eight on the lane
     * engine and a remainder) */
    static uint8_t many_pkb[48 * N], many_sigb[96 * N];
    static bls381_sig_pk pk_back[N];
    static bls381_sig_signature sig_back[N];
    for (size_t i = 0; i < N; i++) {
        bls381_sig_pk_to_bytes(many_pkb + 48 * i, &pk[i]);
        bls381_sig_to_bytes(many_sigb + 96 * i, &sig[i]);
    }
    NO_HEAP(st = bls381_sig_pks_from_bytes(pk_back, many_pkb, N, NULL));
    EXPECT(st == BLS381_OK && !memcmp(pk_back, pk, sizeof pk));
    NO_HEAP(st = bls381_sig_signatures_from_bytes(sig_back, many_sigb, N, NULL));
    EXPECT(st == BLS381_OK && !memcmp(sig_back, sig, sizeof sig));
    /* the same in caller memory */
    static uint64_t parse_scratch[N * sizeof(bls381_sig_signature) / 8];
    EXPECT(bls381_sig_pks_from_bytes_scratch_size(N) <= sizeof parse_scratch &&
           bls381_sig_signatures_from_bytes_scratch_size(N) == sizeof parse_scratch);
    memset(pk_back, 0, sizeof pk_back);
    memset(sig_back, 0, sizeof sig_back);
    NO_HEAP(st = bls381_sig_pks_from_bytes_with_scratch(pk_back, many_pkb, N, NULL, parse_scratch,
                                                        sizeof parse_scratch));
    EXPECT(st == BLS381_OK && !memcmp(pk_back, pk, sizeof pk));
    NO_HEAP(st = bls381_sig_signatures_from_bytes_with_scratch(sig_back, many_sigb, N, NULL, parse_scratch,
                                                               sizeof parse_scratch));
    EXPECT(st == BLS381_OK && !memcmp(sig_back, sig, sizeof sig));
    NO_HEAP(st = bls381_sig_aggregate(&agg, sig, N));
    NO_HEAP(st = bls381_sig_aggregate(&agg_same, same, NSAME));
    NO_HEAP(st = bls381_sig_fast_aggregate_verify(&ok, pk, NSAME, common, sizeof common, &agg_same));
    EXPECT(st == BLS381_OK && ok);

    bls381_pool *serial = NULL, *two = NULL;
    EXPECT(bls381_pool_create(&serial, 1, NULL) == BLS381_OK);
    EXPECT(bls381_pool_create(&two, 2, NULL) == BLS381_OK); /* allocates; not measured */
    NO_HEAP(st = bls381_sig_aggregate_verify(&ok, pk, msgs, lens, N, &agg, NULL));
    EXPECT(st == BLS381_OK && ok);
    NO_HEAP(st = bls381_sig_aggregate_verify(&ok, pk, msgs, lens, N, &agg, serial));
    EXPECT(st == BLS381_OK && ok);
    NO_HEAP(st = bls381_sig_aggregate_verify(&ok, pk, msgs, lens, N, &agg, two));
    EXPECT(st == BLS381_OK && ok);
    lens[33]--; /* a message of the second chunk changed */
    NO_HEAP(st = bls381_sig_aggregate_verify(&ok, pk, msgs, lens, N, &agg, NULL));
    EXPECT(st == BLS381_OK && !ok);
    lens[33]++;

    /* batch verification in caller memory (the scratch is allocated first) */
    size_t size = bls381_sig_batch_verify_scratch_size(N, 1);
    void *scratch = malloc(size);
    EXPECT(scratch != NULL);
    NO_HEAP(st = bls381_sig_batch_verify_with_scratch(&ok, pk, msgs, lens, sig, N, NULL, scratch, size));
    EXPECT(st == BLS381_OK && ok);
    free(scratch);
    /* control: the allocating batch verification allocates that size once */
    heap_count_reset();
    st = bls381_sig_batch_verify(&ok, pk, msgs, lens, sig, N, NULL);
    heap_stats h = heap_count_read();
    EXPECT(st == BLS381_OK && ok);
    EXPECT(h.allocs == 1 && h.total == size);

    bls381_pool_destroy(two);
    bls381_pool_destroy(serial);
    for (size_t i = 0; i < N; i++) bls381_sig_sk_clear(&sk[i]);
}

/* a fixed sample blob: element i is (i * 0x9e3779b97f4a7c15)^2 spread over
 * 31 bytes, below the modulus (top byte 0) */
static void sample_blob(Blob *b)
{
    for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++) {
        uint64_t x = (uint64_t)(i + 1) * 0x9e3779b97f4a7c15ULL;
        b->bytes[32 * i] = 0;
        for (size_t k = 1; k < 32; k++) {
            x ^= x >> 29;
            x *= 0xbf58476d1ce4e5b9ULL;
            b->bytes[32 * i + k] = (uint8_t)(x >> 56);
        }
    }
}

/* EIP-7594 in caller memory, on the settings' 1-thread pool and on a
 * running 2-thread pool: cells and proofs, recovery from half of them,
 * the cells verified (valid and not). Controls: the c-kzg functions
 * allocate one block of the documented size. */
static void cells_checks(const KZGSettings *s1, const Blob *blob, const KZGCommitment *c)
{
    enum { NC = CELLS_PER_EXT_BLOB };
    static Cell cells[NC], out[NC], half[NC / 2];
    static KZGProof proofs[NC], pout[NC];
    static Bytes48 cm[NC];
    static uint64_t idx[NC], hidx[NC / 2];
    C_KZG_RET ret = C_KZG_OK;
    bool ok = false;
    bls381_pool *two = NULL;
    EXPECT(bls381_pool_create(&two, 2, NULL) == BLS381_OK); /* allocates; not measured */
    KZGSettings s2 = *s1;
    bls381_kzg_settings_use_pool(&s2, two);
    for (int p = 0; p < 2; p++) {
        const KZGSettings *s = p ? &s2 : s1;
        size_t cs = bls381_compute_cells_and_kzg_proofs_scratch_size(true, s);
        size_t rs = bls381_recover_cells_and_kzg_proofs_scratch_size(true, s);
        size_t vs = bls381_verify_cell_kzg_proof_batch_scratch_size(NC, s);
        size_t most = cs > rs ? cs : rs;
        void *scratch = malloc(most > vs ? most : vs);
        EXPECT(scratch != NULL);
        NO_HEAP(ret = bls381_compute_cells_and_kzg_proofs_with_scratch(cells, proofs, blob, s, scratch, cs));
        EXPECT(ret == C_KZG_OK);
        for (size_t i = 0; i < NC; i++) idx[i] = i, cm[i] = *c;
        for (size_t i = 0; i < NC / 2; i++) hidx[i] = 2 * i + 1, half[i] = cells[2 * i + 1];
        NO_HEAP(ret = bls381_recover_cells_and_kzg_proofs_with_scratch(out, pout, hidx, half, NC / 2, s, scratch,
                                                                       rs));
        EXPECT(ret == C_KZG_OK && !memcmp(out, cells, sizeof out) && !memcmp(pout, proofs, sizeof pout));
        NO_HEAP(ret = bls381_verify_cell_kzg_proof_batch_with_scratch(&ok, cm, idx, cells, proofs, NC, s, scratch,
                                                                      vs));
        EXPECT(ret == C_KZG_OK && ok);
        proofs[7] = proofs[8];
        NO_HEAP(ret = bls381_verify_cell_kzg_proof_batch_with_scratch(&ok, cm, idx, cells, proofs, NC, s, scratch,
                                                                      vs));
        EXPECT(ret == C_KZG_OK && !ok);
        proofs[7] = pout[7];
        free(scratch);
    }
    /* controls, on one thread */
    size_t cs = bls381_compute_cells_and_kzg_proofs_scratch_size(true, s1);
    heap_count_reset();
    ret = compute_cells_and_kzg_proofs(out, pout, blob, s1);
    heap_stats h = heap_count_read();
    EXPECT(ret == C_KZG_OK && h.allocs == 1 && h.total == cs && !memcmp(out, cells, sizeof out));
    heap_count_reset();
    ret = compute_cells_and_kzg_proofs(out, NULL, blob, s1);
    h = heap_count_read();
    EXPECT(ret == C_KZG_OK && h.allocs == 1 && h.total == bls381_compute_cells_and_kzg_proofs_scratch_size(false, s1));
    heap_count_reset();
    ret = recover_cells_and_kzg_proofs(out, pout, hidx, half, NC / 2, s1);
    h = heap_count_read();
    EXPECT(ret == C_KZG_OK && h.allocs == 1 && h.total == bls381_recover_cells_and_kzg_proofs_scratch_size(true, s1));
    heap_count_reset();
    ret = verify_cell_kzg_proof_batch(&ok, cm, idx, cells, proofs, NC, s1);
    h = heap_count_read();
    EXPECT(ret == C_KZG_OK && ok && h.allocs == 1 &&
           h.total == bls381_verify_cell_kzg_proof_batch_scratch_size(NC, s1));
    bls381_pool_destroy(two);
}

static void kzg_checks(void)
{
    static Blob blob, zero, blobs[2];
    C_KZG_RET ret = C_KZG_OK;
    bool ok = false;
    KZGSettings s;
    bls381_pool *serial = NULL;
    Bytes48 inf = { { 0xc0 } };
    Bytes32 z = { { 0 } }, y = { { 0 } };
    z.bytes[31] = 5;

    NO_HEAP(s = *bls381_kzg_mainnet_settings());
    EXPECT(bls381_pool_create(&serial, 1, NULL) == BLS381_OK);
    bls381_kzg_settings_use_pool(&s, serial);

    /* the first KZG calls of the process: the zero polynomial (commitment
     * and proof at infinity, value 0 everywhere) */
    NO_HEAP(ret = verify_kzg_proof(&ok, &inf, &z, &y, &inf, &s));
    EXPECT(ret == C_KZG_OK && ok);
    NO_HEAP(ret = verify_blob_kzg_proof(&ok, &zero, &inf, &inf, &s));
    EXPECT(ret == C_KZG_OK && ok);

    /* control: a c-kzg prover allocates one block of the documented size */
    KZGCommitment c, c2;
    KZGProof p, zp;
    sample_blob(&blob);
    size_t size = bls381_blob_to_kzg_commitment_scratch_size(&s);
    heap_count_reset();
    ret = blob_to_kzg_commitment(&c, &blob, &s);
    heap_stats h = heap_count_read();
    EXPECT(ret == C_KZG_OK && h.allocs == 1 && h.total == size && h.live == h.peak - size);
    EXPECT(bls381_compute_kzg_proof_scratch_size(&s) == size);

    /* the provers in caller memory */
    void *scratch = malloc(size);
    EXPECT(scratch != NULL);
    NO_HEAP(ret = bls381_blob_to_kzg_commitment_with_scratch(&c2, &blob, &s, scratch, size));
    EXPECT(ret == C_KZG_OK && memcmp(&c, &c2, sizeof c) == 0);
    NO_HEAP(ret = bls381_compute_blob_kzg_proof_with_scratch(&p, &blob, &c, &s, scratch, size));
    EXPECT(ret == C_KZG_OK);
    NO_HEAP(ret = bls381_compute_kzg_proof_with_scratch(&zp, &y, &blob, &z, &s, scratch, size));
    EXPECT(ret == C_KZG_OK);
    free(scratch);

    /* verification of the sample */
    NO_HEAP(ret = verify_blob_kzg_proof(&ok, &blob, &c, &p, &s));
    EXPECT(ret == C_KZG_OK && ok);
    NO_HEAP(ret = verify_kzg_proof(&ok, &c, &z, &y, &zp, &s));
    EXPECT(ret == C_KZG_OK && ok);
    blob.bytes[1000] ^= 1;
    NO_HEAP(ret = verify_blob_kzg_proof(&ok, &blob, &c, &p, &s));
    EXPECT(ret == C_KZG_OK && !ok);
    blob.bytes[1000] ^= 1;
    blob.bytes[32 * 4095] = 0xff; /* the last element >= r */
    NO_HEAP(ret = verify_blob_kzg_proof(&ok, &blob, &c, &p, &s));
    EXPECT(ret == C_KZG_BADARGS && !ok);
    blob.bytes[32 * 4095] = 0;

    /* batch verification in caller memory */
    Bytes48 cs[2] = { c, inf }, ps[2] = { p, inf };
    blobs[0] = blob;
    size_t bsize = bls381_verify_blob_kzg_proof_batch_scratch_size(2, &s);
    void *bscratch = malloc(bsize);
    EXPECT(bscratch != NULL);
    NO_HEAP(ret = bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, blobs, cs, ps, 2, &s, bscratch, bsize));
    EXPECT(ret == C_KZG_OK && ok);
    free(bscratch);
    heap_count_reset();
    ret = verify_blob_kzg_proof_batch(&ok, blobs, cs, ps, 2, &s);
    h = heap_count_read();
    EXPECT(ret == C_KZG_OK && ok && h.allocs == 1 && h.total == bsize);
    cells_checks(&s, &blob, &c);
    bls381_pool_destroy(serial);
}

int main(void)
{
    bls_checks();
    kzg_checks();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
