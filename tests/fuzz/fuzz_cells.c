/* EIP-7594 on fuzzed inputs, against the cells and proofs of two blobs
 * computed once: recover_cells_and_kzg_proofs from a fuzzed subset of
 * cell indices (any count, order and duplicates; refused exactly when the
 * specs refuse) gives back every cell and proof; verify_cell_kzg_proof_batch
 * on a fuzzed selection, with cells or proofs swapped or corrupted, says
 * true exactly when nothing was changed; compute_cells_and_kzg_proofs on a
 * fuzzed blob (rarely: it is the slow one) refuses non-canonical blobs and
 * its output verifies. Some inputs take the _with_scratch variants instead
 * (or as well): the same results, and one byte short refused. In fast mode
 * (kzg_fuzz.h) the proofs (FK20, most of the cost of both) are computed on
 * one input in FULL_ONE_IN: the others recover or compute the cells alone. */
#include "kzg_fuzz.h"

static fuzz_cell_blob *fx; /* two blobs */
enum { FULL_ONE_IN = 64 };

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc; (void)argv;
    fx = fuzz_cell_blobs(2);
    return 0;
}

FUZZ_TARGET
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    fuzz_in in = { data, size };
    uint8_t op = fuzz_u8(&in);
    int b = op & 1;
    bool full = fuzz_full(data, size, FULL_ONE_IN);
    switch ((op >> 1) % 8) {
    case 0: { /* recover from a fuzzed list of indices */
        uint64_t n = fuzz_u8(&in), idx[256];
        Cell *have = malloc(256 * sizeof *have);
        Cell *rc = malloc(CELLS_PER_EXT_BLOB * sizeof *rc);
        KZGProof *rp = malloc(CELLS_PER_EXT_BLOB * sizeof *rp);
        FUZZ_ASSERT(have && rc && rp);
        /* mostly an ascending subset drawn from a bitmap, else raw bytes */
        uint8_t bits[16];
        fuzz_bytes(&in, bits, 16);
        if (op & 0x80) {
            for (uint64_t i = 0; i < n; i++) idx[i] = fuzz_u8(&in);
        } else {
            n = 0;
            for (uint64_t i = 0; i < CELLS_PER_EXT_BLOB; i++)
                if (!(bits[i / 8] >> (i % 8) & 1)) idx[n++] = i;
        }
        bool valid = n >= CELLS_PER_EXT_BLOB / 2 && n <= CELLS_PER_EXT_BLOB;
        for (uint64_t i = 0; i < n; i++) {
            valid = valid && idx[i] < CELLS_PER_EXT_BLOB && (i == 0 || idx[i] > idx[i - 1]);
            have[i] = fx[b].cells[idx[i] % CELLS_PER_EXT_BLOB];
        }
        memset(rc, 0xa5, CELLS_PER_EXT_BLOB * sizeof *rc);
        C_KZG_RET r = C_KZG_ERROR;
        KZGProof *want = full ? rp : NULL;
        if (op & 0x40) { /* in caller scratch: exactly its size, or one byte short (refused first) */
            size_t need = bls381_recover_cells_and_kzg_proofs_scratch_size(full, s);
            void *sc = malloc(need);
            FUZZ_ASSERT(sc);
            size_t given = op & 0x20 ? need - 1 : need;
            r = bls381_recover_cells_and_kzg_proofs_with_scratch(rc, want, idx, have, n, s, sc, given);
            free(sc);
            FUZZ_ASSERT(given == need || r == C_KZG_BADARGS);
        }
        if (!(op & 0x40) || (op & 0x20)) r = recover_cells_and_kzg_proofs(rc, want, idx, have, n, s);
        FUZZ_ASSERT((r == C_KZG_OK) == valid);
        if (r == C_KZG_OK) {
            FUZZ_ASSERT(!memcmp(rc, fx[b].cells, CELLS_PER_EXT_BLOB * sizeof *rc));
            if (full) FUZZ_ASSERT(!memcmp(rp, fx[b].proofs, CELLS_PER_EXT_BLOB * sizeof *rp));
        } else {
            FUZZ_ASSERT(fuzz_all(rc, CELLS_PER_EXT_BLOB * sizeof *rc, 0xa5));
        }
        free(have);
        free(rc);
        free(rp);
        break;
    }
    case 1: { /* the slow one: a fuzzed blob */
        Blob *blob = fuzz_blob(&in);
        Cell *c = malloc(CELLS_PER_EXT_BLOB * sizeof *c);
        KZGProof *p = malloc(CELLS_PER_EXT_BLOB * sizeof *p);
        FUZZ_ASSERT(c && p);
        C_KZG_RET r;
        if (op & 0x20) { /* cells only, in caller scratch */
            size_t need = bls381_compute_cells_and_kzg_proofs_scratch_size(false, s);
            void *sc = malloc(need);
            FUZZ_ASSERT(sc);
            r = bls381_compute_cells_and_kzg_proofs_with_scratch(c, NULL, blob, s, sc, need);
            free(sc);
        } else {
            r = compute_cells_and_kzg_proofs(c, NULL, blob, s);
        }
        bool canon = fuzz_elements_canonical(blob->bytes, BYTES_PER_BLOB);
        FUZZ_ASSERT((r == C_KZG_OK) == canon);
        if (r == C_KZG_OK && (op & 0x40) && full) {
            FUZZ_ASSERT(compute_cells_and_kzg_proofs(c, p, blob, s) == C_KZG_OK);
            KZGCommitment cm;
            FUZZ_ASSERT(blob_to_kzg_commitment(&cm, blob, s) == C_KZG_OK);
            uint64_t k = fuzz_u8(&in) % CELLS_PER_EXT_BLOB;
            bool ok = false;
            FUZZ_ASSERT(verify_cell_kzg_proof_batch(&ok, &cm, &k, &c[k], &p[k], 1, s) == C_KZG_OK && ok);
        }
        FUZZ_ASSERT(compute_cells_and_kzg_proofs(NULL, NULL, blob, s) == C_KZG_BADARGS);
        free(blob);
        free(c);
        free(p);
        break;
    }
    default: { /* verify a fuzzed selection, maybe tampered */
        uint64_t n = 1 + fuzz_u8(&in) % 8, idx[8];
        Cell *sel = malloc(8 * sizeof *sel);
        Bytes48 cm[8], pr[8];
        FUZZ_ASSERT(sel);
        bool want = true;
        for (uint64_t i = 0; i < n; i++) {
            uint8_t pick = fuzz_u8(&in), how = fuzz_u8(&in);
            int bb = pick >> 7;
            idx[i] = pick % CELLS_PER_EXT_BLOB;
            sel[i] = fx[bb].cells[idx[i]];
            cm[i] = fx[bb].commit;
            pr[i] = fx[bb].proofs[idx[i]];
            switch (how % 8) {
            case 0: pr[i] = fx[bb].proofs[(idx[i] + 1) % CELLS_PER_EXT_BLOB]; want = false; break;
            case 1: cm[i] = fx[1 - bb].commit; want = false; break;
            case 2: { /* one element of the cell changed, kept canonical */
                size_t at = (fuzz_u8(&in) % FIELD_ELEMENTS_PER_CELL) * 32;
                uint8_t old = sel[i].bytes[at + 31];
                sel[i].bytes[at + 31] ^= 1 | fuzz_u8(&in);
                if (sel[i].bytes[at + 31] != old) want = false;
                break;
            }
            case 3: idx[i] = (idx[i] + 1) % CELLS_PER_EXT_BLOB; want = false; break;
            default: break;
            }
        }
        bool ok = !want;
        FUZZ_ASSERT(verify_cell_kzg_proof_batch(&ok, cm, idx, sel, pr, n, s) == C_KZG_OK);
        FUZZ_ASSERT(ok == want);
        if (op & 0x40) { /* in caller scratch: the same verdict */
            size_t need = bls381_verify_cell_kzg_proof_batch_scratch_size(n, s);
            void *sc = malloc(need);
            FUZZ_ASSERT(sc);
            ok = !want;
            FUZZ_ASSERT(bls381_verify_cell_kzg_proof_batch_with_scratch(&ok, cm, idx, sel, pr, n, s, sc, need) ==
                        C_KZG_OK);
            FUZZ_ASSERT(ok == want);
            free(sc);
        }
        free(sel);
        break;
    }
    }
    return 0;
}
