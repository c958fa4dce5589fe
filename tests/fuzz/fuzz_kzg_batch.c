/* Differential: verify_blob_kzg_proof_batch against one
 * verify_blob_kzg_proof per triple, on up to 4 triples drawn from three
 * blobs with their commitments and proofs (computed once), mixed up by the
 * input (a proof or commitment of another blob, a fuzzed point, a blob
 * with one element changed). Both give the same status; when it is
 * C_KZG_OK the batch verdict is the AND of the single ones (a wrong batch
 * passes with probability about 2^-128). The variant in caller memory, on
 * a scratch the input sizes and aligns, agrees or refuses. In fast mode
 * (kzg_fuzz.h) each single verdict is computed once and then reused,
 * keyed by what determines the triple (the blob's number, its changed
 * element, the two points); the batches run on every input. */
#include "kzg_fuzz.h"

#define NB 3
static Blob *blobs;
static KZGCommitment commits[NB];
static KZGProof proofs[NB];

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc; (void)argv;
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    blobs = calloc(NB, sizeof *blobs);
    if (!blobs) abort();
    for (int b = 0; b < NB; b++) {
        fuzz_seeded_blob(&blobs[b], 0x9e3779b97f4a7c15ULL * (uint64_t)(b + 1));
        if (blob_to_kzg_commitment(&commits[b], &blobs[b], s) != C_KZG_OK ||
            compute_blob_kzg_proof(&proofs[b], &blobs[b], &commits[b], s) != C_KZG_OK)
            abort();
    }
    return 0;
}

/* verify_blob_kzg_proof on blobs[b] with element `at` set to e (when
 * `edited`) in *blob: through the verdict cache in fast mode */
static C_KZG_RET verify_one(bool *ok, const Blob *blob, int b, bool edited, uint64_t at, const uint8_t e[32],
                            const Bytes48 *cm, const Bytes48 *pr, const KZGSettings *s)
{
    uint8_t key[32], tag[10] = { (uint8_t)b, edited };
    memcpy(tag + 2, &at, 8);
    const void *part[] = { tag, e, cm, pr };
    const size_t len[] = { sizeof tag, 32, sizeof *cm, sizeof *pr };
    fuzz_verdict *slot = NULL;
    C_KZG_RET r;
    if (FUZZ_FAST) {
        fuzz_key(key, part, len, 4);
        if (fuzz_verdict_get(&slot, key, &r, ok)) return r;
    }
    r = verify_blob_kzg_proof(ok, blob, cm, pr, s);
    if (FUZZ_FAST) fuzz_verdict_put(slot, key, r, *ok);
    return r;
}

FUZZ_TARGET
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    fuzz_in in = { data, size };
    size_t n = fuzz_u8(&in) % 5;
    Blob *bl = malloc(4 * sizeof *bl);
    FUZZ_ASSERT(bl);
    Bytes48 cm[4], pr[4];
    bool want = true, any_bad = false;
    for (size_t i = 0; i < n; i++) {
        uint8_t pick = fuzz_u8(&in);
        bl[i] = blobs[pick % NB];
        cm[i] = commits[(pick >> 2) % NB];
        pr[i] = proofs[(pick >> 4) % NB];
        uint8_t how = fuzz_u8(&in), e[32] = { 0 };
        uint64_t at = 0;
        if (how % 8 == 0) fuzz_bytes(&in, cm[i].bytes, 48);
        if (how % 8 == 1) fuzz_bytes(&in, pr[i].bytes, 48);
        if (how % 8 == 2) { /* one element changed (maybe out of range) */
            at = fuzz_u64(&in) % FIELD_ELEMENTS_PER_BLOB * 32;
            fuzz_bytes(&in, e, 32);
            memcpy(bl[i].bytes + at, e, 32);
        }
        bool ok1 = true;
        C_KZG_RET r1 = verify_one(&ok1, &bl[i], pick % NB, how % 8 == 2, at, e, &cm[i], &pr[i], s);
        FUZZ_ASSERT(r1 == C_KZG_OK || r1 == C_KZG_BADARGS);
        if (r1 != C_KZG_OK) { any_bad = true; FUZZ_ASSERT(!ok1); }
        want = want && ok1;
    }
    bool ok = !want;
    C_KZG_RET r = verify_blob_kzg_proof_batch(&ok, bl, cm, pr, n, s);
    FUZZ_ASSERT(r == (any_bad ? C_KZG_BADARGS : C_KZG_OK));
    if (r == C_KZG_OK) FUZZ_ASSERT(ok == want);
    else FUZZ_ASSERT(!ok);

    /* the same in caller memory the input sizes and places, on the full or
     * the verify-only settings: exactly the documented size (a heap block
     * of that size, so ASan sees any write past it) gives the same status
     * and verdict; short or misaligned is BADARGS */
    uint8_t how = fuzz_u8(&in);
    const KZGSettings *sv = how & 16 ? bls381_kzg_mainnet_verify_settings() : s;
    size_t need = bls381_verify_blob_kzg_proof_batch_scratch_size(n, sv);
    size_t short_by = how & 1 ? 1 + fuzz_u8(&in) % 64 : 0, off = (how >> 1) & 7;
    size_t sz = need > short_by ? need - short_by : 0;
    uint8_t *mem = malloc(off + sz ? off + sz : 1);
    FUZZ_ASSERT(mem);
    memset(mem, how, off + sz);
    bool ok2 = !ok;
    C_KZG_RET r2 = bls381_verify_blob_kzg_proof_batch_with_scratch(&ok2, bl, cm, pr, n, sv, mem + off, sz);
    if (n > 0 && (short_by || off % 8)) FUZZ_ASSERT(r2 == C_KZG_BADARGS && !ok2);
    else FUZZ_ASSERT(r2 == r && ok2 == ok);
    free(mem);
    free(bl);
    return 0;
}
