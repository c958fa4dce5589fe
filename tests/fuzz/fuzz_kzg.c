/* Every EIP-4844 function and the challenge helpers (include/kzg.h) on
 * fuzzed blobs, points and field elements, with the embedded mainnet
 * settings: C_KZG_BADARGS exactly when an input is malformed (a blob or
 * field element not below r, a commitment or proof that is not a valid
 * compressed G1 point), outputs untouched then, *ok cleared; what the
 * provers return verifies, and a proof for another value does not. In
 * fast mode (kzg_fuzz.h) the input's blob is committed to, and proved
 * for, on one input in FULL_ONE_IN (each is a 4096-point MSM): on the
 * others a canonical blob's commitment is that of a fixed blob (a valid
 * point for the verifiers) and the provers run only where they refuse. */
#include "kzg_fuzz.h"

enum { FULL_ONE_IN = 64 };
static KZGCommitment fixed_commit;

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc; (void)argv;
    Blob *b = malloc(sizeof *b);
    if (!b) abort();
    fuzz_seeded_blob(b, 0x13198a2e03707344ULL);
    if (blob_to_kzg_commitment(&fixed_commit, b, bls381_kzg_mainnet_settings()) != C_KZG_OK) abort();
    free(b);
    return 0;
}

static bool fr_ok(const Bytes32 *b)
{
    bls381_fr x;
    return bls381_fr_from_bytes(&x, b->bytes) == BLS381_OK;
}

FUZZ_TARGET
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    fuzz_in in = { data, size };
    uint8_t op = fuzz_u8(&in);
    Blob *blob = fuzz_blob(&in);
    bool canon = fuzz_elements_canonical(blob->bytes, sizeof blob->bytes);
    bool full = fuzz_full(data, size, FULL_ONE_IN);
    KZGCommitment c;
    KZGProof proof;
    Bytes32 z, y;
    Bytes48 pts[2];
    bool ok;
    C_KZG_RET r;
    memset(&c, 0xa5, sizeof c);
    if (full || !canon) {
        r = blob_to_kzg_commitment(&c, blob, s);
        FUZZ_ASSERT((r == C_KZG_OK) == canon);
        if (r != C_KZG_OK) FUZZ_ASSERT(r == C_KZG_BADARGS && fuzz_all(&c, sizeof c, 0xa5));
        else FUZZ_ASSERT(fuzz_g1_valid(&c));
    } else {
        c = fixed_commit;
    }
    pts[0] = c;
    fuzz_bytes(&in, pts[1].bytes, 48);

    switch (op % 6) {
    case 0: { /* compute_kzg_proof at a fuzzed z; verify it, and y + 1 fails */
        fuzz_bytes(&in, z.bytes, 32);
        if (op & 0x80) z.bytes[0] &= 0x3f;
        if (!full && canon && fr_ok(&z)) break;
        memset(&proof, 0xa5, sizeof proof);
        memset(&y, 0xa5, sizeof y);
        r = compute_kzg_proof(&proof, &y, blob, &z, s);
        FUZZ_ASSERT((r == C_KZG_OK) == (canon && fr_ok(&z)));
        if (r != C_KZG_OK) {
            FUZZ_ASSERT(fuzz_all(&proof, sizeof proof, 0xa5) && fuzz_all(&y, sizeof y, 0xa5));
            break;
        }
        FUZZ_ASSERT(verify_kzg_proof(&ok, &c, &z, &y, &proof, s) == C_KZG_OK && ok);
        bls381_fr t;
        FUZZ_ASSERT(bls381_fr_from_bytes(&t, y.bytes) == BLS381_OK);
        bls381_fr one;
        bls381_fr_set_one(&one);
        bls381_fr_add(&t, &t, &one);
        bls381_fr_to_bytes(y.bytes, &t);
        FUZZ_ASSERT(verify_kzg_proof(&ok, &c, &z, &y, &proof, s) == C_KZG_OK && !ok);
        break;
    }
    case 1: { /* blob proof against our commitment or a fuzzed one */
        Bytes48 cb;
        fuzz_point48(&in, &cb, pts, 1);
        if (!full && canon && fuzz_g1_valid(&cb)) break;
        memset(&proof, 0xa5, sizeof proof);
        r = compute_blob_kzg_proof(&proof, blob, &cb, s);
        FUZZ_ASSERT((r == C_KZG_OK) == (canon && fuzz_g1_valid(&cb)));
        if (r != C_KZG_OK) { FUZZ_ASSERT(fuzz_all(&proof, sizeof proof, 0xa5)); break; }
        ok = false;
        FUZZ_ASSERT(verify_blob_kzg_proof(&ok, blob, &cb, &proof, s) == C_KZG_OK);
        if (!memcmp(&cb, &c, sizeof c)) FUZZ_ASSERT(ok);
        break;
    }
    case 2: { /* verify_kzg_proof on fuzzed everything */
        Bytes48 cb, pb;
        fuzz_point48(&in, &cb, pts, 2);
        fuzz_point48(&in, &pb, pts, 2);
        fuzz_bytes(&in, z.bytes, 32);
        fuzz_bytes(&in, y.bytes, 32);
        ok = true;
        r = verify_kzg_proof(&ok, &cb, &z, &y, &pb, s);
        bool valid = fuzz_g1_valid(&cb) && fuzz_g1_valid(&pb) && fr_ok(&z) && fr_ok(&y);
        FUZZ_ASSERT((r == C_KZG_OK) == valid);
        if (r != C_KZG_OK) FUZZ_ASSERT(!ok);
        break;
    }
    case 3: { /* verify_blob_kzg_proof and the batch of one agree */
        Bytes48 cb, pb;
        fuzz_point48(&in, &cb, pts, 2);
        fuzz_point48(&in, &pb, pts, 2);
        bool ok1 = true, ok2 = true;
        C_KZG_RET r1 = verify_blob_kzg_proof(&ok1, blob, &cb, &pb, s);
        C_KZG_RET r2 = verify_blob_kzg_proof_batch(&ok2, blob, &cb, &pb, 1, s);
        bool valid = canon && fuzz_g1_valid(&cb) && fuzz_g1_valid(&pb);
        FUZZ_ASSERT(r1 == r2 && (r1 == C_KZG_OK) == valid && ok1 == ok2);
        if (r1 != C_KZG_OK) FUZZ_ASSERT(!ok1);
        /* n = 0 is true */
        FUZZ_ASSERT(verify_blob_kzg_proof_batch(&ok, NULL, NULL, NULL, 0, s) == C_KZG_OK && ok);
        break;
    }
    case 4: { /* the challenge helpers */
        Bytes32 ch1, ch2;
        bls381_kzg_compute_challenge(&ch1, blob, &pts[1]);
        bls381_kzg_compute_challenge(&ch2, blob, &pts[1]);
        FUZZ_ASSERT(!memcmp(&ch1, &ch2, 32) && fr_ok(&ch1));
        uint64_t nc = fuzz_u8(&in) % 3, n = fuzz_u8(&in) % 4;
        uint64_t ci[4], xi[4];
        Cell *cells = calloc(4, sizeof *cells);
        FUZZ_ASSERT(cells);
        Bytes48 pr[4];
        for (uint64_t i = 0; i < n; i++) {
            ci[i] = fuzz_u8(&in) % 4;
            xi[i] = fuzz_u8(&in);
            fuzz_elements(&in, cells[i].bytes, sizeof cells[i].bytes);
            fuzz_bytes(&in, pr[i].bytes, 48);
        }
        memset(&ch1, 0xa5, sizeof ch1);
        r = bls381_kzg_compute_verify_cell_kzg_proof_batch_challenge(&ch1, pts, nc, ci, xi, cells, pr, n);
        bool valid = true;
        for (uint64_t i = 0; i < n; i++)
            valid = valid && ci[i] < nc && xi[i] < CELLS_PER_EXT_BLOB &&
                    fuzz_elements_canonical(cells[i].bytes, sizeof cells[i].bytes);
        FUZZ_ASSERT((r == C_KZG_OK) == valid);
        if (r != C_KZG_OK) FUZZ_ASSERT(fuzz_all(&ch1, sizeof ch1, 0xa5));
        free(cells);
        break;
    }
    default: { /* verify_cell_kzg_proof_batch on fuzzed cells, indices, points */
        uint64_t n = fuzz_u8(&in) % 4, idx[4];
        Cell *cells = calloc(4, sizeof *cells);
        FUZZ_ASSERT(cells);
        Bytes48 cm[4], pr[4];
        bool valid = true;
        for (uint64_t i = 0; i < n; i++) {
            idx[i] = fuzz_u8(&in);
            fuzz_elements(&in, cells[i].bytes, sizeof cells[i].bytes);
            fuzz_point48(&in, &cm[i], pts, 2);
            fuzz_point48(&in, &pr[i], pts, 2);
            valid = valid && idx[i] < CELLS_PER_EXT_BLOB && fuzz_elements_canonical(cells[i].bytes, BYTES_PER_CELL) &&
                    fuzz_g1_valid(&cm[i]) && fuzz_g1_valid(&pr[i]);
        }
        ok = true;
        r = verify_cell_kzg_proof_batch(&ok, cm, idx, cells, pr, n, s);
        FUZZ_ASSERT((r == C_KZG_OK) == valid);
        if (r != C_KZG_OK) FUZZ_ASSERT(!ok);
        if (n == 0) FUZZ_ASSERT(ok);
        free(cells);
        break;
    }
    }
    free(blob);
    return 0;
}
