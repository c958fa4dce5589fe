/*
 * The bad-input contract of the KZG API (include/kzg.h; the rest is in
 * tests/test_contract_*.c): every function with NULL where not allowed, n = 0,
 * huge n, bad counts and indices, non-canonical field elements, every
 * invalid G1 encoding class for commitments and proofs, a truncated or
 * corrupted setup file -- C_KZG_BADARGS (or C_KZG_MALLOC for an impossible
 * size), outputs and settings untouched, *ok cleared.
 */
#define _POSIX_C_SOURCE 200809L
#include "harness.h"
#include "curve_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bls381_msm.h"
#include "kzg.h"
#include "kzg_setup_file.h"
#include "msm/batch.h"
#include "tools/common/file.h"
#include "tools/common/hex.h"

#define PAT 0xa5
#define FILL(x) memset(&(x), PAT, sizeof(x))
#define HUGE_N (UINT64_MAX / 2 + 1)

/* the MSMs' part of verify_blob_kzg_proof_batch's scratch (include/kzg.h):
 * its two MSMs of 2n + 1 and n terms in msm/'s batch entry */
static size_t blob_batch_msm_size(size_t n, size_t threads)
{
    size_t counts[2] = { 2 * n + 1, n };
    return bls381_msm_batch_scratch_size(counts, counts, 2, threads);
}

static bool untouched(const void *p, size_t n)
{
    const uint8_t *b = p;
    for (size_t i = 0; i < n; i++)
        if (b[i] != PAT) return false;
    return true;
}

/* a call that must fail with want and leave out (n bytes) as filled */
#define EXPECT_FAIL(call, want, out, n) \
    do { \
        C_KZG_RET r_ = (call); \
        if (r_ != (want)) test_failf(__FILE__, __LINE__, "%s: got %d, want %d", #call, (int)r_, (int)(want)); \
        else if (!untouched((out), (n))) test_failf(__FILE__, __LINE__, "%s: output written on error", #call); \
    } while (0)
/* a verifier: status want, *ok false although set true first */
#define EXPECT_VERDICT(call, want) \
    do { \
        ok = true; \
        C_KZG_RET r_ = (call); \
        if (r_ != (want)) test_failf(__FILE__, __LINE__, "%s: got %d, want %d", #call, (int)r_, (int)(want)); \
        CHECK(!ok); \
    } while (0)

static const uint8_t R_BE[32] = {
    0x73, 0xed, 0xa7, 0x53, 0x29, 0x9d, 0x7d, 0x48, 0x33, 0x39, 0xd8, 0x08, 0x09, 0xa1, 0xd8, 0x05,
    0x53, 0xbd, 0xa4, 0x02, 0xff, 0xfe, 0x5b, 0xfe, 0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x01,
};
static const uint8_t P_BE[48] = {
    0x1a, 0x01, 0x11, 0xea, 0x39, 0x7f, 0xe6, 0x9a, 0x4b, 0x1b, 0xa7, 0xb6, 0x43, 0x4b, 0xac, 0xd7,
    0x64, 0x77, 0x4b, 0x84, 0xf3, 0x85, 0x12, 0xbf, 0x67, 0x30, 0xd2, 0xa0, 0xf6, 0xb0, 0xf6, 0x24,
    0x1e, 0xab, 0xff, 0xfe, 0xb1, 0x53, 0xff, 0xff, 0xb9, 0xfe, 0xff, 0xff, 0xff, 0xff, 0xaa, 0xab,
};

enum { NBAD = 6 };

/* invalid compressed G1 points: flags, infinity with a bit set, x = p, off
 * the curve, outside G1, uncompressed flag */
static void bad_points(Bytes48 bad[NBAD])
{
    bls381_g1 p;
    bls381_g1_affine a;
    memset(bad, 0, NBAD * sizeof *bad);
    bls381_g1_generator(&p);
    bls381_g1_to_affine(&a, &p);
    bls381_g1_compress(bad[0].bytes, &a);
    bad[0].bytes[0] &= 0x7f;                                  /* no compression flag */
    bad[1].bytes[0] = 0xc0; bad[1].bytes[47] = 1;             /* infinity, body not 0 */
    memcpy(bad[2].bytes, P_BE, 48); bad[2].bytes[0] |= 0x80;  /* x = p */
    bad[3].bytes[0] = 0x80;                                   /* x off the curve */
    for (uint8_t v = 1;; v++) {
        bad[3].bytes[47] = v;
        bls381_g1_affine t;
        if (bls381_g1_decompress_no_subgroup_check(&t, bad[3].bytes) == BLS381_ERR_NOT_ON_CURVE) break;
    }
    cu_rand_e1(&p);                                           /* outside G1 */
    bls381_g1_to_affine(&a, &p);
    bls381_g1_compress(bad[4].bytes, &a);
    memset(bad[5].bytes, 0xff, 48);                           /* every flag */
}

typedef struct {
    Blob *blob, *bad_blob;           /* a valid blob; one with an element = r */
    KZGCommitment c;
    KZGProof proof;
    Bytes32 z, y, bad_fr;
} kzg_fixture;

static bool fixture(kzg_fixture *f)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    f->blob = malloc(sizeof *f->blob);
    f->bad_blob = malloc(sizeof *f->bad_blob);
    if (!f->blob || !f->bad_blob) return false;
    test_rand_bytes(f->blob->bytes, BYTES_PER_BLOB);
    for (size_t i = 0; i < BYTES_PER_BLOB; i += 32) f->blob->bytes[i] &= 0x3f;
    *f->bad_blob = *f->blob;
    memcpy(f->bad_blob->bytes + 32 * 4095, R_BE, 32);
    memset(&f->z, 0, 32);
    f->z.bytes[31] = 5;
    memcpy(f->bad_fr.bytes, R_BE, 32);
    return blob_to_kzg_commitment(&f->c, f->blob, s) == C_KZG_OK &&
           compute_kzg_proof(&f->proof, &f->y, f->blob, &f->z, s) == C_KZG_OK;
}

TEST(contract_kzg_4844__null_bad_blobs_points_scalars_and_counts)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    REQUIRE(s != NULL);
    kzg_fixture f;
    REQUIRE(fixture(&f));
    Bytes48 bad[NBAD];
    bad_points(bad);
    KZGCommitment c;
    KZGProof p;
    Bytes32 y;
    bool ok;

    /* blob_to_kzg_commitment */
    FILL(c); EXPECT_FAIL(blob_to_kzg_commitment(&c, f.bad_blob, s), C_KZG_BADARGS, &c, sizeof c);
    FILL(c); EXPECT_FAIL(blob_to_kzg_commitment(&c, NULL, s), C_KZG_BADARGS, &c, sizeof c);
    FILL(c); EXPECT_FAIL(blob_to_kzg_commitment(&c, f.blob, NULL), C_KZG_BADARGS, &c, sizeof c);
    CHECK(blob_to_kzg_commitment(NULL, f.blob, s) == C_KZG_BADARGS);

    /* compute_kzg_proof: bad blob, z = r, NULLs; both outputs untouched */
    FILL(p); FILL(y);
    EXPECT_FAIL(compute_kzg_proof(&p, &y, f.bad_blob, &f.z, s), C_KZG_BADARGS, &p, sizeof p);
    CHECK(untouched(&y, sizeof y));
    EXPECT_FAIL(compute_kzg_proof(&p, &y, f.blob, &f.bad_fr, s), C_KZG_BADARGS, &p, sizeof p);
    CHECK(untouched(&y, sizeof y));
    EXPECT_FAIL(compute_kzg_proof(&p, &y, f.blob, NULL, s), C_KZG_BADARGS, &p, sizeof p);
    EXPECT_FAIL(compute_kzg_proof(&p, NULL, f.blob, &f.z, s), C_KZG_BADARGS, &p, sizeof p);
    EXPECT_FAIL(compute_kzg_proof(NULL, &y, f.blob, &f.z, s), C_KZG_BADARGS, &y, sizeof y);
    EXPECT_FAIL(compute_kzg_proof(&p, &y, f.blob, &f.z, NULL), C_KZG_BADARGS, &p, sizeof p);

    /* compute_blob_kzg_proof: every bad commitment, bad blob, NULLs */
    for (int i = 0; i < NBAD; i++) {
        FILL(p); EXPECT_FAIL(compute_blob_kzg_proof(&p, f.blob, &bad[i], s), C_KZG_BADARGS, &p, sizeof p);
    }
    FILL(p); EXPECT_FAIL(compute_blob_kzg_proof(&p, f.bad_blob, &f.c, s), C_KZG_BADARGS, &p, sizeof p);
    FILL(p); EXPECT_FAIL(compute_blob_kzg_proof(&p, NULL, &f.c, s), C_KZG_BADARGS, &p, sizeof p);
    FILL(p); EXPECT_FAIL(compute_blob_kzg_proof(&p, f.blob, NULL, s), C_KZG_BADARGS, &p, sizeof p);
    CHECK(compute_blob_kzg_proof(NULL, f.blob, &f.c, s) == C_KZG_BADARGS);

    /* verify_kzg_proof: every bad point as commitment or proof, y or z = r */
    CHECK(verify_kzg_proof(&ok, &f.c, &f.z, &f.y, &f.proof, s) == C_KZG_OK && ok);
    for (int i = 0; i < NBAD; i++) {
        EXPECT_VERDICT(verify_kzg_proof(&ok, &bad[i], &f.z, &f.y, &f.proof, s), C_KZG_BADARGS);
        EXPECT_VERDICT(verify_kzg_proof(&ok, &f.c, &f.z, &f.y, &bad[i], s), C_KZG_BADARGS);
    }
    EXPECT_VERDICT(verify_kzg_proof(&ok, &f.c, &f.bad_fr, &f.y, &f.proof, s), C_KZG_BADARGS);
    EXPECT_VERDICT(verify_kzg_proof(&ok, &f.c, &f.z, &f.bad_fr, &f.proof, s), C_KZG_BADARGS);
    EXPECT_VERDICT(verify_kzg_proof(&ok, NULL, &f.z, &f.y, &f.proof, s), C_KZG_BADARGS);
    EXPECT_VERDICT(verify_kzg_proof(&ok, &f.c, NULL, &f.y, &f.proof, s), C_KZG_BADARGS);
    EXPECT_VERDICT(verify_kzg_proof(&ok, &f.c, &f.z, NULL, &f.proof, s), C_KZG_BADARGS);
    EXPECT_VERDICT(verify_kzg_proof(&ok, &f.c, &f.z, &f.y, NULL, s), C_KZG_BADARGS);
    EXPECT_VERDICT(verify_kzg_proof(&ok, &f.c, &f.z, &f.y, &f.proof, NULL), C_KZG_BADARGS);
    CHECK(verify_kzg_proof(NULL, &f.c, &f.z, &f.y, &f.proof, s) == C_KZG_BADARGS);

    /* verify_blob_kzg_proof and the batch */
    KZGProof bp;
    REQUIRE(compute_blob_kzg_proof(&bp, f.blob, &f.c, s) == C_KZG_OK);
    CHECK(verify_blob_kzg_proof(&ok, f.blob, &f.c, &bp, s) == C_KZG_OK && ok);
    for (int i = 0; i < NBAD; i++) {
        EXPECT_VERDICT(verify_blob_kzg_proof(&ok, f.blob, &bad[i], &bp, s), C_KZG_BADARGS);
        EXPECT_VERDICT(verify_blob_kzg_proof(&ok, f.blob, &f.c, &bad[i], s), C_KZG_BADARGS);
        EXPECT_VERDICT(verify_blob_kzg_proof_batch(&ok, f.blob, &bad[i], &bp, 1, s), C_KZG_BADARGS);
        EXPECT_VERDICT(verify_blob_kzg_proof_batch(&ok, f.blob, &f.c, &bad[i], 1, s), C_KZG_BADARGS);
    }
    EXPECT_VERDICT(verify_blob_kzg_proof(&ok, f.bad_blob, &f.c, &bp, s), C_KZG_BADARGS);
    EXPECT_VERDICT(verify_blob_kzg_proof(&ok, NULL, &f.c, &bp, s), C_KZG_BADARGS);
    EXPECT_VERDICT(verify_blob_kzg_proof(&ok, f.blob, NULL, &bp, s), C_KZG_BADARGS);
    EXPECT_VERDICT(verify_blob_kzg_proof(&ok, f.blob, &f.c, NULL, s), C_KZG_BADARGS);
    EXPECT_VERDICT(verify_blob_kzg_proof(&ok, f.blob, &f.c, &bp, NULL), C_KZG_BADARGS);
    CHECK(verify_blob_kzg_proof(NULL, f.blob, &f.c, &bp, s) == C_KZG_BADARGS);
    EXPECT_VERDICT(verify_blob_kzg_proof_batch(&ok, f.bad_blob, &f.c, &bp, 1, s), C_KZG_BADARGS);
    EXPECT_VERDICT(verify_blob_kzg_proof_batch(&ok, NULL, &f.c, &bp, 1, s), C_KZG_BADARGS);
    EXPECT_VERDICT(verify_blob_kzg_proof_batch(&ok, f.blob, NULL, &bp, 1, s), C_KZG_BADARGS);
    EXPECT_VERDICT(verify_blob_kzg_proof_batch(&ok, f.blob, &f.c, NULL, 1, s), C_KZG_BADARGS);
    EXPECT_VERDICT(verify_blob_kzg_proof_batch(&ok, f.blob, &f.c, &bp, 1, NULL), C_KZG_BADARGS);
    CHECK(verify_blob_kzg_proof_batch(NULL, f.blob, &f.c, &bp, 1, s) == C_KZG_BADARGS);
    /* n = 0 is true (c-kzg-4844), NULL arrays allowed; a huge n fails cleanly */
    ok = false;
    CHECK(verify_blob_kzg_proof_batch(&ok, NULL, NULL, NULL, 0, s) == C_KZG_OK && ok);
    ok = true;
    C_KZG_RET r = verify_blob_kzg_proof_batch(&ok, f.blob, &f.c, &bp, HUGE_N, s);
    CHECK((r == C_KZG_MALLOC || r == C_KZG_BADARGS) && !ok);

    /* the challenge: any blob and commitment bytes */
    Bytes32 ch;
    bls381_kzg_compute_challenge(&ch, f.bad_blob, &bad[0]);
    bls381_fr t;
    CHECK(bls381_fr_from_bytes(&t, ch.bytes) == BLS381_OK);
    free(f.blob);
    free(f.bad_blob);
}

TEST(contract_kzg_7594__null_counts_indices_cells_and_points)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    kzg_fixture f;
    REQUIRE(fixture(&f));
    Bytes48 bad[NBAD];
    bad_points(bad);
    Cell *cells = malloc(CELLS_PER_EXT_BLOB * sizeof *cells), *out = malloc(CELLS_PER_EXT_BLOB * sizeof *out);
    KZGProof *proofs = malloc(CELLS_PER_EXT_BLOB * sizeof *proofs), *pout = malloc(CELLS_PER_EXT_BLOB * sizeof *pout);
    REQUIRE(cells && out && proofs && pout);
    const size_t CB = CELLS_PER_EXT_BLOB * sizeof *cells, PB = CELLS_PER_EXT_BLOB * sizeof *proofs;
    bool ok;

    memset(out, PAT, CB);
    EXPECT_FAIL(compute_cells_and_kzg_proofs(NULL, NULL, f.blob, s), C_KZG_BADARGS, out, CB);
    EXPECT_FAIL(compute_cells_and_kzg_proofs(out, NULL, f.bad_blob, s), C_KZG_BADARGS, out, CB);
    EXPECT_FAIL(compute_cells_and_kzg_proofs(out, NULL, NULL, s), C_KZG_BADARGS, out, CB);
    EXPECT_FAIL(compute_cells_and_kzg_proofs(out, NULL, f.blob, NULL), C_KZG_BADARGS, out, CB);
    REQUIRE(compute_cells_and_kzg_proofs(cells, proofs, f.blob, s) == C_KZG_OK);

    /* recover: too few, too many, unsorted, duplicate, index >= 128, a
     * non-canonical cell, NULL, a huge count */
    uint64_t idx[CELLS_PER_EXT_BLOB];
    for (uint64_t i = 0; i < CELLS_PER_EXT_BLOB; i++) idx[i] = i;
    Cell *half = cells + 0;
    memset(out, PAT, CB); memset(pout, PAT, PB);
    EXPECT_FAIL(recover_cells_and_kzg_proofs(out, pout, idx, half, 63, s), C_KZG_BADARGS, out, CB);
    EXPECT_FAIL(recover_cells_and_kzg_proofs(out, pout, idx, half, 129, s), C_KZG_BADARGS, out, CB);
    EXPECT_FAIL(recover_cells_and_kzg_proofs(out, pout, idx, half, HUGE_N, s), C_KZG_BADARGS, out, CB);
    idx[10] = 9;
    EXPECT_FAIL(recover_cells_and_kzg_proofs(out, pout, idx, half, 64, s), C_KZG_BADARGS, out, CB);   /* duplicate */
    idx[10] = 11; idx[11] = 10;
    EXPECT_FAIL(recover_cells_and_kzg_proofs(out, pout, idx, half, 64, s), C_KZG_BADARGS, out, CB);   /* unsorted */
    idx[10] = 10; idx[11] = 11; idx[63] = 128;
    EXPECT_FAIL(recover_cells_and_kzg_proofs(out, pout, idx, half, 64, s), C_KZG_BADARGS, out, CB);   /* >= 128 */
    idx[63] = 63;
    Cell keep = half[5];
    memcpy(half[5].bytes + 32, R_BE, 32);
    EXPECT_FAIL(recover_cells_and_kzg_proofs(out, pout, idx, half, 64, s), C_KZG_BADARGS, out, CB);   /* element = r */
    half[5] = keep;
    EXPECT_FAIL(recover_cells_and_kzg_proofs(NULL, pout, idx, half, 64, s), C_KZG_BADARGS, pout, PB);
    EXPECT_FAIL(recover_cells_and_kzg_proofs(out, pout, NULL, half, 64, s), C_KZG_BADARGS, out, CB);
    EXPECT_FAIL(recover_cells_and_kzg_proofs(out, pout, idx, NULL, 64, s), C_KZG_BADARGS, out, CB);
    EXPECT_FAIL(recover_cells_and_kzg_proofs(out, pout, idx, half, 64, NULL), C_KZG_BADARGS, out, CB);
    CHECK(untouched(pout, PB));

    /* verify_cell_kzg_proof_batch */
    uint64_t k = 3;
    CHECK(verify_cell_kzg_proof_batch(&ok, &f.c, &k, &cells[3], &proofs[3], 1, s) == C_KZG_OK && ok);
    for (int i = 0; i < NBAD; i++) {
        EXPECT_VERDICT(verify_cell_kzg_proof_batch(&ok, &bad[i], &k, &cells[3], &proofs[3], 1, s), C_KZG_BADARGS);
        EXPECT_VERDICT(verify_cell_kzg_proof_batch(&ok, &f.c, &k, &cells[3], &bad[i], 1, s), C_KZG_BADARGS);
    }
    uint64_t far = CELLS_PER_EXT_BLOB;
    EXPECT_VERDICT(verify_cell_kzg_proof_batch(&ok, &f.c, &far, &cells[3], &proofs[3], 1, s), C_KZG_BADARGS);
    keep = cells[3];
    memcpy(cells[3].bytes, R_BE, 32);
    EXPECT_VERDICT(verify_cell_kzg_proof_batch(&ok, &f.c, &k, &cells[3], &proofs[3], 1, s), C_KZG_BADARGS);
    cells[3] = keep;
    EXPECT_VERDICT(verify_cell_kzg_proof_batch(&ok, NULL, &k, &cells[3], &proofs[3], 1, s), C_KZG_BADARGS);
    EXPECT_VERDICT(verify_cell_kzg_proof_batch(&ok, &f.c, NULL, &cells[3], &proofs[3], 1, s), C_KZG_BADARGS);
    EXPECT_VERDICT(verify_cell_kzg_proof_batch(&ok, &f.c, &k, NULL, &proofs[3], 1, s), C_KZG_BADARGS);
    EXPECT_VERDICT(verify_cell_kzg_proof_batch(&ok, &f.c, &k, &cells[3], NULL, 1, s), C_KZG_BADARGS);
    EXPECT_VERDICT(verify_cell_kzg_proof_batch(&ok, &f.c, &k, &cells[3], &proofs[3], 1, NULL), C_KZG_BADARGS);
    CHECK(verify_cell_kzg_proof_batch(NULL, &f.c, &k, &cells[3], &proofs[3], 1, s) == C_KZG_BADARGS);
    ok = true;
    C_KZG_RET r = verify_cell_kzg_proof_batch(&ok, &f.c, &k, &cells[3], &proofs[3], HUGE_N, s);
    CHECK((r == C_KZG_MALLOC || r == C_KZG_BADARGS) && !ok);
    ok = false;
    CHECK(verify_cell_kzg_proof_batch(&ok, NULL, NULL, NULL, NULL, 0, s) == C_KZG_OK && ok);

    /* the cell challenge helper: commitment index >= count, cell index >= 128, bad cell */
    Bytes32 ch;
    uint64_t ci = 1;
    FILL(ch); EXPECT_FAIL(bls381_kzg_compute_verify_cell_kzg_proof_batch_challenge(&ch, &f.c, 1, &ci, &k, &cells[3],
                                                                                 &proofs[3], 1), C_KZG_BADARGS,
                          &ch, sizeof ch);
    ci = 0;
    FILL(ch); EXPECT_FAIL(bls381_kzg_compute_verify_cell_kzg_proof_batch_challenge(&ch, &f.c, 1, &ci, &far, &cells[3],
                                                                                 &proofs[3], 1), C_KZG_BADARGS,
                          &ch, sizeof ch);
    memcpy(cells[3].bytes, R_BE, 32);
    FILL(ch); EXPECT_FAIL(bls381_kzg_compute_verify_cell_kzg_proof_batch_challenge(&ch, &f.c, 1, &ci, &k, &cells[3],
                                                                                 &proofs[3], 1), C_KZG_BADARGS,
                          &ch, sizeof ch);
    free(cells);
    free(out);
    free(proofs);
    free(pout);
    free(f.blob);
    free(f.bad_blob);
}

static C_KZG_RET load_text(KZGSettings *s, const char *text, size_t len)
{
    FILE *f = fmemopen((void *)text, len ? len : 1, "r");
    if (!f) return C_KZG_ERROR;
    if (len == 0) { char ch; (void)!fread(&ch, 1, 1, f); }
    C_KZG_RET ret = load_trusted_setup_file(s, f, 0);
    fclose(f);
    return ret;
}

TEST(contract_kzg_setup__truncated_corrupted_files_and_bad_lists_leave_settings_untouched)
{
    size_t len;
    char *text = read_file(test_data_path("../kzg/trusted_setup.txt"), &len), *copy = malloc(len + 1);
    REQUIRE(text && copy);
    KZGSettings s;
    /* truncated: empty, inside the header, after it, inside the first point */
    size_t cuts[] = { 0, 2, 8, 40 };
    for (size_t i = 0; i < sizeof cuts / sizeof cuts[0]; i++) {
        FILL(s); EXPECT_FAIL(load_text(&s, text, cuts[i]), C_KZG_BADARGS, &s, sizeof s);
    }
    /* the first Lagrange point (after "4096\n65\n") replaced: x = p, outside G1 */
    const size_t first = strlen("4096\n65\n");
    uint8_t pt[48];
    memcpy(pt, P_BE, 48);
    pt[0] |= 0x80;
    memcpy(copy, text, len);
    hex_encode(copy + first, pt, 48);
    copy[first + 96] = '\n';
    FILL(s); EXPECT_FAIL(load_text(&s, copy, len), C_KZG_BADARGS, &s, sizeof s);
    bls381_g1 e;
    bls381_g1_affine a;
    cu_rand_e1(&e);
    bls381_g1_to_affine(&a, &e);
    bls381_g1_compress(pt, &a);
    hex_encode(copy + first, pt, 48);
    copy[first + 96] = '\n';
    FILL(s); EXPECT_FAIL(load_text(&s, copy, len), C_KZG_BADARGS, &s, sizeof s);
    /* a count that is not the mainnet one */
    memcpy(copy, text, len);
    copy[3] = '5';                                            /* "4095" */
    FILL(s); EXPECT_FAIL(load_text(&s, copy, len), C_KZG_BADARGS, &s, sizeof s);
    FILL(s); EXPECT_FAIL(load_trusted_setup_file(&s, NULL, 0), C_KZG_BADARGS, &s, sizeof s);

    /* the byte-list loader: wrong lengths, NULL lists, a bad first point */
    size_t n1 = 4096 * 48, n3 = 65 * 96;
    uint8_t *g1 = calloc(1, n1), *g1l = calloc(1, n1), *g2 = calloc(1, n3);
    REQUIRE(g1 && g1l && g2);
    FILL(s); EXPECT_FAIL(load_trusted_setup(&s, g1, n1 - 48, g1l, n1, g2, n3, 0), C_KZG_BADARGS, &s, sizeof s);
    FILL(s); EXPECT_FAIL(load_trusted_setup(&s, g1, n1, g1l, n1 + 48, g2, n3, 0), C_KZG_BADARGS, &s, sizeof s);
    FILL(s); EXPECT_FAIL(load_trusted_setup(&s, g1, n1, g1l, n1, g2, n3 - 1, 0), C_KZG_BADARGS, &s, sizeof s);
    FILL(s); EXPECT_FAIL(load_trusted_setup(&s, g1, n1, g1l, n1, g2, n3, 16), C_KZG_BADARGS, &s, sizeof s);
    FILL(s); EXPECT_FAIL(load_trusted_setup(&s, NULL, n1, g1l, n1, g2, n3, 0), C_KZG_BADARGS, &s, sizeof s);
    FILL(s); EXPECT_FAIL(load_trusted_setup(&s, g1, n1, NULL, n1, g2, n3, 0), C_KZG_BADARGS, &s, sizeof s);
    FILL(s); EXPECT_FAIL(load_trusted_setup(&s, g1, n1, g1l, n1, NULL, n3, 0), C_KZG_BADARGS, &s, sizeof s);
    CHECK(load_trusted_setup(NULL, g1, n1, g1l, n1, g2, n3, 0) == C_KZG_BADARGS);
    memcpy(g1l, pt, 48);                                      /* all other points zero: invalid anyway */
    FILL(s); EXPECT_FAIL(load_trusted_setup(&s, g1, n1, g1l, n1, g2, n3, 0), C_KZG_BADARGS, &s, sizeof s);
    free(g1);
    free(g1l);
    free(g2);

    /* free_trusted_setup: NULL and the embedded settings (or a copy) are ignored */
    free_trusted_setup(NULL);
    KZGSettings copy_s = *bls381_kzg_mainnet_settings();
    bls381_kzg_settings_use_pool(&copy_s, NULL);
    free_trusted_setup(&copy_s);
    kzg_fixture f;
    REQUIRE(fixture(&f));                                     /* the embedded settings still work */
    free(f.blob);
    free(f.bad_blob);
    free(copy);
    free(text);
}

/* The EIP-4844 functions in caller memory: the documented sizes; NULL,
 * size 0, one byte short, misaligned scratch, or settings without setup
 * points: C_KZG_BADARGS, outputs untouched; exactly the size (filled with
 * garbage): the c-kzg function's result. The batch refuses a count its
 * scratch cannot hold before it reads the one-element heap lists. */
TEST(contract_kzg_scratch__sizes_null_short_misaligned_and_verify_settings)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings(), *v = bls381_kzg_mainnet_verify_settings();
    kzg_fixture f;
    REQUIRE(fixture(&f));
    size_t threads = bls381_pool_threads(bls381_pool_default());
    size_t need = bls381_blob_to_kzg_commitment_scratch_size(s);
    CHECK(need == 4096 * 32 + bls381_g1_msm_scratch_size(4096, threads));
    CHECK(bls381_compute_kzg_proof_scratch_size(s) == need);
    CHECK(bls381_blob_to_kzg_commitment_scratch_size(NULL) == 0);
    CHECK(bls381_blob_to_kzg_commitment_scratch_size(v) == 0);
    CHECK(bls381_compute_kzg_proof_scratch_size(NULL) == 0);
    CHECK(bls381_compute_kzg_proof_scratch_size(v) == 0);
    uint64_t *mem = malloc(need + 8);
    REQUIRE(mem);
    uint8_t *sc = (uint8_t *)mem;
    KZGCommitment c;
    KZGProof p, bp;
    Bytes32 y;
    bool ok;

    /* exactly the size: the c-kzg results */
    memset(sc, PAT, need);
    CHECK(bls381_blob_to_kzg_commitment_with_scratch(&c, f.blob, s, sc, need) == C_KZG_OK);
    CHECK_MEM(c.bytes, f.c.bytes, 48);
    memset(sc, PAT, need);
    CHECK(bls381_compute_kzg_proof_with_scratch(&p, &y, f.blob, &f.z, s, sc, need) == C_KZG_OK);
    CHECK_MEM(p.bytes, f.proof.bytes, 48);
    CHECK_MEM(y.bytes, f.y.bytes, 32);
    REQUIRE(compute_blob_kzg_proof(&bp, f.blob, &f.c, s) == C_KZG_OK);
    memset(sc, PAT, need);
    CHECK(bls381_compute_blob_kzg_proof_with_scratch(&p, f.blob, &f.c, s, sc, need) == C_KZG_OK);
    CHECK_MEM(p.bytes, bp.bytes, 48);

    /* scratch NULL, size 0, one byte short, misaligned; settings NULL or
     * verify-only (with a scratch of the full settings' size) */
    struct { void *sc; size_t size; const KZGSettings *s; } bad[] = {
        { NULL, need, s }, { sc, 0, s }, { sc, need - 1, s }, { sc + 4, need, s }, { sc, need, NULL }, { sc, need, v },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        FILL(c); EXPECT_FAIL(bls381_blob_to_kzg_commitment_with_scratch(&c, f.blob, bad[i].s, bad[i].sc, bad[i].size),
                             C_KZG_BADARGS, &c, sizeof c);
        FILL(p); FILL(y);
        EXPECT_FAIL(bls381_compute_kzg_proof_with_scratch(&p, &y, f.blob, &f.z, bad[i].s, bad[i].sc, bad[i].size),
                    C_KZG_BADARGS, &p, sizeof p);
        CHECK(untouched(&y, sizeof y));
        FILL(p); EXPECT_FAIL(bls381_compute_blob_kzg_proof_with_scratch(&p, f.blob, &f.c, bad[i].s, bad[i].sc,
                                                                         bad[i].size),
                             C_KZG_BADARGS, &p, sizeof p);
    }
    /* NULL inputs and outputs, a bad blob, z = r, every bad commitment */
    FILL(c); EXPECT_FAIL(bls381_blob_to_kzg_commitment_with_scratch(&c, NULL, s, sc, need), C_KZG_BADARGS, &c, sizeof c);
    FILL(c); EXPECT_FAIL(bls381_blob_to_kzg_commitment_with_scratch(&c, f.bad_blob, s, sc, need), C_KZG_BADARGS, &c,
                         sizeof c);
    CHECK(bls381_blob_to_kzg_commitment_with_scratch(NULL, f.blob, s, sc, need) == C_KZG_BADARGS);
    FILL(p); FILL(y);
    EXPECT_FAIL(bls381_compute_kzg_proof_with_scratch(&p, &y, f.bad_blob, &f.z, s, sc, need), C_KZG_BADARGS, &p,
                sizeof p);
    EXPECT_FAIL(bls381_compute_kzg_proof_with_scratch(&p, &y, f.blob, &f.bad_fr, s, sc, need), C_KZG_BADARGS, &p,
                sizeof p);
    EXPECT_FAIL(bls381_compute_kzg_proof_with_scratch(&p, &y, NULL, &f.z, s, sc, need), C_KZG_BADARGS, &p, sizeof p);
    EXPECT_FAIL(bls381_compute_kzg_proof_with_scratch(&p, &y, f.blob, NULL, s, sc, need), C_KZG_BADARGS, &p,
                sizeof p);
    EXPECT_FAIL(bls381_compute_kzg_proof_with_scratch(&p, NULL, f.blob, &f.z, s, sc, need), C_KZG_BADARGS, &p,
                sizeof p);
    EXPECT_FAIL(bls381_compute_kzg_proof_with_scratch(NULL, &y, f.blob, &f.z, s, sc, need), C_KZG_BADARGS, &y,
                sizeof y);
    CHECK(untouched(&y, sizeof y));
    Bytes48 badp[NBAD];
    bad_points(badp);
    for (int i = 0; i < NBAD; i++) {
        FILL(p); EXPECT_FAIL(bls381_compute_blob_kzg_proof_with_scratch(&p, f.blob, &badp[i], s, sc, need),
                             C_KZG_BADARGS, &p, sizeof p);
    }
    FILL(p); EXPECT_FAIL(bls381_compute_blob_kzg_proof_with_scratch(&p, f.bad_blob, &f.c, s, sc, need), C_KZG_BADARGS,
                         &p, sizeof p);
    FILL(p); EXPECT_FAIL(bls381_compute_blob_kzg_proof_with_scratch(&p, NULL, &f.c, s, sc, need), C_KZG_BADARGS, &p,
                         sizeof p);
    FILL(p); EXPECT_FAIL(bls381_compute_blob_kzg_proof_with_scratch(&p, f.blob, NULL, s, sc, need), C_KZG_BADARGS, &p,
                         sizeof p);
    CHECK(bls381_compute_blob_kzg_proof_with_scratch(NULL, f.blob, &f.c, s, sc, need) == C_KZG_BADARGS);
    free(mem);

    /* the batch: the size formula, NULL and verify-only settings, huge n */
    size_t bneed = bls381_verify_blob_kzg_proof_batch_scratch_size(1, s);
    CHECK(bneed == 360 + 128 + blob_batch_msm_size(1, threads));
    CHECK(bls381_verify_blob_kzg_proof_batch_scratch_size(1, v) == bneed);
    CHECK(bls381_verify_blob_kzg_proof_batch_scratch_size(1, NULL) == 0);
    CHECK(bls381_verify_blob_kzg_proof_batch_scratch_size(HUGE_N, s) == SIZE_MAX);
    CHECK(bls381_verify_blob_kzg_proof_batch_scratch_size(UINT64_MAX, s) == SIZE_MAX);
    mem = malloc(bneed + 8);
    Bytes48 *cs = malloc(sizeof *cs), *ps = malloc(sizeof *ps);
    REQUIRE(mem && cs && ps);
    sc = (uint8_t *)mem;
    memcpy(cs, &f.c, sizeof *cs);
    memcpy(ps, &bp, sizeof *ps);
    memset(sc, PAT, bneed);
    ok = false;
    CHECK(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, f.blob, cs, ps, 1, s, sc, bneed) == C_KZG_OK && ok);
    memset(sc, PAT, bneed);
    ok = false;
    CHECK(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, f.blob, cs, ps, 1, v, sc, bneed) == C_KZG_OK && ok);
    ok = true;
    CHECK(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, f.blob, ps, cs, 1, v, sc, bneed) == C_KZG_OK && !ok);
    EXPECT_VERDICT(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, f.blob, cs, ps, 1, s, NULL, bneed),
                   C_KZG_BADARGS);
    EXPECT_VERDICT(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, f.blob, cs, ps, 1, s, sc, 0), C_KZG_BADARGS);
    EXPECT_VERDICT(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, f.blob, cs, ps, 1, s, sc, bneed - 1),
                   C_KZG_BADARGS);
    EXPECT_VERDICT(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, f.blob, cs, ps, 1, s, sc + 4, bneed),
                   C_KZG_BADARGS);
    EXPECT_VERDICT(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, f.blob, cs, ps, 1, NULL, sc, bneed),
                   C_KZG_BADARGS);
    EXPECT_VERDICT(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, NULL, cs, ps, 1, s, sc, bneed),
                   C_KZG_BADARGS);
    EXPECT_VERDICT(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, f.blob, NULL, ps, 1, s, sc, bneed),
                   C_KZG_BADARGS);
    EXPECT_VERDICT(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, f.blob, cs, NULL, 1, s, sc, bneed),
                   C_KZG_BADARGS);
    EXPECT_VERDICT(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, f.bad_blob, cs, ps, 1, s, sc, bneed),
                   C_KZG_BADARGS);
    for (int i = 0; i < NBAD; i++) {
        EXPECT_VERDICT(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, f.blob, &badp[i], ps, 1, s, sc, bneed),
                       C_KZG_BADARGS);
        EXPECT_VERDICT(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, f.blob, cs, &badp[i], 1, s, sc, bneed),
                       C_KZG_BADARGS);
    }
    CHECK(bls381_verify_blob_kzg_proof_batch_with_scratch(NULL, f.blob, cs, ps, 1, s, sc, bneed) == C_KZG_BADARGS);
    /* n beyond what the scratch holds: refused before the lists are read */
    EXPECT_VERDICT(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, f.blob, cs, ps, 2, s, sc, bneed),
                   C_KZG_BADARGS);
    EXPECT_VERDICT(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, f.blob, cs, ps, HUGE_N, s, sc, bneed),
                   C_KZG_BADARGS);
    EXPECT_VERDICT(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, f.blob, cs, ps, UINT64_MAX, s, sc, SIZE_MAX),
                   C_KZG_BADARGS);
    /* n = 0: true without scratch, as c-kzg */
    ok = false;
    CHECK(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, NULL, NULL, NULL, 0, s, NULL, 0) == C_KZG_OK && ok);

    /* settings copied onto a pool with more threads: the size follows the pool */
    bls381_pool *pool;
    REQUIRE(bls381_pool_create(&pool, 4, NULL) == BLS381_OK);
    KZGSettings s4 = *s;
    bls381_kzg_settings_use_pool(&s4, pool);
    size_t bneed4 = bls381_verify_blob_kzg_proof_batch_scratch_size(1, &s4);
    size_t t4 = bls381_pool_threads(pool); /* 4, or 1 without threads */
    CHECK(bneed4 == 360 + 128 + blob_batch_msm_size(1, t4));
    if (bneed4 > bneed)
        EXPECT_VERDICT(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, f.blob, cs, ps, 1, &s4, sc, bneed),
                       C_KZG_BADARGS);
    CHECK(bls381_blob_to_kzg_commitment_scratch_size(&s4) == 4096 * 32 + bls381_g1_msm_scratch_size(4096, t4));
    bls381_pool_destroy(pool);
    free(mem);
    free(cs);
    free(ps);
    free(f.blob);
    free(f.bad_blob);
}

/* The EIP-7594 functions in caller memory: NULL, size 0, one byte short or
 * misaligned scratch, settings NULL or verify-only: C_KZG_BADARGS with the
 * outputs untouched (*ok cleared); the sizes 0 for such settings and
 * SIZE_MAX for a count past size_t; every bad input of the c-kzg
 * functions refused in exactly the documented size; a count beyond the
 * scratch refused before the one-element lists are read. */
TEST(contract_kzg_scratch_7594__null_short_misaligned_scratch_and_bad_inputs)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings(), *v = bls381_kzg_mainnet_verify_settings();
    kzg_fixture f;
    REQUIRE(fixture(&f));
    Bytes48 badp[NBAD];
    bad_points(badp);
    Cell *cells = malloc(CELLS_PER_EXT_BLOB * sizeof *cells), *out = malloc(CELLS_PER_EXT_BLOB * sizeof *out);
    KZGProof *proofs = malloc(CELLS_PER_EXT_BLOB * sizeof *proofs), *pout = malloc(CELLS_PER_EXT_BLOB * sizeof *pout);
    REQUIRE(cells && out && proofs && pout);
    const size_t CB = CELLS_PER_EXT_BLOB * sizeof *cells, PB = CELLS_PER_EXT_BLOB * sizeof *proofs;
    REQUIRE(compute_cells_and_kzg_proofs(cells, proofs, f.blob, s) == C_KZG_OK);
    size_t cneed = bls381_compute_cells_and_kzg_proofs_scratch_size(true, s);
    size_t rneed = bls381_recover_cells_and_kzg_proofs_scratch_size(true, s);
    size_t vneed = bls381_verify_cell_kzg_proof_batch_scratch_size(1, s);
    CHECK(cneed > 0 && rneed > 0 && vneed > 0 && cneed != SIZE_MAX && rneed != SIZE_MAX);
    CHECK(bls381_compute_cells_and_kzg_proofs_scratch_size(false, s) < cneed);
    CHECK(bls381_recover_cells_and_kzg_proofs_scratch_size(false, s) < rneed);
    for (int pr = 0; pr < 2; pr++) {
        CHECK(bls381_compute_cells_and_kzg_proofs_scratch_size(pr, NULL) == 0);
        CHECK(bls381_compute_cells_and_kzg_proofs_scratch_size(pr, v) == 0);
        CHECK(bls381_recover_cells_and_kzg_proofs_scratch_size(pr, NULL) == 0);
        CHECK(bls381_recover_cells_and_kzg_proofs_scratch_size(pr, v) == 0);
    }
    CHECK(bls381_verify_cell_kzg_proof_batch_scratch_size(1, NULL) == 0);
    CHECK(bls381_verify_cell_kzg_proof_batch_scratch_size(1, v) == 0);
    CHECK(bls381_verify_cell_kzg_proof_batch_scratch_size(HUGE_N, s) == SIZE_MAX);
    CHECK(bls381_verify_cell_kzg_proof_batch_scratch_size(UINT64_MAX, s) == SIZE_MAX);
    size_t most = cneed > rneed ? cneed : rneed;
    if (vneed > most) most = vneed;
    uint64_t *mem = malloc(most + 8);
    REQUIRE(mem);
    uint8_t *sc = (uint8_t *)mem;
    uint64_t idx[CELLS_PER_EXT_BLOB];
    for (uint64_t i = 0; i < CELLS_PER_EXT_BLOB; i++) idx[i] = i;
    bool ok;

    /* scratch NULL, size 0, one byte short, misaligned; settings NULL or
     * verify-only (with a scratch of the full settings' size) */
    for (int which = 0; which < 3; which++) {
        size_t need = which == 0 ? cneed : which == 1 ? rneed : vneed;
        struct { void *sc; size_t size; const KZGSettings *s; } bad[] = {
            { NULL, need, s }, { sc, 0, s }, { sc, need - 1, s }, { sc + 4, need, s }, { sc, need, NULL },
            { sc, need, v },
        };
        for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
            memset(out, PAT, CB); memset(pout, PAT, PB);
            if (which == 0)
                EXPECT_FAIL(bls381_compute_cells_and_kzg_proofs_with_scratch(out, pout, f.blob, bad[i].s, bad[i].sc,
                                                                             bad[i].size),
                            C_KZG_BADARGS, out, CB);
            else if (which == 1)
                EXPECT_FAIL(bls381_recover_cells_and_kzg_proofs_with_scratch(out, pout, idx, cells, 64, bad[i].s,
                                                                             bad[i].sc, bad[i].size),
                            C_KZG_BADARGS, out, CB);
            else
                EXPECT_VERDICT(bls381_verify_cell_kzg_proof_batch_with_scratch(&ok, &f.c, &idx[3], &cells[3],
                                                                               &proofs[3], 1, bad[i].s, bad[i].sc,
                                                                               bad[i].size),
                               C_KZG_BADARGS);
            CHECK(untouched(pout, PB));
        }
    }
    /* the size taken without proofs is short for a call with them */
    size_t cells_only = bls381_compute_cells_and_kzg_proofs_scratch_size(false, s);
    memset(out, PAT, CB); memset(pout, PAT, PB);
    EXPECT_FAIL(bls381_compute_cells_and_kzg_proofs_with_scratch(out, pout, f.blob, s, sc, cells_only), C_KZG_BADARGS,
                out, CB);
    CHECK(untouched(pout, PB));
    size_t rec_only = bls381_recover_cells_and_kzg_proofs_scratch_size(false, s);
    EXPECT_FAIL(bls381_recover_cells_and_kzg_proofs_with_scratch(out, pout, idx, cells, 64, s, sc, rec_only),
                C_KZG_BADARGS, out, CB);

    /* compute: no output, bad or NULL blob */
    EXPECT_FAIL(bls381_compute_cells_and_kzg_proofs_with_scratch(NULL, NULL, f.blob, s, sc, cneed), C_KZG_BADARGS,
                out, CB);
    EXPECT_FAIL(bls381_compute_cells_and_kzg_proofs_with_scratch(out, pout, f.bad_blob, s, sc, cneed), C_KZG_BADARGS,
                out, CB);
    EXPECT_FAIL(bls381_compute_cells_and_kzg_proofs_with_scratch(out, NULL, NULL, s, sc, cneed), C_KZG_BADARGS, out,
                CB);
    CHECK(untouched(pout, PB));

    /* recover: too few, too many, huge, duplicate, unsorted, >= 128, a
     * non-canonical cell, NULL arrays */
    EXPECT_FAIL(bls381_recover_cells_and_kzg_proofs_with_scratch(out, pout, idx, cells, 63, s, sc, rneed),
                C_KZG_BADARGS, out, CB);
    EXPECT_FAIL(bls381_recover_cells_and_kzg_proofs_with_scratch(out, pout, idx, cells, 129, s, sc, rneed),
                C_KZG_BADARGS, out, CB);
    EXPECT_FAIL(bls381_recover_cells_and_kzg_proofs_with_scratch(out, pout, idx, cells, HUGE_N, s, sc, rneed),
                C_KZG_BADARGS, out, CB);
    idx[10] = 9;
    EXPECT_FAIL(bls381_recover_cells_and_kzg_proofs_with_scratch(out, pout, idx, cells, 64, s, sc, rneed),
                C_KZG_BADARGS, out, CB);
    idx[10] = 11; idx[11] = 10;
    EXPECT_FAIL(bls381_recover_cells_and_kzg_proofs_with_scratch(out, pout, idx, cells, 64, s, sc, rneed),
                C_KZG_BADARGS, out, CB);
    idx[10] = 10; idx[11] = 11; idx[63] = 128;
    EXPECT_FAIL(bls381_recover_cells_and_kzg_proofs_with_scratch(out, pout, idx, cells, 64, s, sc, rneed),
                C_KZG_BADARGS, out, CB);
    idx[63] = 63;
    Cell keep = cells[5];
    memcpy(cells[5].bytes + 32, R_BE, 32);
    EXPECT_FAIL(bls381_recover_cells_and_kzg_proofs_with_scratch(out, pout, idx, cells, 64, s, sc, rneed),
                C_KZG_BADARGS, out, CB);
    cells[5] = keep;
    EXPECT_FAIL(bls381_recover_cells_and_kzg_proofs_with_scratch(NULL, pout, idx, cells, 64, s, sc, rneed),
                C_KZG_BADARGS, pout, PB);
    EXPECT_FAIL(bls381_recover_cells_and_kzg_proofs_with_scratch(out, pout, NULL, cells, 64, s, sc, rneed),
                C_KZG_BADARGS, out, CB);
    EXPECT_FAIL(bls381_recover_cells_and_kzg_proofs_with_scratch(out, pout, idx, NULL, 64, s, sc, rneed),
                C_KZG_BADARGS, out, CB);
    CHECK(untouched(pout, PB));
    memset(sc, PAT, rneed); /* exactly the size, garbage in it: the cells */
    CHECK(bls381_recover_cells_and_kzg_proofs_with_scratch(out, pout, idx, cells, 64, s, sc, rneed) == C_KZG_OK);
    CHECK_MEM(out, cells, CB);
    CHECK_MEM(pout, proofs, PB);

    /* verify: valid in exactly the size, then every bad point, index >= 128,
     * a non-canonical cell, NULL arrays, a count beyond the scratch */
    uint64_t k = 3, far = CELLS_PER_EXT_BLOB;
    memset(sc, PAT, vneed);
    ok = false;
    CHECK(bls381_verify_cell_kzg_proof_batch_with_scratch(&ok, &f.c, &k, &cells[3], &proofs[3], 1, s, sc, vneed) ==
              C_KZG_OK && ok);
    for (int i = 0; i < NBAD; i++) {
        EXPECT_VERDICT(bls381_verify_cell_kzg_proof_batch_with_scratch(&ok, &badp[i], &k, &cells[3], &proofs[3], 1, s,
                                                                       sc, vneed),
                       C_KZG_BADARGS);
        EXPECT_VERDICT(bls381_verify_cell_kzg_proof_batch_with_scratch(&ok, &f.c, &k, &cells[3], &badp[i], 1, s, sc,
                                                                       vneed),
                       C_KZG_BADARGS);
    }
    EXPECT_VERDICT(bls381_verify_cell_kzg_proof_batch_with_scratch(&ok, &f.c, &far, &cells[3], &proofs[3], 1, s, sc,
                                                                   vneed),
                   C_KZG_BADARGS);
    keep = cells[3];
    memcpy(cells[3].bytes, R_BE, 32);
    EXPECT_VERDICT(bls381_verify_cell_kzg_proof_batch_with_scratch(&ok, &f.c, &k, &cells[3], &proofs[3], 1, s, sc,
                                                                   vneed),
                   C_KZG_BADARGS);
    cells[3] = keep;
    EXPECT_VERDICT(bls381_verify_cell_kzg_proof_batch_with_scratch(&ok, NULL, &k, &cells[3], &proofs[3], 1, s, sc,
                                                                   vneed),
                   C_KZG_BADARGS);
    EXPECT_VERDICT(bls381_verify_cell_kzg_proof_batch_with_scratch(&ok, &f.c, NULL, &cells[3], &proofs[3], 1, s, sc,
                                                                   vneed),
                   C_KZG_BADARGS);
    EXPECT_VERDICT(bls381_verify_cell_kzg_proof_batch_with_scratch(&ok, &f.c, &k, NULL, &proofs[3], 1, s, sc, vneed),
                   C_KZG_BADARGS);
    EXPECT_VERDICT(bls381_verify_cell_kzg_proof_batch_with_scratch(&ok, &f.c, &k, &cells[3], NULL, 1, s, sc, vneed),
                   C_KZG_BADARGS);
    CHECK(bls381_verify_cell_kzg_proof_batch_with_scratch(NULL, &f.c, &k, &cells[3], &proofs[3], 1, s, sc, vneed) ==
          C_KZG_BADARGS);
    /* 2 cells with the scratch of 1, huge counts: refused before the
     * one-element lists are read */
    if (bls381_verify_cell_kzg_proof_batch_scratch_size(2, s) > vneed)
        EXPECT_VERDICT(bls381_verify_cell_kzg_proof_batch_with_scratch(&ok, &f.c, &k, &cells[3], &proofs[3], 2, s, sc,
                                                                       vneed),
                       C_KZG_BADARGS);
    EXPECT_VERDICT(bls381_verify_cell_kzg_proof_batch_with_scratch(&ok, &f.c, &k, &cells[3], &proofs[3], HUGE_N, s,
                                                                   sc, vneed),
                   C_KZG_BADARGS);
    EXPECT_VERDICT(bls381_verify_cell_kzg_proof_batch_with_scratch(&ok, &f.c, &k, &cells[3], &proofs[3], UINT64_MAX,
                                                                   s, sc, SIZE_MAX),
                   C_KZG_BADARGS);
    /* 0 cells: true without scratch; on verify-only settings refused */
    ok = false;
    CHECK(bls381_verify_cell_kzg_proof_batch_with_scratch(&ok, NULL, NULL, NULL, NULL, 0, s, NULL, 0) == C_KZG_OK &&
          ok);
    EXPECT_VERDICT(bls381_verify_cell_kzg_proof_batch_with_scratch(&ok, NULL, NULL, NULL, NULL, 0, v, NULL, 0),
                   C_KZG_BADARGS);

    /* settings on a pool with more threads: the sizes follow the pool */
    bls381_pool *pool;
    REQUIRE(bls381_pool_create(&pool, 4, NULL) == BLS381_OK);
    KZGSettings s4 = *s;
    bls381_kzg_settings_use_pool(&s4, pool);
    size_t cneed4 = bls381_compute_cells_and_kzg_proofs_scratch_size(true, &s4);
    CHECK(bls381_pool_threads(pool) > bls381_pool_threads(bls381_pool_default()) ? cneed4 > cneed : cneed4 <= cneed);
    if (cneed4 > cneed) {
        memset(out, PAT, CB);
        EXPECT_FAIL(bls381_compute_cells_and_kzg_proofs_with_scratch(out, pout, f.blob, &s4, sc, cneed), C_KZG_BADARGS,
                    out, CB);
    }
    bls381_pool_destroy(pool);
    free(mem);
    free(cells);
    free(out);
    free(proofs);
    free(pout);
    free(f.blob);
    free(f.bad_blob);
}

/* The verify-only settings: the same object every call; the three EIP-4844
 * verifiers agree with the full settings, every other function refuses
 * them (C_KZG_BADARGS, outputs untouched), and freeing a copy does nothing. */
TEST(contract_kzg_verify_settings__verifiers_agree_everything_else_refuses)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings(), *v = bls381_kzg_mainnet_verify_settings();
    REQUIRE(v != NULL && v == bls381_kzg_mainnet_verify_settings() && v != s);
    kzg_fixture f;
    REQUIRE(fixture(&f));
    KZGProof bp;
    REQUIRE(compute_blob_kzg_proof(&bp, f.blob, &f.c, s) == C_KZG_OK);
    bool ok, okv;
    Bytes32 y1 = f.y;
    y1.bytes[31] ^= 1;
    for (int wrong = 0; wrong < 2; wrong++) {
        const Bytes32 *y = wrong ? &y1 : &f.y;
        const Bytes48 *blobp = wrong ? (const Bytes48 *)&f.proof : &bp;
        CHECK(verify_kzg_proof(&ok, &f.c, &f.z, y, &f.proof, s) == C_KZG_OK);
        CHECK(verify_kzg_proof(&okv, &f.c, &f.z, y, &f.proof, v) == C_KZG_OK && okv == ok && ok == !wrong);
        CHECK(verify_blob_kzg_proof(&ok, f.blob, &f.c, blobp, s) == C_KZG_OK);
        CHECK(verify_blob_kzg_proof(&okv, f.blob, &f.c, blobp, v) == C_KZG_OK && okv == ok && ok == !wrong);
        CHECK(verify_blob_kzg_proof_batch(&ok, f.blob, &f.c, blobp, 1, s) == C_KZG_OK);
        CHECK(verify_blob_kzg_proof_batch(&okv, f.blob, &f.c, blobp, 1, v) == C_KZG_OK && okv == ok && ok == !wrong);
    }

    KZGCommitment c;
    KZGProof p;
    Bytes32 y;
    FILL(c); EXPECT_FAIL(blob_to_kzg_commitment(&c, f.blob, v), C_KZG_BADARGS, &c, sizeof c);
    FILL(p); FILL(y);
    EXPECT_FAIL(compute_kzg_proof(&p, &y, f.blob, &f.z, v), C_KZG_BADARGS, &p, sizeof p);
    CHECK(untouched(&y, sizeof y));
    FILL(p); EXPECT_FAIL(compute_blob_kzg_proof(&p, f.blob, &f.c, v), C_KZG_BADARGS, &p, sizeof p);
    Cell *cells = malloc(CELLS_PER_EXT_BLOB * sizeof *cells);
    KZGProof *proofs = malloc(CELLS_PER_EXT_BLOB * sizeof *proofs);
    REQUIRE(cells && proofs);
    const size_t CB = CELLS_PER_EXT_BLOB * sizeof *cells, PB = CELLS_PER_EXT_BLOB * sizeof *proofs;
    memset(cells, PAT, CB); memset(proofs, PAT, PB);
    EXPECT_FAIL(compute_cells_and_kzg_proofs(cells, proofs, f.blob, v), C_KZG_BADARGS, cells, CB);
    EXPECT_FAIL(compute_cells_and_kzg_proofs(cells, NULL, f.blob, v), C_KZG_BADARGS, cells, CB);
    CHECK(untouched(proofs, PB));
    /* recovery and cell verification on well-formed input (zero cells,
     * valid points: what the full settings accept) */
    Cell *all = calloc(CELLS_PER_EXT_BLOB, sizeof *all);
    KZGProof *allp = malloc(PB);
    REQUIRE(all && allp);
    for (size_t i = 0; i < CELLS_PER_EXT_BLOB; i++) allp[i] = bp;
    uint64_t idx[CELLS_PER_EXT_BLOB];
    for (uint64_t i = 0; i < CELLS_PER_EXT_BLOB; i++) idx[i] = i;
    EXPECT_FAIL(recover_cells_and_kzg_proofs(cells, proofs, idx, all, 64, v), C_KZG_BADARGS, cells, CB);
    EXPECT_FAIL(recover_cells_and_kzg_proofs(cells, NULL, idx, all, 64, v), C_KZG_BADARGS, cells, CB);
    CHECK(untouched(proofs, PB));
    CHECK(verify_cell_kzg_proof_batch(&ok, &f.c, &idx[3], &all[3], &allp[3], 1, s) == C_KZG_OK);
    ok = true;
    CHECK(verify_cell_kzg_proof_batch(&ok, &f.c, &idx[3], &all[3], &allp[3], 1, v) == C_KZG_BADARGS && !ok);
    ok = true;
    CHECK(verify_cell_kzg_proof_batch(&ok, NULL, NULL, NULL, NULL, 0, v) == C_KZG_BADARGS && !ok);

    /* a copy on another pool still verifies; freeing it is ignored */
    KZGSettings copy = *v;
    bls381_kzg_settings_use_pool(&copy, NULL);
    CHECK(verify_blob_kzg_proof_batch(&ok, f.blob, &f.c, &bp, 1, &copy) == C_KZG_OK && ok);
    free_trusted_setup(&copy);
    CHECK(verify_blob_kzg_proof(&ok, f.blob, &f.c, &bp, v) == C_KZG_OK && ok);
    free(all);
    free(allp);
    free(cells);
    free(proofs);
    free(f.blob);
    free(f.bad_blob);
}
