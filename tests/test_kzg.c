/* KZG (EIP-4844): the embedded setup against the file loader, the loader's
 * rejections, and prove/verify round trips with wrong inputs refused. */
#define _POSIX_C_SOURCE 200809L
#include "harness.h"
#include "bls381_msm.h"
#include "kzg/fk20.h"
#include "kzg_setup_file.h"
#include "tools/common/file.h"

#include <stdio.h>
#include <stdlib.h>

static const char *setup_path(void) { return test_data_path("../kzg/trusted_setup.txt"); }

static bool load_text(KZGSettings *s, const char *text, size_t len)
{
    FILE *f = fmemopen((void *)text, len, "r");
    if (!f) return false;
    C_KZG_RET ret = load_trusted_setup_file(s, f, 0);
    fclose(f);
    return ret == C_KZG_OK;
}

static void rand_blob(Blob *b)
{
    test_rand_bytes(b->bytes, sizeof b->bytes);
    for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++) b->bytes[32 * i] &= 0x3f;
}

TEST(kzg_setup__embedded_tables_equal_the_file_loader)
{
    size_t len;
    char *text = read_file(setup_path(), &len);
    REQUIRE(text != NULL);
    KZGSettings s = { 0 };
    REQUIRE(load_text(&s, text, len));
    const KZGSettings *m = bls381_kzg_mainnet_settings();
    CHECK(memcmp(s.domain, m->domain, sizeof *s.domain) == 0);
    CHECK(memcmp(s.brp_roots_of_unity, m->brp_roots_of_unity, FIELD_ELEMENTS_PER_EXT_BLOB * sizeof(fr_t)) == 0);
    CHECK(memcmp(s.g1_values_monomial, m->g1_values_monomial, FIELD_ELEMENTS_PER_BLOB * sizeof(g1_t)) == 0);
    CHECK(memcmp(s.g1_values_lagrange_brp, m->g1_values_lagrange_brp, FIELD_ELEMENTS_PER_BLOB * sizeof(g1_t)) == 0);
    CHECK(memcmp(s.g2_values_monomial, m->g2_values_monomial, BLS381_KZG_NUM_G2 * sizeof(g2_t)) == 0);
    CHECK(memcmp(s.g2_prepared, m->g2_prepared, 2 * sizeof(bls381_g2_prepared)) == 0);
    /* the FK20 tables of EIP-7594 (kzg/fk20.h): column FFTs and [s^64]G2 */
    CHECK(memcmp(s.fk20->columns, m->fk20->columns, BLS381_FK20_POINTS * sizeof(g1_t)) == 0);
    CHECK(memcmp(&s.fk20->s64, &m->fk20->s64, sizeof s.fk20->s64) == 0);
    /* the first Lagrange point in bit-reversed order is L_0 (index 0 maps to 0) */
    g1_t g;
    bls381_g1_affine_generator(&g);
    CHECK(bls381_g1_affine_eq(&m->g1_values_monomial[0], &g));
    free_trusted_setup(&s);
    CHECK(s.owned == NULL && s.g1_values_monomial == NULL);
    free_trusted_setup(&s); /* twice is harmless */
    free(text);
}

/* the i-th whitespace-separated token of the text: its offset */
static size_t token_offset(const char *t, size_t len, size_t index)
{
    size_t k = 0, i = 0;
    while (i < len) {
        while (i < len && (t[i] == ' ' || t[i] == '\n')) i++;
        if (k == index) return i;
        while (i < len && !(t[i] == ' ' || t[i] == '\n')) i++;
        k++;
    }
    return len;
}

TEST(kzg_setup__file_loader_rejects_malformed_truncated_and_reordered)
{
    size_t len;
    char *text = read_file(setup_path(), &len), *copy = malloc(len + 200);
    REQUIRE(text && copy);
    KZGSettings s = { 0 };
    /* truncated anywhere */
    size_t cuts[] = { 0, 3, 10, len / 3, len / 2, len - 100 };
    for (size_t i = 0; i < sizeof cuts / sizeof cuts[0]; i++) CHECK(!load_text(&s, text, cuts[i]));
    /* wrong counts */
    memcpy(copy, text, len);
    copy[0] = '2';
    CHECK(!load_text(&s, copy, len));
    /* a bad hex digit in a G1 and in a G2 point */
    memcpy(copy, text, len);
    copy[token_offset(text, len, 2) + 5] = 'g';
    CHECK(!load_text(&s, copy, len));
    memcpy(copy, text, len);
    copy[token_offset(text, len, 4098) + 7] = 'x';
    CHECK(!load_text(&s, copy, len));
    /* a point not on the curve: flip a low bit of an x coordinate */
    memcpy(copy, text, len);
    size_t at = token_offset(text, len, 100) + 95;
    copy[at] = copy[at] == '0' ? '1' : '0';
    CHECK(!load_text(&s, copy, len));
    /* two Lagrange points swapped (each still valid): the order check fails */
    memcpy(copy, text, len);
    size_t a = token_offset(text, len, 2), b = token_offset(text, len, 3);
    char tmp[96];
    memcpy(tmp, copy + a, 96);
    memcpy(copy + a, copy + b, 96);
    memcpy(copy + b, tmp, 96);
    CHECK(!load_text(&s, copy, len));
    /* trailing junk */
    memcpy(copy, text, len);
    memcpy(copy + len, " 00", 3);
    CHECK(!load_text(&s, copy, len + 3));
    /* nothing loaded, nothing to free */
    CHECK(s.owned == NULL);
    /* bytes API: wrong sizes, NULL */
    uint8_t dummy[96] = { 0 };
    CHECK(load_trusted_setup(&s, dummy, 48, dummy, 4096 * 48, dummy, 65 * 96, 0) == C_KZG_BADARGS);
    CHECK(load_trusted_setup(&s, NULL, 4096 * 48, dummy, 4096 * 48, dummy, 65 * 96, 0) == C_KZG_BADARGS);
    CHECK(load_trusted_setup_file(&s, NULL, 0) == C_KZG_BADARGS);
    free(copy);
    free(text);
}

TEST(kzg_4844__prove_and_verify_round_trip)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    Blob *blob = malloc(sizeof *blob);
    REQUIRE(blob != NULL);
    rand_blob(blob);
    KZGCommitment c;
    KZGProof proof, zproof;
    Bytes32 z, y;
    bool ok;
    REQUIRE(blob_to_kzg_commitment(&c, blob, s) == C_KZG_OK);
    REQUIRE(compute_blob_kzg_proof(&proof, blob, &c, s) == C_KZG_OK);
    CHECK(verify_blob_kzg_proof(&ok, blob, &c, &proof, s) == C_KZG_OK && ok);
    /* a proof at a point z, at a point inside the domain too */
    memset(&z, 0, sizeof z);
    z.bytes[31] = 5;
    REQUIRE(compute_kzg_proof(&zproof, &y, blob, &z, s) == C_KZG_OK);
    CHECK(verify_kzg_proof(&ok, &c, &z, &y, &zproof, s) == C_KZG_OK && ok);
    bls381_fr_to_bytes(z.bytes, &s->brp_roots_of_unity[77]);
    REQUIRE(compute_kzg_proof(&zproof, &y, blob, &z, s) == C_KZG_OK);
    CHECK(memcmp(y.bytes, blob->bytes + 77 * 32, 32) == 0); /* p(w_77) is element 77 */
    CHECK(verify_kzg_proof(&ok, &c, &z, &y, &zproof, s) == C_KZG_OK && ok);
    /* a wrong value, a wrong proof: valid input, false verdict */
    y.bytes[31] ^= 1;
    CHECK(verify_kzg_proof(&ok, &c, &z, &y, &zproof, s) == C_KZG_OK && !ok);
    blob->bytes[100] ^= 1;
    CHECK(verify_blob_kzg_proof(&ok, blob, &c, &proof, s) == C_KZG_OK && !ok);
    /* malformed input: an error, not a verdict */
    Bytes48 bad = c;
    bad.bytes[0] ^= 0x80; /* compression flag cleared */
    ok = true;
    CHECK(verify_blob_kzg_proof(&ok, blob, &bad, &proof, s) == C_KZG_BADARGS && !ok);
    blob->bytes[0] = 0xff; /* element >= r */
    CHECK(blob_to_kzg_commitment(&c, blob, s) == C_KZG_BADARGS);
    free(blob);
}

/* the bls381_*_with_scratch functions: the c-kzg results in caller memory
 * of the documented size, a byte less refused; proofs at domain points on
 * the edges of the quotient's inversion chunks (512 elements) */
TEST(kzg_4844__scratch_variants_match_and_refuse_short_scratch)
{
    KZGSettings s1 = *bls381_kzg_mainnet_settings();
    bls381_pool *one;
    REQUIRE(bls381_pool_create(&one, 1, NULL) == BLS381_OK);
    bls381_kzg_settings_use_pool(&s1, one);
    size_t size = bls381_blob_to_kzg_commitment_scratch_size(&s1);
    CHECK(size == FIELD_ELEMENTS_PER_BLOB * sizeof(fr_t) + bls381_g1_msm_scratch_size(FIELD_ELEMENTS_PER_BLOB, 1));
    CHECK(bls381_compute_kzg_proof_scratch_size(&s1) == size);
    KZGSettings empty = { 0 };
    CHECK(bls381_blob_to_kzg_commitment_scratch_size(&empty) == 0);
    Blob *blob = malloc(sizeof *blob);
    uint8_t *scratch = malloc(size);
    REQUIRE(blob && scratch);
    rand_blob(blob);
    KZGCommitment c, c2, keep;
    KZGProof p, p2;
    Bytes32 z, y;
    bool ok = false;
    REQUIRE(blob_to_kzg_commitment(&c, blob, &s1) == C_KZG_OK);
    CHECK(bls381_blob_to_kzg_commitment_with_scratch(&c2, blob, &s1, scratch, size) == C_KZG_OK);
    CHECK(memcmp(&c, &c2, sizeof c) == 0);
    memset(&keep, 0x5a, sizeof keep);
    c2 = keep;
    CHECK(bls381_blob_to_kzg_commitment_with_scratch(&c2, blob, &s1, scratch, size - 1) == C_KZG_BADARGS);
    CHECK(bls381_blob_to_kzg_commitment_with_scratch(&c2, blob, &s1, NULL, size) == C_KZG_BADARGS);
    CHECK(memcmp(&c2, &keep, sizeof c2) == 0);
    REQUIRE(compute_blob_kzg_proof(&p, blob, &c, &s1) == C_KZG_OK);
    CHECK(bls381_compute_blob_kzg_proof_with_scratch(&p2, blob, &c, &s1, scratch, size) == C_KZG_OK);
    CHECK(memcmp(&p, &p2, sizeof p) == 0);
    CHECK(bls381_compute_blob_kzg_proof_with_scratch(&p2, blob, &c, &s1, scratch, size - 1) == C_KZG_BADARGS);
    static const size_t at[] = { 511, 512, FIELD_ELEMENTS_PER_BLOB - 1 };
    for (size_t k = 0; k < sizeof at / sizeof at[0]; k++) {
        bls381_fr_to_bytes(z.bytes, &s1.brp_roots_of_unity[at[k]]);
        REQUIRE(bls381_compute_kzg_proof_with_scratch(&p2, &y, blob, &z, &s1, scratch, size) == C_KZG_OK);
        CHECK_LOOP(memcmp(y.bytes, blob->bytes + 32 * at[k], 32) == 0);
        ok = false;
        CHECK_LOOP(verify_kzg_proof(&ok, &c, &z, &y, &p2, &s1) == C_KZG_OK && ok);
    }
    CHECK(bls381_compute_kzg_proof_with_scratch(&p2, &y, blob, &z, &s1, scratch, size - 1) == C_KZG_BADARGS);
    /* the batch: 2 blobs (the second all zero: commitment and proof at infinity) */
    Blob *two = malloc(2 * sizeof *two);
    REQUIRE(two != NULL);
    two[0] = *blob;
    memset(&two[1], 0, sizeof two[1]);
    Bytes48 cs[2] = { c, { { 0xc0 } } }, ps[2] = { p, { { 0xc0 } } };
    size_t bsize = bls381_verify_blob_kzg_proof_batch_scratch_size(2, &s1);
    CHECK(bsize == 360 * 2 + 128 + bls381_g1_msm_scratch_size(5, 1));
    CHECK(bls381_verify_blob_kzg_proof_batch_scratch_size(2, &empty) == 0);
    uint8_t *bscratch = malloc(bsize);
    REQUIRE(bscratch != NULL);
    ok = false;
    CHECK(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, two, cs, ps, 2, &s1, bscratch, bsize) == C_KZG_OK && ok);
    ok = true;
    CHECK(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, two, cs, ps, 2, &s1, bscratch, bsize - 1) ==
              C_KZG_BADARGS &&
          !ok);
    ps[0] = p2; /* a proof of something else */
    CHECK(bls381_verify_blob_kzg_proof_batch_with_scratch(&ok, two, cs, ps, 2, &s1, bscratch, bsize) == C_KZG_OK && !ok);
    free(bscratch);
    free(two);
    free(scratch);
    free(blob);
    bls381_pool_destroy(one);
}

TEST(kzg_verify_settings__verify_as_the_full_settings_and_refuse_the_rest)
{
    const KZGSettings *v = bls381_kzg_mainnet_verify_settings(), *s = bls381_kzg_mainnet_settings();
    CHECK(v->brp_roots_of_unity == s->brp_roots_of_unity && v->g2_prepared == s->g2_prepared);
    CHECK(v->g1_values_lagrange_brp == NULL && v->g1_values_monomial == NULL && v->domain == NULL && v->fk20 == NULL);
    Blob *blob = malloc(sizeof *blob);
    Cell *cells = malloc(CELLS_PER_EXT_BLOB * sizeof *cells);
    REQUIRE(blob && cells);
    rand_blob(blob);
    memset(cells, 0, CELLS_PER_EXT_BLOB * sizeof *cells);
    KZGCommitment c;
    KZGProof p, zp;
    Bytes32 z = { { 0 } }, y;
    z.bytes[31] = 9;
    bool ok = false;
    REQUIRE(blob_to_kzg_commitment(&c, blob, s) == C_KZG_OK);
    REQUIRE(compute_blob_kzg_proof(&p, blob, &c, s) == C_KZG_OK);
    REQUIRE(compute_kzg_proof(&zp, &y, blob, &z, s) == C_KZG_OK);
    CHECK(verify_blob_kzg_proof(&ok, blob, &c, &p, v) == C_KZG_OK && ok);
    ok = false;
    CHECK(verify_kzg_proof(&ok, &c, &z, &y, &zp, v) == C_KZG_OK && ok);
    ok = false;
    CHECK(verify_blob_kzg_proof_batch(&ok, blob, &c, &p, 1, v) == C_KZG_OK && ok);
    CHECK(verify_kzg_proof(&ok, &c, &z, &y, &p, v) == C_KZG_OK && !ok);
    /* what needs the other tables refuses */
    KZGCommitment c2;
    CHECK(blob_to_kzg_commitment(&c2, blob, v) == C_KZG_BADARGS);
    CHECK(compute_blob_kzg_proof(&p, blob, &c, v) == C_KZG_BADARGS);
    CHECK(compute_kzg_proof(&zp, &y, blob, &z, v) == C_KZG_BADARGS);
    CHECK(bls381_blob_to_kzg_commitment_scratch_size(v) == 0);
    CHECK(compute_cells_and_kzg_proofs(cells, NULL, blob, v) == C_KZG_BADARGS);
    uint64_t idx[64];
    for (uint64_t i = 0; i < 64; i++) idx[i] = i;
    CHECK(recover_cells_and_kzg_proofs(cells, NULL, idx, cells, 64, v) == C_KZG_BADARGS);
    ok = true;
    CHECK(verify_cell_kzg_proof_batch(&ok, &c, idx, cells, &p, 1, v) == C_KZG_BADARGS && !ok);
    free(cells);
    free(blob);
}

TEST(kzg_4844__batch_verification_matches_single_verifications)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    enum { N = 5 };
    Blob *blobs = malloc(N * sizeof *blobs);
    Bytes48 c[N], p[N];
    REQUIRE(blobs != NULL);
    for (int i = 0; i < N; i++) {
        rand_blob(&blobs[i]);
        REQUIRE(blob_to_kzg_commitment(&c[i], &blobs[i], s) == C_KZG_OK);
        REQUIRE(compute_blob_kzg_proof(&p[i], &blobs[i], &c[i], s) == C_KZG_OK);
    }
    bool ok;
    for (int n = 0; n <= N; n++) CHECK(verify_blob_kzg_proof_batch(&ok, blobs, c, p, (uint64_t)n, s) == C_KZG_OK && ok);
    /* swap two proofs: each is valid for another blob, the batch is not */
    Bytes48 t = p[1];
    p[1] = p[3];
    p[3] = t;
    CHECK(verify_blob_kzg_proof_batch(&ok, blobs, c, p, N, s) == C_KZG_OK && !ok);
    p[3] = p[1];
    p[1] = t;
    /* threads: the same verdicts on a 3-thread pool */
    KZGSettings s3 = *s;
    bls381_pool *pool;
    REQUIRE(bls381_pool_create(&pool, 3, NULL) == BLS381_OK);
    bls381_kzg_settings_use_pool(&s3, pool);
    CHECK(verify_blob_kzg_proof_batch(&ok, blobs, c, p, N, &s3) == C_KZG_OK && ok);
    /* every size on the pool accepts the valid lists and refuses one with
     * two proofs swapped */
    for (int n = 2; n <= N; n++) {
        CHECK_LOOP(verify_blob_kzg_proof_batch(&ok, blobs, c, p, (uint64_t)n, &s3) == C_KZG_OK && ok);
        Bytes48 u = p[0];
        p[0] = p[1];
        p[1] = u;
        CHECK_LOOP(verify_blob_kzg_proof_batch(&ok, blobs, c, p, (uint64_t)n, &s3) == C_KZG_OK && !ok);
        p[1] = p[0];
        p[0] = u;
    }
    p[2].bytes[5] ^= 1; /* most likely off the curve: malformed */
    CHECK(verify_blob_kzg_proof_batch(&ok, blobs, c, p, 3, &s3) == C_KZG_BADARGS && !ok);
    CHECK(verify_blob_kzg_proof_batch(&ok, blobs, c, p, N, &s3) == C_KZG_BADARGS && !ok);
    bls381_pool_destroy(pool);
    free(blobs);
}

TEST(kzg_4844__precomputed_tables_give_the_same_commitments_and_proofs)
{
    FILE *f = fopen(setup_path(), "r");
    REQUIRE(f != NULL);
    KZGSettings pc = { 0 };
    C_KZG_RET ret = load_trusted_setup_file(&pc, f, 8);
    fclose(f);
    REQUIRE(ret == C_KZG_OK);
    CHECK(pc.fixed_base != NULL && pc.fk20 != NULL);
    const KZGSettings *plain = bls381_kzg_mainnet_settings();
    CHECK(plain->fixed_base == NULL);
    Blob *blob = malloc(sizeof *blob);
    REQUIRE(blob != NULL);
    for (int round = 0; round < 2; round++) {
        rand_blob(blob);
        if (round == 1) memset(blob->bytes, 0, 32 * 100); /* zero elements mixed in */
        KZGCommitment c1, c2;
        KZGProof p1, p2;
        REQUIRE(blob_to_kzg_commitment(&c1, blob, plain) == C_KZG_OK);
        REQUIRE(blob_to_kzg_commitment(&c2, blob, &pc) == C_KZG_OK);
        CHECK(memcmp(&c1, &c2, sizeof c1) == 0);
        REQUIRE(compute_blob_kzg_proof(&p1, blob, &c1, plain) == C_KZG_OK);
        REQUIRE(compute_blob_kzg_proof(&p2, blob, &c2, &pc) == C_KZG_OK);
        CHECK(memcmp(&p1, &p2, sizeof p1) == 0);
    }
    free(blob);
    free_trusted_setup(&pc);
}
