/* EIP-7594 differentially, on the cells and proofs of two blobs computed
 * once: verify_cell_kzg_proof_batch on a fuzzer-chosen selection (up to 12
 * cells, any indices, repeats allowed, each maybe tampered: another
 * proof, the other blob's commitment, a changed element, a shifted index,
 * fuzzed proof bytes) equals the AND of the checks of each cell alone,
 * and refuses (BADARGS) exactly when one of them does; recovery from a
 * fuzzer-chosen half of the cells (64 distinct indices, in any order
 * before sorting) gives back every cell and proof. In fast mode
 * (kzg_fuzz.h) each one-cell verdict is computed once and then reused
 * (keyed by the cell's commitment, index, bytes and proof), the batch on
 * every input; a recovery computes the proofs (FK20, most of its cost) on
 * one input in RECOVER_FULL_ONE_IN and the cells alone on the others. */
#include "kzg_fuzz.h"

static fuzz_cell_blob *fx; /* two blobs */

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc; (void)argv;
    fx = fuzz_cell_blobs(2);
    return 0;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

enum { RECOVER_FULL_ONE_IN = 64 };

/* the check of one cell alone: through the verdict cache in fast mode */
static C_KZG_RET verify_one(bool *ok, const Bytes48 *cm, const uint64_t *idx, const Cell *cell, const Bytes48 *pr,
                            const KZGSettings *s)
{
    uint8_t key[32];
    const void *part[] = { cm, idx, cell, pr };
    const size_t len[] = { sizeof *cm, sizeof *idx, sizeof *cell, sizeof *pr };
    fuzz_verdict *slot = NULL;
    C_KZG_RET r;
    if (FUZZ_FAST) {
        fuzz_key(key, part, len, 4);
        if (fuzz_verdict_get(&slot, key, &r, ok)) return r;
    }
    r = verify_cell_kzg_proof_batch(ok, cm, idx, cell, pr, 1, s);
    if (FUZZ_FAST) fuzz_verdict_put(slot, key, r, *ok);
    return r;
}

static void batch_vs_singles(fuzz_in *in, const KZGSettings *s)
{
    enum { MAX = 12 };
    uint64_t n = 1 + fuzz_u8(in) % MAX, idx[MAX];
    Cell *sel = malloc(MAX * sizeof *sel);
    Bytes48 cm[MAX], pr[MAX];
    FUZZ_ASSERT(sel);
    for (uint64_t i = 0; i < n; i++) {
        uint8_t pick = fuzz_u8(in), how = fuzz_u8(in);
        int bb = pick >> 7;
        idx[i] = pick % CELLS_PER_EXT_BLOB;
        sel[i] = fx[bb].cells[idx[i]];
        cm[i] = fx[bb].commit;
        pr[i] = fx[bb].proofs[idx[i]];
        switch (how % 8) {
        case 0: pr[i] = fx[bb].proofs[fuzz_u8(in) % CELLS_PER_EXT_BLOB]; break;
        case 1: cm[i] = fx[1 - bb].commit; break;
        case 2: { /* one byte of the cell: maybe a non-canonical element */
            size_t at = fuzz_u8(in) % FIELD_ELEMENTS_PER_CELL * 32 + fuzz_u8(in) % 32;
            sel[i].bytes[at] ^= fuzz_u8(in);
            break;
        }
        case 3: idx[i] = fuzz_u8(in); break; /* maybe out of range */
        case 4: fuzz_bytes(in, pr[i].bytes, 48); break;
        default: break;
        }
    }
    bool all_ok = true, any_bad = false;
    for (uint64_t i = 0; i < n; i++) {
        bool ok = true;
        C_KZG_RET r = verify_one(&ok, &cm[i], &idx[i], &sel[i], &pr[i], s);
        FUZZ_ASSERT(r == C_KZG_OK || (r == C_KZG_BADARGS && !ok));
        if (r == C_KZG_BADARGS) any_bad = true;
        else all_ok = all_ok && ok;
    }
    bool ok = true;
    C_KZG_RET r = verify_cell_kzg_proof_batch(&ok, cm, idx, sel, pr, n, s);
    if (any_bad) FUZZ_ASSERT(r == C_KZG_BADARGS && !ok);
    else FUZZ_ASSERT(r == C_KZG_OK && ok == all_ok);
    free(sel);
}

static void recover_half(fuzz_in *in, const KZGSettings *s, int b, bool full)
{
    uint64_t order[CELLS_PER_EXT_BLOB], idx[CELLS_PER_EXT_BLOB / 2];
    for (uint64_t i = 0; i < CELLS_PER_EXT_BLOB; i++) order[i] = i;
    /* a partial Fisher-Yates shuffle driven by the input: the first 64 */
    for (uint64_t i = 0; i < CELLS_PER_EXT_BLOB / 2; i++) {
        uint64_t j = i + fuzz_u8(in) % (CELLS_PER_EXT_BLOB - i), t = order[i];
        order[i] = order[j];
        order[j] = t;
        idx[i] = order[i];
    }
    qsort(idx, CELLS_PER_EXT_BLOB / 2, sizeof idx[0], cmp_u64);
    Cell *have = malloc(CELLS_PER_EXT_BLOB / 2 * sizeof *have);
    Cell *rc = malloc(CELLS_PER_EXT_BLOB * sizeof *rc);
    KZGProof *rp = malloc(CELLS_PER_EXT_BLOB * sizeof *rp);
    FUZZ_ASSERT(have && rc && rp);
    for (size_t i = 0; i < CELLS_PER_EXT_BLOB / 2; i++) have[i] = fx[b].cells[idx[i]];
    FUZZ_ASSERT(recover_cells_and_kzg_proofs(rc, full ? rp : NULL, idx, have, CELLS_PER_EXT_BLOB / 2, s) == C_KZG_OK);
    FUZZ_ASSERT(!memcmp(rc, fx[b].cells, CELLS_PER_EXT_BLOB * sizeof *rc));
    if (full) FUZZ_ASSERT(!memcmp(rp, fx[b].proofs, CELLS_PER_EXT_BLOB * sizeof *rp));
    free(have);
    free(rc);
    free(rp);
}

FUZZ_TARGET
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    fuzz_in in = { data, size };
    uint8_t op = fuzz_u8(&in);
    /* mostly batches: a recovery costs as much as thirty of them */
    if (op % 4 == 3) recover_half(&in, s, (op >> 2) & 1, fuzz_full(data, size, RECOVER_FULL_ONE_IN));
    else batch_vs_singles(&in, s);
    return 0;
}
